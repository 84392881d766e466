//! A card name chosen for an effect (Meddling Mage, Cabal Therapy, Pithing Needle): said as
//! the card spells it, standing for one half's name from 2013 (201.4b) and for all a split
//! card's names before, and never a land half's when the effect wants a nonland card name.

use super::words::cname;
use super::{Ask, Effect};
use crate::eras::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::numbers as n;
use crate::rules::situation::Mode;

/// The name chosen for the effect (its input's; [`super::check`] refuses none, or a blank
/// one): the names it stands for in the era ([`named_names`]) — never a land half's when the
/// effect wants a nonland card name (`nonland`, [`nonland_name`]) — and the answer's
/// argument that says it, in the card's own spelling, a printed French or German name beside
/// it.
pub(super) fn chosen(
    ask: &Ask,
    nonland: bool,
) -> Result<(Vec<String>, (&'static str, Arg)), EngineError> {
    let (card, era) = (ask.card, ask.era);
    let typed = ask.input.name.clone().unwrap_or_default();
    let (name, printed) = resolve_name(card, &typed);
    let named = named_names(card, &name, era)?;
    if nonland {
        nonland_name(ask.effect, card, &named, era)?;
    }
    // The card's own spelling; a printed French or German name beside it.
    let said = match printed {
        Some(p) => ("name", Arg::Text(format!("{name} ({p})"))),
        None => ("name", Arg::Text(name)),
    };
    Ok((named, said))
}

/// A chosen name as the card spells it: a face's name or the card's in any case ("fire" →
/// "Fire"), or a face's (or the card's) printed foreign name — the catalogue's French and
/// German names — which is that face's name too ("Glace" → "Ice"), returned beside it. Any
/// other name stays as typed (trimmed): it names no half of this card.
fn resolve_name(card: &Card, typed: &str) -> (String, Option<String>) {
    use crate::model::text::lowercase;
    let t = lowercase(typed.trim());
    if let Some(f) = card.faces.iter().find(|f| lowercase(&f.name) == t) {
        return (f.name.to_string(), None);
    }
    if lowercase(&card.name) == t {
        return (card.name.to_string(), None);
    }
    if let Some(foreign) = card.foreign_names.iter().find(|f| lowercase(&f.name) == t) {
        return (card.name.to_string(), Some(foreign.name.to_string()));
    }
    match card.foreign_face(&t) {
        Some((i, printed)) => (card.faces[i].name.to_string(), Some(printed.to_string())),
        None => (typed.trim().to_string(), None),
    }
}

/// A "nonland card name" (Meddling Mage, Cabal Therapy) can't be a land half's name: a
/// name with a quality is a half's name that has it, that half alone looked at (201.4b).
/// Before 2013, when naming a split card meant naming all its names, none of them can be
/// chosen if either half is a land: such a card was a land card (505.6).
fn nonland_name(
    effect: &Effect,
    card: &Card,
    named: &[String],
    era: Era,
) -> Result<(), EngineError> {
    let land = card.faces.iter().enumerate().find_map(|(i, f)| {
        let named_here = era < Era::Y2013 || named.iter().any(|n| f.name.eq_ignore_ascii_case(n));
        if named_here {
            crate::rules::halves::land_half(card, Mode::Face(i))
        } else {
            None
        }
    });
    match land {
        None => Ok(()),
        Some(half) => Err(EngineError::impossible(
            msg(
                "name-land-half",
                vec![
                    ("half", Arg::Text(half.to_string())),
                    ("effect", Arg::Text(effect.name.to_string())),
                ],
            ),
            &era_rules::cite(&[n::R201_4B, n::R709_4C], era, Topic::Naming),
        )),
    }
}

/// The names a name choice stands for under `era`: one half today (201.4b); before 2013 a
/// split card's name was all its names.
fn named_names(card: &Card, name: &str, era: Era) -> Result<Vec<String>, EngineError> {
    let n = name.trim();
    let face_names: Vec<&str> = card.faces.iter().map(|f| f.name.as_ref()).collect();
    let is_full = n.eq_ignore_ascii_case(&card.name);
    if era >= Era::Y2013 {
        // Any split card's full name ("Wax // Wane" too, asked about Fire // Ice) names
        // several halves at once: never a valid choice (201.4b).
        if n.contains("//") {
            let faces: Vec<String> = if is_full {
                face_names.iter().map(|s| s.to_string()).collect()
            } else {
                n.split("//")
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(String::from)
                    .collect()
            };
            return Err(EngineError::impossible(
                msg("name-one-half", [("faces", Arg::Alternatives(faces))]),
                &era_rules::cite(&[n::R201_4B, n::R709_4A], era, Topic::Naming),
            ));
        }
        Ok(vec![n.to_string()])
    } else if is_full {
        Ok(face_names.iter().map(|s| s.to_string()).collect())
    } else if face_names.iter().any(|f| f.eq_ignore_ascii_case(n)) {
        Err(EngineError::impossible(
            msg("name-all-names", vec![("era", Arg::Era(era)), cname(card)]),
            era_rules::rules(era, Topic::Naming),
        ))
    } else {
        Ok(vec![n.to_string()])
    }
}
