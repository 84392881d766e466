//! `splitcard matrix`: a card in every zone, as JSON or as a table; a Room under the rules
//! before Rooms refused as `inspect` refuses it. `--table` follows `--lang`: its headings,
//! zones, modes and verdicts are the engine's words in English, French or German; the
//! English table is as it always was (but for the row outside the game: an effect such as
//! Wish may cast a half from there).

use crate::common::{answer, fails, ok, text};

#[test]
fn the_english_table_reads_as_before() {
    assert_eq!(
        text(&["matrix", "wear-tear", "--table"]).trim_end(),
        "\
Wear // Tear (split card with fuse)
zone         mana value     colors  cast left        cast right       cast fused
library      3              WR      needs an effect  needs an effect  illegal
hand         3              WR      yes              yes              yes
stack        (as cast)              mv 2 R           mv 1 W           mv 3 WR
battlefield  can't be here          illegal          illegal          illegal
graveyard    3              WR      needs an effect  needs an effect  illegal
exile        3              WR      needs an effect  needs an effect  illegal
outside      3              WR      needs an effect  needs an effect  illegal
stack row: the spell of each mode cast from its usual zone; other rows: casting from that zone"
    );
    assert_eq!(
        text(&["matrix", "wear-tear", "--table", "--lang", "en"]),
        text(&["matrix", "wear-tear", "--table"])
    );
}

#[test]
fn the_table_in_french_and_german() {
    let de = text(&["matrix", "wear-tear", "--table", "--lang", "de"]);
    let lines: Vec<&str> = de.lines().collect();
    assert_eq!(lines[0], "Wear // Tear (Split-Karte mit Fusion)");
    assert_eq!(
        lines[1]
            .split("  ")
            .filter(|c| !c.is_empty())
            .map(str::trim)
            .collect::<Vec<_>>(),
        [
            "Zone",
            "Manabetrag",
            "Farben",
            "wirken: links",
            "wirken: rechts",
            "wirken: fusioniert"
        ]
    );
    assert!(
        lines[2].starts_with("Bibliothek ") && lines[2].ends_with("nur mit Effekt  unzulässig"),
        "{de}"
    );
    assert!(
        lines[4].contains("(je nach Wirken)") && lines[4].contains("MB 3 WR"),
        "{de}"
    );
    assert!(
        lines[5].starts_with("Spielfeld ") && lines[5].contains("kann nicht hier sein"),
        "{de}"
    );
    // Under the Dragon's Maze rules two values off the stack, joined with the language's "or".
    let fr = text(&[
        "matrix",
        "destined-lead",
        "--table",
        "--lang",
        "fr",
        "--era",
        "2013",
    ]);
    let lines: Vec<&str> = fr.lines().collect();
    assert_eq!(
        lines[0],
        "Destined // Lead (carte scindée avec répercussion)"
    );
    assert!(
        lines[1].starts_with("zone ")
            && lines[1].contains("lancer\u{a0}: gauche")
            && lines[1].contains("lancer\u{a0}: répercussion"),
        "{fr}"
    );
    assert!(
        lines[2].starts_with("bibliothèque ") && lines[2].contains("B ou G"),
        "{fr}"
    );
    assert!(lines[3].contains(" oui "), "{fr}");
    assert!(lines[9].starts_with("ligne pile\u{a0}: "), "{fr}");
    // The columns line up by characters, not bytes ("bibliothèque", "außerhalb").
    for table in [&de, &fr] {
        let widths: Vec<usize> = table
            .lines()
            .skip(1)
            .take(8)
            .map(|l| l.chars().count())
            .collect();
        assert!(widths.iter().all(|w| *w > 0), "{table}");
    }
}

/// Every card, French and German: no English word of the table is left (card and face
/// names, numbers and color letters are the same in every language).
#[test]
fn no_english_is_left_in_any_french_or_german_table() {
    const ENGLISH: &[&str] = &[
        "mana value",
        "colors",
        "cast ",
        "library",
        "stack",
        "battlefield",
        "graveyard",
        "exile",
        "outside",
        "yes",
        "illegal",
        "needs an effect",
        "(as cast)",
        "can't be here",
        " or ",
        "mv ",
        "left",
        "right",
        "fused",
        "split card",
        "Room (",
        "unofficial",
        // The keywords, in the language's own words (fusion, répercussion; Fusion, Nachhall).
        "aftermath",
        "Aftermath",
        "Fuse",
    ];
    let list = ok(&["list"]);
    let slugs: Vec<String> = list
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c["slug"].as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    assert!(slugs.len() > 100);
    for slug in &slugs {
        for lang in ["fr", "de"] {
            let table = text(&["matrix", slug, "--table", "--lang", lang]);
            // The card's own name heads the table; its faces may head the columns.
            let faces = list
                .as_array()
                .and_then(|a| a.iter().find(|c| c["slug"] == slug.as_str()))
                .map(|c| c["faces"].clone())
                .unwrap_or_default();
            let mut rest = table.lines().skip(1).collect::<Vec<_>>().join("\n");
            for f in faces
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|f| f.as_str())
            {
                rest = rest.replace(f, "");
            }
            for english in ENGLISH {
                assert!(
                    !rest.contains(english),
                    "{slug} {lang}: {english:?} in\n{table}"
                );
            }
            let name = list
                .as_array()
                .and_then(|a| a.iter().find(|c| c["slug"] == slug.as_str()))
                .and_then(|c| c["name"].as_str())
                .unwrap_or_default();
            let title = table.lines().next().unwrap_or_default().replace(name, "");
            for english in [
                "split card",
                "Room (",
                "unofficial",
                "with fuse",
                "with aftermath",
                "fuse",
                "Fuse",
                "aftermath",
                "Aftermath",
            ] {
                assert!(!title.contains(english), "{slug} {lang}: {title}");
            }
        }
    }
}

/// The matrix's JSON says why a card can't be in a zone in --lang too, as `inspect` does.
#[test]
fn the_matrix_json_errors_follow_lang() {
    let row = |lang: &str| {
        let v = ok(&["matrix", "fire-ice", "--lang", lang]);
        v["rows"]
            .as_array()
            .and_then(|r| r.iter().find(|r| r["zone"] == "battlefield"))
            .map(|r| r["error"].as_str().unwrap_or_default().to_string())
            .unwrap_or_default()
    };
    assert!(row("en").ends_with("(rule 304.4, 307.4)"), "{}", row("en"));
    assert!(row("fr").ends_with("(règle 304.4, 307.4)"), "{}", row("fr"));
    assert!(row("de").ends_with("(Regel 304.4, 307.4)"), "{}", row("de"));
    assert!(fails(&["matrix", "fire-ice", "--table", "--lang", "es"]).contains("--lang"));
}

#[test]
fn matrix_has_every_zone() {
    let v = ok(&["matrix", "fire-ice"]);
    assert_eq!(v["rows"].as_array().map(Vec::len), Some(7));
    let table = answer(&["matrix", "fire-ice", "--table"]);
    assert!(table.as_str().is_some_and(|t| t.contains("library")));
}

/// With the rules `inspect` cites: today's 709.5 marked as today's (it numbered another rule,
/// or none, before Duskmourn), beside the era's own split-card rule where it has one.
#[test]
fn a_room_under_older_rules_is_refused_by_matrix_as_by_inspect() {
    for (era, rules) in [
        ("2021", "(rule 709.5 (today's rules))"),
        ("2017", "(rule 709.5 (today's rules))"),
        (
            "2013-06-01",
            "(rule 709.5 (today's rules), 708.2 (2013 rules))",
        ),
    ] {
        let inspect = fails(&["inspect", "bottomless-pool-locker-room", "--era", era]);
        for cmd in [
            &["matrix", "bottomless-pool-locker-room", "--era", era][..],
            &[
                "matrix",
                "bottomless-pool-locker-room",
                "--table",
                "--era",
                era,
            ][..],
        ] {
            let e = fails(cmd);
            assert!(
                e.contains("Rooms didn't exist under the rules before Duskmourn"),
                "{cmd:?}"
            );
            assert!(e.ends_with(rules), "{cmd:?}: {e}");
            assert_eq!(e, inspect, "{cmd:?}");
        }
    }
    let v = ok(&["matrix", "bottomless-pool-locker-room"]);
    assert_eq!(v["card"], "Bottomless Pool // Locker Room");
}
