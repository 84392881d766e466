//! The rules: what a card is in a situation and what may be done with it, each answer citing
//! the Comprehensive Rules behind it.
//!
//! - [`cr`]: the rules the engine cites — numbers, summaries, links;
//! - [`situation`]: the question (zone, cast, origin, doors, X, era) and what makes it
//!   possible;
//! - [`characteristics`]: THE function that says what a card is in a situation (709.3,
//!   709.4, 702.102b, …);
//! - [`legality`]: whether a cast is allowed, and why (601.3, 702.102a, 702.127a, …);
//! - [`rooms`]: a Room's doors (709.5);
//! - [`inspect`]: a situation's whole answer, its cast report and the zone × mode matrix;
//! - [`view`]: a view read from words (a link's parameters, a command line's options).
//!
//! **Invariant: nothing outside this folder reads a card's faces to decide a
//! characteristic** — the app, the CLI, the probes and the importer ask
//! [`characteristics::characteristics`]. How older rules read is asked of `crate::eras`.

pub mod characteristics;
pub mod cited;
pub mod cr;
pub mod halves;
pub mod inspect;
pub mod legality;
pub mod numbers;
pub mod rooms;
pub mod situation;
pub mod view;

pub use cr::*;
