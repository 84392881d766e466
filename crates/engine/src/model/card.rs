//! The card model: an N-part split card and its faces, as printed.
//!
//! [`Card`]: its name, slug, [`Kind`], faces, first set, printings and printed foreign
//! names.
//! [`Face`]: its name, optional [`ManaCost`] (none at all is not {0}), color indicator,
//! [`TypeLine`] and Oracle text. N faces, not two: Who // What // When // Where // Why has
//! five. [`Kind`] is the layout: `Split`, `Fuse`, `Aftermath { face }`, `Room` or
//! `Unofficial`. [`slug()`] makes the word a name has in URLs and the CLI.
//!
//! This is raw printed data. Only `rules::characteristics()` turns it into what the game
//! sees; nothing else reads faces to answer a rules question. Also compiled into `build.rs`
//! (the catalogue check), so it refers to nothing outside itself, `crate::model::color`,
//! `crate::model::mana`, `crate::model::typeline` and `crate::model::text`.
//!
//! **Invariant: card data is data.** No per-card Rust, no `match` on card names: behaviour
//! comes from the layout ([`Kind`]) and the faces.

use std::borrow::Cow;

use crate::model::color::ColorSet;
use crate::model::mana::ManaCost;
use crate::model::typeline::TypeLine;

/// The layout of a split card (rule 709 and the keyword rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A classic split card: cast one half (709.3).
    Split,
    /// Dragon's Maze fuse: both halves may be cast together from hand (702.102).
    Fuse,
    /// Amonkhet aftermath: the face at `face` can be cast only from a graveyard (702.127).
    Aftermath { face: usize },
    /// Duskmourn Room: a split permanent with a shared type line and doors (709.5).
    Room,
    /// Un- and playtest cards with three or more parts (709.1 stretched; unofficial).
    Unofficial,
}

impl Kind {
    /// The short word used in the data file, the CLI and URLs.
    pub fn slug(self) -> &'static str {
        match self {
            Kind::Split => "split",
            Kind::Fuse => "fuse",
            Kind::Aftermath { .. } => "aftermath",
            Kind::Room => "room",
            Kind::Unofficial => "other",
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Kind::Split => "split card",
            Kind::Fuse => "split card with fuse",
            Kind::Aftermath { .. } => "split card with aftermath",
            Kind::Room => "Room (split enchantment)",
            Kind::Unofficial => "unofficial multi-part split card",
        }
    }
}

/// One face ("half") of a split card, as printed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Face {
    pub name: Cow<'static, str>,
    /// `None` when the face has no mana cost at all (not even {0}).
    pub mana_cost: Option<ManaCost>,
    /// The colors of its color indicator (204.1), printed by the type line: a face is these
    /// colors besides its mana cost's (202.2e). Colorless when it has none.
    pub color_indicator: ColorSet,
    pub type_line: TypeLine,
    pub oracle_text: Cow<'static, str>,
}

/// A printed name in another language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ForeignName {
    /// BCP 47 language tag: "fr", "de".
    pub lang: Cow<'static, str>,
    pub name: Cow<'static, str>,
}

/// A split card: two or more faces on one card (709.1, 709.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// Faces joined by " // ": "Fire // Ice".
    pub name: Cow<'static, str>,
    /// See [`slug`].
    pub slug: Cow<'static, str>,
    pub kind: Kind,
    pub faces: Cow<'static, [Face]>,
    /// Set code of the first printing, "?" when unknown.
    pub first_set: Cow<'static, str>,
    pub printings: Cow<'static, [Cow<'static, str>]>,
    pub foreign_names: Cow<'static, [ForeignName]>,
}

impl Card {
    /// More than two parts: Un- and playtest territory (709.1 speaks of two).
    pub fn is_unofficial(&self) -> bool {
        self.faces.len() > 2 || self.kind == Kind::Unofficial
    }

    /// The index of the face that has aftermath, if any.
    pub fn aftermath_face(&self) -> Option<usize> {
        match self.kind {
            Kind::Aftermath { face } => Some(face),
            _ => None,
        }
    }

    pub fn is_room(&self) -> bool {
        self.kind == Kind::Room
    }

    pub fn has_fuse(&self) -> bool {
        self.kind == Kind::Fuse
    }

    /// The half a printed French or German half name names ("Glace" → Ice's index), with
    /// the name as printed; `lowered` is the typed name in lower case (`text::lowercase`).
    pub fn foreign_face(&self, lowered: &str) -> Option<(usize, &str)> {
        self.foreign_names.iter().find_map(|foreign| {
            let parts: Vec<&str> = foreign.name.split(" // ").collect();
            if parts.len() != self.faces.len() {
                return None;
            }
            parts
                .iter()
                .position(|p| crate::model::text::lowercase(p) == lowered)
                .map(|i| (i, parts[i]))
        })
    }

    /// The card's name in `lang`, falling back to the English name.
    pub fn localized_name(&self, lang: &str) -> &str {
        self.foreign_names
            .iter()
            .find(|f| f.lang.eq_ignore_ascii_case(lang))
            .map(|f| f.name.as_ref())
            .unwrap_or(&self.name)
    }
}

/// The URL and CLI slug of a name: lowercase, apostrophes dropped, every other run of
/// non-alphanumerics becomes "-", trimmed. "Dollmaker's Shop // Porcelain Gallery" →
/// "dollmakers-shop-porcelain-gallery".
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut pending_dash = false;
    for ch in name.chars() {
        if ch == '\'' || ch == '’' {
            continue;
        }
        if ch.is_alphanumeric() {
            if pending_dash && !out.is_empty() {
                out.push('-');
            }
            pending_dash = false;
            out.push(crate::model::text::lower(ch));
        } else {
            pending_dash = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn slugs_follow_the_documented_rule() {
        assert_eq!(slug("Fire // Ice"), "fire-ice");
        assert_eq!(
            slug("Dollmaker's Shop // Porcelain Gallery"),
            "dollmakers-shop-porcelain-gallery"
        );
        assert_eq!(
            slug("Who // What // When // Where // Why"),
            "who-what-when-where-why"
        );
        assert_eq!(
            slug("  Walk-In Closet // Forgotten Cellar "),
            "walk-in-closet-forgotten-cellar"
        );
        assert_eq!(slug("Widow’s Walk"), "widows-walk");
    }
}
