//! The line a JSON syntax error is on, quoted with a caret under the character it is at:
//! what the import's error shows under its message (which says the line and column).
//! Pure (no DOM): tested natively.

/// At most this many characters of the line are quoted, around the error's column.
const WIDTH: usize = 60;

/// A line of the text, cut to [`WIDTH`] characters around the error, and where the caret goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// The line's number, from 1.
    pub line: usize,
    /// The quoted part of the line ("…" where it was cut; tabs and other control
    /// characters shown as spaces, so the caret lines up).
    pub text: String,
    /// How many characters of `text` come before the caret.
    pub caret: usize,
}

/// The excerpt of `text` at `line` and `column` (both from 1, the column in characters, as
/// the engine's JSON errors count them); `None` where the text has no such line.
pub fn excerpt(text: &str, line: usize, column: usize) -> Option<Excerpt> {
    let whole = text.split('\n').nth(line.checked_sub(1)?)?;
    let chars: Vec<char> = whole
        .trim_end_matches('\r')
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    // The caret may sit just past the line's end (the text ended where more was expected).
    let at = column.saturating_sub(1).min(chars.len());
    let start = at.saturating_sub(WIDTH / 2);
    let end = (start + WIDTH).min(chars.len());
    let start = end.saturating_sub(WIDTH).min(start);
    let mut out = String::new();
    let mut caret = at - start;
    if start > 0 {
        out.push('…');
        caret += 1;
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    Some(Excerpt {
        line,
        text: out,
        caret,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_line_is_quoted_whole_with_the_caret_under_the_column() {
        let text = "{\n  \"name\": \"Été\",\n  \"x\": ]\n}";
        let e = excerpt(text, 3, 8).unwrap();
        assert_eq!(e.text, "  \"x\": ]");
        assert_eq!(e.caret, 7);
        assert_eq!(e.text.chars().nth(e.caret), Some(']'));
        // Past the end of a line: the caret just after it.
        let e = excerpt("{\"card_faces\": [", 1, 17).unwrap();
        assert_eq!(e.caret, 16);
        assert_eq!(e.text.chars().count(), 16);
        assert!(excerpt("one line", 2, 1).is_none());
        assert!(excerpt("one line", 0, 1).is_none());
    }

    #[test]
    fn a_long_line_is_cut_around_the_error_and_tabs_keep_the_caret_in_line() {
        let long = format!("[{}, x]", "1".repeat(500));
        let e = excerpt(&long, 1, 504).unwrap();
        assert!(e.text.starts_with('…') && e.text.ends_with("x]"));
        assert_eq!(e.text.chars().nth(e.caret), Some('x'));
        assert!(e.text.chars().count() <= WIDTH + 2);
        let middle = format!("{}x{}", "a".repeat(200), "b".repeat(200));
        let e = excerpt(&middle, 1, 201).unwrap();
        assert!(e.text.starts_with('…') && e.text.ends_with('…'));
        assert_eq!(e.text.chars().nth(e.caret), Some('x'));
        let e = excerpt("\t\"a\": ?\r\n", 1, 7).unwrap();
        assert_eq!(e.text, " \"a\": ?");
        assert_eq!(e.text.chars().nth(e.caret), Some('?'));
    }
}
