//! The form to type a custom split card: a layout and 2+ faces. It builds the same
//! Scryfall JSON a paste would and goes through the same importer
//! ([`crate::custom::form_card`]); an error is shown next to the field it is about.

use splitcard_engine::Card;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::custom::{form_card, FormError, FormFace, FormField, FormLayout};
use crate::i18n::{t, tr, Lang};

#[derive(Properties, PartialEq)]
pub struct CardFormProps {
    pub lang: Lang,
    /// A valid card; returns whether it was kept (the form then clears).
    pub on_created: Callback<Card, bool>,
}

fn new_face(layout: FormLayout, i: usize) -> FormFace {
    FormFace {
        type_line: layout.default_type(i).to_string(),
        ..FormFace::default()
    }
}

fn layout_label(layout: FormLayout) -> &'static str {
    match layout {
        FormLayout::Split => "layout-split",
        FormLayout::Fuse => "layout-fuse",
        FormLayout::Aftermath => "layout-aftermath",
        FormLayout::Room => "layout-room",
        FormLayout::Multi => "layout-other",
    }
}

fn input_value(e: &Event) -> Option<String> {
    let target = e.target()?;
    if let Some(i) = target.dyn_ref::<web_sys::HtmlInputElement>() {
        return Some(i.value());
    }
    if let Some(t) = target.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        return Some(t.value());
    }
    target
        .dyn_ref::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
}

#[component]
pub fn CardForm(props: &CardFormProps) -> Html {
    let lang = props.lang;
    let layout = use_state(|| FormLayout::Split);
    let faces = use_state(|| {
        vec![
            new_face(FormLayout::Split, 0),
            new_face(FormLayout::Split, 1),
        ]
    });
    let error = use_state(|| None::<FormError>);

    let on_layout = {
        let layout = layout.clone();
        let faces = faces.clone();
        let error = error.clone();
        Callback::from(move |e: Event| {
            let Some(next) = input_value(&e).and_then(|v| FormLayout::parse(&v)) else {
                return;
            };
            let old = *layout;
            let mut list = (*faces).clone();
            // Type lines still at the old layout's default follow the new layout.
            for (i, f) in list.iter_mut().enumerate() {
                if f.type_line.trim().is_empty() || f.type_line == old.default_type(i) {
                    f.type_line = next.default_type(i).to_string();
                }
            }
            while list.len() < next.min_faces() {
                list.push(new_face(next, list.len()));
            }
            list.truncate(next.max_faces());
            faces.set(list);
            layout.set(next);
            error.set(None);
        })
    };

    let edit = {
        let faces = faces.clone();
        let error = error.clone();
        move |i: usize, key: &'static str| {
            let faces = faces.clone();
            let error = error.clone();
            Callback::from(move |e: InputEvent| {
                let Some(v) = input_value(&e) else { return };
                let mut list = (*faces).clone();
                if let Some(f) = list.get_mut(i) {
                    match key {
                        "name" => f.name = v,
                        "mana_cost" => f.mana_cost = v,
                        "type_line" => f.type_line = v,
                        _ => f.oracle_text = v,
                    }
                }
                faces.set(list);
                if matches!(&*error, Some(FormError { field: FormField::Face(j, k), .. }) if *j == i && *k == key)
                {
                    error.set(None);
                }
            })
        }
    };

    let on_add = {
        let faces = faces.clone();
        let layout = layout.clone();
        Callback::from(move |_: MouseEvent| {
            let mut list = (*faces).clone();
            if list.len() < 8 {
                // A third face makes it a 3+ part card.
                if list.len() >= layout.max_faces() {
                    layout.set(FormLayout::Multi);
                }
                list.push(new_face(FormLayout::Multi, list.len()));
                faces.set(list);
            }
        })
    };

    let onsubmit = {
        let layout = layout.clone();
        let faces = faces.clone();
        let error = error.clone();
        let on_created = props.on_created.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match form_card(*layout, &faces) {
                Ok(card) => {
                    error.set(None);
                    if on_created.emit(card) {
                        faces.set((0..faces.len()).map(|i| new_face(*layout, i)).collect());
                    }
                }
                Err(err) => {
                    // Focus the field the error is about.
                    let id = field_id(&err.field);
                    error.set(Some(err));
                    if let Some(el) = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.get_element_by_id(&id))
                        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
                    {
                        let _ = el.focus();
                    }
                }
            }
        })
    };

    let error_for = |field: &FormField| -> Option<String> {
        error.as_ref().filter(|e| &e.field == field).map(|e| {
            let (problem, expected) = e.texts(lang);
            tr(
                lang,
                "form-error",
                &[("problem", &problem), ("expected", &expected)],
            )
        })
    };
    let error_text = |field: FormField| -> Html {
        match error_for(&field) {
            Some(msg) => html! {
                <p class="field-error" id={format!("{}-error", field_id(&field))} role="alert">{ msg }</p>
            },
            None => html! {},
        }
    };
    let described = |field: &FormField, hint: Option<&str>| -> Option<String> {
        let mut ids = Vec::new();
        if let Some(h) = hint {
            ids.push(h.to_string());
        }
        if error_for(field).is_some() {
            ids.push(format!("{}-error", field_id(field)));
        }
        (!ids.is_empty()).then(|| ids.join(" "))
    };
    let invalid = |field: &FormField| error_for(field).map(|_| "true");

    let n = faces.len();
    let can_remove = n > layout.min_faces();
    html! {
        <section class="custom__section" aria-labelledby="form-title">
            <h2 id="form-title" class="custom__heading">{ t(lang, "form-title") }</h2>
            <form class="card-form" {onsubmit} novalidate=true data-card-form="">
                <div class="card-form__row">
                    <label for={field_id(&FormField::Layout)} class="custom__label">{ t(lang, "form-layout") }</label>
                    <select id={field_id(&FormField::Layout)} class="card-form__select" onchange={on_layout}
                        aria-invalid={invalid(&FormField::Layout)} aria-describedby={described(&FormField::Layout, None)}>
                        { for FormLayout::ALL.into_iter().map(|l| html! {
                            <option value={l.slug()} selected={l == *layout}>{ t(lang, layout_label(l)) }</option>
                        }) }
                    </select>
                    { error_text(FormField::Layout) }
                </div>
                <div id={field_id(&FormField::Faces)} tabindex="-1" class="card-form__faces">
                    { for faces.iter().enumerate().map(|(i, face)| {
                        let remove = {
                            let faces = faces.clone();
                            let error = error.clone();
                            Callback::from(move |_: MouseEvent| {
                                let mut list = (*faces).clone();
                                if i < list.len() { list.remove(i); }
                                faces.set(list);
                                error.set(None);
                            })
                        };
                        let field = |key: &'static str| FormField::Face(i, key);
                        let number = (i + 1).to_string();
                        html! {
                            <fieldset class="card-form__face" key={i}>
                                <legend>{ tr(lang, "form-face", &[("n", &number)]) }</legend>
                                <div class="card-form__grid">
                                    <div class="card-form__field">
                                        <label for={field_id(&field("name"))}>{ t(lang, "form-name") }</label>
                                        <input id={field_id(&field("name"))} type="text" value={face.name.clone()} autocomplete="off"
                                            aria-invalid={invalid(&field("name"))} aria-describedby={described(&field("name"), None)}
                                            oninput={edit(i, "name")} />
                                        { error_text(field("name")) }
                                    </div>
                                    <div class="card-form__field">
                                        <label for={field_id(&field("mana_cost"))}>{ t(lang, "form-cost") }</label>
                                        <input id={field_id(&field("mana_cost"))} type="text" value={face.mana_cost.clone()} autocomplete="off"
                                            spellcheck="false" placeholder="{1}{R}"
                                            aria-invalid={invalid(&field("mana_cost"))}
                                            aria-describedby={described(&field("mana_cost"), Some("form-cost-hint"))}
                                            oninput={edit(i, "mana_cost")} />
                                        { error_text(field("mana_cost")) }
                                    </div>
                                    <div class="card-form__field">
                                        <label for={field_id(&field("type_line"))}>{ t(lang, "form-type") }</label>
                                        <input id={field_id(&field("type_line"))} type="text" value={face.type_line.clone()} autocomplete="off"
                                            aria-invalid={invalid(&field("type_line"))} aria-describedby={described(&field("type_line"), None)}
                                            oninput={edit(i, "type_line")} />
                                        { error_text(field("type_line")) }
                                    </div>
                                    <div class="card-form__field card-form__field--wide">
                                        <label for={field_id(&field("oracle_text"))}>{ t(lang, "form-text") }</label>
                                        <textarea id={field_id(&field("oracle_text"))} rows="2" value={face.oracle_text.clone()}
                                            aria-invalid={invalid(&field("oracle_text"))} aria-describedby={described(&field("oracle_text"), None)}
                                            oninput={edit(i, "oracle_text")} />
                                        { error_text(field("oracle_text")) }
                                    </div>
                                </div>
                                if can_remove {
                                    <button type="button" class="button button--link" onclick={remove}>
                                        { tr(lang, "form-remove-face", &[("n", &number)]) }
                                    </button>
                                }
                            </fieldset>
                        }
                    }) }
                    { error_text(FormField::Faces) }
                </div>
                <p id="form-cost-hint" class="custom__help">{ t(lang, "form-cost-hint") }</p>
                <div class="card-form__actions">
                    if n < 8 && matches!(*layout, FormLayout::Split | FormLayout::Fuse | FormLayout::Multi) {
                        <button type="button" class="button" onclick={on_add}>{ t(lang, "form-add-face") }</button>
                    }
                    <button type="submit" class="button button--primary" data-form-create="">{ t(lang, "form-create") }</button>
                </div>
            </form>
        </section>
    }
}

/// The id of the element a form field error belongs to.
fn field_id(field: &FormField) -> String {
    match field {
        FormField::Layout => "form-layout".into(),
        FormField::Faces => "form-faces".into(),
        FormField::Face(i, key) => format!("form-face-{i}-{key}"),
    }
}
