//! `splitcard search QUERY`: the catalogue's cards matching a query in the picker's query
//! language (the engine's `search`); a bad query is told in `--lang`.

use crate::args::Search;
use crate::json;
use crate::options::{err, parse_lang, pretty};

pub fn run(Search { query, lang }: Search) -> Result<String, String> {
    let lang = parse_lang(lang)?;
    let cards = splitcard_engine::search::search(&query).map_err(err(lang))?;
    pretty(&serde_json::Value::Array(
        cards.into_iter().map(json::search_entry).collect(),
    ))
}
