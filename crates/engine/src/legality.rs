//! May this mode be cast from this zone? (601.3, 709.3, 702.102a, 702.127a.)
//!
//! Legality depends on the card's layout and the origin only, never on face data: costs
//! and colors of the spell come from [`crate::characteristics`].

use crate::card::{Card, Kind};
use crate::era::Era;
use crate::situation::{Cast, Mode, Owner, Zone};

/// What lets the spell be cast from its origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    /// Casting from your own hand needs nothing more (601.3).
    Normal,
    /// Aftermath itself permits casting that half from your graveyard (702.127a).
    Aftermath,
    /// Legal only while some effect lets you cast it from there (flashback from Snapcaster
    /// Mage, Past in Flames, cascade, Sen Triplets …).
    NeedsEffect,
}

impl Permission {
    pub fn slug(self) -> &'static str {
        match self {
            Permission::Normal => "normal",
            Permission::Aftermath => "aftermath",
            Permission::NeedsEffect => "needs-effect",
        }
    }
}

/// The answer to "can this be cast like that?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub legal: bool,
    /// Set when legal.
    pub permission: Option<Permission>,
    /// Why: the reason it is illegal, or what makes it legal.
    pub reason: String,
    pub rules: Vec<&'static str>,
}

impl Verdict {
    fn legal(permission: Permission, reason: String, rules: Vec<&'static str>) -> Verdict {
        Verdict {
            legal: true,
            permission: Some(permission),
            reason,
            rules,
        }
    }

    fn illegal(reason: String, rules: Vec<&'static str>) -> Verdict {
        Verdict {
            legal: false,
            permission: None,
            reason,
            rules,
        }
    }
}

/// Checks a cast against the rules of `era`.
pub fn check(card: &Card, cast: Cast, era: Era) -> Verdict {
    let from = cast.from;
    if !matches!(
        from.zone,
        Zone::Hand | Zone::Library | Zone::Graveyard | Zone::Exile
    ) {
        return Verdict::illegal(
            format!(
                "A card can't be cast from {}: spells are cast from a hand, library, graveyard \
                 or exile.",
                from.describe()
            ),
            vec!["601.2a"],
        );
    }
    if card.is_room() && !era.has_rooms() {
        return Verdict::illegal(
            "Rooms didn't exist before Duskmourn (September 2024).".into(),
            vec!["709.5"],
        );
    }
    match cast.mode {
        Mode::Fused => check_fused(card, cast, era),
        Mode::Face(i) if i >= card.faces.len() => Verdict::illegal(
            format!("{} has only {} halves.", card.name, card.faces.len()),
            vec!["709.3"],
        ),
        Mode::Face(i) => check_face(card, i, cast, era),
    }
}

fn check_fused(card: &Card, cast: Cast, era: Era) -> Verdict {
    if card.kind == Kind::Room {
        return Verdict::illegal(
            "Rooms don't have fuse: you cast one door at a time.".into(),
            vec!["709.5", "702.102a"],
        );
    }
    if card.kind != Kind::Fuse {
        return Verdict::illegal(
            format!(
                "{} doesn't have fuse, so its halves can't be cast together: choose one half.",
                card.name
            ),
            vec!["709.3", "702.102a"],
        );
    }
    if !era.has_fuse() {
        return Verdict::illegal(
            "Fuse arrived with Dragon's Maze (April 2013); before that no split card could be \
             cast fused."
                .into(),
            vec!["702.102a"],
        );
    }
    if cast.from != crate::situation::Origin::HAND {
        return Verdict::illegal(
            format!(
                "Fuse works only while the card is in its caster's own hand; cast from {} only \
                 one half can be cast.",
                cast.from.describe()
            ),
            vec!["702.102a"],
        );
    }
    Verdict::legal(
        Permission::Normal,
        "Cast from your hand, both halves may be cast as one fused split spell — also when \
         cast without paying its mana cost."
            .into(),
        vec!["702.102a"],
    )
}

fn check_face(card: &Card, face: usize, cast: Cast, era: Era) -> Verdict {
    let from = cast.from;
    let name = card.faces.get(face).map(|f| f.name.as_ref()).unwrap_or("?");
    if card.aftermath_face() == Some(face) {
        if !era.has_aftermath() {
            return Verdict::illegal(
                "Aftermath arrived with Amonkhet (April 2017).".into(),
                vec!["702.127a"],
            );
        }
        if from.zone != Zone::Graveyard {
            return Verdict::illegal(
                format!(
                    "{name} has aftermath: it can't be cast from any zone other than a \
                     graveyard, even with an effect that allows it."
                ),
                vec!["702.127a"],
            );
        }
        return match from.owner {
            Owner::You => Verdict::legal(
                Permission::Aftermath,
                format!(
                    "Aftermath lets you cast {name} from your graveyard; it is exiled whenever \
                     it leaves the stack."
                ),
                vec!["702.127a"],
            ),
            Owner::Opponent => Verdict::legal(
                Permission::NeedsEffect,
                format!(
                    "Aftermath lets you cast {name} only from your own graveyard; from an \
                     opponent's graveyard an effect must allow it."
                ),
                vec!["702.127a", "601.3"],
            ),
        };
    }
    if from.zone == Zone::Hand && from.owner == Owner::You {
        return Verdict::legal(
            Permission::Normal,
            format!("{name} is cast from your hand; only this half is checked (its cost, type and timing)."),
            vec!["709.3", "709.3a", "601.3"],
        );
    }
    let examples = match from.zone {
        Zone::Graveyard => "flashback from Snapcaster Mage or Past in Flames",
        Zone::Library => "Future Sight or Bolas's Citadel",
        Zone::Exile => "cascade, or an effect that exiles it and lets you cast it",
        _ => "Sen Triplets or Mindclaw Shaman",
    };
    Verdict::legal(
        Permission::NeedsEffect,
        format!(
            "{name} can be cast from {} only while an effect allows it ({examples}).",
            from.describe()
        ),
        vec!["601.3", "709.3a"],
    )
}
