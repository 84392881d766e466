//! The card catalogue: every split card, compiled in from `data/cards.json` by `build.rs`
//! (checked there with the engine's own parsers). Loading costs nothing at run time.

use crate::card::{slug, Card};
use crate::error::EngineError;

// Names the generated code uses; a data file without, say, any hybrid symbol leaves some
// unused.
#[allow(unused_imports)]
use {
    crate::card::{Face, ForeignName, Kind},
    crate::color::Color,
    crate::mana::{ManaCost, ManaSymbol},
    crate::typeline::{CardType, Supertype, TypeLine},
    std::borrow::Cow,
};

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// Every card, sorted by name.
pub fn all() -> &'static [Card] {
    CARDS
}

/// The card with this slug.
pub fn by_slug(s: &str) -> Option<&'static Card> {
    CARDS.iter().find(|c| c.slug == s)
}

/// Finds a card by full name ("Fire // Ice"), slug ("fire-ice"), a face name ("Ice") or a
/// printed foreign name, case-insensitively. Unknown names suggest the closest ones.
pub fn find(query: &str) -> Result<&'static Card, EngineError> {
    let q = query.trim();
    let lower = q.to_lowercase();
    let q_slug = slug(q);
    if let Some(c) = CARDS
        .iter()
        .find(|c| c.name.to_lowercase() == lower || (!q_slug.is_empty() && c.slug == q_slug))
    {
        return Ok(c);
    }
    let by_face: Vec<&'static Card> = CARDS
        .iter()
        .filter(|c| {
            c.faces
                .iter()
                .any(|f| f.name.to_lowercase() == lower || slug(&f.name) == q_slug)
                || c.foreign_names.iter().any(|f| {
                    f.name.to_lowercase() == lower
                        || f.name.split(" // ").any(|n| n.to_lowercase() == lower)
                })
        })
        .collect();
    match by_face.as_slice() {
        [one] => Ok(one),
        [] => Err(EngineError::UnknownCard {
            query: q.to_string(),
            suggestions: suggest(q, 3),
        }),
        many => Err(EngineError::AmbiguousCard {
            query: q.to_string(),
            candidates: many.iter().map(|c| c.name.to_string()).collect(),
        }),
    }
}

/// The `n` card names closest to `query` (by edit distance to the full name or any face).
pub fn suggest(query: &str, n: usize) -> Vec<String> {
    let q = query.to_lowercase();
    let mut scored: Vec<(usize, &str)> = CARDS
        .iter()
        .map(|c| {
            let best = std::iter::once(c.name.as_ref())
                .chain(c.faces.iter().map(|f| f.name.as_ref()))
                .map(|name| edit_distance(&q, &name.to_lowercase()))
                .min()
                .unwrap_or(usize::MAX);
            (best, c.name.as_ref())
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(n)
        .map(|(_, n)| n.to_string())
        .collect()
}

/// Levenshtein distance over chars, bounded to 64 chars of each side so hostile input
/// can't make it slow.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(64).collect();
    let b: Vec<char> = b.chars().take(64).collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_basics() {
        assert_eq!(edit_distance("fire", "fire"), 0);
        assert_eq!(edit_distance("fier", "fire"), 2);
        assert_eq!(edit_distance("", "ice"), 3);
    }
}
