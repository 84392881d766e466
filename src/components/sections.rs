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
    let seen = use_seen(here, props.stage);
    let shown = use_shown(props.view, &seen);
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
        Loaded::Ready(x) => (x.sections)(props.clone(), shown),
        _ => html! {
            <div ref={marker} class="sections-pending">
                if *near {
                    { extras::placeholder(loaded, &retry, lang) }
                }
            </div>
        },
    }
}

/// The four sections, in the page's order: each one's bit in [`Seen`], its place in
/// [`Shown`], and its fold's id (`fold::Fold`).
const SECTIONS: [&str; 4] = ["probes", "rulings", "matrix", "history"];

/// The table's place in [`SECTIONS`].
const MATRIX: usize = 2;

/// The view each section is drawn for, in [`SECTIONS`]' order (see [`use_shown`]).
pub type Shown = [View; 4];

/// Which sections are on screen, a bit each (in [`SECTIONS`]' order), as an
/// `IntersectionObserver` last said; all of them until it has.
type Seen = std::rc::Rc<std::cell::Cell<u8>>;

/// The view each section is drawn for. A section on screen (or one not yet observed) is
/// drawn for the view at once, in the click's own task, like the answer. One off screen
/// (below the answer on a click of the controls above it, all of them nearly always) keeps
/// the view it had until the task after the frame that shows the new answer is painted
/// (`later::after_paint`): the probes asked again and the rulings' marks moved in the
/// click's task would otherwise delay that frame, and the sections' own changes, off
/// screen, no reader sees. Clicks in quick succession then draw them once, for the last
/// view. The rest of the props (the stage, the probes' choices) are taken at once.
#[hook]
fn use_shown(view: View, seen: &Seen) -> Shown {
    let shown = use_mut_ref(|| [view; 4]);
    // Set by the task after the paint: the next render draws every section for the view.
    let due = use_mut_ref(|| false);
    let waiting = use_mut_ref(|| false);
    let redraw = use_force_update();
    let mut s = shown.borrow_mut();
    let all = std::mem::take(&mut *due.borrow_mut());
    let mut behind = false;
    for (i, v) in s.iter_mut().enumerate() {
        if (all || seen.get() & (1 << i) != 0) && *v != view {
            // The table drawn again after the view's own render: its cell is marked
            // once it is (`matrix::mark_current`, which the app did after that render).
            if i == MATRIX && all {
                crate::later::after_render(move || super::matrix::mark_current(&view));
            }
            *v = view;
        }
        behind |= *v != view;
    }
    if !behind {
        *waiting.borrow_mut() = false;
    } else if !std::mem::replace(&mut *waiting.borrow_mut(), true) {
        crate::later::after_paint(move || {
            *due.borrow_mut() = true;
            redraw.force_update();
        });
    }
    *s
}

/// Watches which sections are on screen (for [`use_shown`]), from the render that drew
/// them (`stage`: each stage may add one).
#[hook]
fn use_seen(here: bool, stage: u8) -> Seen {
    let seen: Seen = (*use_memo((), |_| std::rc::Rc::new(std::cell::Cell::new(u8::MAX)))).clone();
    {
        let seen = seen.clone();
        use_effect_with((here, stage), move |&(here, _)| {
            let watching = here.then(|| observe(&seen)).flatten();
            move || {
                if let Some((observer, _closure)) = watching {
                    observer.disconnect();
                }
            }
        });
    }
    seen
}

/// An `IntersectionObserver` over the sections' folds, keeping `seen` up to date.
fn observe(seen: &Seen) -> Option<Watch> {
    let doc = crate::browser::window()?.document()?;
    let seen = seen.clone();
    let closure = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        for e in entries.iter() {
            let e = e.unchecked_into::<web_sys::IntersectionObserverEntry>();
            let label = e
                .target()
                .get_attribute("aria-labelledby")
                .unwrap_or_default();
            if let Some(i) = SECTIONS
                .iter()
                .position(|s| label.strip_suffix("-heading") == Some(*s))
            {
                let bit = 1u8 << i;
                let now = if e.is_intersecting() {
                    seen.get() | bit
                } else {
                    seen.get() & !bit
                };
                seen.set(now);
            }
        }
    });
    let observer = web_sys::IntersectionObserver::new(closure.as_ref().unchecked_ref()).ok()?;
    for id in SECTIONS {
        if let Some(fold) = doc
            .get_element_by_id(&format!("{id}-heading"))
            .and_then(|h| h.parent_element())
        {
            observer.observe(&fold);
        }
    }
    Some((observer, closure))
}

/// The sections themselves (the extras' side: see `extras::Extras::sections`).
/// Each is drawn for its own view of `shown` (see [`use_shown`]): that is `props.view`
/// but for a section off screen just after the view changed.
pub fn draw(props: SectionsProps, shown: Shown) -> Html {
    use super::history::HistoryView;
    use super::matrix::MatrixView;
    use super::probes::ProbesPanel;
    use super::rulings::RulingsView;
    let SectionsProps {
        probes,
        stage,
        on_action,
        on_show,
        on_era,
        ..
    } = props;
    let [probes_view, rulings_view, matrix_view, history_view] = shown;
    html! {
        <>
            if stage >= 3 {
                <ProbesPanel view={probes_view} choices={probes} on_action={on_action.clone()} />
            }
            if stage >= 4 {
                <RulingsView view={rulings_view} {on_action} />
            }
            if stage >= 4 {
                <MatrixView card={matrix_view.card} era={matrix_view.era} choices={matrix_view.matrix_choices()} {on_show} />
            }
            if stage >= 5 {
                <HistoryView card={history_view.card} era={history_view.era} {on_era} />
            }
        </>
    }
}
