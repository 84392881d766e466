//! Every rules example of the four rulings pages the inspector was first built to answer,
//! as named tests (`seed_<card>_…`). The effect cards they use (Dark Confidant, Sunforger …)
//! are read here as the question they ask of the card — a mana value, a color, a type, a
//! name — answered by the engine; the effect probes (`tests/probes.rs`) ask the same
//! questions by name.
//!
//! The four pages: an article on Fire // Ice and fuse (written for Dragon's Maze, updated in
//! 2021); MTG Wiki's "Fuse" page; the official rulings of Driven // Despair (a French page,
//! with the aftermath rulings of Destined // Lead); and the official rulings of
//! Repudiate // Replicate (a German page, titled with its German name,
//! Refüsieren // Replizieren).

mod common;

use common::*;
use splitcard_engine::{CardType, Destination, Era, Permission, Zone};

fn is_instant_card(s: &splitcard_engine::CharacteristicSet) -> bool {
    s.types().contains(&CardType::Instant)
}

// ---- The Fire // Ice article ------------------------------------------------------------

#[test]
fn seed_fire_ice_magnivore_counts_assault_battery_once() {
    // Magnivore counts sorcery cards: Assault // Battery in the graveyard is one sorcery
    // card (one object, one set), so +1/+1 not +2/+2.
    let c = chars_in(card("Assault // Battery"), Zone::Graveyard, Era::Current);
    let c = c.map_err(|e| e.to_string());
    assert_eq!(c.as_ref().map(|c| c.sets.len()), Ok(1));
    assert!(c
        .map(|c| c.primary().types().contains(&CardType::Sorcery))
        .unwrap_or(false));
}

#[test]
fn seed_fire_ice_blightning_discarding_fire_ice_is_one_card() {
    // Blightning makes you discard two cards: Fire // Ice is one of them, not both.
    let hand = chars_in(card("Fire // Ice"), Zone::Hand, Era::Current);
    assert_eq!(hand.map(|c| c.sets.len()), Ok(1));
}

#[test]
fn seed_fire_ice_nightshade_assassin_crime_punishment_reveals_one_card() {
    // Revealing Crime // Punishment reveals one card: -1/-1.
    let hand = chars_in(card("Crime // Punishment"), Zone::Hand, Era::Current);
    assert_eq!(hand.map(|c| c.sets.len()), Ok(1));
}

#[test]
fn seed_fire_ice_is_a_red_and_blue_instant_card() {
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(colors(&s), "UR");
    assert_eq!(types(&s), ["Instant"]);
}

#[test]
fn seed_fire_ice_snapcaster_flashback_pays_the_halfs_cost() {
    let c = card("Fire // Ice");
    for (half, paid) in [("Fire", "{1}{R}"), ("Ice", "{1}{U}")] {
        let r = cast(c, half, "graveyard");
        assert!(r.verdict.legal);
        assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
        let total = r.total_cost.and_then(|t| t.value).map(|t| t.to_string());
        assert_eq!(total.as_deref(), Some(paid), "{half}");
    }
}

#[test]
fn seed_fire_ice_force_of_will_can_exile_it_because_ice_is_blue() {
    let s = off(card("Fire // Ice"), Zone::Hand);
    assert!(s.colors.value.contains(splitcard_engine::Color::U));
}

#[test]
fn seed_fire_ice_glittering_wish_fetches_it_from_outside_the_game() {
    // Glittering Wish: a multicolored card from outside the game.
    let s = off(card("Fire // Ice"), Zone::Outside);
    assert!(s.colors.value.is_multicolored());
}

#[test]
fn seed_fire_ice_on_the_stack_only_the_cast_halfs_colors() {
    let c = card("Fire // Ice");
    assert_eq!(colors(&spell(c, "Fire", "hand")), "R");
    assert_eq!(colors(&spell(c, "Ice", "hand")), "U");
}

#[test]
fn seed_fire_ice_mana_cost_is_combined_and_mana_value_4() {
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(cost(&s), "{2}{U}{R}");
    assert_eq!(s.mana_value.value, 4);
}

#[test]
fn seed_fire_ice_dark_confidant_and_duskmantle_seer_lose_4() {
    // Revealed from the top of the library: life lost = the card's mana value.
    assert_eq!(off(card("Fire // Ice"), Zone::Library).mana_value.value, 4);
}

#[test]
fn seed_fire_ice_counterbalance_counters_mana_value_4_not_2() {
    let revealed = off(card("Fire // Ice"), Zone::Library).mana_value.value;
    assert_eq!(revealed, 4);
    assert_ne!(revealed, 2);
}

#[test]
fn seed_fire_ice_not_castable_by_a_mana_value_3_permission_nor_boom_bust() {
    // An effect that tests the CARD for mana value 3 or less (cascade from a four-drop,
    // Goblin Dark-Dwellers) looks at the card off the stack: Fire // Ice is 4, Boom // Bust 8 — neither half can be cast that way. (An
    // effect that tests the SPELL, such as Electrodominance, looks at the half: 601.3e.)
    assert!(off(card("Fire // Ice"), Zone::Exile).mana_value.value > 3);
    assert!(off(card("Boom // Bust"), Zone::Exile).mana_value.value > 3);
}

#[test]
fn seed_fire_ice_isochron_scepter_needs_mana_value_2_wax_wane() {
    // Imprint an instant card with mana value 2 or less from your hand.
    let fi = off(card("Fire // Ice"), Zone::Hand);
    assert!(is_instant_card(&fi) && fi.mana_value.value > 2);
    let ww = off(card("Wax // Wane"), Zone::Hand);
    assert!(is_instant_card(&ww) && ww.mana_value.value <= 2);
}

#[test]
fn seed_fire_ice_sunforger_accepts_fire_ice_failure_comply_not_hit_run_dusk_dawn() {
    // Sunforger: a red or white instant card with mana value 4 or less.
    let fits = |name: &str| {
        let s = off(card(name), Zone::Library);
        let c = s.colors.value;
        (c.contains(splitcard_engine::Color::R) || c.contains(splitcard_engine::Color::W))
            && is_instant_card(&s)
            && s.mana_value.value <= 4
    };
    assert!(fits("Fire // Ice"));
    assert!(fits("Failure // Comply"));
    assert!(!fits("Hit // Run"));
    assert!(!fits("Dusk // Dawn"));
}

#[test]
fn seed_fire_ice_aftermath_half_only_from_your_graveyard() {
    let c = card("Failure // Comply");
    assert!(!cast(c, "aftermath", "hand").verdict.legal);
    assert!(cast(c, "aftermath", "graveyard").verdict.legal);
}

#[test]
fn seed_fire_ice_fireminds_foresight_finds_failure_comply_and_wax_wane() {
    // Search for an instant card with mana value 3, one with 2, one with 1.
    let found = |name: &str| {
        let s = off(card(name), Zone::Library);
        is_instant_card(&s) && (1..=3).contains(&s.mana_value.value)
    };
    assert!(found("Failure // Comply"));
    assert!(found("Wax // Wane"));
    assert!(!found("Illusion // Reality"));
    assert!(!found("Fire // Ice"));
    assert!(!found("Hit // Run"));
    assert_eq!(off(card("Fire // Ice"), Zone::Library).mana_value.value, 4);
    assert_eq!(off(card("Hit // Run"), Zone::Library).mana_value.value, 8);
}

#[test]
fn seed_fire_ice_fire_on_the_stack_is_a_red_2_not_multicolored() {
    // Fire: {1}{R}, mana value 2, red — Error (counter target multicolored spell) can't.
    let fire = spell(card("Fire // Ice"), "Fire", "hand");
    assert_eq!(cost(&fire), "{1}{R}");
    assert_eq!(fire.mana_value.value, 2);
    assert!(!fire.colors.value.is_multicolored());
}

#[test]
fn seed_fire_ice_ice_on_the_stack_is_a_blue_2() {
    // Ice: {1}{U}, mana value 2, blue — it can target Enemy of the Guildpact (protection
    // from multicolored).
    let ice = spell(card("Fire // Ice"), "Ice", "hand");
    assert_eq!(cost(&ice), "{1}{U}");
    assert_eq!(ice.mana_value.value, 2);
    assert_eq!(colors(&ice), "U");
}

#[test]
fn seed_fire_ice_twincast_copies_only_the_half_on_the_stack() {
    let fire = spell(card("Fire // Ice"), "Fire", "hand");
    assert_eq!(fire.names.value, ["Fire"]);
    // Isochron Scepter copies the CARD: both halves remain castable from the copy.
    let c = card("Fire // Ice").clone();
    assert!(cast(&c, "Ice", "exile").verdict.legal);
}

#[test]
fn seed_fire_ice_meddling_mage_naming_fire_still_lets_you_cast_ice() {
    let c = card("Fire // Ice");
    assert!(spell(c, "Fire", "hand").has_name("Fire"));
    assert!(!spell(c, "Ice", "hand").has_name("Fire"));
}

#[test]
fn seed_fire_ice_meddling_mage_naming_alive_stops_the_fused_spell_not_well() {
    let c = card("Alive // Well");
    assert!(!spell(c, "right", "hand").has_name("Alive"));
    assert!(spell(c, "fused", "hand").has_name("Alive"));
}

#[test]
fn seed_fire_ice_fuse_casts_both_halves_from_hand_only() {
    let c = card("Alive // Well");
    let r = cast(c, "fused", "hand");
    assert!(r.verdict.legal);
    assert!(!cast(c, "fused", "graveyard").verdict.legal);
}

// ---- MTG Wiki, "Fuse" ------------------------------------------------------------------

#[test]
fn seed_fuse_from_any_other_zone_only_one_half() {
    let c = card("Breaking // Entering");
    for from in ["graveyard", "exile", "library"] {
        assert!(!cast(c, "fused", from).verdict.legal, "{from}");
        assert!(cast(c, "left", from).verdict.legal, "{from}");
        assert!(cast(c, "right", from).verdict.legal, "{from}");
    }
}

#[test]
fn seed_fuse_down_dirty_costs_5bg_and_is_mana_value_7() {
    let r = cast(card("Down // Dirty"), "fused", "hand");
    let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
    assert_eq!(total.as_deref(), Some("{5}{B}{G}"));
    assert_eq!(r.spell.map(|s| s.primary().mana_value.value), Some(7));
}

#[test]
fn seed_fuse_duskmantle_seer_revealing_down_dirty_loses_7() {
    assert_eq!(
        off(card("Down // Dirty"), Zone::Library).mana_value.value,
        7
    );
}

#[test]
fn seed_fuse_unfused_spell_has_only_that_halfs_characteristics() {
    let down = spell(card("Down // Dirty"), "left", "hand");
    assert_eq!(down.names.value, ["Down"]);
    assert_eq!(down.mana_value.value, 4);
}

#[test]
fn seed_fuse_monocolored_halves_fused_are_multicolored() {
    let c = card("Down // Dirty");
    assert_eq!(colors(&spell(c, "fused", "hand")), "BG");
    assert_eq!(colors(&spell(c, "left", "hand")), "B");
    assert_eq!(colors(&spell(c, "right", "hand")), "G");
    assert!(off(c, Zone::Library).colors.value.is_multicolored());
}

#[test]
fn seed_fuse_two_multicolored_halves_are_always_multicolored() {
    let c = card("Breaking // Entering");
    for m in ["left", "right", "fused"] {
        assert!(spell(c, m, "hand").colors.value.is_multicolored(), "{m}");
    }
    assert!(off(c, Zone::Graveyard).colors.value.is_multicolored());
}

#[test]
fn seed_fuse_naming_either_half_matches_the_card() {
    let s = off(card("Alive // Well"), Zone::Hand);
    assert!(s.has_name("Alive") && s.has_name("Well"));
}

#[test]
fn seed_fuse_without_paying_its_mana_cost_may_still_fuse() {
    let r = cast(card("Alive // Well"), "fused", "hand");
    assert!(r.verdict.legal);
    assert!(r.verdict.reason.contains("without paying"));
}

#[test]
fn seed_fuse_resolves_left_half_first() {
    let s = spell(card("Alive // Well"), "fused", "hand");
    let order: Vec<&str> = s.rules_text.value.iter().map(|t| t.face.as_ref()).collect();
    assert_eq!(order, ["Alive", "Well"]);
}

// ---- The Driven // Despair rulings (aftermath) ----------------------------------------

#[test]
fn seed_driven_despair_casting_from_graveyard_moves_it_to_the_stack() {
    // Once you start casting Despair from your graveyard it is on the stack: Crook of
    // Condemnation can't exile it from the graveyard any more. The spell exists on the
    // stack with only Despair's characteristics, and leaves to exile.
    let r = cast(card("Driven // Despair"), "aftermath", "graveyard");
    assert!(r.verdict.legal);
    assert_eq!(
        r.spell.map(|s| s.primary().names.value.clone()),
        Some(vec!["Despair".to_string()])
    );
    assert_eq!(r.leaves_stack_to.map(|d| d.value), Some(Destination::Exile));
}

#[test]
fn seed_destined_lead_is_green_black_instant_sorcery_mana_value_6() {
    let s = off(card("Destined // Lead"), Zone::Hand);
    assert_eq!(colors(&s), "BG");
    assert_eq!(types(&s), ["Instant", "Sorcery"]);
    assert_eq!(s.mana_value.value, 6);
    // "cast a card with mana value 2 from your hand" can't cast Destined: the card is 6.
    assert_ne!(s.mana_value.value, 2);
}

#[test]
fn seed_aftermath_another_effect_casting_from_graveyard_either_half() {
    let c = card("Destined // Lead");
    let left = cast(c, "left", "graveyard");
    assert!(left.verdict.legal);
    assert_eq!(left.verdict.permission, Some(Permission::NeedsEffect));
    assert_eq!(
        left.leaves_stack_to.map(|d| d.value),
        Some(Destination::Graveyard)
    );
    let lead = cast(c, "aftermath", "graveyard");
    assert_eq!(
        lead.leaves_stack_to.map(|d| d.value),
        Some(Destination::Exile)
    );
}

#[test]
fn seed_aftermath_each_split_card_has_two_names_choose_one() {
    let s = off(card("Destined // Lead"), Zone::Graveyard);
    assert_eq!(s.names.value, ["Destined", "Lead"]);
    assert!(!s.has_name("Destined // Lead"));
}

#[test]
fn seed_aftermath_after_casting_the_first_half_the_aftermath_half_is_castable() {
    // Destined resolves and goes to the graveyard; from there Lead may be cast.
    let c = card("Destined // Lead");
    let r = cast(c, "left", "hand");
    assert_eq!(
        r.leaves_stack_to.map(|d| d.value),
        Some(Destination::Graveyard)
    );
    assert!(cast(c, "aftermath", "graveyard").verdict.legal);
}

#[test]
fn seed_aftermath_cant_cast_green_spells_destined_yes_lead_no() {
    let c = card("Destined // Lead");
    assert!(!spell(c, "left", "hand")
        .colors
        .value
        .contains(splitcard_engine::Color::G));
    assert!(spell(c, "aftermath", "graveyard")
        .colors
        .value
        .contains(splitcard_engine::Color::G));
}

#[test]
fn seed_aftermath_always_exiled_when_cast_from_a_graveyard() {
    for name in [
        "Driven // Despair",
        "Refuse // Cooperate",
        "Failure // Comply",
    ] {
        let r = cast(card(name), "aftermath", "graveyard");
        assert_eq!(
            r.leaves_stack_to.map(|d| d.value),
            Some(Destination::Exile),
            "{name}"
        );
    }
}

#[test]
fn seed_aftermath_never_from_another_zone_even_with_an_effect() {
    let c = card("Driven // Despair");
    for from in ["hand", "library", "exile", "opponent-hand"] {
        let r = cast(c, "aftermath", from);
        assert!(!r.verdict.legal, "{from}");
    }
}

#[test]
fn seed_aftermath_destined_lead_counts_once() {
    let c = chars_in(card("Destined // Lead"), Zone::Graveyard, Era::Current);
    assert_eq!(c.map(|c| c.sets.len()), Ok(1));
}

// ---- The Repudiate // Replicate rulings (Refüsieren // Replizieren) ----------------------

#[test]
fn seed_repudiate_replicate_assault_battery_is_5_in_the_library_not_found_by_4_or_less() {
    let s = off(card("Assault // Battery"), Zone::Library);
    assert_eq!(s.mana_value.value, 5);
    assert!(s.mana_value.value > 4);
}

#[test]
fn seed_repudiate_replicate_two_names_choose_one() {
    let s = off(card("Repudiate // Replicate"), Zone::Hand);
    assert!(s.has_name("Repudiate") && s.has_name("Replicate"));
    assert!(!s.has_name("Repudiate // Replicate"));
}

#[test]
fn seed_repudiate_replicate_discarding_it_is_one_card_counted_once_as_a_sorcery() {
    let c = chars_in(card("Assault // Battery"), Zone::Graveyard, Era::Current);
    assert_eq!(c.map(|c| c.sets.len()), Ok(1));
}

#[test]
fn seed_repudiate_replicate_cast_a_sorcery_of_mana_value_2_from_graveyard_assault_not_battery() {
    let c = card("Assault // Battery");
    let assault = spell(c, "Assault", "graveyard");
    let battery = spell(c, "Battery", "graveyard");
    assert!(assault.types().contains(&CardType::Sorcery) && assault.mana_value.value <= 2);
    assert!(battery.mana_value.value > 2);
}

#[test]
fn seed_repudiate_replicate_a_copy_of_assault_is_assault() {
    let assault = spell(card("Assault // Battery"), "Assault", "hand");
    assert_eq!(assault.names.value, ["Assault"]);
}

#[test]
fn seed_repudiate_replicate_the_uncast_half_is_ignored_on_the_stack() {
    let repudiate = spell(card("Repudiate // Replicate"), "left", "hand");
    assert_eq!(repudiate.names.value, ["Repudiate"]);
    assert_eq!(repudiate.rules_text.value.len(), 1);
}

#[test]
fn seed_repudiate_replicate_no_way_to_cast_both_halves() {
    let r = cast(card("Repudiate // Replicate"), "fused", "hand");
    assert!(!r.verdict.legal);
}

#[test]
fn seed_repudiate_replicate_x_in_a_copied_cost_is_zero_off_the_stack() {
    // "If the copied creature has {X} in its mana cost, X is considered to be 0": off the
    // stack X is 0 — Crime // Punishment's {X}{B}{G} half adds 2.
    assert_eq!(
        off(card("Crime // Punishment"), Zone::Library)
            .mana_value
            .value,
        7
    );
}

#[test]
fn seed_repudiate_replicate_found_by_its_german_name() {
    // The seed page is titled with the German printed name.
    assert_eq!(
        card("Refüsieren // Replizieren").name,
        "Repudiate // Replicate"
    );
    assert_eq!(card("Replizieren").name, "Repudiate // Replicate");
}

#[test]
fn seed_dragons_maze_casting_one_half_cites_708_2a() {
    // The Fire // Ice article quotes 708.2a (Dragon's Maze): casting a split card without fuse, the player
    // chooses the half and only that half is evaluated. Under 2006 and 2000 the rule of its
    // time, 505.2, says a spell is only the half being played.
    let c = card("Fire // Ice");
    for (era, rule) in [
        (Era::Y2013, "708.2a@2013"),
        (Era::Y2006, "505.2@2006"),
        (Era::Y2000, "505.2@2000"),
        (Era::Y2017, "708.3a@2017"),
    ] {
        let report = cast_with(c, "left", "hand", None, era);
        assert!(report.verdict.legal, "{era:?}");
        assert!(
            report.verdict.rules.contains(&rule),
            "{era:?}: {:?}",
            report.verdict.rules
        );
    }
}
