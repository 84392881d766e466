//! May this mode be cast from this zone? (601.3, 709.3, 702.102a, 702.127a; a land half
//! never, 305.1, 305.9.)
//!
//! [`check`] gives a [`Verdict`] (legal or not, with the reason and the rules, never a
//! made-up answer): fuse only from the caster's own hand (702.102a), the aftermath half
//! only from a graveyard (702.127a), a land half never (305.1, 305.9), nothing from the
//! stack or the battlefield, everything else from your hand or with a permitting effect
//! (601.3: from a library, a graveyard, exile, outside the game — Wish). A half with no
//! mana cost (and a fused spell with one) is cast only with an effect: an alternative cost
//! or "without paying its mana cost" (202.1b, 118.6). Every probe that casts (Meddling Mage,
//! Omniscience, cascade, Isochron Scepter, Sunforger …) asks it, from where the card is
//! cast.
//!
//! Legality depends on the card's layout and the origin, and on two things about the halves
//! cast, asked of the `characteristics` module rather than read here: whether they have a
//! mana cost at all (`halves_without_mana_cost`) and whether one is a land (`land_half`).
//! It reads no face data itself: the spell's costs and colors come from
//! [`crate::rules::characteristics::characteristics()`] too.

use crate::eras::era_rules::{self, Topic};
use crate::messages::{msg, Arg, Lang, Msg};
use crate::model::card::{Card, Kind};
use crate::model::era::Era;
use crate::rules::halves::{halves_without_mana_cost, land_half};
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Mode, Owner, Zone};

/// What lets the spell be cast from its origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    /// Casting from your own hand needs nothing more (601.3).
    Normal,
    /// Aftermath itself permits casting that half from your graveyard (702.127a).
    Aftermath,
    /// Legal only while some effect lets you cast it from there (flashback from Snapcaster
    /// Mage, Past in Flames, cascade, Sen Triplets …).
    NeedsEffect,
}

impl Permission {
    pub fn slug(self) -> &'static str {
        match self {
            Permission::Normal => "normal",
            Permission::Aftermath => "aftermath",
            Permission::NeedsEffect => "needs-effect",
        }
    }
}

/// The answer to "can this be cast like that?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub legal: bool,
    /// Set when legal.
    pub permission: Option<Permission>,
    /// Why, in English: the reason it is illegal, or what makes it legal.
    pub reason: String,
    /// The same, in any language.
    pub msg: Msg,
    pub rules: Vec<&'static str>,
}

impl Verdict {
    fn legal(permission: Permission, msg: Msg, rules: &'static [&'static str]) -> Verdict {
        Verdict {
            legal: true,
            permission: Some(permission),
            reason: msg.render(Lang::En),
            msg,
            rules: rules.to_vec(),
        }
    }

    fn illegal(msg: Msg, rules: &'static [&'static str]) -> Verdict {
        Verdict::illegal_with(msg, rules.to_vec())
    }

    fn illegal_with(msg: Msg, rules: Vec<&'static str>) -> Verdict {
        Verdict {
            legal: false,
            permission: None,
            reason: msg.render(Lang::En),
            msg,
            rules,
        }
    }

    /// An illegal verdict from an engine error (the matrix's cells that can't be).
    pub fn from_error(e: &crate::error::EngineError) -> Verdict {
        match e {
            crate::error::EngineError::Impossible { rules, msg, .. } => {
                Verdict::illegal_with(msg.clone(), rules.clone())
            }
            other => Verdict::illegal_with(
                crate::messages::msg("plain", [("text", Arg::Text(other.to_string()))]),
                Vec::new(),
            ),
        }
    }
}

/// Checks a cast against the rules of `era`.
pub fn check(card: &Card, cast: Cast, era: Era) -> Verdict {
    let mut verdict = check_today_numbers(card, cast, era);
    // Under an older era, that era's rules for casting a half (or fusing, once there was
    // fuse; before, only a half could be cast), under the 2017 rules today's as numbered
    // then; today's rule for a mechanic that came later
    // (fuse before 2013, aftermath before 2017, Rooms before 2024) says what it is.
    if era != Era::Current {
        let topic = match cast.mode {
            // Where a fused spell may be cast from: the fuse rule (702.101a of 2013).
            Mode::Fused if era.has_fuse() && card.has_fuse() => Topic::FuseFromHand,
            // A card without fuse: the player chooses one half (708.2a of 2013).
            Mode::Fused if era.has_fuse() => Topic::CastHalf,
            Mode::Fused => Topic::OffStack,
            // Dragon's Maze's 708.2a: the player chooses the half, only it is checked.
            Mode::Face(_) => Topic::CastHalf,
        };
        verdict.rules = era_rules::cite(&verdict.rules, era, topic);
    }
    verdict
}

fn check_today_numbers(card: &Card, cast: Cast, era: Era) -> Verdict {
    let from = cast.from;
    // A spell is cast only from a zone some rule or effect allows (601.3): the stack holds
    // spells already cast, the battlefield permanents; from anywhere else — a library, a
    // graveyard, exile, outside the game (Wish) — an effect may allow it (below).
    if matches!(from.zone, Zone::Stack | Zone::Battlefield) {
        return Verdict::illegal(
            msg("cast-zone-illegal", [("from", Arg::Origin(from))]),
            &[n::R601_3],
        );
    }
    if card.is_room() && !era.has_rooms() {
        return Verdict::illegal(msg("rooms-before-2024", []), &[n::R709_5]);
    }
    // A land half is played, never cast (305.1, 305.9): whatever allows a cast, and from
    // wherever. Only the half (or halves) cast is evaluated (709.3a).
    if let Some(land) = land_half(card, cast.mode) {
        let id = match cast.mode {
            Mode::Fused if card.has_fuse() => "land-not-fused",
            _ => "land-not-cast",
        };
        return Verdict::illegal(
            msg(id, [("half", Arg::Name(land))]),
            &[n::R305_1, n::R305_9, n::R709_3A],
        );
    }
    match cast.mode {
        Mode::Fused => check_fused(card, cast, era),
        Mode::Face(i) if i >= card.faces.len() => Verdict::illegal(
            msg(
                "no-such-half",
                vec![
                    ("card", Arg::Text(card.name.to_string())),
                    ("n", Arg::Num(card.faces.len() as u32)),
                ],
            ),
            &[n::R709_3],
        ),
        Mode::Face(i) => check_face(card, i, cast, era),
    }
}

fn check_fused(card: &Card, cast: Cast, era: Era) -> Verdict {
    if card.kind == Kind::Room {
        return Verdict::illegal(msg("room-no-fuse", []), &[n::R709_5, n::R702_102A]);
    }
    if card.kind != Kind::Fuse {
        return Verdict::illegal(
            msg("no-fuse", [("card", Arg::Text(card.name.to_string()))]),
            &[n::R709_3, n::R702_102A],
        );
    }
    if !era.has_fuse() {
        return Verdict::illegal(msg("fuse-before-2013", []), &[n::R702_102A]);
    }
    if cast.from != crate::rules::situation::Origin::HAND {
        return Verdict::illegal(
            msg("fuse-not-from-hand", [("from", Arg::Origin(cast.from))]),
            &[n::R702_102A],
        );
    }
    // The fused spell's total cost includes each half's mana cost (702.102c): with a half
    // that has none, there is no total to pay.
    let unpaid = halves_without_mana_cost(card, Mode::Fused);
    if !unpaid.is_empty() {
        let halves = unpaid.into_iter().map(String::from).collect();
        return Verdict::legal(
            Permission::NeedsEffect,
            msg("fuse-no-cost", [("halves", Arg::Names(halves))]),
            &[n::R702_102A, n::R702_102C, n::R202_1B, n::R118_6],
        );
    }
    Verdict::legal(Permission::Normal, msg("fuse-ok", []), &[n::R702_102A])
}

fn check_face(card: &Card, face: usize, cast: Cast, era: Era) -> Verdict {
    let verdict = check_face_permission(card, face, cast, era);
    if !verdict.legal || halves_without_mana_cost(card, Mode::Face(face)).is_empty() {
        return verdict;
    }
    // A half with no mana cost (202.1b): whatever lets it be cast from there, its cost can't
    // be paid (118.6); only an alternative cost or "without paying its mana cost" casts it.
    let half = (
        "half",
        Arg::Name(
            card.faces
                .get(face)
                .map_or(std::borrow::Cow::Borrowed("?"), |f| f.name.clone()),
        ),
    );
    let from_hand = verdict.permission == Some(Permission::Normal);
    let m = if from_hand {
        msg("no-cost-hand", [half])
    } else {
        msg(
            "no-cost-also",
            [("reason", Arg::Msg(Box::new(verdict.msg))), half],
        )
    };
    let mut rules = if from_hand {
        vec![n::R709_3A]
    } else {
        verdict.rules
    };
    rules.extend([n::R202_1B, n::R118_6]);
    Verdict {
        legal: true,
        permission: Some(Permission::NeedsEffect),
        reason: m.render(Lang::En),
        msg: m,
        rules,
    }
}

/// What lets `face` be cast from where it is cast, as a layout and an origin allow it.
fn check_face_permission(card: &Card, face: usize, cast: Cast, era: Era) -> Verdict {
    let from = cast.from;
    let name = card
        .faces
        .get(face)
        .map_or(std::borrow::Cow::Borrowed("?"), |f| f.name.clone());
    let half = || ("half", Arg::Name(name.clone()));
    if card.aftermath_face() == Some(face) {
        if !era.has_aftermath() {
            return Verdict::illegal(msg("aftermath-before-2017", []), &[n::R702_127A]);
        }
        if from.zone != Zone::Graveyard {
            return Verdict::illegal(msg("aftermath-only-graveyard", [half()]), &[n::R702_127A]);
        }
        return match from.owner {
            Owner::You => Verdict::legal(
                Permission::Aftermath,
                msg("aftermath-ok", [half()]),
                &[n::R702_127A],
            ),
            Owner::Opponent => Verdict::legal(
                Permission::NeedsEffect,
                msg("aftermath-opponent", [half()]),
                &[n::R702_127A, n::R601_3],
            ),
        };
    }
    if from.zone == Zone::Hand && from.owner == Owner::You {
        return Verdict::legal(
            Permission::Normal,
            msg("cast-from-hand", [half()]),
            &[n::R709_3, n::R709_3A, n::R601_3],
        );
    }
    // Well-known effects that allow it. A Room's door, a custom artifact or creature half,
    // is a permanent card: flashback from Snapcaster Mage or Past in Flames, Mindclaw
    // Shaman and the opponent's-graveyard effects below are for instants and sorceries
    // only. (Muldrotha and Lurrus, 2018 and 2020, are named by their mana value: only
    // under the rules that say it.)
    let permanent = crate::rules::halves::permanent_half(card, Mode::Face(face));
    let examples = match (from.owner, from.zone, permanent) {
        // Wish ({2}{R} sorcery, Adventures in the Forgotten Realms, July 2021, the first day
        // of the 2021 era): "You may play a card you own from outside the game this turn."
        // Under older rules the card didn't exist: no example, only that an effect must allow it.
        (_, Zone::Outside, _) => (era >= Era::Y2021).then_some("examples-outside"),
        (Owner::You, Zone::Graveyard, false) => Some("examples-graveyard"),
        (Owner::You, Zone::Graveyard, true) => era
            .says_mana_value()
            .then_some("examples-graveyard-permanent"),
        (Owner::You, Zone::Library, _) => Some("examples-library"),
        (Owner::You, Zone::Exile, _) => Some("examples-exile"),
        (Owner::Opponent, Zone::Graveyard, false) => Some("examples-opponent-graveyard"),
        (Owner::Opponent, Zone::Graveyard, true) => None,
        (_, _, false) => Some("examples-opponent"),
        (_, _, true) => Some("examples-opponent-permanent"),
    };
    // A half with no mana cost can't be cast with flashback or by paying its cost from the
    // library: the examples would mislead (its verdict says what it needs instead).
    let examples = examples.filter(|_| halves_without_mana_cost(card, Mode::Face(face)).is_empty());
    let m = match examples {
        Some(examples) => msg(
            "cast-needs-effect",
            vec![
                half(),
                ("from", Arg::Origin(from)),
                ("examples", Arg::Msg(Box::new(msg(examples, [])))),
            ],
        ),
        None => msg(
            "cast-needs-effect-plain",
            vec![half(), ("from", Arg::Origin(from))],
        ),
    };
    Verdict::legal(Permission::NeedsEffect, m, &[n::R601_3, n::R709_3A])
}
