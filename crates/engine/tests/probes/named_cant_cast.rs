//! `Question::NamedCantCast` (Meddling Mage): the ways to cast the card a chosen name leaves,
//! from where the card is, the fused spell having both names.

use crate::common::*;
use splitcard_engine::probes::{self, ProbeInput};
use splitcard_engine::{Era, Zone};

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

/// From a graveyard a half is cast only while an effect allows it (601.3): Meddling Mage
/// asked about Fire // Ice there says so of the halves still castable, its verb agreeing
/// with them in French and German — Ice alone ("ne peut", "kann") naming Fire, Fire and Ice
/// ("ne peuvent", "können") naming another card.
#[test]
fn cr_601_3_the_halves_that_need_an_effect_agree_in_number_in_french_and_german() {
    use splitcard_engine::messages::Lang;
    let in_graveyard = |n: &str| ProbeInput {
        zone: Some(Zone::Graveyard),
        ..named(n, Era::Current)
    };
    let one = answer_of("Fire // Ice", "meddling-mage", in_graveyard("Fire"));
    assert_eq!(one.answer, names(&["Ice"]));
    assert!(one.rules.contains(&"601.3"), "{:?}", one.rules);
    for (lang, said) in [
        (
            Lang::En,
            "From your graveyard, Ice can be cast only while an effect allows it.",
        ),
        (Lang::Fr, "Depuis votre cimetière, Ice ne peut être"),
        (
            Lang::De,
            "Aus deinem Friedhof kann Ice nur gewirkt werden, solange ein Effekt es erlaubt.",
        ),
    ] {
        let text = one.msg.render(lang);
        assert!(text.contains(said), "{lang:?}: {text}");
    }
    let many = answer_of("Fire // Ice", "meddling-mage", in_graveyard("Boom"));
    assert_eq!(many.answer, names(&["Fire", "Ice"]));
    for (lang, said) in [
        (Lang::Fr, "Depuis votre cimetière, Fire et Ice ne peuvent être"),
        (
            Lang::De,
            "Aus deinem Friedhof können Fire und Ice nur gewirkt werden, solange ein Effekt es erlaubt.",
        ),
    ] {
        let text = many.msg.render(lang);
        assert!(text.contains(said), "{lang:?}: {text}");
    }
}
