//! Checks the card catalogue (`data/cards.json`) and compiles it into a compact text
//! (`OUT_DIR/catalogue.txt`, read by `src/io/catalogue.rs`): one record per card, no JSON
//! syntax, no provenance (that stays in the data file for audits, and in `data/SOURCES.md`).
//!
//! The engine's own `model/` files `mana.rs`, `typeline.rs`, `text.rs`, `color.rs` and
//! `card.rs` are included here by path, so the data is checked by exactly the code that will read it. A
//! bad data file fails the build with a message naming the card and the problem — a color
//! indicator too (no printed split card has one, and the compiled text has no field for
//! it), a name that isn't its faces' names joined by " // ", or a first set that isn't the
//! first printing (the text carries neither: `catalogue.rs` makes them). The cards' rulings
//! (`data/rulings.json`) are checked against the catalogue too (`rulings`), and the views that
//! show them (`data/ruling-links.json`) against both (`ruling_links`).

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

/// The reader of the rulings' links, whose types this script checks the file with.
#[allow(dead_code)]
#[path = "src/io/rulings.rs"]
mod rulings_reader;

/// The paths the model's files use among themselves (`crate::model::…`).
mod model {
    pub(crate) use super::{card, color, mana, text, typeline};
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
    rulings(&manifest, &cards);
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

/// `data/rulings.json`, the cards' official rulings (`data/RULINGS.md`), checked: every
/// catalogue card has an entry and every entry is a catalogue card's; every ruling has a
/// date (`YYYY-MM-DD`, a real day), a text, a source and where it was read; a `general` id a
/// ruling names is one of the general rulings, whose cards carry it; a card without rulings
/// says why. Nothing is compiled from it here: its readers load it as it is.
fn rulings(manifest: &std::path::Path, cards: &[RawCard]) {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        #[allow(dead_code)]
        about: String,
        general: Vec<General>,
        cards: std::collections::BTreeMap<String, Entry>,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct General {
        id: String,
        kind: String,
        date: String,
        text: String,
        cards: Vec<String>,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Entry {
        #[serde(default)]
        complete: Option<serde_json::Value>,
        #[serde(default)]
        note: Option<String>,
        #[serde(default)]
        none: Option<String>,
        rulings: Vec<Ruling>,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Ruling {
        date: String,
        text: String,
        source: String,
        from: Vec<String>,
        #[allow(dead_code)]
        cross_checked: bool,
        #[serde(default)]
        general: Option<String>,
        #[serde(default)]
        #[allow(dead_code)]
        inferred: bool,
        #[serde(default)]
        superseded: Option<String>,
    }
    fn valid_date(d: &str) -> bool {
        let parts: Vec<&str> = d.split('-').collect();
        let [y, m, day] = parts.as_slice() else {
            return false;
        };
        let num = |s: &str, len: usize| {
            (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse::<u32>().ok())
                .flatten()
        };
        let (Some(y), Some(m), Some(day)) = (num(y, 4), num(m, 2), num(day, 2)) else {
            return false;
        };
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
        let days = match m {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return false,
        };
        (1993..=2100).contains(&y) && (1..=days).contains(&day)
    }

    let path = manifest.join("data/rulings.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let file: File = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a valid rulings file: {e}", path.display()));
    let mut errors = Vec::new();
    let names: HashSet<&str> = cards.iter().map(|c| c.name.as_str()).collect();
    let general: std::collections::HashMap<&str, &General> =
        file.general.iter().map(|g| (g.id.as_str(), g)).collect();
    for g in &file.general {
        if !valid_date(&g.date) || g.text.trim().is_empty() || g.kind.is_empty() {
            errors.push(format!(
                "general ruling {}: a date, a kind and a text",
                g.id
            ));
        }
        for card in &g.cards {
            if !names.contains(card.as_str()) {
                errors.push(format!(
                    "general ruling {}: {card} is not a catalogue card",
                    g.id
                ));
            }
        }
    }
    for card in cards {
        if !file.cards.contains_key(&card.name) {
            errors.push(format!(
                "{}: no entry (a card without rulings says why)",
                card.name
            ));
        }
    }
    for (name, entry) in &file.cards {
        if !names.contains(name.as_str()) {
            errors.push(format!("{name}: not a catalogue card"));
        }
        if entry
            .complete
            .as_ref()
            .is_some_and(|c| !c.is_boolean() && !c.is_string())
        {
            errors.push(format!(
                "{name}: complete is true, false or the date of the list read"
            ));
        }
        if entry.note.as_deref().is_some_and(|n| n.trim().is_empty()) {
            errors.push(format!("{name}: an empty note"));
        }
        match (
            entry.rulings.is_empty(),
            entry.none.as_deref().map(str::trim),
        ) {
            (true, None | Some("")) => {
                errors.push(format!("{name}: no rulings, and no word on why"))
            }
            (false, Some(_)) => {
                errors.push(format!("{name}: rulings, and a reason for having none"))
            }
            _ => {}
        }
        for (i, r) in entry.rulings.iter().enumerate() {
            let at = format!("{name}, ruling {} ({})", i + 1, r.date);
            if !valid_date(&r.date) {
                errors.push(format!("{at}: not a date (YYYY-MM-DD)"));
            }
            if r.text.trim().is_empty() || r.text != r.text.trim() {
                errors.push(format!("{at}: a text, without spaces around it"));
            }
            if r.source.trim().is_empty()
                || r.from.is_empty()
                || r.from.iter().any(|f| f.trim().is_empty())
            {
                errors.push(format!("{at}: a source, and where it was read"));
            }
            if r.superseded.as_deref().is_some_and(|s| s.trim().is_empty()) {
                errors.push(format!("{at}: superseded, but not said how"));
            }
            if let Some(id) = &r.general {
                match general.get(id.as_str()) {
                    None => errors.push(format!("{at}: general ruling {id} does not exist")),
                    Some(g) if !g.cards.iter().any(|c| c == name) => {
                        errors.push(format!("{at}: general ruling {id} does not list this card"))
                    }
                    Some(g) if g.date != r.date || g.text != r.text => {
                        errors.push(format!("{at}: not word for word general ruling {id}"))
                    }
                    _ => {}
                }
            }
        }
    }
    for g in &file.general {
        for card in &g.cards {
            let carried = file.cards.get(card).is_some_and(|e| {
                e.rulings
                    .iter()
                    .any(|r| r.general.as_deref() == Some(g.id.as_str()))
            });
            if !carried {
                errors.push(format!("general ruling {}: {card} does not carry it", g.id));
            }
        }
    }
    if !errors.is_empty() {
        panic!("rulings check failed:\n  {}", errors.join("\n  "));
    }
    let own: Vec<OwnRulings> = file
        .cards
        .iter()
        .map(|(name, e)| {
            let rulings = e.rulings.iter().filter(|r| r.general.is_none());
            let rulings =
                rulings.map(|r| (r.date.as_str(), r.text.as_str(), r.superseded.is_some()));
            (name.as_str(), rulings.collect())
        })
        .collect();
    let general: Vec<(&str, &[String])> = file
        .general
        .iter()
        .map(|g| (g.id.as_str(), g.cards.as_slice()))
        .collect();
    ruling_links(manifest, &names, &general, &own, valid_date);
}

/// A card's name and its own rulings (not general ones): date, text, superseded or not.
type OwnRulings<'a> = (&'a str, Vec<(&'a str, &'a str, bool)>);

/// `data/ruling-links.json`, read by the engine's own reader types, checked: every general
/// ruling has a link (for all its cards, or for each of them and no other), every card link
/// finds exactly one of that card's own rulings and no two find the same, every link is a
/// view with claims or one lowercase word for what the engine can't express, every
/// superseded ruling's day is a date, every example is a catalogue card's with claims.
fn ruling_links(
    manifest: &std::path::Path,
    names: &HashSet<&str>,
    general: &[(&str, &[String])],
    own: &[OwnRulings],
    valid_date: fn(&str) -> bool,
) {
    use rulings_reader::{RawLink, RawLinks, View};
    let path = manifest.join("data/ruling-links.json");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let links: RawLinks = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a valid links file: {e}", path.display()));
    let mut errors = Vec::new();
    // The values themselves are the CLI's to read: the CLI's `rulings` tests run every view.
    fn view_errors(v: &View) -> Vec<String> {
        let mut out = Vec::new();
        if v.effect.is_none() && (v.name.is_some() || v.number.is_some()) {
            out.push("a name or number without an effect".into());
        }
        if *v == View::default() {
            out.push("an empty view".into());
        }
        out
    }
    let check = |at: &str, link: &RawLink, errors: &mut Vec<String>| match (
        &link.shown_by,
        &link.not_expressible,
    ) {
        (Some(view), None) => {
            for e in view_errors(view) {
                errors.push(format!("{at}: {e}"));
            }
            if link.claims.is_empty() {
                errors.push(format!("{at}: a view, and no claim it shows"));
            }
            for pointer in link.claims.keys() {
                if !pointer.starts_with('/') {
                    errors.push(format!("{at}: claim {pointer:?} is not a JSON pointer"));
                }
            }
        }
        (None, Some(word)) => {
            if word.is_empty()
                || !word.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
                || !link.claims.is_empty()
            {
                errors.push(format!(
                    "{at}: not expressible takes one lowercase word, and no claims"
                ));
            }
        }
        _ => errors.push(format!(
            "{at}: either a view (shown_by) or why not (not_expressible)"
        )),
    };
    for (id, cards) in general {
        match links.general.get(*id) {
            None => errors.push(format!("general ruling {id}: no link")),
            Some(g) => match (&g.all, &g.each) {
                (Some(link), None) => check(id, link, &mut errors),
                (None, Some(each)) => {
                    for card in cards.iter() {
                        match each.get(card) {
                            Some(link) => check(&format!("{id}, {card}"), link, &mut errors),
                            None => errors.push(format!("general ruling {id}: no link for {card}")),
                        }
                    }
                    for card in each.keys() {
                        if !cards.contains(card) {
                            errors.push(format!("general ruling {id}: {card} doesn't carry it"));
                        }
                    }
                }
                _ => errors.push(format!("general ruling {id}: `all` or `each`")),
            },
        }
    }
    for id in links.general.keys() {
        if !general.iter().any(|(g, _)| g == id) {
            errors.push(format!(
                "general ruling {id}: linked, but not in rulings.json"
            ));
        }
    }
    for (card, list) in &links.cards {
        let Some((_, rulings)) = own.iter().find(|(n, _)| n == card) else {
            errors.push(format!("{card}: links for a card without an entry"));
            continue;
        };
        let mut found = vec![false; rulings.len()];
        for l in list {
            let at = format!("{card}, {} {:?}", l.date, l.starts);
            let hits: Vec<usize> = rulings
                .iter()
                .enumerate()
                .filter(|(_, (date, text, _))| *date == l.date && text.starts_with(&l.starts))
                .map(|(i, _)| i)
                .collect();
            match hits.as_slice() {
                [i] if !found[*i] => found[*i] = true,
                [_] => errors.push(format!("{at}: a ruling linked twice")),
                [] => errors.push(format!("{at}: no such ruling of the card's own")),
                _ => errors.push(format!("{at}: more than one ruling starts so")),
            }
            check(&at, &l.link, &mut errors);
        }
    }
    for (starts, until) in &links.in_force_until {
        if !valid_date(until) {
            errors.push(format!("in force until {until:?}: not a date"));
        }
        let superseded = own
            .iter()
            .flat_map(|(_, r)| r)
            .any(|(_, text, s)| *s && text.starts_with(starts.as_str()));
        if !superseded {
            errors.push(format!(
                "in force until: no superseded ruling starts {starts:?}"
            ));
        }
    }
    for (i, e) in links.examples.iter().enumerate() {
        let at = format!("example {} ({})", i + 1, e.card);
        if !names.contains(e.card.as_str()) {
            errors.push(format!("{at}: not a catalogue card"));
        }
        if e.says.trim().is_empty() || e.claims.is_empty() {
            errors.push(format!("{at}: what it says, and its claims"));
        }
        for err in view_errors(&e.shown_by) {
            errors.push(format!("{at}: {err}"));
        }
    }
    if !errors.is_empty() {
        panic!("ruling links check failed:\n  {}", errors.join("\n  "));
    }
}
