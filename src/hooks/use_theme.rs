//! The colour theme: the system's by default (CSS `prefers-color-scheme`); a choice made
//! with the toggle sets `data-theme` on `<html>` and is remembered through
//! [`crate::storage`] (which is silent where storage is blocked).

use yew::prelude::*;

use crate::state::Theme;
use crate::storage;

/// Also read by static/pwa.js, which applies the theme before the first paint.
const KEY: &str = "split-card-inspector.theme";

/// The theme remembered from an earlier visit.
pub fn stored_theme() -> Theme {
    storage::get(KEY)
        .and_then(|s| Theme::parse(&s))
        .unwrap_or_default()
}

/// Applies the theme to the document and remembers it.
#[hook]
pub fn use_theme(theme: Theme) {
    let first = use_mut_ref(|| true);
    use_effect_with(theme, move |theme| {
        let root = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element());
        if let Some(root) = root {
            let _ = match theme {
                Theme::Auto => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.slug()),
            };
        }
        // Don't write on start-up: only a choice the user made is remembered.
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            match theme {
                Theme::Auto => storage::remove(KEY),
                t => storage::set(KEY, t.slug()),
            };
        }
    });
}
