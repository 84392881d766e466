//! The question asked of the engine: where the card is, how it was cast, which doors are
//! unlocked, which rules era. Plain data; parsing from user words returns clear errors
//! ([`EngineError`]s).
//!
//! [`Zone`]; [`Origin`] (a zone and whose); [`Mode`] (`Face(i)` or `Fused`: the aftermath
//! half is just a face, whose slug is "aftermath"); [`Doors`] (a Room's unlocked doors) —
//! plain values of `crate::model::zone`, read from words here — and [`Cast`] (a mode from
//! an origin) and [`Situation`], all of it with X and the era.
//!
//! The inspector's view: [`Situation::view`] is the question one view of the app asks, with
//! the [`Choices`] a user makes — origin, doors, X — each used only where it has a place: X
//! only by a spell whose cast has {X} ([`Choices::x_for`], `halves::takes_x`),
//! doors only for a Room on the battlefield, an origin only where the card was cast
//! ([`Cast::was_cast`]). The app's answer panel and its matrix (`inspect::view_matrix`)
//! both ask it, so a matrix cell is exactly the answer of the view it links to.

use crate::error::{EngineError, Field};
use crate::messages::{one_of, Arg};
use crate::model::card::{Card, Kind};
use crate::model::era::Era;
use crate::model::text::lowercase;
pub use crate::model::zone::{Doors, Mode, Origin, Owner, Zone};
use crate::rules::numbers as n;

/// Reading the question's values from a user's words (their types are
/// `crate::model::zone`'s): a word that names none is refused with the values expected.
impl Zone {
    pub fn parse(s: &str) -> Result<Zone, EngineError> {
        let t = s.trim().to_ascii_lowercase();
        let t = t.replace(['_', ' '], "-");
        match t.as_str() {
            "outside-the-game" | "sideboard" => return Ok(Zone::Outside),
            "gy" => return Ok(Zone::Graveyard),
            _ => {}
        }
        Zone::ALL
            .into_iter()
            .find(|z| z.slug() == t)
            .ok_or_else(|| EngineError::BadValue {
                what: Field::Zone,
                value: s.to_string(),
                expected: one_of(Arg::Text(Zone::ALL.map(Zone::slug).join(", "))),
            })
    }
}

impl Origin {
    /// "your hand", "exile", "an opponent's graveyard" (English; see
    /// [`crate::messages::origin_in`] for other languages).
    pub fn describe(self) -> String {
        crate::messages::origin_in(self, crate::messages::Lang::En).to_string()
    }

    /// Parses a slug (`hand`, `opponent-hand`) or the words for it, any case: `"opponent's
    /// hand"` (straight or curly apostrophe), `"opponents hand"`, `"opponent hand"`, `"an
    /// opponent's graveyard"`, `"your hand"`.
    pub fn parse(s: &str) -> Result<Origin, EngineError> {
        let bad = || EngineError::BadValue {
            what: Field::Origin,
            value: s.to_string(),
            expected: one_of(Arg::Text(Origin::ALL.map(Origin::slug).join(", "))),
        };
        // Apostrophes dropped (as in slugs), then words split on spaces, '-' and '_'.
        let t: String = s
            .trim()
            .to_ascii_lowercase()
            .chars()
            .filter(|c| !matches!(c, '\'' | '\u{2019}' | '\u{2bc}'))
            .collect();
        let mut words: Vec<&str> = t.split([' ', '-', '_']).filter(|w| !w.is_empty()).collect();
        let owner = match words.as_slice() {
            ["a" | "an", "opponent" | "opponents", ..] => {
                words.drain(..2);
                Owner::Opponent
            }
            ["opponent" | "opponents", ..] => {
                words.remove(0);
                Owner::Opponent
            }
            ["your", ..] => {
                words.remove(0);
                Owner::You
            }
            _ => Owner::You,
        };
        let rest = words.join("-");
        let zone = Zone::parse(&rest).map_err(|_| bad())?;
        let origin = Origin { zone, owner };
        if Origin::ALL.contains(&origin) {
            Ok(origin)
        } else {
            Err(bad())
        }
    }
}

impl Mode {
    /// Parses left, right, fused, aftermath, or any face name (also as printed in French or
    /// German: "Glace" is Ice), case-insensitively.
    /// "fused" parses for every card; whether it is legal is a rules question
    /// ([`crate::rules::legality`]), not a parse error. `left` and `right` name the halves of a
    /// two-part card only: of a card with more parts (Who // What // When // Where // Why)
    /// neither names a part, and both are refused alike, with the parts' names.
    pub fn parse(card: &Card, s: &str) -> Result<Mode, EngineError> {
        let t = lowercase(s.trim());
        let two = card.faces.len() == 2;
        let mode = match t.as_str() {
            "fused" | "fuse" | "both" => Some(Mode::Fused),
            "left" | "top" if two => Some(Mode::Face(0)),
            "right" | "bottom" if two => Some(Mode::Face(1)),
            "aftermath" => match card.kind {
                Kind::Aftermath { face } => Some(Mode::Face(face)),
                _ => None,
            },
            _ => card
                .faces
                .iter()
                .position(|f| lowercase(&f.name) == t || crate::model::card::slug(&f.name) == t)
                .or_else(|| card.foreign_face(&t).map(|(i, _)| i))
                .map(Mode::Face),
        };
        mode.ok_or_else(|| EngineError::BadValue {
            what: Field::Mode,
            value: s.to_string(),
            // Exactly the words naming this card's own modes: "right" too for an aftermath
            // half, "fused" only for a card with fuse.
            expected: {
                let mut v: Vec<String> = Vec::new();
                for m in Mode::all_for(card) {
                    if two && m.slug(card) == "aftermath" {
                        let side = if m == Mode::Face(0) { "left" } else { "right" };
                        v.push(side.into());
                    }
                    v.push(m.slug(card));
                }
                one_of(Arg::Text(v.join(", ")))
            },
        })
    }
}

impl Doors {
    pub fn parse(s: &str) -> Result<Doors, EngineError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "" => Ok(Doors::NONE),
            "left" => Ok(Doors::only(0)),
            "right" => Ok(Doors::only(1)),
            "both" | "all" => Ok(Doors::all(2)),
            _ => Err(EngineError::BadValue {
                what: Field::Doors,
                value: s.to_string(),
                expected: one_of(Arg::Text("left, right, both, none".into())),
            }),
        }
    }
}

/// A cast: which mode, from where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cast {
    pub mode: Mode,
    pub from: Origin,
}

impl Cast {
    /// The usual origin for a mode: hand, or a graveyard for the aftermath half.
    pub fn default_origin(card: &Card, mode: Mode) -> Origin {
        match mode {
            Mode::Face(i) if card.aftermath_face() == Some(i) => Origin::GRAVEYARD,
            _ => Origin::HAND,
        }
    }

    /// The origin of a cast asked about with the card in `zone`, when none is given: on the
    /// stack (or, for a split permanent, the battlefield) the spell's usual origin, since it was cast
    /// already; anywhere else the zone itself — "may it be cast from here?". The CLI's
    /// `inspect` and the app's view both ask this one question.
    pub fn origin_for(card: &Card, zone: Zone, mode: Mode) -> Origin {
        if Cast::was_cast(card, zone) {
            Cast::default_origin(card, mode)
        } else {
            Origin::yours(zone)
        }
    }

    /// Whether a card in `zone` got there by being cast, so that where it was cast from is a
    /// question of its own: a spell on the stack, or a split permanent on the battlefield —
    /// a Room (the door that was cast, 709.5d), or any other card whose halves are all
    /// permanents, a custom artifact or creature split card (the half cast resolved and the
    /// card entered, 608.3). Anywhere else a cast asked about is "may it be cast from here?".
    pub fn was_cast(card: &Card, zone: Zone) -> bool {
        zone == Zone::Stack
            || (zone == Zone::Battlefield && crate::rules::halves::can_be_permanent(card))
    }

    /// Checks that `from` can be where a cast asked about with the card in `zone` comes
    /// from. On the stack (or for a split permanent on the battlefield) any origin: that is where the
    /// spell was cast from. Anywhere else a spell is cast from where its card is (601.2a):
    /// only `zone` itself, yours or an opponent's; any other origin contradicts the zone
    /// (a card in a graveyard cast from your hand) and is an impossible question.
    pub fn check_origin(card: &Card, zone: Zone, from: Origin) -> Result<(), EngineError> {
        if Cast::was_cast(card, zone) || from.zone == zone {
            return Ok(());
        }
        Err(EngineError::impossible(
            crate::messages::msg(
                "origin-not-zone",
                vec![
                    ("card", Arg::Text(card.name.to_string())),
                    ("zone", Arg::Zone(zone)),
                    ("from", Arg::Origin(from)),
                ],
            ),
            &[n::R601_2A],
        ))
    }

    pub fn new(card: &Card, mode: Mode) -> Cast {
        Cast {
            mode,
            from: Cast::default_origin(card, mode),
        }
    }
}

/// Everything the characteristics depend on (the brief: card, zone, cast, doors, era).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Situation {
    pub zone: Zone,
    /// The cast that put it on the stack, or (on the battlefield) the door that was cast.
    pub cast: Option<Cast>,
    /// Unlocked doors of a Room on the battlefield; `None` derives them (709.5d).
    pub doors: Option<Doors>,
    /// The value chosen for X on the stack.
    pub x: Option<u32>,
    pub era: Era,
}

impl Situation {
    pub fn in_zone(zone: Zone) -> Situation {
        Situation {
            zone,
            cast: None,
            doors: None,
            x: None,
            era: Era::Current,
        }
    }

    /// The same situation under the rules of `era`.
    pub fn in_era(self, era: Era) -> Situation {
        Situation { era, ..self }
    }

    pub fn on_stack(cast: Cast) -> Situation {
        Situation {
            cast: Some(cast),
            ..Situation::in_zone(Zone::Stack)
        }
    }

    /// The question a view asks — the card in `zone`, `mode` chosen, with the user's
    /// `choices` — as the inspector's answer panel and its matrix both put it: on the stack
    /// the spell cast in that mode from the chosen origin (else its usual one), with X where
    /// the cast has {X} ([`Choices::x_for`]); on the battlefield a split permanent's half that
    /// was cast from there, and a Room's unlocked doors (the chosen ones, else the door
    /// cast, 709.5d); elsewhere whether that mode could be cast from this zone — yours, or an
    /// opponent's when the chosen origin is that zone of theirs. A choice that has no place
    /// in the view is left out, not an error (an X kept for another half, an origin of
    /// another zone off the stack).
    pub fn view(card: &Card, zone: Zone, mode: Mode, choices: Choices, era: Era) -> Situation {
        let base = Situation {
            era,
            ..Situation::in_zone(zone)
        };
        let cast = Cast {
            mode,
            from: choices
                .from
                .unwrap_or_else(|| Cast::default_origin(card, mode)),
        };
        match zone {
            Zone::Stack => Situation {
                cast: Some(cast),
                x: choices.x_for(card, zone, mode),
                ..base
            },
            Zone::Battlefield if card.is_room() => Situation {
                cast: Some(cast),
                doors: Some(choices.doors_for(mode)),
                ..base
            },
            // Any other split permanent (a custom artifact or creature split card): the
            // half that was cast, which resolved and entered (608.3).
            Zone::Battlefield if Cast::was_cast(card, Zone::Battlefield) => Situation {
                cast: Some(cast),
                ..base
            },
            Zone::Battlefield => base,
            // Off the stack: would casting the chosen mode from this zone be legal? The
            // zone is yours unless the chosen origin is that zone of an opponent's.
            zone => Situation {
                cast: Some(Cast {
                    mode,
                    from: choices
                        .from
                        .filter(|o| o.zone == zone)
                        .unwrap_or_else(|| Cast::origin_for(card, zone, mode)),
                }),
                ..base
            },
        }
    }
}

/// What a user chose beyond the card, zone, mode and era: kept while they look at other
/// zones and modes (the inspector keeps them across its views and in its matrix's links),
/// each used only where it has a place ([`Situation::view`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Choices {
    /// Where the spell was cast from; `None`: the mode's usual origin.
    pub from: Option<Origin>,
    /// A Room's unlocked doors on the battlefield; `None`: the door cast (709.5d).
    pub doors: Option<Doors>,
    /// The value chosen for X, kept even while the chosen half has no {X}.
    pub x: Option<u32>,
}

impl Choices {
    /// The doors of a Room on the battlefield cast as `mode`: the chosen ones, else the
    /// door cast (709.5d).
    pub fn doors_for(&self, mode: Mode) -> Doors {
        self.doors.unwrap_or(match mode {
            Mode::Face(i) => Doors::only(i),
            Mode::Fused => Doors::NONE,
        })
    }

    /// The X this view announces: the chosen one, for a spell on the stack whose cast has
    /// {X} (107.3; [`crate::rules::halves::takes_x`]); else none.
    pub fn x_for(&self, card: &Card, zone: Zone, mode: Mode) -> Option<u32> {
        self.x
            .filter(|_| zone == Zone::Stack && crate::rules::halves::takes_x(card, mode))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_and_right_name_no_part_of_a_card_with_more_than_two() {
        let five = match crate::io::catalogue::find("who-what-when-where-why") {
            Ok(c) => c,
            Err(e) => panic!("{e}"),
        };
        for word in ["left", "right", "top", "bottom", "Left"] {
            match Mode::parse(five, word) {
                Err(e @ EngineError::BadValue { .. }) => assert_eq!(
                    e.to_string(),
                    format!(
                        "\"{word}\" is not a valid mode; expected one of: Who, What, When, Where, Why"
                    )
                ),
                other => panic!("{word}: {other:?}"),
            }
        }
        // Its parts are named, and every slug reads back as itself.
        assert_eq!(Mode::parse(five, "who"), Ok(Mode::Face(0)));
        assert_eq!(Mode::parse(five, "Why"), Ok(Mode::Face(4)));
        for m in Mode::all_for(five) {
            assert_eq!(Mode::parse(five, &m.slug(five)), Ok(m));
        }
        // A two-part card's halves are left and right.
        let fire_ice = match crate::io::catalogue::find("fire-ice") {
            Ok(c) => c,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(Mode::parse(fire_ice, "left"), Ok(Mode::Face(0)));
        assert_eq!(Mode::parse(fire_ice, "right"), Ok(Mode::Face(1)));
        // A half as printed in French or German names that half.
        assert_eq!(Mode::parse(fire_ice, "Glace"), Ok(Mode::Face(1)));
        assert_eq!(Mode::parse(fire_ice, "feuer"), Ok(Mode::Face(0)));
        let destined = match crate::io::catalogue::find("destined-lead") {
            Ok(c) => c,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(Mode::parse(destined, "Führen"), Ok(Mode::Face(1)));
        assert_eq!(Mode::parse(destined, "destinée"), Ok(Mode::Face(0)));
        assert!(Mode::parse(fire_ice, "Feu // Glace").is_err());
    }

    #[test]
    fn origins_parse_from_their_slugs_and_their_words() {
        let opp = |zone| Origin {
            zone,
            owner: Owner::Opponent,
        };
        for (text, origin) in [
            ("hand", Origin::HAND),
            ("Your Hand", Origin::HAND),
            ("your_graveyard", Origin::GRAVEYARD),
            (" exile ", Origin::yours(Zone::Exile)),
            ("opponent-hand", opp(Zone::Hand)),
            ("opponent's hand", opp(Zone::Hand)),
            ("opponent\u{2019}s hand", opp(Zone::Hand)),
            ("Opponent's Hand", opp(Zone::Hand)),
            ("opponents hand", opp(Zone::Hand)),
            ("opponents' hand", opp(Zone::Hand)),
            ("opponent hand", opp(Zone::Hand)),
            ("opponent_hand", opp(Zone::Hand)),
            ("an opponent's graveyard", opp(Zone::Graveyard)),
            ("opponent's gy", opp(Zone::Graveyard)),
        ] {
            assert_eq!(Origin::parse(text), Ok(origin), "{text:?}");
        }
        // Every slug reads back as itself.
        for o in Origin::ALL {
            assert_eq!(Origin::parse(&o.slug()), Ok(o));
        }
        for text in [
            "",
            "mars",
            "opponent",
            "opponent's",
            "opponent's exile",
            "opponent's library",
            "your opponent's hand",
            "stack",
            "outside",
            "opponent's s-hand",
        ] {
            match Origin::parse(text) {
                Err(EngineError::BadValue { what, value, .. }) => {
                    assert_eq!(what, Field::Origin);
                    assert_eq!(value, text);
                }
                other => panic!("{text:?}: {other:?}"),
            }
        }
    }
}
