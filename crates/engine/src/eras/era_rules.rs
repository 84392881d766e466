//! The rules of older Comprehensive Rules, cited by answers given under an older era.
//!
//! Rule numbers were reused (708 is about face-down spells today), so an older rule is
//! written with its era: `"708.5@2013"`. [`crate::rules::cr::summary`] knows them; they have no
//! link (the hyperlinked CR is today's), and [`crate::rules::cr::display`] shows the era.
//!
//! **Invariant: an answer under an older era cites every rule as that era numbered it.**
//! Today's split-card rules (709, 702.102, 702.127, 202.3d …) give way to that era's own
//! ([`rules`]); from 2017 they are the same rules as numbered then (`NUMBERED_2017`,
//! `NUMBERED_2021_04`, `NUMBERED_2021`). No other rule is ever dropped: today's rules are
//! cited under an older era by that era's number for them ([`then`]): the same number where
//! that era's CR text was checked to have it (cascade: `"702.84a@2017"`, `"702.84a@2013"`),
//! that era's own id where the number differed (`"202.3d@2017"` for today's 202.3e), nothing
//! where that era's split-card rules cited beside it hold the substance, and otherwise
//! today's rule marked as today's (`"202.2@current"`, shown "202.2 (today's rules)"): a
//! number that era's text isn't known to have.
//!
//! [`cite`] does it for the characteristics, legality, the cast report and the probes, and
//! [`cite_error`] for refusals and impossible questions; tests walk every card, zone, mode,
//! effect and era, and the matrix. The one exception: a refusal of a mechanic that came
//! later — fuse before 2013, aftermath before 2017, Rooms before 2024 — cites today's rule
//! for what the mechanic is ([`postdates`]), as no rule of that era covers it, marked as
//! today's (`"702.102a@current"`, shown "702.102a (today's rules)", linked to today's CR:
//! [`crate::rules::cr::today`]), beside the era's own split-card rule. How an era cites a rule
//! is asked for every citation of every answer, so it is remembered by the rule number's
//! address (`crate::memo`).
//!
//! Sources (see `data/SOURCES.md`): the 2003-07-01 and 2006–2008 rules 505
//! (Crystalkeep mirrors, yawgatog change pages), the July 2009 Update Bulletin (Magic 2010's
//! renumbering), the MTG Wiki's 708 before fuse, the Dragon's Maze Update Bulletin
//! (2013-04-25) and FAQ, the Khans-era text of 708 (MTG Wiki history), the Amonkhet Update
//! Bulletin (2017-04-28), and the Comprehensive Rules of 2015-01-23, 2017-04-28 and
//! 2017-08-25 to 2022-04-29 (the public `ivancea/MTGRules_Android` and `lzybluee/CR`
//! repositories). The Invasion-era rule is known only through its 2003 text.

use crate::eras::numbers as e;
use crate::error::EngineError;
use crate::model::era::Era;
use crate::rules::numbers as n;

/// Every older rule the engine cites, with its substance (their summaries live with
/// today's, in `crate::rules::cr`).
pub use crate::rules::cr::era_rules;

/// Today's rules as they were numbered when the Amonkhet rules began (April 2017): the
/// substance is today's, the numbers are then's (the split-card rules checked against their
/// Amonkhet-era text, the others against the CR of 2017-08-25). The half being cast (601.3e)
/// was 708.3a's substance then. An empty number: a rule that didn't exist then whose
/// substance those rules held elsewhere (the combined mana value 202.3d, in 708.4b and
/// 708.3b) — dropped, the rules beside it cite it. Cascade was 702.84a (Ward, 702.21, moved
/// it in April 2021).
const NUMBERED_2017: &[(&str, &str)] = &[
    (n::R709_3C, e::E2017_708_3C),
    (n::R202_3E, e::E2017_202_3D),
    (n::R113_2C, e::E2017_112_2C),
    (n::R118_6, e::E2017_117_6),
    (n::R608_2N, e::E2017_608_2K),
    (n::R707_10, e::E2017_706_10),
    (n::R202_3D, ""),
    (n::R702_85A, e::E2017_702_84A),
    (n::R709_1, e::E2017_708_1),
    (n::R709_2, e::E2017_708_2),
    (n::R709_3, e::E2017_708_3),
    (n::R709_3A, e::E2017_708_3A),
    (n::R601_3E, e::E2017_708_3A),
    (n::R709_3B, e::E2017_708_3B),
    (n::R709_4, e::E2017_708_4),
    (n::R709_4A, e::E2017_708_4A),
    (n::R709_4B, e::E2017_708_4B),
    (n::R709_4C, e::E2017_708_4C),
    (n::R709_4D, e::E2017_708_4D),
    (n::R201_4B, e::E2017_708_4A),
    (n::R702_102A, e::E2017_702_101A),
    (n::R702_102B, e::E2017_702_101B),
    (n::R702_102C, e::E2017_702_101C),
    (n::R702_102D, e::E2017_702_101D),
    (n::R702_127A, e::E2017_702_126A),
];

/// General rules the CRs of 2017-04-28 (Amonkhet's) and 2017-08-25 number as today, with the
/// same substance: cited bare under the 2017 rules and later. The granted keyword's variable
/// 702.1b had its text then, without today's split-card example.
const SAME_2017: &[&str] = &[
    n::R105_2B,
    n::R107_3,
    n::R107_3B,
    n::R202_1,
    n::R202_1B,
    n::R202_2,
    n::R202_2E,
    n::R202_3,
    n::R202_3A,
    n::R205_2A,
    n::R304_4,
    n::R307_4,
    n::R601_2A,
    n::R601_2F,
    n::R601_3,
    n::R611_2C,
    n::R702_1B,
    n::R702_16B,
    n::R903_4,
];

/// Today's rules as the Strixhaven rules numbered them (CR of 2021-04-22, and of
/// 2021-06-18): split cards at 708, copying a spell 706.10, an instant's last step 608.2m.
/// Naming one half (201.4b today) was 708.4a's (201.4b was another rule then).
const NUMBERED_2021_04: &[(&str, &str)] = &[
    (n::R709_1, e::E2021_04_708_1),
    (n::R709_2, e::E2021_04_708_2),
    (n::R709_3, e::E2021_04_708_3),
    (n::R709_3A, e::E2021_04_708_3A),
    (n::R709_3B, e::E2021_04_708_3B),
    (n::R709_3C, e::E2021_04_708_3C),
    (n::R709_4, e::E2021_04_708_4),
    (n::R709_4A, e::E2021_04_708_4A),
    (n::R709_4B, e::E2021_04_708_4B),
    (n::R709_4C, e::E2021_04_708_4C),
    (n::R709_4D, e::E2021_04_708_4D),
    (n::R201_4B, e::E2021_04_708_4A),
    (n::R707_10, e::E2021_04_706_10),
    (n::R608_2N, e::E2021_04_608_2M),
];

/// Rules the CRs of April and June 2021 number as today, besides [`SAME_2017`]'s: those
/// that came or moved since 2017 (X 202.3e from August 2018, abilities 113.2c and no mana
/// cost 118.6 from July 2019, a split card's mana value 202.3d from August 2018, 601.3e from
/// January 2020, cascade 702.85a, fuse 702.102, aftermath 702.127 from April 2021).
const SAME_2021_04: &[&str] = &[
    n::R202_3E,
    n::R113_2C,
    n::R118_6,
    n::R202_3D,
    n::R601_3E,
    n::R702_85A,
    n::R702_102A,
    n::R702_102B,
    n::R702_102C,
    n::R702_102D,
    n::R702_127A,
];

/// Today's rules as the Forgotten Realms rules numbered them (CR of 2021-07-23): an
/// instant's last step 608.2m; naming one half was 709.4a's (201.4b was another rule until
/// April 2022).
const NUMBERED_2021: &[(&str, &str)] = &[(n::R201_4B, n::R709_4A), (n::R608_2N, e::E2021_608_2M)];

/// Rules the CR of 2021-07-23 numbers as today, besides [`SAME_2017`]'s and
/// [`SAME_2021_04`]'s: split cards at 709, copying a spell 707.10.
const SAME_2021: &[&str] = &[
    n::R709_1,
    n::R709_2,
    n::R709_3,
    n::R709_3A,
    n::R709_3B,
    n::R709_3C,
    n::R709_4,
    n::R709_4A,
    n::R709_4B,
    n::R709_4C,
    n::R709_4D,
    n::R707_10,
];

/// Today's rules as the 2013 rules numbered them: fuse 702.101 (from the Magic 2014 rules of
/// July 2013 — which made indestructible a keyword, 702.12 — to April 2021; the Dragon's Maze
/// FAQ quotes them as 702.100, see `data/SOURCES.md`), and the total cost 601.2e (the
/// Dragon's Maze FAQ's 702.100c: "See rule 601.2e"). 702.102b's substance differed then
/// (two sets of characteristics, one converted mana cost): a fused spell under the 2013 rules
/// is what 702.101b of that era says. Cascade 702.84a, as in the CR of 2015-01-23 (the same
/// numbering as fuse's, and as the 2017 rules'); copying a spell 706.10, as in every CR of
/// 2015-01-23 to 2017-01-19 (707 was face-down spells and permanents).
const NUMBERED_2013: &[(&str, &str)] = &[
    (n::R702_102A, e::E2013_702_101A),
    (n::R702_102B, e::E2013_702_101B),
    (n::R702_102C, e::E2013_702_101C),
    (n::R702_102D, e::E2013_702_101D),
    (n::R601_2F, e::E2013_601_2E),
    (n::R702_85A, e::E2013_702_84A),
    (n::R707_10, e::E2013_706_10),
];

/// What a group of citations is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// Characteristics off the stack (two sets, combination/two answers).
    OffStack,
    /// A value question (a number).
    Value,
    /// A yes/no comparison.
    Comparison,
    /// Color (multicolored).
    Color,
    /// One card.
    OneCard,
    /// A fused spell.
    Fused,
    /// Naming a card.
    Naming,
    /// Casting a fuse card from hand: one half, or both as one fused spell.
    FuseFromHand,
    /// Casting one half: the player chooses it, and only it is checked.
    CastHalf,
}

/// The older rules behind `topic` in `era`; empty for today's (it cites 709 etc.). Under the
/// rules of 2017 and 2021 (today's model, then's numbers) only what an answer falls back on
/// when every rule it had is one [`cite`] drops.
pub fn rules(era: Era, topic: Topic) -> &'static [&'static str] {
    match (era, topic) {
        (Era::Current, _) => &[],
        (Era::Y2021, Topic::OneCard) => &[n::R709_2],
        (Era::Y2021, Topic::Naming) => &[n::R709_4A],
        (Era::Y2021, Topic::Fused) => &[n::R702_102B, n::R709_4D],
        (Era::Y2021, Topic::FuseFromHand) => &[n::R702_102A],
        (Era::Y2021, Topic::CastHalf) => &[n::R709_3A],
        (Era::Y2021, _) => &[n::R709_4],
        (Era::Y2021April, Topic::OneCard) => &[e::E2021_04_708_2],
        (Era::Y2021April, Topic::Naming) => &[e::E2021_04_708_4A],
        (Era::Y2021April, Topic::Fused) => &[n::R702_102B, e::E2021_04_708_4D],
        (Era::Y2021April, Topic::FuseFromHand) => &[n::R702_102A],
        (Era::Y2021April, Topic::CastHalf) => &[e::E2021_04_708_3A],
        (Era::Y2021April, _) => &[e::E2021_04_708_4],
        (Era::Y2017, Topic::OneCard) => &[e::E2017_708_2],
        (Era::Y2017, Topic::Naming) => &[e::E2017_708_4A],
        (Era::Y2017, Topic::Fused) => &[e::E2017_702_101B, e::E2017_708_4D],
        (Era::Y2017, Topic::FuseFromHand) => &[e::E2017_702_101A],
        (Era::Y2017, Topic::CastHalf) => &[e::E2017_708_3A],
        (Era::Y2017, _) => &[e::E2017_708_4],
        (Era::Y2013, Topic::OffStack) => &[e::E2013_708_2],
        (Era::Y2013, Topic::Value) => &[e::E2013_708_2, e::E2013_708_5],
        // The 2013 rules mirrored 505 (505.2 → 708.2 … 505.6 → 708.6): comparisons were 708.6.
        (Era::Y2013, Topic::Comparison) => &[e::E2013_708_2, e::E2013_708_6],
        (Era::Y2013, Topic::Color) => &[e::E2013_708_3],
        (Era::Y2013, Topic::OneCard) => &[e::E2013_708_4],
        (Era::Y2013, Topic::Fused) => &[e::E2013_708_2, e::E2013_702_101B],
        (Era::Y2013, Topic::Naming) => &[e::E2013_708_7],
        (Era::Y2013, Topic::FuseFromHand) => &[e::E2013_702_101A, e::E2013_708_2B],
        (Era::Y2013, Topic::CastHalf) => &[e::E2013_708_2A],
        // The Magic 2010 rules renumbered the Dissension rules' 505.2–505.6 as 708.2–708.6
        // (`data/SOURCES.md`), and the glossary's "Name a card" became 201.3.
        (Era::Y2009, Topic::OffStack | Topic::CastHalf) => &[e::E2009_708_2],
        (Era::Y2009, Topic::Value) => &[e::E2009_708_2, e::E2009_708_5],
        (Era::Y2009, Topic::Comparison) => &[e::E2009_708_6],
        (Era::Y2009, Topic::Color) => &[e::E2009_708_3],
        (Era::Y2009, Topic::OneCard) => &[e::E2009_708_4],
        (Era::Y2009, Topic::Naming) => &[e::E2009_201_3],
        (Era::Y2006, Topic::OffStack | Topic::CastHalf) => &[e::E2006_505_2],
        (Era::Y2006, Topic::Value) => &[e::E2006_505_2, e::E2006_505_5],
        (Era::Y2006, Topic::Comparison) => &[e::E2006_505_6],
        (Era::Y2006, Topic::Color) => &[e::E2006_505_3],
        (Era::Y2006, Topic::OneCard) => &[e::E2006_505_4],
        (Era::Y2006, Topic::Naming) => &[e::E2006_NAME_A_CARD],
        (Era::Y2000, Topic::OffStack | Topic::CastHalf) => &[e::E2000_505_2],
        (Era::Y2000, Topic::Value) => &[e::E2000_505_5],
        (Era::Y2000, Topic::Comparison) => &[e::E2000_505_6],
        (Era::Y2000, Topic::Color) => &[e::E2000_505_3],
        (Era::Y2000, Topic::OneCard) => &[e::E2000_505_4],
        (Era::Y2000, Topic::Naming) => &[e::E2000_NAME_A_CARD],
        (Era::Y2009 | Era::Y2006 | Era::Y2000, Topic::Fused | Topic::FuseFromHand) => &[],
    }
}

/// How a yes/no question with several criteria (Sunforger: "a red or white instant card
/// with mana value 4 or less") was answered of a split card off the stack (or of a fused
/// spell under Dragon's Maze): each criterion on its own, yes if either half met it.
///
/// From Dissension on: Aaron Forsythe's "The Truth about Split Cards" (2006-04-28) asks
/// Sunforger's three questions one by one — Research // Development is red (Development),
/// an instant, and has a converted mana cost of 4 or less (Research): "one half's redness
/// combines with the other half's CMC" — and 505.6 says so from Planar Chaos (2007-02-01).
/// Under the Invasion rules (505.6 as of 2003) nothing let the halves' characteristics
/// combine: "yes if either side of the split card matches", a half meeting the whole
/// question by itself. Multicolored is the exception in every era: the card as a whole was
/// multicolored when its halves' colors differed (505.3, 708.3).
pub fn compares_each_characteristic_separately(era: Era) -> bool {
    matches!(era, Era::Y2006 | Era::Y2009 | Era::Y2013)
}

/// How `era` cites today's `rule` (an id with an era, `"708.4b@2017"`, is cited as it is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Then {
    /// By the same number, which meant the same then (checked against that era's CR).
    Same,
    /// By that era's own number for it (`"202.3d@2017"` for today's 202.3e).
    As(&'static str),
    /// Not at all: the rule came later, and that era's split-card rules cited beside it (or
    /// for its topic, [`rules`]) hold its substance.
    Dropped,
    /// As today's rule, marked (`"202.2@current"`): that era's number for it isn't known
    /// here, or it is the rule for a mechanic that came later ([`postdates`]).
    Today,
}

/// How `era` cites today's `rule`. Today's split-card rules (709, the combined mana value
/// 202.3d, naming one half 201.4b, the half being cast 601.3e, fuse 702.102, aftermath
/// 702.127) describe the modern model: under the rules before 2017 that era's own rules
/// replace them ([`rules`]); under the rules of 2017 and 2021, the same model, they are cited
/// as numbered then. Other rules — a keyword's (cascade 702.85a) or a general rule's (the
/// granted keyword's variable 702.1b) — are never dropped: they are cited by their number
/// then where that era's CR text was checked (2013's total cost 601.2e and cascade 702.84a;
/// from 2017 the CRs of April and August 2017, April and July 2021), else as today's.
pub fn then(rule: &str, era: Era) -> Then {
    if era == Era::Current || rule.contains('@') {
        return Then::Same;
    }
    if postdates(rule, era) {
        return Then::Today;
    }
    let (numbered, same): (&[(&str, &str)], &[&[&str]]) = match era {
        Era::Y2021 => (NUMBERED_2021, &[SAME_2017, SAME_2021_04, SAME_2021]),
        Era::Y2021April => (NUMBERED_2021_04, &[SAME_2017, SAME_2021_04]),
        Era::Y2017 => (NUMBERED_2017, &[SAME_2017]),
        Era::Y2013 => (NUMBERED_2013, &[]),
        // The Magic 2010 rules: no CR text of July 2009 – April 2013 was read whole, so
        // every general rule is cited as today's (`data/SOURCES.md`).
        _ => (&[], &[]),
    };
    if let Some((_, id)) = numbered.iter().find(|(today, _)| *today == rule) {
        return if id.is_empty() {
            Then::Dropped
        } else {
            Then::As(id)
        };
    }
    if same.iter().any(|list| list.contains(&rule)) {
        return Then::Same;
    }
    let split_card_rule = rule.starts_with(n::SPLIT_CARDS)
        || rule.starts_with(n::FUSE)
        || matches!(rule, n::R202_3D | n::R201_4B | n::R601_3E | n::R702_127A);
    if split_card_rule {
        Then::Dropped
    } else {
        Then::Today
    }
}

/// [`then`] of one of the engine's rules, remembered by where its number is
/// ([`crate::memo`]): every citation of every answer under an older era asks it.
fn then_cited(rule: &'static str, era: Era) -> Then {
    thread_local! {
        static SEEN: crate::memo::AddressMemo<Then> = crate::memo::AddressMemo::new();
    }
    SEEN.with(|seen| seen.get(rule, era as u8, || then(rule, era)))
}

/// The id under which `era` cites today's `rule` ([`then`]); `None` when it doesn't.
pub fn as_then(rule: &'static str, era: Era) -> Option<&'static str> {
    match then_cited(rule, era) {
        Then::Same => Some(rule),
        Then::As(id) => Some(id),
        Then::Dropped => None,
        Then::Today => Some(marked(rule)),
    }
}

/// Whether an answer under `era` may cite `rule` as it is: today's rule where that era
/// numbered it the same ([`Then::Same`]), that era's own id (`"708.4b@2017"`), or today's
/// rule marked as today's (`"202.2@current"`).
pub fn still_cited(rule: &str, era: Era) -> bool {
    match rule.split_once('@') {
        Some((_, tag)) => era < Era::Current && (tag == era.slug() || tag == "current"),
        None => then(rule, era) == Then::Same,
    }
}

/// Whether `rule` is today's rule for a mechanic that did not exist yet under `era`: fuse
/// (702.102) before Dragon's Maze, aftermath (702.127a) before Amonkhet, Rooms and their
/// doors (709.5, 116.2m, 205.3h) before Duskmourn. No rule of that era covers them, so a
/// refusal saying "it didn't exist yet" cites today's rule for what the mechanic is, marked
/// as today's; an answer never does.
pub fn postdates(rule: &str, era: Era) -> bool {
    let rule = crate::rules::cr::today(rule);
    (rule.starts_with(n::FUSE) && !era.has_fuse())
        || (rule == n::R702_127A && !era.has_aftermath())
        || ((rule.starts_with(n::R709_5) || matches!(rule, n::R116_2M | n::R205_3H))
            && !era.has_rooms())
}

/// `rules` as an answer (or a refusal) under `era` cites them: each as that era numbered it
/// ([`then`]). Under the rules before 2017, when a split-card rule gave way (or a mechanic
/// came later), that era's rules for `topic` follow. Unchanged under today's era. Never
/// nothing: when every rule gave way, the era's rule for `topic` (before 2017, for a split
/// card off the stack).
pub fn cite(rules: &[&'static str], era: Era, topic: Topic) -> Vec<&'static str> {
    if era == Era::Current {
        return rules.to_vec();
    }
    let mut out: Vec<&'static str> = Vec::with_capacity(rules.len() + 2);
    let mut gave_way = false;
    for r in rules {
        let id = as_then(r, era);
        gave_way |= id.is_none() || postdates(r, era);
        if let Some(id) = id {
            if !out.contains(&id) {
                out.push(id);
            }
        }
    }
    let two_sets = !era.combines_off_stack();
    if two_sets && gave_way {
        for r in self::rules(era, topic) {
            if !out.contains(r) {
                out.push(r);
            }
        }
    }
    if out.is_empty() {
        out = self::rules(era, if two_sets { Topic::OffStack } else { topic }).to_vec();
    }
    out
}

/// Today's `rule` marked as today's (`"702.102a@current"`, shown "702.102a (today's
/// rules)"): the number meant something else, or nothing, under the era cited, or isn't
/// known for it. A rule without a marked form (none: a test checks) as it is.
fn marked(rule: &'static str) -> &'static str {
    crate::rules::numbers::MARKED_TODAY
        .split_terminator('\x1e')
        .find(|m| m.strip_suffix("@current") == Some(rule))
        .unwrap_or(rule)
}

/// An error under `era` as it may cite: an impossible question's rules through [`cite`];
/// other errors cite nothing and are unchanged.
pub fn cite_error(e: EngineError, era: Era, topic: Topic) -> EngineError {
    match e {
        EngineError::Impossible { reason, rules, msg } if era < Era::Current => {
            EngineError::Impossible {
                reason,
                rules: cite(&rules, era, topic),
                msg,
            }
        }
        other => other,
    }
}

/// [`cite`] on a cited value's own rules, which stay as they are (borrowed, not copied)
/// when the era changes nothing in them.
pub(crate) fn cite_in_place(rules: &mut crate::rules::cited::Rules, era: Era, topic: Topic) {
    if era == Era::Current || rules.iter().all(|r| then_cited(r, era) == Then::Same) {
        return;
    }
    *rules = std::borrow::Cow::Owned(cite(rules, era, topic));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule the engine cites today can be cited as today's under an older era, and
    /// every older id a table gives has a summary.
    #[test]
    fn every_rule_has_a_marked_form_and_every_older_id_a_summary() {
        for (rule, _) in crate::rules::cr::rules() {
            let m = marked(rule);
            assert_eq!(m, format!("{rule}@current"), "{rule}: no marked form");
            assert!(crate::rules::cr::summary(m).is_some(), "{m}");
        }
        for table in [
            NUMBERED_2013,
            NUMBERED_2017,
            NUMBERED_2021_04,
            NUMBERED_2021,
        ] {
            for (today, then) in table {
                assert!(crate::rules::cr::summary(today).is_some(), "{today}");
                assert!(
                    then.is_empty() || crate::rules::cr::summary(then).is_some(),
                    "{then}"
                );
            }
        }
        for list in [SAME_2017, SAME_2021_04, SAME_2021] {
            for rule in list.iter() {
                assert!(crate::rules::cr::summary(rule).is_some(), "{rule}");
            }
        }
    }

    #[test]
    fn an_era_cites_each_rule_as_it_numbered_it() {
        assert_eq!(then(n::R202_3E, Era::Y2017), Then::As(e::E2017_202_3D));
        assert_eq!(then(n::R202_3E, Era::Y2021April), Then::Same);
        assert_eq!(then(n::R202_3E, Era::Y2013), Then::Today);
        assert_eq!(then(n::R709_4B, Era::Y2013), Then::Dropped);
        assert_eq!(
            then(n::R709_4B, Era::Y2021April),
            Then::As(e::E2021_04_708_4B)
        );
        assert_eq!(then(n::R709_4B, Era::Y2021), Then::Same);
        assert_eq!(then(n::R201_4B, Era::Y2021), Then::As(n::R709_4A));
        assert_eq!(then(n::R709_5, Era::Y2021), Then::Today);
        assert_eq!(as_then(n::R707_10, Era::Y2006), Some("707.10@current"));
        assert!(still_cited("707.10@current", Era::Y2006));
        assert!(!still_cited(n::R707_10, Era::Y2006));
        assert!(!still_cited(e::E2017_708_4B, Era::Y2013));
        // The Magic 2010 rules: the general rules as today's, the split-card rules their own.
        assert_eq!(then(n::R202_2, Era::Y2009), Then::Today);
        assert_eq!(then(n::R709_4B, Era::Y2009), Then::Dropped);
        assert_eq!(
            rules(Era::Y2009, Topic::Value),
            [e::E2009_708_2, e::E2009_708_5]
        );
        assert_eq!(rules(Era::Y2009, Topic::Naming), [e::E2009_201_3]);
    }

    /// A keyword's rule is never dropped: cascade as each era numbered it (702.84a from July
    /// 2013 to April 2021), or as today's where its number then isn't known; so is the
    /// granted keyword's variable 702.1b (in the CR from before April 2017).
    #[test]
    fn keyword_rules_are_cited_in_every_era() {
        assert_eq!(then(n::R702_85A, Era::Y2021April), Then::Same);
        assert_eq!(then(n::R702_85A, Era::Y2017), Then::As(e::E2017_702_84A));
        assert_eq!(then(n::R702_85A, Era::Y2013), Then::As(e::E2013_702_84A));
        for era in [Era::Y2009, Era::Y2006, Era::Y2000] {
            assert_eq!(
                as_then(n::R702_85A, era),
                Some("702.85a@current"),
                "{era:?}"
            );
            assert_eq!(as_then(n::R702_1B, era), Some("702.1b@current"), "{era:?}");
        }
        assert_eq!(then(n::R702_1B, Era::Y2017), Then::Same);
        assert_eq!(as_then(n::R702_1B, Era::Y2013), Some("702.1b@current"));
    }
}
