//! A whole number typed by the user (the X of a spell, a probe's chosen number). Only a
//! whole number from 0 to [`MAX_X`] is taken; anything else ("-5", "2.5", a number too big)
//! stays in the field as typed, is marked invalid and said so beside the field (a polite
//! status, so a screen reader hears it), and the answer keeps the last number taken —
//! until the view changes from elsewhere (a link, Back, Forward, another control): the
//! field then shows the view's number again. The reducer counts the view's changes
//! (`state::view_changes`), and what was typed is kept with the count it was typed at, so a
//! field drawn after Back or Forward shows the view's number.

use yew::prelude::*;

use crate::i18n::{tr, Lang};
use crate::state::{view_changes, MAX_X};

/// What was typed while it isn't taken, with the view it was typed in (as counted by
/// [`view_changes`]; the state of the component that draws the field:
/// `use_state_eq(|| None)`).
pub type Typed = UseStateHandle<Option<(u32, AttrValue)>>;

/// A plain function with its caller's state, not a component of its own (a component costs
/// about half a kilobyte of the first load).
pub struct NumberField {
    pub lang: Lang,
    pub id: AttrValue,
    /// The number the answer uses now (`None`: the field is empty).
    pub value: Option<u32>,
    /// What the answer keeps using while the field is invalid ("X = 0", "3").
    pub kept: AttrValue,
    /// Whether an empty field is a choice (`None`), as X's is (X is then 0).
    pub empty_ok: bool,
    pub placeholder: Option<AttrValue>,
    pub on_change: Callback<Option<u32>>,
}

/// The field. What was typed and isn't taken is shown as typed (the input is controlled:
/// every render sets its value) while the view is the one it was typed in: after Back and
/// Forward, even to the same number, the field shows the view's number.
pub fn number_field(props: NumberField, typed: &Typed) -> Html {
    let lang = props.lang;
    let oninput = {
        let (typed, on_change, empty_ok) = (typed.clone(), props.on_change.clone(), props.empty_ok);
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            // The browser's own check (min, max, step, and what isn't a number at all,
            // whose value is then empty) first.
            let taken = if !input.check_validity() {
                None
            } else if text.trim().is_empty() {
                empty_ok.then_some(None)
            } else {
                let n = input.value_as_number();
                (n.fract() == 0.0 && (0.0..=f64::from(MAX_X)).contains(&n))
                    .then_some(Some(n as u32))
            };
            match taken {
                Some(number) => {
                    typed.set(None);
                    on_change.emit(number);
                }
                None => typed.set(Some((view_changes(), text.into()))),
            }
        })
    };
    let typed = typed.as_ref().filter(|(when, _)| *when == view_changes());
    let invalid = typed.is_some();
    let value = match typed {
        Some((_, text)) => text.clone(),
        None => props
            .value
            .map(|n| n.to_string())
            .unwrap_or_default()
            .into(),
    };
    let error_id = format!("{}-error", props.id);
    html! {
        <>
            <input id={props.id.clone()} type="number" inputmode="numeric" min="0"
                max={MAX_X.to_string()} step="1" {value}
                placeholder={props.placeholder.clone()}
                aria-invalid={if invalid { "true" } else { "false" }}
                aria-describedby={invalid.then(|| error_id.clone())}
                {oninput} />
            // Always there, filled when needed: a live region must exist before its text.
            <span class="field-error number-field__error" id={error_id} role="status">
                if invalid {
                    { tr(lang, "number-invalid", &[("max", &MAX_X.to_string()), ("kept", &props.kept)]) }
                }
            </span>
        </>
    }
}
