//! Which ways to cast the card a permission allows (Omniscience, Goblin Dark-Dwellers,
//! Electrodominance …): the effect chooses the card first (its card filter), then each half
//! is cast as the spell it makes (its spell filter, 601.3e), with why not the others.

use super::casting::castable_from;
use super::citations::cite_also;
use super::filter::{failure_msg, failure_rules, first_failure, matches};
use super::words::{cname, values_arg};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::rules::characteristics::characteristics;
use crate::rules::situation::{Origin, Situation};

/// [`super::Question::CastPermission`]: the modes castable from `from`.
pub(super) fn answer(
    ask: &Ask,
    from: Origin,
    card_filter: &Filter,
    spell_filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, era, number) = (ask.card, ask.era, ask.input.number);
    let c = characteristics(card, &Situation::in_zone(from.zone).in_era(era))?;
    if !matches(&c, card_filter, number, era)? {
        // The first criterion the card misses ("Enchantment — Room, not Instant or
        // Sorcery"); under the Invasion rules, when each is met by some half but no
        // half meets them all, its values.
        let m = match first_failure(&c, card_filter, number)? {
            Some(criterion) => {
                cite_also(
                    rules,
                    failure_rules(criterion, card, era, None, card_filter),
                );
                let why = failure_msg(criterion, &c, card_filter, number)?;
                msg(
                    "p-permission-fails",
                    vec![cname(card), ("why", Arg::Msg(Box::new(why)))],
                )
            }
            None => msg(
                "p-permission-no",
                vec![cname(card), ("values", values_arg(&c, era))],
            ),
        };
        Ok(Reply::Answer(AnswerValue::Names(vec![]), m))
    } else {
        let (castable, m) = castable_from(card, from, spell_filter, number, era, rules)?;
        Ok(Reply::Answer(AnswerValue::Names(castable), m))
    }
}
