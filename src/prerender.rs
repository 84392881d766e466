//! Card pages, rendered at build time: for each catalogue card and each language, the page
//! a link naming only that card shows (`/card/fire-ice/`, `/fr/card/fire-ice/`), drawn by
//! the app's own components ([`App`], rendered to a string by Yew's server renderer) with
//! its title, description, canonical address, language alternates and link preview
//! (OpenGraph) for the page's `<head>`. `src/bin/prerender.rs` writes them into the built
//! site; the app takes such a page over without a visible change (`crate::takeover`).
//!
//! A card page's view is the card as a link naming only the card shows it (`View::new`):
//! in the library, the whole card — its combined characteristics, and every half's verdict
//! in the answer's cast report — with the table of every zone and cast mode under it, each
//! cell a link to its view's page.
//!
//! Only with the `ssr` feature, outside the browser: the app's browser services answer as
//! for the page being rendered (`browser::set_native_address`).

use splitcard_engine::{Card, Mode, Zone};
use yew::LocalServerRenderer;

use crate::browser;
use crate::components::app::App;
use crate::components::characteristics::{heading, summary};
use crate::components::embed::{EmbedApp, EmbedAppProps};
use crate::i18n::{tr, Lang};
use crate::state::View;

/// The three languages a card has a page in, English first.
pub const LANGS: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

/// A card page: where it goes and what its `<head>` says.
pub struct CardPage {
    /// The page's path (`/fr/card/fire-ice/`), also its place under the site's folder.
    pub path: String,
    pub lang: Lang,
    /// `<title>`: the view's heading, then the site's name.
    pub title: String,
    /// The answer in a sentence or two: the page's view, then each half on the stack.
    pub description: String,
    /// The app's markup for the page's view: what goes into `<div id="app">`.
    pub body: String,
    /// The same card's page in each language (the `hreflang` alternates), this one included.
    pub alternates: Vec<(Lang, String)>,
    /// What the page says it shows, for the app that takes it over (`crate::takeover`).
    pub key: String,
    /// The card's slug, which names its link preview's picture (`/og/<slug>.png`).
    pub slug: String,
    /// What that picture shows, in words (`og:image:alt`).
    pub image_alt: String,
    /// The path of its oEmbed response (`embed::oembed_path`), which the page links to.
    pub oembed: String,
}

/// The path of `card`'s page in `lang`.
pub fn path(card: &Card, lang: Lang) -> String {
    match lang {
        Lang::En => format!("/card/{}/", card.slug),
        l => format!("/{}/card/{}/", l.code(), card.slug),
    }
}

/// The page of `card` in `lang`, drawn by the app as a visit to its address would draw it.
pub fn card_page(card: &'static Card, lang: Lang) -> CardPage {
    let path = path(card, lang);
    browser::set_native_address(&path, "");
    // The sections (probes, table, history) are drawn with the extras: here at once.
    crate::extras::install_now();
    let view = View::new(card);
    let body = mark_cell(render_app(), &view);
    // Without JavaScript the page is its own view only (a static host can't draw the view
    // a link's parameters ask for): said where the page starts.
    let note = format!(
        "<noscript><div class=\"notices\"><p class=\"notice\">{}</p></div></noscript>",
        crate::embed::attr(&tr(
            lang,
            "noscript-card-page",
            &[("view", &heading(&view, lang))]
        ))
    );
    let body = body.replacen(
        "<main class=\"page\">",
        &format!("<main class=\"page\">{note}"),
        1,
    );
    let (inspection, _) = view.answer();
    let mut description = summary(&view, &inspection, lang);
    // Each half as a spell, in a word each (a Room's doors, an aftermath half …).
    for (i, _) in card.faces.iter().enumerate() {
        let stack = View::of(card, Zone::Stack, Mode::Face(i));
        let (answer, _) = stack.answer();
        // Its first sentence: the heading and the values.
        let said = summary(&stack, &answer, lang);
        let first = said.split_inclusive(". ").next().unwrap_or(&said);
        description.push(' ');
        description.push_str(first.trim_end());
    }
    CardPage {
        // As the app titles the window (`components::app`).
        title: format!("{} — Split Card Inspector", heading(&view, lang)),
        description: shorten(&description, 300),
        alternates: LANGS.iter().map(|&l| (l, self::path(card, l))).collect(),
        key: crate::components::app::page_key(&view, lang),
        slug: card.slug.to_string(),
        oembed: crate::embed::oembed_path(card, None, lang),
        image_alt: crate::i18n::tr(
            lang,
            "card-figure",
            &[("card", &splitcard_engine::messages::card_in(card, lang))],
        ),
        path,
        lang,
        body,
    }
}

/// `text` cut at a word to at most `max` characters, with an ellipsis when cut.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max - 1).collect();
    let cut = cut.rsplit_once(' ').map_or(cut.as_str(), |(head, _)| head);
    format!("{}…", cut.trim_end_matches([',', ';', ':', '.']))
}

/// The app's markup, rendered on this thread (the components are not `Send`).
fn render_app() -> String {
    let renderer = LocalServerRenderer::<App>::new().hydratable(false);
    futures::executor::block_on(renderer.render())
}

/// The table's cell of the page's view, marked as the app marks it once drawn
/// (`matrix::mark_current`, which works on the page's elements).
fn mark_cell(body: String, view: &View) -> String {
    let cell = format!(
        "data-cell=\"{}\"",
        crate::components::matrix::cell_id(view.card, view.zone, view.mode)
    );
    body.replacen(&cell, &format!("{cell} aria-current=\"true\""), 1)
}

/// An embed drawn at build time: one view of a catalogue card (a zone and a cast mode, no
/// other choice), in one language, without controls — what the Embed dialog's snippets
/// point at for such a view. It needs no WebAssembly: `static/embed-static.js` reports
/// its height and opens the app's embed when the page asks for another view.
pub struct EmbedPage {
    /// `/embed/fire-ice/stack-left.html`, `/fr/embed/…`.
    pub path: String,
    pub lang: Lang,
    /// `Split Card Inspector: ` and the view's heading, as the snippets title the frame.
    pub title: String,
    /// The view's answer in a sentence.
    pub description: String,
    /// The embed's markup: what goes into `<div id="app">`.
    pub body: String,
    /// The path of its oEmbed response (`embed::oembed_path`), which the embed links to.
    pub oembed: String,
}

/// The embed of `card` in `zone`, cast as `mode`, in `lang`, as its address would draw it.
pub fn embed_page(card: &'static Card, zone: Zone, mode: Mode, lang: Lang) -> EmbedPage {
    let view = View::of(card, zone, mode);
    let query = crate::url::to_query(&view) + "&embed=1" + &crate::url::lang_param(lang);
    browser::set_native_address("/", &query);
    let options = crate::embed::EmbedOptions::from_query(&query).unwrap_or_default();
    let renderer =
        LocalServerRenderer::<EmbedApp>::with_props(EmbedAppProps { options }).hydratable(false);
    let body = futures::executor::block_on(renderer.render());
    let (inspection, _) = view.answer();
    EmbedPage {
        path: crate::embed::static_embed_path(card, zone, mode, lang),
        lang,
        title: format!("Split Card Inspector: {}", heading(&view, lang)),
        description: shorten(&summary(&view, &inspection, lang), 300),
        body,
        oembed: crate::embed::oembed_path(card, Some((zone, mode)), lang),
    }
}
