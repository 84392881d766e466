//! What changed for a card across rules eras: every effect probe whose answer today differs
//! from its answer under an older era ("Counterbalance revealing Wear // Tear: today it
//! counters mana value 3; before April 2017 it countered 1 or 2").

use crate::model::card::Card;
use crate::model::era::Era;
use crate::probes::{self, AnswerValue, Effect, LooksAt, ProbeAnswer, ProbeInput};

/// One effect whose answer changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub effect: &'static Effect,
    pub today: ProbeAnswer,
    /// The older eras whose answer differs from today's, newest first, with that answer.
    pub before: Vec<(Era, ProbeAnswer)>,
}

/// A short human rendering of an answer value.
pub fn describe(v: &AnswerValue) -> String {
    match v {
        AnswerValue::Number(n) => n.to_string(),
        AnswerValue::Bool(true) => "yes".into(),
        AnswerValue::Bool(false) => "no".into(),
        AnswerValue::Numbers(v) if v.is_empty() => "none".into(),
        AnswerValue::Numbers(v) => v
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" or "),
        AnswerValue::Names(v) if v.is_empty() => "nothing".into(),
        AnswerValue::Names(v) => v.join(", "),
        AnswerValue::Cost(c) => c.clone(),
    }
}

/// Every effect about the card off the stack (no choice needed) whose answer under an older
/// era differs from today's. `name` and `number` fill in choices when given.
pub fn changes(card: &Card, name: Option<&str>, number: Option<u32>) -> Vec<Change> {
    let mut out = Vec::new();
    for effect in probes::EFFECTS {
        if !matches!(effect.looks_at, LooksAt::Card(_)) {
            continue;
        }
        if (effect.needs_name() && name.is_none()) || (effect.needs_number() && number.is_none()) {
            continue;
        }
        let input = |era: Era| ProbeInput {
            name: name.map(str::to_string),
            number,
            era,
            ..ProbeInput::default()
        };
        let Ok(today) = probes::probe(card, effect, &input(Era::Current)) else {
            continue;
        };
        let before: Vec<(Era, ProbeAnswer)> = Era::ALL
            .into_iter()
            .filter(|e| *e != Era::Current)
            .filter_map(|e| probes::probe(card, effect, &input(e)).ok().map(|a| (e, a)))
            .filter(|(_, a)| a.answer != today.answer)
            .collect();
        if !before.is_empty() {
            out.push(Change {
                effect,
                today,
                before,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::catalogue;

    #[test]
    fn wear_tear_counterbalance_changed_in_2017() {
        let Ok(card) = catalogue::find("Wear // Tear") else {
            panic!("Wear // Tear")
        };
        let c = changes(card, None, None);
        let cb = c.iter().find(|c| c.effect.slug == "counterbalance");
        let Some(cb) = cb else {
            panic!("no Counterbalance change: {c:?}")
        };
        assert_eq!(describe(&cb.today.answer), "3");
        assert!(cb
            .before
            .iter()
            .any(|(e, a)| *e == Era::Y2013 && describe(&a.answer) == "1 or 2"));
    }

    #[test]
    fn a_card_without_changes_lists_none_for_dark_confidant() {
        let Ok(card) = catalogue::find("Fire // Ice") else {
            panic!("Fire // Ice")
        };
        assert!(!changes(card, None, None)
            .iter()
            .any(|c| c.effect.slug == "dark-confidant"));
    }
}
