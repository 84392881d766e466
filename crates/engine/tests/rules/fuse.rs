//! Fuse (702.102) and the fused spell, which has the combined characteristics (709.4d).

use crate::common::*;
use splitcard_engine::{Era, Zone};

#[test]
fn cr_709_4d_a_fused_spell_has_the_combined_characteristics() {
    let c = card("Down // Dirty");
    let fused = spell(c, "fused", "hand");
    let offstack = off(c, Zone::Hand);
    assert_eq!(fused.names.value, offstack.names.value);
    assert_eq!(fused.mana_value.value, offstack.mana_value.value);
    assert_eq!(fused.colors.value, offstack.colors.value);
    assert!(fused.names.rules.contains(&"709.4d"));
}

#[test]
fn cr_702_102a_fuse_only_from_your_own_hand() {
    let c = card("Alive // Well");
    assert!(cast(c, "fused", "hand").verdict.legal);
    for from in ["graveyard", "library", "exile", "opponent-hand"] {
        let r = cast(c, "fused", from);
        assert!(!r.verdict.legal, "{from}");
        assert_eq!(r.verdict.rules, ["702.102a"]);
        // Only one half can be cast from there (with an effect).
        assert!(cast(c, "left", from).verdict.legal, "{from}");
    }
    // No fuse on Fire // Ice, ever.
    assert!(!cast(card("Fire // Ice"), "fused", "hand").verdict.legal);
}

#[test]
fn cr_702_102b_a_fused_spell_has_one_total_mana_value() {
    let s = spell(card("Down // Dirty"), "fused", "hand");
    assert_eq!(s.mana_value.value, 7);
    assert_eq!(colors(&s), "BG");
}

#[test]
fn cr_702_102c_total_cost_includes_both_halves() {
    let r = cast(card("Down // Dirty"), "fused", "hand");
    let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
    assert_eq!(total.as_deref(), Some("{5}{B}{G}"));
}

#[test]
fn cr_202_3e_x_of_a_fused_spell_counts_on_the_stack() {
    let c = &custom(EPS_ZETA);
    let r = cast_with(c, "fused", "hand", Some(3), Era::Current);
    let s = r.spell.map(|s| s.primary().clone());
    // {X}{U} with X = 3 is 4, {1}{R} is 2.
    assert_eq!(s.as_ref().map(|s| s.mana_value.value), Some(6));
    assert!(s.is_some_and(|s| s.mana_value.rules.contains(&"202.3e")));
    let r = cast_with(c, "fused", "hand", None, Era::Current);
    assert_eq!(r.spell.map(|s| s.primary().mana_value.value), Some(3));
}

#[test]
fn cr_702_102d_fused_resolves_left_then_right() {
    let s = spell(card("Down // Dirty"), "fused", "hand");
    let order: Vec<&str> = s.rules_text.value.iter().map(|t| t.face.as_ref()).collect();
    assert_eq!(order, ["Down", "Dirty"]);
    assert!(s.rules_text.rules.contains(&"702.102d"));
}
