//! The engine's errors in English, French and German: every kind of `EngineError`, every
//! `Field` a bad value can be, and every kind of "expected" (a list of words, or one of the
//! descriptions), produced through the public API the way a user would cause them.

use std::collections::BTreeSet;

use splitcard_engine::error::Field;
use splitcard_engine::messages::{templates_en, Arg, Lang, Msg};
use splitcard_engine::probes::{self, ProbeInput};
use splitcard_engine::search::Query;
use splitcard_engine::{
    catalogue, characteristics, Card, Doors, EngineError, Era, Mode, Origin, Situation, Zone,
};

fn card(name: &str) -> &'static Card {
    match catalogue::find(name) {
        Ok(c) => c,
        Err(e) => panic!("{name}: {e}"),
    }
}

fn err<T: std::fmt::Debug>(what: &str, r: Result<T, EngineError>) -> (String, EngineError) {
    match r {
        Ok(v) => panic!("{what}: no error ({v:?})"),
        Err(e) => (what.to_string(), e),
    }
}

fn probe_err(card_name: &str, effect: &str, input: ProbeInput) -> (String, EngineError) {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(e) => panic!("{effect}: {e}"),
    };
    err(
        &format!("{card_name} / {effect}"),
        probes::probe(card(card_name), e, &input).map(|a| a.answer),
    )
}

/// One error of every kind a user can cause.
fn every_error() -> Vec<(String, EngineError)> {
    let fire_ice = card("Fire // Ice");
    let mut out = vec![
        err("unknown card", catalogue::find("fier-ice").map(|c| &c.name)),
        (
            "unknown card, no suggestion".into(),
            EngineError::UnknownCard {
                query: "nope".into(),
                suggestions: vec![],
            },
        ),
        err("zone", Zone::parse("moon")),
        err("empty zone", Zone::parse("")),
        err("mode", Mode::parse(fire_ice, "sideways")),
        err("origin", Origin::parse("mars")),
        err("doors", Doors::parse("maybe")),
        err("era", Era::parse("1066")),
        err("impossible date", Era::parse("2030-02-30")),
        (
            "an X too large for a view".into(),
            splitcard_engine::view::read(
                fire_ice,
                &splitcard_engine::view::Words {
                    x: Some("5000"),
                    ..Default::default()
                },
            )
            .refusals[0]
                .error(),
        ),
        err("month 13", Era::parse("2015-13-01")),
        err("unclosed quote", Query::parse("o:\"draw")),
        err("long query", Query::parse(&"x".repeat(501))),
        err("is:", Query::parse("is:flip")),
        err("mv", Query::parse("mv<x")),
        err("color letters", Query::parse("c:zz")),
        err("color comparison", Query::parse("c>ur")),
        err("unknown key", Query::parse("foo:bar")),
        err("effect", probes::find("nope")),
        probe_err("Fire // Ice", "void", ProbeInput::default()),
        probe_err("Fire // Ice", "meddling-mage", ProbeInput::default()),
        probe_err(
            "Fire // Ice",
            "cabal-therapy",
            ProbeInput {
                name: Some("  ".into()),
                ..ProbeInput::default()
            },
        ),
        // Before 2017 the card had one mana cost per half: which half gets flashback?
        probe_err(
            "Fire // Ice",
            "snapcaster-mage",
            ProbeInput {
                era: Era::Y2013,
                ..ProbeInput::default()
            },
        ),
        // Driven // Despair resolved no times: at least once.
        probe_err(
            "Driven // Despair",
            "driven-despair",
            ProbeInput {
                cast: Some(splitcard_engine::Cast {
                    mode: Mode::Face(0),
                    from: Origin::HAND,
                }),
                number: Some(0),
                ..ProbeInput::default()
            },
        ),
        probe_err("Fire // Ice", "twincast", ProbeInput::default()),
        // A Room entering uncast is a fine question (nothing triggers); a Room has no fused
        // mode (709.5, 702.102a).
        probe_err(
            "Bottomless Pool // Locker Room",
            "panharmonicon",
            ProbeInput {
                cast: Some(splitcard_engine::Cast {
                    mode: Mode::Fused,
                    from: Origin::HAND,
                }),
                ..ProbeInput::default()
            },
        ),
        // An X announced where the effect has none to see: a free cast (107.3b), a card off
        // the stack (202.3e).
        probe_err(
            "Expansion // Explosion",
            "electrodominance",
            ProbeInput {
                number: Some(6),
                x: Some(2),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Expansion // Explosion",
            "dark-confidant",
            ProbeInput {
                x: Some(2),
                ..ProbeInput::default()
            },
        ),
        // A cast mode an effect has no use for (709.3, 709.2, 709.5b), and a Room's doors
        // one doesn't read (709.5c, 709.5d).
        probe_err(
            "Fire // Ice",
            "dark-confidant",
            ProbeInput {
                cast: Some(splitcard_engine::Cast::new(fire_ice, Mode::Face(0))),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Fire // Ice",
            "omniscience",
            ProbeInput {
                cast: Some(splitcard_engine::Cast::new(fire_ice, Mode::Face(1))),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Fire // Ice",
            "crook-of-condemnation",
            ProbeInput {
                cast: Some(splitcard_engine::Cast::new(fire_ice, Mode::Face(1))),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Bottomless Pool // Locker Room",
            "copy-enchantment",
            ProbeInput {
                cast: Some(splitcard_engine::Cast {
                    mode: Mode::Face(0),
                    from: Origin::HAND,
                }),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Bottomless Pool // Locker Room",
            "copy-enchantment",
            ProbeInput {
                doors: Some(Doors::only(0)),
                ..ProbeInput::default()
            },
        ),
        probe_err(
            "Bottomless Pool // Locker Room",
            "panharmonicon",
            ProbeInput {
                doors: Some(Doors::only(0)),
                ..ProbeInput::default()
            },
        ),
        err(
            "impossible",
            characteristics(fire_ice, &Situation::in_zone(Zone::Battlefield)),
        ),
        err(
            "origin that contradicts the zone",
            splitcard_engine::inspect(
                fire_ice,
                &Situation {
                    cast: Some(splitcard_engine::Cast {
                        mode: Mode::Face(0),
                        from: Origin::HAND,
                    }),
                    ..Situation::in_zone(Zone::Graveyard)
                },
            )
            .map(|_| ()),
        ),
    ];
    // A face name that more than one card shares, if the catalogue has one.
    let ambiguous = catalogue::all()
        .iter()
        .copied()
        .flat_map(|c| c.faces.iter())
        .find_map(|f| match catalogue::find(&f.name) {
            Err(e @ EngineError::AmbiguousCard { .. }) => Some(e),
            _ => None,
        })
        .unwrap_or(EngineError::AmbiguousCard {
            query: "Ice".into(),
            candidates: vec!["Fire // Ice".into(), "Ice // Fire".into()],
        });
    out.push(("ambiguous card".into(), ambiguous));
    out
}

fn ids(m: &Msg, out: &mut BTreeSet<&'static str>) {
    out.insert(m.id);
    for (_, a) in &m.args {
        if let Arg::Msg(n) = a {
            ids(n, out);
        }
    }
}

fn variant(e: &EngineError) -> usize {
    match e {
        EngineError::UnknownCard { .. } => 0,
        EngineError::AmbiguousCard { .. } => 1,
        EngineError::BadValue { .. } => 2,
        EngineError::Impossible { .. } => 3,
    }
}

fn field(f: Field) -> usize {
    match f {
        Field::Zone => 0,
        Field::Mode => 1,
        Field::Origin => 2,
        Field::Doors => 3,
        Field::Era => 4,
        Field::SearchTerm => 5,
        Field::Effect => 6,
        Field::Number => 7,
        Field::Name => 8,
    }
}

/// English left in a French or German error: the English templates' words.
const ENGLISH: &[&str] = &[
    "expected",
    "is not a valid",
    "did you mean",
    "no split card",
    "names a half",
    "give the full name",
    "one of",
    "(rule ",
    "needs one chosen",
    "cast mode",
    "which half",
    "looks at the spell",
    "the door",
    "whole number",
    "as in ",
    "closing quote",
    "color letters",
    "colorless",
    "multicolored",
    "a date like",
    "name words",
    "to negate",
    "search term",
    "unlocked doors",
    "rules era",
    "origin zone",
    " given",
    "at most",
    " characters",
    "a number",
    "a card name",
    "would be cast",
    "a date that exists",
    "whose month",
    " days",
    "its card is",
    "was cast from",
];

/// Every error renders completely in every language, and the French and German have no
/// English left; every kind of error, field and expectation is among them.
#[test]
fn every_engine_error_renders_in_french_and_german() {
    let errors = every_error();
    for (what, e) in &errors {
        let en = e.render(Lang::En);
        assert_eq!(e.to_string(), en, "{what}: Display is the English");
        for lang in Lang::ALL {
            let unfilled = e.msg().unfilled(lang);
            assert!(unfilled.is_empty(), "{what} ({lang:?}): {unfilled:?}");
            assert!(e.msg().is_known(), "{what}: a message without a template");
        }
        for lang in [Lang::Fr, Lang::De] {
            let text = e.render(lang);
            assert_ne!(text, en, "{what}: {lang:?} is the English");
            assert!(!text.contains('{'), "{what} ({lang:?}): {text}");
            for english in ENGLISH {
                assert!(
                    !text.contains(english),
                    "{what} ({lang:?}): {english:?} in {text}"
                );
            }
            // The field's noun is translated ("zone" is French too).
            if let EngineError::BadValue { what: f, .. } = e {
                if !(lang == Lang::Fr && *f == Field::Zone) {
                    assert_ne!(
                        f.msg().render(lang),
                        f.msg().render(Lang::En),
                        "{what}: the field is English in {lang:?}"
                    );
                }
            }
        }
    }
    let kinds: BTreeSet<usize> = errors.iter().map(|(_, e)| variant(e)).collect();
    assert_eq!(kinds.len(), 4, "an EngineError variant untested");
    let fields: BTreeSet<usize> = errors
        .iter()
        .filter_map(|(_, e)| match e {
            EngineError::BadValue { what, .. } => Some(field(*what)),
            _ => None,
        })
        .collect();
    assert_eq!(fields.len(), Field::ALL.len(), "a Field untested");
    // Every error message the engine has is produced above.
    let mut seen = BTreeSet::new();
    for (_, e) in &errors {
        ids(&e.msg(), &mut seen);
    }
    let mut checked = 0;
    for (id, _) in templates_en() {
        if ["err-", "what-", "ex-", "one-of"]
            .iter()
            .any(|p| id.starts_with(p))
        {
            assert!(seen.contains(id), "no error above produces {id:?}");
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} error messages");
}

/// The English is what the CLI has always printed, word for word, where it was right.
#[test]
fn english_errors_read_as_before() {
    let fire_ice = card("Fire // Ice");
    let en = |r: Result<String, EngineError>| match r {
        Ok(v) => panic!("no error: {v}"),
        Err(e) => e.to_string(),
    };
    assert_eq!(
        en(Zone::parse("moon").map(|z| z.to_string())),
        "\"moon\" is not a valid zone; expected one of: library, hand, stack, battlefield, \
         graveyard, exile, outside"
    );
    assert_eq!(
        en(Era::parse("1066").map(|e| e.slug().to_string())),
        "\"1066\" is not a valid rules era; expected one of: current, 2021, 2021-04, 2017, 2013, 2009, 2006, 2000, \
         or a date like 2015-06-01 (from 2000-10-02)"
    );
    assert_eq!(
        en(Mode::parse(fire_ice, "sideways").map(|m| m.slug(fire_ice))),
        "\"sideways\" is not a valid mode; expected one of: left, right"
    );
    assert_eq!(
        en(Query::parse("is:flip").map(|_| String::new())),
        "\"is:flip\" is not a valid search term; expected is:split, is:fuse, is:aftermath, \
         is:room or is:other"
    );
    assert_eq!(
        EngineError::UnknownCard {
            query: "Fier".into(),
            suggestions: vec!["Fire // Ice".into(), "Fire // Fire".into()]
        }
        .to_string(),
        "no split card is called \"Fier\"; did you mean Fire // Ice, Fire // Fire?"
    );
    assert_eq!(
        EngineError::AmbiguousCard {
            query: "Ice".into(),
            candidates: vec!["Fire // Ice".into(), "Ice // Fire".into()]
        }
        .to_string(),
        "\"Ice\" names a half of more than one card: Fire // Ice, Ice // Fire; give the full name"
    );
    match characteristics(fire_ice, &Situation::in_zone(Zone::Battlefield)) {
        Err(e @ EngineError::Impossible { .. }) => {
            let EngineError::Impossible { reason, rules, .. } = &e else {
                unreachable!()
            };
            assert_eq!(
                e.to_string(),
                format!("{reason} (rule {})", rules.join(", "))
            );
            assert_eq!(e.reason().render(Lang::En), *reason);
        }
        other => panic!("{other:?}"),
    }
}

/// An impossible question under older rules cites an older rule: the error shows it the way
/// the language does ("Glossary: Name a card (2006 rules)"), never its internal id.
#[test]
fn an_older_rule_in_an_error_says_its_era_in_every_language() {
    let input = ProbeInput {
        name: Some("Fire".into()),
        era: Era::Y2006,
        ..ProbeInput::default()
    };
    let (_, e) = probe_err("Fire // Ice", "meddling-mage", input);
    let EngineError::Impossible { rules, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(rules, &["name-a-card@2006"]);
    for (lang, shown) in [
        (Lang::En, "(rule Glossary: Name a card (2006 rules))"),
        (
            Lang::Fr,
            "(règle Glossaire\u{a0}: Nommer une carte (règles de 2006))",
        ),
        (
            Lang::De,
            "(Regel Glossar: Eine Karte nennen (Regeln von 2006))",
        ),
    ] {
        let text = e.render(lang);
        assert!(text.ends_with(shown), "{lang:?}: {text}");
        assert!(!text.contains('@'), "{lang:?}: {text}");
    }
}

/// What the user typed is quoted the language's way, and control characters can't break
/// a line in any language.
#[test]
fn values_are_quoted_per_language() {
    let e = match Zone::parse("mo\non") {
        Err(e) => e,
        Ok(z) => panic!("{z}"),
    };
    assert!(e.render(Lang::En).starts_with("\"mo\\non\" is not"));
    assert!(e
        .render(Lang::Fr)
        .starts_with("«\u{a0}mo\\non\u{a0}» n'est pas valide comme zone"));
    assert!(e
        .render(Lang::De)
        .starts_with("„mo\\non“ ist als Zone nicht gültig"));
    for lang in Lang::ALL {
        assert!(!e.render(lang).contains('\n'), "{lang:?}");
    }
}

/// A bad mode lists exactly the card's own modes ("right" is the aftermath half too;
/// "fused" only with fuse), and a spell on the stack without a mode speaks of fusing only
/// for a card with fuse, under rules that had it (702.102a).
#[test]
fn cr_702_102a_errors_offer_only_the_cards_own_modes() {
    let modes = |name: &str| match Mode::parse(card(name), "sideways") {
        Err(e) => e.to_string(),
        Ok(m) => panic!("{m:?}"),
    };
    assert!(modes("Destined // Lead").ends_with("one of: left, right, aftermath"));
    assert!(modes("Fire // Ice").ends_with("one of: left, right"));
    assert!(modes("Turn // Burn").ends_with("one of: left, right, fused"));
    assert!(modes("Bottomless Pool // Locker Room").ends_with("one of: left, right"));
    let stack = |name: &str, era: Era| match characteristics(
        card(name),
        &Situation {
            era,
            ..Situation::in_zone(Zone::Stack)
        },
    ) {
        Err(e) => Lang::ALL.map(|l| e.render(l)),
        Ok(c) => panic!("{c:?}"),
    };
    for (name, era, fused) in [
        ("Bottomless Pool // Locker Room", Era::Current, false),
        ("Fire // Ice", Era::Current, false),
        ("Turn // Burn", Era::Y2006, false),
        ("Turn // Burn", Era::Current, true),
    ] {
        let [en, fr, de] = stack(name, era);
        assert_eq!(en.contains("(or the whole card, fused)"), fused, "{en}");
        assert_eq!(
            fr.contains("(ou la carte entière, fusionnée)"),
            fused,
            "{fr}"
        );
        assert_eq!(
            de.contains("(oder die ganze Karte, fusioniert)"),
            fused,
            "{de}"
        );
    }
}

/// The error about a card name that is too long to be one quotes it cut short (at
/// `messages::QUOTED_MAX` characters), so the whole message stays short in every language.
#[test]
fn a_long_card_name_is_quoted_short_in_its_error() {
    let e = match catalogue::find(&"a".repeat(7000)) {
        Ok(c) => panic!("no card is named so: {}", c.name),
        Err(e) => e,
    };
    for lang in Lang::ALL {
        let text = e.msg().render(lang);
        assert!(text.chars().count() < 400, "{lang:?}: {text}");
    }
}
