//! A copy of a Room permanent (Copy Enchantment): it copies the Room as printed, not its
//! designations — which doors are unlocked isn't copied, so the copy has every door locked
//! (709.5b, 709.5c).

use super::words::cname;
use super::{AnswerValue, Ask, Reply};
use crate::error::EngineError;
use crate::messages::msg;
use crate::rules::characteristics::characteristics;
use crate::rules::situation::{Doors, Situation, Zone};

/// [`super::Question::CopyPermanent`]: the copy's names (none, every door locked).
pub(super) fn answer(ask: &Ask) -> Result<Reply, EngineError> {
    let copy = characteristics(
        ask.card,
        &Situation {
            doors: Some(Doors::NONE),
            ..Situation::in_zone(Zone::Battlefield)
        }
        .in_era(ask.era),
    )?;
    let names = copy.primary().names.value.clone();
    Ok(Reply::Answer(
        AnswerValue::Names(names),
        msg("p-copy-room", [cname(ask.card)]),
    ))
}
