//! What an effect refuses before it looks at the card: a Room under older rules, a zone it
//! doesn't look in, a missing or blank name, an X, a cast mode or a Room's doors it has no
//! use for. Each refusal says why, with its rules: an input is refused, never ignored.

use super::citations::not_here_rules;
use super::words::{cname, looks_arg};
use super::{Effect, LooksAt, ProbeInput, Question};
use crate::error::{EngineError, Field};
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::rules::characteristics::characteristics;
use crate::rules::numbers as n;
use crate::rules::situation::{Situation, Zone};

/// [`check`](super::check), with today's rule numbers; the zone the card is asked about in.
pub(super) fn check_today_numbers(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<Zone, EngineError> {
    let era = input.era;
    // Meddling Mage or Crook of Condemnation ask about no characteristic, but a Room under
    // older rules is refused by every effect alike (709.5).
    crate::rules::characteristics::room_exists(card, era)?;
    let zone = input.zone.unwrap_or_else(|| effect.zone());
    if !effect.applies(card, zone) {
        // A permanent the card can't be (an instant or sorcery): why it can't be on the
        // battlefield (304.4, 307.4).
        let permanent = matches!(
            effect.looks_at,
            LooksAt::SpellOrPermanent | LooksAt::Permanent
        );
        if permanent && zone == Zone::Battlefield {
            characteristics(card, &Situation::in_zone(zone).in_era(era))?;
        }
        return Err(EngineError::impossible(
            msg(
                "p-not-here",
                vec![
                    ("effect", Arg::Text(effect.name.to_string())),
                    ("looks", looks_arg(effect)),
                    cname(card),
                    ("zone", Arg::Zone(zone)),
                ],
            ),
            &not_here_rules(effect, card, era, input),
        ));
    }
    if effect.needs_name() {
        match &input.name {
            None => {
                return Err(EngineError::BadValue {
                    what: Field::Name,
                    value: String::new(),
                    expected: msg(
                        "ex-name-chosen",
                        vec![
                            ("flag", Arg::Text("--name".into())),
                            ("effect", Arg::Text(effect.name.into())),
                        ],
                    ),
                })
            }
            // A blank name names nothing (201.4b: a card name is chosen).
            Some(n) if n.trim().is_empty() => {
                return Err(EngineError::BadValue {
                    what: Field::Name,
                    value: n.clone(),
                    expected: msg("ex-name-blank", [("effect", Arg::Text(effect.name.into()))]),
                })
            }
            Some(_) => {}
        }
    }
    if input.x.is_some() && !(effect.looks_at_spell() && zone == Zone::Stack) {
        return Err(x_not_here(effect, zone));
    }
    // A mode or doors the effect has no use for are refused, not ignored.
    if input.cast.is_some() && !effect.takes_mode(zone) {
        return Err(mode_not_here(effect, card, "--mode"));
    }
    if input.doors.is_some() {
        crate::rules::characteristics::doors_apply(card, zone)?;
        if !effect.takes_doors() {
            return Err(doors_not_here(effect, card));
        }
    }
    Ok(zone)
}

/// An X announced for an effect that doesn't look at a spell on the stack: one that casts
/// the card without paying its mana cost leaves X nothing but 0 (107.3b); one that looks at a
/// card off the stack sees X as 0 there (202.3e).
fn x_not_here(effect: &Effect, zone: Zone) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    // An effect that looks at a spell or a permanent, asked about the permanent.
    let looks = if effect.looks_at == LooksAt::SpellOrPermanent && zone != Zone::Stack {
        Arg::Msg(Box::new(msg("looks-permanent", [])))
    } else {
        looks_arg(effect)
    };
    match effect.question {
        Question::CastPermission { .. } | Question::Cascade { .. } => {
            EngineError::impossible(msg("x-without-paying", [name]), &[n::R107_3B])
        }
        _ => EngineError::impossible(
            msg("x-not-a-spell", vec![name, ("looks", looks)]),
            &[n::R202_3E],
        ),
    }
}

/// A cast mode given to an effect that has no use for one ([`Effect::takes_mode`]): why it
/// doesn't apply. The effect looks at a card that isn't being cast (no half is chosen,
/// 709.3, 709.4); answers for every way to cast the card at once (709.3); targets the whole
/// card, one card whichever half would be cast (709.2); or copies a Room as printed, and
/// the copy wasn't cast (709.5b, 709.5d).
pub(super) fn mode_not_here(effect: &Effect, card: &Card, flag: &str) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    let flag = ("flag", Arg::Text(flag.into()));
    let (m, rules): (Msg, &[&'static str]) = match effect.question {
        Question::NamedCantCast { .. }
        | Question::ColorCantCast { .. }
        | Question::CastPermission { .. }
        | Question::Cascade { .. } => (
            msg("mode-every-cast", vec![name, cname(card), flag]),
            &[n::R709_3],
        ),
        Question::TargetCardIn { .. } => (
            msg(
                "mode-whole-card",
                vec![name, ("looks", looks_arg(effect)), flag],
            ),
            &[n::R709_2],
        ),
        Question::CopyPermanent => (
            msg("mode-copy-room", vec![name, cname(card), flag]),
            &[n::R709_5B, n::R709_5D],
        ),
        _ => (
            msg(
                "mode-not-cast",
                vec![name, ("looks", looks_arg(effect)), flag],
            ),
            &[n::R709_3, n::R709_4],
        ),
    };
    EngineError::impossible(m, rules)
}

/// Unlocked doors given for a Room on the battlefield to an effect that doesn't read them
/// ([`Effect::takes_doors`]): one that looks at the Room as it enters, with the door cast
/// unlocked (709.5d), or copies it, designations not included (709.5c, 709.5b).
fn doors_not_here(effect: &Effect, card: &Card) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    let flag = ("flag", Arg::Text("--unlocked".into()));
    match effect.question {
        Question::CopyPermanent => EngineError::impossible(
            msg("doors-copy", vec![name, cname(card), flag]),
            &[n::R709_5C, n::R709_5B],
        ),
        _ => EngineError::impossible(
            msg(
                "doors-entering",
                vec![
                    name,
                    cname(card),
                    flag,
                    ("mode", Arg::Text("--mode".into())),
                ],
            ),
            &[n::R709_5D],
        ),
    }
}
