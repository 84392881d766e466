//! "How the rules changed for this card": every effect whose answer for the card under an
//! older rules era differs from today's, from the engine's `history::changes`. Eras in a row
//! with the same answer are one line (`history::runs`: "2000 – 2017: converted mana cost 2"),
//! each era of it a link by its tag ("2013") to the card under its rules. The era on screen
//! is marked (`aria-current`); a link to an era moves focus to the answer's heading
//! (`components::show_answer`).

use splitcard_engine::history;
use splitcard_engine::messages::{era_in, zone_in};
use splitcard_engine::{Card, Era, Zone};
use yew::prelude::*;

use super::probes::with_symbols;
use crate::hooks::use_lang;
use crate::i18n::{colon, t, tr, Lang};
use crate::state::{EngineView, View};
use crate::url;

#[derive(Properties)]
pub struct HistoryProps {
    pub card: &'static Card,
    /// The era on screen: its link is marked as the one shown.
    pub era: Era,
    /// Opens the card under an older era, in the zone an effect looks at.
    pub on_era: Callback<(Era, splitcard_engine::Zone)>,
}

impl PartialEq for HistoryProps {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.card, other.card) && self.era == other.era && self.on_era == other.on_era
    }
}

/// An era of a run: a real link (it wraps like text, and opens in a new tab with a
/// modifier) to the card under those rules, in the zone whose answer this is (`zone`: the
/// one the effect looks at, where its answer is among the probes), named by its tag
/// ("2013") and, for a screen reader, by the era's name too (hidden text, so that the
/// name read begins with the tag seen). A plain click goes
/// there too, keeping the mode on screen. The era on screen is marked (`app.css`) and said
/// to be the current one.
fn era_link(card: &'static Card, era: Era, zone: Zone, props: &HistoryProps, lang: Lang) -> Html {
    let on_era = props.on_era.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if super::plain_click(&e) {
            e.prevent_default();
            on_era.emit((era, zone));
        }
    });
    let href = url::link_to(
        &View {
            card,
            at: EngineView {
                era,
                zone,
                ..EngineView::new()
            },
        },
        lang,
        crate::browser::opened_on_card_page(),
    );
    html! {
        <a class="history__era" {href} {onclick}
            title={tr(lang, "history-show-era", &[("zone", zone_in(zone, lang))])}
            aria-current={(era == props.era).then_some("true")}>
            { history::era_tag(era) }<span class="visually-hidden">{ format!(", {}", era_in(era, lang)) }</span>
        </a>
    }
}

#[component]
pub fn HistoryView(props: &HistoryProps) -> Html {
    let card = props.card;
    let lang = use_lang();
    let changes = use_memo(super::CardRef(card), move |_| {
        history::changes(card, None, None)
    });
    html! {
        <super::fold::Fold id="history" class="history" title={t(lang, "history-title")}>
            if changes.is_empty() {
                <p class="note">{ tr(lang, "history-none", &[("card", &card.name)]) }</p>
            } else {
                <p class="history__help">{ t(lang, "history-help") }</p>
                <ul class="history__list">
                    { for changes.iter().map(|c| html! {
                        <li class="history__item" data-probe={c.effect.slug} key={c.effect.slug}>
                            <strong>{ c.effect.name }</strong>
                            { colon(lang) }{ t(lang, "history-today") }{" "}<span class="history__today">{ with_symbols(&c.today.headline(lang), lang) }</span>
                            <ul>
                                { for history::runs(&c.before).iter().map(|run| {
                                    let (from, to) = run.years();
                                    html! {
                                        <li class="history__run">
                                            <span class="history__years">{ format!("{from} – {to}") }</span>
                                            { colon(lang) }<span class="history__answer">{ with_symbols(&run.answer.headline(lang), lang) }</span>
                                            {" "}
                                            <span class="history__eras">
                                                <span class="history__eras-lead">{ t(lang, "history-eras") }</span>
                                                { for run.eras.iter().map(|era| era_link(card, *era, c.effect.zone(), props, lang)) }
                                            </span>
                                        </li>
                                    }
                                }) }
                            </ul>
                        </li>
                    }) }
                </ul>
            }
        </super::fold::Fold>
    }
}
