//! The model: what a split card is, printed — its faces' names, mana costs and mana symbols,
//! colors, type lines and rules text — and the plain values a question is made of (zones,
//! origins, owners, rules eras). Parsing printed notation ("{2}{U/R}", "Instant — Arcane")
//! lives here too.
//!
//! **Invariant: the model knows nothing of the layers above it** — no rules, no messages, no
//! errors of the engine: its parsers return their own typed problems, which `crate::messages`
//! words and `crate::error` wraps. That is also what lets `build.rs` compile `card.rs`,
//! `color.rs`, `mana.rs`, `text.rs` and `typeline.rs` by path to check the catalogue's data
//! with the very code that reads it.

pub mod card;
pub mod color;
pub mod era;
pub mod mana;
pub mod text;
pub mod typeline;
pub mod zone;
