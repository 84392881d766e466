//! The mana values a "same mana value" comparison accepts (Counterbalance): the card's one
//! value today; before 2017 either half's — under the Invasion rules too, which combined the
//! halves' values only when a value was asked for (505.5, 505.6).

use super::words::{sort_few, values, values_arg};
use super::{AnswerValue, Ask, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};

/// [`super::Question::ManaValues`]: the values, sorted, each once.
pub(super) fn answer(ask: &Ask) -> Result<Reply, EngineError> {
    let era = ask.era;
    let c = ask.here()?;
    let mut v = values(&c);
    sort_few(&mut v);
    v.dedup();
    let list = Arg::Numbers(v.clone());
    let id = if c.is_two_answers() && era.combines_asked_values() {
        "p-values-either"
    } else {
        "p-values"
    };
    Ok(Reply::Answer(
        AnswerValue::Numbers(v),
        msg(id, vec![("values", values_arg(&c, era)), ("list", list)]),
    ))
}
