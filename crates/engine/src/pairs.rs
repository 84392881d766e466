//! Tables of string pairs (an id or rule number, and its text) kept as ONE string: the
//! English message templates (`crate::messages`) and the rules' summaries
//! (`crate::rules::cr`, `crate::eras::era_rules`).
//!
//! A `&[(&str, &str)]` costs 16 bytes of pointers and lengths a row in the WebAssembly
//! build, and those compress poorly; the text of the same table compresses with the rest.
//! `pairs_text!` writes a table as one text (`key` U+001F `text` U+001E a row) at compile
//! time, and [`split`] turns it back into rows once, at first use.

/// One text for a table of `(key, text)` literals: `key` U+001F `text` U+001E a row.
macro_rules! pairs_text {
    ($(($key:literal, $text:literal)),* $(,)?) => {
        concat!($($key, "\x1f", $text, "\x1e"),*)
    };
}
pub(crate) use pairs_text;

/// The rows of a `pairs_text!` text, in order.
pub fn split(text: &'static str) -> Vec<(&'static str, &'static str)> {
    text.split_terminator('\x1e')
        .map(|row| row.split_once('\x1f').unwrap_or((row, "")))
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_table_comes_back_row_by_row() {
        const T: &str = pairs_text![("a", "one"), ("b.2", "two, or {x}"), ("c", "")];
        assert_eq!(
            super::split(T),
            vec![("a", "one"), ("b.2", "two, or {x}"), ("c", "")]
        );
        assert!(super::split("").is_empty());
    }
}
