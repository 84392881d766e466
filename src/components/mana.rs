//! Mana symbols drawn with the mana-font glyphs (see scripts/mana-font.mjs, which keeps
//! only the classes emitted here), each with an accessible label from the engine: costs,
//! symbols, and rules text with its symbols. Plain functions, not components (no state of
//! their own; a component costs about half a kilobyte of the first load). Inside a catalogue
//! card's English words on a French or German page, the symbols' labels carry the page's
//! language.

use splitcard_engine::{Color, ManaCost, ManaSymbol};

use crate::i18n::Lang;
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

/// One mana symbol, named in the page's language. A plain function, not a component: a
/// component of its own costs the wasm about half a kilobyte, and a symbol has no state.
pub fn symbol(symbol: ManaSymbol, lang: Lang) -> Html {
    let label = splitcard_engine::messages::symbol_in(symbol, lang);
    match glyph_class(symbol) {
        Some(class) => glyph(&class, label, None, lang),
        None => glyph("ms-text", label, Some(symbol.code()), lang),
    }
}

/// A symbol's one drawing (every symbol, {T} and {Q} too: one `html!` in the wasm): the
/// font's glyph for `class`, or `text` in the same round symbol when the font has none.
/// Its label is in the page's language, said so inside a card's English text.
fn glyph(class: &str, label: String, text: Option<String>, lang: Lang) -> Html {
    html! {
        <span class={format!("ms ms-cost {class}")} role="img" aria-label={label.clone()} title={label}
            lang={(lang != Lang::En).then_some(lang.code())}>
            { for text.map(|text| html! { <span aria-hidden="true">{text}</span> }) }
        </span>
    }
}

/// A whole mana cost, symbol by symbol; `None`: no mana cost at all.
pub fn cost(cost: &Option<ManaCost>, lang: Lang) -> Html {
    match cost {
        Some(cost) => html! {
            <span class="mana-cost">
                { for cost.symbols.iter().map(|s| symbol(*s, lang)) }
            </span>
        },
        None => {
            html! { <span class="mana-cost no-cost">{ crate::i18n::t(lang, "no-mana-cost") }</span> }
        }
    }
}

/// Rules text with `{…}` symbols drawn and reminder text in italics. Text only: no HTML
/// from data is ever interpreted. `words`: its language, where the page's is another
/// ([`crate::i18n::words_lang`]).
pub fn rules_text(text: &str, lang: Lang, words: Option<&'static str>) -> Html {
    html! {
        { for text.split('\n').map(|line| html! { <p lang={words}>{ line_html(line, lang) }</p> }) }
    }
}

fn line_html(line: &str, lang: Lang) -> Html {
    let mut parts: Vec<Html> = Vec::new();
    let mut plain = String::new();
    let mut depth = 0usize;
    let mut reminder = String::new();
    let mut rest = line;
    while let Some(ch) = rest.chars().next() {
        if ch == '{' {
            if let Some(end) = rest.find('}') {
                let code = &rest[1..end];
                if let Some(sym) = text_symbol(code, lang) {
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

fn text_symbol(code: &str, lang: Lang) -> Option<Html> {
    // {T}, {Q} or {E}: the glyph, named in the page's language.
    let (class, id) = match code {
        "T" => ("ms-tap", "symbol-tap"),
        "Q" => ("ms-untap", "symbol-untap"),
        "E" => ("ms-e", "symbol-energy"),
        _ => return Some(symbol(ManaSymbol::parse_code(code).ok()?, lang)),
    };
    Some(glyph(class, crate::i18n::t(lang, id), None, lang))
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
