//! Does cascade stop on the card (Violent Outburst)? Never on a land card — a card with a land
//! half is one (709.4c) — whatever its mana value (702.85a); then only a half with a lesser
//! mana value may be cast (under the rules before 2017, any half). Before cascade existed,
//! [`super::probe`] says so.

use super::casting::from_exile;
use super::citations::{cite_also, refusal_rules};
use super::filter::is_land;
use super::words::{card_types_arg, cname, mode_name, values_arg};
use super::{AnswerValue, Ask, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::model::era::Era;
use crate::rules::characteristics::characteristics;
use crate::rules::legality;
use crate::rules::situation::{Mode, Situation};

/// [`super::Question::Cascade`] with `value`: whether it stops on the card, and the halves
/// it could then cast.
pub(super) fn answer(
    ask: &Ask,
    value: u32,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era) = (ask.card, ask.era);
    let c = ask.here()?;
    // Cascade passes over land cards whatever their mana value (702.85a): a card
    // with a land half is one (709.4c).
    if is_land(&c) {
        cite_also(rules, refusal_rules(card, era, None));
        return Ok(Reply::Early(
            AnswerValue::Bool(false),
            msg(
                "p-cascade-land",
                vec![cname(card), ("types", card_types_arg(&c))],
            ),
        ));
    }
    let stops = c.sets.iter().any(|s| s.mana_value.value < value);
    // Since 2021 the spell cast must also have a lesser mana value (702.85a); before,
    // any half could be cast (Bloodbraid Elf into Boom // Bust, casting Bust).
    let half_limit = era >= Era::Y2017;
    let castable: Vec<String> = Mode::all_for(card)
        .into_iter()
        .filter(|&mode| {
            let cast = from_exile(mode);
            legality::check(card, cast, era).legal
                && (!half_limit
                    || characteristics(card, &Situation::on_stack(cast).in_era(era))
                        .is_ok_and(|s| s.primary().mana_value.value < value))
        })
        .map(|m| mode_name(card, m))
        .collect();
    let args = vec![
        ("values", values_arg(&c, era)),
        ("value", Arg::Num(value)),
        ("castable", Arg::Names(castable)),
    ];
    let id = if stops {
        "p-cascade-stops"
    } else {
        "p-cascade-passes"
    };
    Ok(Reply::Answer(AnswerValue::Bool(stops), msg(id, args)))
}
