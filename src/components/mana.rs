//! Mana symbols drawn with the mana-font glyphs (see scripts/mana-font.mjs, which keeps
//! only the classes emitted here), each with an accessible label from the engine.

use splitcard_engine::{Color, ManaCost, ManaSymbol};
use yew::prelude::*;

/// mana-font's names for the ten hybrid pairs (it knows only this order).
const PAIRS: [&str; 10] = ["wu", "wb", "ub", "ur", "br", "bg", "rw", "rg", "gw", "gu"];

fn letter(c: Color) -> char {
    c.letter().to_ascii_lowercase()
}

fn pair(a: Color, b: Color) -> Option<&'static str> {
    let ab: String = [letter(a), letter(b)].iter().collect();
    let ba: String = [letter(b), letter(a)].iter().collect();
    PAIRS.iter().copied().find(|p| *p == ab || *p == ba)
}

/// The mana-font class of a symbol, or `None` when the font has no glyph for it.
pub fn glyph_class(symbol: ManaSymbol) -> Option<String> {
    match symbol {
        ManaSymbol::Generic(n) if n <= 9 => Some(format!("ms-{n}")),
        ManaSymbol::Generic(_) => None,
        ManaSymbol::Variable(v) => Some(format!("ms-{}", v.to_ascii_lowercase())),
        ManaSymbol::Colored(c) => Some(format!("ms-{}", letter(c))),
        ManaSymbol::Colorless => Some("ms-c".into()),
        ManaSymbol::Snow => Some("ms-s".into()),
        ManaSymbol::Hybrid(a, b) => pair(a, b).map(|p| format!("ms-{p}")),
        ManaSymbol::TwoBrid(c) => Some(format!("ms-2{}", letter(c))),
        ManaSymbol::Phyrexian(c) => Some(format!("ms-{}p", letter(c))),
        ManaSymbol::HybridPhyrexian(a, b) => pair(a, b).map(|p| format!("ms-{p}p")),
    }
}

#[derive(Properties, PartialEq)]
pub struct SymbolProps {
    pub symbol: ManaSymbol,
}

/// One mana symbol.
#[component]
pub fn Symbol(props: &SymbolProps) -> Html {
    let lang = crate::i18n::use_lang();
    let label = splitcard_engine::messages::symbol_in(props.symbol, lang);
    match glyph_class(props.symbol) {
        Some(class) => html! {
            <span class={classes!("ms", "ms-cost", class)} role="img" aria-label={label.clone()} title={label}></span>
        },
        None => html! {
            <span class="ms ms-cost ms-text" role="img" aria-label={label.clone()} title={label}>
                <span aria-hidden="true">{props.symbol.code()}</span>
            </span>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct CostProps {
    /// `None`: no mana cost at all.
    pub cost: Option<ManaCost>,
    #[prop_or_default]
    pub class: Classes,
}

/// A whole mana cost, symbol by symbol.
#[component]
pub fn Cost(props: &CostProps) -> Html {
    let lang = crate::i18n::use_lang();
    match &props.cost {
        Some(cost) => html! {
            <span class={classes!("mana-cost", props.class.clone())}>
                { for cost.symbols.iter().map(|s| html! { <Symbol symbol={*s} /> }) }
            </span>
        },
        None => {
            html! { <span class={classes!("mana-cost", "no-cost", props.class.clone())}>{ crate::i18n::t(lang, "no-mana-cost") }</span> }
        }
    }
}

/// Rules text with `{…}` symbols drawn and reminder text in italics. Text only: no HTML
/// from data is ever interpreted.
pub fn rules_text(text: &str) -> Html {
    html! {
        { for text.split('\n').map(|line| html! { <p>{ line_html(line) }</p> }) }
    }
}

fn line_html(line: &str) -> Html {
    let mut parts: Vec<Html> = Vec::new();
    let mut plain = String::new();
    let mut depth = 0usize;
    let mut reminder = String::new();
    let mut rest = line;
    while let Some(ch) = rest.chars().next() {
        if ch == '{' {
            if let Some(end) = rest.find('}') {
                let code = &rest[1..end];
                if let Some(sym) = text_symbol(code) {
                    let target = if depth > 0 { &mut reminder } else { &mut plain };
                    if !target.is_empty() {
                        let t = std::mem::take(target);
                        parts.push(if depth > 0 {
                            html! { <i>{t}</i> }
                        } else {
                            html! {{t}}
                        });
                    }
                    parts.push(sym);
                    rest = &rest[end + 1..];
                    continue;
                }
            }
        }
        match ch {
            '(' => {
                if depth == 0 && !plain.is_empty() {
                    parts.push(html! {{ std::mem::take(&mut plain) }});
                }
                depth += 1;
                reminder.push(ch);
            }
            ')' if depth > 0 => {
                depth -= 1;
                reminder.push(ch);
                if depth == 0 {
                    parts.push(html! { <i class="reminder">{ std::mem::take(&mut reminder) }</i> });
                }
            }
            c if depth > 0 => reminder.push(c),
            c => plain.push(c),
        }
        rest = &rest[ch.len_utf8()..];
    }
    if !reminder.is_empty() {
        parts.push(html! { <i class="reminder">{reminder}</i> });
    }
    if !plain.is_empty() {
        parts.push(html! {{plain}});
    }
    html! { <>{ for parts }</> }
}

fn text_symbol(code: &str) -> Option<Html> {
    match code {
        "T" | "Q" | "E" => Some(html! { <TextSymbol code={code.to_string()} /> }),
        _ => {
            let sym = ManaSymbol::parse_code(code).ok()?;
            Some(html! { <Symbol symbol={sym} /> })
        }
    }
}

#[derive(Properties, PartialEq)]
struct TextSymbolProps {
    /// `T`, `Q` or `E`.
    code: String,
}

/// {T}, {Q} or {E} in rules text: the glyph, named in the page's language.
#[component]
fn TextSymbol(props: &TextSymbolProps) -> Html {
    let lang = crate::i18n::use_lang();
    let (class, label) = match props.code.as_str() {
        "T" => ("ms-tap", crate::i18n::t(lang, "symbol-tap")),
        "Q" => ("ms-untap", crate::i18n::t(lang, "symbol-untap")),
        _ => ("ms-e", crate::i18n::t(lang, "symbol-energy")),
    };
    html! { <span class={classes!("ms", "ms-cost", class)} role="img" aria-label={label.clone()} title={label}></span> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_kind_has_a_glyph_or_a_text_fallback() {
        assert_eq!(glyph_class(ManaSymbol::Generic(2)).as_deref(), Some("ms-2"));
        assert_eq!(glyph_class(ManaSymbol::Generic(9)).as_deref(), Some("ms-9"));
        // The font has {0}–{9} only (scripts/mana-font.mjs): {10} and up are text.
        assert_eq!(glyph_class(ManaSymbol::Generic(10)), None);
        assert_eq!(glyph_class(ManaSymbol::Generic(100)), None);
        assert_eq!(
            glyph_class(ManaSymbol::Hybrid(Color::R, Color::U)).as_deref(),
            Some("ms-ur")
        );
        assert_eq!(
            glyph_class(ManaSymbol::HybridPhyrexian(Color::G, Color::U)).as_deref(),
            Some("ms-gup")
        );
        assert_eq!(
            glyph_class(ManaSymbol::TwoBrid(Color::W)).as_deref(),
            Some("ms-2w")
        );
        assert_eq!(
            glyph_class(ManaSymbol::Variable('X')).as_deref(),
            Some("ms-x")
        );
    }
}
