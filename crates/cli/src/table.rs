//! `matrix --table`: the matrix as a fixed-width text table, in `--lang`. Every word is the
//! engine's (`messages`: the `table-*` templates, `zone_name_in`, `kind_in`); card and face
//! names, numbers and color letters are the same in every language.

use splitcard_engine::inspect::{Matrix, MatrixCell};
use splitcard_engine::messages::{self, msg, Arg, Lang};
use splitcard_engine::{Card, ColorSet, Era, Mode, Permission, Zone};

/// A table word in `lang` (a `table-*` template without arguments).
fn word(id: &'static str, lang: Lang) -> String {
    msg(id, []).render(lang)
}

fn cell(zone: Zone, c: &MatrixCell, era: Era, lang: Lang) -> String {
    let r = &c.report;
    if !r.verdict.legal {
        return word("table-illegal", lang);
    }
    if zone == Zone::Stack {
        return match &r.spell {
            // Every set: a fused spell before 2017 had one per half.
            Some(s) => {
                let colors: Vec<String> = s.colors_each().into_iter().map(letters).collect();
                msg(
                    "table-spell",
                    vec![
                        (
                            "mv",
                            Arg::Text(messages::numbers_in(&s.mana_values(), lang)),
                        ),
                        ("colors", Arg::Text(colors.join("/"))),
                    ],
                )
                .in_era(era)
                .render(lang)
            }
            None => word("table-illegal", lang),
        };
    }
    match r.verdict.permission {
        Some(Permission::NeedsEffect) => word("table-needs-effect", lang),
        Some(Permission::Aftermath) => word("table-yes-aftermath", lang),
        _ => word("table-yes", lang),
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

/// A mode as a column heading names it: left, right, fused, aftermath in `lang`; a part of
/// a card with more than two by its printed name.
fn mode_word(card: &Card, mode: Mode, lang: Lang) -> String {
    let slug = mode.slug(card);
    let id = match slug.as_str() {
        "left" => "table-mode-left",
        "right" => "table-mode-right",
        "aftermath" => "table-mode-aftermath",
        "fused" => "table-mode-fused",
        _ => return slug,
    };
    word(id, lang)
}

pub fn render(card: &Card, m: &Matrix, era: Era, lang: Lang) -> String {
    let mut header = vec![
        word("table-zone", lang),
        // "converted mana cost" under rules from before April 2021.
        msg("table-mana-value", []).in_era(era).render(lang),
        word("table-colors", lang),
    ];
    header.extend(m.modes.iter().map(|x| {
        msg(
            "table-cast",
            [("mode", Arg::Text(mode_word(card, *x, lang)))],
        )
        .render(lang)
    }));
    let mut rows = vec![header];
    for row in &m.rows {
        let mut line = vec![messages::zone_name_in(row.zone, lang).to_string()];
        match &row.characteristics {
            Ok(c) => {
                // One value per half, or under the Invasion rules the card's one (505.5).
                let colors: Vec<String> = c.shown_colors(era).into_iter().map(letters).collect();
                line.push(messages::numbers_in(&c.shown_mana_values(era), lang));
                line.push(messages::alternatives_in(&colors, lang));
            }
            Err(_) if row.zone == Zone::Stack => {
                line.push(word("table-as-cast", lang));
                line.push("".into());
            }
            Err(_) => {
                line.push(word("table-cant-be-here", lang));
                line.push("".into());
            }
        }
        line.extend(row.casts.iter().map(|c| cell(row.zone, c, era, lang)));
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
    let mut out = format!("{} ({})\n", card.name, messages::kind_in(card.kind, lang));
    for r in &rows {
        let cells: Vec<String> = r
            .iter()
            .zip(&widths)
            .map(|(s, w)| format!("{s:<w$}"))
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out.push_str(&word("table-note", lang));
    out.trim_end().to_string()
}
