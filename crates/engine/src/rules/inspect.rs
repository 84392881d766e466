//! The full answer for one view: the card's characteristics where it is, and, when a cast
//! mode is asked about, whether that cast is legal, the spell it makes, what it costs and
//! where it goes afterwards. Also the zone × mode matrix.
//!
//! [`inspect()`] gives the characteristics plus, when a mode is asked about, the
//! [`CastReport`] (verdict, the spell's characteristics, total cost, where it goes when it
//! leaves the stack); for a Room on the battlefield, what unlocking each door would cost and
//! trigger ([`Inspection::unlock`], from `crate::rules::rooms`). It refuses a question that
//! contradicts itself before asking anything: a Room under rules from before Duskmourn
//! (`characteristics::room_exists`), a cast from another zone than the card's
//! ([`Cast::check_origin`]: off the stack a spell is cast from where its card is; a spell on
//! the stack and a split permanent on the battlefield — a Room, or a custom artifact or
//! creature split card — were cast, [`Cast::was_cast`], from any origin), an X or doors the
//! question can't have. Where the spell goes follows the spell's types: a permanent spell
//! to the battlefield (608.3), an instant or sorcery to the graveyard (608.2n), an
//! aftermath half cast from a graveyard to exile (702.127a).
//!
//! Two matrices. [`matrix()`], without choices, asks each mode cast from each zone: the
//! CLI's. [`view_matrix`] is the app's: every zone × mode answered as the inspector answers
//! that view (the question is [`Situation::view`], then [`inspect()`]), keeping the user's
//! choices — origin, doors, X — where they fit ([`fit`] leaves out an origin or doors the
//! engine refuses there), so a cell is exactly the answer of the view it links to.

use crate::eras::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::messages::{msg, none, Arg};
use crate::model::card::Card;
use crate::model::color::ColorSet;
use crate::model::mana::ManaCost;
use crate::rules::characteristics::{
    characteristics, characteristics_of, cited, color_identity, Characteristics, Cited,
};
use crate::rules::halves::halves_without_mana_cost;
use crate::rules::legality::{self, Permission, Verdict};
use crate::rules::numbers as n;
use crate::rules::rooms::Unlocking;
use crate::rules::situation::{Cast, Choices, Doors, Mode, Origin, Situation, Zone};

/// Where a spell goes when it leaves the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Destination {
    Graveyard,
    Exile,
    Battlefield,
    /// Nowhere: a permanent spell whose card is also an instant or sorcery card (a custom
    /// card with halves of both kinds) would enter the battlefield (608.3), but such a card
    /// can't, and stays where it was (304.4, 307.4). No printed card is like this.
    Stack,
}

impl Destination {
    pub fn slug(self) -> &'static str {
        match self {
            Destination::Graveyard => "graveyard",
            Destination::Exile => "exile",
            Destination::Battlefield => "battlefield",
            Destination::Stack => "stack",
        }
    }
}

/// What the engine says about a cast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastReport {
    pub cast: Cast,
    pub verdict: Verdict,
    /// The spell's characteristics; `None` when the cast is illegal.
    pub spell: Option<Characteristics>,
    /// The mana cost to pay before cost changes (601.2f, 702.102c).
    pub total_cost: Option<Cited<Option<ManaCost>>>,
    pub leaves_stack_to: Option<Cited<Destination>>,
}

/// The answer for one situation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inspection {
    pub situation: Situation,
    /// `None` only on the stack (or for a split permanent on the battlefield, which got there
    /// by being cast) when the asked-for cast is illegal (see `cast`).
    pub characteristics: Option<Characteristics>,
    pub cast: Option<CastReport>,
    /// A Room on the battlefield: how each locked door can be unlocked and what that would
    /// trigger, or that it is fully unlocked (709.5e–i). `None` for anything else.
    pub unlock: Option<Unlocking>,
}

/// Inspects `card` in `situation`. On the stack the characteristics are the spell's (none
/// when that cast is illegal); elsewhere they are the card's, and a given cast is reported
/// beside them. A cast's origin must fit the zone ([`Cast::check_origin`]): off the stack
/// (and off a Room on the battlefield) it is the card's own zone.
pub fn inspect(card: &Card, situation: &Situation) -> Result<Inspection, EngineError> {
    // A Room under older rules: refused alike in every zone, cast or not (709.5).
    crate::rules::characteristics::room_exists(card, situation.era).map_err(|e| {
        crate::eras::era_rules::cite_error(
            e,
            situation.era,
            crate::eras::era_rules::Topic::OffStack,
        )
    })?;
    // Off the stack a cast is asked about from where the card is: another origin
    // contradicts the zone.
    if let Some(cast) = situation.cast {
        Cast::check_origin(card, situation.zone, cast.from)?;
    }
    if situation.zone == Zone::Stack && situation.cast.is_none() {
        // Let `characteristics` explain why a mode is needed.
        characteristics(card, situation)?;
    }
    // An X or doors the question can't have are refused here, whatever the cast: an illegal
    // cast's report would otherwise answer without looking at them (the spell's
    // characteristics, which check them, are made only for a legal cast).
    crate::rules::characteristics::check_choices(card, situation).map_err(|e| {
        crate::eras::era_rules::cite_error(
            e,
            situation.era,
            crate::eras::era_rules::Topic::OffStack,
        )
    })?;
    let cast = match situation.cast {
        Some(cast) => Some(report(card, cast, situation, None)?),
        None => None,
    };
    let chars = match (situation.zone, &cast) {
        (Zone::Stack, Some(c)) => c.spell.clone(),
        // A split permanent other than a Room can't have entered by an illegal cast (a Room
        // asked about so is refused by its characteristics, as ever).
        (Zone::Battlefield, Some(c)) if !c.verdict.legal && !card.is_room() => None,
        _ => Some(characteristics(card, situation)?),
    };
    // The unlocked doors are the faces the battlefield characteristics were made of (709.5):
    // read there rather than derived again from the doors or the cast.
    let unlock = match &chars {
        Some(c) if card.is_room() && situation.zone == Zone::Battlefield => {
            let doors = c
                .primary()
                .faces
                .iter()
                .fold(Doors::NONE, |d, &f| d.with(f, true));
            let mut u = crate::rules::rooms::unlocking(card, doors);
            // The door cast entered unlocked (709.5d): locked now, an effect locked it.
            if let Some(Cast {
                mode: Mode::Face(cast),
                ..
            }) = situation.cast
            {
                if let Some(d) = u.doors.iter_mut().find(|d| d.door == cast) {
                    d.cast_door = Some(Cited {
                        value: (),
                        rules: std::borrow::Cow::Borrowed(&[n::R709_5D, n::R709_5G]),
                        msg: msg("cast-door-locked", [("door", Arg::Name(d.name.clone()))]),
                    });
                }
            }
            Some(u)
        }
        _ => None,
    };
    Ok(Inspection {
        situation: *situation,
        characteristics: chars,
        cast,
        unlock,
    })
}

/// `identity`: the card's color identity, when the caller already has it.
fn report(
    card: &Card,
    cast: Cast,
    situation: &Situation,
    identity: Option<ColorSet>,
) -> Result<CastReport, EngineError> {
    let verdict = legality::check(card, cast, situation.era);
    if !verdict.legal {
        return Ok(CastReport {
            cast,
            verdict,
            spell: None,
            total_cost: None,
            leaves_stack_to: None,
        });
    }
    let spell_situation = Situation {
        zone: Zone::Stack,
        cast: Some(cast),
        doors: None,
        ..*situation
    };
    // The verdict above is this cast's, under this era: don't check it again.
    let spell = characteristics_of(card, &spell_situation, true, identity)?;
    // A fused spell costs both halves' mana costs, in every era (702.102c; before 2017 it
    // had one set of characteristics per half, so combine the sets).
    let cost = match cast.mode {
        Mode::Fused => spell.combined_cost(),
        Mode::Face(_) => spell.primary().mana_cost.value.clone(),
    };
    // With X announced, what is paid has X's value in it (107.3, 601.2f): {X}{B}{B} with
    // X = 3 is {3}{B}{B}. Without, the cost keeps its {X}.
    let announced = situation
        .x
        .filter(|_| cost.as_ref().is_some_and(ManaCost::has_variable));
    let (cost, cost_text) = match (announced, cost) {
        (Some(x), Some(printed)) => {
            let paid = printed.with_x(x);
            let text = msg(
                "cost-with-x",
                vec![
                    ("printed", Arg::Cost(printed)),
                    ("x", Arg::Num(x)),
                    ("paid", Arg::Cost(paid.clone())),
                ],
            );
            (Some(paid), Arg::Msg(Box::new(text)))
        }
        (_, cost) => {
            let text = cost.clone().map_or_else(none, Arg::Cost);
            (cost, text)
        }
    };
    let x_known = announced.is_some();
    // A half with no mana cost (202.1b) leaves nothing that can be paid (118.6); a fused
    // spell's total includes each half's mana cost (702.102c), so one such half leaves none.
    let unpaid = halves_without_mana_cost(card, cast.mode);
    let total_cost = Some(match cast.mode {
        _ if !unpaid.is_empty() => {
            let halves = Arg::Names(unpaid.into_iter().map(String::from).collect());
            match cast.mode {
                Mode::Fused => cited(
                    None,
                    &[n::R702_102C, n::R202_1B, n::R118_6],
                    msg("total-fused-no-cost", [("halves", halves)]),
                ),
                Mode::Face(_) => cited(
                    None,
                    &[n::R601_2F, n::R202_1B, n::R118_6],
                    msg("total-no-cost", [("half", halves)]),
                ),
            }
        }
        Mode::Fused => cited(
            cost,
            if x_known {
                &[n::R702_102C, n::R107_3]
            } else {
                &[n::R702_102C]
            },
            msg("total-fused", [("cost", cost_text)]),
        ),
        Mode::Face(_) => {
            // Flashback, which pays the half's own mana cost, only for an instant or sorcery
            // half cast from a graveyard; another effect names its own cost (Bolas's
            // Citadel: life; cascade: none).
            let effect = if verdict.permission == Some(Permission::NeedsEffect) {
                let flashback = cast.from.zone == Zone::Graveyard
                    && !crate::rules::halves::permanent_half(card, cast.mode);
                let id = if flashback {
                    "total-effect"
                } else {
                    "total-effect-plain"
                };
                Arg::Msg(Box::new(msg(id, [])))
            } else {
                none()
            };
            cited(
                cost,
                if x_known {
                    &[n::R601_2F, n::R709_3B, n::R107_3]
                } else {
                    &[n::R601_2F, n::R709_3B]
                },
                msg("total-half", [("cost", cost_text), ("effect", effect)]),
            )
        }
    });
    // Under an older era, that era's rules instead of today's split-card ones.
    let topic = match cast.mode {
        Mode::Fused => Topic::Fused,
        Mode::Face(_) => Topic::OffStack,
    };
    let mut total_cost = total_cost;
    let mut leaves = destination(card, cast, &verdict, &spell);
    if situation.era != crate::model::era::Era::Current {
        if let Some(c) = total_cost.as_mut() {
            era_rules::cite_in_place(&mut c.rules, situation.era, topic);
        }
        era_rules::cite_in_place(&mut leaves.rules, situation.era, topic);
    }
    Ok(CastReport {
        leaves_stack_to: Some(leaves),
        cast,
        verdict,
        spell: Some(spell),
        total_cost,
    })
}

/// Where the spell goes when it leaves the stack: exiled if it is an aftermath half cast
/// from a graveyard (702.127a, whatever it is); onto the battlefield if it is a permanent
/// spell (608.3: a Room with the door cast unlocked, 709.5d; any other split permanent, a
/// custom artifact or creature half, as a whole card, 709.4); else, an instant or sorcery
/// spell, to its owner's graveyard (608.2n). What kind of spell it is, is the spell's
/// characteristics' (709.3b, 702.102b), not the card's.
fn destination(
    card: &Card,
    cast: Cast,
    verdict: &Verdict,
    spell: &Characteristics,
) -> Cited<Destination> {
    let aftermath_half = matches!(cast.mode, Mode::Face(i) if card.aftermath_face() == Some(i));
    let types = || spell.sets.iter().flat_map(|s| s.types().iter());
    let permanent_spell = types().next().is_some() && types().all(|t| t.is_permanent());
    if aftermath_half && cast.from.zone == Zone::Graveyard {
        cited(Destination::Exile, &[n::R702_127A], msg("to-exile", []))
    } else if card.is_room() {
        cited(
            Destination::Battlefield,
            &[n::R608_3, n::R709_5D],
            msg("to-battlefield", []),
        )
    } else if permanent_spell && crate::rules::halves::can_be_permanent(card) {
        let rules: &'static [&'static str] = match cast.mode {
            Mode::Fused => &[n::R608_3, n::R702_102B, n::R709_4],
            Mode::Face(_) => &[n::R608_3, n::R709_3B, n::R709_4],
        };
        cited(
            Destination::Battlefield,
            rules,
            msg(
                "to-battlefield-permanent",
                [("card", Arg::Name(card.name.clone()))],
            ),
        )
    } else if permanent_spell {
        cited(
            Destination::Stack,
            &[n::R608_3, n::R709_4C, n::R304_4, n::R307_4],
            msg("to-nowhere", [("card", Arg::Name(card.name.clone()))]),
        )
    } else {
        let caveat = if verdict.permission == Some(Permission::NeedsEffect) {
            Arg::Msg(Box::new(msg("to-graveyard-caveat", [])))
        } else {
            none()
        };
        cited(
            Destination::Graveyard,
            &[n::R608_2N],
            msg("to-graveyard", [("caveat", caveat)]),
        )
    }
}

/// One cell of the matrix: casting `mode` from the row's zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixCell {
    pub mode: Mode,
    pub report: CastReport,
}

/// One zone of the matrix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixRow {
    pub zone: Zone,
    /// The card's characteristics in this zone, or why it can't be there. For the stack,
    /// see `casts` (one spell per mode).
    pub characteristics: Result<Characteristics, EngineError>,
    /// Casting each mode from this zone (your own), or for the stack, each mode's spell
    /// from its usual origin.
    pub casts: Vec<MatrixCell>,
}

/// Every zone × mode for a card: "what is it where?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    pub modes: Vec<Mode>,
    pub rows: Vec<MatrixRow>,
}

/// Builds the matrix under `era`.
pub fn matrix(card: &Card, era: crate::model::era::Era) -> Matrix {
    let modes = Mode::all_for(card);
    // The same for every cell: computed once per card.
    let identity = Some(color_identity(card));
    let rows = Zone::ALL
        .into_iter()
        .map(|zone| {
            let base = Situation {
                era,
                ..Situation::in_zone(zone)
            };
            let chars = if zone == Zone::Stack {
                Err(era_rules::cite_error(
                    EngineError::impossible(msg("stack-see-modes", []), &[n::R709_3B]),
                    era,
                    Topic::OffStack,
                ))
            } else {
                characteristics_of(card, &base, false, identity)
            };
            let casts = modes
                .iter()
                .map(|&mode| {
                    // The stack row: each mode's spell from its usual zone; every other
                    // row (the battlefield too): casting from that zone.
                    let from = match zone {
                        Zone::Stack => Cast::default_origin(card, mode),
                        zone => Origin::yours(zone),
                    };
                    let cast = Cast { mode, from };
                    let report =
                        report(card, cast, &base, identity).unwrap_or_else(|e| CastReport {
                            cast,
                            verdict: Verdict::from_error(&e),
                            spell: None,
                            total_cost: None,
                            leaves_stack_to: None,
                        });
                    MatrixCell { mode, report }
                })
                .collect();
            MatrixRow {
                zone,
                characteristics: chars,
                casts,
            }
        })
        .collect();
    Matrix { modes, rows }
}

/// A choice a view leaves out because the view can't have it ([`fit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Where the spell was cast from.
    From,
    /// A Room's unlocked doors.
    Doors,
}

/// A view's answer once the choices it can't have are left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fitted {
    /// The choices kept (a choice with no place in the view, an X for a half without {X},
    /// is kept: [`Situation::view`] doesn't use it).
    pub choices: Choices,
    /// Each choice left out, with the engine's refusal of the view that had it.
    pub left_out: Vec<(Choice, EngineError)>,
    /// The answer for the view with the choices kept: what the inspector shows.
    pub answer: Result<Inspection, EngineError>,
}

/// Answers the view of `card` in `zone`, `mode` chosen, with `choices`, as the inspector
/// does ([`Situation::view`], then [`inspect`]); a choice that makes the engine refuse the
/// view is left out — the origin first, then the doors, each only where the view uses it
/// — until it answers (or nothing is left to leave out: then its refusal is the answer).
pub fn fit(
    card: &Card,
    zone: Zone,
    mode: Mode,
    choices: Choices,
    era: crate::model::era::Era,
) -> Fitted {
    let mut kept = choices;
    let mut left_out = Vec::new();
    loop {
        let answer = inspect(card, &Situation::view(card, zone, mode, kept, era));
        match answer {
            Err(e) if kept.from.is_some() && Cast::was_cast(card, zone) => {
                kept.from = None;
                left_out.push((Choice::From, e));
            }
            Err(e) if kept.doors.is_some() && zone == Zone::Battlefield && card.is_room() => {
                kept.doors = None;
                left_out.push((Choice::Doors, e));
            }
            answer => {
                return Fitted {
                    choices: kept,
                    left_out,
                    answer,
                }
            }
        }
    }
}

/// One cell of [`view_matrix`]: the view of the row's zone with this mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewCell {
    pub mode: Mode,
    /// The user's choices this view keeps ([`fit`]): what a link to it carries.
    pub choices: Choices,
    /// Exactly what the inspector answers for that view.
    pub answer: Result<Inspection, EngineError>,
}

/// One zone of [`view_matrix`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewRow {
    pub zone: Zone,
    pub cells: Vec<ViewCell>,
}

/// Every zone × mode of a card as the inspector answers each view, with the user's choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewMatrix {
    pub modes: Vec<Mode>,
    pub rows: Vec<ViewRow>,
}

/// "What is it where?" for the inspector: each zone × mode answered by the same function,
/// with the same inputs, as that view's answer ([`fit`]: the user's origin, doors and X
/// kept where they fit), so a cell never disagrees with the view it links to. (The CLI's
/// [`matrix`] asks, without choices, each mode cast from each zone.)
pub fn view_matrix(card: &Card, era: crate::model::era::Era, choices: Choices) -> ViewMatrix {
    let modes = Mode::all_for(card);
    let rows = Zone::ALL
        .into_iter()
        .map(|zone| ViewRow {
            zone,
            cells: modes
                .iter()
                .map(|&mode| {
                    let f = fit(card, zone, mode, choices, era);
                    ViewCell {
                        mode,
                        choices: f.choices,
                        answer: f.answer,
                    }
                })
                .collect(),
        })
        .collect();
    ViewMatrix { modes, rows }
}
