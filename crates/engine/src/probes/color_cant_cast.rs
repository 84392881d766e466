//! Spells of the chosen colors can't be cast (Iona, Shield of Emeria): which ways to cast the
//! card still can, each half checked as the spell it makes (709.3a) — said as for a chosen
//! name ([`super::named_cant_cast::still_castable`]).

use super::casting::Stop;
use super::named_cant_cast::still_castable;
use super::{Ask, Reply};
use crate::error::EngineError;
use crate::messages::Arg;
use crate::model::color::{Color, ColorSet};

/// [`super::Question::ColorCantCast`]: the modes still castable.
pub(super) fn answer(
    ask: &Ask,
    colors: &'static [Color],
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let chosen = (
        "color",
        Arg::Colors(colors.iter().fold(ColorSet::COLORLESS, |a, c| a.with(*c))),
    );
    let (value, m) = still_castable(
        ask.card,
        ask.zone,
        Stop::Colors(colors),
        chosen,
        ask.era,
        rules,
    )?;
    Ok(Reply::Answer(value, m))
}
