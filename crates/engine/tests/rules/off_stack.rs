//! 709.4: off the stack a split card is its halves combined; naming one means one half (201.4b).

use crate::common::*;
use splitcard_engine::Zone;

#[test]
fn cr_709_4_off_the_stack_the_halves_are_combined() {
    let c = card("Fire // Ice");
    for zone in [
        Zone::Library,
        Zone::Hand,
        Zone::Graveyard,
        Zone::Exile,
        Zone::Outside,
    ] {
        let s = off(c, zone);
        assert_eq!(s.names.value, ["Fire", "Ice"], "{zone}");
        assert_eq!(s.mana_value.value, 4, "{zone}");
        assert_eq!(colors(&s), "UR", "{zone}");
    }
}

#[test]
fn cr_709_4a_it_has_both_names_and_has_either() {
    let s = off(card("Fire // Ice"), Zone::Hand);
    assert!(s.has_name("Fire"));
    assert!(s.has_name("ice"));
    // The joined name is not a name of the card.
    assert!(!s.has_name("Fire // Ice"));
}

#[test]
fn cr_709_4b_combined_cost_and_individual_symbols() {
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(cost(&s), "{2}{U}{R}");
    let symbols: Vec<String> = s
        .mana_symbols
        .value
        .iter()
        .map(ToString::to_string)
        .collect();
    // Two {1}s, one from each half.
    assert_eq!(symbols, ["{1}", "{R}", "{1}", "{U}"]);
    assert!(s.mana_cost.rules.contains(&"709.4b"));
}

#[test]
fn cr_709_4c_every_type_and_every_ability() {
    let s = off(card("Destined // Lead"), Zone::Graveyard);
    assert_eq!(types(&s), ["Instant", "Sorcery"]);
    assert_eq!(s.rules_text.value.len(), 2);
}

#[test]
fn cr_201_4b_a_name_is_one_half_never_both() {
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert!(fire.has_name("Fire"));
    assert!(!fire.has_name("Ice"));
    assert!(!off(card("Fire // Ice"), Zone::Hand).has_name("Fire // Ice"));
}
