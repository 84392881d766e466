//! A [`Filter`] asked of an object — does it match, in every era ([`matches()`]) — and, when it
//! doesn't, the first criterion it misses (nonland, type, mana value, colors) with its words
//! and its rules. Today an object has one set of characteristics; before April 2017 a card
//! off the stack had one per half, and each era answered in its own way.

use super::citations::{cite_also, refusal_rules};
use super::words::{card_types_arg, wanted_types};
use super::{Cmp, ColorTest, Filter, Num};
use crate::eras::era_rules::{self, Topic};
use crate::error::{EngineError, Field};
use crate::messages::{msg, none, Arg, Msg};
use crate::model::card::Card;
use crate::model::color::ColorSet;
use crate::model::era::Era;
use crate::model::typeline::CardType;
use crate::rules::characteristics::{CharacteristicSet, Characteristics};
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Mode};

/// The number the player chose (`--number`: X, Chalice's counters, Void's number), which
/// the filter needs: none is an error.
pub(super) fn chosen_number(number: Option<u32>) -> Result<u32, EngineError> {
    number.ok_or_else(|| EngineError::BadValue {
        what: Field::Number,
        value: String::new(),
        expected: msg(
            "ex-number-chosen",
            [("flag", Arg::Text("--number N".into()))],
        ),
    })
}

/// Has one of the card types `f` wants (any, when it wants none).
fn types_ok(set: &CharacteristicSet, f: &Filter) -> bool {
    f.types.is_empty() || f.types.iter().any(|t| set.types().contains(t))
}

/// Is it a land card, or a land permanent? Any set with the type makes the whole one: off
/// the stack a split card has the types of all its halves (709.4c), and before 2017 "is it
/// a land?" was yes if either half was (505.6).
pub(super) fn is_land(c: &Characteristics) -> bool {
    c.sets.iter().any(|s| s.types().contains(&CardType::Land))
}

/// The filter's "nonland", asked of the whole object.
fn nonland_ok(c: &Characteristics, f: &Filter) -> bool {
    !f.nonland || !is_land(c)
}

/// The colors `f` wants: any, one of some colors, or multicolored.
fn colors_ok(colors: ColorSet, f: &Filter) -> bool {
    match f.colors {
        ColorTest::Any => true,
        ColorTest::OneOf(cs) => cs.iter().any(|c| colors.contains(*c)),
        ColorTest::Multicolored => colors.is_multicolored(),
    }
}

/// The mana value `f` wants, against its fixed or chosen number.
fn mv_ok(set: &CharacteristicSet, f: &Filter, number: Option<u32>) -> Result<bool, EngineError> {
    let Some((cmp, num)) = f.mana_value else {
        return Ok(true);
    };
    let n = match num {
        Num::Fixed(n) => n,
        Num::Chosen => chosen_number(number)?,
    };
    let v = set.mana_value.value;
    Ok(match cmp {
        Cmp::Le => v <= n,
        Cmp::Lt => v < n,
        Cmp::Eq => v == n,
    })
}

/// Does one set of characteristics meet every criterion of `f` (its complement, for a
/// negative filter)?
fn set_matches(
    set: &CharacteristicSet,
    f: &Filter,
    number: Option<u32>,
) -> Result<bool, EngineError> {
    let all = types_ok(set, f) && colors_ok(set.colors.value, f) && mv_ok(set, f, number)?;
    Ok(all != f.negate)
}

/// Does the object match? Today it has one set. Before 2017 a card off the stack (and under
/// Dragon's Maze a fused spell) had two, and the question got one answer, per era
/// ([`era_rules::compares_each_characteristic_separately`]):
///
/// - Invasion (505.6 as of 2003): yes if either half matched — one half meeting every
///   criterion by itself (Sunforger doesn't find Research // Development: Research is
///   green-blue, Development has mana value 5);
/// - from Dissension: each criterion on its own, yes if either half met it (red from
///   Development, mana value 4 or less from Research: found).
///
/// In every era a card whose halves' colors differed was multicolored as a whole (505.3,
/// 708.3), though neither half is. A negative question is the complement (505.6).
pub(super) fn matches(
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
    era: Era,
) -> Result<bool, EngineError> {
    if !nonland_ok(c, f) {
        return Ok(f.negate);
    }
    if !c.is_two_answers() {
        return set_matches(c.primary(), f, number);
    }
    let union = c
        .sets
        .iter()
        .fold(ColorSet::COLORLESS, |a, s| a.union(s.colors.value));
    let whole_multicolored = match f.colors {
        ColorTest::Multicolored => union.is_multicolored(),
        _ => true,
    };
    // The color criterion of one half ("multicolored" is the card's, above).
    let half_color = |s: &CharacteristicSet| match f.colors {
        ColorTest::Multicolored => true,
        _ => colors_ok(s.colors.value, f),
    };
    let all = if era_rules::compares_each_characteristic_separately(era) {
        let mut mv_any = false;
        for s in &c.sets {
            mv_any |= mv_ok(s, f, number)?;
        }
        whole_multicolored
            && c.sets.iter().any(|s| types_ok(s, f))
            && c.sets.iter().any(half_color)
            && mv_any
    } else {
        let mut one_half = false;
        for s in &c.sets {
            one_half |= types_ok(s, f) && half_color(s) && mv_ok(s, f, number)?;
        }
        whole_multicolored && one_half
    };
    Ok(all != f.negate)
}

/// A filter's criteria, in the order an answer names the first one missed: the card type,
/// then the mana value, then the colors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Criterion {
    /// A land card where the effect wants a nonland one.
    Land,
    Type,
    ManaValue,
    Colors,
}

/// The first criterion of `f` that no set of `c` meets (today an object has one set; before
/// 2017 a criterion was met if either half met it, and "multicolored" was asked of the whole
/// card). `None` when each criterion is met by some set: the object matches, or under the
/// Invasion rules no single half met them all, which the answer's own words say.
pub(super) fn first_failure(
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<Option<Criterion>, EngineError> {
    if !nonland_ok(c, f) {
        return Ok(Some(Criterion::Land));
    }
    if !c.sets.iter().any(|s| types_ok(s, f)) {
        return Ok(Some(Criterion::Type));
    }
    let mut mv_fits = false;
    for s in &c.sets {
        mv_fits |= mv_ok(s, f, number)?;
    }
    if !mv_fits {
        return Ok(Some(Criterion::ManaValue));
    }
    let colors_fit = match f.colors {
        ColorTest::Multicolored => c.all_colors().is_multicolored(),
        _ => c.sets.iter().any(|s| colors_ok(s.colors.value, f)),
    };
    Ok((!colors_fit).then_some(Criterion::Colors))
}

/// What the object is, against what `f` wants, for the criterion it misses: "Sorcery, not
/// Instant", "mana value 8, not 4 or less", "red, not multicolored".
pub(super) fn failure_msg(
    criterion: Criterion,
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<Msg, EngineError> {
    Ok(match criterion {
        Criterion::Land => msg("fails-land", vec![("types", card_types_arg(c))]),
        Criterion::Type => msg(
            "fails-type",
            vec![("types", card_types_arg(c)), ("wanted", wanted_types(f))],
        ),
        Criterion::ManaValue => {
            let mut mvs: Vec<u32> = c.sets.iter().map(|s| s.mana_value.value).collect();
            // A fused spell under Dragon's Maze had two sets and one converted mana cost.
            mvs.dedup();
            let limit = match f.mana_value {
                Some((cmp, num)) => {
                    let n = match num {
                        Num::Fixed(n) => n,
                        Num::Chosen => chosen_number(number)?,
                    };
                    let id = match cmp {
                        Cmp::Le => "limit-le",
                        Cmp::Lt => "limit-lt",
                        Cmp::Eq => "limit-eq",
                    };
                    Arg::Msg(Box::new(msg(id, [("n", Arg::Num(n))])))
                }
                None => none(),
            };
            msg(
                "fails-mv",
                vec![("mv", Arg::Numbers(mvs)), ("limit", limit)],
            )
        }
        Criterion::Colors => {
            let colors = Arg::ColorsList(c.sets.iter().map(|s| s.colors.value).collect());
            match f.colors {
                ColorTest::OneOf(cs) => msg(
                    "fails-colors",
                    vec![
                        ("colors", colors),
                        (
                            "wanted",
                            Arg::AnyColor(cs.iter().fold(ColorSet::COLORLESS, |a, c| a.with(*c))),
                        ),
                    ],
                ),
                _ => msg("fails-multicolored", [("colors", colors)]),
            }
        }
    })
}

/// The rules behind the criterion missed: the object's types (709.4c off the stack, the cast
/// half's or the fused spell's on it, 709.5a for a Room), its mana value (202.3d), its colors
/// (202.2; 105.2b for multicolored) — each as the object has it where it is (709.4b off the
/// stack, 709.3b or 702.102b on it); under an older era, that era's rules for them.
pub(super) fn failure_rules(
    criterion: Criterion,
    card: &Card,
    era: Era,
    spell: Option<Cast>,
    f: &Filter,
) -> Vec<&'static str> {
    if matches!(criterion, Criterion::Type | Criterion::Land) {
        return refusal_rules(card, era, spell);
    }
    let fused = matches!(
        spell,
        Some(Cast {
            mode: Mode::Fused,
            ..
        })
    );
    let basis = match (spell.is_some(), fused) {
        (false, _) => n::R709_4B,
        (true, false) => n::R709_3B,
        (true, true) => n::R702_102B,
    };
    let mut out = vec![basis];
    out.extend_from_slice(match (criterion, f.colors) {
        (Criterion::ManaValue, _) => &[n::R202_3D][..],
        (_, ColorTest::Multicolored) => &[n::R202_2, n::R105_2B][..],
        _ => &[n::R202_2][..],
    });
    if era.combines_off_stack() {
        return out;
    }
    let topic = match (spell.is_some(), fused, criterion) {
        (true, true, _) => Topic::Fused,
        (true, false, _) => Topic::OffStack,
        (false, _, Criterion::Colors) => Topic::Color,
        (false, _, _) => Topic::Comparison,
    };
    era_rules::cite(&out, era, topic)
}

/// The rules of the characteristics `f` reads (types, mana value, colors), as the object
/// `c` has them: a Room permanent's are its unlocked doors' (709.5).
pub(super) fn read_rules(c: &Characteristics, f: &Filter) -> Vec<&'static str> {
    let set = c.primary();
    let mut out: Vec<&'static str> = Vec::new();
    let mut add = |rules: &[&'static str]| {
        for r in rules {
            if !out.contains(r) {
                out.push(r);
            }
        }
    };
    if !f.types.is_empty() || f.nonland {
        add(&set.type_line.rules);
    }
    if f.mana_value.is_some() {
        add(&set.mana_value.rules);
    }
    if f.colors != ColorTest::Any {
        add(&set.colors.rules);
    }
    out
}

/// An answer that the object doesn't match, with the first criterion it misses and that
/// criterion's rules (added to `rules`); unchanged when it misses none by itself.
#[allow(clippy::too_many_arguments)]
pub(super) fn with_failure(
    m: Msg,
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
    card: &Card,
    era: Era,
    spell: Option<Cast>,
    rules: &mut Vec<&'static str>,
) -> Result<Msg, EngineError> {
    let Some(criterion) = first_failure(c, f, number)? else {
        return Ok(m);
    };
    cite_also(rules, failure_rules(criterion, card, era, spell, f));
    Ok(msg(
        "p-first-failure",
        vec![
            ("answer", Arg::Msg(Box::new(m))),
            (
                "why",
                Arg::Msg(Box::new(failure_msg(criterion, c, f, number)?)),
            ),
        ],
    ))
}

/// Why a cast permission's spell filter refuses the spell `half` would be: the first
/// criterion it misses — its type ("Bottomless Pool (Enchantment — Room, not Instant or
/// Sorcery)"), its mana value ("Battery (mana value 4, not 2 or less)"), or its colors; when
/// a two-set spell missed its type and mana value in different sets, its values.
pub(super) fn refusal(
    half: (&'static str, Arg),
    spell: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<(Msg, Option<Criterion>), EngineError> {
    let criterion = first_failure(spell, f, number)?;
    let m = match criterion {
        Some(criterion) => msg(
            "refused-why",
            vec![
                half,
                (
                    "why",
                    Arg::Msg(Box::new(failure_msg(criterion, spell, f, number)?)),
                ),
            ],
        ),
        None => {
            let mut mvs: Vec<u32> = spell.sets.iter().map(|s| s.mana_value.value).collect();
            mvs.dedup();
            msg("refused-mv", vec![half, ("mv", Arg::Numbers(mvs))])
        }
    };
    Ok((m, criterion))
}
