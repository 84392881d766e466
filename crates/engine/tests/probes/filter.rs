//! A filter's "no" names the first criterion missed, for every kind of question that asks one,
//! in every era.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, Effect, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, Era, Mode, Zone};

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

/// A "less than" comparison, which no effect of the catalogue makes (cascade compares on
/// its own): an effect an engine user defines — "a card with mana value less than 4", the
/// test cascade from a four-drop makes of each card — is answered as it says: 3 is less
/// than 4, 4 isn't, and a "no" says the limit.
#[test]
fn cr_202_3d_a_less_than_comparison_is_strict() {
    use splitcard_engine::probes::{Cmp, Filter, LooksAt, Num, Question};
    static LESS_THAN_4: Effect = Effect {
        slug: "less-than-4",
        name: "Less than 4",
        text_id: "fx-void",
        asks_id: "q-void",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::Matches {
            filter: Filter {
                mana_value: Some((Cmp::Lt, Num::Fixed(4))),
                ..Filter::ANY
            },
        },
        rules: &["202.3d"],
    };
    let ask = |name: &str| match probes::probe(card(name), &LESS_THAN_4, &ProbeInput::default()) {
        Ok(a) => a,
        Err(e) => panic!("{name}: {e}"),
    };
    // Wear // Tear: 3 off the stack; Fire // Ice: 4; Assault // Battery: 5.
    assert_eq!(ask("Wear // Tear").answer, AnswerValue::Bool(true));
    let fire = ask("Fire // Ice");
    assert_eq!(fire.answer, AnswerValue::Bool(false));
    assert!(
        fire.explanation.ends_with("mana value 4, not less than 4."),
        "{}",
        fire.explanation
    );
    assert_eq!(ask("Assault // Battery").answer, AnswerValue::Bool(false));
}

/// A card's X counts as 0 off the stack (202.3e): a search by mana value (Spellseeker, Bring
/// to Light) reads Expansion // Explosion's 6 without an X clause or the rules of an X on
/// the stack, which only a spell's answer has.
#[test]
fn cr_202_3e_a_search_by_mana_value_reads_a_cards_x_as_zero_without_a_spells_x_clause() {
    let c = card("Expansion // Explosion");
    let a = custom_answer(c, "spellseeker", &ProbeInput::default());
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    assert_eq!(
        a.explanation,
        "Expansion // Explosion is blue and red (Instant, mana value 6): no. The first criterion it misses: mana value 6, not 2 or less."
    );
    let a = custom_answer(
        c,
        "bring-to-light",
        &ProbeInput {
            number: Some(6),
            ..ProbeInput::default()
        },
    );
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    assert_eq!(
        a.explanation,
        "Expansion // Explosion is blue and red (Instant, mana value 6): yes."
    );
}

/// What three effects of the catalogue look for, each criterion its card prints:
/// Nightshade Assassin reveals black cards (Fire // Ice, blue and red, isn't one),
/// Spellseeker finds an instant or sorcery card with mana value 2 or less (an artifact of
/// mana value 2 isn't one), Electrodominance casts a spell with mana value X or less
/// (with X = 2, Assault but not Battery).
#[test]
fn cr_709_4b_each_effect_looks_for_what_its_card_prints() {
    let a = custom_answer(
        card("Fire // Ice"),
        "nightshade-assassin",
        &ProbeInput::default(),
    );
    assert_eq!(a.answer, AnswerValue::Number(0));
    assert!(
        a.explanation
            .ends_with("The first criterion it misses: blue and red, not black."),
        "{}",
        a.explanation
    );
    let gear = custom(
        r#"{"object":"card","name":"Gear // Cog","layout":"split","card_faces":[
        {"name":"Gear","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Tap target creature."},
        {"name":"Cog","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Untap target creature."}]}"#,
    );
    let a = custom_answer(&gear, "spellseeker", &ProbeInput::default());
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(
        a.explanation
            .ends_with("The first criterion it misses: Artifact, not Instant or Sorcery."),
        "{}",
        a.explanation
    );
    let a = custom_answer(
        card("Assault // Battery"),
        "electrodominance",
        &ProbeInput {
            number: Some(2),
            ..ProbeInput::default()
        },
    );
    assert_eq!(a.answer, AnswerValue::Names(vec!["Assault".into()]));
    assert_eq!(
        a.explanation,
        "Castable: Assault. Not: Battery (mana value 4, not 2 or less)."
    );
}

/// A card that isn't multicolored misses the color criterion, and the "no" cites what the
/// card's colors are (202.2) and what multicolored is (105.2b), though the effect's own rules
/// don't: Boom // Bust is red (709.4b), not discarded.
#[test]
fn cr_105_2b_a_card_that_isnt_multicolored_cites_what_multicolored_is() {
    let a = answer_to(
        card("Boom // Bust"),
        &MULTICOLORED_DISCARDED,
        &ProbeInput::default(),
    );
    assert_eq!(a.answer, AnswerValue::Number(0));
    assert_eq!(
        a.explanation,
        "Boom // Bust doesn't qualify: 0 cards discarded. The first criterion it misses: red, not multicolored."
    );
    assert_eq!(a.rules, ["709.2", "709.4b", "202.2", "105.2b"]);
}

/// Under the Invasion rules one half had to meet the whole question by itself (505.6);
/// "multicolored" was asked of the whole card (505.3). An effect an engine user
/// defines discards each multicolored instant card with mana value 2 or less: of Spark //
/// Storm (Spark, a red sorcery for {R}; Storm, a blue instant for {3}{U}{U}), neither half
/// is such an instant, so nothing is discarded — yet each criterion is met, the type and the
/// mana value by a half each and multicolored by the whole card, so the answer names no
/// criterion missed. From Dissension each criterion was asked on its own: discarded.
#[test]
fn rules_history_invasion_a_whole_multicolored_card_misses_no_color_criterion() {
    use splitcard_engine::probes::{Cmp, Filter, LooksAt, Num, Question};
    use splitcard_engine::CardType;
    static CHEAP_MULTICOLORED_INSTANTS: Effect = Effect {
        slug: "discard-cheap-multicolored-instants",
        name: "Discard cheap multicolored instants",
        text_id: "fx-blightning",
        asks_id: "q-blightning",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CountCards {
            filter: Filter {
                types: &[CardType::Instant],
                colors: probes::ColorTest::Multicolored,
                mana_value: Some((Cmp::Le, Num::Fixed(2))),
                ..Filter::ANY
            },
            unit: "unit-discarded",
        },
        rules: &["709.2"],
    };
    let spark = custom(
        r#"{"object":"card","name":"Spark // Storm","layout":"split","card_faces":[
        {"name":"Spark","mana_cost":"{R}","type_line":"Sorcery","oracle_text":"Spark deals 1 damage to any target."},
        {"name":"Storm","mana_cost":"{3}{U}{U}","type_line":"Instant","oracle_text":"Draw three cards."}]}"#,
    );
    let invasion = answer_to(&spark, &CHEAP_MULTICOLORED_INSTANTS, &era(Era::Y2000));
    assert_eq!(invasion.answer, AnswerValue::Number(0));
    assert_eq!(
        invasion.explanation,
        "Spark // Storm doesn't qualify: 0 cards discarded."
    );
    assert_eq!(invasion.rules, ["505.4@2000", "505.3@2000"]);
    let dissension = answer_to(&spark, &CHEAP_MULTICOLORED_INSTANTS, &era(Era::Y2006));
    assert_eq!(dissension.answer, AnswerValue::Number(1));
}
