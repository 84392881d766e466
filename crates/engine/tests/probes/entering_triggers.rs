//! `Question::EnteringTriggers` (Panharmonicon): only the door cast, and only one that says "When
//! you unlock this door", triggers as a Room enters.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{catalogue, EngineError, Era, Mode, Origin, Zone};

#[test]
fn cr_709_5h_panharmonicon_counts_only_a_door_with_a_when_you_unlock_ability() {
    let pool = "Bottomless Pool // Locker Room";
    assert_eq!(
        ask(pool, "panharmonicon", room_door(pool, "left")),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(pool, "panharmonicon", room_door(pool, "right")),
        AnswerValue::Number(0)
    );
    for room in [
        "Charred Foyer // Warped Space",
        "Dazzling Theater // Prop Room",
        "Dollmaker's Shop // Porcelain Gallery",
        "Secret Arcade // Dusty Parlor",
    ] {
        for door in ["left", "right"] {
            let a = answer_of(room, "panharmonicon", room_door(room, door));
            assert_eq!(a.answer, AnswerValue::Number(0), "{room} {door}");
            assert!(!a.explanation.contains("1 time"), "{}", a.explanation);
        }
    }
    // Every door of every Room: one trigger exactly when its own text has the ability.
    for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for (i, face) in c.faces.iter().enumerate() {
            let input = ProbeInput {
                cast: Some(Cast::new(c, Mode::Face(i))),
                ..ProbeInput::default()
            };
            let e = probes::find("panharmonicon").map_err(|e| e.to_string());
            let a = e.map(|e| probes::probe(c, e, &input).map(|a| a.answer));
            let has = face.oracle_text.contains("When you unlock this door");
            assert_eq!(
                a,
                Ok(Ok(AnswerValue::Number(u32::from(has)))),
                "{} / {}",
                c.name,
                face.name
            );
        }
    }
}

#[test]
fn cr_709_5d_panharmonicon_a_room_entering_uncast_has_no_door_unlocked() {
    let a = answer_of(
        "Bottomless Pool // Locker Room",
        "panharmonicon",
        era(Era::Current),
    );
    assert_eq!(a.answer, AnswerValue::Number(0));
    assert!(a.rules.contains(&"709.5d"), "{:?}", a.rules);
}

#[test]
fn cr_709_5_panharmonicon_on_a_room_cast_fused_says_a_room_has_no_fused_mode() {
    // A mode was given: the answer is that a Room has no fused mode, as for any cast of a
    // Room fused — not "no mode given".
    let pool = card("Bottomless Pool // Locker Room");
    let e = match probes::find("panharmonicon") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let input = ProbeInput {
        cast: Some(Cast::new(pool, Mode::Fused)),
        ..ProbeInput::default()
    };
    match probes::probe(pool, e, &input) {
        Err(EngineError::Impossible { rules, reason, .. }) => {
            assert_eq!(rules, ["709.5", "702.102a"]);
            assert!(reason.contains("Rooms don't have fuse"), "{reason}");
            let verdict =
                splitcard_engine::legality::check(pool, Cast::new(pool, Mode::Fused), Era::Current);
            assert_eq!(reason, verdict.reason);
        }
        other => panic!("{other:?}"),
    }
    // A door still answers.
    assert_eq!(
        ask(
            "Bottomless Pool // Locker Room",
            "panharmonicon",
            room_door("Bottomless Pool // Locker Room", "left")
        ),
        AnswerValue::Number(1)
    );
}

/// Panharmonicon makes an artifact or creature entering trigger an additional time: a Room
/// that is also an artifact (a custom Workshop // Forge, "Artifact Enchantment — Room", its
/// doors sharing that type line, 709.5a) entering with the door cast unlocked triggers that
/// door's "when you unlock this door" ability twice (709.5h), whichever door was cast.
#[test]
fn cr_709_5h_panharmonicon_doubles_the_door_trigger_of_an_artifact_room() {
    let workshop = custom(
        r#"{"object":"card","name":"Workshop // Forge","layout":"split","card_faces":[
        {"name":"Workshop","mana_cost":"{1}","type_line":"Artifact Enchantment — Room","oracle_text":"When you unlock this door, create a Treasure token."},
        {"name":"Forge","mana_cost":"{3}","type_line":"Artifact Enchantment — Room","oracle_text":"When you unlock this door, draw a card."}]}"#,
    );
    for (door, name) in [("left", "Workshop"), ("right", "Forge")] {
        let input = ProbeInput {
            cast: Some(Cast::new(&workshop, mode(&workshop, door))),
            ..ProbeInput::default()
        };
        let a = custom_answer(&workshop, "panharmonicon", &input);
        assert_eq!(a.answer, AnswerValue::Number(2), "{door}");
        assert_eq!(
            a.explanation,
            format!(
                "Entering with {name} unlocked triggers its \"when you unlock this door\" ability; the permanent is an artifact or creature, so it triggers an additional time: 2 in all."
            )
        );
        assert_eq!(a.rules, ["709.5h", "709.5d", "709.5a"]);
    }
}

/// A Room enters with the door cast unlocked only if that door could be cast: none is cast
/// from the battlefield or the stack (601.3), and a Room has no third door (709.3). Asked
/// so, Panharmonicon is refused with why, as a cast of that door is anywhere.
#[test]
fn cr_601_3_panharmonicon_refuses_a_door_that_could_not_have_been_cast() {
    let pool = card("Bottomless Pool // Locker Room");
    let panharmonicon = effect("panharmonicon");
    for (cast, id, rules) in [
        (
            Cast {
                mode: Mode::Face(0),
                from: Origin::yours(Zone::Battlefield),
            },
            "cast-zone-illegal",
            vec!["601.3"],
        ),
        (
            Cast {
                mode: Mode::Face(0),
                from: Origin::yours(Zone::Stack),
            },
            "cast-zone-illegal",
            vec!["601.3"],
        ),
        (
            Cast {
                mode: Mode::Face(2),
                from: Origin::HAND,
            },
            "no-such-half",
            vec!["709.3"],
        ),
    ] {
        let input = ProbeInput {
            cast: Some(cast),
            ..ProbeInput::default()
        };
        match probes::probe(pool, panharmonicon, &input) {
            Err(EngineError::Impossible { msg, rules: r, .. }) => {
                assert_eq!((msg.id, r), (id, rules), "{cast:?}");
            }
            other => panic!("{cast:?}: {other:?}"),
        }
    }
}
