//! Room doors on the battlefield (709.5): unlocking as a special action, and which "when you
//! unlock" abilities trigger when designations change.

use crate::card::Card;
use crate::characteristics::{characteristics, cited, Cited};
use crate::error::EngineError;
use crate::mana::ManaCost;
use crate::messages::{msg, Arg};
use crate::situation::{Doors, Situation, Zone};

/// The special action of unlocking door `face` (709.5e, 116.2m): its cost and the doors
/// afterwards. Only a locked door of a Room can be unlocked this way.
pub fn unlock(
    card: &Card,
    doors: Doors,
    face: usize,
) -> Result<(Cited<ManaCost>, Doors), EngineError> {
    if !card.is_room() {
        return Err(EngineError::impossible(
            msg(
                "not-a-room",
                vec![("card", Arg::Text(card.name.to_string()))],
            ),
            &["709.5"],
        ));
    }
    let Some(door) = card.faces.get(face) else {
        return Err(EngineError::impossible(
            msg(
                "no-such-door",
                vec![
                    ("card", Arg::Text(card.name.to_string())),
                    ("n", Arg::Num(card.faces.len() as u32)),
                ],
            ),
            &["709.5j"],
        ));
    };
    if doors.is_unlocked(face) {
        return Err(EngineError::impossible(
            msg(
                "already-unlocked",
                vec![("door", Arg::Text(door.name.to_string()))],
            ),
            &["709.5e"],
        ));
    }
    // The door's mana cost is what it would have unlocked: ask the one function.
    let alone = Situation {
        doors: Some(Doors::only(face)),
        ..Situation::in_zone(Zone::Battlefield)
    };
    let chars = characteristics(card, &alone)?;
    let cost = chars
        .primary()
        .mana_cost
        .value
        .clone()
        .unwrap_or_else(|| ManaCost::from_static(&[]));
    let m = msg(
        "unlock",
        vec![
            ("door", Arg::Text(door.name.to_string())),
            ("cost", Arg::Text(cost.to_string())),
        ],
    );
    Ok((
        cited(cost, &["709.5e", "116.2m"], m),
        doors.with(face, true),
    ))
}

/// What a change of designations triggers (709.5h, 709.5i): the doors whose "when you
/// unlock this door" abilities trigger, and whether "fully unlock" triggers. A Room entering
/// the battlefield changes from `Doors::NONE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnlockTriggers {
    pub doors: Vec<usize>,
    pub fully_unlocked: bool,
}

pub fn triggers(card: &Card, before: Doors, after: Doors) -> UnlockTriggers {
    let n = card.faces.len();
    let doors: Vec<usize> = (0..n)
        .filter(|i| !before.is_unlocked(*i) && after.is_unlocked(*i))
        .collect();
    let all = |d: Doors| (0..n).all(|i| d.is_unlocked(i));
    UnlockTriggers {
        fully_unlocked: card.is_room() && !all(before) && all(after),
        doors: if card.is_room() { doors } else { Vec::new() },
    }
}
