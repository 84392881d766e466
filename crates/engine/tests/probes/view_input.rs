//! The question a view puts to an effect (`Effect::view_input`): only the choices it takes;
//! and which effects a view may show for its card at all (`Effect::can_look_at`).

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, Choices, Doors, EngineError, Era, Mode, Origin, Zone};

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

/// Where the spell was cast from is the view's for a card on the stack: Crook of
/// Condemnation, asked about Ice cast from a graveyard (flashback), says the card moved to
/// the stack as its casting began (601.2a), not that it was cast from a hand. Off the stack
/// the cast an effect takes is from the mode's usual zone, whatever origin the view kept:
/// Snapcaster Mage, asked about Fire // Ice in a graveyard, gets Ice's cast from a hand.
#[test]
fn cr_601_2a_a_views_origin_goes_to_the_cast_of_a_card_on_the_stack_only() {
    let c = card("Fire // Ice");
    let choices = Choices {
        from: Some(Origin::GRAVEYARD),
        ..Choices::default()
    };
    let crook = effect("crook-of-condemnation");
    let input = crook.view_input(c, Zone::Stack, Mode::Face(1), choices, Era::Current);
    assert_eq!(input.zone, Some(Zone::Stack));
    assert_eq!(
        input.cast,
        Some(Cast {
            mode: Mode::Face(1),
            from: Origin::GRAVEYARD,
        })
    );
    let a = custom_answer(c, "crook-of-condemnation", &input);
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(
        a.explanation,
        "Cast from a graveyard, the card moved to the stack as soon as its casting began: it is no longer in the graveyard to be targeted."
    );
    assert_eq!(a.rules, ["601.2a", "709.2"]);
    // Red Elemental Blast looks at the spell on the stack: cast from where the view says.
    let reb = effect("red-elemental-blast");
    let input = reb.view_input(c, Zone::Stack, Mode::Face(1), choices, Era::Current);
    assert_eq!(input.cast.map(|cast| cast.from), Some(Origin::GRAVEYARD));
    // Off the stack: the mode's usual origin.
    let snapcaster = effect("snapcaster-mage");
    let input = snapcaster.view_input(c, Zone::Graveyard, Mode::Face(1), choices, Era::Current);
    assert_eq!(input.zone, Some(Zone::Graveyard));
    assert_eq!(
        input.cast,
        Some(Cast {
            mode: Mode::Face(1),
            from: Origin::HAND,
        })
    );
}

/// An effect that looks at a Room (Panharmonicon, Copy Enchantment) or at a permanent's
/// doors (Feed the Swarm, Pithing Needle) has nothing to ask of Fire // Ice, an instant card
/// that can't be a permanent (304.4): a view of it doesn't show them, even pinned. It can
/// look at a Room wherever the Room is, and every other effect at either card.
#[test]
fn cr_709_5_only_a_room_is_looked_at_by_an_effect_about_rooms() {
    let fire = card("Fire // Ice");
    let pool = card("Bottomless Pool // Locker Room");
    for slug in [
        "panharmonicon",
        "copy-enchantment",
        "feed-the-swarm",
        "pithing-needle",
    ] {
        let e = effect(slug);
        assert!(!e.can_look_at(fire), "{slug}");
        assert!(e.can_look_at(pool), "{slug}");
    }
    for slug in [
        "dark-confidant",
        "red-elemental-blast",
        "twincast",
        "meddling-mage",
    ] {
        let e = effect(slug);
        assert!(e.can_look_at(fire), "{slug}");
        assert!(e.can_look_at(pool), "{slug}");
    }
}
