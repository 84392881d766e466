//! `Question::ColorCantCast` (Iona, Shield of Emeria): each half asked as the spell it makes.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{Era, Zone};

#[test]
fn seed_aftermath_probe_iona_green_chosen_destined_yes_lead_no() {
    use splitcard_engine::messages::Lang;
    // "If an effect prevents you from casting green spells, you can cast Destined of
    // Destined // Lead, but not Lead": Iona, Shield of Emeria with green chosen asks each
    // half as the spell it makes (709.3a, 601.3e): Destined is black, Lead green.
    let input = |zone: Zone, e: Era| ProbeInput {
        zone: Some(zone),
        era: e,
        ..ProbeInput::default()
    };
    let names = |v: &[&str]| AnswerValue::Names(v.iter().map(|s| s.to_string()).collect());
    for zone in [
        Zone::Hand,
        Zone::Graveyard,
        Zone::Library,
        Zone::Exile,
        Zone::Outside,
    ] {
        let a = answer_of(
            "Destined // Lead",
            "iona-shield-of-emeria",
            input(zone, Era::Current),
        );
        assert_eq!(a.answer, names(&["Destined"]), "{zone:?}");
        assert!(a.rules.contains(&"709.3a"), "{:?}", a.rules);
        for lang in Lang::ALL {
            assert!(a.msg.unfilled(lang).is_empty());
        }
    }
    // From a graveyard Lead could be cast (aftermath), but it is green: stopped.
    let a = answer_of(
        "Destined // Lead",
        "iona-shield-of-emeria",
        input(Zone::Graveyard, Era::Current),
    );
    assert!(
        a.explanation.contains("chosen color (green)") && a.explanation.contains("Stopped: Lead."),
        "{}",
        a.explanation
    );
    // In hand Lead can't be cast at all (702.127a): said as such, not as stopped.
    let a = answer_of(
        "Destined // Lead",
        "iona-shield-of-emeria",
        input(Zone::Hand, Era::Current),
    );
    assert!(
        !a.explanation.contains("Stopped") && a.explanation.contains("Not: Lead"),
        "{}",
        a.explanation
    );
    // A fused spell has both halves' colors (702.102b): Alive ({3}{G}) and the fused spell
    // are stopped, Well ({W}) is not.
    let a = answer_of(
        "Alive // Well",
        "iona-shield-of-emeria",
        input(Zone::Hand, Era::Current),
    );
    assert_eq!(a.answer, names(&["Well"]));
    assert!(a.rules.contains(&"702.102b"), "{:?}", a.rules);
    assert!(a.explanation.contains("not fused"), "{}", a.explanation);
    // Fire // Ice has no green half; a Room's doors are checked one by one too.
    let a = answer_of(
        "Fire // Ice",
        "iona-shield-of-emeria",
        input(Zone::Hand, Era::Current),
    );
    assert_eq!(a.answer, names(&["Fire", "Ice"]));
    // Under the rules before 2017 too, a spell was only its half's colors.
    for e in [Era::Y2017, Era::Y2013, Era::Y2006, Era::Y2000] {
        let a = answer_of(
            "Alive // Well",
            "iona-shield-of-emeria",
            input(Zone::Hand, e),
        );
        assert_eq!(a.answer, names(&["Well"]), "{e:?}");
    }
    // It looks at a card that could be cast, never at the stack.
    let iona = probes::find("iona-shield-of-emeria").map_err(|e| e.to_string());
    assert_eq!(
        iona.map(|e| e.applies(card("Fire // Ice"), Zone::Stack)),
        Ok(false)
    );
}
