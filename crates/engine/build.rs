//! Checks the card catalogue (`data/cards.json`) and compiles it into Rust statics.
//!
//! The mana-cost and type-line parsers are the engine's own files, included here, so the
//! data is checked by exactly the code that will read it. A bad data file fails the build
//! with a message naming the card and the problem.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::PathBuf;

#[allow(dead_code)]
#[path = "src/card.rs"]
mod card;
#[allow(dead_code)]
#[path = "src/color.rs"]
mod color;
#[allow(dead_code)]
#[path = "src/mana.rs"]
mod mana;
#[allow(dead_code)]
#[path = "src/typeline.rs"]
mod typeline;

use mana::{ManaCost, ManaSymbol};
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
    #[serde(default)]
    provenance: Option<serde_json::Value>,
}

#[derive(serde::Deserialize)]
struct RawFace {
    name: String,
    #[serde(default)]
    mana_cost: String,
    type_line: String,
    #[serde(default)]
    oracle_text: String,
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    let data = manifest.join("data/cards.json");
    println!("cargo:rerun-if-changed={}", data.display());
    for f in ["color.rs", "mana.rs", "typeline.rs", "card.rs"] {
        println!("cargo:rerun-if-changed=src/{f}");
    }
    let text = std::fs::read_to_string(&data)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", data.display()));
    let cards: Vec<RawCard> = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a valid catalogue: {e}", data.display()));
    let mut errors = Vec::new();
    let mut out = String::new();
    let mut names = HashSet::new();
    let mut slugs = HashSet::new();
    out.push_str("pub(crate) static CARDS: &[Card] = &[\n");
    for raw in &cards {
        match compile(raw, &mut names, &mut slugs) {
            Ok(code) => out.push_str(&code),
            Err(e) => errors.push(format!("{}: {e}", raw.name)),
        }
    }
    out.push_str("];\n");
    if !errors.is_empty() {
        panic!("catalogue check failed:\n  {}", errors.join("\n  "));
    }
    let dest =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets this")).join("catalogue.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", dest.display()));
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
    let mut faces = String::new();
    let mut lines = Vec::new();
    for face in &raw.card_faces {
        if face.name.trim().is_empty() || face.name.contains("//") {
            return Err(format!("bad face name {:?}", face.name));
        }
        let cost = if face.mana_cost.trim().is_empty() {
            None
        } else {
            Some(ManaCost::parse(&face.mana_cost).map_err(|e| format!("{}: {e}", face.name))?)
        };
        let line = TypeLine::parse(&face.type_line).map_err(|e| format!("{}: {e}", face.name))?;
        let _ = write!(
            faces,
            "Face {{ name: Cow::Borrowed({:?}), mana_cost: {}, type_line: {}, oracle_text: Cow::Borrowed({:?}) }},",
            face.name,
            cost.as_ref().map_or("None".to_string(), |c| format!("Some({})", cost_expr(c))),
            type_line_expr(&line),
            face.oracle_text,
        );
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
    let kind_expr = match kind {
        "split" => "Kind::Split".to_string(),
        "fuse" => "Kind::Fuse".to_string(),
        "aftermath" => match aftermath.as_slice() {
            [face] => format!("Kind::Aftermath {{ face: {face} }}"),
            _ => return Err("an aftermath card needs exactly one face with Aftermath".into()),
        },
        "room" if all_rooms && raw.card_faces.len() == 2 => "Kind::Room".to_string(),
        "room" => return Err("a Room needs two faces, each an Enchantment — Room".into()),
        _ if raw.card_faces.len() > 2 => "Kind::Unofficial".to_string(),
        _ => return Err("kind \"other\" is for cards with three or more parts".into()),
    };
    if kind != "aftermath" && !aftermath.is_empty() {
        return Err("a face has Aftermath but the kind is not \"aftermath\"".into());
    }
    if kind != "room" && all_rooms {
        return Err("every face is a Room but the kind is not \"room\"".into());
    }
    let printings: Vec<String> = raw
        .printings
        .iter()
        .map(|p| format!("Cow::Borrowed({p:?})"))
        .collect();
    let foreign: Vec<String> = raw
        .foreign_names
        .iter()
        .map(|(lang, name)| {
            format!(
                "ForeignName {{ lang: Cow::Borrowed({lang:?}), name: Cow::Borrowed({name:?}) }}"
            )
        })
        .collect();
    let provenance = match &raw.provenance {
        Some(serde_json::Value::Object(map)) => map
            .get("sources")
            .and_then(|s| s.as_array())
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str())
                    .collect::<Vec<_>>()
                    .join("; ")
            })
            .unwrap_or_default(),
        Some(serde_json::Value::String(s)) => s.clone(),
        _ => String::new(),
    };
    Ok(format!(
        "Card {{ name: Cow::Borrowed({:?}), slug: Cow::Borrowed({:?}), kind: {}, faces: Cow::Borrowed(&[{}]), first_set: Cow::Borrowed({:?}), printings: Cow::Borrowed(&[{}]), foreign_names: Cow::Borrowed(&[{}]), provenance: Cow::Borrowed({:?}) }},\n",
        raw.name,
        slug,
        kind_expr,
        faces,
        raw.first_set.as_deref().unwrap_or("?"),
        printings.join(", "),
        foreign.join(", "),
        provenance,
    ))
}

fn color_expr(c: color::Color) -> String {
    format!("Color::{}", c.letter())
}

fn symbol_expr(s: ManaSymbol) -> String {
    match s {
        ManaSymbol::Generic(n) => format!("ManaSymbol::Generic({n})"),
        ManaSymbol::Variable(v) => format!("ManaSymbol::Variable({v:?})"),
        ManaSymbol::Colored(c) => format!("ManaSymbol::Colored({})", color_expr(c)),
        ManaSymbol::Colorless => "ManaSymbol::Colorless".into(),
        ManaSymbol::Snow => "ManaSymbol::Snow".into(),
        ManaSymbol::Hybrid(a, b) => {
            format!("ManaSymbol::Hybrid({}, {})", color_expr(a), color_expr(b))
        }
        ManaSymbol::TwoBrid(c) => format!("ManaSymbol::TwoBrid({})", color_expr(c)),
        ManaSymbol::Phyrexian(c) => format!("ManaSymbol::Phyrexian({})", color_expr(c)),
        ManaSymbol::HybridPhyrexian(a, b) => format!(
            "ManaSymbol::HybridPhyrexian({}, {})",
            color_expr(a),
            color_expr(b)
        ),
    }
}

fn cost_expr(c: &ManaCost) -> String {
    let syms: Vec<String> = c.symbols.iter().map(|s| symbol_expr(*s)).collect();
    format!("ManaCost::from_static(&[{}])", syms.join(", "))
}

fn type_line_expr(t: &TypeLine) -> String {
    let sup: Vec<String> = t
        .supertypes
        .iter()
        .map(|s| format!("Supertype::{}", s.name()))
        .collect();
    let types: Vec<String> = t
        .types
        .iter()
        .map(|s| format!("CardType::{}", s.name()))
        .collect();
    let subs: Vec<String> = t
        .subtypes
        .iter()
        .map(|s| format!("Cow::Borrowed({:?})", s.as_ref()))
        .collect();
    format!(
        "TypeLine {{ supertypes: Cow::Borrowed(&[{}]), types: Cow::Borrowed(&[{}]), subtypes: Cow::Borrowed(&[{}]) }}",
        sup.join(", "),
        types.join(", "),
        subs.join(", ")
    )
}
