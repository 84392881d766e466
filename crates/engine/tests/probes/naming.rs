//! A chosen name, for every effect that has one chosen (Meddling Mage, Cabal Therapy): as the card
//! spells it, one half's, never blank.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue};
use splitcard_engine::{EngineError, Era};

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
