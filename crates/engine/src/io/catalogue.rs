//! The card catalogue: every split card, from `data/cards.json`. `build.rs` checks the data
//! with the engine's own parsers and compiles it into a compact text (fields and records
//! separated by control characters, no JSON syntax, no provenance), which is read with
//! those same parsers a card at a time, on first use: a link's card is found by its name
//! and read alone ([`by_slug`], [`find`]: a link's first render reads one card), and the
//! whole catalogue is read only when something walks it ([`all`]: a search, a suggestion).
//! The card's full name and its first set are not in the text: they are made here from its
//! faces' names and its printings.
//!
//! **Invariant: each card is read once and kept** (a `OnceLock` per record), so a card has
//! one address for the whole run, however it was found: the app compares cards by address.
//!
//! [`find`] takes a name, a face name, a slug or a printed foreign name, and suggests names
//! for typos ([`suggest`]: slugs compared by edit distance, a swap of neighbours one edit,
//! to any name, face or printed foreign name or its beginning, or the halves in another
//! order; at most one edit per four characters of the query, ties in catalogue order;
//! nothing rather than unrelated names).

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::error::EngineError;
use crate::model::card::{slug, Card, Face, ForeignName, Kind};
use crate::model::color::ColorSet;
use crate::model::mana::ManaCost;
use crate::model::text::lowercase;
use crate::model::typeline::TypeLine;

/// The catalogue as `build.rs` wrote it: one record per card, ended by RS (0x1E); fields
/// separated by US (0x1F): kind (`split`, `fuse`, `aftermath:<face>`, `room`, `other`),
/// printings (space-separated, the first set first), foreign names (language and name
/// alternating, separated by GS, 0x1D), then four fields per face: name, mana cost (empty
/// for none), type line, rules text. The card's name is its faces' names joined by " // "
/// (`build.rs` checks that the data agrees), so it isn't written.
static COMPILED: &str = include_str!(concat!(env!("OUT_DIR"), "/catalogue.txt"));

/// The sets cards were first printed in: `code TAB name TAB year` lines (`data/sets.tsv`,
/// checked by `build.rs`: every catalogue card's first set is there).
static SETS: &str = include_str!(concat!(env!("OUT_DIR"), "/sets.txt"));

/// A set a card was first printed in, as its caption names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Set {
    pub code: &'static str,
    /// Its English name ("Apocalypse").
    pub name: &'static str,
    /// Its year of release; `None` for a set of several years' cards (Happy Holidays).
    pub year: Option<u16>,
}

/// The set of this code, if a catalogue card was first printed in it (a custom card's
/// set is whatever the user typed: `None` unless it is one of these).
pub fn set(code: &str) -> Option<Set> {
    SETS.lines().find_map(|line| {
        let mut f = line.split('\t');
        let (c, name, year) = (f.next()?, f.next()?, f.next()?);
        (c == code).then(|| Set {
            code: c,
            name,
            year: year.parse().ok(),
        })
    })
}

/// One card of the compiled text: its name and slug (read off the record's face names,
/// without parsing a cost or a type line), and the card, read on first use.
struct Entry {
    text: &'static str,
    name: String,
    slug: String,
    card: OnceLock<Option<Card>>,
}

impl Entry {
    /// The card, read (once) from its record.
    fn card(&'static self) -> Option<&'static Card> {
        self.card.get_or_init(|| record(self.text)).as_ref()
    }
}

/// The records, in the compiled order (by name), each with its name and slug.
fn entries() -> &'static [Entry] {
    static ENTRIES: OnceLock<Vec<Entry>> = OnceLock::new();
    ENTRIES.get_or_init(|| {
        COMPILED
            .split_terminator('\x1e')
            .map(|text| {
                // The face names: the fourth field of each face's four, after the three
                // fields of the card.
                let names: Vec<&str> = text.split('\x1f').skip(3).step_by(4).collect();
                let name = names.join(" // ");
                Entry {
                    text,
                    slug: slug(&name),
                    name,
                    card: OnceLock::new(),
                }
            })
            .collect()
    })
}

/// How many cards the catalogue has (none of them read for it).
pub fn len() -> usize {
    entries().len()
}

/// How many cards have been read so far (a test checks that a link's card is read alone).
#[doc(hidden)]
pub fn cards_read() -> usize {
    entries().iter().filter(|e| e.card.get().is_some()).count()
}

/// The card of this exact name ("Fire // Ice"), only that card read; `None` for a name the
/// catalogue doesn't have (no suggestions made: see [`find`]).
pub fn by_name(name: &str) -> Option<&'static Card> {
    entries()
        .iter()
        .find(|e| e.name == name)
        .and_then(Entry::card)
}

/// Every card, sorted by name (every record read).
pub fn all() -> &'static [&'static Card] {
    static CARDS: OnceLock<Vec<&'static Card>> = OnceLock::new();
    CARDS.get_or_init(|| entries().iter().filter_map(Entry::card).collect())
}

/// One compiled record. `None` only if the record is malformed, which `build.rs` rules out
/// (and a test checks that every record reads).
fn record(text: &'static str) -> Option<Card> {
    let mut fields = text.split('\x1f');
    let kind = match fields.next()? {
        "split" => Kind::Split,
        "fuse" => Kind::Fuse,
        "room" => Kind::Room,
        "other" => Kind::Unofficial,
        other => Kind::Aftermath {
            face: other.strip_prefix("aftermath:")?.parse().ok()?,
        },
    };
    let printings: Vec<Cow<'static, str>> = fields
        .next()?
        .split_whitespace()
        .map(Cow::Borrowed)
        .collect();
    // The first printing; "?" for a card never printed.
    let first_set = printings.first().cloned().unwrap_or(Cow::Borrowed("?"));
    let foreign: Vec<&'static str> = fields.next()?.split('\x1d').collect();
    let foreign_names = foreign
        .chunks_exact(2)
        .map(|pair| ForeignName {
            lang: Cow::Borrowed(pair[0]),
            name: Cow::Borrowed(pair[1]),
        })
        .collect();
    let rest: Vec<&'static str> = fields.collect();
    if !rest.len().is_multiple_of(4) {
        return None;
    }
    let faces = rest
        .chunks_exact(4)
        .map(|f| {
            Some(Face {
                name: Cow::Borrowed(f[0]),
                mana_cost: match f[1] {
                    "" => None,
                    cost => Some(frozen_cost(ManaCost::parse(cost).ok()?)),
                },
                // No printed split card has one (`build.rs` refuses it in the data).
                color_indicator: ColorSet::COLORLESS,
                type_line: frozen_type_line(TypeLine::parse(f[2]).ok()?),
                oracle_text: Cow::Borrowed(f[3]),
            })
        })
        .collect::<Option<Vec<Face>>>()?;
    let name: Vec<&str> = faces.iter().map(|f| f.name.as_ref()).collect();
    let name = name.join(" // ");
    Some(Card {
        slug: Cow::Owned(slug(&name)),
        name: Cow::Owned(name),
        kind,
        faces: Cow::Owned(faces),
        first_set,
        printings: Cow::Owned(printings),
        foreign_names: Cow::Owned(foreign_names),
    })
}

/// A list made `'static`: the catalogue is built once and kept for the whole run (a
/// static), so its lists are never freed anyway. Borrowed, a face's cost and type line
/// are cloned into every set of characteristics without copying.
fn freeze<T: Clone>(list: Cow<'static, [T]>) -> Cow<'static, [T]> {
    match list {
        Cow::Owned(v) => Cow::Borrowed(Box::leak(v.into_boxed_slice())),
        borrowed => borrowed,
    }
}

fn frozen_cost(cost: ManaCost) -> ManaCost {
    ManaCost {
        symbols: freeze(cost.symbols),
    }
}

fn frozen_type_line(line: TypeLine) -> TypeLine {
    TypeLine {
        supertypes: freeze(line.supertypes),
        types: freeze(line.types),
        subtypes: freeze(line.subtypes),
    }
}

/// The card with this slug (only that card read).
pub fn by_slug(s: &str) -> Option<&'static Card> {
    entries().iter().find(|e| e.slug == s)?.card()
}

/// Finds a card by full name ("Fire // Ice"), slug ("fire-ice"), a face name ("Ice") or a
/// printed foreign name, case-insensitively. Unknown names suggest the closest ones.
pub fn find(query: &str) -> Result<&'static Card, EngineError> {
    let q = query.trim();
    let lower = lowercase(q);
    let q_slug = slug(q);
    // By the whole name or the slug, only that card read.
    if let Some(c) = entries()
        .iter()
        .find(|e| lowercase(&e.name) == lower || (!q_slug.is_empty() && e.slug == q_slug))
        .and_then(Entry::card)
    {
        return Ok(c);
    }
    let by_face: Vec<&'static Card> = all()
        .iter()
        .copied()
        .filter(|c| {
            c.faces
                .iter()
                .any(|f| lowercase(&f.name) == lower || slug(&f.name) == q_slug)
                || c.foreign_names.iter().any(|f| {
                    lowercase(&f.name) == lower
                        || f.name.split(" // ").any(|n| lowercase(n) == lower)
                })
        })
        .collect();
    match by_face.as_slice() {
        [one] => Ok(one),
        [] => Err(EngineError::UnknownCard {
            query: q.to_string(),
            suggestions: suggest(q, 3).iter().map(|c| c.name.to_string()).collect(),
        }),
        many => Err(EngineError::AmbiguousCard {
            query: q.to_string(),
            candidates: many.iter().map(|c| c.name.to_string()).collect(),
        }),
    }
}

/// The catalogue card a piece of text names, as another app shares it (the installed
/// app's share target): a name as [`find`] reads it ("Fire // Ice", "ice", "Feu // Glace",
/// a slug), a Scryfall card address (`https://scryfall.com/card/dgm/123/alive-well`, its
/// last part a card's slug), or a sentence with a card's whole name in it ("Look at Fire //
/// Ice!"), or with a half's name that only one card has. The longest name found wins;
/// `None` when no card is named, or a half's name is more than one card's.
pub fn named_in(text: &str) -> Option<&'static Card> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if let Ok(card) = find(text) {
        return Some(card);
    }
    // A Scryfall address: /card/<set>/<number>/<name>.
    for word in text.split_whitespace() {
        if let Some((_, path)) = word.split_once("scryfall.com/card/") {
            let path = path.split(['?', '#']).next().unwrap_or_default();
            if let Some(card) = path.split('/').nth(2).and_then(by_slug) {
                return Some(card);
            }
        }
    }
    // A name inside the text, compared as slugs between word boundaries.
    let words = format!("-{}-", slug(text));
    let within = |name: &str| {
        let name = slug(name);
        (!name.is_empty() && words.contains(&format!("-{name}-"))).then_some(name.len())
    };
    // Each card with the longest of its `names` found in the text, the longest first.
    let found = |names: fn(&'static Card) -> Vec<&'static str>| {
        let mut found: Vec<(usize, &'static Card)> = all()
            .iter()
            .filter_map(|c| Some((names(c).into_iter().filter_map(within).max()?, *c)))
            .collect();
        found.sort_by_key(|(len, _)| std::cmp::Reverse(*len));
        found
    };
    // A whole name (English, French or German) first.
    let whole = found(|c| {
        std::iter::once(c.name.as_ref())
            .chain(c.foreign_names.iter().map(|f| f.name.as_ref()))
            .collect()
    });
    if let Some((_, card)) = whole.first() {
        return Some(card);
    }
    // Then a half's name, if only one card has the longest found.
    let mut halves = found(|c| {
        c.faces
            .iter()
            .map(|f| f.name.as_ref())
            .chain(c.foreign_names.iter().flat_map(|f| f.name.split(" // ")))
            .collect()
    });
    let best = halves.first()?.0;
    halves.retain(|(len, _)| *len == best);
    match halves.as_slice() {
        [(_, card)] => Some(card),
        _ => None,
    }
}

/// At most `n` cards whose names are close to `query`, closest first (ties in catalogue
/// order). Names are compared as slugs (so `fier-ice`, "Fier // Ice" and "fier ice" are the
/// same typo): the full name, each face and each printed French or German name, or the
/// beginning of one (one edit more: a name typed in part). Close means at most one edit per
/// four characters of the query (at least one; a swap of two neighbours is one edit): a
/// query shorter than three characters, or close to no card, gets nothing rather than
/// unrelated names. The halves named in another order are close too: the exact words of a
/// name in any order (`ice-fire`, `why-who-what-when-where`), or close to the halves the
/// other way round (`ise-fire`).
pub fn suggest(query: &str, n: usize) -> Vec<&'static Card> {
    let q: Vec<char> = slug(query).chars().take(64).collect();
    if q.len() < 3 {
        return Vec::new();
    }
    let allowed = (q.len() / 4).max(1);
    let q_slug: String = q.iter().collect();
    let mut best: Vec<(usize, &'static Card)> = Vec::with_capacity(n + 1);
    for &c in all() {
        if same_words(&c.slug, &q_slug) {
            let at = best.partition_point(|b| b.0 == 0);
            best.insert(at, (0, c));
            best.truncate(n);
            continue;
        }
        let reversed: Vec<&str> = c.faces.iter().rev().map(|f| f.name.as_ref()).collect();
        let reversed = reversed.join(" ");
        let names = std::iter::once(c.name.as_ref())
            .chain(std::iter::once(reversed.as_str()))
            .chain(c.faces.iter().map(|f| f.name.as_ref()))
            .chain(
                c.foreign_names
                    .iter()
                    .flat_map(|f| std::iter::once(f.name.as_ref()).chain(f.name.split(" // "))),
            );
        let Some(d) = names.map(|name| closeness(&q, &slug(name))).min() else {
            continue;
        };
        // The `n` best in order, kept while walking (n is a handful; no sort needed).
        let at = best.partition_point(|b| b.0 <= d);
        if d <= allowed && at < n {
            best.insert(at, (d, c));
            best.truncate(n);
        }
    }
    best.into_iter().map(|(_, c)| c).collect()
}

/// Whether two slugs have the same words, in any order (`ice-fire`, `fire-ice`). (A handful
/// of words: each is looked for and struck off, with no sort routine in the build for it.)
fn same_words(a: &str, b: &str) -> bool {
    let mut left: Vec<&str> = a.split('-').collect();
    for word in b.split('-') {
        match left.iter().position(|w| *w == word) {
            Some(i) => {
                left.swap_remove(i);
            }
            None => return false,
        }
    }
    left.is_empty()
}

/// Edits from `q` to `name`, or to a beginning of `name` plus one (a name typed in part).
fn closeness(q: &[char], name: &str) -> usize {
    let name: Vec<char> = name.chars().take(64).collect();
    let row = edits_to_beginnings(q, &name);
    let whole = row[name.len()];
    row.into_iter()
        .min()
        .map_or(whole, |part| whole.min(part + 1))
}

/// Edits from `a` to each beginning of `b` (`[i]`: to its first `i` chars), counting a
/// swap of two neighbours as one (optimal string alignment). Callers bound both sides to
/// 64 chars, so hostile input can't make it slow.
fn edits_to_beginnings(a: &[char], b: &[char]) -> Vec<usize> {
    // Three rows: two back (for a swap), one back, this one.
    let mut back2: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            let mut d = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && *ca == b[j - 1] && a[i - 1] == *cb {
                d = d.min(back2[j - 1] + 1);
            }
            cur[j + 1] = d;
        }
        std::mem::swap(&mut back2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_text_names_a_card_by_name_scryfall_address_or_a_name_inside_it() {
        let named = |t: &str| named_in(t).map(|c| c.name.to_string());
        assert_eq!(named("Fire // Ice").as_deref(), Some("Fire // Ice"));
        assert_eq!(named("  alive-well ").as_deref(), Some("Alive // Well"));
        assert_eq!(
            named("https://scryfall.com/card/dgm/121/alive-well?utm_source=app").as_deref(),
            Some("Alive // Well")
        );
        assert_eq!(
            named("Have you seen https://scryfall.com/card/akh/210/destined-lead ?").as_deref(),
            Some("Destined // Lead")
        );
        assert_eq!(
            named("What is the mana value of Fire // Ice in my graveyard?").as_deref(),
            Some("Fire // Ice")
        );
        assert_eq!(
            named("Feu // Glace, c'est quoi ?").as_deref(),
            Some("Fire // Ice")
        );
        // A half's name that one card has; whole words only.
        assert_eq!(
            named("how does Destined work").as_deref(),
            Some("Destined // Lead")
        );
        assert_eq!(named("Fireball and Iceberg"), None);
        // "Fire" is a half of Fire // Ice and of Start // Fire: no one card is named.
        assert_eq!(named("cast Fire from the graveyard"), None);
        assert_eq!(named("nothing at all"), None);
        assert_eq!(named(""), None);
    }

    #[test]
    fn every_compiled_record_reads() {
        let records = COMPILED.split_terminator('\x1e').count();
        assert!(records > 100, "{records} records");
        assert_eq!(all().len(), records, "a compiled record failed to read");
        for c in all() {
            assert!(c.faces.len() >= 2, "{}", c.name);
            let joined: Vec<&str> = c.faces.iter().map(|f| f.name.as_ref()).collect();
            assert_eq!(joined.join(" // "), c.name);
        }
    }

    fn suggested(query: &str) -> Vec<&'static str> {
        suggest(query, 3).iter().map(|c| c.name.as_ref()).collect()
    }

    #[test]
    fn typical_typos_suggest_the_right_card_first() {
        for (typo, card) in [
            ("fier-ice", "Fire // Ice"),
            ("destind-lead", "Destined // Lead"),
            ("fire-ise", "Fire // Ice"),
            ("bottomless-pool", "Bottomless Pool // Locker Room"),
            ("alive-wel", "Alive // Well"),
            ("fier", "Fire // Ice"),
            ("destind", "Destined // Lead"),
            ("Fier // Ice", "Fire // Ice"),
            ("feur//eis", "Fire // Ice"),
            ("lockr-room", "Bottomless Pool // Locker Room"),
            ("botomless", "Bottomless Pool // Locker Room"),
            ("dawnn", "Dusk // Dawn"),
            // The halves in another order.
            ("ice-fire", "Fire // Ice"),
            ("Ice // Fire", "Fire // Ice"),
            ("ise-fire", "Fire // Ice"),
            ("lead-destined", "Destined // Lead"),
            (
                "locker-room-bottomless-pool",
                "Bottomless Pool // Locker Room",
            ),
            (
                "why-who-what-when-where",
                "Who // What // When // Where // Why",
            ),
        ] {
            assert_eq!(
                suggested(typo).first(),
                Some(&card),
                "{typo}: {:?}",
                suggested(typo)
            );
        }
        // Ties keep the catalogue's order: the same answer every time.
        assert_eq!(suggested("fier"), ["Fire // Ice", "Start // Fire"]);
    }

    #[test]
    fn clearly_unrelated_cards_are_not_suggested() {
        for q in [
            "spark-frost",
            "nope",
            "no-such-card",
            "xyzzy",
            "zq",
            "",
            "-",
            "//",
        ] {
            assert_eq!(suggested(q), Vec::<&str>::new(), "{q}");
        }
        match find("spark-frost") {
            Err(EngineError::UnknownCard { suggestions, .. }) => {
                assert!(suggestions.is_empty(), "{suggestions:?}")
            }
            other => panic!("{other:?}"),
        }
        for q in ["fier-ice", "ice-fire"] {
            match find(q) {
                Err(EngineError::UnknownCard { suggestions, .. }) => {
                    assert_eq!(suggestions, ["Fire // Ice"], "{q}")
                }
                other => panic!("{q}: {other:?}"),
            }
        }
    }

    #[test]
    fn edit_distance_basics() {
        let edit_distance = |a: &str, b: &str| {
            let a: Vec<char> = a.chars().collect();
            let b: Vec<char> = b.chars().collect();
            edits_to_beginnings(&a, &b)[b.len()]
        };
        assert_eq!(edit_distance("fire", "fire"), 0);
        // A swap of two neighbours is one edit (optimal string alignment).
        assert_eq!(edit_distance("fier", "fire"), 1);
        assert_eq!(edit_distance("abc", "ca"), 3);
        assert_eq!(edit_distance("", "ice"), 3);
    }
}
