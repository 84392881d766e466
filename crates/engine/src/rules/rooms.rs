//! Room doors on the battlefield (709.5): unlocking as a special action, and which "when you
//! unlock this door" abilities (on the doors that have one) trigger when designations change.
//!
//! [`unlock`] is the special action (709.5e, 116.2m); [`triggers`] says which "when you
//! unlock" and "fully unlock" abilities a change of doors triggers (709.5h–i). [`unlocking`],
//! built from both (so the answer is the special action's, with no second reading of the
//! rules), is what `inspect` answers for a Room on the battlefield (`Inspection::unlock`):
//! each locked door's cost — or, without a mana cost, that only an effect can unlock it
//! (118.6, 709.5f) — and what unlocking it would trigger, or that the Room is fully
//! unlocked. The door that was cast, when locked, says an effect locked it
//! ([`DoorUnlock::cast_door`], set by `inspect`, which knows the cast: 709.5d, 709.5g).

use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::model::card::Card;
use crate::model::mana::ManaCost;
use crate::model::text::lowercase;
use crate::rules::characteristics::characteristics;
use crate::rules::cited::{cited, Cited};
use crate::rules::numbers as n;
use crate::rules::situation::{Doors, Situation, Zone};

/// The special action of unlocking door `face` (709.5e, 116.2m): its cost and the doors
/// afterwards. Only a locked door of a Room can be unlocked this way.
pub fn unlock(
    card: &Card,
    doors: Doors,
    face: usize,
) -> Result<(Cited<ManaCost>, Doors), EngineError> {
    if !card.is_room() {
        return Err(EngineError::impossible(
            msg("not-a-room", [("card", Arg::Text(card.name.to_string()))]),
            &[n::R709_5],
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
            &[n::R709_5J],
        ));
    };
    if doors.is_unlocked(face) {
        return Err(EngineError::impossible(
            msg(
                "already-unlocked",
                [("door", Arg::Text(door.name.to_string()))],
            ),
            &[n::R709_5E],
        ));
    }
    let cost = cost_of(card, face)?;
    match cost.value {
        Some(value) => Ok((
            Cited {
                value,
                rules: cost.rules,
                msg: cost.msg,
            },
            doors.with(face, true),
        )),
        None => Err(EngineError::impossible(cost.msg, &cost.rules)),
    }
}

/// What paying to unlock door `face` of a Room costs: its mana cost, paid as a special action
/// (709.5e, 116.2m), or `None` with why only an effect can unlock it (118.6, 709.5f). Shared
/// by [`unlock`] and [`unlocking`], which has already checked what `unlock` refuses.
fn cost_of(card: &Card, face: usize) -> Result<Cited<Option<ManaCost>>, EngineError> {
    let door = || ("door", Arg::Name(card.faces[face].name.clone()));
    // The door's mana cost is what it would have unlocked: ask the one function.
    let alone = Situation {
        doors: Some(Doors::only(face)),
        ..Situation::in_zone(Zone::Battlefield)
    };
    let chars = characteristics(card, &alone)?;
    // A door with no mana cost (a custom card's) has no cost to pay: only an effect can
    // unlock it (118.6, 709.5f).
    Ok(match chars.primary().mana_cost.value.clone() {
        Some(cost) => {
            let m = msg("unlock", vec![door(), ("cost", Arg::Cost(cost.clone()))]);
            cited(Some(cost), &[n::R709_5E, n::R116_2M], m)
        }
        None => cited(
            None,
            &[n::R709_5E, n::R118_6, n::R709_5F],
            msg("unlock-no-cost", [door()]),
        ),
    })
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

/// What unlocking a door would trigger (709.5h, 709.5i).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// The door's own "When you unlock this door" ability (709.5h).
    ThisDoor,
    /// It is the last locked door: "when you fully unlock" abilities (709.5i).
    FullyUnlock,
}

impl Trigger {
    pub fn slug(self) -> &'static str {
        match self {
            Trigger::ThisDoor => "this-door",
            Trigger::FullyUnlock => "fully-unlock",
        }
    }
}

/// How one locked door of a Room on the battlefield can be unlocked, and what that triggers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoorUnlock {
    /// The door, by face index.
    pub door: usize,
    /// Its name (a locked door has none on the battlefield, 709.5, but the player unlocking
    /// it names the door they pay for).
    pub name: std::borrow::Cow<'static, str>,
    /// The mana cost paid as a special action (709.5e, 116.2m); `None`: the door has no mana
    /// cost, so only an effect can unlock it (118.6, 709.5f). The message says which.
    pub cost: Cited<Option<ManaCost>>,
    /// What unlocking it would trigger, each with its rule; empty when nothing does.
    pub triggers: Vec<Cited<Trigger>>,
    /// Set when this is the door that was cast: it entered unlocked (709.5d), so it is
    /// locked now only because an effect locked it (709.5g). Set by [`crate::rules::inspect::inspect()`],
    /// which knows the cast.
    pub cast_door: Option<Cited<()>>,
}

/// The doors of a Room on the battlefield: each locked one, or that none is left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unlocking {
    /// The doors unlocked now, which this answer is for (709.5c).
    pub unlocked: Doors,
    /// The locked doors, in printed order.
    pub doors: Vec<DoorUnlock>,
    /// Set when no door is locked: the Room is fully unlocked and nothing is left to unlock.
    pub fully_unlocked: Option<Cited<()>>,
}

/// For a Room whose unlocked doors are `doors`: how each locked door can be unlocked and
/// what it would trigger. Built from [`unlock`] and [`triggers`], so the answer is the same
/// as the special action's (no second reading of the rules).
pub fn unlocking(card: &Card, doors: Doors) -> Unlocking {
    let card_name = || ("card", Arg::Name(card.name.clone()));
    let locked: Vec<usize> = (0..card.faces.len())
        .filter(|i| !doors.is_unlocked(*i))
        .collect();
    if locked.is_empty() {
        return Unlocking {
            unlocked: doors,
            doors: Vec::new(),
            fully_unlocked: Some(cited(
                (),
                &[n::R709_5C, n::R709_5E, n::R709_5I],
                msg("fully-unlocked", [card_name()]),
            )),
        };
    }
    let unlocked = doors;
    let doors = locked
        .into_iter()
        .map(|face| {
            let name = card.faces[face].name.clone();
            // The one error `unlock` gives a locked door of a Room is a door without a mana
            // cost (118.6, 709.5f): kept as the answer, with its reason and rules.
            // Only a Room's locked doors get here, which is all `unlock` checks besides the
            // cost; the characteristics of one door of a Room on the battlefield are always
            // there (the era was checked by the caller), else it is said as no cost.
            let cost = cost_of(card, face).unwrap_or_else(|e| Cited {
                value: None,
                rules: std::borrow::Cow::Owned(vec![n::R709_5E]),
                msg: e.reason(),
            });
            let door = || ("door", Arg::Name(name.clone()));
            let t = triggers(card, doors, doors.with(face, true));
            let mut fired = Vec::new();
            if t.doors.contains(&face) {
                fired.push(cited(
                    Trigger::ThisDoor,
                    &[n::R709_5H],
                    msg("unlock-triggers-door", [door()]),
                ));
            }
            if t.fully_unlocked {
                fired.push(cited(
                    Trigger::FullyUnlock,
                    &[n::R709_5I],
                    msg("unlock-triggers-fully", vec![door(), card_name()]),
                ));
            }
            DoorUnlock {
                door: face,
                name,
                cost,
                triggers: fired,
                cast_door: None,
            }
        })
        .collect();
    Unlocking {
        unlocked,
        doors,
        fully_unlocked: None,
    }
}
