//! `splitcard probe`: effects' answers, and `probe --list` in `--lang`; a Room's doors
//! (`--unlocked`, parsed as `inspect` parses it); the X announced for a spell (`--x`); a
//! `--mode`, `--name` or `--number` an effect has no use for, refused with why rather than
//! ignored.

use crate::common::{fails, ok, succeeds};
use serde_json::json;

const POOL: &str = "Bottomless Pool // Locker Room";

/// 709.5: on the battlefield a Room has only its unlocked doors' mana cost and names; a
/// probe sees the doors given with --unlocked, or the door cast with --mode (709.5d).
#[test]
fn cr_709_5_probe_sees_a_rooms_unlocked_doors() {
    for (unlocked, life) in [("none", 0), ("left", 1), ("right", 5), ("both", 6)] {
        let v = ok(&[
            "probe",
            POOL,
            "--effect",
            "feed-the-swarm",
            "--unlocked",
            unlocked,
        ]);
        assert_eq!(v["answer"], life, "{unlocked}: {v}");
        assert_eq!(v["unlocked"], unlocked, "{v}");
        assert!(
            v["rules"]
                .as_array()
                .is_some_and(|r| r.contains(&json!("709.5"))),
            "{v}"
        );
    }
    // The door cast is unlocked (709.5d); --unlocked overrides it, as for `inspect`.
    let v = ok(&[
        "probe",
        POOL,
        "--effect",
        "feed-the-swarm",
        "--mode",
        "left",
    ]);
    assert_eq!(
        (v["answer"].clone(), v["unlocked"].clone()),
        (json!(1), json!("left"))
    );
    let v = ok(&[
        "probe",
        POOL,
        "--effect",
        "feed-the-swarm",
        "--mode",
        "left",
        "--unlocked",
        "right",
    ]);
    assert_eq!(v["answer"], 5);
    // Names: a locked door's name isn't the Room's.
    let needle = |unlocked: &str| {
        ok(&[
            "probe",
            POOL,
            "--effect",
            "pithing-needle",
            "--name",
            "Locker Room",
            "--unlocked",
            unlocked,
        ])
    };
    assert_eq!(needle("right")["answer"], true);
    let v = needle("left");
    assert_eq!(v["answer"], false);
    assert!(
        v["explanation"]
            .as_str()
            .is_some_and(|e| e.starts_with("Locker Room is a locked door of")),
        "{v}"
    );
    // In French and German, like every explanation.
    let fr = ok(&[
        "probe",
        POOL,
        "--effect",
        "feed-the-swarm",
        "--unlocked",
        "left",
        "--lang",
        "fr",
    ]);
    assert!(
        fr["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("portes déverrouillées")),
        "{fr}"
    );
    // The key is absent from answers that don't read a Room's doors: their shape is as before.
    let v = ok(&["probe", "fire-ice", "--effect", "dark-confidant"]);
    assert!(v.get("unlocked").is_none(), "{v}");
    // `inspect` says the doors the same way.
    let v = ok(&[
        "inspect",
        POOL,
        "--zone",
        "battlefield",
        "--unlocked",
        "right",
    ]);
    assert_eq!(v["unlocked"], "right");
    assert!(ok(&["inspect", POOL]).get("unlocked").is_none());
}

/// --unlocked is parsed, and refused, exactly as `inspect` does (709.5c).
#[test]
fn cr_709_5c_probe_unlocked_errors_are_inspects() {
    for lang in ["en", "fr", "de"] {
        assert_eq!(
            fails(&[
                "probe",
                POOL,
                "--effect",
                "feed-the-swarm",
                "--unlocked",
                "maybe",
                "--lang",
                lang,
            ]),
            fails(&[
                "inspect",
                POOL,
                "--zone",
                "battlefield",
                "--unlocked",
                "maybe",
                "--lang",
                lang,
            ]),
            "{lang}"
        );
        // Not on the battlefield, or not a Room.
        assert_eq!(
            fails(&[
                "probe",
                POOL,
                "--effect",
                "dark-confidant",
                "--unlocked",
                "left",
                "--lang",
                lang
            ]),
            fails(&["inspect", POOL, "--unlocked", "left", "--lang", lang]),
            "{lang}"
        );
    }
    assert_eq!(
        fails(&[
            "probe",
            "fire-ice",
            "--effect",
            "dark-confidant",
            "--unlocked",
            "both"
        ]),
        "Doors are locked or unlocked only on a Room on the battlefield. (rule 709.5c)"
    );
    // An effect that doesn't read the doors says why.
    let e = fails(&[
        "probe",
        POOL,
        "--effect",
        "panharmonicon",
        "--unlocked",
        "both",
    ]);
    assert_eq!(
        e,
        "Panharmonicon looks at Bottomless Pool // Locker Room as it enters: it enters with the \
         door that was cast unlocked (--mode), or with none, so --unlocked doesn't apply. \
         (rule 709.5d)"
    );
    let e = fails(&[
        "probe",
        POOL,
        "--effect",
        "copy-enchantment",
        "--unlocked",
        "left",
        "--lang",
        "de",
    ]);
    assert!(
        e.contains("kein kopierbarer Wert") && e.ends_with("(Regel 709.5c, 709.5b)"),
        "{e}"
    );
}

/// An effect that looks at a card that isn't being cast chooses no half (709.3, 709.4): a
/// --mode given to it is an error that says so, in --lang; it was silently ignored before.
#[test]
fn cr_709_3_probe_refuses_a_mode_the_effect_has_no_use_for() {
    assert_eq!(
        fails(&[
            "probe",
            "fire-ice",
            "--effect",
            "dark-confidant",
            "--mode",
            "left"
        ]),
        "Dark Confidant looks at a card in the library, which isn't being cast: no half is \
         chosen, so --mode doesn't apply. (rule 709.3, 709.4)"
    );
    assert_eq!(
        fails(&[
            "probe",
            "wear-tear",
            "--effect",
            "counterbalance",
            "--mode",
            "fused",
            "--lang",
            "fr",
        ]),
        "Counterbalance regarde une carte dans la bibliothèque, qui n'est pas lancée\u{a0}: aucune \
         moitié n'est choisie, --mode ne s'applique donc pas. (règle 709.3, 709.4)"
    );
    let de = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "isochron-scepter",
        "--mode",
        "right",
        "--lang",
        "de",
    ]);
    assert!(
        de.starts_with(
            "Isochron Scepter betrachtet eine Karte auf der Hand, die nicht gewirkt wird"
        ),
        "{de}"
    );
    // The effect's refusal comes before a --from that would contradict the zone.
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "dark-confidant",
        "--mode",
        "left",
        "--from",
        "hand",
    ]);
    assert!(
        e.starts_with("Dark Confidant looks at a card in the library"),
        "{e}"
    );
    // Under older rules it cites that era's (2013: 708.2).
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "dark-confidant",
        "--mode",
        "left",
        "--era",
        "2013",
    ]);
    assert!(e.ends_with("(rule 708.2 (2013 rules))"), "{e}");
    // Meddling Mage answers for every half at once.
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "meddling-mage",
        "--name",
        "Fire",
        "--mode",
        "left",
    ]);
    assert!(e.contains("every way to cast Fire // Ice at once"), "{e}");
    // Effects that use the mode keep it: a spell, a granted flashback, a Room's door, a card
    // targeted once cast.
    assert_eq!(
        ok(&[
            "probe",
            "fire-ice",
            "--effect",
            "snapcaster-mage",
            "--mode",
            "left"
        ])["answer"],
        "{1}{R}"
    );
    assert_eq!(
        ok(&[
            "probe",
            "wear-tear",
            "--effect",
            "twincast",
            "--mode",
            "fused"
        ])["answer"],
        json!(["Wear", "Tear"])
    );
    assert_eq!(
        ok(&["probe", POOL, "--effect", "panharmonicon", "--mode", "left"])["answer"],
        1
    );
    assert_eq!(
        ok(&[
            "probe",
            "driven-despair",
            "--effect",
            "crook-of-condemnation",
            "--zone",
            "stack",
            "--mode",
            "aftermath",
        ])["answer"],
        false
    );
    // Without --mode the effects that don't cast answer as before.
    assert_eq!(
        ok(&["probe", "fire-ice", "--effect", "dark-confidant"])["answer"],
        4
    );
}

#[test]
fn cr_709_3_probe_refuses_a_from_the_effect_has_no_use_for_with_its_reason() {
    // Counterbalance never takes a mode: a --from without --mode gets that reason, said of
    // --from, not "--from needs --mode" (which --mode would then refuse).
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "counterbalance",
        "--from",
        "graveyard",
    ]);
    assert!(!e.contains("needs --mode"), "{e}");
    assert!(
        e.contains("Counterbalance looks at") && e.contains("--from doesn't apply"),
        "{e}"
    );
    // An effect that takes a mode still needs it first.
    let e = fails(&[
        "probe", "fire-ice", "--effect", "twincast", "--from", "hand",
    ]);
    assert!(e.contains("--from needs --mode"), "{e}");
    // In --lang too.
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "counterbalance",
        "--from",
        "graveyard",
        "--lang",
        "de",
    ]);
    assert!(e.contains("--from"), "{e}");
    assert!(!e.contains("needs --mode"), "{e}");
}

#[test]
fn probe_answers_and_lists() {
    let v = ok(&["probe", "fire-ice", "--effect", "dark-confidant"]);
    assert_eq!(v["effect"], "dark-confidant");
    let v = ok(&[
        "probe",
        "wear-tear",
        "--effect",
        "counterbalance",
        "--era",
        "2013",
    ]);
    assert_eq!(v["answer"], serde_json::json!([1, 2]));
    let v = ok(&[
        "probe",
        "fire-ice",
        "--effect",
        "meddling-mage",
        "--name",
        "Fire",
    ]);
    assert_eq!(v["answer"], serde_json::json!(["Ice"]));
    assert!(fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "meddling-mage",
        "--name",
        "Fire // Ice"
    ])
    .contains("201.4b"));
    assert!(fails(&["probe", "fire-ice", "--effect", "nope"]).contains("dark-confidant"));
    let list = ok(&["probe", "--list"]);
    assert!(list
        .as_array()
        .is_some_and(|a| a.iter().any(|e| e["slug"] == "fireminds-foresight")));
}

#[test]
fn probe_list_says_what_each_effect_does_in_the_language_asked() {
    let text = |lang: &str, slug: &str| {
        let list = ok(&["probe", "--list", "--lang", lang]);
        let Some(e) = list
            .as_array()
            .and_then(|a| a.iter().find(|e| e["slug"] == slug))
            .cloned()
        else {
            panic!("{slug} not listed in {lang}")
        };
        e["text"].as_str().unwrap_or_default().to_string()
    };
    assert!(text("en", "sunforger").starts_with("Search your library"));
    assert!(text("fr", "sunforger").starts_with("Cherchez dans votre bibliothèque"));
    assert!(text("de", "sunforger").starts_with("Durchsuche deine Bibliothek"));
    assert!(text("de", "spellseeker").contains("Spontanzauber- oder Hexereikarte"));
    // Every effect's text differs from the English in French and German; slugs, names
    // and zones are the same in every language.
    let en = ok(&["probe", "--list"]);
    for lang in ["fr", "de"] {
        let other = ok(&["probe", "--list", "--lang", lang]);
        let (Some(a), Some(b)) = (en.as_array(), other.as_array()) else {
            panic!("not arrays")
        };
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(b) {
            assert_eq!(x["slug"], y["slug"]);
            assert_eq!(x["name"], y["name"]);
            assert_eq!(x["zone"], y["zone"]);
            assert_ne!(x["text"], y["text"], "{} in {lang}", x["slug"]);
        }
    }
    assert_eq!(
        ok(&["probe", "--list", "--lang", "en"]),
        ok(&["probe", "--list"])
    );
    assert!(fails(&["probe", "--list", "--lang", "xx"]).contains("xx"));
}

#[test]
fn probe_takes_the_x_announced_for_the_spell() {
    // Punishment cast with X = 2 has mana value 4 (107.3, 202.3e).
    let chalice = |extra: &[&str]| {
        let mut args = vec![
            "probe",
            "crime-punishment",
            "--effect",
            "chalice-of-the-void",
            "--mode",
            "right",
            "--number",
            "2",
        ];
        args.extend_from_slice(extra);
        ok(&args)
    };
    let v = chalice(&["--x", "2"]);
    assert_eq!(v["answer"], false);
    assert!(v["explanation"]
        .as_str()
        .is_some_and(|e| e.contains("mana value 4") && e.contains("X is 2")));
    let v = chalice(&[]);
    assert_eq!(v["answer"], true);
    assert!(v["explanation"]
        .as_str()
        .is_some_and(|e| e.contains("X is 0")));
    assert_eq!(
        v["rules"],
        serde_json::json!(["202.3d", "709.3b", "202.3e", "107.3"])
    );
    let v = ok(&[
        "probe",
        "expansion-explosion",
        "--effect",
        "expansion",
        "--mode",
        "right",
        "--x",
        "1",
    ]);
    assert_eq!(v["answer"], false);
    assert!(fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "chalice-of-the-void",
        "--mode",
        "left",
        "--number",
        "2",
        "--x",
        "-1"
    ])
    .contains("--x"));
    assert!(fails(&[
        "probe",
        "expansion-explosion",
        "--effect",
        "electrodominance",
        "--number",
        "6",
        "--x",
        "2"
    ])
    .contains("107.3b"));
}

#[test]
fn a_name_or_number_the_effect_does_not_choose_is_refused() {
    // `probe fire-ice --effect` and the rest, split at spaces.
    let argv = |rest: &str| format!("probe fire-ice --effect {rest}");
    let refused = |rest: &str| fails(&argv(rest).split_whitespace().collect::<Vec<_>>());
    let answered = |rest: &str| succeeds(&argv(rest).split_whitespace().collect::<Vec<_>>());
    let e = refused("dark-confidant --name Fire");
    assert!(
        e.starts_with("--name: Dark Confidant chooses no name; --name is for ")
            && e.contains("meddling-mage"),
        "{e}"
    );
    let e = refused("meddling-mage --name Fire --number 2");
    assert!(
        e.starts_with("--number: Meddling Mage chooses no number; --number is for ")
            && e.contains("chalice-of-the-void"),
        "{e}"
    );
    // In the language asked for, as every other error.
    let e = refused("dark-confidant --name Fire --lang fr");
    assert!(
        e.starts_with("--name : Dark Confidant ne choisit aucun nom ; --name sert à "),
        "{e}"
    );
    let e = refused("meddling-mage --name Fire --number 2 --lang de");
    assert!(
        e.starts_with("--number: Meddling Mage wählt keine Zahl; --number ist für "),
        "{e}"
    );
    let e = refused("chalice-of-the-void --from hand --lang de");
    assert_eq!(e, "--from braucht --mode (welche Hälfte wurde gewirkt?)");
    // Where the effect takes them, they are used.
    assert!(answered("meddling-mage --name Ice"));
    assert!(answered("chalice-of-the-void --mode left --number 2"));
}
