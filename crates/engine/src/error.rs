//! Errors a user can cause. Every one is a value with a message that says what was wrong
//! and what would be right; the engine never panics on user input.
//!
//! Every error is a [`Msg`] ([`EngineError::msg`], [`EngineError::render`] in a language),
//! so it can be told in any language; `Display` is the English. [`EngineError::reason`]
//! leaves out an impossible question's rule numbers, for pages that link them. A bad value
//! says what it was meant to be (a typed [`Field`]: zone, mode, origin, doors, era, search
//! term, effect, number, name), what the user typed (`Arg::Value`, quoted per language:
//! `"moon"`, `« moon »` with no-break spaces, `„moon“`) and what was expected: the accepted
//! words (`messages::one_of`; slugs, modes and eras are the same in every language) or a
//! description. `tests/errors.rs` causes every kind through the API and checks the French
//! and German: complete, not English, no English word left.
//!
//! **Invariant: the engine never panics on user input.** Parsers return errors with
//! positions; a name not found gets suggestions; an impossible question (an instant on the
//! battlefield, a Room in 2013) is [`EngineError::Impossible`] with the reason and the
//! rules; an illegal cast is a `Verdict` with a reason, never a made-up answer.

use std::fmt;

use crate::messages::{msg, none, Arg, Lang, Msg};

/// What a bad value was meant to be: the zone, the cast mode, the rules era …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Zone,
    /// The cast mode.
    Mode,
    /// The zone a spell was cast from (`--from`).
    Origin,
    /// A Room's unlocked doors.
    Doors,
    /// The rules era.
    Era,
    SearchTerm,
    /// An effect probe.
    Effect,
    /// The number an effect needs chosen.
    Number,
    /// The card name an effect needs chosen.
    Name,
}

impl Field {
    pub const ALL: [Field; 9] = [
        Field::Zone,
        Field::Mode,
        Field::Origin,
        Field::Doors,
        Field::Era,
        Field::SearchTerm,
        Field::Effect,
        Field::Number,
        Field::Name,
    ];

    /// The noun, as a message: "zone", "mode de lancement", "Regelstand".
    pub fn msg(self) -> Msg {
        msg(
            match self {
                Field::Zone => "what-zone",
                Field::Mode => "what-mode",
                Field::Origin => "what-origin",
                Field::Doors => "what-doors",
                Field::Era => "what-era",
                Field::SearchTerm => "what-search-term",
                Field::Effect => "what-effect",
                Field::Number => "what-number",
                Field::Name => "what-name",
            },
            vec![],
        )
    }
}

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
    /// A word that is not one of the expected values (an empty `value`: none was given).
    BadValue {
        what: Field,
        value: String,
        /// What would be right: a list of the accepted words ([`crate::messages::one_of`])
        /// or a description.
        expected: Msg,
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

    /// The whole error as a message (an impossible question's rule numbers included).
    pub fn msg(&self) -> Msg {
        match self {
            EngineError::UnknownCard { query, suggestions } => msg(
                "err-unknown-card",
                vec![
                    ("query", Arg::Value(query.clone())),
                    (
                        "suggest",
                        if suggestions.is_empty() {
                            none()
                        } else {
                            Arg::Msg(Box::new(msg(
                                "err-did-you-mean",
                                [("names", Arg::CardNames(suggestions.clone()))],
                            )))
                        },
                    ),
                ],
            ),
            EngineError::AmbiguousCard { query, candidates } => msg(
                "err-ambiguous-card",
                vec![
                    ("query", Arg::Value(query.clone())),
                    ("cards", Arg::CardNames(candidates.clone())),
                ],
            ),
            EngineError::BadValue {
                what,
                value,
                expected,
            } => {
                let mut args = vec![
                    ("what", Arg::Msg(Box::new(what.msg()))),
                    ("expected", Arg::Msg(Box::new(expected.clone()))),
                ];
                if value.is_empty() {
                    msg("err-missing-value", args)
                } else {
                    args.push(("value", Arg::Value(value.clone())));
                    msg("err-bad-value", args)
                }
            }
            EngineError::Impossible { rules, msg: m, .. } => msg(
                "err-impossible",
                vec![
                    ("reason", Arg::Msg(Box::new(m.clone()))),
                    ("rules", Arg::Rules(rules.clone())),
                ],
            ),
        }
    }

    /// What is wrong, for a page that shows the rules as links of their own: an impossible
    /// question's reason without its rule numbers; any other error whole.
    pub fn reason(&self) -> Msg {
        match self {
            EngineError::Impossible { msg, .. } => msg.clone(),
            other => other.msg(),
        }
    }

    /// The whole error in `lang` (`Display` is the English).
    pub fn render(&self, lang: Lang) -> String {
        self.msg().render(lang)
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl std::error::Error for EngineError {}
