//! 709.1–709.2: a split card has its halves on one card, and is one card.

use crate::common::*;
use splitcard_engine::{characteristics, Era, Situation, Zone};

#[test]
fn cr_709_1_split_cards_have_two_halves_unofficial_more() {
    let fire_ice = card("Fire // Ice");
    assert_eq!(fire_ice.faces.len(), 2);
    assert!(!fire_ice.is_unofficial());
    let five = card("Who // What // When // Where // Why");
    assert_eq!(five.faces.len(), 5);
    assert!(five.is_unofficial());
    // Its explanations treat the halves as a list: never "both" of five.
    let mv = off(five, Zone::Hand).mana_value;
    for (lang, both) in [
        (splitcard_engine::messages::Lang::En, "both"),
        (splitcard_engine::messages::Lang::Fr, "deux"),
        (splitcard_engine::messages::Lang::De, "beide"),
    ] {
        let why = mv.why_in(lang);
        assert!(!why.contains(both), "{lang:?}: {why}");
        assert!(why.contains("(Why)"), "{lang:?}: {why}");
    }
}

#[test]
fn cr_709_2_a_split_card_is_one_card_with_one_set() {
    // Magnivore counts Assault // Battery once: it is one object with one set of
    // characteristics (a sorcery card), not two.
    let c = chars_in(card("Assault // Battery"), Zone::Graveyard, Era::Current);
    let c = c.map_err(|e| e.to_string());
    assert_eq!(c.as_ref().map(|c| c.sets.len()), Ok(1));
    assert_eq!(
        types(&off(card("Assault // Battery"), Zone::Graveyard)),
        ["Sorcery"]
    );
}

/// 709.1 stretched: "halves" are a list. A card of three or five parts is never explained as
/// if it had two — "the other half", "both" — in any language: its spell on the stack, a
/// fused spell of three halves, its cast and the effects that name what can be cast.
#[test]
fn cr_709_1_a_card_of_more_than_two_parts_is_never_explained_as_two() {
    use splitcard_engine::messages::{Lang, Msg};
    use splitcard_engine::probes::{self, ProbeInput};
    const TWO: [&str; 8] = [
        "other half",
        "both",
        "either half",
        "l'autre moitié",
        "les deux",
        "die andere Hälfte",
        "beide",
        "beider",
    ];
    let check = |m: &Msg, what: &str| {
        for lang in Lang::ALL {
            let text = m.render(lang);
            for w in TWO {
                assert!(!text.contains(w), "{what} {lang:?}: {w:?} in {text}");
            }
        }
    };
    let set_msgs = |s: &splitcard_engine::CharacteristicSet| {
        [
            s.names.msg.clone(),
            s.mana_cost.msg.clone(),
            s.mana_value.msg.clone(),
            s.colors.msg.clone(),
            s.type_line.msg.clone(),
            s.rules_text.msg.clone(),
        ]
    };
    let who = card("Who // What // When // Where // Why");
    for m in ["Who", "What", "Why"] {
        for msg in set_msgs(&spell(who, m, "hand")) {
            check(&msg, m);
        }
    }
    let tri = custom(
        r#"{"object":"card","name":"Ax // Bx // Cx","layout":"split","card_faces":[
        {"name":"Ax","mana_cost":"{R}","type_line":"Instant","oracle_text":"Ax deals 1 damage to any target."},
        {"name":"Bx","mana_cost":"{U}","type_line":"Instant","oracle_text":"Draw a card."},
        {"name":"Cx","mana_cost":"{G}","type_line":"Instant","oracle_text":"You gain 3 life.\nFuse (You may cast one or both halves of this card from your hand.)"}]}"#,
    );
    let r = cast(&tri, "fused", "hand");
    check(&r.verdict.msg, "fused verdict");
    for msg in set_msgs(r.spell.as_ref().expect("legal").primary()) {
        check(&msg, "fused spell");
    }
    check(&r.total_cost.expect("a total cost").msg, "total cost");
    // A spell needs a mode: "(or the whole card, fused)".
    match characteristics(&tri, &Situation::in_zone(Zone::Stack)) {
        Err(e) => check(&e.msg(), "no mode"),
        Ok(c) => panic!("{c:?}"),
    }
    // Meddling Mage naming one half: the others, "or the whole card as one fused spell".
    let input = ProbeInput {
        name: Some("Bx".into()),
        ..ProbeInput::default()
    };
    let mage = probes::find("meddling-mage").expect("an effect");
    let a = probes::probe(&tri, mage, &input).expect("an answer");
    check(&a.msg, "Meddling Mage");
}
