//! The page's language, as a context the page's root provides and the components read
//! (the model of Yew's `examples/contexts`): the root (`app`, or `embed` for `?embed=1`)
//! calls [`provide_lang`] as it draws, and a component that shows words reads it with
//! [`use_lang`]. No component passes it on as a prop; plain functions that draw words
//! (`card_view`, `notices`, `mana`, …) take it as an argument from the component that calls
//! them.
//!
//! **Invariant: a change of language draws again every component that read it**, whether
//! or not its props changed, so every word on the page follows. Each reader is registered
//! while it is mounted; the root tells them all when the language changes.
//!
//! Not Yew's `ContextProvider`: as a component around the page it cost the first view 2.3
//! KB of brotli-compressed wasm (its own copy of Yew's component lifecycle, and the
//! comparison of the whole page's virtual DOM that its `children` prop needs), for what a
//! value and a list of readers do here. A page has one root (`start` mounts the app or the
//! embed), so the language is the page's.

use std::cell::RefCell;

use yew::prelude::*;

use crate::i18n::Lang;

/// The page's language and the components that read it (`None`: unmounted since).
#[derive(Default)]
struct Page {
    lang: Lang,
    readers: Vec<Option<UseForceUpdateHandle>>,
}

thread_local! {
    static PAGE: RefCell<Page> = RefCell::default();
}

/// The root's part: `lang` is the page's language from this render on. On a change, every
/// component that read another is drawn again (after this render, by Yew's scheduler).
pub fn provide_lang(lang: Lang) {
    let readers: Vec<UseForceUpdateHandle> = PAGE.with(|page| {
        let mut page = page.borrow_mut();
        if page.lang == lang {
            return Vec::new();
        }
        page.lang = lang;
        page.readers.iter().flatten().cloned().collect()
    });
    for reader in readers {
        reader.force_update();
    }
}

/// A reader's place in the list, given back when its component is unmounted.
struct Reader(usize);

impl Drop for Reader {
    fn drop(&mut self) {
        PAGE.with(|page| {
            if let Some(slot) = page.borrow_mut().readers.get_mut(self.0) {
                *slot = None;
            }
        });
    }
}

/// The page's language, for a component that shows words: it is drawn again whenever the
/// language changes.
#[hook]
pub fn use_lang() -> Lang {
    let redraw = use_force_update();
    use_mut_ref(move || {
        PAGE.with(|page| {
            let readers = &mut page.borrow_mut().readers;
            let at = readers.iter().position(Option::is_none);
            let at = at.unwrap_or_else(|| {
                readers.push(None);
                readers.len() - 1
            });
            readers[at] = Some(redraw);
            Reader(at)
        })
    });
    PAGE.with(|page| page.borrow().lang)
}
