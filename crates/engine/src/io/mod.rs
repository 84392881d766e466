//! The engine's ways in and out: the compiled-in catalogue ([`catalogue`]) and its search
//! ([`search`]), and Scryfall JSON read and written ([`scryfall`], on [`json`]).
//!
//! **Invariant: a card from outside is checked by the same parsers as the catalogue's** and
//! becomes a `crate::model::card::Card` like any other; nothing here decides a rule (the
//! exporter asks `crate::rules` for the characteristics it writes).

pub mod catalogue;
pub mod json;
pub mod scryfall;
pub mod search;
