//! `splitcard probe`: what one effect (Dark Confidant, Meddling Mage …) sees of one card, as
//! the engine's `probes` answer it; and `probe --list`, the effects themselves.

use splitcard_engine::messages::Lang;
use splitcard_engine::probes::{self, Effect, ProbeInput, EFFECTS};
use splitcard_engine::{Cast, Zone};

use crate::args::Probe;
use crate::json;
use crate::options::{
    err, from_needs_mode, parse_cast, parse_doors, parse_era, parse_lang, pretty, resolve,
};

/// `probe --list`: every effect, its text in `lang`.
pub fn list(lang: Option<String>) -> Result<String, String> {
    let lang = parse_lang(lang)?;
    pretty(&serde_json::Value::Array(
        EFFECTS.iter().map(|e| json::effect(e, lang)).collect(),
    ))
}

pub fn run(args: Probe) -> Result<String, String> {
    let Probe {
        card,
        effect,
        zone,
        mode,
        from,
        name,
        number,
        unlocked,
        x,
        era,
        lang,
    } = args;
    let lang = parse_lang(lang)?;
    let card = &resolve(&card, lang)?;
    let effect = probes::find(&effect).map_err(err(lang))?;
    // `--from` without `--mode`: said below, once the effect is known to want a mode.
    let from_alone = mode.is_none() && from.is_some();
    let cast = match from_alone {
        true => None,
        false => parse_cast(card, mode, from.as_deref(), lang)?,
    };
    let zone = zone
        .map(|z| Zone::parse(&z))
        .transpose()
        .map_err(err(lang))?;
    let input = ProbeInput {
        zone,
        cast,
        name,
        number,
        x,
        doors: parse_doors(unlocked, lang)?,
        era: parse_era(era, lang)?,
    };
    // The questions the effect can't answer first (a --mode it has no use for …),
    // then a --from that contradicts where the card is (the effect's zone by
    // default): the same error as for `inspect`.
    probes::check(card, effect, &input).map_err(err(lang))?;
    // A name or a number the effect doesn't choose is refused, not ignored.
    if input.name.is_some() && !effect.needs_name() {
        return Err(unused_choice(effect, false, lang));
    }
    if input.number.is_some() && !effect.needs_number() {
        return Err(unused_choice(effect, true, lang));
    }
    if from_alone {
        // An effect that takes no mode (Counterbalance) says why; one that does
        // needs the mode first.
        probes::check_origin_without_mode(card, effect, &input).map_err(err(lang))?;
        return Err(from_needs_mode(lang));
    }
    if let (Some(c), Some(_)) = (&input.cast, &from) {
        Cast::check_origin(card, zone.unwrap_or_else(|| effect.zone()), c.from)
            .map_err(err(lang))?;
    }
    let answer = probes::probe(card, effect, &input).map_err(err(lang))?;
    pretty(&json::probe(&answer, lang))
}

/// `--name` (`number` false) or `--number` given to an effect that chooses no such thing:
/// which effects do, in `lang`.
fn unused_choice(effect: &Effect, number: bool, lang: Lang) -> String {
    let flag = if number { "--number" } else { "--name" };
    let those = EFFECTS
        .iter()
        .filter(|e| {
            if number {
                e.needs_number()
            } else {
                e.needs_name()
            }
        })
        .map(|e| e.slug)
        .collect::<Vec<&str>>()
        .join(", ");
    let name = effect.name;
    match (lang, number) {
        (Lang::En, false) => format!("{flag}: {name} chooses no name; {flag} is for {those}"),
        (Lang::En, true) => format!("{flag}: {name} chooses no number; {flag} is for {those}"),
        (Lang::Fr, false) => {
            format!("{flag} : {name} ne choisit aucun nom ; {flag} sert à {those}")
        }
        (Lang::Fr, true) => {
            format!("{flag} : {name} ne choisit aucun nombre ; {flag} sert à {those}")
        }
        (Lang::De, false) => {
            format!("{flag}: {name} wählt keinen Namen; {flag} ist für {those}")
        }
        (Lang::De, true) => format!("{flag}: {name} wählt keine Zahl; {flag} ist für {those}"),
    }
}
