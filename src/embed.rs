//! Embedding on other sites (wiki pages): the `?embed=1` options, the parameters an embed
//! keeps in its address, the postMessage protocol's validation and the snippets the Embed
//! dialog offers. Pure functions, no DOM: tested natively. The embed root is
//! `components::embed`, the Embed button `components::embed_button` and what its dialog
//! shows `components::embed_dialog` (which measures the suggested height with a hidden
//! embed in the page's language, carried as `lang=`), and the DOM side of the protocol
//! `hooks::use_embed`.
//!
//! The protocol (documented in docs/embedding.md):
//! - the embed posts `{type: "split-inspector:height", height: <px>}` to its parent whenever
//!   its content height changes (only when it is framed);
//! - the parent may post `{type: "split-inspector:set", card, zone?, mode?, from?, unlocked?,
//!   x?, era?, theme?}` (strings; `x` may be a number) to show another view. It is read
//!   through the same parsing as a link; a message with any other key, a non-string value or
//!   a value the link parser would not honour is ignored, silently;
//! - the parent may post `{type: "split-inspector:ready"}` (nothing else in it) at any time:
//!   the embed posts its height again at once, so a page whose script starts after the
//!   embed's first height message still learns it;
//! - framed by WordPress (its address's fragment ends in `#?secret=…`, [`wp_secret`]), the
//!   embed also speaks WordPress's protocol: `{message: "height", value, secret}` with each
//!   height, again when the page posts `{message: "ready", secret}`, and its "Open in" link
//!   posts `{message: "link", value: <address>, secret}` for the page to follow, as
//!   WordPress's sandbox lets no frame open a tab. The secret is read from the address
//!   when a message is posted; it is never part of the view, the state or a snippet.

use serde::Serialize;
use splitcard_engine::{Card, Mode, Zone};

use crate::i18n::Lang;
use crate::state::{EngineView, Theme, View};
use crate::url;

/// The `type` of the height message the embed posts.
pub const HEIGHT_MESSAGE: &str = "split-inspector:height";
/// The `type` of the one message the embed accepts.
pub const SET_MESSAGE: &str = "split-inspector:set";
/// The `type` of the message that asks the embed for its height again.
pub const READY_MESSAGE: &str = "split-inspector:ready";
/// What WordPress appends to a framed embed's address, before its secret.
const WP_SECRET: &str = "#?secret=";
/// The keys a `split-inspector:set` message may carry besides `type`.
pub const SET_KEYS: [&str; 8] = [
    "card", "zone", "mode", "from", "unlocked", "x", "era", "theme",
];
/// The longest value a message field may have.
const MAX_FIELD: usize = 200;

/// The width the suggested iframe height is measured at (CSS pixels).
pub const SNIPPET_WIDTH: u32 = 640;
/// The sandbox the snippets use: scripts, and links that open a new, normal tab. No
/// `allow-same-origin`: the embed never touches the wiki's storage or cookies.
pub const SANDBOX: &str = "allow-scripts allow-popups allow-popups-to-escape-sandbox";

/// How an embed looks: read once from the page's address.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct EmbedOptions {
    /// `theme=light|dark|auto` (anything else: auto).
    pub theme: Theme,
    /// `lang=…`, a well-formed language tag, kept for the later UI translation.
    pub lang: Option<String>,
    /// `controls=1` shows the zone and mode controls.
    pub controls: bool,
}

impl EmbedOptions {
    /// `Some` when the query asks for embed mode (`embed=1`).
    pub fn from_query(query: &str) -> Option<EmbedOptions> {
        let params = params(query);
        let get = |key: &str| params.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim());
        if get("embed") != Some("1") {
            return None;
        }
        Some(EmbedOptions {
            theme: get("theme").and_then(Theme::parse).unwrap_or_default(),
            lang: get("lang")
                .filter(|l| is_language_tag(l))
                .map(str::to_string),
            controls: get("controls") == Some("1"),
        })
    }

    /// The embed parameters, appended to the view's query so the address keeps them.
    pub fn query_suffix(&self) -> String {
        let mut out = String::from("&embed=1");
        if self.theme != Theme::Auto {
            out.push_str("&theme=");
            out.push_str(self.theme.slug());
        }
        if let Some(lang) = &self.lang {
            out.push_str("&lang=");
            out.push_str(&url::encode(lang));
        }
        if self.controls {
            out.push_str("&controls=1");
        }
        out
    }

    /// The value for `<html lang>`: only the languages the app will speak.
    pub fn html_lang(&self) -> Option<&'static str> {
        let lang = self.lang.as_deref()?.to_ascii_lowercase();
        let primary = lang.split('-').next().unwrap_or_default();
        ["en", "fr", "de"].into_iter().find(|l| *l == primary)
    }
}

/// `en`, `fr-CA`, `de-1996`: letters, digits and hyphens, starting with 2–3 letters.
fn is_language_tag(s: &str) -> bool {
    let primary = s.split('-').next().unwrap_or_default();
    s.len() <= 35
        && (2..=3).contains(&primary.len())
        && primary.bytes().all(|b| b.is_ascii_alphabetic())
        && s.split('-')
            .all(|p| !p.is_empty() && p.len() <= 8 && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The decoded `key=value` pairs of a query string.
fn params(query: &str) -> Vec<(String, String)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .take(64)
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (url::decode(k), url::decode(v)),
            None => (url::decode(p), String::new()),
        })
        .collect()
}

/// The secret WordPress gave the frame, from the address's fragment (`location.hash`):
/// `#?secret=a1B2c3D4e5`, after a custom card's `#share=…` if there is one. Letters and
/// digits only, as WordPress's own script requires; anything else is no secret.
pub fn wp_secret(hash: &str) -> Option<&str> {
    let at = hash.rfind(WP_SECRET)?;
    let secret = &hash[at + WP_SECRET.len()..];
    (!secret.is_empty() && secret.len() <= 64 && secret.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(secret)
}

/// The address's fragment without WordPress's `#?secret=…`: what the app reads (a custom
/// card's `#share=…`) and what it passes on (the "Open in" link).
pub fn without_wp_secret(hash: &str) -> &str {
    match hash.find(WP_SECRET) {
        Some(at) => &hash[..at],
        None => hash,
    }
}

/// What a valid `split-inspector:set` message asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct SetRequest {
    pub view: View,
    pub theme: Option<Theme>,
}

/// Reads the fields of a `split-inspector:set` message (every key but `type`, values already
/// turned into text by the caller). `None` — ignore the message — for an unknown or repeated
/// key, an over-long value, a missing card, or anything the link parser would not honour.
pub fn read_set_message(fields: &[(String, String)]) -> Option<SetRequest> {
    let mut seen: Vec<&str> = Vec::new();
    for (key, value) in fields {
        let known = SET_KEYS.iter().find(|k| **k == key.as_str())?;
        if seen.contains(known) || value.len() > MAX_FIELD {
            return None;
        }
        seen.push(known);
    }
    let get = |key: &str| {
        fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    get("card").filter(|c| !c.trim().is_empty())?;
    let theme = match get("theme") {
        Some(t) => Some(Theme::parse(t)?),
        None => None,
    };
    let query: String = fields
        .iter()
        .filter(|(k, _)| k != "theme")
        .map(|(k, v)| format!("&{k}={}", url::encode(v)))
        .collect();
    let parsed = url::parse(&query);
    parsed.notices.is_empty().then_some(SetRequest {
        view: parsed.view,
        theme,
    })
}

/// The address of the full app for a view (the embed's "Open in" link).
pub fn app_url(origin: &str, view: &View) -> String {
    format!("{origin}/{}", url::to_query(view))
}

/// The embed's "Open in Split Card Inspector" address: the full app at the same view, in
/// the embed's language when the app speaks it (en, fr, de); no embed parameters.
pub fn open_url(origin: &str, view: &View, options: &EmbedOptions) -> String {
    let mut url = app_url(origin, view);
    if let Some(lang) = options.html_lang() {
        url.push_str("&lang=");
        url.push_str(lang);
    }
    url
}

/// The address of the embed for a view, with its options: the embed drawn at build time
/// for a catalogue card's zone and mode ([`static_embed_path`]) when it shows that view as
/// asked (no controls, no other choice, a language the app speaks), else the app's.
pub fn embed_url(origin: &str, view: &View, options: &EmbedOptions) -> String {
    match static_lang(view, options) {
        Some(lang) => {
            let mut url = format!(
                "{origin}{}",
                static_embed_path(view.card, view.zone, view.mode, lang)
            );
            if options.theme != Theme::Auto {
                url.push_str("?theme=");
                url.push_str(options.theme.slug());
            }
            url
        }
        _ => app_embed_url(origin, view, options),
    }
}

/// The language of the embed the build draws of `view` with `options`, when it draws one
/// that shows the view as asked: no controls, a view it draws, and a language the app
/// speaks, named exactly (`fr`, not `fr-CA`).
fn static_lang(view: &View, options: &EmbedOptions) -> Option<Lang> {
    let lang = match options.lang.as_deref() {
        None => Some(Lang::En),
        Some(tag) => Lang::parse(tag).filter(|l| l.code() == tag.to_ascii_lowercase()),
    };
    lang.filter(|_| !options.controls && has_static_embed(view))
}

/// For a view that an oEmbed site (WordPress, Discourse …) can embed as `options` ask —
/// one the build draws an embed of, with no theme asked for — the address to paste there
/// (the embed's own page, which links to its oEmbed response) and that response's address.
pub fn oembed_urls(origin: &str, view: &View, options: &EmbedOptions) -> Option<(String, String)> {
    let lang = static_lang(view, options).filter(|_| options.theme == Theme::Auto)?;
    Some((
        format!(
            "{origin}{}",
            static_embed_path(view.card, view.zone, view.mode, lang)
        ),
        format!(
            "{origin}{}",
            oembed_path(view.card, Some((view.zone, view.mode)), lang)
        ),
    ))
}

/// The address of the app's embed for a view, with its options (`?embed=1`).
pub fn app_embed_url(origin: &str, view: &View, options: &EmbedOptions) -> String {
    format!("{}{}", app_url(origin, view), options.query_suffix())
}

/// Whether the build draws an embed of `view` (`crate::prerender`): a catalogue card's
/// zone and cast mode, no other choice, and a view its own link shows as it is (not one
/// the card can't be in, which a link answers with a notice).
pub fn has_static_embed(view: &View) -> bool {
    !crate::custom::registry::is_custom(view.card)
        && view.at
            == (EngineView {
                zone: view.zone,
                mode: view.mode,
                ..EngineView::new()
            })
        && {
            let parsed = url::parse(&url::to_query(view));
            parsed.notices.is_empty() && parsed.view == *view
        }
}

/// Where the build writes the embed of `card` in `zone`, cast as `mode`, in `lang`
/// (`crate::prerender`): `/embed/fire-ice/stack-left.html`, `/fr/embed/…`.
pub fn static_embed_path(card: &Card, zone: Zone, mode: Mode, lang: Lang) -> String {
    let prefix = match lang {
        Lang::En => String::new(),
        l => format!("/{}", l.code()),
    };
    format!(
        "{prefix}/embed/{}/{}-{}.html",
        card.slug,
        zone.slug(),
        mode.slug(card).to_ascii_lowercase()
    )
}

/// Where the build writes the oEmbed response (`oembed`) of a card page (`view`: `None`)
/// or of an embed drawn at build time (`Some((zone, mode))`), in `lang`:
/// `/oembed/fire-ice.json`, `/fr/oembed/fire-ice/stack-left.json`.
pub fn oembed_path(card: &Card, view: Option<(Zone, Mode)>, lang: Lang) -> String {
    let prefix = match lang {
        Lang::En => String::new(),
        l => format!("/{}", l.code()),
    };
    match view {
        None => format!("{prefix}/oembed/{}.json", card.slug),
        Some((zone, mode)) => format!(
            "{prefix}/oembed/{}/{}-{}.json",
            card.slug,
            zone.slug(),
            mode.slug(card).to_ascii_lowercase()
        ),
    }
}

/// An oEmbed response (oembed.com, type `rich`): what WordPress, Discourse and other
/// consumers turn a pasted address into. Field names as the specification spells them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OEmbed {
    pub version: &'static str,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub title: String,
    pub provider_name: &'static str,
    pub provider_url: String,
    pub html: String,
    pub width: u32,
    pub height: u32,
    pub thumbnail_url: String,
    pub thumbnail_width: u32,
    pub thumbnail_height: u32,
}

/// The oEmbed response for the embed of `view` (a view the build draws an embed of) in
/// `lang`, on the site at `site`, `height` CSS pixels tall at the snippets' width: `title`
/// names it, `page` is the address a reader opens (the card page, or the app at that view).
/// Its `html` is a fallback link in a `<blockquote>`, then the Embed dialog's iframe: so
/// WordPress, which keeps both, hides the frame until the embed says its height in
/// WordPress's words (see the module's protocol) and shows the link until then; another
/// consumer shows the link over the frame.
pub fn oembed(site: &str, view: &View, lang: Lang, title: &str, page: &str, height: u32) -> OEmbed {
    let options = EmbedOptions {
        lang: (lang != Lang::En).then(|| lang.code().to_string()),
        ..EmbedOptions::default()
    };
    let frame = snippets(site, view, &options, (title, ""), height, "").iframe;
    OEmbed {
        version: "1.0",
        kind: "rich",
        title: title.to_string(),
        provider_name: "Split Card Inspector",
        provider_url: format!("{site}/"),
        html: format!(
            "<blockquote><a href=\"{}\">{}</a></blockquote>{frame}",
            attr(page),
            attr(title)
        ),
        width: SNIPPET_WIDTH,
        height,
        thumbnail_url: format!("{site}/og/{}.png", view.card.slug),
        thumbnail_width: 1200,
        thumbnail_height: 630,
    }
}

/// The ready-to-paste snippets for a view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snippets {
    /// Plain HTML: a sandboxed iframe at the suggested height.
    pub iframe: String,
    /// MediaWiki Extension:Widgets: the page `Widget:SplitCardInspector` (made once).
    pub widget_page: String,
    /// MediaWiki Extension:Widgets: the call on an article.
    pub widget_call: String,
    /// MediaWiki Extension:IframeTag: the tag on an article.
    pub iframe_tag: String,
    /// A plain link to the full app, in HTML.
    pub link: String,
    /// The same link in Markdown: `[title](address)`.
    pub link_markdown: String,
    /// The same link in BBCode (forums): `[url=address]title[/url]`.
    pub link_bbcode: String,
    /// The same link as MediaWiki link text: `[address title]`.
    pub link_wiki: String,
}

/// The link text in Markdown: `\`, `[`, `]`, `*`, `_` and backquotes escaped.
fn markdown_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '\\' | '[' | ']' | '*' | '_' | '`') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// An address inside a lightweight markup's link: the characters that would end it
/// (spaces, brackets, parentheses, quotes) percent-encoded. The app's addresses have none;
/// this keeps a strange origin from breaking the snippet.
fn markup_url(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            ' ' => out.push_str("%20"),
            '(' => out.push_str("%28"),
            ')' => out.push_str("%29"),
            '[' => out.push_str("%5B"),
            ']' => out.push_str("%5D"),
            '"' => out.push_str("%22"),
            '<' => out.push_str("%3C"),
            '>' => out.push_str("%3E"),
            c => out.push(c),
        }
    }
    out
}

/// Link text in BBCode, which has no escapes: brackets become parentheses.
fn bbcode_text(s: &str) -> String {
    s.replace('[', "(").replace(']', ")")
}

/// Link text in MediaWiki markup: what markup could read as its own (brackets, braces,
/// pipes, quotes, tags) as character references.
fn wiki_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '[' => out.push_str("&#91;"),
            ']' => out.push_str("&#93;"),
            '{' => out.push_str("&#123;"),
            '}' => out.push_str("&#125;"),
            '|' => out.push_str("&#124;"),
            '\'' => out.push_str("&#39;"),
            '<' => out.push_str("&lt;"),
            '&' => out.push_str("&amp;"),
            '~' => out.push_str("&#126;"),
            c => out.push(c),
        }
    }
    out
}

/// `&` → `&amp;`, `"` → `&quot;`, `<` and `>` escaped: safe inside an HTML attribute (and
/// as an element's text).
pub fn attr(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The snippets for `view`, served from `origin`, `height` CSS pixels tall. A custom card
/// travels in them: `fragment` is `#share=` and its payload (base64url), which the embed
/// and the full app read from the address (nothing is stored); empty for a catalogue card.
/// `title` names the view and `usage` introduces the widget page's example call, both in
/// the page's language (the wiki editor's).
pub fn snippets(
    origin: &str,
    view: &View,
    options: &EmbedOptions,
    (title, usage): (&str, &str),
    height: u32,
    fragment: &str,
) -> Snippets {
    // A card carried in the address (`#share=`) is read by the app's embed.
    let src = attr(&if fragment.is_empty() {
        embed_url(origin, view, options)
    } else {
        app_embed_url(origin, view, options) + fragment
    });
    let title = attr(&format!("Split Card Inspector: {title}"));
    let width = SNIPPET_WIDTH;
    let iframe = format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"{width}\" height=\"{height}\" \
         sandbox=\"{SANDBOX}\" loading=\"lazy\" style=\"border:0;max-width:100%\"></iframe>"
    );
    let iframe_tag = format!(
        "<iframe src=\"{src}\" width=\"{width}\" height=\"{height}\" sandbox=\"{SANDBOX}\" \
         style=\"border:0;max-width:100%\"></iframe>"
    );
    // Every parameter goes through Smarty's escape (the Widgets extension's rule).
    let optional: String = ["from", "unlocked", "x", "era", "theme", "lang", "controls"]
        .iter()
        .map(|k| format!("<!--{{if ${k}}}-->&amp;{k}=<!--{{${k}|escape:'url'}}--><!--{{/if}}-->"))
        .collect();
    let widget_page = format!(
        "<noinclude>{usage} {{{{#widget:SplitCardInspector|card=fire-ice|zone=stack|mode=left}}}}</noinclude>\
         <includeonly><iframe src=\"{origin}/?card=<!--{{$card|escape:'url'}}-->\
         &amp;zone=<!--{{$zone|default:'library'|escape:'url'}}-->\
         &amp;mode=<!--{{$mode|default:'left'|escape:'url'}}-->{optional}&amp;embed=1\
         <!--{{if $share}}-->#share=<!--{{$share|escape:'url'}}--><!--{{/if}}-->\" \
         title=\"Split Card Inspector: <!--{{$card|escape:'html'}}-->\" \
         width=\"<!--{{$width|default:{width}|escape:'html'}}-->\" \
         height=\"<!--{{$height|default:{height}|escape:'html'}}-->\" \
         sandbox=\"{SANDBOX}\" loading=\"lazy\" style=\"border:0;max-width:100%\"></iframe></includeonly>",
        origin = attr(origin),
        usage = attr(usage),
    );
    let mut call = format!(
        "{{{{#widget:SplitCardInspector|card={}|zone={}|mode={}",
        view.card.slug,
        view.zone.slug(),
        view.mode.slug(view.card)
    );
    // The optional parameters, exactly as the embed's address has them.
    for (key, value) in params(&(url::to_query(view) + &options.query_suffix())) {
        if !matches!(key.as_str(), "card" | "zone" | "mode" | "embed") {
            call.push_str(&format!("|{key}={value}"));
        }
    }
    if let Some(p) = fragment.strip_prefix("#share=") {
        call.push_str("|share=");
        call.push_str(p);
    }
    call.push_str(&format!("|height={height}}}}}"));
    // The plain links name the card and open its page at this view, in the embed's
    // language (`/fr/card/fire-ice/?zone=stack&mode=left`); a custom card, which has no
    // page, opens the app with the card in the address.
    let lang = options
        .html_lang()
        .and_then(Lang::parse)
        .unwrap_or(Lang::En);
    let (address, name) = if fragment.is_empty() && !crate::custom::registry::is_custom(view.card) {
        (
            format!("{origin}{}", url::link_to(view, lang, true)),
            view.card.localized_name(lang.code()).to_string(),
        )
    } else {
        (
            open_url(origin, view, options) + fragment,
            view.card.name.to_string(),
        )
    };
    let [link, link_markdown, link_bbcode, link_wiki] = plain_links(&address, &name);
    Snippets {
        link_markdown,
        link_bbcode,
        link_wiki,
        iframe,
        widget_page,
        widget_call: call,
        iframe_tag,
        link,
    }
}

/// A link to `address` named `text`, in HTML, Markdown, BBCode and MediaWiki link text.
fn plain_links(address: &str, text: &str) -> [String; 4] {
    [
        format!("<a href=\"{}\">{}</a>", attr(address), attr(text)),
        format!("[{}]({})", markdown_text(text), markup_url(address)),
        format!("[url={}]{}[/url]", markup_url(address), bbcode_text(text)),
        format!("[{} {}]", markup_url(address), wiki_text(text)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use splitcard_engine::{Mode, Zone};

    fn set(pairs: &[(&str, &str)]) -> Option<SetRequest> {
        let fields: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        read_set_message(&fields)
    }

    #[test]
    fn the_mediawiki_examples_widget_page_is_the_one_the_dialog_gives() {
        // examples/mediawiki/ holds it for an administrator who reads before opening the app.
        let view = url::parse("card=fire-ice&zone=stack&mode=left").view;
        let s = snippets(
            "https://YOUR-HOST",
            &view,
            &EmbedOptions::default(),
            ("Fire", USAGE),
            300,
            "",
        );
        let file = include_str!("../examples/mediawiki/Widget-SplitCardInspector.wiki");
        assert_eq!(
            file.trim_end(),
            s.widget_page,
            "regenerate the example from the dialog"
        );
    }

    #[test]
    fn an_oembed_site_gets_the_embed_drawn_at_build_time_or_nothing() {
        let card = splitcard_engine::catalogue::by_slug("fire-ice").unwrap();
        let view = View::of(card, Zone::Stack, Mode::Face(1));
        let plain = EmbedOptions::default();
        assert_eq!(
            oembed_urls("https://h", &view, &plain),
            Some((
                "https://h/embed/fire-ice/stack-right.html".to_string(),
                "https://h/oembed/fire-ice/stack-right.json".to_string()
            ))
        );
        let fr = EmbedOptions {
            lang: Some("fr".into()),
            ..EmbedOptions::default()
        };
        assert_eq!(
            oembed_urls("https://h", &view, &fr).map(|(_, json)| json),
            Some("https://h/fr/oembed/fire-ice/stack-right.json".to_string())
        );
        // Controls, a theme, another language tag or another choice: the app's embed only.
        for options in [
            EmbedOptions {
                controls: true,
                ..EmbedOptions::default()
            },
            EmbedOptions {
                theme: Theme::Dark,
                ..EmbedOptions::default()
            },
            EmbedOptions {
                lang: Some("fr-CA".into()),
                ..EmbedOptions::default()
            },
        ] {
            assert_eq!(
                oembed_urls("https://h", &view, &options),
                None,
                "{options:?}"
            );
        }
        let mut era = view;
        era.at.era = splitcard_engine::Era::Y2006;
        assert_eq!(oembed_urls("https://h", &era, &plain), None);
    }

    #[test]
    fn an_oembed_response_frames_the_embed_drawn_at_build_time_at_its_height() {
        let card = splitcard_engine::catalogue::by_slug("fire-ice").unwrap();
        let view = View::of(card, Zone::Stack, Mode::Face(0));
        let o = oembed(
            "https://cards.example.org",
            &view,
            Lang::Fr,
            "Feu sur la pile",
            "https://cards.example.org/fr/card/fire-ice/",
            336,
        );
        assert_eq!(
            (o.version, o.kind, o.width, o.height),
            ("1.0", "rich", 640, 336)
        );
        assert_eq!(o.provider_url, "https://cards.example.org/");
        assert_eq!(o.thumbnail_url, "https://cards.example.org/og/fire-ice.png");
        assert!(o.html.starts_with(
            "<blockquote><a href=\"https://cards.example.org/fr/card/fire-ice/\">Feu sur la pile</a></blockquote><iframe "
        ));
        assert!(o
            .html
            .contains("src=\"https://cards.example.org/fr/embed/fire-ice/stack-left.html\""));
        assert!(o.html.contains("height=\"336\""));
        let json = splitcard_engine::json::to_string_pretty(&o);
        assert!(json.contains("\"type\": \"rich\""), "{json}");
        assert_eq!(
            oembed_path(card, Some((Zone::Stack, Mode::Face(1))), Lang::De),
            "/de/oembed/fire-ice/stack-right.json"
        );
        assert_eq!(oembed_path(card, None, Lang::En), "/oembed/fire-ice.json");
    }

    #[test]
    fn wordpress_secret_is_read_from_the_end_of_the_fragment_only() {
        assert_eq!(wp_secret("#?secret=a1B2c3D4e5"), Some("a1B2c3D4e5"));
        // After a custom card's payload, as WordPress appends it to the snippet's address.
        assert_eq!(wp_secret("#share=q1-_#?secret=abc123"), Some("abc123"));
        assert_eq!(
            without_wp_secret("#share=q1-_#?secret=abc123"),
            "#share=q1-_"
        );
        assert_eq!(without_wp_secret("#share=q1-_"), "#share=q1-_");
        assert_eq!(without_wp_secret("#?secret=abc123"), "");
        // Letters and digits only, as WordPress's page requires; anything else is none.
        for hash in [
            "",
            "#share=q1",
            "#?secret=",
            "#?secret=a\"b",
            "#?secret=ab cd",
            "#?secret=a-b",
        ] {
            assert_eq!(wp_secret(hash), None, "{hash}");
        }
        assert_eq!(wp_secret(&format!("#?secret={}", "a".repeat(65))), None);
    }

    #[test]
    fn embed_mode_needs_embed_1() {
        assert_eq!(EmbedOptions::from_query("?card=fire-ice"), None);
        assert_eq!(EmbedOptions::from_query("?embed=0"), None);
        let o = EmbedOptions::from_query("?card=fire-ice&embed=1").unwrap();
        assert_eq!(o, EmbedOptions::default());
    }

    #[test]
    fn options_are_read_and_kept() {
        let o = EmbedOptions::from_query("embed=1&theme=dark&lang=fr-CA&controls=1").unwrap();
        assert_eq!(o.theme, Theme::Dark);
        assert_eq!(o.lang.as_deref(), Some("fr-CA"));
        assert!(o.controls);
        assert_eq!(o.html_lang(), Some("fr"));
        assert_eq!(
            o.query_suffix(),
            "&embed=1&theme=dark&lang=fr-CA&controls=1"
        );
        assert_eq!(EmbedOptions::from_query(&o.query_suffix()), Some(o));
    }

    #[test]
    fn the_open_link_drops_embed_parameters_but_keeps_a_spoken_language() {
        let view = url::parse("card=fire-ice&zone=stack&mode=left").view;
        let o = EmbedOptions::from_query("embed=1&theme=dark&lang=fr&controls=1").unwrap();
        assert_eq!(
            open_url("http://h", &view, &o),
            "http://h/?card=fire-ice&zone=stack&mode=left&lang=fr"
        );
        let o = EmbedOptions::from_query("embed=1&lang=es").unwrap();
        assert_eq!(
            open_url("http://h", &view, &o),
            "http://h/?card=fire-ice&zone=stack&mode=left"
        );
    }

    #[test]
    fn bad_options_fall_back() {
        let o =
            EmbedOptions::from_query("embed=1&theme=neon&lang=%3Cscript%3E&controls=yes").unwrap();
        assert_eq!(o, EmbedOptions::default());
        let o = EmbedOptions::from_query("embed=1&lang=es").unwrap();
        assert_eq!(o.lang.as_deref(), Some("es"));
        assert_eq!(o.html_lang(), None);
    }

    #[test]
    fn a_well_formed_set_message_gives_the_view() {
        let r = set(&[
            ("card", "wear-tear"),
            ("zone", "stack"),
            ("mode", "fused"),
            ("theme", "dark"),
        ])
        .unwrap();
        assert_eq!(r.view.card.slug, "wear-tear");
        assert_eq!(r.view.zone, Zone::Stack);
        assert_eq!(r.view.mode, Mode::Fused);
        assert_eq!(r.theme, Some(Theme::Dark));
    }

    #[test]
    fn anything_else_is_ignored() {
        assert!(set(&[]).is_none(), "no card");
        assert!(set(&[("card", "nope")]).is_none(), "unknown card");
        assert!(set(&[("card", "fire-ice"), ("zone", "moon")]).is_none());
        assert!(set(&[("card", "fire-ice"), ("evil", "1")]).is_none());
        assert!(set(&[("card", "fire-ice"), ("card", "wear-tear")]).is_none());
        assert!(set(&[("card", "fire-ice"), ("theme", "neon")]).is_none());
        assert!(
            set(&[("card", "fire-ice&zone=stack")]).is_none(),
            "no smuggling"
        );
        let long = "a".repeat(300);
        assert!(set(&[("card", &long)]).is_none());
    }

    const USAGE: &str = "Embeds Split Card Inspector. Use:";

    #[test]
    fn snippets_point_at_the_embed_and_the_app() {
        let view = url::parse("card=fire-ice&zone=stack&mode=left").view;
        let plain = EmbedOptions::default();
        let s = snippets(
            "https://inspector.example",
            &view,
            &plain,
            ("Fire on the stack", USAGE),
            512,
            "",
        );
        // A catalogue card's zone and mode: the embed drawn at build time.
        assert!(
            s.iframe
                .contains("src=\"https://inspector.example/embed/fire-ice/stack-left.html\""),
            "{}",
            s.iframe
        );
        assert!(s.iframe.contains("height=\"512\""));
        assert!(s.iframe.contains("sandbox=\"allow-scripts "));
        assert!(!s.iframe.contains("allow-same-origin"));
        assert!(s.iframe_tag.starts_with("<iframe src="));
        assert_eq!(
            s.widget_call,
            "{{#widget:SplitCardInspector|card=fire-ice|zone=stack|mode=left|height=512}}"
        );
        assert!(s.widget_page.contains("<!--{$card|escape:'url'}-->"));
        assert!(s
            .widget_page
            .starts_with("<noinclude>Embeds Split Card Inspector. Use: {{#widget:"));
        assert!(s
            .widget_page
            .contains("<!--{if $era}-->&amp;era=<!--{$era|escape:'url'}--><!--{/if}-->"));
        // The plain link names the card and opens its page at the view.
        assert_eq!(
            s.link,
            "<a href=\"https://inspector.example/card/fire-ice/?zone=stack&amp;mode=left\">Fire // Ice</a>"
        );
        let dark = EmbedOptions::from_query("embed=1&theme=dark&controls=1").unwrap();
        let s = snippets(
            "https://inspector.example",
            &view,
            &dark,
            ("Fire", USAGE),
            600,
            "",
        );
        assert!(
            s.iframe
                .contains("&amp;embed=1&amp;theme=dark&amp;controls=1\""),
            "{}",
            s.iframe
        );
        assert_eq!(
            s.widget_call,
            "{{#widget:SplitCardInspector|card=fire-ice|zone=stack|mode=left|theme=dark|controls=1|height=600}}"
        );
    }

    #[test]
    fn a_catalogue_cards_plain_view_is_embedded_from_its_page_drawn_at_build_time() {
        let at = |q: &str| url::parse(q).view;
        let origin = "https://h";
        let plain = EmbedOptions::default();
        let opts = |q: &str| EmbedOptions::from_query(q).expect("embed options");
        assert_eq!(
            embed_url(origin, &at("card=fire-ice&zone=stack&mode=right"), &plain),
            "https://h/embed/fire-ice/stack-right.html"
        );
        assert_eq!(
            embed_url(
                origin,
                &at("card=who-what-when-where-why&zone=hand&mode=who"),
                &opts("embed=1&lang=de&theme=dark")
            ),
            "https://h/de/embed/who-what-when-where-why/hand-who.html?theme=dark"
        );
        // Anything the build doesn't draw: the app's embed.
        for (view, options) in [
            ("card=fire-ice&zone=stack&mode=left", "embed=1&controls=1"),
            ("card=fire-ice&zone=stack&mode=left", "embed=1&lang=fr-CA"),
            (
                "card=fire-ice&zone=stack&mode=left&from=graveyard",
                "embed=1",
            ),
            ("card=fire-ice&zone=library&mode=left&era=2013", "embed=1"),
            (
                "card=expansion-explosion&zone=stack&mode=right&x=3",
                "embed=1",
            ),
        ] {
            let url = embed_url(origin, &at(view), &opts(options));
            assert!(
                url.starts_with("https://h/?card="),
                "{view} {options}: {url}"
            );
            assert!(url.contains("&embed=1"), "{url}");
        }
        // The build draws exactly what a link shows as it is.
        assert!(has_static_embed(&at(
            "card=fire-ice&zone=graveyard&mode=right"
        )));
        let fire = at("card=fire-ice");
        let battlefield = View {
            at: EngineView {
                zone: Zone::Battlefield,
                ..fire.at
            },
            ..fire
        };
        assert!(
            !has_static_embed(&battlefield),
            "an instant can't be on the battlefield"
        );
    }

    #[test]
    fn snippets_carry_the_language_and_a_custom_card() {
        let view = url::parse("card=fire-ice&zone=stack&mode=left").view;
        let fr = EmbedOptions {
            lang: Some("fr".into()),
            ..EmbedOptions::default()
        };
        let s = snippets(
            "https://h",
            &view,
            &fr,
            ("Feu", "Intègre Split Card Inspector."),
            700,
            "#share=q1-_",
        );
        assert!(
            s.iframe
                .contains("src=\"https://h/?card=fire-ice&amp;zone=stack&amp;mode=left&amp;embed=1&amp;lang=fr#share=q1-_\""),
            "{}",
            s.iframe
        );
        assert!(s.iframe_tag.contains("&amp;lang=fr#share=q1-_\""));
        assert_eq!(
            s.widget_call,
            "{{#widget:SplitCardInspector|card=fire-ice|zone=stack|mode=left|lang=fr|share=q1-_|height=700}}"
        );
        assert!(s.widget_page.contains(
            "&amp;embed=1<!--{if $share}-->#share=<!--{$share|escape:'url'}--><!--{/if}-->\""
        ));
        // The page's usage line is in the editor's language.
        assert!(s
            .widget_page
            .starts_with("<noinclude>Intègre Split Card Inspector. {{#widget:"));
        // A card carried in the address has no page: the link opens the app with it.
        assert_eq!(
            s.link,
            "<a href=\"https://h/?card=fire-ice&amp;zone=stack&amp;mode=left&amp;lang=fr#share=q1-_\">Fire // Ice</a>"
        );
        let app = "https://h/?card=fire-ice&zone=stack&mode=left&lang=fr#share=q1-_";
        assert_eq!(s.link_markdown, format!("[Fire // Ice]({app})"));
        assert_eq!(s.link_bbcode, format!("[url={app}]Fire // Ice[/url]"));
        assert_eq!(s.link_wiki, format!("[{app} Fire // Ice]"));
        // A catalogue card's: its page in the language, under its printed name there.
        let s = snippets("https://h", &view, &fr, ("Feu", ""), 700, "");
        let page = "https://h/fr/card/fire-ice/?zone=stack&mode=left";
        assert_eq!(s.link_markdown, format!("[Feu // Glace]({page})"));
        assert_eq!(s.link_wiki, format!("[{page} Feu // Glace]"));
    }

    #[test]
    fn plain_links_in_markdown_bbcode_and_wiki_text_escape_their_text() {
        let [html, link_markdown, link_bbcode, link_wiki] = plain_links(
            "https://h (x)/?card=fire-ice&zone=stack&mode=left",
            "Fire [*x*] & \"Ice\" | {{t}} 'b' <i>",
        );
        let s = Snippets {
            link: html,
            link_markdown,
            link_bbcode,
            link_wiki,
            iframe: String::new(),
            widget_page: String::new(),
            widget_call: String::new(),
            iframe_tag: String::new(),
        };
        assert_eq!(
            s.link,
            "<a href=\"https://h (x)/?card=fire-ice&amp;zone=stack&amp;mode=left\">Fire [*x*] &amp; &quot;Ice&quot; | {{t}} 'b' &lt;i&gt;</a>"
        );
        let app = "https://h%20%28x%29/?card=fire-ice&zone=stack&mode=left";
        assert_eq!(
            s.link_markdown,
            format!("[Fire \\[\\*x\\*\\] & \"Ice\" | {{{{t}}}} 'b' <i>]({app})")
        );
        assert_eq!(
            s.link_bbcode,
            format!("[url={app}]Fire (*x*) & \"Ice\" | {{{{t}}}} 'b' <i>[/url]")
        );
        assert_eq!(
            s.link_wiki,
            format!("[{app} Fire &#91;*x*&#93; &amp; \"Ice\" &#124; &#123;&#123;t&#125;&#125; &#39;b&#39; &lt;i>]")
        );
    }
}
