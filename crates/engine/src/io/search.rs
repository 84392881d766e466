//! Catalogue search: name words plus a Scryfall-like subset.
//!
//! `is:split|fuse|aftermath|room|other`, `mv<=4` `mv=3` `mv>5` (the combined mana value,
//! 709.4b), `c:u` `c:ur` (has at least these colors), `c=ur` (exactly), `c:c` (colorless),
//! `c:m` (multicolored), `t:instant` (type line), `o:"draw a card"` (rules text), `-` to
//! negate. Values are read through [`crate::rules::characteristics::characteristics()`] in the library, never from
//! raw faces. A name word with `/` in it (`fire//ice`) needs each part in the card's names.
//! This is the picker's query language.
//!
//! [`did_you_mean`]: for a query of name words only, `catalogue::suggest`'s names — so the
//! picker's "Did you mean" and a bad link's are one.

use crate::error::{EngineError, Field};
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::model::color::ColorSet;
use crate::model::text::lowercase;
use crate::rules::characteristics::{characteristics, CharacteristicSet};
use crate::rules::situation::{Situation, Zone};

#[derive(Clone, Debug, PartialEq, Eq)]
enum Cmp {
    Lt,
    Le,
    Eq,
    Ge,
    Gt,
    Ne,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Term {
    Name(String),
    Kind(String),
    ManaValue(Cmp, u32),
    ColorsAtLeast(ColorSet),
    ColorsExactly(ColorSet),
    ColorsAtMost(ColorSet),
    Colorless,
    Multicolored,
    Type(String),
    Oracle(String),
}

/// A parsed query: all terms must hold (each possibly negated).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Query {
    terms: Vec<(bool, Term)>,
}

const MAX_QUERY: usize = 500;

fn bad(value: &str, expected: Msg) -> EngineError {
    EngineError::BadValue {
        what: Field::SearchTerm,
        value: value.to_string(),
        expected,
    }
}

/// `term` is no term of the query language (an unknown key, a key with no value, a "-"
/// negating nothing): the error names it and lists the language's terms.
fn not_a_term(term: &str) -> EngineError {
    bad(
        term,
        msg(
            "ex-search-term",
            [
                (
                    "syntax",
                    words("is:, mv (mv<=4), c: (c:ur), t: (t:instant), o: (o:\"draw a card\")"),
                ),
                ("minus", words("-")),
            ],
        ),
    )
}

/// Language-neutral words of the query language (`c:ur`, `mv<=4`).
fn words(s: &str) -> Arg {
    Arg::Text(s.into())
}

/// One of a few query words: "is:room or is:other", "is:room ou is:other".
fn alternatives(items: &[&str]) -> Msg {
    msg(
        "plain",
        [(
            "text",
            Arg::Alternatives(items.iter().map(|s| s.to_string()).collect()),
        )],
    )
}

/// Splits on whitespace, keeping "quoted phrases" (and key:"quoted values") together.
fn tokens(input: &str) -> Result<Vec<String>, EngineError> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for ch in input.chars() {
        match ch {
            '"' | '“' | '”' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if quoted {
        return Err(bad(
            input,
            msg("ex-closing-quote", [("quote", words("\""))]),
        ));
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    Ok(out)
}

impl Query {
    /// Parses a query. Errors name the bad term and what would be right.
    pub fn parse(input: &str) -> Result<Query, EngineError> {
        if input.chars().count() > MAX_QUERY {
            // The value is the query's beginning, marked as cut.
            let start: String = input.chars().take(40).collect();
            return Err(bad(
                &format!("{start}…"),
                msg(
                    "ie-at-most-characters",
                    [("max", Arg::Num(MAX_QUERY as u32))],
                ),
            ));
        }
        let mut terms = Vec::new();
        for tok in tokens(input)? {
            // A "-" with nothing after it (or only more "-") negates nothing: an error, as
            // a key without a value is, rather than a term that quietly matches every card.
            if tok.chars().all(|c| c == '-') {
                return Err(not_a_term(&tok));
            }
            let (neg, body) = match tok.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, tok.as_str()),
            };
            terms.push((neg, Query::term(body)?));
        }
        Ok(Query { terms })
    }

    fn term(body: &str) -> Result<Term, EngineError> {
        let lower = lowercase(body);
        for (op, cmp) in [
            ("<=", Cmp::Le),
            (">=", Cmp::Ge),
            ("!=", Cmp::Ne),
            ("<", Cmp::Lt),
            (">", Cmp::Gt),
            ("=", Cmp::Eq),
            (":", Cmp::Eq),
        ] {
            if let Some((key, value)) = lower.split_once(op) {
                if key.is_empty() || key.contains(['<', '>', '=', ':', '!']) {
                    continue;
                }
                return Query::keyed(body, key, cmp, op, value);
            }
        }
        Ok(Term::Name(lower))
    }

    fn keyed(body: &str, key: &str, cmp: Cmp, op: &str, value: &str) -> Result<Term, EngineError> {
        // A key with nothing after it (`c:`, `t:`, `mv<=`, `o:""`) asks nothing: the same
        // error for every key, naming the term and the terms there are.
        if value.is_empty() {
            return Err(not_a_term(body));
        }
        match key {
            "is" => match value {
                "split" | "fuse" | "aftermath" | "room" | "other" => Ok(Term::Kind(value.into())),
                "unofficial" => Ok(Term::Kind("other".into())),
                _ => Err(bad(
                    body,
                    alternatives(&["is:split", "is:fuse", "is:aftermath", "is:room", "is:other"]),
                )),
            },
            "mv" | "cmc" | "manavalue" => value
                .parse::<u32>()
                .map(|n| Term::ManaValue(cmp, n))
                .map_err(|_| {
                    bad(
                        body,
                        msg(
                            "ex-whole-number",
                            vec![("a", words("mv<=4")), ("b", words("mv=3"))],
                        ),
                    )
                }),
            "c" | "color" | "colors" => {
                let colors = match value {
                    "c" | "colorless" => return Ok(Term::Colorless),
                    "m" | "multicolor" | "multicolored" => return Ok(Term::Multicolored),
                    v => ColorSet::from_letters(v).ok_or_else(|| {
                        bad(
                            body,
                            msg(
                                "ex-color-letters",
                                vec![
                                    ("letters", words("w u b r g")),
                                    ("c", words("c")),
                                    ("m", words("m")),
                                ],
                            ),
                        )
                    })?,
                };
                match (op, cmp) {
                    (":", _) | (_, Cmp::Ge) => Ok(Term::ColorsAtLeast(colors)),
                    (_, Cmp::Eq) => Ok(Term::ColorsExactly(colors)),
                    (_, Cmp::Le) => Ok(Term::ColorsAtMost(colors)),
                    _ => Err(bad(body, alternatives(&["c:ur", "c=ur", "c>=ur", "c<=ur"]))),
                }
            }
            "t" | "type" => Ok(Term::Type(value.into())),
            "o" | "oracle" => Ok(Term::Oracle(value.into())),
            _ => Err(not_a_term(body)),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// Does the card match? Reads the card as it is in the library (combined, 709.4).
    /// Name and kind terms are read off the card itself and checked first; the card's
    /// characteristics are worked out only when a term needs them, at most once.
    pub fn matches(&self, card: &Card) -> bool {
        let printed = |term: &Term| matches!(term, Term::Name(_) | Term::Kind(_));
        let cheap = self.terms.iter().filter(|(_, t)| printed(t));
        if !cheap
            .into_iter()
            .all(|(neg, term)| printed_matches(card, term) != *neg)
        {
            return false;
        }
        let mut rest = self.terms.iter().filter(|(_, t)| !printed(t)).peekable();
        if rest.peek().is_none() {
            return true;
        }
        let Ok(chars) = characteristics(card, &Situation::in_zone(Zone::Library)) else {
            return false;
        };
        let set = chars.primary();
        rest.all(|(neg, term)| term_matches(set, term) != *neg)
    }
}

/// A term read off the printed card: words of its names, its kind. A word with `/` in it
/// is a name typed without spaces around its slashes ("fire//ice", "Feuer//Eis"): each
/// part must be in the card's names.
fn printed_matches(card: &Card, term: &Term) -> bool {
    let has = |w: &str| {
        lowercase(&card.name).contains(w)
            || card.slug.contains(w)
            || card
                .foreign_names
                .iter()
                .any(|f| lowercase(&f.name).contains(w))
    };
    match term {
        Term::Name(w) => w.split('/').filter(|p| !p.is_empty()).all(has),
        Term::Kind(k) => card.kind.slug() == k,
        _ => false,
    }
}

/// A term read off the card's characteristics in the library.
fn term_matches(set: &CharacteristicSet, term: &Term) -> bool {
    let colors = set.colors.value;
    match term {
        Term::Name(_) | Term::Kind(_) => false,
        Term::ManaValue(cmp, n) => {
            let mv = set.mana_value.value;
            match cmp {
                Cmp::Lt => mv < *n,
                Cmp::Le => mv <= *n,
                Cmp::Eq => mv == *n,
                Cmp::Ge => mv >= *n,
                Cmp::Gt => mv > *n,
                Cmp::Ne => mv != *n,
            }
        }
        Term::ColorsAtLeast(c) => colors.contains_all(*c),
        Term::ColorsExactly(c) => colors == *c,
        Term::ColorsAtMost(c) => c.contains_all(colors),
        Term::Colorless => colors.is_empty(),
        Term::Multicolored => colors.is_multicolored(),
        Term::Type(t) => lowercase(&set.type_line.value.to_string()).contains(t.as_str()),
        Term::Oracle(o) => set
            .rules_text
            .value
            .iter()
            .any(|f| lowercase(&f.text).contains(o.as_str())),
    }
}

/// Every catalogue card matching `input`, in catalogue order.
pub fn search(input: &str) -> Result<Vec<&'static Card>, EngineError> {
    let q = Query::parse(input)?;
    Ok(crate::io::catalogue::all()
        .iter()
        .copied()
        .filter(|c| q.matches(c))
        .collect())
}

/// For a query of name words only (what a search that found nothing is asked): the
/// catalogue's cards with the closest names, as a link naming no card gets them
/// ([`crate::io::catalogue::suggest`]); none for any other query, or when no name is close.
pub fn did_you_mean(input: &str, n: usize) -> Vec<&'static Card> {
    let mut words = Vec::new();
    for (neg, term) in Query::parse(input).map(|q| q.terms).unwrap_or_default() {
        match term {
            Term::Name(w) if !neg => words.push(w),
            _ => return Vec::new(),
        }
    }
    crate::io::catalogue::suggest(&words.join(" "), n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(q: &str) -> Vec<String> {
        match search(q) {
            Ok(v) => v.iter().map(|c| c.name.to_string()).collect(),
            Err(e) => panic!("{q}: {e}"),
        }
    }

    #[test]
    fn printed_terms_and_characteristic_terms_combine_with_negation() {
        let mv4 = names("mv=4");
        let not_ice = names("-ice mv=4");
        assert!(mv4.contains(&"Fire // Ice".to_string()));
        assert!(!not_ice.contains(&"Fire // Ice".to_string()));
        assert_eq!(names("ice mv=4").len() + not_ice.len(), mv4.len());
        let fuse = names("is:fuse");
        let fuse_small = names("is:fuse -mv>5");
        let fuse_big = names("mv>5 is:fuse");
        assert_eq!(fuse_small.len() + fuse_big.len(), fuse.len());
        assert!(fuse_big.contains(&"Down // Dirty".to_string()));
        assert!(names("-is:split -is:fuse -is:aftermath -is:room -is:other").is_empty());
    }

    #[test]
    fn name_words_match_any_face() {
        assert!(names("ice").contains(&"Fire // Ice".to_string()));
        assert!(names("fire ice").contains(&"Fire // Ice".to_string()));
    }

    #[test]
    fn a_full_name_typed_without_spaces_around_the_slashes_finds_the_card() {
        for (q, card) in [
            ("fire//ice", "Fire // Ice"),
            ("Fire//Ice", "Fire // Ice"),
            ("fire/ice", "Fire // Ice"),
            ("fire// ice", "Fire // Ice"),
            ("fire // ice", "Fire // Ice"),
            ("Feuer//Eis", "Fire // Ice"),
            ("feu//glace", "Fire // Ice"),
            ("who//what", "Who // What // When // Where // Why"),
            ("who//what//when", "Who // What // When // Where // Why"),
            (
                "bottomless pool//locker room",
                "Bottomless Pool // Locker Room",
            ),
        ] {
            assert!(names(q).contains(&card.to_string()), "{q}: {:?}", names(q));
        }
        assert_eq!(names("fire//ice"), names("fire ice"));
        // Negated, the whole name is what is left out: Start // Fire has no Ice.
        let not_fire_ice = names("-fire//ice");
        assert!(!not_fire_ice.contains(&"Fire // Ice".to_string()));
        assert!(not_fire_ice.contains(&"Start // Fire".to_string()));
    }

    #[test]
    fn a_misspelt_name_gets_the_suggestions_a_bad_link_gets() {
        let first = |q: &str| did_you_mean(q, 3).first().map(|c| c.name.to_string());
        for (q, card) in [
            ("fier", "Fire // Ice"),
            ("destind", "Destined // Lead"),
            ("fier ice", "Fire // Ice"),
            ("fier//ice", "Fire // Ice"),
            ("Alive Wll", "Alive // Well"),
        ] {
            assert!(names(q).is_empty(), "{q}");
            assert_eq!(first(q).as_deref(), Some(card), "{q}");
        }
        // Only for name words: other terms, a negated word, a bad query or nothing at all
        // suggest nothing; nor does a word close to no card.
        for q in [
            "fier is:fuse",
            "fier mv=4",
            "-fier",
            "c:",
            "",
            "spark frost",
        ] {
            assert!(did_you_mean(q, 3).is_empty(), "{q}");
        }
    }

    #[test]
    fn cr_709_4b_search_uses_combined_mana_value() {
        // Fire // Ice is mana value 4 off the stack, not 2.
        assert!(names("mv=4").contains(&"Fire // Ice".to_string()));
        assert!(!names("mv<=2").contains(&"Fire // Ice".to_string()));
        assert!(names("mv>5 is:fuse").contains(&"Down // Dirty".to_string()));
    }

    #[test]
    fn colors_types_text_and_negation() {
        assert!(names("c:ur").contains(&"Fire // Ice".to_string()));
        assert!(names("c=ur t:instant").contains(&"Fire // Ice".to_string()));
        assert!(!names("c:ur -t:instant").contains(&"Fire // Ice".to_string()));
        assert!(names("o:\"draw a card\"").contains(&"Fire // Ice".to_string()));
        assert!(names("is:room").iter().all(|n| !n.contains("Fire")));
        assert!(names("-is:room").contains(&"Fire // Ice".to_string()));
    }

    #[test]
    fn bad_queries_are_errors() {
        for q in ["is:flip", "mv<=four", "c:purple", "o:\"unclosed", "frob:1"] {
            assert!(search(q).is_err(), "{q}");
        }
    }

    #[test]
    fn an_empty_term_is_an_error_that_names_it_for_every_key() {
        use crate::messages::Lang;
        // The same error as any term the language doesn't have (`t:` always was one): it
        // names the term and lists the terms there are.
        for (q, term) in [
            ("c:", "c:"),
            ("c=", "c="),
            ("color:", "color:"),
            ("t:", "t:"),
            ("type:", "type:"),
            ("o:", "o:"),
            ("o:\"\"", "o:"),
            ("is:", "is:"),
            ("mv<=", "mv<="),
            ("fire -c:", "c:"),
            ("-t:", "t:"),
            ("-", "-"),
            ("fire -", "-"),
            ("--", "--"),
        ] {
            let e = match Query::parse(q) {
                Ok(_) => panic!("{q:?} was taken"),
                Err(e) => e,
            };
            let en = e.render(Lang::En);
            assert!(
                en.starts_with(&format!(
                    "\"{term}\" is not a valid search term; expected name words, is:, mv (mv<=4), c: (c:ur)"
                )),
                "{q:?}: {en}"
            );
            for lang in [Lang::Fr, Lang::De] {
                assert!(e.msg().unfilled(lang).is_empty());
                // In French and German: only where the translations are built in (the web
                // build's engine has them from its language packs).
                #[cfg(feature = "builtin-translations")]
                assert_ne!(e.render(lang), en);
            }
        }
        // Words with a hyphen inside are still name words; "-word" still negates.
        assert!(names("walk-in").contains(&"Walk-In Closet // Forgotten Cellar".to_string()));
        assert!(!names("-fire").contains(&"Fire // Ice".to_string()));
        assert!(Query::parse("").is_ok_and(|q| q.is_empty()));
    }
}
