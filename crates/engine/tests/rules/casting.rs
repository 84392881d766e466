//! Casting and what follows it: from which zone (601.2a, 601.3), land halves (305.1, 305.9),
//! what can't be on the battlefield (304.4, 307.4), where a spell goes (608.2n, 608.3), copies
//! (707.10), flashback (702.1b), cascade (702.85a), what "cast with" tests (601.3e), card
//! types (205.2a).

use crate::common::{self, *};
use crate::then_id;
use splitcard_engine::{
    catalogue, characteristics, inspect, Destination, EngineError, Era, Permission, Situation, Zone,
};

#[test]
fn cr_601_3_the_origin_asked_about_is_the_cards_zone_off_the_stack() {
    let c = card("Destined // Lead");
    let aftermath = common::mode(c, "aftermath");
    let left = common::mode(c, "left");
    assert_eq!(Cast::origin_for(c, Zone::Hand, aftermath), origin("hand"));
    assert_eq!(
        Cast::origin_for(c, Zone::Graveyard, left),
        origin("graveyard")
    );
    assert_eq!(Cast::origin_for(c, Zone::Exile, left), origin("exile"));
    // On the stack the spell was cast already: from its usual zone.
    assert_eq!(
        Cast::origin_for(c, Zone::Stack, aftermath),
        origin("graveyard")
    );
    assert_eq!(Cast::origin_for(c, Zone::Stack, left), origin("hand"));
    // Lead from the hand it is in: illegal (702.127a), however it is asked.
    let s = Situation {
        cast: Some(Cast {
            mode: aftermath,
            from: Cast::origin_for(c, Zone::Hand, aftermath),
        }),
        ..Situation::in_zone(Zone::Hand)
    };
    let r = inspect(c, &s).ok().and_then(|i| i.cast);
    assert!(r.is_some_and(|r| !r.verdict.legal && r.verdict.rules == ["702.127a"]));
}

#[test]
fn cr_601_2a_off_the_stack_a_cast_comes_from_the_cards_zone_not_another() {
    // A card in a graveyard is not cast from a hand: the question contradicts itself, and
    // is refused rather than answered "legal, cast from your hand".
    let fire_ice = card("Fire // Ice");
    let alive_well = card("Alive // Well");
    for (c, zone, m, from) in [
        (fire_ice, Zone::Graveyard, "left", "hand"),
        (alive_well, Zone::Library, "fused", "hand"),
        (fire_ice, Zone::Exile, "right", "opponent-graveyard"),
        (fire_ice, Zone::Outside, "left", "hand"),
    ] {
        let cast = Cast {
            mode: common::mode(c, m),
            from: origin(from),
        };
        for era in Era::ALL {
            let s = Situation {
                cast: Some(cast),
                era,
                ..Situation::in_zone(zone)
            };
            match inspect(c, &s) {
                Err(EngineError::Impossible { rules, reason, .. }) => {
                    assert_eq!(rules, ["601.2a"], "{zone:?} {from}");
                    assert!(
                        reason.contains("so it would be cast from there"),
                        "{reason}"
                    );
                }
                other => panic!("{} {zone:?} from {from} ({era:?}): {other:?}", c.name),
            }
        }
        assert!(Cast::check_origin(c, zone, cast.from).is_err());
    }
    // The card's own zone, yours or an opponent's; and any origin for a spell on the stack
    // or a Room's door on the battlefield (where it was cast from).
    let pool = card("Bottomless Pool // Locker Room");
    for (c, zone, from) in [
        (fire_ice, Zone::Graveyard, "graveyard"),
        (fire_ice, Zone::Graveyard, "opponent-graveyard"),
        (fire_ice, Zone::Hand, "opponent-hand"),
        (fire_ice, Zone::Stack, "exile"),
        (fire_ice, Zone::Stack, "opponent-hand"),
        (pool, Zone::Battlefield, "exile"),
    ] {
        let s = Situation {
            cast: Some(Cast {
                mode: common::mode(c, "left"),
                from: origin(from),
            }),
            ..Situation::in_zone(zone)
        };
        assert!(inspect(c, &s).is_ok(), "{} {zone:?} from {from}", c.name);
    }
}

#[test]
fn cr_601_3_a_room_cast_from_elsewhere_is_given_examples_that_allow_a_permanent() {
    // Flashback (Snapcaster Mage, Past in Flames), Mindclaw Shaman, Memory Plunder and
    // Diluvian Primordial allow only instants and sorceries: never a Room's example.
    let pool = card("Bottomless Pool // Locker Room");
    let wrong = [
        "Snapcaster",
        "Past in Flames",
        "Mindclaw",
        "Memory Plunder",
        "Diluvian",
    ];
    for from in [
        "graveyard",
        "opponent-hand",
        "opponent-graveyard",
        "library",
        "exile",
    ] {
        let r = cast(pool, "left", from);
        assert!(r.verdict.legal, "{from}");
        assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
        for w in wrong {
            assert!(
                !r.verdict.reason.contains(w),
                "{from}: {}",
                r.verdict.reason
            );
        }
    }
    assert!(cast(pool, "left", "graveyard")
        .verdict
        .reason
        .contains("Muldrotha"));
    // An instant or sorcery keeps its flashback examples.
    assert!(cast(card("Fire // Ice"), "left", "graveyard")
        .verdict
        .reason
        .contains("Snapcaster Mage"));
}

#[test]
fn cr_601_3e_cast_with_characteristic_tests_the_half_cast() {
    // "If an effect prevents you from casting green spells, you can cast Destined but not
    // Lead": the spell's colors are the cast half's.
    let c = card("Destined // Lead");
    assert_eq!(colors(&spell(c, "left", "hand")), "B");
    assert_eq!(colors(&spell(c, "aftermath", "graveyard")), "G");
}

#[test]
fn cr_702_1b_flashback_uses_the_cast_halfs_mana_cost() {
    // Snapcaster Mage / Past in Flames: casting Fire from the graveyard costs {1}{R}.
    let c = card("Fire // Ice");
    let r = cast(c, "left", "graveyard");
    assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
    let total = r.total_cost.and_then(|c| c.value).map(|c| c.to_string());
    assert_eq!(total.as_deref(), Some("{1}{R}"));
    // In the graveyard, the card's mana cost is the combined one.
    assert_eq!(cost(&off(c, Zone::Graveyard)), "{2}{U}{R}");
}

#[test]
fn cr_702_85a_cascade_stops_by_combined_value_casts_by_half() {
    // Cascade from a 3-drop: Boom // Bust is 8 in exile (not hit); Wear // Tear is 3 (not
    // less than 3, not hit) — Wax // Wane at 2 is hit, and then Wax is cast at 1.
    assert_eq!(off(card("Boom // Bust"), Zone::Exile).mana_value.value, 8);
    assert_eq!(off(card("Wear // Tear"), Zone::Exile).mana_value.value, 3);
    let wax_wane = card("Wax // Wane");
    assert_eq!(off(wax_wane, Zone::Exile).mana_value.value, 2);
    assert_eq!(spell(wax_wane, "left", "exile").mana_value.value, 1);
}

#[test]
fn cr_707_10_a_copy_of_a_spell_copies_the_cast_half() {
    // Twincast copying Fire gets Fire: the spell has nothing of Ice to copy.
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(fire.names.value, ["Fire"]);
    assert!(fire.rules_text.value.iter().all(|t| t.face == "Fire"));
    // A copy of a fused spell is fused: both halves.
    let fused = spell(card("Alive // Well"), "fused", "hand");
    assert_eq!(fused.names.value, ["Alive", "Well"]);
}

#[test]
fn cr_304_4_an_instant_card_cannot_be_on_the_battlefield() {
    let e = characteristics(card("Fire // Ice"), &Situation::in_zone(Zone::Battlefield));
    match e {
        Err(EngineError::Impossible { rules, .. }) => assert_eq!(rules, ["304.4", "307.4"]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn cr_307_4_a_sorcery_card_cannot_be_on_the_battlefield() {
    // Assault // Battery is a sorcery card; Breaking // Entering too: neither half is a
    // permanent, so the card can't be there.
    for name in ["Assault // Battery", "Breaking // Entering"] {
        match characteristics(card(name), &Situation::in_zone(Zone::Battlefield)) {
            Err(EngineError::Impossible { rules, .. }) => {
                assert!(rules.contains(&"307.4"), "{name}: {rules:?}")
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    // A Room, a permanent card, can.
    assert!(characteristics(
        card("Bottomless Pool // Locker Room"),
        &Situation::in_zone(Zone::Battlefield)
    )
    .is_ok());
}

#[test]
fn cr_205_2a_every_card_type_is_read_from_a_type_line() {
    use splitcard_engine::{CardType, TypeLine};
    for (word, t) in [
        ("Artifact", CardType::Artifact),
        ("Battle", CardType::Battle),
        ("Creature", CardType::Creature),
        ("Enchantment", CardType::Enchantment),
        ("Instant", CardType::Instant),
        ("Kindred", CardType::Kindred),
        ("Land", CardType::Land),
        ("Planeswalker", CardType::Planeswalker),
        ("Sorcery", CardType::Sorcery),
    ] {
        match TypeLine::parse(word) {
            Ok(line) => assert_eq!(&line.types[..], [t], "{word}"),
            Err(e) => panic!("{word}: {e}"),
        }
    }
    // A word that is no card type (nor a supertype) is refused, not guessed.
    assert!(TypeLine::parse("Spell").is_err());
    // Every type line of the catalogue names at least one card type.
    for c in catalogue::all() {
        assert!(
            !off(c, Zone::Library).type_line.value.types.is_empty(),
            "{}",
            c.name
        );
    }
}

#[test]
fn cr_608_2n_an_instant_or_sorcery_spell_goes_to_the_graveyard() {
    for (name, m) in [
        ("Fire // Ice", "left"),
        ("Assault // Battery", "right"),
        ("Alive // Well", "fused"),
    ] {
        let r = cast(card(name), m, "hand");
        let to = r
            .leaves_stack_to
            .as_ref()
            .map(|d| (d.value, d.rules.to_vec()));
        assert_eq!(
            to,
            Some((Destination::Graveyard, vec!["608.2n"])),
            "{name} {m}"
        );
    }
    // Not an aftermath half cast from a graveyard: exiled (702.127a).
    let lead = cast(card("Destined // Lead"), "aftermath", "graveyard");
    assert_eq!(
        lead.leaves_stack_to.map(|d| d.value),
        Some(Destination::Exile)
    );
}

/// A split card whose halves are both permanents, and no Room (a custom card): Cog {2}
/// Artifact // Gear {3}{U} Artifact Creature.
const COG_GEAR: &str = r#"{"object":"card","name":"Cog // Gear","layout":"split","card_faces":[
    {"object":"card_face","name":"Cog","mana_cost":"{2}","type_line":"Artifact","oracle_text":"{T}: Add {C}."},
    {"object":"card_face","name":"Gear","mana_cost":"{3}{U}","type_line":"Artifact Creature — Construct","oracle_text":"Flying"}]}"#;

/// The same with fuse, and with aftermath on a creature half.
const SPRING_COIL: &str = r#"{"object":"card","name":"Spring // Coil","layout":"split","card_faces":[
    {"object":"card_face","name":"Spring","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"},
    {"object":"card_face","name":"Coil","mana_cost":"{2}{G}","type_line":"Creature — Snake","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"}]}"#;

const EGG_HATCH: &str = r#"{"object":"card","name":"Egg // Hatch","layout":"aftermath","card_faces":[
    {"object":"card_face","name":"Egg","mana_cost":"{1}","type_line":"Artifact","oracle_text":""},
    {"object":"card_face","name":"Hatch","mana_cost":"{1}{G}","type_line":"Creature — Bird","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)"}]}"#;

/// A creature half beside an instant half: Bolt {R} Instant // Bear {1}{G} Creature.
const BOLT_BEAR: &str = r#"{"object":"card","name":"Bolt // Bear","layout":"split","card_faces":[
    {"object":"card_face","name":"Bolt","mana_cost":"{R}","type_line":"Instant","oracle_text":"Bolt deals 3 damage to any target."},
    {"object":"card_face","name":"Bear","mana_cost":"{1}{G}","type_line":"Creature — Bear","oracle_text":""}]}"#;

fn leaves(c: &Card, m: &str, from: &str, era: Era) -> splitcard_engine::Cited<Destination> {
    match cast_with(c, m, from, None, era).leaves_stack_to {
        Some(d) => d,
        None => panic!("{} {m} from {from} ({era:?}): no destination", c.name),
    }
}

#[test]
fn cr_608_3_a_split_permanent_spell_that_isnt_a_room_enters_the_battlefield() {
    use splitcard_engine::messages::Lang;
    let cog = custom(COG_GEAR);
    let spring = custom(SPRING_COIL);
    for era in Era::ALL {
        let rule = then_id("608.3", era);
        for (c, m) in [
            (&cog, "left"),
            (&cog, "right"),
            (&cog, "Gear"),
            (&spring, "Coil"),
        ] {
            let d = leaves(c, m, "hand", era);
            assert_eq!(d.value, Destination::Battlefield, "{m} ({era:?})");
            assert!(d.rules.contains(&rule), "{m} ({era:?}): {:?}", d.rules);
            assert!(
                !d.rules.iter().any(|r| r.starts_with("608.2")),
                "{:?}",
                d.rules
            );
            for lang in Lang::ALL {
                assert!(d.msg.unfilled(lang).is_empty());
            }
            assert!(d.why().contains("permanent spell"), "{}", d.why());
        }
    }
    // A fused permanent spell (an artifact creature spell, 702.102b) too, from 2013 on.
    for era in [Era::Current, Era::Y2021, Era::Y2017, Era::Y2013] {
        let d = leaves(&spring, "fused", "hand", era);
        assert_eq!(d.value, Destination::Battlefield, "{era:?}");
    }
    // Cast from anywhere an effect allows: still the battlefield, no flashback caveat.
    let d = leaves(&cog, "left", "library", Era::Current);
    assert_eq!(d.value, Destination::Battlefield);
    assert!(!d.why().contains("flashback"));
    // An aftermath half cast from a graveyard is exiled instead (702.127a), a permanent too;
    // its first half from hand enters the battlefield.
    let egg = custom(EGG_HATCH);
    assert_eq!(
        leaves(&egg, "aftermath", "graveyard", Era::Current).value,
        Destination::Exile
    );
    assert_eq!(
        leaves(&egg, "Egg", "hand", Era::Current).value,
        Destination::Battlefield
    );
    // A Room as ever: 608.3 with its door unlocked (709.5d).
    let pool = card("Bottomless Pool // Locker Room");
    let d = leaves(pool, "left", "hand", Era::Current);
    assert_eq!(d.value, Destination::Battlefield);
    assert_eq!(&d.rules[..], ["608.3", "709.5d"]);
    // An instant or sorcery spell goes to the graveyard (608.2n), whatever its other half.
    let bear = custom(BOLT_BEAR);
    assert_eq!(
        leaves(&bear, "Bolt", "hand", Era::Current).value,
        Destination::Graveyard
    );
    // A creature half whose card is also an instant card: a permanent spell, but the card
    // can't enter the battlefield (304.4): it stays on the stack, and says why.
    let d = leaves(&bear, "Bear", "hand", Era::Current);
    assert_eq!(d.value, Destination::Stack);
    assert!(
        d.rules.contains(&"304.4") && d.rules.contains(&"608.3"),
        "{:?}",
        d.rules
    );
    assert_eq!(Destination::Stack.slug(), "stack");
}

#[test]
fn cr_608_3_a_split_permanent_on_the_battlefield_was_cast_then_entered_whole() {
    // With a cast mode, a split permanent on the battlefield is read as a Room is: that half
    // was cast (from hand, by default) and the card entered (608.3). Unlike a Room's doors,
    // its characteristics there are the whole card's, whichever half was cast (709.4).
    let cog = custom(COG_GEAR);
    for m in ["left", "right"] {
        let s = Situation {
            cast: Some(Cast::new(&cog, common::mode(&cog, m))),
            ..Situation::in_zone(Zone::Battlefield)
        };
        let i = match inspect(&cog, &s) {
            Ok(i) => i,
            Err(e) => panic!("{m}: {e}"),
        };
        let Some(r) = &i.cast else {
            panic!("{m}: no cast report")
        };
        assert!(r.verdict.legal, "{m}: {}", r.verdict.reason);
        assert_eq!(
            r.leaves_stack_to.as_ref().map(|d| d.value),
            Some(Destination::Battlefield)
        );
        let Some(c) = &i.characteristics else {
            panic!("{m}: no characteristics")
        };
        assert_eq!(c.primary().names.value, ["Cog", "Gear"]);
        assert_eq!(c.primary().mana_value.value, 6);
        assert!(c.primary().names.rules.contains(&"709.4"));
        assert!(i.unlock.is_none(), "no doors");
        // Any origin: where it was cast from (Future Sight: the library).
        assert!(Cast::check_origin(&cog, Zone::Battlefield, origin("library")).is_ok());
        assert_eq!(
            Cast::origin_for(&cog, Zone::Battlefield, common::mode(&cog, m)),
            origin("hand")
        );
    }
    // Before 2017 the card off the stack, the battlefield too, had one set per half.
    let s = Situation {
        cast: Some(Cast::new(&cog, common::mode(&cog, "left"))),
        era: Era::Y2006,
        ..Situation::in_zone(Zone::Battlefield)
    };
    match inspect(&cog, &s) {
        Ok(i) => assert_eq!(i.characteristics.map(|c| c.sets.len()), Some(2)),
        Err(e) => panic!("{e}"),
    }
    // A cast that couldn't have happened (an aftermath half from a hand) has no permanent
    // to describe: the verdict says why.
    let egg = custom(EGG_HATCH);
    let s = Situation {
        cast: Some(Cast {
            mode: common::mode(&egg, "aftermath"),
            from: origin("hand"),
        }),
        ..Situation::in_zone(Zone::Battlefield)
    };
    match inspect(&egg, &s) {
        Ok(i) => {
            assert!(i.characteristics.is_none());
            assert_eq!(i.cast.map(|r| r.verdict.legal), Some(false));
        }
        Err(e) => panic!("{e}"),
    }
    // An instant or sorcery card still can't be there (304.4, 307.4), cast or not.
    let fire_ice = card("Fire // Ice");
    assert!(!Cast::was_cast(fire_ice, Zone::Battlefield));
    let s = Situation {
        cast: Some(Cast::new(fire_ice, common::mode(fire_ice, "left"))),
        ..Situation::in_zone(Zone::Battlefield)
    };
    assert!(inspect(fire_ice, &s).is_err());
}

/// An instant half and a land half (a custom card): Bolt {R} Instant // Field Land.
const BOLT_FIELD: &str = r#"{"object":"card","name":"Bolt // Field","layout":"split","card_faces":[
    {"object":"card_face","name":"Bolt","mana_cost":"{R}","type_line":"Instant","oracle_text":"Bolt deals 3 damage to any target."},
    {"object":"card_face","name":"Field","mana_cost":"","type_line":"Land","oracle_text":"{T}: Add {G}."}]}"#;

/// The same with fuse, and a land creature half with a mana cost.
const GROW_GROVE: &str = r#"{"object":"card","name":"Grow // Grove","layout":"split","card_faces":[
    {"object":"card_face","name":"Grow","mana_cost":"{G}","type_line":"Sorcery","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"},
    {"object":"card_face","name":"Grove","mana_cost":"{1}{G}","type_line":"Land Creature — Forest Dryad","oracle_text":"Fuse (You may cast one or both halves of this card from your hand.)"}]}"#;

#[test]
fn cr_305_1_playing_a_land_half_is_not_casting_it() {
    // Field, a land half, is never cast: from a hand, as the usual place to cast from, the
    // cast is illegal and says it is a land, which is played, citing 305.1.
    let field = custom(BOLT_FIELD);
    let r = cast(&field, "Field", "hand");
    assert!(!r.verdict.legal);
    assert!(r.verdict.rules.contains(&"305.1"), "{:?}", r.verdict.rules);
    assert!(
        r.verdict.reason.contains("is a land"),
        "{}",
        r.verdict.reason
    );
    // Off the stack the card is a land card among its types (709.4c).
    let s = off(&field, Zone::Hand);
    assert!(s
        .type_line
        .value
        .types
        .contains(&splitcard_engine::CardType::Land));
}

#[test]
fn cr_305_9_a_land_half_is_played_never_cast() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    let field = custom(BOLT_FIELD);
    let grove = custom(GROW_GROVE);
    // From every origin, in every era, with or without a mana cost, fused or not: illegal,
    // citing 305.1 and 305.9 (as that era cites them: today's rules, marked, before 2017).
    for era in Era::ALL {
        for from in [
            "hand",
            "library",
            "graveyard",
            "exile",
            "opponent-hand",
            "opponent-graveyard",
        ] {
            for (c, m) in [(&field, "Field"), (&grove, "Grove"), (&grove, "fused")] {
                let r = cast_with(c, m, from, None, era);
                let what = format!("{m} from {from} ({era:?})");
                assert!(!r.verdict.legal, "{what}: {}", r.verdict.reason);
                assert!(r.spell.is_none() && r.leaves_stack_to.is_none(), "{what}");
                for rule in ["305.1", "305.9"] {
                    let rule = then_id(rule, era);
                    assert!(
                        r.verdict.rules.contains(&rule),
                        "{what}: {:?}",
                        r.verdict.rules
                    );
                }
                assert!(r.verdict.reason.contains("is a land"), "{what}");
                for lang in Lang::ALL {
                    assert!(r.verdict.msg.unfilled(lang).is_empty());
                }
            }
            // The other half is checked alone (709.3a): Bolt is cast as ever.
            let r = cast_with(&field, "Bolt", from, None, era);
            assert!(r.verdict.legal, "Bolt from {from} ({era:?})");
        }
    }
    // The matrix: no cell casts the land half, anywhere.
    for era in [Era::Current, Era::Y2017, Era::Y2006] {
        let m = splitcard_engine::matrix(&field, era);
        for row in &m.rows {
            for cell in row
                .casts
                .iter()
                .filter(|c| c.mode == common::mode(&field, "Field"))
            {
                assert!(!cell.report.verdict.legal, "{:?} ({era:?})", row.zone);
            }
        }
    }
    // The probes that cast: never the land half, and the reason is that it is a land.
    let probe = |c: &Card, slug: &str, name: Option<&str>| {
        let e = match probes::find(slug) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        let input = ProbeInput {
            name: name.map(String::from),
            ..ProbeInput::default()
        };
        match probes::probe(c, e, &input) {
            Ok(a) => a,
            Err(err) => panic!("{slug}: {err}"),
        }
    };
    let bolt = AnswerValue::Names(vec!["Bolt".into()]);
    for slug in ["omniscience", "goblin-dark-dwellers"] {
        let a = probe(&field, slug, None);
        assert_eq!(a.answer, bolt, "{slug}");
        assert!(
            a.explanation.contains("Field (a land"),
            "{slug}: {}",
            a.explanation
        );
        assert!(a.rules.contains(&"305.9"), "{slug}: {:?}", a.rules);
    }
    let a = probe(&field, "meddling-mage", Some("Bolt"));
    assert_eq!(a.answer, AnswerValue::Names(vec![]));
    assert!(
        a.explanation.contains("Not: Field (a land"),
        "{}",
        a.explanation
    );
    assert!(!a.explanation.contains("Every way"), "{}", a.explanation);
    let a = probe(&field, "isochron-scepter", None);
    assert!(
        a.explanation.contains("can be cast as Bolt ("),
        "{}",
        a.explanation
    );
    let a = probe(&field, "snapcaster-mage", None);
    assert!(!a.explanation.contains("Field {"), "{}", a.explanation);
}

#[test]
fn cr_305_9_no_fused_spell_includes_a_land_half_and_fuse_is_cited_as_its_era_numbered_it() {
    use splitcard_engine::{legality, Cast, Mode, Origin};
    let fused = |c: &Card, era: Era| {
        legality::check(
            c,
            Cast {
                mode: Mode::Fused,
                from: Origin::HAND,
            },
            era,
        )
    };
    // A fuse card: no fused spell includes its land half. A card without fuse asked fused
    // is refused for its land half first, in the words of a half cast.
    let grove = custom(GROW_GROVE);
    let v = fused(&grove, Era::Current);
    assert!(!v.legal);
    assert_eq!(
        v.reason,
        "Grove is a land, and lands are played, never cast: no fused spell includes it."
    );
    let v = fused(&custom(BOLT_FIELD), Era::Current);
    assert!(!v.legal);
    assert!(
        v.reason
            .starts_with("Field is a land: lands are played, never cast"),
        "{}",
        v.reason
    );
    // Under the Dragon's Maze rules, where a fused spell may be cast from is the fuse rule of
    // 2013 (702.101a, with 708.2b), not the rule for casting one half (708.2a).
    assert_eq!(
        fused(&grove, Era::Y2013).rules,
        [
            "305.1@current",
            "305.9@current",
            "702.101a@2013",
            "708.2b@2013"
        ]
    );
}

#[test]
fn cr_709_3_a_half_the_card_does_not_have_cannot_be_cast() {
    use splitcard_engine::{legality, Cast, Mode, Origin};
    // A mode built by hand for a third half of a two-half card: refused, never a made-up
    // half cast from hand.
    let v = legality::check(
        card("Fire // Ice"),
        Cast {
            mode: Mode::Face(2),
            from: Origin::HAND,
        },
        Era::Current,
    );
    assert!(!v.legal);
    assert_eq!(v.permission, None);
    assert_eq!(v.reason, "Fire // Ice has only 2 halves.");
    assert_eq!(v.rules, ["709.3"]);
}

#[test]
fn cr_601_3_a_casts_permission_is_said_as_normal_aftermath_or_needs_effect() {
    // The word the CLI's JSON gives for what lets a half be cast: from your hand nothing more
    // (601.3), the aftermath half from your graveyard by its own rule (702.127a), anything
    // else only with an effect.
    let slug = |name: &str, m: &str, from: &str| {
        let r = cast(card(name), m, from);
        r.verdict.permission.map(|p| p.slug())
    };
    assert_eq!(slug("Fire // Ice", "left", "hand"), Some("normal"));
    assert_eq!(
        slug("Cut // Ribbons", "right", "graveyard"),
        Some("aftermath")
    );
    assert_eq!(
        slug("Fire // Ice", "left", "graveyard"),
        Some("needs-effect")
    );
    assert_eq!(slug("Cut // Ribbons", "right", "hand"), None);
}

/// "Nonland": cascade (702.85a) and Void pass over a card with a land half, which off the
/// stack is a land card (709.4c; before 2017 yes to "is it a land?" if either half was,
/// 505.6), and a "nonland card name" is never a land half's (201.4b), in every era.
#[test]
fn cr_702_85a_cascade_void_and_a_nonland_name_pass_over_a_card_with_a_land_half() {
    use splitcard_engine::messages::Lang;
    use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
    let field = custom(BOLT_FIELD);
    let effect = |slug: &str| match probes::find(slug) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    for era in Era::ALL {
        let input = |name: Option<&str>, number: Option<u32>| ProbeInput {
            name: name.map(String::from),
            number,
            era,
            ..ProbeInput::default()
        };
        // Mana value 1, less than 3: a nonland card would stop cascade. Not this one.
        let a = probes::probe(&field, effect("violent-outburst"), &input(None, None))
            .unwrap_or_else(|e| panic!("{era:?}: {e}"));
        assert_eq!(a.answer, AnswerValue::Bool(false), "{era:?}");
        if era >= Era::Y2017 {
            assert!(
                a.rules.contains(&then_id("709.4c", era)),
                "{era:?}: {:?}",
                a.rules
            );
        }
        for lang in Lang::ALL {
            assert!(a.msg.unfilled(lang).is_empty(), "{era:?} {lang:?}");
        }
        assert!(
            a.explanation.contains("is a land card"),
            "{era:?}: {}",
            a.explanation
        );
        // Void with the card's own mana value: a nonland card would be discarded.
        let a = probes::probe(&field, effect("void"), &input(None, Some(1)))
            .unwrap_or_else(|e| panic!("{era:?}: {e}"));
        assert_eq!(a.answer, AnswerValue::Bool(false), "{era:?}");
        assert!(
            a.explanation.contains("a land card"),
            "{era:?}: {}",
            a.explanation
        );
        // The land half's name can't be chosen; the other half's can, from 2013 (before,
        // naming a split card meant all its names, and this one was a land card).
        for slug in ["meddling-mage", "cabal-therapy"] {
            let named = if era >= Era::Y2013 {
                "Field"
            } else {
                "Bolt // Field"
            };
            match probes::probe(&field, effect(slug), &input(Some(named), None)) {
                Err(e) => assert!(
                    e.to_string().contains("Field is a land"),
                    "{slug} {era:?}: {e}"
                ),
                Ok(a) => panic!("{slug} {era:?} named {named}: {}", a.explanation),
            }
            if era >= Era::Y2013 {
                assert!(
                    probes::probe(&field, effect(slug), &input(Some("Bolt"), None)).is_ok(),
                    "{slug} {era:?}"
                );
            }
        }
    }
    // Without a land half, Void discards as ever.
    let fire_ice = card("Fire // Ice");
    let a = probes::probe(
        fire_ice,
        effect("void"),
        &ProbeInput {
            number: Some(4),
            ..ProbeInput::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.answer, AnswerValue::Bool(true));
}

#[test]
fn cr_601_3_outside_the_game_example_is_wish_only_once_it_was_printed() {
    use splitcard_engine::messages::Lang;
    // Wish ({2}{R} sorcery) is from Adventures in the Forgotten Realms (July 2021), not
    // Judgment (whose Wishes put a card into your hand). Under the rules before it was
    // printed, the note names no card: only that an effect must allow the cast.
    let fire_ice = card("Fire // Ice");
    for era in Era::ALL {
        let outside = Situation {
            cast: Some(Cast {
                mode: common::mode(fire_ice, "left"),
                from: splitcard_engine::Origin::yours(Zone::Outside),
            }),
            era,
            ..Situation::in_zone(Zone::Outside)
        };
        let Some(r) = inspect(fire_ice, &outside).ok().and_then(|i| i.cast) else {
            panic!("no cast report")
        };
        assert!(r.verdict.legal);
        for lang in Lang::ALL {
            let text = r.verdict.msg.render(lang);
            assert!(!text.contains("Judgment"), "{era:?} {lang:?}: {text}");
            assert_eq!(
                text.contains("Wish"),
                era >= Era::Y2021,
                "{era:?} {lang:?}: {text}"
            );
            if era >= Era::Y2021 {
                // The set's name as printed in that language.
                let set = match lang {
                    Lang::Fr => "Aventures dans les Royaumes Oubliés",
                    Lang::De => "Abenteuer in den Vergessenen Reichen",
                    Lang::En => "Adventures in the Forgotten Realms",
                };
                assert!(text.contains(set), "{lang:?}: {text}");
            }
        }
    }
}

#[test]
fn cr_601_3_outside_the_game_only_an_effect_allows_a_cast() {
    use splitcard_engine::messages::Lang;
    // From outside the game a half can be cast only while an effect allows it (Wish: "You
    // may play a card you own from outside the game this turn"): no rule of 601.2a or any
    // other says spells are cast only from a hand, library, graveyard or exile.
    let fire_ice = card("Fire // Ice");
    let outside = Situation {
        cast: Some(Cast {
            mode: common::mode(fire_ice, "left"),
            from: splitcard_engine::Origin::yours(Zone::Outside),
        }),
        ..Situation::in_zone(Zone::Outside)
    };
    let Some(r) = inspect(fire_ice, &outside).ok().and_then(|i| i.cast) else {
        panic!("no cast report")
    };
    assert!(r.verdict.legal);
    assert_eq!(r.verdict.permission, Some(Permission::NeedsEffect));
    assert_eq!(r.verdict.rules, ["601.3", "709.3a"]);
    assert!(r.verdict.reason.contains("only while an effect allows it"));
    assert!(r.verdict.reason.contains("Wish"));
    for lang in Lang::ALL {
        let text = r.verdict.msg.render(lang);
        assert!(text.contains("Wish"), "{lang:?}: {text}");
        assert!(r.verdict.msg.unfilled(lang).is_empty());
    }
    // Fuse and aftermath still say no (702.102a, 702.127a).
    for (c, m, rule) in [
        (card("Wear // Tear"), "fused", "702.102a"),
        (card("Destined // Lead"), "aftermath", "702.127a"),
    ] {
        let s = Situation {
            cast: Some(Cast {
                mode: common::mode(c, m),
                from: splitcard_engine::Origin::yours(Zone::Outside),
            }),
            ..Situation::in_zone(Zone::Outside)
        };
        let Some(r) = inspect(c, &s).ok().and_then(|i| i.cast) else {
            panic!("no cast report")
        };
        assert!(!r.verdict.legal);
        assert_eq!(r.verdict.rules, [rule]);
    }
    // The matrix's outside row says the same; the battlefield's is illegal, citing 601.3 —
    // a permanent isn't cast — never 601.2a, and never the claim that spells are cast only
    // from a hand, library, graveyard or exile.
    for c in [fire_ice, card("Bottomless Pool // Locker Room")] {
        let m = splitcard_engine::matrix(c, Era::Current);
        for row in &m.rows {
            for cell in &row.casts {
                let v = &cell.report.verdict;
                for lang in Lang::ALL {
                    let text = v.msg.render(lang);
                    assert!(!text.contains("graveyard or exile"), "{text}");
                    assert!(!text.contains("cimetière ou l'exil"), "{text}");
                    assert!(!text.contains("Friedhof oder dem Exil"), "{text}");
                }
                match row.zone {
                    Zone::Outside => assert!(v.legal, "{}", c.name),
                    Zone::Battlefield => {
                        assert!(!v.legal);
                        assert_eq!(v.rules, ["601.3"]);
                    }
                    _ => {}
                }
            }
        }
    }
}

/// 601.3: a half cast from a graveyard, a library or exile needs an effect that allows it,
/// and the effects named as examples are ones that reach that half. Flashback (Snapcaster
/// Mage, Past in Flames) gives an instant or sorcery flashback, paying its own mana cost;
/// a permanent half — a Room's door, a custom creature half — is cast from a graveyard by
/// Muldrotha or Lurrus instead, named by their mana value (only under the rules that say
/// it, from 2021), and its cost is the one the effect names, never flashback's. Nor is
/// flashback a way to cast from a library (Bolas's Citadel pays life) or exile (cascade pays
/// nothing).
#[test]
fn cr_601_3_a_permanent_half_from_a_graveyard_is_never_offered_flashback() {
    let why = |r: &splitcard_engine::CastReport| {
        (
            r.verdict.msg.render(splitcard_engine::messages::Lang::En),
            r.total_cost
                .as_ref()
                .map(|c| c.msg.render(splitcard_engine::messages::Lang::En))
                .unwrap_or_default(),
        )
    };
    let bear = custom(BOLT_BEAR);
    // The instant half from a graveyard: flashback.
    let (note, cost) = why(&cast(&bear, "left", "graveyard"));
    assert!(note.contains("Snapcaster Mage"), "{note}");
    assert!(cost.contains("flashback"), "{cost}");
    // The creature half: Muldrotha or Lurrus, and no flashback anywhere.
    for c in [&bear, card("Bottomless Pool // Locker Room")] {
        let (note, cost) = why(&cast(c, "right", "graveyard"));
        assert!(note.contains("Muldrotha"), "{}: {note}", c.name);
        assert!(
            !note.contains("flashback") && !cost.contains("flashback"),
            "{}: {note} / {cost}",
            c.name
        );
        assert!(
            cost.contains("the cost the permitting effect names"),
            "{cost}"
        );
    }
    // Under the rules of 2013 Muldrotha and Lurrus didn't exist, and the examples would say
    // "mana value": no examples, and still no flashback.
    let old = cast_with(&bear, "right", "graveyard", None, Era::Y2013);
    let (note, cost) = why(&old);
    assert!(old.verdict.legal, "{note}");
    assert!(
        !note.contains("Muldrotha") && !note.contains("Snapcaster"),
        "{note}"
    );
    assert!(
        !note.contains("mana value") && !cost.contains("flashback"),
        "{note} / {cost}"
    );
    // From a library or exile an instant half isn't offered flashback either.
    for from in ["library", "exile"] {
        let (_, cost) = why(&cast(card("Fire // Ice"), "left", from));
        assert!(!cost.contains("flashback"), "{from}: {cost}");
        assert!(
            cost.contains("the cost the permitting effect names"),
            "{from}: {cost}"
        );
    }
}
