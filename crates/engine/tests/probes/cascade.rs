//! `Question::Cascade` (Violent Outburst): where cascade stops, and its rule as each era numbered
//! it.

use crate::common::*;
use splitcard_engine::probes::AnswerValue;
use splitcard_engine::Era;

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
