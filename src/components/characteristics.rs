//! The characteristics panel: every value the engine gives for the view, each with its
//! rules and its one-line why. The `data-field` names are a public contract (tests and the
//! wiki embed read them): names, mana-cost, mana-value, colors, color-identity, type-line,
//! rules-text, legality, total-cost, leaves-stack-to.

use std::rc::Rc;

use splitcard_engine::{
    CastReport, CharacteristicSet, Cited, ColorSet, EngineError, Inspection, Permission, Zone,
};
use yew::prelude::*;

use super::mana::{rules_text, Cost};
use super::rule_links::RuleLinks;
use crate::state::View;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub view: View,
    pub inspection: Rc<Result<Inspection, EngineError>>,
}

/// One row: a label, the value (carrying `data-field`), the rules and the why.
fn row<T>(label: &str, field: &'static str, value: Html, cited: &Cited<T>) -> Html {
    html! {
        <div class="row">
            <dt>{ label }</dt>
            <dd>
                <div class="value" data-field={field}>{ value }</div>
                <p class="why"><RuleLinks rules={cited.rules.clone()} />{" "}{ cited.why.clone() }</p>
            </dd>
        </div>
    }
}

fn colors_html(colors: ColorSet) -> Html {
    html! {
        <>
            <span class="pips" aria-hidden="true">
                { for colors.wubrg().into_iter().map(|c| html! {
                    <span class={classes!("pip", format!("pip-{}", c.letter().to_ascii_lowercase()))}></span>
                }) }
            </span>
            { colors.describe() }
        </>
    }
}

fn set_rows(set: &CharacteristicSet) -> Html {
    let names = if set.names.value.is_empty() {
        html! { <span class="none">{"no name"}</span> }
    } else {
        html! { { set.names.value.join(" // ") } }
    };
    let texts = if set.rules_text.value.is_empty() {
        html! { <span class="none">{"no rules text"}</span> }
    } else {
        html! {
            { for set.rules_text.value.iter().map(|t| html! {
                <div class="face-text">
                    if set.rules_text.value.len() > 1 { <span class="face-text__name">{ t.face.clone() }</span> }
                    { rules_text(&t.text) }
                </div>
            }) }
        }
    };
    html! {
        <>
            { row("Names", "names", names, &set.names) }
            { row("Mana cost", "mana-cost", html! { <Cost cost={set.mana_cost.value.clone()} /> }, &set.mana_cost) }
            { row("Mana value", "mana-value", html! { { set.mana_value.value } }, &set.mana_value) }
            { row("Colors", "colors", colors_html(set.colors.value), &set.colors) }
            { row("Color identity", "color-identity", colors_html(set.color_identity.value), &set.color_identity) }
            { row("Type line", "type-line", html! { { set.type_line.value.to_string() } }, &set.type_line) }
            { row("Rules text", "rules-text", texts, &set.rules_text) }
        </>
    }
}

fn verdict_word(report: &CastReport) -> &'static str {
    match (report.verdict.legal, report.verdict.permission) {
        (false, _) => "Illegal",
        (true, Some(Permission::NeedsEffect)) => "Legal only with an effect that allows it",
        (true, _) => "Legal",
    }
}

fn cast_rows(report: &CastReport) -> Html {
    let legal = report.verdict.legal;
    let legality = html! {
        <div class="row">
            <dt>{"Legality"}</dt>
            <dd>
                <div class={classes!("value", "verdict", if legal { "is-legal" } else { "is-illegal" })}
                    data-field="legality" data-legal={if legal { "true" } else { "false" }}>
                    <strong>{ verdict_word(report) }</strong>{" — "}{ report.verdict.reason.clone() }
                </div>
                <p class="why"><RuleLinks rules={report.verdict.rules.clone()} /></p>
            </dd>
        </div>
    };
    let cost = match &report.total_cost {
        Some(c) => row(
            "Total cost",
            "total-cost",
            html! { <Cost cost={c.value.clone()} /> },
            c,
        ),
        None => html! {},
    };
    let leaves = match &report.leaves_stack_to {
        Some(d) => row(
            "Leaves the stack to",
            "leaves-stack-to",
            html! { { capitalize(d.value.slug()) } },
            d,
        ),
        None => html! {
            <div class="row">
                <dt>{"Leaves the stack to"}</dt>
                <dd><div class="value none" data-field="leaves-stack-to">{"Nowhere: it can't be cast like this."}</div></dd>
            </div>
        },
    };
    html! { <>{ legality }{ cost }{ leaves }</> }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// "Fire on the stack, cast from your hand", "Fire // Ice in the graveyard".
pub fn heading(view: &View) -> String {
    let card = view.card;
    match view.zone {
        Zone::Stack => format!(
            "{} on the stack, cast from {}",
            match view.mode {
                splitcard_engine::Mode::Fused => format!("{} (fused)", card.name),
                splitcard_engine::Mode::Face(i) => card
                    .faces
                    .get(i)
                    .map(|f| f.name.to_string())
                    .unwrap_or_default(),
            },
            view.origin().describe()
        ),
        Zone::Outside => format!("{} outside the game", card.name),
        Zone::Battlefield => format!("{} on the battlefield", card.name),
        Zone::Hand => format!("{} in a hand", card.name),
        Zone::Exile => format!("{} in exile", card.name),
        zone => format!("{} in the {}", card.name, zone.label().to_lowercase()),
    }
}

#[component]
pub fn CharacteristicsPanel(props: &PanelProps) -> Html {
    let view = &props.view;
    let body = match props.inspection.as_ref() {
        Err(e) => {
            let rules = match e {
                EngineError::Impossible { rules, .. } => rules.clone(),
                _ => vec![],
            };
            let message = match e {
                EngineError::Impossible { reason, .. } => reason.clone(),
                other => other.to_string(),
            };
            html! {
                <div class="answer-error" data-field="error">
                    <p><strong>{"No such situation. "}</strong>{ message }</p>
                    <p class="why"><RuleLinks rules={rules} /></p>
                </div>
            }
        }
        Ok(inspection) => {
            let chars = match &inspection.characteristics {
                Some(c) => html! {
                    <>
                        if c.is_two_answers() {
                            <p class="note">{ format!("Under these rules the card has {} sets of characteristics: one answer per half.", c.sets.len()) }</p>
                        }
                        { for c.sets.iter().enumerate().map(|(i, set)| html! {
                            <dl class={classes!("facts", (i > 0).then_some("facts--extra"))}>{ set_rows(set) }</dl>
                        }) }
                    </>
                },
                None => {
                    let reason = inspection
                        .cast
                        .as_ref()
                        .map(|r| (r.verdict.reason.clone(), r.verdict.rules.clone()));
                    let (reason, rules) = reason.unwrap_or_default();
                    html! {
                        <div class="answer-error" data-field="no-spell">
                            <p><strong>{"No spell: this cast is illegal, so nothing is on the stack. "}</strong>{ reason }</p>
                            <p class="why"><RuleLinks rules={rules} /></p>
                        </div>
                    }
                }
            };
            let cast = match &inspection.cast {
                Some(report) => {
                    let title = match view.zone {
                        Zone::Stack | Zone::Battlefield => "The cast".to_string(),
                        _ => format!("Casting {} from here", view.mode.label(view.card)),
                    };
                    html! {
                        <section class="cast-report" aria-label={title.clone()}>
                            <h3>{ title }</h3>
                            <dl class="facts">{ cast_rows(report) }</dl>
                        </section>
                    }
                }
                None => html! {},
            };
            html! { <>{ chars }{ cast }</> }
        }
    };
    html! {
        <section class="panel" aria-labelledby="panel-heading">
            <h2 id="panel-heading">{ heading(view) }</h2>
            { body }
        </section>
    }
}
