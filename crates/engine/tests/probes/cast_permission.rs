//! `Question::CastPermission` (Omniscience, Goblin Dark-Dwellers, Electrodominance, Kari Zev's
//! Expertise, Sword of Once and Future, Mindclaw Shaman): the card chosen, then each half.

use crate::common::*;
use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, Era, Mode};

/// A fused spell among the castable answers is one spell of both halves (702.102a–b), not a
/// third card named "fused": said so in every language, and fuse's rules are cited.
#[test]
fn cr_702_102a_a_castable_fused_spell_is_both_halves_as_one_spell_and_cited() {
    use splitcard_engine::messages::Lang;
    for (effect, input) in [
        ("omniscience", era(Era::Current)),
        (
            "electrodominance",
            ProbeInput {
                number: Some(5),
                ..era(Era::Current)
            },
        ),
    ] {
        let a = answer_of("Turn // Burn", effect, input);
        assert_eq!(a.answer, names(&["Turn", "Burn", "fused"]), "{effect}");
        for r in ["702.102a", "702.102b"] {
            assert!(a.rules.contains(&r), "{effect}: {:?}", a.rules);
        }
        for (lang, words) in [
            (
                Lang::En,
                "Turn or Burn, or the whole card as one fused spell",
            ),
            (
                Lang::Fr,
                "Turn ou Burn, ou la carte entière en un seul sort fusionné",
            ),
            (
                Lang::De,
                "Turn oder Burn oder die ganze Karte als ein fusionierter Zauberspruch",
            ),
        ] {
            let t = a.msg.render(lang);
            assert!(t.contains(words), "{effect} {lang:?}: {t}");
            for bad in ["and fused", "et fused", "und fused"] {
                assert!(!t.contains(bad), "{t}");
            }
        }
    }
    // Under the 2013 rules the same answer cites that era's fuse rule.
    let a = answer_of("Turn // Burn", "kari-zevs-expertise", era(Era::Y2013));
    assert!(a.rules.contains(&"708.2b@2013"), "{:?}", a.rules);
    assert!(
        a.explanation.contains("the whole card as one fused spell"),
        "{}",
        a.explanation
    );
    // A refused fused spell is "the fused spell", not "fused".
    let a = answer_of("Turn // Burn", "mindclaw-shaman", era(Era::Current));
    assert!(
        a.explanation.contains("Not: the fused spell ("),
        "{}",
        a.explanation
    );
}

#[test]
fn seed_fuse_probe_without_paying_its_mana_cost_can_fuse() {
    assert_eq!(
        ask("Alive // Well", "omniscience", era(Era::Current)),
        names(&["Alive", "Well", "fused"])
    );
    // From an opponent's hand (Mindclaw Shaman) no fuse.
    assert_eq!(
        ask("Alive // Well", "mindclaw-shaman", era(Era::Current)),
        names(&["Alive", "Well"])
    );
}

#[test]
fn seed_destined_lead_probe_cast_a_card_with_mana_value_2_not_destined() {
    // "If an effect allows you to cast a CARD with mana value 2 from your hand, you can't
    // cast Destined": Kari Zev's Expertise (as printed) looks at the card in hand, mana
    // value 6 (709.4b, 202.3d). Nothing can be cast.
    assert_eq!(
        ask("Destined // Lead", "kari-zevs-expertise", era(Era::Current)),
        names(&[])
    );
    let c = card("Destined // Lead");
    let e = match probes::find("kari-zevs-expertise") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let a = match probes::probe(c, e, &era(Era::Current)) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    assert!(a.explanation.contains('6'), "{}", a.explanation);
    assert!(a.rules.contains(&"709.4b") && a.rules.contains(&"202.3d"));
    // A card whose combined mana value is 2 or less qualifies: either half can be cast.
    assert_eq!(
        ask("Wax // Wane", "kari-zevs-expertise", era(Era::Current)),
        names(&["Wax", "Wane"])
    );
    // The contrast: an effect that tests the SPELL (Electrodominance, X = 2) sees Destined
    // as 2 on the stack (601.3e) and lets you cast it.
    let input = ProbeInput {
        number: Some(2),
        ..era(Era::Current)
    };
    assert_eq!(
        ask("Destined // Lead", "electrodominance", input),
        names(&["Destined"])
    );
}

#[test]
fn seed_repudiate_replicate_probe_a_sorcery_with_mana_value_2_from_graveyard_assault_only() {
    // "If an effect allows you to cast a sorcery SPELL with mana value 2 or less from among
    // cards in your graveyard, you could cast Assault this way, but not Battery": Sword of
    // Once and Future tests the half being cast (601.3e): Assault 1, Battery 4.
    assert_eq!(
        ask(
            "Assault // Battery",
            "sword-of-once-and-future",
            era(Era::Current)
        ),
        names(&["Assault"])
    );
    // An effect that targets the CARD (Goblin Dark-Dwellers: mana value 3 or less) sees 5
    // today: nothing; before 2017 Assault's own set qualified.
    assert_eq!(
        ask(
            "Assault // Battery",
            "goblin-dark-dwellers",
            era(Era::Current)
        ),
        names(&[])
    );
    assert_eq!(
        ask(
            "Assault // Battery",
            "goblin-dark-dwellers",
            era(Era::Y2013)
        ),
        names(&["Assault", "Battery"])
    );
}

#[test]
fn cr_601_3e_a_cast_permission_says_why_each_refused_half_is_refused() {
    use splitcard_engine::messages::Lang;
    // Mindclaw Shaman refuses a Room's doors for their type, not their mana value.
    let pool = "Bottomless Pool // Locker Room";
    let a = answer_of(pool, "mindclaw-shaman", era(Era::Current));
    assert_eq!(a.answer, names(&[]));
    assert!(
        a.explanation
            .contains("Bottomless Pool (Enchantment, not Instant or Sorcery)"),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("(1)"), "{}", a.explanation);
    // Sword of Once and Future refuses Battery for its mana value, and says the limit.
    let a = answer_of(
        "Assault // Battery",
        "sword-of-once-and-future",
        era(Era::Current),
    );
    assert!(
        a.explanation
            .contains("Battery (mana value 4, not 2 or less)"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"202.3d"), "{:?}", a.rules);
    // A half that can't be cast from there at all says so.
    let a = answer_of("Destined // Lead", "mindclaw-shaman", era(Era::Current));
    assert!(
        a.explanation
            .contains("Lead (can't be cast from an opponent's hand)"),
        "{}",
        a.explanation
    );
    for lang in [Lang::Fr, Lang::De] {
        assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
        assert_ne!(a.msg.render(lang), a.explanation, "{lang:?}");
    }
}

/// A cast permission that refuses a half because of where it is cast from cites the rule that
/// refuses it: an aftermath half outside a graveyard, 702.127a (702.126a under the 2017
/// rules), as a fused spell outside your own hand cites the fuse rule (702.102a; 702.101a
/// under the 2017 and 2013 rules). Every card, every cast-permission effect, every era with
/// the mechanic.
#[test]
fn cr_702_127a_a_cast_permission_refusing_a_half_for_its_zone_cites_the_keyword() {
    use splitcard_engine::era_rules::postdates;
    use splitcard_engine::probes::Question;
    let mut aftermath_refusals = 0;
    let mut fuse_refusals = 0;
    for effect in EFFECTS {
        let Question::CastPermission { from, .. } = effect.question else {
            continue;
        };
        for c in catalogue::all() {
            for e in Era::ALL {
                let input = ProbeInput {
                    number: Some(3),
                    era: e,
                    ..ProbeInput::default()
                };
                let Ok(a) = probes::probe(c, effect, &input) else {
                    continue;
                };
                for m in Mode::all_for(c) {
                    let verdict = splitcard_engine::legality::check(c, Cast { mode: m, from }, e);
                    // Legal, or refused for a mechanic the era didn't have yet (no rule of
                    // that era covers it).
                    if verdict.legal || verdict.rules.iter().any(|r| postdates(r, e)) {
                        continue;
                    }
                    let fused = m == Mode::Fused;
                    let refused = if fused {
                        "the fused spell (can't be cast from".to_string()
                    } else {
                        format!(
                            "{} (can't be cast from",
                            m.label(c).split(" (").next().unwrap_or("")
                        )
                    };
                    if !a.explanation.contains(&refused) {
                        // The effect refused the whole card first (its card filter).
                        continue;
                    }
                    let rule = match (fused, e) {
                        (false, Era::Current | Era::Y2021 | Era::Y2021April) => "702.127a",
                        (false, Era::Y2017) => "702.126a@2017",
                        (true, Era::Current | Era::Y2021 | Era::Y2021April) => "702.102a",
                        (true, Era::Y2017) => "702.101a@2017",
                        (true, Era::Y2013) => "702.101a@2013",
                        _ => panic!("{} / {} {e:?}: {}", c.name, effect.slug, a.explanation),
                    };
                    if fused {
                        fuse_refusals += 1;
                    } else {
                        assert_eq!(
                            c.aftermath_face(),
                            Some(m).and_then(|m| match m {
                                Mode::Face(i) => Some(i),
                                Mode::Fused => None,
                            })
                        );
                        aftermath_refusals += 1;
                    }
                    assert!(
                        a.rules.contains(&rule),
                        "{} / {} {e:?}: {} — {:?}",
                        c.name,
                        effect.slug,
                        a.explanation,
                        a.rules
                    );
                }
            }
        }
    }
    assert!(aftermath_refusals > 20, "{aftermath_refusals}");
    assert!(fuse_refusals > 20, "{fuse_refusals}");
    // The examples: Omniscience, Electrodominance and Mindclaw Shaman on Destined // Lead.
    for (effect, input) in [
        ("omniscience", era(Era::Current)),
        (
            "electrodominance",
            ProbeInput {
                number: Some(3),
                ..era(Era::Current)
            },
        ),
        ("mindclaw-shaman", era(Era::Current)),
    ] {
        let a = answer_of("Destined // Lead", effect, input);
        assert!(
            a.explanation.contains("Lead (can't be cast from"),
            "{}",
            a.explanation
        );
        assert!(a.rules.contains(&"702.127a"), "{effect}: {:?}", a.rules);
    }
}

#[test]
fn rules_history_a_cast_permission_says_a_mechanic_did_not_exist_yet() {
    // Omniscience before Dragon's Maze: the halves yes, fused no — because fuse did not
    // exist yet, not because of where the card is. Before Amonkhet, likewise for an
    // aftermath half. (The answer still cites only that era's rules.)
    for (card_name, e, refused, rule) in [
        (
            "Wear // Tear",
            Era::Y2006,
            "Fuse arrived with Dragon's Maze",
            "702.102a",
        ),
        (
            "Destined // Lead",
            Era::Y2013,
            "Aftermath arrived with Amonkhet",
            "702.127a",
        ),
    ] {
        let effect = match probes::find("omniscience") {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        match probes::probe(card(card_name), effect, &era(e)) {
            Ok(a) => {
                assert!(a.explanation.contains(refused), "{}", a.explanation);
                assert!(
                    !a.explanation.contains("can't be cast from"),
                    "{}",
                    a.explanation
                );
                assert!(!a.explanation.contains(".."), "{}", a.explanation);
                assert!(!a.rules.contains(&rule), "{:?}", a.rules);
            }
            Err(err) => panic!("{card_name}: {err}"),
        }
    }
    // Where the card is still refuses as before: the aftermath half from a hand today.
    let effect = match probes::find("omniscience") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card("Destined // Lead"), effect, &era(Era::Current)) {
        Ok(a) => assert!(
            a.explanation
                .contains("Lead (can't be cast from your hand)"),
            "{}",
            a.explanation
        ),
        Err(err) => panic!("{err}"),
    }
}

#[test]
fn cr_702_102a_the_fuse_rule_is_cited_for_fuse_cards_only() {
    // Omniscience and Mindclaw Shaman list the fuse rule for what they do with a fuse card;
    // asked about Fire // Ice (no fuse) they don't cite it.
    for effect in ["omniscience", "mindclaw-shaman"] {
        let e = match probes::find(effect) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        for (name, cites) in [("Fire // Ice", false), ("Alive // Well", true)] {
            match probes::probe(card(name), e, &era(Era::Current)) {
                Ok(a) => assert_eq!(
                    a.rules.contains(&"702.102a"),
                    cites,
                    "{effect} / {name}: {:?}",
                    a.rules
                ),
                Err(err) => panic!("{effect} / {name}: {err}"),
            }
        }
    }
}

/// Under the 2017 rules the half being cast (today's 601.3e) was 708.3a's substance: Mindclaw
/// Shaman casting a half cites that, not the off-stack rule 708.4.
#[test]
fn older_2017_the_half_being_cast_cites_708_3a() {
    let a = answer_of("Appeal // Authority", "mindclaw-shaman", era(Era::Y2017));
    assert!(a.rules.contains(&"708.3a@2017"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"708.4@2017"), "{:?}", a.rules);
}

/// Electrodominance lets a spell with mana value X or less be cast, X being the value
/// announced as Electrodominance was cast (107.3a): the effect needs that number, though only
/// its spell filter reads it, and asked without it is refused, asking for `--number`. A cast
/// permission whose limits are printed (Goblin Dark-Dwellers' 3, Kari Zev's Expertise's and
/// Sword of Once and Future's 2) or that has none (Omniscience) needs no number.
#[test]
fn cr_107_3a_electrodominance_needs_the_x_it_was_cast_with() {
    use splitcard_engine::error::Field;
    use splitcard_engine::EngineError;
    let electrodominance = effect("electrodominance");
    assert!(electrodominance.needs_number());
    match probes::probe(
        card("Assault // Battery"),
        electrodominance,
        &era(Era::Current),
    ) {
        Err(EngineError::BadValue { what, expected, .. }) => {
            assert_eq!(what, Field::Number);
            assert_eq!(expected.id, "ex-number-chosen");
        }
        other => panic!("{other:?}"),
    }
    for slug in [
        "goblin-dark-dwellers",
        "kari-zevs-expertise",
        "sword-of-once-and-future",
        "omniscience",
        "mindclaw-shaman",
    ] {
        assert!(!effect(slug).needs_number(), "{slug}");
    }
}
