//! The root: owns the state (read from the URL before the first render), derives the
//! engine's answer for it, and lays out the page.

use std::rc::Rc;

use splitcard_engine::{inspect, Card};
use yew::prelude::*;

use super::card_view::CardView;
use super::characteristics::CharacteristicsPanel;
use super::controls::Controls;
use super::matrix::MatrixView;
use super::notices::Notices;
use super::picker::Picker;
use super::theme_toggle::ThemeToggle;
use crate::hooks::{current_query, stored_theme, use_theme, use_url_sync};
use crate::state::{Action, AppState, Theme};
use crate::url;

/// The state a fresh page starts in: the URL's view and the remembered theme.
pub fn initial_state() -> AppState {
    let parsed = url::parse(&current_query());
    AppState::new(parsed.view, parsed.notices, stored_theme())
}

#[component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    use_url_sync(&state);
    use_theme(state.theme);

    let view = state.view;
    // Derived, never stored: the engine's answer for this view.
    let inspection = Rc::new(inspect(view.card, &view.situation()));
    let present = inspection
        .as_ref()
        .as_ref()
        .ok()
        .and_then(|i| i.characteristics.as_ref())
        .map(|c| c.present_faces());

    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |a: Action| dispatcher.dispatch(a))
    };
    let on_pick = {
        let dispatcher = state.dispatcher();
        Callback::from(move |c: &'static Card| dispatcher.dispatch(Action::SetCard(c)))
    };
    let on_theme = {
        let dispatcher = state.dispatcher();
        Callback::from(move |t: Theme| dispatcher.dispatch(Action::SetTheme(t)))
    };
    let on_dismiss = {
        let dispatcher = state.dispatcher();
        Callback::from(move |id: u32| dispatcher.dispatch(Action::Dismiss(id)))
    };

    html! {
        <>
            <header class="site-header">
                <div class="site-header__inner">
                    <h1 class="site-title">{"Split Card Inspector"}</h1>
                    <ThemeToggle theme={state.theme} on_change={on_theme} />
                </div>
            </header>
            <main class="page">
                <Notices notices={state.notices.clone()} {on_dismiss} />
                <Picker current={AttrValue::from(view.card.slug.to_string())} {on_pick} />
                <div class="inspector">
                    <section class="inspector__card" aria-label="The card and how it is used">
                        <CardView {view} {present} />
                        <Controls {view} inspection={inspection.clone()} {on_action} />
                    </section>
                    <div class="inspector__answer">
                        <CharacteristicsPanel {view} {inspection} />
                    </div>
                </div>
                <MatrixView card={view.card} era={view.era} />
            </main>
            <footer class="site-footer">
                <p>{"Rules answers by the Split Card Inspector engine, citing the Magic: The Gathering Comprehensive Rules. Unofficial fan tool; not affiliated with Wizards of the Coast."}</p>
            </footer>
        </>
    }
}
