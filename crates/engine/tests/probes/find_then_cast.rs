//! `Question::FindThenCast` (Sunforger): found by a filter in every era, then only the halves the
//! rules let it cast from the library.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue};
use splitcard_engine::Era;

#[test]
fn cr_702_127a_sunforger_casts_from_the_library_only_the_halves_the_rules_allow() {
    use splitcard_engine::messages::Lang;
    // Sunforger casts the card it finds from the library (709.3: one half): Failure, not
    // Comply (702.127a: only from a graveyard); Wear or Tear, never fused (702.102a: only
    // from a hand); Fire or Ice. Found is still the answer.
    let sunforger = match probes::find("sunforger") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let answer = |name: &str, e: Era| match probes::probe(card(name), sunforger, &era(e)) {
        Ok(a) => a,
        Err(err) => panic!("{name}: {err}"),
    };
    let a = answer("Failure // Comply", Era::Current);
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(
        a.explanation.contains("Castable: Failure. Not: Comply"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"702.127a"), "{:?}", a.rules);
    let a = answer("Wear // Tear", Era::Current);
    assert!(
        a.explanation
            .contains("Castable: Wear and Tear. Not: the fused spell"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"702.102a"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"702.127a"), "{:?}", a.rules);
    let a = answer("Fire // Ice", Era::Current);
    assert!(
        a.explanation.contains("Castable: Fire and Ice."),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("Not:"), "{}", a.explanation);
    // As the eras number them: aftermath 702.126a in 2017, fuse 702.101a in 2013.
    let a = answer("Failure // Comply", Era::Y2017);
    assert!(a.rules.contains(&"702.126a@2017"), "{:?}", a.rules);
    let a = answer("Wear // Tear", Era::Y2013);
    assert!(a.rules.contains(&"702.101a@2013"), "{:?}", a.rules);
    assert!(
        a.explanation.contains("Not: the fused spell"),
        "{}",
        a.explanation
    );
    // Research // Development under the Dissension rules: found, and either half cast.
    let a = answer("Research // Development", Era::Y2006);
    assert!(
        a.explanation.contains("Castable: Research and Development"),
        "{}",
        a.explanation
    );
    // A card it doesn't find says nothing about casting.
    let a = answer("Hit // Run", Era::Current);
    assert!(!a.explanation.contains("then casts"), "{}", a.explanation);
    for name in ["Failure // Comply", "Wear // Tear"] {
        let a = answer(name, Era::Current);
        for lang in Lang::ALL {
            assert!(a.msg.unfilled(lang).is_empty(), "{name} ({lang:?})");
        }
    }
}

#[test]
fn rules_history_sunforger_compares_each_characteristic_separately() {
    // 2007–2017: "red" may come from one half and "mana value 4 or less" from the other.
    assert_eq!(
        ask("Research // Development", "sunforger", era(Era::Y2006)),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask("Hit // Run", "sunforger", era(Era::Y2013)),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask("Hit // Run", "sunforger", era(Era::Current)),
        AnswerValue::Bool(false)
    );
}

#[test]
fn seed_fire_ice_probe_sunforger() {
    for (name, yes) in [
        ("Fire // Ice", true),
        ("Failure // Comply", true),
        ("Hit // Run", false),
        ("Dusk // Dawn", false),
    ] {
        assert_eq!(
            ask(name, "sunforger", era(Era::Current)),
            AnswerValue::Bool(yes),
            "{name}"
        );
    }
}

#[test]
fn rules_history_sunforger_2000_one_half_had_to_meet_every_criterion() {
    // Before Dissension nothing let one half's color combine with the other half's mana
    // value: Research is green-blue, Development has mana value 5.
    assert_eq!(
        ask("Research // Development", "sunforger", era(Era::Y2000)),
        AnswerValue::Bool(false)
    );
    // Hit is a red instant with mana value 3 by itself.
    assert_eq!(
        ask("Hit // Run", "sunforger", era(Era::Y2000)),
        AnswerValue::Bool(true)
    );
    // From Dissension (Forsythe, 2006-04-28; CR 505.6 from 2007) each criterion separately.
    assert_eq!(
        ask("Research // Development", "sunforger", era(Era::Y2006)),
        AnswerValue::Bool(true)
    );
    // A split card with differently colored halves was multicolored as a whole (505.3).
    assert_eq!(
        ask("Fire // Ice", "glittering-wish", era(Era::Y2000)),
        AnswerValue::Bool(true)
    );
    // The explanation says how the question was answered in each era.
    let a = answer_of("Research // Development", "sunforger", era(Era::Y2000));
    assert!(a.explanation.contains("one half"), "{}", a.explanation);
    assert!(a.rules.contains(&"505.6@2000"), "{:?}", a.rules);
}
