//! The words of an answer, shared by the kinds of question: the arguments its messages take
//! (the card, the object's values, types and colors, the modes castable, where an effect
//! looks), the sentences several kinds say (a yes/no match, protection, two sentences in a
//! row) and the values they list. Every sentence is a message, said in any language; nothing
//! here decides an answer.

use super::{ColorTest, Effect, Filter, LooksAt};
use crate::eras::era_rules;
use crate::messages::{msg, none, Arg, Msg};
use crate::model::card::Card;
use crate::model::color::ColorSet;
use crate::model::era::Era;
use crate::model::mana::ManaSymbol;
use crate::rules::characteristics::Characteristics;
use crate::rules::situation::Mode;

/// Two sentences, one after the other.
pub(super) fn then(first: Msg, next: Msg) -> Msg {
    msg(
        "sentences",
        [
            ("first", Arg::Msg(Box::new(first))),
            ("next", Arg::Msg(Box::new(next))),
        ],
    )
}

/// The card's name, as a message's `card` argument.
pub(super) fn cname(card: &Card) -> (&'static str, Arg) {
    ("card", Arg::Text(card.name.to_string()))
}

/// A message without arguments, as another message's argument.
fn sub(id: &'static str) -> Arg {
    Arg::Msg(Box::new(msg(id, [])))
}

/// A unit that agrees with its number: "1 sorcery card counted", "0 sorcery cards counted"
/// ("0 carte de rituel comptée": French counts zero in the singular; its "-zero" template).
pub(super) fn unit_of(unit: &'static str, n: u32) -> Arg {
    let id = match (n, unit) {
        (1, "unit-sorceries") => "unit-sorceries-one",
        (1, "unit-discarded") => "unit-discarded-one",
        (1, "unit-revealed") => "unit-revealed-one",
        (1, "unit-life") => "unit-life-one",
        (1, "unit-tokens") => "unit-tokens-one",
        (0, "unit-sorceries") => "unit-sorceries-zero",
        (0, "unit-discarded") => "unit-discarded-zero",
        (0, "unit-revealed") => "unit-revealed-zero",
        (0, "unit-life") => "unit-life-zero",
        (0, "unit-tokens") => "unit-tokens-zero",
        _ => unit,
    };
    sub(id)
}

/// The object's type line, per set of characteristics (joined with " / "), in the language
/// of the message: "Enchantment — Room", "enchantement — pièce", "Verzauberung — Raum".
pub(super) fn types_arg(c: &Characteristics) -> Arg {
    Arg::TypeLines(c.sets.iter().map(|s| s.type_line.value.clone()).collect())
}

/// The object's card types, per set of characteristics, in the language of the message
/// (set against the types a filter wants).
pub(super) fn card_types_arg(c: &Characteristics) -> Arg {
    Arg::TypesList(c.sets.iter().map(|s| s.types().to_vec()).collect())
}

/// The card types a filter wants, in the language of the message: "Instant or Sorcery",
/// "éphémère ou rituel".
pub(super) fn wanted_types(f: &Filter) -> Arg {
    Arg::AnyType(f.types.to_vec())
}

/// "mana value 4"; before 2017 "two answers, 2 (Fire) and 2 (Ice)" (from Dissension, 505.5),
/// or under the Invasion rules "a mana value per half, 2 (Fire) and 2 (Ice)" (those values
/// were combined only when a value was asked for).
pub(super) fn values_arg(c: &Characteristics, era: Era) -> Arg {
    if c.is_two_answers() {
        let parts: Vec<String> = c
            .sets
            .iter()
            .map(|s| format!("{} ({})", s.mana_value.value, s.names.value.join(" // ")))
            .collect();
        let id = if era.combines_asked_values() {
            "values-halves"
        } else {
            "values-two"
        };
        Arg::Msg(Box::new(msg(id, [("parts", Arg::Names(parts))])))
    } else {
        Arg::Msg(Box::new(msg(
            "values-one",
            [("mv", Arg::Num(c.primary().mana_value.value))],
        )))
    }
}

/// The object an answer is about, as a yes/no message's arguments: what it is (the card,
/// the spell, the permanent and its unlocked doors), its colors, type lines and mana
/// values, per set of characteristics.
pub(super) fn object_args(
    card: &Card,
    c: &Characteristics,
    looks: LooksAt,
) -> Vec<(&'static str, Arg)> {
    // Every name the object has: a fused spell under Dragon's Maze had two sets.
    let names: Vec<&str> = c
        .sets
        .iter()
        .flat_map(|s| s.names.value.iter().map(String::as_str))
        .collect();
    let what = match looks {
        LooksAt::Spell => Arg::Msg(Box::new(msg(
            "the-spell",
            [("names", Arg::Text(names.join(" // ")))],
        ))),
        // Off the stack, the permanent: a Room with the doors unlocked (709.5), or none.
        // Any other permanent (a custom split artifact) by its name.
        LooksAt::SpellOrPermanent if card.is_room() && names.is_empty() => {
            Arg::Msg(Box::new(msg("the-permanent-locked", [cname(card)])))
        }
        LooksAt::SpellOrPermanent if card.is_room() => Arg::Msg(Box::new(msg(
            "the-permanent",
            vec![
                cname(card),
                (
                    "names",
                    Arg::Names(names.iter().map(|n| n.to_string()).collect()),
                ),
            ],
        ))),
        _ => Arg::Text(card.name.to_string()),
    };
    let mut mvs: Vec<String> = c
        .sets
        .iter()
        .map(|s| s.mana_value.value.to_string())
        .collect();
    if looks == LooksAt::Spell {
        // A fused spell's two sets had ONE converted mana cost (708.2, Dragon's Maze).
        mvs.dedup();
    }
    vec![
        ("what", what),
        (
            "colors",
            Arg::ColorsList(c.sets.iter().map(|s| s.colors.value).collect()),
        ),
        ("types", types_arg(c)),
        ("mv", Arg::Text(mvs.join(" / "))),
    ]
}

/// A mode in an answer's words: the face's name, or the fused spell ("fused" is the mode's
/// slug, not a third card).
pub(super) fn mode_arg(card: &Card, mode: Mode) -> Arg {
    match mode {
        Mode::Face(_) => Arg::Text(mode_name(card, mode)),
        Mode::Fused => sub("mode-fused"),
    }
}

/// The modes that can be cast, as words: "Fire and Ice"; with the fused spell among them,
/// "Turn or Burn, or both as one fused spell".
pub(super) fn castable_arg(card: &Card, modes: &[Mode]) -> Arg {
    let faces: Vec<String> = modes
        .iter()
        .filter(|m| **m != Mode::Fused)
        .map(|m| mode_name(card, *m))
        .collect();
    match (modes.contains(&Mode::Fused), faces.is_empty()) {
        (false, _) => Arg::Names(faces),
        (true, true) => sub("castable-fused-only"),
        (true, false) => Arg::Msg(Box::new(msg(
            "castable-fused",
            [("halves", Arg::Alternatives(faces))],
        ))),
    }
}

/// A mode as a player says it: the face's name, or "fused".
pub(super) fn mode_name(card: &Card, mode: Mode) -> String {
    match mode {
        Mode::Face(i) => card
            .faces
            .get(i)
            .map(|f| f.name.to_string())
            .unwrap_or_default(),
        Mode::Fused => "fused".into(),
    }
}

/// A yes/no answer: its message ([`match_id`]) with the object's characteristics, and for
/// "multicolored" asked of two sets, why the whole was or wasn't ([`whole_colors`]).
pub(super) fn match_msg(
    target: &Characteristics,
    filter: &Filter,
    era: Era,
    yes: bool,
    mut args: Vec<(&'static str, Arg)>,
) -> Msg {
    let id = match_id(target, filter, era, yes);
    if matches!(id, "p-match-whole-yes" | "p-match-whole-no") {
        args.push(("whole", Arg::Msg(Box::new(whole_colors(target)))));
    }
    msg(id, args)
}

/// "Can't be the target of multicolored spells" (Enemy of the Guildpact's protection from
/// multicolored, 702.16b) asked of a spell: what the answer means for the player — a spell
/// that isn't multicolored can target the creature, a multicolored one can't. An object
/// with two sets (a fused spell under Dragon's Maze) says why the whole was multicolored.
pub(super) fn protection_msg(
    effect: &Effect,
    card: &Card,
    target: &Characteristics,
    can_target: bool,
) -> Msg {
    let mut args: Vec<(&'static str, Arg)> = object_args(card, target, effect.looks_at)
        .into_iter()
        .filter(|(k, _)| matches!(*k, "what" | "colors"))
        .collect();
    let whole = if target.is_two_answers() {
        Arg::Msg(Box::new(msg(
            "in-parens",
            [("x", Arg::Msg(Box::new(whole_colors(target))))],
        )))
    } else {
        none()
    };
    args.extend([
        ("whole", whole),
        ("effect", Arg::Text(effect.name.to_string())),
    ]);
    let id = if can_target {
        "p-protection-yes"
    } else {
        "p-protection-no"
    };
    msg(id, args)
}

/// Why an object with two sets was multicolored as a whole or not, from its halves' colors
/// (505.3, 708.3): halves of different colors make the whole multicolored; halves that are
/// each multicolored do too; halves with one color in all (red and red, red and colorless),
/// or none, don't.
fn whole_colors(c: &Characteristics) -> Msg {
    let union = c.all_colors();
    let id = if union.is_multicolored() {
        if c.sets.iter().all(|s| s.colors.value.is_multicolored()) {
            "whole-each"
        } else {
            "whole-differ"
        }
    } else if union == ColorSet::COLORLESS {
        "whole-colorless"
    } else {
        "whole-one"
    };
    msg(id, [])
}

/// The message of a yes/no answer: one set, or two under an older era (the whole card
/// multicolored, each criterion on its own, or one half meeting every criterion).
fn match_id(target: &Characteristics, filter: &Filter, era: Era, yes: bool) -> &'static str {
    let separately = era_rules::compares_each_characteristic_separately(era);
    match (target.is_two_answers(), filter.colors, separately, yes) {
        (false, _, _, true) => "p-match-yes",
        (false, _, _, false) => "p-match-no",
        (true, ColorTest::Multicolored, _, true) => "p-match-whole-yes",
        (true, ColorTest::Multicolored, _, false) => "p-match-whole-no",
        (true, _, true, true) => "p-match-each-yes",
        (true, _, true, false) => "p-match-each-no",
        (true, _, false, true) => "p-match-half-yes",
        (true, _, false, false) => "p-match-half-no",
    }
}

/// The X clause of an answer about a spell whose mana value the filter reads: " X is 2 on
/// the stack." or, when none was announced, that X is 0. `None` when the spell has no {X}
/// or the filter doesn't look at mana value.
pub(super) fn x_clause(
    spell: &Characteristics,
    f: &Filter,
    x: Option<u32>,
) -> Option<(&'static str, Arg)> {
    if !has_x(spell) || f.mana_value.is_none() {
        return None;
    }
    let m = match x {
        Some(x) => msg("x-chosen", [("x", Arg::Num(x))]),
        None => msg("x-unannounced", []),
    };
    Some(("x", Arg::Msg(Box::new(m))))
}

/// Whether a spell's mana cost has {X} (in any of its sets of characteristics).
pub(super) fn has_x(spell: &Characteristics) -> bool {
    spell.sets.iter().any(|s| {
        s.mana_symbols
            .value
            .iter()
            .any(|m| matches!(m, ManaSymbol::Variable(_)))
    })
}

/// Where an effect looks, as words: "a card in a graveyard", "a spell on the stack".
pub(super) fn looks_arg(effect: &Effect) -> Arg {
    let looks = match effect.looks_at {
        LooksAt::Card(z) => msg("looks-card", [("zone", Arg::Zone(z))]),
        LooksAt::Spell => msg("looks-spell", []),
        LooksAt::SpellOrPermanent => msg("looks-spell-or-permanent", []),
        LooksAt::Room => msg("looks-room", []),
        LooksAt::Permanent => msg("looks-permanent", []),
        LooksAt::OwnSpell(_) => msg("looks-own-spell", []),
    };
    Arg::Msg(Box::new(looks))
}

/// The object's mana values, one per set of characteristics.
pub(super) fn values(c: &Characteristics) -> Vec<u32> {
    c.sets.iter().map(|s| s.mana_value.value).collect()
}

/// Sorts a handful of numbers (one per half: at most five) in place. An insertion sort:
/// the standard library's sort brings about 3.5 KB of code into the web app's wasm for
/// these few values.
pub(super) fn sort_few(v: &mut [u32]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_few;

    #[test]
    fn sort_few_sorts_like_the_standard_sort() {
        // Every list of up to five values from 0..4 (duplicates included).
        for len in 0..=5u32 {
            for code in 0..4u32.pow(len) {
                let v: Vec<u32> = (0..len).map(|i| code / 4u32.pow(i) % 4).collect();
                let mut mine = v.clone();
                sort_few(&mut mine);
                let mut std = v.clone();
                std.sort_unstable();
                assert_eq!(mine, std, "{v:?}");
            }
        }
    }
}
