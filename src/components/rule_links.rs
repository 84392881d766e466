//! Rule citations: each a link to the rule in the Comprehensive Rules, built only by the
//! engine's `rules::link`, with the engine's one-line summary in the page's language as its
//! tooltip (`rules::summary_in`). A rule of an older era ("708.5@2013") has no link: today's
//! hyperlinked CR may number it otherwise; it is shown with its era in the page's language
//! (`rules::display_in`: "708.5 (règles de 2013)").

use splitcard_engine::rules;
use yew::prelude::*;

use crate::i18n::{tr, Lang};

/// The citations of `rules` (nothing for none). A plain function, not a component: it is
/// called for every characteristic and every probe, and re-rendered on every click.
pub fn rule_links(rules: &[&'static str], lang: Lang) -> Html {
    if rules.is_empty() {
        return html! {};
    }
    html! {
        <span class="rules">
            { for rules.iter().map(|r| {
                let shown = rules::display_in(r, lang);
                let title = match crate::i18n::rule_summary(r, lang) {
                    Some(summary) => tr(lang, "rule-title", &[("rule", &shown), ("summary", summary)]),
                    None => tr(lang, "rule-title-bare", &[("rule", &shown)]),
                };
                match rules::link(r) {
                    Some(href) => html! {
                        <a class="rule" href={href} target="_blank" rel="noopener" title={title}
                            aria-label={tr(lang, "rule-link-label", &[("rule", &shown)])}>{ shown }</a>
                    },
                    None => html! {
                        <span class="rule rule--historic" title={title}>{ shown }</span>
                    },
                }
            }) }
        </span>
    }
}
