//! A segmented control: a radio group of buttons with a roving tabindex (one tab stop;
//! arrow keys, Home and End move and choose), ARIA radio roles and states.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew::virtual_dom::VNode;

/// One choice.
#[derive(Clone, PartialEq)]
pub struct Segment {
    /// The value reported on choice; also written to the `data_attr` attribute.
    pub value: AttrValue,
    pub label: AttrValue,
    /// Why it can't be chosen; `Some` disables it (and becomes its tooltip, and a line
    /// below the group once it is clicked).
    pub disabled: Option<AttrValue>,
}

/// What the user chose, and whether a key chose it (an arrow key, Home or End: they move
/// through the group and choose as they go). The app writes such a walk through one group
/// as one history entry (`hooks::use_url_sync`).
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub value: AttrValue,
    pub by_key: bool,
}

#[derive(Properties, PartialEq)]
pub struct SegmentedProps {
    /// The group's accessible name.
    pub label: AttrValue,
    pub segments: Rc<Vec<Segment>>,
    pub selected: Option<AttrValue>,
    pub on_select: Callback<Choice>,
    /// The attribute carrying each value, e.g. "data-zone" (part of the public contract).
    pub data_attr: &'static str,
    #[prop_or_default]
    pub class: Classes,
}

#[component]
pub fn Segmented(props: &SegmentedProps) -> Html {
    let selected = props.selected.clone();
    // The tab stop: the chosen segment, else the first that can be chosen.
    let tab_stop = props
        .segments
        .iter()
        .position(|s| Some(&s.value) == selected.as_ref() && s.disabled.is_none())
        .or_else(|| props.segments.iter().position(|s| s.disabled.is_none()));

    let onkeydown = {
        let segments = props.segments.clone();
        let on_select = props.on_select.clone();
        let selected = selected.clone();
        Callback::from(move |e: KeyboardEvent| {
            let enabled: Vec<usize> = (0..segments.len())
                .filter(|i| segments[*i].disabled.is_none())
                .collect();
            if enabled.is_empty() {
                return;
            }
            let current = enabled
                .iter()
                .position(|i| Some(&segments[*i].value) == selected.as_ref())
                .or_else(|| {
                    // Nothing chosen yet: start from the focused segment.
                    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
                    let v = target.get_attribute("data-value")?;
                    enabled.iter().position(|i| segments[*i].value == v)
                });
            let last = enabled.len() - 1;
            let next = match (e.key().as_str(), current) {
                ("ArrowRight" | "ArrowDown", Some(c)) => {
                    if c == last {
                        0
                    } else {
                        c + 1
                    }
                }
                ("ArrowLeft" | "ArrowUp", Some(c)) => {
                    if c == 0 {
                        last
                    } else {
                        c - 1
                    }
                }
                ("ArrowRight" | "ArrowDown" | "Home", None) | ("Home", _) => 0,
                ("ArrowLeft" | "ArrowUp" | "End", None) | ("End", _) => last,
                _ => return,
            };
            e.prevent_default();
            let index = enabled[next];
            on_select.emit(Choice {
                value: segments[index].value.clone(),
                by_key: true,
            });
            // Move focus with the choice (the group keeps one tab stop).
            // Yew delegates events to the app root, so find the group from the target.
            if let Some(group) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("[role=radiogroup]").ok().flatten())
            {
                if let Ok(list) = group.query_selector_all("[role=radio]") {
                    if let Some(el) = list
                        .item(index as u32)
                        .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
                    {
                        let _ = el.focus();
                    }
                }
            }
        })
    };

    // The segment that can't be chosen and was clicked: its reason shows below the group
    // (a tooltip alone says nothing on a touch screen), until another segment is clicked.
    let why = use_state_eq(|| None::<usize>);
    let buttons = props.segments.iter().enumerate().map(|(i, s)| {
        let checked = Some(&s.value) == selected.as_ref();
        let disabled = s.disabled.is_some();
        let onclick = {
            let on_select = props.on_select.clone();
            let value = s.value.clone();
            let why = why.clone();
            Callback::from(move |_: MouseEvent| {
                if disabled {
                    why.set(Some(i));
                } else {
                    why.set(None);
                    on_select.emit(Choice {
                        value: value.clone(),
                        by_key: false,
                    });
                }
            })
        };
        let node = html! {
            <button
                key={s.value.to_string()}
                type="button"
                role="radio"
                class={classes!("segment", checked.then_some("is-checked"))}
                aria-checked={if checked { "true" } else { "false" }}
                aria-disabled={disabled.then_some("true")}
                title={s.disabled.clone()}
                tabindex={if tab_stop == Some(i) { "0" } else { "-1" }}
                data-value={s.value.clone()}
                {onclick}
            >{ s.label.clone() }</button>
        };
        match node {
            VNode::VTag(mut tag) => {
                std::rc::Rc::make_mut(&mut tag).add_attribute(props.data_attr, s.value.clone());
                VNode::VTag(tag)
            }
            other => other,
        }
    });

    let reason = why
        .and_then(|i| props.segments.get(i))
        .and_then(|s| s.disabled.clone());
    // Why the segments that can't be chosen can't, shown while the group has the keyboard's
    // focus (arrow keys skip them, and a tooltip needs a pointer). Screen readers hear it
    // as each one's description (`title`): hidden from them here.
    let hints: Vec<AttrValue> = props
        .segments
        .iter()
        .filter_map(|s| s.disabled.clone())
        .collect();
    // A group that scrolls sideways (one row on a phone, `app.css`) shows its chosen
    // segment: after a render that changed it, the group (never the page) is scrolled to
    // it, with a little of its neighbour showing.
    let group = use_node_ref();
    {
        let group = group.clone();
        // After the next paint: reading the group's layout here would force one within the
        // click's own task, before the browser has painted its answer (and after the
        // paint the layout is there to read).
        use_effect_with(selected.clone(), move |_| {
            crate::later::after_paint(move || reveal_checked(&group))
        });
    }
    // And when the group changes size: a window narrowed or a phone turned can leave the
    // chosen segment off the row's edge.
    crate::hooks::use_on_resize(group.clone(), reveal_in);
    html! {
        <>
            <div role="radiogroup" aria-label={props.label.clone()} class={classes!("segmented", props.class.clone())} {onkeydown} ref={group}>
                { for buttons }
            </div>
            if reason.is_none() && !hints.is_empty() {
                <p class="segmented__why segmented__hint" aria-hidden="true">
                    { for hints.into_iter().map(|h| html! { <span>{ h }</span> }) }
                </p>
            }
            if let Some(reason) = reason {
                <p class="segmented__why" role="status">{ reason }</p>
            }
        </>
    }
}

/// Scrolls the group sideways, if it scrolls, until its checked segment is in view.
fn reveal_checked(group: &NodeRef) {
    if let Some(g) = group.cast::<web_sys::Element>() {
        reveal_in(&g);
    }
}

/// [`reveal_checked`] on the group's element.
fn reveal_in(g: &web_sys::Element) {
    let (width, seen) = (g.scroll_width(), g.client_width());
    if width <= seen {
        return;
    }
    let Some(b) = g
        .query_selector(".segment.is-checked")
        .ok()
        .flatten()
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    // Offsets from the group (it is the buttons' offset parent: `position: relative`).
    let (left, w, at) = (b.offset_left(), b.offset_width(), g.scroll_left());
    let margin = 24;
    if left < at + margin {
        g.set_scroll_left((left - margin).max(0));
    } else if left + w > at + seen - margin {
        g.set_scroll_left(left + w - seen + margin);
    }
}
