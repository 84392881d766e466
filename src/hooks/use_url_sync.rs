//! URL ⇄ state, in one place. The state was read from the URL before the first render
//! (see `AppState` creation in the app); from then on every change of the view pushes a
//! history entry, and back/forward (popstate) restore the view from the URL.

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::state::{Action, AppState};
use crate::url;

/// The current `location.search` ("" when there is none or no window).
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

fn write_url(query: &str, replace: bool) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    // A sandboxed or opaque-origin document may refuse; the view still works.
    let _ = if replace {
        history.replace_state_with_url(&JsValue::NULL, "", Some(query))
    } else {
        history.push_state_with_url(&JsValue::NULL, "", Some(query))
    };
}

/// Keeps the address bar and the view in step.
#[hook]
pub fn use_url_sync(state: &UseReducerHandle<AppState>) {
    let first = use_mut_ref(|| true);
    // A history write waiting to run (see below); popstate cancels it.
    let pending = use_mut_ref(|| None::<Timeout>);

    {
        let pending = pending.clone();
        use_effect_with(state.view, move |view| {
            // An embed keeps its own parameters (embed, theme, lang, controls) in the address.
            let embed = super::page_embed_options();
            let mut query = url::to_query(view);
            if let Some(options) = &embed {
                query.push_str(&options.query_suffix());
            }
            let is_first = std::mem::replace(&mut *first.borrow_mut(), false);
            // Decided now, against the address as it is now: a view restored from the
            // address (back/forward) matches it and writes nothing.
            if current_query() != query {
                // history.pushState costs a millisecond or two in Chromium: write after the
                // updated view has been handed to the browser, not before. The first write
                // only tidies the link the user came with (no new entry); an embed never adds
                // entries (they would be the wiki page's back button's).
                let replace = is_first || embed.is_some();
                *pending.borrow_mut() = Some(Timeout::new(0, move || write_url(&query, replace)));
            }
        });
    }

    let dispatcher = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            EventListener::new(&w, "popstate", move |_| {
                // The user moved through history: a write still waiting would fork it.
                drop(pending.borrow_mut().take());
                let parsed = url::parse(&current_query());
                dispatcher.dispatch(Action::Restore {
                    view: parsed.view,
                    notices: parsed.notices.into_iter().map(Into::into).collect(),
                });
            })
        });
        move || drop(listener)
    });
}
