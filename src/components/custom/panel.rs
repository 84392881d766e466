//! Custom cards' panel, the first view's part: the panel under the search box (its summary
//! says how many are saved), the slot of the offer of a card shared by link, and the saved
//! list kept in step with other tabs (the window's `storage` event). The panel's body —
//! import by paste, file or drop, the typed form, the list, export — and the offer are the
//! extras' (`crate::extras`: `body`, `offer`): the body is built when the panel is first
//! opened (a polite "Loading…" until the extras are here) and then kept, the offer when
//! the page came from a share link (the extras read it before the first render). The
//! panel's state that outlives its body (status, Undo, the list's revision) is one value
//! with its own reducer, `panel_state::Panel`. A share link opened in this tab on the view
//! it already shows (only the fragment differs, so the browser keeps the page) reloads the
//! page, so the link's card is read and offered as on any other page.

use splitcard_engine::Card;
use yew::prelude::*;

use super::body::PanelBodyProps;
use super::offer::ShareOfferProps;
use super::panel_state::{Change, Panel};
use crate::custom::{registry, web};
use crate::extras::{self, Loaded};
use crate::hooks::use_lang;
use crate::i18n::tr;

#[derive(Properties, PartialEq)]
pub struct CustomCardsProps {
    pub on_pick: Callback<&'static Card>,
    /// The card the page shows (removing it shows the default card instead).
    pub current: &'static Card,
}

#[component]
pub fn CustomCards(props: &CustomCardsProps) -> Html {
    let lang = use_lang();
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
            let listener = crate::browser::window().map(|w| {
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

    // A share link opened in this tab on the view it shows (only the fragment differs, so
    // the browser doesn't load the page): loaded as any link is, to show and offer its card.
    // Back and Forward to the views of the page's own shared card change nothing.
    use_effect_with((), move |_| {
        let listener = crate::browser::window().map(|w| {
            let window = w.clone();
            gloo::events::EventListener::new(&w, "hashchange", move |event| {
                let Some(payload) = web::page_share_payload() else {
                    return;
                };
                let url = |key: &str| {
                    js_sys::Reflect::get(event, &key.into())
                        .ok()
                        .and_then(|u| u.as_string())
                        .unwrap_or_default()
                };
                let (old, new) = (url("oldURL"), url("newURL"));
                let here = |u: &str| u.split('#').next().unwrap_or_default().to_owned();
                // The same address with another fragment: a link followed, not a step back.
                let followed = here(&old) == here(&new) && old != new;
                if followed || web::known_share() != Some(payload.as_str()) {
                    let _ = window.location().reload();
                }
            })
        });
        move || drop(listener)
    });

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
            on_pick: props.on_pick.clone(),
            offer: offer.clone(),
            change: change.clone(),
            current: props.current,
        }),
        _ => Html::default(),
    };
    let body = match loaded {
        Loaded::Ready(x) if panel.opened => (x.panel_body)(PanelBodyProps {
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
