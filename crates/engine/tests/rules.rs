//! One test (at least) per rule the engine cites, named after the rule (`cr_709_4b_…`).
//! `rule_coverage_every_documented_rule_has_a_named_test` fails when a rule of
//! `docs/rules.md` or of the engine's registry (`rules::rules()`) has none.

mod common;

use common::*;
use splitcard_engine::{
    catalogue, characteristics, inspect, rooms, Destination, Doors, EngineError, Era, Permission,
    Situation, Zone,
};

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

/// "Multicolored" is defined by 105.2b ("A multicolored object is two or more of the five
/// colors"); 105.4 is about choosing a color ("Multicolored" is not a color). Every
/// multicolored answer — a card's or a spell's colors, Glittering Wish, Error, Enemy of the
/// Guildpact — cites 105.2b, for every card, zone, mode and era, and nothing cites 105.4.
#[test]
fn cr_105_2b_multicolored_is_cited_to_105_2b_never_to_105_4() {
    use splitcard_engine::probes::{self, ProbeInput};
    use splitcard_engine::rules::{summary, today};
    assert!(summary("105.2b").is_some_and(|s| s.contains("multicolored")));
    assert_eq!(summary("105.4"), None);
    let is_105_2b = |r: &&str| today(r).split('@').next() == Some("105.2b");
    let mut multicolored = 0;
    for era in Era::ALL {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            let mut sets = Vec::new();
            for row in &m.rows {
                if let Ok(ch) = &row.characteristics {
                    sets.extend(ch.sets.iter().cloned());
                }
                for cell in &row.casts {
                    if let Some(s) = &cell.report.spell {
                        sets.extend(s.sets.iter().cloned());
                    }
                }
            }
            for s in &sets {
                let at = format!("{} {era:?}: {:?}", c.name, s.colors.rules);
                assert!(
                    !s.colors.rules.iter().any(|r| r.starts_with("105.4")),
                    "{at}"
                );
                // Before 2017 the era's own rules for a split card's sets say it (708.3 of
                // 2013: "multicolored" off the stack); from 2017, 105.2b.
                if s.colors.value.is_multicolored() && era.combines_off_stack() {
                    multicolored += 1;
                    assert!(s.colors.rules.iter().any(is_105_2b), "{at}");
                }
            }
            for slug in ["glittering-wish", "error", "enemy-of-the-guildpact"] {
                let Ok(effect) = probes::find(slug) else {
                    panic!("{slug}")
                };
                for mode in splitcard_engine::Mode::all_for(c) {
                    let input = ProbeInput {
                        cast: Some(Cast::new(c, mode)),
                        era,
                        ..ProbeInput::default()
                    };
                    let rules = match probes::probe(c, effect, &input) {
                        Ok(a) => a.rules,
                        Err(EngineError::Impossible { rules, .. }) => rules,
                        Err(e) => panic!("{} {slug} {era:?}: {e}", c.name),
                    };
                    let at = format!("{} {slug} {mode:?} {era:?}: {rules:?}", c.name);
                    assert!(!rules.iter().any(|r| r.starts_with("105.4")), "{at}");
                }
            }
        }
    }
    assert!(multicolored > 100, "{multicolored}");
    // The examples: Fire // Ice in the library, Glittering Wish, Error and Enemy of the
    // Guildpact looking at a fused Alive // Well.
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(&s.colors.rules[..], ["709.4b", "202.2", "105.2b"]);
    let alive_well = card("Alive // Well");
    for (slug, input) in [
        ("glittering-wish", ProbeInput::default()),
        (
            "error",
            ProbeInput {
                cast: Some(Cast::new(alive_well, mode(alive_well, "fused"))),
                ..ProbeInput::default()
            },
        ),
        (
            "enemy-of-the-guildpact",
            ProbeInput {
                cast: Some(Cast::new(alive_well, mode(alive_well, "fused"))),
                ..ProbeInput::default()
            },
        ),
    ] {
        let Ok(effect) = probes::find(slug) else {
            panic!("{slug}")
        };
        let c = if slug == "glittering-wish" {
            card("Fire // Ice")
        } else {
            alive_well
        };
        match probes::probe(c, effect, &input) {
            Ok(a) => assert!(a.rules.contains(&"105.2b"), "{slug}: {:?}", a.rules),
            Err(e) => panic!("{slug}: {e}"),
        }
    }
}

#[test]
fn cr_709_4c_every_type_and_every_ability() {
    let s = off(card("Destined // Lead"), Zone::Graveyard);
    assert_eq!(types(&s), ["Instant", "Sorcery"]);
    assert_eq!(s.rules_text.value.len(), 2);
}

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
fn cr_709_5_a_locked_door_has_no_name_cost_or_text() {
    let c = card("Bottomless Pool // Locker Room");
    let s = room(c, Doors::only(1));
    assert_eq!(s.names.value, ["Locker Room"]);
    assert_eq!(s.rules_text.value.len(), 1);
    assert_eq!(s.mana_value.value, 5);
}

#[test]
fn cr_709_5_a_locked_door_has_no_mana_symbols() {
    let c = card("Bottomless Pool // Locker Room");
    let none = room(c, Doors::NONE);
    assert!(none.mana_symbols.value.is_empty());
    assert_eq!(none.mana_symbols.rules.as_ref(), ["709.5", "202.3a"]);
    let one = room(c, Doors::only(0));
    assert_eq!(one.mana_symbols.rules.as_ref(), ["709.5"]);
    assert!(!one.mana_symbols.rules.contains(&"709.4b"));
    let both = room(c, Doors::NONE.with(0, true).with(1, true));
    assert!(both.mana_symbols.rules.contains(&"709.4b"));
}

#[test]
fn cr_709_5a_rooms_share_their_type_line() {
    let c = card("Bottomless Pool // Locker Room");
    for doors in [Doors::NONE, Doors::only(0), Doors::all(2)] {
        assert_eq!(
            room(c, doors).type_line.value.to_string(),
            "Enchantment — Room"
        );
    }
    assert_eq!(
        spell(c, "right", "hand").type_line.value.to_string(),
        "Enchantment — Room"
    );
}

#[test]
fn cr_709_5b_the_uncast_door_still_exists_to_unlock_later() {
    // On the stack only the cast door's characteristics exist…
    let c = card("Bottomless Pool // Locker Room");
    assert_eq!(spell(c, "left", "hand").names.value, ["Bottomless Pool"]);
    // …but the permanent it becomes still has the other door, locked, ready to unlock.
    let entered = Situation {
        cast: Some(Cast::new(c, common::mode(c, "left"))),
        ..Situation::in_zone(Zone::Battlefield)
    };
    let chars = characteristics(c, &entered).map_err(|e| e.to_string());
    assert_eq!(
        chars.map(|c| c.primary().names.value.clone()),
        Ok(vec!["Bottomless Pool".to_string()])
    );
    let unlocked = rooms::unlock(c, Doors::only(0), 1).map(|(cost, d)| (cost.value.to_string(), d));
    assert_eq!(unlocked, Ok(("{4}{U}".to_string(), Doors::all(2))));
}

#[test]
fn cr_709_5b_a_room_spell_keeps_each_halfs_existence_on_the_stack() {
    use splitcard_engine::messages::Lang;
    // Only the cast door's characteristics are the spell's (709.3b), but each half's
    // existence is copiable even on the stack (709.5b, an exception to 709.3b): the names
    // and the rules text cite both, and never say the other door doesn't exist.
    let c = card("Bottomless Pool // Locker Room");
    let s = spell(c, "right", "hand");
    assert_eq!(s.names.value, ["Locker Room"]);
    assert_eq!(&s.names.rules[..], ["709.3b", "709.5b"]);
    assert_eq!(&s.rules_text.rules[..], ["709.3b", "709.5b"]);
    for (lang, other, not) in [
        (
            Lang::En,
            "the other door still exists",
            "as though it didn't",
        ),
        (
            Lang::Fr,
            "l'autre porte existe encore",
            "comme s'il n'existait pas",
        ),
        (
            Lang::De,
            "die andere Tür existiert weiter",
            "als gäbe es ihn nicht",
        ),
    ] {
        let why = s.names.why_in(lang);
        assert!(why.contains(other) && !why.contains(not), "{lang:?}: {why}");
    }
    // The same through inspect (the CLI's `inspect … --zone stack --mode right`).
    let seen = inspect(
        c,
        &Situation {
            cast: Some(Cast::new(c, mode(c, "right"))),
            ..Situation::in_zone(Zone::Stack)
        },
    )
    .map(|i| i.characteristics.map(|c| c.primary().names.rules.to_vec()));
    assert_eq!(
        seen.map_err(|e| e.to_string()),
        Ok(Some(vec!["709.3b", "709.5b"]))
    );
    // A split card that isn't a Room: only 709.3b.
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(&fire.names.rules[..], ["709.3b"]);
    assert_eq!(&fire.rules_text.rules[..], ["709.3b"]);
}

#[test]
fn cr_709_5c_without_its_designation_a_door_is_locked() {
    let c = card("Bottomless Pool // Locker Room");
    let s = room(c, Doors::only(0));
    assert!(!s.has_name("Locker Room"));
    assert!(s.has_name("Bottomless Pool"));
}

#[test]
fn cr_709_5d_enters_with_the_cast_door_unlocked_or_none() {
    let c = card("Bottomless Pool // Locker Room");
    let cast_right = Situation {
        cast: Some(Cast::new(c, common::mode(c, "right"))),
        ..Situation::in_zone(Zone::Battlefield)
    };
    let after_cast = characteristics(c, &cast_right).map(|c| c.primary().names.value.clone());
    assert_eq!(after_cast, Ok(vec!["Locker Room".to_string()]));
    // Put onto the battlefield without being cast: both locked, still a Room.
    let s = room(c, Doors::NONE);
    assert!(s.names.value.is_empty());
    assert_eq!(s.mana_cost.value, None);
    assert_eq!(s.mana_value.value, 0);
    assert_eq!(colors(&s), "");
    assert_eq!(s.type_line.value.to_string(), "Enchantment — Room");
    let default = characteristics(c, &Situation::in_zone(Zone::Battlefield));
    assert_eq!(default.map(|c| c.primary().mana_value.value), Ok(0));
}

#[test]
fn cr_709_5e_unlocking_costs_the_doors_mana_cost() {
    let c = card("Bottomless Pool // Locker Room");
    let (cost, doors) = match rooms::unlock(c, Doors::NONE, 0) {
        Ok(x) => x,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(cost.value.to_string(), "{U}");
    assert!(cost.rules.contains(&"116.2m"));
    assert_eq!(doors, Doors::only(0));
    // Already unlocked, and not a Room: errors with reasons.
    assert!(rooms::unlock(c, Doors::only(0), 0).is_err());
    assert!(rooms::unlock(card("Fire // Ice"), Doors::NONE, 0).is_err());
}

#[test]
fn cr_116_2m_unlocking_a_door_is_a_special_action() {
    // Unlocking is a special action (116.2m), not a spell or an ability: it says so, at
    // sorcery speed, for the door's own mana cost, and cites 116.2m with 709.5e.
    let c = card("Bottomless Pool // Locker Room");
    for (face, cost) in [(0, "{U}"), (1, "{4}{U}")] {
        let (paid, doors) = match rooms::unlock(c, Doors::NONE, face) {
            Ok(x) => x,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(paid.value.to_string(), cost);
        assert_eq!(paid.rules.as_ref(), ["709.5e", "116.2m"]);
        let why = paid.why();
        assert!(why.contains("special action"), "{why}");
        assert!(why.contains(cost), "{why}");
        assert!(doors.is_unlocked(face));
    }
}

#[test]
fn cr_205_3h_room_is_an_enchantment_type() {
    // The subtype Room is an enchantment type: a Room's type line is Enchantment — Room
    // in every zone, on the stack and on the battlefield, and says so (205.3h).
    let c = card("Bottomless Pool // Locker Room");
    let mut seen = vec![
        room(c, Doors::NONE),
        room(c, Doors::only(1)),
        spell(c, "left", "hand"),
    ];
    for zone in [Zone::Library, Zone::Hand, Zone::Graveyard, Zone::Exile] {
        seen.push(off(c, zone));
    }
    for s in &seen {
        assert_eq!(types(s), ["Enchantment"]);
        assert_eq!(s.subtypes(), ["Room"]);
        assert!(
            s.type_line.rules.contains(&"205.3h"),
            "{:?}",
            s.type_line.rules
        );
    }
    // A card whose every face is an Enchantment — Room is a Room; no other card cites it.
    assert!(c.is_room());
    for other in catalogue::all().iter().copied().filter(|c| !c.is_room()) {
        let s = match chars_in(other, Zone::Library, Era::Current) {
            Ok(ch) => ch.primary().clone(),
            Err(e) => panic!("{}: {e}", other.name),
        };
        assert!(!s.type_line.rules.contains(&"205.3h"), "{}", other.name);
    }
    let custom = r#"{"name": "Attic // Cellar", "card_faces": [
        {"name": "Attic", "mana_cost": "{1}{W}", "type_line": "Enchantment — Room", "oracle_text": "When you unlock this door, draw a card."},
        {"name": "Cellar", "mana_cost": "{2}{B}", "type_line": "Enchantment — Room", "oracle_text": ""}]}"#;
    match splitcard_engine::scryfall::import_one(custom) {
        Ok(card) => assert!(card.is_room()),
        Err(e) => panic!("{e}"),
    }
    // Before Duskmourn there were no Rooms.
    assert!(chars_in(c, Zone::Library, Era::Y2017).is_err());
}

#[test]
fn cr_709_5f_an_effect_may_unlock_a_door() {
    let c = card("Bottomless Pool // Locker Room");
    let s = room(c, Doors::NONE.with(1, true));
    assert_eq!(s.names.value, ["Locker Room"]);
}

#[test]
fn cr_709_5g_an_effect_may_lock_a_door() {
    let c = card("Bottomless Pool // Locker Room");
    let s = room(c, Doors::all(2).with(0, false));
    assert_eq!(s.names.value, ["Locker Room"]);
    assert_eq!(s.mana_value.value, 5);
}

/// A user walk: locking the door that was cast left "the door cast" and "cast from your
/// hand" on screen beside a locked door, unexplained. It entered unlocked (709.5d), so only
/// an effect locked it (709.5g): its unlock row says so, and only its own.
#[test]
fn cr_709_5g_the_door_cast_locked_since_says_an_effect_locked_it() {
    for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for cast in 0..c.faces.len() {
            let at = |doors: Option<Doors>| {
                let s = Situation {
                    cast: Some(Cast::new(c, splitcard_engine::Mode::Face(cast))),
                    doors,
                    ..Situation::in_zone(Zone::Battlefield)
                };
                let u = inspect(c, &s).expect("a Room on the battlefield").unlock;
                u.expect("a Room's doors").doors
            };
            // As it entered: the door cast unlocked, no such note.
            assert!(at(None).iter().all(|d| d.cast_door.is_none()), "{}", c.name);
            // Every door locked since: only the door cast has it.
            for d in at(Some(Doors::NONE)) {
                let note = d.cast_door.as_ref();
                assert_eq!(note.is_some(), d.door == cast, "{} {}", c.name, d.name);
                if let Some(n) = note {
                    assert_eq!(n.rules.as_ref(), ["709.5d", "709.5g"]);
                    assert!(n.why().contains(d.name.as_ref()), "{}", n.why());
                }
            }
        }
    }
}

#[test]
fn cr_709_5h_unlock_triggers_once_per_door_including_on_entering() {
    let c = card("Bottomless Pool // Locker Room");
    // Cast Bottomless Pool: it enters with that door unlocked — one trigger, not two.
    let t = rooms::triggers(c, Doors::NONE, Doors::only(0));
    assert_eq!(t.doors, [0]);
    assert!(!t.fully_unlocked);
    // Nothing changes, nothing triggers.
    assert!(rooms::triggers(c, Doors::only(0), Doors::only(0))
        .doors
        .is_empty());
}

#[test]
fn cr_709_5h_only_a_door_with_a_when_you_unlock_ability_triggers() {
    // Locker Room has no "When you unlock this door" ability: unlocking it is an event, but
    // nothing of the door's own triggers.
    let c = card("Bottomless Pool // Locker Room");
    let t = rooms::triggers(c, Doors::NONE, Doors::only(1));
    assert_eq!(t.unlocked, [1]);
    assert!(t.doors.is_empty(), "{t:?}");
    // Neither door of Charred Foyer // Warped Space has one, even unlocked together.
    let c = card("Charred Foyer // Warped Space");
    let t = rooms::triggers(c, Doors::NONE, Doors::all(2));
    assert_eq!(t.unlocked, [0, 1]);
    assert!(t.doors.is_empty(), "{t:?}");
    assert!(t.fully_unlocked);
}

#[test]
fn cr_709_5i_fully_unlock_triggers_on_the_second_door() {
    let c = card("Bottomless Pool // Locker Room");
    assert!(rooms::triggers(c, Doors::only(0), Doors::all(2)).fully_unlocked);
    assert!(rooms::triggers(c, Doors::NONE, Doors::all(2)).fully_unlocked);
    assert!(!rooms::triggers(c, Doors::all(2), Doors::all(2)).fully_unlocked);
}

#[test]
fn cr_709_5j_a_door_is_a_half_of_a_room() {
    let c = card("Bottomless Pool // Locker Room");
    let modes: Vec<String> = splitcard_engine::Mode::all_for(c)
        .iter()
        .map(|m| m.slug(c))
        .collect();
    assert_eq!(modes, ["left", "right"]);
    assert!(!cast(c, "fused", "hand").verdict.legal);
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
fn cr_702_102c_total_cost_includes_both_halves_in_every_era_with_fuse() {
    // MTG Wiki's "Fuse" page (Dragon's Maze, 2013 rules, when a fused spell had two sets of
    // characteristics): "To cast both halves, you pay {5}{B}{G}."
    for era in [Era::Y2013, Era::Y2017, Era::Current] {
        let r = cast_with(card("Down // Dirty"), "fused", "hand", None, era);
        let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
        assert_eq!(total.as_deref(), Some("{5}{B}{G}"), "{era:?}");
        let r = cast_with(card("Wear // Tear"), "fused", "hand", None, era);
        let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
        assert_eq!(total.as_deref(), Some("{1}{R}{W}"), "{era:?}");
    }
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
fn cr_202_3e_x_is_still_cited_on_a_cast_half_under_older_rules() {
    // The older era's "only the cast half exists" rule comes first; the general rules that
    // held then (X on the stack, a cost's colors) are kept, not replaced — as today's,
    // marked, since their numbers then aren't known here.
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let r = cast_with(card("Crime // Punishment"), "right", "hand", Some(3), era);
        let s = match r.spell {
            Some(s) => s.primary().clone(),
            None => panic!("{era:?}: no spell"),
        };
        assert_eq!(s.mana_value.value, 5, "{era:?}");
        assert!(
            s.mana_value.rules.contains(&"202.3e@current"),
            "{era:?}: {:?}",
            s.mana_value.rules
        );
        assert!(
            s.colors.rules.contains(&"202.2@current"),
            "{era:?}: {:?}",
            s.colors.rules
        );
        assert!(
            s.mana_value
                .rules
                .iter()
                .all(|r| r.contains('@') || !r.starts_with("709")),
            "{era:?}: {:?}",
            s.mana_value.rules
        );
    }
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
fn cr_601_3_the_origin_asked_about_is_the_cards_zone_off_the_stack() {
    let c = card("Destined // Lead");
    let aftermath = common::mode(c, "aftermath");
    let left = common::mode(c, "left");
    assert_eq!(Cast::origin_for(c, Zone::Hand, aftermath), origin("hand"));
    assert_eq!(
        Cast::origin_for(c, Zone::Graveyard, left),
        origin("graveyard")
    );
    assert_eq!(Cast::origin_for(c, Zone::Exile, left), origin("exile"));
    // On the stack the spell was cast already: from its usual zone.
    assert_eq!(
        Cast::origin_for(c, Zone::Stack, aftermath),
        origin("graveyard")
    );
    assert_eq!(Cast::origin_for(c, Zone::Stack, left), origin("hand"));
    // Lead from the hand it is in: illegal (702.127a), however it is asked.
    let s = Situation {
        cast: Some(Cast {
            mode: aftermath,
            from: Cast::origin_for(c, Zone::Hand, aftermath),
        }),
        ..Situation::in_zone(Zone::Hand)
    };
    let r = inspect(c, &s).ok().and_then(|i| i.cast);
    assert!(r.is_some_and(|r| !r.verdict.legal && r.verdict.rules == ["702.127a"]));
}

#[test]
fn cr_601_2a_off_the_stack_a_cast_comes_from_the_cards_zone_not_another() {
    // A card in a graveyard is not cast from a hand: the question contradicts itself, and
    // is refused rather than answered "legal, cast from your hand".
    let fire_ice = card("Fire // Ice");
    let alive_well = card("Alive // Well");
    for (c, zone, m, from) in [
        (fire_ice, Zone::Graveyard, "left", "hand"),
        (alive_well, Zone::Library, "fused", "hand"),
        (fire_ice, Zone::Exile, "right", "opponent-graveyard"),
        (fire_ice, Zone::Outside, "left", "hand"),
    ] {
        let cast = Cast {
            mode: common::mode(c, m),
            from: origin(from),
        };
        for era in Era::ALL {
            let s = Situation {
                cast: Some(cast),
                era,
                ..Situation::in_zone(zone)
            };
            match inspect(c, &s) {
                Err(EngineError::Impossible { rules, reason, .. }) => {
                    assert_eq!(rules, ["601.2a"], "{zone:?} {from}");
                    assert!(
                        reason.contains("so it would be cast from there"),
                        "{reason}"
                    );
                }
                other => panic!("{} {zone:?} from {from} ({era:?}): {other:?}", c.name),
            }
        }
        assert!(Cast::check_origin(c, zone, cast.from).is_err());
    }
    // The card's own zone, yours or an opponent's; and any origin for a spell on the stack
    // or a Room's door on the battlefield (where it was cast from).
    let pool = card("Bottomless Pool // Locker Room");
    for (c, zone, from) in [
        (fire_ice, Zone::Graveyard, "graveyard"),
        (fire_ice, Zone::Graveyard, "opponent-graveyard"),
        (fire_ice, Zone::Hand, "opponent-hand"),
        (fire_ice, Zone::Stack, "exile"),
        (fire_ice, Zone::Stack, "opponent-hand"),
        (pool, Zone::Battlefield, "exile"),
    ] {
        let s = Situation {
            cast: Some(Cast {
                mode: common::mode(c, "left"),
                from: origin(from),
            }),
            ..Situation::in_zone(zone)
        };
        assert!(inspect(c, &s).is_ok(), "{} {zone:?} from {from}", c.name);
    }
}

#[test]
fn cr_601_3_a_room_cast_from_elsewhere_is_given_examples_that_allow_a_permanent() {
    // Flashback (Snapcaster Mage, Past in Flames), Mindclaw Shaman, Memory Plunder and
    // Diluvian Primordial allow only instants and sorceries: never a Room's example.
    let pool = card("Bottomless Pool // Locker Room");
    let wrong = [
        "Snapcaster",
        "Past in Flames",
        "Mindclaw",
        "Memory Plunder",
        "Diluvian",
    ];
    for from in [
        "graveyard",
        "opponent-hand",
        "opponent-graveyard",
        "library",
        "exile",
    ] {
        let r = cast(pool, "left", from);
        assert!(r.verdict.legal, "{from}");
        assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
        for w in wrong {
            assert!(
                !r.verdict.reason.contains(w),
                "{from}: {}",
                r.verdict.reason
            );
        }
    }
    assert!(cast(pool, "left", "graveyard")
        .verdict
        .reason
        .contains("Muldrotha"));
    // An instant or sorcery keeps its flashback examples.
    assert!(cast(card("Fire // Ice"), "left", "graveyard")
        .verdict
        .reason
        .contains("Snapcaster Mage"));
}

#[test]
fn cr_702_102d_fused_resolves_left_then_right() {
    let s = spell(card("Down // Dirty"), "fused", "hand");
    let order: Vec<&str> = s.rules_text.value.iter().map(|t| t.face.as_ref()).collect();
    assert_eq!(order, ["Down", "Dirty"]);
    assert!(s.rules_text.rules.contains(&"702.102d"));
}

#[test]
fn cr_702_127a_aftermath_only_from_a_graveyard_then_exiled() {
    let c = card("Destined // Lead");
    let r = cast(c, "aftermath", "graveyard");
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.permission, Some(Permission::Aftermath));
    assert_eq!(r.leaves_stack_to.map(|d| d.value), Some(Destination::Exile));
    for from in ["hand", "library", "exile"] {
        let r = cast(c, "aftermath", from);
        assert!(!r.verdict.legal, "{from}");
        assert_eq!(r.verdict.rules, ["702.127a"]);
    }
    // The other half is cast normally from hand and goes to the graveyard.
    let r = cast(c, "left", "hand");
    assert_eq!(r.verdict.permission, Some(Permission::Normal));
    assert_eq!(
        r.leaves_stack_to.map(|d| d.value),
        Some(Destination::Graveyard)
    );
}

#[test]
fn cr_201_4b_a_name_is_one_half_never_both() {
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert!(fire.has_name("Fire"));
    assert!(!fire.has_name("Ice"));
    assert!(!off(card("Fire // Ice"), Zone::Hand).has_name("Fire // Ice"));
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
fn cr_702_127a_meddling_mage_in_a_graveyard_cites_aftermath_for_the_castable_half() {
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    // Naming Destined with Destined // Lead in a graveyard: Lead is castable there only by
    // aftermath (702.127a), which the answer cites, as in a hand it cites it for the refusal.
    let Ok(mage) = probes::find("meddling-mage") else {
        panic!("no meddling-mage")
    };
    for zone in [Zone::Graveyard, Zone::Hand] {
        let input = ProbeInput {
            zone: Some(zone),
            name: Some("Destined".into()),
            ..ProbeInput::default()
        };
        let Ok(a) = probes::probe(card("Destined // Lead"), mage, &input) else {
            panic!("no answer")
        };
        assert!(a.rules.contains(&"702.127a"), "{zone:?}: {:?}", a.rules);
        if zone == Zone::Graveyard {
            assert_eq!(a.answer, AnswerValue::Names(vec!["Lead".into()]));
        }
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
fn cr_601_3e_cast_with_characteristic_tests_the_half_cast() {
    // "If an effect prevents you from casting green spells, you can cast Destined but not
    // Lead": the spell's colors are the cast half's.
    let c = card("Destined // Lead");
    assert_eq!(colors(&spell(c, "left", "hand")), "B");
    assert_eq!(colors(&spell(c, "aftermath", "graveyard")), "G");
}

#[test]
fn cr_702_1b_flashback_uses_the_cast_halfs_mana_cost() {
    // Snapcaster Mage / Past in Flames: casting Fire from the graveyard costs {1}{R}.
    let c = card("Fire // Ice");
    let r = cast(c, "left", "graveyard");
    assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
    let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
    assert_eq!(total.as_deref(), Some("{1}{R}"));
    // In the graveyard, the card's mana cost is the combined one.
    assert_eq!(cost(&off(c, Zone::Graveyard)), "{2}{U}{R}");
}

#[test]
fn cr_702_85a_cascade_stops_by_combined_value_casts_by_half() {
    // Cascade from a 3-drop: Boom // Bust is 8 in exile (not hit); Wear // Tear is 3 (not
    // less than 3, not hit) — Wax // Wane at 2 is hit, and then Wax is cast at 1.
    assert_eq!(off(card("Boom // Bust"), Zone::Exile).mana_value.value, 8);
    assert_eq!(off(card("Wear // Tear"), Zone::Exile).mana_value.value, 3);
    let wax_wane = card("Wax // Wane");
    assert_eq!(off(wax_wane, Zone::Exile).mana_value.value, 2);
    assert_eq!(spell(wax_wane, "left", "exile").mana_value.value, 1);
}

#[test]
fn cr_707_10_a_copy_of_a_spell_copies_the_cast_half() {
    // Twincast copying Fire gets Fire: the spell has nothing of Ice to copy.
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(fire.names.value, ["Fire"]);
    assert!(fire.rules_text.value.iter().all(|t| t.face == "Fire"));
    // A copy of a fused spell is fused: both halves.
    let fused = spell(card("Alive // Well"), "fused", "hand");
    assert_eq!(fused.names.value, ["Alive", "Well"]);
}

#[test]
fn cr_304_4_an_instant_card_cannot_be_on_the_battlefield() {
    let e = characteristics(card("Fire // Ice"), &Situation::in_zone(Zone::Battlefield));
    match e {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["304.4", "307.4"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn cr_307_4_a_sorcery_card_cannot_be_on_the_battlefield() {
    // Assault // Battery is a sorcery card; Breaking // Entering too: neither half is a
    // permanent, so the card can't be there.
    for name in ["Assault // Battery", "Breaking // Entering"] {
        match characteristics(card(name), &Situation::in_zone(Zone::Battlefield)) {
            Err(EngineError::Impossible { rules, .. }) => {
                assert!(rules.contains(&"307.4"), "{name}: {rules:?}")
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    // A Room, a permanent card, can.
    assert!(characteristics(
        card("Bottomless Pool // Locker Room"),
        &Situation::in_zone(Zone::Battlefield)
    )
    .is_ok());
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

#[test]
fn cr_202_2_colors_come_from_the_mana_symbols() {
    // Fire is red, Ice is blue: the spell is the cast half's color, the card both.
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(fire.colors.value.letters(), "R");
    assert!(
        fire.colors.rules.contains(&"202.2"),
        "{:?}",
        fire.colors.rules
    );
    let ice = spell(card("Fire // Ice"), "right", "hand");
    assert_eq!(ice.colors.value.letters(), "U");
    assert_eq!(
        off(card("Fire // Ice"), Zone::Hand).colors.value.letters(),
        "UR"
    );
    // A half with only generic mana is colorless on the stack.
    let wear = spell(card("Wear // Tear"), "left", "hand");
    assert_eq!(
        wear.mana_cost.value.as_ref().map(|c| c.to_string()),
        Some("{1}{R}".to_string())
    );
    assert_eq!(wear.colors.value.letters(), "R");
}

#[test]
fn cr_205_2a_every_card_type_is_read_from_a_type_line() {
    use splitcard_engine::{CardType, TypeLine};
    for (word, t) in [
        ("Artifact", CardType::Artifact),
        ("Battle", CardType::Battle),
        ("Creature", CardType::Creature),
        ("Enchantment", CardType::Enchantment),
        ("Instant", CardType::Instant),
        ("Kindred", CardType::Kindred),
        ("Land", CardType::Land),
        ("Planeswalker", CardType::Planeswalker),
        ("Sorcery", CardType::Sorcery),
    ] {
        match TypeLine::parse(word) {
            Ok(line) => assert_eq!(&line.types[..], [t], "{word}"),
            Err(e) => panic!("{word}: {e}"),
        }
    }
    // A word that is no card type (nor a supertype) is refused, not guessed.
    assert!(TypeLine::parse("Spell").is_err());
    // Every type line of the catalogue names at least one card type.
    for c in catalogue::all() {
        assert!(
            !off(c, Zone::Library).type_line.value.types.is_empty(),
            "{}",
            c.name
        );
    }
}

#[test]
fn cr_608_2n_an_instant_or_sorcery_spell_goes_to_the_graveyard() {
    for (name, m) in [
        ("Fire // Ice", "left"),
        ("Assault // Battery", "right"),
        ("Alive // Well", "fused"),
    ] {
        let r = cast(card(name), m, "hand");
        let to = r
            .leaves_stack_to
            .as_ref()
            .map(|d| (d.value, d.rules.to_vec()));
        assert_eq!(
            to,
            Some((Destination::Graveyard, vec!["608.2n"])),
            "{name} {m}"
        );
    }
    // Not an aftermath half cast from a graveyard: exiled (702.127a).
    let lead = cast(card("Destined // Lead"), "aftermath", "graveyard");
    assert_eq!(
        lead.leaves_stack_to.map(|d| d.value),
        Some(Destination::Exile)
    );
}

/// The rule numbers in the first column of `docs/rules.md`'s tables ("709.5f–g" is both,
/// and a row's "Also 116.2m" counts too).
fn documented_rules(doc: &str) -> Vec<String> {
    let mut rules = Vec::new();
    for line in doc.lines() {
        let Some(cell) = line.strip_prefix("| ").and_then(|l| l.split(" |").next()) else {
            continue;
        };
        if !cell.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let mut parts = cell.split('–');
        let first = parts.next().unwrap_or("").to_string();
        for more in parts {
            // "709.5f–g": the same rule with another letter.
            rules.push(format!("{}{more}", &first[..first.len() - more.len()]));
        }
        rules.push(first);
        for also in line.split("Also ").skip(1) {
            let r = also
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                .next()
                .unwrap_or("")
                .trim_end_matches('.');
            rules.push(r.to_string());
        }
    }
    rules
}

/// Whether a test named after the rule exists among the engine's tests and sources.
fn has_named_test(sources: &str, rule: &str) -> bool {
    sources.contains(&format!("fn cr_{}_", rule.replace('.', "_")))
}

#[test]
fn rule_coverage_every_documented_rule_has_a_named_test() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = String::new();
    for sub in ["tests", "src"] {
        if let Ok(entries) = std::fs::read_dir(dir.join(sub)) {
            for e in entries.flatten() {
                sources.push_str(&std::fs::read_to_string(e.path()).unwrap_or_default());
            }
        }
    }
    let doc = include_str!("../../../docs/rules.md");
    let listed = documented_rules(doc);
    // The tables hold the split-card, fuse, aftermath and Room rules: a parse that finds
    // fewer, or misses the heart of them, is a broken parse, not a covered document.
    assert!(
        listed.len() >= 35,
        "only {} rules read from docs/rules.md",
        listed.len()
    );
    for core in ["709.3b", "709.4b", "709.5f", "709.5g", "116.2m", "702.127a"] {
        assert!(
            listed.iter().any(|r| r == core),
            "docs/rules.md: {core} not read"
        );
    }
    for rule in &listed {
        assert!(
            splitcard_engine::rules::summary(rule).is_some(),
            "docs/rules.md lists {rule}, rules::rules() has no summary for it"
        );
        assert!(
            has_named_test(&sources, rule),
            "docs/rules.md lists {rule}: no test named cr_{}_…",
            rule.replace('.', "_")
        );
    }
    // Every rule number anywhere in the document is one the engine knows, or the number of
    // fuse's or aftermath's section, then or now (`708.5@2013` is an older era's, skipped).
    const HISTORICAL: &[&str] = &["702.101", "702.126", "702.102", "702.127"];
    let words: Vec<&str> = doc
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '@'))
        .collect();
    for word in words {
        let word = word.trim_end_matches('.');
        if word.contains('@') {
            continue;
        }
        let Some((head, tail)) = word.split_once('.') else {
            continue;
        };
        let rule_like = head.len() == 3
            && head.bytes().all(|b| b.is_ascii_digit())
            && tail.bytes().next().is_some_and(|b| b.is_ascii_digit())
            && tail.bytes().all(|b| b.is_ascii_alphanumeric());
        if rule_like && !HISTORICAL.contains(&word) {
            assert!(
                splitcard_engine::rules::summary(word).is_some(),
                "docs/rules.md names {word}, rules::rules() doesn't"
            );
        }
    }
    // Every rule the engine may cite today has a test named after it.
    for (rule, _) in splitcard_engine::rules::rules() {
        assert!(
            has_named_test(&sources, rule),
            "{rule} is cited but no test is named cr_{}_…",
            rule.replace('.', "_")
        );
    }
    // Every rule the engine can cite is in the registry (checked across the catalogue).
    for card in catalogue::all() {
        let m = splitcard_engine::matrix(card, Era::Current);
        for row in &m.rows {
            if let Ok(c) = &row.characteristics {
                for s in &c.sets {
                    for r in s
                        .names
                        .rules
                        .iter()
                        .chain(s.mana_value.rules.iter())
                        .chain(s.colors.rules.iter())
                        .chain(s.type_line.rules.iter())
                        .chain(s.rules_text.rules.iter())
                        .chain(s.mana_cost.rules.iter())
                    {
                        assert!(
                            splitcard_engine::rules::summary(r).is_some(),
                            "{r} cited but not in rules::rules()"
                        );
                    }
                }
            }
            for cell in &row.casts {
                for r in &cell.report.verdict.rules {
                    assert!(
                        splitcard_engine::rules::summary(r).is_some(),
                        "{r} cited but not in rules::rules()"
                    );
                }
            }
        }
    }
}

/// Every rule an answer cites under an older era, for every card, zone and mode: that
/// era's rules, or general rules whose substance held then — never today's split-card rules
/// (709, 702.102 …), which describe the modern model. The one exception: a refusal of a
/// mechanic that came later (fuse before 2013, aftermath before 2017, Rooms before 2024),
/// which no rule of that era covers, cites today's rule for what the mechanic is
/// (`era_rules::postdates`). Refusals and impossible questions are checked too.
#[test]
fn older_eras_cite_their_own_rules_in_every_answer() {
    use splitcard_engine::era_rules::{postdates, still_cited};
    let mut checked = 0;
    let mut refusals = 0;
    for era in [Era::Y2017, Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        for c in splitcard_engine::catalogue::all() {
            for zone in Zone::ALL {
                for mode in splitcard_engine::Mode::all_for(c) {
                    let s = Situation {
                        era,
                        cast: Some(Cast {
                            mode,
                            from: Cast::origin_for(c, zone, mode),
                        }),
                        ..Situation::in_zone(zone)
                    };
                    let i = match inspect(c, &s) {
                        Ok(i) => i,
                        Err(EngineError::Impossible { rules, .. }) => {
                            let at = format!("{} {zone:?} {mode:?} {era:?}: error", c.name);
                            assert!(!rules.is_empty(), "{at}: no rule");
                            for r in rules {
                                assert!(
                                    still_cited(r, era) || postdates(r, era),
                                    "{at} cites today's {r}"
                                );
                                assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                            }
                            refusals += 1;
                            continue;
                        }
                        Err(e) => panic!("{} {zone:?} {mode:?} {era:?}: {e}", c.name),
                    };
                    let mut cited: Vec<(&str, Vec<&'static str>)> = Vec::new();
                    let sets = i
                        .characteristics
                        .iter()
                        .chain(i.cast.as_ref().and_then(|r| r.spell.as_ref()));
                    for set in sets.flat_map(|ch| ch.sets.iter()) {
                        cited.extend([
                            ("names", set.names.rules.to_vec()),
                            ("mana cost", set.mana_cost.rules.to_vec()),
                            ("symbols", set.mana_symbols.rules.to_vec()),
                            ("mana value", set.mana_value.rules.to_vec()),
                            ("colors", set.colors.rules.to_vec()),
                            ("identity", set.color_identity.rules.to_vec()),
                            ("type line", set.type_line.rules.to_vec()),
                            ("text", set.rules_text.rules.to_vec()),
                        ]);
                    }
                    if let Some(r) = &i.cast {
                        let at = format!("{} {zone:?} {mode:?} {era:?}: verdict", c.name);
                        if r.verdict.legal {
                            cited.push(("verdict", r.verdict.rules.clone()));
                        } else {
                            assert!(!r.verdict.rules.is_empty(), "{at}: no rule");
                            for rule in &r.verdict.rules {
                                assert!(
                                    still_cited(rule, era) || postdates(rule, era),
                                    "{at} cites today's {rule}"
                                );
                                assert!(
                                    splitcard_engine::rules::summary(rule).is_some(),
                                    "{at}: {rule}"
                                );
                            }
                            refusals += 1;
                        }
                        if let Some(t) = &r.total_cost {
                            cited.push(("total cost", t.rules.to_vec()));
                        }
                        if let Some(d) = &r.leaves_stack_to {
                            cited.push(("leaves the stack", d.rules.to_vec()));
                        }
                    }
                    for (what, rules) in cited {
                        let at = format!("{} {zone:?} {mode:?} {era:?}: {what}", c.name);
                        assert!(!rules.is_empty(), "{at}: no rule");
                        for r in rules {
                            assert!(still_cited(r, era), "{at} cites today's {r}");
                            assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 5000, "{checked}");
    assert!(refusals > 500, "{refusals}");
}

/// The matrix under an older era: every zone's characteristics or why it can't be there,
/// and every cell's verdict, cite that era's rules (today's only for a mechanic that came
/// later, and only in a refusal).
#[test]
fn older_eras_matrix_cites_their_own_rules_in_every_cell() {
    use splitcard_engine::era_rules::{postdates, still_cited};
    for era in [Era::Y2017, Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            for row in &m.rows {
                let at = format!("{} {:?} {era:?}", c.name, row.zone);
                if let Err(EngineError::Impossible { rules, .. }) = &row.characteristics {
                    assert!(!rules.is_empty(), "{at}: no rule");
                    for r in rules {
                        assert!(
                            still_cited(r, era) || postdates(r, era),
                            "{at}: cites today's {r}"
                        );
                    }
                }
                for cell in &row.casts {
                    let v = &cell.report.verdict;
                    assert!(!v.rules.is_empty(), "{at} {:?}: no rule", cell.mode);
                    for r in &v.rules {
                        assert!(
                            still_cited(r, era) || (!v.legal && postdates(r, era)),
                            "{at} {:?}: cites today's {r} ({})",
                            cell.mode,
                            v.reason
                        );
                        assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                    }
                }
            }
        }
    }
}

/// The audit's examples: under 2013 naming both halves is refused with the Dragon's Maze
/// naming rule (708.7), not today's 201.4b / 709.4a; aftermath before Amonkhet is refused
/// with what aftermath is (702.127a), not an unrelated rule of the era.
#[test]
fn older_refusals_cite_that_eras_rules_or_the_later_mechanic() {
    use splitcard_engine::probes::{self, ProbeInput};
    let meddling = match probes::find("meddling-mage") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    let named = |era| ProbeInput {
        name: Some("Fire // Ice".into()),
        era,
        ..ProbeInput::default()
    };
    match probes::probe(card("Fire // Ice"), meddling, &named(Era::Y2013)) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["708.7@2013"]),
        other => panic!("{other:?}"),
    }
    match probes::probe(card("Fire // Ice"), meddling, &named(Era::Current)) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["201.4b", "709.4a"]),
        other => panic!("{other:?}"),
    }
    let dl = card("Destined // Lead");
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let s = Situation {
            era,
            cast: Some(Cast {
                mode: mode(dl, "aftermath"),
                from: origin("graveyard"),
            }),
            ..Situation::in_zone(Zone::Stack)
        };
        match inspect(dl, &s) {
            Ok(i) => {
                let v = i.cast.map(|r| r.verdict);
                let v = v.as_ref();
                assert_eq!(v.map(|v| v.legal), Some(false), "{era:?}");
                // Today's aftermath rule, marked as today's (702.127a was another rule, or
                // none, then), beside the era's own rule for casting a half.
                let mut want = vec!["702.127a@current"];
                want.extend(splitcard_engine::era_rules::rules(
                    era,
                    splitcard_engine::era_rules::Topic::CastHalf,
                ));
                assert_eq!(v.map(|v| v.rules.clone()), Some(want), "{era:?}");
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
    // A card without fuse, cast fused before fuse existed: the era's one-half rule and
    // what fuse is.
    let r = cast_with(card("Fire // Ice"), "fused", "hand", None, Era::Y2006);
    assert!(!r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a@current", "505.2@2006"]);
    use splitcard_engine::messages::Lang;
    assert_eq!(
        splitcard_engine::rules::display("702.102a@current"),
        "702.102a (today's rules)"
    );
    assert_eq!(
        splitcard_engine::rules::display_in("702.102a@current", Lang::Fr),
        "702.102a (règles actuelles)"
    );
    assert_eq!(
        splitcard_engine::rules::display_in("702.102a@current", Lang::De),
        "702.102a (heutige Regeln)"
    );
    assert_eq!(
        splitcard_engine::rules::link("702.102a@current"),
        splitcard_engine::rules::link("702.102a")
    );
    assert_eq!(
        splitcard_engine::rules::summary_in("702.102a@current", Lang::Fr),
        splitcard_engine::rules::summary_in("702.102a", Lang::Fr)
    );
    // Under 2013 the Dragon's Maze rules, fuse included: the fuse rule, and choosing one half.
    let r = cast_with(card("Fire // Ice"), "fused", "hand", None, Era::Y2013);
    assert!(!r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.101a@2013", "708.2a@2013"]);
    // A spell on the stack needs a mode: the era's rule that only the cast half exists.
    match characteristics(
        card("Fire // Ice"),
        &Situation {
            era: Era::Y2006,
            ..Situation::in_zone(Zone::Stack)
        },
    ) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["505.2@2006"]),
        other => panic!("{other:?}"),
    }
}

/// Under the 2013 rules a fused cast — legal from your own hand, refused from anywhere else —
/// cites the fuse rule of that era, 702.101a ("applies while the card with fuse is in a
/// player's hand"), never 708.2 and 702.101b (two sets of characteristics and one converted
/// mana cost: what a fused spell IS, not where it can be cast from). For every fuse card and
/// origin, in the inspector, Snapcaster Mage's refusal and the cast-permission probes.
#[test]
fn cr_702_102a_under_2013_fuse_from_your_own_hand_cites_702_101a_of_2013() {
    use splitcard_engine::probes::{self, ProbeInput};
    use splitcard_engine::Origin;
    let not_about_casting = ["708.2@2013", "702.101b@2013"];
    let mut fuse_cards = 0;
    for c in catalogue::all().iter().copied().filter(|c| c.has_fuse()) {
        fuse_cards += 1;
        for from in Origin::ALL {
            let s = Situation {
                era: Era::Y2013,
                cast: Some(Cast {
                    mode: splitcard_engine::Mode::Fused,
                    from,
                }),
                ..Situation::in_zone(Zone::Stack)
            };
            let verdict = match inspect(c, &s) {
                Ok(i) => i.cast.map(|r| r.verdict),
                Err(e) => panic!("{} from {from:?}: {e}", c.name),
            };
            let Some(verdict) = verdict else {
                panic!("{} from {from:?}: no verdict", c.name)
            };
            let at = format!("{} from {from:?}: {:?}", c.name, verdict.rules);
            assert_eq!(verdict.legal, from == Origin::HAND, "{at}");
            assert!(verdict.rules.contains(&"702.101a@2013"), "{at}");
            assert!(
                !verdict.rules.iter().any(|r| not_about_casting.contains(r)),
                "{at}"
            );
        }
        // Snapcaster Mage can't give a fused spell flashback: the same refusal.
        let Ok(snapcaster) = probes::find("snapcaster-mage") else {
            panic!("snapcaster-mage")
        };
        let input = ProbeInput {
            cast: Some(Cast::new(c, mode(c, "fused"))),
            era: Era::Y2013,
            ..ProbeInput::default()
        };
        match probes::probe(c, snapcaster, &input) {
            Err(EngineError::Impossible { rules, .. }) => {
                assert!(rules.contains(&"702.101a@2013"), "{}: {rules:?}", c.name);
                assert!(
                    !rules.iter().any(|r| not_about_casting.contains(r)),
                    "{}: {rules:?}",
                    c.name
                );
            }
            other => panic!("{}: {other:?}", c.name),
        }
        // Mindclaw Shaman casts from an opponent's hand, Omniscience from yours: either way
        // the fuse rule says whether the fused spell is castable.
        for slug in ["mindclaw-shaman", "omniscience"] {
            let Ok(effect) = probes::find(slug) else {
                panic!("{slug}")
            };
            let input = ProbeInput {
                era: Era::Y2013,
                ..ProbeInput::default()
            };
            match probes::probe(c, effect, &input) {
                Ok(a) => assert!(
                    a.rules.contains(&"702.101a@2013"),
                    "{} {slug}: {:?}",
                    c.name,
                    a.rules
                ),
                Err(e) => panic!("{} {slug}: {e}", c.name),
            }
        }
    }
    assert!(fuse_cards >= 10, "{fuse_cards}");
    for rule in ["702.101a@2013", "702.101c@2013"] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
    }
    // The fused spell's total cost: both halves' mana costs (702.101c of 2013).
    let r = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.101c@2013"])
    );
}

/// Dragon's Maze numbered fuse 702.101 (the Fire // Ice article quotes 708.2: "see rule 702.101"); it became
/// 702.102 in April 2021. A fused spell under the 2013 rules cites 702.101b of that era.
#[test]
fn older_2013_a_fused_spell_cites_fuse_as_702_101b() {
    let r = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    assert!(r.verdict.legal, "{}", r.verdict.reason);
    let Some(spell) = r.spell else {
        panic!("legal cast without a spell")
    };
    for set in &spell.sets {
        for rules in [
            &set.names.rules,
            &set.mana_value.rules,
            &set.colors.rules,
            &set.type_line.rules,
        ] {
            assert!(rules.contains(&"702.101b@2013"), "{rules:?}");
            assert!(!rules.iter().any(|r| r.starts_with("702.100")), "{rules:?}");
        }
    }
    assert!(splitcard_engine::rules::summary("702.101b@2013").is_some());
    assert!(splitcard_engine::rules::summary("702.100b@2013").is_none());
}

/// The Amonkhet rules (April 2017 – April 2021) are today's model, cited as numbered when they
/// began: split cards 708 (709 from July 2021), fuse 702.101 and aftermath 702.126 (702.102
/// and 702.127 from April 2021, the next era).
/// The Magic 2010 rules (July 2009 – April 2013): the Dissension rules' answers, cited as
/// the renumbered document had them — 505.2–505.6 became 708.2–708.6, the glossary's "Name a
/// card" 201.3 (`data/SOURCES.md`) — never the 2006 numbers.
#[test]
fn older_2009_cites_the_magic_2010_numbering() {
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    assert_eq!(Era::parse("2010-01-01"), Ok(Era::Y2009));
    let ask = |name: &str, slug: &str, input: ProbeInput| match probes::find(slug) {
        Ok(e) => probes::probe(card(name), e, &input),
        Err(e) => panic!("{e}"),
    };
    let era = |era| ProbeInput {
        era,
        ..ProbeInput::default()
    };
    // Dark Confidant revealing Hit // Run: two answers, 3 and 5, 8 life (as in 2006).
    for (e, rules) in [
        (Era::Y2009, ["708.2@2009", "708.5@2009"]),
        (Era::Y2006, ["505.2@2006", "505.5@2006"]),
    ] {
        match ask("Hit // Run", "dark-confidant", era(e)) {
            Ok(a) => {
                assert_eq!(a.answer, AnswerValue::Number(8), "{e:?}");
                assert_eq!(a.rules, rules, "{e:?}");
            }
            Err(err) => panic!("{e:?}: {err}"),
        }
    }
    // Counterbalance revealing Wear // Tear: 1 or 2, a comparison (708.6 of 2009).
    match ask("Wear // Tear", "counterbalance", era(Era::Y2009)) {
        Ok(a) => {
            assert_eq!(a.answer, AnswerValue::Numbers(vec![1, 2]));
            assert!(a.rules.contains(&"708.6@2009"), "{:?}", a.rules);
        }
        Err(err) => panic!("{err}"),
    }
    // Glittering Wish: a split card with differently colored halves was multicolored.
    match ask("Fire // Ice", "glittering-wish", era(Era::Y2009)) {
        Ok(a) => assert!(a.rules.contains(&"708.3@2009"), "{:?}", a.rules),
        Err(err) => panic!("{err}"),
    }
    // Naming meant naming all its names until Dragon's Maze changed 201.3.
    let named = ProbeInput {
        name: Some("Fire".into()),
        ..era(Era::Y2009)
    };
    match ask("Fire // Ice", "meddling-mage", named) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["201.3@2009"]),
        other => panic!("{other:?}"),
    }
    // Off the stack: one set per half, cited 708.2 of 2009; one card, 708.4 of 2009.
    let c = match chars_in(card("Fire // Ice"), Zone::Library, Era::Y2009) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(c.sets.len(), 2);
    assert!(c.primary().names.rules.contains(&"708.2@2009"));
    for set in &c.sets {
        for rules in [&set.names.rules, &set.mana_value.rules, &set.colors.rules] {
            assert!(!rules.iter().any(|r| r.contains("@2006")), "{rules:?}");
        }
    }
    assert_eq!(
        splitcard_engine::rules::display("708.5@2009"),
        "708.5 (2009 rules)"
    );
}

#[test]
fn older_2017_cites_the_numbering_of_april_2017() {
    use splitcard_engine::messages::{era_in, Lang};
    let era = match Era::parse("2018-01-01") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(era, Era::Y2017);
    assert_eq!(Era::parse("2021-04-21"), Ok(Era::Y2017));
    assert_eq!(Era::parse("2021-05-01"), Ok(Era::Y2021April));
    let fire_ice = card("Fire // Ice");
    let c = match chars_in(fire_ice, Zone::Library, Era::Y2017) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let today = off(fire_ice, Zone::Library);
    let s = c.primary();
    assert_eq!(s.mana_value.value, today.mana_value.value);
    assert_eq!(&s.mana_value.rules[..], ["708.4b@2017"]);
    assert_eq!(&s.names.rules[..], ["708.4@2017", "708.4a@2017"]);
    let r = cast_with(card("Alive // Well"), "fused", "hand", None, Era::Y2017);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.101a@2017"]);
    let spell = r.spell.as_ref().map(|s| s.primary().clone());
    let Some(spell) = spell else {
        panic!("no spell")
    };
    assert!(spell.mana_value.rules.contains(&"702.101b@2017"));
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.101c@2017"])
    );
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        Era::Y2017,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.126a@2017"]);
    assert_eq!(
        lead.leaves_stack_to.as_ref().map(|d| d.rules.to_vec()),
        Some(vec!["702.126a@2017"])
    );
    let fire = cast_with(fire_ice, "left", "hand", None, Era::Y2017);
    assert_eq!(fire.verdict.rules, ["708.3@2017", "708.3a@2017", "601.3"]);
    for rule in [
        "708.4b@2017",
        "702.101a@2017",
        "702.101b@2017",
        "702.101c@2017",
        "702.126a@2017",
        "708.3b@2017",
    ] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
        assert_eq!(splitcard_engine::rules::link(rule), None);
    }
    // The label says when the era ended, in every language.
    assert!(era_in(Era::Y2017, Lang::En).contains("April 2017 – April 2021"));
    assert!(era_in(Era::Y2017, Lang::Fr).contains("avril 2017 – avril 2021"));
    assert!(era_in(Era::Y2017, Lang::De).contains("April 2017 – April 2021"));
    // Rooms came later: refused with today's rule.
    match chars_in(
        card("Bottomless Pool // Locker Room"),
        Zone::Hand,
        Era::Y2017,
    ) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["709.5@current"]),
        other => panic!("{other:?}"),
    }
}

/// From July 2021 (Adventures in the Forgotten Realms) split cards are 709, fuse 702.102 and
/// aftermath 702.127 (`docs/rules.md`, "How the rules changed"): the Amonkhet model's answers, cited
/// with today's numbers, and still no Rooms (709.5 came with Duskmourn).
#[test]
fn older_2021_cites_todays_numbers_709_702_102_702_127() {
    assert_eq!(Era::parse("2021-07-23"), Ok(Era::Y2021));
    assert_eq!(Era::parse("2023-06-01"), Ok(Era::Y2021));
    assert_eq!(Era::parse("2021"), Ok(Era::Y2021));
    let fire_ice = card("Fire // Ice");
    let c = match chars_in(fire_ice, Zone::Library, Era::Y2021) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let today = off(fire_ice, Zone::Library);
    let s = c.primary();
    assert_eq!(s.mana_value.value, today.mana_value.value);
    assert_eq!(s.mana_value.rules, today.mana_value.rules);
    assert_eq!(s.names.rules, today.names.rules);
    assert!(
        s.mana_value.rules.contains(&"709.4b"),
        "{:?}",
        s.mana_value.rules
    );
    let r = cast_with(card("Alive // Well"), "fused", "hand", None, Era::Y2021);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a"]);
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        Era::Y2021,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.127a"]);
    let fire = cast_with(fire_ice, "left", "hand", None, Era::Y2021);
    let now = cast_with(fire_ice, "left", "hand", None, Era::Current);
    assert_eq!(fire.verdict.rules, now.verdict.rules);
    // No Rooms yet: a Room is refused with what a Room is (709.5).
    let room = card("Bottomless Pool // Locker Room");
    match chars_in(room, Zone::Library, Era::Y2021) {
        Err(EngineError::Impossible { rules, .. }) => {
            assert!(rules.iter().any(|r| r.starts_with("709.5")), "{rules:?}")
        }
        other => panic!("{other:?}"),
    }
}

// ---- rule numbers as each older era numbered them ---------------------------------------
//
// Checked against the Comprehensive Rules texts of 2017-08-25 to 2022-04-29 in the public
// `lzybluee/CR` repository (data/SOURCES.md): fuse and aftermath are 702.102 and 702.127 in
// the CR effective 2021-04-22 (split cards still 708, copying 706.10, an instant's last step
// 608.2m); the CR effective 2021-07-23 moves split cards to 709 and copying to 707.10.

fn era_of(date: &str) -> Era {
    match Era::parse(date) {
        Ok(e) => e,
        Err(e) => panic!("{date}: {e}"),
    }
}

/// From the CR effective 22 April 2021 fuse is 702.102 and aftermath 702.127 (and "mana
/// value" replaces "converted mana cost"), while split cards stay 708 until July 2021: a date
/// in between cites fuse and aftermath by their new numbers and the split-card rules by 708,
/// as the rules of April 2021 numbered them.
#[test]
fn cr_702_102a_from_april_2021_fuse_is_702_102_and_aftermath_702_127() {
    let april = era_of("2021-05-01");
    assert_ne!(april, Era::Y2017);
    assert_ne!(april, Era::Y2021);
    assert_eq!(april.slug(), "2021-04");
    assert_eq!(era_of("2021-04-22"), april);
    assert_eq!(era_of("2021-07-22"), april);
    assert_eq!(era_of("2021-04-21"), Era::Y2017);
    assert_eq!(era_of("2021-07-23"), Era::Y2021);
    assert_eq!(era_of("2021-04"), april);
    assert!(Era::ALL.contains(&april));
    assert!(april.says_mana_value() && !Era::Y2017.says_mana_value());
    // Fuse: refused from a graveyard, legal from hand, its total cost.
    let turn_burn = card("Turn // Burn");
    let s = Situation {
        era: april,
        cast: Some(Cast {
            mode: mode(turn_burn, "fused"),
            from: origin("graveyard"),
        }),
        ..Situation::in_zone(Zone::Stack)
    };
    match inspect(turn_burn, &s).map(|i| i.cast.map(|r| r.verdict)) {
        Ok(Some(v)) => {
            assert!(!v.legal);
            assert_eq!(v.rules, ["702.102a"]);
        }
        other => panic!("{other:?}"),
    }
    let r = cast_with(turn_burn, "fused", "hand", None, april);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a"]);
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.102c"])
    );
    // Aftermath.
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        april,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.127a"]);
    // Split cards: 708, as numbered in April 2021 (with 708.4b's separate symbols, there
    // since April 2020); the mana value 202.3d (there since August 2018).
    let c = match chars_in(card("Fire // Ice"), Zone::Library, april) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let s = c.primary();
    assert_eq!(&s.names.rules[..], ["708.4@2021-04", "708.4a@2021-04"]);
    assert_eq!(&s.mana_value.rules[..], ["708.4b@2021-04", "202.3d"]);
    assert_eq!(&s.mana_symbols.rules[..], ["708.4b@2021-04"]);
    for rule in [
        "708.4@2021-04",
        "708.4a@2021-04",
        "708.4b@2021-04",
        "708.3c@2021-04",
    ] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
        assert_eq!(splitcard_engine::rules::link(rule), None);
    }
    assert_eq!(
        splitcard_engine::rules::display("708.4b@2021-04"),
        "708.4b (April 2021 rules)"
    );
    // The 2017 era ends where it begins; its label says so.
    use splitcard_engine::messages::{era_in, Lang};
    assert!(era_in(Era::Y2017, Lang::En).contains("April 2017 – April 2021"));
    assert!(era_in(april, Lang::En).contains("April 2021 – July 2021"));
}

/// {X} is 202.3e today; until the August 2018 CR it was 202.3d (202.3e was hybrid mana).
/// Under the 2017 rules (as numbered when they began) an X cites 202.3d of 2017; under the
/// rules before 2017, whose number for it isn't known here, today's rule marked as today's.
#[test]
fn cr_202_3e_x_is_202_3d_under_the_2017_rules() {
    let crime = card("Crime // Punishment");
    let off_stack = |era: Era| match chars_in(crime, Zone::Library, era) {
        Ok(c) => c
            .sets
            .iter()
            .flat_map(|s| s.mana_value.rules.iter().copied())
            .collect::<Vec<_>>(),
        Err(e) => panic!("{e}"),
    };
    let on_stack = |era: Era| {
        let r = cast_with(crime, "right", "hand", Some(2), era);
        let Some(spell) = r.spell else {
            panic!("no spell")
        };
        spell
            .sets
            .iter()
            .flat_map(|s| s.mana_value.rules.iter().copied())
            .collect::<Vec<_>>()
    };
    for rules in [off_stack(era_of("2017-06-01")), on_stack(Era::Y2017)] {
        assert!(rules.contains(&"202.3d@2017"), "{rules:?}");
        assert!(!rules.contains(&"202.3e"), "{rules:?}");
    }
    for era in [era_of("2021-05-01"), Era::Y2021, Era::Current] {
        assert!(on_stack(era).contains(&"202.3e"), "{era:?}");
    }
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let rules = on_stack(era);
        assert!(rules.contains(&"202.3e@current"), "{era:?}: {rules:?}");
        assert!(!rules.contains(&"202.3e"), "{era:?}: {rules:?}");
    }
    assert_eq!(
        splitcard_engine::rules::display("202.3e@current"),
        "202.3e (today's rules)"
    );
}

/// A copy of a spell is 707.10 today; until July 2021 it was 706.10 (707 was face-down
/// spells and permanents), as in every CR of 2015-01-23 to 2017-01-19 (the 2013 era).
/// Twincast copying Fire cites the number of its era, and under the rules before 2013 — no
/// CR text of those eras checked — today's rule, marked as today's.
#[test]
fn cr_707_10_copying_a_spell_was_706_10_until_july_2021() {
    use splitcard_engine::probes::{self, ProbeInput};
    let fire_ice = card("Fire // Ice");
    let Ok(twincast) = probes::find("twincast") else {
        panic!("twincast")
    };
    for (era, want) in [
        (Era::Current, "707.10"),
        (Era::Y2021, "707.10"),
        (era_of("2021-05-01"), "706.10@2021-04"),
        (Era::Y2017, "706.10@2017"),
        (Era::Y2013, "706.10@2013"),
        (Era::Y2006, "707.10@current"),
        (Era::Y2000, "707.10@current"),
    ] {
        let input = ProbeInput {
            cast: Some(Cast::new(fire_ice, mode(fire_ice, "left"))),
            era,
            ..ProbeInput::default()
        };
        match probes::probe(fire_ice, twincast, &input) {
            Ok(a) => {
                assert!(a.rules.contains(&want), "{era:?}: {:?}", a.rules);
                if era < Era::Y2021 {
                    assert!(!a.rules.contains(&"707.10"), "{era:?}: {:?}", a.rules);
                }
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
}

/// 709.4b's last sentence — an effect that looks at the symbols of a split card's mana cost
/// sees the separate symbols — came into the CR in April 2020. Under the 2017 rules (as they
/// began) the card's symbols cite 708.4b of 2017 for the combined cost and today's 709.4b,
/// marked as today's, for the separate symbols; from April 2020 the era's own 708.4b says it.
#[test]
fn cr_709_4b_the_separate_symbols_are_todays_rule_under_the_2017_rules() {
    let fire_ice = card("Fire // Ice");
    let symbols = |era: Era| match chars_in(fire_ice, Zone::Library, era) {
        Ok(c) => c.primary().mana_symbols.rules.to_vec(),
        Err(e) => panic!("{e}"),
    };
    assert_eq!(
        symbols(era_of("2018-01-01")),
        ["708.4b@2017", "709.4b@current"]
    );
    assert_eq!(symbols(era_of("2021-05-01")), ["708.4b@2021-04"]);
    assert_eq!(symbols(Era::Y2021), ["709.4b"]);
    // The summary of 708.4b of 2017 says nothing about separate symbols.
    assert!(splitcard_engine::rules::summary("708.4b@2017").is_some_and(|s| !s.contains("symbol")));
}

/// A copy of a split CARD keeps both halves (709.3c today): 708.3c in the CR of August 2017
/// and of April 2021. Isochron Scepter imprinting Wax // Wane cites it in every era with the
/// modern model, with copying a spell (707.10; 706.10 then) beside it.
#[test]
fn cr_709_3c_a_copy_of_a_split_card_was_708_3c_until_july_2021() {
    use splitcard_engine::probes::{self, ProbeInput};
    let wax_wane = card("Wax // Wane");
    let Ok(scepter) = probes::find("isochron-scepter") else {
        panic!("isochron-scepter")
    };
    for (era, want) in [
        (Era::Current, ["709.3c", "707.10"]),
        (Era::Y2021, ["709.3c", "707.10"]),
        (era_of("2021-05-01"), ["708.3c@2021-04", "706.10@2021-04"]),
        (Era::Y2017, ["708.3c@2017", "706.10@2017"]),
    ] {
        let input = ProbeInput {
            era,
            ..ProbeInput::default()
        };
        match probes::probe(wax_wane, scepter, &input) {
            Ok(a) => {
                for w in want {
                    assert!(a.rules.contains(&w), "{era:?}: {:?}", a.rules);
                }
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
}

/// Under an older era a rule is cited by its number then — that era's id, `"708.4b@2017"`
/// — or, where the number then isn't known here, as today's rule, marked
/// (`"202.2@current"`, shown "202.2 (today's rules)"). Only the numbers checked against that
/// era's CR text are cited bare: for the 2017 rules those of the CR of August 2017 that
/// still mean the same, for the April and July 2021 rules those of their CRs. Every answer,
/// refusal and matrix cell of every card, in every older era.
#[test]
fn older_eras_cite_a_rule_bare_only_where_its_number_then_is_checked() {
    use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
    // The same number and substance in the CRs of 2017-04-28 (Amonkhet's, in
    // ivancea/MTGRules_Android) and 2017-08-25 (the earliest text in lzybluee/CR) as today
    // (702.1b without today's split-card example).
    const SAME_2017: &[&str] = &[
        "105.2b", "107.3", "107.3b", "202.1", "202.1b", "202.2", "202.3", "202.3a", "205.2a",
        "304.4", "307.4", "601.2a", "601.2f", "601.3", "611.2c", "702.1b", "702.16b", "903.4",
    ];
    // The same in the CRs of 2021-04-22 and 2021-06-18: those, and the rules that came or
    // moved since 2017 (X 202.3e, abilities 113.2c, no mana cost 118.6, a split card's mana
    // value 202.3d, 601.3e, cascade 702.85a, fuse 702.102, aftermath 702.127).
    const SAME_2021_04: &[&str] = &[
        "202.3e", "113.2c", "118.6", "202.3d", "601.3e", "702.85a", "702.102a", "702.102b",
        "702.102c", "702.102d", "702.127a",
    ];
    // The same in the CR of 2021-07-23: those, split cards at 709, copying 707.10.
    const SAME_2021: &[&str] = &[
        "709.1", "709.2", "709.3", "709.3a", "709.3b", "709.3c", "709.4", "709.4a", "709.4b",
        "709.4c", "709.4d", "707.10",
    ];
    let april = era_of("2021-05-01");
    let bare_ok = |r: &str, era: Era| -> bool {
        let mut ok = SAME_2017.contains(&r);
        if era >= april {
            ok |= SAME_2021_04.contains(&r);
        }
        if era >= Era::Y2021 {
            ok |= SAME_2021.contains(&r);
        }
        era >= Era::Y2017 && ok
    };
    let check = |rules: &[&'static str], era: Era, at: &str| {
        for r in rules {
            match r.split_once('@') {
                None => assert!(bare_ok(r, era), "{at}: {r} bare under {era:?}: {rules:?}"),
                Some((_, tag)) => assert!(
                    tag == era.slug() || tag == "current",
                    "{at}: {r} under {era:?}"
                ),
            }
            assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
        }
    };
    let mut checked = 0usize;
    for era in Era::ALL.into_iter().filter(|e| *e != Era::Current) {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            for row in &m.rows {
                let at = format!("{} {:?} {era:?}", c.name, row.zone);
                match &row.characteristics {
                    Ok(ch) => {
                        for s in &ch.sets {
                            for rules in [
                                &s.names.rules,
                                &s.mana_cost.rules,
                                &s.mana_symbols.rules,
                                &s.mana_value.rules,
                                &s.colors.rules,
                                &s.color_identity.rules,
                                &s.type_line.rules,
                                &s.rules_text.rules,
                            ] {
                                check(rules, era, &at);
                                checked += 1;
                            }
                        }
                    }
                    Err(EngineError::Impossible { rules, .. }) => check(rules, era, &at),
                    Err(e) => panic!("{at}: {e}"),
                }
                for cell in &row.casts {
                    let r = &cell.report;
                    check(&r.verdict.rules, era, &at);
                    if let Some(t) = &r.total_cost {
                        check(&t.rules, era, &at);
                    }
                    if let Some(d) = &r.leaves_stack_to {
                        check(&d.rules, era, &at);
                    }
                    if let Some(sp) = &r.spell {
                        for s in &sp.sets {
                            check(&s.mana_value.rules, era, &at);
                            check(&s.colors.rules, era, &at);
                            check(&s.names.rules, era, &at);
                        }
                    }
                    checked += 1;
                }
            }
            for e in EFFECTS {
                for cast in [None].into_iter().chain(
                    splitcard_engine::Mode::all_for(c)
                        .into_iter()
                        .map(|m| Some(Cast::new(c, m))),
                ) {
                    let input = ProbeInput {
                        cast,
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        era,
                        ..ProbeInput::default()
                    };
                    let at = format!("{} / {} {era:?}", c.name, e.slug);
                    match probes::probe(c, e, &input) {
                        Ok(a) => check(&a.rules, era, &at),
                        Err(EngineError::Impossible { rules, .. }) => check(&rules, era, &at),
                        Err(_) => {}
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50_000, "{checked}");
}

// ---- a half with no mana cost (202.1b, 118.6) ---------------------------------------------

/// Today's `rule` as `era` cites it: the same number, that era's own, or today's marked.
fn then_id(rule: &'static str, era: Era) -> &'static str {
    match splitcard_engine::era_rules::as_then(rule, era) {
        Some(id) => id,
        None => panic!("{rule} isn't cited under {era:?}"),
    }
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

/// A Room under rules from before Duskmourn is refused alike in every zone, cast or not,
/// whatever X (709.5): no zone answers "illegal" while the others refuse.
#[test]
fn cr_709_5_inspect_refuses_a_room_before_duskmourn_in_every_zone() {
    let pool = card("Bottomless Pool // Locker Room");
    for era in [
        Era::Y2021,
        Era::Y2017,
        Era::Y2013,
        Era::Y2009,
        Era::Y2006,
        Era::Y2000,
    ] {
        for zone in Zone::ALL {
            let cast = (zone == Zone::Stack || zone == Zone::Battlefield)
                .then(|| Cast::new(pool, mode(pool, "left")));
            let s = Situation {
                zone,
                cast,
                era,
                x: (zone == Zone::Stack).then_some(0),
                ..Situation::in_zone(zone)
            };
            match splitcard_engine::inspect(pool, &s) {
                Err(EngineError::Impossible { rules, .. }) => {
                    assert_eq!(rules.first(), Some(&"709.5@current"), "{zone:?} {era:?}")
                }
                other => panic!("{zone:?} {era:?}: {other:?}"),
            }
        }
    }
}

/// A door with no mana cost (a custom Room) can't be unlocked by paying it: a cost that
/// doesn't exist can't be paid (118.6); only an effect unlocks it (709.5f).
#[test]
fn cr_709_5e_a_door_without_a_mana_cost_is_not_unlocked_by_paying() {
    let c = custom(
        r#"{"object":"card","name":"Iota Hall // Kappa Cellar","layout":"split","card_faces":[
        {"object":"card_face","name":"Iota Hall","mana_cost":"{1}{W}","type_line":"Enchantment — Room","oracle_text":"When you unlock this door, you gain 3 life."},
        {"object":"card_face","name":"Kappa Cellar","mana_cost":"","type_line":"Enchantment — Room","oracle_text":"Creatures you control get +1/+1."}]}"#,
    );
    match rooms::unlock(&c, Doors::only(0), 1) {
        Err(EngineError::Impossible { rules, msg, .. }) => {
            assert_eq!(rules, ["709.5e", "118.6", "709.5f"]);
            let en = msg.render(splitcard_engine::messages::Lang::En);
            assert!(en.starts_with("Kappa Cellar has no mana cost"), "{en}");
        }
        other => panic!("{other:?}"),
    }
    match rooms::unlock(&c, Doors::only(1), 0) {
        Ok((cost, doors)) => {
            assert_eq!(cost.value.to_string(), "{1}{W}");
            assert!(doors.is_unlocked(0) && doors.is_unlocked(1));
        }
        Err(e) => panic!("{e}"),
    }
}

/// The answer for a Room on the battlefield with `doors` unlocked: its unlock report.
fn unlocking(card: &splitcard_engine::Card, doors: Doors) -> rooms::Unlocking {
    let s = Situation {
        doors: Some(doors),
        ..Situation::in_zone(Zone::Battlefield)
    };
    match inspect(card, &s) {
        Ok(i) => match i.unlock {
            Some(u) => u,
            None => panic!("{}: no unlock report", card.name),
        },
        Err(e) => panic!("{e}"),
    }
}

/// What unlocking door `d` triggers, as slugs.
fn fired(d: &rooms::DoorUnlock) -> Vec<(&'static str, Vec<&'static str>)> {
    d.triggers
        .iter()
        .map(|t| (t.value.slug(), t.rules.to_vec()))
        .collect()
}

/// The answer for a view asks the same special action as `rooms::unlock`: each locked door,
/// its mana cost paid any time you could cast a sorcery (709.5e), cited with 116.2m.
#[test]
fn cr_709_5e_inspect_says_how_each_locked_door_is_unlocked() {
    let c = card("Bottomless Pool // Locker Room");
    let u = unlocking(c, Doors::only(0));
    assert!(u.fully_unlocked.is_none());
    assert_eq!(u.doors.len(), 1, "only the locked door: {u:?}");
    let d = &u.doors[0];
    assert_eq!((d.door, d.name.as_ref()), (1, "Locker Room"));
    assert_eq!(
        d.cost.value.as_ref().map(ToString::to_string).as_deref(),
        Some("{4}{U}")
    );
    assert_eq!(d.cost.rules.as_ref(), ["709.5e", "116.2m"]);
    let why = d.cost.why();
    assert!(why.contains("any time you could cast a sorcery"), "{why}");
    // The same answer as the special action itself.
    match rooms::unlock(c, Doors::only(0), 1) {
        Ok((cost, _)) => assert_eq!(Some(cost.value), d.cost.value),
        Err(e) => panic!("{e}"),
    }
    // Both locked: both doors, in printed order, each its own cost.
    let u = unlocking(c, Doors::NONE);
    let costs: Vec<String> = u
        .doors
        .iter()
        .map(|d| {
            format!(
                "{} {}",
                d.name,
                d.cost
                    .value
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            )
        })
        .collect();
    assert_eq!(costs, ["Bottomless Pool {U}", "Locker Room {4}{U}"]);
}

/// The door that was cast is the one unlocked (709.5d): a Room on the battlefield asked with
/// its cast, not its doors, is answered for the other door.
#[test]
fn cr_709_5e_inspect_of_a_cast_room_offers_the_other_door() {
    let c = card("Bottomless Pool // Locker Room");
    let s = Situation {
        cast: Some(Cast::new(c, mode(c, "right"))),
        ..Situation::in_zone(Zone::Battlefield)
    };
    let u = match inspect(c, &s) {
        Ok(i) => i.unlock,
        Err(e) => panic!("{e}"),
    };
    let doors: Vec<usize> = u
        .iter()
        .flat_map(|u| u.doors.iter().map(|d| d.door))
        .collect();
    assert_eq!(doors, [0]);
    // Off the battlefield, and for a card that isn't a Room, there is nothing to unlock.
    for zone in [Zone::Hand, Zone::Graveyard, Zone::Library] {
        let i = inspect(c, &Situation::in_zone(zone)).map(|i| i.unlock);
        assert_eq!(i, Ok(None), "{zone:?}");
    }
    let fire = card("Fire // Ice");
    assert_eq!(
        inspect(fire, &Situation::in_zone(Zone::Graveyard)).map(|i| i.unlock),
        Ok(None)
    );
}

/// Unlocking is a special action (116.2m): said so in every language, with the cost and no
/// placeholder left.
#[test]
fn cr_116_2m_inspect_calls_unlocking_a_special_action_in_every_language() {
    use splitcard_engine::messages::Lang;
    let c = card("Bottomless Pool // Locker Room");
    let u = unlocking(c, Doors::only(1));
    let d = &u.doors[0];
    assert!(d.cost.rules.contains(&"116.2m"));
    for (lang, words) in [
        (Lang::En, "special action"),
        (Lang::Fr, "action spéciale"),
        (Lang::De, "Sonderaktion"),
    ] {
        let why = d.cost.why_in(lang);
        assert!(
            why.contains(words) && why.contains("{U}"),
            "{lang:?}: {why}"
        );
        assert!(
            why.contains("Bottomless Pool") && !why.contains("{door}"),
            "{why}"
        );
    }
}

/// A door with no mana cost (a custom Room's) has nothing to pay: the answer says only an
/// effect unlocks it (118.6, 709.5f), as `rooms::unlock` refuses it.
#[test]
fn cr_709_5f_inspect_says_a_door_without_a_mana_cost_unlocks_only_by_an_effect() {
    let c = custom(
        r#"{"object":"card","name":"Iota Hall // Kappa Cellar","layout":"split","card_faces":[
        {"object":"card_face","name":"Iota Hall","mana_cost":"{1}{W}","type_line":"Enchantment — Room","oracle_text":"When you unlock this door, you gain 3 life."},
        {"object":"card_face","name":"Kappa Cellar","mana_cost":"","type_line":"Enchantment — Room","oracle_text":"Creatures you control get +1/+1."}]}"#,
    );
    let u = unlocking(&c, Doors::only(0));
    let d = &u.doors[0];
    assert_eq!(d.name, "Kappa Cellar");
    assert_eq!(d.cost.value, None);
    assert_eq!(d.cost.rules.as_ref(), ["709.5e", "118.6", "709.5f"]);
    assert!(
        d.cost.why().contains("only by an effect"),
        "{}",
        d.cost.why()
    );
    // Unlocked by an effect it still fully unlocks the Room.
    assert_eq!(fired(d), [("fully-unlock", vec!["709.5i"])]);
    // Its other door has a cost and its own trigger.
    let u = unlocking(&c, Doors::only(1));
    assert_eq!(fired(&u.doors[0])[0], ("this-door", vec!["709.5h"]));
}

/// Unlocking a door with a "When you unlock this door" ability triggers it (709.5h); a door
/// without one (Locker Room) triggers nothing of its own.
#[test]
fn cr_709_5h_inspect_says_what_unlocking_each_door_triggers() {
    let c = card("Bottomless Pool // Locker Room");
    let u = unlocking(c, Doors::NONE);
    // Neither is the second door: only Bottomless Pool's own ability.
    assert_eq!(fired(&u.doors[0]), [("this-door", vec!["709.5h"])]);
    assert!(fired(&u.doors[1]).is_empty());
    let why = u.doors[0].triggers[0].why();
    assert!(
        why.contains("Bottomless Pool") && why.contains("when you unlock this door"),
        "{why}"
    );
    // Every door of the catalogue's Rooms: a trigger exactly when its text has the ability.
    for room in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for d in unlocking(room, Doors::NONE).doors {
            let has = room.faces[d.door]
                .oracle_text
                .to_lowercase()
                .contains("when you unlock this door");
            let fires = d
                .triggers
                .iter()
                .any(|t| t.value == rooms::Trigger::ThisDoor);
            assert_eq!(has, fires, "{} {}", room.name, d.name);
        }
    }
}

/// Unlocking the second door fully unlocks the Room (709.5i); once both are unlocked the
/// answer says so and offers nothing to unlock.
#[test]
fn cr_709_5i_inspect_says_the_last_door_fully_unlocks_the_room() {
    let c = card("Bottomless Pool // Locker Room");
    let u = unlocking(c, Doors::only(1));
    assert_eq!(
        fired(&u.doors[0]),
        [
            ("this-door", vec!["709.5h"]),
            ("fully-unlock", vec!["709.5i"])
        ]
    );
    let u = unlocking(c, Doors::only(0));
    assert_eq!(fired(&u.doors[0]), [("fully-unlock", vec!["709.5i"])]);
    let why = u.doors[0].triggers[0].why();
    assert!(
        why.contains("Locker Room") && why.contains("fully unlock"),
        "{why}"
    );
    let u = unlocking(c, Doors::all(2));
    assert!(u.doors.is_empty());
    match &u.fully_unlocked {
        Some(f) => {
            assert!(f.rules.contains(&"709.5i"), "{:?}", f.rules);
            assert!(f.why().contains("fully unlocked"), "{}", f.why());
        }
        None => panic!("{u:?}"),
    }
}

/// A Room under rules from before Duskmourn: every refusal the matrix holds (each row, each
/// cell) cites 709.5 as today's rule (it numbered another rule, or none, then), never bare.
#[test]
fn cr_709_5_a_room_under_older_rules_is_cited_as_todays_rule_in_the_matrix() {
    let pool = card("Bottomless Pool // Locker Room");
    for era in Era::ALL.into_iter().filter(|e| !e.has_rooms()) {
        let m = splitcard_engine::matrix(pool, era);
        for row in &m.rows {
            match &row.characteristics {
                // The stack row says a spell is one of the modes (709.3b).
                Err(EngineError::Impossible { rules, .. }) if row.zone == Zone::Stack => {
                    assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
                }
                Err(EngineError::Impossible { rules, .. }) => {
                    assert!(rules.contains(&"709.5@current"), "{era:?}: {rules:?}");
                    assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
                }
                other => panic!("{era:?} {:?}: {other:?}", row.zone),
            }
            for cell in &row.casts {
                let rules = &cell.report.verdict.rules;
                assert!(!cell.report.verdict.legal, "{era:?}");
                assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
            }
        }
    }
}

/// A color indicator (204.1) colors its half besides the mana cost (202.2e): off the stack
/// the card has every half's colors (709.4b), on the stack the cast half's (709.3b), and
/// every answer cites 202.2e and says so, in every language and under older rules too.
#[test]
fn cr_202_2e_a_color_indicator_gives_its_half_its_colors() {
    use splitcard_engine::messages::Lang;
    let c = custom(VISION_INSIGHT);
    let whole = off(&c, Zone::Library);
    assert_eq!(colors(&whole), "UR");
    assert!(
        whole.colors.rules.contains(&"202.2e"),
        "{:?}",
        whole.colors.rules
    );
    assert!(whole.colors.rules.contains(&"709.4b"));
    // The explanation speaks of the halves' colors, which the indicator's are part of.
    let [en, fr, de] = Lang::ALL.map(|l| whole.colors.why_in(l));
    assert_eq!(
        en,
        "Off the stack it has the colors of all its halves: blue and red."
    );
    assert!(
        fr.contains("les couleurs de toutes ses moitiés\u{a0}: bleu et rouge"),
        "{fr}"
    );
    assert!(
        de.contains("die Farben all ihrer Hälften: blau und rot"),
        "{de}"
    );
    // The spell Vision is blue; Insight, with no indicator, only red and cites no 202.2e.
    let vision = spell(&c, "left", "hand");
    assert_eq!(colors(&vision), "U");
    assert!(vision.colors.rules.contains(&"202.2e"));
    let insight = spell(&c, "right", "hand");
    assert_eq!(colors(&insight), "R");
    assert!(!insight.colors.rules.contains(&"202.2e"));
    // A card without one is as before.
    assert!(!off(card("Fire // Ice"), Zone::Hand)
        .colors
        .rules
        .contains(&"202.2e"));
    // Under the Dissension rules each half had its own set: Vision's is blue, and 202.2e
    // is cited as today's rule (its number then isn't checked here).
    let old = chars_in(&c, Zone::Library, Era::Y2006).expect("two sets");
    assert_eq!(colors(&old.sets[0]), "U");
    assert!(old.sets[0].colors.rules.contains(&"202.2e@current"));
    // The 2017 rules numbered it the same (CR of 2017-08-25).
    let y2017 = chars_in(&c, Zone::Library, Era::Y2017).expect("one set");
    assert!(y2017.primary().colors.rules.contains(&"202.2e"));
}

/// 903.4: the color identity counts a color indicator (Dawn's white, in no mana symbol).
#[test]
fn cr_903_4_a_color_indicator_is_in_the_color_identity() {
    let c = custom(DAWN_DUSK);
    let s = off(&c, Zone::Hand);
    assert_eq!(colors(&s), "WB");
    assert_eq!(s.color_identity.value.letters(), "WB");
    let dusk = spell(&c, "right", "hand");
    assert_eq!(colors(&dusk), "B");
    assert_eq!(dusk.color_identity.value.letters(), "WB");
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

// ---- a split permanent that is no Room (608.3) --------------------------------------------

/// A split card whose halves are both permanents, and no Room (a custom card): Cog {2}
/// Artifact // Gear {3}{U} Artifact Creature.
const COG_GEAR: &str = r#"{"object":"card","name":"Cog // Gear","layout":"split","card_faces":[
    {"object":"card_face","name":"Cog","mana_cost":"{2}","type_line":"Artifact","oracle_text":"{T}: Add {C}."},
    {"object":"card_face","name":"Gear","mana_cost":"{3}{U}","type_line":"Artifact Creature — Construct","oracle_text":"Flying"}]}"#;

/// The same with fuse, and with aftermath on a creature half.
const SPRING_COIL: &str = r#"{"object":"card","name":"Spring // Coil","layout":"split","card_faces":[
    {"object":"card_face","name":"Spring","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"},
    {"object":"card_face","name":"Coil","mana_cost":"{2}{G}","type_line":"Creature — Snake","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"}]}"#;
const EGG_HATCH: &str = r#"{"object":"card","name":"Egg // Hatch","layout":"aftermath","card_faces":[
    {"object":"card_face","name":"Egg","mana_cost":"{1}","type_line":"Artifact","oracle_text":""},
    {"object":"card_face","name":"Hatch","mana_cost":"{1}{G}","type_line":"Creature — Bird","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)"}]}"#;

/// A creature half beside an instant half: Bolt {R} Instant // Bear {1}{G} Creature.
const BOLT_BEAR: &str = r#"{"object":"card","name":"Bolt // Bear","layout":"split","card_faces":[
    {"object":"card_face","name":"Bolt","mana_cost":"{R}","type_line":"Instant","oracle_text":"Bolt deals 3 damage to any target."},
    {"object":"card_face","name":"Bear","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":""}]}"#;

fn leaves(c: &Card, m: &str, from: &str, era: Era) -> splitcard_engine::Cited<Destination> {
    match cast_with(c, m, from, None, era).leaves_stack_to {
        Some(d) => d,
        None => panic!("{} {m} from {from} ({era:?}): no destination", c.name),
    }
}

#[test]
fn cr_608_3_a_split_permanent_spell_that_isnt_a_room_enters_the_battlefield() {
    use splitcard_engine::messages::Lang;
    let cog = custom(COG_GEAR);
    let spring = custom(SPRING_COIL);
    for era in Era::ALL {
        let rule = then_id("608.3", era);
        for (c, m) in [
            (&cog, "left"),
            (&cog, "right"),
            (&cog, "Gear"),
            (&spring, "Coil"),
        ] {
            let d = leaves(c, m, "hand", era);
            assert_eq!(d.value, Destination::Battlefield, "{m} ({era:?})");
            assert!(d.rules.contains(&rule), "{m} ({era:?}): {:?}", d.rules);
            assert!(
                !d.rules.iter().any(|r| r.starts_with("608.2")),
                "{:?}",
                d.rules
            );
            for lang in Lang::ALL {
                assert!(d.msg.unfilled(lang).is_empty());
            }
            assert!(d.why().contains("permanent spell"), "{}", d.why());
        }
    }
    // A fused permanent spell (an artifact creature spell, 702.102b) too, from 2013 on.
    for era in [Era::Current, Era::Y2021, Era::Y2017, Era::Y2013] {
        let d = leaves(&spring, "fused", "hand", era);
        assert_eq!(d.value, Destination::Battlefield, "{era:?}");
    }
    // Cast from anywhere an effect allows: still the battlefield, no flashback caveat.
    let d = leaves(&cog, "left", "library", Era::Current);
    assert_eq!(d.value, Destination::Battlefield);
    assert!(!d.why().contains("flashback"));
    // An aftermath half cast from a graveyard is exiled instead (702.127a), a permanent too;
    // its first half from hand enters the battlefield.
    let egg = custom(EGG_HATCH);
    assert_eq!(
        leaves(&egg, "aftermath", "graveyard", Era::Current).value,
        Destination::Exile
    );
    assert_eq!(
        leaves(&egg, "Egg", "hand", Era::Current).value,
        Destination::Battlefield
    );
    // A Room as ever: 608.3 with its door unlocked (709.5d).
    let pool = card("Bottomless Pool // Locker Room");
    let d = leaves(pool, "left", "hand", Era::Current);
    assert_eq!(d.value, Destination::Battlefield);
    assert_eq!(&d.rules[..], ["608.3", "709.5d"]);
    // An instant or sorcery spell goes to the graveyard (608.2n), whatever its other half.
    let bear = custom(BOLT_BEAR);
    assert_eq!(
        leaves(&bear, "Bolt", "hand", Era::Current).value,
        Destination::Graveyard
    );
    // A creature half whose card is also an instant card: a permanent spell, but the card
    // can't enter the battlefield (304.4): it stays on the stack, and says why.
    let d = leaves(&bear, "Bear", "hand", Era::Current);
    assert_eq!(d.value, Destination::Stack);
    assert!(
        d.rules.contains(&"304.4") && d.rules.contains(&"608.3"),
        "{:?}",
        d.rules
    );
    assert_eq!(Destination::Stack.slug(), "stack");
}

#[test]
fn cr_608_3_a_split_permanent_on_the_battlefield_was_cast_then_entered_whole() {
    // With a cast mode, a split permanent on the battlefield is read as a Room is: that half
    // was cast (from hand, by default) and the card entered (608.3). Unlike a Room's doors,
    // its characteristics there are the whole card's, whichever half was cast (709.4).
    let cog = custom(COG_GEAR);
    for m in ["left", "right"] {
        let s = Situation {
            cast: Some(Cast::new(&cog, common::mode(&cog, m))),
            ..Situation::in_zone(Zone::Battlefield)
        };
        let i = match inspect(&cog, &s) {
            Ok(i) => i,
            Err(e) => panic!("{m}: {e}"),
        };
        let Some(r) = &i.cast else {
            panic!("{m}: no cast report")
        };
        assert!(r.verdict.legal, "{m}: {}", r.verdict.reason);
        assert_eq!(
            r.leaves_stack_to.as_ref().map(|d| d.value),
            Some(Destination::Battlefield)
        );
        let Some(c) = &i.characteristics else {
            panic!("{m}: no characteristics")
        };
        assert_eq!(c.primary().names.value, ["Cog", "Gear"]);
        assert_eq!(c.primary().mana_value.value, 6);
        assert!(c.primary().names.rules.contains(&"709.4"));
        assert!(i.unlock.is_none(), "no doors");
        // Any origin: where it was cast from (Future Sight: the library).
        assert!(Cast::check_origin(&cog, Zone::Battlefield, origin("library")).is_ok());
        assert_eq!(
            Cast::origin_for(&cog, Zone::Battlefield, common::mode(&cog, m)),
            origin("hand")
        );
    }
    // Before 2017 the card off the stack, the battlefield too, had one set per half.
    let s = Situation {
        cast: Some(Cast::new(&cog, common::mode(&cog, "left"))),
        era: Era::Y2006,
        ..Situation::in_zone(Zone::Battlefield)
    };
    match inspect(&cog, &s) {
        Ok(i) => assert_eq!(i.characteristics.map(|c| c.sets.len()), Some(2)),
        Err(e) => panic!("{e}"),
    }
    // A cast that couldn't have happened (an aftermath half from a hand) has no permanent
    // to describe: the verdict says why.
    let egg = custom(EGG_HATCH);
    let s = Situation {
        cast: Some(Cast {
            mode: common::mode(&egg, "aftermath"),
            from: origin("hand"),
        }),
        ..Situation::in_zone(Zone::Battlefield)
    };
    match inspect(&egg, &s) {
        Ok(i) => {
            assert!(i.characteristics.is_none());
            assert_eq!(i.cast.map(|r| r.verdict.legal), Some(false));
        }
        Err(e) => panic!("{e}"),
    }
    // An instant or sorcery card still can't be there (304.4, 307.4), cast or not.
    let fire_ice = card("Fire // Ice");
    assert!(!Cast::was_cast(fire_ice, Zone::Battlefield));
    let s = Situation {
        cast: Some(Cast::new(fire_ice, common::mode(fire_ice, "left"))),
        ..Situation::in_zone(Zone::Battlefield)
    };
    assert!(inspect(fire_ice, &s).is_err());
}

// ---- a land half (305.1, 305.9) ----------------------------------------------------------

/// An instant half and a land half (a custom card): Bolt {R} Instant // Field Land.
const BOLT_FIELD: &str = r#"{"object":"card","name":"Bolt // Field","layout":"split","card_faces":[
    {"object":"card_face","name":"Bolt","mana_cost":"{R}","type_line":"Instant","oracle_text":"Bolt deals 3 damage to any target."},
    {"object":"card_face","name":"Field","mana_cost":"","type_line":"Land","oracle_text":"{T}: Add {G}."}]}"#;

/// The same with fuse, and a land creature half with a mana cost.
const GROW_GROVE: &str = r#"{"object":"card","name":"Grow // Grove","layout":"split","card_faces":[
    {"object":"card_face","name":"Grow","mana_cost":"{G}","type_line":"Sorcery","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"},
    {"object":"card_face","name":"Grove","mana_cost":"{1}{G}","type_line":"Land Creature — Forest Dryad","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"}]}"#;

#[test]
fn cr_305_1_playing_a_land_half_is_not_casting_it() {
    // Field, a land half, is never cast: from a hand, as the usual place to cast from, the
    // cast is illegal and says it is a land, which is played, citing 305.1.
    let field = custom(BOLT_FIELD);
    let r = cast(&field, "Field", "hand");
    assert!(!r.verdict.legal);
    assert!(r.verdict.rules.contains(&"305.1"), "{:?}", r.verdict.rules);
    assert!(
        r.verdict.reason.contains("is a land"),
        "{}",
        r.verdict.reason
    );
    // Off the stack the card is a land card among its types (709.4c).
    let s = off(&field, Zone::Hand);
    assert!(s
        .type_line
        .value
        .types
        .contains(&splitcard_engine::CardType::Land));
}

#[test]
fn cr_305_9_a_land_half_is_played_never_cast() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    let field = custom(BOLT_FIELD);
    let grove = custom(GROW_GROVE);
    // From every origin, in every era, with or without a mana cost, fused or not: illegal,
    // citing 305.1 and 305.9 (as that era cites them: today's rules, marked, before 2017).
    for era in Era::ALL {
        for from in [
            "hand",
            "library",
            "graveyard",
            "exile",
            "opponent-hand",
            "opponent-graveyard",
        ] {
            for (c, m) in [(&field, "Field"), (&grove, "Grove"), (&grove, "fused")] {
                let r = cast_with(c, m, from, None, era);
                let what = format!("{m} from {from} ({era:?})");
                assert!(!r.verdict.legal, "{what}: {}", r.verdict.reason);
                assert!(r.spell.is_none() && r.leaves_stack_to.is_none(), "{what}");
                for rule in ["305.1", "305.9"] {
                    let rule = then_id(rule, era);
                    assert!(
                        r.verdict.rules.contains(&rule),
                        "{what}: {:?}",
                        r.verdict.rules
                    );
                }
                assert!(r.verdict.reason.contains("is a land"), "{what}");
                for lang in Lang::ALL {
                    assert!(r.verdict.msg.unfilled(lang).is_empty());
                }
            }
            // The other half is checked alone (709.3a): Bolt is cast as ever.
            let r = cast_with(&field, "Bolt", from, None, era);
            assert!(r.verdict.legal, "Bolt from {from} ({era:?})");
        }
    }
    // The matrix: no cell casts the land half, anywhere.
    for era in [Era::Current, Era::Y2017, Era::Y2006] {
        let m = splitcard_engine::matrix(&field, era);
        for row in &m.rows {
            for cell in row
                .casts
                .iter()
                .filter(|c| c.mode == common::mode(&field, "Field"))
            {
                assert!(!cell.report.verdict.legal, "{:?} ({era:?})", row.zone);
            }
        }
    }
    // The probes that cast: never the land half, and the reason is that it is a land.
    let probe = |c: &Card, slug: &str, name: Option<&str>| {
        let e = match probes::find(slug) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        let input = ProbeInput {
            name: name.map(String::from),
            ..ProbeInput::default()
        };
        match probes::probe(c, e, &input) {
            Ok(a) => a,
            Err(err) => panic!("{slug}: {err}"),
        }
    };
    let bolt = AnswerValue::Names(vec!["Bolt".into()]);
    for slug in ["omniscience", "goblin-dark-dwellers"] {
        let a = probe(&field, slug, None);
        assert_eq!(a.answer, bolt, "{slug}");
        assert!(
            a.explanation.contains("Field (a land"),
            "{slug}: {}",
            a.explanation
        );
        assert!(a.rules.contains(&"305.9"), "{slug}: {:?}", a.rules);
    }
    let a = probe(&field, "meddling-mage", Some("Bolt"));
    assert_eq!(a.answer, AnswerValue::Names(vec![]));
    assert!(
        a.explanation.contains("Not: Field (a land"),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("Every way"), "{}", a.explanation);
    let a = probe(&field, "isochron-scepter", None);
    assert!(
        a.explanation.contains("can be cast as Bolt ("),
        "{}",
        a.explanation
    );
    let a = probe(&field, "snapcaster-mage", None);
    assert!(!a.explanation.contains("Field {"), "{}", a.explanation);
}

/// "Nonland": cascade (702.85a) and Void pass over a card with a land half, which off the
/// stack is a land card (709.4c; before 2017 yes to "is it a land?" if either half was,
/// 505.6), and a "nonland card name" is never a land half's (201.4b), in every era.
#[test]
fn cr_702_85a_cascade_void_and_a_nonland_name_pass_over_a_card_with_a_land_half() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    let field = custom(BOLT_FIELD);
    let effect = |slug: &str| match probes::find(slug) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    for era in Era::ALL {
        let input = |name: Option<&str>, number: Option<u32>| ProbeInput {
            name: name.map(String::from),
            number,
            era,
            ..ProbeInput::default()
        };
        // Mana value 1, less than 3: a nonland card would stop cascade. Not this one.
        let a = probes::probe(&field, effect("violent-outburst"), &input(None, None))
            .unwrap_or_else(|e| panic!("{era:?}: {e}"));
        assert_eq!(a.answer, AnswerValue::Bool(false), "{era:?}");
        if era >= Era::Y2017 {
            assert!(
                a.rules.contains(&then_id("709.4c", era)),
                "{era:?}: {:?}",
                a.rules
            );
        }
        for lang in Lang::ALL {
            assert!(a.msg.unfilled(lang).is_empty(), "{era:?} {lang:?}");
        }
        assert!(
            a.explanation.contains("is a land card"),
            "{era:?}: {}",
            a.explanation
        );
        // Void with the card's own mana value: a nonland card would be discarded.
        let a = probes::probe(&field, effect("void"), &input(None, Some(1)))
            .unwrap_or_else(|e| panic!("{era:?}: {e}"));
        assert_eq!(a.answer, AnswerValue::Bool(false), "{era:?}");
        assert!(
            a.explanation.contains("a land card"),
            "{era:?}: {}",
            a.explanation
        );
        // The land half's name can't be chosen; the other half's can, from 2013 (before,
        // naming a split card meant all its names, and this one was a land card).
        for slug in ["meddling-mage", "cabal-therapy"] {
            let named = if era >= Era::Y2013 {
                "Field"
            } else {
                "Bolt // Field"
            };
            match probes::probe(&field, effect(slug), &input(Some(named), None)) {
                Err(e) => assert!(
                    e.to_string().contains("Field is a land"),
                    "{slug} {era:?}: {e}"
                ),
                Ok(a) => panic!("{slug} {era:?} named {named}: {}", a.explanation),
            }
            if era >= Era::Y2013 {
                assert!(
                    probes::probe(&field, effect(slug), &input(Some("Bolt"), None)).is_ok(),
                    "{slug} {era:?}"
                );
            }
        }
    }
    // Without a land half, Void discards as ever.
    let fire_ice = card("Fire // Ice");
    let a = probes::probe(
        fire_ice,
        effect("void"),
        &ProbeInput {
            number: Some(4),
            ..ProbeInput::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.answer, AnswerValue::Bool(true));
}

#[test]
fn cr_601_3_outside_the_game_example_is_wish_only_once_it_was_printed() {
    use splitcard_engine::messages::Lang;
    // Wish ({2}{R} sorcery) is from Adventures in the Forgotten Realms (July 2021), not
    // Judgment (whose Wishes put a card into your hand). Under the rules before it was
    // printed, the note names no card: only that an effect must allow the cast.
    let fire_ice = card("Fire // Ice");
    for era in Era::ALL {
        let outside = Situation {
            cast: Some(Cast {
                mode: common::mode(fire_ice, "left"),
                from: splitcard_engine::Origin::yours(Zone::Outside),
            }),
            era,
            ..Situation::in_zone(Zone::Outside)
        };
        let Some(r) = inspect(fire_ice, &outside).ok().and_then(|i| i.cast) else {
            panic!("no cast report")
        };
        assert!(r.verdict.legal);
        for lang in Lang::ALL {
            let text = r.verdict.msg.render(lang);
            assert!(!text.contains("Judgment"), "{era:?} {lang:?}: {text}");
            assert_eq!(
                text.contains("Wish"),
                era >= Era::Y2021,
                "{era:?} {lang:?}: {text}"
            );
            if era >= Era::Y2021 {
                // The set's name as printed in that language.
                let set = match lang {
                    Lang::Fr => "Aventures dans les Royaumes Oubliés",
                    Lang::De => "Abenteuer in den Vergessenen Reichen",
                    Lang::En => "Adventures in the Forgotten Realms",
                };
                assert!(text.contains(set), "{lang:?}: {text}");
            }
        }
    }
}

#[test]
fn cr_601_3_outside_the_game_only_an_effect_allows_a_cast() {
    use splitcard_engine::messages::Lang;
    // From outside the game a half can be cast only while an effect allows it (Wish: "You
    // may play a card you own from outside the game this turn"): no rule of 601.2a or any
    // other says spells are cast only from a hand, library, graveyard or exile.
    let fire_ice = card("Fire // Ice");
    let outside = Situation {
        cast: Some(Cast {
            mode: common::mode(fire_ice, "left"),
            from: splitcard_engine::Origin::yours(Zone::Outside),
        }),
        ..Situation::in_zone(Zone::Outside)
    };
    let Some(r) = inspect(fire_ice, &outside).ok().and_then(|i| i.cast) else {
        panic!("no cast report")
    };
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
    assert_eq!(r.verdict.rules, ["601.3", "709.3a"]);
    assert!(r.verdict.reason.contains("only while an effect allows it"));
    assert!(r.verdict.reason.contains("Wish"));
    for lang in Lang::ALL {
        let text = r.verdict.msg.render(lang);
        assert!(text.contains("Wish"), "{lang:?}: {text}");
        assert!(r.verdict.msg.unfilled(lang).is_empty());
    }
    // Fuse and aftermath still say no (702.102a, 702.127a).
    for (c, m, rule) in [
        (card("Wear // Tear"), "fused", "702.102a"),
        (card("Destined // Lead"), "aftermath", "702.127a"),
    ] {
        let s = Situation {
            cast: Some(Cast {
                mode: common::mode(c, m),
                from: splitcard_engine::Origin::yours(Zone::Outside),
            }),
            ..Situation::in_zone(Zone::Outside)
        };
        let Some(r) = inspect(c, &s).ok().and_then(|i| i.cast) else {
            panic!("no cast report")
        };
        assert!(!r.verdict.legal);
        assert_eq!(r.verdict.rules, [rule]);
    }
    // The matrix's outside row says the same; the battlefield's is illegal, citing 601.3 —
    // a permanent isn't cast — never 601.2a, and never the claim that spells are cast only
    // from a hand, library, graveyard or exile.
    for c in [fire_ice, card("Bottomless Pool // Locker Room")] {
        let m = splitcard_engine::matrix(c, Era::Current);
        for row in &m.rows {
            for cell in &row.casts {
                let v = &cell.report.verdict;
                for lang in Lang::ALL {
                    let text = v.msg.render(lang);
                    assert!(!text.contains("graveyard or exile"), "{text}");
                    assert!(!text.contains("cimetière ou l'exil"), "{text}");
                    assert!(!text.contains("Friedhof oder dem Exil"), "{text}");
                }
                match row.zone {
                    Zone::Outside => assert!(v.legal, "{}", c.name),
                    Zone::Battlefield => {
                        assert!(!v.legal);
                        assert_eq!(v.rules, ["601.3"]);
                    }
                    _ => {}
                }
            }
        }
    }
}

/// 709.5c, 202.3e, 107.3: unlocked doors (only a Room on the battlefield has them) and an
/// announced X (only a spell on the stack whose cast has {X}) that a question can't have
/// are refused by `inspect` whatever the cast asked about — legal or not, in every zone,
/// mode and origin, for every card and era — as `characteristics` and the probes refuse
/// them; where the question can have them, they are never the reason for a refusal. (An
/// illegal cast was reported without looking at them: Lead cast from a hand "with X = 3",
/// a Room door on the stack "with the other door unlocked".)
#[test]
fn cr_709_5c_doors_and_an_x_a_question_cannot_have_are_refused_whatever_the_cast() {
    use splitcard_engine::characteristics::takes_x;
    use splitcard_engine::{Cast, Mode, Origin};
    let refusals = ["x-off-stack", "no-x", "doors-only-battlefield"];
    let mut refused = 0;
    for era in [Era::Current, Era::Y2013] {
        for &card in catalogue::all() {
            if card.is_room() && !era.has_rooms() {
                continue;
            }
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    // The card's own zone (off the stack), or any zone (a spell on the stack,
                    // a permanent on the battlefield).
                    let origins: Vec<Origin> = match zone {
                        Zone::Stack | Zone::Battlefield => [
                            Zone::Hand,
                            Zone::Graveyard,
                            Zone::Library,
                            Zone::Exile,
                            Zone::Outside,
                        ]
                        .into_iter()
                        .map(Origin::yours)
                        .collect(),
                        _ => vec![Origin::yours(zone)],
                    };
                    for from in origins {
                        for (x, doors) in [(Some(3), None), (None, Some(Doors::only(0)))] {
                            let s = Situation {
                                zone,
                                cast: Some(Cast { mode, from }),
                                doors,
                                x,
                                era,
                            };
                            let bad_x =
                                x.is_some() && (zone != Zone::Stack || !takes_x(card, mode));
                            let bad_doors =
                                doors.is_some() && !(card.is_room() && zone == Zone::Battlefield);
                            let at = format!("{} / {zone} / {mode:?} from {from:?} / {era:?} / x {x:?} / doors {doors:?}", card.name);
                            match inspect(card, &s) {
                                // The question refused for its X or doors: rightly so, and
                                // by the rule that says why.
                                Err(EngineError::Impossible { msg, rules, .. })
                                    if refusals.contains(&msg.id) =>
                                {
                                    assert!(bad_x || bad_doors, "{at}: {}", msg.id);
                                    refused += 1;
                                    let rule = match msg.id {
                                        "doors-only-battlefield" => "709.5c",
                                        "x-off-stack" => "202.3e",
                                        _ => "107.3",
                                    };
                                    assert!(
                                        rules.iter().any(|r| r.starts_with(rule)),
                                        "{at}: {rules:?}"
                                    );
                                }
                                // Refused for something else first (a cast from another
                                // zone, an instant on the battlefield).
                                Err(_) => {}
                                Ok(i) => assert!(
                                    !(bad_x || bad_doors),
                                    "{at}: answered, legal: {:?}",
                                    i.cast.map(|c| c.verdict.legal)
                                ),
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(refused > 1000, "{refused}");
}

/// 601.3: a half cast from a graveyard, a library or exile needs an effect that allows it,
/// and the effects named as examples are ones that reach that half. Flashback (Snapcaster
/// Mage, Past in Flames) gives an instant or sorcery flashback, paying its own mana cost;
/// a permanent half — a Room's door, a custom creature half — is cast from a graveyard by
/// Muldrotha or Lurrus instead, named by their mana value (only under the rules that say
/// it, from 2021), and its cost is the one the effect names, never flashback's. Nor is
/// flashback a way to cast from a library (Bolas's Citadel pays life) or exile (cascade pays
/// nothing).
#[test]
fn cr_601_3_a_permanent_half_from_a_graveyard_is_never_offered_flashback() {
    let why = |r: &splitcard_engine::CastReport| {
        (
            r.verdict.msg.render(splitcard_engine::messages::Lang::En),
            r.total_cost
                .as_ref()
                .map(|c| c.msg.render(splitcard_engine::messages::Lang::En))
                .unwrap_or_default(),
        )
    };
    let bear = custom(BOLT_BEAR);
    // The instant half from a graveyard: flashback.
    let (note, cost) = why(&cast(&bear, "left", "graveyard"));
    assert!(note.contains("Snapcaster Mage"), "{note}");
    assert!(cost.contains("flashback"), "{cost}");
    // The creature half: Muldrotha or Lurrus, and no flashback anywhere.
    for c in [&bear, card("Bottomless Pool // Locker Room")] {
        let (note, cost) = why(&cast(c, "right", "graveyard"));
        assert!(note.contains("Muldrotha"), "{}: {note}", c.name);
        assert!(
            !note.contains("flashback") && !cost.contains("flashback"),
            "{}: {note} / {cost}",
            c.name
        );
        assert!(
            cost.contains("the cost the permitting effect names"),
            "{cost}"
        );
    }
    // Under the rules of 2013 Muldrotha and Lurrus didn't exist, and the examples would say
    // "mana value": no examples, and still no flashback.
    let old = cast_with(&bear, "right", "graveyard", None, Era::Y2013);
    let (note, cost) = why(&old);
    assert!(old.verdict.legal, "{note}");
    assert!(
        !note.contains("Muldrotha") && !note.contains("Snapcaster"),
        "{note}"
    );
    assert!(
        !note.contains("mana value") && !cost.contains("flashback"),
        "{note} / {cost}"
    );
    // From a library or exile an instant half isn't offered flashback either.
    for from in ["library", "exile"] {
        let (_, cost) = why(&cast(card("Fire // Ice"), "left", from));
        assert!(!cost.contains("flashback"), "{from}: {cost}");
        assert!(
            cost.contains("the cost the permitting effect names"),
            "{from}: {cost}"
        );
    }
}
