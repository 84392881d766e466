//! `Question::Slots` (Firemind's Foresight): the mana-value slots a card fills, none when it
//! misses another criterion.

use crate::common::*;
use splitcard_engine::probes::AnswerValue;
use splitcard_engine::Era;

#[test]
fn seed_fire_ice_probe_fireminds_foresight() {
    assert_eq!(
        ask(
            "Failure // Comply",
            "fireminds-foresight",
            era(Era::Current)
        ),
        AnswerValue::Numbers(vec![3])
    );
    assert_eq!(
        ask("Wax // Wane", "fireminds-foresight", era(Era::Current)),
        AnswerValue::Numbers(vec![2])
    );
    for name in ["Illusion // Reality", "Fire // Ice", "Hit // Run"] {
        assert_eq!(
            ask(name, "fireminds-foresight", era(Era::Current)),
            AnswerValue::Numbers(vec![]),
            "{name}"
        );
    }
    // Before 2017 Fire // Ice filled the 2 slot (each half is 2).
    assert_eq!(
        ask("Fire // Ice", "fireminds-foresight", era(Era::Y2013)),
        AnswerValue::Numbers(vec![2])
    );
}

#[test]
fn fireminds_foresight_headline_says_none_when_no_slot_is_filled() {
    use splitcard_engine::messages::Lang;
    let none = answer_of("Fire // Ice", "fireminds-foresight", era(Era::Current));
    // Beside "mana value 2" (a slot): that it is no slot, not that the card has no value.
    assert_eq!(none.headline(Lang::En), "none of the slots");
    assert_eq!(none.headline(Lang::Fr), "aucune des valeurs");
    assert_eq!(none.headline(Lang::De), "keiner der Werte");
    // Under the Dragon's Maze rules, in their term.
    let two = answer_of("Fire // Ice", "fireminds-foresight", era(Era::Y2013));
    assert_eq!(two.headline(Lang::En), "converted mana cost 2");
}
