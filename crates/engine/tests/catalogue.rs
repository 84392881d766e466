//! The catalogue as a whole: it covers the project's card list, every card can be found by
//! its names, and every card × zone × mode × origin × doors × era gets an answer —
//! characteristics or a reason — without a panic.

use splitcard_engine::{
    catalogue, inspect, Cast, Doors, EngineError, Era, Mode, Origin, Situation, Zone,
};

/// The card list the catalogue must cover (`data/split-cards.tsv`: kind, name, first set).
fn tsv() -> Vec<(String, String)> {
    let text = include_str!("../data/split-cards.tsv");
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (
                cols[0].to_string(),
                cols.get(1).copied().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn every_listed_card_is_in_the_catalogue_with_its_kind() {
    let mut missing = Vec::new();
    let listed = tsv();
    for (kind, name) in &listed {
        match catalogue::find(name) {
            Ok(card) => assert_eq!(card.kind.slug(), kind, "{name}"),
            Err(e) => missing.push(format!("{name}: {e}")),
        }
    }
    assert!(
        missing.is_empty(),
        "not in the catalogue:\n{}",
        missing.join("\n")
    );
    // And nothing beside the list.
    assert_eq!(catalogue::all().len(), listed.len());
}

#[test]
fn every_card_is_found_by_name_slug_and_unique_face_names() {
    for card in catalogue::all() {
        for q in [
            card.name.to_string(),
            card.slug.to_string(),
            card.name.to_uppercase(),
        ] {
            assert_eq!(catalogue::find(&q).map(|c| &c.name), Ok(&card.name), "{q}");
        }
        for face in card.faces.iter() {
            match catalogue::find(&face.name) {
                Ok(c) => assert_eq!(c.name, card.name),
                Err(EngineError::AmbiguousCard { candidates, .. }) => {
                    assert!(candidates.contains(&card.name.to_string()))
                }
                Err(e) => panic!("{}: {e}", face.name),
            }
        }
    }
}

#[test]
fn unknown_cards_suggest_close_names() {
    match catalogue::find("Fire // Iec") {
        Err(EngineError::UnknownCard { suggestions, .. }) => {
            assert_eq!(suggestions.first().map(String::as_str), Some("Fire // Ice"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn catalogue_wide_every_situation_answers() {
    let mut answered = 0usize;
    for card in catalogue::all() {
        let modes = Mode::all_for(card);
        for era in Era::ALL {
            for zone in Zone::ALL {
                let mut casts: Vec<Option<Cast>> = vec![None];
                for &mode in &modes {
                    for from in Origin::ALL {
                        casts.push(Some(Cast { mode, from }));
                    }
                }
                casts.push(Some(Cast {
                    mode: Mode::Fused,
                    from: Origin::HAND,
                }));
                for cast in casts {
                    for doors in [
                        None,
                        Some(Doors::NONE),
                        Some(Doors::only(1)),
                        Some(Doors::all(2)),
                    ] {
                        let s = Situation {
                            zone,
                            cast,
                            doors,
                            x: None,
                            era,
                        };
                        match inspect(card, &s) {
                            Ok(i) => {
                                // Characteristics, or (on the stack) an illegal verdict.
                                match (&i.characteristics, &i.cast) {
                                    (Some(c), _) => assert!(!c.sets.is_empty()),
                                    (None, Some(r)) => {
                                        assert!(zone == Zone::Stack && !r.verdict.legal);
                                        assert!(!r.verdict.reason.is_empty());
                                        assert!(!r.verdict.rules.is_empty());
                                    }
                                    (None, None) => panic!("{} {s:?}: empty answer", card.name),
                                }
                                answered += 1;
                            }
                            Err(EngineError::Impossible { reason, rules, msg }) => {
                                for lang in splitcard_engine::messages::Lang::ALL {
                                    assert!(!msg.render(lang).is_empty());
                                }
                                assert!(!reason.is_empty() && !rules.is_empty());
                                answered += 1;
                            }
                            Err(e) => panic!("{} {s:?}: {e}", card.name),
                        }
                    }
                }
            }
        }
    }
    assert!(answered > 10_000, "{answered}");
}

#[test]
fn every_card_has_cited_explained_characteristics() {
    for card in catalogue::all() {
        let c = splitcard_engine::characteristics(card, &Situation::in_zone(Zone::Library));
        let c = match c {
            Ok(c) => c,
            Err(e) => panic!("{}: {e}", card.name),
        };
        let s = c.primary();
        for (field, rules, why) in [
            ("names", &s.names.rules, &s.names.why()),
            ("mana_cost", &s.mana_cost.rules, &s.mana_cost.why()),
            ("mana_value", &s.mana_value.rules, &s.mana_value.why()),
            ("colors", &s.colors.rules, &s.colors.why()),
            (
                "color_identity",
                &s.color_identity.rules,
                &s.color_identity.why(),
            ),
            ("type_line", &s.type_line.rules, &s.type_line.why()),
            ("rules_text", &s.rules_text.rules, &s.rules_text.why()),
        ] {
            assert!(!rules.is_empty(), "{} {field}: no rule", card.name);
            assert!(why.len() > 10, "{} {field}: no explanation", card.name);
        }
    }
}

#[test]
fn every_explanation_has_a_template_in_every_language() {
    use splitcard_engine::messages::{Lang, Msg};
    use splitcard_engine::probes::{self, ProbeInput};
    let check = |m: &Msg, what: &str| {
        assert!(m.is_known(), "{what}: unknown message {m:?}");
        for lang in Lang::ALL {
            assert!(!m.render(lang).trim().is_empty(), "{what} {lang:?}");
        }
    };
    for card in catalogue::all() {
        for era in Era::ALL {
            let m = splitcard_engine::matrix(card, era);
            for row in &m.rows {
                match &row.characteristics {
                    Ok(c) => {
                        for s in &c.sets {
                            for msg in [
                                &s.names.msg,
                                &s.mana_cost.msg,
                                &s.mana_symbols.msg,
                                &s.mana_value.msg,
                                &s.colors.msg,
                                &s.color_identity.msg,
                                &s.type_line.msg,
                                &s.rules_text.msg,
                            ] {
                                check(msg, &card.name);
                            }
                        }
                    }
                    Err(EngineError::Impossible { msg, .. }) => check(msg, &card.name),
                    Err(e) => panic!("{e}"),
                }
                for cell in &row.casts {
                    check(&cell.report.verdict.msg, &card.name);
                    if let Some(t) = &cell.report.total_cost {
                        check(&t.msg, &card.name);
                    }
                    if let Some(d) = &cell.report.leaves_stack_to {
                        check(&d.msg, &card.name);
                    }
                }
            }
        }
        for effect in probes::EFFECTS {
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    // A spell's X announced, or not (an announced X is an error elsewhere).
                    let xs: &[Option<u32>] = if effect.looks_at_spell() {
                        &[None, Some(1)]
                    } else {
                        &[None, Some(1)][..1]
                    };
                    // A Room's doors on the battlefield, as given or as the door cast
                    // left them (709.5d).
                    let doors: &[Option<Doors>] = if card.is_room() && zone == Zone::Battlefield {
                        &[
                            None,
                            Some(Doors::NONE),
                            Some(Doors::only(0)),
                            Some(Doors::only(1)),
                            Some(Doors::all(2)),
                        ]
                    } else {
                        &[None]
                    };
                    for &x in xs {
                        for &d in doors {
                            // The mode with it, and without it (a mode or doors an effect
                            // has no use for are refused, with a message of their own).
                            for cast in [Some(Cast::new(card, mode)), None] {
                                let input = ProbeInput {
                                    zone: Some(zone),
                                    cast,
                                    name: Some(card.faces[0].name.to_string()),
                                    number: Some(3),
                                    x,
                                    doors: d,
                                    era: Era::Current,
                                };
                                match probes::probe(card, effect, &input) {
                                    Ok(a) => check(&a.msg, effect.slug),
                                    Err(EngineError::Impossible { msg, .. }) => {
                                        check(&msg, effect.slug)
                                    }
                                    Err(_) => {}
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Every Room, every combination of doors: each unlock line and trigger is cited with rules
/// the engine knows and said in English, French and German, with no placeholder left.
#[test]
fn every_room_says_how_to_unlock_its_doors_in_every_language() {
    use splitcard_engine::messages::{Lang, Msg};
    let check = |m: &Msg, rules: &[&str], what: &str| {
        assert!(!rules.is_empty(), "{what}");
        for r in rules {
            assert!(splitcard_engine::rules::summary(r).is_some(), "{what}: {r}");
        }
        let en = m.render(Lang::En);
        for lang in Lang::ALL {
            let text = m.render(lang);
            assert!(
                !text.contains("{door}") && !text.contains("{card}"),
                "{what} {lang:?}: {text}"
            );
            if lang != Lang::En {
                assert_ne!(text, en, "{what} {lang:?}");
            }
        }
    };
    let mut lines = 0;
    for card in catalogue::all().iter().filter(|c| c.is_room()) {
        for doors in [Doors::NONE, Doors::only(0), Doors::only(1), Doors::all(2)] {
            let s = Situation {
                doors: Some(doors),
                ..Situation::in_zone(Zone::Battlefield)
            };
            let u = match inspect(card, &s) {
                Ok(i) => i.unlock,
                Err(e) => panic!("{}: {e}", card.name),
            };
            let Some(u) = u else {
                panic!("{}: no unlock report", card.name)
            };
            assert_eq!(
                u.fully_unlocked.is_some(),
                u.doors.is_empty(),
                "{}",
                card.name
            );
            if let Some(f) = &u.fully_unlocked {
                check(&f.msg, &f.rules, &card.name);
            }
            for d in &u.doors {
                check(&d.cost.msg, &d.cost.rules, &d.name);
                for t in &d.triggers {
                    check(&t.msg, &t.rules, &d.name);
                }
                lines += 1 + d.triggers.len();
            }
        }
    }
    assert!(lines > 100, "{lines}");
}

/// Every catalogue card's caption can name the set it was first printed in (but the
/// cards never printed), and a set of several years has no year.
#[test]
fn every_first_set_has_a_name_and_year() {
    for card in catalogue::all() {
        if card.first_set == "?" {
            continue;
        }
        let set = catalogue::set(&card.first_set)
            .unwrap_or_else(|| panic!("{}: no set named {}", card.name, card.first_set));
        assert!(!set.name.is_empty(), "{}", card.name);
        if set.code != "HHO" {
            assert!(
                set.year.is_some_and(|y| (1993..=2030).contains(&y)),
                "{}: {set:?}",
                card.name
            );
        }
    }
    let apc = catalogue::set("APC").expect("Apocalypse");
    assert_eq!((apc.name, apc.year), ("Apocalypse", Some(2001)));
    assert_eq!(catalogue::set("HHO").and_then(|s| s.year), None);
    assert_eq!(catalogue::set("XYZ"), None);
}
