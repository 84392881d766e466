//! The `splitcard` binary, run as a user runs it (`common`): one test binary, with a module
//! per command (`list`, `search`, `inspect`, `matrix`, `probe`) and one per concern every
//! command shares (`args`: the command line itself; `eras`: `--era`; `file`: `--file`;
//! `lang`: `--lang`).

mod args;
mod common;
mod eras;
mod file;
mod inspect;
mod lang;
mod list;
mod matrix;
mod probe;
mod search;
mod views;
