//! System / light / dark: a segmented control the page's root draws itself (no component of
//! its own: its segments and callback are made once, so on a click it is skipped).

use std::rc::Rc;

use yew::prelude::*;

use super::segmented::Segment;
use crate::i18n::{t, Lang};
use crate::state::Theme;

/// The control's name and its segments, in `lang`.
pub fn segments(lang: Lang) -> (AttrValue, Rc<Vec<Segment>>) {
    let segments = Theme::ALL
        .iter()
        .map(|th| Segment {
            value: th.slug().into(),
            label: t(lang, &format!("theme-{}", th.slug())).into(),
            disabled: None,
        })
        .collect();
    (t(lang, "theme-label").into(), Rc::new(segments))
}
