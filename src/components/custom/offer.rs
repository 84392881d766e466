//! The offer of a card shared by link (`#share=`), the extras' part (`crate::extras`): save
//! it, just look at it, or dismiss it. The page read the card before its first render
//! (`custom::web::read_page_share`) and shows it under the offer; the panel (`panel`) holds
//! the offer until it is answered. A page opened on a share link focuses the offer; the
//! answered offer hands focus to the card it shows, or to the search box. Dismissed while
//! the page shows the card unsaved, the page shows the default card instead, as a page
//! without the link would.

use splitcard_engine::Card;
use yew::prelude::*;

use super::body::{card_summary, keep};
use super::panel_state::{Change, Panel};
use crate::custom::{registry, web};
use crate::hooks::use_lang;
use crate::i18n::{t, tr};

#[derive(Properties, PartialEq)]
pub struct ShareOfferProps {
    pub on_pick: Callback<&'static Card>,
    /// The page's shared card, or why it can't be read.
    pub offer: Result<&'static Card, String>,
    pub change: UseReducerDispatcher<Panel>,
    /// The card the page shows.
    pub current: &'static Card,
}

/// The offer of the page's shared card: save it, just look at it, or dismiss it.
#[component]
pub fn ShareOffer(props: &ShareOfferProps) -> Html {
    let lang = use_lang();
    let change = props.change.clone();
    {
        // A page opened on a share link asks its question first: focus goes to the offer,
        // so a screen reader says it (the damaged link's note is an alert already).
        let offering = props.offer.is_ok();
        use_effect_with((), move |_| {
            if offering {
                crate::components::focus_later("#share-offer-title");
            }
        });
    }
    match &props.offer {
        Err(message) => {
            let change = change.clone();
            html! {
                <div class="share-offer is-error" role="alert" data-share-offer="error">
                    <p>{ tr(lang, "share-bad", &[("error", message)]) }</p>
                    <button type="button" class="button" onclick={Callback::from(move |_: MouseEvent| {
                        change.dispatch(Change::OfferAnswered);
                        web::share_answered();
                        crate::components::focus_later("#picker-input");
                    })}>{ t(lang, "share-dismiss") }</button>
                </div>
            }
        }
        &Ok(card) => {
            // Already saved (the link opened again): said so, and nothing to save twice.
            let saved = registry::saved_copy(card).is_some();
            let save = {
                let change = change.clone();
                let on_pick = props.on_pick.clone();
                Callback::from(move |_: MouseEvent| {
                    if keep(vec![card.clone()], lang, &change, &on_pick) {
                        change.dispatch(Change::OfferAnswered);
                        web::share_answered();
                        // The offer is gone: focus goes to the card it now shows.
                        crate::components::show_answer();
                    }
                })
            };
            // Known to the page already (`read_page_share`), and kept in the address of its
            // views (`custom::web::push_share_fragment`).
            let view = {
                let change = change.clone();
                let on_pick = props.on_pick.clone();
                Callback::from(move |_: MouseEvent| {
                    web::share_answered();
                    on_pick.emit(card);
                    change.dispatch(Change::OfferAnswered);
                    crate::components::show_answer();
                })
            };
            let dismiss = {
                let change = change.clone();
                let on_pick = props.on_pick.clone();
                let current = props.current;
                Callback::from(move |_: MouseEvent| {
                    change.dispatch(Change::OfferAnswered);
                    web::share_answered();
                    // Not wanted: the page leaves the card (unless it is saved already).
                    if std::ptr::eq(current, card) && !registry::is_saved(card) {
                        on_pick.emit(crate::state::default_card());
                    }
                    crate::components::focus_later("#picker-input");
                })
            };
            html! {
                <section class="share-offer" role="region" aria-labelledby="share-offer-title" data-share-offer={if saved { "saved" } else { "card" }}>
                    <h2 id="share-offer-title" class="share-offer__title" tabindex="-1">{ t(lang, if saved { "share-offer-saved" } else { "share-offer-title" }) }</h2>
                    if !saved {
                        <p>{ t(lang, "share-offer-text") }</p>
                    }
                    <p class="custom-card">{ card_summary(card, lang) }</p>
                    <div class="share-offer__actions">
                        if !saved {
                            <button type="button" class="button button--primary" onclick={save} data-share-save="">{ t(lang, "share-save") }</button>
                        }
                        <button type="button" class="button" onclick={view} data-share-view="">{ t(lang, if saved { "custom-inspect" } else { "share-view" }) }</button>
                        <button type="button" class="button" onclick={dismiss}>{ t(lang, "share-dismiss") }</button>
                    </div>
                </section>
            }
        }
    }
}
