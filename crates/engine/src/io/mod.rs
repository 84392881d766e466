//! The engine's ways in and out: the compiled-in catalogue ([`catalogue`]) and its search
//! ([`search`]), Scryfall JSON read and written ([`scryfall`], on [`json`]), and the
//! catalogue cards' official rulings with the views that show them (`rulings`, with the
//! `rulings` feature).
//!
//! **Invariant: a card from outside is checked by the same parsers as the catalogue's** and
//! becomes a `crate::model::card::Card` like any other; nothing here decides a rule (the
//! exporter asks `crate::rules` for the characteristics it writes).

pub mod catalogue;
pub mod json;
#[cfg(feature = "rulings")]
pub mod rulings;
pub mod scryfall;
pub mod search;
