//! A copy of the spell on the stack (Twincast): the copy has the names of the half, or the
//! fused halves, that were cast, and every choice made for the spell — its X among them
//! (707.10); a spell the effect can't target (a Room's door) gives no copy.

use super::citations::refusal_rules;
use super::filter::matches;
use super::words::{has_x, object_args, types_arg, wanted_types};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg};

/// [`super::Question::CopySpell`]: the copy's names (none without a copy).
pub(super) fn answer(
    ask: &Ask,
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, effect, input, era) = (ask.card, ask.effect, ask.input, ask.era);
    let spell = ask.spell()?;
    if !matches(&spell, filter, input.number, era)? {
        // Twincast targets an instant or sorcery spell: a Room's door is an
        // enchantment spell, so there is nothing to copy.
        let what = object_args(card, &spell, effect.looks_at)
            .into_iter()
            .filter(|(k, _)| *k == "what")
            .collect::<Vec<_>>();
        let mut args = what;
        args.extend([
            ("types", types_arg(&spell)),
            ("effect", Arg::Text(effect.name.to_string())),
            ("wanted", wanted_types(filter)),
        ]);
        *rules = refusal_rules(card, era, input.cast);
        return Ok(Reply::Early(
            AnswerValue::Names(Vec::new()),
            msg("p-copy-cant", args),
        ));
    }
    let names: Vec<String> = spell
        .sets
        .iter()
        .flat_map(|s| s.names.value.clone())
        .collect();
    // A copy copies every choice made for the spell, the value of X among them
    // (707.10): say which, when the copied spell has {X}.
    let m = if has_x(&spell) {
        let x = match input.x {
            Some(x) => msg("copy-x", [("x", Arg::Num(x))]),
            None => msg("copy-x-unannounced", []),
        };
        msg(
            "p-copy-spell-x",
            vec![
                ("names", Arg::Names(names.clone())),
                ("x", Arg::Msg(Box::new(x))),
            ],
        )
    } else {
        msg("p-copy-spell", [("names", Arg::Names(names.clone()))])
    };
    Ok(Reply::Answer(AnswerValue::Names(names), m))
}
