//! The app taking over a card page drawn at build time (`crate::prerender`) without a
//! visible change. The page in the HTML is read and usable before any WebAssembly; the app
//! renders itself apart, in a detached element, in its usual short stages, and once the
//! whole page is drawn (`components::app`'s last stage) swaps it in at once, in one task:
//! the same markup where the same markup was, so nothing moves or flashes.
//!
//! The sections below the answer (the probes, the table, the history) are drawn with the
//! extras, a second module fetched later: until then the page's own, drawn at build time,
//! stay in their place — moved into the app's marker for them — as long as they answer the
//! view and language on screen; the app's first change of either removes them.
//!
//! On a card page the app starts at the reader's first interaction (`static/card-page.js`);
//! a click the page got before the swap is given to the app's same element after it.
//!
//! A bottom module: it imports nothing of the app and speaks only in elements and keys
//! (a view's address, `url::to_query` and its `lang=`).

use std::cell::RefCell;

thread_local! {
    /// The page's prerendered root and the app's root being drawn apart, until the swap.
    static PENDING: RefCell<Option<(web_sys::Element, web_sys::Element)>> = const { RefCell::new(None) };
    /// The key of the view the page's own sections answer, while they are on screen.
    static STATIC_KEY: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The attribute on `#app` that marks a prerendered page, its value the key of its view.
pub const ATTRIBUTE: &str = "data-prerendered";
/// The event the document gets once the app has taken the page over.
pub const TAKEN_OVER: &str = "split-inspector:taken-over";
/// The class of the element that holds the page's own sections after the swap.
const STATIC_CLASS: &str = "sections-static";

/// The app is drawn into `fresh`, apart, to take the place of `prerendered` when done.
pub fn begin(prerendered: web_sys::Element, fresh: web_sys::Element) {
    PENDING.with(|p| *p.borrow_mut() = Some((prerendered, fresh)));
}

/// The whole app is drawn, for the view and language whose key is `key`: it takes the
/// prerendered page's place. The page's own sections stay, in the app's marker for them
/// (`.sections-pending`), if they answer that view.
pub fn finish(key: &str) {
    let Some((old, fresh)) = PENDING.with(|p| p.borrow_mut().take()) else {
        return;
    };
    if old.get_attribute(ATTRIBUTE).as_deref() == Some(key) && keep_sections(&old, &fresh).is_some()
    {
        STATIC_KEY.with(|k| *k.borrow_mut() = Some(key.to_string()));
    }
    let _ = old.replace_with_with_node_1(&fresh);
    if let Some(doc) = fresh.owner_document() {
        if let Some(root) = doc.document_element() {
            let _ = root.class_list().remove_1("view-pending");
        }
        // For the page's script, which gives the app a click the page got before it
        // (`static/card-page.js`).
        if let Ok(event) = web_sys::Event::new(TAKEN_OVER) {
            let _ = doc.dispatch_event(&event);
        }
    }
}

/// Moves everything of the page's `<main>` after the inspector (its sections) into a holder
/// in the app's marker for them; `None` if the page or the app has no place for them.
fn keep_sections(old: &web_sys::Element, fresh: &web_sys::Element) -> Option<()> {
    let marker = fresh.query_selector(".sections-pending").ok()??;
    let main = old.query_selector("main").ok()??;
    let holder = old.owner_document()?.create_element("div").ok()?;
    holder.set_class_name(STATIC_CLASS);
    let children = main.children();
    let sections: Vec<_> = (0..children.length())
        .filter_map(|i| children.item(i))
        .skip_while(|child| !child.class_list().contains("inspector"))
        .skip(1)
        .collect();
    for child in sections {
        holder.append_child(&child).ok()?;
    }
    marker.append_child(&holder).ok()?;
    Some(())
}

/// The view and language on screen now have the key `key()` (asked only while the page's
/// own sections are there): they go if they answer another.
pub fn still(key: impl FnOnce() -> String) {
    let stale = STATIC_KEY.with(|k| k.borrow().as_deref().is_some_and(|k| k != key()));
    if !stale {
        return;
    }
    STATIC_KEY.with(|k| *k.borrow_mut() = None);
    let holder = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&format!(".{STATIC_CLASS}")).ok().flatten());
    if let Some(holder) = holder {
        holder.remove();
    }
}
