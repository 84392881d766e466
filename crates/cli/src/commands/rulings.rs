//! `splitcard rulings CARD`: a catalogue card's official rulings, each with the view that
//! shows it (`shown_by`: the options of `splitcard inspect`, or of `splitcard probe` when
//! it names an effect) or the word for why the engine can't (`not_expressible`); and
//! `splitcard rulings --summary`: how many rulings there are, are linked, are tested and
//! can't be expressed (the engine's `rulings`).

use serde_json::{json, Value};
use splitcard_engine::catalogue;
use splitcard_engine::rulings::{self, Link, View};

use crate::args::Rulings;
use crate::options::{err, parse_lang, pretty};

pub fn run(Rulings { card, lang }: Rulings) -> Result<String, String> {
    let lang = parse_lang(lang)?;
    let card = catalogue::find(&card).map_err(err(lang))?;
    let Some(entry) = rulings::of(card) else {
        return Err(format!("{}: no rulings record", card.name));
    };
    let list: Vec<Value> = entry
        .rulings
        .iter()
        .map(|r| {
            let (shown_by, not_expressible) = match &r.link {
                Link::Shown { view, .. } => (view_json(view), Value::Null),
                Link::NotExpressible(why) => (Value::Null, json!(why)),
                Link::Unlinked => (Value::Null, Value::Null),
            };
            json!({
                "date": r.date,
                "text": r.text,
                "source": r.source,
                "shown_by": shown_by,
                "not_expressible": not_expressible,
                "superseded": r.superseded,
                "in_force_until": r.in_force_until,
            })
        })
        .collect();
    pretty(&json!({
        "card": card.name,
        "slug": card.slug,
        "rulings": list,
        "none": entry.none,
    }))
}

/// Every field of the view, `null` where it doesn't apply.
fn view_json(v: &View) -> Value {
    json!({
        "zone": v.zone,
        "mode": v.mode,
        "from": v.from,
        "unlocked": v.unlocked,
        "x": v.x,
        "era": v.era,
        "effect": v.effect,
        "name": v.name,
        "number": v.number,
    })
}

pub fn summary() -> Result<String, String> {
    let s = rulings::summary();
    pretty(&json!({
        "cards": s.cards,
        "cards_with_rulings": s.cards_with_rulings,
        "rulings": s.rulings,
        "linked": s.linked,
        "tested": s.tested,
        "not_expressible": s.not_expressible,
        "unlinked": s.unlinked,
        "examples": s.examples,
    }))
}
