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

/// Every older rule the engine cites, with its substance in our words.
pub const ERA_RULES: &[(&str, &str)] = &[
    ("505.2@2000", "Off the stack a split card had two sets of characteristics; on the stack only the half being played existed."),
    ("505.3@2000", "A split card whose halves had different colored symbols was multicolored, except as a spell."),
    ("505.4@2000", "A split card was one card."),
    ("505.5@2000", "A characteristic asked of a split card off the stack got the halves' values combined (Assault // Battery: 1 + 4 = 5)."),
    ("505.6@2000", "A yes/no question about a split card off the stack was yes if either half matched."),
    ("name-a-card@2000", "Glossary, \"Name a card\": naming a split card meant naming all its names."),
    ("505.2@2006", "Off the stack a split card had two sets of characteristics and two converted mana costs; on the stack only the half being played."),
    ("505.3@2006", "A split card with differently colored halves was multicolored off the stack."),
    ("505.4@2006", "A split card was one card."),
    ("505.5@2006", "A characteristic asked of a split card off the stack got two answers, one per half (Infernal Genesis: \"1, and 4\" — five tokens)."),
    ("505.6@2006", "A comparison was yes if either half matched, each characteristic compared separately; a negative comparison was the complement."),
    ("name-a-card@2006", "Glossary, \"Name a card\": you had to name all of a split card's names."),
    ("708.2@2013", "Off the stack two sets of characteristics and two converted mana costs; a spell had only the cast half's; a fused spell two sets and ONE converted mana cost."),
    ("708.2a@2013", "Casting a split card without fuse, the player chose the half; only that half was evaluated."),
    ("708.2b@2013", "Cast from hand with fuse, both halves could be cast as one spell; both were evaluated."),
    ("708.3@2013", "Off the stack a split card with differently colored halves was multicolored; a spell only the cast half's colors."),
    ("708.4@2013", "A split card was one card."),
    ("708.5@2013", "A characteristic asked of a split card off the stack, or of a fused spell, got two answers; a fused spell's converted mana cost got one."),
    ("708.7@2013", "Naming a split card meant naming one of its two names, not both."),
    ("702.100b@2013", "Fuse (Dragon's Maze numbering): a fused split spell had two sets of characteristics and one converted mana cost."),
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
}

/// The older rules behind `topic` in `era`; empty for today's eras (they cite 709 etc.).
pub fn rules(era: Era, topic: Topic) -> &'static [&'static str] {
    match (era, topic) {
        (Era::Current | Era::Y2017, _) => &[],
        (Era::Y2013, Topic::OffStack) => &["708.2@2013"],
        (Era::Y2013, Topic::Value | Topic::Comparison) => &["708.2@2013", "708.5@2013"],
        (Era::Y2013, Topic::Color) => &["708.3@2013"],
        (Era::Y2013, Topic::OneCard) => &["708.4@2013"],
        (Era::Y2013, Topic::Fused) => &["708.2@2013", "702.100b@2013"],
        (Era::Y2013, Topic::Naming) => &["708.7@2013"],
        (Era::Y2006, Topic::OffStack) => &["505.2@2006"],
        (Era::Y2006, Topic::Value) => &["505.2@2006", "505.5@2006"],
        (Era::Y2006, Topic::Comparison) => &["505.6@2006"],
        (Era::Y2006, Topic::Color) => &["505.3@2006"],
        (Era::Y2006, Topic::OneCard) => &["505.4@2006"],
        (Era::Y2006, Topic::Naming) => &["name-a-card@2006"],
        (Era::Y2000, Topic::OffStack) => &["505.2@2000"],
        (Era::Y2000, Topic::Value) => &["505.5@2000"],
        (Era::Y2000, Topic::Comparison) => &["505.6@2000"],
        (Era::Y2000, Topic::Color) => &["505.3@2000"],
        (Era::Y2000, Topic::OneCard) => &["505.4@2000"],
        (Era::Y2000, Topic::Naming) => &["name-a-card@2000"],
        (Era::Y2006 | Era::Y2000, Topic::Fused) => &[],
    }
}

/// Before Planar Chaos (2007) nothing said how a comparison of several characteristics
/// worked; from then on each characteristic was compared on its own (Sunforger found
/// Research // Development: red from one half, mana value 4 or less from the other).
pub fn compares_each_characteristic_separately(era: Era) -> bool {
    matches!(era, Era::Y2006 | Era::Y2013)
}
