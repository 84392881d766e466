//! Custom cards, the pure part: the page's registry that gives imported cards the
//! `&'static Card` every view needs, the versioned storage schema and its migration, the
//! typed form's Scryfall JSON, and the share link's base64url. No DOM: tested natively.
//! The browser side (storage, files, downloads, compression) is [`crate::custom_web`].
//!
//! Every custom card, pasted, dropped, typed, stored or shared, goes through ONE validation
//! path: `splitcard_engine::scryfall::import`. The form only builds Scryfall JSON
//! ([`form_json`]) and maps the importer's JSON path back to its field ([`field_of`]); its
//! own errors ([`FormError`]) and why stored cards can't be read ([`StoreError`]) are typed
//! and rendered with the Fluent messages.
//!
//! **The registry.** Views hold `&'static Card`, so rather than threading `Rc<Card>`
//! through `View`, every component and the engine calls, a small per-page registry leaks
//! each *distinct* custom card once (`Box::leak`, deduplicated by content, so re-importing
//! or reloading the same card costs nothing) and refuses to leak more than 2 × `MAX_CARDS`
//! (2000) cards in a page's life: the leak is bounded, and each card is a few hundred
//! bytes. The registry also holds the saved list, gives a custom card a `custom-` slug when
//! a catalogue card has its slug, and answers [`find_any`] (the catalogue first: used by
//! `url::parse`) and [`search`] (the picker).
//!
//! The stored schema is versioned (`{"schema":1,"cards":[…]}`); [`migrate`] reads every
//! older shape and validates each card again. Tabs share storage and each writes its whole
//! list, so a page merges the stored list with its own ([`merge`]: three-way by slug,
//! against the text it last read or wrote; then [`set_saved`]).

use std::cell::RefCell;

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use splitcard_engine::json::{self, ArrayOrObject, JsonType, Raw};
use splitcard_engine::messages::{json_type, msg, quote_in, Arg, Msg};
use splitcard_engine::scryfall::{self, ImportError, MAX_CARDS};
use splitcard_engine::search::Query;
use splitcard_engine::text::lowercase;
use splitcard_engine::{catalogue, Card, EngineError};

use crate::i18n::{t, tr, Lang};

/// The current storage schema: `{"schema":1,"cards":[Scryfall card objects]}`.
pub const SCHEMA: u64 = 1;

/// The largest paste or file the importer is given (the engine's reader caps at 5 MB too).
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

/// The longest `#share=` payload we make or read (base64url characters).
pub const MAX_SHARE_CHARS: usize = 6 * 1024;

/// The prefix that keeps a custom card's slug apart from a catalogue card's.
pub const CUSTOM_PREFIX: &str = "custom-";

// ---------------------------------------------------------------------------------------
// The registry
// ---------------------------------------------------------------------------------------

/// Views hold `&'static Card`. A custom card is leaked ONCE per distinct content (equal
/// cards share one allocation) and the registry stops at `MAX_LEAKED`, so a page can
/// never leak more than that many cards however often it imports.
const MAX_LEAKED: usize = 2 * MAX_CARDS;

#[derive(Default)]
struct Registry {
    /// Every card leaked in this page's life (saved or only looked at), in order.
    interned: Vec<&'static Card>,
    /// The user's saved custom cards, in the order they were added.
    saved: Vec<&'static Card>,
}

thread_local! {
    static REGISTRY: RefCell<Registry> = RefCell::new(Registry::default());
}

/// Why cards could not be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddError {
    /// The saved list would exceed [`MAX_CARDS`].
    TooMany { max: usize },
    /// This page already holds as many distinct custom cards as it may (reload to reset).
    PageFull { max: usize },
}

impl AddError {
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            AddError::TooMany { max } => tr(lang, "custom-too-many", &[("max", &max.to_string())]),
            AddError::PageFull { .. } => t(lang, "custom-page-full"),
        }
    }
}

/// The slug a custom card gets: its own, or `custom-…` when a catalogue card has it.
fn distinct_slug(mut card: Card) -> Card {
    if catalogue::by_slug(&card.slug).is_some() {
        card.slug = format!("{CUSTOM_PREFIX}{}", card.slug).into();
    }
    card
}

fn intern_in(reg: &mut Registry, card: Card) -> Result<&'static Card, AddError> {
    let card = distinct_slug(card);
    if let Some(c) = reg.interned.iter().find(|c| ***c == card) {
        return Ok(c);
    }
    if reg.interned.len() >= MAX_LEAKED {
        return Err(AddError::PageFull { max: MAX_LEAKED });
    }
    let leaked: &'static Card = Box::leak(Box::new(card));
    reg.interned.push(leaked);
    Ok(leaked)
}

fn new_count(reg: &Registry, cards: &[Card]) -> usize {
    let mut seen: Vec<Card> = Vec::new();
    for c in cards {
        let c = distinct_slug(c.clone());
        if !reg.interned.iter().any(|i| **i == c) && !seen.contains(&c) {
            seen.push(c);
        }
    }
    seen.len()
}

/// A card for this page only (a shared card the user looks at without saving).
pub fn intern(card: Card) -> Result<&'static Card, AddError> {
    REGISTRY.with(|r| intern_in(&mut r.borrow_mut(), card))
}

/// Adds cards to the saved list, all or nothing. A card whose slug is already saved
/// replaces it in place. Returns the cards as registered.
pub fn add(cards: Vec<Card>) -> Result<Vec<&'static Card>, AddError> {
    REGISTRY.with(|r| {
        let mut reg = r.borrow_mut();
        if reg.interned.len() + new_count(&reg, &cards) > MAX_LEAKED {
            return Err(AddError::PageFull { max: MAX_LEAKED });
        }
        let slugs: Vec<String> = cards
            .iter()
            .map(|c| distinct_slug(c.clone()).slug.into_owned())
            .collect();
        let added = slugs
            .iter()
            .filter(|s| !reg.saved.iter().any(|c| c.slug == s.as_str()))
            .count();
        if reg.saved.len() + added > MAX_CARDS {
            return Err(AddError::TooMany { max: MAX_CARDS });
        }
        let mut out = Vec::with_capacity(cards.len());
        for card in cards {
            let card = intern_in(&mut reg, card)?;
            match reg.saved.iter().position(|c| c.slug == card.slug) {
                Some(i) => reg.saved[i] = card,
                None => reg.saved.push(card),
            }
            out.push(card);
        }
        Ok(out)
    })
}

/// Makes `cards` the saved list (what storage holds now, which another tab may have
/// changed), all or nothing: on an error the list is left as it was.
pub fn set_saved(cards: Vec<Card>) -> Result<(), AddError> {
    let before = REGISTRY.with(|r| std::mem::take(&mut r.borrow_mut().saved));
    add(cards).map(drop).inspect_err(|_| {
        REGISTRY.with(|r| r.borrow_mut().saved = before);
    })
}

/// The saved list once another tab has written `theirs` over `base` (the stored list as this
/// page last read or wrote it), this page's own list being `ours`: a three-way merge by
/// slug. Where this page changed nothing since `base` it is `theirs`. A card this page
/// added or edited since `base` stays (this page's version where both edited it); a card
/// this page removed goes unless the other tab edited it; one the other tab removed goes
/// unless this page edited it. So neither side's saved cards are dropped for what the
/// other side did meanwhile.
pub fn merge(base: &[Card], ours: &[&Card], theirs: Vec<Card>) -> Vec<Card> {
    let base: Vec<Card> = base.iter().cloned().map(distinct_slug).collect();
    let in_base = |slug: &str| base.iter().find(|c| c.slug == slug);
    let mut out: Vec<Card> = theirs.into_iter().map(distinct_slug).collect();
    for &card in ours {
        if in_base(&card.slug) == Some(card) {
            continue;
        }
        match out.iter().position(|c| c.slug == card.slug) {
            Some(i) => out[i] = card.clone(),
            None => out.push(card.clone()),
        }
    }
    out.retain(|c| ours.iter().any(|o| o.slug == c.slug) || in_base(&c.slug) != Some(c));
    out
}

/// The saved card that adding `card` replaces: one of its name (its slug) with other
/// costs, types or text.
pub fn replaced_by(card: &Card) -> Option<&'static Card> {
    let card = distinct_slug(card.clone());
    REGISTRY.with(|r| {
        r.borrow()
            .saved
            .iter()
            .copied()
            .find(|c| c.slug == card.slug && **c != card)
    })
}

/// How many cards a search for nothing finds: the saved custom cards and the catalogue's
/// (without reading a card: [`catalogue::len`]).
pub fn count() -> usize {
    REGISTRY.with(|r| r.borrow().saved.len()) + catalogue::len()
}

/// The saved custom cards.
pub fn saved() -> Vec<&'static Card> {
    REGISTRY.with(|r| r.borrow().saved.clone())
}

/// Forgets a saved card (it stays resolvable for the rest of the page's life); the card removed,
/// which may be a newer version than the one a list drawn earlier showed.
pub fn remove(slug: &str) -> Option<&'static Card> {
    REGISTRY.with(|r| {
        let saved = &mut r.borrow_mut().saved;
        let i = saved.iter().position(|c| c.slug == slug)?;
        Some(saved.remove(i))
    })
}

/// Whether the card is one of this page's custom cards (not the catalogue's).
pub fn is_custom(card: &Card) -> bool {
    REGISTRY.with(|r| r.borrow().interned.iter().any(|c| std::ptr::eq(*c, card)))
}

/// Whether the card is in the saved list.
pub fn is_saved(card: &Card) -> bool {
    REGISTRY.with(|r| r.borrow().saved.iter().any(|c| std::ptr::eq(*c, card)))
}

/// The saved card that is `card` (a shared card already kept), if any.
pub fn saved_copy(card: &Card) -> Option<&'static Card> {
    let card = distinct_slug(card.clone());
    REGISTRY.with(|r| r.borrow().saved.iter().copied().find(|c| **c == card))
}

/// A custom card by slug, full name or face name (any case); saved cards first.
pub fn find(query: &str) -> Option<&'static Card> {
    let q = lowercase(query.trim());
    let q_slug = splitcard_engine::card::slug(&q);
    REGISTRY.with(|r| {
        let reg = r.borrow();
        let all = || reg.saved.iter().chain(reg.interned.iter().rev()).copied();
        all()
            .find(|c| c.slug == q_slug.as_str() && !q_slug.is_empty())
            .or_else(|| all().find(|c| lowercase(&c.name) == q))
            .or_else(|| all().find(|c| c.faces.iter().any(|f| lowercase(&f.name) == q)))
    })
}

/// A card for a link: the catalogue first, then the custom cards.
pub fn find_any(query: &str) -> Result<&'static Card, EngineError> {
    match catalogue::find(query) {
        Ok(card) => Ok(card),
        Err(e) => find(query).ok_or(e),
    }
}

/// The picker's search: the saved custom cards that match, then the catalogue's.
pub fn search(input: &str) -> Result<Vec<&'static Card>, EngineError> {
    let query = Query::parse(input)?;
    let mut out: Vec<&'static Card> = saved().into_iter().filter(|c| query.matches(c)).collect();
    out.extend(
        catalogue::all()
            .iter()
            .copied()
            .filter(|c| query.matches(c)),
    );
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// The storage schema
// ---------------------------------------------------------------------------------------

/// The stored document: `{"schema":1,"cards":[Scryfall card objects]}`, as written.
#[derive(Serialize)]
struct Store<'a> {
    schema: u64,
    cards: Vec<scryfall::ScryfallCard<'a>>,
}

/// The stored document as read: an object's `schema` and `cards` as written, if there.
#[derive(Default, Deserialize)]
#[serde(default)]
struct Stored {
    schema: Raw,
    cards: Raw,
}

/// The stored document for these cards (Scryfall-shaped, like an export).
pub fn encode_store(cards: &[&Card]) -> String {
    json::to_string_pretty(&Store {
        schema: SCHEMA,
        cards: cards.iter().map(|c| scryfall::export_value(c)).collect(),
    })
}

/// What stored data turned out to be.
#[derive(Clone, Debug, PartialEq)]
pub struct Migrated {
    pub cards: Vec<Card>,
    /// The schema it was written with (0: the unversioned shapes).
    pub from: u64,
}

/// Why stored custom cards couldn't be read; [`StoreError::text`] says it in a language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// Not JSON (or too big for the reader).
    Json(json::JsonError),
    /// `"schema"` is not a whole number: what it is instead.
    Schema(Msg),
    /// `"cards"` is not an array: what it is instead.
    Cards(Msg),
    /// An object without `"cards"`.
    NoCards,
    /// Neither an array nor an object: what it is instead.
    Document(Msg),
    /// Written by a newer version of the app.
    Newer { schema: u64 },
    /// A stored card the importer refuses.
    Card(ImportError),
    /// The page's registry refused the cards.
    Add(AddError),
}

impl StoreError {
    /// Why, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            StoreError::Json(e) => e.msg().render(lang),
            StoreError::Schema(what) => {
                tr(lang, "store-schema-is", &[("what", &what.render(lang))])
            }
            StoreError::Cards(what) => tr(lang, "store-cards-is", &[("what", &what.render(lang))]),
            StoreError::NoCards => t(lang, "store-no-cards"),
            StoreError::Document(what) => {
                tr(lang, "store-document-is", &[("what", &what.render(lang))])
            }
            StoreError::Newer { schema } => tr(
                lang,
                "store-newer",
                &[
                    ("schema", &schema.to_string()),
                    ("max", &SCHEMA.to_string()),
                ],
            ),
            StoreError::Card(e) => e.render(lang),
            StoreError::Add(e) => e.text(lang),
        }
    }
}

/// Reads stored data of any known shape, oldest first:
/// - schema 0: a bare array of Scryfall card objects, or `{"cards":[…]}` without a schema;
/// - schema 1: `{"schema":1,"cards":[…]}`.
///
/// Every card is validated again by the importer (rules may have grown stricter). An error
/// says why the data can't be read; the caller then keeps it under a backup key.
pub fn migrate(text: &str) -> Result<Migrated, StoreError> {
    let root: ArrayOrObject<Vec<IgnoredAny>, Stored> =
        json::from_str(text, json::Limits::DEFAULT).map_err(StoreError::Json)?;
    // The cards as written (none if the array is empty): the whole document, or `cards`.
    let (from, cards) = match &root {
        ArrayOrObject::Array(items) => (0, (!items.is_empty()).then_some(text)),
        ArrayOrObject::Object(stored) => {
            let from = match stored.schema.json_type() {
                None => 0,
                Some(_) => match stored.schema.number().and_then(|n| n.as_u64()) {
                    Some(schema) => schema,
                    None => return Err(StoreError::Schema(describe(&stored.schema))),
                },
            };
            if from > SCHEMA {
                return Err(StoreError::Newer { schema: from });
            }
            match stored.cards.json_type() {
                Some(JsonType::Array) if stored.cards.is_empty_array() => (from, None),
                Some(JsonType::Array) => (from, stored.cards.text()),
                Some(other) => return Err(StoreError::Cards(json_type(other))),
                None => return Err(StoreError::NoCards),
            }
        }
        ArrayOrObject::Not(other) => return Err(StoreError::Document(json_type(*other))),
    };
    let cards = match cards {
        Some(cards) => scryfall::import(cards).map_err(StoreError::Card)?,
        None => Vec::new(),
    };
    Ok(Migrated { cards, from })
}

/// A schema's JSON type, or the number itself for a number that is no schema (`1.5`).
fn describe(v: &Raw) -> Msg {
    match (v.number(), v.json_type()) {
        (Some(n), _) => msg("plain", vec![("text", Arg::Text(n.as_text().to_string()))]),
        (None, t) => json_type(t.unwrap_or(JsonType::Null)),
    }
}

// ---------------------------------------------------------------------------------------
// The typed form
// ---------------------------------------------------------------------------------------

/// The layouts the form offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormLayout {
    Split,
    Fuse,
    Aftermath,
    Room,
    Multi,
}

impl FormLayout {
    pub const ALL: [FormLayout; 5] = [
        FormLayout::Split,
        FormLayout::Fuse,
        FormLayout::Aftermath,
        FormLayout::Room,
        FormLayout::Multi,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            FormLayout::Split => "split",
            FormLayout::Fuse => "fuse",
            FormLayout::Aftermath => "aftermath",
            FormLayout::Room => "room",
            FormLayout::Multi => "other",
        }
    }

    pub fn parse(s: &str) -> Option<FormLayout> {
        FormLayout::ALL.into_iter().find(|l| l.slug() == s)
    }

    /// The type lines a new face of this layout starts with.
    pub fn default_type(self, face: usize) -> &'static str {
        match (self, face) {
            (FormLayout::Room, _) => "Enchantment — Room",
            (FormLayout::Aftermath, 1) => "Sorcery",
            _ => "Instant",
        }
    }

    /// The fewest faces this layout has.
    pub fn min_faces(self) -> usize {
        if self == FormLayout::Multi {
            3
        } else {
            2
        }
    }

    /// The most faces this layout has.
    pub fn max_faces(self) -> usize {
        match self {
            FormLayout::Multi => 8,
            _ => 2,
        }
    }
}

/// One face as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormFace {
    pub name: String,
    pub mana_cost: String,
    pub type_line: String,
    pub oracle_text: String,
}

/// Which form field an error belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormField {
    Layout,
    Faces,
    /// Face index and Scryfall key (`name`, `mana_cost`, `type_line`, `oracle_text`).
    Face(usize, &'static str),
}

/// The card object the form describes: what the importer is given.
#[derive(Serialize)]
struct FormCard<'a> {
    object: &'static str,
    name: String,
    layout: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<[&'static str; 1]>,
    set: &'static str,
    card_faces: Vec<FormCardFace<'a>>,
}

#[derive(Serialize)]
struct FormCardFace<'a> {
    object: &'static str,
    name: &'a str,
    mana_cost: &'a str,
    type_line: &'a str,
    oracle_text: &'a str,
}

/// The Scryfall card object the form describes (what the importer is given).
pub fn form_json(layout: FormLayout, faces: &[FormFace]) -> String {
    let names: Vec<&str> = faces.iter().map(|f| f.name.trim()).collect();
    json::to_string_pretty(&FormCard {
        object: "card",
        name: names.join(" // "),
        layout: if layout == FormLayout::Aftermath {
            "aftermath"
        } else {
            "split"
        },
        keywords: (layout == FormLayout::Fuse).then_some(["Fuse"]),
        set: "custom",
        card_faces: faces
            .iter()
            .map(|f| FormCardFace {
                object: "card_face",
                name: f.name.trim(),
                mana_cost: f.mana_cost.trim(),
                type_line: f.type_line.trim(),
                oracle_text: f.oracle_text.trim(),
            })
            .collect(),
    })
}

/// The face a JSON path of the importer's is about (`$.card_faces[1]…`: 1, from 0), and
/// the rest of the path.
fn face_path(path: &str) -> Option<(usize, &str)> {
    let (index, tail) = path.strip_prefix("$.card_faces[")?.split_once(']')?;
    Some((index.parse().ok()?, tail))
}

/// The form field an importer error points at (`$.card_faces[1].mana_cost` → face 1's cost).
pub fn field_of(error: &ImportError) -> FormField {
    let path = error.path.as_str();
    if let Some((i, tail)) = face_path(path) {
        let key = match tail.trim_start_matches('.') {
            "name" => "name",
            "mana_cost" => "mana_cost",
            "type_line" => "type_line",
            "oracle_text" => "oracle_text",
            _ => return FormField::Faces,
        };
        return FormField::Face(i, key);
    }
    if path.starts_with("$.card_faces") {
        FormField::Faces
    } else if path == "$.name" {
        FormField::Face(0, "name")
    } else {
        FormField::Layout
    }
}

/// What is wrong with the typed card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// The importer's verdict: what is wrong and what was expected (engine messages).
    Import { problem: Msg, expected: Msg },
    /// Too few or too many faces for the layout.
    FaceCount { faces: usize, layout: FormLayout },
    /// A face without a name.
    NoName,
    /// A face named like an earlier one (`other`, counted from 0): the importer's
    /// `ip-face-name-twice`, said with the form's face numbers, not a JSON path.
    NameTaken {
        name: String,
        other: usize,
        expected: Msg,
    },
    /// The faces make another layout than the one chosen.
    OtherLayout {
        made: FormLayout,
        chosen: FormLayout,
    },
}

/// A form error: the field it is about, and what is wrong (rendered in the page's language
/// by [`FormError::texts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormError {
    pub field: FormField,
    pub problem: FormProblem,
}

impl FormError {
    /// What is wrong and what was expected, in `lang`.
    pub fn texts(&self, lang: Lang) -> (String, String) {
        let layout = |l: &FormLayout| t(lang, &format!("layout-{}", l.slug()));
        match &self.problem {
            FormProblem::Import { problem, expected } => {
                (problem.render(lang), expected.render(lang))
            }
            FormProblem::FaceCount { faces, layout: l } => (
                tr(lang, "form-faces", &[("count", &faces.to_string())]),
                if l.min_faces() == l.max_faces() {
                    tr(
                        lang,
                        "form-faces-for-layout",
                        &[("count", &l.min_faces().to_string())],
                    )
                } else {
                    tr(
                        lang,
                        "form-faces-range-for-layout",
                        &[
                            ("min", &l.min_faces().to_string()),
                            ("max", &l.max_faces().to_string()),
                        ],
                    )
                },
            ),
            FormProblem::NoName => (t(lang, "form-no-name"), t(lang, "form-name-expected")),
            FormProblem::NameTaken {
                name,
                other,
                expected,
            } => (
                tr(
                    lang,
                    "form-name-taken",
                    &[
                        ("name", &quote_in(name, lang)),
                        ("n", &(other + 1).to_string()),
                    ],
                ),
                expected.render(lang),
            ),
            FormProblem::OtherLayout { made, chosen } => (
                tr(lang, "form-other-layout", &[("made", &layout(made))]),
                if *chosen == FormLayout::Room {
                    t(lang, "form-room-type-lines")
                } else {
                    tr(
                        lang,
                        "form-layout-faces",
                        &[("chosen", &layout(chosen)), ("made", &layout(made))],
                    )
                },
            ),
        }
    }
}

/// The form's card, through the one importer, checked against the chosen layout.
pub fn form_card(layout: FormLayout, faces: &[FormFace]) -> Result<Card, FormError> {
    if faces.len() < layout.min_faces() || faces.len() > layout.max_faces() {
        return Err(FormError {
            field: FormField::Faces,
            problem: FormProblem::FaceCount {
                faces: faces.len(),
                layout,
            },
        });
    }
    // The importer reads the faces in order, each field in order (name, cost, type line):
    // its first error is the form's first, in field order. A missing name is said the
    // form's way.
    let mut cards = scryfall::import(&form_json(layout, faces)).map_err(|e| {
        let field = field_of(&e);
        let problem = match &field {
            FormField::Face(i, "name")
                if faces.get(*i).is_some_and(|f| f.name.trim().is_empty()) =>
            {
                FormProblem::NoName
            }
            FormField::Face(i, "name") if e.problem.id == "ip-face-name-twice" => {
                let other = e
                    .problem
                    .args
                    .as_slice()
                    .iter()
                    .find_map(|(key, arg)| match arg {
                        Arg::Text(path) if *key == "other" => face_path(path).map(|(i, _)| i),
                        _ => None,
                    });
                match (faces.get(*i), other) {
                    (Some(face), Some(other)) => FormProblem::NameTaken {
                        name: face.name.trim().to_string(),
                        other,
                        expected: e.expected,
                    },
                    _ => FormProblem::Import {
                        problem: e.problem,
                        expected: e.expected,
                    },
                }
            }
            _ => FormProblem::Import {
                problem: e.problem,
                expected: e.expected,
            },
        };
        FormError { field, problem }
    })?;
    let card = cards.remove(0);
    let got = card.kind.slug();
    if got != layout.slug() {
        let field = match layout {
            FormLayout::Room => FormField::Face(0, "type_line"),
            _ => FormField::Layout,
        };
        return Err(FormError {
            field,
            problem: FormProblem::OtherLayout {
                made: FormLayout::parse(got).unwrap_or(FormLayout::Multi),
                chosen: layout,
            },
        });
    }
    Ok(card)
}

// ---------------------------------------------------------------------------------------
// base64url (the share fragment)
// ---------------------------------------------------------------------------------------

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
pub fn b64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(B64[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// Decodes base64url (padding optional); `None` on a bad character or length.
pub fn b64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for c in text.bytes() {
        let v = B64.iter().position(|b| *b == c)? as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// Reads a share payload (the JSON, already inflated): exactly one card, through the importer.
pub fn import_shared(text: &str) -> Result<Card, ImportError> {
    scryfall::import_one(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(name: &str) -> Card {
        let faces: Vec<&str> = name.split(" // ").collect();
        let json = format!(
            r#"{{"name":"{name}","card_faces":[{{"name":"{}","mana_cost":"{{1}}{{R}}","type_line":"Instant"}},{{"name":"{}","mana_cost":"{{U}}","type_line":"Sorcery"}}]}}"#,
            faces[0], faces[1]
        );
        scryfall::import(&json).unwrap().remove(0)
    }

    #[test]
    fn the_registry_dedupes_by_content_and_renames_catalogue_slugs() {
        let a = intern(card("Alpha // Beta")).unwrap();
        let b = intern(card("Alpha // Beta")).unwrap();
        assert!(std::ptr::eq(a, b), "equal cards are leaked once");
        let fire = add(vec![card("Fire // Ice")]).unwrap()[0];
        assert_eq!(fire.slug, "custom-fire-ice");
        assert!(is_custom(fire) && is_saved(fire));
        assert_eq!(
            find_any("fire-ice").unwrap().slug,
            "fire-ice",
            "catalogue first"
        );
        assert!(std::ptr::eq(find_any("custom-fire-ice").unwrap(), fire));
        assert!(std::ptr::eq(find("alpha // beta").unwrap(), a));
        // Search sees saved custom cards.
        assert!(search("fire").unwrap()[0].slug == "custom-fire-ice");
        // A shared copy of a saved card is known as saved (renamed slug and all); an
        // edited one is not.
        assert!(std::ptr::eq(
            saved_copy(&card("Fire // Ice")).unwrap(),
            fire
        ));
        let mut edited = card("Fire // Ice");
        edited.faces.to_mut()[0].oracle_text = "Edited.".into();
        assert!(saved_copy(&edited).is_none());
        remove("custom-fire-ice");
        assert!(!is_saved(fire));
        assert!(saved_copy(&card("Fire // Ice")).is_none());
        assert!(
            find("custom-fire-ice").is_some(),
            "still resolvable in this page"
        );
    }

    #[test]
    fn adding_is_all_or_nothing_and_bounded() {
        let many: Vec<Card> = (0..MAX_CARDS + 1)
            .map(|i| card(&format!("Many{i} // Other{i}")))
            .collect();
        let before = saved().len();
        assert_eq!(add(many), Err(AddError::TooMany { max: MAX_CARDS }));
        assert_eq!(saved().len(), before);
    }

    #[test]
    fn the_saved_list_is_replaced_whole_or_not_at_all() {
        // Each test thread has its own registry: start from what another tab "stored".
        set_saved(vec![card("Sun // Moon"), card("Day // Night")]).unwrap();
        let names: Vec<&str> = saved().iter().map(|c| &*c.name).collect();
        assert_eq!(names, ["Sun // Moon", "Day // Night"]);
        // The other tab removed a card: the list is storage's, not merged with ours.
        set_saved(vec![card("Day // Night")]).unwrap();
        assert_eq!(saved().len(), 1);
        assert_eq!(saved()[0].name, "Day // Night");
        // Too many is refused and leaves the list as it was.
        let many: Vec<Card> = (0..MAX_CARDS + 1)
            .map(|i| card(&format!("Lots{i} // More{i}")))
            .collect();
        assert_eq!(set_saved(many), Err(AddError::TooMany { max: MAX_CARDS }));
        assert_eq!(saved().len(), 1);
        assert_eq!(saved()[0].name, "Day // Night");
    }

    #[test]
    fn another_tabs_list_is_merged_with_this_pages_changes_losing_neither() {
        let names = |cards: &[Card]| cards.iter().map(|c| c.name.to_string()).collect::<Vec<_>>();
        let edited = |name: &str| {
            let mut c = card(name);
            c.faces.to_mut()[0].oracle_text = "Edited.".into();
            c
        };
        let (a, b, c) = (card("Aa // Ab"), card("Ba // Bb"), card("Ca // Cb"));
        let base = vec![a.clone(), b.clone()];
        // Nothing changed here: the other tab's list, as it is.
        let theirs = vec![b.clone(), c.clone()];
        assert_eq!(merge(&base, &[&a, &b], theirs.clone()), theirs);
        // This page added one, edited one and removed one (a write that failed) while the
        // other tab added Ca // Cb: every change stays.
        let a2 = edited("Aa // Ab");
        let d = card("Da // Db");
        let merged = merge(&base, &[&a2, &d], vec![a.clone(), b.clone(), c.clone()]);
        assert_eq!(names(&merged), ["Aa // Ab", "Ca // Cb", "Da // Db"]);
        assert_eq!(merged[0], a2, "this page's edit");
        // The other tab edited a card this page removed, and removed one this page edited:
        // both edits stay.
        let b2 = edited("Ba // Bb");
        let merged = merge(&base, &[&a2], vec![b2.clone()]);
        assert_eq!(merged, [b2, a2.clone()]);
        // Both edited the same card: this page's version.
        let mut a3 = card("Aa // Ab");
        a3.faces.to_mut()[1].oracle_text = "Theirs.".into();
        assert_eq!(
            merge(&base, &[&a2, &b], vec![a3, b.clone()]),
            [a2, b.clone()]
        );
        // A catalogue name is compared under its custom- slug on every side.
        let fire = add(vec![card("Fire // Ice")]).unwrap()[0];
        assert_eq!(merge(&[card("Fire // Ice")], &[fire], vec![]), []);
    }

    #[test]
    fn a_card_replaces_the_saved_one_of_its_name_only_when_it_differs() {
        set_saved(vec![card("Hot // Cold")]).unwrap();
        assert!(replaced_by(&card("Hot // Cold")).is_none(), "the same card");
        assert!(replaced_by(&card("Warm // Cool")).is_none(), "another name");
        let mut dearer = card("Hot // Cold");
        dearer.faces.to_mut()[0].oracle_text = "Deal 3 damage.".into();
        let old = replaced_by(&dearer).expect("same name, new text");
        assert_eq!(old.name, "Hot // Cold");
        assert!(old.faces[0].oracle_text.is_empty());
        // A catalogue card's name is saved under a custom- slug and compared there.
        set_saved(vec![card("Fire // Ice")]).unwrap();
        let mut edited = card("Fire // Ice");
        edited.faces.to_mut()[1].oracle_text = "Edited.".into();
        assert_eq!(replaced_by(&edited).unwrap().slug, "custom-fire-ice");
    }

    #[test]
    fn storage_round_trips_and_migrates_every_older_shape() {
        let cards = [card("Left // Right"), card("Up // Down")];
        let refs: Vec<&Card> = cards.iter().collect();
        let stored = encode_store(&refs);
        let m = migrate(&stored).unwrap();
        assert_eq!((m.from, m.cards.as_slice()), (1, cards.as_slice()));
        // Schema 0: a bare array (an export file), or {"cards": [...]}.
        let bare = scryfall::export_all(refs.iter().copied());
        assert_eq!(
            migrate(&bare).unwrap(),
            Migrated {
                cards: cards.to_vec(),
                from: 0
            }
        );
        let wrapped = format!("{{\"cards\": {bare}}}");
        assert_eq!(migrate(&wrapped).unwrap().cards, cards.to_vec());
        assert_eq!(migrate("[]").unwrap().cards, vec![]);
        assert_eq!(migrate(r#"{"schema":1,"cards":[]}"#).unwrap().cards, vec![]);
    }

    /// A custom card's color indicator (an imported Scryfall face's) survives storage and a
    /// share link, both made of the export: the stored card is the same card, still blue.
    #[test]
    fn a_color_indicator_survives_storage_and_sharing() {
        let vision = scryfall::import_one(
            r#"{"name":"Vision // Insight","card_faces":[
            {"name":"Vision","mana_cost":"","color_indicator":["U"],"type_line":"Sorcery"},
            {"name":"Insight","mana_cost":"{1}{R}","type_line":"Instant"}]}"#,
        )
        .unwrap();
        assert_eq!(vision.faces[0].color_indicator.letters(), "U");
        let m = migrate(&encode_store(&[&vision])).unwrap();
        assert_eq!(m.cards, vec![vision.clone()]);
        assert_eq!(import_shared(&scryfall::export(&vision)).unwrap(), vision);
    }

    #[test]
    fn unreadable_storage_says_why() {
        for bad in [
            "",
            "{",
            "42",
            r#"{"schema":"one","cards":[]}"#,
            r#"{"schema":1}"#,
            r#"{"schema":1,"cards":{}}"#,
            r#"{"schema":1,"cards":[{"card_faces":[]}]}"#,
        ] {
            assert!(migrate(bad).is_err(), "{bad}");
        }
        let newer = migrate(r#"{"schema":2,"cards":[]}"#).unwrap_err();
        assert_eq!(newer, StoreError::Newer { schema: 2 });
        assert!(newer.text(Lang::En).contains("newer version"));
        assert_eq!(
            newer.text(Lang::Fr),
            "écrites par une version plus récente de l'application (schéma 2\u{202f}; celle-ci lit \
             jusqu'au schéma 1)"
        );
        // Every reason reads in each language, none left in English.
        let reasons: Vec<StoreError> = [
            "{",
            "42",
            r#"{"schema":"one","cards":[]}"#,
            r#"{"schema":1.5,"cards":[]}"#,
            r#"{"schema":1}"#,
            r#"{"schema":1,"cards":{}}"#,
            r#"{"schema":1,"cards":[{"card_faces":[]}]}"#,
            r#"{"schema":3,"cards":[]}"#,
        ]
        .iter()
        .map(|bad| migrate(bad).unwrap_err())
        .chain([
            StoreError::Add(AddError::TooMany { max: 2000 }),
            StoreError::Add(AddError::PageFull { max: 2000 }),
        ])
        .collect();
        for e in &reasons {
            let en = e.text(Lang::En);
            for lang in [Lang::Fr, Lang::De] {
                let text = e.text(lang);
                assert_ne!(text, en, "{e:?}");
                assert!(!text.contains('{') && !text.contains(" is "), "{text}");
            }
        }
    }

    fn face(name: &str, cost: &str, ty: &str, text: &str) -> FormFace {
        FormFace {
            name: name.into(),
            mana_cost: cost.into(),
            type_line: ty.into(),
            oracle_text: text.into(),
        }
    }

    #[test]
    fn the_form_builds_each_layout_through_the_importer() {
        let two = |ty: &str| {
            vec![
                face("Knock", "{1}{R}", ty, "Knock text."),
                face("Talk", "{2}{U}", ty, "Talk text."),
            ]
        };
        let room = form_card(FormLayout::Room, &two("Enchantment — Room")).unwrap();
        assert!(room.is_room());
        assert_eq!(room.slug, "knock-talk");
        let aftermath = form_card(FormLayout::Aftermath, &two("Sorcery")).unwrap();
        assert_eq!(aftermath.aftermath_face(), Some(1));
        assert!(form_card(FormLayout::Fuse, &two("Instant"))
            .unwrap()
            .has_fuse());
        assert_eq!(
            form_card(FormLayout::Split, &two("Instant"))
                .unwrap()
                .kind
                .slug(),
            "split"
        );
        let mut three = two("Instant");
        three.push(face("Walk", "{G}", "Instant", ""));
        assert_eq!(form_card(FormLayout::Multi, &three).unwrap().faces.len(), 3);
        // A Room whose doors aren't Rooms: the error is on the first type line.
        let e = form_card(FormLayout::Room, &two("Instant")).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "type_line"));
        assert_eq!(
            e.texts(Lang::En),
            (
                "these faces make a card of the layout \"Split\"".to_string(),
                "each door with the type line \"Enchantment — Room\"".to_string()
            )
        );
        assert_eq!(
            e.texts(Lang::Fr).1,
            "chaque porte avec la ligne de type «\u{a0}Enchantment — Room\u{a0}»"
        );
        // Errors land on the right field.
        let mut bad = two("Instant");
        bad[1].mana_cost = "{Q}".into();
        let e = form_card(FormLayout::Split, &bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(1, "mana_cost"));
        // The importer's words, in the page's language.
        let (problem, expected) = e.texts(Lang::De);
        assert_eq!(problem, "unbekanntes Manasymbol {Q}");
        assert_eq!(
            expected,
            "eine Zahl, X, Y, Z, W, U, B, R, G, C, S, ein Hybridsymbol wie {W/U} oder {2/W} \
             oder ein phyrexanisches Symbol wie {W/P}"
        );
        // Errors in field order: face 1's cost before face 2's missing name; "expected"
        // said once, quotes in the language's own.
        let mut two_bad = two("Instant");
        two_bad[0].mana_cost = "1R".into();
        two_bad[1].name.clear();
        let e = form_card(FormLayout::Split, &two_bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "mana_cost"));
        assert_eq!(
            e.texts(Lang::En),
            (
                "\"1\" is outside braces".to_string(),
                "a cost like {1}{R} or {X}{U}{U}".to_string()
            )
        );
        assert_eq!(
            e.texts(Lang::Fr).0,
            "«\u{a0}1\u{a0}» est hors des accolades"
        );
        assert_eq!(
            e.texts(Lang::De).0,
            "„1“ steht außerhalb geschweifter Klammern"
        );
        two_bad[0].mana_cost = "{1}{R}".into();
        let e = form_card(FormLayout::Split, &two_bad).unwrap_err();
        assert_eq!(
            (e.field, e.problem),
            (FormField::Face(1, "name"), FormProblem::NoName)
        );
        bad[1].mana_cost.clear();
        bad[0].name.clear();
        let e = form_card(FormLayout::Split, &bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "name"));
        assert_eq!(e.texts(Lang::Fr).0, "aucun nom");
        // Two faces of one name: refused by the importer, on the second face's name.
        let mut same = two("Instant");
        same[1].name = same[0].name.clone();
        let e = form_card(FormLayout::Split, &same).unwrap_err();
        assert_eq!(e.field, FormField::Face(1, "name"));
        // Said with the form's face numbers, never the importer's JSON path.
        assert_eq!(
            e.texts(Lang::En).0,
            "\"Knock\" is already the name of face 1"
        );
        assert_eq!(
            e.texts(Lang::Fr).0,
            "«\u{a0}Knock\u{a0}» est déjà le nom de la face 1"
        );
        assert_eq!(
            e.texts(Lang::De).0,
            "„Knock“ ist schon der Name von Seite 1"
        );
        // Alike in another case, in a third face: the first face it matches.
        let mut three = two("Instant");
        three.push(face("TALK", "{G}", "Instant", ""));
        let e = form_card(FormLayout::Multi, &three).unwrap_err();
        assert_eq!(e.field, FormField::Face(2, "name"));
        assert_eq!(
            e.texts(Lang::En).0,
            "\"TALK\" is already the name of face 2"
        );
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            assert!(!e.texts(lang).0.contains('$'), "{:?}", e.texts(lang));
        }
        let e = form_card(FormLayout::Multi, &two("Instant")).unwrap_err();
        assert_eq!(e.field, FormField::Faces);
        assert_eq!(
            e.texts(Lang::De),
            (
                "2 Seiten".to_string(),
                "3 bis 8 Seiten für diesen Aufbau".to_string()
            )
        );
        // Every form error reads in each language, none left in English.
        let errors = [
            FormProblem::FaceCount {
                faces: 2,
                layout: FormLayout::Multi,
            },
            FormProblem::FaceCount {
                faces: 3,
                layout: FormLayout::Split,
            },
            FormProblem::NoName,
            FormProblem::OtherLayout {
                made: FormLayout::Fuse,
                chosen: FormLayout::Split,
            },
            FormProblem::OtherLayout {
                made: FormLayout::Split,
                chosen: FormLayout::Room,
            },
        ];
        for problem in errors {
            let e = FormError {
                field: FormField::Faces,
                problem,
            };
            let en = e.texts(Lang::En);
            for lang in [Lang::Fr, Lang::De] {
                let (p, x) = e.texts(lang);
                assert_ne!(x, en.1, "{e:?} {lang:?}");
                assert!(!p.contains('{') && !x.contains('{'), "{p} / {x}");
            }
        }
    }

    #[test]
    fn base64url_round_trips() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = b64url_encode(&bytes);
            assert!(!text.contains(['+', '/', '=']));
            assert_eq!(b64url_decode(&text).unwrap(), bytes);
        }
        assert_eq!(b64url_encode(b"Man"), "TWFu");
        assert_eq!(b64url_decode("TWE=").unwrap(), b"Ma");
        assert!(b64url_decode("T").is_none());
        assert!(b64url_decode("T$==").is_none());
    }

    #[test]
    fn shared_cards_are_exactly_one_valid_card() {
        let c = card("Left // Right");
        assert_eq!(import_shared(&scryfall::export(&c)).unwrap(), c);
        let two = scryfall::export_all([&c, &card("Up // Down")]);
        let e = import_shared(&two).unwrap_err();
        assert_eq!(e.path, "$");
        assert_eq!(e.expected.render(Lang::En), "one card");
        assert_eq!(
            e.render(Lang::Fr),
            "$\u{a0}: 2 cartes (attendu\u{a0}: une seule carte)"
        );
        assert!(import_shared("{\"card_faces\": 3}").is_err());
    }
}
