//! One test (at least) per rule the engine cites, named after the rule (`cr_709_4b_…`), in a
//! file per rule family. `coverage.rs` fails when a rule of `docs/rules.md` or of the
//! engine's registry (`rules::rules()`) has none.

#[path = "../common/mod.rs"]
mod common;

mod aftermath;
mod casting;
mod colors;
mod costs;
mod coverage;
mod eras;
mod fuse;
mod off_stack;
mod rooms;
mod split_cards;
mod stack;

use splitcard_engine::Era;

/// The era in force on a date.
fn era_of(date: &str) -> Era {
    match Era::parse(date) {
        Ok(e) => e,
        Err(e) => panic!("{date}: {e}"),
    }
}

/// Today's `rule` as `era` cites it: the same number, that era's own, or today's marked.
fn then_id(rule: &'static str, era: Era) -> &'static str {
    match splitcard_engine::era_rules::as_then(rule, era) {
        Some(id) => id,
        None => panic!("{rule} isn't cited under {era:?}"),
    }
}
