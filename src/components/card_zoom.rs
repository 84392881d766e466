//! The card enlarged: a button under the drawn card opens a modal dialog that draws the
//! same card (`card_view::draw`, the same look as the view on screen) as large as the
//! window allows, and turns it to be read:
//! - **Text upright**: every half reads upright — a split, fuse or Room card side by side
//!   as the page draws it, an aftermath card's halves one under the other (its aftermath
//!   half turned as a reader turns the card), a card of five parts band under band;
//! - **As printed**: the card as it is printed, upright and portrait — a split, fuse or Room
//!   card's halves sideways, an aftermath card's second half turned.
//!
//! It opens in the way that draws the card largest in the window (on a phone held upright,
//! a split card as printed, filling the screen's height); a card of more than two parts has
//! one way only. The drawing is scaled to the window after each render and on each resize
//! (a CSS transform: the text stays sharp). Escape, the Close button or a click beside the
//! card closes it, and the focus goes back to the button.

use gloo::events::EventListener;
use splitcard_engine::Kind;
use yew::prelude::*;

use super::card_view::{draw, drawing};
use super::segmented::{Choice, Segment, Segmented};
use crate::hooks::use_lang;
use crate::i18n::{t, tr};
use crate::state::View;

#[derive(Properties, PartialEq)]
pub struct CardZoomProps {
    pub view: View,
    /// The faces that exist now (the engine's answer), as the page's drawing has them.
    pub present: Option<Vec<usize>>,
}

/// How the card is drawn before it is scaled: the stage's width (a container: below 440 px
/// the card is drawn to be read, at 440 px to scale, `app.css`) and whether it is turned a
/// quarter to the left (a landscape card as printed).
fn stage(kind: Kind, parts: usize, printed: bool) -> (u32, bool) {
    match (landscape(kind, parts), printed) {
        (true, turned) => (440, turned),
        (false, true) if parts == 2 => (440, false),
        (false, _) => (360, false),
    }
}

/// A card drawn wider than tall (split, fuse, Room): as printed, it is turned.
fn landscape(kind: Kind, parts: usize) -> bool {
    parts == 2 && !matches!(kind, Kind::Aftermath { .. })
}

/// Scales (and turns) the stage so that its card fills the room the dialog leaves it.
fn fit(dialog: &NodeRef, turned: bool) {
    use wasm_bindgen::JsCast;
    let Some(root) = dialog.cast::<web_sys::Element>() else {
        return;
    };
    let find = |s: &str| {
        root.query_selector(s)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    };
    let (Some(frame), Some(stage), Some(card), Some(window)) = (
        find(".card-zoom__frame"),
        find(".card-zoom__stage"),
        find(".card-zoom__stage .card"),
        crate::browser::window(),
    ) else {
        return;
    };
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let bar = find(".card-zoom__bar").map_or(0.0, |b| f64::from(b.offset_height()));
    let room_w = size(window.inner_width()) - 32.0;
    let room_h = size(window.inner_height()) - bar - 48.0;
    let (w, h) = (
        f64::from(card.offset_width()),
        f64::from(card.offset_height()),
    );
    if w <= 0.0 || h <= 0.0 {
        return;
    }
    let (box_w, box_h) = if turned { (h, w) } else { (w, h) };
    let f = (room_w / box_w).min(room_h / box_h).clamp(0.25, 4.0);
    // The card's place on the stage (an aftermath card, 330 px wide, sits in the middle of
    // a stage of 440), moved to the frame's corner.
    let (x, y) = (-card.offset_left(), -card.offset_top());
    // Written with integers only: formatting a float would add its code to the first load.
    let k = (f * 10_000.0).round() as u32;
    let scale = format!(
        "scale({}.{:04}) translate({x}px, {y}px)",
        k / 10_000,
        k % 10_000
    );
    let transform = if turned {
        format!(
            "translateY({}px) rotate(-90deg) {scale}",
            (w * f).round() as i32
        )
    } else {
        scale
    };
    // Neither element's style is drawn by Yew: set here only, through the CSSOM (the
    // Content-Security-Policy refuses style attributes).
    let _ = stage.style().set_property("transform", &transform);
    let frame = frame.style();
    let _ = frame.set_property("width", &format!("{}px", (box_w * f).round() as i32));
    let _ = frame.set_property("height", &format!("{}px", (box_h * f).round() as i32));
}

#[component]
pub fn CardZoom(props: &CardZoomProps) -> Html {
    let lang = use_lang();
    let card = props.view.card;
    let parts = card.faces.len();
    let button = use_node_ref();
    let dialog = use_node_ref();
    let open = use_state_eq(|| false);
    // As printed (`true`) or text upright; chosen when it opens (see the module's doc).
    let printed = use_state_eq(|| false);
    let (width, turned) = stage(card.kind, parts, *printed);
    {
        let dialog = dialog.clone();
        use_effect_with(
            (*open, width, turned, props.view),
            move |&(open, _, turned, _)| {
                let listener = open.then(|| {
                    fit(&dialog, turned);
                    crate::browser::window().map(|w| {
                        let dialog = dialog.clone();
                        EventListener::new(&w, "resize", move |_| fit(&dialog, turned))
                    })
                });
                move || drop(listener)
            },
        );
    }
    let on_open = {
        let (dialog, open, printed) = (dialog.clone(), open.clone(), printed.clone());
        Callback::from(move |_: MouseEvent| {
            // The way that draws it largest: a landscape card on a window taller than wide
            // is turned as printed.
            let window = crate::browser::window();
            let dim = |v: Option<Result<wasm_bindgen::JsValue, _>>| {
                v.and_then(Result::ok)
                    .and_then(|v| v.as_f64())
                    .unwrap_or(0.0)
            };
            let tall = dim(window.as_ref().map(|w| w.inner_height()))
                > dim(window.as_ref().map(|w| w.inner_width()));
            printed.set(landscape(card.kind, parts) && tall);
            open.set(true);
            if let Some(d) = dialog.cast::<web_sys::HtmlDialogElement>() {
                if !d.open() {
                    let _ = d.show_modal();
                }
            }
        })
    };
    let close = {
        let dialog = dialog.clone();
        move || {
            if let Some(d) = dialog.cast::<web_sys::HtmlDialogElement>() {
                d.close();
            }
        }
    };
    let on_close_click = {
        let close = close.clone();
        Callback::from(move |_: MouseEvent| close())
    };
    // A click on the dialog itself (its backdrop, around the card), not on what it holds.
    let on_backdrop = Callback::from(move |e: MouseEvent| {
        let target = e.target_dyn_into::<web_sys::Element>();
        if target.is_some_and(|t| t.class_list().contains("card-zoom")) {
            close();
        }
    });
    let on_closed = {
        let (open, button) = (open.clone(), button.clone());
        Callback::from(move |_: Event| {
            open.set(false);
            if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        })
    };
    let ways = use_memo(lang, |lang| {
        std::rc::Rc::new(vec![
            Segment {
                value: "upright".into(),
                label: t(*lang, "zoom-upright").into(),
                disabled: None,
            },
            Segment {
                value: "printed".into(),
                label: t(*lang, "zoom-printed").into(),
                disabled: None,
            },
        ])
    });
    let on_way = {
        let printed = printed.clone();
        Callback::from(move |c: Choice| printed.set(c.value == "printed"))
    };
    let title = tr(lang, "zoom-title", &[("card", &card.name)]);
    html! {
        <>
            <button type="button" class="button button--link card-zoom__open" ref={button}
                onclick={on_open} aria-haspopup="dialog">
                <span class="card-zoom__icon" aria-hidden="true"></span>{ t(lang, "zoom-open") }
            </button>
            <dialog class="card-zoom" ref={dialog} aria-label={title.clone()}
                onclose={on_closed} onclick={on_backdrop}>
                if *open {
                    <div class="card-zoom__bar">
                        if parts == 2 {
                            <Segmented label={AttrValue::from(t(lang, "zoom-turn"))} segments={(*ways).clone()}
                                selected={Some(AttrValue::from(if *printed { "printed" } else { "upright" }))}
                                on_select={on_way} data_attr="data-zoom-way" class="segmented--small" />
                        }
                        <button type="button" class="button" onclick={on_close_click}>{ t(lang, "zoom-close") }</button>
                    </div>
                    <div class="card-zoom__frame">
                        <div class={classes!("card-zoom__stage", (width < 440).then_some("is-read"))}>
                            { draw(&drawing(&props.view, props.present.as_deref(), lang, None)) }
                        </div>
                    </div>
                }
            </dialog>
        </>
    }
}
