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
