//! `Question::CopySpell` (Twincast): the copy of the half cast, with its X; no copy of a Room's
//! door.

use crate::common::*;
use splitcard_engine::probes::ProbeInput;
use splitcard_engine::Era;

#[test]
fn seed_fire_ice_probe_twincast_copies_the_cast_half() {
    assert_eq!(
        ask(
            "Fire // Ice",
            "twincast",
            spell_of("Fire // Ice", "Fire", Era::Current)
        ),
        names(&["Fire"])
    );
    assert_eq!(
        ask(
            "Alive // Well",
            "twincast",
            spell_of("Alive // Well", "fused", Era::Current)
        ),
        names(&["Alive", "Well"])
    );
    assert_eq!(
        ask(
            "Assault // Battery",
            "twincast",
            spell_of("Assault // Battery", "Assault", Era::Current)
        ),
        names(&["Assault"])
    );
}

#[test]
fn cr_707_10_twincast_copies_only_an_instant_or_sorcery_spell_not_a_room() {
    let pool = "Bottomless Pool // Locker Room";
    for door in ["left", "right"] {
        assert_eq!(
            ask(pool, "twincast", room_door(pool, door)),
            names(&[]),
            "{door}"
        );
    }
    let a = answer_of(pool, "twincast", room_door(pool, "left"));
    assert!(a.explanation.contains("Enchantment"), "{}", a.explanation);
    // An instant or sorcery half is still copied.
    assert_eq!(
        ask(
            "Fire // Ice",
            "twincast",
            spell_of("Fire // Ice", "Ice", Era::Current)
        ),
        names(&["Ice"])
    );
}

#[test]
fn cr_707_10_a_copy_of_a_spell_keeps_its_x() {
    // Twincast on Explosion cast with X = 4: the copy copies every choice made for the
    // spell, the value of X too.
    let with = |x| {
        answer_of(
            "Expansion // Explosion",
            "twincast",
            ProbeInput {
                x,
                ..spell_of("Expansion // Explosion", "right", Era::Current)
            },
        )
    };
    let a = with(Some(4));
    assert_eq!(a.answer, names(&["Explosion"]));
    assert!(
        a.explanation
            .ends_with("the value of X too: the copy's X is 4 as well."),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"707.10"), "{:?}", a.rules);
    let a = with(None);
    assert!(
        a.explanation
            .ends_with("none was announced, so X is 0 for both."),
        "{}",
        a.explanation
    );
    // A half without {X} says nothing about X.
    let a = answer_of(
        "Expansion // Explosion",
        "twincast",
        spell_of("Expansion // Explosion", "left", Era::Current),
    );
    assert!(!a.explanation.contains('X'), "{}", a.explanation);
}

/// Twincast targets an instant or sorcery spell: a Room's door on the stack is an enchantment
/// spell (709.3b, its type line the Room's, 709.5a), so there is no copy — and the answer
/// names the spell it can't target, the door cast, with what it is and what Twincast wants.
#[test]
fn cr_707_10_twincast_names_the_door_spell_it_cant_target() {
    let pool = "Bottomless Pool // Locker Room";
    for (door, name) in [("left", "Bottomless Pool"), ("right", "Locker Room")] {
        let a = answer_of(pool, "twincast", room_door(pool, door));
        assert_eq!(a.answer, names(&[]), "{door}");
        assert_eq!(
            a.explanation,
            format!(
                "The spell {name} is Enchantment — Room, not Instant or Sorcery: Twincast can't target it, so there is no copy."
            )
        );
        assert_eq!(a.rules, ["709.3b", "709.5a"], "{door}");
    }
}
