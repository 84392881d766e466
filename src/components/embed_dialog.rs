//! What the Embed dialog shows, the extras' part (`crate::extras`; the button and the
//! dialog's frame are `embed_button`): a live preview, and ready-to-paste snippets for the
//! current view in tabs (an accessible tablist: arrow keys, Home and End, one tab stop):
//! HTML (a sandboxed iframe), MediaWiki (the Extension:Widgets and Extension:IframeTag
//! forms) and a plain link (HTML, Markdown, BBCode and MediaWiki link text, for hosts that
//! allow no iframes), each with one-click copy (`browser::write_clipboard`). The preview is
//! the embed itself, sandboxed as the snippets are, at the width the user picks (320 or
//! 640 px), as tall as it reports being; it is inert (seen, not focused: a key pressed in
//! it would not reach the dialog). The suggested height is measured: a hidden embed
//! of the same view, 640 px wide, reports its height with the embed's own height message. The snippets speak the page's language (`lang=`, when it is
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
use crate::embed::{
    app_embed_url, embed_url, oembed_urls, snippets, EmbedOptions, HEIGHT_MESSAGE, SANDBOX,
    SNIPPET_WIDTH,
};
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

/// The snippets' tabs: each tab's key (its element ids are `embed-tab-<key>` and
/// `embed-panel-<key>`) and its name's message.
const TABS: [(&str, &str); 4] = [
    ("html", "embed-tab-html"),
    ("oembed", "embed-tab-oembed"),
    ("wiki", "embed-tab-wiki"),
    ("link", "embed-tab-link"),
];

/// The widths the preview can be seen at (CSS pixels).
const PREVIEW_WIDTHS: [u32; 2] = [320, SNIPPET_WIDTH];

/// The tab a key moves to from `from` in a tablist of `n` (arrows wrap around, Home and End
/// go to the ends); `None` for another key.
fn tab_key(key: &str, from: usize, n: usize) -> Option<usize> {
    match key {
        "ArrowRight" | "ArrowDown" => Some((from + 1) % n),
        "ArrowLeft" | "ArrowUp" => Some((from + n - 1) % n),
        "Home" => Some(0),
        "End" => Some(n - 1),
        _ => None,
    }
}

/// The dialog's state, one reducer (each hook of its own costs the wasm its code).
#[derive(Clone, PartialEq, Default)]
struct Dialog {
    options: EmbedOptions,
    /// The measured height, for the embed address it was measured on.
    measured: Option<(String, u32)>,
    /// The snippets' tab shown (an index into [`TABS`]).
    tab: usize,
    /// The preview's width, if the user picked one (else the snippets' width).
    width: Option<u32>,
    /// The preview's height as it reported it, for the address and width it was shown at.
    preview: Option<(String, u32, u32)>,
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
    Tab(usize),
    Width(u32),
    Preview(String, u32, u32),
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
            Change::Tab(i) => d.tab = i,
            Change::Width(w) => d.width = Some(w),
            Change::Preview(src, w, h) => d.preview = Some((src, w, h)),
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
    let preview = use_node_ref();
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
        // As the snippets have it: a card carried in the address needs the app's embed.
        let src = if fragment.is_empty() {
            embed_url(&origin, &view, &embed_options)
        } else {
            app_embed_url(&origin, &view, &embed_options) + &fragment
        };
        (origin, src, fragment)
    });

    let width = state.width.unwrap_or(SNIPPET_WIDTH);
    // Listen for the hidden embed's height, and the preview's, while the dialog is open.
    {
        let measure = measure.clone();
        let preview = preview.clone();
        let dispatch = state.dispatcher();
        let src = origin_src.as_ref().map(|(_, src, _)| src.clone());
        use_effect_with((src, width), move |(src, width)| {
            let width = *width;
            let src = src.clone();
            let listener = src
                .and_then(|src| crate::browser::window().map(|w| (w, src)))
                .map(|(w, src)| {
                    EventListener::new(&w, "message", move |event| {
                        let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                            return;
                        };
                        let from = |frame: &NodeRef| {
                            let window = frame
                                .cast::<web_sys::HtmlIFrameElement>()
                                .and_then(|f| f.content_window());
                            match (event.source(), window) {
                                (Some(s), Some(f)) => JsValue::from(s) == JsValue::from(f),
                                _ => false,
                            }
                        };
                        let (ours, shown) = (from(&measure), from(&preview));
                        let data = event.data();
                        let kind = Reflect::get(&data, &"type".into()).ok();
                        let height = Reflect::get(&data, &"height".into())
                            .ok()
                            .and_then(|h| h.as_f64());
                        if let (Some(HEIGHT_MESSAGE), Some(h)) =
                            (kind.and_then(|k| k.as_string()).as_deref(), height)
                        {
                            if !(1.0..100_000.0).contains(&h) {
                                return;
                            }
                            let h = h.ceil() as u32;
                            if ours {
                                dispatch.dispatch(Change::Measured(src.clone(), h));
                            } else if shown {
                                dispatch.dispatch(Change::Preview(src.clone(), width, h));
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
        // WordPress and the other oEmbed sites: the address to paste there, when the build
        // drew an embed of this view as asked (`embed::oembed_urls`).
        let oembed = if fragment.is_empty() {
            oembed_urls(&origin, &view, &embed_options)
        } else {
            None
        };
        // Each snippet in its tab (an index into `TABS`); ids and `data-snippet` as before.
        let mut blocks: Vec<(usize, &str, String, String)> = vec![
            (0, "embed-html", t(lang, "embed-snippet-html"), s.iframe),
            (
                2,
                "embed-widget-page",
                t(lang, "embed-snippet-widget-page"),
                s.widget_page,
            ),
            (
                2,
                "embed-widget-call",
                t(lang, "embed-snippet-widget-call"),
                s.widget_call,
            ),
            (
                2,
                "embed-iframetag",
                t(lang, "embed-snippet-iframetag"),
                s.iframe_tag,
            ),
            (3, "embed-link", t(lang, "embed-snippet-link"), s.link),
            (
                3,
                "embed-link-markdown",
                t(lang, "embed-snippet-link-markdown"),
                s.link_markdown,
            ),
            (
                3,
                "embed-link-bbcode",
                t(lang, "embed-snippet-link-bbcode"),
                s.link_bbcode,
            ),
            (
                3,
                "embed-link-wiki",
                t(lang, "embed-snippet-link-wiki"),
                s.link_wiki,
            ),
        ];
        if let Some((page, json)) = &oembed {
            blocks.push((1, "embed-oembed-url", t(lang, "embed-snippet-oembed-url"), page.clone()));
            blocks.push((1, "embed-oembed-json", t(lang, "embed-snippet-oembed-json"), json.clone()));
        }
        let mut panels: [Vec<Html>; 4] = Default::default();
        for (i, (tab, id, label, text)) in blocks.into_iter().enumerate() {
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
                        let area = crate::browser::window()
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
            panels[tab].push(html! {
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
            });
        }
        let tab = state.tab.min(TABS.len() - 1);
        let on_tab_key = {
            let dispatch = state.dispatcher();
            Callback::from(move |e: KeyboardEvent| {
                if let Some(next) = tab_key(&e.key(), tab, TABS.len()) {
                    e.prevent_default();
                    // Focus moves with the key, at once (every tab is on the page): a Tab
                    // pressed right after it goes on from the new tab, into its panel.
                    crate::components::focus(&format!("#embed-tab-{}", TABS[next].0));
                    dispatch.dispatch(Change::Tab(next));
                }
            })
        };
        let tablist = html! {
            <div class="embed-tabs" role="tablist" aria-label={t(lang, "embed-tabs-label")} onkeydown={on_tab_key}>
                { for TABS.iter().enumerate().map(|(i, (key, name))| {
                    let dispatch = state.dispatcher();
                    html! {
                        <button type="button" role="tab" class="embed-tabs__tab" id={format!("embed-tab-{key}")}
                            aria-selected={if i == tab { "true" } else { "false" }}
                            aria-controls={format!("embed-panel-{key}")}
                            tabindex={if i == tab { "0" } else { "-1" }}
                            data-embed-tab={*key}
                            onclick={Callback::from(move |_: MouseEvent| dispatch.dispatch(Change::Tab(i)))}>
                            { t(lang, name) }
                        </button>
                    }
                }) }
            </div>
        };
        let tabpanels = panels.into_iter().enumerate().map(|(i, snippets)| {
            let key = TABS[i].0;
            html! {
                <div class="embed-tabs__panel" role="tabpanel" id={format!("embed-panel-{key}")}
                    aria-labelledby={format!("embed-tab-{key}")} hidden={i != tab}>
                    if key == "link" {
                        <p class="embed-dialog__intro">{ t(lang, "embed-link-note") }</p>
                    }
                    if key == "oembed" {
                        <p class="embed-dialog__intro" data-oembed-note="">{
                            t(lang, if oembed.is_some() { "embed-oembed-note" } else { "embed-oembed-none" })
                        }</p>
                    }
                    { for snippets }
                </div>
            }
        });

        // The preview: the embed itself, sandboxed as the snippets have it, at the width
        // picked, as tall as it says it is (until it says, the suggested height).
        let (preview_height, preview_measured) = match &state.preview {
            Some((for_src, w, h)) if *for_src == src && *w == width => (h + 2, true),
            _ => (height, false),
        };
        let preview_html = html! {
            <section class="embed-preview" aria-labelledby="embed-preview-title" data-embed-preview="">
                <div class="embed-preview__head">
                    <h3 id="embed-preview-title" class="embed-preview__title">{ t(lang, "embed-preview-title") }</h3>
                    <div class="embed-preview__widths" role="radiogroup" aria-labelledby="embed-preview-width-label">
                        <span id="embed-preview-width-label">{ t(lang, "embed-preview-width") }</span>
                        { for PREVIEW_WIDTHS.iter().map(|w| {
                            let dispatch = state.dispatcher();
                            let w = *w;
                            html! {
                                <label class="check">
                                    <input type="radio" name="embed-preview-width" value={w.to_string()}
                                        checked={w == width} data-preview-width={w.to_string()}
                                        onchange={Callback::from(move |_: Event| dispatch.dispatch(Change::Width(w)))} />
                                    { tr(lang, "embed-preview-px", &[("width", &w.to_string())]) }
                                </label>
                            }
                        }) }
                    </div>
                </div>
                <p class="embed-preview__size" data-field="embed-preview-height"
                    data-measured={if preview_measured { "true" } else { "false" }} aria-live="polite">
                    { tr(lang, "embed-preview-size", &[("width", &width.to_string()), ("height", &preview_height.to_string())]) }
                    {" "}{ t(lang, if preview_measured { "embed-measured" } else { "embed-estimated" }) }
                </p>
                // Seen, not used: the snippets are the dialog's content, and a key pressed
                // inside the embed would never reach the dialog (Escape, Tab).
                <div class="embed-preview__frame" inert=true>
                    <iframe class="embed-preview__iframe" ref={preview.clone()} src={src.clone()}
                        title={tr(lang, "embed-preview-frame", &[("view", &title)])}
                        sandbox={SANDBOX} width={width.to_string()} height={preview_height.to_string()} />
                </div>
            </section>
        };

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
            { preview_html }
            { tablist }
            { for tabpanels }
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

#[cfg(test)]
mod tests {
    use super::tab_key;

    #[test]
    fn arrow_keys_walk_the_tabs_around_and_home_and_end_go_to_the_ends() {
        assert_eq!(tab_key("ArrowRight", 0, 3), Some(1));
        assert_eq!(tab_key("ArrowRight", 2, 3), Some(0));
        assert_eq!(tab_key("ArrowLeft", 0, 3), Some(2));
        assert_eq!(tab_key("ArrowUp", 1, 3), Some(0));
        assert_eq!(tab_key("Home", 2, 3), Some(0));
        assert_eq!(tab_key("End", 0, 3), Some(2));
        assert_eq!(tab_key("Enter", 1, 3), None);
    }
}
