//! Component tests in a real browser: `cargo test --target wasm32-unknown-unknown` runs
//! them in headless Chromium through wasm-bindgen-test-runner (see .cargo/config.toml).
//! A host `cargo test` compiles this file to nothing.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use split_card_inspector::components::app::App;
use split_card_inspector::components::card_view::card_view;
use split_card_inspector::state::{EngineView, View};
use split_card_inspector::{storage, url};
use splitcard_engine::{catalogue, inspect, Mode, Zone};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The French and German packs, installed as the app installs a fetched one (the build
/// wrote them next to this test's build).
fn install_packs() {
    use split_card_inspector::i18n::{install, Lang};
    for (lang, text) in [
        (Lang::Fr, include_str!(concat!(env!("OUT_DIR"), "/fr.txt"))),
        (Lang::De, include_str!(concat!(env!("OUT_DIR"), "/de.txt"))),
    ] {
        install(lang, text.to_string()).expect("the build's own pack");
    }
}

fn mount_point() -> web_sys::Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(20)).await;
}

/// The first element under `root` matching `selector`, once the app has drawn it: the app
/// draws its page in several tasks (header first, the answer a few tasks later), so this
/// waits for it rather than for a fixed time (giving up after about five seconds).
async fn drawn(root: &web_sys::Element, selector: &str) -> web_sys::Element {
    for _ in 0..500 {
        if let Some(el) = root.query_selector(selector).unwrap() {
            return el;
        }
        yew::platform::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{selector} was never drawn");
}

#[wasm_bindgen_test]
fn url_state_round_trips_in_the_browser() {
    let p = url::parse("?card=down-dirty&zone=stack&mode=fused");
    assert!(p.notices.is_empty());
    assert_eq!(p.view.mode, Mode::Fused);
    assert_eq!(
        url::to_query(&p.view),
        "?card=down-dirty&zone=stack&mode=fused"
    );
    let bad = url::parse("?card=nope&zone=moon");
    assert_eq!(bad.notices.len(), 2);
}

#[wasm_bindgen_test]
fn storage_wrapper_reads_and_writes() {
    assert!(storage::set("sci-test", "1"));
    assert_eq!(storage::get("sci-test").as_deref(), Some("1"));
    assert!(storage::remove("sci-test"));
    assert_eq!(storage::get("sci-test"), None);
}

#[derive(yew::Properties, PartialEq)]
struct CardViewHostProps {
    view: View,
    present: Option<Vec<usize>>,
}

/// The drawing is a plain function the app's root calls: a component to mount it alone.
#[yew::component]
fn CardViewHost(props: &CardViewHostProps) -> yew::Html {
    card_view(
        &props.view,
        props.present.as_deref(),
        split_card_inspector::i18n::Lang::default(),
        None,
    )
}

#[wasm_bindgen_test]
async fn card_view_fades_the_half_that_does_not_exist_on_the_stack() {
    let card = catalogue::by_slug("fire-ice").unwrap();
    let view = View {
        card,
        at: EngineView {
            zone: Zone::Stack,
            ..EngineView::new()
        },
    };
    let present = inspect(card, &view.situation())
        .unwrap()
        .characteristics
        .map(|c| c.present_faces());
    let root = mount_point();
    yew::Renderer::<CardViewHost>::with_root_and_props(
        root.clone(),
        CardViewHostProps { view, present },
    )
    .render();
    settle().await;
    let cast = root
        .query_selector(".half.is-cast")
        .unwrap()
        .expect("a cast half");
    assert!(cast.text_content().unwrap().contains("Fire"));
    let absent = root
        .query_selector(".half.is-absent")
        .unwrap()
        .expect("a faded half");
    assert!(absent
        .text_content()
        .unwrap()
        .contains("Doesn't exist on the stack"));
}

#[wasm_bindgen_test]
async fn the_app_shows_fire_ice_combined_in_the_library_by_default() {
    let root = mount_point();
    yew::Renderer::<App>::with_root(root.clone()).render();
    let mv = drawn(&root, "[data-field=\"mana-value\"]").await;
    assert_eq!(mv.text_content().unwrap(), "4");
    let zone = root
        .query_selector("[data-zone=\"library\"]")
        .unwrap()
        .expect("a library button");
    assert_eq!(zone.get_attribute("aria-checked").as_deref(), Some("true"));
}

/// Before anything is typed the picker says how many cards there are, counted without
/// reading them (the first render reads only the link's card): every card a search for
/// nothing finds.
#[wasm_bindgen_test]
async fn the_pickers_count_before_a_search_is_every_card_a_search_finds() {
    let root = mount_point();
    yew::Renderer::<App>::with_root(root.clone()).render();
    let status = drawn(&root, "#picker-status").await;
    let every = split_card_inspector::custom::registry::search("")
        .expect("a search for nothing")
        .len();
    assert!(every > 100, "{every}");
    let text = status.text_content().unwrap_or_default();
    assert!(text.starts_with(&format!("{every} cards.")), "{text}");
}

#[wasm_bindgen_test]
async fn segmented_control_has_one_tab_stop_and_skips_disabled_choices() {
    use split_card_inspector::components::segmented::{Choice, Segment, Segmented, SegmentedProps};
    use std::rc::Rc;
    use yew::{AttrValue, Callback};

    let seg = |v: &'static str, disabled: bool| Segment {
        value: AttrValue::from(v),
        label: AttrValue::from(v),
        disabled: disabled.then(|| AttrValue::from("not here")),
    };
    let chosen = Rc::new(std::cell::RefCell::new(Vec::<(String, bool)>::new()));
    let log = chosen.clone();
    let props = SegmentedProps {
        label: "Test".into(),
        segments: Rc::new(vec![seg("a", true), seg("b", false), seg("c", false)]),
        selected: None,
        on_select: Callback::from(move |c: Choice| {
            log.borrow_mut().push((c.value.to_string(), c.by_key))
        }),
        data_attr: "data-test",
        class: Default::default(),
    };
    let root = mount_point();
    yew::Renderer::<Segmented>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let radios = root.query_selector_all("[role=radio]").unwrap();
    assert_eq!(radios.length(), 3);
    let attr = |i: u32, name: &str| {
        radios
            .item(i)
            .unwrap()
            .dyn_into::<web_sys::Element>()
            .unwrap()
            .get_attribute(name)
    };
    // Nothing chosen: the first choosable segment is the tab stop.
    assert_eq!(attr(0, "tabindex").as_deref(), Some("-1"));
    assert_eq!(attr(0, "aria-disabled").as_deref(), Some("true"));
    assert_eq!(attr(0, "title").as_deref(), Some("not here"));
    assert_eq!(attr(1, "tabindex").as_deref(), Some("0"));
    assert_eq!(attr(2, "data-test").as_deref(), Some("c"));
    let click = |i: u32| {
        radios
            .item(i)
            .unwrap()
            .dyn_into::<web_sys::HtmlElement>()
            .unwrap()
            .click()
    };
    let why = || {
        root.query_selector(".segmented__why[role=status]")
            .unwrap()
            .and_then(|e| e.text_content())
    };
    assert_eq!(why(), None);
    // Clicking a disabled segment chooses nothing but says why, below the group (a
    // tooltip shows nothing on a touch screen); an enabled one reports its value and the
    // reason goes.
    click(0);
    settle().await;
    assert_eq!(why().as_deref(), Some("not here"));
    assert!(chosen.borrow().is_empty());
    click(2);
    settle().await;
    assert_eq!(*chosen.borrow(), vec![("c".to_string(), false)]);
    assert_eq!(why(), None);
    // An arrow key moves to the next choosable segment and chooses it, by key (the app
    // writes a walk with the keys as one history entry); Home skips the disabled first.
    let key = |name: &str| {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key(name);
        init.set_bubbles(true);
        let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init)
            .expect("a keydown");
        radios
            .item(2)
            .unwrap()
            .dispatch_event(&event)
            .expect("dispatched");
    };
    key("ArrowRight");
    settle().await;
    key("Home");
    settle().await;
    assert_eq!(
        chosen.borrow()[1..],
        [("b".to_string(), true), ("b".to_string(), true)]
    );
}

/// A fresh `#app` for the crash view to replace.
fn crash_root(doc: &web_sys::Document) -> web_sys::Element {
    let app = doc.create_element("div").expect("div");
    app.set_id("app");
    doc.body()
        .expect("body")
        .append_child(&app)
        .expect("append");
    app
}

#[wasm_bindgen_test]
fn a_panic_shows_a_friendly_error_view_with_reload_and_report() {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let app = crash_root(&doc);
    let root = doc.document_element().expect("<html>");
    let before = root.get_attribute("lang");
    root.set_attribute("lang", "en").expect("lang");
    let report = "Split Card Inspector crashed.\n<b>not html</b>";
    assert!(split_card_inspector::panic_view::show(report).is_some());
    let crash = doc
        .query_selector("[data-crash]")
        .ok()
        .flatten()
        .expect("the error view");
    assert_eq!(crash.get_attribute("role").as_deref(), Some("alert"));
    let text = crash.text_content().unwrap_or_default();
    assert!(text.contains("Something went wrong"));
    assert!(text.contains("Reload"));
    // The report is text, never parsed as HTML.
    assert!(doc
        .query_selector("[data-crash] b")
        .ok()
        .flatten()
        .is_none());
    let area = doc.get_element_by_id("crash-report").expect("the report");
    assert_eq!(area.text_content().as_deref(), Some(report));
    app.remove();
    restore_lang(&root, before);
}

fn restore_lang(root: &web_sys::Element, lang: Option<String>) {
    match lang {
        Some(l) => root.set_attribute("lang", &l).expect("lang"),
        None => root.remove_attribute("lang").expect("lang"),
    }
}

/// The crash view speaks the page's language, read from `<html lang>` (no app state: the app
/// that panicked can't be asked).
#[wasm_bindgen_test]
fn the_crash_view_speaks_the_pages_language() {
    install_packs();
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = doc.document_element().expect("<html>");
    let before = root.get_attribute("lang");
    for (lang, title, button, label) in [
        ("fr", "Une erreur s'est produite", "Recharger", "Rapport"),
        ("fr-CA", "Une erreur s'est produite", "Recharger", "Rapport"),
        ("de", "Etwas ist schiefgelaufen", "Neu laden", "Bericht"),
        // A language the app doesn't speak: English.
        ("es", "Something went wrong", "Reload", "Report"),
    ] {
        let app = crash_root(&doc);
        root.set_attribute("lang", lang).expect("lang");
        assert!(split_card_inspector::panic_view::show("report").is_some());
        let text = |selector: &str| {
            doc.query_selector(&format!("[data-crash] {selector}"))
                .ok()
                .flatten()
                .and_then(|e| e.text_content())
                .unwrap_or_default()
        };
        assert_eq!(text("h2"), title, "{lang}");
        assert_eq!(text("button"), button, "{lang}");
        assert_eq!(text("label"), label, "{lang}");
        assert!(!text("p").is_empty(), "{lang}");
        if lang != "es" {
            assert!(!text("p").contains("Reloading"), "{lang}: {}", text("p"));
        }
        app.remove();
    }
    restore_lang(&root, before);
}
