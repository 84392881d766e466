//! The rules eras: what each era of the split-card rules changed, and how an answer given
//! under an older era cites the rules of its time ([`era_rules`]). The eras themselves
//! (names, dates, what each has) are plain values, `crate::model::era`.
//!
//! **Invariant: a question under an older era is answered by the same rules code as today's**
//! (`crate::rules`), which asks this folder at each point where the eras differ; an era's
//! differences are written here once.

pub mod era_rules;
pub mod numbers;
pub mod words;
