//! Errors a user can cause. Every one is a value with a message that says what was wrong
//! and what would be right; the engine never panics on user input.

use std::fmt;

use crate::messages::{Lang, Msg};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineError {
    /// No card matches; `suggestions` are the closest names.
    UnknownCard {
        query: String,
        suggestions: Vec<String>,
    },
    /// A face name that belongs to more than one card.
    AmbiguousCard {
        query: String,
        candidates: Vec<String>,
    },
    /// A word that is not one of the expected values.
    BadValue {
        what: &'static str,
        value: String,
        expected: String,
    },
    /// The question has no answer under the rules (an instant on the battlefield, a Room
    /// under 2013 rules): the reason and the rules.
    Impossible {
        /// In English.
        reason: String,
        rules: Vec<&'static str>,
        /// The reason in any language.
        msg: Msg,
    },
}

impl EngineError {
    /// An impossible question, with its reason and rules.
    pub fn impossible(msg: Msg, rules: &[&'static str]) -> EngineError {
        EngineError::Impossible {
            reason: msg.render(Lang::En),
            rules: rules.to_vec(),
            msg,
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::UnknownCard { query, suggestions } => {
                write!(f, "no split card is called {query:?}")?;
                if !suggestions.is_empty() {
                    write!(f, "; did you mean {}?", suggestions.join(", "))?;
                }
                Ok(())
            }
            EngineError::AmbiguousCard { query, candidates } => write!(
                f,
                "{query:?} names a half of more than one card: {}; give the full name",
                candidates.join(", ")
            ),
            EngineError::BadValue {
                what,
                value,
                expected,
            } => write!(
                f,
                "{value:?} is not a valid {what}; expected one of: {expected}"
            ),
            EngineError::Impossible { reason, rules, .. } => {
                write!(f, "{reason} (rule {})", rules.join(", "))
            }
        }
    }
}

impl std::error::Error for EngineError {}
