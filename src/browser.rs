//! Small browser services several features use, with no feature of their own: the page's
//! address (its query, its origin) and the clipboard. Below every feature and component;
//! it imports nothing of the app. Every failure is a plain value (`""`, `false`), never a
//! panic: a sandboxed frame or an old browser has less of the web platform than a tab.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The page's window: `None` without one — in a worker, or outside a browser (the build's
/// card pages, `crate::prerender`), where every browser service of the app answers as a
/// window-less page does.
pub fn window() -> Option<web_sys::Window> {
    #[cfg(target_family = "wasm")]
    return web_sys::window();
    #[cfg(not(target_family = "wasm"))]
    return None;
}

/// The text at `url` on this site (a language pack, a card's rulings); the error says in a
/// word what went wrong ("not reachable", "HTTP 404"), for the console.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| "not reachable")?
        .dyn_into::<web_sys::Response>()
        .map_err(|_| "not a response")?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    JsFuture::from(response.text().map_err(|_| "unreadable")?)
        .await
        .map_err(|_| "unreadable")?
        .as_string()
        .ok_or_else(|| "not text".to_string())
}

/// The page's query as the app reads it ("" when there is none or no window): the
/// address's `location.search`, and on a card's own page ([`card_page`]) the card and the
/// language its path names first, as a `/?card=…&lang=…` link would say them.
pub fn current_query() -> String {
    query_of(&current_path(), &current_search())
}

/// The address's path (`/`, `/fr/card/fire-ice/`).
pub fn current_path() -> String {
    #[cfg(target_family = "wasm")]
    return web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    #[cfg(not(target_family = "wasm"))]
    return NATIVE_ADDRESS.with(|a| a.borrow().0.clone());
}

/// The address's `location.search`, as written.
pub fn current_search() -> String {
    #[cfg(target_family = "wasm")]
    return web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    #[cfg(not(target_family = "wasm"))]
    return NATIVE_ADDRESS.with(|a| a.borrow().1.clone());
}

#[cfg(not(target_family = "wasm"))]
thread_local! {
    /// Outside a browser (the build's prerendering of card pages, tests): the address of
    /// the page being rendered, its path and its query.
    static NATIVE_ADDRESS: std::cell::RefCell<(String, String)> =
        const { std::cell::RefCell::new((String::new(), String::new())) };
}

/// Outside a browser: the address the next render is for (a card page's path, a query).
#[cfg(not(target_family = "wasm"))]
pub fn set_native_address(path: &str, search: &str) {
    NATIVE_ADDRESS.with(|a| *a.borrow_mut() = (path.to_string(), search.to_string()));
}

/// Whether the page was opened on a card's own page ([`card_page`]): the app then writes
/// its views as card pages' addresses and links to them so (`url::address`), even after it
/// has shown a custom card (which has none) at the one page's address.
pub fn opened_on_card_page() -> bool {
    #[cfg(target_family = "wasm")]
    {
        thread_local! {
            static OPENED: bool = card_page(&current_path()).is_some();
        }
        OPENED.with(|o| *o)
    }
    #[cfg(not(target_family = "wasm"))]
    card_page(&current_path()).is_some()
}

/// A card's own page: `/card/<slug>/` (English) or `/<lang>/card/<slug>/` (`fr`, `de`),
/// its language and the card's slug. The trailing slash may be missing; nothing may follow.
pub fn card_page(path: &str) -> Option<(&str, &str)> {
    let rest = path.strip_prefix('/')?;
    let (lang, rest) = match rest.split_once('/') {
        Some((lang @ ("fr" | "de"), rest)) => (lang, rest),
        _ => ("en", rest),
    };
    let slug = rest.strip_prefix("card/")?;
    let slug = slug.strip_suffix('/').unwrap_or(slug);
    let plain = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    (!slug.is_empty() && slug.chars().all(plain)).then_some((lang, slug))
}

/// The query the app reads at `path` with `search` (see [`current_query`]): on a card
/// page `?card=<slug>&lang=<lang>`, then the address's own parameters.
pub fn query_of(path: &str, search: &str) -> String {
    let Some((lang, slug)) = card_page(path) else {
        return search.to_string();
    };
    let mut out = format!("?card={slug}&lang={lang}");
    for part in search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
    {
        out.push('&');
        out.push_str(part);
    }
    out
}

/// `https://host:port` of this page. Unlike `location.origin` this is the real address
/// inside a sandboxed iframe too (where the origin is "null").
pub fn page_origin() -> String {
    let Some(location) = window().map(|w| w.location()) else {
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
        let navigator = window()?.navigator();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_page_is_read_as_the_link_naming_its_card_and_language() {
        assert_eq!(card_page("/card/fire-ice/"), Some(("en", "fire-ice")));
        assert_eq!(card_page("/fr/card/fire-ice/"), Some(("fr", "fire-ice")));
        assert_eq!(
            card_page("/de/card/who-what-when-where-why"),
            Some(("de", "who-what-when-where-why"))
        );
        for other in [
            "/",
            "/index.html",
            "/card/",
            "/es/card/fire-ice/",
            "/card/Fire/",
            "/card/a/b/",
            "/fr/",
        ] {
            assert_eq!(card_page(other), None, "{other}");
        }
        assert_eq!(query_of("/", "?card=fire-ice"), "?card=fire-ice");
        assert_eq!(query_of("/card/fire-ice/", ""), "?card=fire-ice&lang=en");
        assert_eq!(
            query_of("/de/card/fire-ice/", "?zone=stack&mode=left"),
            "?card=fire-ice&lang=de&zone=stack&mode=left"
        );
    }
}

/// A number in [0, 1) at random (`Math.random`; 0 outside a browser).
pub fn random() -> f64 {
    #[cfg(target_family = "wasm")]
    return js_sys::Math::random();
    #[cfg(not(target_family = "wasm"))]
    return 0.0;
}

thread_local! {
    /// Files the installed app was opened with (its file handler, `launchQueue`), waiting
    /// for the custom cards' import to read them ([`take_launched_files`]).
    static LAUNCHED: std::cell::RefCell<Vec<web_sys::File>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The name of the window event said when a launched file is waiting.
pub const LAUNCHED_FILE_EVENT: &str = "split-inspector:launched-file";

/// The files the app was opened with and not read yet, oldest first (each given once).
pub fn take_launched_files() -> Vec<web_sys::File> {
    LAUNCHED.with(|l| std::mem::take(&mut *l.borrow_mut()))
}

/// Takes the files the installed app is opened with (a `.json` opened with it, through the
/// Launch Handler and File Handling APIs' `launchQueue`; again for each later opening,
/// which reuses the window): each is kept for [`take_launched_files`], then `arrived` is
/// called and [`LAUNCHED_FILE_EVENT`] said on the window. Nothing where the browser has no
/// `launchQueue`.
pub fn on_launched_files(arrived: impl Fn() + 'static) {
    use wasm_bindgen::prelude::Closure;
    let Some(page) = window() else { return };
    let Ok(queue) = Reflect::get(&page, &"launchQueue".into()) else {
        return;
    };
    let Ok(set_consumer) = Reflect::get(&queue, &"setConsumer".into()) else {
        return;
    };
    let Some(set_consumer) = set_consumer.dyn_ref::<Function>() else {
        return;
    };
    let arrived = std::rc::Rc::new(arrived);
    let consumer =
        Closure::<dyn Fn(wasm_bindgen::JsValue)>::new(move |params: wasm_bindgen::JsValue| {
            let files = Reflect::get(&params, &"files".into()).unwrap_or_default();
            let handles: Vec<wasm_bindgen::JsValue> = js_sys::Array::from(&files).iter().collect();
            if handles.is_empty() {
                return;
            }
            let arrived = arrived.clone();
            wasm_bindgen_futures::spawn_local(async move {
                for handle in handles {
                    let get = Reflect::get(&handle, &"getFile".into()).ok();
                    let Some(get) = get.as_ref().and_then(|g| g.dyn_ref::<Function>()) else {
                        continue;
                    };
                    let Some(promise) = get
                        .call0(&handle)
                        .ok()
                        .and_then(|p| p.dyn_into::<Promise>().ok())
                    else {
                        continue;
                    };
                    if let Some(file) = JsFuture::from(promise)
                        .await
                        .ok()
                        .and_then(|f| f.dyn_into::<web_sys::File>().ok())
                    {
                        LAUNCHED.with(|l| l.borrow_mut().push(file));
                    }
                }
                if LAUNCHED.with(|l| l.borrow().is_empty()) {
                    return;
                }
                arrived();
                if let Some(window) = window() {
                    if let Ok(event) = web_sys::Event::new(LAUNCHED_FILE_EVENT) {
                        let _ = window.dispatch_event(&event);
                    }
                }
            });
        });
    let _ = set_consumer.call1(&queue, consumer.as_ref());
    consumer.forget();
}
