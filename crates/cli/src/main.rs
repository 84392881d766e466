//! `splitcard`: a thin JSON front end to the Split Card Inspector engine.
//!
//! JSON on stdout; errors on stderr with exit code 2. Every answer comes from the engine;
//! the CLI only asks it: `args` parses the command line strictly, `dispatch` hands the
//! command to its module in `commands` (one file per command), `options` reads the options
//! shared by several commands as the engine's values, `json` shapes the answer (the schema
//! is in docs/cli.md), `table` renders `matrix --table` in `--lang` with the engine's words.
//! No rules logic here: if the CLI needs an answer the engine doesn't give, the engine grows.

mod args;
mod commands;
mod json;
mod options;
mod table;
mod usage;

use std::process::ExitCode;

use args::{Args, Command};

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match Args::parse(&argv).and_then(|args| dispatch(args.command)) {
        Ok(out) => {
            use std::io::Write;
            // A closed pipe (`splitcard … | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout().lock(), "{out}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            eprintln!("splitcard: error: {msg}");
            ExitCode::from(2)
        }
    }
}

/// The command's answer, as printed on stdout; or the error, as told on stderr.
fn dispatch(command: Command) -> Result<String, String> {
    match command {
        Command::Help => Ok(usage::USAGE.trim_end().to_string()),
        Command::List(args) => commands::list::run(args),
        Command::Search(args) => commands::search::run(args),
        Command::Inspect(args) => commands::inspect::run(args),
        Command::Matrix(args) => commands::matrix::run(args),
        Command::Probe(args) => commands::probe::run(args),
        Command::ProbeList { lang } => commands::probe::list(lang),
        Command::Rulings(args) => commands::rulings::run(args),
        Command::RulingsSummary => commands::rulings::summary(),
    }
}
