//! Rules eras: the split-card rules changed several times (RULES.md, "How the rules changed").
//!
//! The engine answers under any era; today's answers are [`Era::Current`].

use std::fmt;

use crate::error::{EngineError, Field};
use crate::messages::{msg, one_of, Arg};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Era {
    /// Invasion (October 2000): off the stack two sets of characteristics; value questions
    /// get both halves' values combined; naming a split card names all its names.
    Y2000,
    /// Dissension (May 2006): two sets and two converted mana costs off the stack; a
    /// question gets two answers.
    Y2006,
    /// Dragon's Maze (April 2013): fuse; a fused spell has one total mana value; you name
    /// one half.
    Y2013,
    /// Amonkhet (April 2017): the modern model, combined characteristics off the stack;
    /// aftermath. Until Duskmourn, but cited as numbered when it began (split cards 708,
    /// fuse 702.101, aftermath 702.126: `"708.4b@2017"`), though the numbers changed in
    /// 2021 (702.102 and 702.127 in April, 709 in July) and "converted mana cost" became
    /// "mana value" (April 2021): the answers did not change, so one era.
    Y2017,
    /// Duskmourn (September 2024) on: Rooms (709.5).
    #[default]
    Current,
}

impl Era {
    pub const ALL: [Era; 5] = [Era::Current, Era::Y2017, Era::Y2013, Era::Y2006, Era::Y2000];

    pub fn slug(self) -> &'static str {
        match self {
            Era::Current => "current",
            Era::Y2017 => "2017",
            Era::Y2013 => "2013",
            Era::Y2006 => "2006",
            Era::Y2000 => "2000",
        }
    }

    /// The first day the era's rules applied (ISO date).
    pub fn since(self) -> &'static str {
        match self {
            Era::Current => "2024-09-27",
            Era::Y2017 => "2017-04-28",
            Era::Y2013 => "2013-05-03",
            Era::Y2006 => "2006-05-05",
            Era::Y2000 => "2000-10-02",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Era::Current => "Current rules (Duskmourn, September 2024 on)",
            Era::Y2017 => "Amonkhet rules (April 2017 – September 2024, numbered as in 2017)",
            Era::Y2013 => "Dragon's Maze rules (April 2013 – April 2017)",
            Era::Y2006 => "Dissension rules (2006 – April 2013)",
            Era::Y2000 => "Invasion rules (2000 – 2006)",
        }
    }

    /// Off the stack, one combined set of characteristics (709.4) rather than two.
    pub fn combines_off_stack(self) -> bool {
        self >= Era::Y2017
    }

    /// Off the stack a question asking for a value (Dark Confidant, Infernal Genesis) got
    /// the halves' values combined into one answer (505.5 of the Invasion rules), though
    /// the card had two sets of characteristics; from Dissension it got two answers.
    pub fn combines_asked_values(self) -> bool {
        self == Era::Y2000
    }

    pub fn has_fuse(self) -> bool {
        self >= Era::Y2013
    }

    pub fn has_aftermath(self) -> bool {
        self >= Era::Y2017
    }

    pub fn has_rooms(self) -> bool {
        self >= Era::Current
    }

    /// Parses an era slug ("current", "2017") or an ISO date ("2015-06-01"), giving the
    /// era in force on that date.
    pub fn parse(s: &str) -> Result<Era, EngineError> {
        let t = s.trim().to_ascii_lowercase();
        if let Some(e) = Era::ALL.into_iter().find(|e| e.slug() == t) {
            return Ok(e);
        }
        if t == "today" || t == "now" {
            return Ok(Era::Current);
        }
        let bad = || EngineError::BadValue {
            what: Field::Era,
            value: s.to_string(),
            expected: one_of(Arg::Msg(Box::new(msg(
                "ex-era",
                vec![
                    ("eras", Arg::Text(Era::ALL.map(Era::slug).join(", "))),
                    ("example", Arg::Text("2015-06-01".into())),
                    ("first", Arg::Text("2000-10-02".into())),
                ],
            )))),
        };
        let parts: Vec<&str> = t.split('-').collect();
        let valid = matches!(parts.as_slice(), [y, m, d]
            if y.len() == 4 && m.len() == 2 && d.len() == 2
            && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit()))
            && (1..=12).contains(&m.parse::<u32>().unwrap_or(0))
            && (1..=31).contains(&d.parse::<u32>().unwrap_or(0)));
        if !valid {
            return Err(bad());
        }
        // ISO dates compare correctly as strings.
        Era::ALL
            .into_iter()
            .find(|e| t.as_str() >= e.since())
            .ok_or_else(bad)
    }
}

impl fmt::Display for Era {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_pick_the_era_in_force() {
        assert_eq!(Era::parse("2026-01-01"), Ok(Era::Current));
        assert_eq!(Era::parse("2020-05-01"), Ok(Era::Y2017));
        assert_eq!(Era::parse("2017-04-27"), Ok(Era::Y2013));
        assert_eq!(Era::parse("2010-01-01"), Ok(Era::Y2006));
        assert_eq!(Era::parse("2001-03-01"), Ok(Era::Y2000));
        assert!(Era::parse("1999-01-01").is_err());
        assert!(Era::parse("2015-13-01").is_err());
        assert!(Era::parse("soon").is_err());
    }
}
