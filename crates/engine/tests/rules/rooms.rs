//! Rooms (709.5): doors and their designations, unlocking as a special action (116.2m),
//! what unlocking triggers, and the Room enchantment type (205.3h).

use crate::common::{self, *};
use splitcard_engine::{
    catalogue, characteristics, inspect, rooms, Doors, EngineError, Era, Situation, Zone,
};

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
fn cr_709_5c_the_faces_that_exist_are_the_unlocked_doors() {
    // What the app draws as present: a Room on the battlefield has only its unlocked doors
    // (709.5c), none with both locked; a spell only its cast half (709.3b); a card off the
    // stack every half (709.4), in printed order, each once — before 2017 too, with a set
    // per half.
    let present = |c: &splitcard_engine::Card, s: &Situation| match characteristics(c, s) {
        Ok(ch) => ch.present_faces(),
        Err(e) => panic!("{e}"),
    };
    let pool = card("Bottomless Pool // Locker Room");
    let on_battlefield = |doors: Doors| Situation {
        doors: Some(doors),
        ..Situation::in_zone(Zone::Battlefield)
    };
    assert_eq!(
        present(pool, &on_battlefield(Doors::NONE)),
        Vec::<usize>::new()
    );
    assert_eq!(present(pool, &on_battlefield(Doors::only(1))), [1]);
    assert_eq!(present(pool, &on_battlefield(Doors::only(0))), [0]);
    assert_eq!(present(pool, &on_battlefield(Doors::all(2))), [0, 1]);
    let five = card("Who // What // When // Where // Why");
    assert_eq!(
        present(five, &Situation::in_zone(Zone::Hand)),
        [0, 1, 2, 3, 4]
    );
    let fire = card("Fire // Ice");
    let ice = Situation::on_stack(Cast::new(fire, common::mode(fire, "right")));
    assert_eq!(present(fire, &ice), [1]);
    let old = Situation::in_zone(Zone::Graveyard).in_era(Era::Y2013);
    assert_eq!(present(fire, &old), [0, 1]);
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
