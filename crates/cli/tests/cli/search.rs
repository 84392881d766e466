//! `splitcard search`: the picker's query language, and its errors in `--lang`.

use crate::common::{answer, fails, ok};

#[test]
fn search_finds_cards_with_the_query_language() {
    let v = ok(&["search", "is:fuse", "mv<=4", "c:ur"]);
    let found = v.as_array().cloned().unwrap_or_default();
    assert!(!found.is_empty());
    for c in &found {
        assert_eq!(c["kind"], "fuse", "{c}");
        // The list's fields, and each face's printed mana cost beside its name.
        for key in ["name", "slug", "kind", "unofficial", "first_set", "faces"] {
            assert!(c.get(key).is_some(), "{key}: {c}");
        }
        assert_eq!(
            c["faces"].as_array().map(Vec::len),
            c["mana_costs"].as_array().map(Vec::len),
            "{c}"
        );
    }
    // The same entries as `list`, plus the costs.
    let v = ok(&["search", "fire", "ice"]);
    let fire_ice = v
        .as_array()
        .and_then(|a| a.iter().find(|c| c["slug"] == "fire-ice"))
        .cloned();
    let Some(mut fire_ice) = fire_ice else {
        panic!("no Fire // Ice in {v}");
    };
    assert_eq!(
        fire_ice["mana_costs"],
        serde_json::json!(["{1}{R}", "{1}{U}"])
    );
    if let Some(o) = fire_ice.as_object_mut() {
        o.remove("mana_costs");
    }
    let list = ok(&["list"]);
    assert_eq!(
        list.as_array()
            .and_then(|a| a.iter().find(|c| c["slug"] == "fire-ice")),
        Some(&fire_ice)
    );
    // Combined mana value off the stack (709.4b): Fire // Ice is 4, not 2.
    let slugs = |args: &[&str]| -> Vec<String> {
        ok(args)
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|c| c["slug"].as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    };
    assert!(slugs(&["search", "mv=4"]).contains(&"fire-ice".into()));
    assert!(!slugs(&["search", "mv<=2"]).contains(&"fire-ice".into()));
    // Negation; a quoted phrase, as one argument or as the shell leaves it unquoted.
    assert!(!slugs(&["search", "c:ur", "-t:instant"]).contains(&"fire-ice".into()));
    assert!(slugs(&["search", "o:\"draw a card\""]).contains(&"fire-ice".into()));
    assert!(slugs(&["search", "o:draw a card"]).contains(&"fire-ice".into()));
    assert_eq!(
        slugs(&["search", "o:draw a card"]),
        slugs(&["search", "o:\"draw a card\""])
    );
    assert_eq!(
        slugs(&["search", "-is:room", "is:room"]),
        Vec::<String>::new()
    );
    // Nothing found: an empty array, not an error.
    assert_eq!(ok(&["search", "zzzz"]), serde_json::json!([]));
}

#[test]
fn search_errors_are_the_engines_in_lang() {
    assert_eq!(
        fails(&["search", "is:flip"]),
        "\"is:flip\" is not a valid search term; expected is:split, is:fuse, is:aftermath, \
         is:room or is:other"
    );
    let fr = fails(&["search", "mv<=four", "--lang", "fr"]);
    assert!(
        fr.starts_with("«\u{a0}mv<=four\u{a0}» n'est pas valide comme terme de recherche"),
        "{fr}"
    );
    let de = fails(&["search", "o:\"unclosed", "--lang", "de"]);
    assert!(de.contains("ist als Suchbegriff nicht gültig"), "{de}");
    assert!(fails(&["search"]).contains("needs a QUERY"));
    assert!(fails(&["search", "fire", "--kind", "fuse"]).contains("unknown option --kind"));
    match answer(&["search", "--help"]) {
        serde_json::Value::String(usage) => assert!(usage.contains("splitcard search QUERY")),
        other => panic!("{other}"),
    }
}
