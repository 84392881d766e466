//! Probe answers that no other test pinned down, found by mutation testing (`cargo mutants`,
//! see docs/development.md): each test asks an effect through the public probe API and
//! checks the answer, its explanation or its rules exactly where a changed evaluator would
//! give another. Kept in one file for now; they belong with the tests of their kind of
//! question (a count, a value, a match, a cast, a name …) once the probe tests are split
//! that way.

mod common;

use common::*;
use splitcard_engine::probes::{self, AnswerValue, Effect, ProbeAnswer, ProbeInput};
use splitcard_engine::{EngineError, Zone};

fn effect(slug: &str) -> &'static Effect {
    match probes::find(slug) {
        Ok(e) => e,
        Err(e) => panic!("{slug}: {e}"),
    }
}

fn answer(c: &Card, slug: &str, input: &ProbeInput) -> ProbeAnswer {
    match probes::probe(c, effect(slug), input) {
        Ok(a) => a,
        Err(e) => panic!("{} / {slug}: {e}", c.name),
    }
}

fn refusal(c: &Card, slug: &str, input: &ProbeInput) -> EngineError {
    match probes::probe(c, effect(slug), input) {
        Ok(a) => panic!("{} / {slug}: {:?}", c.name, a.answer),
        Err(e) => e,
    }
}

/// A spell of `m` cast from its usual zone, asked about on the stack.
fn on_stack(c: &Card, m: &str) -> ProbeInput {
    ProbeInput {
        zone: Some(Zone::Stack),
        cast: Some(Cast::new(c, mode(c, m))),
        ..ProbeInput::default()
    }
}

#[test]
fn cr_709_3b_red_elemental_blast_asks_the_spell_on_the_stack_the_half_cast() {
    // "Counter target blue spell": on the stack Red Elemental Blast and Pyroblast look at the
    // spell, only the half cast (709.3b) — Ice is blue, Fire isn't.
    let c = card("Fire // Ice");
    for slug in ["red-elemental-blast", "pyroblast"] {
        let ice = answer(c, slug, &on_stack(c, "right"));
        assert_eq!(ice.answer, AnswerValue::Bool(true), "{slug}");
        assert_eq!(ice.rules, ["202.2", "709.3b"], "{slug}");
        assert_eq!(
            ice.explanation, "The spell Ice is blue (Instant, mana value 2): yes.",
            "{slug}"
        );
        let fire = answer(c, slug, &on_stack(c, "left"));
        assert_eq!(fire.answer, AnswerValue::Bool(false), "{slug}");
        assert_eq!(fire.rules, ["202.2", "709.3b"], "{slug}");
        assert_eq!(
            fire.explanation,
            "The spell Fire is red (Instant, mana value 2): no. The first criterion it misses: red, not blue.",
            "{slug}"
        );
    }
}

#[test]
fn cr_709_5_feed_the_swarm_and_pithing_needle_look_only_at_a_permanent() {
    // They look at a permanent on the battlefield: a Room in a hand is no permanent, and
    // neither effect is offered there or answers there.
    let c = card("Bottomless Pool // Locker Room");
    let offered: Vec<&str> = probes::applicable(c, Zone::Hand)
        .iter()
        .map(|e| e.slug)
        .collect();
    for slug in ["feed-the-swarm", "pithing-needle"] {
        assert!(!offered.contains(&slug), "{slug}: {offered:?}");
        let input = ProbeInput {
            zone: Some(Zone::Hand),
            name: Some("Locker Room".into()),
            ..ProbeInput::default()
        };
        let e = refusal(c, slug, &input);
        assert!(
            e.to_string()
                .contains("looks at a permanent on the battlefield; it has nothing to say about Bottomless Pool // Locker Room in a hand"),
            "{slug}: {e}"
        );
    }
    // On the battlefield it answers: with both doors locked, mana value 0 (202.3a).
    assert_eq!(
        answer(c, "feed-the-swarm", &ProbeInput::default()).answer,
        AnswerValue::Number(0)
    );
}
