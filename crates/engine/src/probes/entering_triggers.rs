//! Does a Room entering add triggers (Panharmonicon)? The door cast enters unlocked (709.5d)
//! and only a door whose own text has "When you unlock this door" triggers (709.5h); entering
//! without being cast, nothing was unlocked. Doubled when the Room has a type the effect
//! doubles for.

use super::words::{cname, mode_name};
use super::{AnswerValue, Ask, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::model::typeline::CardType;
use crate::rules::characteristics::characteristics;
use crate::rules::legality;
use crate::rules::situation::{Doors, Mode, Situation, Zone};

/// [`super::Question::EnteringTriggers`]: how many times the door triggers.
pub(super) fn answer(ask: &Ask, doubles: &'static [CardType]) -> Result<Reply, EngineError> {
    let (card, input, era) = (ask.card, ask.input, ask.era);
    // The door cast enters unlocked (709.5d); entering without being cast, both
    // doors are locked and nothing was unlocked.
    // A door that can't be cast so (a Room has no fused mode: 709.5, 702.102a) is an
    // impossible question, as anywhere else.
    let door = match input.cast {
        None => None,
        Some(cast) => {
            let verdict = legality::check(card, cast, era);
            match cast.mode {
                Mode::Face(i) if verdict.legal => Some(i),
                _ => return Err(EngineError::impossible(verdict.msg, &verdict.rules)),
            }
        }
    };
    let entered = characteristics(
        card,
        &Situation {
            cast: input.cast,
            ..Situation::in_zone(Zone::Battlefield)
        }
        .in_era(era),
    )?;
    let after = door.map_or(Doors::NONE, Doors::only);
    // Only a door whose own text has "When you unlock this door" triggers (709.5h).
    let base = crate::rules::rooms::triggers(card, Doors::NONE, after)
        .doors
        .len() as u32;
    let doubled = entered
        .primary()
        .types()
        .iter()
        .any(|t| doubles.contains(t));
    let n = if doubled { base * 2 } else { base };
    let id = match (door, base, doubled) {
        (None, _, _) => "p-triggers-uncast",
        (Some(_), 0, _) => "p-triggers-none",
        (Some(_), _, true) => "p-triggers-doubled",
        (Some(_), _, false) => "p-triggers-room",
    };
    let door_name = door.map(|i| mode_name(card, Mode::Face(i)));
    Ok(Reply::Answer(
        AnswerValue::Number(n),
        msg(
            id,
            vec![
                cname(card),
                ("door", Arg::Text(door_name.unwrap_or_default())),
                ("n", Arg::Num(n)),
            ],
        ),
    ))
}
