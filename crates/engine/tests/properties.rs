//! Property tests over the whole catalogue and the parsers.

use proptest::prelude::*;
use splitcard_engine::{
    card::slug, catalogue, characteristics, Cast, CharacteristicSet, ColorSet, ManaCost, Mode,
    Origin, Situation, TypeLine, Zone,
};

fn any_card() -> impl Strategy<Value = &'static splitcard_engine::Card> {
    let n = catalogue::all().len();
    (0..n).prop_map(|i| catalogue::all()[i])
}

fn any_fuse_card() -> impl Strategy<Value = &'static splitcard_engine::Card> {
    let fuse: Vec<&'static splitcard_engine::Card> = catalogue::all()
        .iter()
        .copied()
        .filter(|c| c.has_fuse())
        .collect();
    prop::sample::select(fuse)
}

fn off_zone() -> impl Strategy<Value = Zone> {
    prop::sample::select(vec![
        Zone::Library,
        Zone::Hand,
        Zone::Graveyard,
        Zone::Exile,
        Zone::Outside,
    ])
}

fn one(card: &splitcard_engine::Card, s: &Situation) -> CharacteristicSet {
    match characteristics(card, s) {
        Ok(c) => c.primary().clone(),
        Err(e) => panic!("{}: {e}", card.name),
    }
}

/// Each half's spell, cast from your hand by permission of some effect if need be.
fn halves(card: &splitcard_engine::Card) -> Vec<CharacteristicSet> {
    (0..card.faces.len())
        .map(|i| {
            let mode = Mode::Face(i);
            let cast = Cast {
                mode,
                from: Cast::default_origin(card, mode),
            };
            one(card, &Situation::on_stack(cast))
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn off_stack_mana_value_is_the_sum_of_the_halves(card in any_card(), zone in off_zone()) {
        let whole = one(card, &Situation::in_zone(zone));
        let sum: u32 = halves(card).iter().map(|h| h.mana_value.value).sum();
        prop_assert_eq!(whole.mana_value.value, sum);
    }

    #[test]
    fn off_stack_colors_are_the_union_of_the_halves(card in any_card(), zone in off_zone()) {
        let whole = one(card, &Situation::in_zone(zone));
        let union = halves(card).iter().fold(ColorSet::COLORLESS, |a, h| a.union(h.colors.value));
        prop_assert_eq!(whole.colors.value, union);
        let names: Vec<String> = halves(card).iter().flat_map(|h| h.names.value.clone()).collect();
        prop_assert_eq!(whole.names.value, names);
    }

    #[test]
    fn a_fused_spell_is_the_card_off_the_stack(card in any_fuse_card()) {
        let fused = one(card, &Situation::on_stack(Cast { mode: Mode::Fused, from: Origin::HAND }));
        let hand = one(card, &Situation::in_zone(Zone::Hand));
        prop_assert_eq!(fused.names.value, hand.names.value);
        prop_assert_eq!(fused.mana_cost.value, hand.mana_cost.value);
        prop_assert_eq!(fused.mana_value.value, hand.mana_value.value);
        prop_assert_eq!(fused.colors.value, hand.colors.value);
        prop_assert_eq!(fused.type_line.value, hand.type_line.value);
    }

    #[test]
    fn nothing_of_an_uncast_half_is_on_the_stack(card in any_card(), pick in 0usize..5) {
        let i = pick % card.faces.len();
        let mode = Mode::Face(i);
        let s = one(card, &Situation::on_stack(Cast { mode, from: Cast::default_origin(card, mode) }));
        let cast_name = card.faces[i].name.to_string();
        prop_assert_eq!(&s.names.value, &vec![cast_name.clone()]);
        prop_assert!(s.rules_text.value.iter().all(|t| t.face == cast_name));
        prop_assert_eq!(s.faces.clone(), vec![i]);
        for (j, other) in card.faces.iter().enumerate() {
            if j != i && other.name != cast_name {
                prop_assert!(!s.has_name(&other.name));
            }
        }
    }

    #[test]
    fn mana_cost_display_round_trips(cost in "(\\{(1?[0-9]|X|W|U|B|R|G|C|S|W/U|U/B|B/R|R/G|G/W|2/W|2/R|W/P|G/U/P)\\}){1,8}") {
        let parsed = ManaCost::parse(&cost);
        prop_assert!(parsed.is_ok(), "{}", cost);
        let parsed = parsed.map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(ManaCost::parse(&parsed.to_string()), Ok(parsed.clone()));
        prop_assert_eq!(parsed.to_string().to_uppercase(), cost.to_uppercase());
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,40}") {
        let _ = ManaCost::parse(&s);
        let _ = TypeLine::parse(&s);
        let _ = catalogue::find(&s);
        let _ = splitcard_engine::search::search(&s);
        let _ = Zone::parse(&s);
        let _ = Origin::parse(&s);
    }

    #[test]
    fn slugs_are_stable(s in "\\PC{0,40}") {
        let once = slug(&s);
        prop_assert_eq!(slug(&once), once.clone());
        prop_assert!(!once.starts_with('-') && !once.ends_with('-'));
    }
}
