//! "How the rules changed for this card": every effect whose answer for the card under an
//! older rules era differs from today's, from the engine's `history::changes`. The era on
//! screen is marked (`aria-current`); a link to an era moves focus to the answer's heading
//! (`components::show_answer`).

use splitcard_engine::history;
use splitcard_engine::messages::{era_in, zone_in};
use splitcard_engine::{Card, Era};
use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::{colon, t, tr};
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
                            { colon(lang) }{ t(lang, "history-today") }{" "}<span class="history__today">{ c.today.headline(lang) }</span>
                            <ul>
                                { for c.before.iter().map(|(era, answer)| {
                                    let era = *era;
                                    // The zone the effect looks at: there its answer is
                                    // on screen, among the probes.
                                    let zone = c.effect.zone();
                                    let on_era = props.on_era.clone();
                                    let onclick = Callback::from(move |e: MouseEvent| {
                                        if super::plain_click(&e) {
                                            e.prevent_default();
                                            on_era.emit((era, zone));
                                        }
                                    });
                                    // A real link (it wraps like text, and opens in a new tab
                                    // with a modifier): the card under those rules, in that
                                    // zone. A plain click goes there too, keeping the mode
                                    // on screen.
                                    let href = url::to_query(&View {
                                        card,
                                        at: EngineView { era, zone, ..EngineView::new() },
                                    });
                                    html! {
                                        <li>
                                            // The era on screen is marked (`app.css`) and
                                            // said to be the current one.
                                            // It goes to the zone whose answer this is: said.
                                            <a {href} {onclick} title={tr(lang, "history-show-era", &[("zone", zone_in(zone, lang))])}
                                                aria-current={(era == props.era).then_some("true")}>{ era_in(era, lang) }</a>
                                            { colon(lang) }{ answer.headline(lang) }
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
