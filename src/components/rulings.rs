//! "Rulings": the official rulings of the card on screen (`crate::rulings`, a file fetched
//! when the section is drawn — with the extras, as it nears the window — and precached by
//! the service worker), each with its date and source, its text as published (in English:
//! French and German pages say so, and mark the text `lang="en"` for a screen reader), and
//! a "Show me" link to the view that shows it: the app's own address, which a plain click
//! shows in place (setting the name or number of the effect it asks, which is then brought
//! into view) and any other click opens as a link. A ruling whose view is the one on screen
//! is marked. Under an older rules era, a ruling written for later rules is marked as not
//! yet in force, and one a rules change removed is marked as in force then (the 2013 "two
//! sets of characteristics" rulings) or no longer (the engine's `Era::ruling`).
//!
//! A long list: on a phone it starts folded under its summary line (`fold`'s
//! `folded_on_phone`); the earlier wordings of rulings since reworded are last, folded. Each
//! ruling is a component over its place in the file, whether its view is on screen and the
//! era: a click draws again only the rulings whose marks it changed. A custom card has none. In a page drawn at build time the list is
//! there already (`prerender::rulings_file`), so a page read without JavaScript has it.

use std::rc::Rc;

use splitcard_engine::era::RulingInForce;
use splitcard_engine::messages::era_in;
use splitcard_engine::{Card, Era};
use yew::prelude::*;

use super::CardRef;
use crate::hooks::use_lang;
use crate::i18n::{t, tr, Lang};
use crate::rulings::{CardRulings, Ruling};
use crate::state::{Action, View};
use crate::url;

#[derive(Properties, PartialEq)]
pub struct RulingsProps {
    pub view: View,
    pub on_action: Callback<Action>,
}

#[derive(Clone, PartialEq)]
enum Load {
    Loading,
    Ready(Rc<CardRulings>),
    Failed,
}

/// The card's rulings when the page is drawn at build time; in the browser, `None`: they
/// are fetched.
fn at_hand(card: &'static Card) -> Option<CardRulings> {
    #[cfg(feature = "ssr")]
    {
        crate::prerender::rulings_file(card)
    }
    #[cfg(not(feature = "ssr"))]
    {
        let _ = card;
        None
    }
}

/// Whether `card` is the catalogue's (a custom card, even one named like a catalogue card,
/// has no official rulings).
fn from_catalogue(card: &'static Card) -> bool {
    splitcard_engine::catalogue::by_slug(&card.slug).is_some_and(|c| std::ptr::eq(c, card))
}

#[component]
pub fn RulingsView(props: &RulingsProps) -> Html {
    let lang = use_lang();
    let card = props.view.card;
    let catalogue = from_catalogue(card);
    let load = use_state(|| match at_hand(card) {
        Some(r) => Load::Ready(Rc::new(r)),
        None => Load::Loading,
    });
    let attempt = use_state_eq(|| 0u32);
    // The card whose rulings were asked for last: an answer for another (the reader moved
    // on while it came) is dropped.
    let latest = use_mut_ref(String::new);
    {
        let load = load.clone();
        use_effect_with((card.slug.clone(), *attempt), move |(slug, _)| {
            let wanted = slug.to_string();
            let current = match &*load {
                Load::Ready(r) => r.card == card.name.as_ref(),
                _ => false,
            };
            *latest.borrow_mut() = wanted.clone();
            if catalogue && !current {
                load.set(Load::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = crate::rulings::fetch(&wanted).await;
                    if *latest.borrow() != wanted {
                        return;
                    }
                    match answer {
                        Ok(r) => load.set(Load::Ready(Rc::new(r))),
                        Err(e) => {
                            #[cfg(target_arch = "wasm32")]
                            web_sys::console::warn_1(&e.into());
                            #[cfg(not(target_arch = "wasm32"))]
                            let _ = e;
                            load.set(Load::Failed);
                        }
                    }
                });
            }
        });
    }
    // Another card's rulings, until this card's are asked for (the render before the
    // effect above): as loading.
    let load = match &*load {
        Load::Ready(r) if r.card != card.name.as_ref() => Load::Loading,
        other => other.clone(),
    };
    let summary = match (&load, catalogue) {
        (Load::Ready(r), true) if r.rulings.is_empty() => Some(t(lang, "rulings-summary-none")),
        (Load::Ready(r), true) => {
            // The rulings listed, not their earlier wordings.
            let listed = r.rulings.iter().filter(|r| !is_earlier(r));
            let shown = listed.clone().filter(|r| r.view.is_some()).count();
            let (id, count) = match listed.count() {
                1 => ("rulings-summary-one", "1".to_string()),
                n => ("rulings-summary", n.to_string()),
            };
            Some(tr(
                lang,
                id,
                &[("count", &count), ("shown", &shown.to_string())],
            ))
        }
        _ => None,
    };
    let body = if !catalogue {
        html! { <p class="note">{ t(lang, "rulings-custom") }</p> }
    } else {
        match &load {
            Load::Loading => {
                html! { <p class="note" role="status">{ t(lang, "rulings-loading") }</p> }
            }
            Load::Failed => {
                let retry = {
                    let attempt = attempt.clone();
                    Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
                };
                html! {
                    <p class="note" role="status">
                        { t(lang, "rulings-failed") }{" "}
                        <button type="button" class="button" onclick={retry}>{ t(lang, "rulings-retry") }</button>
                    </p>
                }
            }
            // Why there are none, in the words of the data (English): on an English page.
            Load::Ready(r) if r.rulings.is_empty() => html! {
                <p class="note">
                    { t(lang, "rulings-none") }
                    if let (Some(none), Lang::En) = (&r.none, lang) {
                        {" "}{ none.clone() }
                    }
                </p>
            },
            Load::Ready(r) => html! {
                <>
                    <p class="rulings__help">{ t(lang, "rulings-help") }</p>
                    if lang != Lang::En {
                        <p class="rulings__english">{ t(lang, "rulings-english") }</p>
                    }
                    if let Some(note) = completeness(r, lang) {
                        <p class="rulings__english">{ note }</p>
                    }
                    { list(r, &props.view, &props.on_action, lang) }
                </>
            },
        }
    };
    html! {
        <super::fold::Fold id="rulings" class="rulings" title={t(lang, "rulings-title")}
            summary={summary.map(AttrValue::from)} folded_on_phone=true>
            { body }
        </super::fold::Fold>
    }
}

/// How complete the list is, when it isn't the card's whole current list: Gatherer's as of
/// a day (later rewordings missing), or a part.
fn completeness(r: &CardRulings, lang: Lang) -> Option<String> {
    let complete = r.complete.as_deref()?;
    if let Some(date) = complete.strip_prefix("as of ") {
        return Some(tr(lang, "rulings-as-of", &[("date", date)]));
    }
    (complete == "false").then(|| t(lang, "rulings-partial"))
}

/// The rulings in the order published; the earlier wordings of rulings since reworded or
/// dropped from the lists (not those a rules change removed, which an older era shows in
/// force) last, folded under their count.
fn list(file: &Rc<CardRulings>, view: &View, on_action: &Callback<Action>, lang: Lang) -> Html {
    let here = url::to_query(view);
    let items = |earlier: bool| {
        let rulings = file.rulings.iter().enumerate();
        let rulings = rulings.filter(move |(_, r)| is_earlier(r) == earlier);
        rulings
            .map(|(index, ruling)| {
                html! {
                    <RulingItem key={index} file={file.clone()} {index}
                        shown_here={ruling.view.as_deref() == Some(here.as_str())}
                        era={view.era} card={CardRef(view.card)} on_action={on_action.clone()} />
                }
            })
            .collect::<Html>()
    };
    let earlier = file.rulings.iter().filter(|r| is_earlier(r)).count();
    html! {
        <>
            <ol class="rulings__list">{ items(false) }</ol>
            if earlier > 0 {
                <details class="rulings__earlier">
                    <summary>{ tr(lang, "rulings-earlier", &[("count", &earlier.to_string())]) }</summary>
                    <ol class="rulings__list">{ items(true) }</ol>
                </details>
            }
        </>
    }
}

/// An earlier wording of a ruling since reworded or dropped from the lists (not one a rules
/// change removed).
fn is_earlier(r: &Ruling) -> bool {
    r.superseded.is_some() && r.removed_by.is_none()
}

fn era(slug: &str) -> Option<Era> {
    Era::ALL.into_iter().find(|e| e.slug() == slug)
}

#[derive(Properties)]
struct RulingItemProps {
    /// The card's rulings, and which one this is.
    file: Rc<CardRulings>,
    index: usize,
    /// Its view is the one on screen.
    shown_here: bool,
    /// The rules era on screen.
    era: Era,
    card: CardRef,
    on_action: Callback<Action>,
}

/// The props a ruling's item is drawn from: a click elsewhere that leaves them the same
/// (most rulings, most clicks) draws nothing of it again.
impl PartialEq for RulingItemProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.file, &other.file)
            && self.index == other.index
            && self.shown_here == other.shown_here
            && self.era == other.era
            && self.card == other.card
            && self.on_action == other.on_action
    }
}

#[component]
fn RulingItem(props: &RulingItemProps) -> Html {
    let lang = use_lang();
    let Some(ruling) = props.file.rulings.get(props.index) else {
        return Html::default();
    };
    let shown_here = props.shown_here;
    let written_for = era(&ruling.era).unwrap_or(Era::Current);
    let removed_by = ruling.removed_by.as_deref().and_then(era);
    let in_force = props.era.ruling(written_for, removed_by);
    let mut marks = Vec::new();
    if shown_here {
        marks.push(("here", t(lang, "rulings-here")));
    }
    match (in_force, &ruling.superseded, removed_by) {
        (RulingInForce::NotYet, _, _) => marks.push(("not-yet", t(lang, "rulings-not-yet"))),
        (RulingInForce::Removed, _, _) => marks.push(("removed", t(lang, "rulings-removed"))),
        (RulingInForce::Yes, Some(_), Some(_)) => {
            marks.push(("then", t(lang, "rulings-in-force-then")))
        }
        (RulingInForce::Yes, Some(_), None) => {
            marks.push(("reworded", t(lang, "rulings-reworded")))
        }
        (RulingInForce::Yes, None, _) => {}
    }
    let old = matches!(in_force, RulingInForce::NotYet | RulingInForce::Removed)
        || (ruling.superseded.is_some() && removed_by.is_none());
    let show = ruling
        .view
        .as_deref()
        .map(|query| show_link(ruling, query, props.card.0, &props.on_action, lang));
    html! {
        <li class={classes!("ruling", shown_here.then_some("is-here"), old.then_some("is-old"))}>
            <p class="ruling__meta">
                <time datetime={ruling.date.clone()}>{ ruling.date.clone() }</time>
                <span class="ruling__source">{ ruling.source.clone() }</span>
                { for marks.into_iter().map(|(kind, text)| html! {
                    <span class={classes!("ruling__mark", format!("ruling__mark--{kind}"))}>{ text }</span>
                }) }
            </p>
            <blockquote class="ruling__text" lang="en">
                <p>{ ruling.text.clone() }</p>
            </blockquote>
            // The rules change that removed it (an earlier wording's history is in the data).
            if let Some(era) = removed_by {
                <p class="ruling__superseded">{ tr(lang, "rulings-removed-by", &[("era", era_in(era, lang))]) }</p>
            }
            if let Some(show) = show {
                { show }
            } else {
                <p class="ruling__none">{ t(lang, "rulings-not-shown") }</p>
            }
        </li>
    }
}

/// "Show me": the view's address (on a card's page, that view's page), shown in place on a
/// plain click, with the effect's name or number set and the effect brought into view.
fn show_link(
    ruling: &Ruling,
    query: &str,
    card: &'static Card,
    on_action: &Callback<Action>,
    lang: Lang,
) -> Html {
    let target = View {
        card,
        ..url::parse(query).view
    };
    let href = url::link_to(&target, lang, crate::browser::opened_on_card_page());
    let probe = ruling.probe.clone();
    let onclick = {
        let on_action = on_action.clone();
        Callback::from(move |e: MouseEvent| {
            if !super::plain_click(&e) {
                return;
            }
            e.prevent_default();
            on_action.emit(Action::ShowAt(target.at));
            match &probe {
                Some(p) => {
                    if let Ok(effect) = splitcard_engine::probes::find(&p.effect) {
                        if let Some(name) = &p.name {
                            on_action.emit(Action::SetProbeName(effect.slug, name.clone()));
                        }
                        if let Some(n) = p.number {
                            on_action.emit(Action::SetProbeNumber(effect.slug, Some(n)));
                        }
                        super::show_probe(effect.slug);
                    }
                }
                None => super::show_answer(),
            }
        })
    };
    html! {
        <p class="ruling__show">
            <a class="ruling__show-link" {href} {onclick}
                aria-label={tr(lang, "rulings-show-label", &[("date", &ruling.date)])}>
                { t(lang, "rulings-show") }
            </a>
        </p>
    }
}
