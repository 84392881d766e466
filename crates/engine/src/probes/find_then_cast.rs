//! Found by a filter, then cast from where it was found (Sunforger): found or not is the
//! answer, as for [`super::matches`]; when found, the halves the rules let it cast from
//! there (one half, 709.3) are said, with why not the others.

use super::casting::castable_from;
use super::citations::cite_also;
use super::words::then;
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::rules::numbers as n;
use crate::rules::situation::Origin;

/// [`super::Question::FindThenCast`]: found or not.
pub(super) fn answer(
    ask: &Ask,
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (yes, m) = super::matches::matched(ask, filter, rules)?;
    if !yes {
        return Ok(Reply::Answer(AnswerValue::Bool(false), m));
    }
    // Found, then cast from where it was found, one half (709.3): which halves.
    let from = Origin::yours(ask.zone);
    let (_, can) = castable_from(ask.card, from, &Filter::ANY, None, ask.era, rules)?;
    cite_also(rules, [n::R709_3]);
    let found = msg(
        "p-found-cast",
        [
            ("effect", Arg::Text(ask.effect.name.to_string())),
            ("from", Arg::Origin(from)),
        ],
    );
    Ok(Reply::Answer(
        AnswerValue::Bool(true),
        then(m, then(found, can)),
    ))
}
