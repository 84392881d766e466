//! The matrix: the card's mana value, colors and castability for every zone × mode, from
//! one call to the engine's `view_matrix` (each cell the answer of the view it links to,
//! with the user's choices) — the fastest answer to "what is it where?".
//!
//! The table is drawn once per card, era, choices (origin, doors, and X for a card that
//! takes one: `View::matrix_choices`) and language. The view's cell is marked
//! (`aria-current="true"`, `"false"` on the cell it leaves) by [`mark_current`], which finds
//! it by the cell's `data-cell` (zone and column) in `app`'s after-render batch, so a click
//! never redraws the table (a click that changes the choices, a cell with other doors,
//! does), and scrolled into the table's box. A cell's link moves focus to the answer's
//! heading (`components::show_answer`); a cell reached with Tab is scrolled all into view
//! beside the sticky zone names, their width measured (`reveal`).
//!
//! On a phone the table is wider than its box: a line over it says it scrolls sideways and
//! a fade covers the edge while more lies beyond (`measure`). A cell's reason is said under
//! the table for the cell picked — reached with Tab, or tapped: a finger's first tap on a
//! cell picks it, with a link to open its view; a second tap opens it (a mouse's click, or
//! Enter, opens it at once, and a mouse also has the cell's title).

use splitcard_engine::{
    view_matrix, Card, Cast, CastReport, Choices, Era, Inspection, Mode, Permission, ViewCell,
    ViewMatrix, Zone,
};
use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::{colon, mana_value_id, mode_label, t, zone_label, Lang};
use crate::state::{EngineView, View};
use crate::url;
use splitcard_engine::messages::{colors_list_in, numbers_in};

#[derive(Properties)]
pub struct MatrixProps {
    pub card: &'static Card,
    pub era: Era,
    /// The user's choices (origin, doors, X): every cell is answered, and links, with what
    /// its view keeps of them (the engine's `view_matrix`, the panel's own question).
    pub choices: Choices,
    /// Opens a cell's view in place.
    pub on_show: Callback<View>,
}

impl PartialEq for MatrixProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.card, other.card)
            && self.era == other.era
            && self.choices == other.choices
            && self.on_show == other.on_show
    }
}

/// The view a cell stands for: its zone and mode, with the choices it keeps.
fn cell_view(card: &'static Card, era: Era, zone: Zone, cell: &ViewCell) -> View {
    View {
        card,
        at: EngineView {
            zone,
            mode: cell.mode,
            from: cell.choices.from,
            unlocked: cell.choices.doors,
            x: cell.choices.x,
            era,
        },
    }
}

/// Which cell a view's is, as `data-cell` says it: its zone and its mode's column.
pub fn cell_id(card: &Card, zone: Zone, mode: Mode) -> String {
    let column = Mode::all_for(card).iter().position(|&m| m == mode);
    format!("{}:{}", zone.slug(), column.unwrap_or(usize::MAX))
}

/// Marks the cell of the view on screen (`aria-current` on its link; `app.css` shows it),
/// after the render, scrolls it into the table's box, and unmarks the one before: the table is drawn once per card, era and
/// choices (and language), not on every click, so a click moves only this mark.
pub fn mark_current(view: &View) {
    let cell = [
        "[data-cell=\"",
        &cell_id(view.card, view.zone, view.mode),
        "\"]",
    ]
    .concat();
    // The cell marked before loses its mark, then the view's gets it, scrolled into the
    // table's box (a phone shows a column or two of it).
    for (selector, mark) in [("[aria-current=true]", "false"), (&cell, "true")] {
        if let Some(link) = super::find(&[".cell-link", selector].concat()) {
            let _ = link.set_attribute("aria-current", mark);
            if mark == "true" {
                if let Some(td) = link.parent_element() {
                    bring_into_view(&td);
                }
            }
        }
    }
}

/// Scrolls the table sideways so that the cell given focus is all in view, beside the
/// sticky zone names rather than under them: a phone shows a column or two, and the
/// browser's own scroll on focus can leave a cell under those names or cut at the edge
/// (`scroll-padding` in `app.css` guesses their width; their width here is measured).
fn reveal(e: &FocusEvent) {
    let Some(target) = e.target_dyn_into::<web_sys::Element>() else {
        return;
    };
    if let Some(cell) = target.closest("td").ok().flatten() {
        bring_into_view(&cell);
    }
}

/// Scrolls the table's box sideways, and only sideways (the page stays where it is), so
/// that `cell` is all in view beside the sticky zone names: as far as its right edge,
/// never so far that its left one goes under the names. Nothing to do in a folded section
/// or a table that fits.
fn bring_into_view(cell: &web_sys::Element) {
    let Some(scroller) = cell.closest(".matrix__scroll").ok().flatten() else {
        return;
    };
    if scroller.scroll_width() <= scroller.client_width() {
        return;
    }
    let (c, s) = (
        cell.get_bounding_client_rect(),
        scroller.get_bounding_client_rect(),
    );
    let left = cell
        .parent_element()
        .and_then(|row| row.query_selector("th").ok().flatten())
        .map_or(s.left(), |th| th.get_bounding_client_rect().right());
    // Clear of the fade over the box's right edge too, which stays while more of the table
    // lies beyond the cell's column (none past the last one: scrolled to the end, it goes).
    let right = if cell.next_element_sibling().is_some() {
        s.right() - fade_width(&scroller)
    } else {
        s.right()
    };
    let shift = if c.left() < left {
        c.left() - left
    } else if c.right() > right {
        (c.right() - right).min(c.left() - left)
    } else {
        return;
    };
    scroller.set_scroll_left(scroller.scroll_left() + shift.round() as i32);
}

/// The width of the fade over the table box's right edge (`.matrix__edge::after`,
/// `app.css`); none if it can't be read.
fn fade_width(scroller: &web_sys::Element) -> f64 {
    let Ok(Some(edge)) = scroller.closest(".matrix__edge") else {
        return 0.0;
    };
    crate::browser::window()
        .and_then(|w| {
            w.get_computed_style_with_pseudo_elt(&edge, "::after")
                .ok()
                .flatten()
        })
        .and_then(|style| style.get_property_value("width").ok())
        .and_then(|w| w.trim_end_matches("px").parse::<f64>().ok())
        .unwrap_or(0.0)
}

/// Says on the table's frame whether the table is wider than its box (`data-overflow`: the
/// "scroll sideways" hint shows) and whether more of it lies to the right
/// (`data-more-end`: a fade over the edge, `app.css`). Measured after each render, as the
/// box is scrolled and as it changes size (a narrower window, the section unfolded).
fn measure(frame: &web_sys::Element) {
    let Ok(Some(scroller)) = frame.query_selector(".matrix__scroll") else {
        return;
    };
    let (width, shown, at) = (
        scroller.scroll_width(),
        scroller.client_width(),
        scroller.scroll_left(),
    );
    let over = shown > 0 && width > shown + 1;
    for (name, on) in [
        ("data-overflow", over),
        ("data-more-end", over && at + shown < width - 1),
    ] {
        let _ = if on {
            frame.set_attribute(name, "")
        } else {
            frame.remove_attribute(name)
        };
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

/// What a cell says: its mark, CSS class and short word, its reason, and the spell (or
/// the permanent it became) where the row has one per mode.
struct Said {
    mark: &'static str,
    class: &'static str,
    word: &'static str,
    reason: String,
}

fn said(answer: &Result<Inspection, splitcard_engine::EngineError>, lang: Lang) -> Said {
    match answer {
        Ok(Inspection {
            cast: Some(report), ..
        }) => {
            let (mark, class, word) = verdict(report);
            Said {
                mark,
                class,
                word,
                reason: report.verdict.msg.render(lang),
            }
        }
        // A view that asks no cast (a card on the battlefield that never was a spell).
        Ok(_) => Said {
            mark: "–",
            class: "none",
            word: "verdict-short-illegal",
            reason: String::new(),
        },
        Err(e) => Said {
            mark: "✗",
            class: "no",
            word: "verdict-short-illegal",
            reason: e.reason().render(lang),
        },
    }
}

/// A cell in words: what it says ([`Said`]), its short word in the language, and the
/// spell's mana value and colors where the row has one per mode ("3 · red").
struct Cell {
    said: Said,
    word: String,
    spell: Option<String>,
}

fn describe(card: &Card, zone: Zone, cell: &ViewCell, lang: Lang) -> Cell {
    let said = said(&cell.answer, lang);
    let word = t(lang, said.word);
    // Every set: a fused spell before 2017 had one per half.
    let spell = cell
        .answer
        .as_ref()
        .ok()
        .and_then(|i| i.characteristics.as_ref())
        .filter(|_| Cast::was_cast(card, zone))
        .map(|s| {
            format!(
                "{} · {}",
                numbers_in(&s.mana_values(), lang),
                colors_list_in(&s.colors_each(), lang)
            )
        });
    Cell { said, word, spell }
}

#[derive(Properties)]
struct TableProps {
    card: &'static Card,
    era: Era,
    lang: Lang,
    m: std::rc::Rc<ViewMatrix>,
    on_show: Callback<View>,
    /// A cell was picked (tapped, or reached with Tab): its `data-cell`.
    on_pick: Callback<String>,
}

impl PartialEq for TableProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.card, other.card)
            && self.era == other.era
            && self.lang == other.lang
            && std::rc::Rc::ptr_eq(&self.m, &other.m)
            && self.on_show == other.on_show
            && self.on_pick == other.on_pick
    }
}

/// What a tap on a cell does, kept across events: whether the last pointer down was a
/// finger, and the cell a tap picked last (its `data-cell`), which a second tap opens.
#[derive(Default)]
struct Taps {
    touch: bool,
    armed: Option<String>,
}

/// Marks `link` as the cell picked (`data-picked`, `app.css`), and the cell picked before
/// as no longer.
fn mark_picked(link: &web_sys::Element) {
    if let Ok(Some(scroller)) = link.closest(".matrix__scroll") {
        if let Ok(Some(old)) = scroller.query_selector("[data-picked]") {
            let _ = old.remove_attribute("data-picked");
        }
    }
    let _ = link.set_attribute("data-picked", "");
}

/// The table itself, drawn again only when the card, era, choices or language change: a
/// cell picked redraws only the reason under it ([`MatrixView`]).
#[component]
fn Table(props: &TableProps) -> Html {
    let TableProps {
        card,
        era,
        lang,
        ref m,
        ref on_show,
        ref on_pick,
    } = *props;
    let frame = use_node_ref();
    let taps = use_mut_ref(Taps::default);
    // After every render (a new card, era, language: another width), and while the box
    // changes size (a narrower window, the section unfolded). The first time at once, so
    // that the table is first painted with its hint; after that, once the render's frame
    // is painted (`later::after_paint`): measuring in the render's task forces a layout
    // of the whole page before that frame (on an era switch, most of its cost), and
    // after the paint the layout is there to read.
    {
        let frame = frame.clone();
        let measured = use_mut_ref(|| false);
        use_effect(move || {
            if std::mem::replace(&mut *measured.borrow_mut(), true) {
                crate::later::after_paint(move || {
                    if let Some(f) = frame.cast::<web_sys::Element>() {
                        measure(&f);
                    }
                });
            } else if let Some(f) = frame.cast::<web_sys::Element>() {
                measure(&f);
            }
        });
    }
    // As the box changes size (a window narrowed or turned, the section unfolded): measured
    // again, and, when its width changed, the view's cell brought back into it (not when
    // only its height did: a tapped cell's reason shown under the table must leave the
    // table where the reader scrolled it, at the cell they tapped).
    let width = use_mut_ref(|| -1);
    crate::hooks::use_on_resize(frame.clone(), move |f| {
        measure(f);
        let now = f.client_width();
        if std::mem::replace(&mut *width.borrow_mut(), now) == now {
            return;
        }
        if let Ok(Some(cell)) = f.query_selector(".cell-link[aria-current=\"true\"]") {
            if let Some(td) = cell.parent_element() {
                bring_into_view(&td);
            }
        }
    });
    let onscroll = {
        let frame = frame.clone();
        Callback::from(move |_: Event| {
            if let Some(f) = frame.cast::<web_sys::Element>() {
                measure(&f);
            }
        })
    };
    let onpointerdown = {
        let taps = taps.clone();
        Callback::from(move |e: PointerEvent| taps.borrow_mut().touch = e.pointer_type() == "touch")
    };
    // A cell given focus (Tab, or a tap) is scrolled all into view and its reason is said
    // under the table.
    let onfocusin = {
        let on_pick = on_pick.clone();
        Callback::from(move |e: FocusEvent| {
            reveal(&e);
            let link = e
                .target_dyn_into::<web_sys::Element>()
                .filter(|t| t.matches(".cell-link").unwrap_or(false));
            if let Some(link) = link {
                mark_picked(&link);
                if let Some(id) = link.get_attribute("data-cell") {
                    on_pick.emit(id);
                }
            }
        })
    };
    // "MV 3": the short word (an <abbr> titled with the full term) and the number(s).
    let mv_word = t(lang, mana_value_id(era, "matrix-mv"));
    let mv_title = t(lang, mana_value_id(era, "matrix-mv-title"));
    let mv_abbr = || html! { <abbr title={mv_title.clone()}>{ mv_word.clone() }</abbr> };
    // A cell's link: a click (a mouse, Enter) opens its view; a finger's first tap on a
    // cell picks it (its reason shows under the table, with a link to open it), the next
    // tap on it opens it.
    let link = |view: View, label: String, content: Html| {
        let (on_show, on_pick, taps) = (on_show.clone(), on_pick.clone(), taps.clone());
        let id = cell_id(view.card, view.zone, view.mode);
        let onclick = Callback::from(move |e: MouseEvent| {
            if !super::plain_click(&e) {
                return;
            }
            e.prevent_default();
            let mut taps = taps.borrow_mut();
            // A tap (not Enter, whose click has no detail).
            if taps.touch && e.detail() > 0 && taps.armed.as_deref() != Some(&id) {
                taps.armed = Some(id.clone());
                let link = e
                    .target_dyn_into::<web_sys::Element>()
                    .and_then(|t| t.closest(".cell-link").ok().flatten())
                    .and_then(|l| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(l).ok());
                if let Some(link) = link {
                    let _ = link.focus();
                    mark_picked(&link);
                }
                on_pick.emit(id.clone());
                return;
            }
            taps.armed = None;
            on_show.emit(view);
        });
        html! {
            <a class="cell-link" href={url::link_to(&view, lang, crate::browser::opened_on_card_page())} data-cell={cell_id(view.card, view.zone, view.mode)}
                aria-label={label} {onclick}>{ content }</a>
        }
    };
    html! {
        <div class="matrix__frame" ref={frame}>
            // Shown while the table is wider than its box (`measure`): it scrolls.
            <p class="matrix__hint" aria-hidden="true">{ t(lang, "matrix-scroll-hint") }</p>
            <div class="matrix__edge">
            <div class="matrix__scroll" tabindex="0" role="region" aria-label={t(lang, "matrix-table")}
                {onfocusin} {onscroll} {onpointerdown}>
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
                    { for m.rows.iter().map(|row| {
                        // On the stack a spell per mode; on the battlefield a split permanent
                        // as its half was cast (a Room: its doors): each cell says its own.
                        let per_mode = Cast::was_cast(card, row.zone);
                        html! {
                        <tr data-zone-row={row.zone.slug()}>
                            <th scope="row">{ zone_label(row.zone, lang) }</th>
                            { match (per_mode, row.cells.first().map(|c| &c.answer)) {
                                (true, _) => {
                                    let text = t(lang, if row.zone == Zone::Stack { "matrix-spell" } else { "matrix-as-cast" });
                                    html! { <td class="muted">{ text }</td> }
                                }
                                // The card's own characteristics here, the same for every mode.
                                // As the era's rules give one value (under the Invasion rules the
                                // halves' combined, 505.5): the engine says which.
                                (false, Some(Ok(Inspection { characteristics: Some(c), .. }))) => html! {
                                    <td><span class="mv">{ mv_abbr() }{" "}{ numbers_in(&c.shown_mana_values(era), lang) }</span>{" · "}{ colors_list_in(&c.shown_colors(era), lang) }</td>
                                },
                                (false, answer) => {
                                    let title = match answer {
                                        Some(Err(e)) => e.reason().render(lang),
                                        _ => String::new(),
                                    };
                                    html! { <td class="muted" {title}>{ t(lang, "matrix-cant") }</td> }
                                }
                            } }
                            { for row.cells.iter().map(|cell| {
                                let Cell { said: Said { mark, class, reason: title, .. }, word, spell } = describe(card, row.zone, cell, lang);
                                // The accessible name includes the visible text (WCAG 2.5.3).
                                let shown = match &spell {
                                    Some(s) => format!(" — {mv_word} {s}"),
                                    None => String::new(),
                                };
                                let label = format!("{}, {}{}{word}{shown}. {title}", zone_label(row.zone, lang), mode_label(card, cell.mode, lang), colon(lang));
                                let content = html! {
                                    <>
                                        <span class="mark" aria-hidden="true">{ mark }</span>
                                        if let Some(s) = spell { {" "}<span class="mv" aria-hidden="true">{ mv_abbr() }{" "}{ s }</span> }
                                    </>
                                };
                                html! {
                                    <td class={classes!("cell", format!("cell--{class}"))} title={title}>
                                        { link(cell_view(card, era, row.zone, cell), label, content) }
                                    </td>
                                }
                            }) }
                        </tr>
                    }}) }
                </tbody>
            </table>
            </div>
            </div>
        </div>
    }
}

#[component]
pub fn MatrixView(props: &MatrixProps) -> Html {
    let card = props.card;
    let lang = use_lang();
    // Every cell as the answer panel answers its view (the same engine call, the same
    // choices): drawn again only when the card, era or choices change.
    let m = use_memo(
        (super::CardRef(card), props.era, props.choices),
        move |(_, era, choices)| view_matrix(card, *era, *choices),
    );
    // The cell picked (tapped, or reached with Tab), by its `data-cell`: its reason is
    // said under the table, where a finger can read it (a mouse also has the cell's title).
    let picked = use_state_eq(|| None::<String>);
    let on_pick = use_callback(picked.setter(), |id: String, picked| picked.set(Some(id)));
    let found = picked.as_deref().and_then(|id| {
        m.rows.iter().find_map(|row| {
            row.cells
                .iter()
                .find(|c| cell_id(card, row.zone, c.mode) == id)
                .map(|c| (row.zone, c))
        })
    });
    let reason = match found {
        Some((zone, cell)) => {
            let Cell { said, word, spell } = describe(card, zone, cell, lang);
            let view = cell_view(card, props.era, zone, cell);
            let on_show = props.on_show.clone();
            let onclick = Callback::from(move |e: MouseEvent| {
                if super::plain_click(&e) {
                    e.prevent_default();
                    on_show.emit(view);
                }
            });
            let mv = t(lang, mana_value_id(props.era, "matrix-mv"));
            html! {
                <>
                    <p class="matrix__reason-text">
                        <strong>{ format!("{}, {}", zone_label(zone, lang), mode_label(card, cell.mode, lang)) }</strong>{ colon(lang) }
                        <span class={classes!("matrix__verdict", format!("cell--{}", said.class))}>
                            <span class="mark" aria-hidden="true">{ said.mark }</span>{" "}{ word }
                        </span>
                        if let Some(s) = spell { {" — "}{ mv }{" "}{ s } }
                        if !said.reason.is_empty() { {". "}{ said.reason } }
                    </p>
                    <a class="matrix__open" href={url::link_to(&view, lang, crate::browser::opened_on_card_page())} {onclick}>
                        { t(lang, "matrix-open") }<span aria-hidden="true">{" →"}</span>
                    </a>
                </>
            }
        }
        None => {
            html! { <p class="matrix__reason-text muted">{ t(lang, "matrix-reason-none") }</p> }
        }
    };
    html! {
        <super::fold::Fold id="matrix" class="matrix" title={t(lang, "matrix-title")}>
            <p class="matrix__help">{ t(lang, mana_value_id(props.era, "matrix-help")) }</p>
            <Table {card} era={props.era} {lang} m={m.clone()} on_show={props.on_show.clone()} {on_pick} />
            <div class="matrix__reason" data-field="matrix-reason">{ reason }</div>
        </super::fold::Fold>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use splitcard_engine::{catalogue, Doors, Origin};

    /// Each cell's link opens the view the cell answers: its address, read back as a link
    /// is (`url::parse`), asks the engine the same question and gets the cell's answer —
    /// for every card, with an X, an origin and a Room's doors chosen, under two eras.
    #[test]
    fn every_cells_link_opens_the_view_the_cell_answers() {
        let choices = [
            Choices::default(),
            Choices {
                x: Some(3),
                from: Some(Origin::GRAVEYARD),
                doors: Some(Doors::NONE),
            },
            Choices {
                doors: Some(Doors::only(1)),
                ..Choices::default()
            },
        ];
        for card in catalogue::all() {
            for era in [Era::Current, Era::parse("2013").expect("an era")] {
                for c in choices {
                    for row in view_matrix(card, era, c).rows {
                        for cell in &row.cells {
                            let link = url::to_query(&cell_view(card, era, row.zone, cell));
                            let opened = url::parse(&link);
                            if cell.answer.is_err() && !opened.notices.is_empty() {
                                // A view the engine refuses that a link can't show (an
                                // instant on the battlefield): the link says why and shows
                                // another. (A Room under older rules shows the refusal.)
                                continue;
                            }
                            assert!(opened.notices.is_empty(), "{link}: {:?}", opened.notices);
                            let (answer, _) = opened.view.answer();
                            assert_eq!(*answer, cell.answer, "{link}");
                        }
                    }
                }
            }
        }
    }

    /// The links of a card's matrix with the user's `choices`, by zone and mode slug.
    fn links(slug: &str, choices: Choices) -> Vec<(String, String)> {
        let card = catalogue::by_slug(slug).expect(slug);
        let m = view_matrix(card, Era::Current, choices);
        m.rows
            .iter()
            .flat_map(|row| {
                row.cells.iter().map(move |cell| {
                    let at = format!("{}/{}", row.zone.slug(), cell.mode.slug(card));
                    (
                        at,
                        url::to_query(&cell_view(card, Era::Current, row.zone, cell)),
                    )
                })
            })
            .collect()
    }

    fn link(links: &[(String, String)], at: &str) -> String {
        links.iter().find(|(a, _)| a == at).expect(at).1.clone()
    }

    /// A user walk: the matrix's links dropped the X, the origin and the doors of the view
    /// on screen. Each link is the view the app's URL code writes for that cell, with what
    /// it keeps.
    #[test]
    fn cell_links_keep_the_users_x_origin_and_doors_where_they_apply() {
        let x = Choices {
            x: Some(12),
            ..Choices::default()
        };
        let l = links("expansion-explosion", x);
        assert_eq!(
            link(&l, "stack/right"),
            "?card=expansion-explosion&zone=stack&mode=right&x=12"
        );
        // Expansion has no {X}; off the stack nothing announces it.
        assert_eq!(
            link(&l, "stack/left"),
            "?card=expansion-explosion&zone=stack&mode=left"
        );
        assert_eq!(
            link(&l, "library/right"),
            "?card=expansion-explosion&zone=library&mode=right"
        );
        let from = Choices {
            from: Some(Origin::GRAVEYARD),
            ..Choices::default()
        };
        let l = links("fire-ice", from);
        assert_eq!(
            link(&l, "stack/left"),
            "?card=fire-ice&zone=stack&mode=left&from=graveyard"
        );
        assert_eq!(
            link(&l, "hand/right"),
            "?card=fire-ice&zone=hand&mode=right"
        );
        let both = Choices {
            doors: Some(Doors::only(0).with(1, true)),
            ..Choices::default()
        };
        let l = links("bottomless-pool-locker-room", both);
        assert_eq!(
            link(&l, "battlefield/right"),
            "?card=bottomless-pool-locker-room&zone=battlefield&mode=right&unlocked=both"
        );
        assert_eq!(
            link(&l, "graveyard/right"),
            "?card=bottomless-pool-locker-room&zone=graveyard&mode=right"
        );
    }
}
