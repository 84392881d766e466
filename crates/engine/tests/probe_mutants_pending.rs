//! Probe answers that no other test pinned down, found by mutation testing (`cargo mutants`,
//! see docs/development.md): each test asks an effect through the public probe API and
//! checks the answer, its explanation or its rules exactly where a changed evaluator would
//! give another. Kept in one file for now; they belong with the tests of their kind of
//! question (a count, a value, a match, a cast, a name …) once the probe tests are split
//! that way.

mod common;

use common::*;
use splitcard_engine::probes::{self, AnswerValue, Effect, ProbeAnswer, ProbeInput};
use splitcard_engine::{EngineError, Era, Zone};

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

/// Before 2017 every kind of question cites that era's rule for it: one card (708.4 of
/// 2013), a comparison (708.6), a value asked for (708.5), a color (708.3), naming (708.7),
/// where a fused spell may be cast from (702.101a and 708.2b of 2013) only for a card with
/// fuse under rules that had it, and a spell's own rules on the stack (708.2, with 708.3 for
/// its colors, 702.101b for a fused spell).
#[test]
fn rules_history_each_kind_of_question_cites_its_eras_rules() {
    let fire = card("Fire // Ice");
    let turn = card("Turn // Burn");
    let spell = |c: &Card, m: &str, era: Era| ProbeInput {
        era,
        ..on_stack(c, m)
    };
    let in_era = |era: Era| ProbeInput {
        era,
        ..ProbeInput::default()
    };
    let named = |n: &str, era: Era| ProbeInput {
        name: Some(n.into()),
        era,
        ..ProbeInput::default()
    };
    let number = |n: u32, input: ProbeInput| ProbeInput {
        number: Some(n),
        ..input
    };
    let y2013 = Era::Y2013;
    let y2009 = Era::Y2009;
    let cases: Vec<(&Card, &str, ProbeInput, &[&str])> = vec![
        // Counting: one card, whatever its halves; with a filter, a comparison too.
        (fire, "blightning", in_era(y2013), &["708.4@2013"]),
        (
            fire,
            "magnivore",
            in_era(y2013),
            &["708.4@2013", "708.2@2013", "708.6@2013"],
        ),
        (
            card("Hit // Run"),
            "nightshade-assassin",
            in_era(y2013),
            &["708.4@2013", "708.2@2013", "708.6@2013"],
        ),
        // Naming, and casting what a name or a color doesn't stop: fuse's rules only for a
        // card with fuse, under rules that had fuse.
        (
            fire,
            "meddling-mage",
            named("Fire", y2013),
            &["708.7@2013", "708.2@2013"],
        ),
        (
            turn,
            "meddling-mage",
            named("Turn", y2013),
            &[
                "708.7@2013",
                "708.2@2013",
                "702.101a@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            fire,
            "iona-shield-of-emeria",
            in_era(y2013),
            &["202.2@current", "708.3@2013", "708.2@2013"],
        ),
        (
            turn,
            "iona-shield-of-emeria",
            in_era(y2013),
            &[
                "202.2@current",
                "708.3@2013",
                "708.2@2013",
                "702.101a@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            turn,
            "iona-shield-of-emeria",
            in_era(y2009),
            &["202.2@current", "708.3@2009", "708.2@2009"],
        ),
        // A cast permission: from your hand, fuse's rule for a fuse card; from a graveyard
        // only the refusal of the fused spell cites it.
        (
            turn,
            "omniscience",
            in_era(y2013),
            &[
                "702.101a@2013",
                "708.2@2013",
                "708.6@2013",
                "708.2b@2013",
                "702.101b@2013",
            ],
        ),
        (
            fire,
            "omniscience",
            in_era(y2013),
            &["708.2@2013", "708.6@2013"],
        ),
        (
            turn,
            "omniscience",
            in_era(y2009),
            &["708.6@2009", "708.2@2009"],
        ),
        (
            turn,
            "goblin-dark-dwellers",
            in_era(y2013),
            &["601.3@current", "708.2@2013", "708.6@2013", "702.101a@2013"],
        ),
        // A spell: the half cast (708.2), its color (708.3) when the question is a color;
        // a fused spell under Dragon's Maze (702.101b).
        (
            fire,
            "red-elemental-blast",
            spell(fire, "right", y2013),
            &["202.2@current", "708.2@2013", "708.3@2013"],
        ),
        (
            fire,
            "chalice-of-the-void",
            number(2, spell(fire, "right", y2013)),
            &["708.2@2013"],
        ),
        (
            turn,
            "error",
            spell(turn, "fused", y2013),
            &[
                "105.2b@current",
                "708.2@2013",
                "702.101b@2013",
                "708.3@2013",
            ],
        ),
        (
            turn,
            "chalice-of-the-void",
            number(5, spell(turn, "fused", y2013)),
            &["708.2@2013", "702.101b@2013"],
        ),
    ];
    for (c, slug, input, rules) in cases {
        let a = answer(c, slug, &input);
        assert_eq!(a.rules, rules, "{} / {slug} ({:?})", c.name, input.era);
    }
}

/// A "less than" comparison, which no effect of the catalogue makes (cascade compares on
/// its own): an effect an engine user defines — "a card with mana value less than 4", the
/// test cascade from a four-drop makes of each card — is answered as it says: 3 is less
/// than 4, 4 isn't, and a "no" says the limit.
#[test]
fn cr_202_3d_a_less_than_comparison_is_strict() {
    use splitcard_engine::probes::{Cmp, Filter, LooksAt, Num, Question};
    static LESS_THAN_4: Effect = Effect {
        slug: "less-than-4",
        name: "Less than 4",
        text_id: "fx-void",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::Matches {
            filter: Filter {
                mana_value: Some((Cmp::Lt, Num::Fixed(4))),
                ..Filter::ANY
            },
        },
        rules: &["202.3d"],
    };
    let ask = |name: &str| match probes::probe(card(name), &LESS_THAN_4, &ProbeInput::default()) {
        Ok(a) => a,
        Err(e) => panic!("{name}: {e}"),
    };
    // Wear // Tear: 3 off the stack; Fire // Ice: 4; Assault // Battery: 5.
    assert_eq!(ask("Wear // Tear").answer, AnswerValue::Bool(true));
    let fire = ask("Fire // Ice");
    assert_eq!(fire.answer, AnswerValue::Bool(false));
    assert!(
        fire.explanation.ends_with("mana value 4, not less than 4."),
        "{}",
        fire.explanation
    );
    assert_eq!(ask("Assault // Battery").answer, AnswerValue::Bool(false));
}

/// An effect that looks at a card in a zone, asked about an instant on the battlefield,
/// says it doesn't look there — not that the card can't be a permanent, which only an
/// effect that looks at permanents says (304.4). `probes::check` refuses alike without
/// answering, citing the era's rules.
#[test]
fn cr_304_4_an_effect_that_looks_elsewhere_is_refused_for_its_zone_not_for_the_card() {
    let c = card("Fire // Ice");
    let input = ProbeInput {
        zone: Some(Zone::Battlefield),
        ..ProbeInput::default()
    };
    let e = refusal(c, "force-of-will", &input);
    assert_eq!(
        e.to_string(),
        "Force of Will looks at a card in a hand; it has nothing to say about Fire // Ice on the battlefield. (rule 709.4b, 202.2)"
    );
    let checked = probes::check(c, effect("force-of-will"), &input).map_err(|e| e.to_string());
    assert_eq!(checked, Err(e.to_string()));
    let old = ProbeInput {
        era: Era::Y2013,
        ..input
    };
    match probes::check(c, effect("force-of-will"), &old) {
        Err(EngineError::Impossible { rules, .. }) => {
            assert_eq!(rules, ["202.2@current", "708.2@2013", "708.6@2013"])
        }
        other => panic!("{other:?}"),
    }
    // A name the effect needs is missing: refused before any answer.
    assert!(probes::check(c, effect("meddling-mage"), &ProbeInput::default()).is_err());
    assert_eq!(
        probes::check(c, effect("force-of-will"), &ProbeInput::default())
            .map_err(|e| e.to_string()),
        Ok(())
    );
}

/// An X is announced only for a spell on the stack (202.3e): an effect that looks at a
/// spell, asked about the permanent on the battlefield, refuses one, and so does an effect
/// that looks at a card in a graveyard, asked about the spell on the stack.
#[test]
fn cr_202_3e_an_x_is_refused_unless_the_effect_looks_at_a_spell_on_the_stack() {
    let pool = card("Bottomless Pool // Locker Room");
    let e = refusal(
        pool,
        "red-elemental-blast",
        &ProbeInput {
            zone: Some(Zone::Battlefield),
            x: Some(2),
            ..ProbeInput::default()
        },
    );
    assert!(
        e.to_string().starts_with(
            "Red Elemental Blast looks at a permanent on the battlefield, not at a spell on the stack"
        ),
        "{e}"
    );
    let fire = card("Fire // Ice");
    let e = refusal(
        fire,
        "crook-of-condemnation",
        &ProbeInput {
            zone: Some(Zone::Stack),
            x: Some(2),
            ..ProbeInput::default()
        },
    );
    assert!(
        e.to_string().starts_with(
            "Crook of Condemnation looks at a card in a graveyard, not at a spell on the stack"
        ),
        "{e}"
    );
}

/// Before 2017 "multicolored" was asked of the whole card (708.3 of 2013): Boom // Bust, red
/// and red, wasn't — and the answer says why in those words, with no "first criterion
/// missed" of a single set after it. Today the card is one red object, and its "no" says
/// the criterion missed.
#[test]
fn rules_history_glittering_wish_says_why_a_whole_card_was_not_multicolored() {
    let boom = card("Boom // Bust");
    let old = answer(
        boom,
        "glittering-wish",
        &ProbeInput {
            era: Era::Y2013,
            ..ProbeInput::default()
        },
    );
    assert_eq!(old.answer, AnswerValue::Bool(false));
    assert_eq!(
        old.explanation,
        "Boom // Bust is red / red (Sorcery / Sorcery, converted mana cost 2 / 6); its halves had only one color in all, so the whole wasn't multicolored: no."
    );
    let today = answer(boom, "glittering-wish", &ProbeInput::default());
    assert!(
        today
            .explanation
            .ends_with("The first criterion it misses: red, not multicolored."),
        "{}",
        today.explanation
    );
}

/// A card's X counts as 0 off the stack (202.3e): a search by mana value (Spellseeker, Bring
/// to Light) reads Expansion // Explosion's 6 without an X clause or the rules of an X on
/// the stack, which only a spell's answer has.
#[test]
fn cr_202_3e_a_search_by_mana_value_reads_a_cards_x_as_zero_without_a_spells_x_clause() {
    let c = card("Expansion // Explosion");
    let a = answer(c, "spellseeker", &ProbeInput::default());
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    assert_eq!(
        a.explanation,
        "Expansion // Explosion is blue and red (Instant, mana value 6): no. The first criterion it misses: mana value 6, not 2 or less."
    );
    let a = answer(
        c,
        "bring-to-light",
        &ProbeInput {
            number: Some(6),
            ..ProbeInput::default()
        },
    );
    assert_eq!(a.answer, AnswerValue::Bool(true));
    assert_eq!(a.rules, ["709.4b", "709.4c", "202.3d"]);
    assert_eq!(
        a.explanation,
        "Expansion // Explosion is blue and red (Instant, mana value 6): yes."
    );
}

/// What three effects of the catalogue look for, each criterion its card prints:
/// Nightshade Assassin reveals black cards (Fire // Ice, blue and red, isn't one),
/// Spellseeker finds an instant or sorcery card with mana value 2 or less (an artifact of
/// mana value 2 isn't one), Electrodominance casts a spell with mana value X or less
/// (with X = 2, Assault but not Battery).
#[test]
fn cr_709_4b_each_effect_looks_for_what_its_card_prints() {
    let a = answer(
        card("Fire // Ice"),
        "nightshade-assassin",
        &ProbeInput::default(),
    );
    assert_eq!(a.answer, AnswerValue::Number(0));
    assert!(
        a.explanation
            .ends_with("The first criterion it misses: blue and red, not black."),
        "{}",
        a.explanation
    );
    let gear = custom(
        r#"{"object":"card","name":"Gear // Cog","layout":"split","card_faces":[
        {"name":"Gear","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Tap target creature."},
        {"name":"Cog","mana_cost":"{1}","type_line":"Artifact","oracle_text":"Untap target creature."}]}"#,
    );
    let a = answer(&gear, "spellseeker", &ProbeInput::default());
    assert_eq!(a.answer, AnswerValue::Bool(false));
    assert!(
        a.explanation
            .ends_with("The first criterion it misses: Artifact, not Instant or Sorcery."),
        "{}",
        a.explanation
    );
    let a = answer(
        card("Assault // Battery"),
        "electrodominance",
        &ProbeInput {
            number: Some(2),
            ..ProbeInput::default()
        },
    );
    assert_eq!(a.answer, AnswerValue::Names(vec!["Assault".into()]));
    assert_eq!(
        a.explanation,
        "Castable: Assault. Not: Battery (mana value 4, not 2 or less)."
    );
}
