//! The characteristics panel: every value the engine gives for the view, each with its
//! rules and its one-line why. The `data-field` names are a public contract (tests and the
//! wiki embed read them): names, mana-cost, mana-value, colors, color-identity, type-line,
//! rules-text, legality, total-cost, leaves-stack-to.
//!
//! The answer's first set of characteristics is drawn through `components::memo` as a
//! `FirstSet`, compared by value: a card is the same in most zones off the stack, whatever
//! the mode, so a click there doesn't draw it again. An older era's extra sets (one per
//! half) are kept hidden rather than built and torn down on each click; a hidden set's
//! values carry no `data-field`.
//!
//! Also what is said of an answer: [`summary`] (the heading, the values as the matrix gives
//! them, the engine's verdict on the cast), put into the page's polite status
//! `#answer-status` by [`announce`] after the render, and [`facts`], the answer in a line
//! (the glance line under the controls in one column).

use std::rc::Rc;

use splitcard_engine::messages::Msg;
use splitcard_engine::messages::{colors_list_in, numbers_in, printed_type_line_in, type_line_in};
use splitcard_engine::rooms::Unlocking;
use splitcard_engine::{
    CastReport, CharacteristicSet, Characteristics, Cited, ColorSet, EngineError, Era, Inspection,
    Permission, Zone,
};
use yew::prelude::*;

use super::mana::{cost, rules_text};
use super::memo::{memo, Part};
use super::rule_links::rule_links;
use crate::hooks::use_lang;
use crate::i18n::{mana_value_id, t, tr, Lang};
use crate::state::View;

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub view: View,
    pub inspection: Rc<Result<Inspection, EngineError>>,
}

/// One row: a label, the value (carrying `data-field`, unless `None`), the rules and the why
/// (in `lang`).
fn row<T>(
    lang: Lang,
    label: &str,
    field: Option<&'static str>,
    value: Html,
    cited: &Cited<T>,
) -> Html {
    row_more(
        lang,
        label,
        field,
        value,
        &cited.rules,
        &cited.msg,
        Html::default(),
    )
}

/// [`row`], with `more` after the why (a door's triggers). Not generic and never inlined:
/// one copy of the markup for every row, whatever its value's type (the wasm's size).
#[inline(never)]
fn row_more(
    lang: Lang,
    label: &str,
    field: Option<&'static str>,
    value: Html,
    rules: &[&'static str],
    msg: &Msg,
    more: Html,
) -> Html {
    html! {
        <div class="row">
            <dt>{ label }</dt>
            <dd>
                <div class="value" data-field={field}>{ value }</div>
                { why(rules, msg, lang) }
                { more }
            </dd>
        </div>
    }
}

fn why(rules: &[&'static str], msg: &Msg, lang: Lang) -> Html {
    html! { <p class="why">{ rule_links(rules, lang) }{" "}{ msg.render(lang) }</p> }
}

/// A Room on the battlefield: a row per locked door — the cost of unlocking it (the engine's
/// answer, 709.5e) and what that would trigger — or one row saying it is fully unlocked.
fn unlock_rows(u: &Unlocking, lang: Lang) -> Html {
    match &u.fully_unlocked {
        // "Doors: Unlocked", and the engine's sentence once, below it with its rules.
        Some(f) => row(
            lang,
            &t(lang, "control-doors"),
            Some("unlock"),
            html! { { t(lang, "card-state-unlocked") } },
            f,
        ),
        None => html! {
            { for u.doors.iter().map(|d| row_more(
                lang,
                &tr(lang, "field-unlock", &[("door", &d.name)]),
                Some("unlock"),
                cost(&d.cost.value, lang),
                &d.cost.rules,
                &d.cost.msg,
                // The door cast, locked since (an effect locked it, 709.5g), then what
                // unlocking it would trigger.
                html! { <>
                    { for d.cast_door.iter().map(|c| why(&c.rules, &c.msg, lang)) }
                    { for d.triggers.iter().map(|t| why(&t.rules, &t.msg, lang)) }
                </> },
            )) }
        },
    }
}

fn colors_html(colors: ColorSet, lang: Lang) -> Html {
    html! {
        <>
            <span class="pips" aria-hidden="true">
                { for colors.wheel_order().into_iter().map(|c| html! {
                    <span class={classes!("pip", format!("pip-{}", c.letter().to_ascii_lowercase()))}></span>
                }) }
            </span>
            { splitcard_engine::messages::colors_in(colors, lang) }
        </>
    }
}

/// A set's rows; `fields`: whether their values carry `data-field` (not in a set kept
/// hidden, so that the page's fields are only those on screen).
/// Never inlined: one copy for the first set and the others (the wasm's size).
#[inline(never)]
fn set_rows(
    set: &CharacteristicSet,
    era: Era,
    lang: Lang,
    fields: bool,
    words: Option<&'static str>,
) -> Html {
    let f = |name| fields.then_some(name);
    let names = if set.names.value.is_empty() {
        html! { <span class="none">{ t(lang, "no-name") }</span> }
    } else {
        html! { { set.names.value.join(" // ") } }
    };
    let texts = if set.rules_text.value.is_empty() {
        html! { <span class="none">{ t(lang, "no-rules-text") }</span> }
    } else {
        html! {
            { for set.rules_text.value.iter().map(|t| html! {
                <div class="face-text">
                    if set.rules_text.value.len() > 1 { <span class="face-text__name">{ t.face.clone() }</span> }
                    { rules_text(&t.text, lang, words) }
                </div>
            }) }
        }
    };
    html! {
        <>
            { row(lang, &t(lang, "field-names"), f("names"), names, &set.names) }
            { row(lang, &t(lang, "field-mana-cost"), f("mana-cost"), cost(&set.mana_cost.value, lang), &set.mana_cost) }
            { row(lang, &t(lang, mana_value_id(era, "field-mana-value")), f("mana-value"), html! { { set.mana_value.value } }, &set.mana_value) }
            { row(lang, &t(lang, "field-colors"), f("colors"), colors_html(set.colors.value, lang), &set.colors) }
            { row(lang, &t(lang, "field-color-identity"), f("color-identity"), colors_html(set.color_identity.value, lang), &set.color_identity) }
            // A closed vocabulary, in the page's language as its cards print it.
            { row(lang, &t(lang, "field-type-line"), f("type-line"), html! { { printed_type_line_in(&set.type_line.value, lang) } }, &set.type_line) }
            // The Oracle text stays English: said once, under the first set's.
            { row_more(lang, &t(lang, "field-rules-text"), f("rules-text"), texts, &set.rules_text.rules, &set.rules_text.msg,
                html! { if fields && words.is_some() { <p class="why" data-note="oracle-english">{ t(lang, "rules-text-english") }</p> } }) }
        </>
    }
}

/// The first set's rows, as [`set_rows`] draws them (with their fields): what they are
/// drawn from.
struct FirstSet {
    answer: Answer,
    era: Era,
    lang: Lang,
    words: Option<&'static str>,
}

/// The first set of the answer, if it has one.
fn first_set(answer: &Answer) -> Option<&CharacteristicSet> {
    let inspection = answer.as_ref().as_ref().ok()?;
    inspection.characteristics.as_ref()?.sets.first()
}

/// Equal when the set drawn is: a card has the same characteristics in most zones off the
/// stack, whatever the mode asked about, so a click there leaves these rows as they are
/// ([`memo`]) and only the cast report changes.
impl PartialEq for FirstSet {
    fn eq(&self, other: &Self) -> bool {
        (Rc::ptr_eq(&self.answer, &other.answer)
            || first_set(&self.answer) == first_set(&other.answer))
            && self.era == other.era
            && self.words == other.words
    }
}

impl Part for FirstSet {
    fn draw(&self) -> Html {
        match first_set(&self.answer) {
            Some(set) => set_rows(set, self.era, self.lang, true, self.words),
            None => html! {},
        }
    }
}

/// The verdict's class: legal, illegal, or legal only with an effect that allows it (amber,
/// as the matrix marks it).
fn verdict_class(report: &CastReport) -> &'static str {
    match (report.verdict.legal, report.verdict.permission) {
        (false, _) => "is-illegal",
        (true, Some(Permission::NeedsEffect)) => "is-effect",
        (true, _) => "is-legal",
    }
}

fn verdict_word(report: &CastReport, lang: Lang) -> String {
    let id = match (report.verdict.legal, report.verdict.permission) {
        (false, _) => "verdict-illegal",
        (true, Some(Permission::NeedsEffect)) => "verdict-needs-effect",
        (true, _) => "verdict-legal",
    };
    t(lang, id)
}

fn cast_rows(report: &CastReport, lang: Lang) -> Html {
    let legal = report.verdict.legal;
    let legality = html! {
        <div class="row">
            <dt>{ t(lang, "field-legality") }</dt>
            <dd>
                <div class={classes!("value", "verdict", verdict_class(report))}
                    data-field="legality" data-legal={if legal { "true" } else { "false" }}>
                    <strong>{ verdict_word(report, lang) }</strong>{" — "}{ report.verdict.msg.render(lang) }
                </div>
                <p class="why">{ rule_links(&report.verdict.rules, lang) }</p>
            </dd>
        </div>
    };
    let cost = match &report.total_cost {
        Some(c) => row(
            lang,
            &t(lang, "field-total-cost"),
            Some("total-cost"),
            cost(&c.value, lang),
            c,
        ),
        None => html! {},
    };
    let leaves = match &report.leaves_stack_to {
        Some(d) => row(
            lang,
            &t(lang, "field-leaves"),
            Some("leaves-stack-to"),
            html! { { t(lang, &format!("dest-{}", d.value.slug())) } },
            d,
        ),
        None => html! {
            <div class="row">
                <dt>{ t(lang, "field-leaves") }</dt>
                <dd><div class="value none" data-field="leaves-stack-to">{ t(lang, "leaves-nowhere") }</div></dd>
            </div>
        },
    };
    html! { <>{ legality }{ cost }{ leaves }</> }
}

/// "Fire on the stack, cast from your hand", "Fire // Ice in the graveyard".
pub fn heading(view: &View, lang: Lang) -> String {
    let card = view.card;
    match view.zone {
        Zone::Stack => {
            let half = match view.mode {
                splitcard_engine::Mode::Fused => tr(lang, "heading-fused", &[("card", &card.name)]),
                splitcard_engine::Mode::Face(i) => card
                    .faces
                    .get(i)
                    .map(|f| f.name.to_string())
                    .unwrap_or_default(),
            };
            let from = splitcard_engine::messages::origin_in(view.origin(), lang);
            tr(lang, "heading-stack", &[("half", &half), ("from", from)])
        }
        zone => tr(
            lang,
            "heading-zone",
            &[
                ("card", &card.name),
                ("zone", splitcard_engine::messages::zone_in(zone, lang)),
            ],
        ),
    }
}

thread_local! {
    /// The view whose answer the live region last said (or the first view).
    static SAID: std::cell::Cell<Option<View>> = const { std::cell::Cell::new(None) };
}

/// Marks a view as said without saying it (an embed's first view).
pub fn said(view: View) {
    SAID.set(Some(view));
}

/// Says a short summary of the answer in the page's live region (`#answer-status`, in the app and in an embed with its controls), once
/// for each new view, after it is on screen: never for the first view (`drawn` is `None`
/// until the answer is drawn), nor when only the language changed. A screen reader speaks
/// it after what the control the user moved says; a quick walk through a control is cut
/// short by the reader itself, as each step moves the focus.
pub fn announce(
    view: View,
    drawn: Option<std::rc::Rc<Result<splitcard_engine::Inspection, splitcard_engine::EngineError>>>,
    lang: crate::i18n::Lang,
) {
    let changed = SAID.replace(Some(view)) != Some(view);
    if let (Some(inspection), true) = (drawn, changed) {
        if let Some(live) = crate::browser::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("answer-status"))
        {
            live.set_text_content(Some(&summary(&view, &inspection, lang)));
        }
    }
}

/// A short summary of the answer, which the page's live region says once the view has
/// changed: the heading, the values as the matrix gives them (under any era), and the
/// engine's verdict on the cast asked about ("Fire on the stack, cast from your hand: mana
/// value 2, red, Instant. Fire can be cast from your hand."); or why there is no answer.
pub fn summary(view: &View, inspection: &Result<Inspection, EngineError>, lang: Lang) -> String {
    tr(
        lang,
        "announce",
        &[
            ("heading", &heading(view, lang)),
            ("facts", &facts(view, inspection, lang)),
        ],
    )
}

/// The answer in a line, without its heading ("Mana value 2, red, Instant. Fire can be cast
/// from your hand."): what [`summary`] says after the heading, and what a narrow page shows
/// under its controls, where the answer itself is a screen further down.
pub fn facts(view: &View, inspection: &Result<Inspection, EngineError>, lang: Lang) -> String {
    let era = view.era;
    let (facts, why) = match inspection {
        Err(e) => (String::new(), e.reason().render(lang)),
        Ok(i) => (
            i.characteristics
                .as_ref()
                .map(|c| {
                    // One type line per set, like the colors; in the sentence's language,
                    // as the engine's explanations quote a type line ("éphémère").
                    let types: Vec<String> = c
                        .sets
                        .iter()
                        .map(|s| type_line_in(&s.type_line.value, lang))
                        .collect();
                    format!(
                        "{} {}, {}, {}.",
                        t(lang, mana_value_id(era, "matrix-mv-title")),
                        numbers_in(&c.shown_mana_values(era), lang),
                        colors_list_in(&c.shown_colors(era), lang),
                        types.join(" / ")
                    )
                })
                .unwrap_or_default(),
            // A Room's door cast long ago says nothing about the doors now.
            match &i.cast {
                Some(r) if view.zone != Zone::Battlefield => r.verdict.msg.render(lang),
                _ => String::new(),
            },
        ),
    };
    // Joined with one space where both are there (a Room on the battlefield has no verdict
    // to say, an impossible question no facts): never a space at either end.
    if facts.is_empty() || why.is_empty() {
        facts + &why
    } else {
        format!("{facts} {why}")
    }
}

/// The answer's key values, for a narrow page where the answer itself is further down
/// (in one column, under the controls): names, mana value, colors, type line and, for a
/// cast asked about, the engine's verdict — each as the answer gives it, in `lang`, with
/// the whole answer in a line for a screen reader and the tests (`data-field="glance"`,
/// [`facts`]). Nothing here is decided: every value is the inspection's.
pub fn glance(view: &View, inspection: &Result<Inspection, EngineError>, lang: Lang) -> Html {
    let era = view.era;
    let item = |label: String, value: Html| {
        html! { <div class="glance__item"><dt>{ label }</dt><dd>{ value }</dd></div> }
    };
    let values = match inspection {
        Ok(Inspection {
            characteristics: Some(c),
            ..
        }) => {
            let mut names: Vec<&str> = Vec::new();
            for n in c.sets.iter().flat_map(|s| s.names.value.iter()) {
                if !names.contains(&n.as_ref()) {
                    names.push(n);
                }
            }
            let names = if names.is_empty() {
                html! { <span class="none">{ t(lang, "no-name") }</span> }
            } else {
                html! { { names.join(" // ") } }
            };
            let colors = c.shown_colors(era);
            // As the panel shows them: as the page language's cards print them.
            let types: Vec<String> = c
                .sets
                .iter()
                .map(|s| printed_type_line_in(&s.type_line.value, lang))
                .collect();
            html! {
                <>
                    { item(t(lang, "field-names"), names) }
                    { item(t(lang, mana_value_id(era, "field-mana-value")), html! { { numbers_in(&c.shown_mana_values(era), lang) } }) }
                    { item(t(lang, "field-colors"), html! {
                        { for colors.iter().enumerate().map(|(i, set)| html! {
                            <>
                                if i > 0 { {" / "} }
                                { colors_html(*set, lang) }
                            </>
                        }) }
                    }) }
                    { item(t(lang, "field-type-line"), html! { { types.join(" / ") } }) }
                </>
            }
        }
        _ => html! {},
    };
    // A Room's door cast long ago says nothing about the doors now (as in `facts`).
    let report = match inspection {
        Ok(Inspection { cast: Some(r), .. }) if view.zone != Zone::Battlefield => Some(r),
        _ => None,
    };
    let verdict = report.map(|r| {
        item(
            t(lang, "field-legality"),
            html! { <span class={classes!("glance__verdict", verdict_class(r))}>{ verdict_word(r, lang) }</span> },
        )
    });
    // Why there is no answer, or why the cast is illegal: the verdict's own words (a
    // legal cast, with an effect or without, is said by its verdict; the answer below
    // says why).
    let why = match (inspection, report) {
        (Err(e), _) => e.reason().render(lang),
        (_, Some(r)) if !r.verdict.legal => r.verdict.msg.render(lang),
        _ => String::new(),
    };
    // Seen: the values and the why; said (and read by tests): the same in one line.
    html! {
        <>
            <dl class="glance__facts" aria-hidden="true">{ values }{ verdict }</dl>
            if !why.is_empty() {
                <p class="glance__why" aria-hidden="true">{ splitcard_engine::text::capitalize(&why) }</p>
            }
            <p class="visually-hidden" data-field="glance">{ splitcard_engine::text::capitalize(&facts(view, inspection, lang)) }</p>
        </>
    }
}

/// The note over two sets of characteristics (older eras): one answer per half, or under
/// the Invasion rules a value asked for combined (505.5) and yes/no either half (505.6).
fn two_sets_note(c: &Characteristics, era: Era, lang: Lang) -> String {
    let n = c.sets.len().to_string();
    if era.combines_asked_values() {
        tr(lang, "two-sets-combined", &[("n", &n)])
    } else {
        tr(lang, "two-sets", &[("n", &n)])
    }
}

/// Why there is no answer (`field`: `error` or `no-spell`), with the rules as links.
fn answer_error(
    field: &'static str,
    title: &str,
    reason: String,
    rules: &[&'static str],
    lang: Lang,
) -> Html {
    html! {
        <div class="answer-error" data-field={field}>
            <p><strong>{ t(lang, title) }</strong>{" "}{ reason }</p>
            <p class="why">{ rule_links(rules, lang) }</p>
        </div>
    }
}

/// The sets after the first (one set per half off the stack, under the rules before April
/// 2017) last drawn for the card on screen: the answer they came from, in the era and
/// language they were drawn in. Switching to today's rules (one set) hides them instead of
/// tearing them down, and switching back shows them again: an era switch on the five-part
/// card built and removed four sets of rows, about 400 nodes, each time. A hidden set's
/// values carry no `data-field`: the page's fields are those on screen.
#[derive(Default)]
struct KeptSets {
    card: Option<&'static splitcard_engine::Card>,
    from: Option<(Answer, Era, Lang)>,
}

/// The engine's answer for the view, as the panel gets it.
type Answer = Rc<Result<Inspection, EngineError>>;

#[component]
pub fn CharacteristicsPanel(props: &PanelProps) -> Html {
    let view = &props.view;
    let lang = use_lang();
    let kept = use_mut_ref(KeptSets::default);
    let mut kept = kept.borrow_mut();
    if !kept.card.is_some_and(|c| std::ptr::eq(c, view.card)) {
        *kept = KeptSets {
            card: Some(view.card),
            from: None,
        };
    }
    let extra_sets = |i: &Result<Inspection, EngineError>| {
        i.as_ref()
            .ok()
            .and_then(|i| i.characteristics.as_ref())
            .map_or(0, |c| c.sets.len().saturating_sub(1))
    };
    if extra_sets(&props.inspection) > 0 {
        kept.from = Some((props.inspection.clone(), view.era, lang));
    }
    let body = match props.inspection.as_ref() {
        Err(e) => {
            let rules = match e {
                EngineError::Impossible { rules, .. } => rules.clone(),
                _ => vec![],
            };
            // The rules are links below; the reason without them.
            answer_error(
                "error",
                "no-situation",
                e.reason().render(lang),
                &rules,
                lang,
            )
        }
        Ok(inspection) => {
            let chars = match &inspection.characteristics {
                Some(c) => html! {
                    <>
                        if c.is_two_answers() {
                            <p class="note">{ two_sets_note(c, view.era, lang) }</p>
                        }
                        if !c.sets.is_empty() {
                            <dl class="facts">
                                { memo(FirstSet {
                                    answer: props.inspection.clone(),
                                    era: view.era,
                                    lang,
                                    words: crate::i18n::words_lang(crate::custom::registry::is_custom(view.card), lang),
                                }) }
                                if let Some(u) = &inspection.unlock { { unlock_rows(u, lang) } }
                            </dl>
                        }
                        if let Some((from, era, lang)) = &kept.from {
                            if let Ok(Inspection { characteristics: Some(k), .. }) = from.as_ref() {
                                { for k.sets.iter().skip(1).map(|set| {
                                    // The kept answer is this one while it has the sets.
                                    let shown = Rc::ptr_eq(from, &props.inspection);
                                    html! {
                                        <dl class="facts facts--extra" hidden={!shown}>
                                            { set_rows(set, *era, *lang, shown, crate::i18n::words_lang(crate::custom::registry::is_custom(view.card), *lang)) }
                                        </dl>
                                    }
                                }) }
                            }
                        }
                    </>
                },
                None => {
                    let reason = inspection
                        .cast
                        .as_ref()
                        .map(|r| (r.verdict.msg.render(lang), r.verdict.rules.clone()));
                    let (reason, rules) = reason.unwrap_or_default();
                    answer_error("no-spell", "no-spell", reason, &rules, lang)
                }
            };
            let cast = match &inspection.cast {
                Some(report) => {
                    let title = match view.zone {
                        Zone::Stack | Zone::Battlefield => t(lang, "cast-title"),
                        _ => tr(
                            lang,
                            "cast-title-from-here",
                            &[("mode", &crate::i18n::mode_label(view.card, view.mode, lang))],
                        ),
                    };
                    html! {
                        <section class="cast-report" aria-label={title.clone()}>
                            <h3>{ title }</h3>
                            <dl class="facts">{ cast_rows(report, lang) }</dl>
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
            // Focusable from code: focus goes here when it has nowhere better to go, and
            // when the answer changes far from where the user is (`app`).
            <h2 id="panel-heading" tabindex="-1">{ heading(view, lang) }</h2>
            { body }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::EngineView;
    use splitcard_engine::{catalogue, Mode};

    fn said(view: &View, lang: Lang) -> String {
        summary(view, &view.answer().0, lang)
    }

    /// The live region's summary: the heading, the values (in the era's words), the engine's
    /// verdict; in every language, with no English left in French or German.
    #[test]
    fn the_summary_says_the_answer_in_short_in_every_language() {
        let fire_ice = catalogue::find("Fire // Ice").expect("in the catalogue");
        let stack = View {
            card: fire_ice,
            at: EngineView {
                zone: Zone::Stack,
                ..EngineView::new()
            },
        };
        assert_eq!(
            said(&stack, Lang::En),
            "Fire on the stack, cast from your hand: mana value 2, red, Instant. \
             Fire is cast from your hand; only this half is checked (its cost, type and timing)."
        );
        let old = View {
            card: fire_ice,
            at: EngineView {
                era: Era::Y2013,
                ..EngineView::new()
            },
        };
        assert!(said(&old, Lang::En).starts_with(
            "Fire // Ice in the library: converted mana cost 2, red / blue, Instant / Instant. Fire "
        ));
        for lang in [Lang::Fr, Lang::De] {
            for view in [stack, old] {
                let text = said(&view, lang);
                for english in [
                    "mana value",
                    "converted",
                    "cast from",
                    "red",
                    "the stack",
                    "library",
                ] {
                    assert!(!text.contains(english), "{lang:?}: {english:?} in {text}");
                }
            }
        }
        // The type line too, as French and German cards print it.
        assert!(said(&stack, Lang::Fr).starts_with(
            "Fire sur la pile, lancée depuis votre main\u{a0}: valeur de mana 2, rouge, éphémère. "
        ));
        let de = said(&old, Lang::De);
        assert!(
            de.contains(", rot / blau, Spontanzauber / Spontanzauber. "),
            "{de}"
        );
        // No spell: why, in the engine's words.
        let lead = View {
            card: catalogue::find("Destined // Lead").expect("in the catalogue"),
            at: EngineView {
                zone: Zone::Stack,
                mode: Mode::Face(1),
                from: Some(splitcard_engine::Origin::parse("hand").expect("a zone")),
                ..EngineView::new()
            },
        };
        assert!(said(&lead, Lang::En)
            .starts_with("Lead on the stack, cast from your hand: Lead has aftermath"));
    }

    /// Said as it is written: no space at either end and never two in a row, for every card
    /// of the catalogue in every zone, mode, era and language, cast from every zone on the
    /// stack, and a Room on the battlefield with each set of doors unlocked (its summary has
    /// no verdict, and ended in a space).
    #[test]
    fn no_summary_has_a_stray_space() {
        use splitcard_engine::{Doors, Origin};
        let mut checked = 0;
        for card in catalogue::all() {
            for zone in Zone::ALL {
                let (mut froms, mut doors) = (vec![None], vec![None]);
                if zone == Zone::Stack {
                    froms.extend(Origin::ALL.map(Some));
                }
                if zone == Zone::Battlefield && card.is_room() {
                    doors.extend(
                        [Doors::NONE, Doors::only(0), Doors::only(1)]
                            .into_iter()
                            .chain([Doors::only(0).with(1, true)])
                            .map(Some),
                    );
                }
                for mode in Mode::all_for(card) {
                    for era in Era::ALL {
                        for (&from, &unlocked) in
                            froms.iter().flat_map(|f| doors.iter().map(move |d| (f, d)))
                        {
                            let view = View {
                                card,
                                at: EngineView {
                                    zone,
                                    mode,
                                    era,
                                    from,
                                    unlocked,
                                    ..EngineView::new()
                                },
                            };
                            let answer = view.answer().0;
                            for lang in [Lang::En, Lang::Fr, Lang::De] {
                                let text = summary(&view, &answer, lang);
                                assert!(
                                    text.trim() == text && !text.contains("  "),
                                    "{} {zone:?} {mode:?} {era:?} {from:?} {unlocked:?} {lang:?}: {text:?}",
                                    card.slug
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
