//! Helpers shared by the probe tests: an effect asked by name, the usual inputs, and the
//! engine tests' own helpers (`tests/common`), re-exported.

#[path = "../common/mod.rs"]
mod engine;

pub use engine::*;

use splitcard_engine::probes::{self, AnswerValue, ProbeInput};
use splitcard_engine::{Card, EngineError, Era, Zone};

/// What `effect` (a slug or a name) answers about the card named `card_name`: its value,
/// with an explanation and rules; a refusal fails the test.
pub fn ask(card_name: &str, effect: &str, input: ProbeInput) -> AnswerValue {
    let c = card(card_name);
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(c, e, &input) {
        Ok(a) => {
            assert!(!a.explanation.is_empty());
            assert!(!a.rules.is_empty());
            a.answer
        }
        Err(err) => panic!("{card_name} / {effect}: {err}"),
    }
}

/// No choices, under the rules of `e`.
pub fn era(e: Era) -> ProbeInput {
    ProbeInput {
        era: e,
        ..ProbeInput::default()
    }
}

/// The spell `m` (a half, a side or `fused`) on the stack, cast from where it usually is,
/// under the rules of `e`.
pub fn spell_of(card_name: &str, m: &str, e: Era) -> ProbeInput {
    let c = card(card_name);
    ProbeInput {
        cast: Some(Cast::new(c, mode(c, m))),
        era: e,
        ..ProbeInput::default()
    }
}

/// The name `n` chosen, under the rules of `e`.
pub fn named(n: &str, e: Era) -> ProbeInput {
    ProbeInput {
        name: Some(n.into()),
        era: e,
        ..ProbeInput::default()
    }
}

/// An answer that lists names or mode slugs.
pub fn names(v: &[&str]) -> AnswerValue {
    AnswerValue::Names(v.iter().map(|s| s.to_string()).collect())
}

/// The whole answer of `effect` about the card named `card_name`; a refusal fails the test.
pub fn answer_of(card_name: &str, effect: &str, input: ProbeInput) -> probes::ProbeAnswer {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card(card_name), e, &input) {
        Ok(a) => a,
        Err(err) => panic!("{card_name} / {effect}: {err}"),
    }
}

/// A Room's door (`left`, `right`) cast, today.
pub fn room_door(card_name: &str, door: &str) -> ProbeInput {
    let c = card(card_name);
    ProbeInput {
        cast: Some(Cast::new(c, mode(c, door))),
        ..era(Era::Current)
    }
}

/// The natural "no" of each kind of answer.
pub fn is_nothing(a: &AnswerValue) -> bool {
    match a {
        AnswerValue::Number(n) => *n == 0,
        AnswerValue::Bool(b) => !b,
        AnswerValue::Numbers(v) => v.is_empty(),
        AnswerValue::Names(v) => v.is_empty(),
        AnswerValue::Cost(_) => false,
    }
}

/// The error an effect gives, as (message id, English, rules).
pub fn refusal(
    card_name: &str,
    effect: &str,
    input: ProbeInput,
) -> (&'static str, String, Vec<&'static str>) {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(card(card_name), e, &input) {
        Err(EngineError::Impossible { msg, rules, reason }) => (msg.id, reason, rules),
        other => panic!("{card_name} / {effect}: {other:?}"),
    }
}

/// The probe's answer for a custom card.
pub fn custom_answer(c: &Card, effect: &str, input: &ProbeInput) -> probes::ProbeAnswer {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(c, e, input) {
        Ok(a) => a,
        Err(err) => panic!("{} / {effect}: {err}", c.name),
    }
}

/// The error an effect gives about `c` (a catalogue or custom card); an answer fails the test.
pub fn refused(c: &Card, effect: &str, input: &ProbeInput) -> EngineError {
    let e = match probes::find(effect) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    match probes::probe(c, e, input) {
        Ok(a) => panic!("{} / {effect}: {:?}", c.name, a.answer),
        Err(err) => err,
    }
}

/// The spell `m` of `c` cast from its usual zone, asked about on the stack, today.
pub fn on_stack(c: &Card, m: &str) -> ProbeInput {
    ProbeInput {
        zone: Some(Zone::Stack),
        cast: Some(Cast::new(c, mode(c, m))),
        ..ProbeInput::default()
    }
}

/// The catalogue's effect named by `slug`; an unknown slug fails the test.
pub fn effect(slug: &str) -> &'static probes::Effect {
    match probes::find(slug) {
        Ok(e) => e,
        Err(err) => panic!("{slug}: {err}"),
    }
}

/// The answer of `e`, an effect of the catalogue or one an engine user defines, about `c`;
/// a refusal fails the test.
pub fn answer_to(c: &Card, e: &'static probes::Effect, input: &ProbeInput) -> probes::ProbeAnswer {
    match probes::probe(c, e, input) {
        Ok(a) => a,
        Err(err) => panic!("{} / {}: {err}", c.name, e.slug),
    }
}

/// An effect an engine user defines: "each player discards every multicolored card in their
/// hand", a count of multicolored cards, whose own rule is only that a split card is one
/// card (709.2).
pub static MULTICOLORED_DISCARDED: probes::Effect = probes::Effect {
    slug: "discard-multicolored",
    name: "Discard multicolored",
    text_id: "fx-blightning",
    asks_id: "q-blightning",
    looks_at: probes::LooksAt::Card(Zone::Hand),
    question: probes::Question::CountCards {
        filter: probes::Filter {
            colors: probes::ColorTest::Multicolored,
            ..probes::Filter::ANY
        },
        unit: "unit-discarded",
    },
    rules: &["709.2"],
};
