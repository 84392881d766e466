//! The components, one per file, by feature. Only the roots own state (`app`, and `embed`
//! for `?embed=1`); the rest get data and callbacks.
//!
//! `app` owns the reducer and derives the engine's answer once per render
//! (`View::answer`); `card_view` draws the printed card (the only reader of face data, for
//! drawing); `controls`, `segmented`, `number_field`, `characteristics` (the answer panel),
//! `matrix`, `probes`, `rulings`, `history` (each a `fold`: a section folded from its heading,
//! remembered), `picker`, `notices`, `rule_links` (links built by
//! `rules::link`), `mana` (costs, symbols and rules text), `lang_picker`, `theme_toggle`;
//! `embed` (the embed root), `embed_button` (the Embed button and its dialog's frame) and
//! `embed_dialog` (what the dialog shows); `custom/` (the custom cards' panel, its body, the
//! shared card's offer, the form, the card's actions); `memo` (parts drawn again only when
//! what they are drawn from changes).
//!
//! **Invariant: a part of the first view reaches the extras' code only through
//! `crate::extras`.** `embed_dialog`, `custom::body`, `custom::offer`, `custom::form`,
//! `probes`, `matrix` (but its `mark_current`) and `history` are the extras' (a second wasm
//! module); the parts that open them (`embed_button`, `custom::panel`, `custom::actions`,
//! `sections`) name only their props' types.
//!
//! Built for a small first load and cheap clicks:
//! - `card_view`, `mana`, `notices` and `theme_toggle` are plain functions the roots draw,
//!   not components: a component costs about half a kilobyte of the first load, and these
//!   have no state of their own.
//! - Parts a click often leaves as they were are drawn through one component (`memo`),
//!   which compares what a part is drawn from before drawing it: the printed card
//!   (`card_view`'s `Drawing`) and the answer's first set of characteristics
//!   (`characteristics`' `FirstSet`).
//! - A component with several parts of state keeps them as one value with its own reducer
//!   (`picker::Combo`, `custom::panel_state::Panel`, the panel body's `Import`, the Embed
//!   dialog's, the card form's), not a hook per part: each hook's type is code of its own in
//!   the wasm.
//! - What a click would otherwise build and tear down is kept hidden instead: probe items
//!   shown earlier for the card, the cast-from control, an older era's extra sets of
//!   characteristics (`[hidden]` always hides: `app.css`).
//!
//! Shared here, below every component (this file imports none of them): `show_answer`
//! (focus to the answer's heading, brought to the top of the window, smoothly unless the
//! user asks for less motion: a matrix cell, a rules-history link, the skip link and the
//! one-line answer's button do it), `focus_later`, `use_select_value` (a `<select>` whose
//! value the app can change itself — the era menu, the form's layout — is set after each
//! render: its options' `selected` attributes stop counting once the user has changed it),
//! and `CardRef` (views and props compare cards by identity: a card imported again under
//! its name with other text is another card, drawn anew).

pub mod app;
pub mod card_view;
pub mod card_zoom;
pub mod characteristics;
pub mod controls;
pub mod custom;
pub mod embed;
pub mod embed_button;
pub mod embed_dialog;
pub mod fold;
pub mod history;
pub mod lang_picker;
pub mod mana;
pub mod matrix;
pub mod memo;
pub mod notices;
pub mod number_field;
pub mod picker;
pub mod probes;
pub mod rule_links;
pub mod rulings;
pub mod sections;
pub mod segmented;
pub mod theme_toggle;

/// A plain left click, with no modifier: an in-app link then shows its view in place;
/// any other click (a new tab, a new window, a download) is left to the browser.
pub(crate) fn plain_click(e: &yew::MouseEvent) -> bool {
    e.button() == 0 && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key())
}

/// A `<select>` that shows `value` after every render (its options' `selected` attributes
/// say it on the first): an option's `selected` attribute sets only its default, which a
/// select the user has changed no longer follows (Back to an earlier era, a layout the form
/// changed itself). Returns the select's `ref`.
#[yew::hook]
pub(crate) fn use_select_value(value: &'static str) -> yew::NodeRef {
    let node = yew::use_node_ref();
    {
        let node = node.clone();
        yew::use_effect(move || {
            if let Some(select) = node.cast::<web_sys::HtmlSelectElement>() {
                if select.value() != value {
                    select.set_value(value);
                }
            }
        });
    }
    node
}

/// Once the page shows the latest change, focuses the first element matching `selector`
/// (a list matches in the page's order), if there is one: where focus goes when what had
/// it is gone, or when what the user changed is far from it.
pub(crate) fn focus_later(selector: impl Into<std::borrow::Cow<'static, str>>) {
    let selector = selector.into();
    crate::later::after_render(move || {
        focus(&selector);
    });
}

/// Once the page shows the latest change, focuses the answer's heading and brings it to
/// the top of the window, where the answer starts (focus alone scrolls it only just into
/// view: from the line under a phone's controls, two thirds down the screen). A screen
/// reader reads on from there.
pub(crate) fn show_answer() {
    crate::later::after_render(|| {
        if let Some(heading) = focus("#panel-heading") {
            heading.scroll_into_view_with_bool(true);
        }
    });
}

/// Once the page shows the latest change, brings the effect probe `slug` into view and
/// focuses it (a ruling's "Show me" that asks an effect): a screen reader reads its
/// question and answer from there.
pub(crate) fn show_probe(slug: &'static str) {
    show_probe_within(slug, 20);
}

/// [`show_probe`], waiting up to `tasks` later tasks for the effect's item to be shown (the
/// probes' list follows the view in a render of its own).
fn show_probe_within(slug: &'static str, tasks: u32) {
    crate::later::after_render(move || {
        use wasm_bindgen::JsCast;
        let selector = format!(".probes li[data-probe=\"{slug}\"]:not([hidden])");
        match find(&selector).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            Some(item) => {
                let _ = item.set_attribute("tabindex", "-1");
                let _ = item.focus();
                item.scroll_into_view_with_bool(true);
            }
            None if tasks > 0 => show_probe_within(slug, tasks - 1),
            None => {}
        }
    });
}

/// Focuses the first element matching `selector` now, and returns it.
pub(crate) fn focus(selector: &str) -> Option<web_sys::HtmlElement> {
    use wasm_bindgen::JsCast;
    let el = find(selector)?.dyn_into::<web_sys::HtmlElement>().ok()?;
    let _ = el.focus();
    Some(el)
}

/// The page's first element that `selector` matches.
pub(crate) fn find(selector: &str) -> Option<web_sys::Element> {
    crate::browser::window()?
        .document()?
        .query_selector(selector)
        .ok()?
}

/// A card compared by identity (hook dependencies, props): one allocation per card, the
/// catalogue's read once and a custom card interned once per content, so a custom card
/// imported again under its name with new text is another card (`state::View`'s `eq`).
#[derive(Clone, Copy)]
pub(crate) struct CardRef(pub &'static splitcard_engine::Card);

impl PartialEq for CardRef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
