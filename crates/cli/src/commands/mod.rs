//! One module per command, each with a `run` that takes the command's options as parsed by
//! `args` and returns what to print: it reads them through `options`, asks the engine, and
//! shapes the answer with `json` (or `table`). A folder rather than flat files, so that the
//! commands sit together apart from the parsing and the shaping they share.

pub mod inspect;
pub mod list;
pub mod matrix;
pub mod probe;
pub mod rulings;
pub mod search;
