//! The five colors and sets of them.
//!
//! [`Color`], and [`ColorSet`], a bit set; colors are listed in WUBRG order (the CLI, the
//! data files) or in the order printed on cards, around the color wheel
//! ([`ColorSet::wheel_order`]).
//!
//! This file is also compiled into `build.rs` (the catalogue check), so it refers to
//! nothing outside itself.

use std::fmt;

/// One of the five colors, in WUBRG order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    W,
    U,
    B,
    R,
    G,
}

impl Color {
    /// All five, in WUBRG order (the order of the color wheel, rule 105.1).
    pub const ALL: [Color; 5] = [Color::W, Color::U, Color::B, Color::R, Color::G];

    pub fn letter(self) -> char {
        match self {
            Color::W => 'W',
            Color::U => 'U',
            Color::B => 'B',
            Color::R => 'R',
            Color::G => 'G',
        }
    }

    pub fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'W' => Some(Color::W),
            'U' => Some(Color::U),
            'B' => Some(Color::B),
            'R' => Some(Color::R),
            'G' => Some(Color::G),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::W => "white",
            Color::U => "blue",
            Color::B => "black",
            Color::R => "red",
            Color::G => "green",
        }
    }

    fn index(self) -> u8 {
        self as u8
    }
}

/// A set of colors. Empty means colorless.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ColorSet(u8);

impl ColorSet {
    pub const COLORLESS: ColorSet = ColorSet(0);

    pub fn with(self, c: Color) -> ColorSet {
        ColorSet(self.0 | (1 << c.index()))
    }

    pub fn union(self, other: ColorSet) -> ColorSet {
        ColorSet(self.0 | other.0)
    }

    pub fn contains(self, c: Color) -> bool {
        self.0 & (1 << c.index()) != 0
    }

    /// True when every color of `other` is in `self`.
    pub fn contains_all(self, other: ColorSet) -> bool {
        self.0 & other.0 == other.0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Two or more colors (rule 105.2b: "multicolored").
    pub fn is_multicolored(self) -> bool {
        self.len() >= 2
    }

    /// The colors in WUBRG order (how the CLI and the data files list them).
    pub fn wubrg(self) -> Vec<Color> {
        Color::ALL
            .into_iter()
            .filter(|c| self.contains(*c))
            .collect()
    }

    /// The colors in the order printed on cards: around the color wheel, starting so that
    /// the arc is the shortest; for the three-color "wedges" (a color and its two enemies)
    /// the printed order is the color followed by the colors two and four steps on
    /// (Abzan is W B G, Temur G U R).
    pub fn wheel_order(self) -> Vec<Color> {
        let present = self.wubrg();
        if present.len() <= 1 || present.len() == 5 {
            return present;
        }
        // The present colors' offsets from `start`, in increasing order, padded past
        // `present.len()` with the same value for every start (so comparing them compares
        // the offsets), in an array rather than a Vec, and built in order: no sort (a sort
        // is a few KB of code in the wasm).
        let offsets_from = |start: u8| -> [u8; 5] {
            let mut v = [u8::MAX; 5];
            let offsets =
                (0..5u8).filter(|o| self.contains(Color::ALL[((start + o) % 5) as usize]));
            for (slot, o) in v.iter_mut().zip(offsets) {
                *slot = o;
            }
            v
        };
        let starts = present.iter().map(|c| c.index());
        let best = if present.len() == 3 {
            starts
                .clone()
                .find(|s| offsets_from(*s)[..3] == [0, 2, 4])
                .or_else(|| starts.clone().min_by_key(|s| offsets_from(*s)))
        } else {
            starts.clone().min_by_key(|s| offsets_from(*s))
        };
        let start = best.unwrap_or(0);
        offsets_from(start)[..present.len()]
            .iter()
            .map(|o| Color::ALL[((start + o) % 5) as usize])
            .collect()
    }

    /// WUBRG letters, e.g. "UR"; empty for colorless.
    pub fn letters(self) -> String {
        self.wubrg().into_iter().map(Color::letter).collect()
    }

    /// Parses letters such as "ur" (any order, case-insensitive).
    pub fn from_letters(s: &str) -> Option<ColorSet> {
        let mut set = ColorSet::COLORLESS;
        for ch in s.chars() {
            set = set.with(Color::from_letter(ch)?);
        }
        Some(set)
    }

    /// Human words: "colorless", "red", "blue and red".
    pub fn describe(self) -> String {
        let names: Vec<&str> = self.wheel_order().into_iter().map(Color::name).collect();
        match names.len() {
            0 => "colorless".to_string(),
            1 => names[0].to_string(),
            _ => {
                let (last, rest) = names.split_last().unwrap_or((&"", &[]));
                format!("{} and {}", rest.join(", "), last)
            }
        }
    }
}

impl FromIterator<Color> for ColorSet {
    fn from_iter<I: IntoIterator<Item = Color>>(iter: I) -> Self {
        iter.into_iter().fold(ColorSet::COLORLESS, ColorSet::with)
    }
}

impl fmt::Display for ColorSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(s: &str) -> String {
        ColorSet::from_letters(s)
            .map(|c| c.wheel_order().into_iter().map(Color::letter).collect())
            .unwrap_or_default()
    }

    #[test]
    fn wheel_order_matches_printed_costs() {
        // Guild pairs as printed.
        for (set, printed) in [
            ("WU", "WU"),
            ("UB", "UB"),
            ("BR", "BR"),
            ("RG", "RG"),
            ("GW", "GW"),
            ("WB", "WB"),
            ("UR", "UR"),
            ("BG", "BG"),
            ("RW", "RW"),
            ("GU", "GU"),
        ] {
            assert_eq!(order(set), printed, "{set}");
        }
        // Shards and wedges.
        assert_eq!(order("WUB"), "WUB");
        assert_eq!(order("GWU"), "GWU");
        assert_eq!(order("WBG"), "WBG");
        assert_eq!(order("URW"), "URW");
        assert_eq!(order("GUR"), "GUR");
        assert_eq!(order("RWB"), "RWB");
        // Four colors start after the missing one.
        assert_eq!(order("UBRG"), "UBRG");
        assert_eq!(order("WBRG"), "BRGW");
        assert_eq!(order("WUBRG"), "WUBRG");
    }

    #[test]
    fn describe_lists_in_wheel_order() {
        assert_eq!(
            ColorSet::from_letters("ru")
                .map(|c| c.describe())
                .as_deref(),
            Some("blue and red")
        );
        assert_eq!(ColorSet::COLORLESS.describe(), "colorless");
    }
}
