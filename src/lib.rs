//! Split Card Inspector, the web app: a Yew single-page app over the rules engine
//! (`splitcard_engine`), compiled to WebAssembly with Trunk. It draws the card, offers the
//! situation as controls, and shows the engine's answer; it never computes a rule itself.
//!
//! Its state is the situation (card, zone, mode, origin, doors, X, era) plus presentation
//! (theme, language) and the user's probe choices (pins, chosen names and numbers);
//! everything on screen is derived by calling the engine on each render. The URL is the
//! state (`/?card=…&zone=…&mode=…`); what the view keeps but doesn't show (an X for
//! another half …) is the history entry's state beside it.
//!
//! **Invariant: the app never re-implements a rule.** It calls `inspect`, `view_matrix`,
//! `search` and `takes_x` (whether a view has an X to offer), and draws.
//!
//! Map, from the bottom up: a module imports only modules below it, and none imports one
//! that imports it back.
//! - [`browser`] (the page's address, the clipboard), [`storage`] (the one guarded door to
//!   Web Storage), [`later`] (work after the render, or after the paint), [`i18n`] (the interface's words);
//! - [`state`] (the view, plain data, actions, the reducer), [`panic_view`] (the crash
//!   view);
//! - [`url`] (the URL is the state), [`custom`] (custom cards: its pure files below `url`,
//!   which finds a link's card in its registry, its browser side above), [`embed`] (wiki
//!   embeds: options, the postMessage protocol, snippets);
//! - `hooks` (the page's language, URL ⇄ state, the theme, the embed's messages);
//! - `components`, by feature: the parts only some visits run (the custom cards' panel
//!   body, offer and form, the Embed dialog's content), then [`extras`] (the one door to
//!   them, a second wasm module), then the parts that open them and the roots (`app`, and
//!   `embed` for `?embed=1`), which provide the page's language to every component.
//!
//! [`start`] mounts the app or the embed (the root is picked from the address once) and
//! gives the first render a task of its own. The allocator is Talc instead of the standard
//! library's dlmalloc: about 2 KB less of the first load, and fast at the many small
//! allocations of a render.

pub mod browser;
pub mod components;
pub mod custom;
pub mod embed;
pub mod extras;
pub mod hooks;
pub mod i18n;
pub mod later;
pub mod panic_view;
#[cfg(feature = "ssr")]
pub mod prerender;
pub mod rulings;
pub mod state;
pub mod storage;
pub mod takeover;
pub mod url;

/// The allocator in the browser: Talc, a drop-in for the standard library's dlmalloc that
/// is smaller in the wasm (the first load) and faster at the many small
/// allocations a render makes. Single-threaded (no atomics), its heap grows with the
/// wasm memory.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Mounts the app on `#app` (replacing the loading message in index.html): the full app,
/// or the embed layout for `?embed=1`. A page in French or German first fetches that
/// language's pack (from the service worker's cache when offline); should that fail, it
/// starts in English rather than not at all. A page whose address carries a custom card
/// (`#share=`) first reads it, and the full app first loads the custom cards stored here
/// (both with the extras, [`extras`], fetched for them).
pub fn start() {
    panic_view::install();
    let embed = hooks::page_embed_options();
    let lang = match &embed {
        Some(options) => options.html_lang().and_then(i18n::Lang::parse),
        None => Some(i18n::initial(url::link_lang(&browser::current_query()))),
    };
    // A custom card carried in the address (`#share=`, as a share link and the Embed
    // dialog's snippets do) is read before the view is (see `custom::web::read_page_share`).
    let share = custom::web::page_share_payload();
    let stored = embed.is_none() && custom::web::stored();
    let missing = lang.filter(|l| !i18n::ready(*l));
    if missing.is_none() && share.is_none() && !stored {
        // In a task of its own: the wasm's start-up and the first render (with the first
        // read of storage, which can take milliseconds) are two shorter tasks, not one.
        // The catalogue is not read here: the first render reads the link's card alone,
        // and the rest waits for a search (`catalogue::all`).
        gloo::timers::callback::Timeout::new(0, move || mount(embed)).forget();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(missing) = missing {
            if let Err(e) = i18n::load(missing).await {
                web_sys::console::warn_1(&format!("{e}; showing English").into());
            }
        }
        if share.is_some() || stored {
            // Without the extras (a failed download), the page starts with the catalogue's
            // cards only, and says so: the cards stay stored, untouched.
            match extras::get().await {
                Ok(x) => {
                    if stored {
                        (x.load)();
                    }
                    if let Some(payload) = share {
                        // Its errors in the language the page will show.
                        let lang = lang.map_or(i18n::Lang::En, i18n::shown);
                        (x.read_page_share)(payload, lang).await;
                    }
                }
                Err(extras::Unavailable) => custom::web::extras_unavailable(),
            }
        }
        mount(embed);
    });
}

fn mount(embed: Option<embed::EmbedOptions>) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"))
    else {
        return;
    };
    // `?embed=1`: the compact layout for wiki pages, its options fixed for the page's life.
    match embed {
        Some(options) => {
            root.set_text_content(None);
            let _ = root.remove_attribute(takeover::ATTRIBUTE);
            // The embed's language on <html> before the first render (the crash view reads it).
            if let Some(lang) = options.html_lang().and_then(i18n::Lang::parse) {
                i18n::set_document_lang(i18n::shown(lang));
            }
            yew::Renderer::<components::embed::EmbedApp>::with_root_and_props(
                root,
                components::embed::EmbedAppProps { options },
            )
            .render();
        }
        None => {
            // A card page drawn at build time stays as it is while the app draws itself
            // apart, then gives it its place (`takeover`).
            let fresh = root
                .has_attribute(takeover::ATTRIBUTE)
                .then(|| root.owner_document())
                .flatten()
                .and_then(|d| d.create_element("div").ok());
            let root = match fresh {
                Some(fresh) => {
                    fresh.set_id("app");
                    takeover::begin(root, fresh.clone());
                    fresh
                }
                None => root,
            };
            yew::Renderer::<components::app::App>::with_root(root).render();
            extras::preload_on_first_interaction();
        }
    }
}
