//! System / light / dark.

use yew::prelude::*;

use super::segmented::{Choice, Segment, Segmented};
use crate::i18n::{t, use_lang};
use crate::state::Theme;

#[derive(Properties, PartialEq)]
pub struct ThemeToggleProps {
    pub theme: Theme,
    pub on_change: Callback<Theme>,
}

#[component]
pub fn ThemeToggle(props: &ThemeToggleProps) -> Html {
    let lang = use_lang();
    let segments = use_memo(lang, |lang| {
        Theme::ALL
            .iter()
            .map(|th| Segment {
                value: th.slug().into(),
                label: t(*lang, &format!("theme-{}", th.slug())).into(),
                disabled: None,
            })
            .collect::<Vec<Segment>>()
    });
    let on_change = props.on_change.clone();
    let on_select = Callback::from(move |c: Choice| {
        if let Some(t) = Theme::parse(&c.value) {
            on_change.emit(t);
        }
    });
    html! {
        <Segmented label={t(lang, "theme-label")} segments={segments.clone()} selected={Some(AttrValue::from(props.theme.slug()))}
            on_select={on_select} data_attr="data-theme-choice" class="segmented--small" />
    }
}
