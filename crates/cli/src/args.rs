//! Command-line parsing: small and strict, with messages that say what was expected.

/// What was asked: the usage, or one command with its options as typed.
pub enum Command {
    Help,
    List(List),
    Search(Search),
    Inspect(Inspect),
    Matrix(Matrix),
    Probe(Probe),
    /// The effect catalogue; `lang`: the language of the effects' texts.
    ProbeList {
        lang: Option<String>,
    },
    /// A catalogue card's official rulings, each with the view that shows it.
    Rulings(Rulings),
    /// The rulings' counts: linked, tested, not expressible.
    RulingsSummary,
}

/// `rulings`: one catalogue card's rulings (`lang`: the language of an unknown card's error).
pub struct Rulings {
    pub card: String,
    pub lang: Option<String>,
}

/// `list`: the catalogue, of one kind if asked.
pub struct List {
    pub kind: Option<String>,
}

/// `search`: the catalogue's cards matching a query (the picker's query language).
pub struct Search {
    pub query: String,
    pub lang: Option<String>,
}

/// `inspect`: one card in one situation.
pub struct Inspect {
    pub card: CardRef,
    pub zone: Option<String>,
    pub mode: Option<String>,
    pub from: Option<String>,
    pub unlocked: Option<String>,
    pub x: Option<u32>,
    pub era: Option<String>,
    pub lang: Option<String>,
}

/// `matrix`: one card in every zone and mode.
pub struct Matrix {
    pub card: CardRef,
    pub table: bool,
    pub era: Option<String>,
    pub lang: Option<String>,
}

/// `probe`: what one effect sees of one card.
pub struct Probe {
    pub card: CardRef,
    pub effect: String,
    pub zone: Option<String>,
    pub mode: Option<String>,
    pub from: Option<String>,
    pub name: Option<String>,
    pub number: Option<u32>,
    /// A Room's unlocked doors on the battlefield (effects that read them).
    pub unlocked: Option<String>,
    /// The value of X announced for the spell (effects that look at one).
    pub x: Option<u32>,
    pub era: Option<String>,
    pub lang: Option<String>,
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
    /// The options taken so far: one left over with the same name was given twice.
    taken: Vec<String>,
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
            taken: Vec::new(),
        })
    }

    fn take(&mut self, name: &str) -> Option<String> {
        self.taken.push(name.to_string());
        let i = self.options.iter().position(|(n, _)| n == name)?;
        self.options.remove(i).1
    }

    fn flag(&mut self, name: &str) -> bool {
        self.taken.push(name.to_string());
        match self.options.iter().position(|(n, _)| n == name) {
            Some(i) => {
                self.options.remove(i);
                true
            }
            None => false,
        }
    }

    /// Fails on anything left over: an option given twice, or one the command doesn't have.
    fn done(self, command: &str) -> Result<(), String> {
        if let Some((n, _)) = self.options.first() {
            if self.taken.contains(n) {
                return Err(format!(
                    "--{n} is given twice; `{command}` takes each option once"
                ));
            }
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
                // Any case, as every other option's words (`--zone Stack`, `--mode LEFT`).
                let kind = raw.take("kind").map(|k| k.to_ascii_lowercase());
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
                Command::List(List { kind })
            }
            "inspect" => {
                let mut raw = Raw::split(rest, &[])?;
                let card = raw.card_ref("inspect")?;
                let x = match raw.take("x") {
                    Some(v) => Some(number(&v, "--x")?),
                    None => None,
                };
                let c = Command::Inspect(Inspect {
                    card,
                    zone: raw.take("zone"),
                    mode: raw.take("mode"),
                    from: raw.take("from"),
                    unlocked: raw.take("unlocked"),
                    x,
                    era: raw.take("era"),
                    lang: raw.take("lang"),
                });
                raw.done("inspect")?;
                c
            }
            "matrix" => {
                let mut raw = Raw::split(rest, &["table"])?;
                let card = raw.card_ref("matrix")?;
                let c = Command::Matrix(Matrix {
                    card,
                    table: raw.flag("table"),
                    era: raw.take("era"),
                    lang: raw.take("lang"),
                });
                raw.done("matrix")?;
                c
            }
            "search" => {
                let mut raw = Raw::split(rest, &[])?;
                if raw.positional.is_empty() {
                    return Err("`search` needs a QUERY: name words, is:fuse, mv<=4, c:ur, \
                                t:instant, o:\"draw a card\", - to negate (see --help)"
                        .into());
                }
                let query = query(&raw.positional);
                let lang = raw.take("lang");
                raw.done("search")?;
                Command::Search(Search { query, lang })
            }
            "probe" => {
                let mut raw = Raw::split(rest, &["list"])?;
                if raw.flag("list") {
                    let lang = raw.take("lang");
                    raw.done("probe --list")?;
                    Command::ProbeList { lang }
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
                    let c = Command::Probe(Probe {
                        card,
                        effect,
                        zone: raw.take("zone"),
                        mode: raw.take("mode"),
                        from: raw.take("from"),
                        name: raw.take("name"),
                        number,
                        unlocked: raw.take("unlocked"),
                        x,
                        era: raw.take("era"),
                        lang: raw.take("lang"),
                    });
                    raw.done("probe")?;
                    c
                }
            }
            "rulings" => {
                let mut raw = Raw::split(rest, &["summary"])?;
                if raw.flag("summary") {
                    if let Some(p) = raw.positional.first() {
                        return Err(format!("`rulings --summary` takes no CARD, got {p:?}"));
                    }
                    raw.done("rulings --summary")?;
                    Command::RulingsSummary
                } else {
                    if raw.positional.is_empty() {
                        return Err("`rulings` needs a CARD (a name, face name or slug), \
                                    or --summary for the counts"
                            .into());
                    }
                    let card = raw.positional.drain(..).collect::<Vec<_>>().join(" ");
                    let lang = raw.take("lang");
                    raw.done("rulings")?;
                    Command::Rulings(Rulings { card, lang })
                }
            }
            other => {
                return Err(format!(
                "unknown command {other:?}: expected list, search, inspect, matrix, probe or rulings (see --help)"
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

/// The query from the words on the command line, joined by spaces. The shell takes the
/// quotes off `o:"draw a card"`, which then arrives as the one word `o:draw a card`: a word
/// with spaces and no quotes that is one text term (`o:` or `t:`, negated or not, and
/// nothing in its value that starts another term) gets its value quoted back, a phrase
/// rather than three terms. A whole query given as one word (`"is:fuse mv<=4"`) is left as
/// it is.
fn query(words: &[String]) -> String {
    let phrase = |w: &str| -> Option<String> {
        if !w.contains(char::is_whitespace) || w.contains('"') {
            return None;
        }
        let (key, value) = w.split_once(':')?;
        let text_key = matches!(
            key.strip_prefix('-').unwrap_or(key),
            "o" | "oracle" | "t" | "type"
        );
        let one_term = !value.contains([':', '<', '>', '=', '"']);
        (text_key && one_term).then(|| format!("{key}:\"{value}\""))
    };
    words
        .iter()
        .map(|w| phrase(w).unwrap_or_else(|| w.clone()))
        .collect::<Vec<_>>()
        .join(" ")
}
