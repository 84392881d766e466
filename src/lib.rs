//! Split Card Inspector, the web app: a Yew single-page app over the rules engine
//! (`splitcard_engine`). It draws the card, offers the situation as controls, and shows
//! the engine's answer; it never computes a rule itself.
//!
//! Map: [`state`] (plain data, actions, reducer), [`url`] (the URL is the state),
//! [`embed`] (wiki embeds: options, the postMessage protocol, snippets),
//! [`storage`] (the one guarded door to Web Storage), `hooks` (URL ⇄ state, theme),
//! `components` (one per file; `app` is the root).

pub mod components;
pub mod custom;
pub mod custom_web;
pub mod embed;
pub mod hooks;
pub mod i18n;
pub mod panic_view;
pub mod state;
pub mod storage;
pub mod url;

/// Mounts the app on `#app` (replacing the loading message in index.html): the full app,
/// or the embed layout for `?embed=1`.
pub fn start() {
    panic_view::install();
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    else {
        return;
    };
    root.set_text_content(None);
    // `?embed=1`: the compact layout for wiki pages, its options fixed for the page's life.
    match hooks::page_embed_options() {
        Some(options) => {
            // The embed's language on <html> before the first render (the crash view reads it).
            if let Some(lang) = options.html_lang().and_then(i18n::Lang::parse) {
                i18n::set_document_lang(lang);
            }
            yew::Renderer::<components::embed::EmbedApp>::with_root_and_props(
                root,
                components::embed::EmbedAppProps { options },
            )
            .render();
        }
        None => {
            yew::Renderer::<components::app::App>::with_root(root).render();
        }
    }
}
