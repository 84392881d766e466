//! `Question::Matches` (Force of Will, Glittering Wish, Void, Error, Red Elemental Blast, Chalice
//! of the Void, Enemy of the Guildpact …): the card, the spell with its X, or the permanent.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{catalogue, Card, EngineError, Era, Mode, Zone};

#[test]
fn seed_fire_ice_probe_force_of_will_and_glittering_wish() {
    assert_eq!(
        ask("Fire // Ice", "force-of-will", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask("Fire // Ice", "glittering-wish", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    // Before 2017 too: a split card with differently colored halves was multicolored off
    // the stack (505.3, later 708.3).
    for e in [Era::Y2013, Era::Y2009, Era::Y2006] {
        assert_eq!(
            ask("Fire // Ice", "glittering-wish", era(e)),
            AnswerValue::Bool(true)
        );
    }
}

#[test]
fn rules_history_void_two_answers_each_half() {
    // Forsythe 2006: Void naming 5 hits Crime // Punishment (5 and 2), not Assault // Battery
    // (1 and 4); naming 1 or 4 hits Assault // Battery. Today: the card's mana value only.
    let void = |card_name: &str, n: u32, e: Era| {
        ask(
            card_name,
            "void",
            ProbeInput {
                number: Some(n),
                ..era(e)
            },
        )
    };
    assert_eq!(
        void("Crime // Punishment", 5, Era::Y2006),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        void("Assault // Battery", 5, Era::Y2006),
        AnswerValue::Bool(false)
    );
    assert_eq!(
        void("Assault // Battery", 4, Era::Y2006),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        void("Assault // Battery", 5, Era::Current),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        void("Assault // Battery", 4, Era::Current),
        AnswerValue::Bool(false)
    );
}

/// Enemy of the Guildpact has protection from multicolored (702.16b): the answer says what
/// it means for the spell — Ice isn't multicolored, so it can target the creature; a fused
/// Turn // Burn is, so it can't (under the 2013 rules too, the whole being multicolored).
#[test]
fn cr_702_16b_enemy_of_the_guildpact_says_whether_the_spell_can_target_it() {
    use splitcard_engine::messages::Lang;
    let a = answer_of(
        "Fire // Ice",
        "enemy-of-the-guildpact",
        spell_of("Fire // Ice", "right", Era::Current),
    );
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(a.rules.contains(&"702.16b"), "{:?}", a.rules);
    assert_eq!(
        a.explanation,
        "The spell Ice is blue, not multicolored: it can target Enemy of the Guildpact, whose \
         protection from multicolored stops only multicolored spells."
    );
    assert!(a
        .msg
        .render(Lang::Fr)
        .contains("il peut cibler Enemy of the Guildpact"));
    assert!(a
        .msg
        .render(Lang::De)
        .contains("Er kann Enemy of the Guildpact als Ziel wählen"));
    for e in [Era::Current, Era::Y2013] {
        let a = answer_of(
            "Turn // Burn",
            "enemy-of-the-guildpact",
            spell_of("Turn // Burn", "fused", e),
        );
        assert_eq!(a.answer, AnswerValue::Bool(false), "{e}");
        assert!(
            a.explanation.contains("so multicolored"),
            "{}",
            a.explanation
        );
        assert!(
            a.explanation.contains("can't target it"),
            "{}",
            a.explanation
        );
        // Under the 2013 rules, today's rule marked as today's (no 2013 text of it here).
        let protection = if e == Era::Current {
            "702.16b"
        } else {
            "702.16b@current"
        };
        assert!(a.rules.contains(&protection), "{:?}", a.rules);
    }
}

#[test]
fn seed_fire_ice_probe_fire_on_the_stack_not_countered_by_error_ice_by_reb() {
    assert_eq!(
        ask(
            "Fire // Ice",
            "error",
            spell_of("Fire // Ice", "Fire", Era::Current)
        ),
        AnswerValue::Bool(false)
    );
    assert_eq!(
        ask(
            "Fire // Ice",
            "red-elemental-blast",
            spell_of("Fire // Ice", "Ice", Era::Current)
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(
            "Fire // Ice",
            "pyroblast",
            spell_of("Fire // Ice", "Fire", Era::Current)
        ),
        AnswerValue::Bool(false)
    );
    // Ice may target Enemy of the Guildpact (protection from multicolored).
    assert_eq!(
        ask(
            "Fire // Ice",
            "enemy-of-the-guildpact",
            spell_of("Fire // Ice", "Ice", Era::Current)
        ),
        AnswerValue::Bool(true)
    );
    // A fused Breaking // Entering is multicolored: Error counters it.
    assert_eq!(
        ask(
            "Breaking // Entering",
            "error",
            spell_of("Breaking // Entering", "fused", Era::Current)
        ),
        AnswerValue::Bool(true)
    );
}

#[test]
fn seed_fuse_probe_chalice_sees_the_fused_total() {
    let input = ProbeInput {
        number: Some(7),
        ..spell_of("Down // Dirty", "fused", Era::Current)
    };
    assert_eq!(
        ask("Down // Dirty", "chalice-of-the-void", input),
        AnswerValue::Bool(true)
    );
    let input = ProbeInput {
        number: Some(7),
        ..spell_of("Down // Dirty", "Down", Era::Current)
    };
    assert_eq!(
        ask("Down // Dirty", "chalice-of-the-void", input),
        AnswerValue::Bool(false)
    );
    // Dragon's Maze: a fused spell had one total converted mana cost too.
    let input = ProbeInput {
        number: Some(7),
        ..spell_of("Down // Dirty", "fused", Era::Y2013)
    };
    assert_eq!(
        ask("Down // Dirty", "chalice-of-the-void", input),
        AnswerValue::Bool(true)
    );
}

#[test]
fn seed_repudiate_replicate_probe_a_library_search_with_a_mana_value_limit_cant_find_assault_battery(
) {
    use splitcard_engine::messages::Lang;
    // "Assault // Battery has a mana value of 5 while it is in your library. If an effect
    // allows you to search your library for a card with mana value 4 or less, you can't
    // find Assault // Battery": Spellseeker (an instant or sorcery card with mana value 2 or
    // less) looks at the card in the library, mana value 5 (709.4b, 202.3d) — though
    // Assault alone costs {R}.
    let spellseeker = match probes::find("spellseeker") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let ab = card("Assault // Battery");
    let a = match probes::probe(ab, spellseeker, &era(Era::Current)) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(a.explanation.contains("mana value 5"), "{}", a.explanation);
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    for lang in Lang::ALL {
        assert!(a.msg.unfilled(lang).is_empty());
        assert!(!spellseeker.text(lang).is_empty());
    }
    assert_ne!(spellseeker.text(Lang::Fr), spellseeker.text(Lang::En));
    assert_ne!(spellseeker.text(Lang::De), spellseeker.text(Lang::En));
    // Its default zone is the library; the same in every zone off the stack today.
    assert_eq!(spellseeker.zone(), Zone::Library);
    // A split card whose combined mana value is 2 or less is found (Wax // Wane, 1 + 1).
    assert_eq!(
        ask("Wax // Wane", "spellseeker", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    // Today's model since April 2017; before, either half could answer: Assault (1) was
    // found, under the Invasion rules (one half meeting it all) too.
    for e in [Era::Y2021, Era::Y2021April, Era::Y2017] {
        assert_eq!(
            ask("Assault // Battery", "spellseeker", era(e)),
            AnswerValue::Bool(false),
            "{e:?}"
        );
    }
    for e in [Era::Y2013, Era::Y2006, Era::Y2000] {
        assert_eq!(
            ask("Assault // Battery", "spellseeker", era(e)),
            AnswerValue::Bool(true),
            "{e:?}"
        );
    }
    // Sunforger, a red or white instant, misses Assault // Battery on its type first.
    let sunforger = match probes::find("sunforger") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(ab, sunforger, &era(Era::Current)) {
        Ok(a) => assert!(
            a.explanation.contains("Sorcery, not Instant"),
            "{}",
            a.explanation
        ),
        Err(err) => panic!("{err}"),
    }
}

#[test]
fn void_needs_a_number_and_reads_the_card_in_hand() {
    let input = ProbeInput {
        number: Some(4),
        ..era(Era::Current)
    };
    assert_eq!(ask("Fire // Ice", "void", input), AnswerValue::Bool(true));
    let e = probes::find("void").map_err(|e| e.to_string());
    assert!(e
        .map(|e| probes::probe(card("Fire // Ice"), e, &era(Era::Current)).is_err())
        .unwrap_or(false));
}

/// Red Elemental Blast and Pyroblast counter a blue spell or destroy a blue permanent: asked
/// of a Room on the battlefield they see the permanent, whose colors come from its unlocked
/// doors only (709.5: a locked door has no mana cost) — blue with a blue door unlocked,
/// colorless with every door locked — and on the stack still the spell (709.3b). A split card
/// that can't be a permanent (an instant or sorcery) can't be on the battlefield to target.
#[test]
fn cr_709_5_red_elemental_blast_and_pyroblast_see_a_room_permanent_by_its_unlocked_doors() {
    use splitcard_engine::{characteristics, Color, Situation};
    let mut rooms = 0;
    for slug in ["red-elemental-blast", "pyroblast"] {
        let Ok(effect) = probes::find(slug) else {
            panic!("{slug}")
        };
        for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
            rooms += 1;
            assert!(effect.applies(c, Zone::Battlefield), "{}", c.name);
            assert!(
                probes::applicable(c, Zone::Battlefield)
                    .iter()
                    .any(|e| e.slug == slug),
                "{}",
                c.name
            );
            // Every door locked (entered without being cast): colorless, not blue.
            let locked = ProbeInput {
                zone: Some(Zone::Battlefield),
                ..era(Era::Current)
            };
            let a = match probes::probe(c, effect, &locked) {
                Ok(a) => a,
                Err(e) => panic!("{} {slug}: {e}", c.name),
            };
            assert_eq!(a.answer, AnswerValue::Bool(false), "{}", c.name);
            assert!(a.explanation.contains("colorless"), "{}", a.explanation);
            assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
            assert!(!a.rules.contains(&"709.3b"), "{:?}", a.rules);
            // The door cast is unlocked as the Room enters (709.5d): blue if that door is.
            for m in Mode::all_for(c) {
                let cast = Cast::new(c, m);
                let on_battlefield = ProbeInput {
                    zone: Some(Zone::Battlefield),
                    cast: Some(cast),
                    ..era(Era::Current)
                };
                let s = Situation {
                    cast: Some(cast),
                    ..Situation::in_zone(Zone::Battlefield)
                };
                let blue = match characteristics(c, &s) {
                    Ok(ch) => ch.primary().colors.value.contains(Color::U),
                    Err(e) => panic!("{e}"),
                };
                let a = match probes::probe(c, effect, &on_battlefield) {
                    Ok(a) => a,
                    Err(e) => panic!("{} {slug} {m:?}: {e}", c.name),
                };
                assert_eq!(
                    a.answer,
                    AnswerValue::Bool(blue),
                    "{}: {}",
                    c.name,
                    a.explanation
                );
                assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
                assert!(a.explanation.contains("permanent"), "{}", a.explanation);
                // The same door unlocked as the Room is now (709.5c): the same answer, and
                // the doors it saw.
                if let Mode::Face(i) = m {
                    let now = ProbeInput {
                        zone: Some(Zone::Battlefield),
                        doors: Some(splitcard_engine::Doors::only(i)),
                        ..era(Era::Current)
                    };
                    match probes::probe(c, effect, &now) {
                        Ok(b) => {
                            assert_eq!(b.answer, a.answer, "{}", b.explanation);
                            assert_eq!(b.doors, Some(splitcard_engine::Doors::only(i)));
                        }
                        Err(e) => panic!("{} {slug} {m:?}: {e}", c.name),
                    }
                }
                // On the stack: the spell, as before.
                let a = match probes::probe(c, effect, &spell_of(&c.name, &m.slug(c), Era::Current))
                {
                    Ok(a) => a,
                    Err(e) => panic!("{} {slug} {m:?}: {e}", c.name),
                };
                assert_eq!(
                    a.answer,
                    AnswerValue::Bool(blue),
                    "{}: {}",
                    c.name,
                    a.explanation
                );
                assert!(a.rules.contains(&"709.3b"), "{:?}", a.rules);
            }
        }
        // Bottomless Pool ({U}) unlocked: a blue permanent.
        let pool = card("Bottomless Pool // Locker Room");
        let a = answer_of(
            "Bottomless Pool // Locker Room",
            slug,
            ProbeInput {
                zone: Some(Zone::Battlefield),
                cast: Some(Cast::new(pool, mode(pool, "left"))),
                ..era(Era::Current)
            },
        );
        assert_eq!(a.answer, AnswerValue::Bool(true), "{}", a.explanation);
        // Fire // Ice can't be a permanent: no answer on the battlefield, and why.
        let fire_ice = card("Fire // Ice");
        assert!(!effect.applies(fire_ice, Zone::Battlefield));
        let on_battlefield = ProbeInput {
            zone: Some(Zone::Battlefield),
            ..era(Era::Current)
        };
        match probes::probe(fire_ice, effect, &on_battlefield) {
            Err(EngineError::Impossible { rules, .. }) => {
                assert_eq!(rules, ["304.4", "307.4"], "{slug}")
            }
            other => panic!("{slug}: {other:?}"),
        }
    }
    assert!(rooms >= 40, "{rooms}");
}

#[test]
fn cr_702_102b_spell_probes_cite_the_fused_rule_only_for_a_fused_spell() {
    let dd = "Down // Dirty";
    let chalice = |m: &str| {
        answer_of(
            dd,
            "chalice-of-the-void",
            ProbeInput {
                number: Some(7),
                ..spell_of(dd, m, Era::Current)
            },
        )
        .rules
    };
    let half = chalice("Down");
    assert!(
        half.contains(&"709.3b") && !half.contains(&"702.102b"),
        "{half:?}"
    );
    let fused = chalice("fused");
    assert!(
        fused.contains(&"702.102b") && !fused.contains(&"709.3b"),
        "{fused:?}"
    );
    // A copy of a fused spell is fused: the copy rule and the fused rule, not 709.3b.
    let copy = answer_of(
        "Wear // Tear",
        "twincast",
        spell_of("Wear // Tear", "fused", Era::Current),
    );
    assert_eq!(copy.answer, names(&["Wear", "Tear"]));
    assert!(
        copy.rules.contains(&"707.10") && copy.rules.contains(&"702.102b"),
        "{:?}",
        copy.rules
    );
    assert!(!copy.rules.contains(&"709.3b"), "{:?}", copy.rules);
}

#[test]
fn rules_history_error_on_a_fused_spell_2013_names_the_whole_spell() {
    let a = answer_of(
        "Wear // Tear",
        "error",
        spell_of("Wear // Tear", "fused", Era::Y2013),
    );
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(a.explanation.contains("Wear // Tear"), "{}", a.explanation);
    assert!(a.rules.contains(&"702.101b@2013"), "{:?}", a.rules);
}

fn spell_with_x(card_name: &str, m: &str, number: u32, x: Option<u32>, e: Era) -> ProbeInput {
    ProbeInput {
        number: Some(number),
        x,
        ..spell_of(card_name, m, e)
    }
}

#[test]
fn cr_202_3e_probes_of_a_spell_use_the_announced_x() {
    use splitcard_engine::messages::Lang;
    // Punishment is {X}{B}{G}: cast with X = 2 its mana value is 4, not 2 (107.3, 202.3e), in
    // every era (on the stack only the cast half ever existed).
    for e in Era::ALL {
        let chalice = |number, x| {
            answer_of(
                "Crime // Punishment",
                "chalice-of-the-void",
                spell_with_x("Crime // Punishment", "right", number, x, e),
            )
        };
        let a = chalice(2, Some(2));
        assert_eq!(a.answer, AnswerValue::Bool(false), "{e:?}");
        // In the era's term: "converted mana cost" before April 2021.
        let term = if e.says_mana_value() {
            "mana value 4"
        } else {
            "converted mana cost 4"
        };
        assert!(a.explanation.contains(term), "{}", a.explanation);
        assert!(a.explanation.contains("X is 2"), "{}", a.explanation);
        assert_eq!(chalice(4, Some(2)).answer, AnswerValue::Bool(true), "{e:?}");
        // No X announced: X is 0, and the answer says so.
        let a = chalice(2, None);
        assert_eq!(a.answer, AnswerValue::Bool(true), "{e:?}");
        assert!(a.explanation.contains("X is 0"), "{}", a.explanation);
        // As the era numbered them: X was 202.3d until August 2018; before 2017 today's
        // rules, marked as today's.
        let want: [&str; 2] = match e {
            Era::Current | Era::Y2021 | Era::Y2021April => ["202.3e", "107.3"],
            Era::Y2017 => ["202.3d@2017", "107.3"],
            _ => ["202.3e@current", "107.3@current"],
        };
        for r in want {
            assert!(a.rules.contains(&r), "{e:?}: {r} in {:?}", a.rules);
        }
        for lang in [Lang::Fr, Lang::De] {
            assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
            assert!(!a.msg.render(lang).contains("No value"), "{lang:?}");
        }
    }
    // Expansion copies a spell with mana value 4 or less: Explosion ({X}{U}{U}{R}{R}) only
    // with X = 0.
    let expansion = |x| {
        ask(
            "Expansion // Explosion",
            "expansion",
            ProbeInput {
                x,
                ..spell_of("Expansion // Explosion", "right", Era::Current)
            },
        )
    };
    assert_eq!(expansion(None), AnswerValue::Bool(true));
    assert_eq!(expansion(Some(0)), AnswerValue::Bool(true));
    assert_eq!(expansion(Some(1)), AnswerValue::Bool(false));
    // A spell without {X} says nothing about X; its mana value doesn't change.
    let a = answer_of(
        "Expansion // Explosion",
        "expansion",
        spell_of("Expansion // Explosion", "left", Era::Current),
    );
    assert!(!a.explanation.contains('X'), "{}", a.explanation);
    assert!(!a.rules.contains(&"107.3"), "{:?}", a.rules);
    // Nor does a question that doesn't read the mana value (Red Elemental Blast: blue?).
    let a = answer_of(
        "Expansion // Explosion",
        "red-elemental-blast",
        ProbeInput {
            x: Some(3),
            ..spell_of("Expansion // Explosion", "right", Era::Current)
        },
    );
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(!a.explanation.contains("X is"), "{}", a.explanation);
}

#[test]
fn cr_202_3e_a_fused_spell_probe_counts_its_x() {
    let c = custom(EPS_ZETA);
    let e = match probes::find("chalice-of-the-void") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let input = |number, x| ProbeInput {
        cast: Some(Cast::new(&c, Mode::Fused)),
        number: Some(number),
        x,
        ..ProbeInput::default()
    };
    // {X}{U} with X = 3 is 4, {1}{R} is 2: the fused spell has mana value 6.
    let answer = |number, x| probes::probe(&c, e, &input(number, x)).map(|a| a.answer);
    assert_eq!(answer(6, Some(3)), Ok(AnswerValue::Bool(true)));
    assert_eq!(answer(3, Some(3)), Ok(AnswerValue::Bool(false)));
    assert_eq!(answer(3, None), Ok(AnswerValue::Bool(true)));
    // Zeta alone has no {X}: an X announced for it is an error (107.3).
    let zeta = ProbeInput {
        cast: Some(Cast::new(&c, Mode::Face(1))),
        ..input(2, Some(1))
    };
    match probes::probe(&c, e, &zeta) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["107.3"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn rules_history_glittering_wish_says_why_the_whole_card_was_multicolored_or_not() {
    // Before 2017 a split card off the stack had two sets of characteristics; it was
    // multicolored as a whole when its halves' colors made it so (505.3, 708.3). Boom // Bust
    // is red and red: not multicolored, and the answer must not say its halves differ.
    let gold = custom(
        r#"{"name": "Left // Right", "card_faces": [
        {"name": "Left", "mana_cost": "{W}{U}", "type_line": "Instant", "oracle_text": ""},
        {"name": "Right", "mana_cost": "{W}{U}", "type_line": "Instant", "oracle_text": ""}]}"#,
    );
    let grey = custom(
        r#"{"name": "Up // Down", "card_faces": [
        {"name": "Up", "mana_cost": "{2}", "type_line": "Instant", "oracle_text": ""},
        {"name": "Down", "mana_cost": "{3}", "type_line": "Instant", "oracle_text": ""}]}"#,
    );
    let e = match probes::find("glittering-wish") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let mut cards: Vec<&Card> = catalogue::all()
        .iter()
        .copied()
        .filter(|c| !c.is_room())
        .collect();
    cards.extend([&gold, &grey]);
    for era_ in [Era::Y2000, Era::Y2006, Era::Y2013] {
        for c in &cards {
            let a = match probes::probe(c, e, &era(era_)) {
                Ok(a) => a,
                Err(err) => panic!("{} {era_:?}: {err}", c.name),
            };
            let colors: Vec<String> = c
                .faces
                .iter()
                .map(|f| {
                    f.mana_cost
                        .as_ref()
                        .map(|m| m.colors().letters())
                        .unwrap_or_default()
                })
                .collect();
            let all: String = {
                let mut v: Vec<char> = colors.concat().chars().collect();
                v.sort_unstable();
                v.dedup();
                v.into_iter().collect()
            };
            let text = &a.explanation;
            let multicolored = all.len() > 1;
            assert_eq!(
                a.answer,
                AnswerValue::Bool(multicolored),
                "{} {era_:?}",
                c.name
            );
            let wanted = match all.len() {
                0 => "halves were colorless",
                1 => "only one color in all",
                _ if colors.iter().all(|c| c.len() > 1) => "each half was multicolored",
                _ => "halves of different colors",
            };
            assert!(text.contains(wanted), "{} {era_:?}: {text}", c.name);
            for lang in splitcard_engine::messages::Lang::ALL {
                assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
            }
        }
    }
}

/// Red Elemental Blast and Pyroblast on a split permanent that isn't a Room (a custom split
/// artifact, two blue halves): it has no doors (709.5 is about Rooms), so the answer names
/// the card, not "unlocked doors", and carries no doors; it is blue (709.4b off the stack).
#[test]
fn cr_709_5_a_split_permanent_that_is_no_room_has_no_doors() {
    let card = match splitcard_engine::scryfall::import_one(
        r#"{"name": "Gear // Cog", "card_faces": [
        {"name": "Gear", "mana_cost": "{U}", "type_line": "Artifact", "oracle_text": ""},
        {"name": "Cog", "mana_cost": "{1}{U}", "type_line": "Artifact", "oracle_text": ""}]}"#,
    ) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert!(!card.is_room());
    for slug in ["red-elemental-blast", "pyroblast"] {
        let Ok(effect) = probes::find(slug) else {
            panic!("{slug}")
        };
        let input = ProbeInput {
            zone: Some(Zone::Battlefield),
            ..era(Era::Current)
        };
        match probes::probe(&card, effect, &input) {
            Ok(a) => {
                assert_eq!(a.answer, AnswerValue::Bool(true), "{}", a.explanation);
                assert_eq!(a.doors, None);
                assert!(!a.explanation.contains("door"), "{}", a.explanation);
                assert!(a.explanation.contains("Gear // Cog"), "{}", a.explanation);
            }
            Err(e) => panic!("{slug}: {e}"),
        }
    }
}

/// Effects see a color indicator's colors (202.2e), from the one characteristics function:
/// Vision // Insight is blue and red, so Force of Will can exile it and Glittering Wish find
/// it; the spell Vision is blue, so Red Elemental Blast counters it, and Insight is not.
#[test]
fn cr_202_2e_effects_see_the_colors_a_color_indicator_gives() {
    let c = custom(VISION_INSIGHT);
    for effect in ["force-of-will", "glittering-wish"] {
        let a = custom_answer(&c, effect, &era(Era::Current));
        assert_eq!(
            a.answer,
            AnswerValue::Bool(true),
            "{effect}: {}",
            a.explanation
        );
        assert!(a.explanation.contains("blue and red"), "{}", a.explanation);
    }
    for (half, yes) in [("left", true), ("right", false)] {
        let input = ProbeInput {
            cast: Some(Cast::new(&c, mode(&c, half))),
            ..era(Era::Current)
        };
        for effect in ["red-elemental-blast", "pyroblast"] {
            let a = custom_answer(&c, effect, &input);
            assert_eq!(
                a.answer,
                AnswerValue::Bool(yes),
                "{half}: {}",
                a.explanation
            );
        }
    }
    // Dawn is white only by its indicator: Dawn // Dusk is multicolored off the stack.
    let a = custom_answer(&custom(DAWN_DUSK), "glittering-wish", &era(Era::Current));
    assert_eq!(a.answer, AnswerValue::Bool(true), "{}", a.explanation);
}

#[test]
fn seed_repudiate_replicate_probe_bring_to_light_with_4_cant_find_assault_battery() {
    use splitcard_engine::messages::Lang;
    // "If an effect allows you to search your library for a card with mana value 4 or less,
    // you can't find Assault // Battery": Bring to Light with four colors spent (--number 4)
    // looks at the card in the library, mana value 5 (709.4b).
    let n = |k: u32, e: Era| ProbeInput {
        number: Some(k),
        era: e,
        ..ProbeInput::default()
    };
    let a = answer_of("Assault // Battery", "bring-to-light", n(4, Era::Current));
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(
        a.explanation.contains("mana value 5, not 4 or less"),
        "{}",
        a.explanation
    );
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    for lang in Lang::ALL {
        assert!(a.msg.unfilled(lang).is_empty());
    }
    assert_eq!(
        ask("Assault // Battery", "bring-to-light", n(5, Era::Current)),
        AnswerValue::Bool(true)
    );
    for e in [Era::Y2021, Era::Y2021April, Era::Y2017] {
        assert_eq!(
            ask("Assault // Battery", "bring-to-light", n(4, e)),
            AnswerValue::Bool(false),
            "{e:?}"
        );
    }
    // Before 2017 Assault's own set ({R}, 1) qualified.
    for e in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        assert_eq!(
            ask("Assault // Battery", "bring-to-light", n(4, e)),
            AnswerValue::Bool(true),
            "{e:?}"
        );
    }
    // It needs the number.
    let btl = probes::find("bring-to-light").map_err(|e| e.to_string());
    assert_eq!(btl.map(|e| e.needs_number()), Ok(true));
}

#[test]
fn cr_709_3b_red_elemental_blast_asks_the_spell_on_the_stack_the_half_cast() {
    // "Counter target blue spell": on the stack Red Elemental Blast and Pyroblast look at the
    // spell, only the half cast (709.3b) — Ice is blue, Fire isn't.
    let c = card("Fire // Ice");
    for slug in ["red-elemental-blast", "pyroblast"] {
        let ice = custom_answer(c, slug, &on_stack(c, "right"));
        assert_eq!(ice.answer, AnswerValue::Bool(true), "{slug}");
        assert_eq!(ice.rules, ["202.2", "709.3b"], "{slug}");
        assert_eq!(
            ice.explanation, "The spell Ice is blue (Instant, mana value 2): yes.",
            "{slug}"
        );
        let fire = custom_answer(c, slug, &on_stack(c, "left"));
        assert_eq!(fire.answer, AnswerValue::Bool(false), "{slug}");
        assert_eq!(fire.rules, ["202.2", "709.3b"], "{slug}");
        assert_eq!(
            fire.explanation,
            "The spell Fire is red (Instant, mana value 2): no. The first criterion it misses: red, not blue.",
            "{slug}"
        );
    }
}

/// An effect an engine user defines that, as Red Elemental Blast does, looks at a spell or a
/// permanent, but wants an enchantment ("counter target enchantment spell or destroy target
/// enchantment permanent"): asked of a Room on the battlefield, it sees an enchantment, and
/// cites the rules of the permanent's type as the Room has it — its doors share one type
/// line (709.5a), and Room is an enchantment type (205.3h).
#[test]
fn cr_709_5a_a_permanent_asked_for_its_type_cites_the_rooms_type_line() {
    use splitcard_engine::probes::{Effect, Filter, LooksAt, Question};
    use splitcard_engine::{CardType, Doors};
    static ENCHANTMENT_SPELL_OR_PERMANENT: Effect = Effect {
        slug: "enchantment-spell-or-permanent",
        name: "Enchantment spell or permanent",
        text_id: "fx-red-elemental-blast",
        asks_id: "q-red-elemental-blast",
        looks_at: LooksAt::SpellOrPermanent,
        question: Question::Matches {
            filter: Filter {
                types: &[CardType::Enchantment],
                ..Filter::ANY
            },
        },
        rules: &["709.5"],
    };
    let pool = card("Bottomless Pool // Locker Room");
    let input = ProbeInput {
        zone: Some(Zone::Battlefield),
        doors: Some(Doors::only(1)),
        ..era(Era::Current)
    };
    let a = answer_to(pool, &ENCHANTMENT_SPELL_OR_PERMANENT, &input);
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(
        a.explanation,
        "The permanent Bottomless Pool // Locker Room (unlocked doors: Locker Room) is blue (Enchantment — Room, mana value 5): yes."
    );
    assert_eq!(a.rules, ["709.5", "709.5a", "205.3h"]);
}
