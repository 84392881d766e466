//! Split Card Inspector, the web app: a Yew single-page app over the rules engine
//! (`splitcard_engine`). It draws the card, offers the situation as controls, and shows
//! the engine's answer; it never computes a rule itself.
//!
//! Map: [`state`] (plain data, actions, reducer), [`url`] (the URL is the state),
//! [`storage`] (the one guarded door to Web Storage), `hooks` (URL ⇄ state, theme),
//! `components` (one per file; `app` is the root).

pub mod components;
pub mod hooks;
pub mod i18n;
pub mod state;
pub mod storage;
pub mod url;

/// Mounts the app on `#app` (replacing the loading message in index.html).
pub fn start() {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    else {
        return;
    };
    root.set_text_content(None);
    yew::Renderer::<components::app::App>::with_root(root).render();
}
