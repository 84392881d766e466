//! The rulings examples' effects (`seeds.rs`), asked through the probe API by effect name,
//! in every era where a ruling (or `docs/rules.md`'s history table) states the answer; plus
//! properties of the probe catalogue: today an answer off the stack depends only on the
//! combined characteristics, one on the stack only on the cast half.
//!
//! One module per kind of question, as `src/probes/` has one file per kind (`matches.rs`:
//! Force of Will, Error, Chalice of the Void …), then what crosses the kinds: the table as a
//! whole, filters' "no", naming, refusals, older eras, a view's question, and properties.

mod common;

mod cascade;
mod cast_cost;
mod cast_permission;
mod color_cant_cast;
mod copy_permanent;
mod copy_spell;
mod count_cards;
mod entering_triggers;
mod find_then_cast;
mod granted_instances;
mod imprint_card;
mod mana_value;
mod mana_values;
mod matches;
mod named_cant_cast;
mod named_matches;
mod slots;
mod target_card_in;

mod eras;
mod filter;
mod naming;
mod properties;
mod refusals;
mod table;
mod view_input;
