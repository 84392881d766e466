//! The URL is the state: `?card=fire-ice&zone=stack&mode=left` (plus `from`, `unlocked`,
//! `x` and `era` where they apply). Parsing never fails: a bad parameter falls back to a
//! sensible value and yields a polite notice. Pure functions, no DOM: tested natively.

use splitcard_engine::{Doors, Era, Mode, Origin, Zone};

use crate::state::{default_card, View, MAX_X};

/// A view read from a query string, with a notice for each parameter we could not honour.
#[derive(Clone, Debug, PartialEq)]
pub struct Parsed {
    pub view: View,
    pub notices: Vec<String>,
}

/// The longest query string we read; anything longer is cut (and noticed).
const MAX_QUERY: usize = 4096;

/// Reads `?card=…&zone=…` (the leading `?` is optional).
pub fn parse(query: &str) -> Parsed {
    let mut notices = Vec::new();
    let mut query = query.strip_prefix('?').unwrap_or(query);
    if query.len() > MAX_QUERY {
        let mut end = MAX_QUERY;
        while !query.is_char_boundary(end) {
            end -= 1;
        }
        query = &query[..end];
        notices.push("The link was too long; only its beginning was read.".to_string());
    }
    let params = pairs(query);
    let get = |key: &str| {
        params
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };

    let card = match get("card").map(str::trim) {
        None | Some("") => default_card(),
        Some(name) => match crate::custom::find_any(name) {
            Ok(card) => card,
            Err(e) => {
                let fallback = default_card();
                notices.push(format!(
                    "The link asks for a card we don't know ({e}). Showing {} instead.",
                    fallback.name
                ));
                fallback
            }
        },
    };
    let mut view = View::new(card);

    if let Some(z) = get("zone") {
        match Zone::parse(z) {
            Ok(zone) => view.zone = zone,
            Err(e) => notices.push(format!(
                "Ignored the zone in the link: {e}. Showing the library."
            )),
        }
    }
    if let Some(m) = get("mode") {
        match Mode::parse(card, m) {
            Ok(mode) => view.mode = mode,
            Err(e) => notices.push(format!("Ignored the cast mode in the link: {e}.")),
        }
    }
    if let Some(f) = get("from") {
        match Origin::parse(f) {
            Ok(origin) => view.from = Some(origin),
            Err(e) => notices.push(format!("Ignored the origin zone in the link: {e}.")),
        }
    }
    if let Some(u) = get("unlocked") {
        match Doors::parse(u) {
            Ok(doors) if card.is_room() => view.unlocked = Some(doors),
            Ok(_) => notices.push(format!(
                "Ignored \"unlocked\" in the link: {} has no doors.",
                card.name
            )),
            Err(e) => notices.push(format!("Ignored the doors in the link: {e}.")),
        }
    }
    if let Some(x) = get("x") {
        match x.trim().parse::<u32>() {
            Ok(n) if n <= MAX_X => view.x = Some(n),
            _ => notices.push(format!(
                "Ignored X in the link: {x:?} is not a whole number from 0 to {MAX_X}."
            )),
        }
    }
    if let Some(e) = get("era") {
        match Era::parse(e) {
            Ok(era) => view.era = era,
            Err(err) => notices.push(format!("Ignored the rules era in the link: {err}.")),
        }
    }
    Parsed { view, notices }
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
    if view.zone == Zone::Stack {
        if let Some(from) = view.from {
            out.push_str("&from=");
            out.push_str(&from.slug());
        }
        if let Some(x) = view.x {
            out.push_str(&format!("&x={x}"));
        }
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
    use super::*;
    use splitcard_engine::Zone;

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
    fn bad_parameters_fall_back_with_notices() {
        let p = parse("card=nope&zone=moon&mode=sideways&x=-3&from=mars&era=1066");
        assert_eq!(p.view.card.slug, "fire-ice");
        assert_eq!(p.view.zone, Zone::Library);
        assert_eq!(p.notices.len(), 6, "{:?}", p.notices);
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
    fn decode_and_encode_are_inverse() {
        for s in ["Who", "a b/c", "Dollmaker's Shop", "Ünïcödé"] {
            assert_eq!(decode(&encode(s)), s);
        }
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%4"), "%4");
    }
}
