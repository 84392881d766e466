//! How many cards it is, among those the effect counts (Magnivore, Blightning, Nightshade
//! Assassin): a split card is one card (709.2), counted once when it matches the filter; a
//! "0" names the first criterion it missed.

use super::filter::{matches, with_failure};
use super::words::{cname, unit_of};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};

/// [`super::Question::CountCards`]: the count, 1 or 0, in `unit`.
pub(super) fn answer(
    ask: &Ask,
    filter: &Filter,
    unit: &'static str,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era, number) = (ask.card, ask.era, ask.input.number);
    let c = ask.here()?;
    let yes = matches(&c, filter, number, era)?;
    let n = u32::from(yes);
    let args = vec![cname(card), ("n", Arg::Num(n)), ("unit", unit_of(unit, n))];
    let m = msg(if yes { "p-count-one" } else { "p-count-zero" }, args);
    let m = if yes {
        m
    } else {
        with_failure(m, &c, filter, number, card, era, None, rules)?
    };
    Ok(Reply::Answer(AnswerValue::Number(n), m))
}
