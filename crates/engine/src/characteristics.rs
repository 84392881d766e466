//! THE function that says what a split card is right now: [`characteristics`].
//!
//! Nothing else in the engine (or in its consumers) reads face data to answer a rules
//! question. Every value carries the rules that produced it and why, in one sentence.

use crate::card::{Card, Face};
use crate::color::ColorSet;
use crate::era::Era;
use crate::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::legality;
use crate::mana::{ManaCost, ManaSymbol};
use crate::situation::{Doors, Mode, Situation, Zone};
use crate::typeline::{CardType, Supertype, TypeLine};

/// A value with the rules behind it and a one-sentence explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cited<T> {
    pub value: T,
    pub rules: Vec<&'static str>,
    pub why: String,
}

fn cited<T>(value: T, rules: &[&'static str], why: String) -> Cited<T> {
    debug_assert!(!rules.is_empty(), "every value is cited");
    Cited {
        value,
        rules: rules.to_vec(),
        why,
    }
}

/// The rules text of one face that exists right now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceText {
    pub face: String,
    pub text: String,
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

    /// The faces that exist right now (the rest are treated as though they didn't).
    pub fn present_faces(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self.sets.iter().flat_map(|s| s.faces.clone()).collect();
        v.sort_unstable();
        v.dedup();
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
    /// A fused split spell (702.102b).
    Fused,
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
    let era = s.era;
    if card.is_room() && !era.has_rooms() {
        return Err(EngineError::Impossible {
            reason: format!(
                "{} is a Room; Rooms didn't exist under the rules before Duskmourn (September 2024).",
                card.name
            ),
            rules: vec!["709.5"],
        });
    }
    if s.doors.is_some() && !(card.is_room() && s.zone == Zone::Battlefield) {
        return Err(EngineError::Impossible {
            reason: "Doors are locked or unlocked only on a Room on the battlefield.".into(),
            rules: vec!["709.5c"],
        });
    }
    let sets = match s.zone {
        Zone::Stack => on_stack(card, s)?,
        Zone::Battlefield => on_battlefield(card, s)?,
        _ if era.combines_off_stack() => vec![build(card, &all_faces(card), Basis::Combined, era)],
        _ => (0..card.faces.len())
            .map(|i| build(card, &[i], Basis::OldHalf(era), era))
            .collect(),
    };
    Ok(Characteristics { sets })
}

fn all_faces(card: &Card) -> Vec<usize> {
    (0..card.faces.len()).collect()
}

fn on_stack(card: &Card, s: &Situation) -> Result<Vec<CharacteristicSet>, EngineError> {
    let Some(cast) = s.cast else {
        return Err(EngineError::Impossible {
            reason: format!(
                "On the stack {} is a spell, and a spell is one chosen half (or both, fused): \
                 choose the cast mode.",
                card.name
            ),
            rules: vec!["709.3"],
        });
    };
    let verdict = legality::check(card, cast, s.era);
    if !verdict.legal {
        return Err(EngineError::Impossible {
            reason: verdict.reason,
            rules: verdict.rules,
        });
    }
    match cast.mode {
        Mode::Face(i) => {
            let has_x = card
                .faces
                .get(i)
                .and_then(|f| f.mana_cost.as_ref())
                .is_some_and(ManaCost::has_variable);
            if s.x.is_some() && !has_x {
                return Err(EngineError::Impossible {
                    reason: format!(
                        "{} has no {{X}} in its mana cost, so there is no X to choose.",
                        face_name(card, i)
                    ),
                    rules: vec!["107.3"],
                });
            }
            Ok(vec![build(
                card,
                &[i],
                Basis::CastHalf {
                    x: s.x.unwrap_or(0),
                },
                s.era,
            )])
        }
        Mode::Fused => {
            if s.x.is_some()
                && !card
                    .faces
                    .iter()
                    .any(|f| f.mana_cost.as_ref().is_some_and(ManaCost::has_variable))
            {
                return Err(EngineError::Impossible {
                    reason: format!("{} has no {{X}} to choose.", card.name),
                    rules: vec!["107.3"],
                });
            }
            if s.era.combines_off_stack() {
                Ok(vec![build(card, &all_faces(card), Basis::Fused, s.era)])
            } else {
                let total = card
                    .faces
                    .iter()
                    .map(|f| face_mana_value(f, s.x.unwrap_or(0)))
                    .sum();
                Ok((0..card.faces.len())
                    .map(|i| build(card, &[i], Basis::OldFusedHalf { total }, s.era))
                    .collect())
            }
        }
    }
}

fn on_battlefield(card: &Card, s: &Situation) -> Result<Vec<CharacteristicSet>, EngineError> {
    let all_permanent = card
        .faces
        .iter()
        .all(|f| f.type_line.types.iter().all(|t| t.is_permanent()));
    if !all_permanent {
        return Err(EngineError::Impossible {
            reason: format!(
                "{} is an instant or sorcery card: it can't be on the battlefield (if it would \
                 enter, it stays where it was).",
                card.name
            ),
            rules: vec!["304.4", "307.4"],
        });
    }
    if !card.is_room() {
        // No such card is printed; a split permanent without doors is simply combined.
        return Ok(vec![build(card, &all_faces(card), Basis::Combined, s.era)]);
    }
    let doors = match (s.doors, s.cast) {
        (Some(d), _) => d,
        (None, Some(cast)) => match cast.mode {
            Mode::Face(i) => Doors::only(i),
            Mode::Fused => {
                return Err(EngineError::Impossible {
                    reason: "Rooms can't be cast fused: one door is cast at a time.".into(),
                    rules: vec!["709.5", "702.102a"],
                })
            }
        },
        (None, None) => Doors::NONE,
    };
    let faces: Vec<usize> = (0..card.faces.len())
        .filter(|i| doors.is_unlocked(*i))
        .collect();
    Ok(vec![build(card, &faces, Basis::Doors, s.era)])
}

fn face_name(card: &Card, i: usize) -> &str {
    card.faces.get(i).map(|f| f.name.as_ref()).unwrap_or("?")
}

fn face_mana_value(face: &Face, x: u32) -> u32 {
    face.mana_cost.as_ref().map_or(0, |c| c.mana_value(x))
}

/// The color identity of the whole card (903.4): every mana symbol in its costs and in its
/// rules text outside reminder text. It does not depend on the zone.
fn color_identity(card: &Card) -> ColorSet {
    let mut set = ColorSet::COLORLESS;
    for face in card.faces.iter() {
        if let Some(c) = &face.mana_cost {
            set = set.union(c.colors());
        }
        let mut depth = 0usize;
        let mut rest = face.oracle_text.as_ref();
        while let Some(ch) = rest.chars().next() {
            match ch {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                '{' if depth == 0 => {
                    if let Some(end) = rest.find('}') {
                        if let Ok(sym) = ManaSymbol::parse_code(&rest[1..end]) {
                            set = set.union(sym.colors());
                        }
                    }
                }
                _ => {}
            }
            rest = &rest[ch.len_utf8()..];
        }
    }
    set
}

fn build(card: &Card, faces: &[usize], basis: Basis, era: Era) -> CharacteristicSet {
    let chosen: Vec<&Face> = faces.iter().filter_map(|i| card.faces.get(*i)).collect();
    let names: Vec<String> = chosen.iter().map(|f| f.name.to_string()).collect();
    let costs: Vec<&ManaCost> = chosen.iter().filter_map(|f| f.mana_cost.as_ref()).collect();
    let x = match basis {
        Basis::CastHalf { x } => x,
        _ => 0,
    };
    let has_x = costs.iter().any(|c| c.has_variable());
    let mana_cost = match costs.as_slice() {
        [] => None,
        [one] => Some((*one).clone()),
        many => Some(ManaCost::combine(many.iter().copied())),
    };
    let symbols: Vec<ManaSymbol> = costs
        .iter()
        .flat_map(|c| c.symbols.iter().copied())
        .collect();
    let per_face: Vec<String> = chosen
        .iter()
        .map(|f| format!("{} ({})", face_mana_value(f, x), f.name))
        .collect();
    let mv: u32 = chosen.iter().map(|f| face_mana_value(f, x)).sum();
    let colors = costs
        .iter()
        .fold(ColorSet::COLORLESS, |acc, c| acc.union(c.colors()));
    let type_line = if card.is_room() {
        // 709.5a: the shared type line, whatever doors are unlocked.
        TypeLine::union(card.faces.iter().map(|f| &f.type_line))
    } else {
        TypeLine::union(chosen.iter().map(|f| &f.type_line))
    };
    let texts: Vec<FaceText> = chosen
        .iter()
        .map(|f| FaceText {
            face: f.name.to_string(),
            text: f.oracle_text.to_string(),
        })
        .collect();
    let joined = names.join(" and ");
    let x_note = if has_x {
        match basis {
            Basis::CastHalf { x } => format!(" X is {x} on the stack."),
            _ => " X counts as 0 off the stack.".to_string(),
        }
    } else {
        String::new()
    };
    let x_rule: &[&'static str] = if has_x { &["202.3e"] } else { &[] };
    let multi_rule: &[&'static str] = if colors.is_multicolored() {
        &["105.4"]
    } else {
        &[]
    };
    let with = |base: &[&'static str], extra: &[&'static str]| -> Vec<&'static str> {
        base.iter().chain(extra.iter()).copied().collect()
    };
    let mv_sum = if per_face.len() > 1 {
        format!("{mv} = {}.", per_face.join(" + "))
    } else {
        format!("{mv}.")
    };

    let (names_c, cost_c, mv_c, colors_c, type_c, text_c) = match basis {
        Basis::Combined => (
            cited(names.clone(), &["709.4", "709.4a"],
                "Off the stack a split card has the names of all its halves; it has a name if any half has it.".into()),
            cited(mana_cost.clone(), &["709.4b", "202.1"], format!(
                "Off the stack the mana cost is the halves' costs combined: {}.",
                costs.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" + "))),
            cited(mv, &with(&["709.4b", "202.3d"], x_rule), format!(
                "Off the stack the mana value is the total of both halves: {mv_sum}{x_note}")),
            cited(colors, &with(&["709.4b", "202.2"], multi_rule), format!(
                "Off the stack its colors come from the combined cost: {colors}.")),
            cited(type_line.clone(), &["709.4c"], "Off the stack it has every card type, supertype and subtype of its halves.".into()),
            cited(texts, &["709.4c"], "Off the stack it has the rules text of every half.".into()),
        ),
        Basis::OldHalf(era) => {
            let off = era_rules::rules(era, Topic::OffStack);
            let value = era_rules::rules(era, Topic::Value);
            let color = era_rules::rules(era, Topic::Color);
            (
                cited(names.clone(), off, format!(
                    "Under the {} a split card off the stack had two sets of characteristics; this is {joined}'s.", era.label())),
                cited(mana_cost.clone(), off, format!("{joined}'s own mana cost: one of two under the {}.", era.label())),
                cited(mv, &with(value, x_rule), format!(
                    "{joined}'s own mana value, {mv}: one of the two answers a question got.{x_note}")),
                cited(colors, color, format!(
                    "{joined} is {colors}; the card as a whole counted as multicolored if its halves' colors differed.")),
                cited(type_line.clone(), off, format!("{joined}'s own type line.")),
                cited(texts, off, format!("{joined}'s own rules text.")),
            )
        }
        Basis::CastHalf { .. } => (
            cited(names.clone(), &["709.3b"], format!(
                "On the stack only the cast half, {joined}, exists; the other half is treated as though it didn't.")),
            cited(mana_cost.clone(), &["709.3b", "202.1"], format!("The spell has only {joined}'s mana cost.")),
            cited(mv, &with(&["709.3b", "202.3d"], x_rule), format!(
                "On the stack the mana value is only the cast half's: {mv}.{x_note}")),
            cited(colors, &with(&["709.3b", "202.2"], multi_rule), format!(
                "On the stack the spell is only the cast half's colors: {colors}.")),
            cited(type_line.clone(), &if card.is_room() { vec!["709.3b", "709.5a"] } else { vec!["709.3b"] }, format!(
                "The spell has only {joined}'s types{}.", if card.is_room() { " (a Room's halves share Enchantment — Room)" } else { "" })),
            cited(texts, &["709.3b"], format!("Only {joined}'s rules text exists on the stack.")),
        ),
        Basis::Fused => (
            cited(names.clone(), &["702.102b", "709.4d"], "A fused split spell has the combined characteristics: both names.".into()),
            cited(mana_cost.clone(), &["702.102c", "709.4d"], format!(
                "A fused split spell's cost includes both halves' mana costs: {}.",
                costs.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" + "))),
            cited(mv, &with(&["702.102b", "202.3d"], x_rule), format!(
                "A fused split spell has one mana value, the total of both halves: {mv_sum}")),
            cited(colors, &with(&["702.102b", "202.2"], multi_rule), format!("A fused split spell has both halves' colors: {colors}.")),
            cited(type_line.clone(), &["702.102b", "709.4d"], "A fused split spell has both halves' types.".into()),
            cited(texts, &["702.102b", "702.102d"], "Both halves' text exists; it resolves left half first, then right.".into()),
        ),
        Basis::OldFusedHalf { total } => {
            let fused = era_rules::rules(Era::Y2013, Topic::Fused);
            (
                cited(names.clone(), fused, format!("Before April 2017 a fused split spell had two sets of characteristics; this is {joined}'s.")),
                cited(mana_cost.clone(), fused, format!("{joined}'s own mana cost (one of two sets).")),
                cited(total, fused, format!("Even then a fused split spell had ONE converted mana cost: the total, {total}.")),
                cited(colors, fused, format!("{joined} is {colors}.")),
                cited(type_line.clone(), fused, format!("{joined}'s own type line.")),
                cited(texts, &["702.102d"], format!("{joined}'s own rules text.")),
            )
        }
        Basis::Doors => {
            let none = names.is_empty();
            (
                cited(names.clone(), &["709.5", "709.5c"], if none {
                    "Both doors are locked: the Room has no name.".into()
                } else {
                    format!("On the battlefield a Room has the names of its unlocked doors only: {joined}.")
                }),
                cited(mana_cost.clone(), &if none { vec!["709.5", "202.3a"] } else { vec!["709.5", "709.4b"] }, if none {
                    "Both doors are locked: the Room has no mana cost.".into()
                } else {
                    "A Room's mana cost is that of its unlocked doors, combined.".into()
                }),
                cited(mv, &if none { vec!["202.3a", "709.5d"] } else { vec!["709.5", "202.3d"] }, if none {
                    "No mana cost, so mana value 0.".into()
                } else {
                    format!("The unlocked doors' mana value: {mv_sum}")
                }),
                cited(colors, &with(&["709.5", "202.2"], multi_rule), if none {
                    "No mana cost, so colorless.".into()
                } else {
                    format!("Colors come from the unlocked doors' costs: {colors}.")
                }),
                cited(type_line.clone(), &["709.5a"], "Locked or not, a Room keeps its shared type line, Enchantment — Room.".into()),
                cited(texts, &["709.5"], if none {
                    "Locked doors have no rules text.".into()
                } else {
                    format!("Only the unlocked doors' rules text exists: {joined}.")
                }),
            )
        }
    };
    let identity = color_identity(card);
    let mut set = CharacteristicSet {
        faces: faces.to_vec(),
        names: names_c,
        mana_cost: cost_c,
        mana_symbols: cited(symbols, &["709.4b"], "Effects that look at individual mana symbols see each half's own symbols, not a merged cost.".into()),
        mana_value: mv_c,
        colors: colors_c,
        color_identity: cited(identity, &["903.4"], format!(
            "Color identity is the whole card's, in every zone: the mana symbols in all its costs and rules text ({identity}).")),
        type_line: type_c,
        rules_text: text_c,
    };
    if !era.combines_off_stack() && matches!(basis, Basis::CastHalf { .. }) {
        // Cite that era's rule for "only the cast half exists" rather than today's number.
        let stack = era_rules::rules(era, Topic::OffStack);
        for rules in [
            &mut set.names.rules,
            &mut set.mana_cost.rules,
            &mut set.mana_value.rules,
            &mut set.type_line.rules,
            &mut set.rules_text.rules,
        ] {
            *rules = stack.to_vec();
        }
        set.colors.rules = era_rules::rules(era, Topic::Color).to_vec();
    }
    set
}
