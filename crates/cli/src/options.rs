//! The options several commands share, read as the engine's values: CARD or `--file`,
//! `--lang`, `--era`, `--mode` with `--from`, `--unlocked`; an engine error told in
//! `--lang`; an answer as pretty JSON.

use splitcard_engine::messages::Lang;
use splitcard_engine::{catalogue, Card, Cast, Doors, EngineError, Era, Mode, Origin};

use crate::args::CardRef;

/// The card asked about: from the catalogue, or from a JSON file of custom cards (an import
/// error is told in `lang`).
pub fn resolve(r: &CardRef, lang: Lang) -> Result<Card, String> {
    let Some(path) = &r.file else {
        let name = r.name.as_deref().unwrap_or("");
        return catalogue::find(name).cloned().map_err(err(lang));
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let cards = splitcard_engine::scryfall::import(&text)
        .map_err(|e| format!("{path}: {}", e.render(lang)))?;
    match (&r.name, cards.as_slice()) {
        (None, [one]) => Ok(one.clone()),
        (None, many) => Err(format!(
            "{path} holds {} cards; name one: {}",
            many.len(),
            many.iter()
                .map(|c| c.name.as_ref())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        (Some(name), _) => {
            let wanted = splitcard_engine::card::slug(name);
            cards
                .iter()
                .find(|c| {
                    c.slug == wanted
                        || c.faces
                            .iter()
                            .any(|f| splitcard_engine::card::slug(&f.name) == wanted)
                })
                .cloned()
                .ok_or_else(|| format!("{path} has no card called {name:?}"))
        }
    }
}

/// `--from` without `--mode`, in `lang` (the CLI's own words, like its usage, have no
/// engine message).
pub fn from_needs_mode(lang: Lang) -> String {
    match lang {
        Lang::En => "--from needs --mode (which half was cast?)",
        Lang::Fr => "--from demande --mode (quelle moitié a été lancée ?)",
        Lang::De => "--from braucht --mode (welche Hälfte wurde gewirkt?)",
    }
    .into()
}

/// `--mode` and `--from` as a cast (`--from` defaults to the mode's usual zone).
pub fn parse_cast(
    card: &Card,
    mode: Option<String>,
    from: Option<&str>,
    lang: Lang,
) -> Result<Option<Cast>, String> {
    match mode {
        Some(m) => {
            let mode = Mode::parse(card, &m).map_err(err(lang))?;
            let mut cast = Cast::new(card, mode);
            if let Some(f) = from {
                cast.from = Origin::parse(f).map_err(err(lang))?;
            }
            Ok(Some(cast))
        }
        None if from.is_some() => Err(from_needs_mode(lang)),
        None => Ok(None),
    }
}

/// `--unlocked`: a Room's unlocked doors on the battlefield (`inspect` and `probe` alike).
pub fn parse_doors(unlocked: Option<String>, lang: Lang) -> Result<Option<Doors>, String> {
    unlocked
        .map(|u| Doors::parse(&u))
        .transpose()
        .map_err(err(lang))
}

/// `--lang`: English unless asked otherwise.
pub fn parse_lang(lang: Option<String>) -> Result<Lang, String> {
    match lang {
        None => Ok(Lang::En),
        Some(l) => Lang::parse(&l).ok_or_else(|| format!("--lang {l:?}: expected en, fr or de")),
    }
}

/// `--era`: today's rules unless asked otherwise (an era's name or a date).
pub fn parse_era(era: Option<String>, lang: Lang) -> Result<Era, String> {
    era.map_or(Ok(Era::Current), |e| Era::parse(&e).map_err(err(lang)))
}

/// An engine error, told in `lang` (`--lang`; English by default).
pub fn err(lang: Lang) -> impl Fn(EngineError) -> String {
    move |e| e.render(lang)
}

/// An answer as printed: pretty JSON.
pub fn pretty(v: &serde_json::Value) -> Result<String, String> {
    serde_json::to_string_pretty(v).map_err(|e| e.to_string())
}
