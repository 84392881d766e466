//! `use_on_resize`: runs a function whenever an element's box changes size (a window
//! narrowed or turned, a section unfolded), for as long as the component is on the page.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Calls `on_resize` with `node`'s element each time its size changes, and once when it is
/// first laid out (as a `ResizeObserver` does). Set up after the first render; the observer
/// is disconnected when the component leaves the page.
#[hook]
pub fn use_on_resize<F>(node: NodeRef, on_resize: F)
where
    F: Fn(&web_sys::Element) + 'static,
{
    use_effect_with((), move |_| {
        let watch = node.cast::<web_sys::Element>().and_then(|el| {
            let target = el.clone();
            let closure = Closure::<dyn FnMut()>::new(move || on_resize(&target));
            let observer = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()).ok()?;
            observer.observe(&el);
            Some((observer, closure))
        });
        move || {
            if let Some((observer, _closure)) = watch {
                observer.disconnect();
            }
        }
    });
}
