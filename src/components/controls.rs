//! The controls: zone, cast mode, the spell's origin (on the stack), door locks (a Room on
//! the battlefield) and X (when the cast half has {X}). What is offered comes from the
//! engine: the card's modes (`Mode::all_for`), and whether the card can be on the
//! battlefield at all (the engine's answer for that zone). The cast-from control is kept,
//! hidden, off the stack, so a zone switch shows and hides it rather than building it. The
//! era menu is a `<select>` set after each render (`components::use_select_value`).

use splitcard_engine::text::capitalize;
use splitcard_engine::{
    characteristics, Card, EngineError, Era, Inspection, Mode, Origin, Situation, Zone,
};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::number_field::{number_field, NumberField};
use super::segmented::{Choice, Segment, Segmented};
use super::CardRef;
use crate::hooks::use_lang;
use crate::i18n::{mode_label, t, zone_label, Lang};
use crate::state::{Action, View};

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub view: View,
    pub inspection: std::rc::Rc<Result<Inspection, EngineError>>,
    pub on_action: Callback<Action>,
}

#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let view = props.view;
    let card = view.card;
    let lang = use_lang();
    // What was typed for X and not taken (see number_field).
    let x_typed = use_state_eq(|| None);
    // On a phone (below 700 px, `app.css`) where the spell was cast from and the rules
    // era are behind one button that says them, so that the answer's key values fit the
    // first screen; wider, they are always shown and the button is not.
    let more_open = use_state_eq(|| false);

    // Made once per card, with stable callbacks, so a group whose choice didn't change
    // skips rendering on a click.
    let zone_segments = use_memo((CardRef(card), lang), |(c, l)| zone_segments(c.0, *l));
    let mode_segments = use_memo((CardRef(card), lang), |(c, l)| mode_segments(c.0, *l));
    let origin_segments = use_memo(lang, |l| origin_segments(*l));
    let on_zone = use_callback(props.on_action.clone(), |c: Choice, on_action| {
        if let Ok(zone) = Zone::parse(&c.value) {
            on_action.emit(step(&c, "zone", Action::SetZone(zone)));
        }
    });
    let on_mode = use_callback(
        (props.on_action.clone(), CardRef(card)),
        |c: Choice, (on_action, card)| {
            if let Ok(mode) = Mode::parse(card.0, &c.value) {
                on_action.emit(step(&c, "mode", Action::SetMode(mode)));
            }
        },
    );
    let on_from = use_callback(props.on_action.clone(), |c: Choice, on_action| {
        if let Ok(o) = Origin::parse(&c.value) {
            on_action.emit(step(&c, "from", Action::SetFrom(o)));
        }
    });

    let mode_title = t(
        lang,
        match view.zone {
            Zone::Stack => "control-mode-stack",
            Zone::Battlefield if card.is_room() => "control-mode-battlefield",
            Zone::Battlefield => "control-mode-battlefield-half",
            _ => "control-mode-elsewhere",
        },
    );
    let from_title = t(lang, "control-from");

    // Only on the stack and for a split permanent on the battlefield (a Room's door, or
    // another split permanent's half, was cast: 709.5d, 608.3),
    // but kept (hidden) elsewhere: a zone switch then shows and hides it instead of
    // building and tearing down its buttons.
    let cast = splitcard_engine::Cast::was_cast(card, view.zone);
    let origin_control = {
        html! {
            <div class="control" hidden={!cast}>
                <span class="control__label">{ from_title.clone() }</span>
                <Segmented label={from_title.clone()} segments={origin_segments.clone()} selected={Some(AttrValue::from(view.origin().slug()))}
                    on_select={on_from.clone()} data_attr="data-from" class="segmented--wrap" />
            </div>
        }
    };

    let doors_control = (view.zone == Zone::Battlefield && card.is_room()).then(|| {
        let doors = view.doors();
        html! {
            <div class="control">
                <span class="control__label">{ t(lang, "control-doors") }</span>
                <div class="doors-toggles" role="group" aria-label={t(lang, "control-doors")}>
                    { for (0..card.faces.len()).map(|i| {
                        let unlocked = doors.is_unlocked(i);
                        let on_action = props.on_action.clone();
                        let onclick = Callback::from(move |_: MouseEvent| {
                            on_action.emit(Action::SetDoor { face: i, unlocked: !unlocked });
                        });
                        let slug = Mode::Face(i).slug(card);
                        html! {
                            <button type="button" class={classes!("door-toggle", unlocked.then_some("is-unlocked"))}
                                aria-pressed={if unlocked { "true" } else { "false" }} data-door={slug} {onclick}>
                                <span class={classes!("lock-glyph", unlocked.then_some("is-open"))} aria-hidden="true"></span>
                                { card.faces[i].name.to_string() }{": "}
                                <strong>{ t(lang, if unlocked { "door-unlocked" } else { "door-locked" }) }</strong>
                            </button>
                        }
                    }) }
                </div>
            </div>
        }
    });

    // X: only when the spell on the stack has an X to announce (the engine's `takes_x`:
    // its cost has {X}, and no {Y} or {Z}, whose values can't be given), whatever the
    // answer: an X the engine refuses can still be changed or cleared.
    let has_x = view.zone == Zone::Stack && characteristics::takes_x(view.card, view.mode);
    let x_control = has_x.then(|| {
        // Typing a number, or stepping it with the arrow keys, is one walk through the
        // field: one history entry, rewritten as X changes (see `use_url_sync`).
        let on_change = props.on_action.reform(|x| Action::KeyWalk {
            control: "x",
            action: Box::new(Action::SetX(x)),
        });
        html! {
            <div class="control control--x">
                <label class="control__label" for="x-input">{"X ="}</label>
                { number_field(NumberField {
                    lang,
                    id: "x-input".into(),
                    value: view.x,
                    kept: format!("X = {}", view.x.unwrap_or(0)).into(),
                    empty_ok: true,
                    placeholder: Some("0".into()),
                    on_change,
                }, &x_typed) }
            </div>
        }
    });

    // The view's era, after Back and Forward too (after two picks, Back left the select on
    // the later era under the earlier one's name).
    let era_select = super::use_select_value(view.era.slug());
    // A pass through the eras with the keys (a closed select changes at each arrow key, or
    // letter) is one history entry, a walk, as in the zone and mode groups: a change right
    // after such a key is a step of it; one from the browser's list (a click, a tap) isn't.
    let era_by_key = use_mut_ref(|| false);
    let on_era_key = {
        let by_key = era_by_key.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            *by_key.borrow_mut() = key.chars().count() == 1
                || matches!(
                    key.as_str(),
                    "ArrowUp"
                        | "ArrowDown"
                        | "ArrowLeft"
                        | "ArrowRight"
                        | "Home"
                        | "End"
                        | "PageUp"
                        | "PageDown"
                );
        })
    };
    let on_era_pointer = {
        let by_key = era_by_key.clone();
        Callback::from(move |_: PointerEvent| *by_key.borrow_mut() = false)
    };
    // Every slot is keyed and always present: Yew matches unkeyed siblings from the end,
    // so a control appearing in the middle would otherwise rebuild (and unfocus) the
    // zone buttons the user is arrowing through.
    let on_era = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let by_key = std::mem::replace(&mut *era_by_key.borrow_mut(), false);
            if let Some(select) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
            {
                if let Ok(era) = Era::parse(&select.value()) {
                    let action = Action::SetEra(era);
                    on_action.emit(if by_key {
                        Action::KeyWalk {
                            control: "era",
                            action: Box::new(action),
                        }
                    } else {
                        action
                    });
                }
            }
        })
    };
    let era_name = |era: Era| capitalize(splitcard_engine::messages::era_in(era, lang));
    // A `<select>` draws its chosen option on one line and cuts it at its edge: on a phone
    // an era's name and dates don't fit. So the menu is a box that shows the chosen era in
    // full (wrapping), with the select laid over it, transparent: the select still takes
    // every click, tap and key, and is what a screen reader meets (the box is hidden from
    // it); the browser's own list shows each era in full.
    let era_control = html! {
        <div class="control control--era">
            <label class="control__label" for="era-select">{ t(lang, "control-era") }</label>
            <div class="era-menu">
                <span class="era-menu__shown" aria-hidden="true">{ era_name(view.era) }</span>
                <select id="era-select" ref={era_select} onchange={on_era} onkeydown={on_era_key} onpointerdown={on_era_pointer}>
                    { for Era::ALL.iter().map(|era| html! {
                        <option value={era.slug()} selected={*era == view.era}>{ era_name(*era) }</option>
                    }) }
                </select>
            </div>
        </div>
    };

    let on_more = {
        let more_open = more_open.clone();
        Callback::from(move |_: MouseEvent| more_open.set(!*more_open))
    };
    // What the button hides, said on it: where the spell was cast from (when it was cast)
    // and the rules' era.
    let more_values = {
        let era = era_name(view.era);
        if cast {
            format!(
                "{} · {}",
                capitalize(splitcard_engine::messages::origin_in(view.origin(), lang)),
                era
            )
        } else {
            era
        }
    };
    html! {
        <div class="controls">
            <div key="zone" class="control">
                <span class="control__label">{ t(lang, "control-zone") }</span>
                <Segmented label={t(lang, "control-zone")} segments={zone_segments.clone()} selected={Some(AttrValue::from(view.zone.slug()))}
                    on_select={on_zone} data_attr="data-zone" class="segmented--wrap" />
            </div>
            <div key="mode" class="control">
                <span class="control__label">{ mode_title.clone() }</span>
                // Named as it is labelled on screen (for voice control too).
                <Segmented label={mode_title} segments={mode_segments.clone()} selected={Some(AttrValue::from(view.mode.slug(card)))}
                    on_select={on_mode} data_attr="data-mode" class="segmented--wrap" />
            </div>
            <div key="doors" class="control-slot">{ doors_control }</div>
            <div key="x" class="control-slot">{ x_control }</div>
            <div key="more" class="controls__more-slot">
                <button type="button" class="controls__more-toggle" aria-controls="controls-more"
                    aria-expanded={if *more_open { "true" } else { "false" }} onclick={on_more}>
                    <span class="controls__more-title">{ t(lang, "controls-more") }</span>
                    <span class="controls__more-values">{ more_values }</span>
                    <span class="controls__more-chevron" aria-hidden="true"></span>
                </button>
            </div>
            <div key="more-body" id="controls-more" class={classes!("controls__more", more_open.then_some("is-open"))}>
                <div class="control-slot">{ origin_control }</div>
                <div class="control-slot">{ era_control }</div>
            </div>
        </div>
    }
}

/// The action for a choice in the group `control`: chosen with a key, one step of a walk
/// through that group (the whole walk is one history entry).
fn step(choice: &Choice, control: &'static str, action: Action) -> Action {
    if choice.by_key {
        Action::KeyWalk {
            control,
            action: Box::new(action),
        }
    } else {
        action
    }
}

/// Zones: one the card can't be in at all (an instant on the battlefield) is disabled,
/// with the engine's reason as its tooltip.
fn zone_segments(card: &'static Card, lang: Lang) -> Vec<Segment> {
    Zone::ALL
        .iter()
        .map(|&zone| {
            let disabled = if zone == Zone::Battlefield {
                characteristics(card, &Situation::in_zone(zone))
                    .err()
                    .map(|e| AttrValue::from(e.reason().render(lang)))
            } else {
                None
            };
            Segment {
                value: zone.slug().into(),
                label: zone_label(zone, lang).into(),
                disabled,
            }
        })
        .collect()
}

/// The card's own modes only (fused only for fuse cards).
fn mode_segments(card: &'static Card, lang: Lang) -> Vec<Segment> {
    Mode::all_for(card)
        .iter()
        .map(|m| Segment {
            value: m.slug(card).into(),
            label: mode_label(card, *m, lang).into(),
            disabled: None,
        })
        .collect()
}

fn origin_segments(lang: Lang) -> Vec<Segment> {
    Origin::ALL
        .iter()
        .map(|o| Segment {
            value: o.slug().into(),
            label: capitalize(splitcard_engine::messages::origin_in(*o, lang)).into(),
            disabled: None,
        })
        .collect()
}
