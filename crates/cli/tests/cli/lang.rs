//! `--lang`: the engine's errors and explanations in French and German; English by default.

use crate::common::{fails, ok};

#[test]
fn engine_errors_in_french_and_german() {
    // English by default, as it always was.
    assert_eq!(
        fails(&["inspect", "fire-ice", "--zone", "moon"]),
        "\"moon\" is not a valid zone; expected one of: library, hand, stack, battlefield, \
         graveyard, exile, outside"
    );
    assert!(fails(&["inspect", "Fier // Ice", "--lang", "en"])
        .starts_with("no split card is called \"Fier // Ice\"; did you mean Fire // Ice"));
    // --lang fr / de: the engine's errors translated; the accepted words stay the same.
    let fr = fails(&["inspect", "fire-ice", "--zone", "moon", "--lang", "fr"]);
    assert_eq!(
        fr,
        "«\u{a0}moon\u{a0}» n'est pas valide comme zone\u{202f}; attendu\u{a0}: une valeur parmi library, hand, \
         stack, battlefield, graveyard, exile, outside"
    );
    let de = fails(&["inspect", "Fier // Ice", "--lang", "de"]);
    assert!(
        de.starts_with(
            "keine Split-Karte heißt „Fier // Ice“; meintest du Feuer // Eis (Fire // Ice)"
        ),
        "{de}"
    );
    for (args, fr_part, de_part) in [
        (
            &[
                "inspect", "fire-ice", "--zone", "stack", "--mode", "sideways",
            ][..],
            "n'est pas valide comme mode de lancement",
            "ist als Art des Wirkens nicht gültig",
        ),
        (
            &["inspect", "fire-ice", "--era", "1066"][..],
            "ou une date comme 2015-06-01",
            "oder ein Datum wie 2015-06-01",
        ),
        (
            &["inspect", "fire-ice", "--zone", "battlefield"][..],
            "(règle 304.4, 307.4)",
            "(Regel 304.4, 307.4)",
        ),
        (
            &["probe", "fire-ice", "--effect", "meddling-mage"][..],
            "valeur manquante (nom)",
            "Wert fehlt (Name)",
        ),
        (
            &["probe", "fire-ice", "--effect", "nope"][..],
            "n'est pas valide comme effet",
            "ist als Effekt nicht gültig",
        ),
    ] {
        let with = |lang: &str| {
            let mut v = args.to_vec();
            v.extend(["--lang", lang]);
            fails(&v)
        };
        let (en, fr, de) = (with("en"), with("fr"), with("de"));
        assert_eq!(en, fails(args), "{args:?}");
        assert!(fr.contains(fr_part), "{args:?}: {fr}");
        assert!(de.contains(de_part), "{args:?}: {de}");
        for english in [
            "expected",
            "is not a valid",
            "rule ",
            "given",
            "did you mean",
        ] {
            assert!(
                !fr.contains(english) && !de.contains(english),
                "{args:?}: {fr} / {de}"
            );
        }
    }
}

#[test]
fn explanations_in_french_and_german() {
    let fr = ok(&["inspect", "fire-ice", "--lang", "fr"]);
    assert!(fr["characteristics"]["why"]["colors"]
        .as_str()
        .is_some_and(|w| w.contains("bleu et rouge")));
    let de = ok(&[
        "probe",
        "fire-ice",
        "--effect",
        "dark-confidant",
        "--lang",
        "de",
    ]);
    assert!(de["explanation"]
        .as_str()
        .is_some_and(|w| w.contains("Lebenspunkte")));
    assert_eq!(
        de["rules"],
        ok(&["probe", "fire-ice", "--effect", "dark-confidant"])["rules"]
    );
    assert!(fails(&["inspect", "fire-ice", "--lang", "es"]).contains("--lang"));
}
