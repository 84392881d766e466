//! The inspector's matrix (`view_matrix`) answers each zone × mode exactly as the answer
//! panel answers that view: the same function (`inspect`), the same inputs (`Situation::view`
//! with the user's X, origin and doors, where they fit). A user walk found the old matrix
//! ignoring all three.

use splitcard_engine::characteristics::takes_x;
use splitcard_engine::{
    catalogue, inspect, view_matrix, Card, Cast, Choices, Doors, Era, Inspection, Mode, Origin,
    Situation, Zone,
};

fn card(slug: &str) -> &'static Card {
    catalogue::find(slug).unwrap_or_else(|e| panic!("{slug}: {e}"))
}

/// The answer of the matrix's cell for `zone` × `mode`.
fn cell(card: &Card, choices: Choices, zone: Zone, mode: Mode) -> (Choices, Inspection) {
    let m = view_matrix(card, Era::Current, choices);
    let row = m.rows.iter().find(|r| r.zone == zone).expect("every zone");
    let c = row
        .cells
        .iter()
        .find(|c| c.mode == mode)
        .expect("every mode");
    (
        c.choices,
        c.answer
            .clone()
            .unwrap_or_else(|e| panic!("{zone:?} {mode:?}: {e}")),
    )
}

fn mv(i: &Inspection) -> u32 {
    i.characteristics
        .as_ref()
        .expect("characteristics")
        .primary()
        .mana_value
        .value
}

#[test]
fn cr_107_3_the_matrix_stack_cell_has_the_users_x() {
    let card = card("expansion-explosion");
    assert!(takes_x(card, Mode::Face(1)) && !takes_x(card, Mode::Face(0)));
    let choices = Choices {
        x: Some(12),
        ..Choices::default()
    };
    // Explosion {X}{U}{U}{R}{R} with X = 12: mana value 16, as the panel says.
    let (kept, explosion) = cell(card, choices, Zone::Stack, Mode::Face(1));
    assert_eq!(mv(&explosion), 16);
    assert_eq!(kept.x, Some(12));
    let panel = inspect(
        card,
        &Situation {
            x: Some(12),
            ..Situation::on_stack(Cast {
                mode: Mode::Face(1),
                from: Origin::HAND,
            })
        },
    )
    .unwrap();
    assert_eq!(explosion, panel);
    // Expansion has no {X}: its cell is answered without one, and the user's X is kept
    // (a link to it doesn't write it; switching back to Explosion finds it).
    let (kept, expansion) = cell(card, choices, Zone::Stack, Mode::Face(0));
    assert_eq!(mv(&expansion), 2);
    assert_eq!(kept.x, Some(12));
    assert_eq!(
        Situation::view(card, Zone::Stack, Mode::Face(0), choices, Era::Current).x,
        None
    );
}

#[test]
fn cr_601_3_the_matrix_stack_cells_are_cast_from_the_users_origin() {
    let card = card("fire-ice");
    let choices = Choices {
        from: Some(Origin::GRAVEYARD),
        ..Choices::default()
    };
    for mode in Mode::all_for(card) {
        let (kept, i) = cell(card, choices, Zone::Stack, mode);
        let cast = i.cast.expect("a spell is cast");
        assert_eq!(cast.cast.from, Origin::GRAVEYARD, "{mode:?}");
        assert_eq!(kept.from, Some(Origin::GRAVEYARD), "{mode:?}");
        assert_ne!(cast.verdict.msg.id, "cast-from-hand", "{mode:?}");
    }
}

#[test]
fn cr_709_5_the_matrix_battlefield_cells_are_the_rooms_doors() {
    for card in catalogue::all().iter().copied().filter(|c| c.is_room()) {
        for (i, _) in card.faces.iter().enumerate() {
            let mode = Mode::Face(i);
            // As the panel asks it: the door cast from the hand, that door unlocked.
            let panel = |doors| {
                inspect(
                    card,
                    &Situation {
                        cast: Some(Cast {
                            mode,
                            from: Origin::HAND,
                        }),
                        doors: Some(doors),
                        ..Situation::in_zone(Zone::Battlefield)
                    },
                )
                .unwrap()
            };
            let (_, by_default) = cell(card, Choices::default(), Zone::Battlefield, mode);
            assert_eq!(by_default, panel(Doors::only(i)), "{}", card.name);
            assert!(
                by_default.cast.as_ref().unwrap().verdict.legal,
                "{}",
                card.name
            );
            assert_ne!(
                mv(&by_default),
                0,
                "{}: the cast door's mana value",
                card.name
            );
            let both = Doors::only(0).with(1, true);
            let choices = Choices {
                doors: Some(both),
                ..Choices::default()
            };
            let (kept, unlocked) = cell(card, choices, Zone::Battlefield, mode);
            assert_eq!(unlocked, panel(both), "{}", card.name);
            assert_eq!(kept.doors, Some(both));
        }
    }
}

/// Every cell of every card, with each kind of choice, is the panel's answer for the
/// cell's view with the choices it keeps.
#[test]
fn every_matrix_cell_is_the_answer_of_its_view() {
    let choices = [
        Choices::default(),
        Choices {
            x: Some(3),
            ..Choices::default()
        },
        Choices {
            from: Some(Origin::GRAVEYARD),
            ..Choices::default()
        },
        Choices {
            from: Some(Origin::yours(Zone::Exile)),
            doors: Some(Doors::NONE),
            x: Some(1),
        },
    ];
    for card in catalogue::all() {
        for era in [Era::Current, Era::Y2013] {
            for &c in &choices {
                let m = view_matrix(card, era, c);
                for row in &m.rows {
                    for cell in &row.cells {
                        let panel = inspect(
                            card,
                            &Situation::view(card, row.zone, cell.mode, cell.choices, era),
                        );
                        assert_eq!(
                            cell.answer, panel,
                            "{} {:?} {:?}",
                            card.name, row.zone, cell.mode
                        );
                        assert_eq!(cell.choices.x, c.x, "the user's X is always kept");
                    }
                }
            }
        }
    }
}

// ---- a view read from words (view::read): a link and a command line ask alike ----------------

use splitcard_engine::view::{read, Read, Refusal, Words};

fn read_words(card_slug: &str, words: Words) -> Read {
    read(card(card_slug), &words)
}

/// A Room on the battlefield with one door unlocked was cast as that door (709.5d), unless
/// the words name the mode; with both or no doors, the mode stays the first door, not asked.
#[test]
fn cr_709_5d_one_unlocked_door_is_the_door_that_was_cast() {
    let room = "bottomless-pool-locker-room";
    let r = read_words(
        room,
        Words {
            zone: Some("battlefield"),
            unlocked: Some("right"),
            ..Words::default()
        },
    );
    assert_eq!((r.view.mode, r.mode_asked), (Mode::Face(1), true));
    assert!(r.refusals.is_empty(), "{:?}", r.refusals);
    let asked = Words {
        zone: Some("battlefield"),
        unlocked: Some("right"),
        mode: Some("left"),
        ..Words::default()
    };
    assert_eq!(read_words(room, asked).view.mode, Mode::Face(0));
    for doors in ["both", "none"] {
        let r = read_words(
            room,
            Words {
                zone: Some("battlefield"),
                unlocked: Some(doors),
                ..Words::default()
            },
        );
        assert_eq!(
            (r.view.mode, r.mode_asked),
            (Mode::Face(0), false),
            "{doors}"
        );
    }
    // Off the battlefield the doors are no view's: left out with the engine's reason (709.5c).
    let r = read_words(
        room,
        Words {
            zone: Some("hand"),
            unlocked: Some("right"),
            ..Words::default()
        },
    );
    assert_eq!(r.view.unlocked, None);
    assert!(
        matches!(&r.refusals[..], [Refusal::Doors(e)] if e.to_string().contains("709.5c")),
        "{:?}",
        r.refusals
    );
}

/// Each word that can't be honoured is left out, with the engine's reason, and the rest is
/// read: in the words' order, then what needs the whole view.
#[test]
fn words_that_cannot_be_honoured_are_left_out_and_the_rest_is_read() {
    // A bad zone, a mode the card hasn't, a bad X, a bad era: each refused, in that order.
    let r = read_words(
        "fire-ice",
        Words {
            zone: Some("moon"),
            mode: Some("fused"),
            x: Some("many"),
            era: Some("1999"),
            ..Words::default()
        },
    );
    let kinds: Vec<&str> = r
        .refusals
        .iter()
        .map(|r| match r {
            Refusal::Zone(_) => "zone",
            Refusal::Mode(_) => "mode",
            Refusal::BadX(_) => "x",
            Refusal::Era(_) => "era",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, ["zone", "x", "era", "mode"]);
    assert_eq!(
        (r.view.zone, r.view.mode, r.mode_asked),
        (Zone::Library, Mode::Face(0), false)
    );
    // An X above the largest taken is a bad number, said as such in every language.
    let r = read_words(
        "expansion-explosion",
        Words {
            zone: Some("stack"),
            mode: Some("right"),
            x: Some("1000"),
            ..Words::default()
        },
    );
    assert_eq!(r.view.x, None);
    assert!(matches!(&r.refusals[..], [Refusal::BadX(v)] if v == "1000"));
    let said = r.refusals[0].error().to_string();
    assert!(said.contains("1000") && said.contains("999"), "{said}");
    // Doors for a card without any: refused with 709.5c, as that era numbers it.
    let r = read_words(
        "fire-ice",
        Words {
            unlocked: Some("left"),
            era: Some("2017"),
            ..Words::default()
        },
    );
    assert!(
        matches!(&r.refusals[..], [Refusal::NoDoors(e)] if e.to_string().contains("709.5c")),
        "{:?}",
        r.refusals
    );
}

/// What the view can't have is left out with the engine's reason: a zone the card can't be
/// in (the view goes to the library), an X for a half without {X} (107.3) or off the stack
/// (202.3e), an origin that doesn't fit the zone (601.2a).
#[test]
fn what_the_view_cannot_have_is_left_out_with_the_engines_reason() {
    let r = read_words(
        "fire-ice",
        Words {
            zone: Some("battlefield"),
            ..Words::default()
        },
    );
    assert_eq!(r.view.zone, Zone::Library);
    assert!(
        matches!(&r.refusals[..], [Refusal::Zone(e)] if e.to_string().contains("304.4")),
        "{:?}",
        r.refusals
    );
    let r = read_words(
        "fire-ice",
        Words {
            zone: Some("stack"),
            mode: Some("left"),
            x: Some("3"),
            ..Words::default()
        },
    );
    assert_eq!(r.view.x, None);
    assert!(
        matches!(&r.refusals[..], [Refusal::XNotHere(_)]),
        "{:?}",
        r.refusals
    );
    let r = read_words(
        "expansion-explosion",
        Words {
            zone: Some("hand"),
            mode: Some("right"),
            x: Some("3"),
            ..Words::default()
        },
    );
    assert!(
        matches!(&r.refusals[..], [Refusal::XNotHere(e)] if e.to_string().contains("202.3e")),
        "{:?}",
        r.refusals
    );
    let r = read_words(
        "fire-ice",
        Words {
            zone: Some("hand"),
            mode: Some("left"),
            from: Some("graveyard"),
            ..Words::default()
        },
    );
    assert_eq!(r.view.from, None);
    assert!(
        matches!(&r.refusals[..], [Refusal::From(_)]),
        "{:?}",
        r.refusals
    );
    // Words the view honours in full: no refusal, and the answer is the engine's.
    let r = read_words(
        "expansion-explosion",
        Words {
            zone: Some("stack"),
            mode: Some("right"),
            x: Some("3"),
            from: Some("graveyard"),
            ..Words::default()
        },
    );
    assert!(r.refusals.is_empty(), "{:?}", r.refusals);
    assert_eq!(r.view.x, Some(3));
    assert!(inspect(
        card("expansion-explosion"),
        &r.view.situation(card("expansion-explosion"))
    )
    .is_ok());
}

/// Every card in every zone, mode and door state: words naming a view the inspector can show
/// are read back as that view, with nothing refused.
#[test]
fn the_words_of_every_view_read_back_as_that_view() {
    let doors_words = ["left", "right", "both", "none"];
    for c in catalogue::all() {
        for zone in Zone::ALL {
            for mode in Mode::all_for(c) {
                let doors: &[&str] = if c.is_room() && zone == Zone::Battlefield {
                    &doors_words
                } else {
                    &[]
                };
                for unlocked in std::iter::once(None).chain(doors.iter().map(|d| Some(*d))) {
                    let slug = mode.slug(c);
                    let words = Words {
                        zone: Some(zone.slug()),
                        mode: Some(&slug),
                        unlocked,
                        ..Words::default()
                    };
                    let r = read(c, &words);
                    if inspect(c, &r.view.situation(c)).is_err() || !r.refusals.is_empty() {
                        // A zone the card can't be in: read as the library, with why.
                        assert!(
                            matches!(&r.refusals[..], [Refusal::Zone(_)]),
                            "{} {zone} {slug}: {:?}",
                            c.name,
                            r.refusals
                        );
                        continue;
                    }
                    assert_eq!(
                        (r.view.zone, r.view.mode, r.mode_asked),
                        (zone, mode, true),
                        "{} {zone} {slug}",
                        c.name
                    );
                }
            }
        }
    }
}
