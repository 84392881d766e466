//! Small helpers shared by the engine's integration tests. Every answer goes through the
//! public API, exactly as the CLI and the app ask.
#![allow(dead_code)]

use splitcard_engine::{
    catalogue, characteristics, inspect, CastReport, CharacteristicSet, Characteristics, Doors,
    EngineError, Era, Mode, Origin, Situation, Zone,
};
pub use splitcard_engine::{Card, Cast};

pub fn card(name: &str) -> &'static Card {
    match catalogue::find(name) {
        Ok(c) => c,
        Err(e) => panic!("{name}: {e}"),
    }
}

pub fn mode(card: &Card, m: &str) -> Mode {
    match Mode::parse(card, m) {
        Ok(m) => m,
        Err(e) => panic!("{}: {e}", card.name),
    }
}

pub fn origin(s: &str) -> Origin {
    match Origin::parse(s) {
        Ok(o) => o,
        Err(e) => panic!("{e}"),
    }
}

pub fn chars_in(card: &Card, zone: Zone, era: Era) -> Result<Characteristics, EngineError> {
    characteristics(
        card,
        &Situation {
            era,
            ..Situation::in_zone(zone)
        },
    )
}

/// The card's one set of characteristics in a zone off the stack (today's rules).
pub fn off(card: &Card, zone: Zone) -> CharacteristicSet {
    match chars_in(card, zone, Era::Current) {
        Ok(c) => {
            assert_eq!(c.sets.len(), 1, "{} in {zone}: one set today", card.name);
            c.primary().clone()
        }
        Err(e) => panic!("{} in {zone}: {e}", card.name),
    }
}

/// A cast of `m` from `from` (today's rules): the full report.
pub fn cast(card: &Card, m: &str, from: &str) -> CastReport {
    cast_with(card, m, from, None, Era::Current)
}

pub fn cast_with(card: &Card, m: &str, from: &str, x: Option<u32>, era: Era) -> CastReport {
    let c = Cast {
        mode: mode(card, m),
        from: origin(from),
    };
    let s = Situation {
        zone: Zone::Stack,
        cast: Some(c),
        doors: None,
        x,
        era,
    };
    match inspect(card, &s) {
        Ok(i) => match i.cast {
            Some(r) => r,
            None => panic!("no cast report"),
        },
        Err(e) => panic!("{} {m} from {from}: {e}", card.name),
    }
}

/// The spell's one set when the cast is legal.
pub fn spell(card: &Card, m: &str, from: &str) -> CharacteristicSet {
    let r = cast(card, m, from);
    assert!(
        r.verdict.legal,
        "{} {m} from {from}: {}",
        card.name, r.verdict.reason
    );
    match r.spell {
        Some(s) => s.primary().clone(),
        None => panic!("legal cast without a spell"),
    }
}

/// A Room on the battlefield with these doors unlocked.
pub fn room(card: &Card, doors: Doors) -> CharacteristicSet {
    let s = Situation {
        doors: Some(doors),
        ..Situation::in_zone(Zone::Battlefield)
    };
    match characteristics(card, &s) {
        Ok(c) => c.primary().clone(),
        Err(e) => panic!("{e}"),
    }
}

pub fn colors(set: &CharacteristicSet) -> String {
    set.colors.value.letters()
}

pub fn types(set: &CharacteristicSet) -> Vec<&'static str> {
    set.types().iter().map(|t| t.name()).collect()
}

pub fn cost(set: &CharacteristicSet) -> String {
    set.mana_cost
        .value
        .as_ref()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// A custom card from its Scryfall JSON (the importer the app and the CLI use).
pub fn custom(text: &str) -> Card {
    match splitcard_engine::scryfall::import_one(text) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    }
}

/// A fuse card with {X} in one half: Eps {X}{U} // Zeta {1}{R}.
pub const EPS_ZETA: &str = r#"{"object":"card","name":"Eps // Zeta","layout":"split","card_faces":[
    {"name":"Eps","mana_cost":"{X}{U}","type_line":"Instant","oracle_text":"Draw X cards."},
    {"name":"Zeta","mana_cost":"{1}{R}","type_line":"Instant","oracle_text":"Zeta deals 2 damage to any target.\nFuse (You may cast one or both halves of this card from your hand.)"}]}"#;

/// A half with no mana cost and a blue color indicator, as Scryfall exports such a face:
/// Vision (Suspend 4—{U}) // Insight {1}{R}.
pub const VISION_INSIGHT: &str = r#"{"object":"card","name":"Vision // Insight","layout":"split","card_faces":[
    {"object":"card_face","name":"Vision","mana_cost":"","color_indicator":["U"],"type_line":"Sorcery","oracle_text":"Suspend 4—{U}\nTarget player draws three cards."},
    {"object":"card_face","name":"Insight","mana_cost":"{1}{R}","type_line":"Instant","oracle_text":"Insight deals 2 damage to any target."}]}"#;

/// A white color indicator whose color no mana symbol of the card has: Dawn // Dusk {1}{B}.
pub const DAWN_DUSK: &str = r#"{"object":"card","name":"Dawn // Dusk","layout":"split","card_faces":[
    {"object":"card_face","name":"Dawn","mana_cost":"","color_indicator":["W"],"type_line":"Sorcery","oracle_text":"You gain 4 life."},
    {"object":"card_face","name":"Dusk","mana_cost":"{1}{B}","type_line":"Instant","oracle_text":"Target player loses 2 life."}]}"#;
