//! Compiles the UI's Fluent message files (src/locales/{en,fr,de}.ftl): English into the
//! app, French and German into language packs (static/gen/locales/, with the rules'
//! summaries and the explanations' templates from the engine) that a page fetches only in
//! that language.
//!
//! The files are real Fluent, read and checked by `splitcard-locales` (a build-time
//! dependency only, so the WebAssembly carries no Fluent runtime; the engine's words in
//! `crates/engine/locales` go through the same reader). Supported: plain messages whose value
//! is text with `{ $variable }` and string-literal placeables. The build fails on a syntax
//! error, an unsupported construct, or a message that is not in every language with the
//! same variables.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"))
        .join("src/locales");
    let locales = match splitcard_locales::read(&dir, &["en", "fr", "de"]) {
        Ok(l) => l,
        Err(problems) => panic!("locale check failed:\n  {}", problems.join("\n  ")),
    };
    for f in &locales.files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let tables = &locales.tables;
    let en = &tables[0];
    // English is compiled in, as one string rather than a table of string slices (the
    // slices' pointers are data the wasm would carry and compress poorly); src/i18n.rs
    // splits it once, on use. French and German are language packs, fetched only by a page
    // in that language: each holds that language's messages and the rules' summaries.
    let check = |id: &str, text: &str| {
        if id.contains(['\x1e', '\x1f']) || text.contains(['\x1e', '\x1f']) {
            panic!("locale check failed: {id} holds a control character the compiled table uses");
        }
    };
    let mut blob = String::new();
    for (id, message) in en {
        let text = &message.text;
        check(id, text);
        let _ = write!(blob, "{id}\x1f{text}\x1e");
    }
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this"));
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    let packs_dir = manifest.join("static/gen/locales");
    println!("cargo:rerun-if-changed={}", packs_dir.display());
    // The packs are written only when their text changed, and only stale ones removed: a
    // pack written again at every build would make the next build run this script and
    // compile the app again (`trunk serve` rebuilds on every change).
    std::fs::create_dir_all(&packs_dir)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", packs_dir.display()));
    let mut urls = Vec::new();
    for (i, (lang, engine_lang)) in [
        ("fr", splitcard_engine::messages::Lang::Fr),
        ("de", splitcard_engine::messages::Lang::De),
    ]
    .into_iter()
    .enumerate()
    {
        // Sorted by id (a BTreeMap), so the app can search a pack without sorting it.
        let mut records: BTreeMap<String, &str> = BTreeMap::new();
        for (id, message) in &tables[i + 1] {
            records.insert(id.clone(), &message.text);
        }
        let rules = splitcard_engine::rules::rules()
            .iter()
            .chain(splitcard_engine::era_rules::era_rules());
        for (rule, _) in rules {
            let summary =
                splitcard_engine::rules::summary_in(rule, engine_lang).unwrap_or_else(|| {
                    panic!("locale check failed: rule {rule} has no {lang} summary")
                });
            records.insert(format!("rule:{rule}"), summary);
        }
        // The engine's explanations in this language (the wasm's engine has only English).
        for (id, _, fr, de) in splitcard_engine::messages::TEMPLATES {
            let text = if lang == "fr" { fr } else { de };
            // The engine finds the first entry of an id; a pack would keep the last.
            if records.insert(format!("msg:{id}"), text).is_some() {
                panic!("locale check failed: the engine's template {id} is declared twice");
            }
        }
        let mut pack = String::new();
        for (id, text) in &records {
            check(id, text);
            let _ = write!(pack, "{id}\x1f{text}\x1e");
        }
        std::fs::write(out_dir.join(format!("{lang}.txt")), &pack)
            .unwrap_or_else(|e| panic!("cannot write the {lang} pack: {e}"));
        // Named by content, so a browser or a cache never pairs a pack with another build.
        let name = format!("{lang}-{:016x}.txt", fnv1a(pack.as_bytes()));
        let path = packs_dir.join(&name);
        if std::fs::read(&path).ok().as_deref() != Some(pack.as_bytes()) {
            std::fs::write(&path, &pack).unwrap_or_else(|e| panic!("cannot write {name}: {e}"));
        }
        urls.push(format!("/locales/{name}"));
    }
    // Packs of earlier builds (another content, another name) go.
    if let Ok(entries) = std::fs::read_dir(&packs_dir) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !urls.iter().any(|u| u.ends_with(&format!("/{name}"))) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    let mut code = String::from(
        "/// Every English message, sorted by id: id and text separated by US (0x1F), each\n/// message ended by RS (0x1E).\npub(crate) static COMPILED: &str = ",
    );
    let _ = writeln!(code, "{blob:?};");
    let _ = writeln!(
        code,
        "/// Where the French and German packs are served (scripts/trunk-post-build.mjs copies\n/// them from static/gen/locales).\npub(crate) const PACK_URLS: [&str; 2] = [{:?}, {:?}];",
        urls[0], urls[1]
    );
    let out = out_dir.join("messages.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// FNV-1a, 64 bits: a stable content hash for file names.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
