//! A mana value used as a number (Dark Confidant's life lost, Infernal Genesis's tokens, Feed
//! the Swarm's): the card's one value today, a Room permanent's from its unlocked doors only
//! (709.5); before 2017 one answer per half, under the Invasion rules the halves' combined.

use super::citations::cite_also;
use super::words::{cname, unit_of, values, values_arg};
use super::{AnswerValue, Ask, LooksAt, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};

/// [`super::Question::ManaValue`]: the total, in `unit`.
pub(super) fn answer(
    ask: &Ask,
    unit: &'static str,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era) = (ask.card, ask.era);
    if ask.effect.looks_at == LooksAt::Permanent && card.is_room() {
        return room_permanent(ask, unit, rules);
    }
    let c = ask.here()?;
    if ask.effect.looks_at == LooksAt::Permanent {
        // A split permanent that is no Room: its halves combined (709.4b, 202.3d).
        cite_also(rules, c.primary().mana_value.rules.iter().copied());
    }
    let total: u32 = values(&c).iter().sum();
    // "1 (Assault) + 4 (Battery)": the halves' values, added up under the Invasion
    // rules (505.5: "a combination of the split card's two halves").
    let sum = c
        .sets
        .iter()
        .map(|s| format!("{} ({})", s.mana_value.value, s.names.value.join(" // ")))
        .collect::<Vec<_>>()
        .join(" + ");
    let args = vec![
        cname(card),
        ("values", values_arg(&c, era)),
        ("sum", Arg::Text(sum)),
        ("total", Arg::Num(total)),
        ("unit", unit_of(unit, total)),
        ("era", Arg::Era(era)),
    ];
    let id = match (c.is_two_answers(), era.combines_asked_values()) {
        (true, true) => "p-value-combined",
        (true, false) => "p-value-two",
        (false, _) => "p-value-one",
    };
    Ok(Reply::Answer(AnswerValue::Number(total), msg(id, args)))
}

/// A Room permanent: only its unlocked doors' mana cost (709.5); none with every door locked,
/// so mana value 0 (202.3a).
fn room_permanent(
    ask: &Ask,
    unit: &'static str,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era) = (ask.card, ask.era);
    let c = ask.here()?;
    let set = c.primary();
    let total = set.mana_value.value;
    cite_also(rules, set.mana_value.rules.iter().copied());
    let mut args = vec![
        cname(card),
        ("total", Arg::Num(total)),
        ("unit", unit_of(unit, total)),
    ];
    let id = if set.names.value.is_empty() {
        "p-value-room-locked"
    } else {
        args.extend([
            ("doors", Arg::Names(set.names.value.clone())),
            ("values", values_arg(&c, era)),
        ]);
        "p-value-room"
    };
    Ok(Reply::Answer(AnswerValue::Number(total), msg(id, args)))
}
