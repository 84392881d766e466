//! The interface language: English, French or German. The choice is remembered; a link's
//! `lang=` wins over it, the browser's languages come last.

use yew::prelude::*;

use crate::i18n::{t, Lang};

#[derive(Properties, PartialEq)]
pub struct LangPickerProps {
    pub lang: Lang,
    pub on_change: Callback<Lang>,
}

#[component]
pub fn LangPicker(props: &LangPickerProps) -> Html {
    let onchange = props.on_change.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| Lang::parse(&s.value()))
            .unwrap_or_default()
    });
    html! {
        <label class="lang-picker">
            <span class="visually-hidden">{ t(props.lang, "language-label") }</span>
            <select {onchange} data-lang-picker="">
                { for Lang::ALL.iter().map(|l| html! {
                    // Each language named in itself.
                    <option value={l.code()} lang={l.code()} selected={*l == props.lang}>{ l.endonym() }</option>
                }) }
            </select>
        </label>
    }
}
