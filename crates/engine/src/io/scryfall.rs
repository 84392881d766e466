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

use std::borrow::Cow;

use crate::io::json::{self, Limits, Number, Value};
use crate::messages::{json_type, msg, Arg, Lang, Msg};
use crate::model::card::{slug, Card, Face, Kind};
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
fn is_a(v: &Value) -> Msg {
    m1("ip-is", "what", Arg::Msg(Box::new(json_type(v))))
}

/// "2 faces", "one face", "no faces".
fn faces_count(n: usize) -> Msg {
    match n {
        0 => m("ip-faces-none"),
        1 => m("ip-faces-one"),
        n => m1("ip-faces", "n", count(n)),
    }
}

/// Imports every card in `text`. See the module docs for the accepted shapes.
pub fn import(text: &str) -> Result<Vec<Card>, ImportError> {
    let root =
        json::parse(text, Limits::DEFAULT).map_err(|e| fail("$", e.msg(), m("ie-document")))?;
    let (items, base): (Vec<&Value>, String) = match &root {
        Value::Array(items) => (items.iter().collect(), "$".into()),
        Value::Object(_) if root.get("object").and_then(Value::as_str) == Some("list") => {
            match root.get("data") {
                Some(Value::Array(items)) => (items.iter().collect(), "$.data".into()),
                Some(other) => return Err(fail("$.data", is_a(other), m("ie-card-array"))),
                None => {
                    return Err(fail(
                        "$",
                        m1("ip-list-without-data", "key", quoted("data")),
                        m1("ie-data", "key", quoted("data")),
                    ))
                }
            }
        }
        Value::Object(_) => (vec![&root], String::new()),
        other => {
            return Err(fail(
                "$",
                m1(
                    "ip-document-is",
                    "what",
                    Arg::Msg(Box::new(json_type(other))),
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
        let path = if base.is_empty() {
            "$".to_string()
        } else {
            format!("{base}[{i}]")
        };
        let card = import_card(item, &path)?;
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

fn string_field<'a>(
    obj: &'a Value,
    key: &str,
    path: &str,
    required: bool,
) -> Result<Option<&'a str>, ImportError> {
    match obj.get(key) {
        None | Some(Value::Null) if !required => Ok(None),
        None | Some(Value::Null) => Err(fail(&dot(path, key), m("ip-missing"), m("json-string"))),
        Some(Value::String(s)) if s.len() > MAX_TEXT => Err(fail(
            &dot(path, key),
            m1("ip-too-long", "n", count(s.len())),
            m1("ie-at-most-characters", "max", count(MAX_TEXT)),
        )),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(fail(&dot(path, key), is_a(other), m("json-string"))),
    }
}

/// A color indicator (204.1) at `path`: an array of color letters ("U"), as Scryfall gives
/// it on a face (or on the card: then every face has it); colorless when absent.
fn color_indicator(v: &Value, path: &str) -> Result<ColorSet, ImportError> {
    let set = match v.get("color_indicator") {
        None | Some(Value::Null) => Some(ColorSet::COLORLESS),
        Some(Value::Array(items)) => items.iter().try_fold(ColorSet::COLORLESS, |set, item| {
            let mut letter = item.as_str()?.chars();
            match (letter.next().and_then(Color::from_letter), letter.next()) {
                (Some(c), None) => Some(set.with(c)),
                _ => None,
            }
        }),
        Some(_) => None,
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

fn import_card(v: &Value, path: &str) -> Result<Card, ImportError> {
    if !matches!(v, Value::Object(_)) {
        return Err(fail(path, is_a(v), m("ie-card-object")));
    }
    if let Some(obj) = string_field(v, "object", path, false)? {
        if obj != "card" {
            return Err(fail(
                &dot(path, "object"),
                m1("ip-is", "what", quoted(obj)),
                literal("card"),
            ));
        }
    }
    let layout = string_field(v, "layout", path, false)?.unwrap_or("split");
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
    let raw_faces = match v.get("card_faces") {
        Some(Value::Array(f)) => f,
        Some(other) => return Err(fail(&faces_path, is_a(other), m("ie-face-array"))),
        None => return Err(fail(&faces_path, m("ip-missing"), m("ie-face-array-two"))),
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
    let card_indicator = color_indicator(v, path)?;
    let mut faces = Vec::with_capacity(raw_faces.len());
    for (i, f) in raw_faces.iter().enumerate() {
        let fp = format!("{faces_path}[{i}]");
        if !matches!(f, Value::Object(_)) {
            return Err(fail(&fp, is_a(f), m("ie-face-object")));
        }
        let name = string_field(f, "name", &fp, true)?
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
        let cost_text = string_field(f, "mana_cost", &fp, false)?.unwrap_or("");
        let mana_cost = if cost_text.trim().is_empty() {
            None
        } else {
            Some(ManaCost::parse(cost_text).map_err(|e| {
                let (problem, expected) = e.problem.parts();
                fail(&dot(&fp, "mana_cost"), problem, expected)
            })?)
        };
        let color_indicator = color_indicator(f, &fp)?.union(card_indicator);
        let type_text = string_field(f, "type_line", &fp, true)?.unwrap_or("");
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
        let oracle = string_field(f, "oracle_text", &fp, false)?.unwrap_or("");
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
    if let Some(name) = string_field(v, "name", path, false)? {
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
        }) || matches!(v.get("keywords"), Some(Value::Array(k)) if k.iter().any(|x| x.as_str() == Some(kw)))
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
    if let Some(k) = string_field(v, "kind", path, false)? {
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
    let strings = |key: &str| -> Vec<Cow<'static, str>> {
        match v.get(key) {
            Some(Value::Array(a)) => a
                .iter()
                .filter_map(|x| x.as_str())
                .map(|s| Cow::Owned(s.to_string()))
                .collect(),
            _ => Vec::new(),
        }
    };
    let foreign = match v.get("foreign_names") {
        Some(Value::Object(fields)) => fields
            .iter()
            .filter_map(|(lang, name)| {
                name.as_str().map(|n| crate::model::card::ForeignName {
                    lang: Cow::Owned(lang.clone()),
                    name: Cow::Owned(n.to_string()),
                })
            })
            .collect(),
        _ => Vec::new(),
    };
    let first_set = string_field(v, "first_set", path, false)?
        .or(string_field(v, "set", path, false)?)
        .unwrap_or("custom")
        .to_ascii_uppercase();
    Ok(Card {
        slug: Cow::Owned(slug(&joined)),
        name: Cow::Owned(joined),
        kind,
        faces: Cow::Owned(faces),
        first_set: Cow::Owned(first_set),
        printings: Cow::Owned(strings("printings")),
        foreign_names: Cow::Owned(foreign),
    })
}

fn s(v: &str) -> Value {
    Value::String(v.to_string())
}

fn color_letters(c: crate::model::color::ColorSet) -> Value {
    Value::Array(
        c.wubrg()
            .into_iter()
            .map(|c| s(&c.letter().to_string()))
            .collect(),
    )
}

/// The card as a Scryfall-shaped JSON value (plus our `kind`, `first_set`, `printings`,
/// `foreign_names`). Combined values (`cmc`, `colors`) come from the engine.
pub fn export_value(card: &Card) -> Value {
    let whole = characteristics(card, &Situation::in_zone(Zone::Library)).ok();
    let set = whole.as_ref().map(|c| c.primary());
    let cost_of = |f: &Face| {
        f.mana_cost
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default()
    };
    let faces: Vec<Value> = card
        .faces
        .iter()
        .map(|f| {
            let mut face = vec![
                ("object".into(), s("card_face")),
                ("name".into(), s(&f.name)),
                ("mana_cost".into(), s(&cost_of(f))),
                ("type_line".into(), s(&f.type_line.to_string())),
                ("oracle_text".into(), s(&f.oracle_text)),
                ("colors".into(), color_letters(face_colors(f))),
            ];
            // As Scryfall: only a face that has one.
            if !f.color_indicator.is_empty() {
                face.push(("color_indicator".into(), color_letters(f.color_indicator)));
            }
            Value::Object(face)
        })
        .collect();
    let joined =
        |get: &dyn Fn(&Face) -> String| card.faces.iter().map(get).collect::<Vec<_>>().join(" // ");
    let mut keywords = Vec::new();
    match card.kind {
        Kind::Fuse => keywords.push(s("Fuse")),
        Kind::Aftermath { .. } => keywords.push(s("Aftermath")),
        _ => {}
    }
    Value::Object(vec![
        ("object".into(), s("card")),
        ("name".into(), s(&card.name)),
        (
            "layout".into(),
            s(if matches!(card.kind, Kind::Aftermath { .. }) {
                "aftermath"
            } else {
                "split"
            }),
        ),
        ("kind".into(), s(card.kind.slug())),
        ("mana_cost".into(), s(&joined(&|f| cost_of(f)))),
        (
            "cmc".into(),
            Value::Number(Number::decimal(u64::from(
                set.map_or(0, |s| s.mana_value.value),
            ))),
        ),
        ("type_line".into(), s(&joined(&|f| f.type_line.to_string()))),
        (
            "colors".into(),
            color_letters(set.map(|s| s.colors.value).unwrap_or_default()),
        ),
        (
            "color_identity".into(),
            color_letters(set.map(|s| s.color_identity.value).unwrap_or_default()),
        ),
        ("keywords".into(), Value::Array(keywords)),
        ("first_set".into(), s(&card.first_set)),
        (
            "printings".into(),
            Value::Array(card.printings.iter().map(|p| s(p)).collect()),
        ),
        (
            "foreign_names".into(),
            Value::Object(
                card.foreign_names
                    .iter()
                    .map(|f| (f.lang.to_string(), s(&f.name)))
                    .collect(),
            ),
        ),
        ("card_faces".into(), Value::Array(faces)),
    ])
}

/// One card as pretty JSON.
pub fn export(card: &Card) -> String {
    json::to_string_pretty(&export_value(card))
}

/// Several cards as one JSON array.
pub fn export_all<'a>(cards: impl IntoIterator<Item = &'a Card>) -> String {
    json::to_string_pretty(&Value::Array(cards.into_iter().map(export_value).collect()))
}
