//! `splitcard`: a thin JSON front end to the Split Card Inspector engine.
//!
//! JSON on stdout; errors on stderr with exit code 2. Every answer comes from the engine;
//! this file only asks it: `args` parses the command line strictly, `json` shapes the
//! answer (the schema is in docs/cli.md), `table` renders `matrix --table` in `--lang` with
//! the engine's words. No rules logic here: if the CLI needs an answer the engine doesn't
//! give, the engine grows.

mod args;
mod json;
mod table;

use std::process::ExitCode;

use args::{Args, Command};
use splitcard_engine::era_rules::{self, Topic};
use splitcard_engine::messages::Lang;
use splitcard_engine::{catalogue, inspect, matrix, Cast, EngineError, Situation};

const USAGE: &str = "\
splitcard — what is this split card right now?

USAGE:
  splitcard list [--kind split|fuse|aftermath|room|other]
  splitcard search QUERY [--lang L]
  splitcard inspect <CARD | --file F [CARD]> [--zone Z] [--mode M] [--from Z] [--unlocked left|right|both|none]
                           [--x N] [--era E] [--lang L]
  splitcard matrix <CARD | --file F [CARD]> [--table] [--era E] [--lang L]
  splitcard probe <CARD | --file F [CARD]> --effect SLUG [--zone Z] [--mode M] [--from Z] [--name N]
                         [--number N] [--unlocked left|right|both|none] [--x N] [--era E] [--lang L]
  splitcard probe --list [--lang L]

QUERY  name words and terms, all of which must hold: is:split|fuse|aftermath|room|other,
       mv<=4 (also <, =, >=, >, !=), c:ur (at least these colors), c=ur (exactly), c:c
       (colorless), c:m (multicolored), t:instant, o:\"draw a card\"; - negates a term
CARD   full name (\"Fire // Ice\"), a face name (\"Ice\") or the slug (fire-ice), any case
--file a Scryfall card object, array or list (JSON): inspect a custom card
Z      library (default), hand, stack, battlefield, graveyard, exile, outside
M      left, right, fused (fuse cards), aftermath, or a face name (only face names name the parts of
       a card with more than two: Who, What, When, Where, Why); probe: only for effects that
       use a cast half (a spell, flashback, a Room's door); any other says why it doesn't apply
--from where the spell on the stack (or a Room's door on the battlefield) was cast from:
       hand, library, graveyard, exile, opponent-hand (or \"opponent's hand\"),
       opponent-graveyard; default hand (graveyard for aftermath). Off those zones a cast is
       asked from the card's own --zone (\"may it be cast from here?\"), and a --from naming
       another zone is an error (probe: the card is in the effect's zone without --zone)
--unlocked  the doors of a Room on the battlefield that are unlocked (default: the door cast
       with --mode, else none); the answer's `unlock` lists each locked door: its cost,
       paid as a special action any time you could cast a sorcery (709.5e, 116.2m), or
       none (only an effect unlocks it, 709.5f), and what unlocking it triggers (709.5h,
       709.5i); `fully_unlocked` says when none is left. probe: for effects that read the
       doors (feed-the-swarm, pithing-needle; red-elemental-blast and pyroblast asked with
       --zone battlefield)
--x    the value of X announced for a spell on the stack whose cast half has {X} (inspect with
       --zone stack; probe: effects that look at the spell, such as Chalice of the Void);
       without it X is 0
--name, --number  probe: the card name or number an effect chooses (probe --list says which
       effect needs one: needs_name, needs_number); refused for any other effect
E      current (default), 2021, 2021-04, 2017, 2013, 2009, 2006, 2000, or a date (2015-06-01)
--lang the language of explanations, of errors (an unknown card, a bad value or query, a
       --file's import errors, a --from without --mode, a --name or --number the effect
       doesn't choose), of matrix --table and of the effects' texts in probe --list:
       en (default), fr, de (rule numbers, slugs and card names are the same)
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match run(&argv) {
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

fn run(argv: &[String]) -> Result<String, String> {
    let args = Args::parse(argv)?;
    match args.command {
        Command::Help => Ok(USAGE.trim_end().to_string()),
        Command::List { kind } => {
            let cards: Vec<serde_json::Value> = catalogue::all()
                .iter()
                .copied()
                .filter(|c| kind.as_deref().is_none_or(|k| c.kind.slug() == k))
                .map(json::list_entry)
                .collect();
            pretty(&serde_json::Value::Array(cards))
        }
        Command::Inspect {
            card,
            zone,
            mode,
            from,
            unlocked,
            x,
            era,
            lang,
        } => {
            let lang = parse_lang(lang)?;
            let card = &resolve(&card, lang)?;
            let zone = match zone {
                Some(z) => splitcard_engine::Zone::parse(&z).map_err(err(lang))?,
                None => splitcard_engine::Zone::Library,
            };
            let mut cast = parse_cast(card, mode, from.as_deref(), lang)?;
            if let (Some(c), None) = (cast.as_mut(), &from) {
                c.from = Cast::origin_for(card, zone, c.mode);
            }
            let situation = Situation {
                zone,
                cast,
                doors: parse_doors(unlocked, lang)?,
                x,
                era: parse_era(era, lang)?,
            };
            let answer = inspect(card, &situation).map_err(err(lang))?;
            pretty(&json::inspection(card, &answer, lang))
        }
        Command::Search { query, lang } => {
            let lang = parse_lang(lang)?;
            let cards = splitcard_engine::search::search(&query).map_err(err(lang))?;
            pretty(&serde_json::Value::Array(
                cards.into_iter().map(json::search_entry).collect(),
            ))
        }
        Command::ProbeList { lang } => {
            let lang = parse_lang(lang)?;
            pretty(&serde_json::Value::Array(
                splitcard_engine::probes::EFFECTS
                    .iter()
                    .map(|e| json::effect(e, lang))
                    .collect(),
            ))
        }
        Command::Probe {
            card,
            effect,
            zone,
            mode,
            from,
            name,
            number,
            unlocked,
            x,
            era,
            lang,
        } => {
            let lang = parse_lang(lang)?;
            let card = &resolve(&card, lang)?;
            let effect = splitcard_engine::probes::find(&effect).map_err(err(lang))?;
            // `--from` without `--mode`: said below, once the effect is known to want a mode.
            let from_alone = mode.is_none() && from.is_some();
            let cast = match from_alone {
                true => None,
                false => parse_cast(card, mode, from.as_deref(), lang)?,
            };
            let zone = zone
                .map(|z| splitcard_engine::Zone::parse(&z))
                .transpose()
                .map_err(err(lang))?;
            let input = splitcard_engine::probes::ProbeInput {
                zone,
                cast,
                name,
                number,
                x,
                doors: parse_doors(unlocked, lang)?,
                era: parse_era(era, lang)?,
            };
            // The questions the effect can't answer first (a --mode it has no use for …),
            // then a --from that contradicts where the card is (the effect's zone by
            // default): the same error as for `inspect`.
            splitcard_engine::probes::check(card, effect, &input).map_err(err(lang))?;
            // A name or a number the effect doesn't choose is refused, not ignored.
            if input.name.is_some() && !effect.needs_name() {
                return Err(unused_choice(effect, false, lang));
            }
            if input.number.is_some() && !effect.needs_number() {
                return Err(unused_choice(effect, true, lang));
            }
            if from_alone {
                // An effect that takes no mode (Counterbalance) says why; one that does
                // needs the mode first.
                splitcard_engine::probes::check_origin_without_mode(card, effect, &input)
                    .map_err(err(lang))?;
                return Err(from_needs_mode(lang));
            }
            if let (Some(c), Some(_)) = (&input.cast, &from) {
                Cast::check_origin(card, zone.unwrap_or_else(|| effect.zone()), c.from)
                    .map_err(err(lang))?;
            }
            let answer =
                splitcard_engine::probes::probe(card, effect, &input).map_err(err(lang))?;
            pretty(&json::probe(&answer, lang))
        }
        Command::Matrix {
            card,
            table,
            era,
            lang,
        } => {
            let lang = parse_lang(lang)?;
            let card = &resolve(&card, lang)?;
            let era = parse_era(era, lang)?;
            // A Room under older rules is refused here as by `inspect` (709.5), citing as
            // that era may: today's rule marked as today's, beside the era's own.
            splitcard_engine::characteristics::room_exists(card, era)
                .map_err(|e| era_rules::cite_error(e, era, Topic::OffStack))
                .map_err(err(lang))?;
            let m = matrix(card, era);
            if table {
                Ok(table::render(card, &m, era, lang))
            } else {
                pretty(&json::matrix(card, &m, lang))
            }
        }
    }
}

/// The card asked about: from the catalogue, or from a JSON file of custom cards (an import
/// error is told in `lang`).
fn resolve(r: &args::CardRef, lang: Lang) -> Result<splitcard_engine::Card, String> {
    let Some(path) = &r.file else {
        let name = r.name.as_deref().unwrap_or("");
        return catalogue::find(name).cloned().map_err(err(lang));
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let cards = splitcard_engine::scryfall::import(&text)
        .map_err(|e| format!("{path}: {}", e.render(lang)))?;
    match (&r.name, cards.as_slice()) {
        (None, [one]) => Ok(one.clone()),
        (None, many) => Err(format!(
            "{path} holds {} cards; name one: {}",
            many.len(),
            many.iter()
                .map(|c| c.name.as_ref())
                .collect::<Vec<_>>()
                .join(", ")
        )),
        (Some(name), _) => {
            let wanted = splitcard_engine::card::slug(name);
            cards
                .iter()
                .find(|c| {
                    c.slug == wanted
                        || c.faces
                            .iter()
                            .any(|f| splitcard_engine::card::slug(&f.name) == wanted)
                })
                .cloned()
                .ok_or_else(|| format!("{path} has no card called {name:?}"))
        }
    }
}

/// `--from` without `--mode`, in `lang` (the CLI's own words, like its usage, have no
/// engine message).
fn from_needs_mode(lang: Lang) -> String {
    match lang {
        Lang::En => "--from needs --mode (which half was cast?)",
        Lang::Fr => "--from demande --mode (quelle moitié a été lancée ?)",
        Lang::De => "--from braucht --mode (welche Hälfte wurde gewirkt?)",
    }
    .into()
}

/// `--name` (`number` false) or `--number` given to an effect that chooses no such thing:
/// which effects do, in `lang`.
fn unused_choice(effect: &splitcard_engine::probes::Effect, number: bool, lang: Lang) -> String {
    let flag = if number { "--number" } else { "--name" };
    let those = splitcard_engine::probes::EFFECTS
        .iter()
        .filter(|e| {
            if number {
                e.needs_number()
            } else {
                e.needs_name()
            }
        })
        .map(|e| e.slug)
        .collect::<Vec<&str>>()
        .join(", ");
    let name = effect.name;
    match (lang, number) {
        (Lang::En, false) => format!("{flag}: {name} chooses no name; {flag} is for {those}"),
        (Lang::En, true) => format!("{flag}: {name} chooses no number; {flag} is for {those}"),
        (Lang::Fr, false) => {
            format!("{flag} : {name} ne choisit aucun nom ; {flag} sert à {those}")
        }
        (Lang::Fr, true) => {
            format!("{flag} : {name} ne choisit aucun nombre ; {flag} sert à {those}")
        }
        (Lang::De, false) => {
            format!("{flag}: {name} wählt keinen Namen; {flag} ist für {those}")
        }
        (Lang::De, true) => format!("{flag}: {name} wählt keine Zahl; {flag} ist für {those}"),
    }
}

/// `--mode` and `--from` as a cast (`--from` defaults to the mode's usual zone).
fn parse_cast(
    card: &splitcard_engine::Card,
    mode: Option<String>,
    from: Option<&str>,
    lang: Lang,
) -> Result<Option<Cast>, String> {
    match mode {
        Some(m) => {
            let mode = splitcard_engine::Mode::parse(card, &m).map_err(err(lang))?;
            let mut cast = Cast::new(card, mode);
            if let Some(f) = from {
                cast.from = splitcard_engine::Origin::parse(f).map_err(err(lang))?;
            }
            Ok(Some(cast))
        }
        None if from.is_some() => Err(from_needs_mode(lang)),
        None => Ok(None),
    }
}

/// `--unlocked`: a Room's unlocked doors on the battlefield (`inspect` and `probe` alike).
fn parse_doors(
    unlocked: Option<String>,
    lang: Lang,
) -> Result<Option<splitcard_engine::Doors>, String> {
    unlocked
        .map(|u| splitcard_engine::Doors::parse(&u))
        .transpose()
        .map_err(err(lang))
}

fn parse_lang(lang: Option<String>) -> Result<Lang, String> {
    match lang {
        None => Ok(Lang::En),
        Some(l) => Lang::parse(&l).ok_or_else(|| format!("--lang {l:?}: expected en, fr or de")),
    }
}

fn parse_era(era: Option<String>, lang: Lang) -> Result<splitcard_engine::Era, String> {
    era.map_or(Ok(splitcard_engine::Era::Current), |e| {
        splitcard_engine::Era::parse(&e).map_err(err(lang))
    })
}

/// An engine error, told in `lang` (`--lang`; English by default).
fn err(lang: Lang) -> impl Fn(EngineError) -> String {
    move |e| e.render(lang)
}

fn pretty(v: &serde_json::Value) -> Result<String, String> {
    serde_json::to_string_pretty(v).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::run;

    fn ok(args: &[&str]) -> serde_json::Value {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match run(&argv) {
            Ok(out) => serde_json::from_str(&out).unwrap_or(serde_json::Value::String(out)),
            Err(e) => panic!("{args:?}: {e}"),
        }
    }

    fn fails(args: &[&str]) -> String {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        match run(&argv) {
            Ok(out) => panic!("{args:?} succeeded: {out}"),
            Err(e) => e,
        }
    }

    #[test]
    fn a_name_or_number_the_effect_does_not_choose_is_refused() {
        let argv = |rest: &str| {
            format!("probe fire-ice --effect {rest}")
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        let e = run(&argv("dark-confidant --name Fire")).expect_err("refused");
        assert!(
            e.starts_with("--name: Dark Confidant chooses no name; --name is for ")
                && e.contains("meddling-mage"),
            "{e}"
        );
        let e = run(&argv("meddling-mage --name Fire --number 2")).expect_err("refused");
        assert!(
            e.starts_with("--number: Meddling Mage chooses no number; --number is for ")
                && e.contains("chalice-of-the-void"),
            "{e}"
        );
        // In the language asked for, as every other error.
        let e = run(&argv("dark-confidant --name Fire --lang fr")).expect_err("refused");
        assert!(
            e.starts_with("--name : Dark Confidant ne choisit aucun nom ; --name sert à "),
            "{e}"
        );
        let e = run(&argv("meddling-mage --name Fire --number 2 --lang de")).expect_err("refused");
        assert!(
            e.starts_with("--number: Meddling Mage wählt keine Zahl; --number ist für "),
            "{e}"
        );
        let e = run(&argv("chalice-of-the-void --from hand --lang de")).expect_err("refused");
        assert_eq!(e, "--from braucht --mode (welche Hälfte wurde gewirkt?)");
        // Where the effect takes them, they are used.
        assert!(run(&argv("meddling-mage --name Ice")).is_ok());
        assert!(run(&argv("chalice-of-the-void --mode left --number 2")).is_ok());
    }

    #[test]
    fn help_after_a_command_prints_the_usage() {
        for args in [
            &["inspect", "--help"][..],
            &["probe", "-h"],
            &["matrix", "fire-ice", "--help"],
        ] {
            match ok(args) {
                serde_json::Value::String(out) => assert!(out.contains("USAGE"), "{args:?}: {out}"),
                other => panic!("{args:?}: {other}"),
            }
        }
    }

    #[test]
    fn inspect_fire_ice_in_the_library() {
        let v = ok(&["inspect", "fire-ice"]);
        assert_eq!(v["card"], "Fire // Ice");
        assert_eq!(v["slug"], "fire-ice");
        assert_eq!(v["zone"], "library");
        let c = &v["characteristics"];
        assert_eq!(c["mana_cost"], "{2}{U}{R}");
        assert_eq!(c["mana_value"], 4);
        assert_eq!(c["colors"], serde_json::json!(["U", "R"]));
        assert_eq!(
            c["mana_symbols"],
            serde_json::json!(["{1}", "{R}", "{1}", "{U}"])
        );
        assert_eq!(c["type_line"], "Instant");
        assert!(c["rules"]["mana_value"]
            .as_array()
            .is_some_and(|r| r.iter().any(|x| x == "709.4b")));
        assert!(c["why"]["mana_value"]
            .as_str()
            .is_some_and(|w| !w.is_empty()));
        assert!(v.get("cast").is_none());
    }

    #[test]
    fn inspect_fire_on_the_stack() {
        let v = ok(&["inspect", "Ice", "--zone", "stack", "--mode", "left"]);
        assert_eq!(v["characteristics"]["mana_value"], 2);
        assert_eq!(v["characteristics"]["names"], serde_json::json!(["Fire"]));
        assert_eq!(v["cast"]["legal"], true);
        assert_eq!(v["cast"]["reason"], serde_json::Value::Null);
        assert_eq!(v["cast"]["total_cost"], "{1}{R}");
        assert_eq!(v["cast"]["leaves_stack_to"], "graveyard");
    }

    #[test]
    fn inspect_total_cost_has_the_announced_x() {
        let ribbons = |x: &[&str]| {
            let mut args = vec![
                "inspect",
                "cut-ribbons",
                "--zone",
                "stack",
                "--mode",
                "aftermath",
            ];
            args.extend_from_slice(x);
            ok(&args)
        };
        let v = ribbons(&["--x", "3"]);
        assert_eq!(v["cast"]["total_cost"], "{3}{B}{B}");
        assert_eq!(
            v["cast"]["total_cost_rules"],
            serde_json::json!(["601.2f", "709.3b", "107.3"])
        );
        assert!(v["cast"]["total_cost_why"]
            .as_str()
            .is_some_and(|w| w.contains("{X}{B}{B} with X = 3, that is {3}{B}{B}")));
        let v = ribbons(&[]);
        assert_eq!(v["cast"]["total_cost"], "{X}{B}{B}");
    }

    #[test]
    fn off_the_stack_a_cast_is_asked_from_the_cards_zone() {
        // The card in hand: the aftermath half can't be cast from there (702.127a).
        let v = ok(&[
            "inspect",
            "destined-lead",
            "--zone",
            "hand",
            "--mode",
            "aftermath",
        ]);
        assert_eq!(v["cast"]["legal"], false);
        assert_eq!(v["cast"]["from"], "hand");
        // In the graveyard: fuse only from hand (702.102a).
        let v = ok(&[
            "inspect",
            "wear-tear",
            "--zone",
            "graveyard",
            "--mode",
            "fused",
        ]);
        assert_eq!(v["cast"]["legal"], false);
        // In exile: only through an effect.
        let v = ok(&["inspect", "fire-ice", "--zone", "exile", "--mode", "left"]);
        assert_eq!(v["cast"]["permission"], "needs-effect");
        // In a graveyard it can: the card's zone is the origin.
        let v = ok(&[
            "inspect",
            "destined-lead",
            "--zone",
            "graveyard",
            "--mode",
            "aftermath",
        ]);
        assert_eq!(v["cast"]["legal"], true);
        assert_eq!(v["cast"]["from"], "graveyard");
        // On the stack the usual origin stays the default, and --from overrides it.
        let v = ok(&[
            "inspect",
            "destined-lead",
            "--zone",
            "stack",
            "--mode",
            "aftermath",
        ]);
        assert_eq!(v["cast"]["from"], "graveyard");
        assert_eq!(v["cast"]["leaves_stack_to"], "exile");
    }

    #[test]
    fn a_from_that_contradicts_the_zone_is_an_error() {
        // The card is in the graveyard (or the library): it can't be cast from a hand.
        for args in [
            &[
                "inspect",
                "fire-ice",
                "--zone",
                "graveyard",
                "--mode",
                "left",
                "--from",
                "hand",
            ][..],
            &[
                "inspect",
                "alive-well",
                "--zone",
                "library",
                "--mode",
                "fused",
                "--from",
                "hand",
            ],
            &["inspect", "fire-ice", "--mode", "left", "--from", "hand"],
            &[
                "inspect",
                "destined-lead",
                "--zone",
                "hand",
                "--mode",
                "aftermath",
                "--from",
                "graveyard",
            ],
        ] {
            let e = fails(args);
            assert!(
                e.contains("so it would be cast from there, not from"),
                "{args:?}: {e}"
            );
            assert!(e.ends_with("(rule 601.2a)"), "{args:?}: {e}");
        }
        assert_eq!(
            fails(&[
                "inspect",
                "fire-ice",
                "--zone",
                "graveyard",
                "--mode",
                "left",
                "--from",
                "hand"
            ]),
            "Fire // Ice is in a graveyard, so it would be cast from there, not from your hand: \
             a spell is cast from where its card is. Where a spell was cast from is asked only \
             on the stack (or of a Room's door on the battlefield). (rule 601.2a)"
        );
        let fr = fails(&[
            "inspect",
            "fire-ice",
            "--zone",
            "graveyard",
            "--mode",
            "left",
            "--from",
            "hand",
            "--lang",
            "fr",
        ]);
        assert!(
            fr.starts_with("Fire // Ice est dans un cimetière\u{a0}: "),
            "{fr}"
        );
        let de = fails(&[
            "inspect",
            "fire-ice",
            "--zone",
            "graveyard",
            "--mode",
            "left",
            "--from",
            "hand",
            "--lang",
            "de",
        ]);
        assert!(
            de.starts_with("Fire // Ice ist in einem Friedhof und "),
            "{de}"
        );
        // The card's own zone, yours or an opponent's, is fine off the stack.
        let v = ok(&[
            "inspect",
            "fire-ice",
            "--zone",
            "graveyard",
            "--mode",
            "left",
            "--from",
            "opponent-graveyard",
        ]);
        assert_eq!(v["cast"]["from"], "opponent-graveyard");
        assert_eq!(v["cast"]["permission"], "needs-effect");
        // On the stack, and for a Room's door on the battlefield, --from is where it came from.
        let v = ok(&[
            "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", "exile",
        ]);
        assert_eq!(v["cast"]["from"], "exile");
        let v = ok(&[
            "inspect",
            "bottomless-pool-locker-room",
            "--zone",
            "battlefield",
            "--mode",
            "left",
            "--from",
            "exile",
        ]);
        assert_eq!(v["cast"]["from"], "exile");
        // probe: the card is where the effect looks unless --zone says otherwise.
        let e = fails(&[
            "probe",
            "fire-ice",
            "--effect",
            "snapcaster-mage",
            "--mode",
            "left",
            "--from",
            "hand",
        ]);
        assert!(e.starts_with("Fire // Ice is in a graveyard, so"), "{e}");
        // The effect's own refusal comes first: Twincast looks only at a spell.
        let e = fails(&[
            "probe", "fire-ice", "--effect", "twincast", "--zone", "hand", "--mode", "left",
            "--from", "exile",
        ]);
        assert!(
            e.starts_with("Twincast looks at a spell on the stack"),
            "{e}"
        );
        let v = ok(&[
            "probe", "fire-ice", "--effect", "twincast", "--mode", "left", "--from", "exile",
        ]);
        assert_eq!(v["effect"], "twincast");
        let v = ok(&[
            "probe",
            "fire-ice",
            "--effect",
            "snapcaster-mage",
            "--mode",
            "left",
            "--from",
            "graveyard",
        ]);
        assert_eq!(v["answer"], "{1}{R}");
    }

    #[test]
    fn from_accepts_the_words_for_an_opponents_zone() {
        for from in [
            "opponent-hand",
            "opponent's hand",
            "opponent\u{2019}s hand",
            "opponent hand",
            "Opponents Hand",
        ] {
            let v = ok(&[
                "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", from,
            ]);
            assert_eq!(v["cast"]["from"], "opponent-hand", "{from:?}");
        }
        // Fuse only from its caster's own hand (702.102a).
        let v = ok(&[
            "inspect",
            "alive-well",
            "--zone",
            "stack",
            "--mode",
            "fused",
            "--from",
            "opponent's hand",
        ]);
        assert_eq!(v["cast"]["legal"], false);
        assert!(fails(&[
            "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", "mars"
        ])
        .ends_with(
            "expected one of: hand, library, graveyard, exile, opponent-hand, opponent-graveyard"
        ));
    }

    #[test]
    fn era_dates_must_exist_and_pick_the_era_in_force() {
        assert_eq!(
            fails(&["inspect", "fire-ice", "--era", "2030-02-30"]),
            "\"2030-02-30\" is not a valid rules era; expected a date that exists: 2030-02 has \
             28 days"
        );
        let fr = fails(&["inspect", "fire-ice", "--era", "2030-02-30", "--lang", "fr"]);
        assert!(
            fr.ends_with("une date qui existe\u{a0}: 2030-02 compte 28 jours"),
            "{fr}"
        );
        let de = fails(&["inspect", "fire-ice", "--era", "2015-13-01", "--lang", "de"]);
        assert!(
            de.ends_with("ein Datum, dessen Monat zwischen 01 und 12 liegt"),
            "{de}"
        );
        // The Dragon's Maze rules (April 2013) allow fuse from the end of April 2013.
        let v = ok(&[
            "inspect",
            "alive-well",
            "--zone",
            "stack",
            "--mode",
            "fused",
            "--era",
            "2013-04-30",
        ]);
        assert_eq!(v["era"], "2013");
        assert_eq!(v["cast"]["legal"], true);
        let v = ok(&[
            "inspect",
            "alive-well",
            "--zone",
            "stack",
            "--mode",
            "fused",
            "--era",
            "2013-04-24",
        ]);
        // The day before: the Magic 2010 rules (July 2009 – April 2013).
        assert_eq!(v["era"], "2009");
        assert_eq!(v["cast"]["legal"], false);
    }

    /// And with the same rules: today's 709.5 marked as today's (it numbered another rule,
    /// or none, before Duskmourn), beside the era's own split-card rule where it has one.
    #[test]
    fn a_room_under_older_rules_is_refused_by_matrix_as_by_inspect() {
        for (era, rules) in [
            ("2021", "(rule 709.5 (today's rules))"),
            ("2017", "(rule 709.5 (today's rules))"),
            (
                "2013-06-01",
                "(rule 709.5 (today's rules), 708.2 (2013 rules))",
            ),
        ] {
            let inspect = fails(&["inspect", "bottomless-pool-locker-room", "--era", era]);
            for cmd in [
                &["matrix", "bottomless-pool-locker-room", "--era", era][..],
                &[
                    "matrix",
                    "bottomless-pool-locker-room",
                    "--table",
                    "--era",
                    era,
                ][..],
            ] {
                let e = fails(cmd);
                assert!(
                    e.contains("Rooms didn't exist under the rules before Duskmourn"),
                    "{cmd:?}"
                );
                assert!(e.ends_with(rules), "{cmd:?}: {e}");
                assert_eq!(e, inspect, "{cmd:?}");
            }
        }
        let v = ok(&["matrix", "bottomless-pool-locker-room"]);
        assert_eq!(v["card"], "Bottomless Pool // Locker Room");
    }

    #[test]
    fn left_and_right_name_no_part_of_a_five_part_card() {
        for mode in ["left", "right"] {
            assert_eq!(
                fails(&[
                    "inspect",
                    "who-what-when-where-why",
                    "--zone",
                    "stack",
                    "--mode",
                    mode
                ]),
                format!(
                    "\"{mode}\" is not a valid mode; expected one of: Who, What, When, Where, Why"
                )
            );
        }
        let v = ok(&[
            "inspect",
            "who-what-when-where-why",
            "--zone",
            "stack",
            "--mode",
            "who",
        ]);
        assert_eq!(v["characteristics"]["names"], serde_json::json!(["Who"]));
        assert_eq!(v["cast"]["mode"], "Who");
    }

    #[test]
    fn illegal_fuse_gives_null_characteristics() {
        let v = ok(&["inspect", "fire-ice", "--zone", "stack", "--mode", "fused"]);
        assert_eq!(v["characteristics"], serde_json::Value::Null);
        assert_eq!(v["cast"]["legal"], false);
        assert!(v["cast"]["reason"]
            .as_str()
            .is_some_and(|r| r.contains("fuse")));
    }

    #[test]
    fn user_errors_are_messages() {
        assert!(fails(&["inspect", "Fier // Ice"]).contains("Fire // Ice"));
        assert!(fails(&["inspect", "fire-ice", "--zone", "moon"]).contains("library"));
        assert!(fails(&["inspect", "fire-ice", "--zone", "stack"]).contains("mode"));
        assert!(fails(&["inspect", "fire-ice", "--zone", "battlefield"]).contains("battlefield"));
        assert!(fails(&["inspect", "fire-ice", "--x"]).contains("--x"));
        assert!(fails(&["inspect", "fire-ice", "--x", "-3"]).contains("--x"));
        assert!(fails(&["frobnicate"]).contains("unknown command"));
        assert!(fails(&["inspect"]).contains("CARD"));
        assert!(fails(&["list", "--kind", "flip"]).contains("split"));
    }

    #[test]
    fn an_option_given_twice_says_so() {
        for (args, option, command) in [
            (
                &[
                    "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--zone", "hand",
                ][..],
                "--zone",
                "inspect",
            ),
            (
                &["inspect", "fire-ice", "--era=2013", "--era", "2006"],
                "--era",
                "inspect",
            ),
            (
                &["matrix", "fire-ice", "--table", "--table"],
                "--table",
                "matrix",
            ),
            (
                &["list", "--kind", "fuse", "--kind", "split"],
                "--kind",
                "list",
            ),
            (
                &[
                    "probe", "fire-ice", "--effect", "void", "--effect", "twincast",
                ],
                "--effect",
                "probe",
            ),
            (&["probe", "--list", "--list"], "--list", "probe --list"),
        ] {
            assert_eq!(
                fails(args),
                format!("{option} is given twice; `{command}` takes each option once"),
                "{args:?}"
            );
        }
        // An option the command doesn't have is still called unknown.
        assert!(fails(&["inspect", "fire-ice", "--color", "red"])
            .starts_with("unknown option --color for `inspect`"));
    }

    #[test]
    fn engine_errors_in_french_and_german() {
        // English by default, as it always was.
        assert_eq!(
            fails(&["inspect", "fire-ice", "--zone", "moon"]),
            "\"moon\" is not a valid zone; expected one of: library, hand, stack, battlefield, \
             graveyard, exile, outside"
        );
        assert!(fails(&["inspect", "Fier // Ice", "--lang", "en"])
            .starts_with("no split card is called \"Fier // Ice\"; did you mean Fire // Ice"));
        // --lang fr / de: the engine's errors translated; the accepted words stay the same.
        let fr = fails(&["inspect", "fire-ice", "--zone", "moon", "--lang", "fr"]);
        assert_eq!(
            fr,
            "«\u{a0}moon\u{a0}» n'est pas valide comme zone\u{202f}; attendu\u{a0}: une valeur parmi library, hand, \
             stack, battlefield, graveyard, exile, outside"
        );
        let de = fails(&["inspect", "Fier // Ice", "--lang", "de"]);
        assert!(
            de.starts_with("keine Split-Karte heißt „Fier // Ice“; meintest du Fire // Ice"),
            "{de}"
        );
        for (args, fr_part, de_part) in [
            (
                &[
                    "inspect", "fire-ice", "--zone", "stack", "--mode", "sideways",
                ][..],
                "n'est pas valide comme mode de lancement",
                "ist als Art des Wirkens nicht gültig",
            ),
            (
                &["inspect", "fire-ice", "--era", "1066"][..],
                "ou une date comme 2015-06-01",
                "oder ein Datum wie 2015-06-01",
            ),
            (
                &["inspect", "fire-ice", "--zone", "battlefield"][..],
                "(règle 304.4, 307.4)",
                "(Regel 304.4, 307.4)",
            ),
            (
                &["probe", "fire-ice", "--effect", "meddling-mage"][..],
                "valeur manquante (nom)",
                "Wert fehlt (Name)",
            ),
            (
                &["probe", "fire-ice", "--effect", "nope"][..],
                "n'est pas valide comme effet",
                "ist als Effekt nicht gültig",
            ),
        ] {
            let with = |lang: &str| {
                let mut v = args.to_vec();
                v.extend(["--lang", lang]);
                fails(&v)
            };
            let (en, fr, de) = (with("en"), with("fr"), with("de"));
            assert_eq!(en, fails(args), "{args:?}");
            assert!(fr.contains(fr_part), "{args:?}: {fr}");
            assert!(de.contains(de_part), "{args:?}: {de}");
            for english in [
                "expected",
                "is not a valid",
                "rule ",
                "given",
                "did you mean",
            ] {
                assert!(
                    !fr.contains(english) && !de.contains(english),
                    "{args:?}: {fr} / {de}"
                );
            }
        }
    }

    #[test]
    fn a_card_with_more_than_two_parts_is_marked_unofficial() {
        // 709.1 speaks of two halves: a card with more is marked unofficial (docs/rules.md).
        let v = ok(&["inspect", "who-what-when-where-why"]);
        assert_eq!(v["unofficial"], true);
        let why = v["characteristics"]["why"]["mana_value"]
            .as_str()
            .unwrap_or("");
        assert!(!why.contains("both"), "{why}");
        let v = ok(&["matrix", "who-what-when-where-why"]);
        assert_eq!(v["unofficial"], true);
        let v = ok(&["inspect", "fire-ice"]);
        assert_eq!(v["unofficial"], false);
        let v = ok(&["list", "--kind", "other"]);
        let arr = v.as_array().cloned().unwrap_or_default();
        assert!(!arr.is_empty() && arr.iter().all(|c| c["unofficial"] == true));
    }

    #[test]
    fn a_custom_card_with_two_faces_of_one_name_is_refused_in_every_language() {
        let dir = std::env::temp_dir().join(format!("splitcard-cli-dup-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("dup.json");
        let json = r#"{"name":"A // A","card_faces":[
            {"name":"A","mana_cost":"{R}","type_line":"Instant"},
            {"name":"A","mana_cost":"{U}","type_line":"Sorcery"}]}"#;
        assert!(std::fs::write(&file, json).is_ok());
        let f = file.to_string_lossy().to_string();
        for (command, lang, words) in [
            (
                "inspect",
                "en",
                "\"A\" is already the name of $.card_faces[0]",
            ),
            ("matrix", "fr", "\"A\" est déjà le nom de $.card_faces[0]"),
            (
                "inspect",
                "de",
                "\"A\" ist schon der Name von $.card_faces[0]",
            ),
        ] {
            let e = fails(&[command, "--file", &f, "--lang", lang]);
            assert!(e.contains("$.card_faces[1].name"), "{e}");
            assert!(e.contains(words), "{e}");
        }
        let e = fails(&["probe", "--file", &f, "--effect", "dark-confidant"]);
        assert!(e.contains("a half is chosen by its name"), "{e}");
    }

    #[test]
    fn inspect_and_probe_a_custom_card_from_a_file() {
        let dir = std::env::temp_dir().join(format!("splitcard-cli-test-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("card.json");
        let json = r#"{"name":"Ebb // Flow","layout":"aftermath","card_faces":[
            {"name":"Ebb","mana_cost":"{U}","type_line":"Instant","oracle_text":"Draw a card."},
            {"name":"Flow","mana_cost":"{2}{G}","type_line":"Sorcery","oracle_text":"Aftermath (Cast this spell only from your graveyard. Then exile it.)\nYou gain 3 life."}]}"#;
        assert!(std::fs::write(&file, json).is_ok());
        let f = file.to_string_lossy().to_string();
        let v = ok(&["inspect", "--file", &f]);
        assert_eq!(v["characteristics"]["mana_value"], 4);
        assert_eq!(v["kind"], "aftermath");
        assert_eq!(v["unofficial"], false);
        let v = ok(&[
            "inspect",
            "--file",
            &f,
            "--zone",
            "stack",
            "--mode",
            "aftermath",
        ]);
        assert_eq!(v["cast"]["leaves_stack_to"], "exile");
        let v = ok(&[
            "probe",
            "--file",
            &f,
            "Ebb // Flow",
            "--effect",
            "dark-confidant",
        ]);
        assert_eq!(v["answer"], 4);
        assert!(fails(&["inspect", "--file", "/nonexistent/card.json"]).contains("cannot read"));
        // A bad file: the JSON path, what is wrong and what was expected, in --lang.
        let bad = dir.join("bad.json");
        let json = r#"{"card_faces":[{"name":"A","mana_cost":"{1}{Q}","type_line":"Instant"},
            {"name":"B","type_line":"Sorcery"}]}"#;
        assert!(std::fs::write(&bad, json).is_ok());
        let b = bad.to_string_lossy().to_string();
        let en = fails(&["inspect", "--file", &b]);
        assert!(
            en.ends_with(
                "$.card_faces[0].mana_cost: unknown mana symbol {Q} (expected a number, \
                 X, Y, Z, W, U, B, R, G, C, S, a hybrid like {W/U} or {2/W}, or a Phyrexian \
                 symbol like {W/P})"
            ),
            "{en}"
        );
        let fr = fails(&["inspect", "--file", &b, "--lang", "fr"]);
        assert!(
            fr.ends_with(
                "$.card_faces[0].mana_cost\u{a0}: symbole de mana inconnu {Q} (attendu\u{a0}: un nombre, \
                 X, Y, Z, W, U, B, R, G, C, S, un symbole hybride comme {W/U} ou {2/W}, ou un \
                 symbole phyrexian comme {W/P})"
            ),
            "{fr}"
        );
        let de = fails(&["matrix", "--file", &b, "--lang", "de"]);
        assert!(
            de.contains("$.card_faces[0].mana_cost: unbekanntes Manasymbol {Q}"),
            "{de}"
        );
        assert!(
            de.ends_with(
                "(erwartet: eine Zahl, X, Y, Z, W, U, B, R, G, C, S, ein Hybridsymbol wie \
                 {W/U} oder {2/W} oder ein phyrexanisches Symbol wie {W/P})"
            ),
            "{de}"
        );
        let de = fails(&[
            "probe",
            "--file",
            &b,
            "--effect",
            "dark-confidant",
            "--lang",
            "de",
        ]);
        assert!(de.contains("unbekanntes Manasymbol"), "{de}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn probe_answers_and_lists() {
        let v = ok(&["probe", "fire-ice", "--effect", "dark-confidant"]);
        assert_eq!(v["effect"], "dark-confidant");
        assert_eq!(v["answer"], 4);
        let v = ok(&[
            "probe",
            "wear-tear",
            "--effect",
            "counterbalance",
            "--era",
            "2013",
        ]);
        assert_eq!(v["answer"], serde_json::json!([1, 2]));
        let v = ok(&[
            "probe",
            "fire-ice",
            "--effect",
            "meddling-mage",
            "--name",
            "Fire",
        ]);
        assert_eq!(v["answer"], serde_json::json!(["Ice"]));
        let v = ok(&[
            "probe",
            "fire-ice",
            "--effect",
            "snapcaster-mage",
            "--mode",
            "left",
        ]);
        assert_eq!(v["answer"], "{1}{R}");
        assert!(fails(&[
            "probe",
            "fire-ice",
            "--effect",
            "meddling-mage",
            "--name",
            "Fire // Ice"
        ])
        .contains("201.4b"));
        assert!(fails(&["probe", "fire-ice", "--effect", "nope"]).contains("dark-confidant"));
        let list = ok(&["probe", "--list"]);
        assert!(list
            .as_array()
            .is_some_and(|a| a.iter().any(|e| e["slug"] == "fireminds-foresight")));
    }

    #[test]
    fn probe_list_says_what_each_effect_does_in_the_language_asked() {
        let text = |lang: &str, slug: &str| {
            let list = ok(&["probe", "--list", "--lang", lang]);
            let Some(e) = list
                .as_array()
                .and_then(|a| a.iter().find(|e| e["slug"] == slug))
                .cloned()
            else {
                panic!("{slug} not listed in {lang}")
            };
            e["text"].as_str().unwrap_or_default().to_string()
        };
        assert!(text("en", "sunforger").starts_with("Search your library"));
        assert!(text("fr", "sunforger").starts_with("Cherchez dans votre bibliothèque"));
        assert!(text("de", "sunforger").starts_with("Durchsuche deine Bibliothek"));
        assert!(text("de", "spellseeker").contains("Spontanzauber- oder Hexereikarte"));
        // Every effect's text differs from the English in French and German; slugs, names
        // and zones are the same in every language.
        let en = ok(&["probe", "--list"]);
        for lang in ["fr", "de"] {
            let other = ok(&["probe", "--list", "--lang", lang]);
            let (Some(a), Some(b)) = (en.as_array(), other.as_array()) else {
                panic!("not arrays")
            };
            assert_eq!(a.len(), b.len());
            for (x, y) in a.iter().zip(b) {
                assert_eq!(x["slug"], y["slug"]);
                assert_eq!(x["name"], y["name"]);
                assert_eq!(x["zone"], y["zone"]);
                assert_ne!(x["text"], y["text"], "{} in {lang}", x["slug"]);
            }
        }
        assert_eq!(
            ok(&["probe", "--list", "--lang", "en"]),
            ok(&["probe", "--list"])
        );
        assert!(fails(&["probe", "--list", "--lang", "xx"]).contains("xx"));
    }

    #[test]
    fn probe_takes_the_x_announced_for_the_spell() {
        // Punishment cast with X = 2 has mana value 4 (107.3, 202.3e).
        let chalice = |extra: &[&str]| {
            let mut args = vec![
                "probe",
                "crime-punishment",
                "--effect",
                "chalice-of-the-void",
                "--mode",
                "right",
                "--number",
                "2",
            ];
            args.extend_from_slice(extra);
            ok(&args)
        };
        let v = chalice(&["--x", "2"]);
        assert_eq!(v["answer"], false);
        assert!(v["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("mana value 4") && e.contains("X is 2")));
        let v = chalice(&[]);
        assert_eq!(v["answer"], true);
        assert!(v["explanation"]
            .as_str()
            .is_some_and(|e| e.contains("X is 0")));
        assert_eq!(
            v["rules"],
            serde_json::json!(["202.3d", "709.3b", "202.3e", "107.3"])
        );
        let v = ok(&[
            "probe",
            "expansion-explosion",
            "--effect",
            "expansion",
            "--mode",
            "right",
            "--x",
            "1",
        ]);
        assert_eq!(v["answer"], false);
        assert!(fails(&[
            "probe",
            "fire-ice",
            "--effect",
            "chalice-of-the-void",
            "--mode",
            "left",
            "--number",
            "2",
            "--x",
            "-1"
        ])
        .contains("--x"));
        assert!(fails(&[
            "probe",
            "expansion-explosion",
            "--effect",
            "electrodominance",
            "--number",
            "6",
            "--x",
            "2"
        ])
        .contains("107.3b"));
    }

    #[test]
    fn explanations_in_french_and_german() {
        let fr = ok(&["inspect", "fire-ice", "--lang", "fr"]);
        assert!(fr["characteristics"]["why"]["colors"]
            .as_str()
            .is_some_and(|w| w.contains("bleu et rouge")));
        let de = ok(&[
            "probe",
            "fire-ice",
            "--effect",
            "dark-confidant",
            "--lang",
            "de",
        ]);
        assert!(de["explanation"]
            .as_str()
            .is_some_and(|w| w.contains("Lebenspunkte")));
        assert_eq!(
            de["rules"],
            ok(&["probe", "fire-ice", "--effect", "dark-confidant"])["rules"]
        );
        assert!(fails(&["inspect", "fire-ice", "--lang", "es"]).contains("--lang"));
    }

    #[test]
    fn list_and_inspect_give_the_first_set() {
        let list = ok(&["list"]);
        let entries = list.as_array().cloned().unwrap_or_default();
        let fire_ice = entries.iter().find(|c| c["slug"] == "fire-ice");
        assert_eq!(
            fire_ice.map(|c| &c["first_set"]),
            Some(&serde_json::json!("APC"))
        );
        // The existing fields are unchanged.
        assert_eq!(
            fire_ice.map(|c| &c["faces"]),
            Some(&serde_json::json!(["Fire", "Ice"]))
        );
        // Unknown in the catalogue ("?"): null.
        let start_fire = entries.iter().find(|c| c["slug"] == "start-fire");
        assert_eq!(
            start_fire.map(|c| &c["first_set"]),
            Some(&serde_json::Value::Null)
        );
        assert!(entries.iter().all(|c| c.get("first_set").is_some()));
        let v = ok(&["inspect", "fire-ice", "--zone", "stack", "--mode", "left"]);
        assert_eq!(v["first_set"], "APC");
        assert_eq!(v["card"], "Fire // Ice");
        assert_eq!(v["zone"], "stack");
    }

    #[test]
    fn search_finds_cards_with_the_query_language() {
        let v = ok(&["search", "is:fuse", "mv<=4", "c:ur"]);
        let found = v.as_array().cloned().unwrap_or_default();
        assert!(!found.is_empty());
        for c in &found {
            assert_eq!(c["kind"], "fuse", "{c}");
            // The list's fields, and each face's printed mana cost beside its name.
            for key in ["name", "slug", "kind", "unofficial", "first_set", "faces"] {
                assert!(c.get(key).is_some(), "{key}: {c}");
            }
            assert_eq!(
                c["faces"].as_array().map(Vec::len),
                c["mana_costs"].as_array().map(Vec::len),
                "{c}"
            );
        }
        // The same entries as `list`, plus the costs.
        let v = ok(&["search", "fire", "ice"]);
        let fire_ice = v
            .as_array()
            .and_then(|a| a.iter().find(|c| c["slug"] == "fire-ice"))
            .cloned();
        let Some(mut fire_ice) = fire_ice else {
            panic!("no Fire // Ice in {v}");
        };
        assert_eq!(
            fire_ice["mana_costs"],
            serde_json::json!(["{1}{R}", "{1}{U}"])
        );
        if let Some(o) = fire_ice.as_object_mut() {
            o.remove("mana_costs");
        }
        let list = ok(&["list"]);
        assert_eq!(
            list.as_array()
                .and_then(|a| a.iter().find(|c| c["slug"] == "fire-ice")),
            Some(&fire_ice)
        );
        // Combined mana value off the stack (709.4b): Fire // Ice is 4, not 2.
        let slugs = |args: &[&str]| -> Vec<String> {
            ok(args)
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|c| c["slug"].as_str().map(String::from))
                        .collect()
                })
                .unwrap_or_default()
        };
        assert!(slugs(&["search", "mv=4"]).contains(&"fire-ice".into()));
        assert!(!slugs(&["search", "mv<=2"]).contains(&"fire-ice".into()));
        // Negation; a quoted phrase, as one argument or as the shell leaves it unquoted.
        assert!(!slugs(&["search", "c:ur", "-t:instant"]).contains(&"fire-ice".into()));
        assert!(slugs(&["search", "o:\"draw a card\""]).contains(&"fire-ice".into()));
        assert!(slugs(&["search", "o:draw a card"]).contains(&"fire-ice".into()));
        assert_eq!(
            slugs(&["search", "o:draw a card"]),
            slugs(&["search", "o:\"draw a card\""])
        );
        assert_eq!(
            slugs(&["search", "-is:room", "is:room"]),
            Vec::<String>::new()
        );
        // Nothing found: an empty array, not an error.
        assert_eq!(ok(&["search", "zzzz"]), serde_json::json!([]));
    }

    #[test]
    fn search_errors_are_the_engines_in_lang() {
        assert_eq!(
            fails(&["search", "is:flip"]),
            "\"is:flip\" is not a valid search term; expected is:split, is:fuse, is:aftermath, \
             is:room or is:other"
        );
        let fr = fails(&["search", "mv<=four", "--lang", "fr"]);
        assert!(
            fr.starts_with("«\u{a0}mv<=four\u{a0}» n'est pas valide comme terme de recherche"),
            "{fr}"
        );
        let de = fails(&["search", "o:\"unclosed", "--lang", "de"]);
        assert!(de.contains("ist als Suchbegriff nicht gültig"), "{de}");
        assert!(fails(&["search"]).contains("needs a QUERY"));
        assert!(fails(&["search", "fire", "--kind", "fuse"]).contains("unknown option --kind"));
        match ok(&["search", "--help"]) {
            serde_json::Value::String(usage) => assert!(usage.contains("splitcard search QUERY")),
            other => panic!("{other}"),
        }
    }

    #[test]
    fn list_filters_by_kind() {
        let v = ok(&["list", "--kind", "fuse"]);
        let arr = v.as_array().cloned().unwrap_or_default();
        assert!(!arr.is_empty());
        assert!(arr.iter().all(|c| c["kind"] == "fuse"));
        // In any case, as the other options' words are.
        assert_eq!(
            ok(&["list", "--kind", "ROOM"]),
            ok(&["list", "--kind", "room"])
        );
        assert_eq!(ok(&["list", "--kind", "Fuse"]), v);
    }

    #[test]
    fn matrix_has_every_zone() {
        let v = ok(&["matrix", "fire-ice"]);
        assert_eq!(v["rows"].as_array().map(Vec::len), Some(7));
        let table = ok(&["matrix", "fire-ice", "--table"]);
        assert!(table.as_str().is_some_and(|t| t.contains("library")));
    }

    #[test]
    fn inspect_a_room_on_the_battlefield_says_how_to_unlock_each_locked_door() {
        let room = "Bottomless Pool // Locker Room";
        let v = ok(&[
            "inspect",
            room,
            "--zone",
            "battlefield",
            "--unlocked",
            "left",
        ]);
        let unlock = v["unlock"].as_array().cloned().unwrap_or_default();
        assert_eq!(unlock.len(), 1, "{v}");
        let d = &unlock[0];
        assert_eq!(d["door"], "Locker Room");
        assert_eq!(d["side"], "right");
        assert_eq!(d["cost"], "{4}{U}");
        assert_eq!(d["special_action"], true);
        assert_eq!(d["rules"], serde_json::json!(["709.5e", "116.2m"]));
        assert!(
            d["why"]
                .as_str()
                .is_some_and(|w| w.contains("special action")),
            "{d}"
        );
        // Locker Room has no unlock ability of its own; it is the second door (709.5i).
        assert_eq!(d["triggers"][0]["trigger"], "fully-unlock");
        assert_eq!(d["triggers"][0]["rules"], serde_json::json!(["709.5i"]));
        assert_eq!(v["fully_unlocked"], serde_json::Value::Null);
        // The other door, in German: its own "when you unlock this door" ability (709.5h).
        let v = ok(&[
            "inspect",
            room,
            "--zone",
            "battlefield",
            "--unlocked",
            "right",
            "--lang",
            "de",
        ]);
        let d = &v["unlock"][0];
        assert_eq!(
            (d["door"].as_str(), d["cost"].as_str()),
            (Some("Bottomless Pool"), Some("{U}"))
        );
        assert_eq!(d["triggers"][0]["trigger"], "this-door");
        assert_eq!(d["triggers"][0]["rules"], serde_json::json!(["709.5h"]));
        assert!(
            d["why"]
                .as_str()
                .is_some_and(|w| w.contains("Sonderaktion")),
            "{d}"
        );
        // Both unlocked: nothing left to unlock, and it says so.
        let v = ok(&[
            "inspect",
            room,
            "--zone",
            "battlefield",
            "--unlocked",
            "both",
        ]);
        assert_eq!(v["unlock"], serde_json::json!([]));
        assert!(v["fully_unlocked"]["rules"]
            .as_array()
            .is_some_and(|r| r.contains(&serde_json::json!("709.5i"))));
        // Anywhere else, and for other cards, the keys are absent: the old shape.
        for args in [
            &["inspect", room][..],
            &["inspect", "fire-ice", "--zone", "graveyard"],
        ] {
            let v = ok(args);
            assert!(
                v.get("unlock").is_none() && v.get("fully_unlocked").is_none(),
                "{v}"
            );
        }
    }
}
