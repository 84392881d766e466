//! `Question::ManaValue` (Dark Confidant, Infernal Genesis, Feed the Swarm): the card's value
//! as a number, per half or combined in older eras, a Room permanent's from its unlocked doors.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{Doors, EngineError, Era, Zone};

#[test]
fn seed_fire_ice_probe_dark_confidant_duskmantle_seer_lose_4() {
    for e in Era::ALL {
        assert_eq!(
            ask("Fire // Ice", "dark-confidant", era(e)),
            AnswerValue::Number(4),
            "{e}"
        );
    }
    assert_eq!(
        ask("Down // Dirty", "duskmantle-seer", era(Era::Current)),
        AnswerValue::Number(7)
    );
}

#[test]
fn rules_history_infernal_genesis_assault_battery_5_tokens() {
    // Invasion: the halves' values combined, 1 + 4 = 5; today: mana value 5.
    assert_eq!(
        ask("Assault // Battery", "infernal-genesis", era(Era::Y2000)),
        AnswerValue::Number(5)
    );
    assert_eq!(
        ask("Assault // Battery", "infernal-genesis", era(Era::Current)),
        AnswerValue::Number(5)
    );
}

#[test]
fn rules_history_dark_confidant_hit_run_8_destined_lead_6() {
    assert_eq!(
        ask("Hit // Run", "dark-confidant", era(Era::Y2006)),
        AnswerValue::Number(8)
    );
    assert_eq!(
        ask("Destined // Lead", "dark-confidant", era(Era::Current)),
        AnswerValue::Number(6)
    );
}

#[test]
fn headlines_say_the_answer_in_a_few_words() {
    use splitcard_engine::messages::Lang;
    let e = probes::find("dark-confidant").map_err(|e| e.to_string());
    let a = e.map(|e| probes::probe(card("Fire // Ice"), e, &era(Era::Current)));
    let a = match a {
        Ok(Ok(a)) => a,
        other => panic!("{other:?}"),
    };
    assert_eq!(a.headline(Lang::En), "4 life lost");
    assert_eq!(a.headline(Lang::Fr), "4 points de vie perdus");
    assert_eq!(a.headline(Lang::De), "4 verlorene Lebenspunkte");
}

#[test]
fn rules_history_infernal_genesis_2000_values_combined_2006_two_answers() {
    let a = answer_of("Assault // Battery", "infernal-genesis", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Number(5));
    assert_eq!(a.msg.id, "p-value-combined");
    assert!(
        a.explanation.contains("1 (Assault) + 4 (Battery)"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"505.5@2000"), "{:?}", a.rules);
    let a = answer_of("Hit // Run", "dark-confidant", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Number(8));
    assert_eq!(a.msg.id, "p-value-combined");
    let a = answer_of("Assault // Battery", "infernal-genesis", era(Era::Y2006));
    assert_eq!(a.answer, AnswerValue::Number(5));
    assert_eq!(a.msg.id, "p-value-two");
}

/// The Invasion rules, said the same way everywhere: off the stack the card had a set per
/// half (505.2), each with its own mana value, and a value asked of the card got the
/// halves' values combined (505.5) — the total the value probes answer. The inspector's
/// explanation of each half's mana value names that total and cites both rules.
#[test]
fn rules_history_2000_each_halfs_mana_value_and_the_combined_total_agree_with_the_probes() {
    use splitcard_engine::messages::Lang;
    for (name, effect, total) in [
        ("Hit // Run", "dark-confidant", 8),
        ("Assault // Battery", "infernal-genesis", 5),
        ("Fire // Ice", "dark-confidant", 4),
    ] {
        let a = answer_of(name, effect, era(Era::Y2000));
        assert_eq!(a.answer, AnswerValue::Number(total), "{name}");
        let c = match chars_in(card(name), Zone::Library, Era::Y2000) {
            Ok(c) => c,
            Err(e) => panic!("{name}: {e}"),
        };
        assert_eq!(c.sets.len(), 2, "{name}: a set per half");
        let halves: u32 = c.sets.iter().map(|s| s.mana_value.value).sum();
        assert_eq!(halves, total, "{name}");
        for s in &c.sets {
            let mv = &s.mana_value;
            // In the Invasion rules' term, "converted mana cost".
            assert_eq!(mv.msg.id, "old-mv-combined-cmc", "{name}");
            assert_eq!(&mv.rules[..], ["505.2@2000", "505.5@2000"], "{name}");
            let why = mv.why();
            assert!(why.contains(&format!("combined, {total} = ")), "{why}");
            for lang in [Lang::Fr, Lang::De] {
                let text = mv.why_in(lang);
                assert!(text.contains(&format!("{total} = ")), "{text}");
                assert!(!text.contains("combined"), "{lang:?}: {text}");
            }
        }
    }
    // A half with {X}: X is 0 off the stack, cited too.
    let c = match chars_in(card("Crime // Punishment"), Zone::Hand, Era::Y2000) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let punishment = &c.sets[1].mana_value;
    assert_eq!(
        &punishment.rules[..],
        ["505.2@2000", "505.5@2000", "202.3e@current"]
    );
    assert!(
        punishment.why().contains("X counts as 0"),
        "{}",
        punishment.why()
    );
    let c = match chars_in(card("Fire // Ice"), Zone::Hand, Era::Y2006) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    // From Dissension a value question got two answers: no combined total.
    assert_eq!(c.sets[0].mana_value.msg.id, "old-mv-cmc");
    assert_eq!(
        &c.sets[0].mana_value.rules[..],
        ["505.2@2006", "505.5@2006"]
    );
}

/// Under the Invasion rules the matrix shows off the stack what a question asking for a value
/// got — the halves' values combined (505.5), the total the probes answer — and the card's
/// colors as a whole, multicolored when its halves' differ (505.3); from Dissension one
/// value per half.
#[test]
fn rules_history_2000_the_matrix_shows_the_combined_value_and_the_whole_cards_colors() {
    use splitcard_engine::inspect::matrix;
    for (name, total) in [
        ("Fire // Ice", 4),
        ("Assault // Battery", 5),
        ("Hit // Run", 8),
    ] {
        let a = answer_of(name, "dark-confidant", era(Era::Y2000));
        assert_eq!(a.answer, AnswerValue::Number(total), "{name}");
        let m = matrix(card(name), Era::Y2000);
        for row in m.rows.iter().filter(|r| r.zone != Zone::Stack) {
            let Ok(c) = &row.characteristics else {
                continue;
            };
            assert_eq!(
                c.shown_mana_values(Era::Y2000),
                [total],
                "{name} {}",
                row.zone
            );
            let colors = c.shown_colors(Era::Y2000);
            assert_eq!(colors.len(), 1, "{name}");
            assert!(colors[0].is_multicolored(), "{name}");
        }
        let m = matrix(card(name), Era::Y2006);
        let Some(Ok(c)) = m
            .rows
            .iter()
            .find(|r| r.zone == Zone::Library)
            .map(|r| &r.characteristics)
        else {
            panic!("{name}: no library row")
        };
        assert_eq!(c.shown_colors(Era::Y2006).len(), 2, "{name}");
        assert_ne!(c.shown_mana_values(Era::Y2006), [total], "{name}");
    }
}

/// On the battlefield a Room has only its unlocked doors' mana cost (709.5), none with every
/// door locked, so mana value 0 (202.3a): Feed the Swarm's life loss follows the doors,
/// given or left by the door cast (709.5d).
#[test]
fn cr_709_5_feed_the_swarm_sees_only_the_unlocked_doors_mana_value() {
    let pool = "Bottomless Pool // Locker Room";
    let with = |doors: Option<Doors>| ProbeInput {
        doors,
        ..era(Era::Current)
    };
    for (doors, life) in [
        (Doors::NONE, 0),
        (Doors::only(0), 1),
        (Doors::only(1), 5),
        (Doors::all(2), 6),
    ] {
        let a = answer_of(pool, "feed-the-swarm", with(Some(doors)));
        assert_eq!(a.answer, AnswerValue::Number(life), "{doors:?}");
        assert_eq!(a.doors, Some(doors));
        assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
    }
    let locked = answer_of(pool, "feed-the-swarm", with(Some(Doors::NONE)));
    assert!(locked.rules.contains(&"202.3a"), "{:?}", locked.rules);
    assert_eq!(
        locked.explanation,
        "Every door of Bottomless Pool // Locker Room is locked: on the battlefield it has no \
         mana cost, so its mana value is 0: 0 life lost."
    );
    let right = answer_of(pool, "feed-the-swarm", with(Some(Doors::only(1))));
    assert_eq!(
        right.explanation,
        "On the battlefield Bottomless Pool // Locker Room has only its unlocked doors' mana \
         cost (Locker Room): mana value 5, so 5 life lost."
    );
    // Without doors: the door cast is unlocked (709.5d), or none; given doors win.
    assert_eq!(
        ask(pool, "feed-the-swarm", room_door(pool, "left")),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(pool, "feed-the-swarm", era(Era::Current)),
        AnswerValue::Number(0)
    );
    let both = ProbeInput {
        doors: Some(Doors::all(2)),
        ..room_door(pool, "left")
    };
    assert_eq!(ask(pool, "feed-the-swarm", both), AnswerValue::Number(6));
}

/// Feed the Swarm and Pithing Needle look at a permanent: a split permanent that is no Room
/// (a custom split artifact) has its halves combined (709.4): mana value 5 and both names,
/// cited to 709.4, never to the Room rules (709.5). An instant card can't be a permanent.
#[test]
fn cr_709_4_a_split_permanent_that_is_no_room_answers_with_its_combined_characteristics() {
    let golem = custom(
        r#"{"object":"card","name":"Golem // Drone","layout":"split","card_faces":[
        {"name":"Golem","mana_cost":"{3}","type_line":"Artifact Creature — Golem","oracle_text":"Trample"},
        {"name":"Drone","mana_cost":"{1}{U}","type_line":"Artifact — Equipment","oracle_text":"Equip {1}"}]}"#,
    );
    let here = ProbeInput {
        zone: Some(Zone::Battlefield),
        ..era(Era::Current)
    };
    let a = custom_answer(&golem, "feed-the-swarm", &here);
    assert_eq!(a.answer, AnswerValue::Number(5), "{}", a.explanation);
    assert_eq!(a.rules, ["709.4b", "202.3d"]);
    assert!(!a.explanation.contains("door"), "{}", a.explanation);
    for (name, yes) in [("Golem", true), ("Drone", true), ("Sword", false)] {
        let input = ProbeInput {
            name: Some(name.into()),
            ..here.clone()
        };
        let a = custom_answer(&golem, "pithing-needle", &input);
        assert_eq!(
            a.answer,
            AnswerValue::Bool(yes),
            "{name}: {}",
            a.explanation
        );
        assert!(a.rules.contains(&"709.4a"), "{:?}", a.rules);
        assert!(
            a.rules.iter().all(|r| !r.starts_with("709.5")),
            "{:?}",
            a.rules
        );
    }
    // A Room still answers with its unlocked doors (709.5), not the combined card.
    let pool = card("Bottomless Pool // Locker Room");
    let input = ProbeInput {
        doors: Some(Doors::only(0)),
        ..here.clone()
    };
    let a = custom_answer(pool, "feed-the-swarm", &input);
    assert_eq!(a.rules, ["709.5", "709.5c", "202.3d"]);
    // Fire // Ice can't be on the battlefield (304.4, 307.4).
    let e = probes::probe(
        card("Fire // Ice"),
        probes::find("feed-the-swarm").unwrap(),
        &here,
    );
    match e {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["304.4", "307.4"]),
        other => panic!("{other:?}"),
    }
}
