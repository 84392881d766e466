//! Reading a rules era from a user's words: an era's slug ("current", "2017") or an ISO
//! date ("2015-06-01"), which gives the era in force that day ([`Era::parse`]). A word that
//! is neither, or a date that doesn't exist (no month 13, no 30 February), is refused with
//! the engine's error saying what is expected.

use crate::error::{EngineError, Field};
use crate::messages::{msg, one_of, Arg};
use crate::model::era::Era;

impl Era {
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
