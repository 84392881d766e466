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

/// Eras in a row ([`Era::ALL`]'s order, newest first) whose answer is the same and said in
/// the same words ("converted mana cost 2" from October 2000 to April 2017): one line of a
/// history, rather than one per era.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run<'a> {
    /// Newest first, each next to the one before it in [`Era::ALL`].
    pub eras: Vec<Era>,
    /// The answer (the newest era's; the others' are the same, said the same way).
    pub answer: &'a ProbeAnswer,
}

impl Run<'_> {
    /// The years the run covers: from its oldest era's start to its newest era's end (the
    /// start of the era after it), as years ("2000", "2017").
    pub fn years(&self) -> (&'static str, &'static str) {
        let first = self.eras.last().map_or("", |e| year(*e));
        let end = self.eras.first().and_then(|e| newer(*e)).map_or("", year);
        (first, end)
    }
}

/// The era right after `era` (`None` for today's).
fn newer(era: Era) -> Option<Era> {
    let at = Era::ALL.iter().position(|e| *e == era)?;
    at.checked_sub(1).and_then(|i| Era::ALL.get(i)).copied()
}

fn year(era: Era) -> &'static str {
    era.since().get(..4).unwrap_or_default()
}

/// An era's short tag: the year its rules began ("2013"), with the month where two eras
/// began the same year ("2021-04", "2021-07"). The same in every language.
pub fn era_tag(era: Era) -> &'static str {
    let shared = Era::ALL.iter().filter(|e| year(**e) == year(era)).count() > 1;
    let since = era.since();
    since.get(..if shared { 7 } else { 4 }).unwrap_or(since)
}

/// The eras of `before` (newest first, as [`Change::before`]) grouped into [`Run`]s: an era
/// joins the run before it when it comes right after it in [`Era::ALL`] (no era between
/// them answered as today) and answers the same, in the same words (its term for the mana
/// value too).
pub fn runs(before: &[(Era, ProbeAnswer)]) -> Vec<Run<'_>> {
    let mut out: Vec<Run<'_>> = Vec::new();
    for (era, answer) in before {
        let joins = out.last().is_some_and(|run| {
            let last = run.eras.last().copied();
            last.and_then(|l| newer(*era).filter(|n| *n == l)).is_some()
                && run.answer.answer == answer.answer
                && last.is_some_and(|l| l.says_mana_value() == era.says_mana_value())
        });
        match out.last_mut() {
            Some(run) if joins => run.eras.push(*era),
            _ => out.push(Run {
                eras: vec![*era],
                answer,
            }),
        }
    }
    out
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
    use crate::messages::Lang;

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

    /// For every card and effect: the runs cover every era of `before` once, in order, each
    /// run's eras adjacent with one answer said the same way, and no two neighbouring runs
    /// could have been one.
    #[test]
    fn runs_group_adjacent_eras_with_one_answer_for_every_card() {
        let mut grouped = 0;
        for card in catalogue::all() {
            for c in changes(card, None, None) {
                let runs = runs(&c.before);
                let flat: Vec<Era> = runs.iter().flat_map(|r| r.eras.clone()).collect();
                let eras: Vec<Era> = c.before.iter().map(|(e, _)| *e).collect();
                assert_eq!(flat, eras, "{} / {}", card.name, c.effect.slug);
                for run in &runs {
                    for pair in run.eras.windows(2) {
                        assert_eq!(newer(pair[1]), Some(pair[0]));
                    }
                    for era in &run.eras {
                        let Some((_, a)) = c.before.iter().find(|(e, _)| e == era) else {
                            panic!("{era:?}")
                        };
                        assert_eq!(a.headline(Lang::En), run.answer.headline(Lang::En));
                    }
                    grouped += usize::from(run.eras.len() > 1);
                }
                for pair in runs.windows(2) {
                    let (a, b) = (&pair[0], &pair[1]);
                    let Some(last) = a.eras.last() else {
                        panic!("an empty run")
                    };
                    assert!(
                        newer(b.eras[0]) != Some(*last)
                            || a.answer.headline(Lang::En) != b.answer.headline(Lang::En),
                        "{} / {}: {:?} and {:?} could be one run",
                        card.name,
                        c.effect.slug,
                        a.eras,
                        b.eras
                    );
                }
            }
        }
        assert!(grouped > 10, "{grouped}");
    }

    #[test]
    fn wear_tear_counterbalance_is_one_line_from_2000_to_2017() {
        let Ok(card) = catalogue::find("Wear // Tear") else {
            panic!("Wear // Tear")
        };
        let c = changes(card, None, None);
        let Some(cb) = c.iter().find(|c| c.effect.slug == "counterbalance") else {
            panic!("no Counterbalance change")
        };
        let runs = runs(&cb.before);
        let Some(first) = runs.first() else {
            panic!("no runs")
        };
        assert_eq!(
            first.answer.headline(Lang::En),
            "converted mana cost 1 or 2"
        );
        assert_eq!(first.eras.last(), Some(&Era::Y2000));
        assert_eq!(first.years().0, "2000");
    }

    #[test]
    fn era_tags_are_years_with_a_month_where_two_eras_share_one() {
        let tags: Vec<&str> = Era::ALL.iter().map(|e| era_tag(*e)).collect();
        assert_eq!(
            tags,
            ["2024", "2021-07", "2021-04", "2017", "2013", "2009", "2006", "2000"]
        );
        let run = Run {
            eras: vec![Era::Y2013, Era::Y2009],
            answer: &changes(
                catalogue::find("Wear // Tear").expect("Wear // Tear"),
                None,
                None,
            )[0]
            .today,
        };
        assert_eq!(run.years(), ("2009", "2017"));
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
