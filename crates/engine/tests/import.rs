//! Custom cards: Scryfall-shaped import and export. Import ∘ export over the whole
//! catalogue; errors that name the JSON path and import nothing; one bad document per kind
//! of error, rendered in English, French and German with no English left and no
//! placeholder unfilled, every error message reached; fuzzing (proptest).

use proptest::prelude::*;
use std::collections::BTreeSet;

use splitcard_engine::messages::{templates_en, Arg, Lang, Msg};
use splitcard_engine::scryfall::{export, export_all, import, import_one, ImportError};
use splitcard_engine::{catalogue, characteristics, Kind, Situation, Zone};

#[test]
fn import_of_export_is_the_same_card_for_the_whole_catalogue() {
    for card in catalogue::all() {
        let text = export(card);
        let back = match import(&text) {
            Ok(v) => v,
            Err(e) => panic!("{}: {e}\n{text}", card.name),
        };
        assert_eq!(back.len(), 1);
        let b = &back[0];
        assert_eq!(b.name, card.name);
        assert_eq!(b.slug, card.slug);
        assert_eq!(b.kind, card.kind, "{}", card.name);
        assert_eq!(b.faces, card.faces, "{}", card.name);
        assert_eq!(b.printings, card.printings);
        assert_eq!(b.foreign_names, card.foreign_names);
        let lib = Situation::in_zone(Zone::Library);
        assert_eq!(
            characteristics(b, &lib).map(|c| c.primary().mana_value.value),
            characteristics(card, &lib).map(|c| c.primary().mana_value.value)
        );
    }
    // All of them at once, as one array.
    let all = export_all(catalogue::all().iter().copied());
    assert_eq!(import(&all).map(|v| v.len()), Ok(catalogue::all().len()));
}

#[test]
fn imports_a_scryfall_card_without_face_colors() {
    let text = r#"{"object":"card","name":"Fire // Ice","layout":"split","mana_cost":"{1}{R} // {1}{U}","cmc":4.0,
      "card_faces":[{"object":"card_face","name":"Fire","mana_cost":"{1}{R}","type_line":"Instant","oracle_text":"Fire deals 2 damage divided as you choose among one or two targets."},
                    {"object":"card_face","name":"Ice","mana_cost":"{1}{U}","type_line":"Instant","oracle_text":"Tap target permanent.\nDraw a card."}]}"#;
    let cards = import(text).map_err(|e| e.to_string());
    let card = &cards.as_ref().map(|v| v[0].clone());
    let mv = card
        .as_ref()
        .ok()
        .and_then(|c| characteristics(c, &Situation::in_zone(Zone::Hand)).ok())
        .map(|c| {
            (
                c.primary().mana_value.value,
                c.primary().colors.value.letters(),
            )
        });
    assert_eq!(mv, Some((4, "UR".to_string())));
}

/// A face's Scryfall `color_indicator` (204.1) is imported, kept and exported again: the
/// face is its colors (202.2e), its exported `colors` say so, and import ∘ export is the same
/// card. Lower-case letters are letters too; anything else is refused with the field's path.
#[test]
fn cr_202_2e_a_color_indicator_is_imported_kept_and_exported() {
    let text = r#"{"object":"card","name":"Vision // Insight","layout":"split","card_faces":[
      {"object":"card_face","name":"Vision","mana_cost":"","color_indicator":["U","g"],"type_line":"Sorcery","oracle_text":"Target player draws three cards."},
      {"object":"card_face","name":"Insight","mana_cost":"{1}{R}","type_line":"Instant","oracle_text":"Insight deals 2 damage to any target."}]}"#;
    let card = match import_one(text) {
        Ok(c) => c,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(card.faces[0].color_indicator.letters(), "UG");
    assert!(card.faces[1].color_indicator.is_empty());
    let hand = characteristics(&card, &Situation::in_zone(Zone::Hand));
    assert_eq!(
        hand.map(|c| c.primary().colors.value.letters()),
        Ok("URG".to_string())
    );
    let out = export(&card);
    assert!(
        out.contains("\"color_indicator\": [\n        \"U\",\n        \"G\"\n      ]"),
        "{out}"
    );
    assert_eq!(out.matches("color_indicator").count(), 1, "{out}");
    assert_eq!(import_one(&out), Ok(card));
    let bad = text.replace(r#"["U","g"]"#, r#"["U","Blue"]"#);
    match import_one(&bad) {
        Err(e) => assert_eq!(e.path, "$.card_faces[0].color_indicator"),
        Ok(c) => panic!("{c:?}"),
    }
}

#[test]
fn imports_list_objects_and_detects_layouts() {
    let text = r#"{"object":"list","data":[
      {"name":"Ebb // Flow","card_faces":[{"name":"Ebb","mana_cost":"{U}","type_line":"Instant","oracle_text":"Draw a card."},{"name":"Flow","mana_cost":"{2}{G}","type_line":"Sorcery","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)\nGain 3 life."}]},
      {"name":"Up // Down","keywords":["Fuse"],"card_faces":[{"name":"Up","mana_cost":"{W}","type_line":"Sorcery","oracle_text":"Gain 1 life."},{"name":"Down","mana_cost":"{B}","type_line":"Sorcery","oracle_text":"Lose 1 life."}]},
      {"name":"Attic // Cellar","card_faces":[{"name":"Attic","mana_cost":"{1}{W}","type_line":"Enchantment — Room","oracle_text":""},{"name":"Cellar","mana_cost":"{3}{B}","type_line":"Enchantment — Room","oracle_text":""}]},
      {"name":"A // B // C","card_faces":[{"name":"A","mana_cost":"{W}","type_line":"Instant"},{"name":"B","mana_cost":"{U}","type_line":"Instant"},{"name":"C","mana_cost":"{B}","type_line":"Instant"}]}
    ]}"#;
    let kinds = import(text).map(|v| v.iter().map(|c| c.kind).collect::<Vec<_>>());
    assert_eq!(
        kinds,
        Ok(vec![
            Kind::Aftermath { face: 1 },
            Kind::Fuse,
            Kind::Room,
            Kind::Unofficial
        ])
    );
}

#[test]
fn errors_name_the_path_and_import_nothing() {
    let cases = [
        (
            r#"[{"card_faces":[{"name":"A","mana_cost":"{1}{R}","type_line":"Instant"},{"name":"B","mana_cost":"{Q}","type_line":"Instant"}]}]"#,
            "$[0].card_faces[1].mana_cost",
        ),
        (
            r#"{"card_faces":[{"name":"A","type_line":"Instant"}]}"#,
            "$.card_faces",
        ),
        (
            r#"{"card_faces":[{"name":"A","type_line":"Instant"},{"name":"B","type_line":"Wizardry"}]}"#,
            "$.card_faces[1].type_line",
        ),
        (
            r#"{"name":"X // Y","card_faces":[{"name":"A","type_line":"Instant"},{"name":"B","type_line":"Instant"}]}"#,
            "$.name",
        ),
        (r#"{"layout":"transform","card_faces":[]}"#, "$.layout"),
        (
            r#"{"card_faces":[{"type_line":"Instant"},{"name":"B","type_line":"Instant"}]}"#,
            "$.card_faces[0].name",
        ),
        (
            r#"{"card_faces":[{"name":"A","type_line":"Instant"},{"name":"B","type_line":7}]}"#,
            "$.card_faces[1].type_line",
        ),
        (
            r#"[{"card_faces":[{"name":"A","type_line":"Instant"},{"name":"B","type_line":"Instant"}]}, 3]"#,
            "$[1]",
        ),
        ("{\"card_faces\": [", "$"),
        ("42", "$"),
    ];
    for (text, path) in cases {
        match import(text) {
            Ok(v) => panic!("{text} imported {} cards", v.len()),
            Err(e) => {
                assert_eq!(e.path, path, "{text}: {e}");
                assert!(!e.problem.render(Lang::En).is_empty());
                assert!(!e.expected.render(Lang::En).is_empty());
            }
        }
    }
}

#[test]
fn huge_and_deep_documents_are_refused_quickly() {
    let deep = "[".repeat(10_000);
    assert!(import(&deep).is_err_and(|e| e.problem.render(Lang::En).contains("nested")));
    let big = format!("[{}]", "1,".repeat(3_000_000) + "1");
    assert!(import(&big).is_err_and(|e| e.problem.render(Lang::En).contains("bytes")));
}

/// One face as JSON.
fn face(name: &str, cost: &str, type_line: &str) -> String {
    format!(r#"{{"name":{name:?},"mana_cost":{cost:?},"type_line":{type_line:?}}}"#)
}

/// A card of these faces as JSON, with extra fields before them.
fn card_json(extra: &str, faces: &[String]) -> String {
    format!(r#"{{{extra}"card_faces":[{}]}}"#, faces.join(","))
}

/// A two-face card whose second face has this cost and type line.
fn second_face(cost: &str, type_line: &str) -> String {
    card_json(
        "",
        &[face("A", "{R}", "Instant"), face("B", cost, type_line)],
    )
}

/// Bad documents, one (at least) for every way an import can fail: each kind of JSON
/// error, of mana-cost and type-line error, and each problem and expectation of the
/// importer itself.
fn bad_documents() -> Vec<(&'static str, String)> {
    let ok = face("A", "{R}", "Instant");
    let ok2 = face("B", "{U}", "Sorcery");
    let two = || vec![ok.clone(), ok2.clone()];
    let many = |n: usize, item: &str| format!("[{}]", vec![item; n].join(","));
    vec![
        // The JSON reader.
        ("too big", " ".repeat(5 * 1024 * 1024 + 1)),
        ("trailing text", "[] []".into()),
        ("too deep", "[".repeat(40)),
        ("too many values", many(200_001, "0")),
        ("unexpected end", "[".into()),
        ("no value", "[x]".into()),
        ("unquoted key", "{1:2}".into()),
        ("no colon", r#"{"a" 1}"#.into()),
        ("object separator", r#"{"a":1 "b":2}"#.into()),
        ("array separator", "[1 2]".into()),
        ("bad unicode escape", r#"["\u12"]"#.into()),
        ("unclosed string", r#"["abc"#.into()),
        ("unknown escape", r#"["\q"]"#.into()),
        ("control character", "[\"a\u{1}b\"]".into()),
        ("bad number", "[01]".into()),
        // The document's shape.
        ("a number", "42".into()),
        ("list data", r#"{"object":"list","data":3}"#.into()),
        ("list data object", r#"{"object":"list","data":{}}"#.into()),
        ("list without data", r#"{"object":"list"}"#.into()),
        ("no cards", "[]".into()),
        ("too many cards", many(1001, "{}")),
        ("twice", format!("[{0},{0}]", card_json("", &two()))),
        ("null card", "[null]".into()),
        ("string card", r#"["Fire // Ice"]"#.into()),
        // A card's fields.
        ("not a card", card_json(r#""object":"set","#, &two())),
        ("layout", card_json(r#""layout":"transform","#, &two())),
        ("faces missing", "{}".into()),
        ("faces boolean", r#"{"card_faces":true}"#.into()),
        ("no faces", card_json("", &[])),
        ("one face", card_json("", std::slice::from_ref(&ok))),
        ("nine faces", card_json("", &vec![ok.clone(); 9])),
        ("face array", r#"{"card_faces":[[],[]]}"#.into()),
        (
            "empty name",
            card_json("", &[ok.clone(), face(" ", "{U}", "Instant")]),
        ),
        (
            "name with //",
            card_json("", &[ok.clone(), face("B // C", "{U}", "Instant")]),
        ),
        (
            "type line missing",
            card_json("", &[ok.clone(), r#"{"name":"B"}"#.into()]),
        ),
        (
            "type line number",
            card_json("", &[ok.clone(), r#"{"name":"B","type_line":7}"#.into()]),
        ),
        (
            "long text",
            card_json(
                "",
                &[
                    ok.clone(),
                    format!(
                        r#"{{"name":"B","type_line":"Instant","oracle_text":"{}"}}"#,
                        "x".repeat(20_001)
                    ),
                ],
            ),
        ),
        ("name mismatch", card_json(r#""name":"X // Y","#, &two())),
        (
            "aftermath with three faces",
            card_json(
                r#""layout":"aftermath","#,
                &[ok.clone(), ok2.clone(), face("C", "{B}", "Instant")],
            ),
        ),
        (
            "three doors",
            card_json(
                "",
                &[
                    face("A", "{W}", "Enchantment — Room"),
                    face("B", "{U}", "Enchantment — Room"),
                    face("C", "{B}", "Enchantment — Room"),
                ],
            ),
        ),
        ("kind mismatch", card_json(r#""kind":"fuse","#, &two())),
        // Color indicators (204.1): an array of color letters, on the card or on a face.
        (
            "indicator string",
            card_json(r#""color_indicator":"U","#, &two()),
        ),
        (
            "indicator letter",
            card_json(
                "",
                &[
                    ok.clone(),
                    r#"{"name":"B","type_line":"Instant","color_indicator":["U","Blue"]}"#.into(),
                ],
            ),
        ),
        (
            "indicator number",
            card_json(
                "",
                &[
                    ok.clone(),
                    r#"{"name":"B","type_line":"Instant","color_indicator":[2]}"#.into(),
                ],
            ),
        ),
        // Two faces named alike: a half is chosen by its name.
        (
            "face name twice",
            card_json("", &[ok.clone(), face("A", "{U}", "Sorcery")]),
        ),
        // Mana costs.
        ("cost without braces", second_face("1R", "Instant")),
        ("cost unclosed", second_face("{1", "Instant")),
        ("cost empty symbol", second_face("{}", "Instant")),
        ("cost too large", second_face("{99999999999}", "Instant")),
        ("cost unknown symbol", second_face("{Q}", "Instant")),
        ("cost too long", second_face(&"{1}".repeat(400), "Instant")),
        // Type lines.
        (
            "type line too long",
            second_face("{U}", &"Instant ".repeat(70)),
        ),
        ("two dashes", second_face("{U}", "Instant — A — B")),
        ("supertype late", second_face("{U}", "Creature Legendary")),
        ("not a type", second_face("{U}", "Wizardry")),
        ("no card type", second_face("{U}", "")),
        ("nothing after the dash", second_face("{U}", "Instant —")),
    ]
}

fn ids(m: &Msg, out: &mut BTreeSet<&'static str>) {
    out.insert(m.id);
    for (_, a) in &m.args {
        if let Arg::Msg(n) = a {
            ids(n, out);
        }
    }
}

/// Every import error reads in French and German: no English left, no placeholder
/// unfilled, the JSON path first and unchanged.
#[test]
fn every_import_error_renders_in_french_and_german() {
    let mut errors: Vec<(&str, ImportError)> = Vec::new();
    for (what, text) in bad_documents() {
        match import(&text) {
            Ok(v) => panic!("{what}: imported {} cards", v.len()),
            Err(e) => errors.push((what, e)),
        }
    }
    let one = second_face("{U}", "Instant");
    let two = format!("[{one},{}]", one.replace(r#""A""#, r#""C""#));
    match import_one(&two) {
        Ok(c) => panic!("import_one took two cards: {}", c.name),
        Err(e) => errors.push(("two shared cards", e)),
    }
    assert!(import_one(&one).is_ok());
    for (what, e) in &errors {
        let en = e.render(Lang::En);
        assert_eq!(
            en,
            e.to_string(),
            "{what}: Display is the English rendering"
        );
        assert!(en.starts_with(&format!("{}: ", e.path)), "{what}: {en}");
        for lang in [Lang::Fr, Lang::De] {
            let text = e.render(lang);
            let unfilled = e.msg().unfilled(lang);
            assert!(
                unfilled.is_empty(),
                "{what} ({lang:?}): {unfilled:?} in {text}"
            );
            assert_ne!(text, en, "{what}: {lang:?} is English");
            // "9 faces" is French too.
            if !(lang == Lang::Fr && e.problem.id == "ip-faces") {
                assert_ne!(
                    e.problem.render(lang),
                    e.problem.render(Lang::En),
                    "{what}: the problem is English in {lang:?}: {text}"
                );
            }
            assert!(text.starts_with(&e.path), "{what}: the path first: {text}");
            for english in ["expected", " is ", "missing", " must ", " the ", " an "] {
                assert!(
                    !text.contains(english),
                    "{what} ({lang:?}): {english:?} in {text}"
                );
            }
        }
    }
    // Every error message the engine has is produced by one of the documents above (so the
    // list keeps up with new kinds of error), or by the parsers' own wrappers.
    let mut seen = BTreeSet::new();
    for (_, e) in &errors {
        ids(&e.msg(), &mut seen);
    }
    // The parser's own messages (the CLI's), which the importer says in two parts.
    for bad in [" ", "1R", "{Q}"] {
        if let Err(e) = splitcard_engine::ManaCost::parse(bad) {
            ids(&e.msg(), &mut seen);
        }
    }
    if let Err(e) = splitcard_engine::TypeLine::parse("Wizardry") {
        ids(&e.msg(), &mut seen);
    }
    let mut checked = 0;
    for (id, _) in templates_en() {
        if ["import-", "json-", "mana-", "type-", "ip-", "ie-"]
            .iter()
            .any(|p| id.starts_with(p))
        {
            assert!(seen.contains(id), "no bad document above produces {id:?}");
            checked += 1;
        }
    }
    assert!(checked > 60, "only {checked} error messages");
}

#[test]
fn two_faces_with_one_name_are_refused_with_the_path_of_the_second() {
    // A half is chosen by its name (`--mode A`): two faces named A (or "a", or "A!" with the
    // same slug) would leave the second unreachable. The catalogue's build refuses it too.
    for second in ["A", "a", " A ", "A!"] {
        let text = card_json(
            "",
            &[face("A", "{R}", "Instant"), face(second, "{U}", "Sorcery")],
        );
        let e = match import(&text) {
            Ok(v) => panic!("{second:?}: imported {}", v[0].name),
            Err(e) => e,
        };
        assert_eq!(e.path, "$.card_faces[1].name", "{second:?}");
        assert!(
            e.render(Lang::En)
                .contains("\"A\" is already the name of $.card_faces[0]")
                || second != "A",
            "{}",
            e.render(Lang::En)
        );
        assert!(
            e.render(Lang::Fr)
                .contains("est déjà le nom de $.card_faces[0] ("),
            "{}",
            e.render(Lang::Fr)
        );
        assert!(
            e.render(Lang::De)
                .contains("ist schon der Name von $.card_faces[0] ("),
            "{}",
            e.render(Lang::De)
        );
    }
    // A third face named like the first, on a five-part card.
    let faces: Vec<String> = ["Who", "What", "Who"]
        .iter()
        .map(|n| face(n, "{R}", "Instant"))
        .collect();
    match import(&card_json("", &faces)) {
        Ok(_) => panic!("imported"),
        Err(e) => assert_eq!(e.path, "$.card_faces[2].name"),
    }
    // Names that differ stay apart (and a name without letters has no slug to share).
    let text = card_json(
        "",
        &[face("?!", "{R}", "Instant"), face("!?", "{U}", "Sorcery")],
    );
    assert!(import(&text).is_ok());
}

#[test]
fn import_errors_read_naturally_in_each_language() {
    let e = import(&second_face("{1}{Q}", "Instant")).unwrap_err();
    assert_eq!(e.path, "$.card_faces[1].mana_cost");
    assert_eq!(
        e.render(Lang::En),
        "$.card_faces[1].mana_cost: unknown mana symbol {Q} (expected a number, X, Y, Z, W, U, \
         B, R, G, C, S, a hybrid like {W/U} or {2/W}, or a Phyrexian symbol like {W/P})"
    );
    assert_eq!(
        e.expected.render(Lang::Fr),
        "un nombre, X, Y, Z, W, U, B, R, G, C, S, un symbole hybride comme {W/U} ou {2/W}, ou \
         un symbole phyrexian comme {W/P}"
    );
    // Text outside braces: one sentence, "expected" once, quoted as each language quotes.
    let e = import(&second_face("1R", "Instant")).unwrap_err();
    assert_eq!(
        e.render(Lang::En),
        "$.card_faces[1].mana_cost: \"1\" is outside braces (expected a cost like {1}{R} or \
         {X}{U}{U})"
    );
    assert_eq!(
        e.render(Lang::Fr),
        "$.card_faces[1].mana_cost\u{a0}: «\u{a0}1\u{a0}» est hors des accolades (attendu\u{a0}: un coût comme \
         {1}{R} ou {X}{U}{U})"
    );
    assert_eq!(
        e.expected.render(Lang::De),
        "Kosten wie {1}{R} oder {X}{U}{U}"
    );
    let e = import(r#"{"card_faces": 3}"#).unwrap_err();
    assert_eq!(
        e.render(Lang::Fr),
        "$.card_faces\u{a0}: est un nombre (attendu\u{a0}: un tableau de faces)"
    );
    assert_eq!(
        e.render(Lang::De),
        "$.card_faces: ist eine Zahl (erwartet: ein Array von Seiten)"
    );
    let e = import(r#"{"card_faces": ["#).unwrap_err();
    assert_eq!(
        e.problem.render(Lang::De),
        "ungültiges JSON in Zeile 1, Spalte 17: das Dokument endet, wo ein Wert erwartet wurde"
    );
    let e = import(&second_face("{U}", "Wizardry")).unwrap_err();
    assert_eq!(
        e.problem.render(Lang::Fr),
        "\"Wizardry\" n'est ni un type de carte ni un supertype (types de carte, en anglais\u{a0}: \
         Artifact, Creature, Enchantment, Instant, Sorcery, Land, Planeswalker, Battle, Kindred …)"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn import_never_panics_on_text(s in "\\PC{0,200}") {
        let _ = import(&s);
    }

    #[test]
    fn import_never_panics_on_json_shaped_text(s in r#"[\[\]{}",:0-9a-z_ /{}RUWBGX\\]{0,200}"#) {
        let _ = import(&s);
    }

    #[test]
    fn import_never_panics_on_mutated_cards(i in 0usize..130, cut in 0usize..2000, ins in "\\PC{0,3}") {
        let cards = catalogue::all();
        let text = export(cards[i % cards.len()]);
        let at = text.char_indices().map(|(b, _)| b).nth(cut % text.chars().count()).unwrap_or(0);
        let mutated = format!("{}{}{}", &text[..at], ins, &text[at..]);
        let _ = import(&mutated);
    }
}
