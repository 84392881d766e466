//! Exiled by a filter, later copied and the copy cast (Isochron Scepter): a copy of a split
//! CARD keeps every half, and casting it chooses one (709.3c); only a copy of a spell is
//! limited to the half cast (707.10).

use super::casting::from_exile;
use super::citations::cite_also;
use super::filter::{matches, with_failure};
use super::words::{match_msg, mode_name, object_args};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};
use crate::rules::legality;
use crate::rules::numbers as n;
use crate::rules::situation::Mode;

/// [`super::Question::ImprintCard`]: whether it can be exiled; when it can, the halves the
/// copy can be cast as.
pub(super) fn answer(
    ask: &Ask,
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, effect, era, number) = (ask.card, ask.effect, ask.era, ask.input.number);
    let c = ask.here()?;
    let yes = matches(&c, filter, number, era)?;
    let mut args = object_args(card, &c, effect.looks_at);
    if yes && era.combines_off_stack() {
        // The copy is made of the exiled card and cast from exile: a copy of a split
        // CARD keeps every half, and casting it chooses one (709.3c); only a copy of
        // a spell is limited to the half cast (707.10).
        let castable: Vec<String> = Mode::all_for(card)
            .into_iter()
            .filter(|&mode| legality::check(card, from_exile(mode), era).legal)
            .map(|m| mode_name(card, m))
            .collect();
        cite_also(rules, [n::R709_3C, n::R707_10]);
        args.extend([
            ("effect", Arg::Text(effect.name.to_string())),
            ("castable", Arg::Alternatives(castable)),
        ]);
        Ok(Reply::Answer(
            AnswerValue::Bool(true),
            msg("p-imprint-yes", args),
        ))
    } else {
        let m = match_msg(&c, filter, era, yes, args);
        let m = if yes {
            m
        } else {
            with_failure(m, &c, filter, number, card, era, None, rules)?
        };
        Ok(Reply::Answer(AnswerValue::Bool(yes), m))
    }
}
