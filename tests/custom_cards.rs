//! Custom cards in a real browser: the stored schema's migration and backups through the
//! guarded storage wrapper, and the import panel's error. Runs in headless Chromium
//! (`cargo test --target wasm32-unknown-unknown`); a host `cargo test` compiles it to nothing.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use split_card_inspector::components::custom::panel::CustomCards;
use split_card_inspector::custom::registry;
use split_card_inspector::custom::store::encode_store;
use split_card_inspector::custom::web::{self as custom_web, BACKUP_KEY, KEY};
use split_card_inspector::i18n::Lang;
use split_card_inspector::state::NoticeText;
use split_card_inspector::storage;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

/// The French and German packs, installed as the app installs a fetched one (the build
/// wrote them next to this test's build).
fn install_packs() {
    use split_card_inspector::i18n::install;
    for (lang, text) in [
        (Lang::Fr, include_str!(concat!(env!("OUT_DIR"), "/fr.txt"))),
        (Lang::De, include_str!(concat!(env!("OUT_DIR"), "/de.txt"))),
    ] {
        install(lang, text.to_string()).expect("the build's own pack");
    }
}

wasm_bindgen_test_configure!(run_in_browser);

const CARD: &str = r#"{"name":"Left // Right","card_faces":[
  {"name":"Left","mana_cost":"{1}{R}","type_line":"Instant"},
  {"name":"Right","mana_cost":"{U}","type_line":"Sorcery"}]}"#;

fn clear() {
    storage::remove(KEY);
    for i in 1..=9 {
        storage::remove(&if i == 1 {
            BACKUP_KEY.to_string()
        } else {
            format!("{BACKUP_KEY}-{i}")
        });
    }
}

/// A page with nothing stored and nothing saved.
fn fresh_page() {
    clear();
    registry::set_saved(Vec::new()).unwrap();
    custom_web::load_fresh();
}

/// The saved cards' names, in order.
fn saved_names() -> Vec<String> {
    registry::saved()
        .iter()
        .map(|c| c.name.to_string())
        .collect()
}

#[wasm_bindgen_test]
fn stored_cards_migrate_and_unreadable_data_is_backed_up() {
    install_packs();
    clear();
    // Schema 0 (a bare array, as an export file): read, then rewritten as schema 1.
    assert!(storage::set(KEY, &format!("[{CARD}]")));
    let report = custom_web::load_fresh();
    assert!(report.available);
    assert_eq!(report.migrated_from, Some(0));
    assert!(report.backup.is_none());
    let stored = storage::get(KEY).unwrap();
    assert!(stored.contains("\"schema\": 1"), "{stored}");
    assert!(registry::saved().iter().any(|c| c.slug == "left-right"));
    assert!(custom_web::load_notices().is_empty(), "nothing unreadable");

    // Data from a newer version: kept under the backup key, never deleted, and the user
    // is told where.
    let newer = r#"{"schema": 7, "cards": []}"#;
    assert!(storage::set(KEY, newer));
    let report = custom_web::load_fresh();
    let (key, reason) = report.backup.clone().expect("a backup");
    assert_eq!(key, BACKUP_KEY);
    assert!(
        reason.text(Lang::En).contains("newer version"),
        "{reason:?}"
    );
    assert!(
        reason.text(Lang::De).contains("neueren Version"),
        "{reason:?}"
    );
    assert_eq!(storage::get(BACKUP_KEY).as_deref(), Some(newer));
    assert!(!report.read_only);
    // The page says so in its notices, in its language, naming where the data is kept.
    let notices = custom_web::load_notices();
    let [notice] = notices.as_slice() else {
        panic!("{notices:?}");
    };
    assert!(matches!(notice, NoticeText::Page(_)), "{notice:?}");
    let said = notice.text(Lang::En);
    assert!(
        said.contains(BACKUP_KEY) && said.contains("newer version"),
        "{said}"
    );
    assert!(notice.text(Lang::Fr).contains(BACKUP_KEY));
    assert_ne!(notice.text(Lang::Fr), said);
    // A second unreadable document doesn't overwrite the first backup.
    assert!(storage::set(KEY, "{oops"));
    let report = custom_web::load_fresh();
    assert_eq!(report.backup.unwrap().0, format!("{BACKUP_KEY}-2"));
    assert_eq!(storage::get(BACKUP_KEY).as_deref(), Some(newer));
    clear();
}

/// Another tab's writes: read again (only when the text changed), never written over; data
/// this page can't read is backed up as at load, and the page's own list kept and saved.
#[wasm_bindgen_test]
fn another_tabs_list_is_read_again_and_unreadable_data_is_backed_up() {
    use custom_web::Saved;
    let import = |json: &str| splitcard_engine::scryfall::import(json).expect("a valid card");
    let up_down = r#"{"name":"Up // Down","card_faces":[
      {"name":"Up","mana_cost":"{W}","type_line":"Instant"},
      {"name":"Down","mana_cost":"{B}","type_line":"Sorcery"}]}"#;
    fresh_page();
    assert!(!custom_web::sync(), "nothing changed");

    // The other tab saved Left // Right.
    let left_right = import(CARD);
    assert!(storage::set(KEY, &encode_store(&[&left_right[0]])));
    assert!(custom_web::sync());
    assert_eq!(saved_names(), ["Left // Right"]);
    assert!(!custom_web::sync(), "the same text is not read twice");

    // This page adds Up // Down: its own write is not news.
    registry::add(import(up_down)).unwrap();
    assert_eq!(custom_web::save(), Saved::Yes);
    assert!(!custom_web::sync());

    // The other tab removed Left // Right.
    let up_down_card = registry::saved()
        .into_iter()
        .find(|c| c.slug == "up-down")
        .unwrap();
    assert!(storage::set(KEY, &encode_store(&[up_down_card])));
    assert!(custom_web::sync());
    assert_eq!(saved_names(), ["Up // Down"]);

    // Something this page can't read: backed up, the page's list kept, and still saved
    // (not read-only: the data is safe under the backup key).
    assert!(storage::set(KEY, "{oops"));
    assert!(!custom_web::sync());
    assert_eq!(storage::get(BACKUP_KEY).as_deref(), Some("{oops"));
    assert_eq!(saved_names(), ["Up // Down"]);
    assert_eq!(custom_web::save(), Saved::Yes);
    assert!(storage::get(KEY).unwrap().contains("Up // Down"));
    clear();
    registry::set_saved(Vec::new()).unwrap();
}

/// The import panel in `lang`, given a card with a bad cost: the error's path, what is wrong
/// and what was expected, as shown.
/// Fills storage until not even 16 more characters fit; the filler keys, for `unfill`.
fn fill_storage() -> Vec<String> {
    let mut keys = Vec::new();
    let mut size = 1 << 20;
    while size >= 16 {
        let key = format!("test-filler-{}", keys.len());
        if storage::set(&key, &"x".repeat(size)) {
            keys.push(key);
        } else {
            size /= 4;
        }
    }
    keys
}

/// A write storage refused (full): this page's change is kept, merged with what another
/// tab saved meanwhile, and written with it once storage takes it; neither is lost.
#[wasm_bindgen_test]
fn a_change_a_full_storage_refused_is_merged_with_another_tabs_and_written_later() {
    use custom_web::Saved;
    let import = |json: &str| splitcard_engine::scryfall::import(json).expect("a valid card");
    let named = |name: &str| {
        let (a, b) = name.split_once(" // ").unwrap();
        import(&format!(
            r#"{{"name":"{name}","card_faces":[{{"name":"{a}","mana_cost":"{{R}}","type_line":"Instant"}},{{"name":"{b}","mana_cost":"{{U}}","type_line":"Sorcery"}}]}}"#
        ))
    };
    fresh_page();
    registry::add(named("Fa // Fb")).unwrap();
    assert_eq!(custom_web::save(), Saved::Yes);

    let filler = fill_storage();
    registry::add(named("Ga // Gb")).unwrap();
    assert_eq!(custom_web::save(), Saved::Failed);
    // Storage frees up, and another tab saves Ha // Hb beside Fa // Fb.
    for key in &filler {
        storage::remove(key);
    }
    let fa = registry::saved()[0];
    let other = encode_store(&[fa, &named("Ha // Hb")[0]]);
    assert!(storage::set(KEY, &other));
    assert!(custom_web::sync());
    assert_eq!(saved_names(), ["Fa // Fb", "Ha // Hb", "Ga // Gb"]);
    let stored = storage::get(KEY).unwrap();
    assert!(
        stored.contains("Ga // Gb") && stored.contains("Ha // Hb"),
        "written again, with the other tab's card: {stored}"
    );
    // Saved now: the other tab's next change is taken as it is.
    assert!(!custom_web::sync());
    assert!(storage::set(KEY, &encode_store(&[fa])));
    assert!(custom_web::sync());
    assert_eq!(saved_names(), ["Fa // Fb"]);
    clear();
    registry::set_saved(Vec::new()).unwrap();
}

#[derive(yew::Properties, PartialEq)]
struct PanelInProps {
    lang: Lang,
}

/// The custom cards' panel on a page in `lang`, provided as the app's root provides it.
#[yew::component]
fn PanelIn(props: &PanelInProps) -> yew::Html {
    split_card_inspector::hooks::provide_lang(props.lang);
    yew::html! {
        <CustomCards on_pick={yew::Callback::noop()}
            current={split_card_inspector::state::default_card()} />
    }
}

async fn import_error_in(lang: Lang) -> (String, String, String) {
    install_packs();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<PanelIn>::with_root_and_props(root.clone(), PanelInProps { lang }).render();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    // The panel's body is built when it is first opened.
    assert!(root.query_selector("#import-text").unwrap().is_none());
    root.query_selector("#custom-cards")
        .unwrap()
        .expect("the custom cards panel")
        .set_attribute("open", "")
        .unwrap();
    yew::platform::time::sleep(Duration::from_millis(20)).await;
    let area: web_sys::HtmlTextAreaElement = root
        .query_selector("#import-text")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    area.set_value(&CARD.replace("{U}", "{Q}"));
    area.dispatch_event(&web_sys::InputEvent::new("input").unwrap())
        .unwrap();
    yew::platform::time::sleep(Duration::from_millis(300)).await;
    let text = |selector: &str| {
        root.query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("{lang:?}: no {selector}"))
            .text_content()
            .unwrap()
    };
    let shown = (
        text("[data-error-path]"),
        text("[data-error-problem]"),
        text("[data-error-expected]"),
    );
    assert!(root
        .query_selector("[data-import-confirm]")
        .unwrap()
        .is_none());
    root.remove();
    shown
}

#[wasm_bindgen_test]
async fn the_import_panel_shows_the_json_path_of_an_error() {
    let (path, problem, expected) = import_error_in(Lang::En).await;
    assert_eq!(path, "$.card_faces[1].mana_cost");
    assert_eq!(problem, "unknown mana symbol {Q}");
    assert!(expected.starts_with("a number, X, Y, Z, W,"), "{expected}");
}

#[wasm_bindgen_test]
async fn the_import_panels_error_is_in_the_pages_language() {
    let (path, problem, expected) = import_error_in(Lang::Fr).await;
    assert_eq!(path, "$.card_faces[1].mana_cost");
    assert!(
        problem.starts_with("symbole de mana inconnu {Q}"),
        "{problem}"
    );
    assert!(expected.starts_with("un nombre, X, Y, Z, W,"), "{expected}");
    let (path, problem, expected) = import_error_in(Lang::De).await;
    assert_eq!(path, "$.card_faces[1].mana_cost");
    assert!(
        problem.starts_with("unbekanntes Manasymbol {Q}"),
        "{problem}"
    );
    assert!(expected.starts_with("eine Zahl, X, Y, Z, W,"), "{expected}");
}
