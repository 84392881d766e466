//! Today's Comprehensive Rules the engine cites, by number: one named constant per rule
//! (`R709_4B` is 709.4b), and the one place a rule number is written in the engine's code.
//! Code cites a rule by its constant (`n::R709_4B`, with `use crate::rules::numbers as n`),
//! so a rule is found, and renumbered, in one place; its summaries are `rule-709_4b` in
//! `locales/{en,fr,de}.ftl` ([`crate::rules::cr`]), and how older eras numbered it is
//! `crate::eras::era_rules`.
//!
//! **Invariant: [`ALL`] is exactly the rules `cr::rules()` has summaries for, in the same
//! order** (a test checks): a constant without a summary, or a summary without a constant,
//! fails.

/// The split-card rules, 709.x: every rule whose number starts so.
pub const SPLIT_CARDS: &str = "709.";
/// The fuse rules, 702.102a–d: every rule whose number starts so.
pub const FUSE: &str = "702.102";

/// The aftermath rules, 702.127: every rule whose number starts so.
pub const AFTERMATH: &str = "702.127";

/// Declares each rule's constant, [`ALL`], and the rules marked as today's.
macro_rules! numbers {
    ($($name:ident = $rule:literal),* $(,)?) => {
        $(
            #[doc = concat!("Rule ", $rule, ".")]
            pub const $name: &str = $rule;
        )*
        /// Every rule of today's Comprehensive Rules the engine cites.
        pub const ALL: &[&str] = &[$($name),*];
        /// Every rule of [`ALL`] marked as today's (`"709.4b@current"`, cited so under an
        /// older era), one after the other in one text (U+001E after each; no table of
        /// string slices, see [`crate::pairs`]).
        pub(crate) const MARKED_TODAY: &str = concat!($($rule, "@current\x1e"),*);
    };
}

numbers! {
    R105_2B = "105.2b",
    R107_3 = "107.3",
    R107_3B = "107.3b",
    R113_2C = "113.2c",
    R116_2M = "116.2m",
    R118_6 = "118.6",
    R201_4B = "201.4b",
    R202_1 = "202.1",
    R202_1B = "202.1b",
    R202_2 = "202.2",
    R202_2E = "202.2e",
    R202_3 = "202.3",
    R202_3A = "202.3a",
    R202_3D = "202.3d",
    R202_3E = "202.3e",
    R205_2A = "205.2a",
    R205_3H = "205.3h",
    R304_4 = "304.4",
    R305_1 = "305.1",
    R305_9 = "305.9",
    R307_4 = "307.4",
    R601_2A = "601.2a",
    R601_2F = "601.2f",
    R601_3 = "601.3",
    R601_3E = "601.3e",
    R608_2N = "608.2n",
    R608_3 = "608.3",
    R611_2C = "611.2c",
    R702_1B = "702.1b",
    R702_16B = "702.16b",
    R702_85A = "702.85a",
    R702_102A = "702.102a",
    R702_102B = "702.102b",
    R702_102C = "702.102c",
    R702_102D = "702.102d",
    R702_127A = "702.127a",
    R707_10 = "707.10",
    R709_1 = "709.1",
    R709_2 = "709.2",
    R709_3 = "709.3",
    R709_3A = "709.3a",
    R709_3B = "709.3b",
    R709_3C = "709.3c",
    R709_4 = "709.4",
    R709_4A = "709.4a",
    R709_4B = "709.4b",
    R709_4C = "709.4c",
    R709_4D = "709.4d",
    R709_5 = "709.5",
    R709_5A = "709.5a",
    R709_5B = "709.5b",
    R709_5C = "709.5c",
    R709_5D = "709.5d",
    R709_5E = "709.5e",
    R709_5F = "709.5f",
    R709_5G = "709.5g",
    R709_5H = "709.5h",
    R709_5I = "709.5i",
    R709_5J = "709.5j",
    R903_4 = "903.4",
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_constant_has_a_summary_and_every_summary_a_constant() {
        let summarised: Vec<&str> = crate::rules::cr::rules().iter().map(|(r, _)| *r).collect();
        assert_eq!(summarised, super::ALL);
        let marked: Vec<&str> = super::MARKED_TODAY.split_terminator('\x1e').collect();
        assert_eq!(marked.len(), super::ALL.len());
        for (m, r) in marked.iter().zip(super::ALL) {
            assert_eq!(m.strip_suffix("@current"), Some(*r));
        }
    }
}
