//! The matrix: the card's mana value, colors and castability for every zone × mode, from
//! one call to the engine's `matrix` — the fastest answer to "what is it where?".

use splitcard_engine::{matrix, Card, CastReport, Era, Mode, Permission, Zone};
use yew::prelude::*;

use crate::state::View;
use crate::url;

#[derive(Properties)]
pub struct MatrixProps {
    pub card: &'static Card,
    pub era: Era,
    /// Opens a cell's view (zone and mode) in place.
    pub on_show: Callback<(Zone, Mode)>,
}

impl PartialEq for MatrixProps {
    fn eq(&self, other: &Self) -> bool {
        self.card.slug == other.card.slug && self.era == other.era && self.on_show == other.on_show
    }
}

/// A real link to the cell's view (shareable, opens in a new tab with a modifier); a
/// plain click shows it in place.
fn cell_link(props: &MatrixProps, zone: Zone, mode: Mode, label: String, content: Html) -> Html {
    let view = View {
        zone,
        mode,
        era: props.era,
        ..View::new(props.card)
    };
    let on_show = props.on_show.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if e.button() == 0 && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key()) {
            e.prevent_default();
            on_show.emit((zone, mode));
        }
    });
    html! {
        <a class="cell-link" href={url::to_query(&view)} aria-label={label} {onclick}>{ content }</a>
    }
}

fn verdict(report: &CastReport) -> (&'static str, &'static str, &'static str) {
    match (report.verdict.legal, report.verdict.permission) {
        (false, _) => ("✗", "no", "illegal"),
        (true, Some(Permission::NeedsEffect)) => ("✓*", "effect", "legal only with an effect"),
        (true, _) => ("✓", "yes", "legal"),
    }
}

#[component]
pub fn MatrixView(props: &MatrixProps) -> Html {
    let card = props.card;
    let m = use_memo((card.slug.clone(), props.era), move |(_, era)| {
        matrix(card, *era)
    });
    html! {
        <section class="matrix" aria-labelledby="matrix-heading">
            <h2 id="matrix-heading">{"What is it where?"}</h2>
            <p class="matrix__help">{"Each zone: the card's mana value and colors there, and whether each mode can be cast from it (on the stack: the spell each mode makes). ✓* means only while an effect allows it (flashback, cascade …). Hover a cell for the reason; follow it to see that view."}</p>
            <div class="matrix__scroll" tabindex="0" role="region" aria-label="Zone by mode table">
            <table>
                <caption class="visually-hidden">{ format!("{}: mana value, colors and legality for every zone and cast mode", card.name) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{"Zone"}</th>
                        <th scope="col">{"The card"}</th>
                        { for m.modes.iter().map(|mode| html! { <th scope="col">{ mode.label(card) }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for m.rows.iter().map(|row| html! {
                        <tr data-zone-row={row.zone.slug()}>
                            <th scope="row">{ row.zone.label() }</th>
                            { match &row.characteristics {
                                Ok(c) => {
                                    let p = c.primary();
                                    html! { <td><span class="mv">{ format!("MV {}", p.mana_value.value) }</span>{" · "}{ p.colors.value.describe() }</td> }
                                }
                                Err(e) => {
                                    let text = if row.zone == Zone::Stack { "a spell: see each mode" } else { "can't be here" };
                                    html! { <td class="muted" title={e.to_string()}>{ text }</td> }
                                }
                            } }
                            { for row.casts.iter().map(|cell| {
                                let (mark, class, word) = verdict(&cell.report);
                                let spell = cell.report.spell.as_ref().map(|s| {
                                    let p = s.primary();
                                    format!("MV {} · {}", p.mana_value.value, p.colors.value.describe())
                                });
                                let title = cell.report.verdict.reason.clone();
                                // The accessible name includes the visible text (WCAG 2.5.3).
                                let shown = match (&spell, row.zone) {
                                    (Some(s), Zone::Stack) => format!(" — {s}"),
                                    _ => String::new(),
                                };
                                let label = format!("{}, {}: {word}{shown}. {title}", row.zone.label(), cell.mode.label(card));
                                let content = html! {
                                    <>
                                        <span class="mark" aria-hidden="true">{ mark }</span>
                                        if row.zone == Zone::Stack {
                                            if let Some(s) = spell { {" "}<span class="mv" aria-hidden="true">{ s }</span> }
                                        }
                                    </>
                                };
                                html! {
                                    <td class={classes!("cell", format!("cell--{class}"))} title={title}>
                                        { cell_link(props, row.zone, cell.mode, label, content) }
                                    </td>
                                }
                            }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
        </section>
    }
}
