//! Custom cards: import Scryfall-shaped JSON (a card object, an array of them, or a list
//! object) and export any card the same way (a face's `color_indicator` too). Import is all
//! or nothing: one bad card and nothing is imported, with the JSON path, what is wrong and
//! what was expected.
//!
//! This is the one validation path of every custom card, however it came (pasted, dropped,
//! typed, stored or shared). An [`ImportError`] is a JSON path (the same in every language)
//! plus `problem` and `expected`, both [`Msg`]s; [`ImportError::render`] says it all in a
//! language, `Display` in English. `tests/import.rs` checks import ∘ export over the whole
//! catalogue, every kind of error in three languages, and fuzzes the importer.
//!
//! The objects are serde types: what the importer reads (`CardIn`, `FaceIn`: every field a
//! [`Field`] that takes any JSON type, so that serde_json stops only on a syntax error and
//! each field is checked here, in the same order whatever the document's, with its path) and
//! what the exporter writes ([`ScryfallCard`]), read and written through [`crate::io::json`].

use std::borrow::Cow;

use serde::{Deserialize, Serialize, Serializer};

use crate::io::json::{self, ArrayOrObject, Field, JsonType, Limits, Number, Pairs, Shape};
use crate::messages::{json_type, msg, Arg, Lang, Msg};
use crate::model::card::{slug, Card, Face, ForeignName, Kind};
use crate::model::color::{Color, ColorSet};
use crate::model::mana::ManaCost;
use crate::model::typeline::TypeLine;
use crate::rules::characteristics::{characteristics, face_colors};
use crate::rules::situation::{Situation, Zone};

/// A card that couldn't be imported: where, what, and what was expected.
///
/// The path is the same in every language; `problem` and `expected` are messages, rendered
/// in the reader's language (`Msg::render`). `Display` is the English sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// A JSON path such as `$[2].card_faces[1].mana_cost`.
    pub path: String,
    pub problem: Msg,
    pub expected: Msg,
    /// Where in the text a JSON syntax error is: its line and column, from 1 (the column in
    /// characters); `None` for an error about a card's content.
    pub at: Option<(usize, usize)>,
}

impl ImportError {
    /// `$.card_faces[1].mana_cost: … (expected …)` in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.msg().render(lang)
    }

    /// The whole error as one message.
    pub fn msg(&self) -> Msg {
        msg(
            "import-error",
            vec![
                ("path", Arg::Text(self.path.clone())),
                ("problem", Arg::Msg(Box::new(self.problem.clone()))),
                ("expected", Arg::Msg(Box::new(self.expected.clone()))),
            ],
        )
    }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl std::error::Error for ImportError {}

/// At most this many cards in one import.
pub const MAX_CARDS: usize = 1000;
const MAX_TEXT: usize = 20_000;
/// At most this many faces on one card.
const MAX_FACES: usize = 8;

/// `path.key`: the JSON path one key deeper (a concatenation, not a format: smaller).
fn dot(path: &str, key: &str) -> String {
    [path, ".", key].concat()
}

fn fail(path: &str, problem: Msg, expected: Msg) -> ImportError {
    ImportError {
        path: path.to_string(),
        problem,
        expected,
        at: None,
    }
}

/// A message without arguments.
fn m(id: &'static str) -> Msg {
    msg(id, [])
}

/// A message with one argument.
fn m1(id: &'static str, key: &'static str, arg: Arg) -> Msg {
    msg(id, [(key, arg)])
}

/// Input or JSON quoted as written (`"split"`): the same in every language.
fn quoted(s: &str) -> Arg {
    Arg::Text(crate::model::text::quote(s))
}

fn count(n: usize) -> Arg {
    Arg::Text(n.to_string())
}

/// Literal JSON the importer wanted (`"card"`), the same in every language.
fn literal(s: &str) -> Msg {
    m1("plain", "text", quoted(s))
}

/// "is a number", "est un nombre", "ist eine Zahl".
fn is_a(t: JsonType) -> Msg {
    m1("ip-is", "what", Arg::Msg(Box::new(json_type(t))))
}

/// "2 faces", "one face", "no faces".
fn faces_count(n: usize) -> Msg {
    match n {
        0 => m("ip-faces-none"),
        1 => m("ip-faces-one"),
        n => m1("ip-faces", "n", count(n)),
    }
}

// ---------------------------------------------------------------------------------------
// What the importer reads
// ---------------------------------------------------------------------------------------

/// A list of Scryfall strings (`keywords`, `printings`, a color indicator's letters).
type Strings = Field<Vec<Field<String>>>;

/// A Scryfall card object, or a list object (`object`, `data`): the fields the importer
/// reads. `data` counts only at the top of the document (one type for both: less wasm).
#[derive(Default, Deserialize)]
#[serde(default)]
struct CardIn {
    object: Field<String>,
    name: Field<String>,
    layout: Field<String>,
    kind: Field<String>,
    card_faces: Field<Vec<Field<FaceIn>>>,
    color_indicator: Strings,
    keywords: Strings,
    printings: Strings,
    foreign_names: Field<Pairs<Field<String>>>,
    first_set: Field<String>,
    set: Field<String>,
    data: Field<Cards>,
}

impl Shape for CardIn {
    const TYPE: JsonType = JsonType::Object;
}

/// A card face object: the fields the importer reads.
#[derive(Default, Deserialize)]
#[serde(default)]
struct FaceIn {
    name: Field<String>,
    mana_cost: Field<String>,
    type_line: Field<String>,
    oracle_text: Field<String>,
    color_indicator: Strings,
}

impl Shape for FaceIn {
    const TYPE: JsonType = JsonType::Object;
}

/// The cards of an array or of a list object's `data`.
type Cards = Vec<Field<CardIn>>;

/// The document: an array of cards, or an object (a list object or a card).
type Document = ArrayOrObject<Cards, CardIn>;

/// Imports every card in `text`. See the module docs for the accepted shapes.
pub fn import(text: &str) -> Result<Vec<Card>, ImportError> {
    let root: Document = json::from_str(text, Limits::DEFAULT).map_err(|e| ImportError {
        at: Some((e.line, e.column)),
        ..fail("$", e.msg(), m("ie-document"))
    })?;
    let (items, base): (Vec<&Field<CardIn>>, &str) = match &root {
        ArrayOrObject::Array(items) => (items.iter().collect(), "$"),
        ArrayOrObject::Object(list) if list.object.as_str() == Some("list") => match &list.data {
            Field::Is(items) => (items.iter().collect(), "$.data"),
            Field::Not(other) => return Err(fail("$.data", is_a(*other), m("ie-card-array"))),
            Field::Absent => {
                return Err(fail(
                    "$",
                    m1("ip-list-without-data", "key", quoted("data")),
                    m1("ie-data", "key", quoted("data")),
                ))
            }
        },
        ArrayOrObject::Object(card) => return import_card(card, "$").map(|card| vec![card]),
        ArrayOrObject::Not(other) => {
            return Err(fail(
                "$",
                m1(
                    "ip-document-is",
                    "what",
                    Arg::Msg(Box::new(json_type(*other))),
                ),
                m("ie-document"),
            ))
        }
    };
    if items.is_empty() {
        return Err(fail("$", m("ip-no-cards"), m("ie-at-least-one-card")));
    }
    if items.len() > MAX_CARDS {
        return Err(fail(
            "$",
            m1("ip-cards", "n", count(items.len())),
            m1("ie-at-most-cards", "max", count(MAX_CARDS)),
        ));
    }
    let mut cards: Vec<Card> = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let path = format!("{base}[{i}]");
        let card = match item {
            Field::Is(card) => import_card(card, &path)?,
            Field::Not(other) => return Err(fail(&path, is_a(*other), m("ie-card-object"))),
            // An array's items are never absent.
            Field::Absent => return Err(fail(&path, m("ip-missing"), m("ie-card-object"))),
        };
        if cards.iter().any(|c| c.slug == card.slug) {
            return Err(fail(
                &path,
                m1("ip-twice", "name", quoted(&card.name)),
                m("ie-each-card-once"),
            ));
        }
        cards.push(card);
    }
    Ok(cards)
}

/// Imports exactly one card (a shared card, for instance): more is an error at `$`.
pub fn import_one(text: &str) -> Result<Card, ImportError> {
    let mut cards = import(text)?;
    if cards.len() != 1 {
        return Err(fail(
            "$",
            m1("ip-cards", "n", count(cards.len())),
            m("ie-one-card"),
        ));
    }
    Ok(cards.remove(0))
}

/// The string at `path.key`: absent or null is `None`, or a "missing" error if `required`.
fn string_field<'a>(
    field: &'a Field<String>,
    key: &str,
    path: &str,
    required: bool,
) -> Result<Option<&'a str>, ImportError> {
    match field {
        Field::Absent | Field::Not(JsonType::Null) if !required => Ok(None),
        Field::Absent | Field::Not(JsonType::Null) => {
            Err(fail(&dot(path, key), m("ip-missing"), m("json-string")))
        }
        Field::Is(s) if s.len() > MAX_TEXT => Err(fail(
            &dot(path, key),
            m1("ip-too-long", "n", count(s.len())),
            m1("ie-at-most-characters", "max", count(MAX_TEXT)),
        )),
        Field::Is(s) => Ok(Some(s)),
        Field::Not(other) => Err(fail(&dot(path, key), is_a(*other), m("json-string"))),
    }
}

/// A color indicator (204.1) at `path`: an array of color letters ("U"), as Scryfall gives
/// it on a face (or on the card: then every face has it); colorless when absent.
fn color_indicator(field: &Strings, path: &str) -> Result<ColorSet, ImportError> {
    let set = match field {
        Field::Absent | Field::Not(JsonType::Null) => Some(ColorSet::COLORLESS),
        Field::Is(items) => items.iter().try_fold(ColorSet::COLORLESS, |set, item| {
            let mut letter = item.as_str()?.chars();
            match (letter.next().and_then(Color::from_letter), letter.next()) {
                (Some(c), None) => Some(set.with(c)),
                _ => None,
            }
        }),
        Field::Not(_) => None,
    };
    set.ok_or_else(|| {
        fail(
            &dot(path, "color_indicator"),
            m("ip-not-color-letters"),
            m1(
                "ie-color-indicator",
                "letters",
                Arg::Text("\"W\", \"U\", \"B\", \"R\", \"G\"".into()),
            ),
        )
    })
}

fn import_card(v: &CardIn, path: &str) -> Result<Card, ImportError> {
    if let Some(obj) = string_field(&v.object, "object", path, false)? {
        if obj != "card" {
            return Err(fail(
                &dot(path, "object"),
                m1("ip-is", "what", quoted(obj)),
                literal("card"),
            ));
        }
    }
    let layout = string_field(&v.layout, "layout", path, false)?.unwrap_or("split");
    if !matches!(layout, "split" | "aftermath") {
        return Err(fail(
            &dot(path, "layout"),
            m1("ip-not-split-layout", "layout", quoted(layout)),
            m1(
                "plain",
                "text",
                Arg::Alternatives(vec!["\"split\"".into(), "\"aftermath\"".into()]),
            ),
        ));
    }
    let faces_path = dot(path, "card_faces");
    let raw_faces = match &v.card_faces {
        Field::Is(f) => f,
        Field::Not(other) => return Err(fail(&faces_path, is_a(*other), m("ie-face-array"))),
        Field::Absent => return Err(fail(&faces_path, m("ip-missing"), m("ie-face-array-two"))),
    };
    if raw_faces.len() < 2 {
        return Err(fail(
            &faces_path,
            faces_count(raw_faces.len()),
            m("ie-two-or-more-faces"),
        ));
    }
    if raw_faces.len() > MAX_FACES {
        return Err(fail(
            &faces_path,
            faces_count(raw_faces.len()),
            m1("ie-at-most-faces", "max", count(MAX_FACES)),
        ));
    }
    let card_indicator = color_indicator(&v.color_indicator, path)?;
    let mut faces = Vec::with_capacity(raw_faces.len());
    for (i, f) in raw_faces.iter().enumerate() {
        let fp = format!("{faces_path}[{i}]");
        let f = match f {
            Field::Is(f) => f,
            Field::Not(other) => return Err(fail(&fp, is_a(*other), m("ie-face-object"))),
            // An array's items are never absent.
            Field::Absent => return Err(fail(&fp, m("ip-missing"), m("ie-face-object"))),
        };
        let name = string_field(&f.name, "name", &fp, true)?
            .unwrap_or("")
            .trim()
            .to_string();
        if name.is_empty() || name.contains("//") {
            return Err(fail(
                &dot(&fp, "name"),
                if name.is_empty() {
                    m("ip-empty")
                } else {
                    msg(
                        "ip-contains",
                        vec![("name", quoted(&name)), ("part", quoted("//"))],
                    )
                },
                m1("ie-face-name", "part", quoted("//")),
            ));
        }
        // A half is chosen by its name (`--mode`, a link's `mode=`, 201.4b's name choice): two
        // faces named alike — in any case, or with the same slug — would be one name for two
        // halves. The catalogue's build refuses it too.
        // The slug is the name in lower case, its punctuation dropped; a name without
        // letters or digits (no slug) is compared as it is.
        let slug = crate::model::card::slug(&name);
        let alike = |other: &Face| {
            crate::model::card::slug(&other.name) == slug
                && (!slug.is_empty() || other.name == name)
        };
        if let Some(other) = faces.iter().position(alike) {
            return Err(fail(
                &dot(&fp, "name"),
                msg(
                    "ip-face-name-twice",
                    [
                        ("name", quoted(&name)),
                        ("other", Arg::Text(format!("{faces_path}[{other}]"))),
                    ],
                ),
                m("ie-face-name-unique"),
            ));
        }
        let cost_text = string_field(&f.mana_cost, "mana_cost", &fp, false)?.unwrap_or("");
        let mana_cost = if cost_text.trim().is_empty() {
            None
        } else {
            Some(ManaCost::parse(cost_text).map_err(|e| {
                let (problem, expected) = e.problem.parts();
                fail(&dot(&fp, "mana_cost"), problem, expected)
            })?)
        };
        let color_indicator = color_indicator(&f.color_indicator, &fp)?.union(card_indicator);
        let type_text = string_field(&f.type_line, "type_line", &fp, true)?.unwrap_or("");
        let type_line = TypeLine::parse(type_text).map_err(|e| {
            fail(
                &dot(&fp, "type_line"),
                e.problem.msg(),
                msg(
                    "ie-type-line",
                    vec![
                        ("a", quoted("Instant")),
                        ("b", quoted("Enchantment — Room")),
                    ],
                ),
            )
        })?;
        let oracle = string_field(&f.oracle_text, "oracle_text", &fp, false)?.unwrap_or("");
        faces.push(Face {
            name: Cow::Owned(name),
            mana_cost,
            color_indicator,
            type_line,
            oracle_text: Cow::Owned(oracle.to_string()),
        });
    }
    let joined = faces
        .iter()
        .map(|f| f.name.as_ref())
        .collect::<Vec<_>>()
        .join(" // ");
    if let Some(name) = string_field(&v.name, "name", path, false)? {
        if name.trim() != joined {
            return Err(fail(
                &dot(path, "name"),
                m1("ip-name-mismatch", "name", quoted(name)),
                literal(&joined),
            ));
        }
    }
    let has_kw = |kw: &str| {
        faces.iter().any(|f| {
            f.oracle_text
                .lines()
                .any(|l| l.trim_start().starts_with(kw))
        }) || matches!(&v.keywords, Field::Is(k) if k.iter().any(|x| x.as_str() == Some(kw)))
    };
    let aftermath_face = faces.iter().position(|f| {
        f.oracle_text
            .lines()
            .any(|l| l.trim_start().starts_with("Aftermath"))
    });
    let kind = if layout == "aftermath" || aftermath_face.is_some() {
        if faces.len() != 2 {
            return Err(fail(
                &faces_path,
                m("ip-aftermath-faces"),
                m("ie-two-faces"),
            ));
        }
        Kind::Aftermath {
            face: aftermath_face.unwrap_or(1),
        }
    } else if faces.iter().all(|f| f.type_line.has_subtype("Room")) {
        if faces.len() != 2 {
            return Err(fail(&faces_path, m("ip-room-doors"), m("ie-two-faces")));
        }
        Kind::Room
    } else if has_kw("Fuse") {
        Kind::Fuse
    } else if faces.len() > 2 {
        Kind::Unofficial
    } else {
        Kind::Split
    };
    if let Some(k) = string_field(&v.kind, "kind", path, false)? {
        if k != kind.slug() {
            return Err(fail(
                &dot(path, "kind"),
                msg(
                    "ip-kind-mismatch",
                    vec![("given", quoted(k)), ("made", quoted(kind.slug()))],
                ),
                literal(kind.slug()),
            ));
        }
    }
    let printings: Vec<Cow<'static, str>> = match &v.printings {
        Field::Is(a) => a
            .iter()
            .filter_map(Field::as_str)
            .map(|s| Cow::Owned(s.to_string()))
            .collect(),
        _ => Vec::new(),
    };
    let foreign = match &v.foreign_names {
        Field::Is(Pairs(fields)) => fields
            .iter()
            .filter_map(|(lang, name)| {
                name.as_str().map(|n| ForeignName {
                    lang: Cow::Owned(lang.clone()),
                    name: Cow::Owned(n.to_string()),
                })
            })
            .collect(),
        _ => Vec::new(),
    };
    let first_set = string_field(&v.first_set, "first_set", path, false)?
        .or(string_field(&v.set, "set", path, false)?)
        .unwrap_or("custom")
        .to_ascii_uppercase();
    Ok(Card {
        slug: Cow::Owned(slug(&joined)),
        name: Cow::Owned(joined),
        kind,
        faces: Cow::Owned(faces),
        first_set: Cow::Owned(first_set),
        printings: Cow::Owned(printings),
        foreign_names: Cow::Owned(foreign),
    })
}

// ---------------------------------------------------------------------------------------
// What the exporter writes
// ---------------------------------------------------------------------------------------

/// A card as a Scryfall card object (plus our `kind`, `first_set`, `printings`,
/// `foreign_names`), in Scryfall's order of keys. Combined values (`cmc`, `colors`) come from
/// the engine.
#[derive(Serialize)]
pub struct ScryfallCard<'a> {
    object: &'static str,
    name: &'a str,
    layout: &'static str,
    kind: &'static str,
    mana_cost: String,
    /// Written as Scryfall writes it: `5.0`.
    cmc: Number,
    type_line: String,
    colors: Vec<char>,
    color_identity: Vec<char>,
    keywords: Vec<&'static str>,
    first_set: &'a str,
    printings: &'a [Cow<'static, str>],
    #[serde(serialize_with = "foreign_names")]
    foreign_names: &'a [ForeignName],
    card_faces: Vec<ScryfallFace<'a>>,
}

/// A face as a Scryfall card face object.
#[derive(Serialize)]
struct ScryfallFace<'a> {
    object: &'static str,
    name: &'a str,
    mana_cost: String,
    type_line: String,
    oracle_text: &'a str,
    colors: Vec<char>,
    /// As Scryfall: only on a face that has one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    color_indicator: Vec<char>,
}

/// `{"fr": "…", "de": "…"}`, in the card's order.
fn foreign_names<S: Serializer>(names: &&[ForeignName], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(names.iter().map(|f| (&*f.lang, &*f.name)))
}

fn color_letters(c: ColorSet) -> Vec<char> {
    c.wubrg().into_iter().map(Color::letter).collect()
}

/// The card as a Scryfall card object, to write as JSON.
pub fn export_value(card: &Card) -> ScryfallCard<'_> {
    let whole = characteristics(card, &Situation::in_zone(Zone::Library)).ok();
    let set = whole.as_ref().map(|c| c.primary());
    let cost_of = |f: &Face| {
        f.mana_cost
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default()
    };
    let joined =
        |get: &dyn Fn(&Face) -> String| card.faces.iter().map(get).collect::<Vec<_>>().join(" // ");
    ScryfallCard {
        object: "card",
        name: &card.name,
        layout: if matches!(card.kind, Kind::Aftermath { .. }) {
            "aftermath"
        } else {
            "split"
        },
        kind: card.kind.slug(),
        mana_cost: joined(&|f| cost_of(f)),
        cmc: Number::decimal(u64::from(set.map_or(0, |s| s.mana_value.value))),
        type_line: joined(&|f| f.type_line.to_string()),
        colors: color_letters(set.map(|s| s.colors.value).unwrap_or_default()),
        color_identity: color_letters(set.map(|s| s.color_identity.value).unwrap_or_default()),
        keywords: match card.kind {
            Kind::Fuse => vec!["Fuse"],
            Kind::Aftermath { .. } => vec!["Aftermath"],
            _ => Vec::new(),
        },
        first_set: &card.first_set,
        printings: &card.printings,
        foreign_names: &card.foreign_names,
        card_faces: card
            .faces
            .iter()
            .map(|f| ScryfallFace {
                object: "card_face",
                name: &f.name,
                mana_cost: cost_of(f),
                type_line: f.type_line.to_string(),
                oracle_text: &f.oracle_text,
                colors: color_letters(face_colors(f)),
                color_indicator: color_letters(f.color_indicator),
            })
            .collect(),
    }
}

/// One card as pretty JSON.
pub fn export(card: &Card) -> String {
    json::to_string_pretty(&export_value(card))
}

/// Several cards as one JSON array.
pub fn export_all<'a>(cards: impl IntoIterator<Item = &'a Card>) -> String {
    json::to_string_pretty(&cards.into_iter().map(export_value).collect::<Vec<_>>())
}
