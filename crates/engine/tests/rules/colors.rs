//! Colors: from the mana symbols (202.2) and color indicators (202.2e), the color identity
//! (903.4), and what multicolored means (105.2b).

use crate::common::*;
use splitcard_engine::{catalogue, EngineError, Era, Zone};

/// "Multicolored" is defined by 105.2b ("A multicolored object is two or more of the five
/// colors"); 105.4 is about choosing a color ("Multicolored" is not a color). Every
/// multicolored answer — a card's or a spell's colors, Glittering Wish, Error, Enemy of the
/// Guildpact — cites 105.2b, for every card, zone, mode and era, and nothing cites 105.4.
#[test]
fn cr_105_2b_multicolored_is_cited_to_105_2b_never_to_105_4() {
    use splitcard_engine::probes::{self, ProbeInput};
    use splitcard_engine::rules::{summary, today};
    assert!(summary("105.2b").is_some_and(|s| s.contains("multicolored")));
    assert_eq!(summary("105.4"), None);
    let is_105_2b = |r: &&str| today(r).split('@').next() == Some("105.2b");
    let mut multicolored = 0;
    for era in Era::ALL {
        for c in catalogue::all() {
            let m = splitcard_engine::matrix(c, era);
            let mut sets = Vec::new();
            for row in &m.rows {
                if let Ok(ch) = &row.characteristics {
                    sets.extend(ch.sets.iter().cloned());
                }
                for cell in &row.casts {
                    if let Some(s) = &cell.report.spell {
                        sets.extend(s.sets.iter().cloned());
                    }
                }
            }
            for s in &sets {
                let at = format!("{} {era:?}: {:?}", c.name, s.colors.rules);
                assert!(
                    !s.colors.rules.iter().any(|r| r.starts_with("105.4")),
                    "{at}"
                );
                // Before 2017 the era's own rules for a split card's sets say it (708.3 of
                // 2013: "multicolored" off the stack); from 2017, 105.2b.
                if s.colors.value.is_multicolored() && era.combines_off_stack() {
                    multicolored += 1;
                    assert!(s.colors.rules.iter().any(is_105_2b), "{at}");
                }
            }
            for slug in ["glittering-wish", "error", "enemy-of-the-guildpact"] {
                let Ok(effect) = probes::find(slug) else {
                    panic!("{slug}")
                };
                for mode in splitcard_engine::Mode::all_for(c) {
                    let input = ProbeInput {
                        cast: Some(Cast::new(c, mode)),
                        era,
                        ..ProbeInput::default()
                    };
                    let rules = match probes::probe(c, effect, &input) {
                        Ok(a) => a.rules,
                        Err(EngineError::Impossible { rules, .. }) => rules,
                        Err(e) => panic!("{} {slug} {era:?}: {e}", c.name),
                    };
                    let at = format!("{} {slug} {mode:?} {era:?}: {rules:?}", c.name);
                    assert!(!rules.iter().any(|r| r.starts_with("105.4")), "{at}");
                }
            }
        }
    }
    assert!(multicolored > 100, "{multicolored}");
    // The examples: Fire // Ice in the library, Glittering Wish, Error and Enemy of the
    // Guildpact looking at a fused Alive // Well.
    let s = off(card("Fire // Ice"), Zone::Library);
    assert_eq!(&s.colors.rules[..], ["709.4b", "202.2", "105.2b"]);
    let alive_well = card("Alive // Well");
    for (slug, input) in [
        ("glittering-wish", ProbeInput::default()),
        (
            "error",
            ProbeInput {
                cast: Some(Cast::new(alive_well, mode(alive_well, "fused"))),
                ..ProbeInput::default()
            },
        ),
        (
            "enemy-of-the-guildpact",
            ProbeInput {
                cast: Some(Cast::new(alive_well, mode(alive_well, "fused"))),
                ..ProbeInput::default()
            },
        ),
    ] {
        let Ok(effect) = probes::find(slug) else {
            panic!("{slug}")
        };
        let c = if slug == "glittering-wish" {
            card("Fire // Ice")
        } else {
            alive_well
        };
        match probes::probe(c, effect, &input) {
            Ok(a) => assert!(a.rules.contains(&"105.2b"), "{slug}: {:?}", a.rules),
            Err(e) => panic!("{slug}: {e}"),
        }
    }
}

#[test]
fn cr_202_2_colors_come_from_the_mana_symbols() {
    // Fire is red, Ice is blue: the spell is the cast half's color, the card both.
    let fire = spell(card("Fire // Ice"), "left", "hand");
    assert_eq!(fire.colors.value.letters(), "R");
    assert!(
        fire.colors.rules.contains(&"202.2"),
        "{:?}",
        fire.colors.rules
    );
    let ice = spell(card("Fire // Ice"), "right", "hand");
    assert_eq!(ice.colors.value.letters(), "U");
    assert_eq!(
        off(card("Fire // Ice"), Zone::Hand).colors.value.letters(),
        "UR"
    );
    // A half with only generic mana is colorless on the stack.
    let wear = spell(card("Wear // Tear"), "left", "hand");
    assert_eq!(
        wear.mana_cost.value.as_ref().map(|c| c.to_string()),
        Some("{1}{R}".to_string())
    );
    assert_eq!(wear.colors.value.letters(), "R");
}

/// A color indicator (204.1) colors its half besides the mana cost (202.2e): off the stack
/// the card has every half's colors (709.4b), on the stack the cast half's (709.3b), and
/// every answer cites 202.2e and says so, in every language and under older rules too.
#[test]
fn cr_202_2e_a_color_indicator_gives_its_half_its_colors() {
    use splitcard_engine::messages::Lang;
    let c = custom(VISION_INSIGHT);
    let whole = off(&c, Zone::Library);
    assert_eq!(colors(&whole), "UR");
    assert!(
        whole.colors.rules.contains(&"202.2e"),
        "{:?}",
        whole.colors.rules
    );
    assert!(whole.colors.rules.contains(&"709.4b"));
    // The explanation speaks of the halves' colors, which the indicator's are part of.
    let [en, fr, de] = Lang::ALL.map(|l| whole.colors.why_in(l));
    assert_eq!(
        en,
        "Off the stack it has the colors of all its halves: blue and red."
    );
    assert!(
        fr.contains("les couleurs de toutes ses moitiés\u{a0}: bleu et rouge"),
        "{fr}"
    );
    assert!(
        de.contains("die Farben all ihrer Hälften: blau und rot"),
        "{de}"
    );
    // The spell Vision is blue; Insight, with no indicator, only red and cites no 202.2e.
    let vision = spell(&c, "left", "hand");
    assert_eq!(colors(&vision), "U");
    assert!(vision.colors.rules.contains(&"202.2e"));
    let insight = spell(&c, "right", "hand");
    assert_eq!(colors(&insight), "R");
    assert!(!insight.colors.rules.contains(&"202.2e"));
    // A card without one is as before.
    assert!(!off(card("Fire // Ice"), Zone::Hand)
        .colors
        .rules
        .contains(&"202.2e"));
    // Under the Dissension rules each half had its own set: Vision's is blue, and 202.2e
    // is cited as today's rule (its number then isn't checked here).
    let old = chars_in(&c, Zone::Library, Era::Y2006).expect("two sets");
    assert_eq!(colors(&old.sets[0]), "U");
    assert!(old.sets[0].colors.rules.contains(&"202.2e@current"));
    // The 2017 rules numbered it the same (CR of 2017-08-25).
    let y2017 = chars_in(&c, Zone::Library, Era::Y2017).expect("one set");
    assert!(y2017.primary().colors.rules.contains(&"202.2e"));
}

/// 903.4: the color identity counts a color indicator (Dawn's white, in no mana symbol).
#[test]
fn cr_903_4_a_color_indicator_is_in_the_color_identity() {
    let c = custom(DAWN_DUSK);
    let s = off(&c, Zone::Hand);
    assert_eq!(colors(&s), "WB");
    assert_eq!(s.color_identity.value.letters(), "WB");
    let dusk = spell(&c, "right", "hand");
    assert_eq!(colors(&dusk), "B");
    assert_eq!(dusk.color_identity.value.letters(), "WB");
}

/// 903.4: the color identity counts every mana symbol of the rules text — at its very start
/// too, and after a reminder — but none inside reminder text (903.4's "not reminder text").
#[test]
fn cr_903_4_rules_text_symbols_count_reminder_text_symbols_dont() {
    let c = custom(
        r#"{"object":"card","name":"Sprout // Spark","layout":"split","card_faces":[
        {"name":"Sprout","mana_cost":"{1}{W}","type_line":"Sorcery","oracle_text":"You gain 2 life. (A reminder that says {B} isn't rules text.) Add {G}."},
        {"name":"Spark","mana_cost":"{U}","type_line":"Instant","oracle_text":"{R}: Draw a card."}]}"#,
    );
    let s = off(&c, Zone::Hand);
    assert_eq!(colors(&s), "WU");
    assert_eq!(s.color_identity.value.letters(), "WURG");
    // The identity is the whole card's, wherever it is: Spark alone on the stack too.
    let spark = spell(&c, "right", "hand");
    assert_eq!(colors(&spark), "U");
    assert_eq!(spark.color_identity.value.letters(), "WURG");
}
