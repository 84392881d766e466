//! Aftermath (702.127a): the half cast only from a graveyard, and exiled after.

use crate::common::*;
use splitcard_engine::{Destination, Permission, Zone};

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
