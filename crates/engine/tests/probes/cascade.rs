//! `Question::Cascade` (Violent Outburst): where cascade stops, and its rule as each era numbered
//! it.

use crate::common::*;
use splitcard_engine::probes::{AnswerValue, Effect, LooksAt, ProbeInput, Question};
use splitcard_engine::{Era, Zone};

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

/// Cascade stops only on a card whose mana value is less than its own (702.85a): Violent
/// Outburst (3) passes over Wear // Tear, whose mana value off the stack is its halves'
/// combined 3 (709.4b), though each half costs less.
#[test]
fn cr_702_85a_cascade_passes_over_a_card_of_the_same_mana_value() {
    let a = answer_of("Wear // Tear", "violent-outburst", era(Era::Current));
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(
        a.explanation,
        "As mana value 3 it is not less than 3: cascade exiles it and keeps going."
    );
}

/// Before 2017 a split card off the stack had one mana value per half, and cascade stopped
/// on it when either was less than its own (708.6 of 2013); nothing then said the spell cast
/// had to have a lesser mana value, so either half could be cast — Violent Outburst (3)
/// into Boom // Bust, casting Bust (6) too. Still only as a card in exile may be cast: Wear
/// // Tear's halves one at a time, a fused spell being cast only from a hand (702.101a of
/// 2013).
#[test]
fn rules_history_before_2017_cascade_could_cast_either_half() {
    for (name, said) in [
        (
            "Boom // Bust",
            "As one answer per half, 2 (Boom) and 6 (Bust) it is less than 3, so cascade stops on it; castable: Boom and Bust.",
        ),
        (
            "Wear // Tear",
            "As one answer per half, 2 (Wear) and 1 (Tear) it is less than 3, so cascade stops on it; castable: Wear and Tear.",
        ),
    ] {
        let a = answer_of(name, "violent-outburst", era(Era::Y2013));
        assert_eq!(a.answer, AnswerValue::Bool(true), "{name}");
        assert_eq!(a.explanation, said, "{name}");
    }
}

/// Cascade from a mana value of 8 (Maelstrom Wanderer's), an effect an engine user
/// defines: it stops on Fire // Ice (4), and both halves, each less than 8, may be cast
/// from exile without paying their mana costs. Not every mode, though: an aftermath half is
/// cast only from a graveyard (702.127a), so of Failure // Comply only Failure; a fused
/// spell only from a hand (702.102a), so Wear // Tear's halves one at a time.
#[test]
fn cr_702_85a_cascade_casts_only_the_halves_it_may_cast_from_exile() {
    static CASCADE_FROM_8: Effect = Effect {
        slug: "cascade-from-8",
        name: "Cascade from 8",
        text_id: "fx-violent-outburst",
        asks_id: "q-violent-outburst",
        looks_at: LooksAt::Card(Zone::Exile),
        question: Question::Cascade { value: 8 },
        rules: &["702.85a", "709.4b", "709.3b"],
    };
    for (name, said) in [
        (
            "Fire // Ice",
            "As mana value 4 it is less than 8, so cascade stops on it; castable: Fire and Ice.",
        ),
        (
            "Failure // Comply",
            "As mana value 3 it is less than 8, so cascade stops on it; castable: Failure.",
        ),
        (
            "Wear // Tear",
            "As mana value 3 it is less than 8, so cascade stops on it; castable: Wear and Tear.",
        ),
    ] {
        let a = answer_to(card(name), &CASCADE_FROM_8, &ProbeInput::default());
        assert_eq!(a.answer, AnswerValue::Bool(true), "{name}");
        assert_eq!(a.explanation, said, "{name}");
    }
}
