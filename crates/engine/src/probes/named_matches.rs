//! A name is chosen: does the card have it (Cabal Therapy, Pithing Needle)? One of its
//! halves' names from 2013 (201.4b), all its names before; a Room permanent has only its
//! unlocked doors' names (709.5).

use super::naming;
use super::words::cname;
use super::{AnswerValue, Ask, LooksAt, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::model::era::Era;

/// [`super::Question::NamedMatches`]: yes or no. `nonland`: the name must be a nonland
/// card's.
pub(super) fn answer(ask: &Ask, nonland: bool) -> Result<Reply, EngineError> {
    let (card, era) = (ask.card, ask.era);
    let (named, chosen) = naming::chosen(ask, nonland)?;
    let hand = ask.here()?;
    let yes = hand
        .sets
        .iter()
        .any(|s| named.iter().any(|n| s.has_name(n)));
    // A Room permanent has only its unlocked doors' names (709.5): a locked
    // door's name is not the permanent's.
    let room = ask.effect.looks_at == LooksAt::Permanent && card.is_room();
    let a_door = card
        .faces
        .iter()
        .any(|f| named.iter().any(|n| f.name.eq_ignore_ascii_case(n)));
    // Before 2013 the name chosen was all of a split card's names (201.4b's
    // "one half" came with Dragon's Maze).
    let id = match (yes, era >= Era::Y2013) {
        (true, _) if room => "p-named-door-has",
        (false, _) if room && a_door => "p-named-door-locked",
        (true, true) => "p-named-has",
        (true, false) => "p-named-has-all",
        (false, _) => "p-named-hasnt",
    };
    Ok(Reply::Answer(
        AnswerValue::Bool(yes),
        msg(id, vec![cname(card), chosen, ("era", Arg::Era(era))]),
    ))
}
