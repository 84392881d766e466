//! Can an effect that targets a card in a zone find it there (Crook of Condemnation)? Where
//! it is, yes: one card, whatever its halves (709.2). Once cast it is on the stack, too late,
//! and why depends on where it was cast from.

use super::citations::cite_also;
use super::words::{cname, then};
use super::{AnswerValue, Ask, Reply};
use crate::eras::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::legality;
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Mode, Zone};

/// [`super::Question::TargetCardIn`] `wanted`: whether the card is there to be targeted.
pub(super) fn answer(
    ask: &Ask,
    wanted: Zone,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let card = ask.card;
    if ask.zone == wanted {
        Ok(Reply::Answer(
            AnswerValue::Bool(true),
            msg("p-target-there", [cname(card)]),
        ))
    } else {
        let m = target_on_stack(card, wanted, ask.input.cast, ask.era, rules)?;
        Ok(Reply::Answer(AnswerValue::Bool(false), m))
    }
}

/// Crook of Condemnation asked about the spell on the stack: its card isn't in a graveyard
/// (`wanted`) to be targeted any more. Why depends on where it was cast from (the cast must be
/// one the rules allow): from a graveyard, it moved to the stack as soon as the casting began
/// (601.2a; an aftermath half so cast can't be stopped so, 702.127a); from anywhere else — a
/// fused spell only ever from a hand (702.102a) — it was never in a graveyard at all. The
/// aftermath rule is cited only for the aftermath half cast from a graveyard.
fn target_on_stack(
    card: &Card,
    wanted: Zone,
    cast: Option<Cast>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<Msg, EngineError> {
    let aftermath_rule = |r: &&str| r.starts_with(n::AFTERMATH);
    let Some(cast) = cast else {
        rules.retain(|r| !aftermath_rule(r));
        return Ok(msg("p-target-stack", [cname(card)]));
    };
    let verdict = legality::check(card, cast, era);
    if !verdict.legal {
        return Err(EngineError::impossible(verdict.msg, &verdict.rules));
    }
    if cast.from.zone == wanted {
        let aftermath_half = matches!(cast.mode, Mode::Face(i) if card.aftermath_face() == Some(i));
        if !aftermath_half {
            rules.retain(|r| !aftermath_rule(r));
        }
        return Ok(msg("p-target-gone", [cname(card)]));
    }
    rules.retain(|r| !aftermath_rule(r));
    let m = msg(
        "p-target-cast-from",
        [cname(card), ("from", Arg::Origin(cast.from))],
    );
    if cast.mode != Mode::Fused {
        return Ok(m);
    }
    cite_also(
        rules,
        era_rules::cite(&[n::R702_102A], era, Topic::FuseFromHand),
    );
    Ok(then(m, msg("p-target-fused", [])))
}
