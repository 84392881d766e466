//! Compiles the UI's Fluent message files (src/locales/{en,fr,de}.ftl) into a static table.
//!
//! The files are real Fluent, parsed here with `fluent-syntax` (a build-time dependency only,
//! so the WebAssembly carries no Fluent runtime). Supported: plain messages whose value is
//! text with `{ $variable }` placeables. The build fails on a syntax error, an unsupported
//! construct, or a message that is not in every language with the same variables.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};

const LANGS: [&str; 3] = ["en", "fr", "de"];

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"))
        .join("src/locales");
    let mut tables: Vec<BTreeMap<String, (String, BTreeSet<String>)>> = Vec::new();
    let mut problems = Vec::new();
    for lang in LANGS {
        let path = dir.join(format!("{lang}.ftl"));
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{}: Fluent syntax errors: {errors:?}", path.display()),
        };
        let mut table = BTreeMap::new();
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
                    for el in pattern.elements {
                        match el {
                            PatternElement::TextElement { value } => out.push_str(value),
                            PatternElement::Placeable {
                                expression:
                                    Expression::Inline(InlineExpression::VariableReference { id: v }),
                            } => {
                                let _ = write!(out, "{{{}}}", v.name);
                                vars.insert(v.name.to_string());
                            }
                            PatternElement::Placeable {
                                expression:
                                    Expression::Inline(InlineExpression::StringLiteral { value }),
                            } => out.push_str(value),
                            _ => problems.push(format!(
                                "{lang}: {id}: only text and {{ $variable }} placeables are supported"
                            )),
                        }
                    }
                    if table.insert(id.clone(), (out, vars)).is_some() {
                        problems.push(format!("{lang}: {id} twice"));
                    }
                }
                Entry::Term(t) => {
                    problems.push(format!("{lang}: terms (-{}) are not supported", t.id.name))
                }
                Entry::Junk { content } => problems.push(format!("{lang}: junk: {content}")),
                _ => {}
            }
        }
        tables.push(table);
    }
    let en = &tables[0];
    for (i, lang) in LANGS.iter().enumerate().skip(1) {
        for (id, (_, vars)) in en {
            match tables[i].get(id) {
                None => problems.push(format!("{lang}: missing {id}")),
                Some((_, v)) if v != vars => {
                    problems.push(format!("{lang}: {id} uses {v:?}, English uses {vars:?}"))
                }
                _ => {}
            }
        }
        for id in tables[i].keys() {
            if !en.contains_key(id) {
                problems.push(format!("{lang}: {id} is not in en.ftl"));
            }
        }
    }
    if !problems.is_empty() {
        panic!("locale check failed:\n  {}", problems.join("\n  "));
    }
    // One string rather than a table of string slices: the slices' pointers are data the
    // wasm would carry (and compress poorly); src/i18n.rs splits the string once, on use.
    let mut blob = String::new();
    for id in en.keys() {
        if id.contains(['\x1e', '\x1f'])
            || tables.iter().any(|t| t[id].0.contains(['\x1e', '\x1f']))
        {
            panic!("locale check failed: {id} holds a control character the compiled table uses");
        }
        blob.push_str(id);
        for t in &tables {
            blob.push('\x1f');
            blob.push_str(&t[id].0);
        }
        blob.push('\x1e');
    }
    let mut code = String::from(
        "/// Every message, sorted by id: id, English, French, German, separated by US (0x1F);\n/// each message ended by RS (0x1E).\npub(crate) static COMPILED: &str = ",
    );
    let _ = writeln!(code, "{blob:?};");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this")).join("messages.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
