//! A command line and a link with the same words ask the same question: `inspect`'s options
//! are read by the engine's `view::read`, as the app reads a link's parameters. Walked for
//! every card in every zone, with no mode and each mode, a Room's doors on the battlefield, an
//! X for a card with {X}, and under the 2013 rules on the stack.

use crate::common::run;
use splitcard_engine::view::{read, Refusal, Words};
use splitcard_engine::{catalogue, inspect, Mode, Situation, Zone};

/// What the command line must answer for these words: the view a link reads, asked with its
/// cast when the words name or imply a mode; or, for a word a link would leave out, the
/// engine's reason as the error.
fn expected(card: &splitcard_engine::Card, words: &Words) -> Result<serde_json::Value, String> {
    let r = read(card, words);
    let asked = words.mode.and_then(|m| Mode::parse(card, m).ok());
    let offered = asked.is_some_and(|m| Mode::all_for(card).contains(&m));
    if let Some(refusal) = r
        .refusals
        .iter()
        .find(|f| !(matches!(f, Refusal::Mode(_)) && asked.is_some() && !offered))
    {
        return Err(refusal.error().to_string());
    }
    let situation = if offered || r.mode_asked {
        r.view.situation(card)
    } else if let Some(mode) = asked {
        Situation {
            zone: r.view.zone,
            cast: Some(splitcard_engine::Cast {
                mode,
                from: splitcard_engine::Cast::origin_for(card, r.view.zone, mode),
            }),
            doors: r.view.unlocked,
            x: r.view.x,
            era: r.view.era,
        }
    } else {
        Situation {
            zone: r.view.zone,
            cast: None,
            doors: r.view.unlocked,
            x: r.view.x,
            era: r.view.era,
        }
    };
    let i = inspect(card, &situation).map_err(|e| e.to_string())?;
    // What is compared: each set's names and mana value, the cast's mode and verdict.
    let sets = |c: &Option<splitcard_engine::Characteristics>| {
        c.as_ref().map(|c| {
            c.sets
                .iter()
                .map(|s| (s.names.value.clone(), s.mana_value.value))
                .collect::<Vec<_>>()
        })
    };
    Ok(serde_json::json!({
        "sets": sets(&i.characteristics),
        "cast": i.cast.as_ref().map(|c| (c.cast.mode.slug(card), c.verdict.legal)),
    }))
}

/// The same, read off the command line's JSON.
fn answered(v: &serde_json::Value) -> serde_json::Value {
    let c = &v["characteristics"];
    let set = |s: &serde_json::Value| (s["names"].clone(), s["mana_value"].clone());
    let sets = if c.is_null() {
        serde_json::Value::Null
    } else if let Some(sets) = c["sets"].as_array() {
        serde_json::json!(sets.iter().map(set).collect::<Vec<_>>())
    } else {
        serde_json::json!([set(c)])
    };
    let cast = &v["cast"];
    serde_json::json!({
        "sets": sets,
        "cast": if cast.is_null() { serde_json::Value::Null } else { serde_json::json!([cast["mode"], cast["legal"]]) },
    })
}

#[test]
fn a_command_line_asks_what_a_link_with_the_same_words_asks() {
    let mut questions = Vec::new();
    for card in catalogue::all() {
        let x_words: &[Option<&str>] = if card.faces.iter().any(|f| {
            f.mana_cost
                .as_ref()
                .is_some_and(|c| c.to_string().contains("{X}"))
        }) {
            &[None, Some("2")]
        } else {
            &[None]
        };
        let doors: &[Option<&str>] = if card.is_room() {
            &[
                None,
                Some("left"),
                Some("right"),
                Some("both"),
                Some("none"),
            ]
        } else {
            &[None, Some("left")]
        };
        let mut modes: Vec<Option<String>> = vec![None, Some("fused".into())];
        modes.extend(Mode::all_for(card).iter().map(|m| Some(m.slug(card))));
        for zone in Zone::ALL {
            for mode in &modes {
                for &x in x_words {
                    let unlocked: &[Option<&str>] = if zone == Zone::Battlefield {
                        doors
                    } else {
                        &[None]
                    };
                    for &unlocked in unlocked {
                        let eras: &[&str] = if zone == Zone::Stack {
                            &["current", "2013"]
                        } else {
                            &["current"]
                        };
                        for &era in eras {
                            questions.push((card, zone, mode.clone(), x, unlocked, era));
                        }
                    }
                }
            }
        }
    }
    assert!(questions.len() > 5_000, "{}", questions.len());
    // Two at a time: each question runs the binary.
    let (a, b) = questions.split_at(questions.len() / 2);
    std::thread::scope(|scope| {
        for half in [a, b] {
            scope.spawn(move || {
                for (card, zone, mode, x, unlocked, era) in half {
                    let words = Words {
                        zone: Some(zone.slug()),
                        mode: mode.as_deref(),
                        x: *x,
                        unlocked: *unlocked,
                        era: Some(era),
                        ..Words::default()
                    };
                    let mut args = vec!["inspect", &card.slug, "--zone", zone.slug(), "--era", era];
                    if let Some(m) = mode.as_deref() {
                        args.extend(["--mode", m]);
                    }
                    if let Some(x) = x {
                        args.extend(["--x", x]);
                    }
                    if let Some(u) = unlocked {
                        args.extend(["--unlocked", u]);
                    }
                    let (out, err, code) = run(&args);
                    match expected(card, &words) {
                        Ok(want) => {
                            assert_eq!(code, Some(0), "{args:?}: {err}");
                            let v: serde_json::Value =
                                serde_json::from_str(&out).unwrap_or_default();
                            assert_eq!(answered(&v), want, "{args:?}");
                        }
                        Err(why) => {
                            assert_eq!(
                                code,
                                Some(2),
                                "{args:?} answered, a link leaves it out: {why}"
                            );
                            assert_eq!(
                                err.trim_end(),
                                format!("splitcard: error: {why}"),
                                "{args:?}"
                            );
                        }
                    }
                }
            });
        }
    });
}

/// A Room's one unlocked door is the door cast (709.5d), so `--from` says where that door was
/// cast from, as `from=` does in a link; without a mode, given or implied, `--from` has no
/// spell to belong to.
#[test]
fn from_belongs_to_the_door_a_rooms_one_unlocked_door_implies() {
    let args = [
        "inspect",
        "bottomless-pool-locker-room",
        "--zone",
        "battlefield",
        "--unlocked",
        "right",
        "--from",
        "graveyard",
    ];
    let (out, err, code) = run(&args);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_default();
    assert_eq!(v["cast"]["mode"], "right");
    assert_eq!(v["cast"]["from"], "graveyard");
    let (_, err, code) = run(&["inspect", "fire-ice", "--from", "hand"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--from needs --mode"), "{err}");
}
