//! `Question::GrantedInstances` (Driven // Despair): resolved N times, N instances of the ability.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{EngineError, Era, Zone};

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

/// How many times Driven // Despair resolved is the player's number to choose (113.2c: each
/// resolution gives one more instance): the effect says it needs one, and asked without one
/// it is refused, asking for `--number`, rather than answering for some number of its own.
#[test]
fn cr_113_2c_driven_despair_needs_how_many_times_it_resolved() {
    use splitcard_engine::error::Field;
    let e = effect("driven-despair");
    assert!(e.needs_number());
    assert!(!e.needs_name());
    let d = card("Driven // Despair");
    match probes::probe(d, e, &spell_of("Driven // Despair", "Driven", Era::Current)) {
        Err(EngineError::BadValue { what, expected, .. }) => {
            assert_eq!(what, Field::Number);
            assert_eq!(expected.id, "ex-number-chosen");
        }
        other => panic!("{other:?}"),
    }
}
