//! The Comprehensive Rules the engine cites: numbers, one-line summaries in our own words,
//! and the one place that turns a number into a link.

/// Every rule the engine may cite, with a one-line summary (our words, after RULES.md).
pub const RULES: &[(&str, &str)] = &[
    ("105.4", "An object with two or more colors is multicolored."),
    ("107.3", "{X} stands for a number chosen by the player."),
    ("116.2m", "Unlocking a Room's door is a special action."),
    ("201.4b", "Naming a card means naming one half of a split card, never both."),
    ("202.1", "A card's mana cost is printed in its upper right corner."),
    ("202.2", "An object's colors come from the mana symbols in its cost."),
    ("202.3", "Mana value is the total amount of mana in a cost, regardless of color."),
    ("202.3a", "An object with no mana cost has mana value 0."),
    ("202.3d", "A split card off the stack, or a fused spell, has the combined mana value; a cast half has its own."),
    ("202.3e", "{X} counts as 0 except on the stack, where it is the chosen number."),
    ("205.2a", "The card types: artifact, battle, creature, enchantment, instant, land, sorcery …"),
    ("304.4", "An instant card can't enter the battlefield; it stays where it is."),
    ("307.4", "A sorcery card can't enter the battlefield; it stays where it is."),
    ("601.2a", "To cast a spell, the player moves the card to the stack."),
    ("601.2f", "The total cost is the mana cost (or an alternative cost) plus additional costs and cost changes."),
    ("601.3", "A player can cast a spell only if a rule or effect allows casting it from its zone; normally that is the hand."),
    ("601.3e", "Effects that test what is being cast look at the half being cast, or at the fused spell."),
    ("608.2n", "An instant or sorcery spell goes to its owner's graveyard as it finishes resolving."),
    ("608.3", "A permanent spell that resolves enters the battlefield."),
    ("702.1b", "A granted ability such as flashback uses the mana cost of the half being cast."),
    ("702.85a", "Cascade stops on a card by its combined mana value and casts the half by the half's."),
    ("702.102a", "Fuse works only while the card is in its caster's own hand; then both halves may be cast as one spell."),
    ("702.102b", "A fused split spell has the combined characteristics of its halves."),
    ("702.102c", "A fused split spell's total cost includes both halves' mana costs."),
    ("702.102d", "A fused split spell resolves left half first, then right half."),
    ("702.127a", "Aftermath: the half may be cast only from a graveyard, and is exiled whenever it leaves the stack after being cast from one."),
    ("707.10", "A copy of a spell copies the half that was cast; a copy of a fused spell is fused."),
    ("709.1", "A split card has two halves on one card (Un- and playtest cards stretch this to more)."),
    ("709.2", "A split card is one card: counting, drawing or discarding it counts one."),
    ("709.3", "To cast a split card, the player picks a half before putting it on the stack."),
    ("709.3a", "Only the chosen half is checked to see whether it can be cast."),
    ("709.3b", "On the stack only the chosen half's characteristics exist."),
    ("709.3c", "A copy of a split card keeps both halves; casting the copy chooses a half again."),
    ("709.4", "In every zone but the stack, a split card's characteristics are its halves combined."),
    ("709.4a", "A split card has each half's name; naming it means naming one of them."),
    ("709.4b", "Its mana cost is the combined cost; individual symbols are still each half's."),
    ("709.4c", "It has every card type of either half and every ability of both text boxes."),
    ("709.4d", "A fused split spell on the stack also has the combined characteristics."),
    ("709.5", "Rooms: on the battlefield a locked door has no name, mana cost or rules text."),
    ("709.5a", "A Room's halves share the type line Enchantment — Room."),
    ("709.5b", "Each half of a Room exists for copying, even on the stack."),
    ("709.5c", "A door is unlocked only while it has its unlocked designation."),
    ("709.5d", "A Room enters with the cast door unlocked; entering without being cast, both are locked."),
    ("709.5e", "Unlocking a door: pay its mana cost as a special action at sorcery speed."),
    ("709.5f", "An effect may unlock a door."),
    ("709.5g", "An effect may lock a door."),
    ("709.5h", "\"When you unlock this door\" triggers whenever that door becomes unlocked."),
    ("709.5i", "\"Fully unlock\" triggers when the second door becomes unlocked."),
    ("709.5j", "A door is a half of a Room permanent."),
    ("903.4", "A card's color identity is the colors of the mana symbols in its costs and rules text."),
];

/// The summary of a rule, if the engine knows it (today's rules, and older ones written
/// `"708.5@2013"`, see [`crate::era_rules`]).
pub fn summary(rule: &str) -> Option<&'static str> {
    RULES
        .iter()
        .chain(crate::era_rules::ERA_RULES)
        .find(|(r, _)| *r == rule)
        .map(|(_, s)| *s)
}

/// How a rule is shown: "709.4b", or "708.5 (2013 rules)" for an older rule.
pub fn display(rule: &str) -> String {
    match rule.split_once('@') {
        Some(("name-a-card", era)) => format!("Glossary: Name a card ({era} rules)"),
        Some((number, era)) => format!("{number} ({era} rules)"),
        None => rule.to_string(),
    }
}

/// The link to a rule of today's Comprehensive Rules; `None` for an older rule (the
/// hyperlinked CR is today's, where the number may mean something else).
pub fn link(rule: &str) -> Option<String> {
    if rule.contains('@') {
        None
    } else {
        Some(url(rule))
    }
}

/// The hyperlinked Comprehensive Rules page the app links to.
pub const CR_URL: &str = "https://yawgatog.com/resources/magic-rules/";

/// The anchor of a rule: the number without dots, after "R" (709.3a → "R7093a").
pub fn anchor(rule: &str) -> String {
    let digits: String = rule.chars().filter(|c| *c != '.').collect();
    format!("R{digits}")
}

/// The link to a rule: the one place that builds it.
pub fn url(rule: &str) -> String {
    format!("{CR_URL}#{}", anchor(rule))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_drop_the_dots() {
        assert_eq!(anchor("709.3a"), "R7093a");
        assert_eq!(url("702.102c"), format!("{CR_URL}#R702102c"));
    }

    #[test]
    fn older_rules_have_no_link_and_say_their_era() {
        assert_eq!(link("708.5@2013"), None);
        assert_eq!(display("708.5@2013"), "708.5 (2013 rules)");
        assert!(summary("505.5@2006").is_some());
        assert_eq!(link("709.4b"), Some(url("709.4b")));
    }

    #[test]
    fn summaries_are_unique_and_present() {
        let mut seen = std::collections::HashSet::new();
        for (rule, text) in RULES {
            assert!(seen.insert(*rule), "{rule} twice");
            assert!(!text.is_empty());
        }
    }
}
