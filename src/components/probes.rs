//! "How other cards see it": the engine's effect probes for the card on screen. Every
//! effect that has something to say about the card in the current zone and mode is listed
//! as its question and the engine's answer ("Dark Confidant: how much life do you lose
//! revealing Fire // Ice? — 4 life lost", the engine's `Effect::asks`), its reasoning and its
//! rules, a cost in either drawn as mana symbols; pinned effects stay listed
//! whatever the zone (they are then asked where they look). Effects that need a choice
//! take it inline: a name (Meddling Mage) or a number (Chalice of the Void, Void). Each
//! effect is passed only the inputs it takes (`Effect::takes_mode`, `takes_doors`).
//!
//! Each row is kept with its `RowSource` (the probe's question, the zone on screen, pinned,
//! the language) and asked of the engine again only when that changes (a test walks every
//! card, zone, mode, origin, X and two eras: equal sources make equal rows). Items shown
//! earlier for the card stay, hidden, in one stable order (nothing moves), so a zone switch
//! hides and shows instead of building and tearing down; each item is a component over its
//! row (`Rc`), so one whose answer a click did not change, hidden or not, is skipped.

use std::rc::Rc;

use splitcard_engine::messages::Lang;
use splitcard_engine::probes::{self, Effect, ProbeInput};
use splitcard_engine::{EngineError, ManaSymbol, Zone};

use yew::prelude::*;

use super::number_field::{number_field, NumberField, Typed};
use super::rule_links::rule_links;
use crate::hooks::use_lang;
use crate::i18n::{colon, t, tr};
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
        .filter(|e| e.can_look_at(view.card))
        .map(|e| (e, true))
        .collect();
    for e in probes::applicable(view.card, view.zone) {
        if !out.iter().any(|(o, _)| o.slug == e.slug) {
            out.push((e, false));
        }
    }
    out
}

/// The probe's question for this view: the engine's ([`Effect::view_input`]), with the
/// name and number chosen inline (by default the card's first face, and 2).
fn input(view: &View, effect: &Effect, choices: &ProbeChoices) -> ProbeInput {
    ProbeInput {
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
        ..effect.view_input(view.card, view.zone, view.mode, view.choices(), view.era)
    }
}

/// What a probe's inline choice offers.
#[derive(PartialEq)]
enum Choice {
    None,
    /// Meddling Mage: each face's name, then the whole card's (to show 201.4b refusing it).
    Name {
        faces: Vec<String>,
        card: String,
        current: String,
    },
    /// Chalice of the Void, Void: a number.
    Number(u32),
}

/// One probe as shown: everything the item draws, computed by the engine for the view.
#[derive(PartialEq)]
struct Row {
    effect: &'static Effect,
    pinned: bool,
    lang: Lang,
    /// What the effect asks of the card, as a question (the engine's `Effect::asks`).
    question: String,
    headline: String,
    ok: bool,
    /// "Asked in the library": the effect looks somewhere else than the card's zone.
    asked: Option<String>,
    choice: Choice,
    rules: Vec<&'static str>,
    why: String,
}

fn row(view: &View, effect: &'static Effect, pinned: bool, input: &ProbeInput, lang: Lang) -> Row {
    let answer = probes::probe(view.card, effect, input);
    let question = effect.asks(view.card, input).render(lang);
    let (headline, why, rules, ok) = match &answer {
        Ok(a) => (a.headline(lang), a.msg.render(lang), a.rules.clone(), true),
        Err(EngineError::Impossible { msg, rules, .. }) => (
            t(lang, "probe-no-answer"),
            msg.render(lang),
            rules.clone(),
            false,
        ),
        Err(e) => (t(lang, "probe-no-answer"), e.render(lang), vec![], false),
    };
    let asked = input.zone.filter(|z| *z != view.zone).map(|zone| {
        tr(
            lang,
            "probe-asked",
            &[("zone", splitcard_engine::messages::zone_in(zone, lang))],
        )
    });
    let choice = if effect.needs_name() {
        Choice::Name {
            faces: view.card.faces.iter().map(|f| f.name.to_string()).collect(),
            card: view.card.name.to_string(),
            current: input.name.clone().unwrap_or_default(),
        }
    } else if effect.needs_number() {
        Choice::Number(input.number.unwrap_or(0))
    } else {
        Choice::None
    };
    Row {
        effect,
        pinned,
        lang,
        question,
        headline,
        ok,
        asked,
        choice,
        rules,
        why,
    }
}

/// Text with its mana symbols (`{1}{R}`, as the engine writes a cost in an answer or its
/// reasoning) drawn as the card's are (`mana::symbol`, each named in the page's language);
/// anything else in braces stays text.
pub(super) fn with_symbols(text: &str, lang: Lang) -> Html {
    if !text.contains('{') {
        return html! { { text.to_string() } };
    }
    let mut parts: Vec<Html> = Vec::new();
    // Symbols one after another ("{2}{W}") are one run that a line never breaks.
    let mut run: Vec<Html> = Vec::new();
    let flush = |run: &mut Vec<Html>, parts: &mut Vec<Html>| {
        if !run.is_empty() {
            parts.push(html! { <span class="mana-run">{ for run.drain(..) }</span> });
        }
    };
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| open + c) else {
            break;
        };
        match ManaSymbol::parse_code(&rest[open + 1..close]) {
            Ok(symbol) => {
                if open > 0 {
                    flush(&mut run, &mut parts);
                    parts.push(html! { { rest[..open].to_string() } });
                }
                run.push(super::mana::symbol(symbol, lang));
            }
            Err(_) => {
                flush(&mut run, &mut parts);
                parts.push(html! { { rest[..=close].to_string() } });
            }
        }
        rest = &rest[close + 1..];
    }
    flush(&mut run, &mut parts);
    if !rest.is_empty() {
        parts.push(html! { { rest.to_string() } });
    }
    html! { <>{ for parts }</> }
}

fn choice(row: &Row, on_action: &Callback<Action>, typed: &Typed) -> Html {
    let effect = row.effect;
    let lang = row.lang;
    let id = format!("probe-choice-{}", effect.slug);
    match &row.choice {
        Choice::Name {
            faces,
            card,
            current,
        } => {
            let onchange = on_action.reform(move |e: Event| {
                let value = e
                    .target_dyn_into::<web_sys::HtmlSelectElement>()
                    .map(|s| s.value())
                    .unwrap_or_default();
                Action::SetProbeName(effect.slug, value)
            });
            html! {
                <label class="probe__choice" for={id.clone()}>
                    { t(lang, "probe-name") }{" "}
                    <select id={id} {onchange}>
                        { for faces.iter().map(|f| html! {
                            <option value={f.clone()} selected={current == f}>{ f.clone() }</option>
                        }) }
                        // Offered so the rule against naming both (or all) halves can be seen.
                        <option value={card.clone()} selected={current == card}>
                            { tr(lang, if faces.len() > 2 { "probe-all-halves" } else { "probe-both-halves" },
                                &[("card", card)]) }
                        </option>
                    </select>
                </label>
            }
        }
        Choice::Number(current) => {
            let on_change = on_action.reform(move |n| Action::SetProbeNumber(effect.slug, n));
            html! {
                <label class="probe__choice" for={id.clone()}>
                    { t(lang, "probe-number") }{" "}
                    { number_field(NumberField {
                        lang,
                        id: id.into(),
                        value: Some(*current),
                        kept: current.to_string().into(),
                        empty_ok: false,
                        placeholder: None,
                        on_change,
                    }, typed) }
                </label>
            }
        }
        Choice::None => html! {},
    }
}

#[derive(Properties)]
struct ItemProps {
    row: Rc<Row>,
    on_action: Callback<Action>,
}

impl PartialEq for ItemProps {
    fn eq(&self, other: &Self) -> bool {
        (Rc::ptr_eq(&self.row, &other.row) || self.row == other.row)
            && self.on_action == other.on_action
    }
}

/// The inside of a probe's item (its `<li>` is drawn around it, see [`ProbesPanel`]). A
/// component, so that an item whose answer is unchanged (a hidden one, or one a click did
/// not change) is neither drawn again nor compared with the page.
#[component]
fn Item(props: &ItemProps) -> Html {
    // What was typed for a number and not taken (see number_field).
    let typed = use_state_eq(|| None);
    let row = &*props.row;
    let on_action = &props.on_action;
    let effect = row.effect;
    let lang = row.lang;
    let pinned = row.pinned;
    let toggle = on_action.reform(move |_: MouseEvent| Action::TogglePin(effect.slug));
    html! {
        <>
            <div class="probe__head">
                // The question and its answer, in one line as it reads: "Meddling Mage:
                // naming Fire, what of Fire // Ice can still be cast? — Ice".
                <p class="probe__question">
                    <span class="probe__name">{ effect.name }</span>{ colon(lang) }
                    <span class="probe__asks">{ row.question.clone() }</span>{" "}
                    <span class="probe__dash" aria-hidden="true">{"— "}</span>
                    <span class={classes!("probe__answer", (!row.ok).then_some("is-none"))} data-field="probe-answer">{ with_symbols(&row.headline, lang) }</span>
                </p>
                <button type="button" class="probe__pin" aria-pressed={if pinned { "true" } else { "false" }}
                    aria-label={tr(lang, "probe-pin-label", &[("effect", effect.name)])}
                    onclick={toggle}>
                    { t(lang, if pinned { "probe-pinned" } else { "probe-pin" }) }
                </button>
            </div>
            <p class="probe__text">{ effect.text(lang) }
                if let Some(asked) = &row.asked {
                    {" "}{ asked.clone() }
                }
            </p>
            { choice(row, on_action, &typed) }
            <p class="why">{ rule_links(&row.rules, lang) }{" "}{ with_symbols(&row.why, lang) }</p>
        </>
    }
}

/// The items drawn for the card on screen, in one list: the shown ones are drawn afresh on
/// every render; the others keep what they last drew, hidden (an effect shown earlier for
/// this card that has nothing to say in this zone). Switching zones back and forth then
/// only hides and shows items instead of building and tearing them down, which was most of
/// a zone click's cost.
#[derive(Default)]
struct Kept {
    card: Option<&'static splitcard_engine::Card>,
    items: Vec<KeptItem>,
}

struct KeptItem {
    slug: &'static str,
    pinned: bool,
    row: Rc<Row>,
    /// What the row was made from: the same again makes the same row, which is then
    /// neither asked of the engine nor rendered again.
    made_from: RowSource,
}

/// Everything a [`Row`] depends on besides the card and the effect: the probe's question,
/// the zone on screen (whether it is "asked elsewhere"), whether it is pinned, the language.
#[derive(PartialEq)]
struct RowSource {
    input: ProbeInput,
    zone: Zone,
    pinned: bool,
    lang: Lang,
}

#[component]
pub fn ProbesPanel(props: &ProbesProps) -> Html {
    let view = &props.view;
    let lang = use_lang();
    let kept = use_mut_ref(Kept::default);
    let shown = shown(view, &props.choices);
    let mut kept = kept.borrow_mut();
    if !kept.card.is_some_and(|c| std::ptr::eq(c, view.card)) {
        *kept = Kept {
            card: Some(view.card),
            items: Vec::new(),
        };
    }
    for &(effect, pinned) in &shown {
        let source = RowSource {
            input: input(view, effect, &props.choices),
            zone: view.zone,
            pinned,
            lang,
        };
        let old = kept.items.iter_mut().find(|k| k.slug == effect.slug);
        // Asked the same question: the same row (its item is then skipped entirely).
        if old.as_ref().is_some_and(|k| k.made_from == source) {
            continue;
        }
        let fresh = row(view, effect, pinned, &source.input, lang);
        match old {
            // The same answer keeps the same row, too.
            Some(old) => {
                old.pinned = pinned;
                old.made_from = source;
                if *old.row != fresh {
                    old.row = Rc::new(fresh);
                }
            }
            None => kept.items.push(KeptItem {
                slug: effect.slug,
                pinned,
                row: Rc::new(fresh),
                made_from: source,
            }),
        }
    }
    // One stable order for every kept item, shown or not: pinned first (in pin order), then
    // the catalogue's. The shown ones are then in `shown`'s order, and a zone switch never
    // moves an item.
    let order = |slug: &str| {
        let pin = props
            .choices
            .pinned
            .iter()
            .position(|p| *p == slug)
            .unwrap_or(usize::MAX);
        let place = probes::EFFECTS.iter().position(|e| e.slug == slug);
        (pin, place)
    };
    // An insertion sort (stable; a few dozen items, nearly always in order already): no sort
    // routine in the build for it.
    for i in 1..kept.items.len() {
        let mut j = i;
        while j > 0 && order(kept.items[j - 1].slug) > order(kept.items[j].slug) {
            kept.items.swap(j - 1, j);
            j -= 1;
        }
    }
    html! {
        <super::fold::Fold id="probes" class="probes" title={t(lang, "probes-title")}>
            <p class="probes__help">{ t(lang, "probes-help") }</p>
            if shown.is_empty() {
                <p class="note">{ t(lang, "probes-none") }</p>
            }
            <ul class="probes__list">
                { for kept.items.iter().map(|k| {
                    let hidden = !shown.iter().any(|(e, _)| e.slug == k.slug);
                    html! {
                        <li key={k.slug} class={classes!("probe", k.pinned.then_some("is-pinned"))}
                            data-probe={k.slug} {hidden}>
                            <Item row={k.row.clone()} on_action={props.on_action.clone()} />
                        </li>
                    }
                }) }
            </ul>
        </super::fold::Fold>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::EngineView;
    use splitcard_engine::{catalogue, Mode};

    /// A probe's row is made from its [`RowSource`] alone (with the card and the effect):
    /// two views of a card that put the same question to an effect get the same row, so
    /// the panel may keep a row while its source stays the same. Every card, zone, mode and
    /// origin (and X on the stack), today and under the 2013 rules, for every effect.
    #[test]
    fn a_probes_row_is_made_from_its_source_alone() {
        use splitcard_engine::{Era, Origin, Owner};
        let choices = ProbeChoices::default();
        let mut compared = 0;
        for card in catalogue::all() {
            let mut views = Vec::new();
            for era in [Era::Current, Era::Y2013] {
                for zone in Zone::ALL {
                    for mode in Mode::all_for(card) {
                        for from in [
                            None,
                            Some(Origin {
                                zone: Zone::Graveyard,
                                owner: Owner::You,
                            }),
                        ] {
                            let xs: &[Option<u32>] = if zone == Zone::Stack {
                                &[None, Some(3)]
                            } else {
                                &[None]
                            };
                            for &x in xs {
                                views.push(View {
                                    card,
                                    at: EngineView {
                                        zone,
                                        mode,
                                        from,
                                        x,
                                        era,
                                        ..EngineView::new()
                                    },
                                });
                            }
                        }
                    }
                }
            }
            for e in probes::EFFECTS {
                let mut made: Vec<(RowSource, Row)> = Vec::new();
                for view in &views {
                    let source = RowSource {
                        input: input(view, e, &choices),
                        zone: view.zone,
                        pinned: false,
                        lang: Lang::En,
                    };
                    let fresh = row(view, e, false, &source.input, Lang::En);
                    match made.iter().find(|(s, _)| *s == source) {
                        Some((_, old)) => {
                            compared += 1;
                            assert!(*old == fresh, "{} / {}: {view:?}", card.name, e.slug);
                        }
                        None => made.push((source, fresh)),
                    }
                }
            }
        }
        assert!(compared > 10_000, "{compared}");
    }
}
