//! A view read from words: what a link's parameters or a command line's options ask of a
//! card — the zone, the mode, where it was cast from, a Room's doors, X, the rules era — read
//! as one question the engine answers. The app's links and the `splitcard` command line both
//! read their words here, so the same words are the same question.
//!
//! Reading never fails: each word that can't be honoured is left out with a [`Refusal`]
//! saying which and why (the engine's error), and the rest is answered. A link shows the
//! refusals as notices; the command line refuses the whole question with the first one.
//!
//! What reading decides, beyond each word's own parsing:
//! - a mode the card doesn't have ("fused" parses for every card) is left out, with the
//!   engine's reason for refusing that cast;
//! - a Room on the battlefield with one door unlocked was cast as that door (709.5d), unless
//!   the words name the mode;
//! - an origin or doors the engine refuses in the view are left out (the origin first, then
//!   the doors: [`crate::fit`]), then, while the engine still refuses, the zone (the view is
//!   then in the library);
//! - an X the view has no use for (a half without {X}, or off the stack, 202.3e) and a Room's
//!   doors off the battlefield (709.5c) are left out, with the engine's reason.
//!
//! A question no word is to blame for (a Room under rules that had no Rooms) is read as
//! asked: its answer is the engine's refusal.

use crate::eras::era_rules::{self, Topic};
use crate::error::EngineError;
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::characteristics::doors_refused;
use crate::rules::inspect::{fit, inspect, Choice};
use crate::rules::situation::{Cast, Choices, Doors, Mode, Origin, Situation, Zone};

/// The largest X a view takes: a whole number from 0 to this.
pub const MAX_X: u32 = 999;

/// A view's words, as a link or a command line gives them; `None` for a word not given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words<'a> {
    pub zone: Option<&'a str>,
    pub mode: Option<&'a str>,
    pub from: Option<&'a str>,
    pub unlocked: Option<&'a str>,
    pub x: Option<&'a str>,
    pub era: Option<&'a str>,
}

/// A word left out of the view, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `zone`: not a zone, or one the card can't be in (the view is then in the library).
    Zone(EngineError),
    /// `mode`: not a mode of the card.
    Mode(EngineError),
    /// `from`: not a zone, or one the view's spell can't have been cast from.
    From(EngineError),
    /// `unlocked` for a card that has no doors (709.5c, the engine's error).
    NoDoors(EngineError),
    /// `unlocked`: not a door state, or doors the view can't have.
    Doors(EngineError),
    /// `x`: not a whole number from 0 to [`MAX_X`] (the word as given).
    BadX(String),
    /// `x` for a view with no X to choose: a half without {X}, or off the stack.
    XNotHere(EngineError),
    /// `era`: not a rules era or a date.
    Era(EngineError),
}

impl Refusal {
    /// The engine's error behind the refusal (a bad X is a bad number).
    pub fn error(&self) -> EngineError {
        match self {
            Refusal::Zone(e)
            | Refusal::Mode(e)
            | Refusal::From(e)
            | Refusal::NoDoors(e)
            | Refusal::Doors(e)
            | Refusal::XNotHere(e)
            | Refusal::Era(e) => e.clone(),
            Refusal::BadX(value) => EngineError::BadValue {
                what: crate::error::Field::Number,
                value: value.clone(),
                expected: crate::messages::msg(
                    "ex-whole-number-to",
                    [("max", crate::messages::Arg::Num(MAX_X))],
                ),
            },
        }
    }
}

/// A view of a card: everything a question to the inspector holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub zone: Zone,
    /// How it is (or would be) cast: the mode asked, the door a Room was cast as, or the
    /// first half. Off the stack: "could this mode be cast from here?".
    pub mode: Mode,
    /// Where the spell was cast from; `None` is the usual origin for the mode.
    pub from: Option<Origin>,
    /// A Room's unlocked doors on the battlefield; `None` is the door that was cast (709.5d).
    pub unlocked: Option<Doors>,
    /// X for a spell on the stack.
    pub x: Option<u32>,
    pub era: Era,
}

impl View {
    /// A card in the library, its first half chosen, under today's rules.
    pub fn new() -> View {
        View {
            zone: Zone::Library,
            mode: Mode::Face(0),
            from: None,
            unlocked: None,
            x: None,
            era: Era::Current,
        }
    }

    /// The user's choices beyond the card, zone, mode and era.
    pub fn choices(&self) -> Choices {
        Choices {
            from: self.from,
            doors: self.unlocked,
            x: self.x,
        }
    }

    /// The question the view asks of `card` ([`Situation::view`]).
    pub fn situation(&self, card: &Card) -> Situation {
        Situation::view(card, self.zone, self.mode, self.choices(), self.era)
    }
}

impl Default for View {
    fn default() -> View {
        View::new()
    }
}

/// A view read from words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    pub view: View,
    /// Whether the words named the mode, or a Room's doors implied it (709.5d): otherwise
    /// the view's mode is only the first half, as a page shows it.
    pub mode_asked: bool,
    /// Each word left out, in the order of the words, then of the checks that need the
    /// whole view.
    pub refusals: Vec<Refusal>,
}

/// Reads `words` as a view of `card` (see the module's docs).
pub fn read(card: &Card, words: &Words) -> Read {
    let mut view = View::new();
    let mut refusals = Vec::new();
    let mut mode_asked = false;
    if let Some(z) = words.zone {
        match Zone::parse(z) {
            Ok(zone) => view.zone = zone,
            Err(e) => refusals.push(Refusal::Zone(e)),
        }
    }
    if let Some(m) = words.mode {
        match Mode::parse(card, m) {
            Ok(mode) => {
                view.mode = mode;
                mode_asked = true;
            }
            Err(e) => refusals.push(Refusal::Mode(e)),
        }
    }
    if let Some(f) = words.from {
        // Where the spell was cast from: on the stack, or a Room's door on the battlefield.
        // Off those zones a cast is asked from the card's own zone, and a `from` naming
        // another one contradicts the view's zone.
        match Origin::parse(f).and_then(|o| Cast::check_origin(card, view.zone, o).map(|()| o)) {
            Ok(origin) => view.from = Some(origin),
            Err(e) => refusals.push(Refusal::From(e)),
        }
    }
    if let Some(u) = words.unlocked {
        match Doors::parse(u) {
            Ok(doors) if card.is_room() => view.unlocked = Some(doors),
            // Cited as the view's era numbers the rule, once the era is read.
            Ok(_) => refusals.push(Refusal::NoDoors(doors_refused())),
            Err(e) => refusals.push(Refusal::Doors(e)),
        }
    }
    // A Room on the battlefield with one door unlocked was cast as that door (709.5d),
    // unless the words name the door that was cast.
    if words.mode.is_none() && view.zone == Zone::Battlefield {
        if let Some(door) = view
            .unlocked
            .filter(|d| d.count() == 1)
            .and_then(|d| (0..card.faces.len()).find(|&f| d.is_unlocked(f)))
        {
            view.mode = Mode::Face(door);
            mode_asked = true;
        }
    }
    if let Some(x) = words.x {
        match x.trim().parse::<u32>() {
            Ok(n) if n <= MAX_X => view.x = Some(n),
            _ => refusals.push(Refusal::BadX(x.to_string())),
        }
    }
    if let Some(e) = words.era {
        match Era::parse(e) {
            Ok(era) => view.era = era,
            Err(e) => refusals.push(Refusal::Era(e)),
        }
    }
    for refusal in &mut refusals {
        if let Refusal::NoDoors(e) = refusal {
            *e = era_rules::cite_error(e.clone(), view.era, Topic::OffStack);
        }
    }
    if fit_view(card, &mut view, &mut refusals) {
        mode_asked = false;
    }
    Read {
        view,
        mode_asked,
        refusals,
    }
}

/// Leaves out what the view can't have (see the module's docs); returns whether the mode
/// was left out.
fn fit_view(card: &Card, view: &mut View, refusals: &mut Vec<Refusal>) -> bool {
    let mut mode_left_out = false;
    if !Mode::all_for(card).contains(&view.mode) {
        let asked = Situation {
            cast: Some(Cast {
                mode: view.mode,
                from: Cast::default_origin(card, view.mode),
            }),
            era: view.era,
            ..Situation::in_zone(Zone::Stack)
        };
        let why = match inspect(card, &asked) {
            Ok(i) => i
                .cast
                .map(|c| EngineError::impossible(c.verdict.msg, &c.verdict.rules)),
            Err(e) => Some(e),
        };
        if let Some(why) = why {
            refusals.push(Refusal::Mode(why));
        }
        view.mode = View::new().mode;
        mode_left_out = true;
    }
    let mut fitted = *view;
    let mut left_out = Vec::new();
    // The origin and doors the view can't have (as the matrix's cells are answered), then,
    // while the engine still refuses, the zone.
    loop {
        let f = fit(card, fitted.zone, fitted.mode, fitted.choices(), fitted.era);
        fitted.from = f.choices.from;
        fitted.unlocked = f.choices.doors;
        left_out.extend(f.left_out.into_iter().map(|(choice, error)| match choice {
            Choice::From => Refusal::From(error),
            Choice::Doors => Refusal::Doors(error),
        }));
        match f.answer {
            Ok(_) => break,
            Err(error) if fitted.zone != Zone::Library => {
                fitted.zone = Zone::Library;
                left_out.push(Refusal::Zone(error));
            }
            Err(_) => return mode_left_out,
        }
    }
    // An X the view has no use for (a half without {X}, or off the stack) and a Room's doors
    // off the battlefield: the view would answer without them, but words that ask for them
    // here are told, with the engine's reason, why they aren't used.
    let choices = fitted.choices();
    if let (Some(x), None) = (fitted.x, choices.x_for(card, fitted.zone, fitted.mode)) {
        let asked = Situation {
            x: Some(x),
            ..fitted.situation(card)
        };
        if let Err(error) = inspect(card, &asked) {
            fitted.x = None;
            left_out.push(Refusal::XNotHere(error));
        }
    }
    if let Some(doors) = fitted.unlocked.filter(|_| fitted.zone != Zone::Battlefield) {
        let asked = Situation {
            doors: Some(doors),
            ..fitted.situation(card)
        };
        if let Err(error) = inspect(card, &asked) {
            fitted.unlocked = None;
            left_out.push(Refusal::Doors(error));
        }
    }
    *view = fitted;
    refusals.extend(left_out);
    mode_left_out
}
