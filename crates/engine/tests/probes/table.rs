//! The effect table as a whole: slugs, every effect answering every card where it applies, in
//! three languages.

use crate::common::*;
use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, characteristics, EngineError, Era, Mode, Zone};

#[test]
fn effect_slugs_are_card_slugs_and_unique() {
    let mut seen = std::collections::HashSet::new();
    for e in EFFECTS {
        assert!(seen.insert(e.slug), "{} twice", e.slug);
        let own = splitcard_engine::card::slug(e.name.split(" (").next().unwrap_or(e.name));
        assert_eq!(own, e.slug, "{}", e.name);
    }
    for wanted in ["dark-confidant", "fireminds-foresight", "isochron-scepter"] {
        assert!(probes::find(wanted).is_ok(), "{wanted}");
    }
}

#[test]
fn every_effect_answers_every_card_where_it_applies() {
    for c in catalogue::all() {
        for e in EFFECTS {
            for zone in Zone::ALL {
                if !e.applies(c, zone) {
                    continue;
                }
                for m in Mode::all_for(c) {
                    // The mode only to an effect that takes one (any other refuses it).
                    let input = ProbeInput {
                        zone: Some(zone),
                        cast: e.takes_mode(zone).then(|| Cast::new(c, m)),
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        x: None,
                        doors: None,
                        era: Era::Current,
                    };
                    match probes::probe(c, e, &input) {
                        Ok(a) => assert!(!a.explanation.is_empty()),
                        Err(EngineError::Impossible { reason, rules, msg }) => {
                            for lang in splitcard_engine::messages::Lang::ALL {
                                assert!(!msg.render(lang).is_empty());
                            }
                            assert!(!reason.is_empty() && !rules.is_empty())
                        }
                        Err(err) => panic!("{} / {}: {err}", c.name, e.slug),
                    }
                }
            }
        }
    }
}

#[test]
fn every_effect_says_what_it_does_in_english_french_and_german() {
    use splitcard_engine::messages::Lang;
    for e in EFFECTS {
        let en = e.text(Lang::En);
        assert!(en.ends_with(['.', ')', '"']), "{}: {en}", e.slug);
        for lang in [Lang::Fr, Lang::De] {
            let text = e.text(lang);
            assert!(
                !text.is_empty() && text != en,
                "{} {lang:?}: {text}",
                e.slug
            );
        }
    }
}

#[test]
fn cr_709_5a_every_effect_that_wants_an_instant_or_sorcery_finds_no_room() {
    // Every effect whose printed text restricts it to instants (or sorceries) says "no" to
    // a Room, an enchantment, wherever it looks and however the Room was cast.
    let restricted: Vec<&probes::Effect> = EFFECTS
        .iter()
        .filter(|e| {
            e.text(splitcard_engine::messages::Lang::En)
                .contains("instant")
        })
        .collect();
    assert!(restricted.len() >= 8, "{}", restricted.len());
    for c in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for e in &restricted {
            for zone in Zone::ALL {
                if !e.applies(c, zone) {
                    continue;
                }
                for m in Mode::all_for(c) {
                    let input = ProbeInput {
                        zone: Some(zone),
                        cast: e.takes_mode(zone).then(|| Cast::new(c, m)),
                        number: Some(5),
                        ..ProbeInput::default()
                    };
                    if let Ok(a) = probes::probe(c, e, &input) {
                        assert!(
                            is_nothing(&a.answer),
                            "{} / {}: {:?}",
                            c.name,
                            e.slug,
                            a.answer
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn cr_709_5a_type_lines_in_an_answer_are_said_in_its_language() {
    use splitcard_engine::messages::Lang;
    // The type line quoted in an explanation is in the explanation's language: card types
    // as French and German cards print them, and a Room's subtype as the game says it
    // ("pièce", "Raum"), never the English beside a translated criterion. A fused spell's
    // instant and sorcery, which no card has together, are joined with "and".
    // (card, effect, mode, what English, French and German say)
    type Case<'a> = (&'a str, &'a str, Option<&'a str>, &'a str, &'a str, &'a str);
    let cases: &[Case] = &[
        (
            "Fire // Ice",
            "pyroblast",
            Some("right"),
            "(Instant, mana value 2)",
            "(éphémère, valeur de mana 2)",
            "(Spontanzauber, Manabetrag 2)",
        ),
        (
            "Bottomless Pool // Locker Room",
            "twincast",
            Some("left"),
            "is Enchantment — Room, not Instant or Sorcery",
            "est enchantement — pièce, pas éphémère ou rituel",
            "ist Verzauberung — Raum, nicht Spontanzauber oder Hexerei",
        ),
        (
            "Bottomless Pool // Locker Room",
            "snapcaster-mage",
            None,
            "is Enchantment — Room:",
            "est enchantement — pièce\u{a0}:",
            "ist Verzauberung — Raum:",
        ),
        (
            "Failure // Comply",
            "sunforger",
            None,
            "(Instant Sorcery, mana value 3)",
            "(éphémère et rituel, valeur de mana 3)",
            "(Spontanzauber und Hexerei, Manabetrag 3)",
        ),
    ];
    for (name, slug, m, en, fr, de) in cases {
        let input = match m {
            Some(m) => spell_of(name, m, Era::Current),
            None => era(Era::Current),
        };
        let e = match probes::find(slug) {
            Ok(e) => e,
            Err(err) => panic!("{err}"),
        };
        let a = match probes::probe(card(name), e, &input) {
            Ok(a) => a,
            Err(err) => panic!("{name} / {slug}: {err}"),
        };
        for (lang, want) in [(Lang::En, en), (Lang::Fr, fr), (Lang::De, de)] {
            let text = a.msg.render(lang);
            assert!(text.contains(want), "{name} / {slug} ({lang:?}): {text}");
        }
    }
    // Every catalogue card's type line, as any of these answers would quote it: no English
    // card type or Room left in French or German.
    for c in catalogue::all() {
        let Ok(ch) = characteristics(c, &splitcard_engine::Situation::in_zone(Zone::Library))
        else {
            continue;
        };
        let line = ch.primary().type_line.value.clone();
        for lang in [Lang::Fr, Lang::De] {
            let text = splitcard_engine::messages::type_line_in(&line, lang);
            for english in ["Instant", "Sorcery", "Enchantment", "Room"] {
                assert!(!text.contains(english), "{} ({lang:?}): {text}", c.name);
            }
        }
    }
}
