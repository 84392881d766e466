//! Answers under older rules: that era's rules cited, as it numbered them, never today's
//! split-card rules; a Room refused before Duskmourn.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, Card, EngineError, Era, Mode, Zone};

#[test]
fn older_answers_cite_the_older_rules() {
    let e = probes::find("counterbalance").map_err(|e| e.to_string());
    let a = e.map(|e| probes::probe(card("Wear // Tear"), e, &era(Era::Y2013)).map(|a| a.rules));
    let rules = match a {
        Ok(Ok(r)) => r,
        other => panic!("{other:?}"),
    };
    assert!(rules.contains(&"708.5@2013"), "{rules:?}");
    for r in &rules {
        assert!(splitcard_engine::rules::summary(r).is_some(), "{r}");
    }
}

/// Under the Dragon's Maze rules a comparison (Isochron Scepter, Sunforger, Void, cascade,
/// Goblin Dark-Dwellers, Kari Zev's Expertise, Firemind's Foresight, Counterbalance) was
/// 708.6 — 708.5 was the "two answers" rule of a value asked for (Dark Confidant).
#[test]
fn cr_708_6_2013_comparisons_cite_708_6_not_the_two_answers_rule() {
    for (name, effect, input) in [
        ("Far // Away", "isochron-scepter", era(Era::Y2013)),
        ("Research // Development", "sunforger", era(Era::Y2013)),
        ("Fire // Ice", "violent-outburst", era(Era::Y2013)),
        ("Fire // Ice", "goblin-dark-dwellers", era(Era::Y2013)),
        ("Fire // Ice", "kari-zevs-expertise", era(Era::Y2013)),
        ("Fire // Ice", "fireminds-foresight", era(Era::Y2013)),
        ("Wear // Tear", "counterbalance", era(Era::Y2013)),
        (
            "Assault // Battery",
            "void",
            ProbeInput {
                number: Some(1),
                ..era(Era::Y2013)
            },
        ),
    ] {
        let a = answer_of(name, effect, input);
        assert!(a.rules.contains(&"708.6@2013"), "{effect}: {:?}", a.rules);
        if effect != "counterbalance" && effect != "fireminds-foresight" {
            assert!(!a.rules.contains(&"708.5@2013"), "{effect}: {:?}", a.rules);
        }
    }
    // A value asked for is still 708.5's two answers, and no comparison.
    let a = answer_of("Hit // Run", "dark-confidant", era(Era::Y2013));
    assert!(a.rules.contains(&"708.5@2013"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"708.6@2013"), "{:?}", a.rules);
    use splitcard_engine::messages::Lang;
    for lang in Lang::ALL {
        assert!(splitcard_engine::rules::summary_in("708.6@2013", lang).is_some());
    }
}

/// Before 2017 a value asked of a split card off the stack got one answer per half: five
/// for Who // What // When // Where // Why, never "two answers", in any language; the
/// characteristics' own notes say a set per half, not "two sets".
#[test]
fn rules_history_a_five_part_card_gets_one_answer_per_half_not_two() {
    use splitcard_engine::messages::Lang;
    let five = "Who // What // When // Where // Why";
    let mut texts = Vec::new();
    for (effect, e) in [
        ("counterbalance", Era::Y2013),
        ("dark-confidant", Era::Y2006),
        ("dark-confidant", Era::Y2013),
        ("fireminds-foresight", Era::Y2013),
        ("violent-outburst", Era::Y2006),
    ] {
        let a = answer_of(five, effect, era(e));
        for lang in Lang::ALL {
            texts.push(a.msg.render(lang));
        }
    }
    let c = match chars_in(card(five), Zone::Library, Era::Y2006) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(c.sets.len(), 5);
    for lang in Lang::ALL {
        texts.push(c.sets[0].names.why_in(lang));
        texts.push(c.sets[0].mana_cost.why_in(lang));
    }
    for t in &texts {
        for two in [" two ", "deux ", "zwei "] {
            assert!(!t.contains(two), "{t}");
        }
    }
    assert!(texts[0].contains("one answer per half"), "{}", texts[0]);
    assert!(texts[1].contains("une réponse par moitié"), "{}", texts[1]);
    assert!(texts[2].contains("eine Antwort je Hälfte"), "{}", texts[2]);
}

/// Today's split-card rules: an answer under older rules never cites them. (Cascade's
/// 702.85a and the granted keyword's 702.1b are not among them: an older era cites them as
/// numbered then, or as today's, marked.)
fn todays_split_card_rule(r: &str) -> bool {
    r.starts_with("709.")
        || r.starts_with("702.102")
        || ["202.3d", "201.4b", "601.3e", "702.127a"].contains(&r)
}

#[test]
fn older_answers_cite_that_eras_rules_never_todays_split_card_rules() {
    use splitcard_engine::era_rules::postdates;
    for era_ in [Era::Y2017, Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let tag = format!("@{}", era_.slug());
        let mut answered = 0;
        let mut refused = 0;
        for c in catalogue::all() {
            for e in EFFECTS {
                for zone in Zone::ALL {
                    let mut casts: Vec<Option<Cast>> = vec![None];
                    if e.applies(c, zone) && e.takes_mode(zone) {
                        casts.extend(Mode::all_for(c).into_iter().map(|m| Some(Cast::new(c, m))));
                    }
                    for cast in casts {
                        let input = ProbeInput {
                            zone: Some(zone),
                            cast,
                            name: Some(c.faces[0].name.to_string()),
                            number: Some(2),
                            x: None,
                            doors: None,
                            era: era_,
                        };
                        let a = match probes::probe(c, e, &input) {
                            Ok(a) => a,
                            // A refusal, too, cites that era's rules — or today's rule for
                            // a mechanic that came later (Rooms, aftermath, fuse).
                            Err(EngineError::Impossible { rules, .. }) => {
                                for r in &rules {
                                    assert!(
                                        !todays_split_card_rule(r) || postdates(r, era_),
                                        "{} / {} / {zone} / {era_}: refused citing today's {r}: {rules:?}",
                                        c.name,
                                        e.slug,
                                    );
                                    assert!(splitcard_engine::rules::summary(r).is_some(), "{r}");
                                }
                                refused += 1;
                                continue;
                            }
                            Err(_) => continue,
                        };
                        answered += 1;
                        for r in &a.rules {
                            assert!(
                                !todays_split_card_rule(r),
                                "{} / {} / {era_}: cites today's {r}: {:?}",
                                c.name,
                                e.slug,
                                a.rules
                            );
                            assert!(splitcard_engine::rules::summary(r).is_some(), "{r}");
                        }
                        assert!(
                            a.rules.iter().any(|r| r.ends_with(&tag)),
                            "{} / {} / {era_}: no {tag} rule: {:?}",
                            c.name,
                            e.slug,
                            a.rules
                        );
                    }
                }
            }
        }
        assert!(answered > 500, "{era_}: only {answered}");
        assert!(refused > 500, "{era_}: only {refused} refusals");
    }
}

/// The 2017 era's answers are today's, cited as numbered in April 2017.
#[test]
fn rules_history_2017_answers_are_todays_cited_as_numbered_in_2017() {
    for c in catalogue::all().iter().copied().filter(|c| !c.is_room()) {
        for e in EFFECTS {
            let zone = e.zone();
            if !e.applies(c, zone) {
                continue;
            }
            let input = |era_| default_input(c, e, zone, era_);
            let now = probes::probe(c, e, &input(Era::Current));
            let then = probes::probe(c, e, &input(Era::Y2017));
            match (now, then) {
                (Ok(now), Ok(then)) => {
                    assert_eq!(now.answer, then.answer, "{} / {}", c.name, e.slug);
                    for r in &then.rules {
                        assert!(
                            !todays_split_card_rule(r),
                            "{} / {}: cites today's {r}",
                            c.name,
                            e.slug
                        );
                    }
                }
                (Err(_), Err(_)) => {}
                (now, then) => panic!("{} / {}: {now:?} vs {then:?}", c.name, e.slug),
            }
        }
    }
    let a = answer_of("Fire // Ice", "meddling-mage", named("Fire", Era::Y2017));
    assert!(a.rules.contains(&"708.4a@2017"), "{:?}", a.rules);
    let a = answer_of("Wear // Tear", "counterbalance", era(Era::Y2017));
    assert_eq!(a.answer, AnswerValue::Numbers(vec![3]));
    assert_eq!(a.rules, ["708.4b@2017"]);
}

/// No probe loses a keyword's rule in an older era: only today's split-card rules give way,
/// their substance held by that era's own split-card rules (709, 702.102, 702.127a, 202.3d,
/// 201.4b, 601.3e). Every other rule of section 702 an answer cites today (cascade 702.85a,
/// the granted keyword's 702.1b, protection 702.16b) is cited by the same question's answer
/// in every older era, as numbered then or as today's, for every card; and no rule an effect
/// lists is dropped by any era but those split-card rules.
#[test]
fn no_probe_drops_a_keyword_rule_in_an_older_era() {
    use splitcard_engine::era_rules::{as_then, postdates, then, Then};
    let mut checked = 0;
    for e in EFFECTS {
        for r in e.rules {
            for era_ in Era::ALL {
                if then(r, era_) == Then::Dropped {
                    assert!(
                        todays_split_card_rule(r),
                        "{} drops {r} under {era_:?}",
                        e.slug
                    );
                }
            }
        }
        for c in catalogue::all() {
            let zone = e.zone();
            if !e.applies(c, zone) {
                continue;
            }
            let input = |era_| default_input(c, e, zone, era_);
            let Ok(today) = probes::probe(c, e, &input(Era::Current)) else {
                continue;
            };
            for era_ in Era::ALL {
                let Ok(a) = probes::probe(c, e, &input(era_)) else {
                    continue;
                };
                for r in &today.rules {
                    if !r.starts_with("702.") || todays_split_card_rule(r) || postdates(r, era_) {
                        continue;
                    }
                    let Some(id) = as_then(r, era_) else {
                        panic!("{r} under {era_:?}")
                    };
                    assert!(
                        a.rules.contains(&id),
                        "{} / {} / {era_:?}: {r} as {id} missing: {:?}",
                        c.name,
                        e.slug,
                        a.rules
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 500, "only {checked}");
}

/// An effect's question about a card in `zone` under `era` with the usual choices: the
/// first half's name, the number 2, the card's first mode where the effect takes one.
fn default_input(c: &Card, e: &probes::Effect, zone: Zone, era: Era) -> ProbeInput {
    ProbeInput {
        zone: Some(zone),
        name: Some(c.faces[0].name.to_string()),
        number: Some(2),
        cast: Mode::all_for(c)
            .first()
            .map(|m| Cast::new(c, *m))
            .filter(|_| e.takes_mode(zone)),
        x: None,
        doors: None,
        era,
    }
}

/// Before Duskmourn there were no Rooms (709.5): every effect refuses one alike, including
/// those that ask about no characteristic (Meddling Mage's name, Crook of Condemnation's
/// target), in every older era.
#[test]
fn cr_709_5_every_effect_refuses_a_room_before_duskmourn() {
    let pool = card("Bottomless Pool // Locker Room");
    for e in EFFECTS {
        for era_ in Era::ALL.into_iter().filter(|e| *e != Era::Current) {
            let input = ProbeInput {
                name: e.needs_name().then(|| "Lightning Bolt".to_string()),
                number: e.needs_number().then_some(2),
                era: era_,
                ..ProbeInput::default()
            };
            match probes::probe(pool, e, &input) {
                // Today's rule, marked as today's (under an older era 709.5 was another rule,
                // or none), beside the era's own rule for a split card off the stack.
                Err(EngineError::Impossible { rules, .. }) => {
                    let mut want = vec!["709.5@current"];
                    want.extend(splitcard_engine::era_rules::rules(
                        era_,
                        splitcard_engine::era_rules::Topic::OffStack,
                    ));
                    // From 2017 (today's model) the era's rules are added only when nothing
                    // else is left.
                    if era_.combines_off_stack() {
                        want.truncate(1);
                    }
                    assert_eq!(rules, want, "{} {era_:?}", e.slug)
                }
                other => panic!("{} {era_:?}: {other:?}", e.slug),
            }
        }
    }
}

/// Before 2017 every kind of question cites that era's rule for it: one card (708.4 of
/// 2013), a comparison (708.6), a value asked for (708.5), a color (708.3), naming (708.7),
/// where a fused spell may be cast from (702.101a and 708.2b of 2013) only for a card with
/// fuse under rules that had it, and a spell's own rules on the stack (708.2, with 708.3 for
/// its colors, 702.101b for a fused spell).
#[test]
fn rules_history_each_kind_of_question_cites_its_eras_rules() {
    let fire = card("Fire // Ice");
    let turn = card("Turn // Burn");
    let spell = |c: &Card, m: &str, era: Era| ProbeInput {
        era,
        ..on_stack(c, m)
    };
    let in_era = |era: Era| ProbeInput {
        era,
        ..ProbeInput::default()
    };
    let named = |n: &str, era: Era| ProbeInput {
        name: Some(n.into()),
        era,
        ..ProbeInput::default()
    };
    let number = |n: u32, input: ProbeInput| ProbeInput {
        number: Some(n),
        ..input
    };
    let y2013 = Era::Y2013;
    let y2009 = Era::Y2009;
    let cases: Vec<(&Card, &str, ProbeInput, &[&str])> = vec![
        // Counting: one card, whatever its halves; with a filter, a comparison too.
        (fire, "blightning", in_era(y2013), &["708.4@2013"]),
        (
            fire,
            "magnivore",
            in_era(y2013),
            &["708.4@2013", "708.2@2013", "708.6@2013"],
        ),
        (
            card("Hit // Run"),
            "nightshade-assassin",
            in_era(y2013),
            &["708.4@2013", "708.2@2013", "708.6@2013"],
        ),
        // Naming, and casting what a name or a color doesn't stop: fuse's rules only for a
        // card with fuse, under rules that had fuse.
        (
            fire,
            "meddling-mage",
            named("Fire", y2013),
            &["708.7@2013", "708.2@2013"],
        ),
        (
            turn,
            "meddling-mage",
            named("Turn", y2013),
            &[
                "708.7@2013",
                "708.2@2013",
                "702.101a@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            fire,
            "iona-shield-of-emeria",
            in_era(y2013),
            &["202.2@current", "708.3@2013", "708.2@2013"],
        ),
        (
            turn,
            "iona-shield-of-emeria",
            in_era(y2013),
            &[
                "202.2@current",
                "708.3@2013",
                "708.2@2013",
                "702.101a@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            turn,
            "iona-shield-of-emeria",
            in_era(y2009),
            &["202.2@current", "708.3@2009", "708.2@2009"],
        ),
        // A cast permission: from your hand, fuse's rule for a fuse card; from a graveyard
        // only the refusal of the fused spell cites it.
        (
            turn,
            "omniscience",
            in_era(y2013),
            &[
                "702.101a@2013",
                "708.2@2013",
                "708.6@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            fire,
            "omniscience",
            in_era(y2013),
            &["708.2@2013", "708.6@2013"],
        ),
        (
            turn,
            "omniscience",
            in_era(y2009),
            &["708.6@2009", "708.2@2009"],
        ),
        (
            turn,
            "goblin-dark-dwellers",
            in_era(y2013),
            &["601.3@current", "708.2@2013", "708.6@2013", "702.101a@2013"],
        ),
        // A spell: the half cast (708.2), its color (708.3) when the question is a color;
        // a fused spell under Dragon's Maze (702.101b).
        (
            fire,
            "red-elemental-blast",
            spell(fire, "right", y2013),
            &["202.2@current", "708.2@2013", "708.3@2013"],
        ),
        (
            fire,
            "chalice-of-the-void",
            number(2, spell(fire, "right", y2013)),
            &["708.2@2013"],
        ),
        (
            turn,
            "error",
            spell(turn, "fused", y2013),
            &[
                "105.2b@current",
                "708.2@2013",
                "702.101b@2013",
                "708.3@2013",
            ],
        ),
        (
            turn,
            "chalice-of-the-void",
            number(5, spell(turn, "fused", y2013)),
            &["708.2@2013", "702.101b@2013"],
        ),
    ];
    for (c, slug, input, rules) in cases {
        let a = custom_answer(c, slug, &input);
        assert_eq!(a.rules, rules, "{} / {slug} ({:?})", c.name, input.era);
    }
}

/// Before 2017 "multicolored" was asked of the whole card (708.3 of 2013): Boom // Bust, red
/// and red, wasn't — and the answer says why in those words, with no "first criterion
/// missed" of a single set after it. Today the card is one red object, and its "no" says
/// the criterion missed.
#[test]
fn rules_history_glittering_wish_says_why_a_whole_card_was_not_multicolored() {
    let boom = card("Boom // Bust");
    let old = custom_answer(
        boom,
        "glittering-wish",
        &ProbeInput {
            era: Era::Y2013,
            ..ProbeInput::default()
        },
    );
    assert_eq!(old.answer, AnswerValue::Bool(false));
    assert_eq!(
        old.explanation,
        "Boom // Bust is red / red (Sorcery / Sorcery, converted mana cost 2 / 6); its halves had only one color in all, so the whole wasn't multicolored: no."
    );
    let today = custom_answer(boom, "glittering-wish", &ProbeInput::default());
    assert!(
        today
            .explanation
            .ends_with("The first criterion it misses: red, not multicolored."),
        "{}",
        today.explanation
    );
}

/// Before 2017 a split card off the stack whose halves' colors differed was multicolored as
/// a whole (708.3 of 2009 and 2013, 505.3 of 2000 and 2006), and counted as one card (708.4,
/// 505.4): an effect an engine user defines that discards every multicolored card in a hand
/// discards Fire // Ice, and its answer cites those two rules of the era — the color rule,
/// not the comparison rules (708.2, 708.6) a count by type or mana value cites.
#[test]
fn rules_history_a_count_of_multicolored_cards_cites_the_eras_color_rule() {
    let fire = card("Fire // Ice");
    for (e, rules) in [
        (Era::Y2013, ["708.4@2013", "708.3@2013"]),
        (Era::Y2009, ["708.4@2009", "708.3@2009"]),
        (Era::Y2006, ["505.4@2006", "505.3@2006"]),
        (Era::Y2000, ["505.4@2000", "505.3@2000"]),
    ] {
        let a = answer_to(fire, &MULTICOLORED_DISCARDED, &era(e));
        assert_eq!(a.answer, AnswerValue::Number(1), "{e:?}");
        assert_eq!(
            a.explanation, "Fire // Ice is one card, whatever its halves: 1 card discarded.",
            "{e:?}"
        );
        assert_eq!(a.rules, rules, "{e:?}");
    }
}
