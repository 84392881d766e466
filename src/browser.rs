//! Small browser services several features use, with no feature of their own: the page's
//! address (its query, its origin) and the clipboard. Below every feature and component;
//! it imports nothing of the app. Every failure is a plain value (`""`, `false`), never a
//! panic: a sandboxed frame or an old browser has less of the web platform than a tab.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The current `location.search` ("" when there is none or no window).
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// `https://host:port` of this page. Unlike `location.origin` this is the real address
/// inside a sandboxed iframe too (where the origin is "null").
pub fn page_origin() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    format!(
        "{}//{}",
        location.protocol().unwrap_or_default(),
        location.host().unwrap_or_default()
    )
}

/// Writes `text` with the async Clipboard API: `false` when the API is missing, throws or
/// refuses (permissions, an insecure or sandboxed page). The Embed dialog's snippets and a
/// custom card's share link are copied so.
pub async fn write_clipboard(text: &str) -> bool {
    let promise = (|| {
        let navigator = web_sys::window()?.navigator();
        let clipboard = Reflect::get(&navigator, &"clipboard".into()).ok()?;
        if clipboard.is_undefined() || clipboard.is_null() {
            return None;
        }
        let write: Function = Reflect::get(&clipboard, &"writeText".into())
            .ok()?
            .dyn_into()
            .ok()?;
        write
            .call1(&clipboard, &text.into())
            .ok()?
            .dyn_into::<Promise>()
            .ok()
    })();
    match promise {
        Some(promise) => JsFuture::from(promise).await.is_ok(),
        None => false,
    }
}
