//! The spell grants creatures a keyword and a triggered ability until end of turn (Driven //
//! Despair): resolved N times (the chosen number), it gives N instances of the ability, each
//! triggering on its own (113.2c); resolved no times is refused.

use super::filter::chosen_number;
use super::{AnswerValue, Ask, Reply};
use crate::error::{EngineError, Field};
use crate::messages::{msg, Arg};

/// [`super::Question::GrantedInstances`]: the number of instances.
pub(super) fn answer(ask: &Ask) -> Result<Reply, EngineError> {
    let spell = ask.spell()?;
    let times = chosen_number(ask.input.number)?;
    // Resolving it no times gives nothing to explain: a spell resolves at least once.
    if times == 0 {
        return Err(EngineError::BadValue {
            what: Field::Number,
            value: times.to_string(),
            expected: msg(
                "ex-number-times",
                vec![
                    ("flag", Arg::Text("--number N".into())),
                    ("min", Arg::Num(1)),
                ],
            ),
        });
    }
    let names = spell.primary().names.value.clone();
    let per_count = |one: &'static str, many: &'static str| {
        let id = if times == 1 { one } else { many };
        Arg::Msg(Box::new(msg(id, [("n", Arg::Num(times))])))
    };
    Ok(Reply::Answer(
        AnswerValue::Number(times),
        msg(
            "p-instances",
            vec![
                ("names", Arg::Names(names)),
                ("times", per_count("times-one", "times")),
                ("instances", per_count("instances-one", "instances")),
            ],
        ),
    ))
}
