//! `splitcard matrix`: one card in every zone and mode (the engine's `matrix`), as JSON or,
//! with `--table`, as a text table in `--lang`.

use splitcard_engine::era_rules::{self, Topic};
use splitcard_engine::matrix;

use crate::args::Matrix;
use crate::options::{err, parse_era, parse_lang, pretty, resolve};
use crate::{json, table};

pub fn run(args: Matrix) -> Result<String, String> {
    let Matrix {
        card,
        table,
        era,
        lang,
    } = args;
    let lang = parse_lang(lang)?;
    let card = &resolve(&card, lang)?;
    let era = parse_era(era, lang)?;
    // A Room under older rules is refused here as by `inspect` (709.5), citing as
    // that era may: today's rule marked as today's, beside the era's own.
    splitcard_engine::characteristics::room_exists(card, era)
        .map_err(|e| era_rules::cite_error(e, era, Topic::OffStack))
        .map_err(err(lang))?;
    let m = matrix(card, era);
    if table {
        Ok(table::render(card, &m, era, lang))
    } else {
        pretty(&json::matrix(card, &m, lang))
    }
}
