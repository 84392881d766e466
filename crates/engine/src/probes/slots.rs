//! Which of several mana-value slots the card can fill (Firemind's Foresight): each slot is
//! its own question, answered as the era answered it; a card that misses another criterion
//! (it isn't an instant card) fills none, whatever its mana value.

use super::citations::cite_also;
use super::filter::{failure_msg, failure_rules, first_failure, matches};
use super::words::{cname, sort_few, values_arg};
use super::{AnswerValue, Ask, Cmp, Filter, Num, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};

/// [`super::Question::Slots`]: the slots filled, largest first.
pub(super) fn answer(
    ask: &Ask,
    slots: &'static [u32],
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era, number) = (ask.card, ask.era, ask.input.number);
    let c = ask.here()?;
    // A card that misses a criterion other than the mana value (it isn't an instant
    // card) fills no slot, whatever its mana value: say that, not its value.
    if let Some(criterion) = first_failure(&c, filter, number)? {
        cite_also(rules, failure_rules(criterion, card, era, None, filter));
        let why = failure_msg(criterion, &c, filter, number)?;
        return Ok(Reply::Early(
            AnswerValue::Numbers(Vec::new()),
            msg(
                "p-slots-fails",
                vec![
                    cname(card),
                    ("slots", Arg::Numbers(slots.to_vec())),
                    ("why", Arg::Msg(Box::new(why))),
                ],
            ),
        ));
    }
    // Each slot is its own question (an instant card with mana value 3 …), answered
    // like any other in the era.
    let mut hit = Vec::new();
    for &v in slots {
        let slot = Filter {
            mana_value: Some((Cmp::Eq, Num::Fixed(v))),
            ..*filter
        };
        if matches(&c, &slot, number, era)? {
            hit.push(v);
        }
    }
    // Largest first (sorted as the other lists of values are, then turned round: one
    // sort in the build, not two).
    sort_few(&mut hit);
    hit.reverse();
    hit.dedup();
    let args = vec![
        ("values", values_arg(&c, era)),
        ("slots", Arg::Numbers(slots.to_vec())),
        ("hit", Arg::Numbers(hit.clone())),
    ];
    let id = if hit.is_empty() {
        "p-slots-none"
    } else {
        "p-slots"
    };
    Ok(Reply::Answer(AnswerValue::Numbers(hit), msg(id, args)))
}
