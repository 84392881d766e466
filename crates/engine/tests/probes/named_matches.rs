//! `Question::NamedMatches` (Cabal Therapy, Pithing Needle): whether the card has the chosen name,
//! in every era, a Room permanent by its unlocked doors.

use crate::common::*;
use splitcard_engine::probes::{AnswerValue, ProbeInput};
use splitcard_engine::{Doors, Era};

#[test]
fn rules_history_naming_before_2013_meant_naming_all_its_names() {
    // Under the Dissension and Invasion rules the full name was the name to choose; the
    // explanation says so, not today's "has a chosen name if any of its names is it".
    for era in [Era::Y2006, Era::Y2000] {
        let a = answer_of("Fire // Ice", "cabal-therapy", named("Fire // Ice", era));
        assert_eq!(a.answer, AnswerValue::Bool(true));
        assert!(a.explanation.contains("all its names"), "{}", a.explanation);
        assert!(
            !a.explanation.contains("any of its names"),
            "{}",
            a.explanation
        );
        // Another split card's full name is a valid choice then: Fire // Ice doesn't have it.
        assert_eq!(
            ask("Fire // Ice", "cabal-therapy", named("Wax // Wane", era)),
            AnswerValue::Bool(false)
        );
    }
    let a = answer_of("Fire // Ice", "cabal-therapy", named("Fire", Era::Y2013));
    assert!(
        a.explanation.contains("any of its names"),
        "{}",
        a.explanation
    );
}

#[test]
fn seed_repudiate_replicate_probe_cabal_therapy_naming_one_half() {
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Replicate", Era::Current)
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Repudiate // Replicate", Era::Y2006)
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Replica", Era::Current)
        ),
        AnswerValue::Bool(false)
    );
}

/// A locked door has no name on the battlefield (709.5): Pithing Needle naming it doesn't
/// name the Room until that door is unlocked; one half is named, never both (201.4b).
#[test]
fn cr_709_5_pithing_needle_names_only_an_unlocked_door() {
    let pool = "Bottomless Pool // Locker Room";
    let naming = |name: &str, doors: Doors| ProbeInput {
        name: Some(name.into()),
        doors: Some(doors),
        ..era(Era::Current)
    };
    assert_eq!(
        ask(
            pool,
            "pithing-needle",
            naming("Locker Room", Doors::only(1))
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(pool, "pithing-needle", naming("Locker Room", Doors::all(2))),
        AnswerValue::Bool(true)
    );
    let a = answer_of(
        pool,
        "pithing-needle",
        naming("Locker Room", Doors::only(0)),
    );
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(
        a.explanation,
        "Locker Room is a locked door of Bottomless Pool // Locker Room: on the battlefield a \
         Room has only its unlocked doors' names, so it doesn't have that name."
    );
    assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
    let a = answer_of(
        pool,
        "pithing-needle",
        naming("Lightning Bolt", Doors::all(2)),
    );
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(
        a.explanation
            .ends_with("doesn't have the name Lightning Bolt."),
        "{}",
        a.explanation
    );
    let (id, _, rules) = refusal(pool, "pithing-needle", naming(pool, Doors::all(2)));
    assert_eq!(id, "name-one-half");
    assert!(rules.contains(&"201.4b"), "{rules:?}");
}

/// Pithing Needle naming an unlocked door names the Room on the battlefield, and says why:
/// that door is unlocked, and a Room has its unlocked doors' names (709.5) — not merely that
/// a split card has any of its halves' names, which a Room with a locked door doesn't.
#[test]
fn cr_709_5_pithing_needle_says_the_door_it_names_is_unlocked() {
    let pool = "Bottomless Pool // Locker Room";
    let input = ProbeInput {
        name: Some("Locker Room".into()),
        doors: Some(Doors::only(1)),
        ..era(Era::Current)
    };
    let a = answer_of(pool, "pithing-needle", input);
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(a.msg.id, "p-named-door-has");
    assert_eq!(
        a.explanation,
        "Bottomless Pool // Locker Room has the name Locker Room: that door is unlocked, and on \
         the battlefield a Room has the names of its unlocked doors."
    );
    assert_eq!(a.rules, ["201.4b", "709.5", "709.5c"]);
}

/// Off the battlefield a Room has no locked or unlocked doors (709.5c): in a hand it has both
/// its doors' names (709.4a), so Cabal Therapy naming Locker Room names Bottomless Pool //
/// Locker Room, as a split card has a chosen name if any of its names is that name (201.4b)
/// — not because a door is unlocked.
#[test]
fn cr_201_4b_cabal_therapy_naming_a_door_of_a_room_in_a_hand_names_the_card() {
    let pool = "Bottomless Pool // Locker Room";
    let a = answer_of(pool, "cabal-therapy", named("Locker Room", Era::Current));
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(a.msg.id, "p-named-has");
    assert_eq!(
        a.explanation,
        "Bottomless Pool // Locker Room has the name Locker Room: a split card has a chosen name \
         if any of its names is that name."
    );
}
