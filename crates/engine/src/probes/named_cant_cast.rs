//! A name is chosen and spells with that name can't be cast (Meddling Mage): which ways to
//! cast the card still can, from where it is — each half as the spell it makes (709.3a), a
//! fused spell having both halves' names (702.102b) — and why not the others. Iona's chosen
//! colors are answered alike ([`still_castable`]).

use super::casting::{casts_from, Stop};
use super::citations::cite_also;
use super::naming;
use super::words::{castable_arg, cname, mode_name, then};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::eras::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::numbers as n;
use crate::rules::situation::{Origin, Zone};

/// [`super::Question::NamedCantCast`]: the modes still castable. `nonland`: the name must be
/// a nonland card's.
pub(super) fn answer(
    ask: &Ask,
    nonland: bool,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (named, chosen) = naming::chosen(ask, nonland)?;
    let stop = Stop::Names(&named);
    let (value, m) = still_castable(ask.card, ask.zone, stop, chosen, ask.era, rules)?;
    Ok(Reply::Answer(value, m))
}

/// Meddling Mage: spells with the chosen name can't be cast. Which ways to cast the card,
/// from where it is (`zone`, yours), can still be cast: each mode as the rules allow it from
/// there — the aftermath half only from a graveyard (702.127a), a fused spell only from
/// your hand (702.102a), a land half never (305.1, 305.9), anything but your hand only with
/// an effect that allows it (601.3) — and not stopped by the name (a fused spell has both
/// halves' names, 702.102b). A mode the rules refuse from there is said, with why. Iona
/// alike, with the chosen colors (`stop`).
pub(super) fn still_castable(
    card: &Card,
    zone: Zone,
    stop: Stop,
    chosen: (&'static str, Arg),
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<(AnswerValue, Msg), EngineError> {
    let from = Origin::yours(zone);
    let c = casts_from(card, from, &Filter::ANY, stop, None, era, rules)?;
    // The same sentences for a chosen color as for a chosen name, in its own words.
    let color = matches!(stop, Stop::Colors(_));
    let id = |named: &'static str, colored: &'static str| if color { colored } else { named };
    if c.fused_stopped && !c.castable.is_empty() {
        // A fused spell has both halves' names (702.102b), as that era numbers it.
        cite_also(rules, era_rules::cite(&[n::R702_102B], era, Topic::Fused));
    }
    let castable: Vec<String> = c.castable.iter().map(|m| mode_name(card, *m)).collect();
    // The halves the choice stops, named beside those still castable (Lead, green, under
    // Iona naming green: Destined is castable only with an effect's permission).
    let stopped_too = (!castable.is_empty() && !c.stopped.is_empty())
        .then(|| msg("p-stopped", [("stopped", Arg::Names(c.stopped.clone()))]));
    let mut m = match (
        castable.is_empty(),
        c.stopped.is_empty(),
        c.refused.is_empty(),
    ) {
        (true, _, true) => msg(id("p-named-none", "p-color-none"), [cname(card), chosen]),
        (true, false, false) => msg(
            id("p-named-none-here", "p-color-none-here"),
            [
                ("stopped", Arg::Names(c.stopped)),
                ("from", Arg::Origin(from)),
            ],
        ),
        (true, true, false) => msg(
            id("p-named-nothing-here", "p-color-nothing-here"),
            [cname(card), ("from", Arg::Origin(from))],
        ),
        (false, _, _) => msg(
            match (c.fused_stopped, c.castable.len()) {
                (true, _) => id("p-named-castable-not-fused", "p-color-castable-not-fused"),
                (false, 1) => id("p-named-castable", "p-color-castable"),
                (false, _) => id("p-named-castable-many", "p-color-castable-many"),
            },
            [("castable", castable_arg(card, &c.castable)), chosen],
        ),
    };
    if let Some(stopped) = stopped_too {
        m = then(m, stopped);
    }
    if !c.needs_effect.is_empty() {
        cite_also(rules, era_rules::cite(&[n::R601_3], era, Topic::OffStack));
        let id = if c.needs_effect.len() == 1 {
            "p-named-needs-effect"
        } else {
            "p-named-needs-effect-many"
        };
        let extra = msg(
            id,
            [
                ("halves", Arg::Names(c.needs_effect)),
                ("from", Arg::Origin(from)),
            ],
        );
        m = then(m, extra);
    }
    if !c.refused.is_empty() {
        m = then(m, msg("p-refused", [("refused", Arg::Msgs(c.refused))]));
    }
    Ok((AnswerValue::Names(castable), m))
}
