//! A share link's payload, the pure part: base64url without padding ([`b64url_encode`],
//! [`b64url_decode`]) of a card's Scryfall JSON, deflated; what it decodes to is exactly
//! one card, through the one importer ([`import_shared`]). The longest payload made or read
//! is [`MAX_SHARE_CHARS`]. Pure (no DOM): tested natively; deflating and inflating are the
//! browser's (`CompressionStream`), in [`super::web`], which also makes the link and reads
//! the page's `#share=`. The Embed dialog's snippets carry a custom card the same way.

use splitcard_engine::scryfall::{self, ImportError};
use splitcard_engine::Card;

/// The longest `#share=` payload we make or read (base64url characters).
pub const MAX_SHARE_CHARS: usize = 6 * 1024;

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding.
pub fn b64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(B64[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// Decodes base64url (padding optional); `None` on a bad character or length.
pub fn b64url_decode(text: &str) -> Option<Vec<u8>> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc = 0u32;
    let mut bits = 0;
    for c in text.bytes() {
        let v = B64.iter().position(|b| *b == c)? as u32;
        acc = (acc << 6) | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Some(out)
}

/// Reads a share payload (the JSON, already inflated): exactly one card, through the importer.
pub fn import_shared(text: &str) -> Result<Card, ImportError> {
    scryfall::import_one(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::custom::tests::card;
    use crate::i18n::Lang;
    #[test]
    fn base64url_round_trips() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = b64url_encode(&bytes);
            assert!(!text.contains(['+', '/', '=']));
            assert_eq!(b64url_decode(&text).unwrap(), bytes);
        }
        assert_eq!(b64url_encode(b"Man"), "TWFu");
        assert_eq!(b64url_decode("TWE=").unwrap(), b"Ma");
        assert!(b64url_decode("T").is_none());
        assert!(b64url_decode("T$==").is_none());
    }

    #[test]
    fn shared_cards_are_exactly_one_valid_card() {
        let c = card("Left // Right");
        assert_eq!(import_shared(&scryfall::export(&c)).unwrap(), c);
        let two = scryfall::export_all([&c, &card("Up // Down")]);
        let e = import_shared(&two).unwrap_err();
        assert_eq!(e.path, "$");
        assert_eq!(e.expected.render(Lang::En), "one card");
        assert_eq!(
            e.render(Lang::Fr),
            "$\u{a0}: 2 cartes (attendu\u{a0}: une seule carte)"
        );
        assert!(import_shared("{\"card_faces\": 3}").is_err());
    }
}
