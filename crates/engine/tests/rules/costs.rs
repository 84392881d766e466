//! Mana costs and mana values: the printed cost (202.1), no mana cost (202.1b, 118.6, 202.3a),
//! mana value (202.3d), X (202.3e, 107.3) and the total cost (601.2f).

use crate::common::{self, *};
use crate::then_id;
use splitcard_engine::{
    characteristics, inspect, Doors, EngineError, Era, Permission, Situation, Zone,
};

#[test]
fn cr_601_2f_the_total_cost_has_the_announced_x_in_it() {
    use splitcard_engine::messages::Lang;
    let total = |r: &splitcard_engine::CastReport| {
        r.total_cost
            .as_ref()
            .and_then(|c| c.value.as_ref())
            .map(|c| c.to_string())
    };
    // Ribbons ({X}{B}{B}) cast from the graveyard with X = 3 costs {3}{B}{B}; with no X known
    // the cost keeps its {X}. In every era the half exists in, and the explanation agrees.
    for era in [Era::Current, Era::Y2017] {
        let r = cast_with(
            card("Cut // Ribbons"),
            "aftermath",
            "graveyard",
            Some(3),
            era,
        );
        assert_eq!(total(&r).as_deref(), Some("{3}{B}{B}"), "{era:?}");
        let t = r.total_cost.as_ref().map(|c| (c.why(), c.rules.to_vec()));
        let Some((why, rules)) = t else {
            panic!("no total cost")
        };
        assert!(why.contains("X = 3") && why.contains("{3}{B}{B}"), "{why}");
        assert!(rules.contains(&"107.3"), "{rules:?}");
        let r = cast_with(card("Cut // Ribbons"), "aftermath", "graveyard", None, era);
        assert_eq!(total(&r).as_deref(), Some("{X}{B}{B}"), "{era:?}");
        assert!(r
            .total_cost
            .is_some_and(|c| c.why().contains("{X}{B}{B}") && !c.rules.contains(&"107.3")));
    }
    for era in Era::ALL {
        let r = cast_with(card("Crime // Punishment"), "right", "hand", Some(2), era);
        assert_eq!(total(&r).as_deref(), Some("{2}{B}{G}"), "{era:?}");
        let r = cast_with(
            card("Expansion // Explosion"),
            "right",
            "hand",
            Some(0),
            era,
        );
        assert_eq!(total(&r).as_deref(), Some("{U}{U}{R}{R}"), "{era:?}");
        for lang in [Lang::Fr, Lang::De] {
            let m = r.total_cost.as_ref().map(|c| c.msg.clone());
            assert!(m.is_some_and(|m| m.unfilled(lang).is_empty()), "{lang:?}");
        }
    }
    // A fused spell: {X}{U} + {1}{R} with X = 3 is {4}{U}{R}.
    let c = custom(EPS_ZETA);
    let r = cast_with(&c, "fused", "hand", Some(3), Era::Current);
    assert_eq!(total(&r).as_deref(), Some("{4}{U}{R}"));
    let r = cast_with(&c, "fused", "hand", None, Era::Current);
    assert_eq!(total(&r).as_deref(), Some("{X}{1}{U}{R}"));
}

#[test]
fn cr_202_3e_x_has_no_value_off_the_stack() {
    let c = card("Expansion // Explosion");
    for zone in [Zone::Library, Zone::Hand, Zone::Graveyard, Zone::Exile] {
        let s = Situation {
            x: Some(2),
            ..Situation::in_zone(zone)
        };
        match characteristics(c, &s) {
            Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["202.3e"]),
            other => panic!("{zone:?}: {other:?}"),
        }
    }
}

#[test]
fn cr_202_3a_no_mana_cost_means_mana_value_zero() {
    let s = room(card("Bottomless Pool // Locker Room"), Doors::NONE);
    assert_eq!(s.mana_cost.value, None);
    assert_eq!(s.mana_value.value, 0);
    assert!(s.mana_value.rules.contains(&"202.3a"));
}

#[test]
fn cr_202_3d_combined_off_the_stack_half_on_it() {
    let c = card("Wear // Tear");
    assert_eq!(off(c, Zone::Library).mana_value.value, 3);
    assert_eq!(spell(c, "left", "hand").mana_value.value, 2);
    assert_eq!(spell(c, "right", "hand").mana_value.value, 1);
    assert_eq!(spell(c, "fused", "hand").mana_value.value, 3);
}

#[test]
fn cr_202_3e_x_is_zero_off_the_stack_chosen_on_it() {
    let c = card("Expansion // Explosion");
    // {U/R}{U/R} + {X}{U}{U}{R}{R}: 2 + 4 off the stack.
    assert_eq!(off(c, Zone::Library).mana_value.value, 6);
    let r = cast_with(c, "right", "hand", Some(5), Era::Current);
    assert_eq!(r.spell.map(|s| s.primary().mana_value.value), Some(9));
    // X without a chosen value on the stack is 0.
    let r = cast_with(c, "right", "hand", None, Era::Current);
    assert_eq!(r.spell.map(|s| s.primary().mana_value.value), Some(4));
    // A half without {X} has no X to choose.
    let s = Situation {
        x: Some(3),
        ..Situation::on_stack(Cast::new(c, common::mode(c, "left")))
    };
    assert!(matches!(
        inspect(c, &s),
        Err(EngineError::Impossible { .. })
    ));
}

#[test]
fn cr_107_3_an_x_for_a_half_without_x_is_refused_naming_that_half() {
    // Explosion has {X}, Expansion doesn't: an X announced for Expansion is refused, and
    // the refusal names the half that was cast, not the card or the other half.
    let c = card("Expansion // Explosion");
    let s = Situation {
        x: Some(3),
        ..Situation::on_stack(Cast::new(c, common::mode(c, "left")))
    };
    match inspect(c, &s) {
        Err(e @ EngineError::Impossible { .. }) => {
            let text = e.to_string();
            assert!(
                text.starts_with("Expansion has no {X} in its mana cost"),
                "{text}"
            );
        }
        other => panic!("an X for Expansion: {other:?}"),
    }
}

#[test]
fn cr_107_3_y_and_z_are_variables_of_their_own_so_an_x_is_refused_for_them() {
    use splitcard_engine::messages::Lang;
    // X, Y and Z are separate variables (107.3): an X announced for a half whose cost has {Y}
    // is refused, never given to Y as well ({Y}{U} with X = 3 was mana value 4; fused with
    // {X}{R}, {6}{U}{R}: X and Y forced equal).
    let c = custom(
        r#"{"object":"card","name":"Ypsi // Zed","layout":"split","card_faces":[
        {"name":"Ypsi","mana_cost":"{X}{R}","type_line":"Instant","oracle_text":"Fuse"},
        {"name":"Zed","mana_cost":"{Y}{U}","type_line":"Instant","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"}]}"#,
    );
    let on_stack = |m: &str, x: Option<u32>| Situation {
        zone: Zone::Stack,
        cast: Some(Cast {
            mode: common::mode(&c, m),
            from: origin("hand"),
        }),
        x,
        ..Situation::in_zone(Zone::Stack)
    };
    for m in ["right", "fused"] {
        match inspect(&c, &on_stack(m, Some(3))) {
            Err(e) => {
                let EngineError::Impossible { rules, .. } = &e else {
                    panic!("{e}")
                };
                assert_eq!(rules, &["107.3"], "{m}");
                for lang in Lang::ALL {
                    assert!(!e.render(lang).is_empty());
                }
                assert!(e.to_string().contains("Y or Z"), "{e}");
            }
            Ok(i) => panic!("{m}: X given to Y: {:?}", i.cast.map(|r| r.total_cost)),
        }
    }
    // Nothing offers an X there: only a cast whose X can be given takes one (the app's X
    // field, a link's x=, the matrix).
    use splitcard_engine::characteristics::takes_x;
    assert!(takes_x(&c, common::mode(&c, "left")));
    assert!(!takes_x(&c, common::mode(&c, "right")));
    assert!(!takes_x(&c, common::mode(&c, "fused")));
    // X alone is still taken.
    let i = inspect(&c, &on_stack("left", Some(3)));
    let mv = i
        .ok()
        .and_then(|i| i.characteristics)
        .map(|ch| ch.primary().mana_value.value);
    assert_eq!(mv, Some(4));
}

#[test]
fn cr_202_1_the_mana_cost_is_the_printed_one() {
    // Off the stack the printed costs combined (709.4b), on the stack the cast half's
    // printed cost (709.3b): both cite where a mana cost comes from.
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(
        s.mana_cost.value.as_ref().map(|c| c.to_string()),
        Some("{2}{U}{R}".to_string())
    );
    assert!(
        s.mana_cost.rules.contains(&"202.1"),
        "{:?}",
        s.mana_cost.rules
    );
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(
        fire.mana_cost.value.as_ref().map(|c| c.to_string()),
        Some("{1}{R}".to_string())
    );
    assert!(
        fire.mana_cost.rules.contains(&"202.1"),
        "{:?}",
        fire.mana_cost.rules
    );
}

/// A split card whose right half has no mana cost (a custom card: `"mana_cost": ""`).
const PHY_NOCOST: &str = r#"{"object":"card","name":"Phy // Nocost","layout":"split","card_faces":[
    {"object":"card_face","name":"Phy","mana_cost":"{2/W}{U/P}{C}","type_line":"Instant","oracle_text":"Draw a card."},
    {"object":"card_face","name":"Nocost","mana_cost":"","type_line":"Sorcery","oracle_text":"Add {G}."}]}"#;

/// The same with fuse, and with aftermath.
const ALPHA_BETA: &str = r#"{"object":"card","name":"Alpha // Beta","layout":"split","card_faces":[
    {"object":"card_face","name":"Alpha","mana_cost":"{1}{G}","type_line":"Sorcery","oracle_text":"Draw a card.\nFuse (You may cast one or both halves of this card from your hand.)"},
    {"object":"card_face","name":"Beta","mana_cost":"","type_line":"Sorcery","oracle_text":"Add {G}.\nFuse (You may cast one or both halves of this card from your hand.)"}]}"#;

const GAMMA_DELTA: &str = r#"{"object":"card","name":"Gamma // Delta","layout":"aftermath","card_faces":[
    {"object":"card_face","name":"Gamma","mana_cost":"{1}{R}","type_line":"Instant","oracle_text":"Gamma deals 2 damage to any target."},
    {"object":"card_face","name":"Delta","mana_cost":"","type_line":"Sorcery","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDraw a card."}]}"#;

/// A cast of a half (or a fused spell) with no mana cost is legal only with an effect, in
/// every mode, zone and era, says why, and has no total cost to pay.
fn assert_needs_an_effect(c: &Card, m: &str, from: &str, era: Era) {
    use splitcard_engine::messages::Lang;
    let what = format!("{} {m} from {from} ({era:?})", c.name);
    let r = cast_with(c, m, from, None, era);
    assert!(r.verdict.legal, "{what}: {}", r.verdict.reason);
    assert_eq!(
        r.verdict.permission,
        Some(Permission::NeedsEffect),
        "{what}"
    );
    assert!(
        r.verdict.reason.contains("no mana cost") || r.verdict.reason.contains("there is none"),
        "{what}: {}",
        r.verdict.reason
    );
    // Flashback from Snapcaster Mage or Past in Flames pays the mana cost: not an example.
    assert!(!r.verdict.reason.contains("Snapcaster"), "{what}");
    // As the era numbers them (118.6 was 117.6 in 2017; before 2017, today's rules marked).
    for rule in ["202.1b", "118.6"] {
        let rule = then_id(rule, era);
        assert!(
            r.verdict.rules.contains(&rule),
            "{what}: {:?}",
            r.verdict.rules
        );
    }
    let Some(total) = r.total_cost else {
        panic!("{what}: no total cost")
    };
    assert_eq!(total.value, None, "{what}");
    assert!(
        total.rules.contains(&then_id("118.6", era)),
        "{what}: {:?}",
        total.rules
    );
    for lang in Lang::ALL {
        for m in [&r.verdict.msg, &total.msg] {
            let text = m.render(lang);
            assert!(m.unfilled(lang).is_empty(), "{what} ({lang:?})");
            assert!(
                !text.contains(", ,") && !text.contains(" ,"),
                "{what}: {text}"
            );
        }
    }
}

#[test]
fn cr_202_1b_a_half_with_no_mana_cost_is_cast_only_with_an_effect() {
    let c = custom(PHY_NOCOST);
    for era in Era::ALL {
        for from in ["hand", "library", "graveyard", "exile", "opponent-hand"] {
            assert_needs_an_effect(&c, "Nocost", from, era);
        }
        // The half with a cost is cast from hand as ever.
        let r = cast_with(&c, "Phy", "hand", None, era);
        assert_eq!(r.verdict.permission, Some(Permission::Normal), "{era:?}");
        let total = r.total_cost.and_then(|t| t.value).map(|t| t.to_string());
        assert_eq!(total.as_deref(), Some("{2/W}{U/P}{C}"));
    }
    // Fused: the total includes each half's mana cost (702.102c), and Beta has none.
    let c = custom(ALPHA_BETA);
    for era in [Era::Current, Era::Y2017, Era::Y2013] {
        assert_needs_an_effect(&c, "fused", "hand", era);
        assert_needs_an_effect(&c, "Beta", "hand", era);
        assert_eq!(
            cast_with(&c, "Alpha", "hand", None, era).verdict.permission,
            Some(Permission::Normal)
        );
    }
    // Aftermath lets Delta be cast from your graveyard, but not by paying a cost it lacks.
    let c = custom(GAMMA_DELTA);
    for era in [Era::Current, Era::Y2017] {
        assert_needs_an_effect(&c, "Delta", "graveyard", era);
        assert_needs_an_effect(&c, "Delta", "opponent-graveyard", era);
        assert!(!cast_with(&c, "Delta", "hand", None, era).verdict.legal);
    }
}

#[test]
fn cr_118_6_a_half_with_no_mana_cost_says_why_from_a_hand_and_from_elsewhere() {
    // From your own hand nothing but the missing cost stands in the way: the half cast alone
    // (709.3a) and the cost that can't be paid (202.1b, 118.6). From a graveyard an effect
    // must allow the cast as well: that reason and its rules come first.
    let c = custom(PHY_NOCOST);
    let hand = cast(&c, "Nocost", "hand").verdict;
    assert_eq!(hand.rules, ["709.3a", "202.1b", "118.6"]);
    assert!(
        hand.reason.starts_with("Nocost has no mana cost"),
        "{}",
        hand.reason
    );
    let graveyard = cast(&c, "Nocost", "graveyard").verdict;
    assert_eq!(graveyard.rules, ["601.3", "709.3a", "202.1b", "118.6"]);
    assert!(
        graveyard
            .reason
            .starts_with("Nocost can be cast from your graveyard only while")
            && graveyard.reason.contains(" But Nocost has no mana cost"),
        "{}",
        graveyard.reason
    );
}

#[test]
fn cr_202_3e_a_spells_mana_value_says_the_x_announced() {
    // On the stack X is the value announced (202.3e), and the mana value's explanation says
    // it — for a half and for a fused spell; off the stack X counts as 0.
    let c = card("Expansion // Explosion");
    let r = cast_with(c, "right", "hand", Some(5), Era::Current);
    let why = r.spell.map(|s| s.primary().mana_value.why());
    assert_eq!(
        why.as_deref(),
        Some("On the stack the mana value is only the cast half's: 9. X is 5 on the stack.")
    );
    let eps = custom(EPS_ZETA);
    let r = cast_with(&eps, "fused", "hand", Some(2), Era::Current);
    let why = r
        .spell
        .map(|s| s.primary().mana_value.why())
        .unwrap_or_default();
    assert!(why.ends_with(" X is 2 on the stack."), "{why}");
    let why = off(c, Zone::Hand).mana_value.why();
    assert!(why.ends_with(" X counts as 0 off the stack."), "{why}");
}

#[test]
fn cr_118_6_flashback_on_a_half_with_no_mana_cost_has_no_cost_to_pay() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    let c = custom(PHY_NOCOST);
    for effect in ["snapcaster-mage", "past-in-flames"] {
        let e = match probes::find(effect) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        for era in Era::ALL {
            let input = |m: &str| ProbeInput {
                cast: Some(Cast::new(&c, mode(&c, m))),
                era,
                ..ProbeInput::default()
            };
            match probes::probe(&c, e, &input("Nocost")) {
                Ok(a) => {
                    assert_eq!(a.answer, AnswerValue::Bool(false), "{effect} {era:?}");
                    assert!(a.explanation.contains("no mana cost"), "{}", a.explanation);
                    assert!(a.rules.contains(&then_id("118.6", era)), "{:?}", a.rules);
                    for lang in Lang::ALL {
                        let text = a.msg.render(lang);
                        assert!(!text.contains(", ,"), "{lang:?}: {text}");
                        assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
                    }
                }
                Err(err) => panic!("{effect} {era:?}: {err}"),
            }
            match probes::probe(&c, e, &input("Phy")) {
                Ok(a) => assert_eq!(a.answer, AnswerValue::Cost("{2/W}{U/P}{C}".into())),
                Err(err) => panic!("{effect} {era:?}: {err}"),
            }
        }
    }
}

/// What is said of a mana cost that isn't there reads as a sentence (202.1b): no halves'
/// costs "combined: .", no "only Beta's mana cost" without saying it has none, no contrast
/// between a half's cost and the same cost as the card's.
#[test]
fn cr_202_1b_no_mana_cost_is_said_in_whole_sentences() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, ProbeInput};
    let none = custom(
        r#"{"object":"card","name":"Lam // Mu","layout":"split","keywords":["Fuse"],"card_faces":[
        {"object":"card_face","name":"Lam","mana_cost":"","type_line":"Instant","oracle_text":"Draw a card."},
        {"object":"card_face","name":"Mu","mana_cost":"","type_line":"Instant","oracle_text":"Scry 2.\nFuse (You may cast one or both halves of this card from your hand.)"}]}"#,
    );
    let off = match chars_in(&none, Zone::Library, Era::Current) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let why = off.primary().mana_cost.msg.render(Lang::En);
    assert_eq!(why, "None of the halves has a mana cost, so it has none.");
    let fused = cast_with(&none, "fused", "hand", None, Era::Current);
    let Some(spell) = fused.spell else {
        panic!("no fused spell")
    };
    let why = spell.primary().mana_cost.msg.render(Lang::En);
    assert!(!why.contains(": ."), "{why}");
    assert!(
        fused.verdict.reason.contains("an alternative cost"),
        "{}",
        fused.verdict.reason
    );

    let c = custom(PHY_NOCOST);
    let nocost = cast_with(&c, "Nocost", "hand", None, Era::Current);
    let Some(spell) = nocost.spell else {
        panic!("no spell")
    };
    for lang in Lang::ALL {
        let why = spell.primary().mana_cost.msg.render(lang);
        assert!(
            why.contains("Nocost") && why.matches("Nocost").count() == 2,
            "{lang:?}: {why}"
        );
    }
    // Snapcaster Mage on the half with a cost: the card's combined cost is the same, so no
    // contrast is drawn with it.
    let Ok(e) = probes::find("snapcaster-mage") else {
        panic!("no Snapcaster Mage")
    };
    let input = ProbeInput {
        cast: Some(Cast::new(&c, mode(&c, "Phy"))),
        ..ProbeInput::default()
    };
    match probes::probe(&c, e, &input) {
        Ok(a) => assert!(!a.explanation.contains("combined"), "{}", a.explanation),
        Err(err) => panic!("{err}"),
    }
}

/// A half without a mana cost (202.1b) has mana value 0 by 202.3a, cited wherever it is the
/// mana value's reason: the spell of that half, a card none of whose halves has one, and,
/// under older rules, that half's own set. A card with a cost on one half adds up (202.3d).
#[test]
fn cr_202_3a_a_half_without_a_mana_cost_has_mana_value_0() {
    let none = custom(
        r#"{"object":"card","name":"Aa // Bb","layout":"split","card_faces":[
        {"name":"Aa","mana_cost":"","type_line":"Instant","oracle_text":"Draw a card."},
        {"name":"Bb","mana_cost":"","type_line":"Sorcery","oracle_text":"Draw two cards."}]}"#,
    );
    let whole = off(&none, Zone::Library);
    assert_eq!(whole.mana_value.value, 0);
    assert_eq!(whole.mana_value.rules[..], ["709.4b", "202.3d", "202.3a"]);
    let aa = spell(&none, "left", "hand");
    assert_eq!(aa.mana_value.value, 0);
    assert_eq!(aa.mana_value.rules[..], ["709.3b", "202.3d", "202.3a"]);
    let old = chars_in(&none, Zone::Library, Era::Y2013).expect("two sets");
    assert!(old.sets[0].mana_value.rules.contains(&"202.3a@current"));
    // Vision has none, Insight {1}{R}: the card's mana value is 2, not a 202.3a answer; the
    // spell Vision's is.
    let c = custom(VISION_INSIGHT);
    assert!(!off(&c, Zone::Hand).mana_value.rules.contains(&"202.3a"));
    assert!(spell(&c, "left", "hand")
        .mana_value
        .rules
        .contains(&"202.3a"));
    assert!(!spell(&c, "right", "hand")
        .mana_value
        .rules
        .contains(&"202.3a"));
    // A fused spell before 2017 had one converted mana cost, the total: not 0 for a half.
    let fuse = custom(
        r#"{"object":"card","name":"Cc // Dd","layout":"split","card_faces":[
        {"name":"Cc","mana_cost":"","type_line":"Instant","oracle_text":"Draw a card."},
        {"name":"Dd","mana_cost":"{2}{U}","type_line":"Instant","oracle_text":"Draw two cards.\nFuse (You may cast one or both halves of this card from your hand.)"}]}"#,
    );
    let s = splitcard_engine::Situation {
        era: Era::Y2013,
        ..splitcard_engine::Situation::on_stack(Cast::new(&fuse, mode(&fuse, "fused")))
    };
    let fused = characteristics(&fuse, &s).expect("a fused spell");
    assert_eq!(fused.sets[0].mana_value.value, 3);
    assert!(!fused.sets[0]
        .mana_value
        .rules
        .iter()
        .any(|r| r.starts_with("202.3a")));
}
