//! `matrix --table`: the matrix as a fixed-width text table.

use splitcard_engine::inspect::{Matrix, MatrixCell};
use splitcard_engine::{Card, ColorSet, Era, Permission, Zone};

fn cell(zone: Zone, c: &MatrixCell) -> String {
    let r = &c.report;
    if !r.verdict.legal {
        return "illegal".into();
    }
    if zone == Zone::Stack {
        return match &r.spell {
            // Every set: a fused spell before 2017 had one per half.
            Some(s) => {
                let mvs: Vec<String> = s.mana_values().iter().map(u32::to_string).collect();
                let colors: Vec<String> = s.colors_each().into_iter().map(letters).collect();
                format!("mv {} {}", mvs.join(" or "), colors.join("/"))
            }
            None => "illegal".into(),
        };
    }
    match r.verdict.permission {
        Some(Permission::NeedsEffect) => "needs an effect".into(),
        Some(Permission::Aftermath) => "yes (aftermath)".into(),
        _ => "yes".into(),
    }
}

/// A color set's letters, "C" for colorless.
fn letters(c: ColorSet) -> String {
    let l = c.letters();
    if l.is_empty() {
        "C".into()
    } else {
        l
    }
}

pub fn render(card: &Card, m: &Matrix, era: Era) -> String {
    let mut header = vec!["zone".to_string(), "mana value".into(), "colors".into()];
    header.extend(m.modes.iter().map(|x| format!("cast {}", x.slug(card))));
    let mut rows = vec![header];
    for row in &m.rows {
        let mut line = vec![row.zone.slug().to_string()];
        match &row.characteristics {
            Ok(c) => {
                // One value per half, or under the Invasion rules the card's one (505.5).
                let mv: Vec<String> = c
                    .shown_mana_values(era)
                    .iter()
                    .map(u32::to_string)
                    .collect();
                let colors: Vec<String> = c.shown_colors(era).into_iter().map(letters).collect();
                line.push(mv.join(" or "));
                line.push(colors.join(" or "));
            }
            Err(_) if row.zone == Zone::Stack => {
                line.push("(as cast)".into());
                line.push("".into());
            }
            Err(_) => {
                line.push("can't be here".into());
                line.push("".into());
            }
        }
        line.extend(row.casts.iter().map(|c| cell(row.zone, c)));
        rows.push(line);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|i| {
            rows.iter()
                .map(|r| r.get(i).map_or(0, |s| s.chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = format!("{} ({})\n", card.name, card.kind.describe());
    for r in &rows {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .map(|(s, w)| format!("{s:<w$}"))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out.push_str("stack row: the spell of each mode cast from its usual zone; other rows: casting from that zone\n");
    out.trim_end().to_string()
}
