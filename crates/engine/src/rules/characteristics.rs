//! THE function that says what a split card is right now: [`characteristics()`].
//!
//! Nothing else in the engine (or in its consumers) reads face data to answer a rules
//! question. Every value carries the rules that produced it and why, in one sentence.
//!
//! - A face's colors are its mana cost's and its color indicator's (202.2e; the color
//!   identity counts indicators too, 903.4); a set with no mana cost has mana value 0
//!   (202.3a).
//! - Off the stack: the halves combined (709.4) — or, before 2017, one set per half.
//! - On the stack: only the cast half (709.3b), or a fused spell's combined set (702.102b).
//! - On the battlefield: a Room's unlocked doors under its shared type line (709.5);
//!   instants and sorceries there are an error (304.4, 307.4).
//!
//! Doors given anywhere but for a Room on the battlefield are an error ([`doors_apply`],
//! 709.5c), the same one for `inspect` and the probes; so is an X off the stack (202.3e)
//! or for a cast without {X} (107.3, [`takes_x`]). `check_choices` asks both first, and
//! `inspect` asks it whatever the cast, legal or not (an illegal cast has no spell whose
//! characteristics would check them). A Room under rules from before Duskmourn is an
//! impossible question ([`room_exists`], which `inspect` and every probe ask too).
//!
//! **Invariant: one function reads faces to answer rules questions.** Only
//! [`characteristics()`] turns printed faces into what the game sees. Legality looks only at
//! the layout and the origin, and asks this module whether a cast half has a mana cost at
//! all or is a land (`halves_without_mana_cost`, `land_half`); `inspect`, `matrix`, `search`
//! and `rooms` ask [`characteristics()`]. (The app reads faces only to *draw* the printed
//! card.) The big engines' split-card bugs — the first half's mana value reported off the
//! stack in thirty places — came from reading raw face data in many places.
//!
//! **Invariant: no "exactly one set" in the types.** [`Characteristics`] holds
//! `sets: Vec<CharacteristicSet>`: one today, one per half off the stack before April 2017.
//!
//! **Invariant: every value is cited.** A [`Cited`] value has the rule numbers and a
//! sentence; every cited number is in `rules::rules()` (a test walks the whole catalogue),
//! and every sentence has a template in all three languages (another test walks every
//! explanation the catalogue produces).

use crate::eras::era_rules::{self, Topic};
use crate::eras::numbers as e;
use crate::error::EngineError;
use crate::messages::{msg, none, Arg};
use crate::model::card::{Card, Face};
use crate::model::color::ColorSet;
use crate::model::era::Era;
use crate::model::mana::{ManaCost, ManaSymbol};
use crate::model::typeline::{CardType, Supertype, TypeLine};
pub(crate) use crate::rules::cited::{cited, cited_with};
pub use crate::rules::cited::{Cited, Rules};
use crate::rules::halves::has_y_or_z;
pub use crate::rules::halves::{can_be_permanent, takes_x};
use crate::rules::legality;
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Doors, Mode, Situation, Zone};

/// The rules text of one face that exists right now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceText {
    /// Borrowed from the card (a catalogue card's text is never copied).
    pub face: std::borrow::Cow<'static, str>,
    pub text: std::borrow::Cow<'static, str>,
}

/// One set of characteristics. Today an object has exactly one; before April 2017 a split
/// card off the stack had one per half ("two answers").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharacteristicSet {
    /// The faces whose characteristics make up this set, by index.
    pub faces: Vec<usize>,
    pub names: Cited<Vec<String>>,
    /// `None`: no mana cost at all (a Room with both doors locked, 202.3a).
    pub mana_cost: Cited<Option<ManaCost>>,
    /// The individual symbols, each face's own (709.4b).
    pub mana_symbols: Cited<Vec<ManaSymbol>>,
    pub mana_value: Cited<u32>,
    pub colors: Cited<ColorSet>,
    pub color_identity: Cited<ColorSet>,
    pub type_line: Cited<TypeLine>,
    pub rules_text: Cited<Vec<FaceText>>,
}

impl CharacteristicSet {
    pub fn supertypes(&self) -> &[Supertype] {
        &self.type_line.value.supertypes
    }

    pub fn types(&self) -> &[CardType] {
        &self.type_line.value.types
    }

    pub fn subtypes(&self) -> Vec<&str> {
        self.type_line
            .value
            .subtypes
            .iter()
            .map(|s| s.as_ref())
            .collect()
    }

    /// "An object has the chosen name if one of its names is the chosen name" (709.4a).
    pub fn has_name(&self, name: &str) -> bool {
        self.names
            .value
            .iter()
            .any(|n| n.eq_ignore_ascii_case(name.trim()))
    }
}

/// What the card is in a situation: one set today, two off the stack in older eras.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Characteristics {
    pub sets: Vec<CharacteristicSet>,
}

impl Characteristics {
    /// The first (today: the only) set.
    pub fn primary(&self) -> &CharacteristicSet {
        // `characteristics` never returns an empty `sets`.
        &self.sets[0]
    }

    /// Whether the object has more than one set of characteristics (pre-2017 eras).
    pub fn is_two_answers(&self) -> bool {
        self.sets.len() > 1
    }

    /// Every set's mana value, in order, each value once (a fused spell before 2017 had
    /// two sets but one mana value).
    pub fn mana_values(&self) -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        for s in &self.sets {
            if !out.contains(&s.mana_value.value) {
                out.push(s.mana_value.value);
            }
        }
        out
    }

    /// The mana value(s) one value shown for the object stands for (the matrix's): every
    /// set's ([`Self::mana_values`]) — except under the Invasion rules off the stack, where a
    /// value asked of a split card was its halves' values combined (505.5@2000), as the
    /// probes answer: one value, the total (Fire // Ice: 4, Assault // Battery: 5).
    pub fn shown_mana_values(&self, era: Era) -> Vec<u32> {
        if era.combines_asked_values() && self.is_two_answers() {
            return vec![self.sets.iter().map(|s| s.mana_value.value).sum()];
        }
        self.mana_values()
    }

    /// The colors shown for the object (the matrix's): every set's — except under the
    /// Invasion rules off the stack, where the card as a whole had its halves' colors
    /// together, multicolored when they differed (505.3@2000): one set of colors.
    pub fn shown_colors(&self, era: Era) -> Vec<ColorSet> {
        if era.combines_asked_values() && self.is_two_answers() {
            return vec![self.all_colors()];
        }
        self.colors_each()
    }

    /// Every set's colors together: the card's as a whole (two sets before 2017).
    pub fn all_colors(&self) -> ColorSet {
        self.sets
            .iter()
            .fold(ColorSet::COLORLESS, |a, s| a.union(s.colors.value))
    }

    /// Every set's colors, in order (one entry per set).
    pub fn colors_each(&self) -> Vec<ColorSet> {
        self.sets.iter().map(|s| s.colors.value).collect()
    }

    /// The mana costs of all sets combined (709.4b, 702.102c): what a fused spell costs in
    /// every era, since a fused spell before 2017 had one set per half.
    pub fn combined_cost(&self) -> Option<ManaCost> {
        let costs: Vec<&ManaCost> = self
            .sets
            .iter()
            .filter_map(|s| s.mana_cost.value.as_ref())
            .collect();
        match costs.as_slice() {
            [] => None,
            [one] => Some((*one).clone()),
            many => Some(ManaCost::combine(many.iter().copied())),
        }
    }

    /// The faces that exist right now (the rest are treated as though they didn't).
    pub fn present_faces(&self) -> Vec<usize> {
        // A handful of faces: each put in its place (no sort routine in the build for it).
        let mut v: Vec<usize> = Vec::new();
        for f in self.sets.iter().flat_map(|s| s.faces.iter().copied()) {
            if let Err(at) = v.binary_search(&f) {
                v.insert(at, f);
            }
        }
        v
    }
}

/// How the faces combine in this situation; picks the rules and the wording.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Basis {
    /// Off the stack, today's model: all halves combined (709.4).
    Combined,
    /// Off the stack before 2017: this half's own set (one of two).
    OldHalf(Era),
    /// A spell of one half (709.3b), with X.
    CastHalf { x: u32 },
    /// A fused split spell (702.102b), with X.
    Fused { x: u32 },
    /// A fused spell before 2017: two sets, one total mana value.
    OldFusedHalf { total: u32 },
    /// A Room permanent: the unlocked doors (709.5).
    Doors,
}

/// Computes the characteristics of `card` in `situation`.
///
/// Errors are user errors with a reason and the rules: a spell on the stack needs a cast
/// (and a legal one), instants and sorceries can't be on the battlefield, Rooms need the
/// Duskmourn rules, X exists only on a half with {X}.
pub fn characteristics(card: &Card, s: &Situation) -> Result<Characteristics, EngineError> {
    characteristics_of(card, s, false, None)
}

/// [`characteristics`], for a caller that has just found the cast legal (`cast_checked`:
/// the legality check is not made twice) or already knows the card's color identity
/// ([`color_identity`]; the matrix computes it once per card, not once per cell).
pub(crate) fn characteristics_of(
    card: &Card,
    s: &Situation,
    cast_checked: bool,
    identity: Option<ColorSet>,
) -> Result<Characteristics, EngineError> {
    // Under an older era an impossible question cites that era's rules too.
    characteristics_today_numbers(card, s, cast_checked, identity)
        .map_err(|e| era_rules::cite_error(e, s.era, Topic::OffStack))
}

/// A Room under rules from before Duskmourn is refused (709.5): no question about it has an
/// answer then, whatever asks it. The error cites today's rule: a caller passes it through
/// `era_rules::cite_error`, as every answer under an older era is cited.
pub fn room_exists(card: &Card, era: Era) -> Result<(), EngineError> {
    if card.is_room() && !era.has_rooms() {
        return Err(EngineError::impossible(
            msg(
                "room-before-2024",
                vec![("card", Arg::Text(card.name.to_string()))],
            ),
            &[n::R709_5],
        ));
    }
    Ok(())
}

/// Unlocked doors are asked about only for a Room on the battlefield (709.5c): anywhere
/// else, or of any other card, they are an impossible question. `inspect` and the probes
/// ask this one question.
pub fn doors_apply(card: &Card, zone: Zone) -> Result<(), EngineError> {
    if card.is_room() && zone == Zone::Battlefield {
        return Ok(());
    }
    Err(doors_refused())
}

/// Why doors are refused anywhere but on a Room on the battlefield (709.5c).
pub(crate) fn doors_refused() -> EngineError {
    EngineError::impossible(msg("doors-only-battlefield", vec![]), &[n::R709_5C])
}

/// The choices a question carries beside its card, zone and cast, checked against them: an
/// announced X only for a spell on the stack (202.3e) whose cast has {X} and no {Y} or {Z}
/// (107.3, [`takes_x`]), unlocked doors only for a Room on the battlefield (709.5c,
/// [`doors_apply`]). Whether the cast is legal or not: `characteristics` and `inspect` both
/// ask it first, so a question is refused alike whatever else it asks. Today's numbers: the
/// caller cites them as the question's era numbered them (`era_rules::cite_error`).
pub(crate) fn check_choices(card: &Card, s: &Situation) -> Result<(), EngineError> {
    if s.x.is_some() && s.zone != Zone::Stack {
        return Err(EngineError::impossible(
            msg("x-off-stack", vec![("zone", Arg::Zone(s.zone))]),
            &[n::R202_3E],
        ));
    }
    if s.doors.is_some() {
        doors_apply(card, s.zone)?;
    }
    let Some(cast) = s.cast.filter(|_| s.x.is_some() && s.zone == Zone::Stack) else {
        return Ok(());
    };
    let (half, y_or_z_here) = match cast.mode {
        Mode::Face(i) => (
            face_name(card, i).to_string(),
            card.faces.get(i).is_some_and(has_y_or_z),
        ),
        Mode::Fused => (card.name.to_string(), card.faces.iter().any(has_y_or_z)),
    };
    if y_or_z_here {
        return Err(y_or_z(&half));
    }
    if !takes_x(card, cast.mode) {
        return Err(EngineError::impossible(
            msg("no-x", vec![("half", Arg::Text(half))]),
            &[n::R107_3],
        ));
    }
    Ok(())
}

fn characteristics_today_numbers(
    card: &Card,
    s: &Situation,
    cast_checked: bool,
    identity: Option<ColorSet>,
) -> Result<Characteristics, EngineError> {
    let era = s.era;
    room_exists(card, era)?;
    check_choices(card, s)?;
    let sets = match s.zone {
        Zone::Stack => on_stack(card, s, cast_checked, identity)?,
        Zone::Battlefield => on_battlefield(card, s, identity)?,
        _ => off_stack(card, era, identity),
    };
    Ok(Characteristics { sets })
}

/// The sets of a card off the stack: its halves combined (709.4), or before 2017 one set
/// per half.
fn off_stack(card: &Card, era: Era, identity: Option<ColorSet>) -> Vec<CharacteristicSet> {
    if era.combines_off_stack() {
        vec![build(
            card,
            &all_faces(card),
            Basis::Combined,
            era,
            identity,
        )]
    } else {
        (0..card.faces.len())
            .map(|i| build(card, &[i], Basis::OldHalf(era), era, identity))
            .collect()
    }
}

fn all_faces(card: &Card) -> Vec<usize> {
    (0..card.faces.len()).collect()
}

fn on_stack(
    card: &Card,
    s: &Situation,
    cast_checked: bool,
    identity: Option<ColorSet>,
) -> Result<Vec<CharacteristicSet>, EngineError> {
    let Some(cast) = s.cast else {
        return Err(EngineError::impossible(
            msg(
                "stack-needs-mode",
                vec![
                    ("card", Arg::Text(card.name.to_string())),
                    (
                        "fused",
                        if card.has_fuse() && s.era.has_fuse() {
                            Arg::Msg(Box::new(msg("or-both-fused", vec![])))
                        } else {
                            crate::messages::none()
                        },
                    ),
                ],
            ),
            &[n::R709_3],
        ));
    };
    if !cast_checked {
        let verdict = legality::check(card, cast, s.era);
        if !verdict.legal {
            return Err(EngineError::impossible(verdict.msg, &verdict.rules));
        }
    }
    // An X was checked against the cast (`check_choices`).
    match cast.mode {
        Mode::Face(i) => Ok(vec![build(
            card,
            &[i],
            Basis::CastHalf {
                x: s.x.unwrap_or(0),
            },
            s.era,
            identity,
        )]),
        Mode::Fused => {
            if s.era.combines_off_stack() {
                Ok(vec![build(
                    card,
                    &all_faces(card),
                    Basis::Fused {
                        x: s.x.unwrap_or(0),
                    },
                    s.era,
                    identity,
                )])
            } else {
                let total = card
                    .faces
                    .iter()
                    .map(|f| face_mana_value(f, s.x.unwrap_or(0)))
                    .sum();
                Ok((0..card.faces.len())
                    .map(|i| build(card, &[i], Basis::OldFusedHalf { total }, s.era, identity))
                    .collect())
            }
        }
    }
}

fn y_or_z(half: &str) -> EngineError {
    EngineError::impossible(
        msg("x-with-y-or-z", vec![("half", Arg::Text(half.to_string()))]),
        &[n::R107_3],
    )
}

fn on_battlefield(
    card: &Card,
    s: &Situation,
    identity: Option<ColorSet>,
) -> Result<Vec<CharacteristicSet>, EngineError> {
    if !can_be_permanent(card) {
        return Err(EngineError::impossible(
            msg("not-permanent", [("card", Arg::Name(card.name.clone()))]),
            &[n::R304_4, n::R307_4],
        ));
    }
    if !card.is_room() {
        // No such card is printed (a custom artifact or creature split card): a split
        // permanent without doors is like the card anywhere off the stack, whichever half
        // was cast (709.4) — before 2017, one set per half.
        return Ok(off_stack(card, s.era, identity));
    }
    // A Room is never cast fused, whatever its doors (709.5: one door at a time).
    if s.cast.is_some_and(|c| c.mode == Mode::Fused) {
        return Err(EngineError::impossible(
            msg("room-no-fuse", vec![]),
            &[n::R709_5, n::R702_102A],
        ));
    }
    let doors = match (s.doors, s.cast) {
        (Some(d), _) => d,
        (
            None,
            Some(Cast {
                mode: Mode::Face(i),
                ..
            }),
        ) => Doors::only(i),
        (None, _) => Doors::NONE,
    };
    let faces: Vec<usize> = (0..card.faces.len())
        .filter(|i| doors.is_unlocked(*i))
        .collect();
    Ok(vec![build(card, &faces, Basis::Doors, s.era, identity)])
}

fn face_name(card: &Card, i: usize) -> &str {
    card.faces.get(i).map(|f| f.name.as_ref()).unwrap_or("?")
}

/// A face's colors: its mana cost's (202.2) and its color indicator's (202.2e).
pub(crate) fn face_colors(face: &Face) -> ColorSet {
    face.mana_cost
        .as_ref()
        .map_or(ColorSet::COLORLESS, ManaCost::colors)
        .union(face.color_indicator)
}

fn face_mana_value(face: &Face, x: u32) -> u32 {
    face.mana_cost.as_ref().map_or(0, |c| c.mana_value(x))
}

/// The whole card's mana value off the stack as the halves' values added up (X is 0 there):
/// "4 = 2 (Fire) + 2 (Ice)".
fn card_sum(card: &Card) -> String {
    use std::fmt::Write;
    let total: u32 = card.faces.iter().map(|f| face_mana_value(f, 0)).sum();
    let mut text = String::with_capacity(32);
    let _ = write!(text, "{total} =");
    for (i, f) in card.faces.iter().enumerate() {
        let sep = if i == 0 { "" } else { " +" };
        let _ = write!(text, "{sep} {} ({})", face_mana_value(f, 0), f.name);
    }
    text
}

/// The color identity of the whole card (903.4): every mana symbol in its costs and in its
/// rules text outside reminder text, and its color indicators. It does not depend on the zone.
pub(crate) fn color_identity(card: &Card) -> ColorSet {
    let mut set = ColorSet::COLORLESS;
    for face in card.faces.iter() {
        set = set.union(face_colors(face));
        // Byte by byte: the four delimiters are ASCII, and no byte of a multi-byte UTF-8
        // character is ASCII, so this sees exactly the characters a `chars()` walk would.
        let text = face.oracle_text.as_ref();
        let bytes = text.as_bytes();
        let mut depth = 0usize;
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'(' => depth += 1,
                b')' => depth = depth.saturating_sub(1),
                b'{' if depth == 0 => {
                    if let Some(len) = bytes[i..].iter().position(|&c| c == b'}') {
                        if let Ok(sym) = ManaSymbol::classify(&text[i + 1..i + len]) {
                            set = set.union(sym.colors());
                        }
                    }
                }
                _ => {}
            }
        }
    }
    set
}

/// `rules` and `rule` after them.
fn also(rules: &mut Rules, rule: &'static str) {
    rules.to_mut().push(rule);
}

/// `yes` when `cond`, else `no`: the static rule lists of [`build`] (no list is built).
fn pick(cond: bool, yes: &'static [&'static str], no: &'static [&'static str]) -> Rules {
    Rules::Borrowed(if cond { yes } else { no })
}

/// The individual mana symbols: each half's own where several halves exist (709.4b); where
/// only one does, that half's — the cast half on the stack (709.3b), a Room's one unlocked
/// door (709.5); none for a Room with both doors locked (709.5, 202.3a).
fn symbols_cited(
    symbols: Vec<ManaSymbol>,
    basis: Basis,
    faces: usize,
    names: (&'static str, Arg),
    era: Era,
) -> Cited<Vec<ManaSymbol>> {
    match (basis, faces) {
        (Basis::CastHalf { .. }, _) => cited(symbols, &[n::R709_3B], msg("symbols-half", [names])),
        (Basis::Doors, 0) => cited(symbols, &[n::R709_5, n::R202_3A], msg("symbols-none", [])),
        (Basis::Doors, 1) => cited(symbols, &[n::R709_5], msg("symbols-door", [names])),
        // An effect that looks at the symbols sees each half's: 709.4b's last sentence,
        // which came into the CR in April 2020. The 2017 rules (as they began) had only the
        // combined cost (708.4b of 2017): the separate symbols are today's rule.
        (Basis::Combined | Basis::Fused { .. }, _) if era == Era::Y2017 => {
            cited(symbols, &[n::R709_4B, e::R709_4B_TODAY], msg("symbols", []))
        }
        _ => cited(symbols, &[n::R709_4B], msg("symbols", [])),
    }
}

/// `room` for a Room (its type line shows the enchantment type Room, 205.3h), else `other`.
fn pick_room(
    card: &Card,
    room: &'static [&'static str],
    other: &'static [&'static str],
) -> &'static [&'static str] {
    if card.is_room() {
        room
    } else {
        other
    }
}

/// One set of characteristics; `identity` is the card's color identity when the caller
/// already has it.
fn build(
    card: &Card,
    faces: &[usize],
    basis: Basis,
    era: Era,
    identity: Option<ColorSet>,
) -> CharacteristicSet {
    let chosen = || faces.iter().filter_map(|i| card.faces.get(*i));
    let costs = || chosen().filter_map(|f| f.mana_cost.as_ref());
    let names: Vec<String> = chosen().map(|f| f.name.to_string()).collect();
    let x = match basis {
        Basis::CastHalf { x } | Basis::Fused { x } => x,
        _ => 0,
    };
    let has_x = costs().any(|c| c.has_variable());
    let mut cost_iter = costs();
    let mana_cost = match (cost_iter.next(), cost_iter.next()) {
        (None, _) => None,
        (Some(one), None) => Some(one.clone()),
        (Some(_), Some(_)) => Some(ManaCost::combine(costs())),
    };
    let symbols: Vec<ManaSymbol> = costs().flat_map(|c| c.symbols.iter().copied()).collect();
    let mv: u32 = chosen().map(|f| face_mana_value(f, x)).sum();
    let colors = chosen().fold(ColorSet::COLORLESS, |acc, f| acc.union(face_colors(f)));
    // A color indicator gives colors too (202.2e): cited. (Every colors explanation speaks of
    // the halves' colors, not their costs', so it holds either way.)
    let indicated = chosen().any(|f| !f.color_indicator.is_empty());
    let type_line = if card.is_room() {
        // 709.5a: the shared type line, whatever doors are unlocked.
        TypeLine::union(card.faces.iter().map(|f| &f.type_line))
    } else {
        TypeLine::union(chosen().map(|f| &f.type_line))
    };
    let texts: Vec<FaceText> = chosen()
        .map(|f| FaceText {
            face: f.name.clone(),
            text: f.oracle_text.clone(),
        })
        .collect();
    // The names as a message argument: made once, shared by every message that names them.
    let names_arg = match (basis, chosen().nth(1)) {
        (Basis::Combined | Basis::Fused { .. }, _) => Arg::Names(Vec::new()),
        (_, None) => match chosen().next() {
            Some(f) => Arg::Name(f.name.clone()),
            None => Arg::Names(Vec::new()),
        },
        (_, Some(_)) => Arg::FaceNames(chosen().map(|f| f.name.clone()).collect()),
    };
    let n = || ("names", names_arg.clone());
    let x_clause = || {
        let arg = if has_x {
            match basis {
                Basis::CastHalf { x } | Basis::Fused { x } => {
                    Arg::Msg(Box::new(msg("x-chosen", [("x", Arg::Num(x))])))
                }
                _ => Arg::Msg(Box::new(msg("x-zero", []))),
            }
        } else {
            none()
        };
        ("x", arg)
    };
    let multi = colors.is_multicolored();
    let sum = || {
        // "4 = 2 (Fire) + 2 (Ice)", or just the total for one face.
        use std::fmt::Write;
        let mut text = String::with_capacity(32);
        let _ = write!(text, "{mv}");
        if chosen().nth(1).is_some() {
            text.push_str(" =");
            for (i, f) in chosen().enumerate() {
                let sep = if i == 0 { "" } else { " +" };
                let _ = write!(text, "{sep} {} ({})", face_mana_value(f, x), f.name);
            }
        }
        ("sum", Arg::Text(text))
    };
    let cost_list = || {
        use std::fmt::Write;
        let mut text = String::with_capacity(24);
        for (i, c) in costs().enumerate() {
            if i > 0 {
                text.push_str(" + ");
            }
            let _ = write!(text, "{c}");
        }
        ("costs", Arg::Text(text))
    };
    // The costs combined, or (a custom card whose halves have none) that there are none.
    let cost_msg = |id: &'static str| {
        if costs().next().is_some() {
            msg(id, [cost_list()])
        } else {
            msg("costs-none", [])
        }
    };
    let col = || ("colors", Arg::Colors(colors));

    let (names_c, cost_c, mv_c, colors_c, type_c, text_c) = match basis {
        Basis::Combined => (
            cited(names, &[n::R709_4, n::R709_4A], msg("off-names", [])),
            cited(mana_cost, &[n::R709_4B, n::R202_1], cost_msg("off-cost")),
            cited_with(
                mv,
                pick(
                    has_x,
                    &[n::R709_4B, n::R202_3D, n::R202_3E],
                    &[n::R709_4B, n::R202_3D],
                ),
                msg("off-mv", [sum(), x_clause()]),
            ),
            cited_with(
                colors,
                pick(
                    multi,
                    &[n::R709_4B, n::R202_2, n::R105_2B],
                    &[n::R709_4B, n::R202_2],
                ),
                msg("off-colors", [col()]),
            ),
            cited(
                type_line,
                pick_room(card, &[n::R709_4C, n::R205_3H], &[n::R709_4C]),
                msg("off-types", []),
            ),
            cited(texts, &[n::R709_4C], msg("off-text", [])),
        ),
        Basis::OldHalf(era) => {
            let off = era_rules::rules(era, Topic::OffStack);
            let value = era_rules::rules(era, Topic::Value);
            let color = era_rules::rules(era, Topic::Color);
            let e = || ("era", Arg::Era(era));
            // Under the Invasion rules the set is one of two (505.2), and a value asked of
            // the card got the halves' values combined (505.5): say both, with the total,
            // as the value probes answer (Dark Confidant, Infernal Genesis).
            let combined = era.combines_asked_values();
            let value_rules = match (combined, has_x) {
                (false, false) => Rules::Borrowed(value),
                (false, true) => Rules::Owned([value, &[n::R202_3E]].concat()),
                (true, false) => Rules::Owned([off, value].concat()),
                (true, true) => Rules::Owned([off, value, &[n::R202_3E]].concat()),
            };
            let mv_msg = if combined {
                msg(
                    "old-mv-combined",
                    vec![
                        n(),
                        ("mv", Arg::Num(mv)),
                        ("sum", Arg::Text(card_sum(card))),
                        x_clause(),
                    ],
                )
            } else {
                msg("old-mv", [n(), ("mv", Arg::Num(mv)), x_clause()])
            };
            (
                cited(names, off, msg("old-names", [n(), e()])),
                cited(mana_cost, off, msg("old-cost", [n(), e()])),
                cited_with(mv, value_rules, mv_msg),
                cited(colors, color, msg("old-colors", [n(), col()])),
                cited(type_line, off, msg("old-types", [n()])),
                cited(texts, off, msg("old-text", [n()])),
            )
        }
        // A Room spell has only the cast door's characteristics, but each half's existence is
        // part of its copiable values even on the stack (709.5b, an exception to 709.3b).
        Basis::CastHalf { .. } => (
            match card.is_room() {
                true => cited(
                    names,
                    &[n::R709_3B, n::R709_5B],
                    msg("half-names-room", [n()]),
                ),
                false => cited(names, &[n::R709_3B], msg("half-names", [n()])),
            },
            cited(
                mana_cost,
                &[n::R709_3B, n::R202_1],
                msg(
                    if costs().next().is_some() {
                        "half-cost"
                    } else {
                        "half-cost-none"
                    },
                    [n()],
                ),
            ),
            cited_with(
                mv,
                pick(
                    has_x,
                    &[n::R709_3B, n::R202_3D, n::R202_3E],
                    &[n::R709_3B, n::R202_3D],
                ),
                msg("half-mv", [("mv", Arg::Num(mv)), x_clause()]),
            ),
            cited_with(
                colors,
                pick(
                    multi,
                    &[n::R709_3B, n::R202_2, n::R105_2B],
                    &[n::R709_3B, n::R202_2],
                ),
                msg("half-colors", [col()]),
            ),
            if card.is_room() {
                cited(
                    type_line,
                    &[n::R709_3B, n::R709_5A, n::R205_3H],
                    msg("half-types-room", [n()]),
                )
            } else {
                cited(type_line, &[n::R709_3B], msg("half-types", [n()]))
            },
            match card.is_room() {
                true => cited(
                    texts,
                    &[n::R709_3B, n::R709_5B],
                    msg("half-text-room", [n()]),
                ),
                false => cited(texts, &[n::R709_3B], msg("half-text", [n()])),
            },
        ),
        Basis::Fused { .. } => (
            cited(names, &[n::R702_102B, n::R709_4D], msg("fused-names", [])),
            cited(
                mana_cost,
                &[n::R702_102C, n::R709_4D],
                cost_msg("fused-cost"),
            ),
            cited_with(
                mv,
                pick(
                    has_x,
                    &[n::R702_102B, n::R202_3D, n::R202_3E],
                    &[n::R702_102B, n::R202_3D],
                ),
                msg("fused-mv", [sum(), x_clause()]),
            ),
            cited_with(
                colors,
                pick(
                    multi,
                    &[n::R702_102B, n::R202_2, n::R105_2B],
                    &[n::R702_102B, n::R202_2],
                ),
                msg("fused-colors", [col()]),
            ),
            cited(
                type_line,
                &[n::R702_102B, n::R709_4D],
                msg("fused-types", []),
            ),
            cited(texts, &[n::R702_102B, n::R702_102D], msg("fused-text", [])),
        ),
        Basis::OldFusedHalf { total } => {
            let fused = era_rules::rules(Era::Y2013, Topic::Fused);
            (
                cited(names, fused, msg("oldfused-names", [n()])),
                cited(mana_cost, fused, msg("oldfused-cost", [n()])),
                cited(total, fused, msg("oldfused-mv", [("mv", Arg::Num(total))])),
                cited(colors, fused, msg("oldfused-colors", [n(), col()])),
                cited(type_line, fused, msg("old-types", [n()])),
                cited(texts, &[n::R702_102D], msg("old-text", [n()])),
            )
        }
        Basis::Doors => {
            let none = names.is_empty();
            let pick_id = |a: &'static str, b: &'static str| if none { a } else { b };
            (
                cited(
                    names,
                    &[n::R709_5, n::R709_5C],
                    msg(pick_id("doors-none-names", "doors-names"), [n()]),
                ),
                cited_with(
                    mana_cost,
                    pick(none, &[n::R709_5, n::R202_3A], &[n::R709_5, n::R709_4B]),
                    msg(pick_id("doors-none-cost", "doors-cost"), []),
                ),
                cited_with(
                    mv,
                    pick(none, &[n::R202_3A, n::R709_5D], &[n::R709_5, n::R202_3D]),
                    msg(pick_id("doors-none-mv", "doors-mv"), [sum()]),
                ),
                cited_with(
                    colors,
                    pick(
                        multi,
                        &[n::R709_5, n::R202_2, n::R105_2B],
                        &[n::R709_5, n::R202_2],
                    ),
                    msg(pick_id("doors-none-colors", "doors-colors"), [col()]),
                ),
                cited(type_line, &[n::R709_5A, n::R205_3H], msg("doors-types", [])),
                cited(
                    texts,
                    &[n::R709_5],
                    msg(pick_id("doors-none-text", "doors-text"), [n()]),
                ),
            )
        }
    };
    let identity = identity.unwrap_or_else(|| color_identity(card));
    let mut set = CharacteristicSet {
        faces: faces.to_vec(),
        names: names_c,
        mana_cost: cost_c,
        mana_symbols: symbols_cited(symbols, basis, faces.len(), n(), era),
        mana_value: mv_c,
        colors: colors_c,
        color_identity: cited(
            identity,
            &[n::R903_4],
            msg("identity", [("colors", Arg::Colors(identity))]),
        ),
        type_line: type_c,
        rules_text: text_c,
    };
    if indicated {
        also(&mut set.colors.rules, n::R202_2E);
    }
    // No mana cost at all (a custom half without one, 202.1b): mana value 0 (202.3a). A
    // fused spell before 2017 has the total of its halves, and a Room's doors cite it above.
    let uncosted = set.mana_cost.value.is_none() && !set.mana_value.rules.contains(&n::R202_3A);
    if uncosted && !matches!(basis, Basis::OldFusedHalf { .. }) {
        also(&mut set.mana_value.rules, n::R202_3A);
    }
    if !era.combines_off_stack() && matches!(basis, Basis::CastHalf { .. }) {
        // Cite that era's rule for "only the cast half exists" rather than today's number,
        // followed by the general rules that held then ({X} on the stack, 202.3e; colors
        // from the cost, 202.2 …).
        let then = |rules: &mut Rules, older: &'static [&'static str]| {
            let general: Vec<&'static str> = rules
                .iter()
                .copied()
                .filter_map(|r| era_rules::as_then(r, era))
                .collect();
            *rules = if general.is_empty() {
                Rules::Borrowed(older)
            } else {
                Rules::Owned([older, &general].concat())
            };
        };
        let stack = era_rules::rules(era, Topic::OffStack);
        for rules in [
            &mut set.names.rules,
            &mut set.mana_cost.rules,
            &mut set.mana_value.rules,
            &mut set.type_line.rules,
            &mut set.rules_text.rules,
        ] {
            then(rules, stack);
        }
        then(&mut set.colors.rules, era_rules::rules(era, Topic::Color));
    }
    // Before April 2021 the rules said "converted mana cost" where today's say "mana
    // value": the explanations use the era's term.
    if !era.says_mana_value() {
        let m = std::mem::replace(&mut set.mana_value.msg, msg("empty", []));
        set.mana_value.msg = m.in_era(era);
    }
    // Whatever else cites today's split-card rules (the symbols, a fused spell's text)
    // cites the era's instead; under the 2017 rules, today's as numbered then.
    if era == Era::Current {
        return set;
    }
    let topic = match basis {
        Basis::OldFusedHalf { .. } | Basis::Fused { .. } => Topic::Fused,
        _ => Topic::OffStack,
    };
    for rules in [
        &mut set.names.rules,
        &mut set.mana_cost.rules,
        &mut set.mana_symbols.rules,
        &mut set.mana_value.rules,
        &mut set.colors.rules,
        &mut set.color_identity.rules,
        &mut set.type_line.rules,
        &mut set.rules_text.rules,
    ] {
        era_rules::cite_in_place(rules, era, topic);
    }
    set
}
