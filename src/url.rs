//! The URL is the state: `?card=fire-ice&zone=stack&mode=left` (plus `from`, `unlocked`,
//! `x` and `era` where they apply). Parsing never fails: a bad parameter falls back to a
//! sensible value and yields a polite notice (one written in another case than those of
//! `PARAMETERS` too; a test holds every parameter the app writes to that list). Pure
//! functions, no DOM: tested natively. A link's card is found by
//! `custom::registry::find_any` (the catalogue first), so a link can name a custom card read
//! before it; the view's words are read by the engine (`view::read`) into the view's
//! `EngineView`. The language a link names is [`link_lang`].
//!
//! A notice is data ([`LinkNotice`]: which parameter, and the engine's error), put into words
//! in the page's language only when it is shown (`state::InWords`), so it follows a change
//! of language; it goes once the user changes the view.
//!
//! Above `state` (its `View`) and the custom cards' registry; below the custom cards'
//! browser side and the hooks, which read and write the address.
//!
//! [`kept`] and [`with_kept`]: the choices the address doesn't show (an X for another
//! half …), written as the history entry's state, tied to the entry's address.

use splitcard_engine::messages::{card_name_in, quote_in};
use splitcard_engine::view::{Refusal, Words};
use splitcard_engine::{Card, Cast, Doors, EngineError, Era, Origin, Zone};

use crate::i18n::{t, tr, Lang};
use crate::state::{default_card, EngineView, InWords, NoticeText, View, MAX_X};

/// A view read from a query string, with a notice for each parameter we could not honour.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    pub view: View,
    pub notices: Vec<LinkNotice>,
}

/// A link parameter we could not honour, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkNotice {
    /// The query string was cut to its beginning.
    TooLong,
    /// `card=` names no card we know: `fallback` is shown instead.
    UnknownCard {
        error: EngineError,
        fallback: String,
    },
    Zone(EngineError),
    Mode(EngineError),
    /// `from=`.
    Origin(EngineError),
    /// `unlocked=` for a card without doors.
    NoDoors {
        card: String,
    },
    /// A bad `unlocked=`.
    Doors(EngineError),
    /// `x=` that is not a whole number from 0 to [`MAX_X`].
    X {
        value: String,
    },
    /// `x=` for a view with no X to choose (a half without {X}, or not on the stack).
    XNotHere(EngineError),
    Era(EngineError),
    /// A parameter we read, written in another case (`ZONE=stack`): names are lower case,
    /// as every link the app writes has them, and a link's other parameters (a wiki's own)
    /// are left alone.
    Case {
        given: String,
        name: &'static str,
    },
    /// A parameter we read, given more than once (`card=fire-ice&card=alive-well`): the
    /// first is read, as a browser's `URLSearchParams.get` would.
    Repeated {
        name: &'static str,
    },
    /// `lang=` naming no language the interface speaks (`lang=es`): the language is chosen
    /// as if the link had none. (Only the full app says so: an embed keeps any language
    /// tag, for its page's `<html lang>`, see `embed`.)
    Lang {
        value: String,
    },
}

/// Every parameter a link may carry: the view's, and the language's and the embed's (read
/// by `i18n`, `embed` and `pwa.js`).
const PARAMETERS: [&str; 11] = [
    "card", "zone", "mode", "from", "unlocked", "x", "era", "lang", "embed", "theme", "controls",
];

impl InWords for LinkNotice {
    /// The notice in `lang`, the engine's error in the same language. (What the link said
    /// goes in last, so that nothing in it is read as a placeholder.)
    fn text(&self, lang: Lang) -> String {
        let error = |id: &str, e: &EngineError| {
            tr(lang, id, &[("error", &crate::i18n::clause(e.render(lang)))])
        };
        match self {
            LinkNotice::TooLong => t(lang, "link-too-long"),
            LinkNotice::UnknownCard { error, fallback } => tr(
                lang,
                "link-unknown-card",
                &[
                    ("card", &card_name_in(fallback, lang)),
                    ("error", &crate::i18n::clause(error.render(lang))),
                ],
            ),
            LinkNotice::Zone(e) => error("link-bad-zone", e),
            LinkNotice::Mode(e) => error("link-bad-mode", e),
            LinkNotice::Origin(e) => error("link-bad-from", e),
            LinkNotice::NoDoors { card } => tr(
                lang,
                "link-no-doors",
                &[("card", &card_name_in(card, lang))],
            ),
            LinkNotice::Doors(e) => error("link-bad-doors", e),
            LinkNotice::X { value } => tr(
                lang,
                "link-bad-x",
                &[
                    ("max", &MAX_X.to_string()),
                    ("value", &quote_in(value, lang)),
                ],
            ),
            LinkNotice::XNotHere(e) => error("link-x-not-here", e),
            LinkNotice::Era(e) => error("link-bad-era", e),
            LinkNotice::Case { given, name } => tr(
                lang,
                "link-case",
                &[("name", name), ("given", &quote_in(given, lang))],
            ),
            LinkNotice::Repeated { name } => tr(lang, "link-repeated", &[("name", name)]),
            LinkNotice::Lang { value } => {
                tr(lang, "link-bad-lang", &[("value", &quote_in(value, lang))])
            }
        }
    }
}

/// A notice about the link, which goes once the user changes the view.
impl From<LinkNotice> for NoticeText {
    fn from(n: LinkNotice) -> NoticeText {
        NoticeText::Link(std::rc::Rc::new(n))
    }
}

/// The longest query string we read; anything longer is cut (and noticed).
const MAX_QUERY: usize = 4096;

/// Reads `?card=…&zone=…` (the leading `?` is optional).
pub fn parse(query: &str) -> Parsed {
    let mut notices = Vec::new();
    let (query, cut) = read_part(query);
    if cut {
        notices.push(LinkNotice::TooLong);
    }
    let params = pairs(query);
    for (key, _) in &params {
        if let Some(name) = PARAMETERS
            .into_iter()
            .find(|p| key != p && key.eq_ignore_ascii_case(p))
        {
            notices.push(LinkNotice::Case {
                given: key.clone(),
                name,
            });
        }
    }
    for name in PARAMETERS {
        if params.iter().filter(|(k, _)| k == name).nth(1).is_some() {
            notices.push(LinkNotice::Repeated { name });
        }
    }
    let get = |key: &str| {
        params
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };

    let card = match get("card").map(str::trim) {
        None | Some("") => default_card(),
        Some(name) => match crate::custom::registry::find_any(name) {
            Ok(card) => card,
            Err(error) => {
                let fallback = default_card();
                notices.push(LinkNotice::UnknownCard {
                    error,
                    fallback: fallback.name.to_string(),
                });
                fallback
            }
        },
    };
    let read = splitcard_engine::view::read(
        card,
        &Words {
            zone: get("zone"),
            mode: get("mode"),
            from: get("from"),
            unlocked: get("unlocked"),
            x: get("x"),
            era: get("era"),
        },
    );
    notices.extend(read.refusals.into_iter().map(|r| match r {
        Refusal::Zone(e) => LinkNotice::Zone(e),
        Refusal::Mode(e) => LinkNotice::Mode(e),
        Refusal::From(e) => LinkNotice::Origin(e),
        Refusal::NoDoors(_) => LinkNotice::NoDoors {
            card: card.name.to_string(),
        },
        Refusal::Doors(e) => LinkNotice::Doors(e),
        Refusal::BadX(value) => LinkNotice::X { value },
        Refusal::XNotHere(e) => LinkNotice::XNotHere(e),
        Refusal::Era(e) => LinkNotice::Era(e),
    }));
    let view = View {
        card,
        at: read.view,
    };
    Parsed { view, notices }
}

/// The part of a query string we read: without its `?`, at most [`MAX_QUERY`] bytes (and
/// whether it was cut).
fn read_part(query: &str) -> (&str, bool) {
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.len() <= MAX_QUERY {
        return (query, false);
    }
    let mut end = MAX_QUERY;
    while !query.is_char_boundary(end) {
        end -= 1;
    }
    (&query[..end], true)
}

/// A link's `lang=` as written (decoded, the first if repeated): what [`link_lang`] reads
/// and [`lang_notice`] judges.
pub fn lang_value(query: &str) -> Option<String> {
    pairs(read_part(query).0)
        .into_iter()
        .find_map(|(key, value)| (key == "lang").then_some(value))
}

/// The language a link names (`?card=fire-ice&lang=fr`), if it names one the interface
/// speaks: the one a page starts in (`i18n::initial`) and keeps in its address.
pub fn link_lang(query: &str) -> Option<Lang> {
    lang_value(query).and_then(|v| Lang::parse(&v))
}

/// The full app's notice for a `lang=` that names no language the interface speaks (the
/// language is then chosen as if the link had none, `i18n::initial`). Not asked by an
/// embed, which keeps any language tag ([`LinkNotice::Lang`]).
pub fn lang_notice(query: &str) -> Option<LinkNotice> {
    let value = lang_value(query)?;
    Lang::parse(&value)
        .is_none()
        .then_some(LinkNotice::Lang { value })
}

/// The canonical query string of a view, with its leading `?`.
pub fn to_query(view: &View) -> String {
    let card = view.card;
    let mut out = format!(
        "?card={}&zone={}&mode={}",
        encode(&card.slug),
        view.zone.slug(),
        encode(&view.mode.slug(card))
    );
    // Where the spell was cast from: the stack's, or a split permanent's half that entered
    // (a Room's door, 709.5d); off the stack, an opponent's zone the card is in.
    if let Some(from) = view.from.filter(|from| {
        Cast::was_cast(card, view.zone)
            || (from.zone == view.zone && *from != Cast::origin_for(card, view.zone, view.mode))
    }) {
        out.push_str("&from=");
        out.push_str(&from.slug());
    }
    // The user's X is kept across views, but only a spell with {X} announces it.
    if let Some(x) = view.x_here() {
        out.push_str(&format!("&x={x}"));
    }
    if view.zone == Zone::Battlefield && card.is_room() {
        if let Some(doors) = view.unlocked {
            out.push_str("&unlocked=");
            out.push_str(doors.slug());
        }
    }
    if view.era != Era::Current {
        out.push_str("&era=");
        out.push_str(view.era.slug());
    }
    out
}

/// What the view keeps but its address doesn't show ("" when nothing): the user's X while
/// the half shown has no {X}, where the spell was cast from while the card isn't on the
/// stack, a Room's doors off the battlefield (`View` keeps them for when they apply again);
/// written after the view's address and a newline, as
/// `?card=expansion-explosion&zone=hand&mode=left` `\n` `x=3&from=graveyard`. The app keeps
/// this in the history entry's state, so a reload, Back or Forward brings them back with the
/// view ([`with_kept`]) — only to the view they were kept with (a link copied carries none).
pub fn kept(view: &View) -> String {
    let shown = to_query(view);
    // A choice the address doesn't show: without it, the address is the same.
    let unseen = |without: EngineView| {
        to_query(&View {
            at: without,
            ..*view
        }) == shown
    };
    let mut kept = Vec::new();
    if let Some(x) = view.x.filter(|_| unseen(EngineView { x: None, ..view.at })) {
        kept.push(format!("x={x}"));
    }
    if let Some(from) = view.from.filter(|_| {
        unseen(EngineView {
            from: None,
            ..view.at
        })
    }) {
        kept.push(format!("from={}", from.slug()));
    }
    if let Some(doors) = view.unlocked.filter(|_| {
        unseen(EngineView {
            unlocked: None,
            ..view.at
        })
    }) {
        kept.push(format!("unlocked={}", doors.slug()));
    }
    if kept.is_empty() {
        return String::new();
    }
    format!("{shown}\n{}", kept.join("&"))
}

/// `view` with the choices of `kept` (written by [`kept`]) that it has none of, when `kept`
/// was written for this view's address (not for another card that the address named before
/// it was deleted, say), each only where the address stays the same: what the address shows
/// wins, and a kept choice is one it doesn't show. Anything else in `kept` is dropped without
/// a word (it is the app's own record, not a link's).
pub fn with_kept(mut view: View, kept: &str) -> View {
    let address = to_query(&view);
    let Some(kept) = kept
        .split_once('\n')
        .and_then(|(of, kept)| (of == address).then_some(kept))
    else {
        return view;
    };
    for (key, value) in pairs(kept) {
        let mut with = view;
        match key.as_str() {
            "x" if view.x.is_none() => match value.parse::<u32>() {
                Ok(n) if n <= MAX_X => with.x = Some(n),
                _ => continue,
            },
            "from" if view.from.is_none() => match Origin::parse(&value) {
                Ok(origin) => with.from = Some(origin),
                Err(_) => continue,
            },
            "unlocked" if view.unlocked.is_none() && view.card.is_room() => {
                match Doors::parse(&value) {
                    Ok(doors) => with.unlocked = Some(doors),
                    Err(_) => continue,
                }
            }
            _ => continue,
        }
        if to_query(&with) == address {
            view = with;
        }
    }
    view
}

/// The address the app writes for `query` (a view's [`to_query`], then its
/// [`lang_param`]). On the one page (`/`): the query itself. On a card's own page
/// (`card_page`, see `browser::card_page`), a catalogue card's page in the query's language
/// — `/card/fire-ice/`, `/fr/card/fire-ice/` — followed by the view's parameters unless the
/// view is the page's own (the card as a link naming only the card shows it); a custom card
/// has no page of its own: the one page's address, `/?card=…`.
pub fn address(query: &str, card_page: bool) -> String {
    let params = pairs(query.strip_prefix('?').unwrap_or(query));
    let card = params
        .iter()
        .find(|(k, _)| k == "card")
        .and_then(|(_, slug)| splitcard_engine::catalogue::by_slug(slug));
    let Some(card) = card.filter(|_| card_page) else {
        return if card_page {
            format!("/{query}")
        } else {
            query.to_string()
        };
    };
    let lang = params
        .iter()
        .find(|(k, _)| k == "lang")
        .and_then(|(_, l)| Lang::parse(l));
    let rest = |q: &str| -> Vec<String> {
        q.trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty() && !p.starts_with("card=") && !p.starts_with("lang="))
            .map(str::to_string)
            .collect()
    };
    let mut out = match lang {
        Some(Lang::Fr) => String::from("/fr"),
        Some(Lang::De) => String::from("/de"),
        _ => String::new(),
    };
    out.push_str("/card/");
    out.push_str(&card.slug);
    out.push('/');
    let own = rest(query);
    if own != rest(&to_query(&View::new(card))) {
        out.push('?');
        out.push_str(&own.join("&"));
    }
    out
}

/// A link to `view` from a page in `lang` (the table's cells, the rules history): on the
/// one page, its query; on a card's own page, the address of its view's page
/// ([`address`]).
pub fn link_to(view: &View, lang: Lang, card_page: bool) -> String {
    if card_page {
        address(&(to_query(view) + &lang_param(lang)), true)
    } else {
        to_query(view)
    }
}

/// `&lang=fr`: the language a link names, as the address keeps it (see
/// `AppState::link_lang`).
pub fn lang_param(lang: Lang) -> String {
    format!("&lang={}", lang.code())
}

/// The address of a page opened on a share link that names no card (`/#share=…`, as share
/// links were first made; an embed's `?embed=1#share=…`): `?card=<slug>`, then the link's
/// other parameters as written. `None` when the query names a card already (`card=`, in
/// any case, even empty: a link's card is the link's).
pub fn naming_card(query: &str, slug: &str) -> Option<String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    if pairs(read_part(query).0)
        .iter()
        .any(|(k, _)| k.eq_ignore_ascii_case("card"))
    {
        return None;
    }
    let mut out = format!("?card={}", encode(slug));
    for part in query.split('&').filter(|p| !p.is_empty()) {
        out.push('&');
        out.push_str(part);
    }
    Some(out)
}

/// What an address opens besides a view, as the installed app's shortcuts and share target
/// ask (`manifest.webmanifest`): a card named in shared text, a random card, or the search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Launch {
    /// The card that shared text names (`share-title`, `share-text`, `share-url`:
    /// `catalogue::named_in`).
    pub card: Option<&'static Card>,
    /// `random=1`: a card picked at random.
    pub random: bool,
    /// `search=…` (may be empty), or shared text that names no card: the search, open, with
    /// that text in it.
    pub search: Option<String>,
}

/// The longest text the search is opened with.
const MAX_LAUNCH_SEARCH: usize = 200;

/// Reads what `query` launches ([`Launch`]); all `None` for an ordinary link.
pub fn launch(query: &str) -> Launch {
    let query = read_part(query.strip_prefix('?').unwrap_or(query)).0;
    let params = pairs(query);
    let get = |key: &str| params.iter().find(|(k, _)| k == key).map(|(_, v)| v.trim());
    let shared: Vec<&str> = ["share-title", "share-text", "share-url"]
        .into_iter()
        .filter_map(get)
        .filter(|v| !v.is_empty())
        .collect();
    let cut = |s: &str| s.chars().take(MAX_LAUNCH_SEARCH).collect::<String>();
    let mut launch = Launch {
        random: get("random") == Some("1"),
        search: get("search").map(cut),
        card: None,
    };
    if !shared.is_empty() {
        let text = shared.join(" ");
        launch.card = splitcard_engine::catalogue::named_in(&text);
        if launch.card.is_none() {
            launch.search = Some(cut(shared[0]));
        }
    }
    launch
}

/// Splits `a=1&b=2` into decoded pairs, in order.
fn pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (decode(k), decode(v)),
            None => (decode(p), String::new()),
        })
        .collect()
}

/// `application/x-www-form-urlencoded` decoding; bad escapes are kept as written.
pub fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Percent-encodes everything but the unreserved characters.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_card_page_writes_its_views_under_its_own_path() {
        let fire = View::new(splitcard_engine::catalogue::by_slug("fire-ice").expect("card"));
        let own = to_query(&fire);
        assert_eq!(address(&own, false), own);
        assert_eq!(address(&format!("{own}&lang=en"), true), "/card/fire-ice/");
        assert_eq!(
            address(&format!("{own}&lang=fr"), true),
            "/fr/card/fire-ice/"
        );
        let stack = View {
            at: EngineView {
                zone: Zone::Stack,
                ..fire.at
            },
            ..fire
        };
        assert_eq!(
            address(&(to_query(&stack) + "&lang=de"), true),
            "/de/card/fire-ice/?zone=stack&mode=left"
        );
        assert_eq!(link_to(&stack, Lang::Fr, false), to_query(&stack));
        assert_eq!(
            link_to(&stack, Lang::Fr, true),
            "/fr/card/fire-ice/?zone=stack&mode=left"
        );
        // A card the catalogue doesn't have (a custom card's) has no page: the one page's.
        assert_eq!(
            address("?card=my-card&zone=hand&mode=left&lang=fr", true),
            "/?card=my-card&zone=hand&mode=left&lang=fr"
        );
        // What the page reads back is the view it wrote.
        for q in [
            address(&(to_query(&stack) + "&lang=de"), true),
            address(&(own.clone() + "&lang=en"), true),
        ] {
            let (path, search) = q.split_once('?').map_or((q.as_str(), ""), |(p, s)| (p, s));
            let read = parse(&crate::browser::query_of(path, &format!("?{search}")));
            assert!(read.notices.is_empty(), "{q}: {:?}", read.notices);
        }
        assert_eq!(
            parse(&crate::browser::query_of(
                "/de/card/fire-ice/",
                "?zone=stack&mode=left"
            ))
            .view,
            stack
        );
    }
    use super::*;
    use splitcard_engine::{inspect, Mode, Zone};

    #[test]
    fn the_documented_deep_link_round_trips() {
        let p = parse("?card=fire-ice&zone=stack&mode=left");
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(p.view.card.slug, "fire-ice");
        assert_eq!(p.view.zone, Zone::Stack);
        assert_eq!(p.view.mode, Mode::Face(0));
        assert_eq!(to_query(&p.view), "?card=fire-ice&zone=stack&mode=left");
    }

    #[test]
    fn a_room_with_one_door_unlocked_was_cast_as_that_door_unless_the_link_says() {
        let room = "card=bottomless-pool-locker-room&zone=battlefield";
        let p = parse(&format!("{room}&unlocked=right"));
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(p.view.mode, Mode::Face(1));
        assert_eq!(
            parse(&format!("{room}&unlocked=left")).view.mode,
            Mode::Face(0)
        );
        // Both or none: no door tells; the link's own choice always wins.
        assert_eq!(
            parse(&format!("{room}&unlocked=none")).view.mode,
            Mode::Face(0)
        );
        let p = parse(&format!("{room}&unlocked=right&mode=left"));
        assert_eq!(p.view.mode, Mode::Face(0));
        // Round trip: the address written for it reads back the same view.
        let p = parse(&format!("{room}&unlocked=right"));
        assert_eq!(parse(&to_query(&p.view)).view, p.view);
    }

    #[test]
    fn choices_the_address_does_not_show_come_back_from_what_the_entry_keeps() {
        let back = |view: View| with_kept(parse(&to_query(&view)).view, &kept(&view));
        let choices = |view: View| kept(&view).split_once('\n').map(|(_, k)| k.to_string());
        // Explosion's X, kept while Expansion (no {X}) is shown.
        let mut v = parse("card=expansion-explosion&zone=stack&mode=right&x=5").view;
        assert_eq!(kept(&v), "");
        v.mode = Mode::Face(0);
        assert_eq!(
            kept(&v),
            "?card=expansion-explosion&zone=stack&mode=left\nx=5"
        );
        assert_eq!(back(v), v);
        // Lead cast from a graveyard, then the card in hand: the origin is kept.
        let mut v = parse("card=destined-lead&zone=stack&mode=right&from=graveyard").view;
        v.zone = Zone::Hand;
        assert_eq!(choices(v).as_deref(), Some("from=graveyard"));
        assert_eq!(back(v), v);
        // A Room's doors, kept off the battlefield.
        let mut v = parse("card=bottomless-pool-locker-room&zone=battlefield&unlocked=both").view;
        v.zone = Zone::Graveyard;
        assert_eq!(choices(v).as_deref(), Some("unlocked=both"));
        assert_eq!(back(v), v);
        // Only to the view they were kept with: a card the address named that is gone (the
        // link then shows Fire // Ice) doesn't lend Fire its X.
        let fire = parse("card=fire-ice&zone=stack&mode=left").view;
        let gone = "?card=gone&zone=stack&mode=left\nx=5";
        assert_eq!(with_kept(fire, gone), fire);
        let at = |choices: &str| format!("{}\n{choices}", to_query(&fire));
        assert_eq!(with_kept(fire, &at("x=5")).x, Some(5));
        // What the address shows wins; a kept choice that would change it, or garbage, goes.
        let shown = parse("card=expansion-explosion&zone=stack&mode=right&x=2").view;
        assert_eq!(
            with_kept(shown, &format!("{}\nx=9", to_query(&shown))),
            shown
        );
        assert_eq!(with_kept(fire, "x=5"), fire);
        for junk in [
            "x=1000",
            "x=-1",
            "from=mars",
            "unlocked=both",
            "era=2013",
            "&&=",
            "x",
        ] {
            assert_eq!(with_kept(fire, &at(junk)), fire, "{junk}");
        }
    }

    #[test]
    fn what_an_entry_keeps_comes_back_with_its_view_and_only_with_it() {
        for card in splitcard_engine::catalogue::all() {
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    let shown = parse(&to_query(&View {
                        card,
                        at: EngineView {
                            zone,
                            mode,
                            ..EngineView::new()
                        },
                    }))
                    .view;
                    for from in Origin::ALL {
                        let v = View {
                            at: EngineView {
                                x: Some(7),
                                from: Some(from),
                                // Only a Room has doors to keep (a new card starts without).
                                unlocked: card.is_room().then(|| Doors::all(card.faces.len())),
                                ..shown.at
                            },
                            ..shown
                        };
                        let read = parse(&to_query(&v)).view;
                        if to_query(&read) == to_query(&v) {
                            let restored = with_kept(read, &kept(&v));
                            assert_eq!(restored, v, "{}", kept(&v));
                        }
                        // Another card's view takes none of it.
                        let other = View::new(default_card());
                        if other.card.slug != card.slug {
                            assert_eq!(with_kept(other, &kept(&v)), other);
                        }
                    }
                }
            }
        }
    }

    /// Every parameter a link the app writes carries (a view's, an embed's) is one
    /// [`PARAMETERS`] knows, so that one written in another case is noticed.
    #[test]
    fn the_installed_apps_shortcuts_and_share_target_open_a_card_or_the_search() {
        let fire = splitcard_engine::catalogue::by_slug("fire-ice");
        assert_eq!(launch("?card=fire-ice&zone=stack"), Launch::default());
        assert!(launch("?random=1").random);
        assert_eq!(launch("?search=").search.as_deref(), Some(""));
        assert_eq!(
            launch("?search=t%3Ainstant+mv%3C3").search.as_deref(),
            Some("t:instant mv<3")
        );
        // Shared text: the card it names, or the search with the text.
        assert_eq!(
            launch("?share-text=Fire+%2F%2F+Ice+on+the+stack").card,
            fire
        );
        assert_eq!(
            launch("?share-title=Look&share-url=https%3A%2F%2Fscryfall.com%2Fcard%2Fapc%2F128%2Ffire-ice").card,
            fire
        );
        let unknown = launch("?share-text=Lightning+Bolt");
        assert_eq!(
            (unknown.card, unknown.search.as_deref()),
            (None, Some("Lightning Bolt"))
        );
        let long = "a".repeat(500);
        assert_eq!(
            launch(&format!("?search={long}")).search.map(|s| s.len()),
            Some(200)
        );
    }

    #[test]
    fn every_parameter_the_app_writes_is_known() {
        let wear = splitcard_engine::catalogue::find("Wear // Tear").map_err(|e| e.to_string());
        let Ok(card) = wear else {
            panic!("{wear:?}");
        };
        let view = View {
            card,
            at: EngineView {
                zone: Zone::Stack,
                x: Some(2),
                era: Era::Y2013,
                from: Some(splitcard_engine::Origin::HAND),
                ..EngineView::new()
            },
        };
        let options = crate::embed::EmbedOptions {
            theme: crate::state::Theme::Dark,
            lang: Some("fr".into()),
            controls: true,
        };
        let query = format!(
            "{}{}{}",
            to_query(&view),
            options.query_suffix(),
            lang_param(Lang::De)
        );
        for (key, _) in pairs(query.trim_start_matches('?')) {
            assert!(PARAMETERS.contains(&key.as_str()), "{key} in {query}");
        }
        let room = splitcard_engine::catalogue::find("Bottomless Pool // Locker Room")
            .map_err(|e| e.to_string());
        let Ok(room) = room else {
            panic!("{room:?}");
        };
        let doors = View {
            card: room,
            at: EngineView {
                zone: Zone::Battlefield,
                unlocked: Some(splitcard_engine::Doors::all(2)),
                ..EngineView::new()
            },
        };
        for (key, _) in pairs(to_query(&doors).trim_start_matches('?')) {
            assert!(PARAMETERS.contains(&key.as_str()), "{key}");
        }
    }

    /// A parameter name in another case is not read, and said so; a parameter we don't
    /// read at all (a wiki's own) is left alone.
    #[test]
    fn a_parameter_in_another_case_is_ignored_with_a_notice() {
        let p = parse("card=wear-tear&ZONE=stack&Mode=right&utm_source=wiki&Lang=fr");
        assert_eq!(p.view.card.slug, "wear-tear");
        assert_eq!((p.view.zone, p.view.mode), (Zone::Library, Mode::Face(0)));
        let said: Vec<String> = p.notices.iter().map(|n| n.text(Lang::En)).collect();
        assert_eq!(
            said,
            [
                "Ignored \"ZONE\" in the link: its name is written zone, in lower case.",
                "Ignored \"Mode\" in the link: its name is written mode, in lower case.",
                "Ignored \"Lang\" in the link: its name is written lang, in lower case.",
            ]
        );
    }

    #[test]
    fn bad_parameters_fall_back_with_notices() {
        let p = parse("card=nope&zone=moon&mode=sideways&x=-3&from=mars&era=1066");
        assert_eq!(p.view.card.slug, "fire-ice");
        assert_eq!(p.view.zone, Zone::Library);
        assert_eq!(p.notices.len(), 6, "{:?}", p.notices);
    }

    #[test]
    fn parts_that_do_not_fit_the_card_are_left_out_with_the_engines_reason() {
        // X for a half without {X}: the answer stays, X goes.
        let p = parse("card=fire-ice&zone=stack&mode=left&x=5");
        assert_eq!(p.view.x, None);
        assert_eq!(p.view.zone, Zone::Stack);
        assert!(
            matches!(p.notices.as_slice(), [LinkNotice::XNotHere(_)]),
            "{:?}",
            p.notices
        );
        assert!(
            p.notices[0].text(Lang::En).contains("Fire has no {X}"),
            "{}",
            p.notices[0].text(Lang::En)
        );
        assert_eq!(to_query(&p.view), "?card=fire-ice&zone=stack&mode=left");
        // A mode the card hasn't got (fused, for a card without fuse): the first half.
        let p = parse("card=fire-ice&zone=stack&mode=fused");
        assert_eq!(p.view.mode, Mode::Face(0));
        assert!(
            matches!(p.notices.as_slice(), [LinkNotice::Mode(_)]),
            "{:?}",
            p.notices
        );
        assert!(p.notices[0].text(Lang::En).contains("doesn't have fuse"));
        assert!(parse("card=who&mode=fused").notices.len() == 1);
        // A fuse card's fused mode is its own.
        let p = parse("card=wear-tear&zone=stack&mode=fused");
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(p.view.mode, Mode::Fused);
        // A zone the card can't be in: the library, with the rule.
        let p = parse("card=fire-ice&zone=battlefield&mode=right");
        assert_eq!(p.view.zone, Zone::Library);
        assert_eq!(p.view.mode, Mode::Face(1));
        assert!(
            matches!(p.notices.as_slice(), [LinkNotice::Zone(_)]),
            "{:?}",
            p.notices
        );
        assert!(p.notices[0].text(Lang::En).contains("304.4"));
        // Every view the page then shows has an answer.
        for q in [
            "card=fire-ice&zone=stack&mode=fused&x=3&from=exile",
            "card=destined-lead&zone=battlefield&mode=aftermath&x=1",
            "card=expansion-explosion&zone=stack&mode=left&x=2",
        ] {
            let p = parse(q);
            assert!(
                inspect(p.view.card, &p.view.situation()).is_ok(),
                "{q}: {:?}",
                p.view
            );
        }
        // A Room under rules that had no Rooms: no part is to blame, the engine's refusal
        // is the answer, and the link stays as it was.
        let room = "card=bottomless-pool-locker-room&zone=stack&mode=left&era=2013";
        let p = parse(room);
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(p.view.zone, Zone::Stack);
        assert!(inspect(p.view.card, &p.view.situation()).is_err());
    }

    /// X off the stack (202.3e) and a Room's doors off the battlefield (709.5c): a link that
    /// asks for them is told why they aren't used, as on the stack for a half without {X}.
    #[test]
    fn an_x_off_the_stack_and_doors_off_the_battlefield_are_left_out_with_a_notice() {
        let room = "card=bottomless-pool-locker-room";
        for (link, rule) in [
            (
                "card=expansion-explosion&zone=hand&mode=right&x=3",
                "202.3e",
            ),
            ("card=fire-ice&zone=graveyard&x=0", "202.3e"),
            (&*format!("{room}&zone=battlefield&x=2"), "202.3e"),
            (&*format!("{room}&zone=hand&unlocked=left"), "709.5c"),
            (
                &*format!("{room}&zone=stack&mode=right&unlocked=both"),
                "709.5c",
            ),
        ] {
            let p = parse(link);
            let [notice] = p.notices.as_slice() else {
                panic!("{link}: {:?}", p.notices);
            };
            assert!(
                matches!(notice, LinkNotice::XNotHere(_) | LinkNotice::Doors(_)),
                "{link}: {notice:?}"
            );
            assert!(
                notice.text(Lang::En).contains(rule),
                "{link}: {}",
                notice.text(Lang::En)
            );
            assert_eq!((p.view.x, p.view.unlocked), (None, None), "{link}");
            assert!(inspect(p.view.card, &p.view.situation()).is_ok(), "{link}");
        }
        // Every link the app writes for a view it answers, for every card, zone and mode,
        // with every choice the view can keep, reads back without a notice.
        for card in splitcard_engine::catalogue::all().iter().copied() {
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    let view = View {
                        card,
                        at: EngineView {
                            zone,
                            mode,
                            x: Some(4),
                            unlocked: card.is_room().then(|| Doors::all(card.faces.len())),
                            ..EngineView::new()
                        },
                    };
                    if inspect(card, &view.situation()).is_err() {
                        continue; // a zone the card can't be in: a link to it has a notice
                    }
                    let query = to_query(&view);
                    let p = parse(&query);
                    assert!(p.notices.is_empty(), "{query}: {:?}", p.notices);
                }
            }
        }
    }

    #[test]
    fn a_parameter_given_twice_is_read_once_with_a_notice() {
        let p = parse("card=alive-well&zone=stack&card=fire-ice&zone=hand&mode=fused");
        assert_eq!(
            (&*p.view.card.slug, p.view.zone),
            ("alive-well", Zone::Stack)
        );
        assert_eq!(p.view.mode, Mode::Fused);
        let said: Vec<String> = p.notices.iter().map(|n| n.text(Lang::En)).collect();
        assert_eq!(
            said,
            [
                "Ignored all but the first card in the link: it was given more than once.",
                "Ignored all but the first zone in the link: it was given more than once.",
            ]
        );
        // A wiki's own parameter, twice, is left alone.
        assert!(parse("card=fire-ice&utm=a&utm=b").notices.is_empty());
    }

    #[test]
    fn a_language_the_interface_does_not_speak_is_noticed_by_the_full_app() {
        let notice = lang_notice("?card=fire-ice&lang=es");
        assert_eq!(
            notice.map(|n| n.text(Lang::En)).as_deref(),
            Some("Ignored the language in the link: \"es\" is not one of en, fr or de.")
        );
        for ok in [
            "lang=fr",
            "lang=de-CH",
            "lang=f%72",
            "card=fire-ice",
            "lang=en&lang=es",
        ] {
            assert_eq!(lang_notice(ok), None, "{ok}");
        }
        // The language the link gives is the one the app reads (decoded alike).
        assert_eq!(link_lang("?lang=f%72"), Some(Lang::Fr));
        assert_eq!(link_lang("?card=fire-ice&lang=de"), Some(Lang::De));
        assert_eq!(link_lang("?lang=xx"), None);
        // What the notice quotes is cut like the rest of a long link.
        let long = format!("lang={}", "e".repeat(10 * MAX_QUERY));
        let Some(LinkNotice::Lang { value }) = lang_notice(&long) else {
            panic!("no notice for a long lang");
        };
        assert!(value.len() < MAX_QUERY);
    }

    #[test]
    fn a_rooms_door_on_the_battlefield_keeps_where_it_was_cast_from() {
        let q = "?card=bottomless-pool-locker-room&zone=battlefield&mode=left&from=graveyard";
        let p = parse(q);
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(to_query(&p.view), q);
    }

    /// One link for each kind of notice, in every language: the French and German have no
    /// English left and no placeholder unfilled, the engine's error inside is in the same
    /// language, and the English reads as it always did.
    #[test]
    fn notices_in_french_and_german_for_every_bad_parameter() {
        let long = format!("card=fire-ice&zone=stack&mode={}", "x".repeat(MAX_QUERY));
        let links = [
            "card=nope",
            "card=fier-ice",
            "zone=moon",
            "mode=sideways",
            "from=mars",
            "zone=graveyard&mode=left&from=hand",
            "unlocked=left",
            "card=bottomless-pool-locker-room&unlocked=maybe",
            "x=lots",
            "era=1066",
            "zone=stack&mode=left&x=4",
            "ZONE=stack",
            "zone=hand&zone=stack",
            "lang=es",
            long.as_str(),
        ];
        let kind = |n: &LinkNotice| match n {
            LinkNotice::TooLong => 0,
            LinkNotice::UnknownCard { .. } => 1,
            LinkNotice::Zone(_) => 2,
            LinkNotice::Mode(_) => 3,
            LinkNotice::Origin(_) => 4,
            LinkNotice::NoDoors { .. } => 5,
            LinkNotice::Doors(_) => 6,
            LinkNotice::X { .. } => 7,
            LinkNotice::Era(_) => 8,
            LinkNotice::XNotHere(_) => 9,
            LinkNotice::Case { .. } => 10,
            LinkNotice::Repeated { .. } => 11,
            LinkNotice::Lang { .. } => 12,
        };
        let mut kinds = std::collections::BTreeSet::new();
        for link in links {
            let mut notices = parse(link).notices;
            notices.extend(lang_notice(link));
            assert!(!notices.is_empty(), "{link}: no notice");
            for n in &notices {
                kinds.insert(kind(n));
                let en = n.text(Lang::En);
                // One sentence ends once: no ". (rule …)." from an engine reason inside it.
                for lang in [Lang::En, Lang::Fr, Lang::De] {
                    let text = n.text(lang);
                    assert!(
                        !text.contains("..") && !text.contains(". ("),
                        "{link} ({lang:?}): {text}"
                    );
                }
                for lang in [Lang::Fr, Lang::De] {
                    let text = n.text(lang);
                    assert_ne!(text, en, "{link}: {lang:?} is the English");
                    assert!(!text.contains("{ $") && !text.contains('$'), "{text}");
                    for english in [
                        "Ignored",
                        " link",
                        "Showing",
                        "instead",
                        "don't know",
                        "too long",
                        "has no doors",
                        "whole number",
                        "expected",
                        "is not a valid",
                        "did you mean",
                        "no split card",
                        "one of",
                    ] {
                        assert!(
                            !text.contains(english),
                            "{link} ({lang:?}): {english:?} in {text}"
                        );
                    }
                }
            }
        }
        assert_eq!(kinds.len(), 13, "a kind of notice untested: {kinds:?}");

        let zone = &parse("zone=moon").notices[0];
        assert_eq!(
            zone.text(Lang::En),
            "Ignored the zone in the link: \"moon\" is not a valid zone; expected one of: \
             library, hand, stack, battlefield, graveyard, exile, outside. Showing the library."
        );
        assert_eq!(
            zone.text(Lang::Fr),
            "La zone indiquée dans le lien a été ignorée\u{a0}: «\u{a0}moon\u{a0}» n'est pas valide comme zone\u{202f}; \
             attendu\u{a0}: une valeur parmi library, hand, stack, battlefield, graveyard, exile, \
             outside. Voici la bibliothèque."
        );
        assert_eq!(
            zone.text(Lang::De),
            "Die Zone im Link wurde ignoriert: „moon“ ist als Zone nicht gültig; erwartet: einer \
             der Werte library, hand, stack, battlefield, graveyard, exile, outside. Gezeigt \
             wird die Bibliothek."
        );
        let card = &parse("card=nope").notices[0];
        // Nothing close to "nope": no unrelated names offered.
        assert_eq!(
            card.text(Lang::En),
            "The link asks for a card we don't know (no split card is called \"nope\"). \
             Showing Fire // Ice instead."
        );
        assert_eq!(
            parse("card=spark-frost").notices[0].text(Lang::En),
            "The link asks for a card we don't know (no split card is called \"spark-frost\"). \
             Showing Fire // Ice instead."
        );
        assert_eq!(
            parse("card=destind-lead").notices[0].text(Lang::En),
            "The link asks for a card we don't know (no split card is called \"destind-lead\"; \
             did you mean Destined // Lead?). Showing Fire // Ice instead."
        );
        assert!(card
            .text(Lang::Fr)
            .contains("aucune carte scindée ne s'appelle «\u{a0}nope\u{a0}»"));
        // The cards named as the page's language prints them, the English name after.
        assert!(card
            .text(Lang::De)
            .ends_with("). Stattdessen wird Feuer // Eis (Fire // Ice) gezeigt."));
        assert!(parse("card=destind-lead").notices[0]
            .text(Lang::Fr)
            .contains("vouliez-vous dire Destinée // Commander (Destined // Lead)\u{202f}?"));
        let x = &parse("x=lots").notices[0];
        assert_eq!(
            x.text(Lang::En),
            "Ignored X in the link: \"lots\" is not a whole number from 0 to 999."
        );
        assert_eq!(
            x.text(Lang::De),
            "X im Link wurde ignoriert: „lots“ ist keine ganze Zahl von 0 bis 999."
        );
        // What a link says is never read as a placeholder of the message around it.
        let tricky = &parse("zone=%7Berror%7D").notices[0];
        assert!(tricky.text(Lang::Fr).contains("«\u{a0}{error}\u{a0}»"));
    }

    /// `from` is where a spell on the stack was cast from. Off the stack the app asks about
    /// a cast from the card's own zone, so a `from` naming another zone contradicts the link
    /// and is noticed, with the engine's error (the CLI refuses it the same way).
    #[test]
    fn a_from_that_contradicts_the_zone_gives_a_notice() {
        let p = parse("card=fire-ice&zone=graveyard&mode=left&from=hand");
        assert_eq!(p.view.zone, Zone::Graveyard);
        assert_eq!(p.view.from, None);
        assert_eq!(p.notices.len(), 1, "{:?}", p.notices);
        let LinkNotice::Origin(e) = &p.notices[0] else {
            panic!("{:?}", p.notices);
        };
        assert_eq!(
            e.to_string().split(',').next(),
            Some("Fire // Ice is in a graveyard")
        );
        assert!(p.notices[0]
            .text(Lang::En)
            .starts_with("Ignored the origin zone in the link: Fire // Ice is in a graveyard"));
        // The asked cast is from the graveyard, as without `from`.
        assert_eq!(
            p.view.situation().cast.map(|c| c.from.slug()),
            Some("graveyard".to_string())
        );
        assert_eq!(to_query(&p.view), "?card=fire-ice&zone=graveyard&mode=left");
        let p = parse("card=alive-well&zone=library&mode=fused&from=hand");
        assert_eq!(p.notices.len(), 1, "{:?}", p.notices);
        // On the stack it is kept; the card's own zone is no contradiction.
        for link in [
            "card=fire-ice&zone=stack&mode=left&from=exile",
            "card=fire-ice&zone=graveyard&mode=left&from=graveyard",
            "card=bottomless-pool-locker-room&zone=battlefield&mode=left&from=exile",
        ] {
            let p = parse(link);
            assert!(p.notices.is_empty(), "{link}: {:?}", p.notices);
            assert!(p.view.from.is_some(), "{link}");
        }
    }

    /// `left` and `right` name no part of a five-part card: both are noticed, like any bad
    /// mode, and the view falls back to its first part (named, as the link then says).
    #[test]
    fn left_and_right_of_a_five_part_card_give_a_notice() {
        for mode in ["left", "right", "zzz"] {
            let p = parse(&format!(
                "card=who-what-when-where-why&zone=stack&mode={mode}"
            ));
            assert_eq!(p.view.card.slug, "who-what-when-where-why");
            assert_eq!(p.view.mode, Mode::Face(0), "{mode}");
            assert!(
                matches!(p.notices.as_slice(), [LinkNotice::Mode(_)]),
                "{mode}: {:?}",
                p.notices
            );
            assert!(
                p.notices[0]
                    .text(Lang::En)
                    .contains("expected one of: Who, What, When, Where, Why"),
                "{mode}: {}",
                p.notices[0].text(Lang::En)
            );
            assert_eq!(
                to_query(&p.view),
                "?card=who-what-when-where-why&zone=stack&mode=Who"
            );
        }
        let p = parse("card=who-what-when-where-why&zone=stack&mode=When");
        assert!(p.notices.is_empty(), "{:?}", p.notices);
        assert_eq!(p.view.mode, Mode::Face(2));
    }

    #[test]
    fn empty_and_garbage_queries_never_panic() {
        for q in [
            "",
            "?",
            "&&&",
            "card",
            "%",
            "%zz",
            "%e2%82",
            "card=%F0%9F%92%A9",
            "x=99999999999999",
        ] {
            let p = parse(q);
            let _ = to_query(&p.view);
        }
    }

    #[test]
    fn names_and_face_names_are_accepted() {
        assert_eq!(parse("card=Fire+%2F%2F+Ice").view.card.slug, "fire-ice");
        assert_eq!(parse("card=Ice").view.card.slug, "fire-ice");
    }

    #[test]
    fn a_share_link_without_a_card_is_given_its_cards_name() {
        assert_eq!(
            naming_card("", "knock-talk").as_deref(),
            Some("?card=knock-talk")
        );
        assert_eq!(
            naming_card("?embed=1&lang=fr", "custom-fire-ice").as_deref(),
            Some("?card=custom-fire-ice&embed=1&lang=fr")
        );
        assert_eq!(
            naming_card("?zone=stack", "a b").as_deref(),
            Some("?card=a%20b&zone=stack")
        );
        // A link that names a card, whichever, keeps it.
        assert_eq!(naming_card("?card=fire-ice", "knock-talk"), None);
        assert_eq!(naming_card("?CARD=", "knock-talk"), None);
    }

    #[test]
    fn decode_and_encode_are_inverse() {
        for s in ["Who", "a b/c", "Dollmaker's Shop", "Ünïcödé"] {
            assert_eq!(decode(&encode(s)), s);
        }
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%4"), "%4");
    }
}
