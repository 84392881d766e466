//! Rule numbers of the older Comprehensive Rules, for answers given under an older era.
//!
//! Split cards were rule 708 from 2006 until July 2021 (709 since); fuse was 702.101 until
//! April 2021 (702.102 since). Numbers here are as the seed rulings page quotes the
//! Dragon's Maze-era rules.

use crate::era::Era;

/// The rules about split cards off and on the stack in force in `era`.
pub fn split_rules(era: Era) -> &'static [&'static str] {
    match era {
        Era::Current | Era::Y2017 => &[],
        Era::Y2013 => &["708.2", "708.7"],
        Era::Y2006 | Era::Y2000 => &["708.2"],
    }
}
