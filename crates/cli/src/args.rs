//! Command-line parsing: small and strict, with messages that say what was expected.

pub enum Command {
    Help,
    List {
        kind: Option<String>,
    },
    Inspect {
        card: CardRef,
        zone: Option<String>,
        mode: Option<String>,
        from: Option<String>,
        unlocked: Option<String>,
        x: Option<u32>,
        era: Option<String>,
        lang: Option<String>,
    },
    Matrix {
        card: CardRef,
        table: bool,
        era: Option<String>,
        lang: Option<String>,
    },
    ProbeList,
    Probe {
        card: CardRef,
        effect: String,
        zone: Option<String>,
        mode: Option<String>,
        from: Option<String>,
        name: Option<String>,
        number: Option<u32>,
        /// The value of X announced for the spell (effects that look at one).
        x: Option<u32>,
        era: Option<String>,
        lang: Option<String>,
    },
}

/// Which card: a catalogue name, or a card from a Scryfall JSON file (optionally picked by
/// name when the file holds several).
pub struct CardRef {
    pub name: Option<String>,
    pub file: Option<String>,
}

pub struct Args {
    pub command: Command,
}

const KINDS: [&str; 5] = ["split", "fuse", "aftermath", "room", "other"];

/// Options and positionals of one command, as typed.
struct Raw {
    positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Raw {
    /// Splits `--name value`, `--name=value` and flags; `flags` take no value.
    fn split(argv: &[String], flags: &[&str]) -> Result<Raw, String> {
        let mut positional = Vec::new();
        let mut options = Vec::new();
        let mut it = argv.iter();
        while let Some(a) = it.next() {
            if let Some(name) = a.strip_prefix("--") {
                if let Some((n, v)) = name.split_once('=') {
                    options.push((n.to_string(), Some(v.to_string())));
                } else if flags.contains(&name) {
                    options.push((name.to_string(), None));
                } else {
                    let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                    options.push((name.to_string(), Some(value.clone())));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Raw {
            positional,
            options,
        })
    }

    fn take(&mut self, name: &str) -> Option<String> {
        let i = self.options.iter().position(|(n, _)| n == name)?;
        self.options.remove(i).1
    }

    fn flag(&mut self, name: &str) -> bool {
        match self.options.iter().position(|(n, _)| n == name) {
            Some(i) => {
                self.options.remove(i);
                true
            }
            None => false,
        }
    }

    /// Fails on anything left over.
    fn done(self, command: &str) -> Result<(), String> {
        if let Some((n, _)) = self.options.first() {
            return Err(format!("unknown option --{n} for `{command}` (see --help)"));
        }
        Ok(())
    }

    /// CARD, or `--file F` with an optional CARD to pick one of its cards.
    fn card_ref(&mut self, command: &str) -> Result<CardRef, String> {
        let file = self.take("file");
        let name = if self.positional.is_empty() {
            None
        } else {
            Some(self.positional.drain(..).collect::<Vec<_>>().join(" "))
        };
        if name.is_none() && file.is_none() {
            return Err(format!(
                "`{command}` needs a CARD (a name, face name or slug) or --file card.json"
            ));
        }
        Ok(CardRef { name, file })
    }
}

impl Args {
    pub fn parse(argv: &[String]) -> Result<Args, String> {
        let Some((cmd, rest)) = argv.split_first() else {
            return Ok(Args {
                command: Command::Help,
            });
        };
        // `splitcard inspect --help` (or -h anywhere) asks for the usage, not for a value.
        if rest.iter().any(|a| a == "--help" || a == "-h") {
            return Ok(Args {
                command: Command::Help,
            });
        }
        let command = match cmd.as_str() {
            "-h" | "--help" | "help" => Command::Help,
            "list" => {
                let mut raw = Raw::split(rest, &[])?;
                let kind = raw.take("kind");
                if let Some(k) = &kind {
                    if !KINDS.contains(&k.as_str()) {
                        return Err(format!(
                            "--kind {k:?}: expected one of {}",
                            KINDS.join(", ")
                        ));
                    }
                }
                if let Some(p) = raw.positional.first() {
                    return Err(format!("`list` takes no argument, got {p:?}"));
                }
                raw.done("list")?;
                Command::List { kind }
            }
            "inspect" => {
                let mut raw = Raw::split(rest, &[])?;
                let card = raw.card_ref("inspect")?;
                let x = match raw.take("x") {
                    Some(v) => Some(number(&v, "--x")?),
                    None => None,
                };
                let c = Command::Inspect {
                    card,
                    zone: raw.take("zone"),
                    mode: raw.take("mode"),
                    from: raw.take("from"),
                    unlocked: raw.take("unlocked"),
                    x,
                    era: raw.take("era"),
                    lang: raw.take("lang"),
                };
                raw.done("inspect")?;
                c
            }
            "matrix" => {
                let mut raw = Raw::split(rest, &["table"])?;
                let card = raw.card_ref("matrix")?;
                let c = Command::Matrix {
                    card,
                    table: raw.flag("table"),
                    era: raw.take("era"),
                    lang: raw.take("lang"),
                };
                raw.done("matrix")?;
                c
            }
            "probe" => {
                let mut raw = Raw::split(rest, &["list"])?;
                if raw.flag("list") {
                    raw.done("probe --list")?;
                    Command::ProbeList
                } else {
                    let card = raw.card_ref("probe")?;
                    let effect = raw
                        .take("effect")
                        .ok_or("`probe` needs --effect <slug> (see `splitcard probe --list`)")?;
                    let x = match raw.take("x") {
                        Some(v) => Some(number(&v, "--x")?),
                        None => None,
                    };
                    let number = match raw.take("number") {
                        Some(v) => Some(number(&v, "--number")?),
                        None => None,
                    };
                    let c = Command::Probe {
                        card,
                        effect,
                        zone: raw.take("zone"),
                        mode: raw.take("mode"),
                        from: raw.take("from"),
                        name: raw.take("name"),
                        number,
                        x,
                        era: raw.take("era"),
                        lang: raw.take("lang"),
                    };
                    raw.done("probe")?;
                    c
                }
            }
            other => {
                return Err(format!(
                "unknown command {other:?}: expected list, inspect, matrix or probe (see --help)"
            ))
            }
        };
        Ok(Args { command })
    }
}

/// A whole number from 0 to 1,000,000.
fn number(v: &str, option: &str) -> Result<u32, String> {
    v.trim()
        .parse::<u32>()
        .ok()
        .filter(|n| *n <= 1_000_000)
        .ok_or_else(|| format!("{option} {v:?}: expected a whole number from 0 to 1000000"))
}
