//! The custom cards' panel body, the extras' part of the panel (`panel`; `crate::extras`):
//! import by paste, file or drop (with a preview and precise errors), the typed form
//! (`form`), the saved list, export. The panel's state that outlives the body (status,
//! Undo, the list's revision) is the panel's (`panel_state::Panel`); this file keeps what
//! an import in progress needs, as one value with its own reducer (`Import`), and how a
//! card is kept (`keep`, also the shared card's offer's: `offer`).
//!
//! Focus never falls to the page when what had it goes: a removed card's button hands it
//! to Undo, Undo and an import to the list. An import (pasted, dropped or typed) under a
//! name already in use asks first (`Ask`, `registry::clashes`): named like a catalogue card,
//! keep both or cancel; named like a saved custom card with other text, replace it or
//! cancel. The question takes focus, Escape cancels, and cancelling hands focus back to
//! the button that asked; nothing pasted or typed is lost either way. A broken JSON paste
//! says the line and column, and quotes that line with a caret (`custom::excerpt`).

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use splitcard_engine::scryfall::{self, ImportError};
use splitcard_engine::Card;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::form::CardForm;
use super::panel_state::{Change, Panel};
use crate::components::mana::cost;
use crate::custom::excerpt::{excerpt, Excerpt};
use crate::custom::registry::{self, AddError, Clash};
use crate::custom::web::{self, Saved, MAX_IMPORT_BYTES};
use crate::hooks::use_lang;
use crate::i18n::{t, tr, Lang};

/// What the paste, file or drop would import.
#[derive(Clone, PartialEq, Default)]
enum Pending {
    #[default]
    None,
    Ready(Rc<Vec<Card>>),
    /// The error, and the line it is on quoted (a JSON syntax error).
    Invalid(ImportError, Option<Excerpt>),
    Refused(String),
}

/// Where cards whose names are in use came from: the question is asked there, and focus
/// goes back there when it is cancelled.
#[derive(Clone, Copy, PartialEq)]
enum Source {
    Paste,
    Form,
}

/// Cards whose names are in use, waiting for the user's answer (keep both or replace, or
/// cancel).
#[derive(Clone, PartialEq)]
struct Ask {
    cards: Rc<Vec<Card>>,
    clashes: Rc<Vec<Clash>>,
    from: Source,
}

/// The import's state, one value (one reducer rather than a hook per part).
#[derive(Clone, PartialEq, Default)]
struct Import {
    pending: Pending,
    dragging: bool,
    show_json: bool,
    asking: Option<Ask>,
}

/// A change to [`Import`].
enum Step {
    Pending(Pending),
    Dragging(bool),
    ToggleJson,
    Ask(Option<Ask>),
}

impl Reducible for Import {
    type Action = Step;

    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut next = (*self).clone();
        match step {
            Step::Pending(p) => {
                // Another paste: a question about the last one is void.
                if next
                    .asking
                    .as_ref()
                    .is_some_and(|a| a.from == Source::Paste)
                {
                    next.asking = None;
                }
                next.pending = p
            }
            Step::Ask(a) => next.asking = a,
            Step::Dragging(d) => next.dragging = d,
            Step::ToggleJson => next.show_json = !next.show_json,
        }
        Rc::new(next)
    }
}

#[derive(Properties, PartialEq)]
pub struct PanelBodyProps {
    pub on_pick: Callback<&'static Card>,
    /// The card the page shows (removing it shows the default card instead).
    pub current: &'static Card,
    /// The saved list's revision (the body is drawn again when it changes).
    pub revision: u32,
    pub status: Option<String>,
    /// The card last removed, for Undo.
    pub removed: Option<&'static Card>,
    pub change: UseReducerDispatcher<Panel>,
}

fn add_error(lang: Lang, e: &AddError) -> String {
    e.text(lang)
}

/// The cards' names, the first few and how many more: a status line a screen reader reads
/// whole is not a list of a thousand names.
fn names(lang: Lang, cards: &[&'static Card]) -> String {
    const SHOWN: usize = 5;
    let shown = cards
        .iter()
        .take(SHOWN)
        .map(|c| &*c.name)
        .collect::<Vec<_>>()
        .join(", ");
    if cards.len() <= SHOWN {
        return shown;
    }
    let more = (cards.len() - SHOWN).to_string();
    tr(lang, "names-more", &[("names", &shown), ("count", &more)])
}

/// The precise import error: where, what, what was expected; nothing imported. A JSON
/// syntax error quotes its line, a caret under where it is.
fn error_view(lang: Lang, e: &ImportError, quote: Option<&Excerpt>) -> Html {
    let quote = quote.map(|q| {
        html! {
            <figure class="import-error__quote" data-error-excerpt="">
                <figcaption>{ tr(lang, "import-excerpt", &[("line", &q.line.to_string())]) }</figcaption>
                <pre><code>{ q.text.clone() }{ "\n" }<span class="import-error__caret" aria-hidden="true">{ format!("{}^", " ".repeat(q.caret)) }</span></code></pre>
            </figure>
        }
    });
    html! {
        <div class="import-error" id="import-error" role="alert" data-import-error="">
            <p class="import-error__title">{ t(lang, "import-nothing") }</p>
            <dl class="import-error__details">
                <dt>{ t(lang, "import-where") }</dt>
                <dd><code data-error-path="">{ e.path.clone() }</code></dd>
                <dt>{ t(lang, "import-what") }</dt>
                <dd data-error-problem="">{ e.problem.render(lang) }</dd>
                <dt>{ t(lang, "import-expected") }</dt>
                <dd data-error-expected="">{ e.expected.render(lang) }</dd>
            </dl>
            { for quote }
        </div>
    }
}

/// A card in a preview or a list: name, layout, each face's cost and type line.
pub(super) fn card_summary(card: &Card, lang: Lang) -> Html {
    html! {
        <>
            <span class="custom-card__name">{ card.name.to_string() }</span>
            <span class="custom-card__meta">
                <span class="custom-card__kind">{ t(lang, &format!("kind-{}", card.kind.slug())) }</span>
                { for card.faces.iter().map(|f| html! {
                    <span class="custom-card__face">
                        { cost(&f.mana_cost, lang) }
                        { format!(" {}", f.type_line) }
                    </span>
                }) }
            </span>
        </>
    }
}

/// Adds cards to the saved list, saves, says so in the panel's status line, and shows the
/// first; `false` (and why, in the status line) when they can't be added.
pub(super) fn keep(
    cards: Vec<Card>,
    lang: Lang,
    change: &UseReducerDispatcher<Panel>,
    on_pick: &Callback<&'static Card>,
) -> bool {
    web::sync();
    // Said, not done silently: a card saved under the same name is replaced.
    let replaced: Vec<&'static Card> = cards.iter().filter_map(registry::replaced_by).collect();
    match registry::add(cards) {
        Ok(added) => {
            change.dispatch(Change::Removed(None));
            let saved = web::save();
            let mut said = tr(
                lang,
                "import-done",
                &[
                    ("count", &added.len().to_string()),
                    ("names", &names(lang, &added)),
                ],
            );
            if !replaced.is_empty() {
                said = format!(
                    "{said} {}",
                    tr(
                        lang,
                        "custom-replaced",
                        &[("names", &names(lang, &replaced))]
                    )
                );
            }
            change.dispatch(Change::Status(Some(format!(
                "{said} {}",
                web::saved_text(lang, saved)
            ))));
            change.dispatch(Change::Saved);
            if let Some(first) = added.first() {
                on_pick.emit(first);
            }
            true
        }
        Err(e) => {
            change.dispatch(Change::Status(Some(add_error(lang, &e))));
            false
        }
    }
}

/// The panel's body.
#[component]
pub fn PanelBody(props: &PanelBodyProps) -> Html {
    let lang = use_lang();
    // The stored cards, if start-up didn't read them (the extras came later): the summary
    // then counts them too.
    let report = use_memo((), |_| {
        let before = registry::saved().len();
        let report = web::load();
        (report, registry::saved().len() != before)
    });
    let import = use_reducer(Import::default);
    let step = import.dispatcher();
    let change = props.change.clone();
    {
        let (change, grew) = (change.clone(), report.1);
        use_effect_with((), move |_| {
            if grew {
                change.dispatch(Change::Saved);
            }
        });
    }
    let report = &report.0;
    let saved = registry::saved();
    let textarea = use_node_ref();
    let file_input = use_node_ref();
    let debounce = use_mut_ref(|| None::<Timeout>);

    let save_text = move |s: Saved| web::saved_text(lang, s);

    // Parse now (text already within the limit).
    let parse = {
        let step = step.clone();
        Callback::from(move |text: String| {
            step.dispatch(Step::Pending(if text.trim().is_empty() {
                Pending::None
            } else {
                match scryfall::import(&text) {
                    Ok(cards) => Pending::Ready(Rc::new(cards)),
                    Err(e) => {
                        let quote = e.at.and_then(|(line, column)| excerpt(&text, line, column));
                        Pending::Invalid(e, quote)
                    }
                }
            }));
        })
    };

    let oninput = {
        let textarea = textarea.clone();
        let change = change.clone();
        let step = step.clone();
        let parse = parse.clone();
        Callback::from(move |_: InputEvent| {
            let Some(area) = textarea.cast::<web_sys::HtmlTextAreaElement>() else {
                return;
            };
            change.dispatch(Change::Status(None));
            drop(debounce.borrow_mut().take());
            // The size first, without copying the text into the app: a 50 MB paste is
            // refused at once.
            let len = area.text_length() as usize;
            if len > MAX_IMPORT_BYTES {
                step.dispatch(Step::Pending(Pending::Refused(web::too_big(
                    lang, len as f64,
                ))));
                // Left in place, that much text makes the browser itself sluggish.
                area.set_value("");
                return;
            }
            let parse = parse.clone();
            *debounce.borrow_mut() = Some(Timeout::new(150, move || parse.emit(area.value())));
        })
    };

    let read_file = {
        let change = change.clone();
        let step = step.clone();
        let parse = parse.clone();
        Callback::from(move |file: web_sys::File| {
            let change = change.clone();
            let step = step.clone();
            let parse = parse.clone();
            change.dispatch(Change::Status(Some(tr(
                lang,
                "import-reading",
                &[("name", &file.name())],
            ))));
            wasm_bindgen_futures::spawn_local(async move {
                let read = web::read_file(file, lang).await;
                change.dispatch(Change::Status(None));
                match read {
                    Ok(text) => parse.emit(text),
                    Err(message) => step.dispatch(Step::Pending(Pending::Refused(message))),
                }
            });
        })
    };

    {
        // A file the installed app was opened with (`browser::on_launched_files`): read as
        // a chosen file is, now (it opened this panel) and whenever another comes.
        let read_file = read_file.clone();
        use_effect_with((), move |_| {
            let read = move || {
                if let Some(file) = crate::browser::take_launched_files().pop() {
                    read_file.emit(file);
                }
            };
            read();
            let listener = crate::browser::window().map(|w| {
                gloo::events::EventListener::new(
                    &w,
                    crate::browser::LAUNCHED_FILE_EVENT,
                    move |_| read(),
                )
            });
            move || drop(listener)
        });
    }

    let onchange_file = {
        let read_file = read_file.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
            else {
                return;
            };
            if let Some(file) = input.files().and_then(|f| f.get(0)) {
                read_file.emit(file);
            }
            // The same file chosen again still fires a change.
            input.set_value("");
        })
    };

    let ondragover = {
        let step = step.clone();
        // `dragover` comes every few milliseconds: the state changes once.
        let dragging = import.dragging;
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            if !dragging {
                step.dispatch(Step::Dragging(true));
            }
        })
    };
    let ondragleave = {
        let step = step.clone();
        Callback::from(move |_: DragEvent| step.dispatch(Step::Dragging(false)))
    };
    let ondrop = {
        let step = step.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            step.dispatch(Step::Dragging(false));
            if let Some(file) = e
                .data_transfer()
                .and_then(|d| d.files())
                .and_then(|f| f.get(0))
            {
                read_file.emit(file);
            }
        })
    };

    let keep = {
        let change = change.clone();
        let on_pick = props.on_pick.clone();
        Callback::from(move |cards: Vec<Card>| -> bool { keep(cards, lang, &change, &on_pick) })
    };

    // Cards pasted or typed: kept at once, or — a name in use — asked about first.
    let keep_or_ask = {
        let step = step.clone();
        let keep = keep.clone();
        Callback::from(move |(cards, from): (Vec<Card>, Source)| -> bool {
            // Against the list as storage has it now (another tab may have changed it).
            web::sync();
            let clashes = registry::clashes(&cards);
            if clashes.is_empty() {
                return keep.emit(cards);
            }
            // The least harmful answer takes focus: keeping both, or not replacing.
            let first = if clashes.iter().any(|c| matches!(c, Clash::Saved { .. })) {
                "#import-ask-cancel"
            } else {
                "#import-ask-confirm"
            };
            step.dispatch(Step::Ask(Some(Ask {
                cards: Rc::new(cards),
                clashes: Rc::new(clashes),
                from,
            })));
            crate::components::focus_later(first);
            false
        })
    };

    // The paste's cards are in the list: the paste box is emptied, and focus goes to the
    // list (the button is gone).
    let imported = {
        let step = step.clone();
        let textarea = textarea.clone();
        Callback::from(move |()| {
            step.dispatch(Step::Pending(Pending::None));
            if let Some(area) = textarea.cast::<web_sys::HtmlTextAreaElement>() {
                area.set_value("");
            }
            crate::components::focus_later("#custom-list-title");
        })
    };

    let on_import = {
        let pending = import.pending.clone();
        let keep_or_ask = keep_or_ask.clone();
        let imported = imported.clone();
        Callback::from(move |_: MouseEvent| {
            if let Pending::Ready(cards) = &pending {
                if keep_or_ask.emit((cards.as_ref().clone(), Source::Paste)) {
                    imported.emit(());
                }
            }
        })
    };

    let on_created = {
        let keep_or_ask = keep_or_ask.clone();
        Callback::from(move |card: Card| keep_or_ask.emit((vec![card], Source::Form)))
    };

    let ask_view = import.asking.clone().map(|ask| {
        let from = ask.from;
        let cancel = {
            let step = step.clone();
            let change = change.clone();
            Callback::from(move |()| {
                step.dispatch(Step::Ask(None));
                change.dispatch(Change::Status(Some(t(lang, "import-nothing"))));
                // Back to the button that asked; what was pasted or typed is still there.
                crate::components::focus_later(match from {
                    Source::Paste => "#import-confirm",
                    Source::Form => "[data-form-create]",
                });
            })
        };
        let confirm = {
            let step = step.clone();
            let keep = keep.clone();
            let imported = imported.clone();
            let cards = ask.cards.clone();
            Callback::from(move |_: MouseEvent| {
                step.dispatch(Step::Ask(None));
                if keep.emit(cards.as_ref().clone()) {
                    match from {
                        Source::Paste => imported.emit(()),
                        Source::Form => crate::components::focus_later("#custom-list-title"),
                    }
                }
            })
        };
        let replaces = ask.clashes.iter().any(|c| matches!(c, Clash::Saved { .. }));
        let onkeydown = {
            let cancel = cancel.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Escape" {
                    e.prevent_default();
                    e.stop_propagation();
                    cancel.emit(());
                }
            })
        };
        html! {
            <div class="import-ask" role="alertdialog" aria-labelledby="import-ask-title"
                aria-describedby="import-ask-text" data-import-ask="" {onkeydown}>
                <p id="import-ask-title" class="import-ask__title">{ t(lang, "import-ask-title") }</p>
                <ul id="import-ask-text" class="import-ask__list">
                    { for ask.clashes.iter().map(|c| match c {
                        Clash::Catalogue { name } => html! {
                            <li data-clash="catalogue">{ tr(lang, "import-ask-catalogue", &[("name", name)]) }</li>
                        },
                        Clash::Saved { name } => html! {
                            <li data-clash="saved">{ tr(lang, "import-ask-saved", &[("name", name)]) }</li>
                        },
                    }) }
                </ul>
                <div class="import-ask__actions">
                    <button type="button" class="button button--primary" id="import-ask-confirm"
                        onclick={confirm} data-import-ask-confirm="">
                        { t(lang, if replaces { "import-ask-replace" } else { "import-ask-keep-both" }) }
                    </button>
                    <button type="button" class="button" id="import-ask-cancel"
                        onclick={Callback::from(move |_: MouseEvent| cancel.emit(()))}
                        data-import-ask-cancel="">{ t(lang, "import-ask-cancel") }</button>
                </div>
            </div>
        }
    });
    let (ask_paste, ask_form) = match import.asking.as_ref().map(|a| a.from) {
        Some(Source::Paste) => (ask_view, None),
        Some(Source::Form) => (None, ask_view),
        None => (None, None),
    };

    let on_export_all = {
        let change = change.clone();
        Callback::from(move |_: MouseEvent| {
            let cards = registry::saved();
            let text = scryfall::export_all(cards.iter().copied());
            let name = "custom-cards.json";
            change.dispatch(Change::Status(Some(
                match web::download(name, &text, lang) {
                    Ok(()) => tr(lang, "download-started", &[("name", name)]),
                    Err(e) => e,
                },
            )));
        })
    };

    let on_undo = {
        let removed = props.removed;
        let change = change.clone();
        let keep = keep.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(card) = removed {
                keep.emit(vec![card.clone()]);
                change.dispatch(Change::Removed(None));
                // The Undo button is gone: focus goes to the list the card is back in.
                crate::components::focus_later("#custom-list-title");
            }
        })
    };

    let pending_view = match &import.pending {
        Pending::None => html! {},
        Pending::Invalid(e, quote) => error_view(lang, e, quote.as_ref()),
        Pending::Refused(message) => html! {
            <div class="import-error" id="import-error" role="alert" data-import-error="">
                <p class="import-error__title">{ message.clone() }</p>
            </div>
        },
        Pending::Ready(cards) => html! {
            <div class="import-preview" data-import-preview="">
                <p class="import-preview__title">{ tr(lang, "import-preview", &[("count", &cards.len().to_string())]) }</p>
                <ul class="custom-list">
                    { for cards.iter().take(20).map(|c| html! { <li class="custom-card">{ card_summary(c, lang) }</li> }) }
                    if cards.len() > 20 {
                        <li class="custom-card">{ tr(lang, "import-preview-more", &[("count", &(cards.len() - 20).to_string())]) }</li>
                    }
                </ul>
                <button type="button" class="button button--primary" onclick={on_import} data-import-confirm=""
                    id="import-confirm">
                    { tr(lang, "import-button", &[("count", &cards.len().to_string())]) }
                </button>
                { ask_paste.unwrap_or_default() }
            </div>
        },
    };

    // The paste box is described by its error, as a form field is (`CardForm`).
    let paste_error = matches!(import.pending, Pending::Invalid(..) | Pending::Refused(_));

    let storage_note = if report.available && !report.read_only {
        None
    } else if report.read_only {
        Some(t(lang, "custom-read-only"))
    } else {
        Some(t(lang, "custom-cant-save"))
    };

    let export_text = import
        .show_json
        .then(|| scryfall::export_all(saved.iter().copied()));

    html! {
        <div class="custom__body">
            if let Some(note) = storage_note.clone() {
                <p class="custom__storage" role="status" data-storage-note="">{ note }</p>
            }
            <section class="custom__section" aria-labelledby="import-title">
                <h2 id="import-title" class="custom__heading">{ t(lang, "import-title") }</h2>
                <p id="import-help" class="custom__help">{ t(lang, "import-help") }</p>
                <div class={classes!("drop-zone", import.dragging.then_some("is-over"))}
                    {ondragover} {ondragleave} {ondrop} data-drop-zone="">
                    <label for="import-text" class="custom__label">{ t(lang, "import-paste-label") }</label>
                    <textarea id="import-text" class="import-text" ref={textarea} rows="6" spellcheck="false"
                        aria-invalid={paste_error.then_some("true")}
                        aria-describedby={if paste_error { "import-help import-error" } else { "import-help" }}
                        placeholder={t(lang, "import-placeholder")} {oninput} />
                    <div class="drop-zone__file">
                        <span aria-hidden="true">{ t(lang, "import-drop") }</span>
                        <label class="button" for="import-file">{ t(lang, "import-file-label") }</label>
                        <input id="import-file" class="visually-hidden" type="file" accept=".json,application/json"
                            ref={file_input} onchange={onchange_file} />
                    </div>
                </div>
                <div aria-live="polite">{ pending_view }</div>
            </section>
            <CardForm {on_created} />
            { ask_form.unwrap_or_default() }
            <section class="custom__section" aria-labelledby="custom-list-title">
                <h2 id="custom-list-title" class="custom__heading" tabindex="-1">{ t(lang, "custom-list-title") }</h2>
                if saved.is_empty() {
                    <p class="custom__help">{ t(lang, "custom-empty") }</p>
                } else {
                    <ul class="custom-list" data-custom-list="">
                        { for saved.iter().map(|card| {
                            let card: &'static Card = card;
                            let inspect = { let on_pick = props.on_pick.clone(); Callback::from(move |_: MouseEvent| on_pick.emit(card)) };
                            let remove = {
                                let change = change.clone();
                                let on_pick = props.on_pick.clone();
                                let current = props.current;
                                Callback::from(move |_: MouseEvent| {
                                    web::sync();
                                    // What Undo brings back is the card removed: since
                                    // the list was drawn another tab may have replaced it.
                                    let removed = registry::remove(&card.slug).unwrap_or(card);
                                    let saved = web::save();
                                    change.dispatch(Change::Removed(Some(removed)));
                                    let mut said = tr(lang, "custom-removed", &[("name", &removed.name)]);
                                    // The card on screen is gone from the list: the
                                    // page shows the default card (Undo brings it back).
                                    if std::ptr::eq(current, card) || std::ptr::eq(current, removed) {
                                        let shown = crate::state::default_card();
                                        on_pick.emit(shown);
                                        said = format!("{said} {}", tr(lang, "custom-removed-shown", &[("name", &shown.name)]));
                                    }
                                    change.dispatch(Change::Status(Some(format!("{said} {}", save_text(saved)))));
                                    change.dispatch(Change::Saved);
                                    // The button is gone: focus goes to Undo, not to the page.
                                    crate::components::focus_later("#custom-undo");
                                })
                            };
                            html! {
                                <li class="custom-card" data-custom-card={card.slug.to_string()}>
                                    { card_summary(card, lang) }
                                    <span class="custom-card__actions">
                                        <button type="button" class="button" onclick={inspect}
                                            aria-label={format!("{} {}", t(lang, "custom-inspect"), card.name)}>{ t(lang, "custom-inspect") }</button>
                                        <button type="button" class="button" onclick={remove}
                                            aria-label={format!("{} {}", t(lang, "custom-remove"), card.name)}>{ t(lang, "custom-remove") }</button>
                                    </span>
                                </li>
                            }
                        }) }
                    </ul>
                    <div class="custom__export">
                        <button type="button" class="button" onclick={on_export_all} data-export-all="">{ t(lang, "custom-export-all") }</button>
                        <button type="button" class="button" aria-expanded={if import.show_json { "true" } else { "false" }}
                            onclick={{ let step = step.clone(); Callback::from(move |_: MouseEvent| step.dispatch(Step::ToggleJson)) }}>
                            { t(lang, "custom-show-json") }
                        </button>
                    </div>
                    if web::in_frame() {
                        <p class="custom__help">{ t(lang, "custom-export-frame-hint") }</p>
                    }
                    if let Some(text) = export_text {
                        <label for="export-json" class="custom__label">{ t(lang, "custom-json-label") }</label>
                        <textarea id="export-json" class="import-text" readonly=true rows="8" value={text} />
                    }
                }
            </section>
            <div class="custom__status" role="status" aria-live="polite" data-custom-status="">
                if let Some(s) = props.status.clone() {
                    <span>{ s }</span>
                }
                if props.removed.is_some() {
                    { " " }<button type="button" class="button button--link" onclick={on_undo} id="custom-undo">{ t(lang, "custom-undo") }</button>
                }
            </div>
        </div>
    }
}
