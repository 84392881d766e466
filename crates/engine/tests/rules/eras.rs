//! Older rules: an answer under an older era gives that era's answer and cites its rules as
//! they were numbered then (`708.5@2013`), never today's split-card rules.
//!
//! The numbers were checked against the Comprehensive Rules texts of 2017-08-25 to 2022-04-29
//! in the public `lzybluee/CR` repository (`data/SOURCES.md`): fuse and aftermath are 702.102
//! and 702.127 in the CR effective 2021-04-22 (split cards still 708, copying 706.10, an
//! instant's last step 608.2m); the CR effective 2021-07-23 moves split cards to 709 and
//! copying to 707.10.

use crate::common::*;
use crate::era_of;
use splitcard_engine::{catalogue, characteristics, inspect, EngineError, Era, Situation, Zone};

#[test]
fn cr_702_102c_total_cost_includes_both_halves_in_every_era_with_fuse() {
    // MTG Wiki's "Fuse" page (Dragon's Maze, 2013 rules, when a fused spell had two sets of
    // characteristics): "To cast both halves, you pay {5}{B}{G}."
    for era in [Era::Y2013, Era::Y2017, Era::Current] {
        let r = cast_with(card("Down // Dirty"), "fused", "hand", None, era);
        let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
        assert_eq!(total.as_deref(), Some("{5}{B}{G}"), "{era:?}");
        let r = cast_with(card("Wear // Tear"), "fused", "hand", None, era);
        let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
        assert_eq!(total.as_deref(), Some("{1}{R}{W}"), "{era:?}");
    }
}

#[test]
fn cr_202_3e_x_is_still_cited_on_a_cast_half_under_older_rules() {
    // The older era's "only the cast half exists" rule comes first; the general rules that
    // held then (X on the stack, a cost's colors) are kept, not replaced — as today's,
    // marked, since their numbers then aren't known here.
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let r = cast_with(card("Crime // Punishment"), "right", "hand", Some(3), era);
        let s = match r.spell {
            Some(s) => s.primary().clone(),
            None => panic!("{era:?}: no spell"),
        };
        assert_eq!(s.mana_value.value, 5, "{era:?}");
        assert!(
            s.mana_value.rules.contains(&"202.3e@current"),
            "{era:?}: {:?}",
            s.mana_value.rules
        );
        assert!(
            s.colors.rules.contains(&"202.2@current"),
            "{era:?}: {:?}",
            s.colors.rules
        );
        assert!(
            s.mana_value
                .rules
                .iter()
                .all(|r| r.contains('@') || !r.starts_with("709")),
            "{era:?}: {:?}",
            s.mana_value.rules
        );
    }
}

/// Every rule an answer cites under an older era, for every card, zone and mode: that
/// era's rules, or general rules whose substance held then — never today's split-card rules
/// (709, 702.102 …), which describe the modern model. The one exception: a refusal of a
/// mechanic that came later (fuse before 2013, aftermath before 2017, Rooms before 2024),
/// which no rule of that era covers, cites today's rule for what the mechanic is
/// (`era_rules::postdates`). Refusals and impossible questions are checked too.
#[test]
fn older_eras_cite_their_own_rules_in_every_answer() {
    use splitcard_engine::era_rules::{postdates, still_cited};
    let mut checked = 0;
    let mut refusals = 0;
    for era in [Era::Y2017, Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        for c in splitcard_engine::catalogue::all() {
            for zone in Zone::ALL {
                for mode in splitcard_engine::Mode::all_for(c) {
                    let s = Situation {
                        era,
                        cast: Some(Cast {
                            mode,
                            from: Cast::origin_for(c, zone, mode),
                        }),
                        ..Situation::in_zone(zone)
                    };
                    let i = match inspect(c, &s) {
                        Ok(i) => i,
                        Err(EngineError::Impossible { rules, .. }) => {
                            let at = format!("{} {zone:?} {mode:?} {era:?}: error", c.name);
                            assert!(!rules.is_empty(), "{at}: no rule");
                            for r in rules {
                                assert!(
                                    still_cited(r, era) || postdates(r, era),
                                    "{at} cites today's {r}"
                                );
                                assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                            }
                            refusals += 1;
                            continue;
                        }
                        Err(e) => panic!("{} {zone:?} {mode:?} {era:?}: {e}", c.name),
                    };
                    let mut cited: Vec<(&str, Vec<&'static str>)> = Vec::new();
                    let sets = i
                        .characteristics
                        .iter()
                        .chain(i.cast.as_ref().and_then(|r| r.spell.as_ref()));
                    for set in sets.flat_map(|ch| ch.sets.iter()) {
                        cited.extend([
                            ("names", set.names.rules.to_vec()),
                            ("mana cost", set.mana_cost.rules.to_vec()),
                            ("symbols", set.mana_symbols.rules.to_vec()),
                            ("mana value", set.mana_value.rules.to_vec()),
                            ("colors", set.colors.rules.to_vec()),
                            ("identity", set.color_identity.rules.to_vec()),
                            ("type line", set.type_line.rules.to_vec()),
                            ("text", set.rules_text.rules.to_vec()),
                        ]);
                    }
                    if let Some(r) = &i.cast {
                        let at = format!("{} {zone:?} {mode:?} {era:?}: verdict", c.name);
                        if r.verdict.legal {
                            cited.push(("verdict", r.verdict.rules.clone()));
                        } else {
                            assert!(!r.verdict.rules.is_empty(), "{at}: no rule");
                            for rule in &r.verdict.rules {
                                assert!(
                                    still_cited(rule, era) || postdates(rule, era),
                                    "{at} cites today's {rule}"
                                );
                                assert!(
                                    splitcard_engine::rules::summary(rule).is_some(),
                                    "{at}: {rule}"
                                );
                            }
                            refusals += 1;
                        }
                        if let Some(t) = &r.total_cost {
                            cited.push(("total cost", t.rules.to_vec()));
                        }
                        if let Some(d) = &r.leaves_stack_to {
                            cited.push(("leaves the stack", d.rules.to_vec()));
                        }
                    }
                    for (what, rules) in cited {
                        let at = format!("{} {zone:?} {mode:?} {era:?}: {what}", c.name);
                        assert!(!rules.is_empty(), "{at}: no rule");
                        for r in rules {
                            assert!(still_cited(r, era), "{at} cites today's {r}");
                            assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                        }
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 5000, "{checked}");
    assert!(refusals > 500, "{refusals}");
}

/// The matrix under an older era: every zone's characteristics or why it can't be there,
/// and every cell's verdict, cite that era's rules (today's only for a mechanic that came
/// later, and only in a refusal).
#[test]
fn older_eras_matrix_cites_their_own_rules_in_every_cell() {
    use splitcard_engine::era_rules::{postdates, still_cited};
    for era in [Era::Y2017, Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            for row in &m.rows {
                let at = format!("{} {:?} {era:?}", c.name, row.zone);
                if let Err(EngineError::Impossible { rules, .. }) = &row.characteristics {
                    assert!(!rules.is_empty(), "{at}: no rule");
                    for r in rules {
                        assert!(
                            still_cited(r, era) || postdates(r, era),
                            "{at}: cites today's {r}"
                        );
                    }
                }
                for cell in &row.casts {
                    let v = &cell.report.verdict;
                    assert!(!v.rules.is_empty(), "{at} {:?}: no rule", cell.mode);
                    for r in &v.rules {
                        assert!(
                            still_cited(r, era) || (!v.legal && postdates(r, era)),
                            "{at} {:?}: cites today's {r} ({})",
                            cell.mode,
                            v.reason
                        );
                        assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
                    }
                }
            }
        }
    }
}

/// The audit's examples: under 2013 naming both halves is refused with the Dragon's Maze
/// naming rule (708.7), not today's 201.4b / 709.4a; aftermath before Amonkhet is refused
/// with what aftermath is (702.127a), not an unrelated rule of the era.
#[test]
fn older_refusals_cite_that_eras_rules_or_the_later_mechanic() {
    use splitcard_engine::probes::{self, ProbeInput};
    let meddling = match probes::find("meddling-mage") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    let named = |era| ProbeInput {
        name: Some("Fire // Ice".into()),
        era,
        ..ProbeInput::default()
    };
    match probes::probe(card("Fire // Ice"), meddling, &named(Era::Y2013)) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["708.7@2013"]),
        other => panic!("{other:?}"),
    }
    match probes::probe(card("Fire // Ice"), meddling, &named(Era::Current)) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["201.4b", "709.4a"]),
        other => panic!("{other:?}"),
    }
    let dl = card("Destined // Lead");
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let s = Situation {
            era,
            cast: Some(Cast {
                mode: mode(dl, "aftermath"),
                from: origin("graveyard"),
            }),
            ..Situation::in_zone(Zone::Stack)
        };
        match inspect(dl, &s) {
            Ok(i) => {
                let v = i.cast.map(|r| r.verdict);
                let v = v.as_ref();
                assert_eq!(v.map(|v| v.legal), Some(false), "{era:?}");
                // Today's aftermath rule, marked as today's (702.127a was another rule, or
                // none, then), beside the era's own rule for casting a half.
                let mut want = vec!["702.127a@current"];
                want.extend(splitcard_engine::era_rules::rules(
                    era,
                    splitcard_engine::era_rules::Topic::CastHalf,
                ));
                assert_eq!(v.map(|v| v.rules.clone()), Some(want), "{era:?}");
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
    // A card without fuse, cast fused before fuse existed: the era's one-half rule and
    // what fuse is.
    let r = cast_with(card("Fire // Ice"), "fused", "hand", None, Era::Y2006);
    assert!(!r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a@current", "505.2@2006"]);
    use splitcard_engine::messages::Lang;
    assert_eq!(
        splitcard_engine::rules::display("702.102a@current"),
        "702.102a (today's rules)"
    );
    assert_eq!(
        splitcard_engine::rules::display_in("702.102a@current", Lang::Fr),
        "702.102a (règles actuelles)"
    );
    assert_eq!(
        splitcard_engine::rules::display_in("702.102a@current", Lang::De),
        "702.102a (heutige Regeln)"
    );
    assert_eq!(
        splitcard_engine::rules::link("702.102a@current"),
        splitcard_engine::rules::link("702.102a")
    );
    assert_eq!(
        splitcard_engine::rules::summary_in("702.102a@current", Lang::Fr),
        splitcard_engine::rules::summary_in("702.102a", Lang::Fr)
    );
    // Under 2013 the Dragon's Maze rules, fuse included: the fuse rule, and choosing one half.
    let r = cast_with(card("Fire // Ice"), "fused", "hand", None, Era::Y2013);
    assert!(!r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.101a@2013", "708.2a@2013"]);
    // A spell on the stack needs a mode: the era's rule that only the cast half exists.
    match characteristics(
        card("Fire // Ice"),
        &Situation {
            era: Era::Y2006,
            ..Situation::in_zone(Zone::Stack)
        },
    ) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["505.2@2006"]),
        other => panic!("{other:?}"),
    }
}

/// Under the 2013 rules a fused cast — legal from your own hand, refused from anywhere else —
/// cites the fuse rule of that era, 702.101a ("applies while the card with fuse is in a
/// player's hand"), never 708.2 and 702.101b (two sets of characteristics and one converted
/// mana cost: what a fused spell IS, not where it can be cast from). For every fuse card and
/// origin, in the inspector, Snapcaster Mage's refusal and the cast-permission probes.
#[test]
fn cr_702_102a_under_2013_fuse_from_your_own_hand_cites_702_101a_of_2013() {
    use splitcard_engine::probes::{self, ProbeInput};
    use splitcard_engine::Origin;
    let not_about_casting = ["708.2@2013", "702.101b@2013"];
    let mut fuse_cards = 0;
    for c in catalogue::all().iter().copied().filter(|c| c.has_fuse()) {
        fuse_cards += 1;
        for from in Origin::ALL {
            let s = Situation {
                era: Era::Y2013,
                cast: Some(Cast {
                    mode: splitcard_engine::Mode::Fused,
                    from,
                }),
                ..Situation::in_zone(Zone::Stack)
            };
            let verdict = match inspect(c, &s) {
                Ok(i) => i.cast.map(|r| r.verdict),
                Err(e) => panic!("{} from {from:?}: {e}", c.name),
            };
            let Some(verdict) = verdict else {
                panic!("{} from {from:?}: no verdict", c.name)
            };
            let at = format!("{} from {from:?}: {:?}", c.name, verdict.rules);
            assert_eq!(verdict.legal, from == Origin::HAND, "{at}");
            assert!(verdict.rules.contains(&"702.101a@2013"), "{at}");
            assert!(
                !verdict.rules.iter().any(|r| not_about_casting.contains(r)),
                "{at}"
            );
        }
        // Snapcaster Mage can't give a fused spell flashback: the same refusal.
        let Ok(snapcaster) = probes::find("snapcaster-mage") else {
            panic!("snapcaster-mage")
        };
        let input = ProbeInput {
            cast: Some(Cast::new(c, mode(c, "fused"))),
            era: Era::Y2013,
            ..ProbeInput::default()
        };
        match probes::probe(c, snapcaster, &input) {
            Err(EngineError::Impossible { rules, .. }) => {
                assert!(rules.contains(&"702.101a@2013"), "{}: {rules:?}", c.name);
                assert!(
                    !rules.iter().any(|r| not_about_casting.contains(r)),
                    "{}: {rules:?}",
                    c.name
                );
            }
            other => panic!("{}: {other:?}", c.name),
        }
        // Mindclaw Shaman casts from an opponent's hand, Omniscience from yours: either way
        // the fuse rule says whether the fused spell is castable.
        for slug in ["mindclaw-shaman", "omniscience"] {
            let Ok(effect) = probes::find(slug) else {
                panic!("{slug}")
            };
            let input = ProbeInput {
                era: Era::Y2013,
                ..ProbeInput::default()
            };
            match probes::probe(c, effect, &input) {
                Ok(a) => assert!(
                    a.rules.contains(&"702.101a@2013"),
                    "{} {slug}: {:?}",
                    c.name,
                    a.rules
                ),
                Err(e) => panic!("{} {slug}: {e}", c.name),
            }
        }
    }
    assert!(fuse_cards >= 10, "{fuse_cards}");
    for rule in ["702.101a@2013", "702.101c@2013"] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
    }
    // The fused spell's total cost: both halves' mana costs (702.101c of 2013).
    let r = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.101c@2013"])
    );
}

/// Dragon's Maze numbered fuse 702.101 (the Fire // Ice article quotes 708.2: "see rule 702.101"); it became
/// 702.102 in April 2021. A fused spell under the 2013 rules cites 702.101b of that era.
#[test]
fn older_2013_a_fused_spell_cites_fuse_as_702_101b() {
    let r = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    assert!(r.verdict.legal, "{}", r.verdict.reason);
    let Some(spell) = r.spell else {
        panic!("legal cast without a spell")
    };
    for set in &spell.sets {
        for rules in [
            &set.names.rules,
            &set.mana_value.rules,
            &set.colors.rules,
            &set.type_line.rules,
        ] {
            assert!(rules.contains(&"702.101b@2013"), "{rules:?}");
            assert!(!rules.iter().any(|r| r.starts_with("702.100")), "{rules:?}");
        }
    }
    assert!(splitcard_engine::rules::summary("702.101b@2013").is_some());
    assert!(splitcard_engine::rules::summary("702.100b@2013").is_none());
}

/// The Amonkhet rules (April 2017 – April 2021) are today's model, cited as numbered when they
/// began: split cards 708 (709 from July 2021), fuse 702.101 and aftermath 702.126 (702.102
/// and 702.127 from April 2021, the next era).
/// The Magic 2010 rules (July 2009 – April 2013): the Dissension rules' answers, cited as
/// the renumbered document had them — 505.2–505.6 became 708.2–708.6, the glossary's "Name a
/// card" 201.3 (`data/SOURCES.md`) — never the 2006 numbers.
#[test]
fn older_2009_cites_the_magic_2010_numbering() {
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    assert_eq!(Era::parse("2010-01-01"), Ok(Era::Y2009));
    let ask = |name: &str, slug: &str, input: ProbeInput| match probes::find(slug) {
        Ok(e) => probes::probe(card(name), e, &input),
        Err(e) => panic!("{e}"),
    };
    let era = |era| ProbeInput {
        era,
        ..ProbeInput::default()
    };
    // Dark Confidant revealing Hit // Run: two answers, 3 and 5, 8 life (as in 2006).
    for (e, rules) in [
        (Era::Y2009, ["708.2@2009", "708.5@2009"]),
        (Era::Y2006, ["505.2@2006", "505.5@2006"]),
    ] {
        match ask("Hit // Run", "dark-confidant", era(e)) {
            Ok(a) => {
                assert_eq!(a.answer, AnswerValue::Number(8), "{e:?}");
                assert_eq!(a.rules, rules, "{e:?}");
            }
            Err(err) => panic!("{e:?}: {err}"),
        }
    }
    // Counterbalance revealing Wear // Tear: 1 or 2, a comparison (708.6 of 2009).
    match ask("Wear // Tear", "counterbalance", era(Era::Y2009)) {
        Ok(a) => {
            assert_eq!(a.answer, AnswerValue::Numbers(vec![1, 2]));
            assert!(a.rules.contains(&"708.6@2009"), "{:?}", a.rules);
        }
        Err(err) => panic!("{err}"),
    }
    // Glittering Wish: a split card with differently colored halves was multicolored.
    match ask("Fire // Ice", "glittering-wish", era(Era::Y2009)) {
        Ok(a) => assert!(a.rules.contains(&"708.3@2009"), "{:?}", a.rules),
        Err(err) => panic!("{err}"),
    }
    // Naming meant naming all its names until Dragon's Maze changed 201.3.
    let named = ProbeInput {
        name: Some("Fire".into()),
        ..era(Era::Y2009)
    };
    match ask("Fire // Ice", "meddling-mage", named) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["201.3@2009"]),
        other => panic!("{other:?}"),
    }
    // Off the stack: one set per half, cited 708.2 of 2009; one card, 708.4 of 2009.
    let c = match chars_in(card("Fire // Ice"), Zone::Library, Era::Y2009) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(c.sets.len(), 2);
    assert!(c.primary().names.rules.contains(&"708.2@2009"));
    for set in &c.sets {
        for rules in [&set.names.rules, &set.mana_value.rules, &set.colors.rules] {
            assert!(!rules.iter().any(|r| r.contains("@2006")), "{rules:?}");
        }
    }
    assert_eq!(
        splitcard_engine::rules::display("708.5@2009"),
        "708.5 (2009 rules)"
    );
}

#[test]
fn older_2017_cites_the_numbering_of_april_2017() {
    use splitcard_engine::messages::{era_in, Lang};
    let era = match Era::parse("2018-01-01") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(era, Era::Y2017);
    assert_eq!(Era::parse("2021-04-21"), Ok(Era::Y2017));
    assert_eq!(Era::parse("2021-05-01"), Ok(Era::Y2021April));
    let fire_ice = card("Fire // Ice");
    let c = match chars_in(fire_ice, Zone::Library, Era::Y2017) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let today = off(fire_ice, Zone::Library);
    let s = c.primary();
    assert_eq!(s.mana_value.value, today.mana_value.value);
    assert_eq!(&s.mana_value.rules[..], ["708.4b@2017"]);
    assert_eq!(&s.names.rules[..], ["708.4@2017", "708.4a@2017"]);
    let r = cast_with(card("Alive // Well"), "fused", "hand", None, Era::Y2017);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.101a@2017"]);
    let spell = r.spell.as_ref().map(|s| s.primary().clone());
    let Some(spell) = spell else {
        panic!("no spell")
    };
    assert!(spell.mana_value.rules.contains(&"702.101b@2017"));
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.101c@2017"])
    );
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        Era::Y2017,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.126a@2017"]);
    assert_eq!(
        lead.leaves_stack_to.as_ref().map(|d| d.rules.to_vec()),
        Some(vec!["702.126a@2017"])
    );
    let fire = cast_with(fire_ice, "left", "hand", None, Era::Y2017);
    assert_eq!(fire.verdict.rules, ["708.3@2017", "708.3a@2017", "601.3"]);
    for rule in [
        "708.4b@2017",
        "702.101a@2017",
        "702.101b@2017",
        "702.101c@2017",
        "702.126a@2017",
        "708.3b@2017",
    ] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
        assert_eq!(splitcard_engine::rules::link(rule), None);
    }
    // The label says when the era ended, in every language.
    assert!(era_in(Era::Y2017, Lang::En).contains("April 2017 – April 2021"));
    assert!(era_in(Era::Y2017, Lang::Fr).contains("avril 2017 – avril 2021"));
    assert!(era_in(Era::Y2017, Lang::De).contains("April 2017 – April 2021"));
    // Rooms came later: refused with today's rule.
    match chars_in(
        card("Bottomless Pool // Locker Room"),
        Zone::Hand,
        Era::Y2017,
    ) {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["709.5@current"]),
        other => panic!("{other:?}"),
    }
}

/// From July 2021 (Adventures in the Forgotten Realms) split cards are 709, fuse 702.102 and
/// aftermath 702.127 (`docs/rules.md`, "How the rules changed"): the Amonkhet model's answers, cited
/// with today's numbers, and still no Rooms (709.5 came with Duskmourn).
#[test]
fn older_2021_cites_todays_numbers_709_702_102_702_127() {
    assert_eq!(Era::parse("2021-07-23"), Ok(Era::Y2021));
    assert_eq!(Era::parse("2023-06-01"), Ok(Era::Y2021));
    assert_eq!(Era::parse("2021"), Ok(Era::Y2021));
    let fire_ice = card("Fire // Ice");
    let c = match chars_in(fire_ice, Zone::Library, Era::Y2021) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let today = off(fire_ice, Zone::Library);
    let s = c.primary();
    assert_eq!(s.mana_value.value, today.mana_value.value);
    assert_eq!(s.mana_value.rules, today.mana_value.rules);
    assert_eq!(s.names.rules, today.names.rules);
    assert!(
        s.mana_value.rules.contains(&"709.4b"),
        "{:?}",
        s.mana_value.rules
    );
    let r = cast_with(card("Alive // Well"), "fused", "hand", None, Era::Y2021);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a"]);
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        Era::Y2021,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.127a"]);
    let fire = cast_with(fire_ice, "left", "hand", None, Era::Y2021);
    let now = cast_with(fire_ice, "left", "hand", None, Era::Current);
    assert_eq!(fire.verdict.rules, now.verdict.rules);
    // No Rooms yet: a Room is refused with what a Room is (709.5).
    let room = card("Bottomless Pool // Locker Room");
    match chars_in(room, Zone::Library, Era::Y2021) {
        Err(EngineError::Impossible { rules, .. }) => {
            assert!(rules.iter().any(|r| r.starts_with("709.5")), "{rules:?}")
        }
        other => panic!("{other:?}"),
    }
}

/// From the CR effective 22 April 2021 fuse is 702.102 and aftermath 702.127 (and "mana
/// value" replaces "converted mana cost"), while split cards stay 708 until July 2021: a date
/// in between cites fuse and aftermath by their new numbers and the split-card rules by 708,
/// as the rules of April 2021 numbered them.
#[test]
fn cr_702_102a_from_april_2021_fuse_is_702_102_and_aftermath_702_127() {
    let april = era_of("2021-05-01");
    assert_ne!(april, Era::Y2017);
    assert_ne!(april, Era::Y2021);
    assert_eq!(april.slug(), "2021-04");
    assert_eq!(era_of("2021-04-22"), april);
    assert_eq!(era_of("2021-07-22"), april);
    assert_eq!(era_of("2021-04-21"), Era::Y2017);
    assert_eq!(era_of("2021-07-23"), Era::Y2021);
    assert_eq!(era_of("2021-04"), april);
    assert!(Era::ALL.contains(&april));
    assert!(april.says_mana_value() && !Era::Y2017.says_mana_value());
    // Fuse: refused from a graveyard, legal from hand, its total cost.
    let turn_burn = card("Turn // Burn");
    let s = Situation {
        era: april,
        cast: Some(Cast {
            mode: mode(turn_burn, "fused"),
            from: origin("graveyard"),
        }),
        ..Situation::in_zone(Zone::Stack)
    };
    match inspect(turn_burn, &s).map(|i| i.cast.map(|r| r.verdict)) {
        Ok(Some(v)) => {
            assert!(!v.legal);
            assert_eq!(v.rules, ["702.102a"]);
        }
        other => panic!("{other:?}"),
    }
    let r = cast_with(turn_burn, "fused", "hand", None, april);
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.rules, ["702.102a"]);
    assert_eq!(
        r.total_cost.as_ref().map(|c| c.rules.to_vec()),
        Some(vec!["702.102c"])
    );
    // Aftermath.
    let lead = cast_with(
        card("Destined // Lead"),
        "aftermath",
        "graveyard",
        None,
        april,
    );
    assert!(lead.verdict.legal);
    assert_eq!(lead.verdict.rules, ["702.127a"]);
    // Split cards: 708, as numbered in April 2021 (with 708.4b's separate symbols, there
    // since April 2020); the mana value 202.3d (there since August 2018).
    let c = match chars_in(card("Fire // Ice"), Zone::Library, april) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let s = c.primary();
    assert_eq!(&s.names.rules[..], ["708.4@2021-04", "708.4a@2021-04"]);
    assert_eq!(&s.mana_value.rules[..], ["708.4b@2021-04", "202.3d"]);
    assert_eq!(&s.mana_symbols.rules[..], ["708.4b@2021-04"]);
    for rule in [
        "708.4@2021-04",
        "708.4a@2021-04",
        "708.4b@2021-04",
        "708.3c@2021-04",
    ] {
        assert!(splitcard_engine::rules::summary(rule).is_some(), "{rule}");
        assert_eq!(splitcard_engine::rules::link(rule), None);
    }
    assert_eq!(
        splitcard_engine::rules::display("708.4b@2021-04"),
        "708.4b (April 2021 rules)"
    );
    // The 2017 era ends where it begins; its label says so.
    use splitcard_engine::messages::{era_in, Lang};
    assert!(era_in(Era::Y2017, Lang::En).contains("April 2017 – April 2021"));
    assert!(era_in(april, Lang::En).contains("April 2021 – July 2021"));
}

/// {X} is 202.3e today; until the August 2018 CR it was 202.3d (202.3e was hybrid mana).
/// Under the 2017 rules (as numbered when they began) an X cites 202.3d of 2017; under the
/// rules before 2017, whose number for it isn't known here, today's rule marked as today's.
#[test]
fn cr_202_3e_x_is_202_3d_under_the_2017_rules() {
    let crime = card("Crime // Punishment");
    let off_stack = |era: Era| match chars_in(crime, Zone::Library, era) {
        Ok(c) => c
            .sets
            .iter()
            .flat_map(|s| s.mana_value.rules.iter().copied())
            .collect::<Vec<_>>(),
        Err(e) => panic!("{e}"),
    };
    let on_stack = |era: Era| {
        let r = cast_with(crime, "right", "hand", Some(2), era);
        let Some(spell) = r.spell else {
            panic!("no spell")
        };
        spell
            .sets
            .iter()
            .flat_map(|s| s.mana_value.rules.iter().copied())
            .collect::<Vec<_>>()
    };
    for rules in [off_stack(era_of("2017-06-01")), on_stack(Era::Y2017)] {
        assert!(rules.contains(&"202.3d@2017"), "{rules:?}");
        assert!(!rules.contains(&"202.3e"), "{rules:?}");
    }
    for era in [era_of("2021-05-01"), Era::Y2021, Era::Current] {
        assert!(on_stack(era).contains(&"202.3e"), "{era:?}");
    }
    for era in [Era::Y2013, Era::Y2009, Era::Y2006, Era::Y2000] {
        let rules = on_stack(era);
        assert!(rules.contains(&"202.3e@current"), "{era:?}: {rules:?}");
        assert!(!rules.contains(&"202.3e"), "{era:?}: {rules:?}");
    }
    assert_eq!(
        splitcard_engine::rules::display("202.3e@current"),
        "202.3e (today's rules)"
    );
}

/// A copy of a spell is 707.10 today; until July 2021 it was 706.10 (707 was face-down
/// spells and permanents), as in every CR of 2015-01-23 to 2017-01-19 (the 2013 era).
/// Twincast copying Fire cites the number of its era, and under the rules before 2013 — no
/// CR text of those eras checked — today's rule, marked as today's.
#[test]
fn cr_707_10_copying_a_spell_was_706_10_until_july_2021() {
    use splitcard_engine::probes::{self, ProbeInput};
    let fire_ice = card("Fire // Ice");
    let Ok(twincast) = probes::find("twincast") else {
        panic!("twincast")
    };
    for (era, want) in [
        (Era::Current, "707.10"),
        (Era::Y2021, "707.10"),
        (era_of("2021-05-01"), "706.10@2021-04"),
        (Era::Y2017, "706.10@2017"),
        (Era::Y2013, "706.10@2013"),
        (Era::Y2006, "707.10@current"),
        (Era::Y2000, "707.10@current"),
    ] {
        let input = ProbeInput {
            cast: Some(Cast::new(fire_ice, mode(fire_ice, "left"))),
            era,
            ..ProbeInput::default()
        };
        match probes::probe(fire_ice, twincast, &input) {
            Ok(a) => {
                assert!(a.rules.contains(&want), "{era:?}: {:?}", a.rules);
                if era < Era::Y2021 {
                    assert!(!a.rules.contains(&"707.10"), "{era:?}: {:?}", a.rules);
                }
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
}

/// 709.4b's last sentence — an effect that looks at the symbols of a split card's mana cost
/// sees the separate symbols — came into the CR in April 2020. Under the 2017 rules (as they
/// began) the card's symbols cite 708.4b of 2017 for the combined cost and today's 709.4b,
/// marked as today's, for the separate symbols; from April 2020 the era's own 708.4b says it.
#[test]
fn cr_709_4b_the_separate_symbols_are_todays_rule_under_the_2017_rules() {
    let fire_ice = card("Fire // Ice");
    let symbols = |era: Era| match chars_in(fire_ice, Zone::Library, era) {
        Ok(c) => c.primary().mana_symbols.rules.to_vec(),
        Err(e) => panic!("{e}"),
    };
    assert_eq!(
        symbols(era_of("2018-01-01")),
        ["708.4b@2017", "709.4b@current"]
    );
    assert_eq!(symbols(era_of("2021-05-01")), ["708.4b@2021-04"]);
    assert_eq!(symbols(Era::Y2021), ["709.4b"]);
    // The summary of 708.4b of 2017 says nothing about separate symbols.
    assert!(splitcard_engine::rules::summary("708.4b@2017").is_some_and(|s| !s.contains("symbol")));
}

/// A copy of a split CARD keeps both halves (709.3c today): 708.3c in the CR of August 2017
/// and of April 2021. Isochron Scepter imprinting Wax // Wane cites it in every era with the
/// modern model, with copying a spell (707.10; 706.10 then) beside it.
#[test]
fn cr_709_3c_a_copy_of_a_split_card_was_708_3c_until_july_2021() {
    use splitcard_engine::probes::{self, ProbeInput};
    let wax_wane = card("Wax // Wane");
    let Ok(scepter) = probes::find("isochron-scepter") else {
        panic!("isochron-scepter")
    };
    for (era, want) in [
        (Era::Current, ["709.3c", "707.10"]),
        (Era::Y2021, ["709.3c", "707.10"]),
        (era_of("2021-05-01"), ["708.3c@2021-04", "706.10@2021-04"]),
        (Era::Y2017, ["708.3c@2017", "706.10@2017"]),
    ] {
        let input = ProbeInput {
            era,
            ..ProbeInput::default()
        };
        match probes::probe(wax_wane, scepter, &input) {
            Ok(a) => {
                for w in want {
                    assert!(a.rules.contains(&w), "{era:?}: {:?}", a.rules);
                }
            }
            Err(e) => panic!("{era:?}: {e}"),
        }
    }
}

/// Under an older era a rule is cited by its number then — that era's id, `"708.4b@2017"`
/// — or, where the number then isn't known here, as today's rule, marked
/// (`"202.2@current"`, shown "202.2 (today's rules)"). Only the numbers checked against that
/// era's CR text are cited bare: for the 2017 rules those of the CR of August 2017 that
/// still mean the same, for the April and July 2021 rules those of their CRs. Every answer,
/// refusal and matrix cell of every card, in every older era.
#[test]
fn older_eras_cite_a_rule_bare_only_where_its_number_then_is_checked() {
    use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
    // The same number and substance in the CRs of 2017-04-28 (Amonkhet's, in
    // ivancea/MTGRules_Android) and 2017-08-25 (the earliest text in lzybluee/CR) as today
    // (702.1b without today's split-card example).
    const SAME_2017: &[&str] = &[
        "105.2b", "107.3", "107.3b", "202.1", "202.1b", "202.2", "202.3", "202.3a", "205.2a",
        "304.4", "307.4", "601.2a", "601.2f", "601.3", "611.2c", "702.1b", "702.16b", "903.4",
    ];
    // The same in the CRs of 2021-04-22 and 2021-06-18: those, and the rules that came or
    // moved since 2017 (X 202.3e, abilities 113.2c, no mana cost 118.6, a split card's mana
    // value 202.3d, 601.3e, cascade 702.85a, fuse 702.102, aftermath 702.127).
    const SAME_2021_04: &[&str] = &[
        "202.3e", "113.2c", "118.6", "202.3d", "601.3e", "702.85a", "702.102a", "702.102b",
        "702.102c", "702.102d", "702.127a",
    ];
    // The same in the CR of 2021-07-23: those, split cards at 709, copying 707.10.
    const SAME_2021: &[&str] = &[
        "709.1", "709.2", "709.3", "709.3a", "709.3b", "709.3c", "709.4", "709.4a", "709.4b",
        "709.4c", "709.4d", "707.10",
    ];
    let april = era_of("2021-05-01");
    let bare_ok = |r: &str, era: Era| -> bool {
        let mut ok = SAME_2017.contains(&r);
        if era >= april {
            ok |= SAME_2021_04.contains(&r);
        }
        if era >= Era::Y2021 {
            ok |= SAME_2021.contains(&r);
        }
        era >= Era::Y2017 && ok
    };
    let check = |rules: &[&'static str], era: Era, at: &str| {
        for r in rules {
            match r.split_once('@') {
                None => assert!(bare_ok(r, era), "{at}: {r} bare under {era:?}: {rules:?}"),
                Some((_, tag)) => assert!(
                    tag == era.slug() || tag == "current",
                    "{at}: {r} under {era:?}"
                ),
            }
            assert!(splitcard_engine::rules::summary(r).is_some(), "{at}: {r}");
        }
    };
    let mut checked = 0usize;
    for era in Era::ALL.into_iter().filter(|e| *e != Era::Current) {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            for row in &m.rows {
                let at = format!("{} {:?} {era:?}", c.name, row.zone);
                match &row.characteristics {
                    Ok(ch) => {
                        for s in &ch.sets {
                            for rules in [
                                &s.names.rules,
                                &s.mana_cost.rules,
                                &s.mana_symbols.rules,
                                &s.mana_value.rules,
                                &s.colors.rules,
                                &s.color_identity.rules,
                                &s.type_line.rules,
                                &s.rules_text.rules,
                            ] {
                                check(rules, era, &at);
                                checked += 1;
                            }
                        }
                    }
                    Err(EngineError::Impossible { rules, .. }) => check(rules, era, &at),
                    Err(e) => panic!("{at}: {e}"),
                }
                for cell in &row.casts {
                    let r = &cell.report;
                    check(&r.verdict.rules, era, &at);
                    if let Some(t) = &r.total_cost {
                        check(&t.rules, era, &at);
                    }
                    if let Some(d) = &r.leaves_stack_to {
                        check(&d.rules, era, &at);
                    }
                    if let Some(sp) = &r.spell {
                        for s in &sp.sets {
                            check(&s.mana_value.rules, era, &at);
                            check(&s.colors.rules, era, &at);
                            check(&s.names.rules, era, &at);
                        }
                    }
                    checked += 1;
                }
            }
            for e in EFFECTS {
                for cast in [None].into_iter().chain(
                    splitcard_engine::Mode::all_for(c)
                        .into_iter()
                        .map(|m| Some(Cast::new(c, m))),
                ) {
                    let input = ProbeInput {
                        cast,
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        era,
                        ..ProbeInput::default()
                    };
                    let at = format!("{} / {} {era:?}", c.name, e.slug);
                    match probes::probe(c, e, &input) {
                        Ok(a) => check(&a.rules, era, &at),
                        Err(EngineError::Impossible { rules, .. }) => check(&rules, era, &at),
                        Err(_) => {}
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50_000, "{checked}");
}

/// A Room under rules from before Duskmourn is refused alike in every zone, cast or not,
/// whatever X (709.5): no zone answers "illegal" while the others refuse.
#[test]
fn cr_709_5_inspect_refuses_a_room_before_duskmourn_in_every_zone() {
    let pool = card("Bottomless Pool // Locker Room");
    for era in [
        Era::Y2021,
        Era::Y2017,
        Era::Y2013,
        Era::Y2009,
        Era::Y2006,
        Era::Y2000,
    ] {
        for zone in Zone::ALL {
            let cast = (zone == Zone::Stack || zone == Zone::Battlefield)
                .then(|| Cast::new(pool, mode(pool, "left")));
            let s = Situation {
                zone,
                cast,
                era,
                x: (zone == Zone::Stack).then_some(0),
                ..Situation::in_zone(zone)
            };
            match splitcard_engine::inspect(pool, &s) {
                Err(EngineError::Impossible { rules, .. }) => {
                    assert_eq!(rules.first(), Some(&"709.5@current"), "{zone:?} {era:?}")
                }
                other => panic!("{zone:?} {era:?}: {other:?}"),
            }
        }
    }
}

/// A Room under rules from before Duskmourn: every refusal the matrix holds (each row, each
/// cell) cites 709.5 as today's rule (it numbered another rule, or none, then), never bare.
#[test]
fn cr_709_5_a_room_under_older_rules_is_cited_as_todays_rule_in_the_matrix() {
    let pool = card("Bottomless Pool // Locker Room");
    for era in Era::ALL.into_iter().filter(|e| !e.has_rooms()) {
        let m = splitcard_engine::matrix(pool, era);
        for row in &m.rows {
            match &row.characteristics {
                // The stack row says a spell is one of the modes (709.3b).
                Err(EngineError::Impossible { rules, .. }) if row.zone == Zone::Stack => {
                    assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
                }
                Err(EngineError::Impossible { rules, .. }) => {
                    assert!(rules.contains(&"709.5@current"), "{era:?}: {rules:?}");
                    assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
                }
                other => panic!("{era:?} {:?}: {other:?}", row.zone),
            }
            for cell in &row.casts {
                let rules = &cell.report.verdict.rules;
                assert!(!cell.report.verdict.legal, "{era:?}");
                assert!(!rules.contains(&"709.5"), "{era:?}: {rules:?}");
            }
        }
    }
}

#[test]
fn cr_708_5_2013_off_the_stack_each_halfs_mana_value_is_an_answer_each_value_once() {
    // From Dissension to Amonkhet a value asked of a split card off the stack got two answers,
    // one per half (708.5 of 2013): the matrix and the CLI's table list each set's mana value,
    // each value once — Fire // Ice is 2 (and 2), Assault // Battery 1 and 4. A fused spell
    // under Dragon's Maze had two sets but one converted mana cost, its halves' total.
    let values = |name: &str, zone: Zone| match chars_in(card(name), zone, Era::Y2013) {
        Ok(c) => (c.sets.len(), c.mana_values()),
        Err(e) => panic!("{name}: {e}"),
    };
    assert_eq!(values("Fire // Ice", Zone::Hand), (2, vec![2]));
    assert_eq!(
        values("Assault // Battery", Zone::Graveyard),
        (2, vec![1, 4])
    );
    assert_eq!(values("Fire // Ice", Zone::Library), (2, vec![2]));
    let fused = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    let Some(spell) = fused.spell else {
        panic!("Turn // Burn fused in 2013: {}", fused.verdict.reason)
    };
    assert_eq!(spell.sets.len(), 2);
    assert_eq!(spell.mana_values(), [5]);
    // Today: one set, one value.
    let today = chars_in(card("Assault // Battery"), Zone::Hand, Era::Current);
    assert_eq!(today.map(|c| c.mana_values()).ok(), Some(vec![5]));
}

#[test]
fn cr_505_5_2000_a_halfs_mana_value_says_the_halves_values_combined() {
    // Under the Invasion rules a value asked of a split card off the stack was its halves'
    // values combined (505.5 of 2000): each half's own mana value says the sum, half by half.
    let c = match chars_in(card("Assault // Battery"), Zone::Hand, Era::Y2000) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    for set in &c.sets {
        let why = set.mana_value.why();
        assert!(
            why.contains("combined, 5 = 1 (Assault) + 4 (Battery)."),
            "{why}"
        );
    }
}

#[test]
fn cr_708_3_2013_a_cast_halfs_colors_cite_the_color_rule_of_its_era() {
    // Before 2017 a spell was only the color of the half cast (708.3 of 2013, 505.3 of
    // 2006): its colors cite that era's color rule, its other values the era's rule for the
    // half cast. Under the 2017 rules, today's 709.3b as it was numbered then.
    let fire = |era: Era| {
        let r = cast_with(card("Fire // Ice"), "left", "hand", None, era);
        match r.spell {
            Some(s) => s.primary().clone(),
            None => panic!("{era:?}: {}", r.verdict.reason),
        }
    };
    let s = fire(Era::Y2013);
    assert_eq!(s.colors.rules.as_ref(), ["708.3@2013", "202.2@current"]);
    assert_eq!(s.names.rules.as_ref(), ["708.2@2013"]);
    let s = fire(Era::Y2006);
    assert_eq!(s.colors.rules.as_ref(), ["505.3@2006", "202.2@current"]);
    let s = fire(Era::Y2017);
    assert_eq!(s.names.rules.as_ref(), ["708.3b@2017"]);
    assert_eq!(s.colors.rules.as_ref(), ["708.3b@2017", "202.2"]);
}

#[test]
fn cr_702_102b_2013_a_fused_spells_mana_symbols_cite_the_fuse_rule_of_2013() {
    // Under Dragon's Maze a fused spell had a set per half (702.101b of 2013): each set's
    // symbols cite that era's rules for a fused spell, never only the rule of a card off the
    // stack.
    let r = cast_with(card("Turn // Burn"), "fused", "hand", None, Era::Y2013);
    let Some(spell) = r.spell else {
        panic!("{}", r.verdict.reason)
    };
    for set in &spell.sets {
        assert_eq!(
            set.mana_symbols.rules.as_ref(),
            ["708.2@2013", "702.101b@2013"]
        );
    }
}
