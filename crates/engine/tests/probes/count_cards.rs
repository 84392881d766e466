//! `Question::CountCards` (Magnivore, Blightning, Nightshade Assassin): a split card is one card
//! (709.2), and the unit agrees with its count in every language.

use crate::common::*;
use splitcard_engine::probes::AnswerValue;
use splitcard_engine::Era;

#[test]
fn seed_fire_ice_probe_magnivore_counts_one_card_in_every_era() {
    for e in Era::ALL {
        assert_eq!(
            ask("Assault // Battery", "magnivore", era(e)),
            AnswerValue::Number(1),
            "{e}"
        );
    }
}

#[test]
fn seed_fire_ice_probe_blightning_and_nightshade_assassin_one_card() {
    assert_eq!(
        ask("Fire // Ice", "blightning", era(Era::Current)),
        AnswerValue::Number(1)
    );
    assert_eq!(
        ask(
            "Crime // Punishment",
            "nightshade-assassin",
            era(Era::Current)
        ),
        AnswerValue::Number(1)
    );
}

#[test]
fn probe_units_agree_with_the_number_in_every_language() {
    use splitcard_engine::messages::Lang;
    let one = answer_of("Assault // Battery", "magnivore", era(Era::Current));
    assert_eq!(one.headline(Lang::En), "1 sorcery card counted");
    assert_eq!(one.headline(Lang::Fr), "1 carte de rituel comptée");
    assert_eq!(one.headline(Lang::De), "1 gezählte Hexereikarte");
    assert!(
        one.explanation.ends_with("1 sorcery card counted."),
        "{}",
        one.explanation
    );
    let zero = answer_of("Fire // Ice", "magnivore", era(Era::Current));
    assert_eq!(zero.headline(Lang::En), "0 sorcery cards counted");
    assert_eq!(zero.headline(Lang::Fr), "0 carte de rituel comptée");
    assert_eq!(zero.headline(Lang::De), "0 gezählte Hexereikarten");
    let four = answer_of("Fire // Ice", "dark-confidant", era(Era::Current));
    assert_eq!(four.headline(Lang::Fr), "4 points de vie perdus");
    let blight = answer_of("Fire // Ice", "blightning", era(Era::Current));
    assert_eq!(blight.headline(Lang::En), "1 card discarded");
    assert_eq!(blight.headline(Lang::De), "1 abgeworfene Karte");
}
