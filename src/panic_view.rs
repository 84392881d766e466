//! A panic anywhere shows a friendly error view instead of a frozen page: what happened, a
//! Reload button, and a report to copy into a bug report. Plain DOM calls, since the Yew app
//! that panicked can't be trusted to render; written with text nodes only (no HTML parsing
//! of the message).
//!
//! The view speaks the page's language, read from `<html lang>` (the app sets it whenever
//! the language changes; an embed, from its `lang=`), never from Yew state. The report
//! itself stays English: it is for a bug report.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::i18n::{t, Lang};

/// Installs the hook; call once at start-up.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let report = format!(
            "Split Card Inspector {} crashed.\n{info}\nPage: {}\nBrowser: {}",
            env!("CARGO_PKG_VERSION"),
            web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default(),
            web_sys::window()
                .and_then(|w| w.navigator().user_agent().ok())
                .unwrap_or_default(),
        );
        web_sys::console::error_1(&report.clone().into());
        show(&report);
    }));
}

/// The page's language: `<html lang>` if it is one the app speaks, else English.
pub fn page_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Lang::parse(&tag))
        .unwrap_or_default()
}

/// Replaces the page with the error view, in the page's language (also used by the
/// component tests).
pub fn show(report: &str) -> Option<()> {
    let lang = page_lang();
    let doc = web_sys::window()?.document()?;
    let root = doc
        .get_element_by_id("app")
        .or_else(|| doc.body().map(Into::into))?;
    root.set_text_content(None);
    let section = doc.create_element("section").ok()?;
    section.set_class_name("crash panel");
    section.set_attribute("role", "alert").ok()?;
    section.set_attribute("data-crash", "").ok()?;
    let h = doc.create_element("h2").ok()?;
    h.set_text_content(Some(&t(lang, "crash-title")));
    let p = doc.create_element("p").ok()?;
    p.set_text_content(Some(&t(lang, "crash-text")));
    let button = doc.create_element("button").ok()?;
    button.set_attribute("type", "button").ok()?;
    button.set_class_name("button");
    button.set_text_content(Some(&t(lang, "crash-reload")));
    let reload = Closure::<dyn Fn()>::new(|| {
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    button
        .add_event_listener_with_callback("click", reload.as_ref().unchecked_ref())
        .ok()?;
    reload.forget();
    let label = doc.create_element("label").ok()?;
    label.set_attribute("for", "crash-report").ok()?;
    label.set_text_content(Some(&t(lang, "crash-report")));
    let area = doc.create_element("textarea").ok()?;
    area.set_id("crash-report");
    area.set_attribute("readonly", "").ok()?;
    area.set_attribute("rows", "6").ok()?;
    area.set_text_content(Some(report));
    for el in [&h, &p, &button, &label, &area] {
        section.append_child(el).ok()?;
    }
    root.append_child(&section).ok()?;
    Some(())
}
