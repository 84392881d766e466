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
//!   then, with no Rooms (`data/SOURCES.md`). How each era cites is `eras::era_rules`.
//!
//! The rules before April 2021 said "converted mana cost" ([`Era::says_mana_value`]): under
//! those eras an explanation naming the mana value is its variant in that term (the
//! template whose id ends in `-cmc`, `messages::Msg::in_era`), applied where the
//! characteristics and the probes' answers are made. A test walks every card, zone, mode,
//! effect and era in the three languages.
//!
//! Reading an era from a user's words (a slug or a date, [`Era::parse`]) is
//! `crate::eras::words`: its refusals are the engine's errors, which this plain value does
//! not know.

use std::fmt;

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
    /// labels (`messages::era_in`) and the messages about when a
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
    /// term (`messages::Msg::in_era`); the JSON's field names stay `mana_value`.
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
}

/// How long before its era begins a ruling may be published for it: the release notes of a
/// set that changes the rules come out before the set's release and the rules update (those
/// of Dragon's Maze on 2013-04-15, ten days before; Amonkhet's on 2017-04-18, ten days;
/// Duskmourn's on 2024-09-20, seven).
pub const RULINGS_AHEAD_DAYS: i64 = 21;

impl Era {
    /// The era a ruling published on `date` (`YYYY-MM-DD`) was written for: the latest era
    /// that had begun, or was to begin within [`RULINGS_AHEAD_DAYS`], that day. `None` for
    /// a date that isn't one.
    pub fn of_ruling(date: &str) -> Option<Era> {
        let day = days(date)? + RULINGS_AHEAD_DAYS;
        Era::ALL
            .into_iter()
            .find(|era| days(era.since()).is_some_and(|since| since <= day))
    }

    /// Whether a ruling written for the era `written_for`, and removed by the rules of the
    /// era `removed_by` if a rules change removed it, holds under the rules of `self`.
    pub fn ruling(self, written_for: Era, removed_by: Option<Era>) -> RulingInForce {
        if written_for > self {
            RulingInForce::NotYet
        } else if removed_by.is_some_and(|removed| removed <= self) {
            RulingInForce::Removed
        } else {
            RulingInForce::Yes
        }
    }
}

/// Whether a ruling holds under an era's rules ([`Era::ruling`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulingInForce {
    /// Written for later rules.
    NotYet,
    Yes,
    /// A later rules change removed it.
    Removed,
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date (the civil calendar's day count).
fn days(date: &str) -> Option<i64> {
    let mut parts = date.splitn(3, '-').map(|p| p.parse::<i64>().ok());
    let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((m + 9) % 12) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
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
    fn a_day_count_is_the_calendars() {
        assert_eq!(days("1970-01-01"), Some(0));
        assert_eq!(days("2000-03-01"), Some(11_017));
        assert_eq!(
            days("2017-04-28")
                .zip(days("2017-04-18"))
                .map(|(a, b)| a - b),
            Some(10)
        );
        assert_eq!(days("2017-13-01"), None);
        assert_eq!(days("soon"), None);
    }

    /// Release notes come out before their set's rules: Amonkhet's rulings of 2017-04-18
    /// are of the 2017 era, which began on 2017-04-28; a ruling of 2015 is of the 2013 era.
    #[test]
    fn a_ruling_is_of_the_era_it_was_written_for() {
        assert_eq!(Era::of_ruling("2017-04-18"), Some(Era::Y2017));
        assert_eq!(Era::of_ruling("2013-04-15"), Some(Era::Y2013));
        assert_eq!(Era::of_ruling("2024-09-20"), Some(Era::Current));
        assert_eq!(Era::of_ruling("2015-06-01"), Some(Era::Y2013));
        assert_eq!(Era::of_ruling("2004-10-04"), Some(Era::Y2000));
        assert_eq!(Era::of_ruling("1999-01-01"), None);
    }

    #[test]
    fn a_ruling_holds_from_its_era_until_a_rules_change_removes_it() {
        let (two_sets, removed) = (Era::Y2013, Some(Era::Y2017));
        assert_eq!(Era::Y2009.ruling(two_sets, removed), RulingInForce::NotYet);
        assert_eq!(Era::Y2013.ruling(two_sets, removed), RulingInForce::Yes);
        assert_eq!(Era::Y2017.ruling(two_sets, removed), RulingInForce::Removed);
        assert_eq!(Era::Current.ruling(Era::Y2017, None), RulingInForce::Yes);
        assert_eq!(Era::Y2013.ruling(Era::Y2017, None), RulingInForce::NotYet);
    }
}
