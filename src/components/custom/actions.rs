//! Beside the card: download it as Scryfall JSON (any card), and for a custom card a
//! "custom" mark and a share link (the card compressed into the fragment). The work of
//! both buttons is in the extras (`crate::extras`), fetched by the first of them pressed
//! if the page's first interaction hasn't fetched them already.

use splitcard_engine::Card;
use yew::prelude::*;

use crate::custom::registry;
use crate::extras;
use crate::hooks::use_lang;
use crate::i18n::{t, tr};

#[derive(Properties)]
pub struct CardActionsProps {
    pub card: &'static Card,
}

impl PartialEq for CardActionsProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.card, other.card)
    }
}

#[component]
pub fn CardActions(props: &CardActionsProps) -> Html {
    let lang = use_lang();
    let card = props.card;
    let status = use_state(|| None::<String>);
    let link = use_state(|| None::<String>);
    // A new card: forget the previous card's link and messages.
    {
        let status = status.clone();
        let link = link.clone();
        use_effect_with(card.slug.to_string(), move |_| {
            status.set(None);
            link.set(None);
        });
    }
    let is_custom = registry::is_custom(card);

    let on_export = {
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            wasm_bindgen_futures::spawn_local(async move {
                status.set(Some(match extras::get().await {
                    Ok(x) => (x.export_card)(card, lang),
                    Err(extras::Unavailable) => t(lang, "extras-failed"),
                }));
            });
        })
    };

    let on_share = {
        let status = status.clone();
        let link = link.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            let link = link.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let shared = match extras::get().await {
                    Ok(x) => (x.share_link)(card, lang).await,
                    Err(extras::Unavailable) => Err(t(lang, "extras-failed")),
                };
                match shared {
                    Ok((url, copied)) => {
                        link.set(Some(url));
                        status.set(Some(t(
                            lang,
                            if copied {
                                "share-copied"
                            } else {
                                "share-copy-failed"
                            },
                        )));
                    }
                    Err(e) => {
                        link.set(None);
                        status.set(Some(e));
                    }
                }
            });
        })
    };

    html! {
        <div class="card-actions" data-card-actions="">
            if is_custom {
                <span class="custom-tag" data-custom-badge="">{ t(lang, "custom-badge") }</span>
                <span class="card-actions__note">{ t(lang, "card-custom-note") }</span>
            }
            <button type="button" class="button" onclick={on_export} data-export-card="">{ t(lang, "card-export") }</button>
            if is_custom {
                <button type="button" class="button" onclick={on_share} data-share-card="">{ t(lang, "share-button") }</button>
            }
            if let Some(url) = (*link).clone() {
                <label class="card-actions__link">
                    <span class="visually-hidden">{ tr(lang, "share-link-label", &[("name", &card.name)]) }</span>
                    <input type="text" readonly=true value={url} data-share-link=""
                        onfocus={Callback::from(|e: FocusEvent| {
                            if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() { i.select(); }
                        })} />
                </label>
            }
            <span class="card-actions__status" role="status" aria-live="polite">
                { (*status).clone().unwrap_or_default() }
            </span>
        </div>
    }
}
