//! `--era`: an era's name, or a date that exists, which picks the rules in force that day.
//! Before April 2021 the rules said "converted mana cost" where today's say "mana
//! value". The explanations (and the matrix table) under such an era say it, in every
//! language; the JSON's field names stay as they are.

use crate::common::{fails, ok, text};

fn mana_value_why(args: &[&str]) -> Vec<String> {
    let v = ok(args);
    let c = &v["characteristics"];
    match c["sets"].as_array() {
        Some(sets) => sets
            .iter()
            .map(|s| {
                s["why"]["mana_value"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string()
            })
            .collect(),
        None => vec![c["why"]["mana_value"]
            .as_str()
            .unwrap_or_default()
            .to_string()],
    }
}

#[test]
fn rules_history_the_2017_era_says_converted_mana_cost() {
    assert_eq!(
        mana_value_why(&["inspect", "fire-ice", "--era", "2017"]),
        ["Off the stack the converted mana cost is the sum of its halves' converted mana costs: \
          4 = 2 (Fire) + 2 (Ice)."]
    );
    // A date before April 2021 is the 2017 era; today's rules and the 2021 era say mana value.
    assert_eq!(
        mana_value_why(&["inspect", "fire-ice", "--era", "2019-01-01"]),
        mana_value_why(&["inspect", "fire-ice", "--era", "2017"])
    );
    for era in ["current", "2021", "2022-01-01"] {
        assert_eq!(
            mana_value_why(&["inspect", "fire-ice", "--era", era]),
            [
                "Off the stack the mana value is the sum of its halves' mana values: \
              4 = 2 (Fire) + 2 (Ice)."
            ],
            "{era}"
        );
    }
    // The field names don't change.
    let v = ok(&["inspect", "fire-ice", "--era", "2017"]);
    assert_eq!(v["characteristics"]["mana_value"], 4);
    assert!(v["characteristics"]["rules"]["mana_value"].is_array());
}

#[test]
fn rules_history_older_eras_say_it_in_french_and_german() {
    let fr = mana_value_why(&[
        "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--era", "2013", "--lang", "fr",
    ]);
    assert_eq!(
        fr,
        ["Sur la pile, le coût converti de mana est seulement celui de la moitié lancée\u{a0}: 2."]
    );
    let de = mana_value_why(&["inspect", "fire-ice", "--era", "2006", "--lang", "de"]);
    assert_eq!(
        de,
        [
            "Die eigenen umgewandelten Manakosten von Fire, 2: nach diesen Regeln hatte jede \
             Hälfte der Karte ihre eigenen.",
            "Die eigenen umgewandelten Manakosten von Ice, 2: nach diesen Regeln hatte jede \
             Hälfte der Karte ihre eigenen."
        ]
    );
    // Probes too.
    let v = ok(&[
        "probe",
        "wear-tear",
        "--effect",
        "counterbalance",
        "--era",
        "2013",
    ]);
    assert_eq!(
        v["explanation"],
        "It reveals as one answer per half, 2 (Wear) and 1 (Tear): it matches spells with \
         converted mana cost 1 or 2."
    );
    let v = ok(&[
        "probe",
        "fire-ice",
        "--effect",
        "dark-confidant",
        "--era",
        "2017",
        "--lang",
        "de",
    ]);
    assert_eq!(
        v["explanation"],
        "Außerhalb des Stapels hat Fire // Ice die Werte ihrer Hälften zusammen, also \
         umgewandelte Manakosten 4: 4 verlorene Lebenspunkte."
    );
    let v = ok(&["probe", "fire-ice", "--effect", "dark-confidant"]);
    assert_eq!(
        v["explanation"],
        "Off the stack Fire // Ice has its combined mana value 4: 4 life lost."
    );
}

#[test]
fn rules_history_the_matrix_table_names_the_eras_term() {
    let old = text(&["matrix", "wear-tear", "--table", "--era", "2017"]);
    let header = old.lines().nth(1).unwrap_or_default();
    assert!(
        header.starts_with("zone         converted mana cost  colors"),
        "{old}"
    );
    assert!(old.contains("cmc 3 WR"), "{old}");
    let de = text(&[
        "matrix",
        "wear-tear",
        "--table",
        "--era",
        "2013",
        "--lang",
        "de",
    ]);
    assert!(
        de.contains("umgewandelte Manakosten") && de.contains("UMK 3 R/W"),
        "{de}"
    );
    let fr = text(&[
        "matrix",
        "wear-tear",
        "--table",
        "--era",
        "2021",
        "--lang",
        "fr",
    ]);
    assert!(
        fr.contains("valeur de mana") && fr.contains("vm 3 WR"),
        "{fr}"
    );
}

#[test]
fn era_dates_must_exist_and_pick_the_era_in_force() {
    assert_eq!(
        fails(&["inspect", "fire-ice", "--era", "2030-02-30"]),
        "\"2030-02-30\" is not a valid rules era; expected a date that exists: 2030-02 has \
         28 days"
    );
    let fr = fails(&["inspect", "fire-ice", "--era", "2030-02-30", "--lang", "fr"]);
    assert!(
        fr.ends_with("une date qui existe\u{a0}: 2030-02 compte 28 jours"),
        "{fr}"
    );
    let de = fails(&["inspect", "fire-ice", "--era", "2015-13-01", "--lang", "de"]);
    assert!(
        de.ends_with("ein Datum, dessen Monat zwischen 01 und 12 liegt"),
        "{de}"
    );
    // The Dragon's Maze rules (April 2013) allow fuse from the end of April 2013.
    let v = ok(&[
        "inspect",
        "alive-well",
        "--zone",
        "stack",
        "--mode",
        "fused",
        "--era",
        "2013-04-30",
    ]);
    assert_eq!(v["era"], "2013");
    assert_eq!(v["cast"]["legal"], true);
    let v = ok(&[
        "inspect",
        "alive-well",
        "--zone",
        "stack",
        "--mode",
        "fused",
        "--era",
        "2013-04-24",
    ]);
    // The day before: the Magic 2010 rules (July 2009 – April 2013).
    assert_eq!(v["era"], "2009");
    assert_eq!(v["cast"]["legal"], false);
}
