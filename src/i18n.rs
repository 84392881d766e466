//! The interface's words in English, French and German, from the Fluent files in
//! `src/locales/` (compiled into a table by `build.rs`; a missing or mismatched message fails
//! the build). Rules explanations come translated from the engine (`messages::Msg`).

pub use splitcard_engine::messages::Lang;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// (id, [en, fr, de]), sorted by id: the compiled messages, split once, on first use.
fn messages() -> &'static [(&'static str, [&'static str; 3])] {
    static TABLE: std::sync::OnceLock<Vec<(&'static str, [&'static str; 3])>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        COMPILED
            .split_terminator('\x1e')
            .filter_map(|record| {
                let mut f = record.split('\x1f');
                Some((f.next()?, [f.next()?, f.next()?, f.next()?]))
            })
            .collect()
    })
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Fr => 1,
        Lang::De => 2,
    }
}

/// The message `id` in `lang` (the id itself if it doesn't exist, which a test prevents).
pub fn t(lang: Lang, id: &str) -> String {
    tr(lang, id, &[])
}

/// The message `id` in `lang` with its `{ $variable }`s filled in.
pub fn tr(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let table = messages();
    let Ok(i) = table.binary_search_by(|(k, _)| (*k).cmp(id)) else {
        return id.to_string();
    };
    let mut text = table[i].1[index(lang)].to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// A cast mode as a label: "Fire (left half)", "Feu (moitié gauche)", "Fused (both halves)".
pub fn mode_label(
    card: &splitcard_engine::Card,
    mode: splitcard_engine::Mode,
    lang: Lang,
) -> String {
    use splitcard_engine::Mode;
    match mode {
        Mode::Fused => t(lang, "mode-fused"),
        Mode::Face(i) => {
            let name = card.faces.get(i).map(|f| f.name.as_ref()).unwrap_or("?");
            match mode.slug(card).as_str() {
                "left" => tr(lang, "mode-left", &[("name", name)]),
                "right" => tr(lang, "mode-right", &[("name", name)]),
                "aftermath" => tr(lang, "mode-aftermath", &[("name", name)]),
                _ => name.to_string(),
            }
        }
    }
}

/// A zone's name: "Library", "Bibliothèque", "Bibliothek".
pub fn zone_label(zone: splitcard_engine::Zone, lang: Lang) -> String {
    t(lang, &format!("zone-{}", zone.slug()))
}

/// Whether a message exists (for tests).
pub fn has(id: &str) -> bool {
    messages().binary_search_by(|(k, _)| (*k).cmp(id)).is_ok()
}

const KEY: &str = "split-card-inspector.lang";

/// The interface language, from the `ContextProvider<Lang>` the app (or the embed) puts at
/// its root; English outside one (component tests).
#[yew::hook]
pub fn use_lang() -> Lang {
    yew::use_context::<Lang>().unwrap_or_default()
}

/// `lang=` in a query string ("?card=fire-ice&lang=fr").
pub fn from_query(query: &str) -> Option<Lang> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "lang")
        .and_then(|(_, v)| Lang::parse(v))
}

/// The language to start in: the link's `lang=`, else the one the user picked before, else
/// the browser's.
pub fn initial(query: &str) -> Lang {
    from_query(query)
        .or_else(|| crate::storage::get(KEY).and_then(|s| Lang::parse(&s)))
        .unwrap_or_else(from_browser)
}

/// Sets `<html lang>`: for screen readers and hyphenation, and for the crash view, which
/// reads the language from there (after a panic the app's state can't be asked).
pub fn set_document_lang(lang: Lang) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Remembers a language the user picked (silently nothing where storage is blocked).
pub fn remember(lang: Lang) {
    crate::storage::set(KEY, lang.code());
}

/// The language from the browser's preferences (`navigator.languages`), English otherwise.
pub fn from_browser() -> Lang {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let langs = nav.languages();
    for i in 0..langs.length() {
        if let Some(l) = langs.get(i).as_string().and_then(|s| Lang::parse(&s)) {
            return l;
        }
    }
    nav.language()
        .and_then(|s| Lang::parse(&s))
        .unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every literal message id the components use exists (a typo would show the id).
    #[test]
    fn every_id_used_in_the_source_exists() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![dir.clone()];
        let mut checked = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                for e in std::fs::read_dir(&path).into_iter().flatten().flatten() {
                    files.push(e.path());
                }
                continue;
            }
            if path.extension().and_then(|e| e.to_str()) != Some("rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for call in ["t(lang, \"", "tr(lang, \"", "t(*lang, \"", "t(*l, \""] {
                for part in text.split(call).skip(1) {
                    let id = part.split('"').next().unwrap_or("");
                    if id.is_empty() || id.contains('{') {
                        continue;
                    }
                    assert!(has(id), "{}: unknown message id {id:?}", path.display());
                    checked += 1;
                }
            }
        }
        assert!(checked > 50, "only {checked} ids found");
    }

    #[test]
    fn messages_are_sorted_and_translated() {
        let table = messages();
        assert_eq!(
            table.len(),
            COMPILED.matches('\x1e').count(),
            "a record failed to split"
        );
        assert!(table.len() > 200, "{}", table.len());
        assert!(table.windows(2).all(|w| w[0].0 < w[1].0));
        for (id, texts) in table {
            for t in texts {
                assert!(!t.trim().is_empty(), "{id}");
            }
        }
        assert_eq!(t(Lang::De, "language-label"), "Sprache");
        assert_eq!(t(Lang::Fr, "no-such-message"), "no-such-message");
        assert_eq!(
            tr(Lang::Fr, "mode-left", &[("name", "Feu")]),
            "Feu (moitié gauche)"
        );
        assert_eq!(from_query("?card=fire-ice&lang=de"), Some(Lang::De));
        assert_eq!(from_query("?lang=xx"), None);
    }
}
