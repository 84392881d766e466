//! `--file`: a custom card from a Scryfall JSON file, inspected and probed as a catalogue
//! card is; what is wrong with a bad file, told in `--lang`.

use crate::common::{fails, ok};

#[test]
fn a_custom_card_with_two_faces_of_one_name_is_refused_in_every_language() {
    let dir = std::env::temp_dir().join(format!("splitcard-cli-dup-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join("dup.json");
    let json = r#"{"name":"A // A","card_faces":[
        {"name":"A","mana_cost":"{R}","type_line":"Instant"},
        {"name":"A","mana_cost":"{U}","type_line":"Sorcery"}]}"#;
    assert!(std::fs::write(&file, json).is_ok());
    let f = file.to_string_lossy().to_string();
    for (command, lang, words) in [
        (
            "inspect",
            "en",
            "\"A\" is already the name of $.card_faces[0]",
        ),
        ("matrix", "fr", "\"A\" est déjà le nom de $.card_faces[0]"),
        (
            "inspect",
            "de",
            "\"A\" ist schon der Name von $.card_faces[0]",
        ),
    ] {
        let e = fails(&[command, "--file", &f, "--lang", lang]);
        assert!(e.contains("$.card_faces[1].name"), "{e}");
        assert!(e.contains(words), "{e}");
    }
    let e = fails(&["probe", "--file", &f, "--effect", "dark-confidant"]);
    assert!(e.contains("a half is chosen by its name"), "{e}");
}

#[test]
fn inspect_and_probe_a_custom_card_from_a_file() {
    let dir = std::env::temp_dir().join(format!("splitcard-cli-test-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let file = dir.join("card.json");
    let json = r#"{"name":"Ebb // Flow","layout":"aftermath","card_faces":[
        {"name":"Ebb","mana_cost":"{U}","type_line":"Instant","oracle_text":"Draw a card."},
        {"name":"Flow","mana_cost":"{2}{G}","type_line":"Sorcery","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)\nYou gain 3 life."}]}"#;
    assert!(std::fs::write(&file, json).is_ok());
    let f = file.to_string_lossy().to_string();
    let v = ok(&["inspect", "--file", &f]);
    assert_eq!(v["characteristics"]["mana_value"], 4);
    assert_eq!(v["kind"], "aftermath");
    assert_eq!(v["unofficial"], false);
    let v = ok(&[
        "inspect",
        "--file",
        &f,
        "--zone",
        "stack",
        "--mode",
        "aftermath",
    ]);
    assert_eq!(v["cast"]["leaves_stack_to"], "exile");
    let v = ok(&[
        "probe",
        "--file",
        &f,
        "Ebb // Flow",
        "--effect",
        "dark-confidant",
    ]);
    assert_eq!(v["answer"], 4);
    assert!(fails(&["inspect", "--file", "/nonexistent/card.json"]).contains("cannot read"));
    // A bad file: the JSON path, what is wrong and what was expected, in --lang.
    let bad = dir.join("bad.json");
    let json = r#"{"card_faces":[{"name":"A","mana_cost":"{1}{Q}","type_line":"Instant"},
        {"name":"B","type_line":"Sorcery"}]}"#;
    assert!(std::fs::write(&bad, json).is_ok());
    let b = bad.to_string_lossy().to_string();
    let en = fails(&["inspect", "--file", &b]);
    assert!(
        en.ends_with(
            "$.card_faces[0].mana_cost: unknown mana symbol {Q} (expected a number, \
             X, Y, Z, W, U, B, R, G, C, S, a hybrid like {W/U} or {2/W}, or a Phyrexian \
             symbol like {W/P})"
        ),
        "{en}"
    );
    let fr = fails(&["inspect", "--file", &b, "--lang", "fr"]);
    assert!(
        fr.ends_with(
            "$.card_faces[0].mana_cost\u{a0}: symbole de mana inconnu {Q} (attendu\u{a0}: un nombre, \
             X, Y, Z, W, U, B, R, G, C, S, un symbole hybride comme {W/U} ou {2/W}, ou un \
             symbole phyrexian comme {W/P})"
        ),
        "{fr}"
    );
    let de = fails(&["matrix", "--file", &b, "--lang", "de"]);
    assert!(
        de.contains("$.card_faces[0].mana_cost: unbekanntes Manasymbol {Q}"),
        "{de}"
    );
    assert!(
        de.ends_with(
            "(erwartet: eine Zahl, X, Y, Z, W, U, B, R, G, C, S, ein Hybridsymbol wie \
             {W/U} oder {2/W} oder ein phyrexanisches Symbol wie {W/P})"
        ),
        "{de}"
    );
    let de = fails(&[
        "probe",
        "--file",
        &b,
        "--effect",
        "dark-confidant",
        "--lang",
        "de",
    ]);
    assert!(de.contains("unbekanntes Manasymbol"), "{de}");
    let _ = std::fs::remove_dir_all(&dir);
}
