//! Checks the card catalogue (`data/cards.json`) and compiles it into a compact text
//! (`OUT_DIR/catalogue.txt`, read by `src/io/catalogue.rs`): one record per card, no JSON
//! syntax, no provenance (that stays in the data file for audits, and in `data/SOURCES.md`).
//!
//! The engine's own `model/` files `mana.rs`, `typeline.rs`, `text.rs`, `color.rs` and
//! `card.rs` are included here by path, so the data is checked by exactly the code that will read it. A
//! bad data file fails the build with a message naming the card and the problem — a color
//! indicator too (no printed split card has one, and the compiled text has no field for
//! it), a name that isn't its faces' names joined by " // ", or a first set that isn't the
//! first printing (the text carries neither: `catalogue.rs` makes them).

use std::collections::HashSet;
use std::path::PathBuf;

#[allow(dead_code)]
#[path = "src/model/card.rs"]
mod card;
#[allow(dead_code)]
#[path = "src/model/color.rs"]
mod color;
#[allow(dead_code)]
#[path = "src/model/mana.rs"]
mod mana;
#[allow(dead_code)]
#[path = "src/model/text.rs"]
mod text;
#[allow(dead_code)]
#[path = "src/model/typeline.rs"]
mod typeline;

/// The paths the model's files use among themselves (`crate::model::…`).
mod model {
    pub(crate) use super::{color, mana, text, typeline};
}

use mana::ManaCost;
use typeline::TypeLine;

#[derive(serde::Deserialize)]
struct RawCard {
    name: String,
    kind: String,
    #[serde(default)]
    first_set: Option<String>,
    #[serde(default)]
    printings: Vec<String>,
    #[serde(default)]
    foreign_names: std::collections::BTreeMap<String, String>,
    card_faces: Vec<RawFace>,
}

#[derive(serde::Deserialize)]
struct RawFace {
    name: String,
    #[serde(default)]
    mana_cost: String,
    /// Scryfall's `color_indicator` (204.1): refused, see `compile`.
    #[serde(default)]
    color_indicator: Vec<String>,
    type_line: String,
    #[serde(default)]
    oracle_text: String,
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    let data = manifest.join("data/cards.json");
    println!("cargo:rerun-if-changed={}", data.display());
    for f in ["color.rs", "mana.rs", "typeline.rs", "card.rs", "text.rs"] {
        println!("cargo:rerun-if-changed=src/model/{f}");
    }
    let text = std::fs::read_to_string(&data)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", data.display()));
    let cards: Vec<RawCard> = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a valid catalogue: {e}", data.display()));
    let mut errors = Vec::new();
    let mut out = String::new();
    let mut names = HashSet::new();
    let mut slugs = HashSet::new();
    for raw in &cards {
        match compile(raw, &mut names, &mut slugs) {
            Ok(code) => out.push_str(&code),
            Err(e) => errors.push(format!("{}: {e}", raw.name)),
        }
    }
    if !errors.is_empty() {
        panic!("catalogue check failed:\n  {}", errors.join("\n  "));
    }
    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this")).join("catalogue.txt");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", dest.display()));
    sets(&manifest, &cards);
    words(&manifest);
}

/// The sets of `data/sets.tsv` (code, name, year), checked — every card's first set is
/// there, each code once, a year of four digits or none — and copied without its comments
/// and heading to `OUT_DIR/sets.txt` for `catalogue::set`.
fn sets(manifest: &std::path::Path, cards: &[RawCard]) {
    let path = manifest.join("data/sets.tsv");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut codes = HashSet::new();
    let mut out = String::new();
    for line in text.lines().filter(|l| !l.starts_with('#')).skip(1) {
        let fields: Vec<&str> = line.split('\t').collect();
        let [code, name, year] = fields[..] else {
            panic!("sets.tsv: not three fields: {line:?}");
        };
        if code.is_empty() || name.is_empty() || !codes.insert(code) {
            panic!("sets.tsv: an empty or repeated code or name: {line:?}");
        }
        if !(year.is_empty() || (year.len() == 4 && year.bytes().all(|b| b.is_ascii_digit()))) {
            panic!("sets.tsv: a year is four digits or none: {line:?}");
        }
        out.push_str(&format!("{code}\t{name}\t{year}\n"));
    }
    let missing: Vec<String> = cards
        .iter()
        .filter_map(|c| {
            c.first_set
                .as_deref()
                .filter(|s| *s != "?" && !codes.contains(s))
        })
        .map(str::to_string)
        .collect();
    if !missing.is_empty() {
        panic!("sets.tsv: no name for the first sets {missing:?}");
    }
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this")).join("sets.txt");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", dest.display()));
}

/// The engine's words (`locales/{en,fr,de}.ftl`, read and checked by `splitcard-locales`,
/// as the app's are) compiled into Rust: `OUT_DIR/templates.rs` (the `templates!` table of
/// `src/messages.rs`: id, English, French, German), `OUT_DIR/rules.rs` (today's rules'
/// English summaries as one text, and every rule's French and German) and
/// `OUT_DIR/era_rules.rs` (older rules' English). A rule's id is `rule-` and its number with
/// underscores for dots, then `--` and the era for an older rule: `rule-708_5--2013` is
/// "708.5@2013".
fn words(manifest: &std::path::Path) {
    let dir = manifest.join("locales");
    let locales = match splitcard_locales::read(&dir, &["en", "fr", "de"]) {
        Ok(l) => l,
        Err(problems) => panic!("locale check failed:\n  {}", problems.join("\n  ")),
    };
    for f in &locales.files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    let text = |lang: usize, id: &str| -> String {
        let t = &locales.tables[lang][id].text;
        if t.contains(['\x1e', '\x1f']) {
            panic!("locale check failed: {id} holds a control character the compiled table uses");
        }
        t.clone()
    };
    let mut templates = String::from("templates! {\n");
    let mut today = String::new();
    let mut older = String::new();
    let mut translations = String::from("&[\n");
    for id in &locales.order {
        let Some(rule) = id.strip_prefix("rule-") else {
            templates.push_str(&format!(
                "    ({id:?}, {:?}, {:?}, {:?}),\n",
                text(0, id),
                text(1, id),
                text(2, id)
            ));
            continue;
        };
        if !locales.tables[0][id].vars.is_empty() {
            panic!("locale check failed: {id}: a rule's summary takes no arguments");
        }
        let number = match rule.split_once("--") {
            Some((n, era)) => format!("{}@{era}", n.replace('_', ".")),
            None => rule.replace('_', "."),
        };
        let row = format!("{number}\x1f{}\x1e", text(0, id));
        if number.contains('@') {
            older.push_str(&row);
        } else {
            today.push_str(&row);
        }
        translations.push_str(&format!(
            "    ({number:?}, {:?}, {:?}),\n",
            text(1, id),
            text(2, id)
        ));
    }
    templates.push_str("}\n");
    translations.push(']');
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this"));
    let write = |name: &str, code: String| {
        let path = out.join(name);
        std::fs::write(&path, code)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    };
    write("templates.rs", templates);
    write(
        "rules.rs",
        format!(
            "/// Today's rules and their English summaries ([`crate::pairs`] text).\nconst RULES_TEXT: &str = {today:?};\n/// Every rule's summary in French and German: rule, French, German.\npub const TRANSLATIONS: &[(&str, &str, &str)] = {translations};\n"
        ),
    );
    write(
        "era_rules.rs",
        format!("/// Older rules and their English summaries ([`crate::pairs`] text).\nconst ERA_RULES_TEXT: &str = {older:?};\n"),
    );
}

fn compile(
    raw: &RawCard,
    names: &mut HashSet<String>,
    slugs: &mut HashSet<String>,
) -> Result<String, String> {
    if raw.card_faces.len() < 2 {
        return Err("a split card needs at least two faces".into());
    }
    let joined: Vec<&str> = raw.card_faces.iter().map(|f| f.name.as_str()).collect();
    if joined.join(" // ") != raw.name {
        return Err(format!(
            "name does not match its faces ({})",
            joined.join(" // ")
        ));
    }
    let slug = card::slug(&raw.name);
    if slug.is_empty() {
        return Err("the name has no letters or digits".into());
    }
    if !names.insert(raw.name.to_lowercase()) {
        return Err("duplicate name".into());
    }
    if !slugs.insert(slug.clone()) {
        return Err(format!("duplicate slug {slug}"));
    }
    let mut lines = Vec::new();
    let mut face_names = std::collections::HashSet::new();
    let mut face_slugs = std::collections::HashSet::new();
    for face in &raw.card_faces {
        if face.name.trim().is_empty() || face.name.contains("//") {
            return Err(format!("bad face name {:?}", face.name));
        }
        // A half is chosen by its name: two faces named alike (any case, same slug) would be
        // one name for two halves. The importer refuses it too (`scryfall.rs`).
        let slug = card::slug(&face.name);
        if !face_names.insert(face.name.to_lowercase())
            || (!slug.is_empty() && !face_slugs.insert(slug))
        {
            return Err(format!("two faces are named {:?}", face.name));
        }
        if !face.mana_cost.trim().is_empty() {
            ManaCost::parse(&face.mana_cost).map_err(|e| format!("{}: {e}", face.name))?;
        }
        // The compiled catalogue has no field for a color indicator (204.1): no printed split
        // card has one. A custom card's is imported (`scryfall.rs`).
        if !face.color_indicator.is_empty() {
            return Err(format!(
                "{}: a color indicator, which the compiled catalogue doesn't carry",
                face.name
            ));
        }
        let line = TypeLine::parse(&face.type_line).map_err(|e| format!("{}: {e}", face.name))?;
        lines.push(line);
    }
    let has_keyword = |face: &RawFace, kw: &str| {
        face.oracle_text
            .lines()
            .any(|l| l.trim_start().starts_with(kw))
    };
    let kind = match raw.kind.as_str() {
        "split" | "fuse" | "aftermath" | "room" | "other" => raw.kind.as_str(),
        other => return Err(format!("unknown kind {other:?}")),
    };
    let fuse_text = raw.card_faces.iter().any(|f| has_keyword(f, "Fuse"));
    if (kind == "fuse") != fuse_text {
        return Err("kind \"fuse\" and a face with the Fuse keyword go together".into());
    }
    let aftermath: Vec<usize> = raw
        .card_faces
        .iter()
        .enumerate()
        .filter(|(_, f)| has_keyword(f, "Aftermath"))
        .map(|(i, _)| i)
        .collect();
    let all_rooms = lines.iter().all(|l| l.has_subtype("Room"));
    // The kind as catalogue.rs reads it: "aftermath:<face>" names the aftermath face.
    let kind_code = match kind {
        "split" | "fuse" => kind.to_string(),
        "aftermath" => match aftermath.as_slice() {
            [face] => format!("aftermath:{face}"),
            _ => return Err("an aftermath card needs exactly one face with Aftermath".into()),
        },
        "room" if all_rooms && raw.card_faces.len() == 2 => "room".to_string(),
        "room" => return Err("a Room needs two faces, each an Enchantment — Room".into()),
        _ if raw.card_faces.len() > 2 => "other".to_string(),
        _ => return Err("kind \"other\" is for cards with three or more parts".into()),
    };
    if kind != "aftermath" && !aftermath.is_empty() {
        return Err("a face has Aftermath but the kind is not \"aftermath\"".into());
    }
    if kind != "room" && all_rooms {
        return Err("every face is a Room but the kind is not \"room\"".into());
    }
    let separators = ['\x1f', '\x1d', '\x1e'];
    let texts = raw
        .card_faces
        .iter()
        .flat_map(|f| [&f.name, &f.mana_cost, &f.type_line, &f.oracle_text]);
    if texts
        .chain(raw.foreign_names.iter().flat_map(|(l, n)| [l, n]))
        .chain(&raw.printings)
        .chain(raw.first_set.iter())
        .any(|t| t.contains(separators))
    {
        return Err("a text holds a control character the compiled catalogue uses".into());
    }
    // The name and the first set are not written: catalogue.rs makes them from the faces'
    // names and the printings, which they must agree with.
    let joined: Vec<&str> = raw.card_faces.iter().map(|f| f.name.as_str()).collect();
    if raw.name != joined.join(" // ") {
        return Err(format!(
            "the name is not its faces' names joined by \" // \" ({})",
            joined.join(" // ")
        ));
    }
    // "?": never printed (an unofficial card), and so no printings.
    let first_set = raw.first_set.as_deref().unwrap_or("?");
    if first_set != raw.printings.first().map_or("?", String::as_str) {
        return Err("first_set is not the first of the printings (\"?\" with none)".into());
    }
    // One record, in the layout catalogue.rs reads: fields separated by US, the foreign
    // names' language/name pairs by GS, the record ended by RS.
    let mut fields = vec![
        kind_code,
        raw.printings.join(" "),
        raw.foreign_names
            .iter()
            .flat_map(|(lang, name)| [lang.as_str(), name.as_str()])
            .collect::<Vec<_>>()
            .join(GS),
    ];
    for face in &raw.card_faces {
        fields.extend([
            face.name.clone(),
            face.mana_cost.trim().to_string(),
            face.type_line.clone(),
            face.oracle_text.clone(),
        ]);
    }
    Ok(format!("{}{RS}", fields.join(US)))
}

const US: &str = "\x1f";
const GS: &str = "\x1d";
const RS: &str = "\x1e";
