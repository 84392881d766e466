//! Case folding for names and searches, small enough for the WebAssembly build.
//!
//! The standard library's `to_lowercase`/`to_uppercase` carry the whole Unicode case
//! tables (about 25 KB of data that compresses poorly). Card names, foreign names and
//! queries are Latin, Greek or Cyrillic, so the folding here covers those blocks (ASCII,
//! Latin-1, Latin Extended-A, basic Greek and Cyrillic), one character to one character;
//! any other character is left as it is. A test checks every covered character against
//! the standard library.
//!
//! Also compiled into `build.rs` (the catalogue check), so it refers to nothing outside
//! itself.

/// `c` in lower case, for the blocks above; otherwise `c`.
pub fn lower(c: char) -> char {
    let u = c as u32;
    let l = match u {
        0x41..=0x5A => u + 0x20,
        0xC0..=0xDE if u != 0xD7 => u + 0x20,
        0x130 => 0x69,
        0x100..=0x137 | 0x14A..=0x177 if u.is_multiple_of(2) => u + 1,
        0x139..=0x148 | 0x179..=0x17E if !u.is_multiple_of(2) => u + 1,
        0x178 => 0xFF,
        0x391..=0x3AB if u != 0x3A2 => u + 0x20,
        0x400..=0x40F => u + 0x50,
        0x410..=0x42F => u + 0x20,
        _ => u,
    };
    char::from_u32(l).unwrap_or(c)
}

/// `c` in upper case, for the blocks above (ß stays ß); otherwise `c`.
pub fn upper(c: char) -> char {
    let u = c as u32;
    let l = match u {
        0x61..=0x7A => u - 0x20,
        0xE0..=0xFE if u != 0xF7 => u - 0x20,
        0xFF => 0x178,
        0x131 => 0x49,
        0x101..=0x137 | 0x14B..=0x177 if !u.is_multiple_of(2) => u - 1,
        0x13A..=0x148 | 0x17A..=0x17E if u.is_multiple_of(2) => u - 1,
        0x3C2 => 0x3A3,
        0x3B1..=0x3CB => u - 0x20,
        0x430..=0x44F => u - 0x20,
        0x450..=0x45F => u - 0x50,
        _ => u,
    };
    char::from_u32(l).unwrap_or(c)
}

/// `s` in lower case (see [`lower`]): what names and queries are compared in.
pub fn lowercase(s: &str) -> String {
    s.chars().map(lower).collect()
}

/// `s` with its first character in upper case: "gauche" → "Gauche".
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(upper(first)).chain(chars).collect(),
        None => String::new(),
    }
}

/// `s` quoted as Rust's `{:?}` quotes it (`"moon"`, `"a\"b"`, `"\u{200b}"`): what the user
/// typed, exactly, with the invisible characters shown. Written out here because the
/// standard library's `Debug` for strings brings its Unicode printability tables into the
/// WebAssembly build; this escapes the same ASCII characters and, beyond them, the
/// control and formatting characters that print as nothing (a test compares the two).
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        escape_into(&mut out, c, '"');
    }
    out.push('"');
    out
}

/// `c` quoted as Rust's `{:?}` quotes a character (`'x'`, `'\''`).
pub fn quote_char(c: char) -> String {
    let mut out = String::from('\'');
    escape_into(&mut out, c, '\'');
    out.push('\'');
    out
}

fn escape_into(out: &mut String, c: char, quote: char) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        '\0' => out.push_str("\\0"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        c if invisible(c) => {
            out.push_str("\\u{");
            out.push_str(&format!("{:x}", c as u32));
            out.push('}');
        }
        c => out.push(c),
    }
}

/// Characters that print as nothing: controls, the soft hyphen, zero-width and
/// direction marks, line and paragraph separators, word joiners, the byte order mark.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c as u32, 0xad | 0x200b..=0x200f | 0x2028..=0x202e | 0x2060..=0x2064 | 0xfeff)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn single(mut it: impl Iterator<Item = char>) -> Option<char> {
        let c = it.next()?;
        it.next().is_none().then_some(c)
    }

    #[test]
    fn agrees_with_the_standard_library_on_the_covered_blocks() {
        let blocks = [0x20..0x250, 0x370..0x400, 0x400..0x460];
        let mut covered = 0;
        for c in blocks.into_iter().flatten().filter_map(char::from_u32) {
            if let Some(l) = single(c.to_lowercase()) {
                if lower(c) != c || c.is_ascii() || (0xC0..0x180).contains(&(c as u32)) {
                    // Every character we fold, and all of Latin-1 and Extended-A, must
                    // fold as the standard library does.
                    if c != 'İ' {
                        assert_eq!(lower(c), l, "lower({c:?} U+{:04X})", c as u32);
                    }
                    covered += 1;
                }
            }
            if let Some(u) = single(c.to_uppercase()) {
                if (upper(c) != c || c.is_ascii() || (0xC0..0x180).contains(&(c as u32)))
                    && c != 'ŉ'
                    && c != 'ſ'
                    && c != 'ı'
                {
                    assert_eq!(upper(c), u, "upper({c:?} U+{:04X})", c as u32);
                }
            }
        }
        assert!(covered > 300, "{covered}");
    }

    #[test]
    fn names_and_foreign_names() {
        assert_eq!(lowercase("Fire // Ice"), "fire // ice");
        assert_eq!(lowercase("ÀÜÉŒ Straße"), "àüéœ straße");
        assert_eq!(lowercase("ΑΒΓ ДЖЁ"), "αβγ джё");
        assert_eq!(lowercase("日本語"), "日本語");
        assert_eq!(capitalize("gauche"), "Gauche");
        assert_eq!(capitalize("élan"), "Élan");
        assert_eq!(capitalize("ß"), "ß");
        assert_eq!(capitalize(""), "");
    }

    #[test]
    fn quote_is_debug_quoting() {
        // ASCII, quotes, escapes, Latin/Greek/Cyrillic letters, mana braces, controls,
        // zero-width and direction characters, an emoji.
        let samples = [
            "",
            "moon",
            "Fire // Ice",
            "a\"b",
            "it's",
            "back\\slash",
            "tab\there",
            "line\nbreak",
            "cr\r",
            "nul\0",
            "bell\u{7}",
            "del\u{7f}",
            "Feu // Glace",
            "Ünterwelt",
            "Ωμέγα",
            "Жар",
            "{2}{W/U}",
            "zero\u{200b}width",
            "rtl\u{202e}",
            "bom\u{feff}",
            "shy\u{ad}",
            "🔥",
            "\u{85}next",
        ];
        for s in samples {
            assert_eq!(quote(s), format!("{s:?}"), "{s:?}");
        }
        for c in ['x', '\'', '"', '\\', '\n', '\u{0}', '\u{200b}', 'é', '{'] {
            assert_eq!(quote_char(c), format!("{c:?}"), "{c:?}");
        }
    }
}
