//! The stored custom cards' schema: the document written (`{"schema":1,"cards":[…]}`, the
//! cards as Scryfall objects, like an export), every older shape read again ([`migrate`],
//! each card validated again by the importer), why stored data can't be read
//! ([`StoreError`], typed and said with the Fluent messages), and another tab's list merged
//! with this page's ([`merge`]). Pure (no DOM): tested natively; the browser side (the
//! storage keys, loading, saving, backups) is [`super::web`].
//!
//! **Invariant: nothing stored is lost.** [`migrate`] reads every shape ever written and
//! says why it can't read one (the caller then keeps the text under a backup key); a
//! schema newer than this app's is refused, not read in part. Tabs share storage and each
//! writes its whole list, so a page merges the stored list with its own (three-way by slug,
//! against the text it last read or wrote), dropping neither side's changes.

use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use splitcard_engine::json::{self, ArrayOrObject, JsonType, Raw};
use splitcard_engine::messages::{json_type, msg, Arg, Msg};
use splitcard_engine::scryfall::{self, ImportError};
use splitcard_engine::Card;

use super::registry::{distinct_slug, AddError};
use crate::i18n::{t, tr, Lang};

/// The current storage schema: `{"schema":1,"cards":[Scryfall card objects]}`.
pub const SCHEMA: u64 = 1;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::custom::registry::add;
    use crate::custom::share::import_shared;
    use crate::custom::tests::card;
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
}
