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
fn cr_709_4b_the_sum_and_the_combined_cost_are_said_half_by_half() {
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(
        s.mana_value.why(),
        "Off the stack the mana value is the sum of its halves' mana values: 4 = 2 (Fire) + 2 (Ice)."
    );
    assert_eq!(
        s.mana_cost.why(),
        "Off the stack the mana cost is the halves' costs combined: {1}{R} + {1}{U}."
    );
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

#[test]
fn cr_709_4c_a_halfs_supertype_is_the_whole_cards_off_the_stack_and_only_its_half_on_it() {
    // A custom card with a legendary half (Kamahl's Druidic Vow is a legendary sorcery):
    // off the stack the card has every half's supertypes (709.4c); on the stack only the
    // cast half's (709.3b).
    let c = custom(
        r#"{"object":"card","name":"Vow // Oath","layout":"split","card_faces":[
        {"name":"Vow","mana_cost":"{X}{G}{G}","type_line":"Legendary Sorcery","oracle_text":"Look at the top X cards of your library."},
        {"name":"Oath","mana_cost":"{1}{W}","type_line":"Instant","oracle_text":"You gain 3 life."}]}"#,
    );
    let names = |s: &splitcard_engine::CharacteristicSet| -> Vec<&'static str> {
        s.supertypes().iter().map(|t| t.name()).collect()
    };
    assert_eq!(names(&off(&c, Zone::Hand)), ["Legendary"]);
    assert_eq!(names(&spell(&c, "left", "hand")), ["Legendary"]);
    assert!(names(&spell(&c, "right", "hand")).is_empty());
}
