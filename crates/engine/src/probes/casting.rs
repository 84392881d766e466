//! The ways to cast a card from a zone, sorted out for the kinds of question that cast it or
//! stop its casting: each mode as the rules allow it from there (asked of
//! [`crate::rules::legality`], never decided here), then a spell filter, a chosen name or colors —
//! and why not the others, each with its rules.

use super::citations::{cite_also, cite_fused};
use super::filter::{failure_rules, matches, refusal};
use super::words::{castable_arg, mode_arg, mode_name};
use super::Filter;
use crate::eras::era_rules;
use crate::error::EngineError;
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::model::color::Color;
use crate::model::era::Era;
use crate::rules::characteristics::{characteristics, CharacteristicSet};
use crate::rules::legality;
use crate::rules::situation::{Cast, Mode, Origin, Situation, Zone};

/// The ways to cast a card from one zone, sorted out: [`casts_from`].
pub(super) struct Casts {
    /// The modes that can be cast (from a zone other than your hand, with an effect).
    pub(super) castable: Vec<Mode>,
    /// Why not the others, each an item of a list ("Lead (can't be cast from your hand)").
    pub(super) refused: Vec<Msg>,
    /// The halves a chosen name stops (Meddling Mage), and whether the fused spell is one.
    pub(super) stopped: Vec<String>,
    pub(super) fused_stopped: bool,
    /// The castable halves that need an effect that allows it, cast from there (601.3).
    pub(super) needs_effect: Vec<String>,
}

/// Which modes of `card` can be cast from `from` as a spell matching `spell_filter` and
/// having none of the `named` names (a cast permission: Goblin Dark-Dwellers, Omniscience …;
/// Sunforger's cast of the card it found; Meddling Mage's name), and why not the others —
/// the rules refuse them from there (an aftermath half, 702.127a; a fused spell, 702.102a;
/// a land half, 305.9), or the spell misses the filter — their rules added to `rules`.
pub(super) fn casts_from(
    card: &Card,
    from: Origin,
    spell_filter: &Filter,
    stop: Stop,
    number: Option<u32>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<Casts, EngineError> {
    let mut out = Casts {
        castable: Vec::new(),
        refused: Vec::new(),
        stopped: Vec::new(),
        fused_stopped: false,
        needs_effect: Vec::new(),
    };
    for mode in Mode::all_for(card) {
        let cast = Cast { mode, from };
        let verdict = legality::check(card, cast, era);
        let half = ("half", mode_arg(card, mode));
        if !verdict.legal {
            out.refused
                .push(cast_refused(half, &verdict, from, era, rules));
            continue;
        }
        let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
        if spell.sets.iter().any(|s| stop.stops(s)) {
            // A fused spell stopped is said beside the halves still castable.
            if mode == Mode::Fused {
                out.fused_stopped = true;
            } else {
                out.stopped.push(mode_name(card, mode));
            }
        } else if !matches(&spell, spell_filter, number, era)? {
            let (m, criterion) = refusal(half, &spell, spell_filter, number)?;
            if let Some(criterion) = criterion {
                cite_also(
                    rules,
                    failure_rules(criterion, card, era, Some(cast), spell_filter),
                );
            }
            out.refused.push(m);
        } else {
            if verdict.permission == Some(legality::Permission::NeedsEffect) && mode != Mode::Fused
            {
                out.needs_effect.push(mode_name(card, mode));
            }
            // The aftermath half is castable from a graveyard by its own rule (702.127a).
            if verdict.permission == Some(legality::Permission::Aftermath) {
                cite_also(rules, verdict.rules.iter().copied());
            }
            out.castable.push(mode);
        }
    }
    cite_fused(rules, &out.castable, era);
    Ok(out)
}

/// [`casts_from`] without a name, in words: the mode slugs castable, and "Castable: Fire and
/// Ice. Not: …".
pub(super) fn castable_from(
    card: &Card,
    from: Origin,
    spell_filter: &Filter,
    number: Option<u32>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<(Vec<String>, Msg), EngineError> {
    let c = casts_from(
        card,
        from,
        spell_filter,
        Stop::Names(&[]),
        number,
        era,
        rules,
    )?;
    let castable_words = castable_arg(card, &c.castable);
    let m = match (c.castable.is_empty(), c.refused.is_empty()) {
        (_, true) => msg("p-permission", [("castable", castable_words)]),
        (true, false) => msg("p-permission-none", [("refused", Arg::Msgs(c.refused))]),
        (false, false) => msg(
            "p-permission-some",
            [
                ("castable", castable_words),
                ("refused", Arg::Msgs(c.refused)),
            ],
        ),
    };
    let names = c.castable.iter().map(|m| mode_name(card, *m)).collect();
    Ok((names, m))
}

/// What stops a spell: a chosen name (Meddling Mage) or colors (Iona, Shield of Emeria).
#[derive(Clone, Copy)]
pub(super) enum Stop<'a> {
    Names(&'a [String]),
    Colors(&'static [Color]),
}

impl Stop<'_> {
    fn stops(self, s: &CharacteristicSet) -> bool {
        match self {
            Stop::Names(named) => named.iter().any(|n| s.has_name(n)),
            Stop::Colors(cs) => cs.iter().any(|c| s.colors.value.contains(*c)),
        }
    }
}

/// Why a mode can't be cast from `from` (`verdict`, illegal), as an item of a list of
/// refusals: a mechanic the era did not have yet (fuse before 2013, aftermath before 2017)
/// says so (the answer still cites only that era's rules); a land half is played, never cast
/// (305.1, 305.9); any other refusal is about where the card is cast from — an aftermath
/// half outside a graveyard (702.127a), a fused spell outside your own hand (702.102a) —
/// and its rule, as the era numbers it, is added to `rules`.
fn cast_refused(
    half: (&'static str, Arg),
    verdict: &legality::Verdict,
    from: Origin,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Msg {
    let not_yet = verdict.rules.iter().any(|r| era_rules::postdates(r, era));
    if not_yet {
        return msg(
            "refused-not-yet",
            vec![half, ("reason", Arg::Msgs(vec![verdict.msg.clone()]))],
        );
    }
    cite_also(rules, verdict.rules.iter().copied());
    if matches!(verdict.msg.id, "land-not-cast" | "land-not-fused") {
        msg("refused-land", [half])
    } else {
        msg("refused-cast", [half, ("from", Arg::Origin(from))])
    }
}

/// A cast of `mode` from its owner's exile (a copy cast from exile, a cascaded card).
pub(super) fn from_exile(mode: Mode) -> Cast {
    Cast {
        mode,
        from: Origin::yours(Zone::Exile),
    }
}
