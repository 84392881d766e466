//! Does the object match the effect's filter (Force of Will, Error, Red Elemental Blast,
//! Chalice of the Void …)? The card where the effect looks, the spell on the stack with its X
//! as announced, or the permanent (a Room by its unlocked doors, 709.5); a "no" names the
//! first criterion missed, with its rule.

use super::citations::cite_also;
use super::filter::{matches, read_rules, with_failure};
use super::words::{match_msg, object_args, protection_msg, x_clause};
use super::{AnswerValue, Ask, ColorTest, Filter, LooksAt, Reply};
use crate::error::EngineError;
use crate::messages::{msg, Arg, Msg};
use crate::rules::numbers as n;

/// [`super::Question::Matches`]: yes or no.
pub(super) fn answer(
    ask: &Ask,
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (yes, m) = matched(ask, filter, rules)?;
    Ok(Reply::Answer(AnswerValue::Bool(yes), m))
}

/// Whether the object the effect looks at matches `filter`, and the answer's words; the
/// rules of the criterion missed, or of the spell's X, added to `rules`. Also the first half
/// of [`super::find_then_cast`].
pub(super) fn matched(
    ask: &Ask,
    filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<(bool, Msg), EngineError> {
    let (card, effect, input, era) = (ask.card, ask.effect, ask.input, ask.era);
    let looks = effect.looks_at_in(ask.zone);
    let target = match looks {
        LooksAt::Spell => ask.spell()?,
        _ => ask.here()?,
    };
    // A permanent (a Room with its unlocked doors, 709.5): the rules of what the
    // filter reads, as the permanent has it.
    let permanent = looks == LooksAt::SpellOrPermanent;
    if permanent {
        cite_also(rules, read_rules(&target, filter));
    }
    let yes = matches(&target, filter, input.number, era)?;
    let m = if filter.negate && filter.colors == ColorTest::Multicolored {
        protection_msg(effect, card, &target, yes)
    } else {
        match_msg(&target, filter, era, yes, object_args(card, &target, looks))
    };
    // A "no" says the first criterion missed (a negative question's "no" is the
    // object matching, which its colors already say; a whole card's colors say why
    // it wasn't multicolored).
    let spell = input
        .cast
        .filter(|_| matches!(looks, LooksAt::Spell | LooksAt::OwnSpell(_)));
    let whole = target.is_two_answers() && filter.colors == ColorTest::Multicolored;
    let m = if yes || filter.negate || whole {
        m
    } else if permanent {
        // Its rules are cited above: the criterion missed is one of them.
        with_failure(
            m,
            &target,
            filter,
            input.number,
            card,
            era,
            None,
            &mut Vec::new(),
        )?
    } else {
        with_failure(m, &target, filter, input.number, card, era, spell, rules)?
    };
    // A spell's mana value counts its X as announced (0 when none was): say which.
    let m = match x_clause(&target, filter, input.x) {
        Some(x) if effect.looks_at_spell() && !permanent => {
            cite_also(rules, [n::R202_3E, n::R107_3]);
            msg("p-with-x", vec![("answer", Arg::Msg(Box::new(m))), x])
        }
        _ => m,
    };
    Ok((yes, m))
}
