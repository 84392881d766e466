//! `Question::ImprintCard` (Isochron Scepter): the card exiled by a filter, its copy castable as
//! any half.

use crate::common::*;
use splitcard_engine::probes::AnswerValue;
use splitcard_engine::Era;

#[test]
fn rules_history_isochron_scepter_far_away_no_longer() {
    assert_eq!(
        ask("Far // Away", "isochron-scepter", era(Era::Current)),
        AnswerValue::Bool(false)
    );
    assert_eq!(
        ask("Far // Away", "isochron-scepter", era(Era::Y2013)),
        AnswerValue::Bool(true)
    );
}

#[test]
fn seed_fire_ice_probe_isochron_scepter_wax_wane_yes_fire_ice_no() {
    assert_eq!(
        ask("Wax // Wane", "isochron-scepter", era(Era::Current)),
        AnswerValue::Bool(true)
    );
    assert_eq!(
        ask("Fire // Ice", "isochron-scepter", era(Era::Current)),
        AnswerValue::Bool(false)
    );
}
