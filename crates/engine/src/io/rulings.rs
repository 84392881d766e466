//! The catalogue cards' official rulings (`data/rulings.json`, provenance in
//! `data/RULINGS.md`) and, for each, the view of the engine that shows it
//! (`data/ruling-links.json`): a zone, mode, origin, doors, X and era for [`crate::inspect()`],
//! or an effect probe with its options — the options the CLI takes, so that
//! `splitcard inspect` or `splitcard probe` with them shows the ruling's point — with the
//! ruling's claim written as assertions on that answer's JSON ([`Claim`]); or the one word
//! for what a ruling is about when the engine has no notion of it (combat, targets…).
//!
//! Behind the `rulings` feature: the CLI and the build's page writer have it, the web app
//! does not (the rulings reach a page as a file of their own, fetched when its section is
//! opened). Both files are checked when the engine is built (`build.rs`: every card, date,
//! source, general ruling and link); here they are read once, on first use.
//!
//! A ruling that several cards carry word for word (the aftermath rulings of Amonkhet, the
//! Room rulings of Duskmourn…) is "general": its link is written once, for all its cards or
//! for each (the claims then carry that card's values), and each card's list still has it.
//!
//! **Invariant: a claim's expected value is what the ruling and the printed card say**,
//! never an answer copied from the engine: the CLI's `rulings` test target runs every
//! linked ruling's view and checks each claim, so a change that breaks a ruling fails a
//! test named after the card and the ruling's date.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;
use serde_json::Value;

use crate::model::card::Card;

/// One official ruling of a card, with the view that shows it when the engine can.
#[derive(Debug, Clone)]
pub struct Ruling {
    /// The day it was published (`YYYY-MM-DD`).
    pub date: String,
    /// As published, in English.
    pub text: String,
    /// Who published it ("Wizards of the Coast").
    pub source: String,
    /// Where it was read (a public repository and file, or a page).
    pub from: Vec<String>,
    /// The general ruling's id when several cards carry it word for word.
    pub general: Option<String>,
    /// Why and when it stopped being current (reworded, or removed by a rules change);
    /// `None` for a current ruling.
    pub superseded: Option<String>,
    /// The day from which it no longer held, when a rules change removed it (the
    /// 2006–2017 "two sets of characteristics" rulings: 2017-04-28).
    pub in_force_until: Option<String>,
    /// What shows it, or why nothing can.
    pub link: Link,
}

/// How a ruling is shown by the engine.
#[derive(Debug, Clone, PartialEq)]
pub enum Link {
    /// This view shows it, and these claims hold there.
    Shown { view: View, claims: Vec<Claim> },
    /// The engine has no notion of what it is about (the word says what: "combat").
    NotExpressible(String),
    /// Not linked yet.
    Unlinked,
}

/// A view of the engine, as the CLI's options: `effect` set means `splitcard probe CARD
/// --effect E` with the other fields as its options, otherwise `splitcard inspect CARD`.
/// Fields that don't apply are `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct View {
    pub zone: Option<String>,
    pub mode: Option<String>,
    pub from: Option<String>,
    pub unlocked: Option<String>,
    pub x: Option<u32>,
    pub era: Option<String>,
    pub effect: Option<String>,
    pub name: Option<String>,
    pub number: Option<u32>,
}

impl View {
    /// The options of this view as `splitcard` takes them (`["--zone", "stack", …]`),
    /// after the command (`inspect` or `probe`) and the card.
    pub fn cli_args(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut push = |key: &str, value: Option<String>| {
            if let Some(value) = value {
                out.push(format!("--{key}"));
                out.push(value);
            }
        };
        push("effect", self.effect.clone());
        push("zone", self.zone.clone());
        push("mode", self.mode.clone());
        push("from", self.from.clone());
        push("unlocked", self.unlocked.clone());
        push("x", self.x.map(|x| x.to_string()));
        push("era", self.era.clone());
        push("name", self.name.clone());
        push("number", self.number.map(|n| n.to_string()));
        out
    }

    /// `"probe"` when the view is an effect probe's, else `"inspect"`.
    pub fn command(&self) -> &'static str {
        if self.effect.is_some() {
            "probe"
        } else {
            "inspect"
        }
    }
}

/// One assertion on the JSON answer of a ruling's view: the value at `at` (a JSON pointer,
/// RFC 6901, into `splitcard inspect`'s or `probe`'s output) is, or includes, a value.
#[derive(Debug, Clone, PartialEq)]
pub struct Claim {
    pub at: String,
    pub expect: Expect,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Expect {
    /// The value there equals this one.
    Equals(Value),
    /// The value there is an array that contains this one.
    Includes(Value),
}

impl Claim {
    /// Whether the claim holds of `answer`: `Err` says what was found instead.
    pub fn check(&self, answer: &Value) -> Result<(), String> {
        let found = answer.pointer(&self.at);
        let holds = match (&self.expect, found) {
            (Expect::Equals(want), Some(got)) => want == got,
            (Expect::Includes(want), Some(Value::Array(got))) => got.contains(want),
            _ => false,
        };
        if holds {
            return Ok(());
        }
        let (how, want) = match &self.expect {
            Expect::Equals(v) => ("is", v),
            Expect::Includes(v) => ("includes", v),
        };
        Err(format!(
            "{} should be a value that {how} {want}, but is {}",
            self.at,
            found.map_or_else(|| "missing".to_string(), Value::to_string)
        ))
    }
}

/// A card's rulings, in the order published.
#[derive(Debug, Clone)]
pub struct CardRulings {
    /// The catalogue card's full name.
    pub card: String,
    /// How complete the list is ("as of 2018-11-07"), when the source says.
    pub complete: Option<String>,
    /// A word on the source.
    pub note: Option<String>,
    /// Why there are none, for a card without rulings.
    pub none: Option<String>,
    pub rulings: Vec<Ruling>,
}

/// An example of the rulings pages this product started from (not an official ruling):
/// the card, what it says, and the view that shows it with its claims.
#[derive(Debug, Clone)]
pub struct Example {
    pub card: String,
    pub says: String,
    pub view: View,
    pub claims: Vec<Claim>,
}

/// The counts of `splitcard rulings --summary`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// Catalogue cards.
    pub cards: usize,
    /// Cards with at least one ruling.
    pub cards_with_rulings: usize,
    /// Rulings, a general one counted once per card that carries it.
    pub rulings: usize,
    /// Rulings linked to a view.
    pub linked: usize,
    /// Linked rulings whose claims are tests (every linked ruling has at least one claim).
    pub tested: usize,
    /// Rulings the engine cannot express.
    pub not_expressible: usize,
    /// Rulings neither linked nor marked.
    pub unlinked: usize,
    /// The starting pages' examples, each linked and tested.
    pub examples: usize,
}

struct Loaded {
    cards: BTreeMap<String, CardRulings>,
    examples: Vec<Example>,
}

/// The rulings of a catalogue card (`None` for a custom card).
pub fn of(card: &Card) -> Option<&'static CardRulings> {
    loaded().cards.get(card.name.as_ref())
}

/// Every catalogue card's rulings, by name.
pub fn all() -> impl Iterator<Item = &'static CardRulings> {
    loaded().cards.values()
}

/// The starting pages' examples.
pub fn examples() -> &'static [Example] {
    &loaded().examples
}

/// The counts: rulings, linked, tested, not expressible.
pub fn summary() -> Summary {
    let l = loaded();
    let rulings = l.cards.values().flat_map(|c| &c.rulings);
    let count = |f: fn(&Ruling) -> bool| rulings.clone().filter(|r| f(r)).count();
    Summary {
        cards: l.cards.len(),
        cards_with_rulings: l.cards.values().filter(|c| !c.rulings.is_empty()).count(),
        rulings: rulings.clone().count(),
        linked: count(|r| matches!(r.link, Link::Shown { .. })),
        tested: count(|r| matches!(&r.link, Link::Shown { claims, .. } if !claims.is_empty())),
        not_expressible: count(|r| matches!(r.link, Link::NotExpressible(_))),
        unlinked: count(|r| r.link == Link::Unlinked),
        examples: l.examples.len(),
    }
}

// ---- Reading the two files (checked by build.rs) ---------------------------------------

const RULINGS: &str = include_str!("../../data/rulings.json");
const LINKS: &str = include_str!("../../data/ruling-links.json");

#[derive(Deserialize)]
struct RawFile {
    general: Vec<RawGeneral>,
    cards: BTreeMap<String, RawEntry>,
}

#[derive(Deserialize)]
struct RawGeneral {
    id: String,
}

#[derive(Deserialize)]
struct RawEntry {
    complete: Option<Value>,
    note: Option<String>,
    none: Option<String>,
    rulings: Vec<RawRuling>,
}

#[derive(Deserialize)]
struct RawRuling {
    date: String,
    text: String,
    source: String,
    from: Vec<String>,
    general: Option<String>,
    superseded: Option<String>,
}

/// `data/ruling-links.json`.
#[derive(Deserialize)]
pub(crate) struct RawLinks {
    /// Per general ruling: one link for all its cards, or one per card.
    pub(crate) general: BTreeMap<String, RawGeneralLink>,
    /// Per card: its own rulings' links, each found by date and the text's start.
    pub(crate) cards: BTreeMap<String, Vec<RawCardLink>>,
    /// The days superseded rulings stopped holding, by the text's start.
    pub(crate) in_force_until: BTreeMap<String, String>,
    pub(crate) examples: Vec<RawExample>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawGeneralLink {
    pub(crate) all: Option<RawLink>,
    pub(crate) each: Option<BTreeMap<String, RawLink>>,
}

#[derive(Deserialize, Clone)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawLink {
    pub(crate) shown_by: Option<View>,
    #[serde(default)]
    pub(crate) claims: BTreeMap<String, Value>,
    pub(crate) not_expressible: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawCardLink {
    pub(crate) date: String,
    pub(crate) starts: String,
    #[serde(flatten)]
    pub(crate) link: RawLink,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RawExample {
    pub(crate) card: String,
    pub(crate) says: String,
    pub(crate) shown_by: View,
    pub(crate) claims: BTreeMap<String, Value>,
}

fn claims(raw: &BTreeMap<String, Value>) -> Vec<Claim> {
    raw.iter()
        .map(|(at, v)| Claim {
            at: at.clone(),
            expect: match v.as_object().and_then(|o| o.get("includes")) {
                Some(inner) if v.as_object().map(|o| o.len()) == Some(1) => {
                    Expect::Includes(inner.clone())
                }
                _ => Expect::Equals(v.clone()),
            },
        })
        .collect()
}

fn link(raw: Option<&RawLink>) -> Link {
    match raw {
        Some(RawLink {
            shown_by: Some(view),
            claims: c,
            ..
        }) => Link::Shown {
            view: view.clone(),
            claims: claims(c),
        },
        Some(RawLink {
            not_expressible: Some(why),
            ..
        }) => Link::NotExpressible(why.clone()),
        _ => Link::Unlinked,
    }
}

fn loaded() -> &'static Loaded {
    static LOADED: OnceLock<Loaded> = OnceLock::new();
    LOADED.get_or_init(|| {
        // Both files were checked when the engine was built: a failure here is a build
        // that skipped build.rs, not anything a user did.
        let file: RawFile = serde_json::from_str(RULINGS).expect("data/rulings.json (build.rs)");
        let links: RawLinks =
            serde_json::from_str(LINKS).expect("data/ruling-links.json (build.rs)");
        debug_assert!(file
            .general
            .iter()
            .all(|g| links.general.contains_key(&g.id)));
        let cards = file
            .cards
            .into_iter()
            .map(|(name, entry)| {
                let own = links.cards.get(&name);
                let rulings = entry
                    .rulings
                    .into_iter()
                    .map(|r| {
                        let raw = match &r.general {
                            Some(id) => links.general.get(id).and_then(|g| {
                                g.all
                                    .as_ref()
                                    .or_else(|| g.each.as_ref().and_then(|e| e.get(&name)))
                            }),
                            None => own.and_then(|list| {
                                list.iter()
                                    .find(|l| l.date == r.date && r.text.starts_with(&l.starts))
                                    .map(|l| &l.link)
                            }),
                        };
                        let in_force_until = r.superseded.as_ref().and_then(|_| {
                            links
                                .in_force_until
                                .iter()
                                .find(|(starts, _)| r.text.starts_with(starts.as_str()))
                                .map(|(_, until)| until.clone())
                        });
                        Ruling {
                            link: link(raw),
                            date: r.date,
                            text: r.text,
                            source: r.source,
                            from: r.from,
                            general: r.general,
                            superseded: r.superseded,
                            in_force_until,
                        }
                    })
                    .collect();
                let complete = entry.complete.map(|c| match c {
                    Value::String(s) => s,
                    other => other.to_string(),
                });
                let card = CardRulings {
                    card: name.clone(),
                    complete,
                    note: entry.note,
                    none: entry.none,
                    rulings,
                };
                (name, card)
            })
            .collect();
        let examples = links
            .examples
            .iter()
            .map(|e| Example {
                card: e.card.clone(),
                says: e.says.clone(),
                view: e.shown_by.clone(),
                claims: claims(&e.claims),
            })
            .collect();
        Loaded { cards, examples }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;

    #[test]
    fn every_catalogue_card_has_an_entry_and_most_have_rulings() {
        let s = summary();
        assert_eq!(s.cards, catalogue::len());
        assert!(s.cards_with_rulings >= 90, "{s:?}");
        assert_eq!(s.linked + s.not_expressible + s.unlinked, s.rulings);
        assert_eq!(s.tested, s.linked, "every linked ruling has a claim");
        assert!(s.linked >= 100, "{s:?}");
    }

    #[test]
    fn a_general_ruling_carries_each_cards_own_values() {
        let card = catalogue::find("Destined // Lead").map(of).ok().flatten();
        let ruling = card.and_then(|c| {
            c.rulings.iter().find(|r| {
                r.text
                    .starts_with("While not on the stack, the characteristics")
            })
        });
        let Some(Ruling {
            link: Link::Shown { view, claims },
            ..
        }) = ruling
        else {
            panic!("Destined // Lead's 2017-04-18 ruling on its characteristics is linked");
        };
        assert_eq!(view.zone.as_deref(), Some("library"));
        assert!(claims.contains(&Claim {
            at: "/characteristics/mana_value".into(),
            expect: Expect::Equals(6.into()),
        }));
    }

    #[test]
    fn a_claim_says_what_it_found_when_it_fails() {
        let claim = Claim {
            at: "/answer".into(),
            expect: Expect::Includes("Ice".into()),
        };
        assert_eq!(claim.check(&serde_json::json!({"answer": ["Ice"]})), Ok(()));
        let err = claim.check(&serde_json::json!({"answer": ["Fire"]}));
        assert_eq!(
            err,
            Err("/answer should be a value that includes \"Ice\", but is [\"Fire\"]".into())
        );
        assert!(claim.check(&serde_json::json!({})).is_err());
    }

    #[test]
    fn a_view_is_the_cli_options_it_names() {
        let view = View {
            effect: Some("meddling-mage".into()),
            name: Some("Fire".into()),
            ..View::default()
        };
        assert_eq!(view.command(), "probe");
        assert_eq!(
            view.cli_args(),
            ["--effect", "meddling-mage", "--name", "Fire"]
        );
    }
}
