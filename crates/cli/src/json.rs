//! The JSON shapes of the CLI (documented in docs/cli.md). Only shaping: every value comes
//! from the engine.

use serde_json::{json, Map, Value};
use splitcard_engine::characteristics::CharacteristicSet;
use splitcard_engine::inspect::Matrix;
use splitcard_engine::messages::Lang;
use splitcard_engine::rooms::DoorUnlock;
use splitcard_engine::{Card, CastReport, Characteristics, ColorSet, Inspection, Mode};

pub fn list_entry(card: &Card) -> Value {
    json!({
        "name": card.name,
        "slug": card.slug,
        "kind": card.kind.slug(),
        "unofficial": card.is_unofficial(),
        "first_set": first_set(card),
        "faces": card.faces.iter().map(|f| f.name.as_ref()).collect::<Vec<_>>(),
    })
}

/// A card found by `search`: its `list` entry, and each face's printed mana cost beside
/// `faces` (`null` for a face without one). Printed data, as `list`'s face names.
pub fn search_entry(card: &Card) -> Value {
    let mut entry = list_entry(card);
    entry["mana_costs"] = json!(card
        .faces
        .iter()
        .map(|f| f.mana_cost.as_ref().map(ToString::to_string))
        .collect::<Vec<_>>());
    entry
}

/// The set code of the card's first printing ("APC"), `null` when the catalogue doesn't
/// know it ("?"). A custom card's is its file's `first_set` or `set`, else "CUSTOM".
fn first_set(card: &Card) -> Value {
    match card.first_set.as_ref() {
        "" | "?" => Value::Null,
        code => json!(code),
    }
}

fn colors(c: ColorSet) -> Value {
    json!(c
        .wubrg()
        .iter()
        .map(|c| c.letter().to_string())
        .collect::<Vec<_>>())
}

fn set(s: &CharacteristicSet, lang: Lang) -> Value {
    let mut rules = Map::new();
    let mut why = Map::new();
    let mut cite = |field: &str, r: &[&str], w: &str| {
        rules.insert(field.into(), json!(r));
        why.insert(field.into(), json!(w));
    };
    cite("names", &s.names.rules, &s.names.why_in(lang));
    cite("mana_cost", &s.mana_cost.rules, &s.mana_cost.why_in(lang));
    cite(
        "mana_symbols",
        &s.mana_symbols.rules,
        &s.mana_symbols.why_in(lang),
    );
    cite(
        "mana_value",
        &s.mana_value.rules,
        &s.mana_value.why_in(lang),
    );
    cite("colors", &s.colors.rules, &s.colors.why_in(lang));
    cite(
        "color_identity",
        &s.color_identity.rules,
        &s.color_identity.why_in(lang),
    );
    for f in ["supertypes", "types", "subtypes", "type_line"] {
        cite(f, &s.type_line.rules, &s.type_line.why_in(lang));
    }
    cite(
        "rules_text",
        &s.rules_text.rules,
        &s.rules_text.why_in(lang),
    );
    json!({
        "names": s.names.value,
        "mana_cost": s.mana_cost.value.as_ref().map(ToString::to_string),
        "mana_symbols": s.mana_symbols.value.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "mana_value": s.mana_value.value,
        "colors": colors(s.colors.value),
        "color_identity": colors(s.color_identity.value),
        "supertypes": s.supertypes().iter().map(|t| t.name()).collect::<Vec<_>>(),
        "types": s.types().iter().map(|t| t.name()).collect::<Vec<_>>(),
        "subtypes": s.subtypes(),
        "type_line": s.type_line.value.to_string(),
        "rules_text": s.rules_text.value.iter().map(|t| json!({"face": t.face, "text": t.text})).collect::<Vec<_>>(),
        "rules": rules,
        "why": why,
    })
}

/// One set today; `{"sets": [...]}` when the era gives two answers.
pub fn characteristics(c: &Characteristics, lang: Lang) -> Value {
    if c.is_two_answers() {
        json!({ "two_answers": true, "sets": c.sets.iter().map(|s| set(s, lang)).collect::<Vec<_>>() })
    } else {
        set(c.primary(), lang)
    }
}

fn cast(card: &Card, r: &CastReport, lang: Lang) -> Value {
    let reason = r.verdict.msg.render(lang);
    let v = &r.verdict;
    json!({
        "mode": r.cast.mode.slug(card),
        "from": r.cast.from.slug(),
        "legal": v.legal,
        "permission": v.permission.map(|p| p.slug()),
        "reason": if v.legal { Value::Null } else { json!(reason) },
        "note": if v.legal { json!(reason) } else { Value::Null },
        "rules": v.rules,
        "total_cost": r.total_cost.as_ref().and_then(|c| c.value.as_ref().map(ToString::to_string)),
        "total_cost_rules": r.total_cost.as_ref().map(|c| c.rules.clone()),
        "total_cost_why": r.total_cost.as_ref().map(|c| c.why_in(lang)),
        "spell": r.spell.as_ref().map(|c| characteristics(c, lang)),
        "leaves_stack_to": r.leaves_stack_to.as_ref().map(|d| d.value.slug()),
        "leaves_stack_to_rules": r.leaves_stack_to.as_ref().map(|d| d.rules.clone()),
        "leaves_stack_to_why": r.leaves_stack_to.as_ref().map(|d| d.why_in(lang)),
    })
}

pub fn inspection(card: &Card, i: &Inspection, lang: Lang) -> Value {
    let mut out = json!({
        "card": card.name,
        "slug": card.slug,
        "kind": card.kind.slug(),
        "unofficial": card.is_unofficial(),
        "first_set": first_set(card),
        "zone": i.situation.zone.slug(),
        "era": i.situation.era.slug(),
        "characteristics": i.characteristics.as_ref().map(|c| characteristics(c, lang)),
    });
    if let Some(r) = &i.cast {
        out["cast"] = cast(card, r, lang);
    }
    // A Room on the battlefield only: the keys are absent elsewhere, so other answers keep
    // their shape.
    if let Some(u) = &i.unlock {
        out["unlocked"] = json!(u.unlocked.slug());
        out["unlock"] = u.doors.iter().map(|d| door_unlock(card, d, lang)).collect();
        out["fully_unlocked"] = match &u.fully_unlocked {
            Some(f) => json!({ "why": f.why_in(lang), "rules": f.rules }),
            None => Value::Null,
        };
    }
    out
}

/// One locked door: its cost (`null` with `special_action: false` when only an effect can
/// unlock it), why, the rules, and what unlocking it would trigger.
fn door_unlock(card: &Card, d: &DoorUnlock, lang: Lang) -> Value {
    json!({
        "door": d.name,
        "side": Mode::Face(d.door).slug(card),
        "cost": d.cost.value.as_ref().map(ToString::to_string),
        "special_action": d.cost.value.is_some(),
        "why": d.cost.why_in(lang),
        "rules": d.cost.rules,
        "triggers": d.triggers.iter().map(|t| json!({
            "trigger": t.value.slug(),
            "why": t.why_in(lang),
            "rules": t.rules,
        })).collect::<Vec<_>>(),
        // The door that was cast, locked since (709.5d, 709.5g); `null` for any other.
        "cast_door": d.cast_door.as_ref().map(|c| json!({
            "why": c.why_in(lang),
            "rules": c.rules,
        })),
    })
}

pub fn matrix(card: &Card, m: &Matrix, lang: Lang) -> Value {
    json!({
        "card": card.name,
        "slug": card.slug,
        "unofficial": card.is_unofficial(),
        "modes": m.modes.iter().map(|x| x.slug(card)).collect::<Vec<_>>(),
        "rows": m.rows.iter().map(|row| json!({
            "zone": row.zone.slug(),
            "characteristics": row.characteristics.as_ref().ok().map(|c| characteristics(c, lang)),
            "error": row.characteristics.as_ref().err().map(|e| e.render(lang)),
            "casts": row.casts.iter().map(|c| cast(card, &c.report, lang)).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

/// One effect of the catalogue; its text (what it does, in our words) in `lang`.
pub fn effect(e: &splitcard_engine::probes::Effect, lang: Lang) -> Value {
    json!({
        "slug": e.slug,
        "name": e.name,
        "text": e.text(lang),
        "zone": e.zone().slug(),
        "needs_name": e.needs_name(),
        "needs_number": e.needs_number(),
    })
}

pub fn probe(a: &splitcard_engine::probes::ProbeAnswer, lang: Lang) -> Value {
    use splitcard_engine::probes::AnswerValue;
    let answer = match &a.answer {
        AnswerValue::Number(n) => json!(n),
        AnswerValue::Bool(b) => json!(b),
        AnswerValue::Numbers(v) => json!(v),
        AnswerValue::Names(v) => json!(v),
        AnswerValue::Cost(c) => json!(c),
    };
    let mut out = json!({
        "effect": a.effect.slug,
        "answer": answer,
        "explanation": a.msg.render(lang),
        "rules": a.rules,
    });
    // An effect that reads a Room's doors on the battlefield only: the doors it saw, as
    // `inspect` says them (the key is absent elsewhere, so other answers keep their shape).
    if let Some(d) = a.doors {
        out["unlocked"] = json!(d.slug());
    }
    out
}
