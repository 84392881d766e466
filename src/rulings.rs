//! A catalogue card's official rulings as the page gets them: a file of their own,
//! `/rulings/<slug>.json`, written at build time from the engine's (`prerender::rulings_file`,
//! with the engine's `rulings` feature, which the web app's build doesn't have) and fetched
//! when the sections are drawn ([`fetch`]; the service worker precaches every card's, for
//! offline use). None of it is in the first view's download.
//!
//! Each ruling carries what the page needs and nothing to decide: its date, text and source;
//! the era it was written for and the era whose rules removed it (the engine's
//! `Era::of_ruling`, and `Era::ruling` says in the page whether it holds under the era on
//! screen); the view that shows it, as the app's own address (`?card=…&zone=…`, canonical:
//! `url::to_query`, so the page marks a ruling whose view is on screen by comparing
//! addresses), with the effect probe it asks when it is one; or the word for what the
//! engine can't show.

use serde::{Deserialize, Serialize};

/// A card's rulings file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardRulings {
    pub card: String,
    /// Why the card has none (a playtest card).
    pub none: Option<String>,
    /// How complete the list is ("as of 2018-11-07"; "true": the whole current list).
    pub complete: Option<String>,
    pub rulings: Vec<Ruling>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ruling {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// As published, in English.
    pub text: String,
    pub source: String,
    /// How it stopped being current, if it did.
    pub superseded: Option<String>,
    /// The slug of the era it was written for (`"2017"`).
    pub era: String,
    /// The slug of the era whose rules removed it.
    pub removed_by: Option<String>,
    /// The address of the view that shows it (`?card=…`).
    pub view: Option<String>,
    /// The effect probe it asks there.
    pub probe: Option<Probe>,
    /// What it is about, when the engine can't show it ("targets").
    pub not_expressible: Option<String>,
}

/// An effect probe a ruling asks, with the name or number it chooses.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Probe {
    pub effect: String,
    pub name: Option<String>,
    pub number: Option<u32>,
}

/// Where a card's rulings are served.
pub fn path(slug: &str) -> String {
    format!("/rulings/{slug}.json")
}

/// Fetches and reads a card's rulings. The error is for the console; the section says it
/// could not load them, with Try again.
pub async fn fetch(slug: &str) -> Result<CardRulings, String> {
    let url = path(slug);
    let text = crate::browser::fetch_text(&url).await;
    let text = text.map_err(|what| format!("the rulings ({url}): {what}"))?;
    serde_json::from_str(&text).map_err(|e| format!("the rulings ({url}): {e}"))
}
