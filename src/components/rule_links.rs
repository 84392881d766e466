//! Rule citations: each a link to the rule in the Comprehensive Rules, built only by the
//! engine's `rules::url`, with the engine's one-line summary as its tooltip.

use splitcard_engine::rules;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RuleLinksProps {
    pub rules: Vec<&'static str>,
}

#[component]
pub fn RuleLinks(props: &RuleLinksProps) -> Html {
    if props.rules.is_empty() {
        return html! {};
    }
    html! {
        <span class="rules">
            { for props.rules.iter().map(|r| {
                let title = rules::summary(r).map(|s| format!("CR {r}: {s}")).unwrap_or_else(|| format!("CR {r}"));
                html! {
                    <a class="rule" href={rules::url(r)} target="_blank" rel="noopener" title={title}
                        aria-label={format!("Comprehensive Rules {r} (opens in a new tab)")}>{ r.to_string() }</a>
                }
            }) }
        </span>
    }
}
