//! What an effect refuses before it looks at the card: a cast mode, a Room's doors or an X it
//! has no use for, each with why.

use crate::common::*;
use splitcard_engine::probes::{self, AnswerValue, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, characteristics, Doors, EngineError, Era, Mode, Zone};

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

/// An effect an engine user defines that looks at a Room as Panharmonicon and Copy
/// Enchantment do, but asks what the Room is now — its mana value, as Feed the Swarm does of
/// a permanent — reads its unlocked doors (709.5c): it takes them, and its answer is about
/// them (Locker Room's {4}{U}: 5; with Bottomless Pool's {U} too: 6; every door locked:
/// 0). Only an effect that asks how the Room entered or copies it refuses doors.
#[test]
fn cr_709_5c_an_effect_about_what_a_room_is_now_reads_its_unlocked_doors() {
    use splitcard_engine::probes::{Effect, LooksAt, Question};
    static ROOM_MANA_VALUE: Effect = Effect {
        slug: "room-mana-value",
        name: "Room's mana value",
        text_id: "fx-feed-the-swarm",
        asks_id: "q-feed-the-swarm",
        looks_at: LooksAt::Room,
        question: Question::ManaValue { unit: "unit-life" },
        rules: &["709.5c"],
    };
    assert!(ROOM_MANA_VALUE.takes_doors());
    let pool = card("Bottomless Pool // Locker Room");
    for (doors, mv) in [
        (Doors::only(1), 5),
        (Doors::only(0).with(1, true), 6),
        (Doors::NONE, 0),
    ] {
        let input = ProbeInput {
            doors: Some(doors),
            ..ProbeInput::default()
        };
        match probes::probe(pool, &ROOM_MANA_VALUE, &input) {
            Ok(a) => {
                assert_eq!(a.answer, AnswerValue::Number(mv), "{doors:?}");
                assert_eq!(a.doors, Some(doors));
                assert_eq!(a.rules, ["709.5c"]);
            }
            Err(e) => panic!("{doors:?}: {e}"),
        }
    }
}

/// Where the card was cast from (`--from`, given without a mode) is no question for an
/// effect that doesn't cast it: Dark Confidant reveals Fire // Ice, which isn't being cast
/// (709.3, 709.4), and Crook of Condemnation targets the whole card in a graveyard (709.2) —
/// each refuses it with why, under an older era with that era's rules (2013: 708.2). An
/// effect that takes a cast (Twincast, Snapcaster Mage, Crook of Condemnation asked about the
/// spell on the stack) lets it through: the mode is what it is then missing.
#[test]
fn cr_709_3_an_effect_that_doesnt_cast_the_card_refuses_where_it_was_cast_from() {
    let fire = card("Fire // Ice");
    let without_mode = |slug: &str, input: ProbeInput| {
        probes::check_origin_without_mode(fire, effect(slug), &input)
    };
    match without_mode("dark-confidant", era(Era::Current)) {
        Err(EngineError::Impossible { msg, reason, rules }) => {
            assert_eq!(msg.id, "mode-not-cast");
            assert_eq!(
                reason,
                "Dark Confidant looks at a card in the library, which isn't being cast: no half \
                 is chosen, so --from doesn't apply."
            );
            assert_eq!(rules, ["709.3", "709.4"]);
        }
        other => panic!("{other:?}"),
    }
    match without_mode("dark-confidant", era(Era::Y2013)) {
        Err(EngineError::Impossible { msg, rules, .. }) => {
            assert_eq!(msg.id, "mode-not-cast");
            assert_eq!(rules, ["708.2@2013"]);
        }
        other => panic!("{other:?}"),
    }
    match without_mode("crook-of-condemnation", era(Era::Current)) {
        Err(EngineError::Impossible { msg, rules, .. }) => {
            assert_eq!(msg.id, "mode-whole-card");
            assert_eq!(rules, ["709.2"]);
        }
        other => panic!("{other:?}"),
    }
    let stack = ProbeInput {
        zone: Some(Zone::Stack),
        ..ProbeInput::default()
    };
    for (slug, input) in [
        ("twincast", era(Era::Current)),
        ("snapcaster-mage", era(Era::Current)),
        ("crook-of-condemnation", stack),
    ] {
        assert_eq!(
            without_mode(slug, input).map_err(|e| e.to_string()),
            Ok(()),
            "{slug}"
        );
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

#[test]
fn cr_709_5_feed_the_swarm_and_pithing_needle_look_only_at_a_permanent() {
    // They look at a permanent on the battlefield: a Room in a hand is no permanent, and
    // neither effect is offered there or answers there.
    let c = card("Bottomless Pool // Locker Room");
    let offered: Vec<&str> = probes::applicable(c, Zone::Hand)
        .iter()
        .map(|e| e.slug)
        .collect();
    for slug in ["feed-the-swarm", "pithing-needle"] {
        assert!(!offered.contains(&slug), "{slug}: {offered:?}");
        let input = ProbeInput {
            zone: Some(Zone::Hand),
            name: Some("Locker Room".into()),
            ..ProbeInput::default()
        };
        let e = refused(c, slug, &input);
        assert!(
            e.to_string()
                .contains("looks at a permanent on the battlefield; it has nothing to say about Bottomless Pool // Locker Room in a hand"),
            "{slug}: {e}"
        );
    }
    // On the battlefield it answers: with both doors locked, mana value 0 (202.3a).
    assert_eq!(
        custom_answer(c, "feed-the-swarm", &ProbeInput::default()).answer,
        AnswerValue::Number(0)
    );
}

/// An effect that looks at a card in a zone, asked about an instant on the battlefield,
/// says it doesn't look there — not that the card can't be a permanent, which only an
/// effect that looks at permanents says (304.4). `probes::check` refuses alike without
/// answering, citing the era's rules.
#[test]
fn cr_304_4_an_effect_that_looks_elsewhere_is_refused_for_its_zone_not_for_the_card() {
    let c = card("Fire // Ice");
    let input = ProbeInput {
        zone: Some(Zone::Battlefield),
        ..ProbeInput::default()
    };
    let e = refused(c, "force-of-will", &input);
    assert_eq!(
        e.to_string(),
        "Force of Will looks at a card in a hand; it has nothing to say about Fire // Ice on the battlefield. (rule 709.4b, 202.2)"
    );
    let checked = probes::check(c, effect("force-of-will"), &input).map_err(|e| e.to_string());
    assert_eq!(checked, Err(e.to_string()));
    let old = ProbeInput {
        era: Era::Y2013,
        ..input
    };
    match probes::check(c, effect("force-of-will"), &old) {
        Err(EngineError::Impossible { rules, .. }) => {
            assert_eq!(rules, ["202.2@current", "708.2@2013", "708.6@2013"])
        }
        other => panic!("{other:?}"),
    }
    // A name the effect needs is missing: refused before any answer.
    assert!(probes::check(c, effect("meddling-mage"), &ProbeInput::default()).is_err());
    assert_eq!(
        probes::check(c, effect("force-of-will"), &ProbeInput::default())
            .map_err(|e| e.to_string()),
        Ok(())
    );
}

/// An X is announced only for a spell on the stack (202.3e): an effect that looks at a
/// spell, asked about the permanent on the battlefield, refuses one, and so does an effect
/// that looks at a card in a graveyard, asked about the spell on the stack.
#[test]
fn cr_202_3e_an_x_is_refused_unless_the_effect_looks_at_a_spell_on_the_stack() {
    let pool = card("Bottomless Pool // Locker Room");
    let e = refused(
        pool,
        "red-elemental-blast",
        &ProbeInput {
            zone: Some(Zone::Battlefield),
            x: Some(2),
            ..ProbeInput::default()
        },
    );
    assert!(
        e.to_string().starts_with(
            "Red Elemental Blast looks at a permanent on the battlefield, not at a spell on the stack"
        ),
        "{e}"
    );
    let fire = card("Fire // Ice");
    let e = refused(
        fire,
        "crook-of-condemnation",
        &ProbeInput {
            zone: Some(Zone::Stack),
            x: Some(2),
            ..ProbeInput::default()
        },
    );
    assert!(
        e.to_string().starts_with(
            "Crook of Condemnation looks at a card in a graveyard, not at a spell on the stack"
        ),
        "{e}"
    );
}

/// An X refused off the stack (202.3e) says where the effect does look, each in its own
/// words: Dark Confidant at a card in the library, Panharmonicon at a Room on the
/// battlefield, Feed the Swarm at a permanent there — never at "a permanent" for an effect
/// that doesn't look at one.
#[test]
fn cr_202_3e_an_x_refused_off_the_stack_says_where_the_effect_looks() {
    let pool = card("Bottomless Pool // Locker Room");
    let with_x = ProbeInput {
        x: Some(2),
        ..ProbeInput::default()
    };
    for (c, slug, said) in [
        (
            card("Fire // Ice"),
            "dark-confidant",
            "Dark Confidant looks at a card in the library, not at a spell on the stack: X has a value only on the stack and counts as 0 anywhere else.",
        ),
        (
            pool,
            "panharmonicon",
            "Panharmonicon looks at a Room on the battlefield, not at a spell on the stack: X has a value only on the stack and counts as 0 anywhere else.",
        ),
        (
            pool,
            "feed-the-swarm",
            "Feed the Swarm looks at a permanent on the battlefield, not at a spell on the stack: X has a value only on the stack and counts as 0 anywhere else.",
        ),
    ] {
        match refused(c, slug, &with_x) {
            EngineError::Impossible { msg, reason, rules } => {
                assert_eq!(msg.id, "x-not-a-spell", "{slug}");
                assert_eq!(reason, said, "{slug}");
                assert_eq!(rules, ["202.3e"], "{slug}");
            }
            other => panic!("{slug}: {other:?}"),
        }
    }
}
