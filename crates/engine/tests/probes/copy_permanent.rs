//! `Question::CopyPermanent` (Copy Enchantment): a copy of a Room has every door locked.

use crate::common::*;
use splitcard_engine::probes::{AnswerValue, ProbeInput};
use splitcard_engine::Era;

#[test]
fn rooms_probe_copy_enchantment_and_panharmonicon() {
    let pool = "Bottomless Pool // Locker Room";
    assert_eq!(ask(pool, "copy-enchantment", era(Era::Current)), names(&[]));
    let entered = ProbeInput {
        cast: Some(Cast::new(card(pool), mode(card(pool), "left"))),
        ..era(Era::Current)
    };
    assert_eq!(ask(pool, "panharmonicon", entered), AnswerValue::Number(1));
}
