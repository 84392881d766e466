//! `Question::ManaValues` (Counterbalance): the values a "same mana value" comparison accepts,
//! the card's one today, either half's before 2017.

use crate::common::*;
use splitcard_engine::probes::AnswerValue;
use splitcard_engine::Era;

#[test]
fn seed_fire_ice_probe_counterbalance_4_today_2_before() {
    assert_eq!(
        ask("Fire // Ice", "counterbalance", era(Era::Current)),
        AnswerValue::Numbers(vec![4])
    );
    assert_eq!(
        ask("Fire // Ice", "counterbalance", era(Era::Y2013)),
        AnswerValue::Numbers(vec![2])
    );
}

#[test]
fn rules_history_counterbalance_wear_tear_3_today_1_or_2_before() {
    assert_eq!(
        ask("Wear // Tear", "counterbalance", era(Era::Current)),
        AnswerValue::Numbers(vec![3])
    );
    assert_eq!(
        ask("Wear // Tear", "counterbalance", era(Era::Y2013)),
        AnswerValue::Numbers(vec![1, 2])
    );
}

#[test]
fn rules_history_counterbalance_2000_yes_if_either_half_matched() {
    // A comparison under the Invasion rules: yes if either half matched (505.6), so Wear //
    // Tear matched spells with mana value 1 or 2; values were combined only when asked for
    // a value (505.5).
    let a = answer_of("Wear // Tear", "counterbalance", era(Era::Y2000));
    assert_eq!(a.answer, AnswerValue::Numbers(vec![1, 2]));
    assert!(a.explanation.contains("1 or 2"), "{}", a.explanation);
    assert!(a.rules.contains(&"505.6@2000"), "{:?}", a.rules);
    assert!(!a.rules.contains(&"505.5@2000"), "{:?}", a.rules);
}
