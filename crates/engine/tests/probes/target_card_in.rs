//! `Question::TargetCardIn` (Crook of Condemnation): the card targeted where it is, too late once
//! cast, why depending on where it was cast from.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{catalogue, EngineError, Era, Mode, Zone};

#[test]
fn seed_driven_despair_probe_crook_of_condemnation_too_late_once_cast() {
    let d = "Driven // Despair";
    assert_eq!(
        ask(d, "crook-of-condemnation", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    let on_stack = ProbeInput {
        zone: Some(Zone::Stack),
        ..spell_of(d, "aftermath", Era::Current)
    };
    assert_eq!(
        ask(d, "crook-of-condemnation", on_stack),
        AnswerValue::Bool(false)
    );
}

#[test]
fn cr_702_127a_crook_of_condemnation_respects_where_the_spell_was_cast_from() {
    use splitcard_engine::messages::Lang;
    let crook = match probes::find("crook-of-condemnation") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let on_stack = |name: &str, m: &str, from: &str, e: Era| {
        let c = card(name);
        let input = ProbeInput {
            zone: Some(Zone::Stack),
            cast: Some(Cast {
                mode: mode(c, m),
                from: origin(from),
            }),
            era: e,
            ..ProbeInput::default()
        };
        probes::probe(c, crook, &input)
    };
    let ok = |r: Result<probes::ProbeAnswer, EngineError>| match r {
        Ok(a) => {
            assert_eq!(a.answer, AnswerValue::Bool(false));
            for lang in Lang::ALL {
                assert!(a.msg.unfilled(lang).is_empty());
            }
            a
        }
        Err(err) => panic!("{err}"),
    };
    // Cast from a hand (the default for Destined): never in the graveyard; no aftermath rule.
    let a = ok(on_stack("Destined // Lead", "left", "hand", Era::Current));
    assert!(
        a.explanation.contains("was cast from your hand"),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("no longer in the graveyard"));
    assert!(!a.rules.contains(&"702.127a"), "{:?}", a.rules);
    // The aftermath half cast from a graveyard: gone at once (the Destined // Lead ruling, 702.127a).
    let a = ok(on_stack(
        "Destined // Lead",
        "aftermath",
        "graveyard",
        Era::Current,
    ));
    assert!(a.explanation.contains("no longer in the graveyard"));
    assert!(a.rules.contains(&"702.127a"), "{:?}", a.rules);
    let a = ok(on_stack(
        "Destined // Lead",
        "aftermath",
        "graveyard",
        Era::Y2017,
    ));
    assert!(a.rules.contains(&"702.126a@2017"), "{:?}", a.rules);
    // Flashback from a graveyard (Fire // Ice): gone too, and no aftermath rule.
    let a = ok(on_stack("Fire // Ice", "left", "graveyard", Era::Current));
    assert!(a.explanation.contains("no longer in the graveyard"));
    assert_eq!(a.rules, ["601.2a", "709.2"]);
    // A fused spell: only ever from a hand (702.102a).
    let a = ok(on_stack("Down // Dirty", "fused", "hand", Era::Current));
    assert!(a.explanation.contains("only ever cast from a hand"));
    assert!(a.rules.contains(&"702.102a"), "{:?}", a.rules);
    let a = ok(on_stack("Down // Dirty", "fused", "hand", Era::Y2013));
    assert!(a.rules.contains(&"702.101a@2013"), "{:?}", a.rules);
    assert!(on_stack("Down // Dirty", "fused", "graveyard", Era::Current).is_err());
}

#[test]
fn cr_702_127a_the_aftermath_rule_is_cited_for_aftermath_cards_only() {
    // Crook of Condemnation lists the aftermath rule for what it means to an aftermath card
    // in a graveyard; asked about Fire // Ice or a Room it doesn't cite it — in any zone it
    // looks at, nor when it has nothing to say about the zone asked. On the stack, only for
    // the aftermath half cast from a graveyard (the first mode, cast from a hand, never was).
    let e = match probes::find("crook-of-condemnation") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    for c in catalogue::all() {
        let aftermath = c.kind.slug() == "aftermath";
        for era in [Era::Current, Era::Y2017] {
            let rule = if era == Era::Current {
                "702.127a"
            } else {
                "702.126a@2017"
            };
            for zone in [Zone::Graveyard, Zone::Stack, Zone::Hand] {
                let input = ProbeInput {
                    zone: Some(zone),
                    cast: Mode::all_for(c)
                        .first()
                        .map(|m| Cast::new(c, *m))
                        .filter(|_| e.takes_mode(zone)),
                    era,
                    ..ProbeInput::default()
                };
                let rules = match probes::probe(c, e, &input) {
                    Ok(a) => a.rules,
                    Err(EngineError::Impossible { rules, .. }) => rules,
                    Err(err) => panic!("{} {zone}: {err}", c.name),
                };
                assert!(!rules.is_empty(), "{} {zone} {era:?}", c.name);
                assert_eq!(
                    rules.contains(&rule),
                    aftermath && zone != Zone::Stack,
                    "{} {zone} {era:?}: {rules:?}",
                    c.name
                );
                if let (true, Zone::Stack, Some(face)) = (aftermath, zone, c.aftermath_face()) {
                    let input = ProbeInput {
                        cast: Some(Cast::new(c, Mode::Face(face))),
                        ..input
                    };
                    match probes::probe(c, e, &input) {
                        Ok(a) => assert!(a.rules.contains(&rule), "{}: {:?}", c.name, a.rules),
                        Err(err) => panic!("{}: {err}", c.name),
                    }
                }
            }
        }
    }
}

/// Crook of Condemnation asked about a spell on the stack without saying how it was cast:
/// whatever half was cast, the card isn't in a graveyard to be targeted — the card is one
/// card on the stack (709.2), moved there as its casting began (601.2a). Of an aftermath
/// card too, with no aftermath rule cited: nothing says its aftermath half was cast.
#[test]
fn cr_709_2_crook_of_condemnation_on_the_stack_without_a_cast_cites_no_aftermath_rule() {
    for name in ["Destined // Lead", "Fire // Ice"] {
        let a = answer_of(
            name,
            "crook-of-condemnation",
            ProbeInput {
                zone: Some(Zone::Stack),
                ..era(Era::Current)
            },
        );
        assert_eq!(a.answer, AnswerValue::Bool(false), "{name}");
        assert_eq!(
            a.explanation,
            format!(
                "{name} is a spell on the stack, not a card in a graveyard: it can't be targeted there."
            )
        );
        assert_eq!(a.rules, ["601.2a", "709.2"], "{name}");
    }
}
