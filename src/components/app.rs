//! The root: owns the state (read from the URL before the first render), derives the
//! engine's answer for it once per render (`View::answer`), provides the page's language
//! to every component (`hooks::provide_lang`; they read it with `use_lang`), and lays out
//! the page.
//!
//! Drawn top down in short tasks, never one long one (on a phone, at Lighthouse's 4×
//! slower CPU, one long first render was most of the total blocking time): the first render
//! (a task of its own, see `start`) draws the header, the picker and the custom-cards
//! summary; then the card with its controls, the answer, the probes, the matrix, and the
//! history with the footer are each added in a task of their own (`stage`; the three
//! sections come with the extras, as the reader nears them: `sections`). Nothing drawn
//! moves: the card and the answer fill the inspector's empty columns (one column on a
//! phone, below everything drawn so far), and every later section is added at the end of
//! the page. The header and the page's first line are drawn where the loading page
//! (`index.html`) has them, so nothing moves when the app takes over (`e2e/app.spec.mjs`);
//! that line, painted with the HTML, is the page's largest contentful paint.
//!
//! What a click changes besides the page — the address, the window title, the live
//! region's summary (`characteristics::announce`), the matrix's mark
//! (`matrix::mark_current`) — is done after the next paint, in one batch (`crate::later`);
//! so are the sections below the answer while they are off screen (`sections`).
//! After each change of the view (never on the first load, nor for a change of language
//! alone) a short summary of the new answer goes into one visually hidden polite status,
//! `#answer-status`. The page's first Tab stop is a skip link to the answer's heading; in
//! one column (below 920 px) the answer's key values (`characteristics::glance`) sit under
//! the card, over the controls, with a button down to the answer (`components::show_answer`).
//!
//! On a phone (below 700 px, `app.css`) the answer is the first screen: the header is one
//! row whose search button opens the lede, the picker and the custom cards (`#finder`) and
//! whose menu button opens the header's tools; a picked card closes the search, Escape
//! closes either and gives the focus back to its button.

use gloo::timers::callback::Timeout;
use splitcard_engine::{Card, Zone};
use yew::prelude::*;

use super::card_view::card_view;
use super::characteristics::{announce, glance, heading, CharacteristicsPanel};
use super::controls::Controls;
use super::custom::actions::CardActions;
use super::custom::panel::CustomCards;
use super::embed_button::EmbedButton;
use super::lang_picker::LangPicker;
use super::notices::notices;
use super::picker::Picker;
use super::sections::Sections;
use super::segmented::{Choice, Segmented};
use crate::browser::current_query;
use crate::hooks::{current_kept, stored_theme, use_theme, use_url_sync};
use crate::i18n::{t, Lang};
use crate::state::{Action, AppState, Theme, View};
use crate::url;

/// The state a fresh page starts in: the URL's view and the remembered theme.
pub fn initial_state() -> AppState {
    // Custom cards first: a link may name one.
    let query = current_query();
    let link_lang = url::link_lang(&query);
    let wanted = crate::i18n::initial(link_lang);
    // A language whose pack could not be loaded (see `start`) shows English.
    let lang = crate::i18n::shown(wanted);
    // At once, so that even a panic in the first render is reported in this language.
    crate::i18n::set_document_lang(lang);
    let mut notices = crate::custom::web::load_notices();
    if lang != wanted {
        notices.push(crate::state::NoticeText::LangUnavailable(wanted));
    }
    let parsed = url::parse(&query);
    notices.extend(parsed.notices.into_iter().map(Into::into));
    notices.extend(url::lang_notice(&query).map(Into::into));
    // A reload brings back what the entry kept beside its address (an X for another half).
    let view = url::with_kept(parsed.view, &current_kept());
    // The installed app's share target and shortcuts: the card shared text names, or one at
    // random (the address then says which: `use_url_sync`).
    let launch = url::launch(&query);
    let view = match (launch.card, launch.random) {
        (Some(card), _) => View::new(card),
        (None, true) => {
            let cards = splitcard_engine::catalogue::all();
            let i = (crate::browser::random() * cards.len() as f64) as usize;
            cards
                .get(i.min(cards.len().saturating_sub(1)))
                .map_or(view, |c| View::new(c))
        }
        _ => view,
    };
    let mut state = AppState::new(view, notices, stored_theme());
    state.lang = lang;
    state.link_lang = link_lang;
    state
}

/// What a card page drawn at build time says it shows (`crate::takeover`): the view's
/// address and the page's language.
pub fn page_key(view: &View, lang: Lang) -> String {
    url::to_query(view) + &url::lang_param(lang)
}

/// The render that draws the whole page (see `stage` in [`App`]).
const LAST_STAGE: u8 = 5;

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    use_url_sync(&state);
    use_theme(state.theme);

    let view = state.view;
    let lang = state.lang;
    // The page's language for every component that shows words (`hooks::use_lang`).
    crate::hooks::provide_lang(lang);
    // The page's language, for screen readers, hyphenation and the crash view.
    use_effect_with(lang, |lang| crate::i18n::set_document_lang(*lang));
    // The page is drawn top down in six short tasks, not one long one (on a phone the first
    // render, with the wasm's start-up, was the longest task of the load): the header and
    // the picker; the card with its controls; the answer; the probes; the matrix; the
    // history and the footer. Nothing drawn moves: the card and the answer fill the empty
    // columns of the inspector (on a phone, one column, below everything drawn so far), and
    // every later section is added at the end.
    // Outside the browser (a card page rendered at build time, `crate::prerender`) the
    // whole page at once.
    let stage = use_state_eq(|| {
        if cfg!(target_family = "wasm") {
            0u8
        } else {
            LAST_STAGE
        }
    });
    {
        let stage = stage.clone();
        use_effect_with(*stage, move |s| {
            let next = *s + 1;
            if next <= LAST_STAGE {
                Timeout::new(0, move || stage.set(next)).forget();
            }
            // The matrix is drawn (a child's render comes before this effect): its view's
            // cell is marked (after each new view, see below).
            if *s == 4 {
                super::matrix::mark_current(&view);
            }
            // The whole page is drawn: it takes the place of a card page's own markup, if
            // it was drawn apart to do so (`crate::takeover`).
            if *s == LAST_STAGE {
                crate::takeover::finish(&page_key(&view, lang));
            }
        });
    }
    let stage = *stage;
    // Derived, never stored: the engine's answer for this view (not asked before the card
    // is drawn: the first render has no use for it).
    let answer = (stage >= 1).then(|| view.answer());
    {
        // The answer drawn (none before the card is: then it is the first load).
        let drawn = answer.as_ref().map(|(inspection, _)| inspection.clone());
        use_effect_with((view, lang), move |&(view, lang)| {
            // After the view is on screen (like the address, see use_url_sync).
            // A card page's own sections go once they answer another view or language.
            crate::takeover::still(|| page_key(&view, lang));
            crate::later::after_paint(move || {
                // The window title names the view, so history entries and tabs are told apart.
                if let Some(doc) = crate::browser::window().and_then(|w| w.document()) {
                    doc.set_title(&format!("{} — Split Card Inspector", heading(&view, lang)));
                }
                announce(view, drawn, lang);
                super::matrix::mark_current(&view);
            });
        });
    }

    // Stable callbacks (made once): children whose props are unchanged skip rendering,
    // so a click re-renders only what shows the view.
    let dispatcher = state.dispatcher();
    let on_action = use_callback(dispatcher.clone(), |a: Action, d| d.dispatch(a));
    // A half of the drawn card clicked or tapped: chosen as the cast mode.
    let on_card_mode = use_callback(dispatcher.clone(), |m: splitcard_engine::Mode, d| {
        d.dispatch(Action::SetMode(m))
    });
    let on_pick = use_callback(dispatcher.clone(), |c: &'static Card, d| {
        d.dispatch(Action::SetCard(c))
    });
    let theme_control = use_memo(lang, |l| super::theme_toggle::segments(*l));
    let on_theme = use_callback(dispatcher.clone(), |c: Choice, d| {
        if let Some(t) = Theme::parse(&c.value) {
            d.dispatch(Action::SetTheme(t))
        }
    });
    // A matrix cell or a rules-history link changes the answer far above it (on a phone,
    // thousands of pixels up): focus moves to the answer's heading, brought to the top of
    // the window (smoothly, unless the user asks for less motion: `app.css`), and a screen
    // reader reads on from there (`show_answer`).
    let on_show = use_callback(dispatcher.clone(), |cell: View, d| {
        d.dispatch(Action::Show {
            zone: cell.zone,
            mode: cell.mode,
            from: cell.from,
            unlocked: cell.unlocked,
        });
        super::show_answer();
    });
    let on_era = use_callback(
        dispatcher.clone(),
        |(era, zone): (splitcard_engine::Era, Zone), d| {
            d.dispatch(Action::ShowEra { era, zone });
            super::show_answer();
        },
    );
    // Another language shows once its pack is here (at once when it is cached); only the
    // latest choice is applied, so a slow pack can't override a later pick.
    let latest_lang = use_mut_ref(|| None::<Lang>);
    let on_lang = use_callback((dispatcher.clone(), latest_lang), |l: Lang, (d, latest)| {
        *latest.borrow_mut() = Some(l);
        if crate::i18n::ready(l) {
            crate::i18n::remember(l);
            d.dispatch(Action::SetLang(l));
            return;
        }
        d.dispatch(Action::LangLoading(l));
        let (d, latest) = (d.clone(), latest.clone());
        wasm_bindgen_futures::spawn_local(async move {
            match crate::i18n::load(l).await {
                Ok(()) if *latest.borrow() == Some(l) => {
                    crate::i18n::remember(l);
                    d.dispatch(Action::SetLang(l));
                }
                Ok(()) => {}
                Err(e) => {
                    web_sys::console::warn_1(&e.into());
                    d.dispatch(Action::LangFailed(l));
                }
            }
        });
    });
    let on_dismiss = use_callback(dispatcher, |id: u32, d| d.dispatch(Action::Dismiss(id)));
    // On a phone (below 700 px, `app.css`) the header is one row: the search (the lede,
    // the picker and the custom cards) opens under it from a button, and the header's
    // tools (embed, language, theme) from a menu, so that the card, its controls and the
    // answer's key values are the first screen. Wider, both are always shown and the two
    // buttons are not.
    // The installed app's Search shortcut, or shared text that names no card: the search
    // opens with that text (read once, from the address the page opened with).
    let launch_search = use_state(|| url::launch(&current_query()).search);
    let finder_open = use_state_eq(|| launch_search.is_some());
    let menu_open = use_state_eq(|| false);
    let on_finder = {
        let (finder_open, menu_open) = (finder_open.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            let open = !*finder_open;
            finder_open.set(open);
            if open {
                menu_open.set(false);
                super::focus_later("#picker-input");
            }
        })
    };
    let on_menu = {
        let (finder_open, menu_open) = (finder_open.clone(), menu_open.clone());
        Callback::from(move |_: MouseEvent| {
            let open = !*menu_open;
            menu_open.set(open);
            if open {
                finder_open.set(false);
            }
        })
    };
    // Escape closes what the header opened and gives the focus back to its button.
    let on_header_key = {
        let (finder_open, menu_open) = (finder_open.clone(), menu_open.clone());
        Callback::from(move |e: KeyboardEvent| {
            // Not an Escape that the picker took to close its list or clear its box.
            if e.key() != "Escape" || e.default_prevented() {
                return;
            }
            if *menu_open {
                menu_open.set(false);
                super::focus_later("#menu-button");
            } else if *finder_open {
                finder_open.set(false);
                super::focus_later("#finder-button");
            }
        })
    };
    {
        let (finder_open, searching) = (finder_open.clone(), launch_search.is_some());
        use_effect_with((), move |_| {
            if searching {
                super::focus_later("#picker-input");
            }
            // A file the installed app is opened with (a card's JSON): the custom cards'
            // import reads it (`custom::body`), in the search that holds it.
            crate::browser::on_launched_files(move || {
                finder_open.set(true);
                let details = crate::browser::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("custom-cards"));
                if let Some(details) = details {
                    let _ = details.set_attribute("open", "");
                }
            });
        });
    }
    // A card picked on a phone closes the search: the new card is the first screen again.
    let on_pick = {
        let finder_open = finder_open.clone();
        on_pick.reform(move |c: &'static Card| {
            finder_open.set(false);
            c
        })
    };

    html! {
        <>
            // The first stop of the keyboard: past the header, the search and the controls,
            // to the answer (seen only when focused).
            <a class="skip-link" href="#panel-heading" onclick={Callback::from(|e: MouseEvent| {
                e.prevent_default();
                super::show_answer();
            })}>{ t(lang, "skip-to-answer") }</a>
            <header class={classes!("site-header", menu_open.then_some("is-menu-open"))} onkeydown={on_header_key.clone()}>
                <div class="site-header__inner">
                    <h1 class="site-title">{"Split Card Inspector"}</h1>
                    <div class="site-header__phone">
                        <button type="button" id="finder-button" class="button header-button" aria-controls="finder"
                            aria-expanded={if *finder_open { "true" } else { "false" }} onclick={on_finder}>
                            <span class="header-button__search" aria-hidden="true"></span>
                            <span class="visually-hidden">{ t(lang, "search-open") }</span>
                        </button>
                        <button type="button" id="menu-button" class="button header-button" aria-controls="site-tools"
                            aria-expanded={if *menu_open { "true" } else { "false" }} onclick={on_menu}>
                            <span class="header-button__menu" aria-hidden="true"></span>
                            <span class="visually-hidden">{ t(lang, "menu-open") }</span>
                        </button>
                    </div>
                    <div class="site-header__tools" id="site-tools">
                        <EmbedButton {view} />
                        <LangPicker choice={state.lang_loading.unwrap_or(lang)} on_change={on_lang} />
                        <Segmented label={theme_control.0.clone()} segments={theme_control.1.clone()}
                            selected={Some(AttrValue::from(state.theme.slug()))} on_select={on_theme}
                            data_attr="data-theme-choice" class="segmented--small" />
                    </div>
                </div>
            </header>
            <main class="page">
                // Also the loading page's first line (index.html): it stays where it is when
                // the app takes over.
                { notices(&state.notices, &on_dismiss, lang) }
                <div id="finder" class={classes!("finder", finder_open.then_some("is-open"))} onkeydown={on_header_key}>
                    <p class="lede">{ t(lang, "lede") }</p>
                    <Picker current={AttrValue::from(view.card.slug.to_string())} on_pick={on_pick.clone()}
                        initial={(*launch_search).clone().map(AttrValue::from)} />
                    <CustomCards {on_pick} current={view.card} />
                </div>
                // Says the new answer, in short, after each change of the view (`announce`).
                <p id="answer-status" class="visually-hidden" role="status"></p>
                <div class="inspector">
                    <section class="inspector__card" aria-label={t(lang, "panel-card-region")}>
                        if let Some((inspection, present)) = answer.clone() {
                            { card_view(&view, present.as_deref(), lang, Some(on_card_mode)) }
                            // Under one column the answer is a screen below: its key
                            // values here, under the card and over the controls that change
                            // them, and a way down to the whole answer; beside the answer's
                            // column CSS shows only the button that enlarges the card.
                            <div class="glance">
                                { glance(&view, &inspection, lang) }
                                <div class="glance__links">
                                    <button type="button" class="button button--link glance__go" onclick={Callback::from(|_| super::show_answer())}>
                                        { t(lang, "glance-go") }<span aria-hidden="true">{" ↓"}</span>
                                    </button>
                                    <super::card_zoom::CardZoom {view} present={present.clone()} />
                                </div>
                            </div>
                            <Controls {view} inspection={inspection.clone()} on_action={on_action.clone()} />
                        }
                    </section>
                    <div class="inspector__answer">
                        if let Some((inspection, _)) = answer.filter(|_| stage >= 2) {
                            <CharacteristicsPanel {view} {inspection} />
                            <CardActions card={view.card} />
                        }
                    </div>
                </div>
                if stage >= 3 {
                    <Sections {view} probes={state.probes.clone()} {stage} {on_action} {on_show} {on_era} />
                }
            </main>
            if stage >= LAST_STAGE {
                <footer class="site-footer">
                    <p>{ t(lang, "footer") }</p>
                </footer>
            }
        </>
    }
}
