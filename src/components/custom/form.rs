//! The form to type a custom split card: a layout and 2+ faces. It builds the same
//! Scryfall JSON a paste would and goes through the same importer
//! ([`crate::custom::form::form_card`]); an error is shown next to the field it is about (the
//! importer's JSON path mapped back to its field).
//!
//! **The form drops nothing the user typed** but on Remove or Create: a layout with fewer
//! faces sets the others aside (and says so) until a layout with room, or Add a face,
//! brings them back; a layout's default type line replaces only one nobody typed (`Form`,
//! one value with its own reducer). The layout `<select>` is set after each render
//! (`components::use_select_value`), since the form changes it itself.

use splitcard_engine::Card;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::custom::form::{form_card, FormError, FormFace, FormField, FormLayout};
use crate::hooks::use_lang;
use crate::i18n::{t, tr, Lang};

#[derive(Properties, PartialEq)]
pub struct CardFormProps {
    /// A valid card; returns whether it was kept (the form then clears).
    pub on_created: Callback<Card, bool>,
}

/// What the form holds. Nothing typed is dropped but by the user (Remove, or Create):
/// a layout with fewer faces sets the others aside, and a layout's default type line
/// replaces only one the user didn't type.
#[derive(Clone)]
struct Form {
    layout: FormLayout,
    faces: Vec<FormFace>,
    /// For each face, whether its type line was typed (a layout change leaves it alone).
    typed: Vec<bool>,
    /// Faces a layout with fewer faces set aside, in order, with their `typed`: a layout
    /// with room for them, or "Add a face", brings them back first.
    aside: Vec<(FormFace, bool)>,
    error: Option<FormError>,
}

impl Form {
    fn new(layout: FormLayout, faces: usize) -> Form {
        Form {
            layout,
            faces: (0..faces).map(|i| new_face(layout, i)).collect(),
            typed: vec![false; faces],
            aside: Vec::new(),
            error: None,
        }
    }

    /// One more face: the first set aside, else a new one of `layout`.
    fn push_face(&mut self, layout: FormLayout) {
        let (face, typed) = if self.aside.is_empty() {
            (new_face(layout, self.faces.len()), false)
        } else {
            self.aside.remove(0)
        };
        self.faces.push(face);
        self.typed.push(typed);
    }

    /// The layout `next`: type lines the user didn't type follow it, and the faces are as
    /// many as it has (the first set aside come back; those beyond it are set aside).
    fn set_layout(&mut self, next: FormLayout) {
        let old = self.layout;
        for (i, face) in self.faces.iter_mut().enumerate() {
            let typed = self.typed.get(i).copied().unwrap_or(false);
            if face.type_line.trim().is_empty() || (!typed && face.type_line == old.default_type(i))
            {
                face.type_line = next.default_type(i).to_string();
            }
        }
        while self.faces.len() < next.min_faces() {
            self.push_face(next);
        }
        let max = next.max_faces();
        if self.faces.len() > max {
            let faces = self.faces.split_off(max);
            self.typed.resize(self.faces.len() + faces.len(), false);
            let typed = self.typed.split_off(max);
            self.aside.splice(0..0, faces.into_iter().zip(typed));
        }
        self.layout = next;
        self.error = None;
    }
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
    let lang = use_lang();
    // The form's state, one hook (each hook of its own costs the wasm its code).
    let form = use_state(|| Form::new(FormLayout::Split, 2));
    let layout = form.layout;
    let faces = &form.faces;
    let error = &form.error;
    // Changes the form: `change` edits a copy, which becomes the state.
    let update = |form: &UseStateHandle<Form>, change: &dyn Fn(&mut Form)| {
        let mut next = (**form).clone();
        change(&mut next);
        form.set(next);
    };

    let on_layout = {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let Some(next) = input_value(&e).and_then(|v| FormLayout::parse(&v)) else {
                return;
            };
            update(&form, &|f| f.set_layout(next));
        })
    };

    let edit = {
        let form = form.clone();
        move |i: usize, key: &'static str| {
            let form = form.clone();
            Callback::from(move |e: InputEvent| {
                let Some(v) = input_value(&e) else { return };
                update(&form, &|f| {
                    if let Some(face) = f.faces.get_mut(i) {
                        let v = v.clone();
                        match key {
                            "name" => face.name = v,
                            "mana_cost" => face.mana_cost = v,
                            "type_line" => {
                                face.type_line = v;
                                if let Some(typed) = f.typed.get_mut(i) {
                                    *typed = true;
                                }
                            }
                            _ => face.oracle_text = v,
                        }
                    }
                    if matches!(&f.error, Some(FormError { field: FormField::Face(j, k), .. }) if *j == i && *k == key)
                    {
                        f.error = None;
                    }
                });
            })
        }
    };

    let on_add = {
        let form = form.clone();
        Callback::from(move |_: MouseEvent| {
            if form.faces.len() < 8 {
                // Read before the change (the handle reads the state set since).
                let id = field_id(&FormField::Face(form.faces.len(), "name"));
                update(&form, &|f| {
                    // A third face makes it a 3+ part card.
                    if f.faces.len() >= f.layout.max_faces() {
                        f.layout = FormLayout::Multi;
                    }
                    f.push_face(FormLayout::Multi);
                });
                // To the new face's name, where the user goes on typing.
                crate::components::focus_later(["#", &id].concat());
            }
        })
    };

    let onsubmit = {
        let form = form.clone();
        let on_created = props.on_created.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match form_card(form.layout, &form.faces) {
                Ok(card) => {
                    let kept = on_created.emit(card);
                    update(&form, &|f| {
                        f.error = None;
                        if kept {
                            *f = Form::new(f.layout, f.faces.len());
                        }
                    });
                }
                Err(err) => {
                    // Focus the field the error is about.
                    let id = field_id(&err.field);
                    update(&form, &|f| f.error = Some(err.clone()));
                    if let Some(el) = crate::browser::window()
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

    // One face's field: its label, input (a text area for rules text), error. One
    // `html!` for the four fields (the wasm carries each `html!` as code).
    let face_field = |i: usize, key: &'static str, value: String| -> Html {
        let field = FormField::Face(i, key);
        let id = field_id(&field);
        let (label, hint, wide) = match key {
            "name" => ("form-name", None, false),
            "mana_cost" => ("form-cost", Some("form-cost-hint"), false),
            "type_line" => ("form-type", None, false),
            _ => ("form-text", None, true),
        };
        let invalid = invalid(&field);
        let described = described(&field, hint);
        let oninput = edit(i, key);
        html! {
            <div class={if wide { "card-form__field card-form__field--wide" } else { "card-form__field" }}>
                <label for={id.clone()}>{ t(lang, label) }</label>
                if wide {
                    <textarea id={id} rows="2" {value} aria-invalid={invalid} aria-describedby={described} {oninput} />
                } else {
                    <input {id} type="text" {value} autocomplete="off"
                        // No placeholder: an example cost in the field read as one typed
                        // (and an empty cost is a choice); the hint under it shows one.
                        spellcheck={hint.map(|_| "false")}
                        aria-invalid={invalid} aria-describedby={described} {oninput} />
                }
                { error_text(field) }
            </div>
        }
    };

    let n = faces.len();
    let can_remove = n > layout.min_faces();
    // The layout shown is the form's, also when the form changed it ("Add a face").
    let layout_select = crate::components::use_select_value(layout.slug());
    html! {
        <section class="custom__section" aria-labelledby="form-title">
            <h2 id="form-title" class="custom__heading">{ t(lang, "form-title") }</h2>
            <form class="card-form" {onsubmit} novalidate=true data-card-form="">
                <div class="card-form__row">
                    <label for={field_id(&FormField::Layout)} class="custom__label">{ t(lang, "form-layout") }</label>
                    <select id={field_id(&FormField::Layout)} ref={layout_select} class="card-form__select" onchange={on_layout}
                        aria-invalid={invalid(&FormField::Layout)} aria-describedby={described(&FormField::Layout, None)}>
                        { for FormLayout::ALL.into_iter().map(|l| html! {
                            <option value={l.slug()} selected={l == layout}>{ t(lang, layout_label(l)) }</option>
                        }) }
                    </select>
                    { error_text(FormField::Layout) }
                </div>
                <div id={field_id(&FormField::Faces)} tabindex="-1" class="card-form__faces">
                    { for faces.iter().enumerate().map(|(i, face)| {
                        let remove = {
                            let form = form.clone();
                            Callback::from(move |_: MouseEvent| {
                                update(&form, &|f| {
                                    if i < f.faces.len() {
                                        f.faces.remove(i);
                                    }
                                    if i < f.typed.len() {
                                        f.typed.remove(i);
                                    }
                                    f.error = None;
                                });
                            })
                        };
                        let number = (i + 1).to_string();
                        html! {
                            <fieldset class="card-form__face" key={i}>
                                <legend>{ tr(lang, "form-face", &[("n", &number)]) }</legend>
                                <div class="card-form__grid">
                                    { face_field(i, "name", face.name.clone()) }
                                    { face_field(i, "mana_cost", face.mana_cost.clone()) }
                                    { face_field(i, "type_line", face.type_line.clone()) }
                                    { face_field(i, "oracle_text", face.oracle_text.clone()) }
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
                if !form.aside.is_empty() {
                    <p class="custom__help" role="status" data-form-aside="">{ aside_text(&form.aside, n, lang) }</p>
                }
                <p id="form-cost-hint" class="custom__help">{ t(lang, "form-cost-hint") }</p>
                <div class="card-form__actions">
                    if n < 8 && matches!(layout, FormLayout::Split | FormLayout::Fuse | FormLayout::Multi) {
                        <button type="button" class="button" onclick={on_add}>{ t(lang, "form-add-face") }</button>
                    }
                    <button type="submit" class="button button--primary" data-form-create="">{ t(lang, "form-create") }</button>
                </div>
            </form>
        </section>
    }
}

/// What the form says of the faces it set aside: which (by their number when they come
/// back, and name), and the layout that brings them back.
fn aside_text(aside: &[(FormFace, bool)], shown: usize, lang: Lang) -> String {
    let faces: Vec<String> = aside
        .iter()
        .enumerate()
        .map(|(k, (face, _))| {
            let face_n = tr(lang, "form-face", &[("n", &(shown + k + 1).to_string())]);
            match face.name.trim() {
                "" => face_n,
                name => format!("{face_n} ({name})"),
            }
        })
        .collect();
    tr(
        lang,
        "form-aside",
        &[
            ("faces", &faces.join(", ")),
            ("layout", &t(lang, layout_label(FormLayout::Multi))),
        ],
    )
}

/// The id of the element a form field error belongs to.
fn field_id(field: &FormField) -> String {
    match field {
        FormField::Layout => "form-layout".into(),
        FormField::Faces => "form-faces".into(),
        FormField::Face(i, key) => format!("form-face-{i}-{key}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A user walk through the layouts: nothing typed is lost, a typed type line stays
    /// (even one that is another layout's default), one nobody typed follows the layout.
    #[test]
    fn a_layout_change_sets_faces_aside_and_keeps_typed_type_lines() {
        let mut f = Form::new(FormLayout::Split, 2);
        f.set_layout(FormLayout::Multi);
        assert_eq!(f.faces.len(), 3);
        f.faces[2].name = "Moon".into();
        f.faces[1].type_line = "Sorcery".into();
        f.typed[1] = true;

        f.set_layout(FormLayout::Split);
        assert_eq!(f.faces.len(), 2);
        assert_eq!(f.typed.len(), 2);
        assert_eq!(f.aside.len(), 1);
        assert_eq!(f.aside[0].0.name, "Moon");
        f.set_layout(FormLayout::Aftermath);
        f.set_layout(FormLayout::Split);
        assert_eq!(f.faces[1].type_line, "Sorcery");

        f.set_layout(FormLayout::Room);
        assert_eq!(f.faces[0].type_line, "Enchantment — Room");
        assert_eq!(f.faces[1].type_line, "Sorcery");

        f.set_layout(FormLayout::Multi);
        assert_eq!(f.faces.len(), 3);
        assert_eq!(f.faces[2].name, "Moon");
        assert!(f.aside.is_empty());
        // A face set aside comes back before a new one.
        f.set_layout(FormLayout::Fuse);
        f.push_face(FormLayout::Multi);
        assert_eq!(f.faces[2].name, "Moon");
        f.push_face(FormLayout::Multi);
        assert_eq!((f.faces.len(), f.typed.len()), (4, 4));
        assert!(f.faces[3].name.is_empty());
    }

    #[test]
    fn the_aside_note_names_each_face_by_the_number_it_comes_back_as() {
        let face = |name: &str| FormFace {
            name: name.into(),
            ..FormFace::default()
        };
        let aside = [(face("Moon"), false), (face(""), true)];
        assert_eq!(
            aside_text(&aside, 2, Lang::En),
            "Set aside by this layout, not lost: Face 3 (Moon), Face 4. Choose “Three or more parts” to bring back what you typed."
        );
    }
}
