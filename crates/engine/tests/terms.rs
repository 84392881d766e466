//! The era's words: the rules before April 2021 said "converted mana cost" where today's say
//! "mana value" (`docs/rules.md`, "How the rules changed"). Every explanation under an older era —
//! characteristics in every zone and cast, every probe's answer and headline — uses that
//! era's term, in English, French and German; today's and the 2021 era's use today's.

mod common;

use common::*;
use splitcard_engine::messages::{Lang, Msg};
use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, characteristics, Era, Mode, Situation, Zone};

const MANA_VALUE: [&str; 4] = [
    "mana value",
    "valeur de mana",
    "valeurs de mana",
    "Manabetr",
];
const CONVERTED: [&str; 4] = [
    "converted mana cost",
    "coût converti",
    "coûts convertis",
    "umgewandelte",
];

fn says(text: &str, terms: &[&str]) -> bool {
    terms.iter().any(|t| text.contains(t))
}

/// Every language's rendering of `m` uses `era`'s term, never the other one.
fn check(m: &Msg, era: Era, what: &str) -> bool {
    let (wrong, right): (&[&str], &[&str]) = if era.says_mana_value() {
        (&CONVERTED, &MANA_VALUE)
    } else {
        (&MANA_VALUE, &CONVERTED)
    };
    let mut named = false;
    for lang in Lang::ALL {
        let text = m.render(lang);
        assert!(!says(&text, wrong), "{what} {era:?} {lang:?}: {text}");
        named |= says(&text, right);
    }
    named
}

#[test]
fn rules_history_explanations_use_the_eras_term_for_the_mana_value() {
    assert!(!Era::Y2017.says_mana_value() && Era::Y2021.says_mana_value());
    let mut named = [0usize; 2];
    for era in Era::ALL {
        for c in catalogue::all() {
            if c.is_room() && !era.has_rooms() {
                continue;
            }
            // The card in every zone, and each mode's spell.
            let mut situations: Vec<Situation> = Zone::ALL
                .into_iter()
                .filter(|z| *z != Zone::Stack)
                .map(|z| Situation::in_zone(z).in_era(era))
                .collect();
            situations.extend(
                Mode::all_for(c)
                    .into_iter()
                    .map(|m| Situation::on_stack(Cast::new(c, m)).in_era(era)),
            );
            for s in situations {
                let Ok(chars) = characteristics(c, &s) else {
                    continue;
                };
                for set in &chars.sets {
                    let n = check(
                        &set.mana_value.msg,
                        era,
                        &format!("{} {:?}", c.name, s.zone),
                    );
                    // The mana value's own explanation always names it.
                    assert!(
                        n,
                        "{} {:?} {era:?}: {}",
                        c.name,
                        s.zone,
                        set.mana_value.why()
                    );
                    named[usize::from(era.says_mana_value())] += 1;
                    for m in [&set.names.msg, &set.mana_cost.msg, &set.colors.msg] {
                        check(m, era, &c.name);
                    }
                }
            }
            // Every effect, with and without the mode it may take.
            for e in EFFECTS {
                let zone = e.zone();
                if !e.applies(c, zone) {
                    continue;
                }
                for mode in Mode::all_for(c) {
                    let input = ProbeInput {
                        cast: e.takes_mode(zone).then(|| Cast::new(c, mode)),
                        name: Some(c.faces[0].name.to_string()),
                        number: Some(2),
                        era,
                        ..ProbeInput::default()
                    };
                    let Ok(a) = probes::probe(c, e, &input) else {
                        continue;
                    };
                    check(&a.msg, era, &format!("{} / {}", c.name, e.slug));
                    assert_eq!(a.explanation, a.msg.render(Lang::En));
                    for lang in Lang::ALL {
                        let h = a.headline(lang);
                        let wrong = if era.says_mana_value() {
                            &CONVERTED
                        } else {
                            &MANA_VALUE
                        };
                        assert!(!says(&h, wrong), "{} / {} {era:?}: {h}", c.name, e.slug);
                    }
                }
            }
        }
    }
    assert!(named[0] > 1000 && named[1] > 1000, "{named:?}");
}

/// The rulings examples (`seeds.rs`) under the 2013 rules, word for word: Counterbalance revealing
/// Wear // Tear, and Fire // Ice's own converted mana costs.
#[test]
fn rules_history_2013_counterbalance_says_converted_mana_cost() {
    let e = match probes::find("counterbalance") {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    let input = ProbeInput {
        era: Era::Y2013,
        ..ProbeInput::default()
    };
    let a = match probes::probe(card("Wear // Tear"), e, &input) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    assert_eq!(
        a.explanation,
        "It reveals as one answer per half, 2 (Wear) and 1 (Tear): it matches spells with \
         converted mana cost 1 or 2."
    );
    assert_eq!(a.headline(Lang::En), "converted mana cost 1 or 2");
    assert_eq!(a.headline(Lang::Fr), "coût converti de mana 1 ou 2");
    assert_eq!(a.headline(Lang::De), "umgewandelte Manakosten 1 oder 2");
    // Today: the same card, today's term.
    let today = match probes::probe(card("Wear // Tear"), e, &ProbeInput::default()) {
        Ok(a) => a,
        Err(err) => panic!("{err}"),
    };
    assert_eq!(today.headline(Lang::En), "mana value 3");
    let fire_ice = chars_in(card("Fire // Ice"), Zone::Library, Era::Y2013);
    let whys: Vec<String> = fire_ice
        .map(|c| c.sets.iter().map(|s| s.mana_value.why()).collect())
        .unwrap_or_default();
    assert_eq!(
        whys,
        [
            "Fire's own converted mana cost, 2: under these rules the card had one per half.",
            "Ice's own converted mana cost, 2: under these rules the card had one per half."
        ]
    );
}

/// The keywords in French and German are the game's words — fusion / Fusion (as printed on
/// Dragon's Maze's French and German cards), répercussion / Nachhall — in every explanation,
/// error, table word and rule summary the engine has (the CLI's too): no English "fuse" or
/// "aftermath" is left in a French or German sentence.
#[test]
#[cfg(feature = "builtin-translations")]
fn the_keywords_are_said_in_french_and_german_words() {
    let english = |text: &str| {
        text.split(|c: char| !c.is_alphabetic())
            .any(|w| w.eq_ignore_ascii_case("fuse") || w.eq_ignore_ascii_case("aftermath"))
    };
    for (id, _, fr, de) in splitcard_engine::messages::TEMPLATES {
        assert!(!english(fr), "{id} fr: {fr}");
        assert!(!english(de), "{id} de: {de}");
    }
    for (rule, fr, de) in splitcard_engine::rules::TRANSLATIONS {
        assert!(!english(fr), "{rule} fr: {fr}");
        assert!(!english(de), "{rule} de: {de}");
    }
    use splitcard_engine::Kind;
    let kind = |k, lang| splitcard_engine::messages::kind_in(k, lang);
    assert_eq!(kind(Kind::Fuse, Lang::Fr), "carte scindée avec fusion");
    assert_eq!(
        kind(Kind::Aftermath { face: 1 }, Lang::De),
        "Split-Karte mit Nachhall"
    );
}
