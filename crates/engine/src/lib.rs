//! The rules engine of Split Card Inspector.
//!
//! Pure Rust, no IO, no web: a split-card model, the compiled-in catalogue, and THE
//! function that says what a card is in a situation ([`characteristics()`]), with the
//! Comprehensive Rules behind every value. The CLI and the Yew app are thin consumers.
//!
//! The input is a [`Situation`]: which zone, how the card was cast (mode and origin), which
//! Room doors are unlocked, the value of X, and which rules era. The output is plain data:
//! the card's characteristics in that situation — names, mana cost, mana symbols, mana
//! value, colors, color identity, type line, rules text — each a [`Cited`] value carrying
//! the Comprehensive Rules numbers that produced it and a one-sentence explanation.
//! [`inspect()`] adds the cast report, [`matrix()`] and [`view_matrix`] every zone × mode,
//! `search` and `rooms` the rest; nothing is stored.
//!
//! No platform dependencies: `serde`/`serde_json` to read and write custom cards' JSON
//! (`json`, `scryfall`) and at build time (to read the data file), `proptest` for tests and
//! `criterion` for benchmarks.
//!
//! ```
//! use splitcard_engine::{catalogue, characteristics, Cast, Mode, Situation, Zone};
//!
//! let fire_ice = catalogue::find("Fire // Ice").unwrap();
//! // In the library: one card, combined (709.4b).
//! let lib = characteristics(fire_ice, &Situation::in_zone(Zone::Library)).unwrap();
//! assert_eq!(lib.primary().mana_value.value, 4);
//! // Fire on the stack: only the cast half exists (709.3b).
//! let fire = Situation::on_stack(Cast::new(fire_ice, Mode::Face(0)));
//! assert_eq!(characteristics(fire_ice, &fire).unwrap().primary().mana_value.value, 2);
//! ```

pub mod eras;
pub mod error;

pub mod io;
mod memo;
pub mod messages;
pub mod model;
pub mod pairs;
pub mod probes;
pub mod rules;

// The engine's modules by their short names, as the app, the CLI and the tests use them.
pub use eras::era_rules;
#[cfg(feature = "rulings")]
pub use io::rulings;
pub use io::{catalogue, json, scryfall, search};
pub use model::{card, color, era, mana, text, typeline};
pub use probes::history;
pub use rules::{characteristics, inspect, legality, rooms, situation, view};

pub use card::{Card, Face, Kind};
pub use characteristics::{characteristics, CharacteristicSet, Characteristics, Cited};
pub use color::{Color, ColorSet};
pub use era::Era;
pub use error::EngineError;
pub use inspect::{
    fit, inspect, matrix, view_matrix, CastReport, Choice, Destination, Fitted, Inspection, Matrix,
    ViewCell, ViewMatrix, ViewRow,
};
pub use legality::{Permission, Verdict};
pub use mana::{ManaCost, ManaSymbol};
pub use situation::{Cast, Choices, Doors, Mode, Origin, Owner, Situation, Zone};
pub use typeline::{CardType, Supertype, TypeLine};
