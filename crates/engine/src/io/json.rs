//! The JSON of custom cards, through serde: serde_json reads and writes it; this module keeps
//! the importer's promises about hostile input and about its errors.
//!
//! [`from_str`] refuses a document over the size cap before reading it, then runs a byte-level
//! pre-scan (strings skipped) that counts nesting depth and values against [`Limits`], so that
//! serde_json never meets a document too deep or too large. **Invariant: any error is a typed
//! [`JsonProblem`] at the byte offset a reader from the start meets first** — a limit or a
//! syntax error, whichever comes first — said in any language by `JsonProblem::msg` (in
//! `messages`); it never panics. serde_json's own error is translated into the problem and
//! offset the hand-written reader this module replaced gave, so messages read as they always
//! did (`each_problem_is_where_the_reader_always_said` below).
//!
//! The shapes the importer reads take any JSON type and say which one they found: [`Field`]
//! (and [`ArrayOrObject`] for a document), so a field of the wrong type is the importer's
//! error, with its path, never serde_json's; a struct read from an object keeps the first of
//! two equal keys and skips unknown ones; [`Pairs`] keeps an object's members in order; [`Raw`]
//! and [`Number`] keep a number as written. [`to_string_pretty`] writes with a two-space indent
//! and `\u00xx` escapes, as before.
//!
//! Documents read as before. A lone UTF-16 surrogate escape (`"\ud800"`), which serde_json
//! refuses, is mended by the pre-scan — in place, in as many bytes, so every offset stays —
//! into U+FFFD, or into the pair the old reader made of it. Two things the old reader took are
//! refused: a number beyond ±1.8e308 in a field the importer reads ("not a number"; one in a
//! field it skips, such as `cmc`, is still skipped), and a `\u` escape with a `+` sign
//! (`\u+041`, which it read as hex digits).

use std::fmt;
use std::io;
use std::marker::PhantomData;

use serde::de::value::{BorrowedStrDeserializer, SeqAccessDeserializer, StrDeserializer};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess,
    Visitor,
};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::ser::{CharEscape, Formatter, PrettyFormatter};
use serde_json::value::RawValue;

/// Limits on what the reader accepts.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_bytes: usize,
    pub max_depth: usize,
    pub max_elements: usize,
}

impl Limits {
    pub const DEFAULT: Limits = Limits {
        max_bytes: 5 * 1024 * 1024,
        max_depth: 32,
        max_elements: 200_000,
    };
}

/// What is wrong with a JSON document. `Display` is the English sentence; `JsonProblem::msg`
/// (in `messages`) renders it in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonProblem {
    /// The document is `bytes` long; `max` are accepted.
    TooBig {
        bytes: usize,
        max: usize,
    },
    TrailingText,
    TooDeep {
        max: usize,
    },
    TooManyValues {
        max: usize,
    },
    UnexpectedEnd,
    ExpectedValue,
    ExpectedKey,
    ExpectedColon,
    /// Neither `,` nor `}` after an object member.
    ExpectedObjectSeparator,
    /// Neither `,` nor `]` after an array element.
    ExpectedArraySeparator,
    BadUnicodeEscape,
    UnclosedString,
    UnknownEscape,
    ControlCharacter,
    /// Number-like text that is not a finite number, as written.
    BadNumber {
        text: String,
    },
}

impl std::fmt::Display for JsonProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JsonProblem::TooBig { bytes, max } => write!(
                f,
                "the document is {bytes} bytes; at most {max} are accepted"
            ),
            JsonProblem::TrailingText => f.write_str("unexpected text after the JSON value"),
            JsonProblem::TooDeep { max } => write!(f, "nested deeper than {max} levels"),
            JsonProblem::TooManyValues { max } => write!(f, "more than {max} values"),
            JsonProblem::UnexpectedEnd => {
                f.write_str("the document ends where a value was expected")
            }
            JsonProblem::ExpectedValue => {
                f.write_str("expected a value (object, array, string, number, true, false or null)")
            }
            JsonProblem::ExpectedKey => f.write_str("expected a quoted key"),
            JsonProblem::ExpectedColon => f.write_str("expected ':' after the key"),
            JsonProblem::ExpectedObjectSeparator => {
                f.write_str("expected ',' or '}' in the object")
            }
            JsonProblem::ExpectedArraySeparator => f.write_str("expected ',' or ']' in the array"),
            JsonProblem::BadUnicodeEscape => f.write_str("expected four hex digits after \\u"),
            JsonProblem::UnclosedString => f.write_str("a string is never closed"),
            JsonProblem::UnknownEscape => f.write_str("unknown escape in a string"),
            JsonProblem::ControlCharacter => {
                f.write_str("a control character in a string must be escaped")
            }
            JsonProblem::BadNumber { text } => {
                write!(f, "{} is not a number", crate::model::text::quote(text))
            }
        }
    }
}

/// Where and what went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Byte offset in the document.
    pub offset: usize,
    /// The line of that byte, from 1 (lines end at `\n`).
    pub line: usize,
    /// Its column on that line, from 1, in characters (not bytes).
    pub column: usize,
    pub problem: JsonProblem,
}

impl JsonError {
    /// The error at byte `offset` of `text`, its line and column counted.
    pub fn at(text: &str, offset: usize, problem: JsonProblem) -> JsonError {
        let (line, column) = position(text, offset);
        JsonError {
            offset,
            line,
            column,
            problem,
        }
    }
}

/// The line and column (both from 1; the column in characters) of byte `offset` of `text`;
/// an offset past the end is at the end.
pub fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    // Characters: every byte that does not continue a UTF-8 sequence starts one.
    let column = before[start..]
        .iter()
        .filter(|b| (**b & 0xC0) != 0x80)
        .count()
        + 1;
    (line, column)
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "invalid JSON at line {}, column {}: {}",
            self.line, self.column, self.problem
        )
    }
}

/// A JSON value's type, as an error names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonType {
    Null,
    Bool,
    Number,
    String,
    Array,
    Object,
}

impl JsonType {
    pub const ALL: [JsonType; 6] = [
        JsonType::Null,
        JsonType::Bool,
        JsonType::Number,
        JsonType::String,
        JsonType::Array,
        JsonType::Object,
    ];

    /// The JSON type name, for error messages.
    pub fn kind(self) -> &'static str {
        match self {
            JsonType::Null => "null",
            JsonType::Bool => "a boolean",
            JsonType::Number => "a number",
            JsonType::String => "a string",
            JsonType::Array => "an array",
            JsonType::Object => "an object",
        }
    }

    /// The type of the valid JSON value `text` (no whitespace around it): its first byte says.
    fn of(text: &str) -> JsonType {
        match text.as_bytes().first() {
            Some(b'"') => JsonType::String,
            Some(b'[') => JsonType::Array,
            Some(b'{') => JsonType::Object,
            Some(b't' | b'f') => JsonType::Bool,
            Some(b'n') => JsonType::Null,
            _ => JsonType::Number,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------

/// Reads `text` as a `T` within `limits`. An error says its byte, and that byte's line and
/// column in `text`.
pub fn from_str<T: DeserializeOwned>(text: &str, limits: Limits) -> Result<T, JsonError> {
    read_doc(text, limits).map_err(|e| JsonError::at(text, e.offset, e.problem))
}

/// An error at byte `offset`, its line and column counted by [`from_str`].
fn err(offset: usize, problem: JsonProblem) -> JsonError {
    JsonError {
        offset,
        line: 0,
        column: 0,
        problem,
    }
}

fn read_doc<T: DeserializeOwned>(text: &str, limits: Limits) -> Result<T, JsonError> {
    if text.len() > limits.max_bytes {
        return Err(err(
            limits.max_bytes,
            JsonProblem::TooBig {
                bytes: text.len(),
                max: limits.max_bytes,
            },
        ));
    }
    let scan = prescan(text.as_bytes(), limits);
    let mended = mend(text, &scan.mends);
    let doc = mended.as_deref().unwrap_or(text);
    if let Some(limit) = scan.limit.clone() {
        // A reader from the start meets a syntax error before the limit, or at that very
        // byte when no value was to start there. serde_json reads the text up to the value
        // that passes the limit (its errors before it are the whole text's).
        let before = doc.get(..limit.offset).unwrap_or(doc);
        return Err(match serde_json::from_str::<IgnoredAny>(before) {
            // A whole document, then more: text after it.
            Ok(_) => err(limit.offset, JsonProblem::TrailingText),
            Err(e) => match error(before, &e, &scan, limits) {
                e if e.offset < limit.offset || e.problem != JsonProblem::UnexpectedEnd => e,
                _ => limit,
            },
        });
    }
    serde_json::from_str(doc).map_err(|e| error(doc, &e, &scan, limits))
}

/// What the pre-scan found.
struct Scan {
    /// The first value that passes a limit.
    limit: Option<JsonError>,
    /// Lone surrogate escapes: where their four hex digits are, and what they become.
    mends: Vec<(usize, u16)>,
    /// At the end, or before the value that passes a limit: whether a key comes next, and
    /// whether the last thing was a key.
    key: bool,
    after_key: bool,
}

/// Counts nesting depth and values the way a reader from the start meets them (the top
/// value is at depth 0; an object's keys are not values), up to the first value that passes
/// a limit. Strings are skipped, their lone surrogate escapes noted. Text that is not JSON
/// may be miscounted after its first syntax error: [`from_str`] then reports that error.
fn prescan(bytes: &[u8], limits: Limits) -> Scan {
    let mut mends = Vec::new();
    // The open containers (true: an object), at most `max_depth + 1` of them.
    let mut open: Vec<bool> = Vec::new();
    // Whether a string here is a key, and whether the last string was one.
    let mut key = false;
    let mut after_key = false;
    let mut values = 0usize;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b' ' | b'\n' | b'\r' | b'\t' => i += 1,
            b',' => {
                key = open.last() == Some(&true);
                after_key = false;
                i += 1;
            }
            b':' => {
                key = false;
                after_key = false;
                i += 1;
            }
            b'}' | b']' => {
                open.pop();
                key = false;
                after_key = false;
                i += 1;
            }
            _ => {
                if !(b == b'"' && key) {
                    let problem = if open.len() > limits.max_depth {
                        Some(JsonProblem::TooDeep {
                            max: limits.max_depth,
                        })
                    } else {
                        values += 1;
                        (values > limits.max_elements).then_some(JsonProblem::TooManyValues {
                            max: limits.max_elements,
                        })
                    };
                    if let Some(problem) = problem {
                        return Scan {
                            limit: Some(err(i, problem)),
                            mends,
                            key,
                            after_key,
                        };
                    }
                }
                after_key = b == b'"' && key;
                key = b == b'{';
                i = match b {
                    b'{' | b'[' => {
                        open.push(b == b'{');
                        i + 1
                    }
                    b'"' => skip_string(bytes, i + 1, &mut mends),
                    // A number or a literal (or text that is neither): up to a delimiter.
                    _ => {
                        i + 1
                            + bytes[i + 1..]
                                .iter()
                                .position(|c| b" \n\r\t,:[]{}\"".contains(c))
                                .unwrap_or(bytes.len() - i - 1)
                    }
                };
            }
        }
    }
    Scan {
        limit: None,
        mends,
        key,
        after_key,
    }
}

/// The index after the string whose contents start at `i`, noting its lone surrogates.
fn skip_string(bytes: &[u8], mut i: usize, mends: &mut Vec<(usize, u16)>) -> usize {
    while let Some(&b) = bytes.get(i) {
        match b {
            b'"' => return i + 1,
            b'\\' if bytes.get(i + 1) == Some(&b'u') => i = unicode_escape(bytes, i + 2, mends),
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    i
}

/// At the hex digits of a `\u` escape: the index after it, and the mend it needs.
///
/// The earlier reader read a trailing surrogate alone, or a leading one not followed by a
/// `\u` escape, as U+FFFD; a leading one followed by any `\u` escape took the escape's low ten
/// bits as its pair. serde_json refuses both: the digits are rewritten to what was read.
fn unicode_escape(bytes: &[u8], i: usize, mends: &mut Vec<(usize, u16)>) -> usize {
    let Some(first) = hex4(bytes, i) else {
        return i;
    };
    match first {
        0xDC00..=0xDFFF => mends.push((i, 0xFFFD)),
        0xD800..=0xDBFF if bytes.get(i + 4..i + 6) == Some(b"\\u") => {
            let Some(second) = hex4(bytes, i + 6) else {
                return i + 6;
            };
            let pair = 0xDC00 | (second.wrapping_sub(0xDC00) & 0x3FF);
            if pair != second {
                mends.push((i + 6, pair));
            }
            return i + 10;
        }
        0xD800..=0xDBFF => mends.push((i, 0xFFFD)),
        _ => {}
    }
    i + 4
}

fn hex4(bytes: &[u8], i: usize) -> Option<u16> {
    let digits = bytes.get(i..i + 4)?;
    digits.iter().try_fold(0u16, |n, d| {
        let v = (*d as char).to_digit(16)?;
        Some(n << 4 | v as u16)
    })
}

/// `text` with the escapes' hex digits rewritten (ASCII for ASCII: offsets stay).
fn mend(text: &str, mends: &[(usize, u16)]) -> Option<String> {
    if mends.is_empty() {
        return None;
    }
    let mut bytes = text.as_bytes().to_vec();
    for &(at, code) in mends {
        for (k, digit) in bytes.iter_mut().skip(at).take(4).enumerate() {
            *digit = b"0123456789ABCDEF"[usize::from(code >> (12 - 4 * k) & 0xF)];
        }
    }
    String::from_utf8(bytes).ok()
}

/// serde_json's error as a [`JsonError`]: the problem and the byte offset the hand-written
/// reader this module replaced gave, so that messages read as they always did.
fn error(text: &str, e: &serde_json::Error, scan: &Scan, limits: Limits) -> JsonError {
    let bytes = text.as_bytes();
    let len = bytes.len();
    // serde_json says a line (from 1) and how many of its bytes it had read.
    let line_start = match e.line() {
        0 | 1 => 0,
        n => bytes
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .nth(n - 2)
            .map_or(len, |(i, _)| i + 1),
    };
    // The byte serde_json stopped at.
    let at = (line_start + e.column()).min(len).saturating_sub(1);
    // The last byte before the end that is not whitespace.
    let last = bytes
        .iter()
        .rposition(|b| !b" \n\r\t".contains(b))
        .map(|i| bytes[i]);
    let message = e.to_string();
    let code = message
        .rsplit_once(" at line ")
        .map_or(message.as_str(), |(code, _)| code);
    let (offset, problem) = match code {
        "EOF while parsing a value" => {
            // A number or literal cut short is reported where it starts.
            let start = bytes
                .iter()
                .rposition(|b| b" \n\r\t,:[]{}\"".contains(b))
                .map_or(0, |i| i + 1);
            match bytes.get(start) {
                Some(b'-' | b'0'..=b'9') => (start, bad_number(bytes, start)),
                Some(_) => (start, JsonProblem::ExpectedValue),
                None if scan.key => (len, JsonProblem::ExpectedKey),
                None => (len, JsonProblem::UnexpectedEnd),
            }
        }
        "EOF while parsing a list" => match last {
            Some(b'[' | b',') => (len, JsonProblem::UnexpectedEnd),
            _ => (len, JsonProblem::ExpectedArraySeparator),
        },
        "EOF while parsing an object" => match last {
            _ if scan.key => (len, JsonProblem::ExpectedKey),
            _ if scan.after_key => (len, JsonProblem::ExpectedColon),
            Some(b':') => (len, JsonProblem::UnexpectedEnd),
            _ => (len, JsonProblem::ExpectedObjectSeparator),
        },
        "EOF while parsing a string" => {
            // A `\u` with fewer than four characters after it, or a `\` with none.
            if let Some(u) = (len.saturating_sub(5)..len.saturating_sub(1))
                .find(|&u| &bytes[u..u + 2] == b"\\u" && !escaped(bytes, u))
            {
                (u + 2, JsonProblem::BadUnicodeEscape)
            } else if escaped(bytes, len) {
                (len, JsonProblem::UnknownEscape)
            } else {
                (len, JsonProblem::UnclosedString)
            }
        }
        "expected `:`" => (at, JsonProblem::ExpectedColon),
        "expected `,` or `]`" => (at, JsonProblem::ExpectedArraySeparator),
        "expected `,` or `}`" => (at, JsonProblem::ExpectedObjectSeparator),
        // A literal misspelt: where it starts.
        "expected ident" => {
            let start = bytes[..at]
                .iter()
                .rposition(|b| !b.is_ascii_alphabetic())
                .map_or(0, |i| i + 1);
            (start, JsonProblem::ExpectedValue)
        }
        "expected value" => (at, JsonProblem::ExpectedValue),
        "key must be a string" | "expected `\"`" => (at, JsonProblem::ExpectedKey),
        "trailing comma" if bytes.get(at) == Some(&b']') => (at, JsonProblem::ExpectedValue),
        "trailing comma" => (at, JsonProblem::ExpectedKey),
        "trailing characters" => (at, JsonProblem::TrailingText),
        // serde_json has read the four digits of a `\u` escape, or one character after `\`.
        "invalid escape" => match at.checked_sub(3) {
            Some(digits)
                if digits >= 2
                    && &bytes[digits - 2..digits] == b"\\u"
                    && !escaped(bytes, digits - 2) =>
            {
                (digits, JsonProblem::BadUnicodeEscape)
            }
            _ => (at, JsonProblem::UnknownEscape),
        },
        "invalid number" | "number out of range" => {
            let mut start = at;
            if !bytes.get(start).is_some_and(|b| is_number_byte(*b)) {
                start = start.saturating_sub(1);
            }
            while start > 0 && is_number_byte(bytes[start - 1]) {
                start -= 1;
            }
            (start, bad_number(bytes, start))
        }
        // serde_json stops on the character, or (skipping a string) just before it.
        "control character (\\u0000-\\u001F) found while parsing a string" => (
            (at..len).find(|&i| bytes[i] < 0x20).unwrap_or(at),
            JsonProblem::ControlCharacter,
        ),
        "recursion limit exceeded" => (
            at,
            JsonProblem::TooDeep {
                max: limits.max_depth,
            },
        ),
        "lone leading surrogate in hex escape"
        | "unexpected end of hex escape"
        | "invalid unicode code point" => (at, JsonProblem::BadUnicodeEscape),
        // Not a syntax error (the shapes here take any value): none is expected.
        _ => (at, JsonProblem::ExpectedValue),
    };
    err(offset, problem)
}

fn is_number_byte(b: u8) -> bool {
    matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
}

/// The malformed number at `start`: its whole run of number characters.
fn bad_number(bytes: &[u8], start: usize) -> JsonProblem {
    let end = bytes[start..]
        .iter()
        .position(|b| !is_number_byte(*b))
        .map_or(bytes.len(), |n| start + n);
    JsonProblem::BadNumber {
        text: String::from_utf8_lossy(&bytes[start..end]).into_owned(),
    }
}

/// Whether the byte at `i` follows an odd number of backslashes (it is escaped).
fn escaped(bytes: &[u8], i: usize) -> bool {
    bytes[..i].iter().rev().take_while(|b| **b == b'\\').count() % 2 == 1
}

// ---------------------------------------------------------------------------------------
// The shapes the importer reads
// ---------------------------------------------------------------------------------------

/// What a [`Field`] reads from one JSON type: a string, a `Vec`, [`Pairs`], or a struct with
/// a derived `Deserialize` (`const TYPE: JsonType = JsonType::Object`).
pub trait Shape {
    const TYPE: JsonType;
}

impl Shape for String {
    const TYPE: JsonType = JsonType::String;
}

impl<T> Shape for Vec<T> {
    const TYPE: JsonType = JsonType::Array;
}

impl<T> Shape for Pairs<T> {
    const TYPE: JsonType = JsonType::Object;
}

/// A value read as a `T` if it has `T`'s JSON type, else the type it has. Never an error but
/// a syntax error: the importer says what is wrong, with the field's path. A struct read from
/// an object (a derived `Deserialize`) keeps the first of two equal keys and skips unknown ones.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Field<T> {
    /// The key is not there.
    #[default]
    Absent,
    Is(T),
    /// Another type (null too).
    Not(JsonType),
}

impl Field<String> {
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Field::Is(s) => Some(s),
            _ => None,
        }
    }
}

impl<'de, T: Deserialize<'de> + Shape> Deserialize<'de> for Field<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(AnyType(PhantomData))
    }
}

impl<'de, T: Deserialize<'de> + Shape> Take<'de> for Field<T> {
    const STRING: bool = matches!(T::TYPE, JsonType::String);
    const ARRAY: bool = matches!(T::TYPE, JsonType::Array);
    const OBJECT: bool = matches!(T::TYPE, JsonType::Object);

    fn other(t: JsonType) -> Self {
        Field::Not(t)
    }

    fn string<E: de::Error>(s: &str) -> Result<Self, E> {
        T::deserialize(StrDeserializer::new(s)).map(Field::Is)
    }

    fn array<A: SeqAccess<'de>>(seq: A) -> Result<Self, A::Error> {
        T::deserialize(SeqAccessDeserializer::new(seq)).map(Field::Is)
    }

    fn object<A: MapAccess<'de>>(map: A) -> Result<Self, A::Error> {
        T::deserialize(Object(map)).map(Field::Is)
    }
}

/// A value read as an `A` if it is an array, as an `O` if it is an object, else its type
/// (a document that may be either).
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayOrObject<A, O> {
    Array(A),
    Object(O),
    Not(JsonType),
}

impl<'de, A: Deserialize<'de>, O: Deserialize<'de>> Deserialize<'de> for ArrayOrObject<A, O> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(AnyType(PhantomData))
    }
}

impl<'de, A: Deserialize<'de>, O: Deserialize<'de>> Take<'de> for ArrayOrObject<A, O> {
    const STRING: bool = false;
    const ARRAY: bool = true;
    const OBJECT: bool = true;

    fn other(t: JsonType) -> Self {
        ArrayOrObject::Not(t)
    }

    fn string<E: de::Error>(_: &str) -> Result<Self, E> {
        Ok(ArrayOrObject::Not(JsonType::String))
    }

    fn array<S: SeqAccess<'de>>(seq: S) -> Result<Self, S::Error> {
        A::deserialize(SeqAccessDeserializer::new(seq)).map(ArrayOrObject::Array)
    }

    fn object<M: MapAccess<'de>>(map: M) -> Result<Self, M::Error> {
        O::deserialize(Object(map)).map(ArrayOrObject::Object)
    }
}

/// How a shape that takes any JSON type reads the ones it wants (the others are skipped and
/// named).
trait Take<'de>: Sized {
    const STRING: bool;
    const ARRAY: bool;
    const OBJECT: bool;
    fn other(t: JsonType) -> Self;
    fn string<E: de::Error>(s: &str) -> Result<Self, E>;
    fn array<A: SeqAccess<'de>>(seq: A) -> Result<Self, A::Error>;
    fn object<A: MapAccess<'de>>(map: A) -> Result<Self, A::Error>;
}

/// Any JSON value, for a [`Take`].
struct AnyType<T>(PhantomData<T>);

impl<'de, T: Take<'de>> Visitor<'de> for AnyType<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }

    fn visit_unit<E>(self) -> Result<T, E> {
        Ok(T::other(JsonType::Null))
    }

    fn visit_bool<E>(self, _: bool) -> Result<T, E> {
        Ok(T::other(JsonType::Bool))
    }

    fn visit_i64<E>(self, _: i64) -> Result<T, E> {
        Ok(T::other(JsonType::Number))
    }

    fn visit_u64<E>(self, _: u64) -> Result<T, E> {
        Ok(T::other(JsonType::Number))
    }

    fn visit_f64<E>(self, _: f64) -> Result<T, E> {
        Ok(T::other(JsonType::Number))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        if T::STRING {
            T::string(s)
        } else {
            Ok(T::other(JsonType::String))
        }
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<T, A::Error> {
        if T::ARRAY {
            return T::array(seq);
        }
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(T::other(JsonType::Array))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        if T::OBJECT {
            return T::object(map);
        }
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(T::other(JsonType::Object))
    }
}

/// An object given to a `Deserialize`: a struct sees each of its keys once, the first time,
/// and no other key; anything else sees every member.
struct Object<A>(A);

impl<'de, A: MapAccess<'de>> Deserializer<'de> for Object<A> {
    type Error = A::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, A::Error> {
        visitor.visit_map(self.0)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        visitor.visit_map(FirstKeys {
            map: self.0,
            fields,
            seen: 0,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map enum identifier
        ignored_any
    }
}

/// A struct's members: its own keys, each the first time it comes.
struct FirstKeys<A> {
    map: A,
    fields: &'static [&'static str],
    /// The fields seen (a bit each: a struct here has fewer than 64).
    seen: u64,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for FirstKeys<A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        while let Some(field) = self.map.next_key_seed(FieldIndex(self.fields))? {
            match field {
                Some(i) if i < 64 && self.seen & (1 << i) == 0 => {
                    self.seen |= 1 << i;
                    return seed
                        .deserialize(BorrowedStrDeserializer::new(self.fields[i]))
                        .map(Some);
                }
                _ => {
                    self.map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// A key as the index of the struct field it names.
struct FieldIndex(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for FieldIndex {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for FieldIndex {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E>(self, key: &str) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|f| *f == key))
    }
}

/// An object's members in order, equal keys and all (`foreign_names`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pairs<T>(pub Vec<(String, T)>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Pairs<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct PairsVisitor<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for PairsVisitor<T> {
            type Value = Pairs<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Pairs<T>, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                Ok(Pairs(pairs))
            }
        }
        d.deserialize_map(PairsVisitor(PhantomData))
    }
}

/// A member's JSON text as written (a stored list's `schema` and `cards`), or nothing when
/// the key is absent.
#[derive(Debug, Default)]
pub struct Raw(Option<Box<RawValue>>);

impl Raw {
    /// The text, without whitespace around it.
    pub fn text(&self) -> Option<&str> {
        self.0.as_deref().map(RawValue::get)
    }

    pub fn json_type(&self) -> Option<JsonType> {
        self.text().map(JsonType::of)
    }

    /// The number, as written.
    pub fn number(&self) -> Option<Number> {
        self.text()
            .filter(|t| JsonType::of(t) == JsonType::Number)
            .map(|t| Number(t.to_string()))
    }

    /// Whether it is `[]`.
    pub fn is_empty_array(&self) -> bool {
        self.text()
            .and_then(|t| t.strip_prefix('['))
            .is_some_and(|t| t.trim_start_matches([' ', '\n', '\r', '\t']) == "]")
    }
}

impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Box::<RawValue>::deserialize(d).map(|raw| Raw(Some(raw)))
    }
}

/// A JSON number, kept as its text: card data only ever needs whole numbers (a schema
/// version, a mana value), read exactly however they are written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Number(String);

impl Number {
    /// `n` written the way Scryfall writes a mana value: `5.0`.
    pub fn decimal(n: u64) -> Number {
        Number(format!("{n}.0"))
    }

    /// The number as written.
    pub fn as_text(&self) -> &str {
        &self.0
    }

    /// The value if it is a whole number from 0 to `u64::MAX`, however it is written:
    /// `5`, `5.0`, `5.00`, `0.5e1`, `500e-2`. `None` for fractions, negatives and overflow.
    pub fn as_u64(&self) -> Option<u64> {
        let text = self.0.as_str();
        if let Some(magnitude) = text.strip_prefix('-') {
            // -0 is still zero.
            return magnitude
                .bytes()
                .all(|b| matches!(b, b'0' | b'.' | b'e' | b'E' | b'+' | b'-'))
                .then_some(0);
        }
        let (mantissa, exp) = match text.find(['e', 'E']) {
            Some(i) => (&text[..i], text[i + 1..].parse::<i64>().ok()?),
            None => (text, 0),
        };
        let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        // The digits without the point, and where the point goes after the exponent.
        let digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
        let point = i64::try_from(int.len()).ok()?.checked_add(exp)?;
        let mut value: u64 = 0;
        for (i, d) in digits.iter().enumerate() {
            let i = i64::try_from(i).ok()?;
            if i < point {
                value = value.checked_mul(10)?.checked_add(u64::from(*d))?;
            } else if *d != 0 {
                return None;
            }
        }
        let len = i64::try_from(digits.len()).ok()?;
        for _ in len..point.max(len) {
            value = value.checked_mul(10)?;
        }
        Some(value)
    }
}

impl From<u64> for Number {
    fn from(n: u64) -> Number {
        Number(n.to_string())
    }
}

/// Written as it is kept.
impl Serialize for Number {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        RawValue::from_string(self.0.clone())
            .map_err(serde::ser::Error::custom)?
            .serialize(s)
    }
}

// ---------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------

/// Writes `value` as pretty JSON (two-space indent; a control character other than a line
/// feed, carriage return or tab as `\u00xx`, as this app always wrote it).
pub fn to_string_pretty<T: Serialize + ?Sized>(value: &T) -> String {
    let mut out = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Pretty(PrettyFormatter::new()));
    // serde_json fails only on a map key that is not a string, or on a failing `Serialize`;
    // what is written here has neither (keys are strings, numbers are valid JSON).
    if value.serialize(&mut ser).is_err() {
        return String::new();
    }
    String::from_utf8(out).unwrap_or_default()
}

/// serde_json's pretty formatter, with `\u0008` and `\u000c` for `\b` and `\f`.
struct Pretty(PrettyFormatter<'static>);

impl Formatter for Pretty {
    fn write_char_escape<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        escape: CharEscape,
    ) -> io::Result<()> {
        match escape {
            CharEscape::Backspace => w.write_all(b"\\u0008"),
            CharEscape::FormFeed => w.write_all(b"\\u000c"),
            other => self.0.write_char_escape(w, other),
        }
    }
    fn begin_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_array(w)
    }
    fn end_array<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array(w)
    }
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.0.begin_array_value(w, first)
    }
    fn end_array_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_array_value(w)
    }
    fn begin_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object(w)
    }
    fn end_object<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object(w)
    }
    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.0.begin_object_key(w, first)
    }
    fn begin_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.begin_object_value(w)
    }
    fn end_object_value<W: ?Sized + io::Write>(&mut self, w: &mut W) -> io::Result<()> {
        self.0.end_object_value(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads `text` as any JSON, or says why not.
    fn read(text: &str) -> Result<(), JsonError> {
        from_str::<IgnoredAny>(text, Limits::DEFAULT).map(|_| ())
    }

    #[test]
    fn parses_and_writes_back() {
        let text = r#"{"a": [1, 2.5, "x\"y\u00e9"], "b": {"c": null, "d": true}}"#;
        let v = from_str::<serde_json::Value>(text, Limits::DEFAULT).map_err(|e| e.to_string());
        let v = match v {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        };
        let again = from_str::<serde_json::Value>(&to_string_pretty(&v), Limits::DEFAULT)
            .map_err(|e| e.to_string());
        assert_eq!(again, Ok(v));
    }

    fn number(text: &str) -> Result<Number, String> {
        match from_str::<Raw>(text, Limits::DEFAULT) {
            Ok(raw) => raw.number().ok_or(format!("not a number: {raw:?}")),
            Err(e) => Err(e.to_string()),
        }
    }

    #[test]
    fn numbers_follow_the_json_grammar_and_keep_their_text() {
        for good in [
            "0", "-0", "5", "5.0", "0.5", "-12.25e3", "1E+2", "7e-0", "1e999",
        ] {
            assert_eq!(
                number(good).map(|n| n.as_text().to_string()),
                Ok(good.into())
            );
        }
        for bad in [
            "01", "1.", ".5", "1e", "1e+", "--1", "+1", "1.2.3", "-", "0x10",
        ] {
            assert!(number(bad).is_err(), "{bad} was accepted");
        }
        assert!(read("[1.]").is_err_and(|e| e.offset == 1));
    }

    #[test]
    fn whole_numbers_however_written() {
        let whole = |t: &str| number(t).ok().and_then(|n| n.as_u64());
        assert_eq!(whole("5"), Some(5));
        assert_eq!(whole("5.0"), Some(5));
        assert_eq!(whole("5.000"), Some(5));
        assert_eq!(whole("0.5e1"), Some(5));
        assert_eq!(whole("500e-2"), Some(5));
        assert_eq!(whole("1e2"), Some(100));
        assert_eq!(whole("0"), Some(0));
        assert_eq!(whole("-0.0"), Some(0));
        assert_eq!(whole("18446744073709551615"), Some(u64::MAX));
        assert_eq!(whole("18446744073709551616"), None);
        assert_eq!(whole("0.5"), None);
        assert_eq!(whole("-1"), None);
        assert_eq!(whole("1e999"), None);
        assert_eq!(whole("1e-999"), None);
        assert_eq!(Number::decimal(5).as_text(), "5.0");
        assert_eq!(Number::from(1).as_text(), "1");
        assert_eq!(to_string_pretty(&[Number::decimal(5)]), "[\n  5.0\n]");
    }

    #[test]
    fn limits_and_errors() {
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(read(&deep).is_err_and(|e| e.problem == JsonProblem::TooDeep { max: 32 }));
        assert!(read("{\"a\": }").is_err_and(|e| e.offset == 6));
        assert!(read("[1, 2").is_err());
        assert!(read("\"abc").is_err());
        assert!(read("[1] x").is_err());
        let small = Limits {
            max_bytes: 4,
            ..Limits::DEFAULT
        };
        assert!(from_str::<IgnoredAny>("[1,2,3]", small)
            .is_err_and(|e| matches!(e.problem, JsonProblem::TooBig { .. })));
    }

    /// Every kind of problem, at the byte the hand-written reader this module replaced gave
    /// (its answers, recorded): where serde_json stops differs, by a byte or by a token.
    #[test]
    fn each_problem_is_where_the_reader_always_said() {
        use JsonProblem as P;
        let bad = |text: &str| P::BadNumber { text: text.into() };
        let cases: Vec<(String, usize, JsonProblem)> = vec![
            ("".into(), 0, P::UnexpectedEnd),
            (" ".into(), 1, P::UnexpectedEnd),
            ("[] []".into(), 3, P::TrailingText),
            ("{\"a\":1}x".into(), 7, P::TrailingText),
            ("[".into(), 1, P::UnexpectedEnd),
            ("[1,".into(), 3, P::UnexpectedEnd),
            ("[1".into(), 2, P::ExpectedArraySeparator),
            ("[1 2]".into(), 3, P::ExpectedArraySeparator),
            ("[1.5e3x]".into(), 6, P::ExpectedArraySeparator),
            (
                "{\"a\":\n  [1,\n  2 3]}".into(),
                16,
                P::ExpectedArraySeparator,
            ),
            ("[x]".into(), 1, P::ExpectedValue),
            ("[1,]".into(), 3, P::ExpectedValue),
            ("[tr".into(), 1, P::ExpectedValue),
            ("[trux]".into(), 1, P::ExpectedValue),
            ("[nul]".into(), 1, P::ExpectedValue),
            ("{\"a\":tru}".into(), 5, P::ExpectedValue),
            ("\u{feff}[]".into(), 0, P::ExpectedValue),
            ("{".into(), 1, P::ExpectedKey),
            ("{1:2}".into(), 1, P::ExpectedKey),
            ("{\"a\":1,".into(), 7, P::ExpectedKey),
            ("{\"a\":1,}".into(), 7, P::ExpectedKey),
            ("{\"a\"".into(), 4, P::ExpectedColon),
            ("{\"a\" 1}".into(), 5, P::ExpectedColon),
            ("{\"a\":".into(), 5, P::UnexpectedEnd),
            ("{\"a\":1".into(), 6, P::ExpectedObjectSeparator),
            ("{\"a\":\"b\"".into(), 8, P::ExpectedObjectSeparator),
            ("{\"a\":1 \"b\":2}".into(), 7, P::ExpectedObjectSeparator),
            ("[\"\\u12\"]".into(), 4, P::BadUnicodeEscape),
            ("[\"\\u12".into(), 4, P::BadUnicodeEscape),
            ("[\"\\ud800\\uZZZZ\"]".into(), 10, P::BadUnicodeEscape),
            ("[\"\\ud800\\u12".into(), 10, P::BadUnicodeEscape),
            ("[\"abc".into(), 5, P::UnclosedString),
            ("[\"\\q\"]".into(), 3, P::UnknownEscape),
            ("[\"\\".into(), 3, P::UnknownEscape),
            ("[\"\\ud800\\".into(), 9, P::UnknownEscape),
            ("[\"a\u{1}b\"]".into(), 3, P::ControlCharacter),
            ("{\"a\":\n\"b\u{1}\"}".into(), 8, P::ControlCharacter),
            (
                "{\"skipped\":\n[\"b\u{1}\"]}".into(),
                15,
                P::ControlCharacter,
            ),
            ("[01]".into(), 1, bad("01")),
            ("[1.]".into(), 1, bad("1.")),
            ("-".into(), 0, bad("-")),
            ("[-]".into(), 1, bad("-")),
            ("[1e+".into(), 1, bad("1e+")),
            // The limits, and a syntax error a reader meets before them.
            (
                format!("{}x{}", "[".repeat(32), "]".repeat(32)),
                32,
                P::ExpectedValue,
            ),
            (
                format!("{}x{}", "[".repeat(33), "]".repeat(33)),
                33,
                P::TooDeep { max: 32 },
            ),
            (format!("[x{}", "[".repeat(40)), 1, P::ExpectedValue),
            (
                format!("[1 {}", "[".repeat(40)),
                3,
                P::ExpectedArraySeparator,
            ),
            (
                format!("[{}x]", "0,".repeat(199_999)),
                399_999,
                P::TooManyValues { max: 200_000 },
            ),
            (
                format!("[{}0 1]", "0,".repeat(199_998)),
                399_999,
                P::ExpectedArraySeparator,
            ),
            (
                format!("[{}01]", "0,".repeat(199_999)),
                399_999,
                P::TooManyValues { max: 200_000 },
            ),
            (
                format!("[{}\"\\q\"]", "0,".repeat(199_999)),
                399_999,
                P::TooManyValues { max: 200_000 },
            ),
            // A whole document of 200,000 values, then one more: text after it.
            (
                format!("[{}0] 5", "0,".repeat(199_998)),
                400_000,
                P::TrailingText,
            ),
        ];
        for (text, offset, problem) in cases {
            let shown: String = text.chars().take(40).collect();
            let got = read(&text).map_err(|e| (e.offset, e.problem));
            assert_eq!(got, Err((offset, problem)), "{shown:?}");
        }
        assert_eq!(read(&format!("[{}0]", "0,".repeat(199_998))), Ok(()));
    }

    /// Lone surrogate escapes read as the hand-written reader read them: U+FFFD, or the pair
    /// made with the next escape's low ten bits; offsets after them unchanged.
    #[test]
    fn lone_surrogates_read_as_before() {
        let strings = |text: &str| from_str::<Vec<String>>(text, Limits::DEFAULT);
        assert_eq!(
            strings(r#"["\ud800", "a\udc00b", "\ud800x", "\ud83d\ude00"]"#),
            Ok(vec![
                "\u{FFFD}".into(),
                "a\u{FFFD}b".into(),
                "\u{FFFD}x".into(),
                "\u{1F600}".into()
            ])
        );
        // The leading surrogate with any escape after it: one character.
        assert_eq!(
            strings(r#"["\ud800\u0041", "\uD800\uD801"]"#),
            Ok(vec!["\u{10041}".into(), "\u{10001}".into()])
        );
        assert_eq!(
            read("[\"\\udc00\", 1 2]"),
            Err(JsonError {
                offset: 13,
                line: 1,
                column: 14,
                problem: JsonProblem::ExpectedArraySeparator
            })
        );
        // Keys too.
        assert!(from_str::<serde_json::Value>(r#"{"\udc00": 1}"#, Limits::DEFAULT).is_ok());
    }

    /// An error says its line and column: lines from 1, columns in characters.
    #[test]
    fn errors_say_their_line_and_column() {
        let e = read("{\n  \"name\": \"Été\",\n  \"x\": ]\n}").unwrap_err();
        assert_eq!((e.line, e.column), (3, 8));
        assert_eq!(e.problem, JsonProblem::ExpectedValue);
        assert_eq!(
            e.to_string(),
            "invalid JSON at line 3, column 8: expected a value (object, array, string, number, true, false or null)"
        );
        // Columns count characters, not bytes; a line's first character is column 1.
        assert_eq!(position("é\u{1F600}x", "é\u{1F600}".len()), (1, 3));
        assert_eq!(position("a\nb", 2), (2, 1));
        assert_eq!(position("ab", 99), (1, 3));
        assert_eq!(position("", 0), (1, 1));
    }

    /// What the old reader took and serde_json refuses: a number too large for a `f64` where
    /// the number is read (skipped, it is still fine), and a `\u` escape with a sign.
    #[test]
    fn the_two_things_refused_now() {
        assert_eq!(read("[1e999]"), Ok(()));
        assert_eq!(
            from_str::<Field<String>>("1e999", Limits::DEFAULT),
            Err(JsonError {
                offset: 0,
                line: 1,
                column: 1,
                problem: JsonProblem::BadNumber {
                    text: "1e999".into()
                }
            })
        );
        assert_eq!(
            read("[\"\\u+041\"]"),
            Err(JsonError {
                offset: 4,
                line: 1,
                column: 5,
                problem: JsonProblem::BadUnicodeEscape
            })
        );
    }

    #[derive(Debug, Default, Deserialize, PartialEq)]
    #[serde(default)]
    struct Sample {
        name: Field<String>,
        list: Field<Vec<Field<String>>>,
        pairs: Field<Pairs<Field<String>>>,
    }

    impl Shape for Sample {
        const TYPE: JsonType = JsonType::Object;
    }

    /// A field takes any JSON type and says which; the first of two equal keys counts;
    /// unknown keys are skipped; `Pairs` keeps every member in order.
    #[test]
    fn fields_take_any_type_and_the_first_key_counts() {
        let sample = |text: &str| from_str::<Field<Sample>>(text, Limits::DEFAULT);
        assert_eq!(
            sample(
                r#"{"x": {"y": [1e999]}, "name": "A", "name": 2, "list": ["a", null, 3, [], {}]}"#
            ),
            Ok(Field::Is(Sample {
                name: Field::Is("A".into()),
                list: Field::Is(vec![
                    Field::Is("a".into()),
                    Field::Not(JsonType::Null),
                    Field::Not(JsonType::Number),
                    Field::Not(JsonType::Array),
                    Field::Not(JsonType::Object),
                ]),
                pairs: Field::Absent,
            }))
        );
        assert_eq!(
            sample(r#"{"name": true, "list": {"a": 1}, "pairs": {"fr": "a", "fr": 1}}"#),
            Ok(Field::Is(Sample {
                name: Field::Not(JsonType::Bool),
                list: Field::Not(JsonType::Object),
                pairs: Field::Is(Pairs(vec![
                    ("fr".into(), Field::Is("a".into())),
                    ("fr".into(), Field::Not(JsonType::Number)),
                ])),
            }))
        );
        assert_eq!(sample("[1, {}]"), Ok(Field::Not(JsonType::Array)));
        assert_eq!(sample("\"x\""), Ok(Field::Not(JsonType::String)));
        let either = |text: &str| {
            from_str::<ArrayOrObject<Vec<Field<String>>, Sample>>(text, Limits::DEFAULT)
        };
        assert_eq!(
            either("[\"a\"]"),
            Ok(ArrayOrObject::Array(vec![Field::Is("a".into())]))
        );
        assert_eq!(either("{}"), Ok(ArrayOrObject::Object(Sample::default())));
        assert_eq!(either("null"), Ok(ArrayOrObject::Not(JsonType::Null)));
    }

    /// The writer's layout: two spaces, `[]` and `{}` when empty, control characters as
    /// `\u00xx` but for `\n`, `\r` and `\t`.
    #[test]
    fn writes_pretty_json_as_before() {
        let v = serde_json::json!({"a": [], "b": {}, "c": ["\u{8}\u{c}\n\r\t\u{1}\"\\/é"]});
        assert_eq!(
            to_string_pretty(&v),
            "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    \"\\u0008\\u000c\\n\\r\\t\\u0001\\\"\\\\/é\"\n  ]\n}"
        );
    }
}
