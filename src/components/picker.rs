//! The card picker: search as you type with the engine's query language, as an ARIA
//! combobox with a listbox (arrow keys, Enter, Escape), plus a random card. Name words
//! that match nothing get the engine's "did you mean" (the suggestions a bad link gets):
//! said in the count's line and offered in the list. On a French or German page a card
//! is named as printed in that language where it was, with its English name after it
//! ("Feu // Glace (Fire // Ice)"); the search finds either. The combobox's state is one value
//! with its own reducer (`Combo`), not a hook per part. Its list's styles are in the first
//! stylesheet: typing, often the first interaction, opens it at once.

use std::rc::Rc;

use splitcard_engine::messages::card_in;
use splitcard_engine::{catalogue, search::did_you_mean, Card, Mode};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::mana::cost;
use crate::custom::registry::{self, search};
use crate::hooks::use_lang;
use crate::i18n::{mode_label, t, tr};

#[derive(Properties, PartialEq)]
pub struct PickerProps {
    pub current: AttrValue,
    pub on_pick: Callback<&'static Card>,
    /// Text the search starts with, its list open (the installed app's Search shortcut or
    /// shared text: `url::launch`).
    #[prop_or_default]
    pub initial: Option<AttrValue>,
}

const MAX_SHOWN: usize = 50;

/// The combobox: what is typed, whether the list is open, the option the arrow keys are on.
#[derive(Clone, Debug, PartialEq, Default)]
struct Combo {
    query: String,
    open: bool,
    active: Option<usize>,
}

/// What the user did to the combobox. `Down` and `Up` carry how many options there are.
enum Step {
    Typed(String),
    Down(usize),
    Up(usize),
    Open,
    Close,
    Escape,
    Picked,
}

impl Reducible for Combo {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut c = (*self).clone();
        match step {
            Step::Typed(query) => {
                c = Combo {
                    query,
                    open: true,
                    active: None,
                }
            }
            // From the box the arrows go to the first (or last) option, then around.
            Step::Down(n) => {
                c.active = Some(match c.active {
                    Some(i) if c.open => (i + 1) % n,
                    _ => 0,
                });
                c.open = true;
            }
            Step::Up(n) => {
                c.active = Some(match c.active {
                    Some(i) if c.open && i > 0 => i - 1,
                    _ => n - 1,
                });
                c.open = true;
            }
            Step::Open => c.open = true,
            Step::Close => {
                c.open = false;
                c.active = None;
            }
            // Escape closes the list, then clears the box.
            Step::Escape if c.open => {
                c.open = false;
                c.active = None;
            }
            Step::Escape => c.query.clear(),
            Step::Picked => c = Combo::default(),
        }
        Rc::new(c)
    }
}

#[component]
pub fn Picker(props: &PickerProps) -> Html {
    let lang = use_lang();
    let combo = use_reducer(|| match &props.initial {
        Some(text) => Combo {
            query: text.to_string(),
            open: !text.trim().is_empty(),
            active: None,
        },
        None => Combo::default(),
    });
    let step = combo.dispatcher();
    let query = &combo.query;
    let active = combo.active;

    // Nothing typed and the list closed (every first render): the status shows only how
    // many cards there are, which needs no card read (the catalogue's cards are read on the
    // first search, `catalogue::all`).
    let blank = query.trim().is_empty();
    let results = if blank && !combo.open {
        Ok(Vec::new())
    } else {
        search(query)
    };
    let mut shown: Vec<&'static Card> = results
        .as_ref()
        .map(|r| r.iter().copied().take(MAX_SHOWN).collect())
        .unwrap_or_default();
    // Name words that found nothing: the cards with the closest names, in the list.
    let suggesting = !blank && results.is_ok() && shown.is_empty();
    if suggesting {
        shown = did_you_mean(query, 3);
    }
    let expanded = combo.open && !shown.is_empty();

    let pick = {
        let on_pick = props.on_pick.clone();
        let step = step.clone();
        Callback::from(move |card: &'static Card| {
            on_pick.emit(card);
            step.dispatch(Step::Picked);
        })
    };

    let oninput = {
        let step = step.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                step.dispatch(Step::Typed(input.value()));
            }
        })
    };

    let onkeydown = {
        let step = step.clone();
        let open = combo.open;
        let shown = shown.clone();
        let pick = pick.clone();
        let typed_empty = combo.query.is_empty();
        Callback::from(move |e: KeyboardEvent| {
            let n = shown.len();
            match e.key().as_str() {
                "ArrowDown" if n > 0 => {
                    e.prevent_default();
                    step.dispatch(Step::Down(n));
                }
                "ArrowUp" if n > 0 => {
                    e.prevent_default();
                    step.dispatch(Step::Up(n));
                }
                "Enter" => {
                    let chosen = match active {
                        Some(i) if open => shown.get(i).copied(),
                        // Enter takes the only match, never a guess.
                        _ if n == 1 && !suggesting => shown.first().copied(),
                        _ => None,
                    };
                    if let Some(card) = chosen {
                        e.prevent_default();
                        pick.emit(card);
                    }
                }
                "Escape" => {
                    // Consumed when it closes the list or clears the box: a second Escape
                    // is for what holds the picker (a phone's search panel).
                    if open || !typed_empty {
                        e.prevent_default();
                    }
                    step.dispatch(Step::Escape)
                }
                _ => {}
            }
        })
    };

    // The list opens on typing, the arrow keys or a click in the box, not on focus alone:
    // tabbing through the page doesn't drop fifty cards over it.
    let onclick = {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.dispatch(Step::Open))
    };
    let onblur = Callback::from(move |_: FocusEvent| step.dispatch(Step::Close));

    let random = {
        let pick = pick.clone();
        let current = props.current.clone();
        Callback::from(move |_: MouseEvent| {
            let others: Vec<&'static Card> = catalogue::all()
                .iter()
                .copied()
                .filter(|c| c.slug.as_ref() != current.as_str())
                .collect();
            if others.is_empty() {
                return;
            }
            let i = (js_sys::Math::random() * others.len() as f64) as usize;
            pick.emit(others[i.min(others.len() - 1)]);
        })
    };

    let status = match &results {
        Err(e) => tr(
            lang,
            "picker-error",
            &[("error", &crate::i18n::clause(e.render(lang)))],
        ),
        // The query language in full, while nothing is typed (the placeholder is short).
        Ok(_) if blank => format!(
            "{} {}",
            tr(
                lang,
                "picker-count",
                &[("n", &registry::count().to_string())]
            ),
            t(lang, "picker-syntax")
        ),
        Ok(_) if suggesting && !shown.is_empty() => {
            // Each with its printed name in the page's language, where it has one.
            let names: Vec<String> = shown.iter().map(|c| card_in(c, lang)).collect();
            tr(lang, "picker-did-you-mean", &[("names", &names.join(", "))])
        }
        Ok(r) if r.is_empty() => t(lang, "picker-none"),
        Ok(r) if r.len() > MAX_SHOWN => tr(
            lang,
            "picker-many",
            &[("n", &r.len().to_string()), ("max", &MAX_SHOWN.to_string())],
        ),
        Ok(r) if r.len() == 1 => t(lang, "picker-one"),
        Ok(r) => tr(lang, "picker-matches", &[("n", &r.len().to_string())]),
    };

    html! {
        <div class="picker" role="search">
            <div class="picker__row">
                <label for="picker-input" class="picker__label">{ t(lang, "picker-label") }</label>
                <div class="picker__box">
                    <input id="picker-input" type="text" role="combobox" autocomplete="off" spellcheck="false"
                        aria-autocomplete="list" aria-controls="picker-list"
                        aria-expanded={if expanded { "true" } else { "false" }}
                        aria-activedescendant={active.filter(|_| expanded).map(|i| format!("picker-opt-{i}"))}
                        aria-describedby="picker-status picker-help"
                        // A query the engine can't read: explained in the status it describes.
                        aria-invalid={results.is_err().then_some("true")}
                        placeholder={t(lang, "picker-placeholder")}
                        value={query.clone()} {oninput} {onkeydown} {onclick} {onblur} />
                    // Under the search field, and the list opens under it: the count can be
                    // read while typing with the list open.
                    <p id="picker-status" class={classes!("picker__status", results.is_err().then_some("is-error"))} aria-live="polite">{ status }</p>
                    // Not a tab stop (a scrolling box is one in Chromium): the options are
                    // reached with the arrow keys from the box, and Tab goes on to the next
                    // control.
                    <ul id="picker-list" role="listbox" tabindex="-1" aria-label={t(lang, if suggesting { "picker-suggestions" } else { "picker-list" })} class="picker__list" hidden={!expanded}
                        onmousedown={Callback::from(|e: MouseEvent| e.prevent_default())}>
                        // Options exist only while the list is open (a closed list costs nothing).
                        { for shown.iter().enumerate().filter(|_| expanded).map(|(i, card)| {
                            let card = *card;
                            let selected = active == Some(i);
                            let pick = pick.clone();
                            html! {
                                <li id={format!("picker-opt-{i}")} role="option" aria-selected={if selected { "true" } else { "false" }}
                                    class={classes!("picker__option", selected.then_some("is-active"))} data-slug={card.slug.to_string()}
                                    onclick={Callback::from(move |_: MouseEvent| pick.emit(card))}>
                                    <span class="picker__name">{ card_in(card, lang) }</span>
                                    <span class="picker__meta">
                                        if registry::is_custom(card) {
                                            <span class="custom-tag">{ t(lang, "custom-badge") }</span>
                                        }
                                        <span class="picker__kind">{ t(lang, &format!("kind-{}", card.kind.slug())) }</span>
                                        { for card.faces.iter().enumerate().map(|(f, face)| html! {
                                            <span class="picker__cost" title={mode_label(card, Mode::Face(f), lang)}>{ cost(&face.mana_cost, lang) }</span>
                                        }) }
                                    </span>
                                </li>
                            }
                        }) }
                    </ul>
                </div>
                <button type="button" class="button" onclick={random}>{ t(lang, "picker-random") }</button>
            </div>
            <p id="picker-help" class="visually-hidden">{ t(lang, "picker-keys") }</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(steps: impl IntoIterator<Item = Step>) -> Combo {
        steps
            .into_iter()
            .fold(Rc::new(Combo::default()), Reducible::reduce)
            .as_ref()
            .clone()
    }

    #[test]
    fn the_arrow_keys_go_round_the_options_from_the_box() {
        let typed = || Step::Typed("fire".into());
        assert_eq!(after([typed(), Step::Down(3)]).active, Some(0));
        assert_eq!(
            after([typed(), Step::Down(3), Step::Down(3)]).active,
            Some(1)
        );
        assert_eq!(after([typed(), Step::Up(3)]).active, Some(2));
        assert_eq!(after([typed(), Step::Up(3), Step::Down(3)]).active, Some(0));
        let wrapped = after([typed(), Step::Down(2), Step::Down(2), Step::Down(2)]);
        assert_eq!(wrapped.active, Some(0));
        // A closed list: the arrow opens it at the first option, whatever was active.
        let reopened = after([
            typed(),
            Step::Down(3),
            Step::Down(3),
            Step::Close,
            Step::Down(3),
        ]);
        assert_eq!((reopened.open, reopened.active), (true, Some(0)));
        // Typing starts again from the box.
        assert_eq!(after([typed(), Step::Down(3), typed()]).active, None);
    }

    #[test]
    fn escape_closes_the_list_then_clears_the_box_and_a_pick_resets_it() {
        let open = after([Step::Typed("ice".into()), Step::Down(2)]);
        assert!(open.open);
        let closed = after([Step::Typed("ice".into()), Step::Down(2), Step::Escape]);
        assert_eq!(
            closed,
            Combo {
                query: "ice".into(),
                open: false,
                active: None
            }
        );
        let cleared = after([Step::Typed("ice".into()), Step::Escape, Step::Escape]);
        assert_eq!(cleared, Combo::default());
        assert_eq!(
            after([Step::Typed("ice".into()), Step::Down(2), Step::Picked]),
            Combo::default()
        );
        assert!(after([Step::Typed("ice".into()), Step::Close, Step::Open]).open);
    }
}
