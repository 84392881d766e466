//! Custom cards: the panel under the search box (its summary says how many are saved), the
//! offer of a card shared by link, and the saved list kept in step with other tabs. The
//! panel's body — import by paste, file or drop, the typed form, the list, export — and the
//! offer are the extras' (`crate::extras`, `components::custom_panel`): the body is built
//! when the panel is first opened (a polite "Loading…" until the extras are here) and then
//! kept, the offer when the page came from a share link (the extras read it before the
//! first render). The panel's state that outlives its body (status, Undo, the list's
//! revision) is one value with its own reducer, `Panel`.

use std::rc::Rc;

use splitcard_engine::Card;
use yew::prelude::*;

use super::custom_panel::{PanelBodyProps, ShareOfferProps};
use crate::custom::{registry, web};
use crate::extras::{self, Loaded};
use crate::i18n::{tr, Lang};

/// The panel's state that outlives its parts, one value (one reducer rather than a hook per
/// part): the body's and the offer's changes are said in the same status line.
#[derive(Clone, PartialEq, Default)]
pub struct Panel {
    /// Bumped after every change to the saved list (the registry is the source of truth).
    pub revision: u32,
    pub status: Option<String>,
    /// The card last removed, for Undo.
    pub removed: Option<&'static Card>,
    /// The panel's body is built when it is first opened (a closed panel shows only its
    /// summary), then kept, so nothing typed in it is lost by closing it.
    pub opened: bool,
    /// A card shared by link (`#share=`), read before the first render
    /// (`custom::web::read_page_share`), offered until answered.
    pub offer: Option<Result<&'static Card, String>>,
}

/// A change to [`Panel`].
pub enum Change {
    Status(Option<String>),
    Removed(Option<&'static Card>),
    Opened,
    /// The saved list changed.
    Saved,
    OfferAnswered,
}

impl Reducible for Panel {
    type Action = Change;

    fn reduce(self: Rc<Self>, change: Change) -> Rc<Self> {
        let mut next = (*self).clone();
        match change {
            Change::Status(s) => next.status = s,
            Change::Removed(r) => next.removed = r,
            Change::Opened => next.opened = true,
            Change::Saved => next.revision += 1,
            Change::OfferAnswered => next.offer = None,
        }
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub struct CustomCardsProps {
    pub lang: Lang,
    pub on_pick: Callback<&'static Card>,
    /// The card the page shows (removing it shows the default card instead).
    pub current: &'static Card,
}

#[component]
pub fn CustomCards(props: &CustomCardsProps) -> Html {
    let lang = props.lang;
    let panel = use_reducer(|| Panel {
        offer: web::take_page_share(),
        ..Panel::default()
    });
    let change = panel.dispatcher();
    let (loaded, retry) = extras::use_extras(panel.opened || panel.offer.is_some());
    {
        // Another tab saved or removed cards: the list shown is storage's again (read by the
        // extras, fetched then if this page had no cards of its own).
        let change = change.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "storage", move |event| {
                    let key = js_sys::Reflect::get(event, &"key".into())
                        .ok()
                        .and_then(|k| k.as_string());
                    // `None`: storage was cleared.
                    if key.is_some_and(|k| k != web::KEY) {
                        return;
                    }
                    let change = change.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        if extras::get().await.is_ok_and(|x| (x.sync)()) {
                            change.dispatch(Change::Saved);
                        }
                    });
                })
            });
            move || drop(listener)
        });
    }

    let ontoggle = {
        let change = change.clone();
        let opened = panel.opened;
        Callback::from(move |e: Event| {
            let open = e
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|d| d.has_attribute("open"));
            if open && !opened {
                change.dispatch(Change::Opened);
            }
        })
    };

    let offer = match (&panel.offer, loaded) {
        (Some(offer), Loaded::Ready(x)) => (x.share_offer)(ShareOfferProps {
            lang,
            on_pick: props.on_pick.clone(),
            offer: offer.clone(),
            change: change.clone(),
        }),
        _ => Html::default(),
    };
    let body = match loaded {
        Loaded::Ready(x) if panel.opened => (x.panel_body)(PanelBodyProps {
            lang,
            on_pick: props.on_pick.clone(),
            current: props.current,
            revision: panel.revision,
            status: panel.status.clone(),
            removed: panel.removed,
            change,
        }),
        _ if panel.opened => html! {
            <div class="custom__body">{ extras::placeholder(loaded, &retry, lang) }</div>
        },
        _ => Html::default(),
    };

    html! {
        <>
            { offer }
            <details class="custom panel-like" id="custom-cards" ontoggle={ontoggle}>
                <summary class="custom__summary">
                    { tr(lang, "custom-summary", &[("count", &registry::saved().len().to_string())]) }
                </summary>
                { body }
            </details>
        </>
    }
}
