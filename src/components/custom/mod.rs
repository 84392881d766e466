//! The custom cards' components (the feature's code is `crate::custom`). The first view's:
//!
//! - `panel`: the panel under the search box, its summary, the offer's slot, other tabs'
//!   changes;
//! - `actions`: beside the card, its download as Scryfall JSON and a custom card's share
//!   link;
//! - `panel_state`: the panel's state its parts share (status, Undo, the list's revision).
//!
//! The extras' (a second wasm module, fetched on first use: `crate::extras`):
//!
//! - `body`: the panel's body (import by paste, file or drop, the saved list, export);
//! - `form`: the form to type a card;
//! - `offer`: the offer of a card shared by link.
//!
//! **Invariant: the first view's parts reach the extras' only through `crate::extras`.**
//! `panel` and `actions` never name `body`, `form` or `offer`'s components or functions
//! (only their props' types): a direct call would pull them into the first module.

pub mod actions;
pub mod body;
pub mod form;
pub mod offer;
pub mod panel;
pub mod panel_state;
