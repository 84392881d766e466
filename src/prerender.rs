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

/// The rulings file of a catalogue card (`rulings::path`): the engine's rulings, each with
/// the era it was written for and the one whose rules removed it, and the view that shows
/// it as the app's own address (`url::to_query` of that view, so the page can compare it
/// with the address on screen) and the probe it asks there. `None` for a card the engine
/// has no rulings record of.
pub fn rulings_file(card: &'static Card) -> Option<crate::rulings::CardRulings> {
    use crate::rulings::{CardRulings, Probe, Ruling};
    use splitcard_engine::rulings::{self, Link};
    use splitcard_engine::Era;
    let entry = rulings::of(card)?;
    let removed_by = |until: &str| Era::ALL.into_iter().find(|e| e.since() == until);
    let list = entry
        .rulings
        .iter()
        .map(|r| {
            let (view, probe, not_expressible) = match &r.link {
                Link::Shown { view, .. } => {
                    let effect = view
                        .effect
                        .as_deref()
                        .and_then(|e| splitcard_engine::probes::find(e).ok());
                    // The probe's question is asked where the card is: its zone, or where
                    // the effect looks.
                    let zone = view
                        .zone
                        .clone()
                        .or_else(|| effect.map(|e| e.zone().slug().to_string()));
                    // A Room on the battlefield whose view names no door cast entered
                    // without being cast: no door unlocked, as the CLI reads it (the app's
                    // view always has a mode, and would unlock that door).
                    let unlocked = view.unlocked.clone().or_else(|| {
                        let entered = card.is_room()
                            && zone.as_deref() == Some("battlefield")
                            && view.mode.is_none();
                        entered.then(|| "none".to_string())
                    });
                    let mut query = format!("card={}", card.slug);
                    for (key, value) in [
                        ("zone", zone),
                        ("mode", view.mode.clone()),
                        ("from", view.from.clone()),
                        ("unlocked", unlocked),
                        ("x", view.x.map(|x| x.to_string())),
                        ("era", view.era.clone()),
                    ] {
                        if let Some(value) = value {
                            query.push_str(&format!("&{key}={}", crate::url::encode(&value)));
                        }
                    }
                    let shown = crate::url::to_query(&crate::url::parse(&query).view);
                    let probe = effect.map(|e| Probe {
                        effect: e.slug.to_string(),
                        name: view.name.clone(),
                        number: view.number,
                    });
                    (Some(shown), probe, None)
                }
                Link::NotExpressible(why) => (None, None, Some(why.clone())),
                Link::Unlinked => (None, None, None),
            };
            Ruling {
                date: r.date.clone(),
                text: r.text.clone(),
                source: r.source.clone(),
                superseded: r.superseded.clone(),
                era: Era::of_ruling(&r.date)
                    .unwrap_or(Era::Current)
                    .slug()
                    .to_string(),
                removed_by: r
                    .in_force_until
                    .as_deref()
                    .and_then(removed_by)
                    .map(|e| e.slug().to_string()),
                view,
                probe,
                not_expressible,
            }
        })
        .collect();
    Some(CardRulings {
        card: card.name.to_string(),
        none: entry.none.clone(),
        complete: entry.complete.clone(),
        rulings: list,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use splitcard_engine::{catalogue, Era};

    fn rulings_of(name: &str) -> crate::rulings::CardRulings {
        let card = catalogue::find(name).ok();
        card.and_then(rulings_file)
            .unwrap_or_else(|| panic!("{name}: no rulings file"))
    }

    /// Every linked ruling's view is an address the app reads as it is written, without a
    /// notice: the page marks a ruling by comparing it with the address on screen.
    #[test]
    fn every_rulings_view_is_a_canonical_address() {
        let mut views = 0;
        for card in catalogue::all() {
            let Some(file) = rulings_file(card) else {
                continue;
            };
            for r in &file.rulings {
                assert!(
                    Era::ALL.iter().any(|e| e.slug() == r.era),
                    "{}: era {}",
                    card.name,
                    r.era
                );
                if let Some(view) = &r.view {
                    let parsed = crate::url::parse(view);
                    assert!(parsed.notices.is_empty(), "{view}: {:?}", parsed.notices);
                    assert!(std::ptr::eq(parsed.view.card, *card), "{view}");
                    assert_eq!(&crate::url::to_query(&parsed.view), view);
                    views += 1;
                }
                assert!(r.view.is_some() || r.probe.is_none());
            }
        }
        assert!(views >= 100, "{views} rulings shown by a view");
    }

    #[test]
    fn a_ruling_names_its_view_its_probe_and_its_era() {
        let destined = rulings_of("Destined // Lead");
        let combined = destined.rulings.iter().find(|r| {
            r.text
                .starts_with("While not on the stack, the characteristics")
        });
        let combined = combined.expect("the 2017-04-18 ruling on its characteristics");
        assert_eq!(
            combined.view.as_deref(),
            Some("?card=destined-lead&zone=library&mode=left")
        );
        assert_eq!(
            (combined.era.as_str(), combined.removed_by.as_deref()),
            ("2017", None)
        );

        let alive = rulings_of("Alive // Well");
        let two_sets = alive.rulings.iter().find(|r| {
            r.text
                .starts_with("In every zone except the stack, split cards have two sets")
        });
        let two_sets = two_sets.expect("the 2013-04-15 ruling on two sets of characteristics");
        assert_eq!(
            (two_sets.era.as_str(), two_sets.removed_by.as_deref()),
            ("2013", Some("2017"))
        );
        assert!(two_sets
            .view
            .as_deref()
            .is_some_and(|v| v.ends_with("&era=2013")));

        // A Room that entered without being cast: both doors locked, as the ruling says.
        let pool = rulings_of("Bottomless Pool // Locker Room");
        let entered = pool.rulings.iter().find(|r| {
            r.text
                .starts_with("If a Room enters from any zone other than the stack")
        });
        assert_eq!(
            entered.and_then(|r| r.view.as_deref()),
            Some("?card=bottomless-pool-locker-room&zone=battlefield&mode=left&unlocked=none")
        );

        let fire = rulings_of("Fire // Ice");
        let copy = fire
            .rulings
            .iter()
            .find(|r| r.text.starts_with("If you copy a spell"));
        let copy = copy.expect("Fire // Ice's ruling on copies");
        assert_eq!(
            copy.probe.as_ref().map(|p| p.effect.as_str()),
            Some("twincast")
        );
        assert_eq!(
            copy.view.as_deref(),
            Some("?card=fire-ice&zone=stack&mode=left")
        );
    }
}
