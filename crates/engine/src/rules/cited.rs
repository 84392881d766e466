//! A value with the rules behind it: [`Cited`] — the value, the rule numbers that produced
//! it ([`Rules`]) and a one-sentence explanation, a message rendered in any language on
//! demand. Every characteristic, verdict and probe answer the engine gives is cited.
//!
//! **Invariant: no value without a rule** (`cited` and `cited_with` check that the list is
//! not empty); the numbers are the rules of `crate::rules::cr`, or an older era's as
//! `crate::eras::era_rules` rewrites them.

use crate::messages::{Lang, Msg};

/// A value with the rules behind it and a one-sentence explanation, `msg`, rendered in any
/// language on demand ([`Msg::render`]) — never eagerly: characteristics are computed on
/// every render and every probe.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cited<T> {
    pub value: T,
    /// Borrowed from the engine's own lists except when an older era rewrites them.
    pub rules: Rules,
    pub msg: Msg,
}

impl<T> Cited<T> {
    /// The explanation in English.
    pub fn why(&self) -> String {
        self.msg.render(Lang::En)
    }

    /// The explanation in `lang`.
    pub fn why_in(&self, lang: Lang) -> String {
        self.msg.render(lang)
    }
}

/// Rule numbers cited: a static list (no copy) or one made for an older era.
pub type Rules = std::borrow::Cow<'static, [&'static str]>;

pub(crate) fn cited<T>(value: T, rules: &'static [&'static str], msg: Msg) -> Cited<T> {
    cited_with(value, Rules::Borrowed(rules), msg)
}

pub(crate) fn cited_with<T>(value: T, rules: Rules, msg: Msg) -> Cited<T> {
    debug_assert!(!rules.is_empty(), "every value is cited");
    Cited { value, rules, msg }
}
