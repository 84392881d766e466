//! URL ⇄ state, in one place. The state was read from the URL before the first render
//! (see `AppState` creation in the app); from then on every change of the view pushes a
//! history entry, and back/forward (popstate) restore the view from the URL. A walk through
//! one segmented control with its keys (arrows, Home, End: each step chooses;
//! `Action::KeyWalk`, `AppState::key_walk`) is ONE entry: its first step pushes, the next
//! steps rewrite that entry, so Back returns to the view before the walk. What the view
//! keeps but the address doesn't show (`url::kept`: an X for another half, say) is the
//! entry's state, tied to the entry's address, so a reload, Back and Forward bring it back.
//!
//! Only this hook writes history for views; `custom::web` only rewrites the entry's
//! `#share=` fragment, keeping its state. The page's shared card keeps its `#share=` in the
//! address while its offer waits for an answer and while the view shows it unsaved
//! (`custom::web::push_share_fragment`), so a reload shows it again. An embed never adds
//! entries, and keeps its address's fragment (a custom card's `#share=`) when it rewrites
//! the address.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::browser::current_query;
use crate::state::{Action, AppState};
use crate::url;

/// What the current history entry keeps that its address doesn't show (`url::kept`, in
/// the entry's state; "" when it has none).
pub fn current_kept() -> String {
    crate::browser::window()
        .and_then(|w| w.history().ok())
        .and_then(|h| h.state().ok())
        .and_then(|state| state.as_string())
        .unwrap_or_default()
}

/// Writes the address, and what the view keeps beside it as the entry's state.
fn write_url(query: &str, kept: &str, replace: bool) {
    let Some(window) = crate::browser::window() else {
        return;
    };
    let Ok(history) = window.history() else {
        return;
    };
    // An embed keeps its fragment: a custom card's `#share=` (see `start`) is still there
    // when the frame is reloaded.
    let mut url = target(query);
    if super::use_embed::page_embed_options().is_some() {
        url.push_str(&window.location().hash().unwrap_or_default());
    }
    let state = if kept.is_empty() {
        JsValue::NULL
    } else {
        JsValue::from_str(kept)
    };
    // A sandboxed or opaque-origin document may refuse; the view still works.
    let _ = if replace {
        history.replace_state_with_url(&state, "", Some(&url))
    } else {
        history.push_state_with_url(&state, "", Some(&url))
    };
}

/// The address written for a view's query (with its fragment, if any).
fn target(query: &str) -> String {
    let (query, fragment) = query.split_once('#').map_or((query, ""), |(q, f)| (q, f));
    let mut out = url::address(query, crate::browser::opened_on_card_page());
    if !fragment.is_empty() {
        out.push('#');
        out.push_str(fragment);
    }
    out
}

/// Whether the address bar shows `query` (its fragment aside) as [`target`] writes it.
fn shown(query: &str) -> bool {
    let query = query.split('#').next().unwrap_or_default();
    if crate::browser::opened_on_card_page() {
        let (path, search) = (
            crate::browser::current_path(),
            crate::browser::current_search(),
        );
        target(query) == format!("{path}{search}")
    } else {
        current_query() == query
    }
}

/// Chromium drops history writes that come too fast (about 200 in 10 seconds, against
/// flooding); a dropped write is tried again every half second, for up to this many times,
/// so the address always ends up matching the view. A retry replaces rather than pushes: it
/// can never add entries (should the address read back differently from what was written,
/// the retries would only rewrite the same entry).
const RETRIES: u32 = 30;

/// Writes `url` (a query, and the fragment it keeps if any) to the address and `kept` to the
/// entry's state, unless a newer view or a move through history has come since (`generation`
/// moved on), and again every half second while the browser drops it.
fn write(
    generation: Rc<RefCell<u64>>,
    mine: u64,
    (url, kept): (String, String),
    replace: bool,
    tries: u32,
) {
    if *generation.borrow() != mine {
        return;
    }
    write_url(&url, &kept, replace);
    let dropped = !shown(&url) || current_kept() != kept;
    if dropped && tries > 0 {
        Timeout::new(500, move || {
            write(generation, mine, (url, kept), true, tries - 1)
        })
        .forget();
    }
}

/// Keeps the address bar and the view in step.
#[hook]
pub fn use_url_sync(state: &UseReducerHandle<AppState>) {
    let first = use_mut_ref(|| true);
    // The view the address was last asked to show: a change of the language alone rewrites
    // the entry instead of adding one.
    let last_view = use_mut_ref(|| None);
    // Which view the address should show: each new view, and each move through history,
    // moves it on, so a write still waiting for an older one does nothing.
    let generation = use_mut_ref(|| 0_u64);
    // The control whose key walk wrote the entry the address is on (`AppState::key_walk`):
    // the walk's next step rewrites that entry. Anything else that changes the view, and
    // any move through history, ends the walk.
    let walk_entry = use_mut_ref(|| None::<&'static str>);

    {
        let generation = generation.clone();
        let walk_entry = walk_entry.clone();
        let key_walk = state.key_walk;
        use_effect_with((state.view, state.link_lang), move |&(view, link_lang)| {
            let is_first = std::mem::replace(&mut *first.borrow_mut(), false);
            let same_view = last_view.borrow_mut().replace(view) == Some(view);
            // Ended here, in the order views change, not when the address is written: a
            // click whose write never came (a newer view came first) still ends a walk.
            if *walk_entry.borrow() != key_walk {
                *walk_entry.borrow_mut() = None;
            }
            // A new view: a write still waiting for the one before is void (were it to run
            // now, the address would show a view that is gone).
            let mine = {
                let mut g = generation.borrow_mut();
                *g += 1;
                *g
            };
            // The address is read and written after the updated view has been painted, not
            // before: reading `location` and history.pushState cost a millisecond or two
            // in Chromium. Until then nothing else moves the address
            // (back/forward moves `generation` on, which voids this write).
            crate::later::after_paint(move || {
                if *generation.borrow() != mine {
                    return;
                }
                // An embed keeps its own parameters (embed, theme, lang, controls) in the address.
                let embed = super::use_embed::page_embed_options();
                let mut query = url::to_query(&view);
                match (&embed, link_lang) {
                    (Some(options), _) => query.push_str(&options.query_suffix()),
                    (None, Some(lang)) => query.push_str(&url::lang_param(lang)),
                    (None, None) => {}
                }
                // A view restored from the address (back/forward), or back to where the
                // address already is, writes nothing. The first write only tidies the link
                // the user came with (no new entry), and so does a new language on the same
                // view; an embed never adds entries (they would be the wiki page's back
                // button's).
                let current = current_query();
                let kept = url::kept(&view);
                let is_shown = shown(&query);
                if is_shown && current_kept() == kept {
                    return;
                }
                let replace = if is_shown {
                    // Only what the entry keeps beside its address has changed.
                    true
                } else {
                    // The entry already shows this view (back/forward to it; only its
                    // `lang=` differs): rewritten, never a new entry. Compared as addresses:
                    // what the view keeps but doesn't show (an X for another half) isn't in one.
                    let here = url::to_query(&url::parse(&current).view) == url::to_query(&view);
                    // The next step of the walk that wrote this entry rewrites it.
                    let walk_on = key_walk.is_some() && *walk_entry.borrow() == key_walk;
                    *walk_entry.borrow_mut() = key_walk;
                    is_first || same_view || here || embed.is_some() || walk_on
                };
                // A view of the page's shared card, only looked at, keeps its `#share=`
                // (an embed keeps its fragment whatever it shows, see `write_url`).
                if embed.is_none() {
                    crate::custom::web::push_share_fragment(&mut query, view.card);
                }
                write(generation, mine, (query, kept), replace, RETRIES);
            });
        });
    }

    let dispatcher = state.dispatcher();
    use_effect_with((), move |_| {
        let listener = crate::browser::window().map(|w| {
            EventListener::new(&w, "popstate", move |_| {
                // The user moved through history: a write still waiting would fork it,
                // and a walk's next step adds an entry again.
                *generation.borrow_mut() += 1;
                *walk_entry.borrow_mut() = None;
                let query = current_query();
                let parsed = url::parse(&query);
                dispatcher.dispatch(Action::Restore {
                    view: url::with_kept(parsed.view, &current_kept()),
                    notices: parsed.notices.into_iter().map(Into::into).collect(),
                    link_lang: url::link_lang(&query),
                });
            })
        });
        move || drop(listener)
    });
}
