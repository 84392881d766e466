//! Polite notices (a bad link parameter we ignored), each dismissible, in the page's
//! language (they are kept as data, so they follow a change of language: `url::LinkNotice`
//! or the custom cards' load notices as `state::NoticeText`, each put into words by what
//! raised it, `state::InWords`, with its Fluent messages and the engine's error in the same
//! language). A plain function, not a component. Focus never falls to the page
//! when a dismissed notice goes: it moves to the next notice, or the search box.

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
                // Focus doesn't fall to the page when the button goes: it moves to the
                // nearest notice's × (the next one when the first goes), else to what
                // follows the notices, the search box (in an embed, which has none, the
                // answer's heading).
                let onclick = Callback::from(move |_: MouseEvent| {
                    on_dismiss.emit(id);
                    super::focus_later(".notices button,#picker-input,.embed-heading,#panel-heading");
                });
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
