//! Properties of the whole table: today an answer off the stack depends only on the combined
//! characteristics, one on the stack only on the cast half.

use crate::common::*;
use proptest::prelude::*;
use splitcard_engine::probes::{self, ProbeInput, EFFECTS};
use splitcard_engine::{catalogue, Card, ManaCost, ManaSymbol, Mode};

/// The same card with its halves' generic mana moved around: the combined characteristics
/// off the stack don't change.
fn regrouped(c: &Card) -> Card {
    let mut c = c.clone();
    let faces = c.faces.to_mut();
    let total: u32 = faces
        .iter()
        .filter_map(|f| f.mana_cost.as_ref())
        .flat_map(|m| m.symbols.iter())
        .map(|s| {
            if let ManaSymbol::Generic(n) = s {
                *n
            } else {
                0
            }
        })
        .sum();
    for (i, f) in faces.iter_mut().enumerate() {
        if let Some(cost) = &f.mana_cost {
            let mut syms: Vec<ManaSymbol> = cost
                .symbols
                .iter()
                .copied()
                .filter(|s| !matches!(s, ManaSymbol::Generic(_)))
                .collect();
            if i == 0 && total > 0 {
                syms.insert(0, ManaSymbol::Generic(total));
            }
            f.mana_cost = Some(ManaCost {
                symbols: syms.into(),
            });
        }
    }
    c
}

/// The same card with every face but `keep` replaced by something else entirely.
fn other_halves_changed(c: &Card, keep: usize) -> Card {
    let mut c = c.clone();
    for (i, f) in c.faces.to_mut().iter_mut().enumerate() {
        if i != keep {
            f.mana_cost = ManaCost::parse("{7}{G}{G}").ok();
            f.oracle_text = "Something else.".into();
        }
    }
    c
}

fn spell_effect() -> impl Strategy<Value = &'static probes::Effect> {
    let spells: Vec<&'static probes::Effect> = EFFECTS
        .iter()
        .filter(|e| e.looks_at == probes::LooksAt::Spell)
        .collect();
    prop::sample::select(spells)
}

fn any_card() -> impl Strategy<Value = &'static Card> {
    let n = catalogue::all().len();
    (0..n).prop_map(|i| catalogue::all()[i])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn off_stack_answers_depend_only_on_the_combined_characteristics(card in any_card(), e in 0..EFFECTS.len()) {
        let effect = &EFFECTS[e];
        prop_assume!(!matches!(effect.looks_at, probes::LooksAt::Spell | probes::LooksAt::Room | probes::LooksAt::Permanent));
        prop_assume!(!matches!(effect.question, probes::Question::CastCost { .. } | probes::Question::CastPermission { .. } | probes::Question::Cascade { .. } | probes::Question::NamedCantCast { .. }));
        let input = ProbeInput { number: Some(3), name: Some(card.faces[0].name.to_string()), ..ProbeInput::default() };
        let a = probes::probe(card, effect, &input).map(|a| a.answer);
        let b = probes::probe(&regrouped(card), effect, &input).map(|a| a.answer);
        prop_assert_eq!(a, b);
    }

    #[test]
    fn on_stack_answers_depend_only_on_the_cast_half(card in any_card(), effect in spell_effect(), pick in 0usize..5) {
        let i = pick % card.faces.len();
        let input = ProbeInput { cast: Some(Cast::new(card, Mode::Face(i))), number: Some(2), ..ProbeInput::default() };
        let a = probes::probe(card, effect, &input).map(|a| a.answer);
        let b = probes::probe(&other_halves_changed(card, i), effect, &input).map(|a| a.answer);
        prop_assert_eq!(a, b);
    }
}
