//! The extras: the code only some visits run, kept out of the first view. Reading and
//! writing the stored custom cards (`load`) and another tab's changes (`sync`), the custom
//! cards' panel body (import, form, list, export: `components::custom::body` and `form`),
//! the offer of a card shared by link (`components::custom::offer`, and reading a
//! `#share=` link), a card's JSON export and share link (`custom::web`), and the Embed
//! dialog's content (`components::embed_dialog`) — with the Scryfall importer, the JSON
//! reader and writer, the form, migration and merging, and the snippets behind them — and
//! the long sections below the answer, which no layout shows on the first screen: the
//! probes, the "What is it where?" table and the rules history (`components::sections`,
//! with the engine's probes' evaluator, the matrix and the history they call).
//!
//! Its place among the modules: above the parts it carries (which never import it), below
//! the parts that open them (`components::custom::panel` and `actions`,
//! `components::embed_button`, `start`), which import only it and their props' types.
//!
//! `EXTRAS` is the one way the rest of the app reaches that code: a table of plain
//! functions ([`Extras`]), returned by `extras_table`. Built with the `split` feature (set by
//! `index.html` for Trunk), `extras_table` is a split point of `wasm_split_helpers`:
//! `scripts/wasm-split.mjs`, the post-build hook's first step, moves every function
//! reachable only from it into a second wasm module (`extras-<hash>.wasm`, with a small
//! loader, `wasm-split-<hash>.js`, that the first module imports), then runs wasm-bindgen
//! and wasm-opt itself (Trunk's wasm-opt is off). The module is fetched the first time
//! [`get`] is awaited — at the page's first interaction of any kind
//! ([`preload_on_first_interaction`], as `static/pwa.js` adds `static/later.css`), by
//! `start` before the first render when stored cards or a `#share=` link need it, when a
//! part of it is opened, or when the sections' place nears the window ([`use_extras`]:
//! "Loading…", or why not with Try again). A start
//! without them says so in a notice and leaves storage untouched. Without the feature
//! (native and component tests, clippy) the same functions are called directly.
//!
//! **Invariant: nothing outside the extras calls into them but through [`Extras`].** A
//! direct call from the first view's code would compile and work, and quietly pull the
//! callee back into the first module: no error, only a larger first load.
//! `scripts/bench-web.mjs` prints both modules' sizes and fails if the first view requests
//! the extras; `e2e/extras.spec.mjs` checks that it doesn't, and that a first interaction
//! does.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;

use splitcard_engine::Card;
use yew::prelude::*;

use crate::components::custom::body::{PanelBody, PanelBodyProps};
use crate::components::custom::offer::{ShareOffer, ShareOfferProps};
use crate::components::embed_dialog::{EmbedDialog, EmbedDialogProps};
use crate::components::sections::SectionsProps;
use crate::custom;
use crate::custom::web::LoadReport;
use crate::i18n::{t, Lang};

/// A future of the extras (boxed: a table entry is a plain function).
pub type Task<T> = Pin<Box<dyn Future<Output = T>>>;

/// A share link and whether it was copied to the clipboard, or why there is none.
pub type ShareLink = Result<(String, bool), String>;

/// The first-interaction listener, which removes itself.
type Listener = std::rc::Rc<RefCell<Option<wasm_bindgen::closure::Closure<dyn FnMut()>>>>;

/// What the extras offer the first view.
pub struct Extras {
    /// Reads the stored custom cards into the registry, once ([`custom::web::load`]).
    pub load: fn() -> LoadReport,
    /// Reads the stored list again after another tab changed it ([`custom::web::sync`]).
    pub sync: fn() -> bool,
    /// Reads the card of the page's `#share=` link ([`custom::web::read_page_share`]).
    pub read_page_share: fn(String, Lang) -> Task<()>,
    /// Downloads a card as Scryfall JSON: what the status line says.
    pub export_card: fn(&'static Card, Lang) -> String,
    /// A custom card's share link, and whether it was copied to the clipboard.
    pub share_link: fn(&'static Card, Lang) -> Task<ShareLink>,
    /// The custom cards' panel body.
    pub panel_body: fn(PanelBodyProps) -> Html,
    /// The offer of the page's shared card.
    pub share_offer: fn(ShareOfferProps) -> Html,
    /// The Embed dialog.
    pub embed_dialog: fn(EmbedDialogProps) -> Html,
    /// The probes, the "What is it where?" table and the rules history.
    pub sections: fn(SectionsProps, crate::components::sections::Shown) -> Html,
}

static EXTRAS: Extras = Extras {
    load: custom::web::load,
    sync: custom::web::sync,
    read_page_share: |payload, lang| {
        Box::pin(async move { custom::web::read_page_share(&payload, lang).await })
    },
    export_card: custom::web::export_card,
    share_link: |card, lang| Box::pin(custom::web::share_link(card, lang)),
    panel_body: |props| html! { <PanelBody ..props /> },
    share_offer: |props| html! { <ShareOffer ..props /> },
    embed_dialog: |props| html! { <EmbedDialog ..props /> },
    sections: crate::components::sections::draw,
};

/// The extras could not be fetched (offline before the service worker kept them, or a
/// network error): a later [`get`] tries again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unavailable;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for Unavailable {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        Unavailable
    }
}

/// The split point (see the module's doc).
#[cfg_attr(feature = "split", wasm_split_helpers::wasm_split(extras, fallible))]
fn extras_table() -> Result<&'static Extras, Unavailable> {
    Ok(&EXTRAS)
}

thread_local! {
    /// Set once the extras are here: components draw with them at once from then on.
    static READY: Cell<Option<&'static Extras>> = const { Cell::new(None) };
    /// Components waiting for them: told of each failure, and once they arrive (whoever
    /// asked for them then).
    static WAITING: RefCell<Vec<Callback<Loaded>>> = const { RefCell::new(Vec::new()) };
}

/// Outside the browser (the build's card pages, `crate::prerender`): the extras are part of
/// the program, here from the start.
#[cfg(not(target_family = "wasm"))]
pub fn install_now() {
    READY.set(Some(&EXTRAS));
}

/// The extras, if they are here already.
pub fn ready() -> Option<&'static Extras> {
    READY.get()
}

/// The extras, fetched the first time (one fetch, however many ask at once).
pub async fn get() -> Result<&'static Extras, Unavailable> {
    if let Some(x) = ready() {
        return Ok(x);
    }
    #[cfg(feature = "split")]
    let got = extras_table().await;
    #[cfg(not(feature = "split"))]
    let got = extras_table();
    let waiting = match got {
        Ok(x) => {
            READY.set(Some(x));
            WAITING.take()
        }
        Err(Unavailable) => WAITING.with(|w| w.borrow().clone()),
    };
    let loaded = got.map_or(Loaded::Failed, Loaded::Ready);
    for w in waiting {
        w.emit(loaded);
    }
    got
}

/// Fetches the extras at the page's first interaction (a pointer moving over it, a touch,
/// a press, a key, a focus: as `static/pwa.js` adds `static/later.css`), mostly well
/// before a click needs them; the first view never waits for them (a top-level page's
/// service worker, installed after the load, keeps them for offline use with the rest).
pub fn preload_on_first_interaction() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    const KINDS: [&str; 5] = [
        "pointerover",
        "touchstart",
        "pointerdown",
        "keydown",
        "focusin",
    ];
    let Some(window) = crate::browser::window() else {
        return;
    };
    let listener: Listener = Default::default();
    let handle = listener.clone();
    let target = window.clone();
    *listener.borrow_mut() = Some(Closure::new(move || {
        if let Some(f) = handle.borrow_mut().take() {
            for kind in KINDS {
                let _ = target.remove_event_listener_with_callback_and_bool(
                    kind,
                    f.as_ref().unchecked_ref(),
                    true,
                );
            }
            // Removed while it runs: freed once this call has returned.
            crate::later::after_render(move || drop(f));
        }
        wasm_bindgen_futures::spawn_local(async {
            let _ = get().await;
        });
    }));
    let installed = listener.borrow();
    if let Some(f) = installed.as_ref() {
        for kind in KINDS {
            let _ = window.add_event_listener_with_callback_and_bool(
                kind,
                f.as_ref().unchecked_ref(),
                true,
            );
        }
    }
}

/// Where the extras are, for a component that draws with them.
#[derive(Clone, Copy)]
pub enum Loaded {
    Ready(&'static Extras),
    Loading,
    Failed,
}

impl PartialEq for Loaded {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Loaded::Ready(a), Loaded::Ready(b)) => std::ptr::eq(*a, *b),
            (Loaded::Loading, Loaded::Loading) | (Loaded::Failed, Loaded::Failed) => true,
            _ => false,
        }
    }
}

/// The extras for a component that needs them while `wanted`: fetched then (if they aren't
/// here), and the component drawn again when they arrive — whichever part asked — or fail.
/// The callback asks again after a failure.
#[hook]
pub fn use_extras(wanted: bool) -> (Loaded, Callback<()>) {
    let loaded = use_state_eq(|| ready().map_or(Loaded::Loading, Loaded::Ready));
    let attempt = use_state_eq(|| 0u32);
    {
        let loaded = loaded.clone();
        use_effect_with(wanted, move |&wanted| match ready() {
            Some(x) => loaded.set(Loaded::Ready(x)),
            // Told when they arrive, whoever asked (the first interaction, another part),
            // and of a failure only while wanted.
            None => {
                let tell = Callback::from(move |l: Loaded| {
                    if wanted || matches!(l, Loaded::Ready(_)) {
                        loaded.set(l)
                    }
                });
                WAITING.with(|w| w.borrow_mut().push(tell));
            }
        });
    }
    {
        let loaded = loaded.clone();
        use_effect_with((wanted, *attempt), move |&(wanted, attempt)| {
            if wanted && ready().is_none() {
                if attempt > 0 {
                    loaded.set(Loaded::Loading);
                }
                wasm_bindgen_futures::spawn_local(async {
                    let _ = get().await;
                });
            }
        });
    }
    let retry = Callback::from(move |()| attempt.set(*attempt + 1));
    (*loaded, retry)
}

/// What a part drawn with the extras shows until they are here: a polite "Loading…", or
/// why they aren't and a button to try again.
pub fn placeholder(loaded: Loaded, retry: &Callback<()>, lang: Lang) -> Html {
    match loaded {
        Loaded::Ready(_) => Html::default(),
        Loaded::Loading => html! {
            <p class="extras-status" role="status">{ t(lang, "extras-loading") }</p>
        },
        Loaded::Failed => {
            let retry = retry.clone();
            html! {
                <p class="extras-status is-error" role="alert" data-extras-failed="">
                    { t(lang, "extras-failed") }{" "}
                    <button type="button" class="button button--link"
                        onclick={Callback::from(move |_: MouseEvent| retry.emit(()))}>{ t(lang, "extras-retry") }</button>
                </p>
            }
        }
    }
}
