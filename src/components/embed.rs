//! The embed root (`?embed=1`): the compact layout for wiki pages — the drawn card and,
//! beside it, the view's heading and key values (names, mana value, colors, type line,
//! legality: `characteristics::glance`) with the engine's whole answer behind a "Details"
//! disclosure (in the page, hidden: every data-field is there); with `controls=1` the
//! controls and the whole answer, open. No site chrome, and a small link that opens the
//! same view in the full app. It publishes its height to the
//! parent and takes `split-inspector:set` messages (see [`crate::embed`]). It never
//! touches storage: its theme and its language come from the address (the language
//! provided to its components as the app's root does, `hooks::provide_lang`).
//!
//! A second root beside `app` (`crate::start` picks the root from the address once),
//! reusing the card, controls and characteristics components. An embed with its controls
//! says each new answer in its polite status as the app does; one without controls has
//! none: only its host changes it. A custom card comes in the address's `#share=`, which
//! the embed keeps when it rewrites the address, and which its link to the app carries.

use yew::prelude::*;

use super::card_view::card_view;
use super::characteristics::{announce, glance, heading, said, CharacteristicsPanel};
use super::controls::Controls;
use super::notices::notices;
use crate::browser::{current_query, page_origin};
use crate::embed::{open_url, EmbedOptions, SetRequest};
use crate::hooks::{current_kept, use_height_reporter, use_parent_messages, use_url_sync};
use crate::i18n::Lang;
use crate::state::{Action, AppState, Theme};
use crate::url;

#[derive(Properties, PartialEq)]
pub struct EmbedAppProps {
    pub options: EmbedOptions,
}

/// Sets `<html data-theme>`, the `embed` class and `<html lang>` (en, fr, de only).
fn apply_document(theme: Theme, lang: Option<&str>) {
    let Some(root) = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.class_list().add_1("embed");
    let _ = match theme {
        Theme::Auto => root.remove_attribute("data-theme"),
        t => root.set_attribute("data-theme", t.slug()),
    };
    if let Some(lang) = lang {
        let _ = root.set_attribute("lang", lang);
    }
}

#[component]
pub fn EmbedApp(props: &EmbedAppProps) -> Html {
    let options = props.options.clone();
    let state = use_reducer(move || {
        let parsed = url::parse(&current_query());
        // A reload of the frame brings back what its entry kept (an X for another half).
        let view = url::with_kept(parsed.view, &current_kept());
        said(view);
        let notices = parsed.notices.into_iter().map(Into::into).collect();
        AppState::new(view, notices, options.theme)
    });
    use_url_sync(&state);
    // The embed speaks the `lang=` it was given (en, fr, de), else English (also when that
    // language's pack could not be loaded: never half one language, half another).
    let lang = props
        .options
        .html_lang()
        .and_then(Lang::parse)
        .map_or(Lang::En, crate::i18n::shown);
    // The page's language for every component that shows words (`hooks::use_lang`).
    crate::hooks::provide_lang(lang);
    {
        let code = props.options.html_lang().map(|_| lang.code());
        use_effect_with(state.theme, move |theme| apply_document(*theme, code));
    }
    let root = use_node_ref();
    use_height_reporter(root.clone());
    let on_set = use_callback(state.dispatcher(), |r: SetRequest, d| {
        d.dispatch(Action::Restore {
            view: r.view,
            notices: vec![],
            // An embed keeps its `lang=` with its other options (`query_suffix`).
            link_lang: None,
        });
        if let Some(theme) = r.theme {
            d.dispatch(Action::SetTheme(theme));
        }
    });
    use_parent_messages(on_set);

    let view = state.view;
    let (inspection, present) = view.answer();
    let dispatcher = state.dispatcher();
    let on_action = use_callback(dispatcher.clone(), |a: Action, d| d.dispatch(a));
    // With its controls, a half clicked or tapped is chosen as the cast mode, as in the app.
    let on_card_mode = use_callback(dispatcher.clone(), |m: splitcard_engine::Mode, d| {
        d.dispatch(Action::SetMode(m))
    });
    let on_card_mode = props.options.controls.then_some(on_card_mode);
    let on_dismiss = use_callback(dispatcher, |id: u32, d| d.dispatch(Action::Dismiss(id)));
    {
        // With its controls, an embed says each new answer as the app does; never the
        // first view, which `initial` marked as said.
        let drawn = props.options.controls.then(|| inspection.clone());
        use_effect_with((view, lang), move |&(view, lang)| {
            crate::later::after_render(move || announce(view, drawn, lang));
        });
    }
    let mut open = open_url(&page_origin(), &view, &props.options);
    // A custom card goes with it, as it came (the page's `#share=`, which the address keeps):
    // the app has no copy of it either.
    // (Not WordPress's `#?secret=`: that is this frame's alone.)
    if crate::custom::registry::is_custom(view.card) {
        let hash = crate::browser::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        open += crate::embed::without_wp_secret(&hash);
    }
    // Framed by WordPress, whose sandbox opens no tab: its page follows the link instead.
    let on_open = {
        let open = open.clone();
        Callback::from(move |event: MouseEvent| {
            if crate::hooks::post_wp_link(&open) {
                event.prevent_default();
            }
        })
    };

    html! {
        // The page's main landmark: an embed is a page of its own, inside the frame.
        <main class="embed-root" ref={root}>
            // The frame's document outline starts, as the app's does, with the product's
            // name; the answer's heading is the h2 under it. Seen, it would be chrome.
            <h1 class="visually-hidden">{"Split Card Inspector"}</h1>
            { notices(&state.notices, &on_dismiss, lang) }
            <div class="inspector inspector--embed">
                <section class="inspector__card" aria-label={crate::i18n::t(lang, "panel-card-region")}>
                    { card_view(&view, present.as_deref(), lang, on_card_mode) }
                    if props.options.controls {
                        <Controls {view} inspection={inspection.clone()} {on_action} />
                        <p id="answer-status" class="visually-hidden" role="status"></p>
                    }
                </section>
                <div class="inspector__answer">
                    if props.options.controls {
                        <CharacteristicsPanel {view} {inspection} />
                    } else {
                        // Compact: the view's heading and its key values beside the card,
                        // the whole answer (every data-field) one click away.
                        <h2 class="embed-heading" tabindex="-1">{ heading(&view, lang) }</h2>
                        <div class="glance glance--embed">{ glance(&view, &inspection, lang) }</div>
                        <details class="embed-details">
                            <summary>{ crate::i18n::t(lang, "embed-details") }</summary>
                            <CharacteristicsPanel {view} {inspection} />
                        </details>
                    }
                </div>
            </div>
            <p class="embed-footer">
                <a href={open} target="_blank" rel="noopener" data-embed-open="" onclick={on_open}
                    title={crate::i18n::tr(lang, "embed-open-title", &[("view", &heading(&view, lang))])}>
                    { crate::i18n::t(lang, "embed-open") }<span aria-hidden="true">{" ↗"}</span>
                </a>
            </p>
        </main>
    }
}
