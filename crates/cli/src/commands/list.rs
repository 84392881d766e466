//! `splitcard list`: the catalogue's cards, of one kind if `--kind` says so.

use splitcard_engine::catalogue;

use crate::args::List;
use crate::json;
use crate::options::pretty;

pub fn run(List { kind }: List) -> Result<String, String> {
    let cards: Vec<serde_json::Value> = catalogue::all()
        .iter()
        .copied()
        .filter(|c| kind.as_deref().is_none_or(|k| c.kind.slug() == k))
        .map(json::list_entry)
        .collect();
    pretty(&serde_json::Value::Array(cards))
}
