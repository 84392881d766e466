//! Polite notices (a bad link parameter we ignored), each dismissible, in the page's
//! language (they are kept as data, so they follow a change of language).

use yew::prelude::*;

use crate::i18n::{t, use_lang};

use crate::state::Notice;

#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    pub notices: Vec<Notice>,
    pub on_dismiss: Callback<u32>,
}

#[component]
pub fn Notices(props: &NoticesProps) -> Html {
    let lang = use_lang();
    html! {
        <div class="notices" role="status" aria-live="polite">
            { for props.notices.iter().map(|n| {
                let id = n.id;
                let on_dismiss = props.on_dismiss.clone();
                html! {
                    <p class="notice" data-notice="">
                        <span>{ n.text.text(lang) }</span>
                        <button type="button" class="notice__close" aria-label={t(lang, "dismiss")}
                            onclick={Callback::from(move |_: MouseEvent| on_dismiss.emit(id))}>{"×"}</button>
                    </p>
                }
            }) }
        </div>
    }
}
