//! A granted flashback's cost (Snapcaster Mage, Past in Flames): casting a half that way pays
//! that half's mana cost (709.3b, 601.2f); asked without a half, the card's own — its
//! halves' combined (702.1b, 709.4b) — and what each half would pay. A card the effect can't
//! choose gets no flashback, whatever half would be cast.

use super::citations::{cite_also, refusal_rules};
use super::filter::matches;
use super::words::{cname, mode_name, types_arg, wanted_types};
use super::{AnswerValue, Ask, Filter, Reply};
use crate::error::{EngineError, Field};
use crate::messages::{msg, Arg, Msg};
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::characteristics::{characteristics, Characteristics};
use crate::rules::legality;
use crate::rules::numbers as n;
use crate::rules::situation::{Cast, Mode, Origin, Situation, Zone};

/// [`super::Question::CastCost`]: the cost, or `false` for none.
pub(super) fn answer(
    ask: &Ask,
    from: Zone,
    card_filter: &Filter,
    rules: &mut Vec<&'static str>,
) -> Result<Reply, EngineError> {
    let (card, effect, era) = (ask.card, ask.effect, ask.era);
    // The effect chooses the card first ("target instant or sorcery card"): a card
    // it can't choose gets no flashback, whatever half would be cast.
    let there = characteristics(card, &Situation::in_zone(from).in_era(era))?;
    if !matches(&there, card_filter, ask.input.number, era)? {
        *rules = refusal_rules(card, era, None);
        return Ok(Reply::Early(
            AnswerValue::Bool(false),
            msg(
                "p-cost-cant",
                vec![
                    cname(card),
                    ("types", types_arg(&there)),
                    ("effect", Arg::Text(effect.name.to_string())),
                    ("wanted", wanted_types(card_filter)),
                ],
            ),
        ));
    }
    let Some(cast) = ask.input.cast else {
        // No half chosen: the flashback the card has where it is. Its cost is the
        // card's mana cost, there the halves' combined (702.1b, 709.4b); casting a half
        // this way pays that half's (709.3b, 601.2f). Before 2017 the card had two
        // mana costs off the stack, one per half: the half must be said.
        if !era.combines_off_stack() {
            return Err(EngineError::BadValue {
                what: Field::Mode,
                value: String::new(),
                expected: msg("ex-cast-mode-half", [("flag", Arg::Text("--mode".into()))]),
            });
        }
        let (answer, m, uncosted) = card_flashback(card, &there, from, era)?;
        cite_also(rules, there.primary().mana_cost.rules.iter().copied());
        if uncosted {
            cite_also(rules, [n::R202_1B, n::R118_6]);
        }
        return Ok(Reply::Early(answer, m));
    };
    let cast = Cast {
        mode: cast.mode,
        from: Origin::yours(from),
    };
    let verdict = legality::check(card, cast, era);
    if !verdict.legal {
        return Err(EngineError::impossible(verdict.msg, &verdict.rules));
    }
    let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
    // The flashback cost is the half's mana cost; a half with none has no cost that
    // can be paid (202.1b, 118.6): it can't be cast this way.
    let Some(cost) = spell.primary().mana_cost.value.as_ref() else {
        cite_also(rules, [n::R202_1B, n::R118_6]);
        let half = ("half", Arg::Text(mode_name(card, cast.mode)));
        return Ok(Reply::Early(
            AnswerValue::Bool(false),
            msg("p-cost-none", [half]),
        ));
    };
    let cost = cost.to_string();
    // The contrast with the card's combined cost only where there is one to draw (a
    // custom card whose other half has no cost has the half's cost as its own).
    let whole = Some(there)
        .filter(|_| era.combines_off_stack())
        .and_then(|c| {
            c.primary()
                .mana_cost
                .value
                .as_ref()
                .map(ToString::to_string)
        })
        .filter(|w| *w != cost);
    let m = match whole {
        Some(w) => msg(
            "p-cost-combined",
            vec![("cost", Arg::Text(cost.clone())), ("whole", Arg::Text(w))],
        ),
        None => msg("p-cost", [("cost", Arg::Text(cost.clone()))]),
    };
    Ok(Reply::Answer(AnswerValue::Cost(cost), m))
}

/// The flashback cost of `card` where it is, `there` (its characteristics in `from`): its
/// mana cost, the halves' combined (702.1b, 709.4b), with what each half that can be cast
/// from there pays cast that way — its own mana cost (709.3b), or none (202.1b, 118.6).
/// `false` for a card with no mana cost at all. The last value: whether some cost doesn't
/// exist (the card's, or a half's).
fn card_flashback(
    card: &Card,
    there: &Characteristics,
    from: Zone,
    era: Era,
) -> Result<(AnswerValue, Msg, bool), EngineError> {
    let Some(whole) = there.primary().mana_cost.value.as_ref() else {
        return Ok((
            AnswerValue::Bool(false),
            msg("p-cost-card-none", [cname(card)]),
            true,
        ));
    };
    let mut uncosted = false;
    let mut halves = Vec::new();
    for mode in Mode::all_for(card) {
        let cast = Cast {
            mode,
            from: Origin::yours(from),
        };
        if mode == Mode::Fused || !legality::check(card, cast, era).legal {
            continue;
        }
        let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
        let half = ("half", Arg::Text(mode_name(card, mode)));
        halves.push(match spell.primary().mana_cost.value.as_ref() {
            Some(cost) => msg(
                "p-cost-card-half",
                vec![half, ("cost", Arg::Text(cost.to_string()))],
            ),
            None => {
                uncosted = true;
                msg("p-cost-card-half-none", [half])
            }
        });
    }
    let whole = whole.to_string();
    Ok((
        AnswerValue::Cost(whole.clone()),
        msg(
            "p-cost-card",
            vec![
                cname(card),
                ("whole", Arg::Text(whole)),
                ("halves", Arg::Msgs(halves)),
            ],
        ),
        uncosted,
    ))
}
