//! The rules an answer cites: the effect's own that concern the card, what a spell is (the
//! cast half or the fused spell), and under an older era that era's rules for the question —
//! never today's split-card rules, which would contradict the answer. [`super::probe`] then
//! cites each as the era numbered it.

use super::{ColorTest, Effect, Filter, LooksAt, ProbeInput, Question};
use crate::eras::era_rules::{self, Topic};
use crate::model::card::{Card, Kind};
use crate::model::era::Era;
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Mode, Owner, Zone};

/// The rules behind an answer. Today (and under the 2017 rules, which [`probe`](super::probe) then
/// renumbers as they were): the effect's rules, plus, for a spell, what the spell is — the cast half
/// (709.3b) or the fused spell (702.102b). Under an older era: that era's rules for what the
/// question is (a count, a value, a comparison, a color, a name …), the spell's basis in
/// that era, and today's other rules as that era numbered them ([`era_rules::as_then`]) —
/// never today's combined model, which would contradict the answer.
pub(super) fn citations(
    effect: &Effect,
    card: &Card,
    era: Era,
    input: &ProbeInput,
) -> Vec<&'static str> {
    let old = !era.combines_off_stack();
    let mut out: Vec<&'static str> = effect_rules(effect, card)
        // Before 2017: as that era numbered them; never a later mechanic's rule in an answer.
        .filter_map(|r| match old {
            true if era_rules::postdates(r, era) => None,
            true => era_rules::as_then(r, era),
            false => Some(r),
        })
        .collect();
    let topics = |ts: &[Topic]| -> Vec<&'static str> {
        ts.iter()
            .flat_map(|t| era_rules::rules(era, *t).iter().copied())
            .collect()
    };
    let multicolored = |f: &Filter| f.colors == ColorTest::Multicolored;
    let zone = input.zone.unwrap_or_else(|| effect.zone());
    let on_stack = matches!(
        effect.looks_at_in(zone),
        LooksAt::Spell | LooksAt::OwnSpell(_)
    );
    if on_stack {
        let fused = matches!(
            input.cast,
            Some(Cast {
                mode: Mode::Fused,
                ..
            })
        );
        out.extend(match (old, fused) {
            (false, false) => vec![n::R709_3B],
            (false, true) => vec![n::R702_102B],
            (true, false) => topics(&[Topic::OffStack]),
            (true, true) => topics(&[Topic::Fused]),
        });
        let colors = match effect.question {
            Question::Matches { filter } | Question::CopySpell { filter } => {
                filter.colors != ColorTest::Any
            }
            _ => false,
        };
        if old && colors {
            // A spell was only the color(s) of the half (or halves) cast.
            out.extend(topics(&[Topic::Color]));
        }
    } else if old {
        let fuse_from_hand = card.has_fuse() && era.has_fuse();
        out.extend(match effect.question {
            Question::CountCards { filter, .. } if filter == Filter::ANY => {
                topics(&[Topic::OneCard])
            }
            Question::CountCards { filter, .. } if multicolored(&filter) => {
                topics(&[Topic::OneCard, Topic::Color])
            }
            Question::CountCards { .. } => topics(&[Topic::OneCard, Topic::Comparison]),
            // Under the Invasion rules a value asked for was the halves' values combined;
            // from Dissension, two answers.
            Question::ManaValue { .. } => topics(&[Topic::Value]),
            // "The same mana value as the revealed card" is a comparison: yes if either
            // half matched (in 2000 too: the values were combined only when asked for).
            Question::ManaValues if era.combines_asked_values() => {
                topics(&[Topic::OffStack, Topic::Comparison])
            }
            Question::ManaValues => topics(&[Topic::Value, Topic::Comparison]),
            Question::Matches { filter } if multicolored(&filter) => topics(&[Topic::Color]),
            Question::Matches { .. } | Question::ImprintCard { .. } | Question::Slots { .. } => {
                topics(&[Topic::Comparison])
            }
            // Found by a comparison, then cast: one half (or, from a hand only, both).
            Question::FindThenCast { .. } => topics(&[Topic::Comparison, Topic::OffStack]),
            Question::NamedMatches { .. } => topics(&[Topic::Naming]),
            Question::NamedCantCast { .. } if fuse_from_hand => {
                topics(&[Topic::Naming, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::NamedCantCast { .. } => topics(&[Topic::Naming, Topic::OffStack]),
            Question::ColorCantCast { .. } if fuse_from_hand => {
                topics(&[Topic::Color, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::ColorCantCast { .. } => topics(&[Topic::Color, Topic::OffStack]),
            Question::CastPermission { from, .. }
                if fuse_from_hand && from.zone == Zone::Hand && from.owner == Owner::You =>
            {
                topics(&[Topic::Comparison, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::CastCost { .. }
            | Question::CastPermission { .. }
            | Question::Cascade { .. } => topics(&[Topic::Comparison, Topic::OffStack]),
            // The card targeted is one card, whatever its halves.
            Question::TargetCardIn { .. } => topics(&[Topic::OneCard]),
            // Rooms exist only under today's rules; a spell's questions are above.
            Question::CopySpell { .. }
            | Question::GrantedInstances
            | Question::CopyPermanent
            | Question::EnteringTriggers { .. } => Vec::new(),
        });
    }
    let mut seen = Vec::with_capacity(out.len());
    out.retain(|r| {
        let new = !seen.contains(r);
        seen.push(*r);
        new
    });
    out
}

/// The effect's own rules that concern `card`: a keyword's rule only for a card with that
/// keyword — the fuse rule (702.102) for a fuse card (Omniscience asked about Fire // Ice has
/// nothing to do with fuse), the aftermath rule (702.127a) for an aftermath card (Crook of
/// Condemnation targeting Fire // Ice or a Room).
fn effect_rules<'a>(effect: &'a Effect, card: &Card) -> impl Iterator<Item = &'static str> + 'a {
    let fuse = card.kind == Kind::Fuse;
    let aftermath = card.aftermath_face().is_some();
    // A permanent: a Room's rules are its doors' (709.5); any other split permanent has
    // no doors, and its halves combined (709.4).
    let permanent = effect.looks_at == LooksAt::Permanent;
    let (room, other) = (permanent && card.is_room(), permanent && !card.is_room());
    effect.rules.iter().copied().filter(move |r| {
        (!r.starts_with(n::FUSE) || fuse)
            && (!r.starts_with(n::AFTERMATH) || aftermath)
            && !(room && r.starts_with(n::R709_4))
            && !(other && r.starts_with(n::R709_5))
    })
}

/// The rules of "this effect doesn't look there": the effect's own today; under an older
/// era what an answer would cite ([`citations`]), or — for an effect about a mechanic that
/// came later, such as Rooms — the effect's rules as [`era_rules::cite`] keeps them.
pub(super) fn not_here_rules(
    effect: &Effect,
    card: &Card,
    era: Era,
    input: &ProbeInput,
) -> Vec<&'static str> {
    if era.combines_off_stack() {
        let own: Vec<&'static str> = effect_rules(effect, card).collect();
        // An effect whose every rule is about a keyword the card lacks still says why.
        return if own.is_empty() {
            effect.rules.to_vec()
        } else {
            own
        };
    }
    let answer = citations(effect, card, era, input);
    if answer.is_empty() {
        era_rules::cite(effect.rules, era, Topic::OffStack)
    } else {
        answer
    }
}

/// The rules behind "the effect can't choose it" (its type): the card's types off the stack
/// (709.4c; under an older era, that era's comparison), or the spell's, from the half or the
/// fused spell cast; a Room's halves share one type line (709.5a).
pub(super) fn refusal_rules(card: &Card, era: Era, spell: Option<Cast>) -> Vec<&'static str> {
    let topic = |t: Topic| era_rules::rules(era, t).to_vec();
    let old = !era.combines_off_stack();
    let fused = matches!(
        spell,
        Some(Cast {
            mode: Mode::Fused,
            ..
        })
    );
    let mut out = match (spell.is_some(), fused, old) {
        (false, _, false) => vec![n::R709_4C],
        (false, _, true) => topic(Topic::Comparison),
        (true, false, false) => vec![n::R709_3B],
        (true, true, false) => vec![n::R702_102B],
        (true, false, true) => topic(Topic::OffStack),
        (true, true, true) => topic(Topic::Fused),
    };
    if card.is_room() {
        out.push(n::R709_5A);
    }
    out
}

/// Adds `extra` to an answer's rules, each once.
pub(super) fn cite_also(
    rules: &mut Vec<&'static str>,
    extra: impl IntoIterator<Item = &'static str>,
) {
    for r in extra {
        if !rules.contains(&r) {
            rules.push(r);
        }
    }
}

/// A fused spell among the answers: fuse's rules — cast from hand as one spell (702.102a),
/// with the combined characteristics (702.102b) — as the era numbers them.
pub(super) fn cite_fused(rules: &mut Vec<&'static str>, modes: &[Mode], era: Era) {
    if modes.contains(&Mode::Fused) {
        cite_also(
            rules,
            era_rules::cite(&[n::R702_102A, n::R702_102B], era, Topic::FuseFromHand),
        );
    }
}
