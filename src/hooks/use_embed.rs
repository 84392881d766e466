//! The embed's side of the postMessage protocol (see [`crate::embed`]): it publishes its
//! content height to the parent (in WordPress's words too when WordPress framed it), posts
//! it again when the parent asks (`split-inspector:ready`, or WordPress's `ready` with the
//! frame's secret), and accepts only well-formed `split-inspector:set` messages from the
//! parent. Nothing here throws or logs: a message that is not ours is ignored, silently.
//!
//! The height report posts `split-inspector:height` after each render of the embed and
//! from a `ResizeObserver`; a view a `set` message asked for is posted at once, even off
//! screen, where Chromium holds back a cross-origin frame's observers. The message listener
//! accepts messages from its parent window only.

use std::cell::RefCell;

use gloo::events::EventListener;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::embed::{
    read_set_message, wp_secret, EmbedOptions, SetRequest, HEIGHT_MESSAGE, READY_MESSAGE,
    SET_MESSAGE,
};

/// The embed options of this page (`None`: the full app).
pub fn page_embed_options() -> Option<EmbedOptions> {
    EmbedOptions::from_query(&crate::browser::current_query())
}

/// The parent window when this page is framed.
fn parent() -> Option<web_sys::Window> {
    let window = crate::browser::window()?;
    let parent = window.parent().ok().flatten()?;
    (JsValue::from(&parent) != JsValue::from(&window)).then_some(parent)
}

/// The secret WordPress framed this page with, if it did (`embed::wp_secret`).
fn page_wp_secret() -> Option<String> {
    let hash = crate::browser::window()?.location().hash().ok()?;
    wp_secret(&hash).map(str::to_string)
}

/// A plain object with these string or number fields.
fn message(fields: &[(&str, JsValue)]) -> Object {
    let message = Object::new();
    for (key, value) in fields {
        let _ = Reflect::set(&message, &(*key).into(), value);
    }
    message
}

fn post_height(height: u32) {
    let Some(parent) = parent() else { return };
    // The height is not a secret: any embedding page may read it.
    let ours = message(&[("type", HEIGHT_MESSAGE.into()), ("height", height.into())]);
    let _ = parent.post_message(&ours, "*");
    if let Some(secret) = page_wp_secret() {
        let wp = message(&[
            ("message", "height".into()),
            ("value", height.into()),
            ("secret", secret.into()),
        ]);
        let _ = parent.post_message(&wp, "*");
    }
}

/// Posts WordPress's `link` message for `url`, when WordPress framed this page: its page
/// follows the link (a sandbox without popups opens no tab). `false`: not framed so.
pub fn post_wp_link(url: &str) -> bool {
    let (Some(parent), Some(secret)) = (parent(), page_wp_secret()) else {
        return false;
    };
    let wp = message(&[
        ("message", "link".into()),
        ("value", url.into()),
        ("secret", secret.into()),
    ]);
    parent.post_message(&wp, "*").is_ok()
}

/// The height of `node` now.
fn height_of(node: &NodeRef) -> Option<u32> {
    let el = node.cast::<web_sys::Element>()?;
    Some(el.get_bounding_client_rect().height().ceil().max(0.0) as u32)
}

/// Posts the height of `node` to the parent if it changed since the last post (`force`:
/// whether it did or not).
fn report_height(node: &NodeRef, last: &RefCell<Option<u32>>, force: bool) {
    let Some(height) = height_of(node) else {
        return;
    };
    if last.replace(Some(height)) != Some(height) || force {
        post_height(height);
    }
}

/// Whether `data` asks for the height again: exactly `{type: "split-inspector:ready"}`,
/// or WordPress's `{message: "ready", secret}` with this frame's secret.
fn is_ready_message(data: &JsValue) -> bool {
    if !data.is_object() || Array::is_array(data) {
        return false;
    }
    let object: &Object = data.unchecked_ref();
    let keys = Object::keys(object);
    let text = |key: &str| Reflect::get(object, &key.into()).ok()?.as_string();
    match keys.length() {
        1 => text("type").as_deref() == Some(READY_MESSAGE),
        2 => {
            text("message").as_deref() == Some("ready")
                && text("secret").is_some_and(|s| Some(s) == page_wp_secret())
        }
        _ => false,
    }
}

/// Whether a message event comes from the page that frames this one.
fn from_parent(event: &web_sys::MessageEvent) -> bool {
    match (event.source(), parent()) {
        (Some(source), Some(parent)) => JsValue::from(source) == JsValue::from(parent),
        _ => false,
    }
}

/// Posts the height of `node` to the parent now and whenever it changes: after each render
/// of the calling component (a view the parent page sent, which Chromium's throttled
/// observers in an off-screen cross-origin frame would only report once it is scrolled
/// into view), and on any other resize (a ResizeObserver, made on the first render, for
/// the page's life: the embed's root is never unmounted). Never the same height twice,
/// unless the parent asks for it (a ready message, from the parent only).
#[hook]
pub fn use_height_reporter(node: NodeRef) {
    // The height last posted; `None` before the first render.
    let last = use_mut_ref(|| None::<u32>);
    use_effect(move || {
        let first = last.borrow().is_none();
        report_height(&node, &last, false);
        if let (true, Some(el)) = (first, node.cast::<web_sys::Element>()) {
            let (observed, observed_last) = (node.clone(), last.clone());
            let callback = Closure::<dyn FnMut()>::new(move || {
                report_height(&observed, &observed_last, false)
            });
            if let Ok(observer) = web_sys::ResizeObserver::new(callback.as_ref().unchecked_ref()) {
                observer.observe(&el);
            }
            callback.forget();
            if let Some(window) = crate::browser::window() {
                EventListener::new(&window, "message", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                        return;
                    };
                    if from_parent(event) && is_ready_message(&event.data()) {
                        report_height(&node, &last, true);
                    }
                })
                .forget();
            }
        }
    });
}

/// The fields of a `split-inspector:set` message as text, or `None` when it is not one.
fn set_fields(data: &JsValue) -> Option<Vec<(String, String)>> {
    if !data.is_object() || Array::is_array(data) {
        return None;
    }
    let object: &Object = data.unchecked_ref();
    if Reflect::get(object, &"type".into()).ok()?.as_string()? != SET_MESSAGE {
        return None;
    }
    let mut fields = Vec::new();
    for entry in Object::entries(object).iter().take(16) {
        let entry: Array = entry.dyn_into().ok()?;
        let key = entry.get(0).as_string()?;
        if key == "type" {
            continue;
        }
        let value = entry.get(1);
        let text = match value.as_string() {
            Some(s) => s,
            // X may come as a number: a whole one.
            None if key == "x" => {
                let n = value.as_f64()?;
                (n.fract() == 0.0 && (0.0..=1e6).contains(&n)).then(|| (n as u32).to_string())?
            }
            None => return None,
        };
        fields.push((key, text));
    }
    Some(fields)
}

/// Calls `on_set` for each well-formed `split-inspector:set` message from the parent.
#[hook]
pub fn use_parent_messages(on_set: Callback<SetRequest>) {
    use_effect_with((), move |_| {
        let listener = crate::browser::window().map(|w| {
            EventListener::new(&w, "message", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                // Only the page that embeds us may steer us.
                if !from_parent(event) {
                    return;
                }
                if let Some(request) = set_fields(&event.data()).and_then(|f| read_set_message(&f))
                {
                    on_set.emit(request);
                }
            })
        });
        move || drop(listener)
    });
}
