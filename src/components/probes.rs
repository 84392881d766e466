//! "How other cards see it": the engine's effect probes for the card on screen. Every
//! effect that has something to say about the card in the current zone and mode is listed
//! with the engine's answer, its reasoning and its rules; pinned effects stay listed
//! whatever the zone (they are then asked where they look). Effects that need a choice
//! take it inline: a name (Meddling Mage) or a number (Chalice of the Void, Void).

use splitcard_engine::messages::Lang;
use splitcard_engine::probes::{self, Effect, LooksAt, ProbeInput};
use splitcard_engine::{Cast, EngineError, Zone};
use yew::prelude::*;

use super::rule_links::rule_links;
use crate::i18n::{t, tr, use_lang};
use crate::state::{Action, ProbeChoices, View};

#[derive(Properties, PartialEq)]
pub struct ProbesProps {
    pub view: View,
    pub choices: ProbeChoices,
    pub on_action: Callback<Action>,
}

/// The effects to show: pinned first (in pin order), then the applicable ones.
fn shown(view: &View, choices: &ProbeChoices) -> Vec<(&'static Effect, bool)> {
    let mut out: Vec<(&'static Effect, bool)> = choices
        .pinned
        .iter()
        .filter_map(|s| probes::find(s).ok())
        .filter(|e| !matches!(e.looks_at, LooksAt::Room) || view.card.is_room())
        .map(|e| (e, true))
        .collect();
    for e in probes::applicable(view.card, view.zone) {
        if !out.iter().any(|(o, _)| o.slug == e.slug) {
            out.push((e, false));
        }
    }
    out
}

/// The probe's question for this view: the card where the effect looks (here, when the
/// effect looks here), the spell of the chosen mode, and the inline choices.
fn input(view: &View, effect: &Effect, choices: &ProbeChoices) -> ProbeInput {
    let zone = if effect.applies(view.card, view.zone) {
        view.zone
    } else {
        effect.zone()
    };
    let from = if zone == Zone::Stack || effect.looks_at == LooksAt::Spell {
        view.origin()
    } else {
        Cast::default_origin(view.card, view.mode)
    };
    ProbeInput {
        zone: Some(zone),
        cast: Some(Cast {
            mode: view.mode,
            from,
        }),
        name: effect.needs_name().then(|| {
            choices
                .name(effect.slug)
                .map(str::to_string)
                .or_else(|| view.card.faces.first().map(|f| f.name.to_string()))
                .unwrap_or_default()
        }),
        number: effect
            .needs_number()
            .then(|| choices.number(effect.slug).unwrap_or(2)),
        era: view.era,
    }
}

fn choice(
    view: &View,
    effect: &'static Effect,
    input: &ProbeInput,
    on_action: &Callback<Action>,
    lang: Lang,
) -> Html {
    let id = format!("probe-choice-{}", effect.slug);
    if effect.needs_name() {
        let current = input.name.clone().unwrap_or_default();
        let onchange = on_action.reform(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            Action::SetProbeName(effect.slug, value)
        });
        let card = view.card;
        html! {
            <label class="probe__choice" for={id.clone()}>
                { t(lang, "probe-name") }{" "}
                <select id={id} {onchange}>
                    { for card.faces.iter().map(|f| html! {
                        <option value={f.name.to_string()} selected={current == f.name}>{ f.name.to_string() }</option>
                    }) }
                    // Offered so the rule against naming both halves can be seen.
                    <option value={card.name.to_string()} selected={current == card.name}>
                        { tr(lang, "probe-both-halves", &[("card", &card.name)]) }
                    </option>
                </select>
            </label>
        }
    } else if effect.needs_number() {
        let current = input.number.unwrap_or(0);
        let oninput = on_action.reform(move |e: InputEvent| {
            let value = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            Action::SetProbeNumber(effect.slug, value.trim().parse::<u32>().ok())
        });
        html! {
            <label class="probe__choice" for={id.clone()}>
                { t(lang, "probe-number") }{" "}
                <input id={id} type="number" inputmode="numeric" min="0" max="999" value={current.to_string()} {oninput} />
            </label>
        }
    } else {
        html! {}
    }
}

#[component]
pub fn ProbesPanel(props: &ProbesProps) -> Html {
    let view = &props.view;
    let lang = use_lang();
    let items = shown(view, &props.choices);
    html! {
        <section class="probes" aria-labelledby="probes-heading">
            <h2 id="probes-heading">{ t(lang, "probes-title") }</h2>
            <p class="probes__help">{ t(lang, "probes-help") }</p>
            if items.is_empty() {
                <p class="note">{ t(lang, "probes-none") }</p>
            }
            <ul class="probes__list">
                { for items.into_iter().map(|(effect, pinned)| {
                    let input = input(view, effect, &props.choices);
                    let answer = probes::probe(view.card, effect, &input);
                    let elsewhere = input.zone != Some(view.zone);
                    let toggle = props.on_action.reform(move |_: MouseEvent| Action::TogglePin(effect.slug));
                    let (headline, why, rules, ok) = match &answer {
                        Ok(a) => (a.headline(lang), a.msg.render(lang), a.rules.clone(), true),
                        Err(EngineError::Impossible { msg, rules, .. }) => (t(lang, "probe-no-answer"), msg.render(lang), rules.clone(), false),
                        Err(e) => (t(lang, "probe-no-answer"), e.render(lang), vec![], false),
                    };
                    html! {
                        <li class={classes!("probe", pinned.then_some("is-pinned"))} data-probe={effect.slug} key={effect.slug}>
                            <div class="probe__head">
                                <span class="probe__name">{ effect.name }</span>
                                <span class={classes!("probe__answer", (!ok).then_some("is-none"))} data-field="probe-answer">{ headline }</span>
                                <button type="button" class="probe__pin" aria-pressed={if pinned { "true" } else { "false" }}
                                    aria-label={tr(lang, if pinned { "probe-unpin-label" } else { "probe-pin-label" }, &[("effect", effect.name)])}
                                    onclick={toggle}>
                                    { t(lang, if pinned { "probe-pinned" } else { "probe-pin" }) }
                                </button>
                            </div>
                            <p class="probe__text">{ effect.text }
                                if elsewhere {
                                    {" "}{ tr(lang, "probe-asked", &[("zone", splitcard_engine::messages::zone_in(input.zone.unwrap_or(view.zone), lang))]) }
                                }
                            </p>
                            { choice(view, effect, &input, &props.on_action, lang) }
                            <p class="why">{ rule_links(&rules, lang) }{" "}{ why }</p>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}
