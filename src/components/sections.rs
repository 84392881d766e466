//! The page's long sections below the answer — the probes, the card's rulings, the "What is
//! it where?" table and the rules history — drawn with the extras (`crate::extras`, a second wasm module):
//! below the answer on every layout, they are not part of the first view, and their code
//! (with the engine's probes' evaluator) is most of what that module adds.
//!
//! Until the extras are here the place of the sections is an empty marker. The extras are
//! fetched when that marker comes near the window (an `IntersectionObserver`, a little
//! ahead of the reader's scroll), as at the page's first interaction of any kind
//! (`extras::preload_on_first_interaction`); whichever comes first, the sections are drawn
//! as soon as the module is here. While the reader waits at the marker it says "Loading…",
//! or why not with Try again.

use splitcard_engine::{Era, Zone};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::extras::{self, Loaded};
use crate::hooks::use_lang;
use crate::state::{Action, ProbeChoices, View};

#[derive(Properties, PartialEq, Clone)]
pub struct SectionsProps {
    pub view: View,
    pub probes: ProbeChoices,
    /// How far the page's staged first render has come (`app`'s `stage`): 3 draws the
    /// probes, 4 the table, 5 the history.
    pub stage: u8,
    pub on_action: Callback<Action>,
    pub on_show: Callback<View>,
    pub on_era: Callback<(Era, Zone)>,
}

/// How far below the window the marker starts the fetch: about a thumb's scroll ahead.
const AHEAD: &str = "0px 0px 240px 0px";

type Watch = (
    web_sys::IntersectionObserver,
    Closure<dyn FnMut(js_sys::Array)>,
);

/// Calls `near` once `node` comes within [`AHEAD`] of the window.
fn watch(node: &NodeRef, near: impl Fn() + 'static) -> Option<Watch> {
    let element = node.cast::<web_sys::Element>()?;
    let closure = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        let seen = entries.iter().any(|e| {
            e.unchecked_into::<web_sys::IntersectionObserverEntry>()
                .is_intersecting()
        });
        if seen {
            near();
        }
    });
    let options = web_sys::IntersectionObserverInit::new();
    options.set_root_margin(AHEAD);
    let observer =
        web_sys::IntersectionObserver::new_with_options(closure.as_ref().unchecked_ref(), &options)
            .ok()?;
    observer.observe(&element);
    Some((observer, closure))
}

#[component]
pub fn Sections(props: &SectionsProps) -> Html {
    let lang = use_lang();
    let near = use_state_eq(|| false);
    let marker = use_node_ref();
    let (loaded, retry) = extras::use_extras(*near);
    let here = matches!(loaded, Loaded::Ready(_));
    {
        let (near, marker, view) = (near.clone(), marker.clone(), props.view);
        use_effect_with(here, move |&here| {
            let watching = if here {
                // The table drawn after the view was: its cell is marked now.
                crate::later::after_render(move || super::matrix::mark_current(&view));
                None
            } else {
                watch(&marker, move || near.set(true))
            };
            move || {
                if let Some((observer, _closure)) = watching {
                    observer.disconnect();
                }
            }
        });
    }
    match loaded {
        Loaded::Ready(x) => (x.sections)(props.clone()),
        _ => html! {
            <div ref={marker} class="sections-pending">
                if *near {
                    { extras::placeholder(loaded, &retry, lang) }
                }
            </div>
        },
    }
}

/// The sections themselves (the extras' side: see `extras::Extras::sections`).
pub fn draw(props: SectionsProps) -> Html {
    use super::history::HistoryView;
    use super::matrix::MatrixView;
    use super::probes::ProbesPanel;
    use super::rulings::RulingsView;
    let SectionsProps {
        view,
        probes,
        stage,
        on_action,
        on_show,
        on_era,
    } = props;
    html! {
        <>
            if stage >= 3 {
                <ProbesPanel {view} choices={probes} on_action={on_action.clone()} />
            }
            if stage >= 4 {
                <RulingsView {view} {on_action} />
            }
            if stage >= 4 {
                <MatrixView card={view.card} era={view.era} choices={view.matrix_choices()} {on_show} />
            }
            if stage >= 5 {
                <HistoryView card={view.card} era={view.era} {on_era} />
            }
        </>
    }
}
