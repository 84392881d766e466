//! The matrix: the card's mana value, colors and castability for every zone × mode, from
//! one call to the engine's `matrix` — the fastest answer to "what is it where?".

use splitcard_engine::{matrix, Card, CastReport, Era, Mode, Permission, Zone};
use yew::prelude::*;

use crate::i18n::{mana_value_id, mode_label, t, zone_label, Lang};
use crate::state::View;
use crate::url;
use splitcard_engine::messages::{colors_list_in, numbers_in};

#[derive(Properties)]
pub struct MatrixProps {
    pub card: &'static Card,
    pub era: Era,
    /// Opens a cell's view (zone and mode) in place.
    pub on_show: Callback<(Zone, Mode)>,
    /// The page's language.
    pub lang: Lang,
}

impl PartialEq for MatrixProps {
    fn eq(&self, other: &Self) -> bool {
        self.card.slug == other.card.slug
            && self.era == other.era
            && self.on_show == other.on_show
            && self.lang == other.lang
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
        if super::plain_click(&e) {
            e.prevent_default();
            on_show.emit((zone, mode));
        }
    });
    html! {
        <a class="cell-link" href={url::to_query(&view)} aria-label={label} {onclick}>{ content }</a>
    }
}

/// Marks the cell of the view on screen (`aria-current` on its link; `app.css` shows it),
/// after the render, and unmarks the one before: the table is drawn once per card and era
/// (and language), not on every click, so a click moves only this mark.
pub fn mark_current(view: &View) {
    // The cell's link, as `cell_link` writes it.
    let cell = View {
        from: None,
        unlocked: None,
        x: None,
        ..*view
    };
    let href = ["[href=\"", &url::to_query(&cell), "\"]"].concat();
    // The cell marked before loses its mark, then the view's gets it.
    for (selector, mark) in [("[aria-current=true]", "false"), (&href, "true")] {
        if let Some(link) = super::find(&[".cell-link", selector].concat()) {
            let _ = link.set_attribute("aria-current", mark);
        }
    }
}

/// The mark, the CSS class and the message id of a verdict.
fn verdict(report: &CastReport) -> (&'static str, &'static str, &'static str) {
    match (report.verdict.legal, report.verdict.permission) {
        (false, _) => ("✗", "no", "verdict-short-illegal"),
        (true, Some(Permission::NeedsEffect)) => ("✓*", "effect", "verdict-short-effect"),
        (true, _) => ("✓", "yes", "verdict-short-legal"),
    }
}

#[component]
pub fn MatrixView(props: &MatrixProps) -> Html {
    let card = props.card;
    let lang = props.lang;
    let m = use_memo((card.slug.clone(), props.era), move |(_, era)| {
        matrix(card, *era)
    });
    // "MV 3": the short word (an <abbr> titled with the full term) and the number(s).
    let mv_word = t(lang, mana_value_id(props.era, "matrix-mv"));
    let mv_title = t(lang, mana_value_id(props.era, "matrix-mv-title"));
    let mv_abbr = || html! { <abbr title={mv_title.clone()}>{ mv_word.clone() }</abbr> };
    html! {
        <section class="matrix" aria-labelledby="matrix-heading">
            <h2 id="matrix-heading">{ t(lang, "matrix-title") }</h2>
            <p class="matrix__help">{ t(lang, mana_value_id(props.era, "matrix-help")) }</p>
            <div class="matrix__scroll" tabindex="0" role="region" aria-label={t(lang, "matrix-table")}>
            <table>
                <caption class="visually-hidden">{ format!("{} — {}", card.name, t(lang, "matrix-title")) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t(lang, "matrix-zone") }</th>
                        <th scope="col">{ t(lang, "matrix-card") }</th>
                        { for m.modes.iter().map(|mode| html! { <th scope="col">{ mode_label(card, *mode, lang) }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for m.rows.iter().map(|row| html! {
                        <tr data-zone-row={row.zone.slug()}>
                            <th scope="row">{ zone_label(row.zone, lang) }</th>
                            { match &row.characteristics {
                                // As the era's rules give one value (under the Invasion rules the
                                // halves' combined, 505.5): the engine says which.
                                Ok(c) => html! {
                                    <td><span class="mv">{ mv_abbr() }{" "}{ numbers_in(&c.shown_mana_values(props.era), lang) }</span>{" · "}{ colors_list_in(&c.shown_colors(props.era), lang) }</td>
                                },
                                Err(e) => {
                                    let text = t(lang, if row.zone == Zone::Stack { "matrix-spell" } else { "matrix-cant" });
                                    let title = e.reason().render(lang);
                                    html! { <td class="muted" {title}>{ text }</td> }
                                }
                            } }
                            { for row.casts.iter().map(|cell| {
                                let (mark, class, word) = verdict(&cell.report);
                                let word = t(lang, word);
                                // Every set: a fused spell before 2017 had one per half.
                                let spell = cell.report.spell.as_ref().map(|s| {
                                    format!("{} · {}", numbers_in(&s.mana_values(), lang), colors_list_in(&s.colors_each(), lang))
                                });
                                let title = cell.report.verdict.msg.render(lang);
                                // The accessible name includes the visible text (WCAG 2.5.3).
                                let shown = match (&spell, row.zone) {
                                    (Some(s), Zone::Stack) => format!(" — {mv_word} {s}"),
                                    _ => String::new(),
                                };
                                let label = format!("{}, {}: {word}{shown}. {title}", zone_label(row.zone, lang), mode_label(card, cell.mode, lang));
                                let content = html! {
                                    <>
                                        <span class="mark" aria-hidden="true">{ mark }</span>
                                        if row.zone == Zone::Stack {
                                            if let Some(s) = spell { {" "}<span class="mv" aria-hidden="true">{ mv_abbr() }{" "}{ s }</span> }
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
