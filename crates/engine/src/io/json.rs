//! A small, bounded JSON reader and writer for card import and export.
//!
//! Hand-written rather than serde so the WebAssembly build stays small and so hostile input
//! has hard limits: size, nesting depth and element counts are checked while parsing
//! ([`Limits`]), and every error says where (a byte offset) and what was expected, as a
//! typed [`JsonProblem`]. It never panics. Numbers are kept as their text ([`Number`]; whole
//! values through [`Number::as_u64`]), so no floating-point parsing or printing is compiled
//! into the wasm.

use std::fmt::Write as _;

/// A parsed JSON value. Objects keep their key order.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(Number),
    String(String),
    Array(Vec<Value>),
    Object(Vec<(String, Value)>),
}

impl Value {
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The JSON type name, for error messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }
}

/// A JSON number, kept as its text: card data only ever needs whole numbers (a schema
/// version, a mana value), so the reader checks the grammar and keeps the digits, and the
/// writer gives them back unchanged. No floating-point parsing or printing is compiled in
/// (that machinery and its tables are a sizeable part of a small WebAssembly build).
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
    pub problem: JsonProblem,
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid JSON at byte {}: {}", self.offset, self.problem)
    }
}

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
    limits: Limits,
    elements: usize,
}

/// Parses `text` within `limits`.
pub fn parse(text: &str, limits: Limits) -> Result<Value, JsonError> {
    if text.len() > limits.max_bytes {
        return Err(JsonError {
            offset: limits.max_bytes,
            problem: JsonProblem::TooBig {
                bytes: text.len(),
                max: limits.max_bytes,
            },
        });
    }
    let mut p = Parser {
        bytes: text.as_bytes(),
        pos: 0,
        limits,
        elements: 0,
    };
    p.ws();
    let v = p.value(0)?;
    p.ws();
    if p.pos != p.bytes.len() {
        return Err(p.err(JsonProblem::TrailingText));
    }
    Ok(v)
}

impl Parser<'_> {
    fn err(&self, problem: JsonProblem) -> JsonError {
        JsonError {
            offset: self.pos,
            problem,
        }
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.bytes.get(self.pos) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, lit: &str) -> bool {
        if self.bytes[self.pos..].starts_with(lit.as_bytes()) {
            self.pos += lit.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, JsonError> {
        if depth > self.limits.max_depth {
            return Err(self.err(JsonProblem::TooDeep {
                max: self.limits.max_depth,
            }));
        }
        self.elements += 1;
        if self.elements > self.limits.max_elements {
            return Err(self.err(JsonProblem::TooManyValues {
                max: self.limits.max_elements,
            }));
        }
        match self.bytes.get(self.pos) {
            None => Err(self.err(JsonProblem::UnexpectedEnd)),
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::String),
            Some(b't') if self.eat("true") => Ok(Value::Bool(true)),
            Some(b'f') if self.eat("false") => Ok(Value::Bool(false)),
            Some(b'n') if self.eat("null") => Ok(Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.err(JsonProblem::ExpectedValue)),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.pos += 1;
        let mut fields = Vec::new();
        self.ws();
        if self.eat("}") {
            return Ok(Value::Object(fields));
        }
        loop {
            self.ws();
            if self.bytes.get(self.pos) != Some(&b'"') {
                return Err(self.err(JsonProblem::ExpectedKey));
            }
            let key = self.string()?;
            self.ws();
            if !self.eat(":") {
                return Err(self.err(JsonProblem::ExpectedColon));
            }
            self.ws();
            let v = self.value(depth + 1)?;
            fields.push((key, v));
            self.ws();
            if self.eat(",") {
                continue;
            }
            if self.eat("}") {
                return Ok(Value::Object(fields));
            }
            return Err(self.err(JsonProblem::ExpectedObjectSeparator));
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, JsonError> {
        self.pos += 1;
        let mut items = Vec::new();
        self.ws();
        if self.eat("]") {
            return Ok(Value::Array(items));
        }
        loop {
            self.ws();
            items.push(self.value(depth + 1)?);
            self.ws();
            if self.eat(",") {
                continue;
            }
            if self.eat("]") {
                return Ok(Value::Array(items));
            }
            return Err(self.err(JsonProblem::ExpectedArraySeparator));
        }
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self
            .bytes
            .get(self.pos..self.pos + 4)
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.err(JsonProblem::BadUnicodeEscape))?;
        self.pos += 4;
        Ok(digits)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let start = self.pos;
            while let Some(&b) = self.bytes.get(self.pos) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.pos += 1;
            }
            // The input is a &str and we stopped on ASCII, so this slice is valid UTF-8.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.pos]).unwrap_or(""));
            match self.bytes.get(self.pos) {
                None => return Err(self.err(JsonProblem::UnclosedString)),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.pos += 1;
                    let esc = self.bytes.get(self.pos).copied();
                    self.pos += 1;
                    match esc {
                        Some(b'"') => out.push('"'),
                        Some(b'\\') => out.push('\\'),
                        Some(b'/') => out.push('/'),
                        Some(b'b') => out.push('\u{8}'),
                        Some(b'f') => out.push('\u{c}'),
                        Some(b'n') => out.push('\n'),
                        Some(b'r') => out.push('\r'),
                        Some(b't') => out.push('\t'),
                        Some(b'u') => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) && self.eat("\\u") {
                                let lo = self.hex4()?;
                                0x10000 + ((hi - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF)
                            } else {
                                hi
                            };
                            out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                        }
                        _ => {
                            self.pos -= 1;
                            return Err(self.err(JsonProblem::UnknownEscape));
                        }
                    }
                }
                Some(_) => return Err(self.err(JsonProblem::ControlCharacter)),
            }
        }
    }

    fn number(&mut self) -> Result<Value, JsonError> {
        // -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
        let start = self.pos;
        let digits = |p: &mut Self| {
            let from = p.pos;
            while let Some(b'0'..=b'9') = p.bytes.get(p.pos) {
                p.pos += 1;
            }
            p.pos - from
        };
        if self.bytes.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        let int_start = self.pos;
        let int = digits(self);
        let mut ok = int > 0 && !(int > 1 && self.bytes[int_start] == b'0');
        if ok && self.bytes.get(self.pos) == Some(&b'.') {
            self.pos += 1;
            ok = digits(self) > 0;
        }
        if ok && matches!(self.bytes.get(self.pos), Some(b'e' | b'E')) {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.pos) {
                self.pos += 1;
            }
            ok = digits(self) > 0;
        }
        if !ok {
            // Report the whole malformed run, not just where the grammar broke.
            while let Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9') =
                self.bytes.get(self.pos)
            {
                self.pos += 1;
            }
            let text = String::from_utf8_lossy(&self.bytes[start..self.pos]);
            return Err(JsonError {
                offset: start,
                problem: JsonProblem::BadNumber {
                    text: text.to_string(),
                },
            });
        }
        // Only ASCII digits and signs were consumed: the slice is valid UTF-8.
        let text = String::from_utf8_lossy(&self.bytes[start..self.pos]).into_owned();
        Ok(Value::Number(Number(text)))
    }
}

/// Writes `v` as pretty JSON (two-space indent).
pub fn to_string_pretty(v: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, v, 0);
    out
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write_value(out: &mut String, v: &Value, indent: usize) {
    let pad = |n: usize| "  ".repeat(n);
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(n) => out.push_str(n.as_text()),
        Value::String(s) => write_string(out, s),
        Value::Array(items) if items.is_empty() => out.push_str("[]"),
        Value::Array(items) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                write_value(out, item, indent + 1);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push(']');
        }
        Value::Object(fields) if fields.is_empty() => out.push_str("{}"),
        Value::Object(fields) => {
            out.push_str("{\n");
            for (i, (k, item)) in fields.iter().enumerate() {
                out.push_str(&pad(indent + 1));
                write_string(out, k);
                out.push_str(": ");
                write_value(out, item, indent + 1);
                out.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(indent));
            out.push('}');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes_back() {
        let text = r#"{"a": [1, 2.5, "x\"y\u00e9"], "b": {"c": null, "d": true}}"#;
        let v = parse(text, Limits::DEFAULT).map_err(|e| e.to_string());
        let v = match v {
            Ok(v) => v,
            Err(e) => panic!("{e}"),
        };
        let again = parse(&to_string_pretty(&v), Limits::DEFAULT).map_err(|e| e.to_string());
        assert_eq!(again, Ok(v));
    }

    fn number(text: &str) -> Result<Number, String> {
        match parse(text, Limits::DEFAULT) {
            Ok(Value::Number(n)) => Ok(n),
            Ok(other) => Err(format!("not a number: {other:?}")),
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
        assert!(parse("[1.]", Limits::DEFAULT).is_err_and(|e| e.offset == 1));
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
    }

    #[test]
    fn limits_and_errors() {
        let deep = "[".repeat(100) + &"]".repeat(100);
        assert!(parse(&deep, Limits::DEFAULT)
            .is_err_and(|e| e.problem == JsonProblem::TooDeep { max: 32 }));
        assert!(parse("{\"a\": }", Limits::DEFAULT).is_err_and(|e| e.offset == 6));
        assert!(parse("[1, 2", Limits::DEFAULT).is_err());
        assert!(parse("\"abc", Limits::DEFAULT).is_err());
        assert!(parse("[1] x", Limits::DEFAULT).is_err());
        let small = Limits {
            max_bytes: 4,
            ..Limits::DEFAULT
        };
        assert!(
            parse("[1,2,3]", small).is_err_and(|e| matches!(e.problem, JsonProblem::TooBig { .. }))
        );
    }
}
