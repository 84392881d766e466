//! The "Embed" button and its dialog's frame, the first view's part: a native modal
//! `<dialog>` (the rest of the page is inert; Escape closes it), with Tab kept inside it
//! (among the controls shown: not another tab's) and focus returned to the button on close. What the dialog shows — the snippets for the
//! current view, and the measuring embed behind them — is the extras' (`embed_dialog`,
//! reached through `crate::extras`): a polite "Loading…" stands in until they are here.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::embed_dialog::EmbedDialogProps;
use crate::extras::Loaded;
use crate::hooks::use_lang;
use crate::i18n::t;
use crate::state::View;

#[derive(Properties, PartialEq)]
pub struct EmbedButtonProps {
    pub view: View,
}

/// The elements Tab can reach inside `root`, in order: not out of the tab order
/// (`tabindex="-1"`: a tablist's other tabs) and not hidden (another tab's snippets).
fn focusables(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all(
        "button:not([disabled]):not([tabindex='-1']), textarea, input:not([type='radio']:not(:checked)), select, a[href]",
    ) else {
        return vec![];
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_width() > 0 || e.offset_height() > 0)
        .collect()
}

/// The button and the dialog's frame.
#[component]
pub fn EmbedButton(props: &EmbedButtonProps) -> Html {
    let lang = use_lang();
    let button = use_node_ref();
    let dialog = use_node_ref();
    // (open, opened before): once opened, what the dialog shows is kept (its options too).
    let open = use_state_eq(|| (false, false));
    let (extras, retry) = crate::extras::use_extras(open.1);

    // Once the dialog is open, focus moves into it: to its first control, as a modal
    // dialog's should.
    {
        let dialog = dialog.clone();
        use_effect_with(open.0, move |open| {
            if *open {
                if let Some(first) = dialog
                    .cast::<web_sys::Element>()
                    .and_then(|root| focusables(&root).into_iter().next())
                {
                    let _ = first.focus();
                }
            }
        });
    }

    let on_open = {
        let dialog = dialog.clone();
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(d) = dialog.cast::<web_sys::HtmlDialogElement>() {
                if !d.open() {
                    let _ = d.show_modal();
                }
            }
            open.set((true, true));
        })
    };
    let on_close_click = {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(d) = dialog.cast::<web_sys::HtmlDialogElement>() {
                d.close();
            }
        })
    };
    // Escape, the Close button, or a form method=dialog: all end in `close`.
    let on_closed = {
        let open = open.clone();
        let button = button.clone();
        Callback::from(move |_: Event| {
            open.set((false, true));
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        })
    };
    let on_keydown = {
        let dialog = dialog.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() != "Tab" {
                return;
            }
            let Some(root) = dialog.cast::<web_sys::Element>() else {
                return;
            };
            let items = focusables(&root);
            let (Some(first), Some(last)) = (items.first(), items.last()) else {
                return;
            };
            let active = crate::browser::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let is = |el: &web_sys::HtmlElement| {
                active
                    .as_ref()
                    .is_some_and(|a| JsValue::from(a) == JsValue::from(el))
            };
            let inside = active.as_ref().is_some_and(|a| root.contains(Some(a)));
            if e.shift_key() && (is(first) || !inside) {
                e.prevent_default();
                let _ = last.focus();
            } else if !e.shift_key() && (is(last) || !inside) {
                e.prevent_default();
                let _ = first.focus();
            }
        })
    };
    let content = match extras {
        Loaded::Ready(x) if open.1 => (x.embed_dialog)(EmbedDialogProps {
            view: props.view,
            open: open.0,
        }),
        _ if open.0 => crate::extras::placeholder(extras, &retry, lang),
        _ => Html::default(),
    };
    html! {
        <>
            <button type="button" class="button button--quiet embed-button" ref={button.clone()}
                onclick={on_open} aria-haspopup="dialog">{ t(lang, "embed-button") }</button>
            <dialog class="embed-dialog" ref={dialog} aria-labelledby="embed-dialog-title"
                onclose={on_closed} onkeydown={on_keydown}>
                <div class="embed-dialog__head">
                    <h2 id="embed-dialog-title">{ t(lang, "embed-title") }</h2>
                    <button type="button" class="button button--quiet" onclick={on_close_click}
                        aria-label={t(lang, "embed-close-label")}>{ t(lang, "embed-close") }</button>
                </div>
                { content }
            </dialog>
        </>
    }
}
