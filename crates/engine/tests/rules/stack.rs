//! 709.3: casting a split card — one half chosen, only it checked, only it on the stack.

use crate::common::*;
use splitcard_engine::Zone;

#[test]
fn cr_709_3_casting_chooses_a_half() {
    let c = card("Fire // Ice");
    assert_eq!(spell(c, "left", "hand").names.value, ["Fire"]);
    assert_eq!(spell(c, "right", "hand").names.value, ["Ice"]);
    // Choosing by face name works too.
    assert_eq!(spell(c, "Ice", "hand").names.value, ["Ice"]);
}

#[test]
fn cr_709_3a_only_the_chosen_half_is_checked() {
    // An effect lets you cast a sorcery with mana value 2 or less: Assault (1) qualifies,
    // Battery (4) doesn't — each half is checked on its own.
    let c = card("Assault // Battery");
    assert_eq!(spell(c, "left", "graveyard").mana_value.value, 1);
    assert_eq!(spell(c, "right", "graveyard").mana_value.value, 4);
    let r = cast(c, "left", "hand");
    assert!(r.verdict.rules.contains(&"709.3a"));
}

#[test]
fn cr_709_3b_on_the_stack_only_the_cast_half_exists() {
    let c = card("Fire // Ice");
    let fire = spell(c, "left", "hand");
    assert_eq!(fire.names.value, ["Fire"]);
    assert_eq!(cost(&fire), "{1}{R}");
    assert_eq!(fire.mana_value.value, 2);
    assert_eq!(colors(&fire), "R");
    assert_eq!(fire.rules_text.value.len(), 1);
    assert!(fire.names.rules.contains(&"709.3b"));
}

#[test]
fn cr_709_3b_a_cast_halfs_mana_symbols_are_its_own() {
    // Only one half exists on the stack: its symbols are cited to 709.3b, not to 709.4b
    // (which is about each half's symbols when every half is there).
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(fire.mana_symbols.value.len(), 2);
    assert_eq!(fire.mana_symbols.rules.as_ref(), ["709.3b"]);
    assert!(
        fire.mana_symbols.why().contains("Fire"),
        "{}",
        fire.mana_symbols.why()
    );
    // Off the stack, both halves' own symbols: 709.4b.
    let whole = off(card("Fire // Ice"), Zone::Hand);
    assert_eq!(whole.mana_symbols.value.len(), 4);
    assert_eq!(whole.mana_symbols.rules.as_ref(), ["709.4b"]);
}

#[test]
fn cr_709_3c_a_copy_of_the_card_keeps_both_halves() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    // Isochron Scepter copies a CARD, not a spell: the engine's answer says the copy can be
    // cast as either half, and cites 709.3c (and 707.10, the copy of a spell, for contrast).
    let scepter = match probes::find("isochron-scepter") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    let ask = |name: &str| match probes::probe(card(name), scepter, &ProbeInput::default()) {
        Ok(a) => a,
        Err(e) => panic!("{name}: {e}"),
    };
    let a = ask("Wax // Wane");
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(a.rules.contains(&"709.3c"), "{:?}", a.rules);
    assert!(a.rules.contains(&"707.10"), "{:?}", a.rules);
    assert!(
        a.explanation.contains("can be cast as Wax or Wane"),
        "{}",
        a.explanation
    );
    for lang in [Lang::Fr, Lang::De] {
        let text = a.msg.render(lang);
        assert!(text.contains("Wax") && text.contains("Wane"), "{text}");
        assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
    }
    // A card the Scepter can't imprint gets no copy, and no 709.3c.
    let fire = ask("Fire // Ice");
    assert_eq!(fire.answer, AnswerValue::Bool(false));
    assert!(!fire.rules.contains(&"709.3c"), "{:?}", fire.rules);
    // The copy itself: both halves off the stack; each half castable from exile.
    let c = card("Wax // Wane");
    assert_eq!(spell(c, "left", "exile").names.value, ["Wax"]);
    assert_eq!(spell(c, "right", "exile").names.value, ["Wane"]);
}
