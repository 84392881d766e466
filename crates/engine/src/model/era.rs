//! Rules eras: the split-card rules changed several times (`docs/rules.md`, "How the rules
//! changed").
//!
//! The engine answers under any era; today's answers are [`Era::Current`]. The eras are
//! today's, 2021, 2021-04, 2017, 2013, 2009, 2006 and 2000, each with the features it had
//! ([`Era::has_fuse`], [`Era::has_aftermath`], [`Era::has_rooms`] …). Two models:
//!
//! - 2000 to 2013: two sets of characteristics off the stack. The 2009 era (Magic 2010,
//!   July 2009 to Dragon's Maze) answers as the 2006 era but cites the renumbered document
//!   (`"708.5@2009"`, naming a card 201.3); the 2013 era (Dragon's Maze) adds fuse.
//! - 2017 on: today's model. The 2017 era (Amonkhet to April 2021) cites the numbers of
//!   2017 (`"708.4b@2017"`, fuse 702.101, aftermath 702.126); the 2021-04 era (Strixhaven,
//!   April to July 2021: fuse 702.102 and aftermath 702.127 renumbered, split cards still
//!   708) and the 2021 era (to Duskmourn: split cards 709) are the same model as numbered
//!   then, with no Rooms (`data/SOURCES.md`). How each era cites is [`crate::eras::era_rules`].
//!
//! The rules before April 2021 said "converted mana cost" ([`Era::says_mana_value`]): under
//! those eras an explanation naming the mana value is its variant in that term (the
//! template whose id ends in `-cmc`, [`crate::messages::Msg::in_era`]), applied where the
//! characteristics and the probes' answers are made. A test walks every card, zone, mode,
//! effect and era in the three languages.

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
    /// Magic 2010 (July 2009): the same answers as Dissension's, cited as the Magic 2010
    /// Comprehensive Rules renumbered the whole document (split cards 505 → 708, naming a
    /// card 201.3: `"708.5@2009"`), until Dragon's Maze (`data/SOURCES.md`).
    Y2009,
    /// Dragon's Maze (April 2013): fuse; a fused spell has one total mana value; you name
    /// one half.
    Y2013,
    /// Amonkhet (April 2017): the modern model, combined characteristics off the stack;
    /// aftermath. Cited as numbered then (split cards 708, fuse 702.101, aftermath 702.126,
    /// X 202.3d, copying 706.10: `"708.4b@2017"`), until fuse and aftermath moved (April
    /// 2021).
    Y2017,
    /// Strixhaven (April 2021): the same answers; fuse 702.102 and aftermath 702.127 (today's
    /// numbers), "mana value" for "converted mana cost", split cards still 708 and copying
    /// 706.10 (`"708.4b@2021-04"`) until July 2021.
    Y2021April,
    /// Adventures in the Forgotten Realms (July 2021): the same answers as Amonkhet's, split
    /// cards at 709 and copying at 707.10, today's numbers but for a few (`data/SOURCES.md`);
    /// no Rooms yet.
    Y2021,
    /// Duskmourn (September 2024) on: Rooms (709.5).
    #[default]
    Current,
}

impl Era {
    pub const ALL: [Era; 8] = [
        Era::Current,
        Era::Y2021,
        Era::Y2021April,
        Era::Y2017,
        Era::Y2013,
        Era::Y2009,
        Era::Y2006,
        Era::Y2000,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Era::Current => "current",
            Era::Y2021 => "2021",
            Era::Y2021April => "2021-04",
            Era::Y2017 => "2017",
            Era::Y2013 => "2013",
            Era::Y2009 => "2009",
            Era::Y2006 => "2006",
            Era::Y2000 => "2000",
        }
    }

    /// The first day the era's rules applied (ISO date): the day of the set's release, or
    /// of the Update Bulletin that changed the split-card rules (`data/SOURCES.md`). The
    /// labels ([`crate::messages::era_in`]) and the messages about when a
    /// mechanic arrived name these months; a test holds them together.
    pub fn since(self) -> &'static str {
        match self {
            // Duskmourn's release.
            Era::Current => "2024-09-27",
            // Adventures in the Forgotten Realms' release, the day its Comprehensive Rules
            // took effect: split cards at 709 (`docs/rules.md`: "July 2021").
            Era::Y2021 => "2021-07-23",
            // Strixhaven's Comprehensive Rules took effect ("effective as of April 22, 2021"):
            // fuse 702.102, aftermath 702.127, "mana value" (`docs/rules.md`: "April 2021").
            Era::Y2021April => "2021-04-22",
            // The Amonkhet Update Bulletin (and release).
            Era::Y2017 => "2017-04-28",
            // The Dragon's Maze Update Bulletin (`docs/rules.md`: "Dragon's Maze, April 2013"); the
            // set itself was released on 2013-05-03.
            Era::Y2013 => "2013-04-25",
            // The Magic 2010 Comprehensive Rules took effect (the July 2009 Update Bulletin:
            // "Changes to the Comprehensive Rules will also go into effect on Friday, July
            // 10"): everything renumbered, split cards at 708.
            Era::Y2009 => "2009-07-10",
            // Dissension's release.
            Era::Y2006 => "2006-05-05",
            // Invasion's release.
            Era::Y2000 => "2000-10-02",
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

    /// Whether the era's rules say "mana value". The term replaced "converted mana cost" in
    /// the CR of April 2021 (`docs/rules.md`, `data/SOURCES.md`): today's rules and the 2021 eras'
    /// say it; the older eras' said "converted mana cost". Explanations under an era use its
    /// term ([`crate::messages::Msg::in_era`]); the JSON's field names stay `mana_value`.
    pub fn says_mana_value(self) -> bool {
        self >= Era::Y2021April
    }

    pub fn has_fuse(self) -> bool {
        self >= Era::Y2013
    }

    pub fn has_aftermath(self) -> bool {
        self >= Era::Y2017
    }

    /// Cascade arrived with Alara Reborn (April 2009), inside the Dissension era (May 2006 –
    /// July 2009): no rules before those knew it (an answer under them says so).
    pub fn has_cascade(self) -> bool {
        self >= Era::Y2006
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
                    ("first", Arg::Text(Era::Y2000.since().into())),
                ],
            )))),
        };
        let parts: Vec<&str> = t.split('-').collect();
        let [y, m, d] = parts.as_slice() else {
            return Err(bad());
        };
        let digits = |p: &str, n: usize| p.len() == n && p.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(bad());
        }
        let (Ok(year), Ok(month), Ok(day)) = (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>())
        else {
            return Err(bad());
        };
        // A date shaped right must also exist: no month 13, no 30 February.
        let not_a_date = |expected| EngineError::BadValue {
            what: Field::Era,
            value: s.to_string(),
            expected,
        };
        if !(1..=12).contains(&month) {
            return Err(not_a_date(msg(
                "ex-era-month",
                vec![
                    ("first", Arg::Text("01".into())),
                    ("last", Arg::Text("12".into())),
                ],
            )));
        }
        let days = days_in_month(year, month);
        if !(1..=days).contains(&day) {
            return Err(not_a_date(msg(
                "ex-era-day",
                vec![
                    ("month", Arg::Text(format!("{y}-{m}"))),
                    ("days", Arg::Num(days)),
                ],
            )));
        }
        // ISO dates compare correctly as strings.
        Era::ALL
            .into_iter()
            .find(|e| t.as_str() >= e.since())
            .ok_or_else(bad)
    }
}

/// The number of days of `month` (1–12) in `year` (Gregorian calendar).
fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        // A leap year: divisible by 4, but not by 100 unless by 400 (written with
        // remainders: `is_multiple_of` is newer than the workspace's rust-version).
        2 if matches!((year % 4, year % 100, year % 400), (0, 1.., _) | (_, _, 0)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
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
        assert_eq!(Era::parse("2021-05-01"), Ok(Era::Y2021April));
        assert_eq!(Era::parse("2017-04-27"), Ok(Era::Y2013));
        assert_eq!(Era::parse("2010-01-01"), Ok(Era::Y2009));
        assert_eq!(Era::parse("2008-01-01"), Ok(Era::Y2006));
        assert_eq!(Era::parse("2001-03-01"), Ok(Era::Y2000));
        assert!(Era::parse("1999-01-01").is_err());
        assert!(Era::parse("2015-13-01").is_err());
        assert!(Era::parse("soon").is_err());
    }

    #[test]
    fn each_era_begins_on_its_first_day() {
        for e in Era::ALL {
            assert_eq!(Era::parse(e.since()), Ok(e), "{e:?}");
        }
        // Dragon's Maze rules from its Update Bulletin, April 2013 (`docs/rules.md`).
        assert_eq!(Era::parse("2013-04-24"), Ok(Era::Y2009));
        assert_eq!(Era::parse("2013-04-25"), Ok(Era::Y2013));
        assert_eq!(Era::parse("2013-04-30"), Ok(Era::Y2013));
        assert_eq!(Era::parse("2017-04-27"), Ok(Era::Y2013));
        assert_eq!(Era::parse("2024-09-26"), Ok(Era::Y2021));
        // Fuse 702.102 and aftermath 702.127 from April 2021, the split-card rules at 709
        // from July 2021 (`docs/rules.md`; the CRs' own dates).
        assert_eq!(Era::parse("2021-04-21"), Ok(Era::Y2017));
        assert_eq!(Era::parse("2021-04-22"), Ok(Era::Y2021April));
        assert_eq!(Era::parse("2021-07-22"), Ok(Era::Y2021April));
        assert_eq!(Era::parse("2021-07-23"), Ok(Era::Y2021));
        assert_eq!(Era::parse("2006-05-04"), Ok(Era::Y2000));
        // The Magic 2010 rules (the renumbered document) from 10 July 2009.
        assert_eq!(Era::parse("2009-07-09"), Ok(Era::Y2006));
        assert_eq!(Era::parse("2009-07-10"), Ok(Era::Y2009));
        assert!(Era::parse("2000-10-01").is_err());
    }

    #[test]
    fn impossible_dates_are_refused() {
        for (date, why) in [
            (
                "2030-02-30",
                "expected a date that exists: 2030-02 has 28 days",
            ),
            (
                "2023-02-29",
                "expected a date that exists: 2023-02 has 28 days",
            ),
            (
                "2015-04-31",
                "expected a date that exists: 2015-04 has 30 days",
            ),
            (
                "2015-06-00",
                "expected a date that exists: 2015-06 has 30 days",
            ),
            (
                "2015-01-32",
                "expected a date that exists: 2015-01 has 31 days",
            ),
            ("2015-13-01", "expected a date whose month is from 01 to 12"),
            ("2015-00-10", "expected a date whose month is from 01 to 12"),
        ] {
            match Era::parse(date) {
                Err(e) => assert_eq!(
                    e.to_string(),
                    format!("\"{date}\" is not a valid rules era; {why}")
                ),
                Ok(era) => panic!("{date}: {era:?}"),
            }
        }
        // Leap days that exist.
        assert_eq!(Era::parse("2024-02-29"), Ok(Era::Y2021));
        // Before Invasion: no era, though the day exists (2000 is a leap year).
        assert!(
            Era::parse("2000-02-29").is_err_and(|e| e.to_string().contains("(from 2000-10-02)"))
        );
        assert!(
            Era::parse("2000-02-30").is_err_and(|e| e.to_string().ends_with("2000-02 has 29 days"))
        );
    }

    /// The labels (every language), the date an era begins and the messages about when a
    /// mechanic arrived name the same months: an era runs from its own month to the next
    /// era's, as `docs/rules.md` dates them ("Dragon's Maze, April 2013").
    #[test]
    fn labels_and_messages_agree_with_the_dates() {
        use crate::messages::{era_in, msg, Lang};
        const MONTHS: [[&str; 12]; 3] = [
            [
                "January",
                "February",
                "March",
                "April",
                "May",
                "June",
                "July",
                "August",
                "September",
                "October",
                "November",
                "December",
            ],
            [
                "janvier",
                "février",
                "mars",
                "avril",
                "mai",
                "juin",
                "juillet",
                "août",
                "septembre",
                "octobre",
                "novembre",
                "décembre",
            ],
            [
                "Januar",
                "Februar",
                "März",
                "April",
                "Mai",
                "Juni",
                "Juli",
                "August",
                "September",
                "Oktober",
                "November",
                "Dezember",
            ],
        ];
        let month = |e: Era, lang: Lang| {
            let m: usize = e.since()[5..7].parse().unwrap_or(0);
            let names = &MONTHS[Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)];
            format!("{} {}", names[m - 1], &e.since()[..4])
        };
        for lang in Lang::ALL {
            // Without the built-in French and German (the web app's engine before a language
            // pack is installed), a label is in English.
            let shown = if cfg!(feature = "builtin-translations") {
                lang
            } else {
                Lang::En
            };
            for (i, e) in Era::ALL.into_iter().enumerate() {
                let label = era_in(e, lang);
                let start = month(e, shown);
                assert!(label.contains(&start), "{lang:?} {e:?}: {label} ({start})");
                if i > 0 {
                    let end = month(Era::ALL[i - 1], shown);
                    assert!(
                        label.contains(&format!("{start} – {end}")),
                        "{lang:?} {e:?}: {label} (to {end})"
                    );
                }
            }
            for (id, e) in [
                ("fuse-before-2013", Era::Y2013),
                ("aftermath-before-2017", Era::Y2017),
                ("rooms-before-2024", Era::Current),
            ] {
                let text = msg(id, vec![]).render(lang);
                // Without the built-in French and German, a message renders in English.
                let shown = if cfg!(feature = "builtin-translations") {
                    lang
                } else {
                    Lang::En
                };
                assert!(text.contains(&month(e, shown)), "{lang:?} {id}: {text}");
            }
        }
    }
}
