//! The plain values a question is made of: the [`Zone`] a card is in, the [`Origin`] a
//! spell was cast from (a zone and whose, [`Owner`]), the [`Mode`] of a cast (one face, or
//! fused) and a Room's unlocked [`Doors`]. Their slugs are the words of links and of the
//! command line.
//!
//! Reading them from a user's words, with the engine's errors for a word that names none,
//! is `crate::rules::situation` (`Zone::parse`, `Origin::parse`, `Mode::parse`,
//! `Doors::parse`), with the rest of the question.

use std::fmt;

use crate::model::card::Card;

/// The zones a split card can be in (rule 400.1), plus "outside the game" (400.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Library,
    Hand,
    Stack,
    Battlefield,
    Graveyard,
    Exile,
    Outside,
}

impl Zone {
    pub const ALL: [Zone; 7] = [
        Zone::Library,
        Zone::Hand,
        Zone::Stack,
        Zone::Battlefield,
        Zone::Graveyard,
        Zone::Exile,
        Zone::Outside,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Zone::Library => "library",
            Zone::Hand => "hand",
            Zone::Stack => "stack",
            Zone::Battlefield => "battlefield",
            Zone::Graveyard => "graveyard",
            Zone::Exile => "exile",
            Zone::Outside => "outside",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Zone::Library => "Library",
            Zone::Hand => "Hand",
            Zone::Stack => "Stack",
            Zone::Battlefield => "Battlefield",
            Zone::Graveyard => "Graveyard",
            Zone::Exile => "Exile",
            Zone::Outside => "Outside the game",
        }
    }
}

impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// Whose zone a spell is cast from. Fuse needs the caster's own hand (702.102a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    You,
    Opponent,
}

/// The zone a spell was cast from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Origin {
    pub zone: Zone,
    pub owner: Owner,
}

impl Origin {
    pub const HAND: Origin = Origin::yours(Zone::Hand);
    pub const GRAVEYARD: Origin = Origin::yours(Zone::Graveyard);

    pub const fn yours(zone: Zone) -> Origin {
        Origin {
            zone,
            owner: Owner::You,
        }
    }

    /// Every origin a card can be cast from: your hand, library, graveyard, exile, and an
    /// opponent's hand and graveyard (Sen Triplets, Mindclaw Shaman from a hand; Memory
    /// Plunder, Diluvian Primordial from a graveyard).
    pub const ALL: [Origin; 6] = [
        Origin::yours(Zone::Hand),
        Origin::yours(Zone::Library),
        Origin::yours(Zone::Graveyard),
        Origin::yours(Zone::Exile),
        Origin {
            zone: Zone::Hand,
            owner: Owner::Opponent,
        },
        Origin {
            zone: Zone::Graveyard,
            owner: Owner::Opponent,
        },
    ];

    pub fn slug(self) -> String {
        match self.owner {
            Owner::You => self.zone.slug().to_string(),
            Owner::Opponent => format!("opponent-{}", self.zone.slug()),
        }
    }
}

/// How a split card is cast: one face, or both fused (702.102).
///
/// The aftermath half is simply a face: its slug is "aftermath".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    Face(usize),
    Fused,
}

impl Mode {
    /// Every mode worth asking about for this card: each face, and fused for every
    /// two-faced non-Room card (illegal unless it has fuse — asking is how you learn that).
    pub fn all_for(card: &Card) -> Vec<Mode> {
        let mut modes: Vec<Mode> = (0..card.faces.len()).map(Mode::Face).collect();
        if card.has_fuse() {
            modes.push(Mode::Fused);
        }
        modes
    }

    /// "left", "right", "aftermath", "fused", or the face's name for cards of 3+ parts.
    pub fn slug(self, card: &Card) -> String {
        match self {
            Mode::Fused => "fused".into(),
            Mode::Face(i) if card.aftermath_face() == Some(i) => "aftermath".into(),
            Mode::Face(i) if card.faces.len() > 2 => card
                .faces
                .get(i)
                .map(|f| f.name.to_string())
                .unwrap_or_default(),
            Mode::Face(0) => "left".into(),
            Mode::Face(_) => "right".into(),
        }
    }

    /// Human label: "Fire (left half)", "Fused (both halves)" ("Fused (all halves)" for a
    /// card of more than two).
    pub fn label(self, card: &Card) -> String {
        match self {
            Mode::Fused if card.faces.len() > 2 => "Fused (all halves)".into(),
            Mode::Fused => "Fused (both halves)".into(),
            Mode::Face(i) => {
                let name = card.faces.get(i).map(|f| f.name.as_ref()).unwrap_or("?");
                match self.slug(card).as_str() {
                    "left" => format!("{name} (left half)"),
                    "right" => format!("{name} (right half)"),
                    "aftermath" => format!("{name} (aftermath half)"),
                    _ => name.to_string(),
                }
            }
        }
    }
}

/// Which doors of a Room are unlocked (709.5c): a bit per face.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Doors(u8);

impl Doors {
    pub const NONE: Doors = Doors(0);

    pub fn only(face: usize) -> Doors {
        Doors::NONE.with(face, true)
    }

    pub fn all(faces: usize) -> Doors {
        (0..faces.min(8)).fold(Doors::NONE, |d, i| d.with(i, true))
    }

    pub fn with(self, face: usize, unlocked: bool) -> Doors {
        if face >= 8 {
            return self;
        }
        if unlocked {
            Doors(self.0 | (1 << face))
        } else {
            Doors(self.0 & !(1 << face))
        }
    }

    pub fn is_unlocked(self, face: usize) -> bool {
        face < 8 && self.0 & (1 << face) != 0
    }

    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// "none", "left", "right", "both".
    pub fn slug(self) -> &'static str {
        match (self.is_unlocked(0), self.is_unlocked(1)) {
            (false, false) => "none",
            (true, false) => "left",
            (false, true) => "right",
            (true, true) => "both",
        }
    }
}
