//! Polite notices (a bad link parameter we ignored), each dismissible, in the page's
//! language (they are kept as data, so they follow a change of language).

use yew::prelude::*;

use crate::i18n::{t, Lang};

use crate::state::Notice;

/// The notices, in `lang`. A plain function, not a component: the page's root draws it
/// (an empty list is one empty element), and no copy of the list is made to compare.
pub fn notices(notices: &[Notice], on_dismiss: &Callback<u32>, lang: Lang) -> Html {
    html! {
        <div class="notices" role="status" aria-live="polite">
            { for notices.iter().map(|n| {
                let id = n.id;
                let on_dismiss = on_dismiss.clone();
                let onclick = Callback::from(move |_: MouseEvent| on_dismiss.emit(id));
                html! {
                    <p class="notice" data-notice="">
                        <span>{ n.text.text(lang) }</span>
                        <button type="button" class="notice__close" aria-label={t(lang, "dismiss")}
                            {onclick}>{"×"}</button>
                    </p>
                }
            }) }
        </div>
    }
}
