//! The card, drawn as printed (there are no card images offline): one frame per layout.
//!
//! Face data is read here ONLY to draw the printed card (names, costs, type lines, text,
//! frame colours). What exists right now — which half is faded on the stack, which doors
//! are locked — comes from the engine's answer (`Characteristics::present_faces`).

use splitcard_engine::{Card, Color, Face, Kind, Mode, Zone};
use yew::prelude::*;

use super::mana::{rules_text, Cost};
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

    fn badge(self, fused: bool) -> Option<&'static str> {
        match self {
            FaceState::Plain => None,
            FaceState::Cast if fused => Some("Cast fused"),
            FaceState::Cast => Some("Cast"),
            FaceState::Illegal => Some("Can't be cast like this"),
            FaceState::Absent => Some("Doesn't exist on the stack"),
            FaceState::Locked => Some("Locked"),
            FaceState::Unlocked => Some("Unlocked"),
        }
    }
}

/// The frame colour class of a face, from its own printed mana cost.
pub fn frame_class(face: &Face) -> &'static str {
    let colors = face
        .mana_cost
        .as_ref()
        .map(|c| c.colors())
        .unwrap_or_default();
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

#[derive(Properties, PartialEq)]
pub struct CardViewProps {
    pub view: View,
    /// The faces that exist now, from the engine; `None` when it gave no characteristics
    /// (an illegal cast or an impossible situation).
    pub present: Option<Vec<usize>>,
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

#[component]
pub fn CardView(props: &CardViewProps) -> Html {
    let card = props.view.card;
    let states = face_states(&props.view, props.present.as_deref());
    let fused = props.view.zone == Zone::Stack && props.view.mode == Mode::Fused;
    let layout = match card.kind {
        _ if card.faces.len() > 2 => multi(card, &states),
        Kind::Room => room(card, &states),
        Kind::Aftermath { face } => aftermath(card, face, &states),
        Kind::Fuse => split(card, &states, true, fused),
        Kind::Split | Kind::Unofficial => split(card, &states, false, false),
    };
    html! {
        <figure class="card-figure" aria-label={format!("{}, drawn as printed", card.name)}>
            { layout }
            <figcaption class="card-caption">
                { capitalize(card.kind.describe()) }
                if card.first_set != "?" { {" · first printed in "}{ card.first_set.to_string() } }
                if card.is_unofficial() { {" · not tournament-legal (Un- or playtest card)"} }
                if !card.foreign_names.is_empty() {
                    <br />{"Also printed as "}
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

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn badge(state: FaceState, fused: bool) -> Html {
    match state.badge(fused) {
        Some(text) => {
            html! { <span class={classes!("badge", state.class())} aria-hidden="true">{text}</span> }
        }
        None => html! {},
    }
}

fn half_label(card: &Card, i: usize) -> String {
    Mode::Face(i).label(card)
}

/// One face with its own title, art box, type line and text box.
fn half(card: &Card, i: usize, state: FaceState, fused: bool, extra: &'static str) -> Html {
    let face = &card.faces[i];
    html! {
        <section class={classes!("half", frame_class(face), state.class(), extra)} aria-label={half_label(card, i)}>
            <div class="half__title">
                <span class="half__name">{ face.name.to_string() }</span>
                <Cost cost={face.mana_cost.clone()} />
            </div>
            <div class="half__art" aria-hidden="true"></div>
            { badge(state, fused) }
            if state != FaceState::Plain { <span class="visually-hidden">{ state.badge(fused).unwrap_or_default() }</span> }
            <div class="half__type">{ face.type_line.to_string() }</div>
            <div class="half__text">{ rules_text(&face.oracle_text) }</div>
        </section>
    }
}

/// Classic split and fuse: printed sideways, shown turned so both halves read upright.
fn split(card: &Card, states: &[FaceState], fuse: bool, fused: bool) -> Html {
    html! {
        <div class={classes!("card", "card--split", fuse.then_some("card--fuse"))}>
            <div class="card__halves">
                { for (0..card.faces.len()).map(|i| half(card, i, states[i], fused, "")) }
            </div>
            if fuse {
                <div class={classes!("fuse-bar", fused.then_some("is-cast"))}>
                    <strong>{"Fuse"}</strong>
                    <span class="reminder">{" (You may cast one or both halves of this card from your hand.)"}</span>
                </div>
            }
        </div>
    }
}

/// Aftermath: the first half upright on top, the aftermath half turned on the bottom.
fn aftermath(card: &Card, after: usize, states: &[FaceState]) -> Html {
    let upright: Vec<usize> = (0..card.faces.len()).filter(|i| *i != after).collect();
    html! {
        <div class="card card--aftermath">
            { for upright.iter().map(|&i| half(card, i, states[i], false, "half--top")) }
            if after < card.faces.len() {
                <div class="aftermath-slot">
                    { half(card, after, states[after], false, "half--turned") }
                </div>
            }
        </div>
    }
}

/// A Room: two doors side by side under one shared type line (709.5a).
fn room(card: &Card, states: &[FaceState]) -> Html {
    let type_line = card
        .faces
        .first()
        .map(|f| f.type_line.to_string())
        .unwrap_or_default();
    let doors = 0..card.faces.len();
    let cell = |i: usize, part: &'static str| {
        classes!("door", part, frame_class(&card.faces[i]), states[i].class())
    };
    html! {
        <div class="card card--room">
            { for doors.clone().map(|i| html! {
                <div class={cell(i, "door__title")} aria-label={half_label(card, i)} role="group">
                    <span class="half__name">{ card.faces[i].name.to_string() }</span>
                    <Cost cost={card.faces[i].mana_cost.clone()} />
                    if matches!(states[i], FaceState::Locked | FaceState::Unlocked) {
                        <span class="visually-hidden">{ states[i].badge(false).unwrap_or_default() }</span>
                    }
                </div>
            }) }
            { for doors.clone().map(|i| html! {
                <div class={cell(i, "door__art")} aria-hidden="true">
                    { badge(states[i], false) }
                    if states[i] == FaceState::Locked { <span class="lock-icon"></span> }
                </div>
            }) }
            <div class="room__type">{ type_line }</div>
            { for doors.map(|i| html! {
                <div class={cell(i, "door__text")}>{ rules_text(&card.faces[i].oracle_text) }</div>
            }) }
        </div>
    }
}

/// Three or more parts (Un- and playtest cards): stacked bands, top to bottom.
fn multi(card: &Card, states: &[FaceState]) -> Html {
    html! {
        <div class="card card--multi">
            { for (0..card.faces.len()).map(|i| half(card, i, states[i], false, "half--band")) }
        </div>
    }
}
