//! Custom cards: Scryfall-shaped import and export.

use proptest::prelude::*;
use splitcard_engine::scryfall::{export, export_all, import};
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
    let all = export_all(catalogue::all());
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
                assert!(!e.problem.is_empty() && !e.expected.is_empty());
            }
        }
    }
}

#[test]
fn huge_and_deep_documents_are_refused_quickly() {
    let deep = "[".repeat(10_000);
    assert!(import(&deep).is_err_and(|e| e.problem.contains("nested")));
    let big = format!("[{}]", "1,".repeat(3_000_000) + "1");
    assert!(import(&big).is_err_and(|e| e.problem.contains("bytes")));
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
        let text = export(&cards[i % cards.len()]);
        let at = text.char_indices().map(|(b, _)| b).nth(cut % text.chars().count()).unwrap_or(0);
        let mutated = format!("{}{}{}", &text[..at], ins, &text[at..]);
        let _ = import(&mutated);
    }
}
