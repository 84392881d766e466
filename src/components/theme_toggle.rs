//! System / light / dark.

use yew::prelude::*;

use super::segmented::{Segment, Segmented};
use crate::state::Theme;

#[derive(Properties, PartialEq)]
pub struct ThemeToggleProps {
    pub theme: Theme,
    pub on_change: Callback<Theme>,
}

#[component]
pub fn ThemeToggle(props: &ThemeToggleProps) -> Html {
    let segments = use_memo((), |_| {
        Theme::ALL
            .iter()
            .map(|t| Segment {
                value: t.slug().into(),
                label: t.label().into(),
                disabled: None,
            })
            .collect::<Vec<Segment>>()
    });
    let on_change = props.on_change.clone();
    let on_select = Callback::from(move |v: AttrValue| {
        if let Some(t) = Theme::parse(&v) {
            on_change.emit(t);
        }
    });
    html! {
        <Segmented label="Colour theme" segments={segments.clone()} selected={Some(AttrValue::from(props.theme.slug()))}
            on_select={on_select} data_attr="data-theme-choice" class="segmented--small" />
    }
}
