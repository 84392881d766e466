//! The interface's words in English, French and German, from the Fluent files in
//! `src/locales/` (compiled into a table by `build.rs`; a missing or mismatched message fails
//! the build). Rules explanations come translated from the engine (`messages::Msg`).

pub use splitcard_engine::messages::Lang;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

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
    let Ok(i) = MESSAGES.binary_search_by(|(k, _)| (*k).cmp(id)) else {
        return id.to_string();
    };
    let mut text = MESSAGES[i].1[index(lang)].to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// Whether a message exists (for tests).
pub fn has(id: &str) -> bool {
    MESSAGES.binary_search_by(|(k, _)| (*k).cmp(id)).is_ok()
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

    #[test]
    fn messages_are_sorted_and_translated() {
        assert!(MESSAGES.windows(2).all(|w| w[0].0 < w[1].0));
        for (id, texts) in MESSAGES {
            for t in texts {
                assert!(!t.trim().is_empty(), "{id}");
            }
        }
        assert_eq!(t(Lang::De, "language-label"), "Sprache");
        assert_eq!(t(Lang::Fr, "no-such-message"), "no-such-message");
    }
}
