//! Type lines: supertypes, card types, subtypes (rule 205).
//!
//! [`TypeLine::parse`] never panics; its errors are a typed [`TypeLineProblem`].
//! [`TypeLine::union`] is the type line of halves combined (709.4c).
//!
//! Also compiled into `build.rs`; refers to nothing outside itself but `crate::model::text`. So a
//! problem's translations are `crate::messages`' (`TypeLineProblem::msg`); the English
//! `Display` here is tested to be the English template word for word.

use std::borrow::Cow;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Supertype {
    Basic,
    Legendary,
    Ongoing,
    Snow,
    World,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardType {
    Artifact,
    Battle,
    Conspiracy,
    Creature,
    Dungeon,
    Enchantment,
    Instant,
    Kindred,
    Land,
    Phenomenon,
    Plane,
    Planeswalker,
    Scheme,
    Sorcery,
    Vanguard,
}

impl Supertype {
    pub const ALL: [Supertype; 5] = [
        Supertype::Basic,
        Supertype::Legendary,
        Supertype::Ongoing,
        Supertype::Snow,
        Supertype::World,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Supertype::Basic => "Basic",
            Supertype::Legendary => "Legendary",
            Supertype::Ongoing => "Ongoing",
            Supertype::Snow => "Snow",
            Supertype::World => "World",
        }
    }
}

impl CardType {
    pub const ALL: [CardType; 15] = [
        CardType::Artifact,
        CardType::Battle,
        CardType::Conspiracy,
        CardType::Creature,
        CardType::Dungeon,
        CardType::Enchantment,
        CardType::Instant,
        CardType::Kindred,
        CardType::Land,
        CardType::Phenomenon,
        CardType::Plane,
        CardType::Planeswalker,
        CardType::Scheme,
        CardType::Sorcery,
        CardType::Vanguard,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CardType::Artifact => "Artifact",
            CardType::Battle => "Battle",
            CardType::Conspiracy => "Conspiracy",
            CardType::Creature => "Creature",
            CardType::Dungeon => "Dungeon",
            CardType::Enchantment => "Enchantment",
            CardType::Instant => "Instant",
            CardType::Kindred => "Kindred",
            CardType::Land => "Land",
            CardType::Phenomenon => "Phenomenon",
            CardType::Plane => "Plane",
            CardType::Planeswalker => "Planeswalker",
            CardType::Scheme => "Scheme",
            CardType::Sorcery => "Sorcery",
            CardType::Vanguard => "Vanguard",
        }
    }

    /// Permanent types (rule 110.4): a card with only these can be on the battlefield.
    pub fn is_permanent(self) -> bool {
        matches!(
            self,
            CardType::Artifact
                | CardType::Battle
                | CardType::Creature
                | CardType::Enchantment
                | CardType::Land
                | CardType::Planeswalker
        )
    }

    fn parse(word: &str) -> Option<CardType> {
        if word.eq_ignore_ascii_case("Tribal") {
            // Renamed Kindred in 2024 (rule 308).
            return Some(CardType::Kindred);
        }
        CardType::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(word))
    }
}

impl Supertype {
    fn parse(word: &str) -> Option<Supertype> {
        Supertype::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(word))
    }
}

/// What is wrong with a type line. `Display` is the English sentence; the engine renders it
/// in any language with `messages` (`TypeLineProblem::msg`), which this file can't use: it
/// is also compiled into `build.rs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeLineProblem {
    /// Longer than `max` bytes.
    TooLong {
        max: usize,
    },
    MoreThanOneDash,
    /// A supertype after a card type ("Creature Legendary").
    SupertypeAfterTypes {
        word: String,
    },
    /// A word before the dash that is neither a card type nor a supertype.
    NotAType {
        word: String,
    },
    NoCardType,
    NothingAfterDash,
}

/// The longest type line accepted, in bytes.
pub const MAX_TYPE_LINE_LEN: usize = 500;

/// The card types a type line may name (rule 300.1), as listed in error messages; the
/// words are English in every language, since type lines are.
pub const TYPES_LISTED: &str =
    "Artifact, Creature, Enchantment, Instant, Sorcery, Land, Planeswalker, Battle, Kindred …";

impl fmt::Display for TypeLineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeLineProblem::TooLong { max } => write!(f, "longer than {max} characters"),
            TypeLineProblem::MoreThanOneDash => f.write_str("more than one dash"),
            TypeLineProblem::SupertypeAfterTypes { word } => {
                let word = crate::model::text::quote(word);
                write!(f, "supertype {word} must come before the card types")
            }
            TypeLineProblem::NotAType { word } => write!(
                f,
                "{} is not a card type or supertype (card types: {TYPES_LISTED})",
                crate::model::text::quote(word)
            ),
            TypeLineProblem::NoCardType => f.write_str("no card type (such as Instant or Sorcery)"),
            TypeLineProblem::NothingAfterDash => f.write_str("nothing after the dash"),
        }
    }
}

/// A bad type line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeLineError {
    pub input: String,
    pub problem: TypeLineProblem,
}

impl fmt::Display for TypeLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad type line {}: {}",
            crate::model::text::quote(&self.input),
            self.problem
        )
    }
}

impl std::error::Error for TypeLineError {}

/// A parsed type line: "Legendary Enchantment — Room".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TypeLine {
    pub supertypes: Cow<'static, [Supertype]>,
    pub types: Cow<'static, [CardType]>,
    pub subtypes: Cow<'static, [Cow<'static, str>]>,
}

impl TypeLine {
    /// Parses "Supertypes Types — Subtypes". The separator is an em dash; " - " and "--"
    /// are accepted as typed stand-ins. At least one card type is required.
    pub fn parse(input: &str) -> Result<TypeLine, TypeLineError> {
        let err = |problem: TypeLineProblem| TypeLineError {
            input: input.to_string(),
            problem,
        };
        if input.len() > MAX_TYPE_LINE_LEN {
            return Err(err(TypeLineProblem::TooLong {
                max: MAX_TYPE_LINE_LEN,
            }));
        }
        let normalized = input.replace(" -- ", " — ").replace(" - ", " — ");
        let mut parts = normalized.splitn(2, '—');
        let left = parts.next().unwrap_or("").trim();
        let right = parts.next().map(str::trim);
        if right.is_some_and(|r| r.contains('—')) {
            return Err(err(TypeLineProblem::MoreThanOneDash));
        }
        let mut supertypes = Vec::new();
        let mut types = Vec::new();
        for word in left.split_whitespace() {
            if let Some(s) = Supertype::parse(word) {
                if !types.is_empty() {
                    return Err(err(TypeLineProblem::SupertypeAfterTypes {
                        word: word.to_string(),
                    }));
                }
                if !supertypes.contains(&s) {
                    supertypes.push(s);
                }
            } else if let Some(t) = CardType::parse(word) {
                if !types.contains(&t) {
                    types.push(t);
                }
            } else {
                return Err(err(TypeLineProblem::NotAType {
                    word: word.to_string(),
                }));
            }
        }
        if types.is_empty() {
            return Err(err(TypeLineProblem::NoCardType));
        }
        let subtypes: Vec<Cow<'static, str>> = match right {
            Some("") => return Err(err(TypeLineProblem::NothingAfterDash)),
            Some(r) => r
                .split_whitespace()
                .map(|w| Cow::Owned(w.to_string()))
                .collect(),
            None => Vec::new(),
        };
        Ok(TypeLine {
            supertypes: Cow::Owned(supertypes),
            types: Cow::Owned(types),
            subtypes: Cow::Owned(subtypes),
        })
    }

    pub fn has_type(&self, t: CardType) -> bool {
        self.types.contains(&t)
    }

    pub fn has_subtype(&self, s: &str) -> bool {
        self.subtypes.iter().any(|x| x.eq_ignore_ascii_case(s))
    }

    /// The union of several type lines, each list in first-seen order (rule 709.4c).
    pub fn union<'a>(lines: impl IntoIterator<Item = &'a TypeLine>) -> TypeLine {
        let mut lines = lines.into_iter();
        let Some(first) = lines.next() else {
            return TypeLine::from_lists(Lists::default());
        };
        // Usually the first line already is the union (both halves instants, a Room's
        // doors): then it is cloned, which copies nothing for a catalogue card. The lists
        // are built only once a line adds something.
        let mut merged: Option<Lists> = None;
        if !first.is_duplicate_free() {
            let mut m = Lists::default();
            m.merge(first);
            merged = Some(m);
        }
        for line in lines {
            match merged.as_mut() {
                Some(m) => m.merge(line),
                None if first.contains_all(line) => {}
                None => {
                    let mut m = Lists {
                        supertypes: first.supertypes.to_vec(),
                        types: first.types.to_vec(),
                        subtypes: first.subtypes.to_vec(),
                    };
                    m.merge(line);
                    merged = Some(m);
                }
            }
        }
        match merged {
            None => first.clone(),
            Some(m) => TypeLine::from_lists(m),
        }
    }

    fn from_lists(m: Lists) -> TypeLine {
        TypeLine {
            supertypes: Cow::Owned(m.supertypes),
            types: Cow::Owned(m.types),
            subtypes: Cow::Owned(m.subtypes),
        }
    }

    fn is_duplicate_free(&self) -> bool {
        fn unique<T: PartialEq>(v: &[T]) -> bool {
            v.iter().enumerate().all(|(i, x)| !v[..i].contains(x))
        }
        unique(&self.supertypes) && unique(&self.types) && unique(&self.subtypes)
    }

    fn contains_all(&self, other: &TypeLine) -> bool {
        other.supertypes.iter().all(|s| self.supertypes.contains(s))
            && other.types.iter().all(|t| self.types.contains(t))
            && other.subtypes.iter().all(|s| self.subtypes.contains(s))
    }
}

/// A union of type lines being built, each list in first-seen order.
#[derive(Default)]
struct Lists {
    supertypes: Vec<Supertype>,
    types: Vec<CardType>,
    subtypes: Vec<Cow<'static, str>>,
}

impl Lists {
    /// Adds `line`'s entries not yet in the lists.
    fn merge(&mut self, line: &TypeLine) {
        for s in line.supertypes.iter() {
            if !self.supertypes.contains(s) {
                self.supertypes.push(*s);
            }
        }
        for t in line.types.iter() {
            if !self.types.contains(t) {
                self.types.push(*t);
            }
        }
        for s in line.subtypes.iter() {
            if !self.subtypes.contains(s) {
                self.subtypes.push(s.clone());
            }
        }
    }
}

impl fmt::Display for TypeLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let left: Vec<&str> = self
            .supertypes
            .iter()
            .map(|s| s.name())
            .chain(self.types.iter().map(|t| t.name()))
            .collect();
        f.write_str(&left.join(" "))?;
        if !self.subtypes.is_empty() {
            let subs: Vec<&str> = self.subtypes.iter().map(|s| s.as_ref()).collect();
            write!(f, " — {}", subs.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_room_and_legendary_lines() {
        let t = TypeLine::parse("Enchantment — Room").map_err(|e| e.to_string());
        let t = t.as_ref().map(|t| t.to_string());
        assert_eq!(t.as_deref(), Ok("Enchantment — Room"));
        let t = TypeLine::parse("Legendary Artifact Creature - Golem").map(|t| t.to_string());
        assert_eq!(t.as_deref(), Ok("Legendary Artifact Creature — Golem"));
    }

    #[test]
    fn bad_type_lines_are_errors() {
        for bad in [
            "",
            "Room",
            "Instant —",
            "Creature Legendary",
            "Instant — A — B",
            "Spell",
        ] {
            assert!(TypeLine::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn cr_709_4c_union_keeps_every_type() {
        let a = TypeLine::parse("Instant").map_err(|e| e.to_string());
        let b = TypeLine::parse("Sorcery").map_err(|e| e.to_string());
        let (Ok(a), Ok(b)) = (a, b) else {
            panic!("parse failed")
        };
        assert_eq!(TypeLine::union([&a, &b]).to_string(), "Instant Sorcery");
        assert_eq!(TypeLine::union([&a, &a]).to_string(), "Instant");
    }
}
