//! The page's custom cards: the registry that gives an imported card the `&'static Card`
//! every view holds, the saved list, and finding a card by name. Pure (no DOM): tested
//! natively.
//!
//! Views hold `&'static Card`, so rather than threading `Rc<Card>` through `View`, every
//! component and the engine calls, the registry leaks each *distinct* custom card once
//! (`Box::leak`, deduplicated by content, so re-importing or reloading the same card costs
//! nothing) and refuses to leak more than 2 × `MAX_CARDS` (2000) cards in a page's life:
//! the leak is bounded, and each card is a few hundred bytes. A card is the same card only
//! as the same allocation (`state::View`'s `eq`): one imported again under its name with
//! other text is another card. A custom card whose slug a catalogue card has gets a
//! `custom-` one.
//!
//! **Invariant: the saved list changes all or nothing** ([`add`], [`set_saved`]): a list
//! too long, or a page that has interned all it may, leaves it as it was. It answers
//! [`find_any`] (the catalogue first: `url::parse`) and [`search`] (the picker); what is
//! stored and how is [`super::store`] and [`super::web`].

use std::cell::RefCell;

use splitcard_engine::scryfall::MAX_CARDS;
use splitcard_engine::search::Query;
use splitcard_engine::text::lowercase;
use splitcard_engine::{catalogue, Card, EngineError};

use crate::i18n::{t, tr, Lang};

/// The prefix that keeps a custom card's slug apart from a catalogue card's.
pub const CUSTOM_PREFIX: &str = "custom-";

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
    /// The card of the page's share link: its slug names it first ([`find`]), so the link
    /// shows the card it carries even where another card of that name is saved.
    shared: Option<&'static Card>,
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
pub(super) fn distinct_slug(mut card: Card) -> Card {
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

/// The card of the page's share link, interned: [`find`] gives it for its slug, before a
/// saved card of the same name and other text.
pub fn set_shared(card: Card) -> Result<&'static Card, AddError> {
    REGISTRY.with(|r| {
        let mut reg = r.borrow_mut();
        let card = intern_in(&mut reg, card)?;
        reg.shared = Some(card);
        Ok(card)
    })
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

/// What an import would do to a name already in use, said before it is done and asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clash {
    /// A catalogue card has the name: keeping both saves the custom card beside it, under
    /// its `custom-` slug and marked "custom".
    Catalogue { name: String },
    /// A saved custom card has the name, with other costs, types or text: importing
    /// replaces it.
    Saved { name: String },
}

/// The names among `cards` already in use: a saved custom card of that name with other
/// content (importing replaces it), else a catalogue card of that name (importing keeps
/// both). A card the same as one saved clashes with nothing (importing it changes nothing).
pub fn clashes(cards: &[Card]) -> Vec<Clash> {
    let mut out: Vec<Clash> = Vec::new();
    for card in cards {
        let clash = if saved_copy(card).is_some() {
            None
        } else if replaced_by(card).is_some() {
            Some(Clash::Saved {
                name: card.name.to_string(),
            })
        } else if catalogue::by_slug(&card.slug).is_some() {
            Some(Clash::Catalogue {
                name: card.name.to_string(),
            })
        } else {
            None
        };
        if let Some(c) = clash.filter(|c| !out.contains(c)) {
            out.push(c);
        }
    }
    out
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

/// A custom card by slug, full name or face name (any case); the page's shared card first,
/// then the saved cards.
pub fn find(query: &str) -> Option<&'static Card> {
    let q = lowercase(query.trim());
    let q_slug = splitcard_engine::card::slug(&q);
    REGISTRY.with(|r| {
        let reg = r.borrow();
        let all = || {
            reg.shared
                .iter()
                .chain(reg.saved.iter())
                .chain(reg.interned.iter().rev())
                .copied()
        };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::custom::tests::card;
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
    fn a_share_links_card_is_found_by_its_slug_before_a_saved_card_of_its_name() {
        let mine = add(vec![card("Near // Far")]).unwrap()[0];
        assert!(std::ptr::eq(find("near-far").unwrap(), mine));
        let mut edited = card("Near // Far");
        edited.faces.to_mut()[0].oracle_text = "Edited.".into();
        let shared = set_shared(edited).unwrap();
        assert!(std::ptr::eq(find_any("near-far").unwrap(), shared));
        // The saved one stays saved, and is still the one the list holds.
        assert!(is_saved(mine) && !is_saved(shared));
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
    fn an_import_named_like_a_catalogue_or_saved_card_clashes_until_it_is_the_same() {
        set_saved(vec![card("Hot // Cold")]).unwrap();
        assert_eq!(clashes(&[card("Warm // Cool")]), []);
        assert_eq!(clashes(&[card("Hot // Cold")]), [], "the same card");
        let mut hotter = card("Hot // Cold");
        hotter.faces.to_mut()[0].oracle_text = "Deal 3 damage.".into();
        let toil = card("Toil // Trouble");
        assert_eq!(
            clashes(&[
                hotter.clone(),
                toil.clone(),
                card("Warm // Cool"),
                toil.clone()
            ]),
            [
                Clash::Saved {
                    name: "Hot // Cold".into()
                },
                Clash::Catalogue {
                    name: "Toil // Trouble".into()
                }
            ]
        );
        // Kept beside the catalogue's: both found, each by its own slug.
        let mine = add(vec![toil.clone()]).unwrap()[0];
        assert_eq!(mine.slug, "custom-toil-trouble");
        assert_eq!(find_any("toil-trouble").unwrap().slug, "toil-trouble");
        assert!(std::ptr::eq(find_any("custom-toil-trouble").unwrap(), mine));
        let found: Vec<&str> = search("toil").unwrap().iter().map(|c| &*c.slug).collect();
        assert!(found.starts_with(&["custom-toil-trouble", "toil-trouble"]));
        // Saved now: the same card again clashes with nothing; another one replaces it.
        assert_eq!(clashes(&[toil]), []);
        let mut other = card("Toil // Trouble");
        other.faces.to_mut()[1].oracle_text = "Edited.".into();
        assert_eq!(
            clashes(&[other]),
            [Clash::Saved {
                name: "Toil // Trouble".into()
            }]
        );
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
}
