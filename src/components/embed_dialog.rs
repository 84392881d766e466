//! What the Embed dialog shows, the extras' part (`crate::extras`; the button and the
//! dialog's frame are `embed_button`): ready-to-paste snippets for the current view (a plain
//! HTML iframe, the MediaWiki Extension:Widgets and Extension:IframeTag forms, a plain
//! link), each with one-click copy (`browser::write_clipboard`). The suggested height is
//! measured: a hidden embed of the same view, 640 px wide, reports its height with the
//! embed's own height message. The snippets speak the page's language (`lang=`, when it is
//! not English), and the height is measured in it. A custom card travels in them as its
//! share payload (`#share=`), packed as the share link packs it (`custom::web::pack`, one
//! encoding for both) when the dialog opens on that card: an embed has no storage, so it
//! reads the card from its address; a card too large for that is refused with why, and no
//! snippet. The dialog reads the address and builds its URL only while it is open.

use std::rc::Rc;

use gloo::events::EventListener;
use js_sys::Reflect;
use splitcard_engine::Card;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::{t, tr, Lang};

use super::characteristics::heading;
use crate::browser::{page_origin, write_clipboard};
use crate::custom::registry::is_custom;
use crate::custom::share::MAX_SHARE_CHARS;
use crate::embed::{embed_url, snippets, EmbedOptions, HEIGHT_MESSAGE, SNIPPET_WIDTH};
use crate::state::{Theme, View};

/// What the dialog shows: the view's snippets, while it is `open`.
#[derive(Properties, PartialEq)]
pub struct EmbedDialogProps {
    pub view: View,
    pub open: bool,
}

/// The outcome of a copy, shown under the snippet it concerns.
#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Done(usize),
    Blocked(usize),
}

/// The dialog's state, one reducer (each hook of its own costs the wasm its code).
#[derive(Clone, PartialEq, Default)]
struct Dialog {
    options: EmbedOptions,
    /// The measured height, for the embed address it was measured on.
    measured: Option<(String, u32)>,
    copied: Option<Copied>,
    /// A custom card's share payload, for that card (`None` inside: the browser can't
    /// compress).
    packed: Option<(&'static Card, Option<String>)>,
}

enum Change {
    Opened,
    Controls(bool),
    Theme(Theme),
    Measured(String, u32),
    Copied(Copied),
    Packed(&'static Card, Option<String>),
}

impl Reducible for Dialog {
    type Action = Change;

    fn reduce(self: Rc<Self>, change: Change) -> Rc<Self> {
        let mut d = (*self).clone();
        match change {
            Change::Opened => d.copied = None,
            Change::Controls(on) => d.options.controls = on,
            Change::Theme(theme) => d.options.theme = theme,
            Change::Measured(src, h) => d.measured = Some((src, h)),
            Change::Copied(c) => d.copied = Some(c),
            Change::Packed(card, p) => d.packed = Some((card, p)),
        }
        Rc::new(d)
    }
}

/// What the dialog shows (the extras').
#[component]
pub fn EmbedDialog(props: &EmbedDialogProps) -> Html {
    let view = props.view;
    let lang = use_lang();
    let open = props.open;
    let measure = use_node_ref();
    let state = use_reducer_eq(Dialog::default);
    {
        // Each opening starts without the last one's "Copied".
        let dispatch = state.dispatcher();
        use_effect_with(open, move |open| {
            if *open {
                dispatch.dispatch(Change::Opened);
            }
        });
    }
    let options = &state.options;
    // The embed speaks the page's language (English is its default).
    let embed_options = EmbedOptions {
        lang: (lang != Lang::En).then(|| lang.code().to_string()),
        ..options.clone()
    };

    // A custom card's snippets carry it (`#share=`), packed as the share link packs it
    // (`custom::web::pack`, compressed, so it fits as long as a share link does): made when
    // the dialog opens on it, for that card (`None` inside: the browser can't compress).
    let custom = open && is_custom(view.card);
    {
        let dispatch = state.dispatcher();
        use_effect_with((custom, view.card), move |&(custom, card)| {
            if custom {
                wasm_bindgen_futures::spawn_local(async move {
                    dispatch.dispatch(Change::Packed(card, crate::custom::web::pack(card).await));
                });
            }
        });
    }
    // Only while the dialog is open (computed again on each render then, so a view restored
    // by back/forward behind the modal dialog is followed). A click on the page does not
    // read the address or build the embed's URL. A custom card too large to travel gets no
    // snippet, and the dialog says why; none either while it is being packed.
    let payload = custom.then(|| {
        state
            .packed
            .as_ref()
            .filter(|(card, _)| std::ptr::eq(*card, view.card))
            .map(|(_, p)| {
                p.clone()
                    .filter(|p| p.len() <= MAX_SHARE_CHARS)
                    .ok_or(p.is_some())
            })
    });
    let custom_text = payload.as_ref().and_then(Option::as_ref).map(|p| {
        let limit = (MAX_SHARE_CHARS / 1024).to_string();
        let id = match p {
            Ok(_) => "embed-custom-note",
            Err(true) => "embed-custom-refused",
            Err(false) => "share-unsupported",
        };
        tr(lang, id, &[("name", &view.card.name), ("limit", &limit)])
    });
    let origin_src = (open && matches!(payload, None | Some(Some(Ok(_))))).then(|| {
        let origin = page_origin();
        let fragment = payload
            .flatten()
            .and_then(Result::ok)
            .map(|p| format!("#share={p}"))
            .unwrap_or_default();
        let src = embed_url(&origin, &view, &embed_options) + &fragment;
        (origin, src, fragment)
    });

    // Listen for the hidden embed's height while the dialog is open.
    {
        let measure = measure.clone();
        let dispatch = state.dispatcher();
        let src = origin_src.as_ref().map(|(_, src, _)| src.clone());
        use_effect_with(src, move |src| {
            let src = src.clone();
            let listener =
                src.and_then(|src| web_sys::window().map(|w| (w, src)))
                    .map(|(w, src)| {
                        EventListener::new(&w, "message", move |event| {
                            let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                                return;
                            };
                            let frame = measure
                                .cast::<web_sys::HtmlIFrameElement>()
                                .and_then(|f| f.content_window());
                            let ours = match (event.source(), frame) {
                                (Some(s), Some(f)) => JsValue::from(s) == JsValue::from(f),
                                _ => false,
                            };
                            let data = event.data();
                            let kind = Reflect::get(&data, &"type".into()).ok();
                            let height = Reflect::get(&data, &"height".into())
                                .ok()
                                .and_then(|h| h.as_f64());
                            if let (true, Some(HEIGHT_MESSAGE), Some(h)) =
                                (ours, kind.and_then(|k| k.as_string()).as_deref(), height)
                            {
                                if (1.0..100_000.0).contains(&h) {
                                    dispatch
                                        .dispatch(Change::Measured(src.clone(), h.ceil() as u32));
                                }
                            }
                        })
                    });
            move || drop(listener)
        });
    }

    let on_controls = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
                dispatch.dispatch(Change::Controls(input.checked()));
            }
        })
    };
    let on_theme = {
        let dispatch = state.dispatcher();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                dispatch.dispatch(Change::Theme(
                    Theme::parse(&select.value()).unwrap_or_default(),
                ));
            }
        })
    };

    // The dialog's body (the snippets, the options, the measuring embed) exists only while
    // it is open: closed, a click on the page does not rebuild five snippets.
    let body = origin_src.map(|(origin, src, fragment)| {
        let (height, is_measured) = match &state.measured {
            Some((for_src, h)) if *for_src == src => (h + 2, true),
            _ => (if options.controls { 820 } else { 620 }, false),
        };
        let title = heading(&view, lang);
        let usage = t(lang, "embed-widget-usage");
        let s = snippets(&origin, &view, &embed_options, (&title, &usage), height, &fragment);
        let blocks: [(&str, String, String); 5] = [
            ("embed-html", t(lang, "embed-snippet-html"), s.iframe),
            (
                "embed-widget-page",
                t(lang, "embed-snippet-widget-page"),
                s.widget_page,
            ),
            (
                "embed-widget-call",
                t(lang, "embed-snippet-widget-call"),
                s.widget_call,
            ),
            (
                "embed-iframetag",
                t(lang, "embed-snippet-iframetag"),
                s.iframe_tag,
            ),
            ("embed-link", t(lang, "embed-snippet-link"), s.link),
        ];

        let snippet_html = blocks.into_iter().enumerate().map(|(i, (id, label, text))| {
            let on_copy = {
                let dispatch = state.dispatcher();
                let text = text.clone();
                let id = id.to_string();
                Callback::from(move |_: MouseEvent| {
                    let (dispatch, id, text) = (dispatch.clone(), id.clone(), text.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        if write_clipboard(&text).await {
                            dispatch.dispatch(Change::Copied(Copied::Done(i)));
                            return;
                        }
                        // Blocked: select the snippet so Ctrl+C copies it, and say so.
                        let area = web_sys::window()
                            .and_then(|w| w.document())
                            .and_then(|d| d.get_element_by_id(&id))
                            .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok());
                        if let Some(area) = area {
                            let _ = area.focus();
                            area.select();
                        }
                        dispatch.dispatch(Change::Copied(Copied::Blocked(i)));
                    });
                })
            };
            let status = match state.copied {
                Some(Copied::Done(j)) if j == i => t(lang, "embed-copied"),
                Some(Copied::Blocked(j)) if j == i => t(lang, "embed-copy-blocked"),
                _ => String::new(),
            };
            let rows = (text.len() / 70 + 1).clamp(2, 8).to_string();
            html! {
                <div class="snippet" data-snippet={id}>
                    <label for={id} id={format!("{id}-label")}>{ label }</label>
                    <textarea id={id} readonly=true spellcheck="false" rows={rows} value={text} />
                    <div class="snippet__actions">
                        // Named "Copy" and what it copies (five buttons read "Copy").
                        <button type="button" class="button" onclick={on_copy} id={format!("{id}-copy")}
                            aria-labelledby={format!("{id}-copy {id}-label")}
                            aria-describedby={format!("{id}-status")}>{ t(lang, "embed-copy") }</button>
                        <span class="snippet__status" id={format!("{id}-status")} role="status">{ status }</span>
                    </div>
                </div>
            }
        });

        html! {
            <>
            <p class="embed-dialog__intro">
                { format!("{title}. ") }
                { t(lang, "embed-intro") }{" "}
                <span data-field="embed-height" data-measured={if is_measured { "true" } else { "false" }}>
                    { tr(lang, "embed-height", &[("height", &height.to_string()), ("width", &SNIPPET_WIDTH.to_string())]) }
                    {" "}{ t(lang, if is_measured { "embed-measured" } else { "embed-estimated" }) }
                </span>
                {" "}{ t(lang, "embed-resize-note") }
            </p>
            <div class="embed-dialog__options">
                <label class="check">
                    <input type="checkbox" checked={options.controls} onchange={on_controls} />
                    {" "}{ t(lang, "embed-show-controls") }
                </label>
                <label class="check">
                    { t(lang, "theme-label") }{" "}
                    <select onchange={on_theme}>
                        { for Theme::ALL.iter().map(|th| html! {
                            <option value={th.slug()} selected={options.theme == *th}>{ t(lang, &format!("theme-{}", th.slug())) }</option>
                        }) }
                    </select>
                </label>
            </div>
            { for snippet_html }
            <iframe class="embed-measure" ref={measure} src={src} title={t(lang, "embed-measuring")}
                aria-hidden="true" tabindex="-1" width={SNIPPET_WIDTH.to_string()} height="100" />
            </>
        }
    });
    html! {
        <>
            { for custom_text.map(|text| html! {
                <p class="embed-dialog__intro" id="embed-custom">{ text }</p>
            }) }
            { for body }
        </>
    }
}
