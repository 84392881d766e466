//! The rules of older eras the engine cites, by id: one named constant per rule as an era
//! numbered it (`E2013_708_5` is 708.5 of the 2013 rules, `"708.5@2013"`), and the one place
//! such an id is written in the engine's code. `era_rules.rs` maps today's rules to these
//! (`e::E2017_708_4B`, with `use crate::eras::numbers as e`); their summaries are
//! `rule-708_5--2013` in `locales/{en,fr,de}.ftl`.
//!
//! **Invariant: [`ALL`] is exactly the older rules `cr::era_rules()` has summaries for, in
//! the same order** (a test checks).

/// Declares each older rule's constant and [`ALL`].
macro_rules! numbers {
    ($($name:ident = $rule:literal),* $(,)?) => {
        $(
            #[doc = concat!("Rule ", $rule, ".")]
            pub const $name: &str = $rule;
        )*
        /// Every older rule the engine cites.
        pub const ALL: &[&str] = &[$($name),*];
    };
}

numbers! {
    E2000_505_2 = "505.2@2000",
    E2000_505_3 = "505.3@2000",
    E2000_505_4 = "505.4@2000",
    E2000_505_5 = "505.5@2000",
    E2000_505_6 = "505.6@2000",
    E2000_NAME_A_CARD = "name-a-card@2000",
    E2006_505_2 = "505.2@2006",
    E2006_505_3 = "505.3@2006",
    E2006_505_4 = "505.4@2006",
    E2006_505_5 = "505.5@2006",
    E2006_505_6 = "505.6@2006",
    E2006_NAME_A_CARD = "name-a-card@2006",
    E2009_708_2 = "708.2@2009",
    E2009_708_3 = "708.3@2009",
    E2009_708_4 = "708.4@2009",
    E2009_708_5 = "708.5@2009",
    E2009_708_6 = "708.6@2009",
    E2009_201_3 = "201.3@2009",
    E2013_708_2 = "708.2@2013",
    E2013_708_2A = "708.2a@2013",
    E2013_708_2B = "708.2b@2013",
    E2013_708_3 = "708.3@2013",
    E2013_708_4 = "708.4@2013",
    E2013_708_5 = "708.5@2013",
    E2013_708_6 = "708.6@2013",
    E2013_708_7 = "708.7@2013",
    E2013_702_101A = "702.101a@2013",
    E2013_702_101B = "702.101b@2013",
    E2013_702_101C = "702.101c@2013",
    E2013_702_101D = "702.101d@2013",
    E2013_601_2E = "601.2e@2013",
    E2013_706_10 = "706.10@2013",
    E2013_702_84A = "702.84a@2013",
    E2017_708_1 = "708.1@2017",
    E2017_708_2 = "708.2@2017",
    E2017_708_3 = "708.3@2017",
    E2017_708_3A = "708.3a@2017",
    E2017_708_3B = "708.3b@2017",
    E2017_708_4 = "708.4@2017",
    E2017_708_4A = "708.4a@2017",
    E2017_708_4B = "708.4b@2017",
    E2017_708_4C = "708.4c@2017",
    E2017_708_4D = "708.4d@2017",
    E2017_702_101A = "702.101a@2017",
    E2017_702_101B = "702.101b@2017",
    E2017_702_101C = "702.101c@2017",
    E2017_702_101D = "702.101d@2017",
    E2017_702_126A = "702.126a@2017",
    E2017_708_3C = "708.3c@2017",
    E2017_202_3D = "202.3d@2017",
    E2017_112_2C = "112.2c@2017",
    E2017_117_6 = "117.6@2017",
    E2017_608_2K = "608.2k@2017",
    E2017_706_10 = "706.10@2017",
    E2017_702_84A = "702.84a@2017",
    E2021_04_708_1 = "708.1@2021-04",
    E2021_04_708_2 = "708.2@2021-04",
    E2021_04_708_3 = "708.3@2021-04",
    E2021_04_708_3A = "708.3a@2021-04",
    E2021_04_708_3B = "708.3b@2021-04",
    E2021_04_708_3C = "708.3c@2021-04",
    E2021_04_708_4 = "708.4@2021-04",
    E2021_04_708_4A = "708.4a@2021-04",
    E2021_04_708_4B = "708.4b@2021-04",
    E2021_04_708_4C = "708.4c@2021-04",
    E2021_04_708_4D = "708.4d@2021-04",
    E2021_04_706_10 = "706.10@2021-04",
    E2021_04_608_2M = "608.2m@2021-04",
    E2021_608_2M = "608.2m@2021",
}

/// Today's 709.4b cited as today's under an older era, beside the era's own rule: a split
/// card's mana symbols are each half's (`crate::rules::characteristics`).
pub const R709_4B_TODAY: &str = "709.4b@current";

#[cfg(test)]
mod tests {
    #[test]
    fn every_constant_has_a_summary_and_every_summary_a_constant() {
        let summarised: Vec<&str> = crate::rules::cr::era_rules()
            .iter()
            .map(|(r, _)| *r)
            .collect();
        assert_eq!(summarised, super::ALL);
        assert_eq!(
            super::R709_4B_TODAY.strip_suffix("@current"),
            Some(crate::rules::numbers::R709_4B)
        );
    }
}
