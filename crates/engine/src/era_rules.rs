//! The rules of older Comprehensive Rules, cited by answers given under an older era.
//!
//! Rule numbers were reused (708 is about face-down spells today), so an older rule is
//! written with its era: `"708.5@2013"`. [`crate::rules::summary`] knows them; they have no
//! link (the hyperlinked CR is today's), and [`crate::rules::display`] shows the era.
//!
//! Sources (see `crates/engine/data/SOURCES.md`): the 2003-07-01 and 2006–2008 rules 505
//! (Crystalkeep mirrors, yawgatog change pages), the Dragon's Maze Update Bulletin
//! (2013-04-25), the Khans-era text of 708 (MTG Wiki history), the Amonkhet Update Bulletin
//! (2017-04-28). The Invasion-era rule is known only through its 2003 text.

use crate::era::Era;
use crate::error::EngineError;

/// Every older rule the engine cites, with its substance in our words.
pub const ERA_RULES: &[(&str, &str)] = &[
    ("505.2@2000", "Off the stack a split card had two sets of characteristics; on the stack only the half being played existed."),
    ("505.3@2000", "A split card whose halves had different colored symbols was multicolored, except as a spell: a spell was only the color of the half being played."),
    ("505.4@2000", "A split card was one card."),
    ("505.5@2000", "A characteristic asked of a split card off the stack got the halves' values combined (Assault // Battery: 1 + 4 = 5)."),
    ("505.6@2000", "A yes/no question about a split card off the stack got one answer: yes if either half matched the given value."),
    ("name-a-card@2000", "Glossary, \"Name a card\": naming a split card meant naming all its names."),
    ("505.2@2006", "Off the stack a split card had two sets of characteristics and two converted mana costs; on the stack only the half being played."),
    ("505.3@2006", "A split card with differently colored halves was multicolored off the stack; a spell was only the color of the half being played."),
    ("505.4@2006", "A split card was one card."),
    ("505.5@2006", "A characteristic asked of a split card off the stack got two answers, one per half (Infernal Genesis: \"1, and 4\" — five tokens)."),
    ("505.6@2006", "A comparison was yes if either half matched, each characteristic compared separately (one half's color with the other's mana value); a negative comparison was the complement."),
    ("name-a-card@2006", "Glossary, \"Name a card\": you had to name all of a split card's names."),
    ("708.2@2013", "Off the stack two sets of characteristics and two converted mana costs; a spell had only the cast half's; a fused spell two sets and ONE converted mana cost."),
    ("708.2a@2013", "Casting a split card without fuse, the player chose the half; only that half was evaluated."),
    ("708.2b@2013", "Cast from hand with fuse, both halves could be cast as one spell; both were evaluated."),
    ("708.3@2013", "Off the stack a split card with differently colored halves was multicolored; a spell had only the colors of the half or halves cast."),
    ("708.4@2013", "A split card was one card."),
    ("708.5@2013", "A characteristic asked of a split card off the stack, or of a fused spell, got two answers; a fused spell's converted mana cost got one."),
    ("708.6@2013", "A comparison about a split card off the stack, or a fused spell, got one answer: yes if either half would answer yes (708.6a); a negative comparison was the complement (708.6b)."),
    ("708.7@2013", "Naming a split card meant naming one of its two names, not both."),
    ("702.101a@2013", "Fuse worked only while the card was in its caster's own hand: cast from there, both halves could be cast as one fused split spell."),
    ("702.101b@2013", "Fuse (Dragon's Maze numbering): a fused split spell had two sets of characteristics and one converted mana cost."),
    ("702.101c@2013", "A fused split spell's total cost included both halves' mana costs."),
    ("702.101d@2013", "A fused split spell resolved left half first, then right half."),
    // The Amonkhet rules as numbered when they began (April 2017): today's model, with split
    // cards at 708 (709 from July 2021), fuse at 702.101 and aftermath at 702.126 (702.102
    // and 702.127 from April 2021), and "converted mana cost" (mana value from April 2021).
    ("708.1@2017", "A split card had two halves on one card."),
    ("708.2@2017", "A split card was one card: counting, drawing or discarding it counted one."),
    ("708.3@2017", "To cast a split card, the player chose a half before putting it on the stack."),
    ("708.3a@2017", "Only the chosen half was checked to see whether it could be cast."),
    ("708.3b@2017", "On the stack only the chosen half's characteristics existed, its converted mana cost included."),
    ("708.4@2017", "In every zone but the stack, a split card's characteristics were its halves combined (a change from the earlier rules)."),
    ("708.4a@2017", "A split card had each half's name; naming it meant naming one of them, never both."),
    ("708.4b@2017", "Its mana cost was the combined cost; its colors and converted mana cost came from that."),
    ("708.4c@2017", "It had every card type of either half and every ability of both text boxes."),
    ("708.4d@2017", "A fused split spell on the stack also had the combined characteristics."),
    ("702.101a@2017", "Fuse worked only while the card was in its caster's own hand; then both halves could be cast as one spell."),
    ("702.101b@2017", "A fused split spell had the combined characteristics of its halves, one converted mana cost."),
    ("702.101c@2017", "A fused split spell's total cost included both halves' mana costs."),
    ("702.101d@2017", "A fused split spell resolved left half first, then right half."),
    ("702.126a@2017", "Aftermath: the half could be cast only from a graveyard, and was exiled whenever it left the stack after being cast from one."),
];

/// Today's split-card rules as they were numbered when the Amonkhet rules began (April
/// 2017): the substance is today's, the numbers are then's. The half being cast (601.3e)
/// was 708.3a's substance then. Today's rules not listed here whose substance those rules
/// held elsewhere (the combined mana value 202.3d, in 708.4b and 708.3b; flashback's 702.1b
/// and cascade's 702.85a on split cards) are dropped: the rules listed beside them cite it.
const NUMBERED_2017: &[(&str, &str)] = &[
    ("709.1", "708.1@2017"),
    ("709.2", "708.2@2017"),
    ("709.3", "708.3@2017"),
    ("709.3a", "708.3a@2017"),
    ("601.3e", "708.3a@2017"),
    ("709.3b", "708.3b@2017"),
    ("709.4", "708.4@2017"),
    ("709.4a", "708.4a@2017"),
    ("709.4b", "708.4b@2017"),
    ("709.4c", "708.4c@2017"),
    ("709.4d", "708.4d@2017"),
    ("201.4b", "708.4a@2017"),
    ("702.102a", "702.101a@2017"),
    ("702.102b", "702.101b@2017"),
    ("702.102c", "702.101c@2017"),
    ("702.102d", "702.101d@2017"),
    ("702.127a", "702.126a@2017"),
];

/// Today's fuse rules as the 2013 rules numbered them (702.101, from the Magic 2014 rules of
/// July 2013 — which made indestructible a keyword, 702.12 — to April 2021; the Dragon's Maze
/// FAQ quotes them as 702.100, see `data/SOURCES.md`). 702.102b's substance differed then
/// (two sets of characteristics, one converted mana cost): a fused spell under the 2013 rules
/// is what 702.101b of that era says.
const NUMBERED_2013: &[(&str, &str)] = &[
    ("702.102a", "702.101a@2013"),
    ("702.102b", "702.101b@2013"),
    ("702.102c", "702.101c@2013"),
    ("702.102d", "702.101d@2013"),
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
/// 2017 rules (today's model, then's numbers) only what an answer falls back on when every
/// rule it had is one [`cite`] drops.
pub fn rules(era: Era, topic: Topic) -> &'static [&'static str] {
    match (era, topic) {
        (Era::Current | Era::Y2021, _) => &[],
        (Era::Y2017, Topic::OneCard) => &["708.2@2017"],
        (Era::Y2017, Topic::Naming) => &["708.4a@2017"],
        (Era::Y2017, Topic::Fused) => &["702.101b@2017", "708.4d@2017"],
        (Era::Y2017, Topic::FuseFromHand) => &["702.101a@2017"],
        (Era::Y2017, Topic::CastHalf) => &["708.3a@2017"],
        (Era::Y2017, _) => &["708.4@2017"],
        (Era::Y2013, Topic::OffStack) => &["708.2@2013"],
        (Era::Y2013, Topic::Value) => &["708.2@2013", "708.5@2013"],
        // The 2013 rules mirrored 505 (505.2 → 708.2 … 505.6 → 708.6): comparisons were 708.6.
        (Era::Y2013, Topic::Comparison) => &["708.2@2013", "708.6@2013"],
        (Era::Y2013, Topic::Color) => &["708.3@2013"],
        (Era::Y2013, Topic::OneCard) => &["708.4@2013"],
        (Era::Y2013, Topic::Fused) => &["708.2@2013", "702.101b@2013"],
        (Era::Y2013, Topic::Naming) => &["708.7@2013"],
        (Era::Y2013, Topic::FuseFromHand) => &["702.101a@2013", "708.2b@2013"],
        (Era::Y2013, Topic::CastHalf) => &["708.2a@2013"],
        (Era::Y2006, Topic::OffStack | Topic::CastHalf) => &["505.2@2006"],
        (Era::Y2006, Topic::Value) => &["505.2@2006", "505.5@2006"],
        (Era::Y2006, Topic::Comparison) => &["505.6@2006"],
        (Era::Y2006, Topic::Color) => &["505.3@2006"],
        (Era::Y2006, Topic::OneCard) => &["505.4@2006"],
        (Era::Y2006, Topic::Naming) => &["name-a-card@2006"],
        (Era::Y2000, Topic::OffStack | Topic::CastHalf) => &["505.2@2000"],
        (Era::Y2000, Topic::Value) => &["505.5@2000"],
        (Era::Y2000, Topic::Comparison) => &["505.6@2000"],
        (Era::Y2000, Topic::Color) => &["505.3@2000"],
        (Era::Y2000, Topic::OneCard) => &["505.4@2000"],
        (Era::Y2000, Topic::Naming) => &["name-a-card@2000"],
        (Era::Y2006 | Era::Y2000, Topic::Fused | Topic::FuseFromHand) => &[],
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
    matches!(era, Era::Y2006 | Era::Y2013)
}

/// Whether an answer under `era` may still cite today's `rule`. Today's split-card rules
/// (709, the combined mana value 202.3d, naming one half 201.4b, the half being cast 601.3e,
/// flashback's 702.1b and cascade's 702.85a on split cards, fuse 702.102, aftermath 702.127)
/// describe the modern model; an older era's answer cites that era's rules instead
/// ([`rules`]) — the 2017 era's, the same model as numbered then (`"708.4b@2017"`). General rules whose substance held then (copying a spell 707.10, the total
/// cost 601.2f, multicolored 105.2b …) stay: no older text of them is in the engine.
pub fn still_cited(rule: &str, era: Era) -> bool {
    if era >= Era::Y2021 {
        return true;
    }
    let split_card_rule = rule.starts_with("709.")
        || rule.starts_with("702.102")
        || matches!(
            rule,
            "202.3d" | "201.4b" | "601.3e" | "702.1b" | "702.85a" | "702.127a"
        );
    !split_card_rule
}

/// Whether `rule` is today's rule for a mechanic that did not exist yet under `era`: fuse
/// (702.102) before Dragon's Maze, aftermath (702.127a) before Amonkhet, Rooms and their
/// doors (709.5, 116.2m, 205.3h) before Duskmourn. No rule of that era covers them, so a
/// refusal saying "it didn't exist yet" cites today's rule for what the mechanic is; an
/// answer never does (an older era's answers cite only [`still_cited`] rules).
pub fn postdates(rule: &str, era: Era) -> bool {
    let rule = crate::rules::today(rule);
    (rule.starts_with("702.102") && !era.has_fuse())
        || (rule == "702.127a" && !era.has_aftermath())
        || ((rule.starts_with("709.5") || matches!(rule, "116.2m" | "205.3h")) && !era.has_rooms())
}

/// `rules` as an answer (or a refusal) under `era` may cite them: today's split-card rules
/// (see [`still_cited`]) give way to that era's rules for `topic`; other rules stay, and so
/// do today's rules for a mechanic that came later ([`postdates`]). Unchanged under today's
/// eras. Never today's rule for what that era's rules covered: when nothing else is left,
/// the era's rule for a split card off the stack.
pub fn cite(rules: &[&'static str], era: Era, topic: Topic) -> Vec<&'static str> {
    match era {
        Era::Current => return rules.to_vec(),
        // Today's numbers; only Rooms came later.
        Era::Y2021 => return rules.iter().map(|r| marked_today(r, era)).collect(),
        Era::Y2017 => return renumber_2017(rules, topic),
        _ => {}
    }
    // The fuse rules under the 2013 rules: as that era numbered them.
    let renumbered = |r: &'static str| match era {
        Era::Y2013 => NUMBERED_2013
            .iter()
            .find(|(today, _)| *today == r)
            .map_or(r, |(_, then)| *then),
        _ => r,
    };
    let rules: Vec<&'static str> = rules.iter().map(|r| renumbered(r)).collect();
    let rules = &rules[..];
    let mut out: Vec<&'static str> = rules
        .iter()
        .copied()
        .filter(|r| still_cited(r, era) || postdates(r, era))
        .map(|r| marked_today(r, era))
        .collect();
    // A mechanic that came later: today's rule for what it is, marked as today's, beside the
    // era's own split-card rule.
    let later = rules.iter().any(|r| postdates(r, era));
    if later || out.len() < rules.len() {
        for r in self::rules(era, topic) {
            if !out.contains(r) {
                out.push(r);
            }
        }
    }
    if out.is_empty() {
        out = self::rules(era, Topic::OffStack).to_vec();
    }
    out
}

/// Under the 2017 rules: each of today's split-card rules as numbered then
/// ([`NUMBERED_2017`]), the ones whose substance the others hold dropped, other rules (and
/// today's Rooms, which came later) as they are; `topic`'s rule if nothing is left.
fn renumber_2017(rules: &[&'static str], topic: Topic) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::with_capacity(rules.len());
    for r in rules {
        let then = match NUMBERED_2017.iter().find(|(today, _)| today == r) {
            Some((_, then)) => Some(*then),
            None if postdates(r, Era::Y2017) => Some(marked_today(r, Era::Y2017)),
            None if still_cited(r, Era::Y2017) => Some(*r),
            None => None,
        };
        if let Some(then) = then {
            if !out.contains(&then) {
                out.push(then);
            }
        }
    }
    if out.is_empty() {
        out = self::rules(Era::Y2017, topic).to_vec();
    }
    out
}

/// Today's `rule` for a mechanic that came after `era` ([`postdates`]), written as today's
/// (`"702.102a@current"`, shown "702.102a (today's rules)"): the number meant something
/// else, or nothing, under that era's rules. Any other rule as it is.
fn marked_today(rule: &'static str, era: Era) -> &'static str {
    if !postdates(rule, era) {
        return rule;
    }
    match rule {
        "702.102a" => "702.102a@current",
        "702.102b" => "702.102b@current",
        "702.102c" => "702.102c@current",
        "702.102d" => "702.102d@current",
        "702.127a" => "702.127a@current",
        "709.5" => "709.5@current",
        "709.5a" => "709.5a@current",
        "709.5b" => "709.5b@current",
        "709.5c" => "709.5c@current",
        "709.5d" => "709.5d@current",
        "709.5e" => "709.5e@current",
        "709.5f" => "709.5f@current",
        "709.5h" => "709.5h@current",
        "116.2m" => "116.2m@current",
        "205.3h" => "205.3h@current",
        other => other,
    }
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
pub(crate) fn cite_in_place(rules: &mut crate::characteristics::Rules, era: Era, topic: Topic) {
    if era >= Era::Y2021 || rules.iter().all(|r| still_cited(r, era)) {
        return;
    }
    *rules = std::borrow::Cow::Owned(cite(rules, era, topic));
}
