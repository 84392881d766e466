//! `Question::CastCost` (Snapcaster Mage, Past in Flames): a granted flashback's cost, the half's
//! or the card's combined, only for an instant or sorcery card.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{catalogue, EngineError, Era, Mode, Origin, Zone};

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
