//! Room doors on the battlefield (709.5): unlocking as a special action, and which "when you
//! unlock this door" abilities (on the doors that have one) trigger when designations change.

use crate::card::Card;
use crate::characteristics::{characteristics, cited, Cited};
use crate::error::EngineError;
use crate::mana::ManaCost;
use crate::messages::{msg, Arg};
use crate::situation::{Doors, Situation, Zone};
use crate::text::lowercase;

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
    // A door with no mana cost (a custom card's) has no cost to pay: only an effect can
    // unlock it (118.6, 709.5f).
    let Some(cost) = chars.primary().mana_cost.value.clone() else {
        return Err(EngineError::impossible(
            msg(
                "unlock-no-cost",
                vec![("door", Arg::Text(door.name.to_string()))],
            ),
            &["709.5e", "118.6", "709.5f"],
        ));
    };
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

/// What a change of designations triggers (709.5h, 709.5i). A Room entering the
/// battlefield changes from `Doors::NONE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnlockTriggers {
    /// The doors that gained their unlocked designation: each is "you unlock a door".
    pub unlocked: Vec<usize>,
    /// Of those, the doors whose own "When you unlock this door" ability triggers: only a
    /// door whose rules text has that ability (Locker Room has none).
    pub doors: Vec<usize>,
    /// The Room became fully unlocked: "when you fully unlock" abilities trigger (709.5i).
    pub fully_unlocked: bool,
}

/// The trigger condition of a door's own unlock ability, as printed.
const UNLOCK_THIS_DOOR: &str = "when you unlock this door";

pub fn triggers(card: &Card, before: Doors, after: Doors) -> UnlockTriggers {
    if !card.is_room() {
        return UnlockTriggers {
            unlocked: Vec::new(),
            doors: Vec::new(),
            fully_unlocked: false,
        };
    }
    let n = card.faces.len();
    let unlocked: Vec<usize> = (0..n)
        .filter(|i| !before.is_unlocked(*i) && after.is_unlocked(*i))
        .collect();
    // The door's text as the game sees it once unlocked: ask the one function.
    let has_unlock_ability = |door: usize| {
        let alone = Situation {
            doors: Some(Doors::only(door)),
            ..Situation::in_zone(Zone::Battlefield)
        };
        characteristics(card, &alone).is_ok_and(|c| {
            c.primary().rules_text.value.iter().any(|t| {
                t.text
                    .lines()
                    .any(|line| lowercase(line.trim()).starts_with(UNLOCK_THIS_DOOR))
            })
        })
    };
    let doors = unlocked
        .iter()
        .copied()
        .filter(|d| has_unlock_ability(*d))
        .collect();
    let all = |d: Doors| (0..n).all(|i| d.is_unlocked(i));
    UnlockTriggers {
        unlocked,
        doors,
        fully_unlocked: !all(before) && all(after),
    }
}
