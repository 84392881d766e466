//! The Comprehensive Rules the engine cites: numbers, one-line summaries in our own words,
//! and the one place that turns a number into a link ([`url`], through [`link`]). The
//! summaries are written in `locales/{en,fr,de}.ftl` (a rule's id is `rule-709_4b`, an older
//! one `rule-708_5--2013`) and compiled in: English in [`rules`] (and
//! [`era_rules`]), French and German in [`TRANSLATIONS`] (keyed by rule,
//! `"708.5@2013"` included); rule numbers are the same in every language. The words are the
//! app's: carte scindée, pile, valeur de mana, fusion, répercussion, Pièce; Split-Karte,
//! Stapel, Manabetrag, im Spiel, Fusion, Nachhall, Raum.
//!
//! [`summary_in`] gives a rule's summary in a language; [`display_in`] shows an older rule
//! with its era ("708.5 (2013 rules)", "708.5 (règles de 2013)", "708.5 (Regeln von
//! 2013)"), today's as its bare number in every language; [`summary`] and [`display`] are
//! the English. An impossible question's rules in an error are a
//! `messages::Arg::Rules`, shown with [`display_in`]. An older rule has no link (today's
//! hyperlinked CR may number it otherwise); today's rule cited under an older era, marked
//! `@current`, links to today's CR ([`today`]).
//!
//! Every number the engine cites is here (a test walks the whole catalogue). A test fails
//! on a rule without a French or German summary, on one that is the English or has an
//! English word left, and on a placeholder.

use crate::messages::Lang;

// Every rule the engine may cite, with a one-line summary in our words (`docs/rules.md`
// explains them), from `locales/{en,fr,de}.ftl` (compiled by `build.rs`): `RULES_TEXT`,
// today's rules in English as one text ([`crate::pairs`], see [`rules`]), and
// `TRANSLATIONS`, every rule's French and German (older rules by their id, `"708.5@2013"`).
include!(concat!(env!("OUT_DIR"), "/rules.rs"));

/// Every rule the engine may cite, with its one-line summary.
pub fn rules() -> &'static [(&'static str, &'static str)] {
    static TABLE: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| crate::pairs::split(RULES_TEXT))
}

// Every older rule the engine cites, with its substance in our words, from
// `locales/{en,fr,de}.ftl` (compiled by `build.rs`): `ERA_RULES_TEXT`, as one text
// ([`crate::pairs`]), see [`era_rules`]; `eras::era_rules` says how an era cites them.
include!(concat!(env!("OUT_DIR"), "/era_rules.rs"));

/// Every older rule the engine cites, with its substance.
pub fn era_rules() -> &'static [(&'static str, &'static str)] {
    static TABLE: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| crate::pairs::split(ERA_RULES_TEXT))
}

/// The summary of a rule, if the engine knows it (today's rules, and older ones written
/// `"708.5@2013"`, see `eras::era_rules`), in English: the CLI's and the tests' words.
pub fn summary(rule: &str) -> Option<&'static str> {
    let rule = today(rule);
    rules()
        .iter()
        .chain(era_rules())
        .find(|(r, _)| *r == rule)
        .map(|(_, s)| *s)
}

/// The summary of a rule in `lang`: the English of [`rules`] and
/// [`era_rules`], or the French and German of [`TRANSLATIONS`]. `None` for
/// a rule the engine doesn't know — never another language's words (a test checks that
/// every known rule has all three).
pub fn summary_in(rule: &str, lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => summary(rule),
        Lang::Fr | Lang::De => TRANSLATIONS
            .iter()
            .find(|(r, ..)| *r == today(rule))
            .map(|(_, fr, de)| if lang == Lang::Fr { *fr } else { *de }),
    }
}

/// How a rule is shown: "709.4b", or "708.5 (2013 rules)" for an older rule.
pub fn display(rule: &str) -> String {
    display_in(rule, Lang::En)
}

/// How a rule is shown in `lang` ([`crate::messages::rule_in`]): "709.4b", or an older
/// rule with its era, "708.5 (règles de 2013)".
pub fn display_in(rule: &str, lang: Lang) -> String {
    crate::messages::rule_in(rule, lang)
}

/// The link to a rule of today's Comprehensive Rules; `None` for an older rule (the
/// hyperlinked CR is today's, where the number may mean something else).
pub fn link(rule: &str) -> Option<String> {
    let rule = today(rule);
    if rule.contains('@') {
        None
    } else {
        Some(url(rule))
    }
}

/// Today's rule cited under an older era, marked as today's (`"702.102a@current"`, see
/// `eras::era_rules::cite`): its number in today's rules; any other rule as it is.
pub fn today(rule: &str) -> &str {
    rule.strip_suffix("@current").unwrap_or(rule)
}

/// The hyperlinked Comprehensive Rules page the app links to.
pub const CR_URL: &str = "https://yawgatog.com/resources/magic-rules/";

/// The anchor of a rule: the number without dots, after "R" (709.3a → "R7093a").
pub fn anchor(rule: &str) -> String {
    let digits: String = rule.chars().filter(|c| *c != '.').collect();
    format!("R{digits}")
}

/// The link to a rule: the one place that builds it.
pub fn url(rule: &str) -> String {
    format!("{CR_URL}#{}", anchor(rule))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::numbers as n;

    #[test]
    fn anchors_drop_the_dots() {
        assert_eq!(anchor(n::R709_3A), "R7093a");
        assert_eq!(url(n::R702_102C), format!("{CR_URL}#R702102c"));
    }

    /// Without French templates (the web app's engine before its pack is installed) an
    /// older rule is shown wholly in English, never half in one language.
    #[test]
    #[cfg(not(feature = "builtin-translations"))]
    fn without_their_templates_older_rules_say_their_era_in_english() {
        assert_eq!(display_in("708.5@2013", Lang::Fr), "708.5 (2013 rules)");
        assert_eq!(
            display_in("name-a-card@2006", Lang::De),
            "Glossary: Name a card (2006 rules)"
        );
    }

    #[test]
    fn older_rules_have_no_link_and_say_their_era() {
        assert_eq!(link("708.5@2013"), None);
        assert_eq!(display("708.5@2013"), "708.5 (2013 rules)");
        assert!(summary("505.5@2006").is_some());
        assert_eq!(link(n::R709_4B), Some(url(n::R709_4B)));
    }

    /// The era's words are the engine's messages: in French and German where their
    /// templates are (built in, or installed from the web app's language packs).
    #[test]
    #[cfg(feature = "builtin-translations")]
    fn older_rules_say_their_era_in_every_language() {
        assert_eq!(display_in("708.5@2013", Lang::En), "708.5 (2013 rules)");
        assert_eq!(display_in("708.5@2013", Lang::Fr), "708.5 (règles de 2013)");
        assert_eq!(
            display_in("708.5@2013", Lang::De),
            "708.5 (Regeln von 2013)"
        );
        assert_eq!(
            display("name-a-card@2006"),
            "Glossary: Name a card (2006 rules)"
        );
        assert_eq!(
            display_in("name-a-card@2006", Lang::Fr),
            "Glossaire\u{a0}: Nommer une carte (règles de 2006)"
        );
        assert_eq!(
            display_in("name-a-card@2006", Lang::De),
            "Glossar: Eine Karte nennen (Regeln von 2006)"
        );
        // Today's rule numbers are the same in every language.
        for lang in Lang::ALL {
            assert_eq!(display_in(n::R709_4B, lang), n::R709_4B);
        }
    }

    /// English words that must not be left in a French or German summary (lower case, whole
    /// words; card names such as "Assault // Battery" are capitalised and stay).
    const ENGLISH: &str =
        "the of and or is its it with has had that from when only each both one two \
        card cards spell half halves stack cast cost costs value door doors name naming split \
        copy color colors battlefield graveyard library hand rules unlocked locked fused player \
        enters combined";

    /// A summary that may read the same as the English, with the reason (none today).
    const SAME_AS_ENGLISH: &[(&str, Lang, &str)] = &[];

    /// Every rule the engine knows — today's and the older eras' — has a French and a German
    /// summary: complete (the same `{X}`s as the English, no placeholder), not the English,
    /// no English word left.
    #[test]
    fn every_rule_has_french_and_german_summaries() {
        let mut seen = std::collections::HashSet::new();
        for (rule, ..) in TRANSLATIONS {
            assert!(seen.insert(*rule), "{rule} translated twice");
            assert!(summary(rule).is_some(), "{rule} translated but unknown");
        }
        let braces = |t: &str| -> Vec<String> {
            t.split('{')
                .skip(1)
                .filter_map(|p| p.split_once('}').map(|(k, _)| k.to_string()))
                .collect()
        };
        let known = rules().iter().chain(era_rules());
        let mut n = 0;
        for (rule, en) in known {
            n += 1;
            assert_eq!(summary_in(rule, Lang::En), Some(*en));
            for lang in [Lang::Fr, Lang::De] {
                let Some(text) = summary_in(rule, lang) else {
                    panic!("{rule}: no {lang:?} summary (add it to rules::TRANSLATIONS)");
                };
                assert!(!text.trim().is_empty(), "{rule} ({lang:?}) is empty");
                if !SAME_AS_ENGLISH
                    .iter()
                    .any(|(r, l, _)| r == rule && *l == lang)
                {
                    assert_ne!(text, *en, "{rule}: the {lang:?} is the English");
                }
                assert_eq!(braces(text), braces(en), "{rule} ({lang:?}): {text}");
                for placeholder in ["TODO", "FIXME", "TBD", "XXX", "???", "$"] {
                    assert!(
                        !text.contains(placeholder),
                        "{rule} ({lang:?}): {placeholder:?} in {text}"
                    );
                }
                for word in text.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        word.is_empty() || !ENGLISH.split_whitespace().any(|e| e == word),
                        "{rule} ({lang:?}): English {word:?} in {text}"
                    );
                }
            }
        }
        assert_eq!(
            n,
            seen.len(),
            "a translation for a rule the engine doesn't know"
        );
        assert_eq!(summary_in("999.9", Lang::Fr), None);
    }

    #[test]
    fn summaries_are_unique_and_present() {
        let mut seen = std::collections::HashSet::new();
        for (rule, text) in rules() {
            assert!(seen.insert(*rule), "{rule} twice");
            assert!(!text.is_empty());
        }
    }
}
