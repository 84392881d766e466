//! The interface language: English, French or German. The choice is remembered; a link's
//! `lang=` wins over it, the browser's languages come last. Its own label is in the page's
//! language (`hooks::use_lang`); it shows the language chosen, which may be one whose pack
//! is still on its way.

use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::{t, Lang};

#[derive(Properties, PartialEq)]
pub struct LangPickerProps {
    /// What the picker shows: `lang`, or a chosen language whose pack is on its way.
    pub choice: Lang,
    pub on_change: Callback<Lang>,
}

#[component]
pub fn LangPicker(props: &LangPickerProps) -> Html {
    let lang = use_lang();
    let select = use_node_ref();
    // Once the user has picked an option, `selected` attributes no longer move the select
    // (HTML's dirtiness flag): its value is set, so a pack that fails puts it back.
    {
        let select = select.clone();
        use_effect_with(props.choice, move |choice| {
            if let Some(s) = select.cast::<web_sys::HtmlSelectElement>() {
                s.set_value(choice.code());
            }
        });
    }
    let onchange = props.on_change.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| Lang::parse(&s.value()))
            .unwrap_or_default()
    });
    let loading = props.choice != lang;
    html! {
        <label class="lang-picker">
            <span class="visually-hidden">{ t(lang, "language-label") }</span>
            <select ref={select} {onchange} data-lang-picker="" aria-busy={loading.then_some("true")}>
                { for Lang::ALL.iter().map(|l| html! {
                    // Each language named in itself.
                    <option value={l.code()} lang={l.code()} selected={*l == props.choice}>{ l.endonym() }</option>
                }) }
            </select>
        </label>
    }
}
