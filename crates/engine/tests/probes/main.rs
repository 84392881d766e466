//! The rulings examples' effects (`seeds.rs`), asked through the probe API by effect name,
//! in every era where a ruling (or `docs/rules.md`'s history table) states the answer; plus
//! properties of the probe catalogue: today an answer off the stack depends only on the
//! combined characteristics, one on the stack only on the cast half.

#[path = "../common/mod.rs"]
mod common;

use common::*;
use proptest::prelude::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput, EFFECTS};
use splitcard_engine::{
    catalogue, characteristics, Card, Choices, Doors, EngineError, Era, ManaCost, ManaSymbol, Mode,
    Origin, Zone,
};

fn ask(card_name: &str, effect: &str, input: ProbeInput) -> AnswerValue {
    let c = card(card_name);
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(c, e, &input) {
        Ok(a) => {
            assert!(!a.explanation.is_empty());
            assert!(!a.rules.is_empty());
            a.answer
        }
        Err(err) => panic!("{card_name} / {effect}: {err}"),
    }
}

fn era(e: Era) -> ProbeInput {
    ProbeInput {
        era: e,
        ..ProbeInput::default()
    }
}

fn spell_of(card_name: &str, m: &str, e: Era) -> ProbeInput {
    let c = card(card_name);
    ProbeInput {
        cast: Some(Cast::new(c, mode(c, m))),
        era: e,
        ..ProbeInput::default()
    }
}

fn named(n: &str, e: Era) -> ProbeInput {
    ProbeInput {
        name: Some(n.into()),
        era: e,
        ..ProbeInput::default()
    }
}

fn names(v: &[&str]) -> AnswerValue {
    AnswerValue::Names(v.iter().map(|s| s.to_string()).collect())
}

#[test]
fn seed_fire_ice_probe_magnivore_counts_one_card_in_every_era() {
    for e in Era::ALL {
        assert_eq!(
            ask("Assault // Battery", "magnivore", era(e)),
            AnswerValue::Number(1),
            "{e}"
        );
    }
}

#[test]
fn seed_fire_ice_probe_blightning_and_nightshade_assassin_one_card() {
    assert_eq!(
        ask("Fire // Ice", "blightning", era(Era::Current)),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(
            "Crime // Punishment",
            "nightshade-assassin",
            era(Era::Current)
        ),
        AnswerValue::Number(1)
    );
}

#[test]
fn seed_fire_ice_probe_snapcaster_costs_the_half() {
    let c = card("Fire // Ice");
    for (half, cost) in [("Fire", "{1}{R}"), ("Ice", "{1}{U}")] {
        let input = ProbeInput {
            cast: Some(Cast::new(c, mode(c, half))),
            ..ProbeInput::default()
        };
        assert_eq!(
            ask("Fire // Ice", "snapcaster-mage", input),
            AnswerValue::Cost(cost.into())
        );
    }
    // Fused from the graveyard is not a thing, flashback or not.
    let e = probes::find("snapcaster-mage").map_err(|e| e.to_string());
    let input = ProbeInput {
        cast: Some(Cast {
            mode: Mode::Fused,
            from: Origin::GRAVEYARD,
        }),
        ..ProbeInput::default()
    };
    let r = e.map(|e| probes::probe(card("Alive // Well"), e, &input).is_err());
    assert_eq!(r, Ok(true));
}

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
fn seed_fire_ice_probe_dark_confidant_duskmantle_seer_lose_4() {
    for e in Era::ALL {
        assert_eq!(
            ask("Fire // Ice", "dark-confidant", era(e)),
            AnswerValue::Number(4),
            "{e}"
        );
    }
    assert_eq!(
        ask("Down // Dirty", "duskmantle-seer", era(Era::Current)),
        AnswerValue::Number(7)
    );
}

#[test]
fn seed_fire_ice_probe_counterbalance_4_today_2_before() {
    assert_eq!(
        ask("Fire // Ice", "counterbalance", era(Era::Current)),
        AnswerValue::Numbers(vec![4])
    );
    assert_eq!(
        ask("Fire // Ice", "counterbalance", era(Era::Y2013)),
        AnswerValue::Numbers(vec![2])
    );
}

#[test]
fn rules_history_counterbalance_wear_tear_3_today_1_or_2_before() {
    assert_eq!(
        ask("Wear // Tear", "counterbalance", era(Era::Current)),
        AnswerValue::Numbers(vec![3])
    );
    assert_eq!(
        ask("Wear // Tear", "counterbalance", era(Era::Y2013)),
        AnswerValue::Numbers(vec![1, 2])
    );
}

#[test]
fn rules_history_isochron_scepter_far_away_no_longer() {
    assert_eq!(
        ask("Far // Away", "isochron-scepter", era(Era::Current)),
        AnswerValue::Bool(false)
    );
    assert_eq!(
        ask("Far // Away", "isochron-scepter", era(Era::Y2013)),
        AnswerValue::Bool(true)
    );
}

#[test]
fn rules_history_cascade_from_3_no_longer_hits_boom_bust() {
    assert_eq!(
        ask("Boom // Bust", "violent-outburst", era(Era::Current)),
        AnswerValue::Bool(false)
    );
    assert_eq!(
        ask("Boom // Bust", "violent-outburst", era(Era::Y2013)),
        AnswerValue::Bool(true)
    );
}

#[test]
fn rules_history_infernal_genesis_assault_battery_5_tokens() {
    // Invasion: the halves' values combined, 1 + 4 = 5; today: mana value 5.
    assert_eq!(
        ask("Assault // Battery", "infernal-genesis", era(Era::Y2000)),
        AnswerValue::Number(5)
    );
    assert_eq!(
        ask("Assault // Battery", "infernal-genesis", era(Era::Current)),
        AnswerValue::Number(5)
    );
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
fn rules_history_dark_confidant_hit_run_8_destined_lead_6() {
    assert_eq!(
        ask("Hit // Run", "dark-confidant", era(Era::Y2006)),
        AnswerValue::Number(8)
    );
    assert_eq!(
        ask("Destined // Lead", "dark-confidant", era(Era::Current)),
        AnswerValue::Number(6)
    );
}

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

/// Meddling Mage: the halves still castable agree with their number in French and German
/// ("Ice peut", "Who, What, When et Where peuvent"); a list after a label has no verb to
/// agree with (Omniscience).
#[test]
fn cr_201_4b_the_halves_still_castable_agree_in_number_in_french_and_german() {
    use splitcard_engine::messages::Lang;
    let one = answer_of("Fire // Ice", "meddling-mage", named("Fire", Era::Current));
    assert!(one
        .msg
        .render(Lang::Fr)
        .contains("Ice peut encore être lancé."));
    assert!(one
        .msg
        .render(Lang::De)
        .contains("Ice kann weiterhin gewirkt werden."));
    let many = answer_of(
        "Who // What // When // Where // Why",
        "meddling-mage",
        named("Why", Era::Current),
    );
    let fr = many.msg.render(Lang::Fr);
    assert!(
        fr.contains("Who, What, When et Where peuvent encore être lancés."),
        "{fr}"
    );
    let de = many.msg.render(Lang::De);
    assert!(
        de.contains("Who, What, When und Where können weiterhin gewirkt werden."),
        "{de}"
    );
    let en = many.msg.render(Lang::En);
    assert!(
        en.contains("Who, What, When and Where can still be cast."),
        "{en}"
    );
    let a = answer_of("Fire // Ice", "omniscience", era(Era::Current));
    assert!(a
        .msg
        .render(Lang::Fr)
        .starts_with("Ce qui peut être lancé\u{a0}: Fire et Ice"));
    assert!(a
        .msg
        .render(Lang::De)
        .starts_with("Was gewirkt werden kann: Fire und Ice"));
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

/// A chosen name is said as the card spells it ("fire" → Fire), and a half's printed French
/// or German name names that half (Glace, Eis → Ice), said with the English name.
#[test]
fn cr_201_4b_a_chosen_name_is_the_cards_spelling_and_a_printed_foreign_name_names_its_half() {
    let a = answer_of("Fire // Ice", "cabal-therapy", named("fire", Era::Current));
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert!(
        a.explanation.starts_with("Fire // Ice has the name Fire:"),
        "{}",
        a.explanation
    );
    for foreign in ["Glace", "glace", "Eis"] {
        let a = answer_of("Fire // Ice", "cabal-therapy", named(foreign, Era::Current));
        assert_eq!(a.answer, AnswerValue::Bool(true), "{foreign}");
        assert!(
            a.explanation.contains("the name Ice ("),
            "{}",
            a.explanation
        );
        let a = answer_of("Fire // Ice", "meddling-mage", named(foreign, Era::Current));
        assert_eq!(a.answer, names(&["Fire"]), "{foreign}");
    }
    // A name no half has, in any language, still names nothing here.
    let a = answer_of(
        "Fire // Ice",
        "cabal-therapy",
        named("Feuer // Wasser", Era::Y2006),
    );
    assert_eq!(a.answer, AnswerValue::Bool(false));
}

#[test]
fn seed_fire_ice_probe_isochron_scepter_wax_wane_yes_fire_ice_no() {
    assert_eq!(
        ask("Wax // Wane", "isochron-scepter", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask("Fire // Ice", "isochron-scepter", era(Era::Current)),
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
fn seed_fire_ice_probe_fireminds_foresight() {
    assert_eq!(
        ask(
            "Failure // Comply",
            "fireminds-foresight",
            era(Era::Current)
        ),
        AnswerValue::Numbers(vec![3])
    );
    assert_eq!(
        ask("Wax // Wane", "fireminds-foresight", era(Era::Current)),
        AnswerValue::Numbers(vec![2])
    );
    for name in ["Illusion // Reality", "Fire // Ice", "Hit // Run"] {
        assert_eq!(
            ask(name, "fireminds-foresight", era(Era::Current)),
            AnswerValue::Numbers(vec![]),
            "{name}"
        );
    }
    // Before 2017 Fire // Ice filled the 2 slot (each half is 2).
    assert_eq!(
        ask("Fire // Ice", "fireminds-foresight", era(Era::Y2013)),
        AnswerValue::Numbers(vec![2])
    );
}

#[test]
fn fireminds_foresight_headline_says_none_when_no_slot_is_filled() {
    use splitcard_engine::messages::Lang;
    let none = answer_of("Fire // Ice", "fireminds-foresight", era(Era::Current));
    // Beside "mana value 2" (a slot): that it is no slot, not that the card has no value.
    assert_eq!(none.headline(Lang::En), "none of the slots");
    assert_eq!(none.headline(Lang::Fr), "aucune des valeurs");
    assert_eq!(none.headline(Lang::De), "keiner der Werte");
    // Under the Dragon's Maze rules, in their term.
    let two = answer_of("Fire // Ice", "fireminds-foresight", era(Era::Y2013));
    assert_eq!(two.headline(Lang::En), "converted mana cost 2");
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
fn seed_fire_ice_probe_meddling_mage_naming_fire_lets_ice_through() {
    assert_eq!(
        ask("Fire // Ice", "meddling-mage", named("Fire", Era::Current)),
        names(&["Ice"])
    );
    // Before Dragon's Maze you named the whole split card: neither half could be cast.
    assert_eq!(
        ask(
            "Fire // Ice",
            "meddling-mage",
            named("Fire // Ice", Era::Y2006)
        ),
        names(&[])
    );
}

#[test]
fn seed_fire_ice_probe_meddling_mage_naming_alive_well_castable_not_fused() {
    assert_eq!(
        ask(
            "Alive // Well",
            "meddling-mage",
            named("Alive", Era::Current)
        ),
        names(&["Well"])
    );
    assert_eq!(
        ask("Alive // Well", "meddling-mage", named("Alive", Era::Y2013)),
        names(&["Well"])
    );
}

#[test]
fn cr_201_4b_probe_naming_both_halves_is_an_error() {
    // Any split card's full name is refused, the card asked about or another one, by every
    // effect that has a name chosen, from Dragon's Maze on.
    for effect in ["meddling-mage", "cabal-therapy"] {
        for era in [Era::Current, Era::Y2017, Era::Y2013] {
            for (name, half) in [
                ("Fire // Ice", "Fire or Ice"),
                ("fire // ice", "Fire or Ice"),
                ("Wax // Wane", "Wax or Wane"),
                ("Wax//Wane", "Wax or Wane"),
            ] {
                let e = probes::find(effect).map_err(|e| e.to_string());
                let r = e.map(|e| probes::probe(card("Fire // Ice"), e, &named(name, era)));
                match r {
                    Ok(Err(err)) => {
                        let text = err.to_string();
                        assert!(text.contains(half), "{effect} {era:?} {name}: {text}");
                        // Cited as numbered in the era asked about.
                        let rule = match era {
                            Era::Current => "201.4b",
                            Era::Y2017 => "708.4a@2017",
                            _ => "708.7@2013",
                        };
                        match err {
                            EngineError::Impossible { rules, .. } => {
                                assert!(rules.contains(&rule), "{era:?}: {rules:?}")
                            }
                            other => panic!("{other:?}"),
                        }
                    }
                    other => panic!("{effect} {era:?} {name}: {other:?}"),
                }
            }
        }
    }
    // One half's name is fine.
    assert_eq!(
        ask("Fire // Ice", "cabal-therapy", named("Wax", Era::Current)),
        AnswerValue::Bool(false)
    );
}

#[test]
fn rules_history_naming_before_2013_meant_naming_all_its_names() {
    // Under the Dissension and Invasion rules the full name was the name to choose; the
    // explanation says so, not today's "has a chosen name if any of its names is it".
    for era in [Era::Y2006, Era::Y2000] {
        let a = answer_of("Fire // Ice", "cabal-therapy", named("Fire // Ice", era));
        assert_eq!(a.answer, AnswerValue::Bool(true));
        assert!(a.explanation.contains("all its names"), "{}", a.explanation);
        assert!(
            !a.explanation.contains("any of its names"),
            "{}",
            a.explanation
        );
        // Another split card's full name is a valid choice then: Fire // Ice doesn't have it.
        assert_eq!(
            ask("Fire // Ice", "cabal-therapy", named("Wax // Wane", era)),
            AnswerValue::Bool(false)
        );
    }
    let a = answer_of("Fire // Ice", "cabal-therapy", named("Fire", Era::Y2013));
    assert!(
        a.explanation.contains("any of its names"),
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
fn seed_repudiate_replicate_probe_cabal_therapy_naming_one_half() {
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Replicate", Era::Current)
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Repudiate // Replicate", Era::Y2006)
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(
            "Repudiate // Replicate",
            "cabal-therapy",
            named("Replica", Era::Current)
        ),
        AnswerValue::Bool(false)
    );
}

#[test]
fn rooms_probe_copy_enchantment_and_panharmonicon() {
    let pool = "Bottomless Pool // Locker Room";
    assert_eq!(ask(pool, "copy-enchantment", era(Era::Current)), names(&[]));
    let entered = ProbeInput {
        cast: Some(Cast::new(card(pool), mode(card(pool), "left"))),
        ..era(Era::Current)
    };
    assert_eq!(ask(pool, "panharmonicon", entered), AnswerValue::Number(1));
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

#[test]
fn effect_slugs_are_card_slugs_and_unique() {
    let mut seen = std::collections::HashSet::new();
    for e in EFFECTS {
        assert!(seen.insert(e.slug), "{} twice", e.slug);
        let own = splitcard_engine::card::slug(e.name.split(" (").next().unwrap_or(e.name));
        assert_eq!(own, e.slug, "{}", e.name);
    }
    for wanted in ["dark-confidant", "fireminds-foresight", "isochron-scepter"] {
        assert!(probes::find(wanted).is_ok(), "{wanted}");
    }
}

#[test]
fn every_effect_answers_every_card_where_it_applies() {
    for c in catalogue::all() {
        for e in EFFECTS {
            for zone in Zone::ALL {
                if !e.applies(c, zone) {
                    continue;
                }
                for m in Mode::all_for(c) {
                    // The mode only to an effect that takes one (any other refuses it).
                    let input = ProbeInput {
                        zone: Some(zone),
                        cast: e.takes_mode(zone).then(|| Cast::new(c, m)),
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        x: None,
                        doors: None,
                        era: Era::Current,
                    };
                    match probes::probe(c, e, &input) {
                        Ok(a) => assert!(!a.explanation.is_empty()),
                        Err(EngineError::Impossible { reason, rules, msg }) => {
                            for lang in splitcard_engine::messages::Lang::ALL {
                                assert!(!msg.render(lang).is_empty());
                            }
                            assert!(!reason.is_empty() && !rules.is_empty())
                        }
                        Err(err) => panic!("{} / {}: {err}", c.name, e.slug),
                    }
                }
            }
        }
    }
}

// ---- properties ---------------------------------------------------------------------------

/// The same card with its halves' generic mana moved around: the combined characteristics
/// off the stack don't change.
fn regrouped(c: &Card) -> Card {
    let mut c = c.clone();
    let faces = c.faces.to_mut();
    let total: u32 = faces
        .iter()
        .filter_map(|f| f.mana_cost.as_ref())
        .flat_map(|m| m.symbols.iter())
        .map(|s| {
            if let ManaSymbol::Generic(n) = s {
                *n
            } else {
                0
            }
        })
        .sum();
    for (i, f) in faces.iter_mut().enumerate() {
        if let Some(cost) = &f.mana_cost {
            let mut syms: Vec<ManaSymbol> = cost
                .symbols
                .iter()
                .copied()
                .filter(|s| !matches!(s, ManaSymbol::Generic(_)))
                .collect();
            if i == 0 && total > 0 {
                syms.insert(0, ManaSymbol::Generic(total));
            }
            f.mana_cost = Some(ManaCost {
                symbols: syms.into(),
            });
        }
    }
    c
}

/// The same card with every face but `keep` replaced by something else entirely.
fn other_halves_changed(c: &Card, keep: usize) -> Card {
    let mut c = c.clone();
    for (i, f) in c.faces.to_mut().iter_mut().enumerate() {
        if i != keep {
            f.mana_cost = ManaCost::parse("{7}{G}{G}").ok();
            f.oracle_text = "Something else.".into();
        }
    }
    c
}

fn spell_effect() -> impl Strategy<Value = &'static probes::Effect> {
    let spells: Vec<&'static probes::Effect> = EFFECTS
        .iter()
        .filter(|e| e.looks_at == probes::LooksAt::Spell)
        .collect();
    prop::sample::select(spells)
}

fn any_card() -> impl Strategy<Value = &'static Card> {
    let n = catalogue::all().len();
    (0..n).prop_map(|i| catalogue::all()[i])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn off_stack_answers_depend_only_on_the_combined_characteristics(card in any_card(), e in 0..EFFECTS.len()) {
        let effect = &EFFECTS[e];
        prop_assume!(!matches!(effect.looks_at, probes::LooksAt::Spell | probes::LooksAt::Room | probes::LooksAt::Permanent));
        prop_assume!(!matches!(effect.question, probes::Question::CastCost { .. } | probes::Question::CastPermission { .. } | probes::Question::Cascade { .. } | probes::Question::NamedCantCast { .. }));
        let input = ProbeInput { number: Some(3), name: Some(card.faces[0].name.to_string()), ..ProbeInput::default() };
        let a = probes::probe(card, effect, &input).map(|a| a.answer);
        let b = probes::probe(&regrouped(card), effect, &input).map(|a| a.answer);
        prop_assert_eq!(a, b);
    }

    #[test]
    fn on_stack_answers_depend_only_on_the_cast_half(card in any_card(), effect in spell_effect(), pick in 0usize..5) {
        let i = pick % card.faces.len();
        let input = ProbeInput { cast: Some(Cast::new(card, Mode::Face(i))), number: Some(2), ..ProbeInput::default() };
        let a = probes::probe(card, effect, &input).map(|a| a.answer);
        let b = probes::probe(&other_halves_changed(card, i), effect, &input).map(|a| a.answer);
        prop_assert_eq!(a, b);
    }
}

#[test]
fn headlines_say_the_answer_in_a_few_words() {
    use splitcard_engine::messages::Lang;
    let e = probes::find("dark-confidant").map_err(|e| e.to_string());
    let a = e.map(|e| probes::probe(card("Fire // Ice"), e, &era(Era::Current)));
    let a = match a {
        Ok(Ok(a)) => a,
        other => panic!("{other:?}"),
    };
    assert_eq!(a.headline(Lang::En), "4 life lost");
    assert_eq!(a.headline(Lang::Fr), "4 points de vie perdus");
    assert_eq!(a.headline(Lang::De), "4 verlorene Lebenspunkte");
}

/// Driven // Despair resolved once or twice: the counts agree in every language ("once …
/// one instance", "2 times … 2 instances"), never "time(s)"; resolved no times is refused.
#[test]
fn seed_driven_despair_probe_counts_agree_and_zero_is_refused() {
    use splitcard_engine::messages::Lang;
    let d = "Driven // Despair";
    let with = |n: u32| ProbeInput {
        number: Some(n),
        ..spell_of(d, "Driven", Era::Current)
    };
    for (n, en, fr, de) in [
        (
            1,
            ["once", "one instance"],
            ["une fois", "un exemplaire"],
            ["einmal", "Fähigkeit einmal"],
        ),
        (
            2,
            ["2 times", "2 instances"],
            ["2 fois", "2 exemplaires"],
            ["2-mal", "Fähigkeit 2-mal"],
        ),
    ] {
        let a = answer_of(d, "driven-despair", with(n));
        for (lang, words) in [(Lang::En, en), (Lang::Fr, fr), (Lang::De, de)] {
            let t = a.msg.render(lang);
            for w in words {
                assert!(t.contains(w), "{n} {lang:?}: {w:?} in {t}");
            }
            assert!(!t.contains("(s)"), "{t}");
        }
    }
    let e = match probes::find("driven-despair") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    match probes::probe(card(d), e, &with(0)) {
        Err(EngineError::BadValue { value, .. }) => assert_eq!(value, "0"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn seed_driven_despair_probe_multiple_resolutions_trigger_separately() {
    // "If you resolve multiples of Driven or of Despair in one turn, your creatures have that
    // many instances of the appropriate triggered ability. Each instance triggers
    // separately." Trample and menace are redundant; only creatures you control then.
    let d = "Driven // Despair";
    let input = ProbeInput {
        number: Some(2),
        ..spell_of(d, "Driven", Era::Current)
    };
    let e = probes::find("driven-despair").map_err(|e| e.to_string());
    let a = e.map(|e| probes::probe(card(d), e, &input));
    let a = match a {
        Ok(Ok(a)) => a,
        other => panic!("{other:?}"),
    };
    assert_eq!(a.answer, AnswerValue::Number(2));
    assert!(a.explanation.contains("triggers separately"));
    assert!(a.explanation.contains("redundant"));
    assert!(a.explanation.contains("at that moment"));
    // It is about its own spell only.
    let e = probes::find("driven-despair").map_err(|e| e.to_string());
    assert!(e
        .map(|e| !e.applies(card("Fire // Ice"), Zone::Stack) && e.applies(card(d), Zone::Stack))
        .unwrap_or(false));
}

// ---- type restrictions, Rooms, older eras' matching and citations ------------------------

fn answer_of(card_name: &str, effect: &str, input: ProbeInput) -> probes::ProbeAnswer {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card(card_name), e, &input) {
        Ok(a) => a,
        Err(err) => panic!("{card_name} / {effect}: {err}"),
    }
}

fn room_door(card_name: &str, door: &str) -> ProbeInput {
    let c = card(card_name);
    ProbeInput {
        cast: Some(Cast::new(c, mode(c, door))),
        ..era(Era::Current)
    }
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
fn cr_702_1b_snapcaster_and_past_in_flames_give_flashback_only_to_instants_and_sorceries() {
    let pool = "Bottomless Pool // Locker Room";
    for effect in ["snapcaster-mage", "past-in-flames"] {
        for door in ["left", "right"] {
            assert_eq!(
                ask(pool, effect, room_door(pool, door)),
                AnswerValue::Bool(false),
                "{effect} {door}"
            );
        }
        // No mode needed to see that an enchantment card gets no flashback.
        assert_eq!(
            ask(pool, effect, era(Era::Current)),
            AnswerValue::Bool(false),
            "{effect}"
        );
        let input = ProbeInput {
            cast: Some(Cast::new(
                card("Fire // Ice"),
                mode(card("Fire // Ice"), "Fire"),
            )),
            ..era(Era::Current)
        };
        assert_eq!(
            ask("Fire // Ice", effect, input),
            AnswerValue::Cost("{1}{R}".into())
        );
    }
}

/// 702.1b's example: Past in Flames gives Fire // Ice flashback equal to its mana cost, and in
/// the graveyard that is the combined cost, {2}{U}{R} (709.4b); casting Fire that way costs
/// {1}{R}. Asked without a half, Past in Flames and Snapcaster Mage answer the card's
/// flashback cost and what each half cast that way pays — for every instant or sorcery
/// card, in every era with the modern model.
#[test]
fn cr_702_1b_without_a_half_the_flashback_cost_is_the_cards_combined_mana_cost() {
    use splitcard_engine::{characteristics, Situation};
    let fire_ice = card("Fire // Ice");
    for effect in ["past-in-flames", "snapcaster-mage"] {
        let a = answer_of("Fire // Ice", effect, era(Era::Current));
        assert_eq!(a.answer, AnswerValue::Cost("{2}{U}{R}".into()), "{effect}");
        for part in ["{2}{U}{R}", "Fire {1}{R}", "Ice {1}{U}"] {
            assert!(a.explanation.contains(part), "{effect}: {}", a.explanation);
        }
        for rule in ["702.1b", "709.4b", "709.3b"] {
            assert!(a.rules.contains(&rule), "{effect}: {:?}", a.rules);
        }
        for lang in [
            splitcard_engine::messages::Lang::Fr,
            splitcard_engine::messages::Lang::De,
        ] {
            assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
            assert!(a.msg.render(lang).contains("{2}{U}{R}"), "{lang:?}");
        }
        // With a half: that half's cost, as before.
        let input = ProbeInput {
            cast: Some(Cast::new(fire_ice, mode(fire_ice, "left"))),
            ..era(Era::Current)
        };
        assert_eq!(
            ask("Fire // Ice", effect, input),
            AnswerValue::Cost("{1}{R}".into())
        );
        // The same under the rules of 2017 and 2021, cited as numbered then.
        for (e, rule) in [
            (Era::Y2017, "708.4b@2017"),
            (Era::Y2021April, "708.4b@2021-04"),
            (Era::Y2021, "709.4b"),
        ] {
            let a = answer_of("Fire // Ice", effect, era(e));
            assert_eq!(a.answer, AnswerValue::Cost("{2}{U}{R}".into()), "{e:?}");
            assert!(a.rules.contains(&rule), "{e:?}: {:?}", a.rules);
        }
        // Before 2017 the card had two mana costs off the stack, one per half: which half?
        let Ok(e) = probes::find(effect) else {
            panic!("{effect}")
        };
        assert!(matches!(
            probes::probe(fire_ice, e, &era(Era::Y2013)),
            Err(EngineError::BadValue { .. })
        ));
        // Every instant or sorcery card: its mana cost in the graveyard.
        for c in catalogue::all().iter().copied().filter(|c| !c.is_room()) {
            let there = match characteristics(c, &Situation::in_zone(Zone::Graveyard)) {
                Ok(ch) => ch
                    .primary()
                    .mana_cost
                    .value
                    .as_ref()
                    .map(ToString::to_string),
                Err(err) => panic!("{err}"),
            };
            let a = match probes::probe(c, e, &era(Era::Current)) {
                Ok(a) => a,
                Err(err) => panic!("{} {effect}: {err}", c.name),
            };
            match there {
                Some(cost) => assert_eq!(a.answer, AnswerValue::Cost(cost), "{}", c.name),
                None => assert_eq!(a.answer, AnswerValue::Bool(false), "{}", c.name),
            }
        }
    }
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

/// The natural "no" of each kind of answer.
fn is_nothing(a: &AnswerValue) -> bool {
    match a {
        AnswerValue::Number(n) => *n == 0,
        AnswerValue::Bool(b) => !b,
        AnswerValue::Numbers(v) => v.is_empty(),
        AnswerValue::Names(v) => v.is_empty(),
        AnswerValue::Cost(_) => false,
    }
}

#[test]
fn cr_709_5a_every_effect_that_wants_an_instant_or_sorcery_finds_no_room() {
    // Every effect whose printed text restricts it to instants (or sorceries) says "no" to
    // a Room, an enchantment, wherever it looks and however the Room was cast.
    let restricted: Vec<&probes::Effect> = EFFECTS
        .iter()
        .filter(|e| {
            e.text(splitcard_engine::messages::Lang::En)
                .contains("instant")
        })
        .collect();
    assert!(restricted.len() >= 8, "{}", restricted.len());
    for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for e in &restricted {
            for zone in Zone::ALL {
                if !e.applies(c, zone) {
                    continue;
                }
                for m in Mode::all_for(c) {
                    let input = ProbeInput {
                        zone: Some(zone),
                        cast: e.takes_mode(zone).then(|| Cast::new(c, m)),
                        number: Some(5),
                        ..ProbeInput::default()
                    };
                    if let Ok(a) = probes::probe(c, e, &input) {
                        assert!(
                            is_nothing(&a.answer),
                            "{} / {}: {:?}",
                            c.name,
                            e.slug,
                            a.answer
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn cr_709_5h_panharmonicon_counts_only_a_door_with_a_when_you_unlock_ability() {
    let pool = "Bottomless Pool // Locker Room";
    assert_eq!(
        ask(pool, "panharmonicon", room_door(pool, "left")),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(pool, "panharmonicon", room_door(pool, "right")),
        AnswerValue::Number(0)
    );
    for room in [
        "Charred Foyer // Warped Space",
        "Dazzling Theater // Prop Room",
        "Dollmaker's Shop // Porcelain Gallery",
        "Secret Arcade // Dusty Parlor",
    ] {
        for door in ["left", "right"] {
            let a = answer_of(room, "panharmonicon", room_door(room, door));
            assert_eq!(a.answer, AnswerValue::Number(0), "{room} {door}");
            assert!(!a.explanation.contains("1 time"), "{}", a.explanation);
        }
    }
    // Every door of every Room: one trigger exactly when its own text has the ability.
    for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for (i, face) in c.faces.iter().enumerate() {
            let input = ProbeInput {
                cast: Some(Cast::new(c, Mode::Face(i))),
                ..ProbeInput::default()
            };
            let e = probes::find("panharmonicon").map_err(|e| e.to_string());
            let a = e.map(|e| probes::probe(c, e, &input).map(|a| a.answer));
            let has = face.oracle_text.contains("When you unlock this door");
            assert_eq!(
                a,
                Ok(Ok(AnswerValue::Number(u32::from(has)))),
                "{} / {}",
                c.name,
                face.name
            );
        }
    }
}

#[test]
fn cr_709_5d_panharmonicon_a_room_entering_uncast_has_no_door_unlocked() {
    let a = answer_of(
        "Bottomless Pool // Locker Room",
        "panharmonicon",
        era(Era::Current),
    );
    assert_eq!(a.answer, AnswerValue::Number(0));
    assert!(a.rules.contains(&"709.5d"), "{:?}", a.rules);
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

#[test]
fn rules_history_counterbalance_2000_yes_if_either_half_matched() {
    // A comparison under the Invasion rules: yes if either half matched (505.6), so Wear //
    // Tear matched spells with mana value 1 or 2; values were combined only when asked for
    // a value (505.5).
    let a = answer_of("Wear // Tear", "counterbalance", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Numbers(vec![1, 2]));
    assert!(a.explanation.contains("1 or 2"), "{}", a.explanation);
    assert!(a.rules.contains(&"505.6@2000"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"505.5@2000"), "{:?}", a.rules);
}

#[test]
fn rules_history_infernal_genesis_2000_values_combined_2006_two_answers() {
    let a = answer_of("Assault // Battery", "infernal-genesis", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Number(5));
    assert_eq!(a.msg.id, "p-value-combined");
    assert!(
        a.explanation.contains("1 (Assault) + 4 (Battery)"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"505.5@2000"), "{:?}", a.rules);
    let a = answer_of("Hit // Run", "dark-confidant", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Number(8));
    assert_eq!(a.msg.id, "p-value-combined");
    let a = answer_of("Assault // Battery", "infernal-genesis", era(Era::Y2006));
    assert_eq!(a.answer, AnswerValue::Number(5));
    assert_eq!(a.msg.id, "p-value-two");
}

/// The Invasion rules, said the same way everywhere: off the stack the card had a set per
/// half (505.2), each with its own mana value, and a value asked of the card got the
/// halves' values combined (505.5) — the total the value probes answer. The inspector's
/// explanation of each half's mana value names that total and cites both rules.
#[test]
fn rules_history_2000_each_halfs_mana_value_and_the_combined_total_agree_with_the_probes() {
    use splitcard_engine::messages::Lang;
    for (name, effect, total) in [
        ("Hit // Run", "dark-confidant", 8),
        ("Assault // Battery", "infernal-genesis", 5),
        ("Fire // Ice", "dark-confidant", 4),
    ] {
        let a = answer_of(name, effect, era(Era::Y2000));
        assert_eq!(a.answer, AnswerValue::Number(total), "{name}");
        let c = match chars_in(card(name), Zone::Library, Era::Y2000) {
            Ok(c) => c,
            Err(e) => panic!("{name}: {e}"),
        };
        assert_eq!(c.sets.len(), 2, "{name}: a set per half");
        let halves: u32 = c.sets.iter().map(|s| s.mana_value.value).sum();
        assert_eq!(halves, total, "{name}");
        for s in &c.sets {
            let mv = &s.mana_value;
            // In the Invasion rules' term, "converted mana cost".
            assert_eq!(mv.msg.id, "old-mv-combined-cmc", "{name}");
            assert_eq!(&mv.rules[..], ["505.2@2000", "505.5@2000"], "{name}");
            let why = mv.why();
            assert!(why.contains(&format!("combined, {total} = ")), "{why}");
            for lang in [Lang::Fr, Lang::De] {
                let text = mv.why_in(lang);
                assert!(text.contains(&format!("{total} = ")), "{text}");
                assert!(!text.contains("combined"), "{lang:?}: {text}");
            }
        }
    }
    // A half with {X}: X is 0 off the stack, cited too.
    let c = match chars_in(card("Crime // Punishment"), Zone::Hand, Era::Y2000) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let punishment = &c.sets[1].mana_value;
    assert_eq!(
        &punishment.rules[..],
        ["505.2@2000", "505.5@2000", "202.3e@current"]
    );
    assert!(
        punishment.why().contains("X counts as 0"),
        "{}",
        punishment.why()
    );
    let c = match chars_in(card("Fire // Ice"), Zone::Hand, Era::Y2006) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    // From Dissension a value question got two answers: no combined total.
    assert_eq!(c.sets[0].mana_value.msg.id, "old-mv-cmc");
    assert_eq!(
        &c.sets[0].mana_value.rules[..],
        ["505.2@2006", "505.5@2006"]
    );
}

/// Under the Invasion rules the matrix shows off the stack what a question asking for a value
/// got — the halves' values combined (505.5), the total the probes answer — and the card's
/// colors as a whole, multicolored when its halves' differ (505.3); from Dissension one
/// value per half.
#[test]
fn rules_history_2000_the_matrix_shows_the_combined_value_and_the_whole_cards_colors() {
    use splitcard_engine::inspect::matrix;
    for (name, total) in [
        ("Fire // Ice", 4),
        ("Assault // Battery", 5),
        ("Hit // Run", 8),
    ] {
        let a = answer_of(name, "dark-confidant", era(Era::Y2000));
        assert_eq!(a.answer, AnswerValue::Number(total), "{name}");
        let m = matrix(card(name), Era::Y2000);
        for row in m.rows.iter().filter(|r| r.zone != Zone::Stack) {
            let Ok(c) = &row.characteristics else {
                continue;
            };
            assert_eq!(
                c.shown_mana_values(Era::Y2000),
                [total],
                "{name} {}",
                row.zone
            );
            let colors = c.shown_colors(Era::Y2000);
            assert_eq!(colors.len(), 1, "{name}");
            assert!(colors[0].is_multicolored(), "{name}");
        }
        let m = matrix(card(name), Era::Y2006);
        let Some(Ok(c)) = m
            .rows
            .iter()
            .find(|r| r.zone == Zone::Library)
            .map(|r| &r.characteristics)
        else {
            panic!("{name}: no library row")
        };
        assert_eq!(c.shown_colors(Era::Y2006).len(), 2, "{name}");
        assert_ne!(c.shown_mana_values(Era::Y2006), [total], "{name}");
    }
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

#[test]
fn probe_units_agree_with_the_number_in_every_language() {
    use splitcard_engine::messages::Lang;
    let one = answer_of("Assault // Battery", "magnivore", era(Era::Current));
    assert_eq!(one.headline(Lang::En), "1 sorcery card counted");
    assert_eq!(one.headline(Lang::Fr), "1 carte de rituel comptée");
    assert_eq!(one.headline(Lang::De), "1 gezählte Hexereikarte");
    assert!(
        one.explanation.ends_with("1 sorcery card counted."),
        "{}",
        one.explanation
    );
    let zero = answer_of("Fire // Ice", "magnivore", era(Era::Current));
    assert_eq!(zero.headline(Lang::En), "0 sorcery cards counted");
    assert_eq!(zero.headline(Lang::Fr), "0 carte de rituel comptée");
    assert_eq!(zero.headline(Lang::De), "0 gezählte Hexereikarten");
    let four = answer_of("Fire // Ice", "dark-confidant", era(Era::Current));
    assert_eq!(four.headline(Lang::Fr), "4 points de vie perdus");
    let blight = answer_of("Fire // Ice", "blightning", era(Era::Current));
    assert_eq!(blight.headline(Lang::En), "1 card discarded");
    assert_eq!(blight.headline(Lang::De), "1 abgeworfene Karte");
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
fn cr_702_127a_meddling_mage_asks_each_half_from_where_the_card_is() {
    use splitcard_engine::messages::Lang;
    // Only the half being cast is checked (709.3b): naming "Destined" stops Destined, not
    // Lead. But Lead can be cast only from a graveyard (702.127a): with the card in a hand
    // nothing is left to cast; in the graveyard, aftermath lets its owner cast Lead (the Driven // Despair rulings).
    let in_zone = |n: &str, zone: Zone, e: Era| ProbeInput {
        zone: Some(zone),
        ..named(n, e)
    };
    let dl = card("Destined // Lead");
    let meddling = match probes::find("meddling-mage") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let answer = |input: ProbeInput| match probes::probe(dl, meddling, &input) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    // In a hand (the default): Destined is named, Lead can't be cast from there.
    let a = answer(named("Destined", Era::Current));
    assert_eq!(a.answer, names(&[]));
    assert!(a.rules.contains(&"702.127a"), "{:?}", a.rules);
    assert!(
        a.explanation.contains("stops Destined")
            && a.explanation
                .contains("Not: Lead (can't be cast from your hand)"),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("Lead can still be cast"));
    for lang in Lang::ALL {
        assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
    }
    // In the graveyard: Lead, by aftermath.
    let a = answer(in_zone("Destined", Zone::Graveyard, Era::Current));
    assert_eq!(a.answer, names(&["Lead"]));
    // Naming Lead: Destined from a hand as ever; from a graveyard only with an effect
    // (flashback), which the answer says (601.3).
    assert_eq!(
        answer(named("Lead", Era::Current)).answer,
        names(&["Destined"])
    );
    let a = answer(in_zone("Lead", Zone::Graveyard, Era::Current));
    assert_eq!(a.answer, names(&["Destined"]));
    assert!(
        a.explanation.contains("only while an effect allows it"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"601.3"), "{:?}", a.rules);
    // Library, exile, outside the game: Lead never (702.127a).
    for zone in [Zone::Library, Zone::Exile, Zone::Outside] {
        let a = answer(in_zone("Lead", zone, Era::Current));
        assert_eq!(a.answer, names(&["Destined"]), "{zone:?}");
        assert!(a.rules.contains(&"702.127a"), "{zone:?}: {:?}", a.rules);
    }
    // As the 2017 rules numbered aftermath (702.126a).
    let a = answer(named("Destined", Era::Y2017));
    assert_eq!(a.answer, names(&[]));
    assert!(a.rules.contains(&"702.126a@2017"), "{:?}", a.rules);
    // Before Amonkhet there was no aftermath: Lead could not be cast at all, and the answer
    // cites no later rule.
    let a = answer(named("Destined", Era::Y2013));
    assert_eq!(a.answer, names(&[]));
    assert!(
        !a.rules.iter().any(|r| r.starts_with("702.127")),
        "{:?}",
        a.rules
    );
    // No spell is on the stack or the battlefield to be cast: not asked there.
    for zone in [Zone::Stack, Zone::Battlefield] {
        assert!(probes::probe(dl, meddling, &in_zone("Lead", zone, Era::Current)).is_err());
    }
}

#[test]
fn cr_702_102a_meddling_mage_fuses_only_from_a_hand() {
    // Naming Alive: Well can be cast, never fused (the fused spell has both names). Naming
    // something else, in a hand the halves or both fused; anywhere else, one half only, and
    // only with an effect that allows it (702.102a: fuse works only from a hand).
    let aw = card("Alive // Well");
    let meddling = match probes::find("meddling-mage") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let answer = |n: &str, zone: Zone| {
        let input = ProbeInput {
            zone: Some(zone),
            ..named(n, Era::Current)
        };
        match probes::probe(aw, meddling, &input) {
            Ok(a) => a,
            Err(err) => panic!("{err}"),
        }
    };
    assert_eq!(answer("Alive", Zone::Hand).answer, names(&["Well"]));
    assert_eq!(
        answer("Fire", Zone::Hand).answer,
        names(&["Alive", "Well", "fused"])
    );
    for zone in [Zone::Graveyard, Zone::Library, Zone::Exile, Zone::Outside] {
        let a = answer("Fire", zone);
        assert_eq!(a.answer, names(&["Alive", "Well"]), "{zone:?}");
        assert!(a.rules.contains(&"702.102a"), "{zone:?}: {:?}", a.rules);
        assert!(
            a.explanation
                .contains("Not: the fused spell (can't be cast from"),
            "{}",
            a.explanation
        );
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

#[test]
fn seed_alive_well_meddling_mage_naming_alive_stops_alive_and_the_fused_spell() {
    // The Fire // Ice article: naming Alive, Well can be cast, Alive can't, nor the fused spell — it has
    // both names (702.102b).
    let e = match probes::find("meddling-mage") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card("Alive // Well"), e, &named("Alive", Era::Current)) {
        Ok(a) => {
            assert_eq!(a.answer, names(&["Well"]));
            assert!(
                a.explanation.contains("not fused") && a.explanation.contains("Stopped: Alive."),
                "{}",
                a.explanation
            );
            assert!(a.rules.contains(&"702.102b"), "{:?}", a.rules);
        }
        Err(err) => panic!("{err}"),
    }
    // Fire // Ice has no fused spell to speak of.
    match probes::probe(card("Fire // Ice"), e, &named("Fire", Era::Current)) {
        Ok(a) => assert!(!a.explanation.contains("fused"), "{}", a.explanation),
        Err(err) => panic!("{err}"),
    }
}

// ---- X on the stack -------------------------------------------------------------------------

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
fn cr_107_3b_an_effect_that_casts_without_paying_has_no_x_to_announce() {
    // Cascade, Electrodominance, Sword of Once and Future … cast the card without paying its
    // mana cost: X can only be 0 (107.3b), so an announced X is an error; an effect that
    // looks at a card off the stack sees X as 0 there (202.3e).
    for e in EFFECTS {
        if e.looks_at_spell() {
            continue;
        }
        let input = ProbeInput {
            name: Some("Explosion".into()),
            number: Some(6),
            x: Some(2),
            cast: Some(Cast::new(
                card("Expansion // Explosion"),
                mode(card("Expansion // Explosion"), "right"),
            )),
            ..ProbeInput::default()
        };
        let c = if matches!(
            e.looks_at,
            probes::LooksAt::Room | probes::LooksAt::Permanent
        ) {
            card("Bottomless Pool // Locker Room")
        } else {
            card("Expansion // Explosion")
        };
        let input = ProbeInput {
            cast: input.cast.filter(|_| !c.is_room()),
            ..input
        };
        match probes::probe(c, e, &input) {
            Err(EngineError::Impossible { rules, .. }) => {
                let wanted = match e.question {
                    probes::Question::CastPermission { .. } | probes::Question::Cascade { .. } => {
                        "107.3b"
                    }
                    _ => "202.3e",
                };
                assert_eq!(rules, [wanted], "{}", e.slug);
            }
            other => panic!("{}: {other:?}", e.slug),
        }
    }
    // Without an X, Electrodominance with X = 6 casts Explosion for free: X is 0 (mana
    // value 4).
    let a = answer_of(
        "Expansion // Explosion",
        "electrodominance",
        ProbeInput {
            number: Some(4),
            ..era(Era::Current)
        },
    );
    assert_eq!(a.answer, names(&["Expansion", "Explosion"]));
}

// ---- citations: what decides the answer -----------------------------------------------------

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

#[test]
fn cr_113_2c_driven_despair_in_german_and_french_agrees_with_its_keywords() {
    use splitcard_engine::messages::Lang;
    // "Trampelschaden" is masculine and "Bedrohlich" (menace, as German cards print it) no
    // noun at all: the sentence speaks of extra instances of them, in the plural.
    let d = card("Driven // Despair");
    let e = match probes::find("driven-despair") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let input = ProbeInput {
        number: Some(2),
        ..spell_of("Driven // Despair", "right", Era::Current)
    };
    let a = match probes::probe(d, e, &input) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    let de = a.msg.render(Lang::De);
    assert!(
        de.contains("Zusätzliche Instanzen von Trampelschaden oder Bedrohlich sind überflüssig"),
        "{de}"
    );
    assert!(!de.contains("Zusätzliches"), "{de}");
    let fr = a.msg.render(Lang::Fr);
    assert!(
        fr.contains("du piétinement ou de la menace sont redondants"),
        "{fr}"
    );
    // The effect's own text says menace as the cards do: "Bedrohlich".
    assert!(e.text(Lang::De).contains("mit Bedrohlich und"));
    assert!(!e.text(Lang::De).contains("Bedrohlichkeit"));
}

#[test]
fn cr_611_2c_driven_despair_grants_only_the_creatures_there_as_it_resolves() {
    // Driven's and Despair's effects reach the creatures you control as the spell resolves
    // (611.2c): the answer counts the instances granted to them and cites the rule.
    for half in ["Driven", "Despair"] {
        let a = answer_of(
            "Driven // Despair",
            "driven-despair",
            ProbeInput {
                number: Some(3),
                ..spell_of("Driven // Despair", half, Era::Current)
            },
        );
        assert!(a.rules.contains(&"611.2c"), "{half}: {:?}", a.rules);
        assert!(a.explanation.contains(half), "{half}: {}", a.explanation);
    }
}

#[test]
fn cr_113_2c_driven_despair_cites_what_decides_how_many_instances() {
    // Resolving Driven twice gives two instances of its triggered ability, each triggering
    // on its own (113.2c), to the creatures you control then (611.2c); the half that was
    // cast is the spell (709.3b). That Despair has aftermath decides nothing here.
    for half in ["Driven", "Despair"] {
        let a = answer_of(
            "Driven // Despair",
            "driven-despair",
            ProbeInput {
                number: Some(2),
                ..spell_of("Driven // Despair", half, Era::Current)
            },
        );
        assert_eq!(a.rules, ["113.2c", "611.2c", "709.3b"], "{half}");
    }
}

// ---- a filter's first criterion missed ------------------------------------------------------

/// Every message id in `m`, nested ones included.
fn msg_ids(m: &splitcard_engine::messages::Msg, out: &mut Vec<&'static str>) {
    use splitcard_engine::messages::Arg;
    out.push(m.id);
    for (_, a) in &m.args {
        match a {
            Arg::Msg(n) => msg_ids(n, out),
            Arg::Msgs(v) => v.iter().for_each(|n| msg_ids(n, out)),
            _ => {}
        }
    }
}

#[test]
fn cr_709_4c_a_filter_probe_says_the_first_criterion_the_card_misses() {
    use splitcard_engine::messages::Lang;
    // Firemind's Foresight finds instant cards: a sorcery card fills no slot because it is
    // not an instant card (its types off the stack, 709.4c), whatever its mana value.
    for c in ["Claim // Fame", "Life // Death", "Appeal // Authority"] {
        let a = answer_of(c, "fireminds-foresight", era(Era::Current));
        assert_eq!(a.answer, AnswerValue::Numbers(vec![]), "{c}");
        assert!(
            a.explanation.contains("Sorcery, not Instant"),
            "{}",
            a.explanation
        );
        assert!(
            !a.explanation.contains("As mana value"),
            "{}",
            a.explanation
        );
        assert!(a.rules.contains(&"709.4c"), "{c}: {:?}", a.rules);
        for lang in [Lang::Fr, Lang::De] {
            assert!(a.msg.unfilled(lang).is_empty(), "{lang:?}");
        }
    }
    // An instant card of the wrong mana value: its value.
    let a = answer_of("Fire // Ice", "fireminds-foresight", era(Era::Current));
    assert!(a.explanation.contains("mana value 4"), "{}", a.explanation);
    // Goblin Dark-Dwellers wants an instant or sorcery card with mana value 3 or less: a Room
    // misses the type first, even a Room of low mana value.
    let pool = "Bottomless Pool // Locker Room";
    let a = answer_of(pool, "goblin-dark-dwellers", era(Era::Current));
    assert!(
        a.explanation
            .contains("(Enchantment, not Instant or Sorcery)"),
        "{}",
        a.explanation
    );
    // The card types are the language's words, like the rest of the sentence.
    {
        use splitcard_engine::messages::Lang;
        let a = answer_of("Alive // Well", "isochron-scepter", era(Era::Current));
        let fr = a.msg.render(Lang::Fr);
        assert!(fr.contains("rituel, pas éphémère"), "{fr}");
        let de = a.msg.render(Lang::De);
        assert!(de.contains("Hexerei, nicht Spontanzauber"), "{de}");
    }
    assert!(!a.explanation.contains("mana value"), "{}", a.explanation);
    for r in ["709.4c", "709.5a"] {
        assert!(a.rules.contains(&r), "{:?}", a.rules);
    }
    let room = match splitcard_engine::scryfall::import_one(
        r#"{"name": "Attic // Cellar", "card_faces": [
        {"name": "Attic", "mana_cost": "{W}", "type_line": "Enchantment — Room", "oracle_text": ""},
        {"name": "Cellar", "mana_cost": "{B}", "type_line": "Enchantment — Room", "oracle_text": ""}]}"#,
    ) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    let gdd = match probes::find("goblin-dark-dwellers") {
        Ok(e) => e,
        Err(e) => panic!("{e}"),
    };
    match probes::probe(&room, gdd, &era(Era::Current)) {
        Ok(a) => {
            assert_eq!(a.answer, names(&[]));
            assert!(
                a.explanation.contains("not Instant or Sorcery"),
                "{}",
                a.explanation
            );
        }
        Err(e) => panic!("{e}"),
    }
    // A card of the right type: its mana value against the limit.
    let a = answer_of("Fire // Ice", "goblin-dark-dwellers", era(Era::Current));
    assert!(
        a.explanation.contains("(mana value 4, not 3 or less)"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"202.3d"), "{:?}", a.rules);
    // Yes/no filters and counts: Sunforger misses Hit // Run on its mana value, Force of Will
    // Boom // Bust on its colors, Magnivore Fire // Ice on its type.
    for (c, effect, why, rule) in [
        (
            "Hit // Run",
            "sunforger",
            "mana value 8, not 4 or less",
            "202.3d",
        ),
        ("Boom // Bust", "force-of-will", "red, not blue", "202.2"),
        ("Fire // Ice", "magnivore", "Instant, not Sorcery", "709.4c"),
        (
            "Boom // Bust",
            "glittering-wish",
            "red, not multicolored",
            "105.2b",
        ),
        (
            "Fire // Ice",
            "isochron-scepter",
            "mana value 4, not 2 or less",
            "202.3d",
        ),
    ] {
        let a = answer_of(c, effect, era(Era::Current));
        assert!(
            a.explanation.contains(why),
            "{c} / {effect}: {}",
            a.explanation
        );
        assert!(a.rules.contains(&rule), "{c} / {effect}: {:?}", a.rules);
    }
    // On the stack, the cast half's: Expansion copies only an instant or sorcery spell.
    let a = answer_of(pool, "expansion", room_door(pool, "left"));
    assert!(
        a.explanation.contains("not Instant or Sorcery"),
        "{}",
        a.explanation
    );
    assert!(a.rules.contains(&"709.3b"), "{:?}", a.rules);
}

#[test]
fn every_no_of_a_filter_says_the_criterion_missed_in_every_era() {
    use splitcard_engine::messages::Lang;
    let mut said = 0;
    for era_ in Era::ALL {
        for c in catalogue::all() {
            for e in EFFECTS {
                let filter = match e.question {
                    probes::Question::Matches { filter }
                    | probes::Question::ImprintCard { filter }
                    | probes::Question::CountCards { filter, .. }
                    | probes::Question::Slots { filter, .. } => filter,
                    probes::Question::CastPermission { card_filter, .. } => card_filter,
                    _ => continue,
                };
                if filter.negate || filter == probes::Filter::ANY || !e.applies(c, e.zone()) {
                    continue;
                }
                let input = ProbeInput {
                    number: Some(2),
                    cast: Mode::all_for(c)
                        .first()
                        .map(|m| Cast::new(c, *m))
                        .filter(|_| e.takes_mode(e.zone())),
                    era: era_,
                    ..ProbeInput::default()
                };
                let Ok(a) = probes::probe(c, e, &input) else {
                    continue;
                };
                if !is_nothing(&a.answer) {
                    continue;
                }
                let mut ids = Vec::new();
                msg_ids(&a.msg, &mut ids);
                // Before April 2021 in the era's term: the same message, "converted mana cost".
                let ids: Vec<&str> = ids
                    .into_iter()
                    .map(|id| id.strip_suffix("-cmc").unwrap_or(id))
                    .collect();
                // The criterion missed, or under the Invasion rules a half-by-half answer
                // (no criterion missed by every half), or Firemind's mana-value answer.
                let explained = ids.iter().any(|id| id.starts_with("fails-"))
                    || ids.contains(&"p-match-half-no")
                    || ids.contains(&"p-match-whole-no")
                    || ids.contains(&"p-slots-none")
                    || ids.contains(&"p-permission-no") && era_ == Era::Y2000;
                assert!(explained, "{} / {} / {era_:?}: {ids:?}", c.name, e.slug);
                for lang in Lang::ALL {
                    assert!(a.msg.unfilled(lang).is_empty(), "{} / {}", c.name, e.slug);
                }
                said += 1;
            }
        }
    }
    assert!(said > 500, "only {said}");
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

#[test]
fn cr_201_4b_a_blank_name_is_no_name_chosen() {
    use splitcard_engine::error::Field;
    use splitcard_engine::messages::Lang;
    // "Choose a card name": a blank one names nothing. Cabal Therapy would answer "Fire //
    // Ice doesn't have the name ." and Meddling Mage list every half as castable.
    for effect in ["cabal-therapy", "meddling-mage"] {
        let e = match probes::find(effect) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        for blank in ["", "  ", "\t"] {
            for era_ in Era::ALL {
                match probes::probe(card("Fire // Ice"), e, &named(blank, era_)) {
                    Err(
                        err @ EngineError::BadValue {
                            what: Field::Name, ..
                        },
                    ) => {
                        let en = err.render(Lang::En);
                        assert!(en.contains("isn't blank"), "{en}");
                        for lang in [Lang::Fr, Lang::De] {
                            assert!(err.msg().unfilled(lang).is_empty());
                            assert_ne!(err.render(lang), en, "{lang:?}");
                        }
                    }
                    other => panic!("{effect} {blank:?} {era_:?}: {other:?}"),
                }
            }
        }
    }
}

#[test]
fn cr_709_5_panharmonicon_on_a_room_cast_fused_says_a_room_has_no_fused_mode() {
    // A mode was given: the answer is that a Room has no fused mode, as for any cast of a
    // Room fused — not "no mode given".
    let pool = card("Bottomless Pool // Locker Room");
    let e = match probes::find("panharmonicon") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let input = ProbeInput {
        cast: Some(Cast::new(pool, Mode::Fused)),
        ..ProbeInput::default()
    };
    match probes::probe(pool, e, &input) {
        Err(EngineError::Impossible { rules, reason, .. }) => {
            assert_eq!(rules, ["709.5", "702.102a"]);
            assert!(reason.contains("Rooms don't have fuse"), "{reason}");
            let verdict =
                splitcard_engine::legality::check(pool, Cast::new(pool, Mode::Fused), Era::Current);
            assert_eq!(reason, verdict.reason);
        }
        other => panic!("{other:?}"),
    }
    // A door still answers.
    assert_eq!(
        ask(
            "Bottomless Pool // Locker Room",
            "panharmonicon",
            room_door("Bottomless Pool // Locker Room", "left")
        ),
        AnswerValue::Number(1)
    );
}

#[test]
fn every_effect_says_what_it_does_in_english_french_and_german() {
    use splitcard_engine::messages::Lang;
    for e in EFFECTS {
        let en = e.text(Lang::En);
        assert!(en.ends_with(['.', ')', '"']), "{}: {en}", e.slug);
        for lang in [Lang::Fr, Lang::De] {
            let text = e.text(lang);
            assert!(
                !text.is_empty() && text != en,
                "{} {lang:?}: {text}",
                e.slug
            );
        }
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

/// Under the 2017 rules the half being cast (today's 601.3e) was 708.3a's substance: Mindclaw
/// Shaman casting a half cites that, not the off-stack rule 708.4.
#[test]
fn older_2017_the_half_being_cast_cites_708_3a() {
    let a = answer_of("Appeal // Authority", "mindclaw-shaman", era(Era::Y2017));
    assert!(a.rules.contains(&"708.3a@2017"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"708.4@2017"), "{:?}", a.rules);
}

/// The error an effect gives, as (message id, English, rules).
fn refusal(
    card_name: &str,
    effect: &str,
    input: ProbeInput,
) -> (&'static str, String, Vec<&'static str>) {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card(card_name), e, &input) {
        Err(EngineError::Impossible { msg, rules, reason }) => (msg.id, reason, rules),
        other => panic!("{card_name} / {effect}: {other:?}"),
    }
}

/// An effect that looks at a card that isn't being cast (Dark Confidant revealing it,
/// Counterbalance revealing it, Isochron Scepter imprinting it from a hand) chooses no half
/// (709.3; elsewhere the card has its halves' characteristics, 709.4): a cast mode given to
/// it is refused, with why, not ignored. So is one given to an effect that answers for every
/// way to cast the card at once, to one that targets the whole card where it is, and to one
/// that copies a Room as printed. Effects that use the mode keep it.
#[test]
fn cr_709_3_an_effect_that_doesnt_cast_the_card_refuses_a_mode() {
    use splitcard_engine::messages::Lang;
    let left = |c: &str| spell_of(c, "left", Era::Current);
    let (id, en, rules) = refusal("Fire // Ice", "dark-confidant", left("Fire // Ice"));
    assert_eq!(id, "mode-not-cast");
    assert_eq!(
        en,
        "Dark Confidant looks at a card in the library, which isn't being cast: no half is \
         chosen, so --mode doesn't apply."
    );
    assert_eq!(rules, ["709.3", "709.4"]);
    for effect in [
        "counterbalance",
        "isochron-scepter",
        "sunforger",
        "cabal-therapy",
    ] {
        let input = ProbeInput {
            name: Some("Fire".into()),
            ..left("Fire // Ice")
        };
        let (id, en, _) = refusal("Fire // Ice", effect, input);
        assert_eq!(id, "mode-not-cast", "{effect}");
        assert!(en.contains("isn't being cast"), "{effect}: {en}");
    }
    // Meddling Mage, Omniscience, cascade: every half is answered for at once.
    for effect in ["meddling-mage", "omniscience", "violent-outburst"] {
        let input = ProbeInput {
            name: Some("Fire".into()),
            ..left("Fire // Ice")
        };
        let (id, en, rules) = refusal("Fire // Ice", effect, input);
        assert_eq!(id, "mode-every-cast", "{effect}");
        assert!(en.contains("every way to cast Fire // Ice"), "{en}");
        assert_eq!(rules, ["709.3"], "{effect}");
    }
    // Crook of Condemnation targets the card in a graveyard; on the stack (cast, too late),
    // the mode says how it was cast.
    let (id, _, rules) = refusal(
        "Driven // Despair",
        "crook-of-condemnation",
        spell_of("Driven // Despair", "aftermath", Era::Current),
    );
    assert_eq!((id, rules), ("mode-whole-card", vec!["709.2"]));
    let pool = "Bottomless Pool // Locker Room";
    let (id, _, rules) = refusal(pool, "copy-enchantment", room_door(pool, "left"));
    assert_eq!((id, rules), ("mode-copy-room", vec!["709.5b", "709.5d"]));
    // In French and German, with the era's rules under an older era (2013: 708.2).
    let e = probes::find("dark-confidant").map_err(|e| e.to_string());
    let older = e.map(|e| {
        probes::probe(
            card("Fire // Ice"),
            e,
            &spell_of("Fire // Ice", "left", Era::Y2013),
        )
    });
    match older {
        Ok(Err(EngineError::Impossible { msg, rules, .. })) => {
            assert_eq!(rules, ["708.2@2013"]);
            assert!(msg.render(Lang::Fr).starts_with(
                "Dark Confidant regarde une carte dans la bibliothèque, qui n'est pas lancée"
            ));
            assert!(msg.render(Lang::De).starts_with(
                "Dark Confidant betrachtet eine Karte in der Bibliothek, die nicht gewirkt wird"
            ));
        }
        other => panic!("{other:?}"),
    }
    // Effects that use the mode still answer with it.
    assert_eq!(
        ask(
            "Fire // Ice",
            "snapcaster-mage",
            spell_of("Fire // Ice", "left", Era::Current)
        ),
        AnswerValue::Cost("{1}{R}".into())
    );
    assert_eq!(
        ask("Fire // Ice", "twincast", left("Fire // Ice")),
        names(&["Fire"])
    );
    assert_eq!(
        ask(pool, "panharmonicon", room_door(pool, "left")),
        AnswerValue::Number(1)
    );
    let on_stack = ProbeInput {
        zone: Some(Zone::Stack),
        ..spell_of("Driven // Despair", "aftermath", Era::Current)
    };
    assert_eq!(
        ask("Driven // Despair", "crook-of-condemnation", on_stack),
        AnswerValue::Bool(false)
    );
    // Every effect, everywhere it looks: a mode is an answer or a refusal of its own kind,
    // never ignored, in every era.
    for era_ in Era::ALL {
        for c in catalogue::all() {
            for e in EFFECTS {
                for zone in Zone::ALL {
                    if !e.applies(c, zone) {
                        continue;
                    }
                    let input = ProbeInput {
                        zone: Some(zone),
                        cast: Mode::all_for(c).first().map(|m| Cast::new(c, *m)),
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        era: era_,
                        ..ProbeInput::default()
                    };
                    let refused = match probes::probe(c, e, &input) {
                        Err(EngineError::Impossible { msg, .. }) => msg.id.starts_with("mode-"),
                        _ => false,
                    };
                    // A Room under older rules is refused before anything else.
                    if c.is_room() && era_ != Era::Current {
                        continue;
                    }
                    assert_eq!(
                        refused,
                        !e.takes_mode(zone),
                        "{} / {} / {zone} / {era_:?}",
                        c.name,
                        e.slug
                    );
                }
            }
        }
    }
}

/// On the battlefield a Room has only its unlocked doors' mana cost (709.5), none with every
/// door locked, so mana value 0 (202.3a): Feed the Swarm's life loss follows the doors,
/// given or left by the door cast (709.5d).
#[test]
fn cr_709_5_feed_the_swarm_sees_only_the_unlocked_doors_mana_value() {
    let pool = "Bottomless Pool // Locker Room";
    let with = |doors: Option<Doors>| ProbeInput {
        doors,
        ..era(Era::Current)
    };
    for (doors, life) in [
        (Doors::NONE, 0),
        (Doors::only(0), 1),
        (Doors::only(1), 5),
        (Doors::all(2), 6),
    ] {
        let a = answer_of(pool, "feed-the-swarm", with(Some(doors)));
        assert_eq!(a.answer, AnswerValue::Number(life), "{doors:?}");
        assert_eq!(a.doors, Some(doors));
        assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
    }
    let locked = answer_of(pool, "feed-the-swarm", with(Some(Doors::NONE)));
    assert!(locked.rules.contains(&"202.3a"), "{:?}", locked.rules);
    assert_eq!(
        locked.explanation,
        "Every door of Bottomless Pool // Locker Room is locked: on the battlefield it has no \
         mana cost, so its mana value is 0: 0 life lost."
    );
    let right = answer_of(pool, "feed-the-swarm", with(Some(Doors::only(1))));
    assert_eq!(
        right.explanation,
        "On the battlefield Bottomless Pool // Locker Room has only its unlocked doors' mana \
         cost (Locker Room): mana value 5, so 5 life lost."
    );
    // Without doors: the door cast is unlocked (709.5d), or none; given doors win.
    assert_eq!(
        ask(pool, "feed-the-swarm", room_door(pool, "left")),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(pool, "feed-the-swarm", era(Era::Current)),
        AnswerValue::Number(0)
    );
    let both = ProbeInput {
        doors: Some(Doors::all(2)),
        ..room_door(pool, "left")
    };
    assert_eq!(ask(pool, "feed-the-swarm", both), AnswerValue::Number(6));
}

/// A locked door has no name on the battlefield (709.5): Pithing Needle naming it doesn't
/// name the Room until that door is unlocked; one half is named, never both (201.4b).
#[test]
fn cr_709_5_pithing_needle_names_only_an_unlocked_door() {
    let pool = "Bottomless Pool // Locker Room";
    let naming = |name: &str, doors: Doors| ProbeInput {
        name: Some(name.into()),
        doors: Some(doors),
        ..era(Era::Current)
    };
    assert_eq!(
        ask(
            pool,
            "pithing-needle",
            naming("Locker Room", Doors::only(1))
        ),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask(pool, "pithing-needle", naming("Locker Room", Doors::all(2))),
        AnswerValue::Bool(true)
    );
    let a = answer_of(
        pool,
        "pithing-needle",
        naming("Locker Room", Doors::only(0)),
    );
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(
        a.explanation,
        "Locker Room is a locked door of Bottomless Pool // Locker Room: on the battlefield a \
         Room has only its unlocked doors' names, so it doesn't have that name."
    );
    assert!(a.rules.contains(&"709.5"), "{:?}", a.rules);
    let a = answer_of(
        pool,
        "pithing-needle",
        naming("Lightning Bolt", Doors::all(2)),
    );
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(
        a.explanation
            .ends_with("doesn't have the name Lightning Bolt."),
        "{}",
        a.explanation
    );
    let (id, _, rules) = refusal(pool, "pithing-needle", naming(pool, Doors::all(2)));
    assert_eq!(id, "name-one-half");
    assert!(rules.contains(&"201.4b"), "{rules:?}");
}

/// Unlocked doors are a question about a Room on the battlefield only (709.5c), as for
/// `inspect`; an effect that asks how the Room entered (Panharmonicon: the door cast is
/// unlocked, 709.5d) or copies it (designations aren't copied) refuses them too.
#[test]
fn cr_709_5c_doors_only_for_a_room_on_the_battlefield_and_effects_that_read_them() {
    let pool = "Bottomless Pool // Locker Room";
    let doors = ProbeInput {
        doors: Some(Doors::only(0)),
        ..era(Era::Current)
    };
    let same_as_inspect = characteristics(
        card(pool),
        &splitcard_engine::Situation {
            doors: Some(Doors::only(0)),
            ..splitcard_engine::Situation::in_zone(Zone::Library)
        },
    );
    let (id, en, rules) = refusal(pool, "dark-confidant", doors.clone());
    match same_as_inspect {
        Err(EngineError::Impossible {
            reason,
            rules: r,
            msg,
        }) => {
            assert_eq!((id, en, rules), (msg.id, reason, r));
        }
        other => panic!("{other:?}"),
    }
    let (id, _, rules) = refusal("Fire // Ice", "dark-confidant", doors.clone());
    assert_eq!((id, rules), ("doors-only-battlefield", vec!["709.5c"]));
    let (id, en, rules) = refusal(pool, "panharmonicon", doors.clone());
    assert_eq!((id, rules), ("doors-entering", vec!["709.5d"]));
    assert!(en.contains("--unlocked doesn't apply"), "{en}");
    let (id, _, rules) = refusal(pool, "copy-enchantment", doors);
    assert_eq!((id, rules), ("doors-copy", vec!["709.5c", "709.5b"]));
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

/// The probe's answer for a custom card.
fn custom_answer(c: &Card, effect: &str, input: &ProbeInput) -> probes::ProbeAnswer {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(c, e, input) {
        Ok(a) => a,
        Err(err) => panic!("{} / {effect}: {err}", c.name),
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

/// Feed the Swarm and Pithing Needle look at a permanent: a split permanent that is no Room
/// (a custom split artifact) has its halves combined (709.4): mana value 5 and both names,
/// cited to 709.4, never to the Room rules (709.5). An instant card can't be a permanent.
#[test]
fn cr_709_4_a_split_permanent_that_is_no_room_answers_with_its_combined_characteristics() {
    let golem = custom(
        r#"{"object":"card","name":"Golem // Drone","layout":"split","card_faces":[
        {"name":"Golem","mana_cost":"{3}","type_line":"Artifact Creature — Golem","oracle_text":"Trample"},
        {"name":"Drone","mana_cost":"{1}{U}","type_line":"Artifact — Equipment","oracle_text":"Equip {1}"}]}"#,
    );
    let here = ProbeInput {
        zone: Some(Zone::Battlefield),
        ..era(Era::Current)
    };
    let a = custom_answer(&golem, "feed-the-swarm", &here);
    assert_eq!(a.answer, AnswerValue::Number(5), "{}", a.explanation);
    assert_eq!(a.rules, ["709.4b", "202.3d"]);
    assert!(!a.explanation.contains("door"), "{}", a.explanation);
    for (name, yes) in [("Golem", true), ("Drone", true), ("Sword", false)] {
        let input = ProbeInput {
            name: Some(name.into()),
            ..here.clone()
        };
        let a = custom_answer(&golem, "pithing-needle", &input);
        assert_eq!(
            a.answer,
            AnswerValue::Bool(yes),
            "{name}: {}",
            a.explanation
        );
        assert!(a.rules.contains(&"709.4a"), "{:?}", a.rules);
        assert!(
            a.rules.iter().all(|r| !r.starts_with("709.5")),
            "{:?}",
            a.rules
        );
    }
    // A Room still answers with its unlocked doors (709.5), not the combined card.
    let pool = card("Bottomless Pool // Locker Room");
    let input = ProbeInput {
        doors: Some(Doors::only(0)),
        ..here.clone()
    };
    let a = custom_answer(pool, "feed-the-swarm", &input);
    assert_eq!(a.rules, ["709.5", "709.5c", "202.3d"]);
    // Fire // Ice can't be on the battlefield (304.4, 307.4).
    let e = probes::probe(
        card("Fire // Ice"),
        probes::find("feed-the-swarm").unwrap(),
        &here,
    );
    match e {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["304.4", "307.4"]),
        other => panic!("{other:?}"),
    }
}

/// Cascade (Violent Outburst) in every era cites the keyword's rule as that era numbered
/// it: 702.85a from April 2021 (Ward, 702.21, moved it), 702.84a from July 2013 (the CRs
/// of 2015-01-23 and 2017-04-28 to 2021-02-15), and before that today's 702.85a marked as
/// today's (its Magic 2010 number isn't known here; cascade came with Alara Reborn).
#[test]
fn cr_702_85a_cascade_is_cited_in_every_era_as_numbered_then() {
    for (e, id) in [
        (Era::Current, "702.85a"),
        (Era::Y2021, "702.85a"),
        (Era::Y2021April, "702.85a"),
        (Era::Y2017, "702.84a@2017"),
        (Era::Y2013, "702.84a@2013"),
        (Era::Y2009, "702.85a@current"),
        (Era::Y2006, "702.85a@current"),
        (Era::Y2000, "702.85a@current"),
    ] {
        for name in ["Boom // Bust", "Wear // Tear", "Wax // Wane"] {
            let a = answer_of(name, "violent-outburst", era(e));
            assert!(a.rules.contains(&id), "{name} / {e:?}: {:?}", a.rules);
            // The Invasion rules (October 2000 – May 2006) had no cascade (Alara Reborn,
            // April 2009): their answer is what their split-card rules would have given,
            // and says so; every later era's is plain.
            let note = a
                .explanation
                .starts_with("Cascade came later (Alara Reborn, April 2009)");
            assert_eq!(note, e == Era::Y2000, "{name} / {e:?}: {}", a.explanation);
            if e == Era::Y2000 {
                // The set under the name French and German cards print it.
                use splitcard_engine::messages::Lang;
                let fr = a.msg.render(Lang::Fr);
                assert!(
                    fr.starts_with(
                        "La cascade est venue plus tard (La Renaissance d'Alara, avril 2009)"
                    ),
                    "{fr}"
                );
                let de = a.msg.render(Lang::De);
                assert!(
                    de.starts_with("Kaskade kam erst später (Alara – Die Erneuerung, April 2009)"),
                    "{de}"
                );
            }
        }
    }
    // Boom // Bust from a 3 under the 2000 rules: yes (either half, 505.6), as before 2017.
    let a = answer_of("Boom // Bust", "violent-outburst", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(
        splitcard_engine::rules::display("702.84a@2017"),
        "702.84a (2017 rules)"
    );
}

/// Flashback granted by Snapcaster Mage or Past in Flames: the granted keyword's variable
/// (702.1b) is cited in every era — bare from the Amonkhet rules on (the CR of 2017-04-28
/// has it), as today's before (it isn't in the CR of 2015-01-23).
#[test]
fn cr_702_1b_the_granted_flashback_rule_is_cited_in_every_era() {
    for effect in ["snapcaster-mage", "past-in-flames"] {
        for e in Era::ALL {
            let id = if e >= Era::Y2017 {
                "702.1b"
            } else {
                "702.1b@current"
            };
            let a = answer_of("Fire // Ice", effect, spell_of("Fire // Ice", "left", e));
            assert!(a.rules.contains(&id), "{effect} / {e:?}: {:?}", a.rules);
        }
    }
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

#[test]
fn cr_709_5a_type_lines_in_an_answer_are_said_in_its_language() {
    use splitcard_engine::messages::Lang;
    // The type line quoted in an explanation is in the explanation's language: card types
    // as French and German cards print them, and a Room's subtype as the game says it
    // ("Pièce", "Raum"), never the English beside a translated criterion.
    // (card, effect, mode, what English, French and German say)
    type Case<'a> = (&'a str, &'a str, Option<&'a str>, &'a str, &'a str, &'a str);
    let cases: &[Case] = &[
        (
            "Fire // Ice",
            "pyroblast",
            Some("right"),
            "(Instant, mana value 2)",
            "(éphémère, valeur de mana 2)",
            "(Spontanzauber, Manabetrag 2)",
        ),
        (
            "Bottomless Pool // Locker Room",
            "twincast",
            Some("left"),
            "is Enchantment — Room, not Instant or Sorcery",
            "est enchantement — Pièce, pas éphémère ou rituel",
            "ist Verzauberung — Raum, nicht Spontanzauber oder Hexerei",
        ),
        (
            "Bottomless Pool // Locker Room",
            "snapcaster-mage",
            None,
            "is Enchantment — Room:",
            "est enchantement — Pièce\u{a0}:",
            "ist Verzauberung — Raum:",
        ),
        (
            "Failure // Comply",
            "sunforger",
            None,
            "(Instant Sorcery, mana value 3)",
            "(éphémère rituel, valeur de mana 3)",
            "(Spontanzauber Hexerei, Manabetrag 3)",
        ),
    ];
    for (name, slug, m, en, fr, de) in cases {
        let input = match m {
            Some(m) => spell_of(name, m, Era::Current),
            None => era(Era::Current),
        };
        let e = match probes::find(slug) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        let a = match probes::probe(card(name), e, &input) {
            Ok(a) => a,
            Err(err) => panic!("{name} / {slug}: {err}"),
        };
        for (lang, want) in [(Lang::En, en), (Lang::Fr, fr), (Lang::De, de)] {
            let text = a.msg.render(lang);
            assert!(text.contains(want), "{name} / {slug} ({lang:?}): {text}");
        }
    }
    // Every catalogue card's type line, as any of these answers would quote it: no English
    // card type or Room left in French or German.
    for c in catalogue::all() {
        let Ok(ch) = characteristics(c, &splitcard_engine::Situation::in_zone(Zone::Library))
        else {
            continue;
        };
        let line = ch.primary().type_line.value.clone();
        for lang in [Lang::Fr, Lang::De] {
            let text = splitcard_engine::messages::type_line_in(&line, lang);
            for english in ["Instant", "Sorcery", "Enchantment", "Room"] {
                assert!(!text.contains(english), "{} ({lang:?}): {text}", c.name);
            }
        }
    }
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

// ---- the question a view puts to an effect ----------------------------------------------------

/// Every effect gets a view's mode only if it takes one, and a Room's doors only if it reads
/// them: no probe on an inspector's screen is the engine refusing a mode or doors the view
/// happens to have (Dark Confidant reveals a card that isn't being cast). Every card, zone
/// and mode, a Room's doors on the battlefield.
#[test]
fn view_input_gives_each_effect_only_the_choices_it_takes() {
    for card in catalogue::all() {
        for zone in Zone::ALL {
            for mode in Mode::all_for(card) {
                let choices = Choices {
                    doors: (card.is_room() && zone == Zone::Battlefield).then_some(Doors::only(1)),
                    ..Choices::default()
                };
                for e in EFFECTS {
                    let input = e.view_input(card, zone, mode, choices, Era::Current);
                    let here = input.zone.unwrap_or(zone);
                    let at = format!("{} / {} / {zone}", card.name, e.slug);
                    let looks = if e.applies(card, zone) {
                        zone
                    } else {
                        e.zone()
                    };
                    assert_eq!(here, looks, "{at}");
                    assert_eq!(input.cast.is_some(), e.takes_mode(here), "{at}");
                    assert_eq!(
                        input.doors.is_some(),
                        choices.doors.is_some() && e.takes_doors(),
                        "{at}"
                    );
                    if let Err(EngineError::Impossible { msg, .. }) = probes::probe(card, e, &input)
                    {
                        assert!(
                            !msg.id.starts_with("mode-") && !msg.id.starts_with("doors-"),
                            "{at}: {}",
                            msg.id
                        );
                    }
                }
            }
        }
    }
    // The Room with only Locker Room unlocked: Feed the Swarm sees its doors.
    let pool = card("Bottomless Pool // Locker Room");
    let choices = Choices {
        doors: Some(Doors::only(1)),
        ..Choices::default()
    };
    let feed = probes::find("feed-the-swarm").map_err(|e| e.to_string());
    let feed = feed.expect("an effect of the catalogue");
    let input = feed.view_input(
        pool,
        Zone::Battlefield,
        Mode::Face(0),
        choices,
        Era::Current,
    );
    let answer = probes::probe(pool, feed, &input).map(|a| a.answer);
    assert_eq!(answer, Ok(AnswerValue::Number(5)));
}

/// Punishment on the stack with X = 2: Chalice of the Void sees mana value 4 (107.3,
/// 202.3e), as the answer does; off the stack the view's X is not the spell's, and an
/// effect that looks at a card sees no X.
#[test]
fn cr_202_3e_a_views_x_goes_only_to_the_effects_that_look_at_the_spell() {
    let c = card("Crime // Punishment");
    let choices = Choices {
        x: Some(2),
        ..Choices::default()
    };
    let find = |slug| {
        probes::find(slug)
            .map_err(|e| e.to_string())
            .expect("an effect")
    };
    let chalice = find("chalice-of-the-void");
    let input = ProbeInput {
        number: Some(2),
        ..chalice.view_input(c, Zone::Stack, Mode::Face(1), choices, Era::Current)
    };
    assert_eq!(input.x, Some(2));
    let answer = probes::probe(c, chalice, &input).map(|a| a.answer);
    assert_eq!(answer, Ok(AnswerValue::Bool(false)));
    let library = chalice.view_input(c, Zone::Library, Mode::Face(1), choices, Era::Current);
    assert_eq!(library.x, None);
    let confidant =
        find("dark-confidant").view_input(c, Zone::Stack, Mode::Face(1), choices, Era::Current);
    assert_eq!(confidant.x, None);
}
