//! Reads a folder of Fluent files (`en.ftl`, `fr.ftl`, `de.ftl`) at build time and checks
//! them: the app's words (`src/locales/`) and the engine's (`crates/engine/locales/`) go
//! through this one reader, so both are held to the same rules. Neither the app nor the
//! engine carries a Fluent runtime: their build scripts turn the files into tables.
//!
//! Supported: plain messages whose value is text with `{ $variable }` and string-literal
//! placeables (`{"{X}"}` for a literal brace or mana symbol, `{" "}` for a space at an end).
//! A message's text comes out with each variable as `{name}` and each string literal
//! unescaped. **Invariant: the tables come out only if every file parses, uses nothing
//! else, declares each id once, and every language has exactly the first language's ids
//! with the same variables** — otherwise [`read`] lists every problem and the build fails.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};

/// One message: its text (`{name}` for a variable) and the variables it uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub vars: BTreeSet<String>,
}

/// The messages of every language, checked against each other.
#[derive(Debug)]
pub struct Locales {
    /// The ids in the order the first language's file declares them.
    pub order: Vec<String>,
    /// One table per language, in the order asked.
    pub tables: Vec<BTreeMap<String, Message>>,
    /// The files read (for `cargo:rerun-if-changed`).
    pub files: Vec<PathBuf>,
}

impl Locales {
    /// The message `id` in the language at `lang` (its position in the languages asked).
    pub fn get(&self, lang: usize, id: &str) -> Option<&Message> {
        self.tables.get(lang)?.get(id)
    }
}

/// Reads `dir/{lang}.ftl` for each of `langs` (the first is the reference) and checks them.
pub fn read(dir: &Path, langs: &[&str]) -> Result<Locales, Vec<String>> {
    let mut problems = Vec::new();
    let mut tables = Vec::new();
    let mut order = Vec::new();
    let mut files = Vec::new();
    for (i, lang) in langs.iter().enumerate() {
        let path = dir.join(format!("{lang}.ftl"));
        files.push(path.clone());
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                problems.push(format!("cannot read {}: {e}", path.display()));
                tables.push(BTreeMap::new());
                continue;
            }
        };
        let (table, ids) = parse(&text, lang, &mut problems);
        if i == 0 {
            order = ids;
        }
        tables.push(table);
    }
    if let Some((first, rest)) = tables.split_first() {
        for (table, lang) in rest.iter().zip(langs.iter().skip(1)) {
            for (id, message) in first {
                match table.get(id) {
                    None => problems.push(format!("{lang}: missing {id}")),
                    Some(m) if m.vars != message.vars => problems.push(format!(
                        "{lang}: {id} uses {:?}, {} uses {:?}",
                        m.vars, langs[0], message.vars
                    )),
                    Some(_) => {}
                }
            }
            for id in table.keys() {
                if !first.contains_key(id) {
                    problems.push(format!("{lang}: {id} is not in {}.ftl", langs[0]));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(Locales {
            order,
            tables,
            files,
        })
    } else {
        Err(problems)
    }
}

/// One file's messages, and its ids in the order declared.
fn parse(
    text: &str,
    lang: &str,
    problems: &mut Vec<String>,
) -> (BTreeMap<String, Message>, Vec<String>) {
    let mut table = BTreeMap::new();
    let mut ids = Vec::new();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => {
            problems.push(format!("{lang}: Fluent syntax errors: {errors:?}"));
            return (table, ids);
        }
    };
    for entry in resource.body {
        match entry {
            Entry::Message(m) => {
                let id = m.id.name.to_string();
                let Some(pattern) = m.value else {
                    problems.push(format!("{lang}: {id} has no value"));
                    continue;
                };
                if !m.attributes.is_empty() {
                    problems.push(format!("{lang}: {id}: attributes are not supported"));
                }
                let mut out = String::new();
                let mut vars = BTreeSet::new();
                for element in pattern.elements {
                    match element {
                        PatternElement::TextElement { value } => out.push_str(value),
                        PatternElement::Placeable {
                            expression:
                                Expression::Inline(InlineExpression::VariableReference { id: v }),
                        } => {
                            out.push('{');
                            out.push_str(v.name);
                            out.push('}');
                            vars.insert(v.name.to_string());
                        }
                        PatternElement::Placeable {
                            expression:
                                Expression::Inline(InlineExpression::StringLiteral { value }),
                        } => out.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value)),
                        _ => problems.push(format!(
                            "{lang}: {id}: only text, {{ $variable }} and {{\"literal\"}} placeables are supported"
                        )),
                    }
                }
                if table
                    .insert(id.clone(), Message { text: out, vars })
                    .is_some()
                {
                    problems.push(format!("{lang}: {id} twice"));
                } else {
                    ids.push(id);
                }
            }
            Entry::Term(t) => {
                problems.push(format!("{lang}: terms (-{}) are not supported", t.id.name))
            }
            Entry::Junk { content } => problems.push(format!("{lang}: junk: {content}")),
            _ => {}
        }
    }
    (table, ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(files: &[(&str, &str)]) -> PathBuf {
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "splitcard-locales-{}-{}",
            std::process::id(),
            N.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        for (name, text) in files {
            std::fs::write(dir.join(name), text).expect("a temporary file");
        }
        dir
    }

    #[test]
    fn variables_and_literals_come_out_as_the_tables_hold_them() {
        let dir = folder(&[
            ("en.ftl", "x = {\" \"}X is { $x } and {\"{X}\"} is a symbol\u{a0}{\"\\u00A0\"}\nempty = {\"\"}\n"),
            ("fr.ftl", "x = {\" \"}X vaut { $x }\nempty = {\"\"}\n"),
        ]);
        let l = read(&dir, &["en", "fr"]).expect("valid files");
        assert_eq!(l.order, ["x", "empty"]);
        let x = l.get(0, "x").expect("x");
        assert_eq!(x.text, " X is {x} and {X} is a symbol\u{a0}\u{a0}");
        assert_eq!(x.vars, BTreeSet::from(["x".to_string()]));
        assert_eq!(l.get(1, "x").map(|m| m.text.as_str()), Some(" X vaut {x}"));
        assert_eq!(l.get(1, "empty").map(|m| m.text.as_str()), Some(""));
    }

    #[test]
    fn a_missing_message_other_variables_or_an_extra_one_fail() {
        let dir = folder(&[
            ("en.ftl", "a = { $n } cards\nb = two\n"),
            ("fr.ftl", "a = { $m } cartes\nc = trois\n"),
        ]);
        let problems = read(&dir, &["en", "fr"]).expect_err("bad files");
        assert!(
            problems.iter().any(|p| p.contains("a uses")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p == "fr: missing b"),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("c is not in en.ftl")),
            "{problems:?}"
        );
    }

    #[test]
    fn unsupported_constructs_and_duplicates_fail() {
        let dir = folder(&[(
            "en.ftl",
            "a = { $n ->\n    [one] one\n   *[other] many\n}\nb = x\nb = y\n-t = term\nc = v\n    .attr = w\n",
        )]);
        let problems = read(&dir, &["en"]).expect_err("bad file");
        assert!(
            problems.iter().any(|p| p.contains("a: only text")),
            "{problems:?}"
        );
        assert!(problems.iter().any(|p| p == "en: b twice"), "{problems:?}");
        assert!(problems.iter().any(|p| p.contains("terms")), "{problems:?}");
        assert!(
            problems.iter().any(|p| p.contains("attributes")),
            "{problems:?}"
        );
    }

    #[test]
    fn a_syntax_error_fails() {
        let dir = folder(&[("en.ftl", "a = ok\n= no id\n")]);
        let problems = read(&dir, &["en"]).expect_err("junk");
        assert!(
            problems
                .iter()
                .any(|p| p.contains("junk") || p.contains("syntax")),
            "{problems:?}"
        );
    }
}
