//! The card, drawn as printed (there are no card images offline): one frame per layout.
//!
//! Face data is read here ONLY to draw the printed card (names, costs, type lines, text,
//! frame colours). What exists right now — which half is faded on the stack, which doors
//! are locked — comes from the engine's answer (`Characteristics::present_faces`).
//!
//! Plain functions the roots draw, not a component; the drawing goes through
//! `components::memo` as a `Drawing` (the card, each face's look, fused, the language), so
//! a click that leaves the card as it was doesn't draw it again. The halves are groups, not
//! landmark regions; a Room's door is one group (title, art, rules text) laid out on the
//! card's rows (a CSS subgrid).

use splitcard_engine::{Card, Color, Face, Kind, Mode, Zone};
use yew::prelude::*;

use super::mana::{cost, rules_text};
use super::memo::{memo, Part};
use crate::i18n::{mode_label, t, tr, Lang};
use crate::state::View;

/// How one face looks in this view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FaceState {
    Plain,
    /// The half cast on the stack (or fused, both).
    Cast,
    /// The cast asked for is illegal.
    Illegal,
    /// On the stack but not cast: treated as though it didn't exist (709.3b).
    Absent,
    Locked,
    Unlocked,
}

impl FaceState {
    fn class(self) -> &'static str {
        match self {
            FaceState::Plain => "is-plain",
            FaceState::Cast => "is-cast",
            FaceState::Illegal => "is-illegal",
            FaceState::Absent => "is-absent",
            FaceState::Locked => "is-locked",
            FaceState::Unlocked => "is-unlocked",
        }
    }

    fn badge(self, fused: bool, lang: Lang) -> Option<String> {
        let id = match self {
            FaceState::Plain => return None,
            FaceState::Cast if fused => "card-state-cast-fused",
            FaceState::Cast => "card-state-cast",
            FaceState::Illegal => "card-state-illegal",
            FaceState::Absent => "card-state-absent",
            FaceState::Locked => "card-state-locked",
            FaceState::Unlocked => "card-state-unlocked",
        };
        Some(t(lang, id))
    }
}

/// The frame colour class of a face, from its own printed mana cost and color indicator.
pub fn frame_class(face: &Face) -> &'static str {
    let colors = face
        .mana_cost
        .as_ref()
        .map(|c| c.colors())
        .unwrap_or_default()
        .union(face.color_indicator);
    match colors.wubrg().as_slice() {
        [] => "frame-c",
        [Color::W] => "frame-w",
        [Color::U] => "frame-u",
        [Color::B] => "frame-b",
        [Color::R] => "frame-r",
        [Color::G] => "frame-g",
        _ => "frame-m",
    }
}

/// Works out each face's look from the view and the engine's answer.
pub fn face_states(view: &View, present: Option<&[usize]>) -> Vec<FaceState> {
    let card = view.card;
    (0..card.faces.len())
        .map(|i| {
            let cast_here = match view.mode {
                Mode::Fused => true,
                Mode::Face(f) => f == i,
            };
            match (view.zone, present) {
                (Zone::Stack, Some(p)) if p.contains(&i) => FaceState::Cast,
                (Zone::Stack, Some(_)) => FaceState::Absent,
                (Zone::Stack, None) if cast_here => FaceState::Illegal,
                (Zone::Battlefield, Some(p)) if card.is_room() => {
                    if p.contains(&i) {
                        FaceState::Unlocked
                    } else {
                        FaceState::Locked
                    }
                }
                _ => FaceState::Plain,
            }
        })
        .collect()
}

/// The card as drawn in the view; `present`: the faces that exist now, from the engine,
/// `None` when it gave no characteristics (an illegal cast or an impossible situation).
///
/// With `on_mode`, a click or a tap on a half (a door, the fuse bar) chooses it as the
/// cast mode: a pointer's shortcut to the "Cast as" control, which stays the way for the
/// keyboard and screen readers.
pub fn card_view(
    view: &View,
    present: Option<&[usize]>,
    lang: Lang,
    on_mode: Option<Callback<Mode>>,
) -> Html {
    memo(drawing(view, present, lang, on_mode))
}

/// What [`card_view`] draws (also drawn, larger, by `card_zoom`).
pub(crate) fn drawing(
    view: &View,
    present: Option<&[usize]>,
    lang: Lang,
    on_mode: Option<Callback<Mode>>,
) -> Drawing {
    Drawing {
        card: super::CardRef(view.card),
        states: face_states(view, present),
        fused: view.zone == Zone::Stack && view.mode == Mode::Fused,
        lang,
        on_mode,
    }
}

/// The mode of the half (`data-face`) under a click, if the card has it.
fn picked(card: &'static Card, e: &MouseEvent) -> Option<Mode> {
    let target = e.target_dyn_into::<web_sys::Element>()?;
    let face = target
        .closest("[data-face]")
        .ok()??
        .get_attribute("data-face")?;
    let mode = Mode::parse(card, &face).ok()?;
    Mode::all_for(card).contains(&mode).then_some(mode)
}

/// What the drawing depends on: the card, each face's look, a fused cast, the language. A
/// click that changes none of them (a zone or a mode off the stack) leaves the drawing as
/// it is ([`memo`]).
#[derive(PartialEq)]
pub(crate) struct Drawing {
    card: super::CardRef,
    states: Vec<FaceState>,
    fused: bool,
    lang: Lang,
    /// Chooses the half clicked as the cast mode (see [`card_view`]).
    on_mode: Option<Callback<Mode>>,
}

impl Part for Drawing {
    fn draw(&self) -> Html {
        draw(self)
    }
}

pub(crate) fn draw(drawing: &Drawing) -> Html {
    let (card, states, fused, lang) = (
        drawing.card.0,
        &drawing.states[..],
        drawing.fused,
        drawing.lang,
    );
    let onclick = drawing.on_mode.clone().map(|on_mode| {
        Callback::from(move |e: MouseEvent| {
            if let Some(mode) = picked(card, &e) {
                on_mode.emit(mode);
            }
        })
    });
    let layout = match card.kind {
        _ if card.faces.len() > 2 => multi(card, states, lang),
        Kind::Room => room(card, states, lang),
        Kind::Aftermath { face } => aftermath(card, face, states, lang),
        Kind::Fuse => split(card, states, true, fused, lang),
        Kind::Split | Kind::Unofficial => split(card, states, false, false, lang),
    };
    html! {
        <figure class={classes!("card-figure", onclick.is_some().then_some("is-pickable"))}
            aria-label={tr(lang, "card-figure", &[("card", &card.name)])} {onclick}>
            { layout }
            <figcaption class="card-caption">
                { t(lang, &format!("kind-{}", card.kind.slug())) }
                // A custom card was never printed: its set is whatever the user typed.
                if crate::custom::registry::is_custom(card) { {" · "}{ t(lang, "card-custom") } }
                else if card.first_set != "?" { {" · "}{ tr(lang, "card-first-printed", &[("set", &set_name(&card.first_set))]) } }
                if card.is_unofficial() { {" · "}{ t(lang, "card-unofficial") } }
                if !card.foreign_names.is_empty() {
                    <br />{ t(lang, "card-also-printed") }{" "}
                    { for card.foreign_names.iter().enumerate().map(|(i, f)| html! {
                        <>
                            if i > 0 { {", "} }
                            <span lang={f.lang.to_string()}>{ f.name.to_string() }</span>
                            {" ("}{ f.lang.to_string() }{")"}
                        </>
                    }) }
                }
            </figcaption>
        </figure>
    }
}

/// A set as a caption names it: "Apocalypse, 2001" (its code when it isn't one the
/// catalogue knows).
fn set_name(code: &str) -> String {
    match splitcard_engine::catalogue::set(code) {
        Some(splitcard_engine::catalogue::Set {
            name,
            year: Some(year),
            ..
        }) => format!("{name}, {year}"),
        Some(set) => set.name.to_string(),
        None => code.to_string(),
    }
}

fn badge(state: FaceState, fused: bool, lang: Lang) -> Html {
    match state.badge(fused, lang) {
        Some(text) => {
            html! { <span class={classes!("badge", state.class())} aria-hidden="true">{text}</span> }
        }
        None => html! {},
    }
}

fn half_label(card: &Card, i: usize, lang: Lang) -> String {
    mode_label(card, Mode::Face(i), lang)
}

/// One face with its own title, art box, type line and text box.
fn half(
    card: &Card,
    i: usize,
    state: FaceState,
    fused: bool,
    extra: &'static str,
    lang: Lang,
) -> Html {
    let face = &card.faces[i];
    let band = extra == "half--band";
    let words = crate::i18n::words_lang(crate::custom::registry::is_custom(card), lang);
    html! {
        // A group, not a landmark region: the halves are parts of one drawing.
        <div class={classes!("half", frame_class(face), state.class(), extra)} role="group" aria-label={half_label(card, i, lang)}
            data-face={Mode::Face(i).slug(card)}>
            <div class="half__title">
                <span class="half__name">{ face.name.to_string() }</span>
                // A band (five parts) has no art to hold its state: it sits in its title,
                // clear of its text.
                if band { { badge(state, fused, lang) } }
                { cost(&face.mana_cost, lang) }
            </div>
            <div class="half__art" aria-hidden="true"></div>
            if !band { { badge(state, fused, lang) } }
            if state != FaceState::Plain { <span class="visually-hidden">{ state.badge(fused, lang).unwrap_or_default() }</span> }
            <div class="half__type" lang={words}>{ face.type_line.to_string() }</div>
            <div class="half__text">{ rules_text(&drawn_text(card, &face.oracle_text), lang, words) }</div>
        </div>
    }
}

/// A half's text as printed in its box: a fuse card's "Fuse (…)" line is printed once,
/// across the bottom of the card (the fuse bar), not in a half's box.
fn drawn_text(card: &Card, text: &str) -> String {
    if card.kind != Kind::Fuse {
        return text.to_string();
    }
    text.split('\n')
        .filter(|line| !line.starts_with("Fuse ("))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Classic split and fuse: printed sideways, shown turned so both halves read upright.
fn split(card: &Card, states: &[FaceState], fuse: bool, fused: bool, lang: Lang) -> Html {
    html! {
        <div class={classes!("card", "card--split", fuse.then_some("card--fuse"))}>
            <div class="card__halves">
                { for (0..card.faces.len()).map(|i| half(card, i, states[i], fused, "", lang)) }
            </div>
            if fuse {
                <div class={classes!("fuse-bar", fused.then_some("is-cast"))} data-face={Mode::Fused.slug(card)}>
                    <strong>{"Fuse"}</strong>
                    <span class="reminder">{" (You may cast one or both halves of this card from your hand.)"}</span>
                </div>
            }
        </div>
    }
}

/// Aftermath: the first half upright on top, the aftermath half turned on the bottom.
fn aftermath(card: &Card, after: usize, states: &[FaceState], lang: Lang) -> Html {
    let upright: Vec<usize> = (0..card.faces.len()).filter(|i| *i != after).collect();
    html! {
        <div class="card card--aftermath">
            { for upright.iter().map(|&i| half(card, i, states[i], false, "half--top", lang)) }
            if after < card.faces.len() {
                <div class="aftermath-slot">
                    { half(card, after, states[after], false, "half--turned", lang) }
                </div>
            }
        </div>
    }
}

/// A Room: two doors side by side under one shared type line (709.5a). Each door is a
/// group of its own (title, art, text), laid out on the card's rows with a subgrid, so its
/// text is read with its name; the shared type line comes after both.
fn room(card: &Card, states: &[FaceState], lang: Lang) -> Html {
    let words = crate::i18n::words_lang(crate::custom::registry::is_custom(card), lang);
    let type_line = card
        .faces
        .first()
        .map(|f| f.type_line.to_string())
        .unwrap_or_default();
    let cell = |i: usize, part: &'static str| {
        classes!("door", part, frame_class(&card.faces[i]), states[i].class())
    };
    html! {
        <div class="card card--room">
            { for (0..card.faces.len()).map(|i| html! {
                <div class="room__door" role="group" aria-label={half_label(card, i, lang)} data-face={Mode::Face(i).slug(card)}>
                    <div class={cell(i, "door__title")}>
                        <span class="half__name">{ card.faces[i].name.to_string() }</span>
                        { cost(&card.faces[i].mana_cost, lang) }
                        // Its state (locked, cast, absent on the stack…) is said with its name.
                        if states[i] != FaceState::Plain {
                            <span class="visually-hidden">{ states[i].badge(false, lang).unwrap_or_default() }</span>
                        }
                    </div>
                    <div class={cell(i, "door__art")} aria-hidden="true">
                        { badge(states[i], false, lang) }
                        if states[i] == FaceState::Locked { <span class="lock-icon"></span> }
                    </div>
                    <div class={cell(i, "door__text")}>{ rules_text(&card.faces[i].oracle_text, lang, words) }</div>
                </div>
            }) }
            <div class="room__type" lang={words}>{ type_line }</div>
        </div>
    }
}

/// Three or more parts (Un- and playtest cards): stacked bands, top to bottom.
fn multi(card: &Card, states: &[FaceState], lang: Lang) -> Html {
    html! {
        <div class="card card--multi">
            { for (0..card.faces.len()).map(|i| half(card, i, states[i], false, "half--band", lang)) }
        </div>
    }
}
