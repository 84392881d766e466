//! `splitcard inspect`: one card in one situation (zone, cast, doors, X, era), as the
//! engine's `inspect` sees it.

use splitcard_engine::{inspect, Cast, Situation, Zone};

use crate::args::Inspect;
use crate::json;
use crate::options::{err, parse_cast, parse_doors, parse_era, parse_lang, pretty, resolve};

pub fn run(args: Inspect) -> Result<String, String> {
    let Inspect {
        card,
        zone,
        mode,
        from,
        unlocked,
        x,
        era,
        lang,
    } = args;
    let lang = parse_lang(lang)?;
    let card = &resolve(&card, lang)?;
    let zone = match zone {
        Some(z) => Zone::parse(&z).map_err(err(lang))?,
        None => Zone::Library,
    };
    let mut cast = parse_cast(card, mode, from.as_deref(), lang)?;
    if let (Some(c), None) = (cast.as_mut(), &from) {
        c.from = Cast::origin_for(card, zone, c.mode);
    }
    let situation = Situation {
        zone,
        cast,
        doors: parse_doors(unlocked, lang)?,
        x,
        era: parse_era(era, lang)?,
    };
    let answer = inspect(card, &situation).map_err(err(lang))?;
    pretty(&json::inspection(card, &answer, lang))
}
