//! Rule citations: each a link to the rule in the Comprehensive Rules, built only by the
//! engine's `rules::link`, with the engine's one-line summary in the page's language as its
//! tooltip (`rules::summary_in`). A rule of an older era ("708.5@2013") has no link: today's
//! hyperlinked CR may number it otherwise; it is shown with its era in the page's language
//! (`rules::display_in`: "708.5 (règles de 2013)").

use std::cell::RefCell;
use std::rc::Rc;

use splitcard_engine::rules;
use yew::prelude::*;

use crate::i18n::{tr, Lang};

/// What a citation shows, worked out once per rule and language: every characteristic and
/// every probe cites rules, and the whole answer is re-rendered on every click.
struct Cite {
    shown: AttrValue,
    title: AttrValue,
    /// The link and its accessible name; none for an older era's rule.
    link: Option<(AttrValue, AttrValue)>,
}

thread_local! {
    /// Sorted by rule, then language (a few hundred at most; binary search, no hash map in
    /// the build for it).
    static CITES: RefCell<Vec<(&'static str, Lang, Rc<Cite>)>> = RefCell::default();
}

fn cite(rule: &'static str, lang: Lang) -> Rc<Cite> {
    // Not kept before the language's pack is installed (its words would be English).
    if !crate::i18n::ready(lang) {
        return Rc::new(work_out(rule, lang));
    }
    CITES.with(|cites| {
        let mut cites = cites.borrow_mut();
        match cites.binary_search_by(|(r, l, _)| (*r, *l as u8).cmp(&(rule, lang as u8))) {
            Ok(at) => Rc::clone(&cites[at].2),
            Err(at) => {
                let cite = Rc::new(work_out(rule, lang));
                cites.insert(at, (rule, lang, Rc::clone(&cite)));
                cite
            }
        }
    })
}

fn work_out(rule: &'static str, lang: Lang) -> Cite {
    let shown = rules::display_in(rule, lang);
    let title = match crate::i18n::rule_summary(rule, lang) {
        Some(summary) => tr(
            lang,
            "rule-title",
            &[("rule", &shown), ("summary", summary)],
        ),
        None => tr(lang, "rule-title-bare", &[("rule", &shown)]),
    };
    let link = rules::link(rule).map(|href| {
        let label = tr(lang, "rule-link-label", &[("rule", &shown)]);
        (AttrValue::from(href), AttrValue::from(label))
    });
    Cite {
        shown: shown.into(),
        title: title.into(),
        link,
    }
}

/// The citations of `rules` (nothing for none). A plain function, not a component: it is
/// called for every characteristic and every probe, and re-rendered on every click.
/// Linked or not, a citation is the same element (`<a>`, without `href` for an older era's
/// rule: not a link, only text), so that switching eras, which turns most citations from
/// one kind to the other, changes their attributes rather than replacing each element.
pub fn rule_links(rules: &[&'static str], lang: Lang) -> Html {
    if rules.is_empty() {
        return html! {};
    }
    html! {
        <span class="rules">
            { for rules.iter().map(|r| {
                let c = cite(r, lang);
                let (href, label) = c.link.clone().unzip();
                let linked = href.is_some();
                html! {
                    <a class={if linked { "rule" } else { "rule rule--historic" }} {href}
                        target={linked.then_some("_blank")} rel={linked.then_some("noopener")}
                        title={c.title.clone()} aria-label={label}>{ c.shown.clone() }</a>
                }
            }) }
        </span>
    }
}
