//! The engine's explanations in English, French and German.
//!
//! Every explanation is a [`Msg`]: a message id and language-neutral arguments (card and
//! face names, mana costs, numbers, colors, eras, zones). [`Msg::render`] fills the template
//! of the chosen language; the English rendering is also kept as plain text (`why`) for the
//! CLI. Rule numbers are the same in every language. A test checks every template has all
//! three languages and uses only the arguments given.
//!
//! Nothing is rendered eagerly (values are computed on every render): `Cited::why()`
//! renders the English on demand, [`msg`] builds a message to render in any language, and
//! only the `reason`/`explanation` of verdicts and probe answers hold English text. A type
//! line quoted in an explanation is said in its language ([`Arg::TypeLines`],
//! [`type_line_in`]: card types and the known subtypes, Room among them, as French and
//! German cards print them). Literal braces, JSON keys and the English words a type line
//! must use are arguments, never template text. Under an era whose rules said "converted
//! mana cost", a message naming the mana value takes its `-cmc` variant ([`Msg::in_era`]).
//! A template, and its variant, is found once per id and remembered by the id's address
//! (`crate::memo`).
//!
//! Errors are messages too: [`EngineError::msg`](crate::EngineError::msg) (see
//! `crate::error`), the importer's problems and expectations, and the parsers' typed
//! problems (`ManaCostProblem::msg`, `TypeLineProblem::msg`, `JsonProblem::msg`). Those
//! live here because `mana.rs` and `typeline.rs` are also compiled into `build.rs`, which
//! has no messages; their English `Display`, used by the build script, the CLI and logs, is
//! tested to be the English template word for word. `tests/import.rs` feeds one bad
//! document per kind of error and checks the French and German have no English left and no
//! placeholder unfilled, and that every error message is reached.
//!
//! French and German templates are compiled in with the `builtin-translations` feature (the
//! default: the CLI, the app's `build.rs`, native tests); the web app turns it off and installs
//! them from its language packs ([`install_translations`]), so an English page carries no
//! French or German. **Invariant: a sentence is never half one language, half another.** A
//! language whose templates are not there renders wholly in English, its arguments included
//! (`template()` returns the language it really used). `scripts/test.sh` also runs the
//! engine's unit tests without the feature.

use crate::color::{Color, ColorSet};
use crate::era::Era;
use crate::situation::{Origin, Owner, Zone};

/// The languages the engine explains itself in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language's name in itself: "English", "Français", "Deutsch".
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// Parses a BCP 47 tag by its primary subtag ("fr-CA" → French).
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }
}

/// A message argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Language-neutral text: a name, a mana cost, a sum like "2 (Fire) + 2 (Ice)".
    Text(String),
    Num(u32),
    /// Names joined with the language's "and".
    Names(Vec<String>),
    /// A mana cost in brace notation, written out only when rendered.
    Cost(crate::mana::ManaCost),
    /// One name (renders as `Names` of that one name), borrowed from the card when it can.
    Name(std::borrow::Cow<'static, str>),
    /// Names joined with the language's "and", shared: faces' names, made once for all the messages of a set of
    /// characteristics (cloning it copies nothing).
    FaceNames(std::sync::Arc<[std::borrow::Cow<'static, str>]>),
    Colors(ColorSet),
    Era(Era),
    /// A nested message (an optional clause).
    Msg(Box<Msg>),
    /// A zone a spell is cast from, in the form "from …" needs in the language.
    Origin(Origin),
    /// Where a card is: "in the library", "on the stack".
    Zone(Zone),
    /// Numbers joined with the language's "or".
    Numbers(Vec<u32>),
    /// Names joined with the language's "or".
    Alternatives(Vec<String>),
    /// One color set per set of characteristics, joined with " / ".
    ColorsList(Vec<ColorSet>),
    /// Colors as alternatives, joined with the language's "or": "white or red".
    AnyColor(ColorSet),
    /// Card types as alternatives, in the language, joined with its "or": "Instant or
    /// Sorcery", "éphémère ou rituel".
    AnyType(Vec<crate::typeline::CardType>),
    /// Each set of characteristics' card types, in the language ("Sorcery", "rituel"),
    /// sets joined with " / ".
    TypesList(Vec<Vec<crate::typeline::CardType>>),
    /// Whole type lines, one per set of characteristics, in the language, joined with " / "
    /// ([`type_line_in`]).
    TypeLines(Vec<crate::typeline::TypeLine>),
    /// What the user typed, quoted the language's way: `"moon"`, `« moon »`, `„moon“`.
    Value(String),
    /// Rules cited, as the language shows them: "709.4a, 201.4b"; an older rule with its
    /// era, "708.5 (règles de 2013)" (`rules::display_in`).
    Rules(Vec<&'static str>),
    /// Nested messages joined with the language's "and" (one clause per item: "Battery
    /// (mana value 4)").
    Msgs(Vec<Msg>),
}

/// A message: an id from [`templates_en`] and its arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Args,
}

/// Builds a message from a `Vec` of arguments or, without allocating, from an array of up
/// to two.
pub fn msg(id: &'static str, args: impl Into<Args>) -> Msg {
    Msg {
        id,
        args: args.into(),
    }
}

/// One argument of a message: its placeholder and its value.
pub type NamedArg = (&'static str, Arg);

/// A message's arguments, read as a slice. None or one is kept in place, without an
/// allocation (most messages have one, and a message is built for every value of every
/// view); more go on the heap (keeping two in place made every message bigger and the
/// native build slower).
#[derive(Clone)]
pub struct Args(ArgsRepr);

#[derive(Clone)]
enum ArgsRepr {
    Inline0,
    Inline1([NamedArg; 1]),
    Heap(Vec<NamedArg>),
}

impl Args {
    pub fn as_slice(&self) -> &[NamedArg] {
        match &self.0 {
            ArgsRepr::Inline0 => &[],
            ArgsRepr::Inline1(a) => a,
            ArgsRepr::Heap(v) => v,
        }
    }

    fn as_mut_slice(&mut self) -> &mut [NamedArg] {
        match &mut self.0 {
            ArgsRepr::Inline0 => &mut [],
            ArgsRepr::Inline1(a) => a,
            ArgsRepr::Heap(v) => v,
        }
    }
}

impl std::ops::Deref for Args {
    type Target = [NamedArg];
    fn deref(&self) -> &[NamedArg] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Args {
    type Item = &'a NamedArg;
    type IntoIter = std::slice::Iter<'a, NamedArg>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl PartialEq for Args {
    fn eq(&self, other: &Args) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Args {}

impl std::fmt::Debug for Args {
    /// As a `Vec` of the arguments shows.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_slice().fmt(f)
    }
}

impl From<Vec<NamedArg>> for Args {
    fn from(v: Vec<NamedArg>) -> Args {
        if v.is_empty() {
            Args(ArgsRepr::Inline0)
        } else {
            Args(ArgsRepr::Heap(v))
        }
    }
}

impl From<[NamedArg; 0]> for Args {
    fn from(_: [NamedArg; 0]) -> Args {
        Args(ArgsRepr::Inline0)
    }
}

impl From<[NamedArg; 1]> for Args {
    fn from(a: [NamedArg; 1]) -> Args {
        Args(ArgsRepr::Inline1(a))
    }
}

impl From<[NamedArg; 2]> for Args {
    fn from(a: [NamedArg; 2]) -> Args {
        Args(ArgsRepr::Heap(Vec::from(a)))
    }
}

impl From<[NamedArg; 3]> for Args {
    fn from(a: [NamedArg; 3]) -> Args {
        Args(ArgsRepr::Heap(Vec::from(a)))
    }
}

impl From<[NamedArg; 4]> for Args {
    fn from(a: [NamedArg; 4]) -> Args {
        Args(ArgsRepr::Heap(Vec::from(a)))
    }
}

/// The empty clause (renders as nothing; an empty text, which allocates nothing).
pub fn none() -> Arg {
    Arg::Text(String::new())
}

fn and_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "and",
        Lang::Fr => "et",
        Lang::De => "und",
    }
}

fn color_name(c: Color, lang: Lang) -> &'static str {
    match lang {
        Lang::En => c.name(),
        _ => phrase(&format!("color-{}", c.name()), lang),
    }
}

/// Colors in words: "blue and red", "bleu et rouge", "blau und rot"; colorless.
/// Numbers as alternatives: "1 or 3", "1 ou 3", "1 oder 3" (one set of characteristics
/// each, before 2017).
pub fn numbers_in(v: &[u32], lang: Lang) -> String {
    render_arg(&Arg::Numbers(v.to_vec()), lang)
}

/// One color set per set of characteristics: "white / red".
pub fn colors_list_in(v: &[ColorSet], lang: Lang) -> String {
    render_arg(&Arg::ColorsList(v.to_vec()), lang)
}

pub fn colors_in(c: ColorSet, lang: Lang) -> String {
    let names: Vec<&str> = c
        .wheel_order()
        .into_iter()
        .map(|x| color_name(x, lang))
        .collect();
    if names.is_empty() {
        return phrase("colorless", lang).into();
    }
    join(&names, lang)
}

fn or_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "or",
        Lang::Fr => "ou",
        Lang::De => "oder",
    }
}

fn join<S: AsRef<str>>(items: &[S], lang: Lang) -> String {
    join_with(items, and_word(lang))
}

fn join_with<S: AsRef<str>>(items: &[S], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => format!(
            "{} {} {}",
            rest.iter()
                .map(|s| s.as_ref())
                .collect::<Vec<_>>()
                .join(", "),
            word,
            last.as_ref()
        ),
    }
}

fn nothing(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "nothing",
        Lang::Fr => "rien",
        Lang::De => "nichts",
    }
}

/// A word or phrase from the templates (in the web app French and German come with the
/// language packs, not the wasm): `id`'s template in `lang`.
fn phrase(id: &str, lang: Lang) -> &'static str {
    template(id, lang).0
}

/// Where a card is, as a phrase: "in the library", "sur la pile", "im Spiel".
pub fn zone_in(z: Zone, lang: Lang) -> &'static str {
    phrase(&format!("zone-in-{}", z.slug()), lang)
}

/// A mana symbol's accessible description: "blue mana", "mana bleu", "blaues Mana".
pub fn symbol_in(sym: crate::mana::ManaSymbol, lang: Lang) -> String {
    use crate::mana::ManaSymbol as S;
    let c = |c: Color| Arg::Text(color_name_mana(c, lang).to_string());
    let m = match sym {
        S::Generic(n) => msg("sym-generic", [("n", Arg::Num(n))]),
        S::Variable(v) => msg("sym-variable", [("v", Arg::Text(v.to_string()))]),
        S::Colored(x) => msg("sym-colored", [("color", c(x))]),
        S::Colorless => msg("sym-colorless", []),
        S::Snow => msg("sym-snow", []),
        S::Hybrid(a, b) => msg("sym-hybrid", vec![("a", c(a)), ("b", c(b))]),
        S::TwoBrid(x) => msg("sym-twobrid", [("color", c(x))]),
        S::Phyrexian(x) => msg("sym-phyrexian", [("color", c(x))]),
        S::HybridPhyrexian(a, b) => msg("sym-hybrid-phyrexian", vec![("a", c(a)), ("b", c(b))]),
    };
    m.render(lang)
}

/// A color as the adjective before "mana" (German declines it: "blaues Mana").
fn color_name_mana(c: Color, lang: Lang) -> &'static str {
    match lang {
        Lang::De => phrase(&format!("color-mana-{}", c.name()), lang),
        _ => color_name(c, lang),
    }
}

/// A card type's name in a language: as type lines print it in English ("Instant"), as
/// the French and German cards print it ("éphémère", "Spontanzauber").
pub fn card_type_in(t: crate::typeline::CardType, lang: Lang) -> &'static str {
    match lang {
        Lang::En => t.name(),
        _ => phrase(&format!("cardtype-{}", t.name()), lang),
    }
}

/// A type line in a language: as printed in English ("Enchantment — Room"); in French and
/// German its card types as the cards of that language print them ([`card_type_in`]) and its
/// subtypes where the game's word is known (`subtype-…` templates: Room is "Pièce", "Raum";
/// a custom card's other subtypes, and supertypes, as printed): "enchantement — Pièce",
/// "Verzauberung — Raum".
pub fn type_line_in(t: &crate::typeline::TypeLine, lang: Lang) -> String {
    if lang == Lang::En {
        return t.to_string();
    }
    let mut text = String::new();
    let words = t.supertypes.iter().map(|s| s.name());
    for (i, w) in words
        .chain(t.types.iter().map(|c| card_type_in(*c, lang)))
        .enumerate()
    {
        if i > 0 {
            text.push(' ');
        }
        text.push_str(w);
    }
    for (i, s) in t.subtypes.iter().enumerate() {
        text.push_str(if i == 0 { " — " } else { " " });
        text.push_str(match s.as_ref() {
            "Room" => phrase("subtype-Room", lang),
            "Adventure" => phrase("subtype-Adventure", lang),
            "Arcane" => phrase("subtype-Arcane", lang),
            other => other,
        });
    }
    text
}

/// An era's name in a language.
pub fn era_in(e: Era, lang: Lang) -> &'static str {
    phrase(&format!("era-{}", e.slug()), lang)
}

/// A zone's name, as a table heads a row with it: "library", "bibliothèque", "Bibliothek"
/// (the English is the zone's slug, the word of the command line).
pub fn zone_name_in(z: Zone, lang: Lang) -> &'static str {
    phrase(&format!("zone-name-{}", z.slug()), lang)
}

/// What kind of split card it is, in words: "split card with fuse", "carte scindée avec
/// fusion", "Split-Karte mit Fusion" (the English is [`crate::card::Kind::describe`]).
pub fn kind_in(k: crate::card::Kind, lang: Lang) -> &'static str {
    phrase(&format!("kind-{}", k.slug()), lang)
}

/// Items as alternatives, joined with the language's "or": "B or G", "B ou G".
pub fn alternatives_in<S: AsRef<str>>(items: &[S], lang: Lang) -> String {
    join_with(items, or_word(lang))
}

impl Msg {
    /// This message as the rules of `era` word it: before April 2021 they said "converted
    /// mana cost" ("coût converti de mana", "umgewandelte Manakosten") where today's say
    /// "mana value". A message naming the mana value has a variant in that term, its id with
    /// `-cmc` after it, a sentence of its own in every language, not the term swapped in:
    /// French and German agree with it (son coût … combiné; German declines "umgewandelte
    /// Manakosten", so a few variants only reword the German around an argument that names
    /// it). Nested messages too; unchanged under today's eras. A test checks that every
    /// message naming the mana value has a variant, or is one only today's rules can give
    /// (Rooms; an effect's printed text).
    pub fn in_era(mut self, era: Era) -> Msg {
        if !era.says_mana_value() {
            self.use_cmc();
        }
        self
    }

    fn use_cmc(&mut self) {
        if let Some(id) = cmc_variant(self.id) {
            self.id = id;
        }
        for (_, a) in self.args.as_mut_slice() {
            match a {
                Arg::Msg(m) => m.use_cmc(),
                Arg::Msgs(v) => v.iter_mut().for_each(Msg::use_cmc),
                _ => {}
            }
        }
    }

    /// Whether this message and every nested one has a template.
    pub fn is_known(&self) -> bool {
        templates_en().iter().any(|t| t.0 == self.id)
            && self.args.iter().all(|(_, a)| match a {
                Arg::Msg(m) => m.is_known(),
                Arg::Msgs(v) => v.iter().all(Msg::is_known),
                _ => true,
            })
    }

    /// The placeholders of this message's (and every nested message's) template in `lang`
    /// that no argument fills; empty when the message renders completely (for tests).
    pub fn unfilled(&self, lang: Lang) -> Vec<String> {
        let mut out: Vec<String> = template(self.id, lang)
            .0
            .split('{')
            .skip(1)
            .filter_map(|p| p.split_once('}').map(|(k, _)| k))
            .filter(|k| !self.args.iter().any(|(a, _)| a == k))
            .map(|k| format!("{}: {{{k}}}", self.id))
            .collect();
        for (_, a) in &self.args {
            match a {
                Arg::Msg(m) => out.extend(m.unfilled(lang)),
                Arg::Msgs(v) => out.extend(v.iter().flat_map(|m| m.unfilled(lang))),
                _ => {}
            }
        }
        out
    }

    /// The message in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        let mut out = String::new();
        self.render_into(&mut out, lang);
        out
    }

    /// Appends the message in `lang` to `out` (nested messages and arguments are written
    /// in place, not rendered to strings of their own).
    fn render_into(&self, out: &mut String, lang: Lang) {
        let (template, lang) = template_at(message_index(self.id), self.id, lang);
        out.reserve(template.len() + 32);
        let mut rest = template;
        // Bytes, not chars: the braces are ASCII (no byte of a multi-byte character is).
        let byte = |s: &str, b: u8| s.bytes().position(|c| c == b);
        while let Some(open) = byte(rest, b'{') {
            out.push_str(&rest[..open]);
            let Some(close) = byte(&rest[open..], b'}') else {
                out.push_str(&rest[open..]);
                rest = "";
                break;
            };
            let key = &rest[open + 1..open + close];
            match self.args.iter().find(|(k, _)| *k == key) {
                Some((_, arg)) => render_arg_into(arg, out, lang),
                None => {
                    out.push('{');
                    out.push_str(key);
                    out.push('}');
                }
            }
            rest = &rest[open + close + 1..];
        }
        out.push_str(rest);
    }
}

/// Appends `arg` in `lang` to `out`: the common arguments without a string of their own.
fn render_arg_into(arg: &Arg, out: &mut String, lang: Lang) {
    match arg {
        Arg::Text(t) => out.push_str(t),
        Arg::Num(n) => {
            use std::fmt::Write;
            let _ = write!(out, "{n}");
        }
        Arg::Msg(m) => m.render_into(out, lang),
        Arg::Era(e) => out.push_str(era_in(*e, lang)),
        Arg::Origin(o) => out.push_str(origin_in(*o, lang)),
        Arg::Zone(z) => out.push_str(zone_in(*z, lang)),
        Arg::Names(v) if v.len() == 1 => out.push_str(&v[0]),
        Arg::FaceNames(v) if v.len() == 1 => out.push_str(&v[0]),
        Arg::Name(n) => out.push_str(n),
        Arg::Cost(c) => {
            use std::fmt::Write;
            let _ = write!(out, "{c}");
        }
        other => out.push_str(&render_arg(other, lang)),
    }
}

fn render_arg(arg: &Arg, lang: Lang) -> String {
    match arg {
        Arg::Text(t) => t.clone(),
        Arg::Num(n) => n.to_string(),
        Arg::Names(v) if v.is_empty() => nothing(lang).to_string(),
        Arg::Names(v) => join(v, lang),
        Arg::Name(n) => n.to_string(),
        Arg::Cost(c) => c.to_string(),
        Arg::FaceNames(v) if v.is_empty() => nothing(lang).to_string(),
        Arg::FaceNames(v) => join(v, lang),
        Arg::Colors(c) => colors_in(*c, lang),
        Arg::Era(e) => era_in(*e, lang).to_string(),
        Arg::Msg(m) => m.render(lang),
        Arg::Origin(o) => origin_in(*o, lang).to_string(),
        Arg::Zone(z) => zone_in(*z, lang).to_string(),
        Arg::Numbers(v) if v.is_empty() => nothing(lang).to_string(),
        Arg::Numbers(v) => {
            let items: Vec<String> = v.iter().map(u32::to_string).collect();
            join_with(&items, or_word(lang))
        }
        Arg::Alternatives(v) => join_with(v, or_word(lang)),
        Arg::AnyType(v) => {
            let names: Vec<&str> = v.iter().map(|t| card_type_in(*t, lang)).collect();
            join_with(&names, or_word(lang))
        }
        Arg::TypesList(v) => v
            .iter()
            .map(|types| {
                types
                    .iter()
                    .map(|t| card_type_in(*t, lang))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join(" / "),
        Arg::TypeLines(v) => v
            .iter()
            .map(|t| type_line_in(t, lang))
            .collect::<Vec<_>>()
            .join(" / "),
        Arg::AnyColor(c) => {
            let names: Vec<&str> = c
                .wheel_order()
                .into_iter()
                .map(|x| color_name(x, lang))
                .collect();
            join_with(&names, or_word(lang))
        }
        Arg::ColorsList(v) => v
            .iter()
            .map(|c| colors_in(*c, lang))
            .collect::<Vec<_>>()
            .join(" / "),
        Arg::Value(v) => quote_in(v, lang),
        Arg::Rules(v) => v
            .iter()
            .map(|r| crate::rules::display_in(r, lang))
            .collect::<Vec<_>>()
            .join(", "),
        Arg::Msgs(v) if v.is_empty() => nothing(lang).to_string(),
        // Clauses of a sentence: a nested message's own full stop is dropped.
        Arg::Msgs(v) => join(
            &v.iter()
                .map(|m| {
                    let s = m.render(lang);
                    match s.strip_suffix('.') {
                        Some(clause) => clause.to_string(),
                        None => s,
                    }
                })
                .collect::<Vec<_>>(),
            lang,
        ),
    }
}

/// The most characters of a value [`quote_in`] quotes.
pub const QUOTED_MAX: usize = 60;

/// What the user typed, quoted: in English as Rust's `{:?}` quotes it (`"moon"`, the CLI's
/// words since the start), in French between guillemets, in German between „ and “; control
/// characters are escaped in every language, so a value can't break a line. A value longer
/// than [`QUOTED_MAX`] characters is cut there and ends with "…": an answer quotes it to
/// show which value was meant, and a link's 7,000-character value would fill pages.
pub fn quote_in(s: &str, lang: Lang) -> String {
    let cut;
    let s = match s.char_indices().nth(QUOTED_MAX) {
        Some((at, _)) => {
            cut = format!("{}…", &s[..at]);
            cut.as_str()
        }
        None => s,
    };
    let escaped = || -> String {
        s.chars()
            .flat_map(|c| {
                let esc: Vec<char> = if c.is_control() {
                    c.escape_default().collect()
                } else {
                    vec![c]
                };
                esc
            })
            .collect()
    };
    match lang {
        Lang::En => crate::text::quote(s),
        // French: no-break spaces inside the guillemets (as in every French message).
        Lang::Fr => format!("«\u{a0}{}\u{a0}»", escaped()),
        Lang::De => format!("„{}“", escaped()),
    }
}

/// The accepted values, listed ("one of: library, hand, …"): language-neutral words
/// (slugs, names) or a message that lists them.
pub fn one_of(list: Arg) -> Msg {
    msg("one-of", [("list", list)])
}

/// A zone as the object of "from" ("depuis …", "aus …" takes the dative).
pub fn origin_in(o: Origin, lang: Lang) -> &'static str {
    // Whose zone matters only for a hand, a library or a graveyard.
    let whose = match (o.owner, o.zone) {
        (Owner::Opponent, Zone::Hand | Zone::Library | Zone::Graveyard) => "opponent-",
        _ => "",
    };
    phrase(&format!("from-{whose}{}", o.zone.slug()), lang)
}

/// The template of `id` in `lang`, and the language it is really in: English when `lang`'s
/// is not available (the web app's engine before that language's pack is installed), so
/// that its arguments are then put in English too and a sentence is never half in one
/// language, half in another.
fn template(id: &str, lang: Lang) -> (&'static str, Lang) {
    template_at(template_index(id), id, lang)
}

/// [`template`], once the id's position in [`templates_en`] is known.
fn template_at(at: Option<usize>, id: &str, lang: Lang) -> (&'static str, Lang) {
    let Some(at) = at else {
        return ("", lang);
    };
    let slot = match lang {
        Lang::En => return (templates_en()[at].1, Lang::En),
        Lang::Fr => &INSTALLED[0],
        Lang::De => &INSTALLED[1],
    };
    // Installed tables come from the language packs, sorted by id.
    if let Some(table) = slot.get() {
        if let Ok(i) = table.binary_search_by(|t| t.0.cmp(id)) {
            return (table[i].1, lang);
        }
    }
    #[cfg(feature = "builtin-translations")]
    if let Some((_, _, fr, de)) = TEMPLATES.get(at) {
        return (if lang == Lang::Fr { fr } else { de }, lang);
    }
    (templates_en()[at].1, Lang::En)
}

/// The position in [`templates_en`] (and [`TEMPLATES`], in the same order) of the first
/// entry with this id, found by binary search in an index sorted by id (built on first
/// use: every explanation is looked up, many per card).
fn template_index(id: &str) -> Option<usize> {
    static INDEX: std::sync::OnceLock<Vec<u16>> = std::sync::OnceLock::new();
    let table = templates_en();
    let index = INDEX.get_or_init(|| {
        // Each entry inserted after those with an id not greater than its own: among equal
        // ids the first entry stays first, as a linear search finds it. (A few hundred
        // entries, once; no sort routine in the build for it.)
        let mut v: Vec<u16> = Vec::with_capacity(table.len());
        for (i, (id, _)) in table.iter().enumerate() {
            let at = v.partition_point(|&j| table[j as usize].0 <= *id);
            v.insert(at, i as u16);
        }
        v
    });
    let at = index.partition_point(|&i| table[i as usize].0 < id);
    index
        .get(at)
        .map(|&i| i as usize)
        .filter(|&i| table[i].0 == id)
}

/// [`template_index`] of a message's id, remembered by where the id is ([`crate::memo`]).
fn message_index(id: &'static str) -> Option<usize> {
    thread_local! {
        static SEEN: crate::memo::AddressMemo<Option<usize>> = crate::memo::AddressMemo::new();
    }
    SEEN.with(|seen| seen.get(id, 0, || template_index(id)))
}

/// The id of a message's variant in the words of the rules before April 2021 (its id and
/// `-cmc`), if it has one; remembered by where the id is ([`crate::memo`]).
fn cmc_variant(id: &'static str) -> Option<&'static str> {
    thread_local! {
        static SEEN: crate::memo::AddressMemo<Option<&'static str>> = crate::memo::AddressMemo::new();
    }
    SEEN.with(|seen| {
        seen.get(id, 0, || {
            template_index(&format!("{id}-cmc")).map(|at| templates_en()[at].0)
        })
    })
}

/// French and German templates installed at run time ([`install_translations`]).
static INSTALLED: [std::sync::OnceLock<Vec<(&'static str, &'static str)>>; 2] =
    [std::sync::OnceLock::new(), std::sync::OnceLock::new()];

/// Installs the templates of `lang` (id, text) from outside the engine: the web app built
/// without the `builtin-translations` feature gets them from its language packs, so an
/// English page carries no French or German. Used before the built-in ones; the first
/// installation of a language stays. English is always built in.
pub fn install_translations(lang: Lang, table: Vec<(&'static str, &'static str)>) {
    let slot = match lang {
        Lang::En => return,
        Lang::Fr => &INSTALLED[0],
        Lang::De => &INSTALLED[1],
    };
    let _ = slot.set(table);
}

/// Declares the templates: [`templates_en`] (id, English) always, [`TEMPLATES`] (id,
/// English, French, German) with the `builtin-translations` feature (the default; the web
/// app turns it off and ships French and German in its language packs).
macro_rules! templates {
    ($(($id:literal, $en:literal, $fr:literal, $de:literal)),* $(,)?) => {
        /// Every message: id, English, French, German. `{name}` is an argument.
        #[cfg(feature = "builtin-translations")]
        pub const TEMPLATES: &[(&str, &str, &str, &str)] = &[$(($id, $en, $fr, $de)),*];
        /// Every message, id and English, as one text ([`crate::pairs`]).
        const TEMPLATES_EN_TEXT: &str = crate::pairs::pairs_text![$(($id, $en)),*];
    };
}

/// Every message: id and English, in declaration order (and in [`TEMPLATES`]' order).
pub fn templates_en() -> &'static [(&'static str, &'static str)] {
    static TABLE: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| crate::pairs::split(TEMPLATES_EN_TEXT))
}

templates! {
    ("empty", "", "", ""),
    ("plain", "{text}", "{text}", "{text}"),
    // Characteristics off the stack (709.4).
    ("off-names",
        "Off the stack a split card has the names of all its halves; it has a name if any half has it.",
        "Hors de la pile, une carte scindée a les noms de toutes ses moitiés ; elle a un nom si l'une de ses moitiés l'a.",
        "Außerhalb des Stapels hat eine Split-Karte die Namen aller ihrer Hälften; sie hat einen Namen, wenn eine Hälfte ihn hat."),
    ("off-cost",
        "Off the stack the mana cost is the halves' costs combined: {costs}.",
        "Hors de la pile, le coût de mana est la combinaison des coûts des moitiés : {costs}.",
        "Außerhalb des Stapels sind die Manakosten die Kosten der Hälften zusammen: {costs}."),
    ("off-mv",
        "Off the stack the mana value is the sum of its halves' mana values: {sum}.{x}",
        "Hors de la pile, la valeur de mana est la somme des valeurs de mana de ses moitiés : {sum}.{x}",
        "Außerhalb des Stapels ist der Manabetrag die Summe der Manabeträge ihrer Hälften: {sum}.{x}"),
    ("off-colors",
        "Off the stack it has the colors of all its halves: {colors}.",
        "Hors de la pile, elle a les couleurs de toutes ses moitiés : {colors}.",
        "Außerhalb des Stapels hat sie die Farben all ihrer Hälften: {colors}."),
    ("off-types",
        "Off the stack it has every card type, supertype and subtype of its halves.",
        "Hors de la pile, elle a tous les types, supertypes et sous-types de ses moitiés.",
        "Außerhalb des Stapels hat sie alle Kartentypen, Obertypen und Untertypen ihrer Hälften."),
    ("off-text",
        "Off the stack it has the rules text of every half.",
        "Hors de la pile, elle a le texte de règles de chaque moitié.",
        "Außerhalb des Stapels hat sie den Regeltext jeder Hälfte."),
    ("x-zero",
        " X counts as 0 off the stack.",
        " X vaut 0 hors de la pile.",
        " X zählt außerhalb des Stapels als 0."),
    ("x-chosen",
        " X is {x} on the stack.",
        " X vaut {x} sur la pile.",
        " X ist auf dem Stapel {x}."),
    ("x-unannounced",
        " No value was announced for X, so X is 0.",
        " Aucune valeur n'a été annoncée pour X : X vaut donc 0.",
        " Für X wurde kein Wert angesagt, also ist X gleich 0."),
    // Older eras, off the stack: two sets.
    ("old-names",
        "Under the {era} a split card off the stack had a set of characteristics per half; this is {names}'s.",
        "Selon les {era}, une carte scindée hors de la pile avait un ensemble de caractéristiques par moitié ; voici celui de {names}.",
        "Nach den {era} hatte eine Split-Karte außerhalb des Stapels einen Satz von Eigenschaften je Hälfte; dies ist der von {names}."),
    ("old-cost",
        "{names}'s own mana cost: under the {era} each half had its own.",
        "Le coût de mana propre de {names} : selon les {era}, chaque moitié avait le sien.",
        "Die eigenen Manakosten von {names}: nach den {era} hatte jede Hälfte ihre eigenen."),
    ("old-mv",
        "{names}'s own mana value, {mv}: under these rules the card had one per half.{x}",
        "La valeur de mana propre de {names}, {mv} : selon ces règles, la carte en avait une par moitié.{x}",
        "Der eigene Manabetrag von {names}, {mv}: nach diesen Regeln hatte die Karte einen je Hälfte.{x}"),
    ("old-mv-combined",
        "{names}'s own mana value, {mv}: under these rules the card had a set of characteristics per half; an effect asking for the card's mana value got the halves' values combined, {sum}.{x}",
        "La valeur de mana propre de {names}, {mv} : selon ces règles, la carte avait un ensemble de caractéristiques par moitié ; un effet qui demandait la valeur de mana de la carte obtenait celles des moitiés combinées, {sum}.{x}",
        "Der eigene Manabetrag von {names}, {mv}: nach diesen Regeln hatte die Karte einen Satz von Eigenschaften je Hälfte; ein Effekt, der nach dem Manabetrag der Karte fragte, erhielt die Werte der Hälften zusammen, {sum}.{x}"),
    ("old-colors",
        "{names} is {colors}; the card as a whole counted as multicolored if its halves' colors differed.",
        "{names} est {colors} ; la carte entière comptait comme multicolore si ses moitiés étaient de couleurs différentes.",
        "{names} ist {colors}; die ganze Karte galt als mehrfarbig, wenn ihre Hälften verschiedenfarbig waren."),
    ("old-types",
        "{names}'s own type line.",
        "La ligne de type propre de {names}.",
        "Die eigene Typzeile von {names}."),
    ("old-text",
        "{names}'s own rules text.",
        "Le texte de règles propre de {names}.",
        "Der eigene Regeltext von {names}."),
    // A spell of one half (709.3b).
    ("half-names",
        "On the stack only the cast half, {names}, exists; the rest of the card is treated as though it didn't.",
        "Sur la pile, seule la moitié lancée, {names}, existe ; le reste de la carte est traité comme s'il n'existait pas.",
        "Auf dem Stapel existiert nur die gewirkte Hälfte, {names}; der Rest der Karte wird behandelt, als gäbe es ihn nicht."),
    ("half-names-room",
        "On the stack only the cast door's characteristics exist: the name {names}; the other door still exists in the spell's copiable values (a copy is a Room with both doors).",
        "Sur la pile, seules les caractéristiques de la porte lancée existent : le nom {names} ; l'autre porte existe encore dans les valeurs copiables du sort (une copie est une Pièce avec ses deux portes).",
        "Auf dem Stapel existieren nur die Eigenschaften der gewirkten Tür: der Name {names}; die andere Tür existiert weiter in den kopierbaren Werten des Zauberspruchs (eine Kopie ist ein Raum mit beiden Türen)."),
    ("half-cost-none",
        "The spell has only {names}'s mana cost, and {names} has none.",
        "Le sort n'a que le coût de mana de {names}, et {names} n'en a pas.",
        "Der Zauberspruch hat nur die Manakosten von {names}, und {names} hat keine."),
    ("half-cost",
        "The spell has only {names}'s mana cost.",
        "Le sort n'a que le coût de mana de {names}.",
        "Der Zauberspruch hat nur die Manakosten von {names}."),
    ("half-mv",
        "On the stack the mana value is only the cast half's: {mv}.{x}",
        "Sur la pile, la valeur de mana est seulement celle de la moitié lancée : {mv}.{x}",
        "Auf dem Stapel ist der Manabetrag nur der der gewirkten Hälfte: {mv}.{x}"),
    ("half-colors",
        "On the stack the spell is only the cast half's colors: {colors}.",
        "Sur la pile, le sort n'a que les couleurs de la moitié lancée : {colors}.",
        "Auf dem Stapel hat der Zauberspruch nur die Farben der gewirkten Hälfte: {colors}."),
    ("half-types",
        "The spell has only {names}'s types.",
        "Le sort n'a que les types de {names}.",
        "Der Zauberspruch hat nur die Typen von {names}."),
    ("half-types-room",
        "The spell has only {names}'s types (a Room's halves share Enchantment — Room).",
        "Le sort n'a que les types de {names} (les moitiés d'une Pièce partagent Enchantement — Pièce).",
        "Der Zauberspruch hat nur die Typen von {names} (die Hälften eines Raums teilen Verzauberung — Raum)."),
    ("half-text",
        "Only {names}'s rules text exists on the stack.",
        "Seul le texte de règles de {names} existe sur la pile.",
        "Auf dem Stapel existiert nur der Regeltext von {names}."),
    ("half-text-room",
        "Only {names}'s rules text is the spell's; the other door's still exists in its copiable values.",
        "Seul le texte de règles de {names} est celui du sort ; celui de l'autre porte existe encore dans ses valeurs copiables.",
        "Nur der Regeltext von {names} ist der des Zauberspruchs; der der anderen Tür existiert weiter in seinen kopierbaren Werten."),
    // A fused split spell (702.102b).
    ("fused-names",
        "A fused split spell has the combined characteristics: the names of all its halves.",
        "Un sort scindé fusionné a les caractéristiques combinées : les noms de toutes ses moitiés.",
        "Ein fusionierter Split-Zauberspruch hat die kombinierten Eigenschaften: die Namen all seiner Hälften."),
    ("costs-none",
        "None of the halves has a mana cost, so it has none.",
        "Aucune des moitiés n'a de coût de mana, il n'en a donc pas.",
        "Keine der Hälften hat Manakosten, also hat er keine."),
    ("fused-cost",
        "A fused split spell's cost includes each half's mana cost: {costs}.",
        "Le coût d'un sort scindé fusionné inclut le coût de mana de chaque moitié : {costs}.",
        "Die Kosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte: {costs}."),
    ("fused-mv",
        "A fused split spell has one mana value, the total of its halves': {sum}.{x}",
        "Un sort scindé fusionné a une seule valeur de mana, le total de celles de ses moitiés : {sum}.{x}",
        "Ein fusionierter Split-Zauberspruch hat einen Manabetrag, die Summe der Manabeträge seiner Hälften: {sum}.{x}"),
    ("fused-colors",
        "A fused split spell has the colors of all its halves: {colors}.",
        "Un sort scindé fusionné a les couleurs de toutes ses moitiés : {colors}.",
        "Ein fusionierter Split-Zauberspruch hat die Farben all seiner Hälften: {colors}."),
    ("fused-types",
        "A fused split spell has the types of all its halves.",
        "Un sort scindé fusionné a les types de toutes ses moitiés.",
        "Ein fusionierter Split-Zauberspruch hat die Typen all seiner Hälften."),
    ("fused-text",
        "Every half's text exists; it resolves half by half, from left to right.",
        "Le texte de chaque moitié existe ; il se résout moitié par moitié, de gauche à droite.",
        "Der Text jeder Hälfte existiert; er wird Hälfte für Hälfte von links nach rechts abgehandelt."),
    ("oldfused-names",
        "Before April 2017 a fused split spell had two sets of characteristics; this is {names}'s.",
        "Avant avril 2017, un sort scindé fusionné avait deux ensembles de caractéristiques ; voici celui de {names}.",
        "Vor April 2017 hatte ein fusionierter Split-Zauberspruch zwei Sätze von Eigenschaften; dies ist der von {names}."),
    ("oldfused-cost",
        "{names}'s own mana cost (one of two sets).",
        "Le coût de mana propre de {names} (l'un des deux ensembles).",
        "Die eigenen Manakosten von {names} (einer von zwei Sätzen)."),
    ("oldfused-mv",
        "Even then a fused split spell had ONE converted mana cost: the total, {mv}.",
        "Même alors, un sort scindé fusionné avait UN SEUL coût converti de mana : le total, {mv}.",
        "Auch damals hatte ein fusionierter Split-Zauberspruch nur EINE Zahl als umgewandelte Manakosten: die Summe, {mv}."),
    ("oldfused-colors",
        "{names} is {colors}.",
        "{names} est {colors}.",
        "{names} ist {colors}."),
    // A Room on the battlefield (709.5).
    ("doors-none-names",
        "Both doors are locked: the Room has no name.",
        "Les deux portes sont verrouillées : la Pièce n'a pas de nom.",
        "Beide Türen sind verschlossen: der Raum hat keinen Namen."),
    ("doors-names",
        "On the battlefield a Room has the names of its unlocked doors only: {names}.",
        "Sur le champ de bataille, une Pièce n'a que les noms de ses portes déverrouillées : {names}.",
        "Im Spiel hat ein Raum nur die Namen seiner aufgeschlossenen Türen: {names}."),
    ("doors-none-cost",
        "Both doors are locked: the Room has no mana cost.",
        "Les deux portes sont verrouillées : la Pièce n'a pas de coût de mana.",
        "Beide Türen sind verschlossen: der Raum hat keine Manakosten."),
    ("doors-cost",
        "A Room's mana cost is that of its unlocked doors, combined.",
        "Le coût de mana d'une Pièce est celui de ses portes déverrouillées, combiné.",
        "Die Manakosten eines Raums sind die seiner aufgeschlossenen Türen, zusammen."),
    ("doors-none-mv",
        "No mana cost, so mana value 0.",
        "Pas de coût de mana, donc valeur de mana 0.",
        "Keine Manakosten, also Manabetrag 0."),
    ("doors-mv",
        "The unlocked doors' mana value: {sum}.",
        "La valeur de mana des portes déverrouillées : {sum}.",
        "Der Manabetrag der aufgeschlossenen Türen: {sum}."),
    ("doors-none-colors",
        "No mana cost, so colorless.",
        "Pas de coût de mana, donc incolore.",
        "Keine Manakosten, also farblos."),
    ("doors-colors",
        "The Room has its unlocked doors' colors: {colors}.",
        "La Pièce a les couleurs de ses portes déverrouillées : {colors}.",
        "Der Raum hat die Farben seiner aufgeschlossenen Türen: {colors}."),
    ("doors-types",
        "Locked or not, a Room keeps its shared type line, Enchantment — Room.",
        "Verrouillée ou non, une Pièce garde sa ligne de type partagée, Enchantement — Pièce.",
        "Verschlossen oder nicht, ein Raum behält seine gemeinsame Typzeile, Verzauberung — Raum."),
    ("doors-none-text",
        "Locked doors have no rules text.",
        "Les portes verrouillées n'ont pas de texte de règles.",
        "Verschlossene Türen haben keinen Regeltext."),
    ("doors-text",
        "Only the unlocked doors' rules text exists: {names}.",
        "Seul le texte de règles des portes déverrouillées existe : {names}.",
        "Nur der Regeltext der aufgeschlossenen Türen existiert: {names}."),
    // Every zone.
    ("symbols",
        "Effects that look at individual mana symbols see each half's own symbols, not a merged cost.",
        "Les effets qui regardent les symboles de mana un par un voient les symboles propres à chaque moitié, pas un coût fusionné.",
        "Effekte, die einzelne Manasymbole betrachten, sehen die Symbole jeder Hälfte, nicht zusammengefasste Kosten."),
    ("symbols-half",
        "On the stack only the cast half exists: the mana symbols are {names}'s own.",
        "Sur la pile, seule la moitié lancée existe : les symboles de mana sont ceux de {names}.",
        "Auf dem Stapel existiert nur die gewirkte Hälfte: die Manasymbole sind die von {names}."),
    ("symbols-door",
        "Only the unlocked door has a mana cost: the mana symbols are {names}'s own.",
        "Seule la porte déverrouillée a un coût de mana : les symboles de mana sont ceux de {names}.",
        "Nur die aufgeschlossene Tür hat Manakosten: die Manasymbole sind die von {names}."),
    ("symbols-none",
        "Both doors are locked: the Room has no mana cost, so no mana symbols.",
        "Les deux portes sont verrouillées : la Pièce n'a pas de coût de mana, donc pas de symboles de mana.",
        "Beide Türen sind verschlossen: der Raum hat keine Manakosten, also keine Manasymbole."),
    ("identity",
        "Color identity is the whole card's, in every zone: {colors}, from the mana symbols in all its costs and rules text and any color indicator it has.",
        "L'identité couleur est celle de toute la carte, dans toutes les zones : {colors}, d'après les symboles de mana de tous ses coûts et textes de règles et ses éventuels indicateurs de couleur.",
        "Die Farbidentität ist die der ganzen Karte, in jeder Zone: {colors}, aus den Manasymbolen in all ihren Kosten und Regeltexten und etwaigen Farbanzeigern."),
    // Legality (601.3, 702.102a, 702.127a).
    // The stack and the battlefield (a spell already cast, a permanent): nothing allows it.
    ("cast-zone-illegal",
        "A card can't be cast from {from}: no rule or effect allows casting it from there.",
        "Une carte ne peut pas être lancée depuis {from} : aucune règle ni aucun effet ne permet de l'y lancer.",
        "Eine Karte kann nicht aus {from} gewirkt werden: Keine Regel und kein Effekt erlaubt es dort."),
    // A land half (a custom card's): lands are played, not cast (305.1, 305.9).
    ("land-not-cast",
        "{half} is a land: lands are played, never cast, and a land that has another type too is played only as a land.",
        "{half} est un terrain : un terrain se joue, il ne se lance jamais, et un terrain qui a aussi un autre type ne se joue que comme terrain.",
        "{half} ist ein Land: Länder werden gespielt, nie gewirkt, und ein Land, das auch einen anderen Typ hat, wird nur als Land gespielt."),
    ("land-not-fused",
        "{half} is a land, and lands are played, never cast: no fused spell includes it.",
        "{half} est un terrain, et un terrain se joue, il ne se lance jamais : aucun sort fusionné ne l'inclut.",
        "{half} ist ein Land, und Länder werden gespielt, nie gewirkt: Kein fusionierter Zauberspruch enthält es."),
    ("origin-not-zone",
        "{card} is {zone}, so it would be cast from there, not from {from}: a spell is cast from where its card is. Where a spell was cast from is asked only on the stack (or of a Room's door on the battlefield).",
        "{card} est {zone} : elle serait donc lancée depuis cette zone, pas depuis {from}, car un sort est lancé depuis l'endroit où se trouve sa carte. La zone d'où un sort a été lancé ne se demande que sur la pile (ou pour la porte d'une Pièce sur le champ de bataille).",
        "{card} ist {zone} und würde also von dort gewirkt, nicht aus {from}: Ein Zauberspruch wird von dort gewirkt, wo seine Karte ist. Woher ein Zauberspruch gewirkt wurde, wird nur auf dem Stapel gefragt (oder bei der Tür eines Raums im Spiel)."),
    ("rooms-before-2024",
        "Rooms didn't exist before Duskmourn (September 2024).",
        "Les Pièces n'existaient pas avant Duskmourn (septembre 2024).",
        "Räume gab es vor Duskmourn (September 2024) nicht."),
    ("no-such-half",
        "{card} has only {n} halves.",
        "{card} n'a que {n} moitiés.",
        "{card} hat nur {n} Hälften."),
    ("room-no-fuse",
        "Rooms don't have fuse: you cast one door at a time.",
        "Les Pièces n'ont pas la fusion : on lance une porte à la fois.",
        "Räume haben keine Fusion: man wirkt eine Tür nach der anderen."),
    ("no-fuse",
        "{card} doesn't have fuse, so its halves can't be cast together: choose one half.",
        "{card} n'a pas la fusion, ses moitiés ne peuvent donc pas être lancées ensemble : choisissez une moitié.",
        "{card} hat keine Fusion, ihre Hälften können also nicht zusammen gewirkt werden: wähle eine Hälfte."),
    ("fuse-before-2013",
        "Fuse arrived with Dragon's Maze (April 2013); before that no split card could be cast fused.",
        "La fusion est arrivée avec Le Labyrinthe du dragon (avril 2013) ; avant, aucune carte scindée ne pouvait être lancée fusionnée.",
        "Fusion kam mit Labyrinth des Drachen (April 2013); davor konnte keine Split-Karte fusioniert gewirkt werden."),
    ("fuse-not-from-hand",
        "Fuse works only while the card is in its caster's own hand; cast from {from} only one half can be cast.",
        "La fusion ne fonctionne que si la carte est dans la main de son lanceur ; depuis {from}, une seule moitié peut être lancée.",
        "Fusion wirkt nur, solange die Karte auf der eigenen Hand ihres Wirkenden ist; aus {from} kann nur eine Hälfte gewirkt werden."),
    ("fuse-ok",
        "Cast from your hand, its halves may be cast together as one fused split spell — also when cast without paying its mana cost.",
        "Depuis votre main, ses moitiés peuvent être lancées ensemble comme un seul sort scindé fusionné — même sans payer son coût de mana.",
        "Aus deiner Hand können ihre Hälften zusammen als ein fusionierter Split-Zauberspruch gewirkt werden — auch ohne seine Manakosten zu bezahlen."),
    ("fuse-no-cost",
        "Cast from your hand, its halves may be cast together as one fused split spell; but its total cost includes each half's mana cost, and there is none for {halves}, so it can't be paid: fused, it can be cast only with an alternative cost or without paying its mana cost (Omniscience, for one).",
        "Depuis votre main, ses moitiés peuvent être lancées ensemble comme un seul sort scindé fusionné ; mais son coût total inclut le coût de mana de chaque moitié, et il n'y en a pas pour {halves} : ce coût ne peut pas être payé, et le sort fusionné ne peut être lancé qu'avec un coût alternatif ou sans payer son coût de mana (Omniscience, par exemple).",
        "Aus deiner Hand können ihre Hälften zusammen als ein fusionierter Split-Zauberspruch gewirkt werden; aber seine Gesamtkosten umfassen die Manakosten jeder Hälfte, und für {halves} gibt es keine: Diese Kosten können nicht bezahlt werden, fusioniert kann er nur mit alternativen Kosten gewirkt werden oder ohne seine Manakosten zu bezahlen (etwa mit Omniscience)."),
    ("no-cost-hand",
        "{half} has no mana cost, and a cost that doesn't exist can't be paid: it can be cast only with an alternative cost or by an effect that lets you cast it without paying its mana cost (Omniscience, for one).",
        "{half} n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : elle ne peut être lancée qu'avec un coût alternatif ou par un effet qui permet de la lancer sans payer son coût de mana (Omniscience, par exemple).",
        "{half} hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Sie kann nur mit alternativen Kosten gewirkt werden oder durch einen Effekt, der erlaubt, sie zu wirken, ohne ihre Manakosten zu bezahlen (etwa Omniscience)."),
    ("no-cost-also",
        "{reason} But {half} has no mana cost, and a cost that doesn't exist can't be paid: it takes an effect that lets you cast it without paying its mana cost, or an alternative cost.",
        "{reason} Mais {half} n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : il faut un effet qui permette de la lancer sans payer son coût de mana, ou un coût alternatif.",
        "{reason} Aber {half} hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Es braucht einen Effekt, der erlaubt, sie zu wirken, ohne ihre Manakosten zu bezahlen, oder alternative Kosten."),
    ("cascade-before-2009",
        "Cascade came later (Alara Reborn, April 2009): these rules had none. Had they had it: {answer}",
        "La cascade est venue plus tard (La Renaissance d'Alara, avril 2009) : ces règles n'en avaient pas. Si elles l'avaient eue : {answer}",
        "Kaskade kam erst später (Alara – Die Erneuerung, April 2009): Diese Regeln kannten sie nicht. Hätten sie sie gekannt: {answer}"),
    ("aftermath-before-2017",
        "Aftermath arrived with Amonkhet (April 2017).",
        "La répercussion est arrivée avec Amonkhet (avril 2017).",
        "Nachhall kam mit Amonkhet (April 2017)."),
    ("aftermath-only-graveyard",
        "{half} has aftermath: it can't be cast from any zone other than a graveyard, even with an effect that allows it.",
        "{half} a la répercussion : elle ne peut être lancée depuis aucune autre zone qu'un cimetière, même avec un effet qui le permettrait.",
        "{half} hat Nachhall: sie kann aus keiner anderen Zone als einem Friedhof gewirkt werden, auch nicht durch einen Effekt, der es erlaubt."),
    ("aftermath-ok",
        "Aftermath lets you cast {half} from your graveyard; it is exiled whenever it leaves the stack.",
        "La répercussion vous permet de lancer {half} depuis votre cimetière ; elle est exilée chaque fois qu'elle quitte la pile.",
        "Nachhall erlaubt dir, {half} aus deinem Friedhof zu wirken; sie wird ins Exil geschickt, sobald sie den Stapel verlässt."),
    ("aftermath-opponent",
        "Aftermath lets you cast {half} only from your own graveyard; from an opponent's graveyard an effect must allow it.",
        "La répercussion ne permet de lancer {half} que depuis votre propre cimetière ; depuis le cimetière d'un adversaire, un effet doit le permettre.",
        "Nachhall erlaubt {half} nur aus deinem eigenen Friedhof; aus dem Friedhof eines Gegners muss ein Effekt es erlauben."),
    ("cast-from-hand",
        "{half} is cast from your hand; only this half is checked (its cost, type and timing).",
        "{half} est lancée depuis votre main ; seule cette moitié est vérifiée (son coût, son type, le moment).",
        "{half} wird aus deiner Hand gewirkt; nur diese Hälfte wird geprüft (Kosten, Typ, Zeitpunkt)."),
    ("cast-needs-effect",
        "{half} can be cast from {from} only while an effect allows it ({examples}).",
        "{half} ne peut être lancée depuis {from} que si un effet le permet ({examples}).",
        "{half} kann aus {from} nur gewirkt werden, solange ein Effekt es erlaubt ({examples})."),
    ("cast-needs-effect-plain",
        "{half} can be cast from {from} only while an effect allows it.",
        "{half} ne peut être lancée depuis {from} que si un effet le permet.",
        "{half} kann aus {from} nur gewirkt werden, solange ein Effekt es erlaubt."),
    // Where a spell goes, what it costs.
    ("to-battlefield",
        "A Room is a permanent spell: it enters the battlefield with the cast door unlocked when it resolves (if countered, it goes to the graveyard).",
        "Une Pièce est un sort de permanent : en se résolvant, elle arrive sur le champ de bataille avec la porte lancée déverrouillée (contrecarrée, elle va au cimetière).",
        "Ein Raum ist ein bleibender Zauberspruch: wenn er verrechnet wird, kommt er mit der gewirkten Tür aufgeschlossen ins Spiel (neutralisiert, kommt er auf den Friedhof)."),
    // A split permanent that is no Room (a custom card): the card enters whole.
    ("to-battlefield-permanent",
        "A permanent spell enters the battlefield as it resolves (countered, it goes to the graveyard), and there it is the whole card, {card}.",
        "Un sort de permanent arrive sur le champ de bataille en se résolvant (contrecarré, il va au cimetière), et là c'est la carte entière, {card}.",
        "Ein bleibender Zauberspruch kommt beim Verrechnen ins Spiel (neutralisiert, auf den Friedhof), und dort ist er die ganze Karte, {card}."),
    // A permanent half of a card with an instant or sorcery half (a custom card).
    ("to-nowhere",
        "A permanent spell would enter the battlefield, but {card} is also an instant or sorcery card, which can't: it stays on the stack. No printed card is like this.",
        "Un sort de permanent arriverait sur le champ de bataille, mais {card} est aussi une carte d'éphémère ou de rituel, qui ne le peut pas : elle reste sur la pile. Aucune carte imprimée n'est ainsi.",
        "Ein bleibender Zauberspruch käme ins Spiel, aber {card} ist auch eine Spontanzauber- oder Hexereikarte, die das nicht kann: sie bleibt auf dem Stapel. Keine gedruckte Karte ist so."),
    ("to-exile",
        "Cast from a graveyard, the aftermath half is exiled whenever it would leave the stack — resolved, countered or otherwise.",
        "Lancée depuis un cimetière, la moitié avec répercussion est exilée chaque fois qu'elle quitterait la pile — résolue, contrecarrée ou autrement.",
        "Aus einem Friedhof gewirkt, wird die Hälfte mit Nachhall ins Exil geschickt, wann immer sie den Stapel verlassen würde — verrechnet, neutralisiert oder anders."),
    ("to-graveyard",
        "An instant or sorcery spell goes to its owner's graveyard as it finishes resolving or is countered{caveat}.",
        "Un sort d'éphémère ou de rituel va dans le cimetière de son propriétaire quand il finit de se résoudre ou est contrecarré{caveat}.",
        "Ein Spontanzauber oder eine Hexerei kommt auf den Friedhof seines Besitzers, wenn er fertig verrechnet oder neutralisiert wird{caveat}."),
    ("to-graveyard-caveat",
        " — unless the effect that let you cast it says otherwise (flashback exiles it)",
        " — sauf si l'effet qui vous a permis de le lancer dit autre chose (le flashback l'exile)",
        " — außer der Effekt, der das Wirken erlaubte, sagt etwas anderes (Rückblende schickt ihn ins Exil)"),
    ("total-fused",
        "A fused split spell's total cost includes each half's mana cost: {cost}.",
        "Le coût total d'un sort scindé fusionné inclut le coût de mana de chaque moitié : {cost}.",
        "Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte: {cost}."),
    ("total-half",
        "You pay the cast half's mana cost, {cost}, before cost changes{effect}.",
        "Vous payez le coût de mana de la moitié lancée, {cost}, avant les modifications de coût{effect}.",
        "Du bezahlst die Manakosten der gewirkten Hälfte, {cost}, vor Kostenänderungen{effect}."),
    ("cost-with-x",
        "{printed} with X = {x}, that is {paid}",
        "{printed} avec X = {x}, soit {paid}",
        "{printed} mit X = {x}, also {paid}"),
    ("total-no-cost",
        "{half} has no mana cost: there is no cost to pay, and none can be paid — it is cast only with an alternative cost or without paying its mana cost.",
        "{half} n'a pas de coût de mana : il n'y a pas de coût à payer, et aucun ne peut l'être — elle ne se lance qu'avec un coût alternatif ou sans payer son coût de mana.",
        "{half} hat keine Manakosten: Es gibt keine Kosten, die bezahlt werden könnten — sie wird nur mit alternativen Kosten oder ohne Bezahlen ihrer Manakosten gewirkt."),
    ("total-fused-no-cost",
        "A fused split spell's total cost includes each half's mana cost, and there is none for {halves}: the total can't be paid — fused, it is cast only without paying its mana cost.",
        "Le coût total d'un sort scindé fusionné inclut le coût de mana de chaque moitié, et il n'y en a pas pour {halves} : ce total ne peut pas être payé — fusionné, il ne se lance que sans payer son coût de mana.",
        "Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte, und für {halves} gibt es keine: Die Summe kann nicht bezahlt werden — fusioniert wird er nur ohne Bezahlen seiner Manakosten gewirkt."),
    ("total-effect",
        " (or the cost the permitting effect names: flashback uses this half's mana cost)",
        " (ou le coût que nomme l'effet qui le permet : le flashback utilise le coût de mana de cette moitié)",
        " (oder die Kosten, die der erlaubende Effekt nennt: Rückblende verwendet die Manakosten dieser Hälfte)"),
    ("total-effect-plain",
        " (or the cost the permitting effect names)",
        " (ou le coût que nomme l'effet qui le permet)",
        " (oder die Kosten, die der erlaubende Effekt nennt)"),
    ("examples-graveyard",
        "flashback from Snapcaster Mage or Past in Flames",
        "le flashback de Snapcaster Mage ou de Past in Flames",
        "Rückblende durch Snapcaster Mage oder Past in Flames"),
    ("examples-graveyard-permanent",
        "Muldrotha, the Gravetide, or Lurrus of the Dream-Den for a mana value of 2 or less",
        "Muldrotha, the Gravetide, ou Lurrus of the Dream-Den pour une valeur de mana de 2 ou moins",
        "Muldrotha, the Gravetide, oder Lurrus of the Dream-Den bei einem Manabetrag von 2 oder weniger"),
    ("examples-opponent-permanent",
        "Sen Triplets",
        "Sen Triplets",
        "Sen Triplets"),
    ("examples-library",
        "Future Sight or Bolas's Citadel",
        "Future Sight ou Bolas's Citadel",
        "Future Sight oder Bolas's Citadel"),
    ("examples-exile",
        "cascade, or an effect that exiles it and lets you cast it",
        "la cascade, ou un effet qui l'exile et vous permet de la lancer",
        "Kaskade, oder ein Effekt, der sie ins Exil schickt und dich sie wirken lässt"),
    ("examples-opponent",
        "Sen Triplets or Mindclaw Shaman",
        "Sen Triplets ou Mindclaw Shaman",
        "Sen Triplets oder Mindclaw Shaman"),
    ("examples-outside",
        "Wish, from Adventures in the Forgotten Realms, which lets you play a card you own from outside the game",
        "Wish, d'Aventures dans les Royaumes Oubliés, qui vous permet de jouer une carte que vous possédez depuis l'extérieur de la partie",
        "Wish aus Abenteuer in den Vergessenen Reichen, das dich eine Karte, die du besitzt, von außerhalb des Spiels spielen lässt"),
    ("examples-opponent-graveyard",
        "Memory Plunder or Diluvian Primordial",
        "Memory Plunder ou Diluvian Primordial",
        "Memory Plunder oder Diluvian Primordial"),
    ("room-before-2024",
        "{card} is a Room; Rooms didn't exist under the rules before Duskmourn (September 2024).",
        "{card} est une Pièce ; les Pièces n'existaient pas selon les règles d'avant Duskmourn (septembre 2024).",
        "{card} ist ein Raum; Räume gab es nach den Regeln vor Duskmourn (September 2024) nicht."),
    ("doors-only-battlefield",
        "Doors are locked or unlocked only on a Room on the battlefield.",
        "Seule une Pièce sur le champ de bataille a des portes verrouillées ou déverrouillées.",
        "Nur ein Raum im Spiel hat verschlossene oder aufgeschlossene Türen."),
    ("stack-needs-mode",
        "On the stack {card} is a spell, and a spell is one chosen half{fused}: choose the cast mode.",
        "Sur la pile, {card} est un sort, et un sort est une moitié choisie{fused} : choisissez comment elle est lancée.",
        "Auf dem Stapel ist {card} ein Zauberspruch, und ein Zauberspruch ist eine gewählte Hälfte{fused}: wähle, wie sie gewirkt wird."),
    // Only a card with fuse, under rules that had it.
    ("or-both-fused", " (or the whole card, fused)", " (ou la carte entière, fusionnée)", " (oder die ganze Karte, fusioniert)"),
    ("x-off-stack",
        "X has a value only while the spell is on the stack; {zone} it is 0.",
        "X n'a de valeur que lorsque le sort est sur la pile ; {zone}, il vaut 0.",
        "X hat nur einen Wert, solange der Zauberspruch auf dem Stapel ist; {zone} ist X gleich 0."),
    ("x-with-y-or-z",
        "{half} has Y or Z in its mana cost: each is a variable of its own, chosen apart from X, and only X's value can be given here.",
        "{half} a Y ou Z dans son coût de mana : chacun est une variable à part, choisie indépendamment de X, et seule la valeur de X peut être donnée ici.",
        "{half} hat Y oder Z in ihren Manakosten: Jede ist eine eigene Variable, unabhängig von X gewählt, und hier kann nur der Wert von X angegeben werden."),
    ("no-x",
        "{half} has no {X} in its mana cost, so there is no X to choose.",
        "{half} n'a pas de {X} dans son coût de mana : il n'y a pas de X à choisir.",
        "{half} hat kein {X} in ihren Manakosten, also gibt es kein X zu wählen."),
    ("not-permanent",
        "{card} is an instant or sorcery card: it can't be on the battlefield (if it would enter, it stays where it was).",
        "{card} est une carte d'éphémère ou de rituel : elle ne peut pas être sur le champ de bataille (si elle devait y arriver, elle reste où elle était).",
        "{card} ist eine Spontanzauber- oder Hexereikarte: sie kann nicht im Spiel sein (käme sie ins Spiel, bleibt sie, wo sie war)."),
    ("not-a-room",
        "{card} is not a Room: it has no doors to unlock.",
        "{card} n'est pas une Pièce : elle n'a pas de portes à déverrouiller.",
        "{card} ist kein Raum: sie hat keine Türen zum Aufschließen."),
    ("no-such-door",
        "{card} has only {n} doors.",
        "{card} n'a que {n} portes.",
        "{card} hat nur {n} Türen."),
    ("already-unlocked",
        "{door} is already unlocked.",
        "{door} est déjà déverrouillée.",
        "{door} ist schon aufgeschlossen."),
    ("stack-see-modes",
        "On the stack it is a spell: see each mode.",
        "Sur la pile, c'est un sort : voyez chaque mode.",
        "Auf dem Stapel ist sie ein Zauberspruch: siehe jede Art, sie zu wirken."),
    // The words of the CLI's matrix table (`splitcard matrix --table`): its headings, its
    // modes (a face's own name stays as printed) and its verdicts.
    ("table-zone", "zone", "zone", "Zone"),
    ("table-mana-value", "mana value", "valeur de mana", "Manabetrag"),
    ("table-colors", "colors", "couleurs", "Farben"),
    ("table-cast", "cast {mode}", "lancer : {mode}", "wirken: {mode}"),
    ("table-mode-left", "left", "gauche", "links"),
    ("table-mode-right", "right", "droite", "rechts"),
    ("table-mode-aftermath", "aftermath", "répercussion", "Nachhall"),
    ("table-mode-fused", "fused", "fusionnée", "fusioniert"),
    ("table-yes", "yes", "oui", "ja"),
    ("table-yes-aftermath", "yes (aftermath)", "oui (répercussion)", "ja (Nachhall)"),
    ("table-needs-effect", "needs an effect", "il faut un effet", "nur mit Effekt"),
    ("table-illegal", "illegal", "illégal", "unzulässig"),
    ("table-spell", "mv {mv} {colors}", "vm {mv} {colors}", "MB {mv} {colors}"),
    ("table-as-cast", "(as cast)", "(selon le lancement)", "(je nach Wirken)"),
    ("table-cant-be-here", "can't be here", "ne peut pas être ici", "kann nicht hier sein"),
    ("table-note",
        "stack row: the spell of each mode cast from its usual zone; other rows: casting from that zone",
        "ligne pile : le sort de chaque mode lancé depuis sa zone habituelle ; autres lignes : le lancer depuis cette zone",
        "Zeile Stapel: der Zauberspruch jeder Art, aus ihrer üblichen Zone gewirkt; andere Zeilen: aus dieser Zone wirken"),
    // Effect probes.
    ("unit-sorceries", "sorcery cards counted", "cartes de rituel comptées", "gezählte Hexereikarten"),
    ("unit-discarded", "cards discarded", "cartes défaussées", "abgeworfene Karten"),
    ("unit-revealed", "cards revealed (X)", "cartes révélées (X)", "offenbarte Karten (X)"),
    ("unit-life", "life lost", "points de vie perdus", "verlorene Lebenspunkte"),
    ("unit-tokens", "Minion tokens", "jetons Serviteur", "Günstling-Spielsteine"),
    ("unit-sorceries-one", "sorcery card counted", "carte de rituel comptée", "gezählte Hexereikarte"),
    ("unit-discarded-one", "card discarded", "carte défaussée", "abgeworfene Karte"),
    ("unit-revealed-one", "card revealed (X)", "carte révélée (X)", "offenbarte Karte (X)"),
    ("unit-life-one", "life lost", "point de vie perdu", "verlorener Lebenspunkt"),
    ("unit-tokens-one", "Minion token", "jeton Serviteur", "Günstling-Spielstein"),
    ("unit-sorceries-zero", "sorcery cards counted", "carte de rituel comptée", "gezählte Hexereikarten"),
    ("unit-discarded-zero", "cards discarded", "carte défaussée", "abgeworfene Karten"),
    ("unit-revealed-zero", "cards revealed (X)", "carte révélée (X)", "offenbarte Karten (X)"),
    ("unit-life-zero", "life lost", "point de vie perdu", "verlorene Lebenspunkte"),
    ("unit-tokens-zero", "Minion tokens", "jeton Serviteur", "Günstling-Spielsteine"),
    ("h-number-unit", "{n} {unit}", "{n} {unit}", "{n} {unit}"),
    ("h-number", "{n}", "{n}", "{n}"),
    ("h-yes", "yes", "oui", "ja"),
    ("h-no", "no", "non", "nein"),
    // Firemind's Foresight finding the card for no slot (beside "mana value 2", a slot).
    ("h-none", "none of the slots", "aucune des valeurs", "keiner der Werte"),
    ("h-mana-values", "mana value {list}", "valeur de mana {list}", "Manabetrag {list}"),
    ("h-names", "{names}", "{names}", "{names}"),
    ("values-one", "mana value {mv}", "valeur de mana {mv}", "Manabetrag {mv}"),
    ("values-two", "one answer per half, {parts}", "une réponse par moitié, {parts}", "eine Antwort je Hälfte, {parts}"),
    ("values-halves", "a mana value per half, {parts}", "une valeur de mana par moitié, {parts}", "einen Manabetrag je Hälfte, {parts}"),
    ("the-spell", "The spell {names}", "Le sort {names}", "Der Zauberspruch {names}"),
    ("the-permanent",
        "The permanent {card} (unlocked doors: {names})",
        "Le permanent {card} (portes déverrouillées : {names})",
        "Die bleibende Karte {card} (aufgeschlossene Türen: {names})"),
    ("the-permanent-locked",
        "The permanent {card} (every door locked)",
        "Le permanent {card} (toutes ses portes verrouillées)",
        "Die bleibende Karte {card} (alle Türen verschlossen)"),
    ("p-count-one",
        "{card} is one card, whatever its halves: {n} {unit}.",
        "{card} est une seule carte, quelles que soient ses moitiés : {n} {unit}.",
        "{card} ist eine Karte, egal wie viele Hälften: {n} {unit}."),
    ("p-count-zero",
        "{card} doesn't qualify: {n} {unit}.",
        "{card} ne compte pas : {n} {unit}.",
        "{card} zählt nicht: {n} {unit}."),
    ("p-value-one",
        "Off the stack {card} has its combined {values}: {total} {unit}.",
        "Hors de la pile, {card} a sa {values} combinée : {total} {unit}.",
        "Außerhalb des Stapels hat {card} den kombinierten {values}: {total} {unit}."),
    ("p-value-two",
        "Under the {era} the card had {values}; the effect applied to each: {total} {unit} in all.",
        "Selon les {era}, la carte avait {values} ; l'effet s'appliquait à chacune : {total} {unit} en tout.",
        "Nach den {era} hatte die Karte {values}; der Effekt galt für jede: {total} {unit} insgesamt."),
    ("p-value-combined",
        "Under the {era} a value asked of a split card off the stack was its halves' values combined, {sum}: {total} {unit}.",
        "Selon les {era}, une valeur demandée d'une carte scindée hors de la pile était celle de ses moitiés combinées, {sum} : {total} {unit}.",
        "Nach den {era} war ein Wert, nach dem bei einer Split-Karte außerhalb des Stapels gefragt wurde, die Werte ihrer Hälften zusammen, {sum}: {total} {unit}."),
    // A Room permanent has only its unlocked doors' mana cost (709.5, 202.3a).
    ("p-value-room",
        "On the battlefield {card} has only its unlocked doors' mana cost ({doors}): {values}, so {total} {unit}.",
        "Sur le champ de bataille, {card} n'a que le coût de mana de ses portes déverrouillées ({doors}) : {values}, donc {total} {unit}.",
        "Im Spiel hat {card} nur die Manakosten ihrer aufgeschlossenen Türen ({doors}): {values}, also {total} {unit}."),
    ("p-value-room-locked",
        "Every door of {card} is locked: on the battlefield it has no mana cost, so its mana value is 0: {total} {unit}.",
        "Toutes les portes de {card} sont verrouillées : sur le champ de bataille, elle n'a pas de coût de mana, sa valeur de mana est donc 0 : {total} {unit}.",
        "Alle Türen von {card} sind verschlossen: Im Spiel hat sie keine Manakosten, ihr Manabetrag ist also 0: {total} {unit}."),
    ("p-values",
        "It reveals as {values}: it matches spells with mana value {list}.",
        "Révélée, elle a {values} : elle correspond aux sorts de valeur de mana {list}.",
        "Offenbart hat sie {values}: sie passt zu Zaubersprüchen mit Manabetrag {list}."),
    ("p-values-either",
        "It reveals with {values}; a comparison was yes if one of the halves matched: it matches spells with mana value {list}.",
        "Révélée, elle a {values} ; une comparaison donnait oui si l'une des moitiés correspondait : elle correspond aux sorts de valeur de mana {list}.",
        "Offenbart hat sie {values}; ein Vergleich ergab ja, wenn eine der Hälften passte: sie passt zu Zaubersprüchen mit Manabetrag {list}."),
    ("p-match-yes",
        "{what} is {colors} ({types}, mana value {mv}): yes.",
        "{what} est {colors} ({types}, valeur de mana {mv}) : oui.",
        "{what} ist {colors} ({types}, Manabetrag {mv}): ja."),
    ("p-match-no",
        "{what} is {colors} ({types}, mana value {mv}): no.",
        "{what} est {colors} ({types}, valeur de mana {mv}) : non.",
        "{what} ist {colors} ({types}, Manabetrag {mv}): nein."),
    ("p-imprint-yes",
        "{what} is {colors} ({types}, mana value {mv}): yes. {effect} copies the card, not a spell: the copy keeps every half and can be cast as {castable} (a copy of a spell, as with Twincast, is only the half that was cast).",
        "{what} est {colors} ({types}, valeur de mana {mv}) : oui. {effect} copie la carte, pas un sort : la copie garde toutes ses moitiés et peut être lancée comme {castable} (une copie d'un sort, comme avec Twincast, n'est que la moitié lancée).",
        "{what} ist {colors} ({types}, Manabetrag {mv}): ja. {effect} kopiert die Karte, nicht einen Zauberspruch: die Kopie behält alle Hälften und kann als {castable} gewirkt werden (eine Kopie eines Zauberspruchs, wie bei Twincast, ist nur die gewirkte Hälfte)."),
    ("p-match-each-yes",
        "{what} is {colors} ({types}, mana value {mv}); each criterion was met if one of the halves met it: yes.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; chaque critère était rempli si l'une des moitiés le remplissait : oui.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: ja."),
    ("p-match-each-no",
        "{what} is {colors} ({types}, mana value {mv}); each criterion was met if one of the halves met it: no.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; chaque critère était rempli si l'une des moitiés le remplissait : non.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: nein."),
    ("p-match-half-yes",
        "{what} is {colors} ({types}, mana value {mv}); yes if one half matched every criterion by itself: yes.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; oui si une moitié remplissait à elle seule tous les critères : oui.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); ja, wenn eine Hälfte allein alle Kriterien erfüllte: ja."),
    ("p-match-half-no",
        "{what} is {colors} ({types}, mana value {mv}); yes if one half matched every criterion by itself: no.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; oui si une moitié remplissait à elle seule tous les critères : non.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); ja, wenn eine Hälfte allein alle Kriterien erfüllte: nein."),
    ("p-match-whole-yes",
        "{what} is {colors} ({types}, mana value {mv}); {whole}: yes.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; {whole} : oui.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); {whole}: ja."),
    ("p-match-whole-no",
        "{what} is {colors} ({types}, mana value {mv}); {whole}: no.",
        "{what} est {colors} ({types}, valeur de mana {mv}) ; {whole} : non.",
        "{what} ist {colors} ({types}, Manabetrag {mv}); {whole}: nein."),
    ("p-protection-yes",
        "{what} is {colors}, not multicolored{whole}: it can target {effect}, whose protection from multicolored stops only multicolored spells.",
        "{what} est {colors}, pas multicolore{whole} : il peut cibler {effect}, dont la protection contre le multicolore n'arrête que les sorts multicolores.",
        "{what} ist {colors}, nicht mehrfarbig{whole}: Er kann {effect} als Ziel wählen, dessen Schutz vor Mehrfarbigem nur mehrfarbige Zaubersprüche abhält."),
    ("p-protection-no",
        "{what} is {colors}, so multicolored{whole}: {effect} has protection from multicolored, so the spell can't target it.",
        "{what} est {colors}, donc multicolore{whole} : {effect} a la protection contre le multicolore, le sort ne peut donc pas le cibler.",
        "{what} ist {colors}, also mehrfarbig{whole}: {effect} hat Schutz vor Mehrfarbigem, der Zauberspruch kann ihn also nicht als Ziel wählen."),
    ("in-parens", " ({x})", " ({x})", " ({x})"),
    // Why a split card (or a fused spell) with two sets was multicolored as a whole, or not.
    ("whole-differ",
        "halves of different colors made the whole multicolored",
        "des moitiés de couleurs différentes rendaient l'ensemble multicolore",
        "Hälften verschiedener Farben machten das Ganze mehrfarbig"),
    ("whole-each",
        "each half was multicolored itself, so the whole was too",
        "chaque moitié était elle-même multicolore, l'ensemble l'était donc aussi",
        "jede Hälfte war selbst mehrfarbig, das Ganze war es also auch"),
    ("whole-one",
        "its halves had only one color in all, so the whole wasn't multicolored",
        "ses moitiés n'avaient qu'une seule couleur en tout, l'ensemble n'était donc pas multicolore",
        "die Hälften hatten insgesamt nur eine Farbe, das Ganze war also nicht mehrfarbig"),
    ("whole-colorless",
        "its halves were colorless, so the whole wasn't multicolored",
        "ses moitiés étaient incolores, l'ensemble n'était donc pas multicolore",
        "die Hälften waren farblos, das Ganze war also nicht mehrfarbig"),
    ("p-slots",
        "As {values} it can be found for the mana value {hit} slot.",
        "Avec {values}, elle peut être trouvée pour la valeur de mana {hit}.",
        "Mit {values} kann sie für den Manabetrag {hit} gefunden werden."),
    ("p-slots-none",
        "As {values} it fills none of the slots {slots}.",
        "Avec {values}, elle ne correspond à aucune des valeurs {slots}.",
        "Mit {values} passt sie zu keinem der Werte {slots}."),
    ("p-named-has",
        "{card} has the name {name}: a split card has a chosen name if any of its names is that name.",
        "{card} a le nom {name} : une carte scindée a un nom choisi si l'un de ses noms est ce nom.",
        "{card} hat den Namen {name}: eine Split-Karte hat einen gewählten Namen, wenn einer ihrer Namen dieser Name ist."),
    ("p-named-has-all",
        "{card} has the name {name}: under the {era} naming a split card meant naming all its names, and those are its names.",
        "{card} a le nom {name} : selon les {era}, nommer une carte scindée voulait dire nommer tous ses noms, et ce sont les siens.",
        "{card} hat den Namen {name}: nach den {era} hieß eine Split-Karte zu nennen, alle ihre Namen zu nennen, und das sind ihre Namen."),
    ("p-named-hasnt",
        "{card} doesn't have the name {name}.",
        "{card} n'a pas le nom {name}.",
        "{card} hat den Namen {name} nicht."),
    // A Room permanent has only its unlocked doors' names (709.5).
    ("p-named-door-has",
        "{card} has the name {name}: that door is unlocked, and on the battlefield a Room has the names of its unlocked doors.",
        "{card} a le nom {name} : cette porte est déverrouillée, et sur le champ de bataille une Pièce a les noms de ses portes déverrouillées.",
        "{card} hat den Namen {name}: Diese Tür ist aufgeschlossen, und im Spiel hat ein Raum die Namen seiner aufgeschlossenen Türen."),
    ("p-named-door-locked",
        "{name} is a locked door of {card}: on the battlefield a Room has only its unlocked doors' names, so it doesn't have that name.",
        "{name} est une porte verrouillée de {card} : sur le champ de bataille, une Pièce n'a que les noms de ses portes déverrouillées, elle n'a donc pas ce nom.",
        "{name} ist eine verschlossene Tür von {card}: Im Spiel hat ein Raum nur die Namen seiner aufgeschlossenen Türen, also hat er diesen Namen nicht."),
    ("p-named-none",
        "Every way to cast {card} makes a spell named {name}: none can be cast.",
        "Chaque façon de lancer {card} donne un sort nommé {name} : aucune ne peut être lancée.",
        "Jede Art, {card} zu wirken, ergibt einen Zauberspruch namens {name}: keine kann gewirkt werden."),
    // Meddling Mage asked of a card where some ways to cast it aren't allowed anyway
    // (Lead in a hand, 702.127a; a fused spell outside a hand, 702.102a).
    ("p-named-none-here",
        "The chosen name stops {stopped}, and nothing else can be cast from {from}.",
        "Le nom choisi bloque {stopped}, et rien d'autre ne peut être lancé depuis {from}.",
        "Der gewählte Name verhindert {stopped}, und sonst kann nichts aus {from} gewirkt werden."),
    ("p-named-nothing-here",
        "Nothing of {card} can be cast from {from}, whatever the name.",
        "Rien de {card} ne peut être lancé depuis {from}, quel que soit le nom.",
        "Von {card} kann aus {from} nichts gewirkt werden, welcher Name auch immer."),
    ("p-named-needs-effect",
        "From {from}, {halves} can be cast only while an effect allows it.",
        "Depuis {from}, {halves} ne peut être lancée que si un effet le permet.",
        "Aus {from} kann {halves} nur gewirkt werden, solange ein Effekt es erlaubt."),
    ("p-named-needs-effect-many",
        "From {from}, {halves} can be cast only while an effect allows it.",
        "Depuis {from}, {halves} ne peuvent être lancées que si un effet le permet.",
        "Aus {from} können {halves} nur gewirkt werden, solange ein Effekt es erlaubt."),
    ("p-refused", "Not: {refused}.", "Pas : {refused}.", "Nicht: {refused}."),
    ("p-stopped", "Stopped: {stopped}.", "Le choix bloque : {stopped}.", "Verhindert: {stopped}."),
    ("sentences", "{first} {next}", "{first} {next}", "{first} {next}"),
    ("p-named-castable",
        "Only spells with the chosen name are stopped; {castable} can still be cast.",
        "Seuls les sorts avec le nom choisi sont bloqués ; {castable} peut encore être lancé.",
        "Nur Zaubersprüche mit dem gewählten Namen werden verhindert; {castable} kann weiterhin gewirkt werden."),
    // Several spells (names joined with "and", or the fused spell too) agree in the plural.
    ("p-named-castable-many",
        "Only spells with the chosen name are stopped; {castable} can still be cast.",
        "Seuls les sorts avec le nom choisi sont bloqués ; {castable} peuvent encore être lancés.",
        "Nur Zaubersprüche mit dem gewählten Namen werden verhindert; {castable} können weiterhin gewirkt werden."),
    // Only ever one half: the other one was named.
    ("p-named-castable-not-fused",
        "Only spells with the chosen name are stopped; {castable} can still be cast, but not fused: a fused split spell has the names of all its halves.",
        "Seuls les sorts avec le nom choisi sont bloqués ; {castable} peut encore être lancé, mais pas fusionné : un sort scindé fusionné a les noms de toutes ses moitiés.",
        "Nur Zaubersprüche mit dem gewählten Namen werden verhindert; {castable} kann weiterhin gewirkt werden, aber nicht fusioniert: Ein fusionierter Split-Zauberspruch hat die Namen all seiner Hälften."),
    // Iona, Shield of Emeria: a chosen color stops spells (the spell's colors, 709.3a).
    ("p-color-none",
        "Every way to cast {card} makes a spell of the chosen color ({color}): none can be cast.",
        "Chaque façon de lancer {card} donne un sort de la couleur choisie ({color}) : aucune ne peut être lancée.",
        "Jede Art, {card} zu wirken, ergibt einen Zauberspruch der gewählten Farbe ({color}): keine kann gewirkt werden."),
    ("p-color-none-here",
        "The chosen color stops {stopped}, and nothing else can be cast from {from}.",
        "La couleur choisie bloque {stopped}, et rien d'autre ne peut être lancé depuis {from}.",
        "Die gewählte Farbe verhindert {stopped}, und sonst kann nichts aus {from} gewirkt werden."),
    ("p-color-nothing-here",
        "Nothing of {card} can be cast from {from}, whatever the color.",
        "Rien de {card} ne peut être lancé depuis {from}, quelle que soit la couleur.",
        "Von {card} kann aus {from} nichts gewirkt werden, welche Farbe auch immer."),
    ("p-color-castable",
        "Only spells of the chosen color ({color}) are stopped; {castable} can still be cast.",
        "Seuls les sorts de la couleur choisie ({color}) sont bloqués ; {castable} peut encore être lancé.",
        "Nur Zaubersprüche der gewählten Farbe ({color}) werden verhindert; {castable} kann weiterhin gewirkt werden."),
    ("p-color-castable-many",
        "Only spells of the chosen color ({color}) are stopped; {castable} can still be cast.",
        "Seuls les sorts de la couleur choisie ({color}) sont bloqués ; {castable} peuvent encore être lancés.",
        "Nur Zaubersprüche der gewählten Farbe ({color}) werden verhindert; {castable} können weiterhin gewirkt werden."),
    ("p-color-castable-not-fused",
        "Only spells of the chosen color ({color}) are stopped; {castable} can still be cast, but not fused: a fused split spell has the colors of all its halves.",
        "Seuls les sorts de la couleur choisie ({color}) sont bloqués ; {castable} peut encore être lancé, mais pas fusionné : un sort scindé fusionné a les couleurs de toutes ses moitiés.",
        "Nur Zaubersprüche der gewählten Farbe ({color}) werden verhindert; {castable} kann weiterhin gewirkt werden, aber nicht fusioniert: Ein fusionierter Split-Zauberspruch hat die Farben all seiner Hälften."),
    ("p-cost",
        "The cost is the mana cost of the half being cast, {cost}.",
        "Le coût est le coût de mana de la moitié lancée, {cost}.",
        "Die Kosten sind die Manakosten der gewirkten Hälfte, {cost}."),
    ("p-cost-combined",
        "The cost is the mana cost of the half being cast, {cost}, not the card's combined cost ({whole}).",
        "Le coût est le coût de mana de la moitié lancée, {cost}, pas le coût combiné de la carte ({whole}).",
        "Die Kosten sind die Manakosten der gewirkten Hälfte, {cost}, nicht die kombinierten Kosten der Karte ({whole})."),
    ("p-cost-none",
        "Its flashback cost is the mana cost of the half being cast, and {half} has no mana cost: a cost that doesn't exist can't be paid, so {half} can't be cast this way.",
        "Son coût de flashback est le coût de mana de la moitié lancée, et {half} n'a pas de coût de mana : un coût qui n'existe pas ne peut pas être payé, {half} ne peut donc pas être lancée ainsi.",
        "Die Rückblendekosten sind die Manakosten der gewirkten Hälfte, und {half} hat keine Manakosten: Kosten, die es nicht gibt, können nicht bezahlt werden, also kann {half} so nicht gewirkt werden."),
    ("p-cost-card",
        "In the graveyard {card} has flashback {whole}: its mana cost, its halves' combined. Casting a half this way pays that half's mana cost: {halves}.",
        "Dans le cimetière, {card} a la rétrospective {whole} : son coût de mana, celui de ses moitiés combinées. Lancer une moitié ainsi coûte le coût de mana de cette moitié : {halves}.",
        "Im Friedhof hat {card} Rückblende {whole}: ihre Manakosten, die ihrer Hälften zusammen. Eine Hälfte so zu wirken kostet die Manakosten dieser Hälfte: {halves}."),
    ("p-cost-card-half", "{half} {cost}", "{half} {cost}", "{half} {cost}"),
    ("p-cost-card-half-none",
        "{half} none (it has no mana cost, so it can't be cast this way)",
        "{half} aucun (elle n'a pas de coût de mana, elle ne peut donc pas être lancée ainsi)",
        "{half} keine (sie hat keine Manakosten, kann also so nicht gewirkt werden)"),
    ("p-cost-card-none",
        "{card} has no mana cost: its flashback cost doesn't exist, so it can't be cast this way.",
        "{card} n'a pas de coût de mana : son coût de rétrospective n'existe pas, elle ne peut donc pas être lancée ainsi.",
        "{card} hat keine Manakosten: ihre Rückblendekosten gibt es nicht, sie kann also so nicht gewirkt werden."),
    ("p-cost-cant",
        "{card} is {types}: {effect} gives flashback only to an {wanted} card, so it gets none.",
        "{card} est {types} : {effect} ne donne le flashback qu'à une carte {wanted}, elle n'en reçoit donc pas.",
        "{card} ist {types}: {effect} gibt Rückblende nur einer Karte vom Typ {wanted}, sie erhält also keine."),
    ("p-permission-no",
        "{card} doesn't qualify ({values}), so nothing can be cast.",
        "{card} ne remplit pas la condition ({values}) : rien ne peut être lancé.",
        "{card} erfüllt die Bedingung nicht ({values}): nichts kann gewirkt werden."),
    ("p-permission",
        "Castable: {castable}.",
        "Ce qui peut être lancé : {castable}.",
        "Was gewirkt werden kann: {castable}."),
    ("castable-fused",
        "{halves}, or the whole card as one fused spell",
        "{halves}, ou la carte entière en un seul sort fusionné",
        "{halves} oder die ganze Karte als ein fusionierter Zauberspruch"),
    ("castable-fused-only",
        "the whole card as one fused spell",
        "la carte entière en un seul sort fusionné",
        "die ganze Karte als ein fusionierter Zauberspruch"),
    ("mode-fused", "the fused spell", "la version fusionnée", "der fusionierte Zauberspruch"),
    ("p-permission-none",
        "Nothing can be cast this way: {refused}.",
        "Rien ne peut être lancé ainsi : {refused}.",
        "So kann nichts gewirkt werden: {refused}."),
    ("p-permission-some",
        "Castable: {castable}. Not: {refused}.",
        "Ce qui peut être lancé : {castable}. Pas : {refused}.",
        "Was gewirkt werden kann: {castable}. Nicht: {refused}."),
    // Why a mode is refused by a cast permission: the items of {refused} above.
    ("refused-cast",
        "{half} (can't be cast from {from})",
        "{half} (ne peut pas être lancée depuis {from})",
        "{half} (kann nicht aus {from} gewirkt werden)"),
    ("refused-land",
        "{half} (a land: lands are played, never cast)",
        "{half} (un terrain : un terrain se joue, il ne se lance jamais)",
        "{half} (ein Land: Länder werden gespielt, nie gewirkt)"),
    ("refused-not-yet",
        "{half} — {reason}",
        "{half} — {reason}",
        "{half} — {reason}"),
    ("refused-why",
        "{half} ({why})",
        "{half} ({why})",
        "{half} ({why})"),
    ("refused-mv",
        "{half} (mana value {mv})",
        "{half} (valeur de mana {mv})",
        "{half} (Manabetrag {mv})"),
    // The first criterion of a filter an object misses: what it is, and what was wanted.
    ("fails-type",
        "{types}, not {wanted}",
        "{types}, pas {wanted}",
        "{types}, nicht {wanted}"),
    ("fails-land",
        "{types}, a land card",
        "{types}, une carte de terrain",
        "{types}, eine Landkarte"),
    ("fails-mv",
        "mana value {mv}, not {limit}",
        "valeur de mana {mv}, pas {limit}",
        "Manabetrag {mv}, nicht {limit}"),
    ("fails-colors",
        "{colors}, not {wanted}",
        "{colors}, pas {wanted}",
        "{colors}, nicht {wanted}"),
    ("fails-multicolored",
        "{colors}, not multicolored",
        "{colors}, pas multicolore",
        "{colors}, nicht mehrfarbig"),
    ("limit-le", "{n} or less", "{n} ou moins", "{n} oder weniger"),
    ("limit-lt", "less than {n}", "moins de {n}", "weniger als {n}"),
    ("limit-eq", "{n}", "{n}", "{n}"),
    ("p-first-failure",
        "{answer} The first criterion it misses: {why}.",
        "{answer} Premier critère manqué : {why}.",
        "{answer} Erstes verfehltes Kriterium: {why}."),
    ("p-slots-fails",
        "{card} can't be found for any of the slots {slots}: {why}.",
        "{card} ne peut être trouvée pour aucune des valeurs {slots} : {why}.",
        "{card} kann für keinen der Werte {slots} gefunden werden: {why}."),
    ("p-permission-fails",
        "{card} doesn't qualify ({why}), so nothing can be cast.",
        "{card} ne remplit pas la condition ({why}) : rien ne peut être lancé.",
        "{card} erfüllt die Bedingung nicht ({why}): nichts kann gewirkt werden."),
    ("p-cascade-stops",
        "As {values} it is less than {value}, so cascade stops on it; castable: {castable}.",
        "Avec {values}, elle est inférieure à {value} : la cascade s'arrête sur elle ; ce qui peut être lancé : {castable}.",
        "Mit {values} ist sie kleiner als {value}: Kaskade hält bei ihr an; was gewirkt werden kann: {castable}."),
    ("p-cascade-land",
        "{card} is a land card ({types}): cascade exiles it and keeps going, whatever its mana value.",
        "{card} est une carte de terrain ({types}) : la cascade l'exile et continue, quelle que soit sa valeur de mana.",
        "{card} ist eine Landkarte ({types}): Kaskade schickt sie ins Exil und macht weiter, welcher Manabetrag auch immer."),
    ("p-cascade-passes",
        "As {values} it is not less than {value}: cascade exiles it and keeps going.",
        "Avec {values}, elle n'est pas inférieure à {value} : la cascade l'exile et continue.",
        "Mit {values} ist sie nicht kleiner als {value}: Kaskade schickt sie ins Exil und macht weiter."),
    ("p-copy-spell",
        "A copy of a spell copies what is on the stack: {names}.",
        "Une copie d'un sort copie ce qui est sur la pile : {names}.",
        "Eine Kopie eines Zauberspruchs kopiert, was auf dem Stapel ist: {names}."),
    ("p-copy-spell-x",
        "A copy of a spell copies what is on the stack: {names}, and every choice made for it, the value of X too: {x}",
        "Une copie d'un sort copie ce qui est sur la pile : {names}, et chaque choix fait pour lui, la valeur de X aussi : {x}",
        "Eine Kopie eines Zauberspruchs kopiert, was auf dem Stapel ist: {names}, und jede dafür getroffene Wahl, auch den Wert von X: {x}"),
    ("copy-x",
        "the copy's X is {x} as well.",
        "X vaut aussi {x} pour la copie.",
        "X ist auch für die Kopie {x}."),
    ("copy-x-unannounced",
        "none was announced, so X is 0 for both.",
        "aucune n'a été annoncée, donc X vaut 0 pour les deux.",
        "es wurde keiner angesagt, also ist X für beide 0."),
    ("p-copy-cant",
        "{what} is {types}, not {wanted}: {effect} can't target it, so there is no copy.",
        "{what} est {types}, pas {wanted} : {effect} ne peut pas le cibler, il n'y a donc pas de copie.",
        "{what} ist {types}, nicht {wanted}: {effect} kann ihn nicht als Ziel wählen, es gibt also keine Kopie."),
    ("p-copy-room",
        "The copy has both doors of {card} (each half is copiable), but unlocked designations aren't copied and the copy wasn't cast as a door: both doors are locked.",
        "La copie a les deux portes de {card} (chaque moitié est copiable), mais les désignations « déverrouillée » ne sont pas copiées et la copie n'a pas été lancée comme une porte : les deux portes sont verrouillées.",
        "Die Kopie hat beide Türen von {card} (jede Hälfte ist kopierbar), aber „aufgeschlossen“-Bezeichnungen werden nicht kopiert und die Kopie wurde nicht als Tür gewirkt: beide Türen sind verschlossen."),
    ("p-triggers-room",
        "Entering with {door} unlocked triggers its \"when you unlock this door\" ability once; a Room is an enchantment, not an artifact or creature, so it doesn't trigger an additional time.",
        "Arriver avec {door} déverrouillée déclenche une fois sa capacité « quand vous déverrouillez cette porte » ; une Pièce est un enchantement, ni artefact ni créature : pas de déclenchement supplémentaire.",
        "Mit {door} aufgeschlossen ins Spiel zu kommen, löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit einmal aus; ein Raum ist eine Verzauberung, weder Artefakt noch Kreatur: keine zusätzliche Auslösung."),
    ("p-triggers-doubled",
        "Entering with {door} unlocked triggers its \"when you unlock this door\" ability; the permanent is an artifact or creature, so it triggers an additional time: {n} in all.",
        "Arriver avec {door} déverrouillée déclenche sa capacité « quand vous déverrouillez cette porte » ; le permanent est un artefact ou une créature : elle se déclenche une fois de plus, {n} en tout.",
        "Mit {door} aufgeschlossen ins Spiel zu kommen, löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit aus; das bleibende Objekt ist ein Artefakt oder eine Kreatur: sie wird ein weiteres Mal ausgelöst, {n}-mal insgesamt."),
    ("p-triggers-none",
        "{door} has no \"when you unlock this door\" ability: entering with it unlocked triggers nothing.",
        "{door} n'a pas de capacité « quand vous déverrouillez cette porte » : arriver avec elle déverrouillée ne déclenche rien.",
        "{door} hat keine „Wenn du diese Tür aufschließt“-Fähigkeit: mit ihr aufgeschlossen ins Spiel zu kommen, löst nichts aus."),
    ("p-triggers-uncast",
        "{card} entered without being cast: both doors are locked, none was unlocked, so nothing triggers.",
        "{card} est arrivée sans avoir été lancée : les deux portes sont verrouillées, aucune n'a été déverrouillée, rien ne se déclenche.",
        "{card} kam ins Spiel, ohne gewirkt worden zu sein: beide Türen sind verschlossen, keine wurde aufgeschlossen, also wird nichts ausgelöst."),
    // Sunforger: the card found is cast from where it was found, one half (709.3).
    ("p-found-cast",
        "{effect} then casts it from {from} without paying its mana cost, one half of it.",
        "{effect} la lance ensuite depuis {from} sans payer son coût de mana, une seule de ses moitiés.",
        "{effect} wirkt sie dann aus {from}, ohne ihre Manakosten zu bezahlen, eine ihrer Hälften."),
    ("p-target-there",
        "{card} is in the graveyard: it can be targeted there.",
        "{card} est dans le cimetière : elle peut y être ciblée.",
        "{card} ist im Friedhof: sie kann dort als Ziel gewählt werden."),
    ("p-target-gone",
        "Cast from a graveyard, the card moved to the stack as soon as its casting began: it is no longer in the graveyard to be targeted.",
        "Lancée depuis un cimetière, la carte est passée sur la pile dès le début de son lancement : elle n'est plus dans le cimetière pour être ciblée.",
        "Aus einem Friedhof gewirkt, kam die Karte gleich zu Beginn des Wirkens auf den Stapel: sie ist nicht mehr im Friedhof, um als Ziel gewählt zu werden."),
    ("p-target-cast-from",
        "{card} was cast from {from}, not a graveyard: a spell on the stack, it isn't in a graveyard to be targeted.",
        "{card} a été lancée depuis {from}, pas un cimetière : sort sur la pile, elle n'est pas dans un cimetière pour être ciblée.",
        "{card} wurde aus {from} gewirkt, nicht aus einem Friedhof: als Zauberspruch auf dem Stapel ist sie nicht im Friedhof, um als Ziel gewählt zu werden."),
    ("p-target-fused",
        "A fused spell is only ever cast from a hand.",
        "Un sort fusionné n'est jamais lancé que depuis une main.",
        "Ein fusionierter Zauberspruch wird immer nur aus einer Hand gewirkt."),
    ("p-target-stack",
        "{card} is a spell on the stack, not a card in a graveyard: it can't be targeted there.",
        "{card} est un sort sur la pile, pas une carte dans un cimetière : elle ne peut pas y être ciblée.",
        "{card} ist ein Zauberspruch auf dem Stapel, keine Karte im Friedhof: sie kann dort nicht als Ziel gewählt werden."),
    ("looks-card", "a card {zone}", "une carte {zone}", "eine Karte {zone}"),
    ("looks-spell", "a spell on the stack", "un sort sur la pile", "einen Zauberspruch auf dem Stapel"),
    ("looks-permanent",
        "a permanent on the battlefield",
        "un permanent sur le champ de bataille",
        "eine bleibende Karte im Spiel"),
    ("looks-spell-or-permanent",
        "a spell on the stack or a permanent on the battlefield",
        "un sort sur la pile ou un permanent sur le champ de bataille",
        "einen Zauberspruch auf dem Stapel oder eine bleibende Karte im Spiel"),
    ("looks-own-spell", "its own spell on the stack", "son propre sort sur la pile", "seinen eigenen Zauberspruch auf dem Stapel"),
    ("p-instances",
        "Resolving {names} {times} this turn gives each creature you control at that moment {instances} of the triggered ability; each triggers separately. Extra trample or menace is redundant, and creatures you gain control of later get nothing.",
        "Résoudre {names} {times} ce tour-ci donne à chaque créature que vous contrôlez à ce moment {instances} de la capacité déclenchée ; chacun se déclenche séparément. Des exemplaires supplémentaires du piétinement ou de la menace sont redondants, et les créatures dont vous prenez le contrôle ensuite n'ont rien.",
        "{names} {times} in diesem Zug zu verrechnen, gibt jeder Kreatur, die du in dem Moment kontrollierst, die ausgelöste Fähigkeit {instances}; jede wird einzeln ausgelöst. Zusätzliche Instanzen von Trampelschaden oder Bedrohlich sind überflüssig, und Kreaturen, die du später übernimmst, erhalten nichts."),
    ("times", "{n} times", "{n} fois", "{n}-mal"),
    ("times-one", "once", "une fois", "einmal"),
    ("instances", "{n} instances", "{n} exemplaires", "{n}-mal"),
    ("instances-one", "one instance", "un exemplaire", "einmal"),
    ("looks-room", "a Room on the battlefield", "une Pièce sur le champ de bataille", "einen Raum im Spiel"),
    ("p-with-x", "{answer}{x}", "{answer}{x}", "{answer}{x}"),
    ("x-without-paying",
        "{effect} casts the spell without paying its mana cost: X can only be 0, so there is no X to announce.",
        "{effect} fait lancer le sort sans payer son coût de mana : X ne peut valoir que 0, il n'y a donc pas de X à annoncer.",
        "Mit {effect} wird der Zauberspruch gewirkt, ohne seine Manakosten zu bezahlen: X kann nur 0 sein, es gibt also kein X anzusagen."),
    ("x-not-a-spell",
        "{effect} looks at {looks}, not at a spell on the stack: X has a value only on the stack and counts as 0 anywhere else.",
        "{effect} regarde {looks}, pas un sort sur la pile : X n'a de valeur que sur la pile et vaut 0 partout ailleurs.",
        "{effect} betrachtet {looks}, nicht einen Zauberspruch auf dem Stapel: X hat nur auf dem Stapel einen Wert und zählt überall sonst als 0."),
    // A cast mode (or a Room's doors) given to an effect that has no use for it.
    ("mode-not-cast",
        "{effect} looks at {looks}, which isn't being cast: no half is chosen, so {flag} doesn't apply.",
        "{effect} regarde {looks}, qui n'est pas lancée : aucune moitié n'est choisie, {flag} ne s'applique donc pas.",
        "{effect} betrachtet {looks}, die nicht gewirkt wird: Es wird keine Hälfte gewählt, also gilt {flag} nicht."),
    ("mode-every-cast",
        "{effect} answers for every way to cast {card} at once (its answer names each one that can be cast), so {flag} doesn't pick one.",
        "{effect} répond pour toutes les façons de lancer {card} à la fois (sa réponse nomme chacune de celles qui peuvent être lancées) : {flag} n'en choisit donc aucune.",
        "{effect} antwortet für alle Arten zugleich, {card} zu wirken (die Antwort nennt jede, die gewirkt werden kann), also wählt {flag} keine davon aus."),
    ("mode-whole-card",
        "{effect} targets {looks}: the whole card, whichever half would be cast, so {flag} doesn't apply.",
        "{effect} cible {looks} : la carte entière, quelle que soit la moitié qui serait lancée, {flag} ne s'applique donc pas.",
        "{effect} hat {looks} als Ziel: die ganze Karte, egal welche Hälfte gewirkt würde, also gilt {flag} nicht."),
    ("mode-copy-room",
        "{effect} copies {card} as printed, not how it was cast: the copy wasn't cast, so both its doors are locked whichever door was, and {flag} doesn't apply.",
        "{effect} copie {card} telle qu'imprimée, pas la façon dont elle a été lancée : la copie n'a pas été lancée, ses deux portes sont donc verrouillées quelle que soit la porte lancée, et {flag} ne s'applique pas.",
        "{effect} kopiert {card} wie gedruckt, nicht wie sie gewirkt wurde: Die Kopie wurde nicht gewirkt, also sind ihre beiden Türen verschlossen, egal welche Tür gewirkt wurde, und {flag} gilt nicht."),
    ("doors-entering",
        "{effect} looks at {card} as it enters: it enters with the door that was cast unlocked ({mode}), or with none, so {flag} doesn't apply.",
        "{effect} regarde {card} au moment où elle arrive : elle arrive avec la porte lancée déverrouillée ({mode}), ou avec aucune, {flag} ne s'applique donc pas.",
        "{effect} betrachtet {card}, während sie ins Spiel kommt: Sie kommt mit der gewirkten Tür aufgeschlossen ins Spiel ({mode}) oder mit keiner, also gilt {flag} nicht."),
    ("doors-copy",
        "{effect} copies {card}, but which doors are unlocked is a designation, not a copiable value: the copy's doors are locked whatever the Room's are, so {flag} doesn't apply.",
        "{effect} copie {card}, mais les portes déverrouillées sont une désignation, pas une valeur copiable : les portes de la copie sont verrouillées quelles que soient celles de la Pièce, {flag} ne s'applique donc pas.",
        "{effect} kopiert {card}, aber welche Türen aufgeschlossen sind, ist eine Bezeichnung, kein kopierbarer Wert: Die Türen der Kopie sind verschlossen, egal welche Türen des Raums aufgeschlossen sind, also gilt {flag} nicht."),
    ("p-not-here",
        "{effect} looks at {looks}; it has nothing to say about {card} {zone}.",
        "{effect} regarde {looks} ; il n'a rien à dire de {card} {zone}.",
        "{effect} betrachtet {looks}; zu {card} {zone} hat es nichts zu sagen."),
    ("name-one-half",
        "You name one half of a split card, never more than one: choose {faces}.",
        "On nomme une moitié d'une carte scindée, jamais plusieurs : choisissez {faces}.",
        "Man nennt eine Hälfte einer Split-Karte, nie mehrere: wähle {faces}."),
    // Meddling Mage, Cabal Therapy: "choose a nonland card name" (201.4b: that half alone).
    ("name-land-half",
        "{half} is a land: {effect} chooses a nonland card name, and a name with a quality is a half's name that has it.",
        "{half} est un terrain : {effect} choisit un nom de carte non-terrain, et un nom doté d'une qualité est celui d'une moitié qui l'a.",
        "{half} ist ein Land: {effect} wählt den Namen einer Nichtlandkarte, und ein Name mit einer Eigenschaft ist der Name einer Hälfte, die sie hat."),
    ("name-all-names",
        "Under the {era} naming a split card meant naming all its names: name {card}.",
        "Selon les {era}, nommer une carte scindée voulait dire nommer tous ses noms : nommez {card}.",
        "Nach den {era} hieß eine Split-Karte zu nennen, alle ihre Namen zu nennen: nenne {card}."),
    ("sym-generic", "{n} generic mana", "{n} mana générique", "{n} generisches Mana"),
    ("sym-variable", "{v}, a number you choose", "{v}, un nombre au choix", "{v}, eine Zahl nach Wahl"),
    ("sym-colored", "{color} mana", "mana {color}", "{color} Mana"),
    ("sym-colorless", "colorless mana", "mana incolore", "farbloses Mana"),
    ("sym-snow", "snow mana", "mana neigeux", "Schnee-Mana"),
    ("sym-hybrid", "{a} or {b} mana", "mana {a} ou {b}", "{a} oder {b} Mana"),
    ("sym-twobrid", "two generic or {color} mana", "deux mana génériques ou mana {color}", "zwei generische oder {color} Mana"),
    ("sym-phyrexian", "{color} mana or 2 life", "mana {color} ou 2 points de vie", "{color} Mana oder 2 Lebenspunkte"),
    ("sym-hybrid-phyrexian", "{a} or {b} mana or 2 life", "mana {a} ou {b} ou 2 points de vie", "{a} oder {b} Mana oder 2 Lebenspunkte"),
    ("unlock-no-cost",
        "{door} has no mana cost, and a cost that doesn't exist can't be paid: it can't be unlocked as a special action, only by an effect that unlocks it.",
        "{door} n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : on ne peut pas la déverrouiller par une action spéciale, seulement par un effet qui la déverrouille.",
        "{door} hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Sie kann nicht als Sonderaktion aufgeschlossen werden, nur durch einen Effekt, der sie aufschließt."),
    ("unlock",
        "Unlocking {door} is a special action: pay its mana cost, {cost}, any time you could cast a sorcery.",
        "Déverrouiller {door} est une action spéciale : payez son coût de mana, {cost}, à tout moment où vous pourriez lancer un rituel.",
        "{door} aufzuschließen ist eine Sonderaktion: bezahle ihre Manakosten, {cost}, wann immer du eine Hexerei wirken könntest."),
    ("unlock-triggers-door",
        "Unlocking {door} triggers its \"when you unlock this door\" ability.",
        "Déverrouiller {door} déclenche sa capacité « quand vous déverrouillez cette porte ».",
        "{door} aufzuschließen löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit aus."),
    ("unlock-triggers-fully",
        "{door} is the last locked door: unlocking it fully unlocks {card}, which triggers \"when you fully unlock\" abilities.",
        "{door} est la dernière porte verrouillée : la déverrouiller déverrouille entièrement {card}, ce qui déclenche les capacités « quand vous déverrouillez entièrement ».",
        "{door} ist die letzte verschlossene Tür: sie aufzuschließen schließt {card} vollständig auf, was „Wenn du … vollständig aufschließt“-Fähigkeiten auslöst."),
    ("cast-door-locked",
        "{door} is the door that was cast: it entered unlocked, so it is locked now only because an effect locked it.",
        "{door} est la porte qui a été lancée : elle est arrivée déverrouillée, elle n'est donc verrouillée que parce qu'un effet l'a verrouillée.",
        "{door} ist die Tür, die gewirkt wurde: Sie kam aufgeschlossen ins Spiel, verschlossen ist sie also nur, weil ein Effekt sie verschlossen hat."),
    ("fully-unlocked",
        "Every door of {card} is unlocked: it is fully unlocked, and no door is left to unlock.",
        "Toutes les portes de {card} sont déverrouillées : elle est entièrement déverrouillée, et il ne reste aucune porte à déverrouiller.",
        "Alle Türen von {card} sind aufgeschlossen: sie ist vollständig aufgeschlossen, und keine Tür bleibt aufzuschließen."),
    // Errors in imported cards (`ImportError`: a JSON path, what is wrong, what was
    // expected) and in the parsers under it. Literal braces, JSON keys and the English
    // words a type line must use are arguments, never template text.
    ("import-error",
        "{path}: {problem} (expected {expected})",
        "{path} : {problem} (attendu : {expected})",
        "{path}: {problem} (erwartet: {expected})"),
    ("json-error",
        "invalid JSON at byte {offset}: {problem}",
        "JSON invalide à l'octet {offset} : {problem}",
        "ungültiges JSON bei Byte {offset}: {problem}"),
    ("json-too-big",
        "the document is {bytes} bytes; at most {max} are accepted",
        "le document fait {bytes} octets ; {max} au plus sont acceptés",
        "das Dokument ist {bytes} Bytes groß; höchstens {max} werden angenommen"),
    ("json-trailing-text",
        "unexpected text after the JSON value",
        "texte inattendu après la valeur JSON",
        "unerwarteter Text nach dem JSON-Wert"),
    ("json-too-deep",
        "nested deeper than {max} levels",
        "imbriqué sur plus de {max} niveaux",
        "tiefer als {max} Ebenen verschachtelt"),
    ("json-too-many-values",
        "more than {max} values",
        "plus de {max} valeurs",
        "mehr als {max} Werte"),
    ("json-unexpected-end",
        "the document ends where a value was expected",
        "le document s'arrête là où une valeur était attendue",
        "das Dokument endet, wo ein Wert erwartet wurde"),
    ("json-expected-value",
        "expected a value (object, array, string, number, true, false or null)",
        "une valeur était attendue (objet, tableau, chaîne, nombre, true, false ou null)",
        "ein Wert wurde erwartet (Objekt, Array, Zeichenkette, Zahl, true, false oder null)"),
    ("json-expected-key",
        "expected a quoted key",
        "une clé entre guillemets était attendue",
        "ein Schlüssel in Anführungszeichen wurde erwartet"),
    ("json-expected-colon",
        "expected ':' after the key",
        "« : » était attendu après la clé",
        "„:“ wurde nach dem Schlüssel erwartet"),
    ("json-expected-object-separator",
        "expected ',' or '}' in the object",
        "« , » ou « } » était attendu dans l'objet",
        "„,“ oder „}“ wurde im Objekt erwartet"),
    ("json-expected-array-separator",
        "expected ',' or ']' in the array",
        "« , » ou « ] » était attendu dans le tableau",
        "„,“ oder „]“ wurde im Array erwartet"),
    ("json-bad-unicode-escape",
        "expected four hex digits after \\u",
        "quatre chiffres hexadécimaux étaient attendus après \\u",
        "nach \\u wurden vier Hexadezimalziffern erwartet"),
    ("json-unclosed-string",
        "a string is never closed",
        "une chaîne n'est jamais fermée",
        "eine Zeichenkette wird nie geschlossen"),
    ("json-unknown-escape",
        "unknown escape in a string",
        "séquence d'échappement inconnue dans une chaîne",
        "unbekannte Escape-Sequenz in einer Zeichenkette"),
    ("json-control-character",
        "a control character in a string must be escaped",
        "un caractère de contrôle dans une chaîne doit être échappé",
        "ein Steuerzeichen in einer Zeichenkette muss als Escape-Sequenz geschrieben werden"),
    ("json-bad-number",
        "{text} is not a number",
        "{text} n'est pas un nombre",
        "{text} ist keine Zahl"),
    ("json-null", "null", "null", "null"),
    ("json-bool", "a boolean", "un booléen", "ein Wahrheitswert"),
    ("json-number", "a number", "un nombre", "eine Zahl"),
    ("json-string", "a string", "une chaîne", "eine Zeichenkette"),
    ("json-array", "an array", "un tableau", "ein Array"),
    ("json-object", "an object", "un objet", "ein Objekt"),
    ("mana-error",
        "bad mana cost {input} at position {position}: {problem}",
        "coût de mana {input} invalide à la position {position} : {problem}",
        "ungültige Manakosten {input} an Position {position}: {problem}"),
    ("mana-empty",
        "the cost is empty; write {zero} for a zero cost",
        "le coût est vide ; écrivez {zero} pour un coût nul",
        "die Kosten sind leer; für Kosten von null schreibe {zero}"),
    ("mana-too-long",
        "the cost is longer than {max} characters",
        "le coût dépasse {max} caractères",
        "die Kosten sind länger als {max} Zeichen"),
    ("mana-expected-brace",
        "expected \"{open}\" but found {found}; write costs like {example}",
        "« {open} » était attendu, mais {found} a été trouvé ; écrivez les coûts comme {example}",
        "„{open}“ wurde erwartet, aber {found} gefunden; schreibe Kosten wie {example}"),
    ("mana-outside-braces",
        "{found} is outside braces",
        "{found} est hors des accolades",
        "{found} steht außerhalb geschweifter Klammern"),
    ("mana-unclosed",
        "a '{open}' is never closed by '{close}'",
        "une accolade « {open} » n'est jamais fermée par « {close} »",
        "eine geschweifte Klammer „{open}“ wird nie mit „{close}“ geschlossen"),
    ("mana-empty-symbol",
        "empty mana symbol {symbol}",
        "symbole de mana vide {symbol}",
        "leeres Manasymbol {symbol}"),
    ("mana-too-large",
        "generic mana {symbol} is too large",
        "le mana générique {symbol} est trop grand",
        "generisches Mana {symbol} ist zu groß"),
    ("mana-unknown-symbol",
        "unknown mana symbol {symbol}: expected {symbols}",
        "symbole de mana inconnu {symbol} : {symbols} était attendu",
        "unbekanntes Manasymbol {symbol}: erwartet wird {symbols}"),
    ("mana-unknown",
        "unknown mana symbol {symbol}",
        "symbole de mana inconnu {symbol}",
        "unbekanntes Manasymbol {symbol}"),
    ("mana-symbols",
        "a number, {letters}, a hybrid like {hybrid} or {twobrid}, or a Phyrexian symbol like {phyrexian}",
        "un nombre, {letters}, un symbole hybride comme {hybrid} ou {twobrid}, ou un symbole phyrexian comme {phyrexian}",
        "eine Zahl, {letters}, ein Hybridsymbol wie {hybrid} oder {twobrid} oder ein phyrexanisches Symbol wie {phyrexian}"),
    ("type-error",
        "bad type line {input}: {problem}",
        "ligne de type {input} invalide : {problem}",
        "ungültige Typzeile {input}: {problem}"),
    ("type-too-long",
        "longer than {max} characters",
        "plus de {max} caractères",
        "länger als {max} Zeichen"),
    ("type-more-than-one-dash",
        "more than one dash",
        "plus d'un tiret",
        "mehr als ein Gedankenstrich"),
    ("type-supertype-after-types",
        "supertype {word} must come before the card types",
        "le supertype {word} doit précéder les types de carte",
        "der Obertyp {word} muss vor den Kartentypen stehen"),
    ("type-not-a-type",
        "{word} is not a card type or supertype (card types: {types})",
        "{word} n'est ni un type de carte ni un supertype (types de carte, en anglais : {types})",
        "{word} ist weder ein Kartentyp noch ein Obertyp (Kartentypen, auf Englisch: {types})"),
    ("type-no-card-type",
        "no card type (such as {a} or {b})",
        "aucun type de carte (comme {a} ou {b})",
        "kein Kartentyp (wie {a} oder {b})"),
    ("type-nothing-after-dash",
        "nothing after the dash",
        "rien après le tiret",
        "nichts nach dem Gedankenstrich"),
    // What is wrong (`ImportError::problem`).
    ("ip-is", "is {what}", "est {what}", "ist {what}"),
    ("ip-document-is",
        "the document is {what}",
        "le document est {what}",
        "das Dokument ist {what}"),
    ("ip-list-without-data",
        "a list object without {key}",
        "un objet liste sans {key}",
        "ein Listenobjekt ohne {key}"),
    ("ip-no-cards", "no cards", "aucune carte", "keine Karten"),
    ("ip-cards", "{n} cards", "{n} cartes", "{n} Karten"),
    ("ip-twice", "{name} appears twice", "{name} apparaît deux fois", "{name} kommt zweimal vor"),
    ("ip-missing", "missing", "champ absent", "fehlt"),
    ("ip-too-long",
        "{n} characters long",
        "{n} caractères de long",
        "{n} Zeichen lang"),
    ("ip-not-split-layout",
        "{layout} is not a split-card layout",
        "{layout} n'est pas une disposition de carte scindée",
        "{layout} ist kein Aufbau einer Split-Karte"),
    ("ip-faces-none", "no faces", "aucune face", "keine Seiten"),
    ("ip-faces-one", "one face", "une seule face", "nur eine Seite"),
    ("ip-faces", "{n} faces", "{n} faces", "{n} Seiten"),
    ("ip-empty", "empty", "vide", "leer"),
    ("ip-contains", "{name} contains {part}", "{name} contient {part}", "{name} enthält {part}"),
    ("ip-face-name-twice",
        "{name} is already the name of {other}",
        "{name} est déjà le nom de {other}",
        "{name} ist schon der Name von {other}"),
    ("ip-name-mismatch",
        "{name} doesn't match its faces",
        "{name} ne correspond pas à ses faces",
        "{name} passt nicht zu ihren Seiten"),
    ("ip-aftermath-faces",
        "an aftermath card with more than two faces",
        "une carte avec répercussion qui a plus de deux faces",
        "eine Karte mit Nachhall, die mehr als zwei Seiten hat"),
    ("ip-room-doors",
        "a Room with more than two doors",
        "une Pièce avec plus de deux portes",
        "ein Raum mit mehr als zwei Türen"),
    ("ip-kind-mismatch",
        "{given} but the faces make it {made}",
        "{given}, mais ses faces en font {made}",
        "{given}, aber die Seiten machen sie zu {made}"),
    // What was expected (`ImportError::expected`).
    ("ie-document",
        "a Scryfall card object, an array of them, or a list object",
        "un objet carte Scryfall, un tableau de cartes ou un objet liste",
        "ein Scryfall-Kartenobjekt, ein Array davon oder ein Listenobjekt"),
    ("ie-card-array", "an array of cards", "un tableau de cartes", "ein Array von Karten"),
    ("ie-data", "{key}: [cards]", "{key} : [cartes]", "{key}: [Karten]"),
    ("ie-at-least-one-card", "at least one card", "au moins une carte", "mindestens eine Karte"),
    ("ie-at-most-cards", "at most {max} cards", "{max} cartes au plus", "höchstens {max} Karten"),
    ("ie-one-card", "one card", "une seule carte", "genau eine Karte"),
    ("ie-each-card-once",
        "each card once",
        "chaque carte une seule fois",
        "jede Karte nur einmal"),
    ("ie-at-most-characters",
        "at most {max} characters",
        "{max} caractères au plus",
        "höchstens {max} Zeichen"),
    ("ie-card-object", "a card object", "un objet carte", "ein Kartenobjekt"),
    ("ie-face-array", "an array of faces", "un tableau de faces", "ein Array von Seiten"),
    ("ie-face-array-two",
        "an array of two or more faces",
        "un tableau d'au moins deux faces",
        "ein Array mit zwei oder mehr Seiten"),
    ("ie-two-or-more-faces", "two or more faces", "au moins deux faces", "zwei oder mehr Seiten"),
    ("ie-at-most-faces", "at most {max} faces", "{max} faces au plus", "höchstens {max} Seiten"),
    ("ie-two-faces", "two faces", "deux faces", "zwei Seiten"),
    ("ie-face-object", "a face object", "un objet face", "ein Seitenobjekt"),
    ("ie-face-name",
        "a face name without {part}",
        "un nom de face sans {part}",
        "ein Seitenname ohne {part}"),
    ("ie-face-name-unique",
        "a name no other face of the card has (a half is chosen by its name)",
        "un nom qu'aucune autre face de la carte n'a (une moitié se choisit par son nom)",
        "ein Name, den keine andere Seite der Karte hat (eine Hälfte wird über ihren Namen gewählt)"),
    ("ie-cost",
        "a cost like {a} or {b}",
        "un coût comme {a} ou {b}",
        "Kosten wie {a} oder {b}"),
    ("ie-type-line",
        "a type line like {a} or {b}",
        "une ligne de type comme {a} ou {b}",
        "eine Typzeile wie {a} oder {b}"),
    ("ip-not-color-letters",
        "is not an array of color letters",
        "n'est pas un tableau de lettres de couleur",
        "ist kein Array von Farbbuchstaben"),
    ("ie-color-indicator",
        "an array of color letters, each one of {letters}",
        "un tableau de lettres de couleur, chacune parmi {letters}",
        "ein Array von Farbbuchstaben, jeder einer von {letters}"),
    // The engine's errors (`EngineError::msg`). What the user typed is a `Value` argument
    // (quoted the language's way); the accepted words (zones, modes, eras …) are the
    // language-neutral words of links and of the command line.
    ("err-unknown-card",
        "no split card is called {query}{suggest}",
        "aucune carte scindée ne s'appelle {query}{suggest}",
        "keine Split-Karte heißt {query}{suggest}"),
    ("err-did-you-mean",
        "; did you mean {names}?",
        " ; vouliez-vous dire {names} ?",
        "; meintest du {names}?"),
    ("err-ambiguous-card",
        "{query} names a half of more than one card: {cards}; give the full name",
        "{query} est le nom d'une moitié de plusieurs cartes : {cards} ; donnez le nom complet",
        "{query} ist der Name einer Hälfte mehrerer Karten: {cards}; gib den vollständigen Namen an"),
    ("err-bad-value",
        "{value} is not a valid {what}; expected {expected}",
        "{value} n'est pas valide comme {what} ; attendu : {expected}",
        "{value} ist als {what} nicht gültig; erwartet: {expected}"),
    ("err-missing-value",
        "no {what} given; expected {expected}",
        "valeur manquante ({what}) ; attendu : {expected}",
        "Wert fehlt ({what}); erwartet: {expected}"),
    ("err-impossible",
        "{reason} (rule {rules})",
        "{reason} (règle {rules})",
        "{reason} (Regel {rules})"),
    // What a bad value was meant to be (`error::Field`), without an article, so that no
    // word of the sentence around it agrees with it.
    ("what-zone", "zone", "zone", "Zone"),
    ("what-mode", "mode", "mode de lancement", "Art des Wirkens"),
    ("what-origin", "origin zone", "zone d'origine", "Herkunftszone"),
    ("what-doors", "choice of unlocked doors", "choix de portes déverrouillées", "Wahl aufgeschlossener Türen"),
    ("what-era", "rules era", "version des règles", "Regelstand"),
    ("what-search-term", "search term", "terme de recherche", "Suchbegriff"),
    ("what-effect", "effect", "effet", "Effekt"),
    ("what-number", "number", "nombre", "Zahl"),
    ("what-name", "name", "nom", "Name"),
    // What would be right (`EngineError::BadValue::expected`).
    ("one-of", "one of: {list}", "une valeur parmi {list}", "einer der Werte {list}"),
    ("ex-era",
        "{eras}, or a date like {example} (from {first})",
        "{eras}, ou une date comme {example} (à partir du {first})",
        "{eras} oder ein Datum wie {example} (ab {first})"),
    ("ex-era-month",
        "a date whose month is from {first} to {last}",
        "une date dont le mois va de {first} à {last}",
        "ein Datum, dessen Monat zwischen {first} und {last} liegt"),
    ("ex-era-day",
        "a date that exists: {month} has {days} days",
        "une date qui existe : {month} compte {days} jours",
        "ein Datum, das es gibt: {month} hat {days} Tage"),
    ("ex-closing-quote",
        "a closing quote ({quote})",
        "un guillemet fermant ({quote})",
        "ein schließendes Anführungszeichen ({quote})"),
    ("ex-whole-number",
        "a whole number, as in {a} or {b}",
        "un nombre entier, comme {a} ou {b}",
        "eine ganze Zahl, wie {a} oder {b}"),
    ("ex-whole-number-to",
        "a whole number from 0 to {max}",
        "un nombre entier de 0 à {max}",
        "eine ganze Zahl von 0 bis {max}"),
    ("ex-color-letters",
        "color letters {letters}, or {c} (colorless) / {m} (multicolored)",
        "des lettres de couleur {letters}, ou {c} (incolore) / {m} (multicolore)",
        "Farbbuchstaben {letters} oder {c} (farblos) / {m} (mehrfarbig)"),
    ("ex-search-term",
        "name words, {syntax}, with {minus} to negate",
        "des mots du nom, {syntax}, avec {minus} pour exclure",
        "Wörter des Namens, {syntax}, mit {minus} zum Ausschließen"),
    ("ex-number-chosen",
        "a number ({flag}): this effect needs one chosen",
        "un nombre ({flag}) : cet effet demande d'en choisir un",
        "eine Zahl ({flag}): Für diesen Effekt muss eine gewählt werden"),
    ("ex-number-times",
        "a number of times resolved ({flag}): at least {min}",
        "un nombre de résolutions ({flag}) : au moins {min}",
        "eine Anzahl von Verrechnungen ({flag}): mindestens {min}"),
    ("ex-name-chosen",
        "a card name ({flag}): {effect} needs one chosen",
        "un nom de carte ({flag}) : {effect} demande d'en choisir un",
        "ein Kartenname ({flag}): Für {effect} muss einer gewählt werden"),
    ("ex-name-blank",
        "a card name that isn't blank: {effect} needs one chosen",
        "un nom de carte qui ne soit pas vide : {effect} demande d'en choisir un",
        "ein Kartenname, der nicht leer ist: Für {effect} muss einer gewählt werden"),
    ("ex-cast-mode-half",
        "a cast mode ({flag}): which half is cast?",
        "un mode de lancement ({flag}) : quelle moitié est lancée ?",
        "eine Art des Wirkens ({flag}): Welche Hälfte wird gewirkt?"),
    ("ex-cast-mode-spell",
        "a cast mode ({flag}): the effect looks at the spell",
        "un mode de lancement ({flag}) : l'effet regarde le sort",
        "eine Art des Wirkens ({flag}): Der Effekt betrachtet den Zauberspruch"),
    // Words and phrases (messages::phrase): colors, zones, origins, card types, eras.
    ("color-white", "white", "blanc", "weiß"),
    ("color-blue", "blue", "bleu", "blau"),
    ("color-black", "black", "noir", "schwarz"),
    ("color-red", "red", "rouge", "rot"),
    ("color-green", "green", "vert", "grün"),
    ("colorless", "colorless", "incolore", "farblos"),
    ("zone-name-library", "library", "bibliothèque", "Bibliothek"),
    ("zone-name-hand", "hand", "main", "Hand"),
    ("zone-name-stack", "stack", "pile", "Stapel"),
    ("zone-name-battlefield", "battlefield", "champ de bataille", "Spielfeld"),
    ("zone-name-graveyard", "graveyard", "cimetière", "Friedhof"),
    ("zone-name-exile", "exile", "exil", "Exil"),
    ("zone-name-outside", "outside", "hors de la partie", "außerhalb des Spiels"),
    ("kind-split", "split card", "carte scindée", "Split-Karte"),
    ("kind-fuse", "split card with fuse", "carte scindée avec fusion", "Split-Karte mit Fusion"),
    ("kind-aftermath", "split card with aftermath", "carte scindée avec répercussion", "Split-Karte mit Nachhall"),
    ("kind-room", "Room (split enchantment)", "Pièce (enchantement scindé)", "Raum (Split-Verzauberung)"),
    ("kind-other", "unofficial multi-part split card", "carte scindée non officielle en plusieurs parties", "inoffizielle mehrteilige Split-Karte"),
    ("zone-in-library", "in the library", "dans la bibliothèque", "in der Bibliothek"),
    ("zone-in-hand", "in a hand", "dans une main", "auf der Hand"),
    ("zone-in-stack", "on the stack", "sur la pile", "auf dem Stapel"),
    ("zone-in-battlefield", "on the battlefield", "sur le champ de bataille", "im Spiel"),
    ("zone-in-graveyard", "in a graveyard", "dans un cimetière", "in einem Friedhof"),
    ("zone-in-exile", "in exile", "en exil", "im Exil"),
    ("zone-in-outside", "outside the game", "hors de la partie", "außerhalb des Spiels"),
    ("color-mana-white", "white", "blanc", "weißes"),
    ("color-mana-blue", "blue", "bleu", "blaues"),
    ("color-mana-black", "black", "noir", "schwarzes"),
    ("color-mana-red", "red", "rouge", "rotes"),
    ("color-mana-green", "green", "vert", "grünes"),
    // Spell and enchantment subtypes a split card's type line may show (Room is the
    // catalogue's), as French and German cards print them.
    ("subtype-Room", "Room", "Pièce", "Raum"),
    ("subtype-Adventure", "Adventure", "Aventure", "Abenteuer"),
    ("subtype-Arcane", "Arcane", "Arcane", "Arkan"),
    ("cardtype-Artifact", "Artifact", "artefact", "Artefakt"),
    ("cardtype-Battle", "Battle", "bataille", "Schlacht"),
    ("cardtype-Conspiracy", "Conspiracy", "conspiration", "Verschwörung"),
    ("cardtype-Creature", "Creature", "créature", "Kreatur"),
    ("cardtype-Dungeon", "Dungeon", "donjon", "Verlies"),
    ("cardtype-Enchantment", "Enchantment", "enchantement", "Verzauberung"),
    ("cardtype-Instant", "Instant", "éphémère", "Spontanzauber"),
    ("cardtype-Kindred", "Kindred", "tribal", "Stammes-"),
    ("cardtype-Land", "Land", "terrain", "Land"),
    ("cardtype-Phenomenon", "Phenomenon", "phénomène", "Phänomen"),
    ("cardtype-Plane", "Plane", "plan", "Ebene"),
    ("cardtype-Planeswalker", "Planeswalker", "planeswalker", "Planeswalker"),
    ("cardtype-Scheme", "Scheme", "machination", "Komplott"),
    ("cardtype-Sorcery", "Sorcery", "rituel", "Hexerei"),
    ("cardtype-Vanguard", "Vanguard", "avant-garde", "Vanguard"),
    ("era-current", "Current rules (Duskmourn, September 2024 on)", "règles actuelles (Duskmourn, depuis septembre 2024)", "heutige Regeln (Duskmourn, seit September 2024)"),
    ("era-2021", "Forgotten Realms rules (July 2021 – September 2024)", "règles des Royaumes oubliés (juillet 2021 – septembre 2024)", "Regeln der Vergessenen Reiche (Juli 2021 – September 2024)"),
    ("era-2021-04", "Strixhaven rules (April 2021 – July 2021)", "règles de Strixhaven (avril 2021 – juillet 2021)", "Strixhaven-Regeln (April 2021 – Juli 2021)"),
    ("era-2017", "Amonkhet rules (April 2017 – April 2021)", "règles d'Amonkhet (avril 2017 – avril 2021)", "Amonkhet-Regeln (April 2017 – April 2021)"),
    ("era-2013", "Dragon's Maze rules (April 2013 – April 2017)", "règles du Labyrinthe du dragon (avril 2013 – avril 2017)", "Labyrinth-des-Drachen-Regeln (April 2013 – April 2017)"),
    ("era-2009", "Magic 2010 rules (July 2009 – April 2013)", "règles de Magic 2010 (juillet 2009 – avril 2013)", "Magic-2010-Regeln (Juli 2009 – April 2013)"),
    ("era-2006", "Dissension rules (May 2006 – July 2009)", "règles de Discorde (mai 2006 – juillet 2009)", "Zwietracht-Regeln (Mai 2006 – Juli 2009)"),
    ("era-2000", "Invasion rules (October 2000 – May 2006)", "règles d'Invasion (octobre 2000 – mai 2006)", "Invasion-Regeln (Oktober 2000 – Mai 2006)"),
    ("from-hand", "your hand", "votre main", "deiner Hand"),
    ("from-library", "your library", "votre bibliothèque", "deiner Bibliothek"),
    ("from-graveyard", "your graveyard", "votre cimetière", "deinem Friedhof"),
    ("from-exile", "exile", "l'exil", "dem Exil"),
    ("from-stack", "the stack", "la pile", "dem Stapel"),
    ("from-battlefield", "the battlefield", "le champ de bataille", "dem Spiel"),
    ("from-outside", "outside the game", "l'extérieur de la partie", "dem Bereich außerhalb des Spiels"),
    ("from-opponent-hand", "an opponent's hand", "la main d'un adversaire", "der Hand eines Gegners"),
    ("from-opponent-graveyard", "an opponent's graveyard", "le cimetière d'un adversaire", "dem Friedhof eines Gegners"),
    ("from-opponent-library", "an opponent's library", "la bibliothèque d'un adversaire", "der Bibliothek eines Gegners"),
    // What each effect probe does, in our words (probes::Effect::text).
    ("fx-magnivore",
        "Gets +1/+1 for each sorcery card in all graveyards.",
        "Gagne +1/+1 pour chaque carte de rituel dans tous les cimetières.",
        "Erhält +1/+1 für jede Hexerei-Karte in allen Friedhöfen."),
    ("fx-blightning",
        "Deals 3 damage to target player; that player discards two cards.",
        "Inflige 3 blessures au joueur ciblé ; ce joueur se défausse de deux cartes.",
        "Fügt einem Spieler deiner Wahl 3 Schadenspunkte zu; dieser Spieler wirft zwei Karten ab."),
    ("fx-nightshade-assassin",
        "When it enters, you may reveal X black cards from your hand; target creature gets -X/-X.",
        "Quand il arrive, vous pouvez révéler X cartes noires de votre main ; la créature ciblée gagne -X/-X.",
        "Wenn sie ins Spiel kommt, kannst du X schwarze Karten aus deiner Hand offenbaren; eine Kreatur deiner Wahl erhält -X/-X."),
    ("fx-snapcaster-mage",
        "Target instant or sorcery card in your graveyard gains flashback until end of turn; its flashback cost is its mana cost.",
        "Une carte d'éphémère ou de rituel ciblée dans votre cimetière acquiert la rétrospective jusqu'à la fin du tour ; son coût de rétrospective est égal à son coût de mana.",
        "Eine Spontanzauber- oder Hexerei-Karte deiner Wahl in deinem Friedhof erhält bis zum Ende des Zuges Rückblende; ihre Rückblendekosten sind gleich ihren Manakosten."),
    ("fx-past-in-flames",
        "Each instant and sorcery card in your graveyard gains flashback until end of turn; its flashback cost is its mana cost.",
        "Chaque carte d'éphémère et de rituel dans votre cimetière acquiert la rétrospective jusqu'à la fin du tour ; son coût de rétrospective est égal à son coût de mana.",
        "Jede Spontanzauber- und Hexerei-Karte in deinem Friedhof erhält bis zum Ende des Zuges Rückblende; ihre Rückblendekosten sind gleich ihren Manakosten."),
    ("fx-force-of-will",
        "You may pay 1 life and exile a blue card from your hand rather than pay its mana cost.",
        "Vous pouvez payer 1 point de vie et exiler une carte bleue de votre main plutôt que payer son coût de mana.",
        "Du kannst 1 Lebenspunkt bezahlen und eine blaue Karte aus deiner Hand ins Exil schicken, anstatt ihre Manakosten zu bezahlen."),
    ("fx-glittering-wish",
        "You may reveal a multicolored card you own from outside the game and put it into your hand.",
        "Vous pouvez révéler une carte multicolore que vous possédez hors de la partie et la mettre dans votre main.",
        "Du kannst eine mehrfarbige Karte, die du besitzt, von außerhalb des Spiels offenbaren und auf deine Hand nehmen."),
    ("fx-dark-confidant",
        "At the beginning of your upkeep, reveal the top card of your library and put it into your hand; you lose life equal to its mana value.",
        "Au début de votre entretien, révélez la carte du dessus de votre bibliothèque et mettez-la dans votre main ; vous perdez un nombre de points de vie égal à sa valeur de mana.",
        "Offenbare zu Beginn deines Versorgungssegments die oberste Karte deiner Bibliothek und nimm sie auf deine Hand; du verlierst Lebenspunkte in Höhe ihres Manabetrags."),
    ("fx-duskmantle-seer",
        "At the beginning of your upkeep, each player reveals the top card of their library, loses life equal to its mana value, then puts it into their hand.",
        "Au début de votre entretien, chaque joueur révèle la carte du dessus de sa bibliothèque, perd un nombre de points de vie égal à sa valeur de mana, puis la met dans sa main.",
        "Zu Beginn deines Versorgungssegments offenbart jeder Spieler die oberste Karte seiner Bibliothek, verliert Lebenspunkte in Höhe ihres Manabetrags und nimmt sie dann auf seine Hand."),
    ("fx-infernal-genesis",
        "At the beginning of each player's upkeep, that player mills a card and creates a 1/1 Minion token for each point of its mana value.",
        "Au début de l'entretien de chaque joueur, ce joueur meule une carte et crée un jeton de créature 1/1 Serviteur pour chaque point de sa valeur de mana.",
        "Zu Beginn des Versorgungssegments jedes Spielers mahlt dieser Spieler eine Karte und erzeugt für jeden Punkt ihres Manabetrags einen 1/1 Günstling-Kreaturenspielstein."),
    ("fx-counterbalance",
        "Whenever an opponent casts a spell, you may reveal the top card of your library; if you do, counter that spell if it has the same mana value as the revealed card.",
        "À chaque fois qu'un adversaire lance un sort, vous pouvez révéler la carte du dessus de votre bibliothèque ; si vous faites ainsi, contrecarrez ce sort s'il a la même valeur de mana que la carte révélée.",
        "Immer wenn ein Gegner einen Zauberspruch wirkt, kannst du die oberste Karte deiner Bibliothek offenbaren; falls du dies tust, neutralisiere jenen Zauberspruch, falls er denselben Manabetrag wie die offenbarte Karte hat."),
    ("fx-isochron-scepter",
        "Imprint: when it enters, you may exile an instant card with mana value 2 or less from your hand.",
        "Empreinte : quand il arrive, vous pouvez exiler de votre main une carte d'éphémère avec une valeur de mana inférieure ou égale à 2.",
        "Prägung: Wenn es ins Spiel kommt, kannst du eine Spontanzauber-Karte mit Manabetrag 2 oder weniger aus deiner Hand ins Exil schicken."),
    ("fx-sunforger",
        "Search your library for a red or white instant card with mana value 4 or less and cast it without paying its mana cost.",
        "Cherchez dans votre bibliothèque une carte d'éphémère rouge ou blanche avec une valeur de mana inférieure ou égale à 4 et lancez-la sans payer son coût de mana.",
        "Durchsuche deine Bibliothek nach einer roten oder weißen Spontanzauber-Karte mit Manabetrag 4 oder weniger und wirke sie, ohne ihre Manakosten zu bezahlen."),
    ("fx-spellseeker",
        "When Spellseeker enters, you may search your library for an instant or sorcery card with mana value 2 or less, reveal it, put it into your hand, then shuffle.",
        "Quand Spellseeker arrive, vous pouvez chercher dans votre bibliothèque une carte d'éphémère ou de rituel avec une valeur de mana inférieure ou égale à 2, la révéler et la mettre dans votre main, puis mélanger.",
        "Wenn Spellseeker ins Spiel kommt, kannst du deine Bibliothek nach einer Spontanzauber- oder Hexereikarte mit Manabetrag 2 oder weniger durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Mische danach."),
    ("fx-bring-to-light",
        "Converge — search your library for a creature, instant, or sorcery card with mana value less than or equal to the number of colors of mana spent to cast it (the number), exile it, then shuffle. You may cast it without paying its mana cost.",
        "Convergence — cherchez dans votre bibliothèque une carte de créature, d'éphémère ou de rituel avec une valeur de mana inférieure ou égale au nombre de couleurs de mana dépensé pour la lancer (le nombre), exilez-la, puis mélangez. Vous pouvez la lancer sans payer son coût de mana.",
        "Konvergenz — Durchsuche deine Bibliothek nach einer Kreatur-, Spontanzauber- oder Hexereikarte mit Manabetrag kleiner oder gleich der Anzahl an Farben des zum Wirken ausgegebenen Manas (die Zahl), schicke sie ins Exil und mische. Du kannst sie wirken, ohne ihre Manakosten zu bezahlen."),
    ("fx-fireminds-foresight",
        "Search your library for an instant card with mana value 3, an instant card with mana value 2, and an instant card with mana value 1.",
        "Cherchez dans votre bibliothèque une carte d'éphémère avec une valeur de mana de 3, une autre avec une valeur de mana de 2 et une autre avec une valeur de mana de 1.",
        "Durchsuche deine Bibliothek nach einer Spontanzauber-Karte mit Manabetrag 3, einer mit Manabetrag 2 und einer mit Manabetrag 1."),
    ("fx-meddling-mage",
        "As it enters, choose a nonland card name; spells with the chosen name can't be cast.",
        "Au moment où il arrive, choisissez un nom de carte non-terrain ; les sorts avec le nom choisi ne peuvent pas être lancés.",
        "Bestimme beim Ins-Spiel-Kommen einen Namen einer Nichtland-Karte; Zaubersprüche mit dem bestimmten Namen können nicht gewirkt werden."),
    ("fx-iona-shield-of-emeria",
        "As it enters, choose a color (here green); your opponents can't cast spells of the chosen color.",
        "Au moment où elle arrive, choisissez une couleur (ici le vert) ; vos adversaires ne peuvent pas lancer de sorts de la couleur choisie.",
        "Bestimme beim Ins-Spiel-Kommen eine Farbe (hier Grün); deine Gegner können keine Zaubersprüche der gewählten Farbe wirken."),
    ("fx-cabal-therapy",
        "Choose a nonland card name; target player reveals their hand and discards all cards with that name.",
        "Choisissez un nom de carte non-terrain ; le joueur ciblé révèle sa main et se défausse de toutes les cartes ayant ce nom.",
        "Bestimme einen Namen einer Nichtland-Karte; ein Spieler deiner Wahl offenbart seine Handkarten und wirft alle Karten mit diesem Namen ab."),
    ("fx-void",
        "Choose a number; destroy each artifact and creature with that mana value, then target player reveals their hand and discards each nonland card with that mana value.",
        "Choisissez un nombre ; détruisez chaque artefact et chaque créature avec cette valeur de mana, puis le joueur ciblé révèle sa main et se défausse de chaque carte non-terrain avec cette valeur de mana.",
        "Bestimme eine Zahl; zerstöre jedes Artefakt und jede Kreatur mit diesem Manabetrag, dann offenbart ein Spieler deiner Wahl seine Handkarten und wirft jede Nichtland-Karte mit diesem Manabetrag ab."),
    ("fx-twincast",
        "Copy target instant or sorcery spell; you may choose new targets for the copy.",
        "Copiez le sort d'éphémère ou de rituel ciblé ; vous pouvez choisir de nouvelles cibles pour la copie.",
        "Kopiere einen Spontanzauber- oder Hexerei-Zauberspruch deiner Wahl; du kannst für die Kopie neue Ziele bestimmen."),
    ("fx-error",
        "Counter target multicolored spell.",
        "Contrecarrez le sort multicolore ciblé.",
        "Neutralisiere einen mehrfarbigen Zauberspruch deiner Wahl."),
    ("fx-enemy-of-the-guildpact",
        "Protection from multicolored: it can't be the target of multicolored spells.",
        "Protection contre le multicolore : il ne peut pas être la cible de sorts multicolores.",
        "Schutz vor Mehrfarbigem: Er kann nicht das Ziel mehrfarbiger Zaubersprüche sein."),
    ("fx-red-elemental-blast",
        "Counter target blue spell (or destroy target blue permanent).",
        "Contrecarrez le sort bleu ciblé (ou détruisez le permanent bleu ciblé).",
        "Neutralisiere einen blauen Zauberspruch deiner Wahl (oder zerstöre eine blaue bleibende Karte deiner Wahl)."),
    ("fx-pyroblast",
        "Counter target spell if it's blue (or destroy target permanent if it's blue).",
        "Contrecarrez le sort ciblé s'il est bleu (ou détruisez le permanent ciblé s'il est bleu).",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls er blau ist (oder zerstöre eine bleibende Karte deiner Wahl, falls sie blau ist)."),
    ("fx-chalice-of-the-void",
        "Whenever a player casts a spell with mana value equal to the number of charge counters on it, counter that spell.",
        "À chaque fois qu'un joueur lance un sort avec une valeur de mana égale au nombre de marqueurs « charge » sur lui, contrecarrez ce sort.",
        "Immer wenn ein Spieler einen Zauberspruch wirkt, dessen Manabetrag gleich der Anzahl an Ladungsmarken auf ihm ist, neutralisiere jenen Zauberspruch."),
    ("fx-expansion",
        "Copy target instant or sorcery spell with mana value 4 or less.",
        "Copiez le sort d'éphémère ou de rituel ciblé avec une valeur de mana inférieure ou égale à 4.",
        "Kopiere einen Spontanzauber- oder Hexerei-Zauberspruch deiner Wahl mit Manabetrag 4 oder weniger."),
    ("fx-violent-outburst",
        "Cascade (mana value 3): exile cards from the top of your library until you exile a nonland card with lesser mana value; you may cast it without paying its mana cost if the resulting spell's mana value is less than 3.",
        "Cascade (valeur de mana 3) : exilez des cartes du dessus de votre bibliothèque jusqu'à exiler une carte non-terrain avec une valeur de mana inférieure ; vous pouvez la lancer sans payer son coût de mana si la valeur de mana du sort qui en résulte est inférieure à 3.",
        "Kaskade (Manabetrag 3): Schicke Karten oben von deiner Bibliothek ins Exil, bis du eine Nichtland-Karte mit geringerem Manabetrag ins Exil schickst; du kannst sie wirken, ohne ihre Manakosten zu bezahlen, falls der Manabetrag des entstehenden Zauberspruchs kleiner als 3 ist."),
    ("fx-goblin-dark-dwellers",
        "When it enters, you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost.",
        "Quand ils arrivent, vous pouvez lancer depuis votre cimetière la carte d'éphémère ou de rituel ciblée avec une valeur de mana inférieure ou égale à 3 sans payer son coût de mana.",
        "Wenn sie ins Spiel kommen, kannst du eine Spontanzauber- oder Hexerei-Karte deiner Wahl mit Manabetrag 3 oder weniger aus deinem Friedhof wirken, ohne ihre Manakosten zu bezahlen."),
    ("fx-electrodominance",
        "Deals X damage to any target; you may cast a spell with mana value X or less from your hand without paying its mana cost.",
        "Inflige X blessures à n'importe quelle cible ; vous pouvez lancer depuis votre main un sort avec une valeur de mana inférieure ou égale à X sans payer son coût de mana.",
        "Fügt einem Ziel deiner Wahl X Schadenspunkte zu; du kannst einen Zauberspruch mit Manabetrag X oder weniger aus deiner Hand wirken, ohne seine Manakosten zu bezahlen."),
    ("fx-kari-zevs-expertise",
        "Gain control of target creature or Vehicle until end of turn, untap it, it gains haste; you may cast a card with mana value 2 or less from your hand without paying its mana cost. (The Aether Revolt wording, which the Amonkhet ruling answers: it tests the card in hand. Today's Oracle text says \"a spell\", which tests the half cast, like Electrodominance.)",
        "Acquérez le contrôle de la créature ou du Véhicule ciblé jusqu'à la fin du tour, dégagez-le, il acquiert la célérité ; vous pouvez lancer depuis votre main une carte avec une valeur de mana inférieure ou égale à 2 sans payer son coût de mana. (Le texte d'Aether Revolt, auquel répond la décision d'Amonkhet : il teste la carte en main. Le texte Oracle d'aujourd'hui dit « un sort », ce qui teste la moitié lancée, comme Electrodominance.)",
        "Übernimm bis zum Ende des Zuges die Kontrolle über eine Kreatur oder ein Fahrzeug deiner Wahl, enttappe es, es erhält Eile; du kannst eine Karte mit Manabetrag 2 oder weniger aus deiner Hand wirken, ohne ihre Manakosten zu bezahlen. (Der Wortlaut aus Aether Revolt, auf den die Amonkhet-Regelung antwortet: Er prüft die Karte auf der Hand. Der heutige Oracle-Text sagt „einen Zauberspruch“ und prüft damit die gewirkte Hälfte, wie Electrodominance.)"),
    ("fx-sword-of-once-and-future",
        "Whenever equipped creature deals combat damage to a player, surveil 2; then you may cast an instant or sorcery spell with mana value 2 or less from your graveyard without paying its mana cost (exiled instead of going to your graveyard).",
        "À chaque fois que la créature équipée inflige des blessures de combat à un joueur, surveillez 2 ; ensuite, vous pouvez lancer depuis votre cimetière un sort d'éphémère ou de rituel avec une valeur de mana inférieure ou égale à 2 sans payer son coût de mana (il est exilé au lieu d'aller dans votre cimetière).",
        "Immer wenn die ausgerüstete Kreatur einem Spieler Kampfschaden zufügt, überwache 2; dann kannst du einen Spontanzauber oder eine Hexerei mit Manabetrag 2 oder weniger aus deinem Friedhof wirken, ohne seine Manakosten zu bezahlen (er wird ins Exil geschickt, statt in deinen Friedhof gelegt zu werden)."),
    ("fx-omniscience",
        "You may cast spells from your hand without paying their mana costs.",
        "Vous pouvez lancer des sorts depuis votre main sans payer leur coût de mana.",
        "Du kannst Zaubersprüche aus deiner Hand wirken, ohne ihre Manakosten zu bezahlen."),
    ("fx-mindclaw-shaman",
        "When it enters, look at target opponent's hand; you may cast an instant or sorcery spell from among those cards without paying its mana cost.",
        "Quand il arrive, regardez la main de l'adversaire ciblé ; vous pouvez lancer un sort d'éphémère ou de rituel parmi ces cartes sans payer son coût de mana.",
        "Wenn er ins Spiel kommt, schau dir die Handkarten eines Gegners deiner Wahl an; du kannst einen Spontanzauber oder eine Hexerei unter diesen Karten wirken, ohne seine Manakosten zu bezahlen."),
    ("fx-crook-of-condemnation",
        "Exile target card from a graveyard.",
        "Exilez la carte ciblée d'un cimetière.",
        "Schicke eine Karte deiner Wahl aus einem Friedhof ins Exil."),
    ("fx-panharmonicon",
        "If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to trigger, it triggers an additional time.",
        "Si un artefact ou une créature arrivant sur le champ de bataille fait se déclencher une capacité déclenchée d'un permanent que vous contrôlez, elle se déclenche une fois de plus.",
        "Falls ein Artefakt oder eine Kreatur, das bzw. die ins Spiel kommt, eine ausgelöste Fähigkeit einer bleibenden Karte, die du kontrollierst, auslöst, wird diese Fähigkeit ein zusätzliches Mal ausgelöst."),
    ("fx-driven-despair",
        "Driven: until end of turn, creatures you control gain trample and \"Whenever this creature deals combat damage to a player, draw a card.\" Despair: the same with menace and \"… that player discards a card.\"",
        "Driven : jusqu'à la fin du tour, les créatures que vous contrôlez acquièrent le piétinement et « À chaque fois que cette créature inflige des blessures de combat à un joueur, piochez une carte. » Despair : de même avec la menace et « … ce joueur se défausse d'une carte. »",
        "Driven: Bis zum Ende des Zuges erhalten Kreaturen, die du kontrollierst, Trampelschaden und „Immer wenn diese Kreatur einem Spieler Kampfschaden zufügt, ziehe eine Karte.“ Despair: dasselbe mit Bedrohlich und „… wirft jener Spieler eine Karte ab.“"),
    ("fx-copy-enchantment",
        "You may have it enter as a copy of any enchantment on the battlefield.",
        "Vous pouvez faire qu'il arrive en tant que copie de n'importe quel enchantement sur le champ de bataille.",
        "Du kannst es als Kopie einer beliebigen Verzauberung im Spiel ins Spiel kommen lassen."),
    ("fx-feed-the-swarm",
        "Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's mana value.",
        "Détruisez une créature ou un enchantement ciblé qu'un adversaire contrôle. Vous perdez un nombre de points de vie égal à la valeur de mana de ce permanent.",
        "Zerstöre eine Kreatur oder Verzauberung deiner Wahl, die ein Gegner kontrolliert. Du verlierst Lebenspunkte in Höhe des Manabetrags jenes bleibenden Objekts."),
    ("fx-pithing-needle",
        "As it enters, choose a card name. Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
        "Au moment où il arrive, choisissez un nom de carte. Les capacités activées des sources ayant le nom choisi ne peuvent pas être activées, sauf s'il s'agit de capacités de mana.",
        "Wähle, während es ins Spiel kommt, einen Kartennamen. Aktivierte Fähigkeiten von Quellen mit dem gewählten Namen können nicht aktiviert werden, außer es sind Manafähigkeiten."),
    // The messages that name the mana value, as the rules before April 2021 said it:
    // "converted mana cost" (`Msg::in_era`).
    ("off-mv-cmc",
        "Off the stack the converted mana cost is the sum of its halves' converted mana costs: {sum}.{x}",
        "Hors de la pile, le coût converti de mana est la somme des coûts convertis de mana de ses moitiés : {sum}.{x}",
        "Außerhalb des Stapels sind die umgewandelten Manakosten die Summe der umgewandelten Manakosten ihrer Hälften: {sum}.{x}"),
    ("old-mv-cmc",
        "{names}'s own converted mana cost, {mv}: under these rules the card had one per half.{x}",
        "Le coût converti de mana propre de {names}, {mv} : selon ces règles, la carte en avait un par moitié.{x}",
        "Die eigenen umgewandelten Manakosten von {names}, {mv}: nach diesen Regeln hatte jede Hälfte der Karte ihre eigenen.{x}"),
    ("old-mv-combined-cmc",
        "{names}'s own converted mana cost, {mv}: under these rules the card had a set of characteristics per half; an effect asking for the card's converted mana cost got the halves' values combined, {sum}.{x}",
        "Le coût converti de mana propre de {names}, {mv} : selon ces règles, la carte avait un ensemble de caractéristiques par moitié ; un effet qui demandait le coût converti de mana de la carte obtenait les valeurs des moitiés combinées, {sum}.{x}",
        "Die eigenen umgewandelten Manakosten von {names}, {mv}: nach diesen Regeln hatte die Karte einen Satz von Eigenschaften je Hälfte; ein Effekt, der nach den umgewandelten Manakosten der Karte fragte, erhielt die Werte der Hälften zusammen, {sum}.{x}"),
    ("half-mv-cmc",
        "On the stack the converted mana cost is only the cast half's: {mv}.{x}",
        "Sur la pile, le coût converti de mana est seulement celui de la moitié lancée : {mv}.{x}",
        "Auf dem Stapel sind die umgewandelten Manakosten nur die der gewirkten Hälfte: {mv}.{x}"),
    ("fused-mv-cmc",
        "A fused split spell has one converted mana cost, the total of its halves': {sum}.{x}",
        "Un sort scindé fusionné a un seul coût converti de mana, le total de ceux de ses moitiés : {sum}.{x}",
        "Ein fusionierter Split-Zauberspruch hat nur eine Zahl als umgewandelte Manakosten, die Summe der Werte seiner Hälften: {sum}.{x}"),
    ("h-mana-values-cmc",
        "converted mana cost {list}",
        "coût converti de mana {list}",
        "umgewandelte Manakosten {list}"),
    ("values-one-cmc",
        "converted mana cost {mv}",
        "coût converti de mana {mv}",
        "umgewandelte Manakosten {mv}"),
    ("values-halves-cmc",
        "a converted mana cost per half, {parts}",
        "un coût converti de mana par moitié, {parts}",
        "umgewandelte Manakosten je Hälfte, {parts}"),
    ("p-value-one-cmc",
        "Off the stack {card} has its combined {values}: {total} {unit}.",
        "Hors de la pile, {card} a son {values} combiné : {total} {unit}.",
        "Außerhalb des Stapels hat {card} die Werte ihrer Hälften zusammen, also {values}: {total} {unit}."),
    ("p-values-cmc",
        "It reveals as {values}: it matches spells with converted mana cost {list}.",
        "Révélée, elle a {values} : elle correspond aux sorts de coût converti de mana {list}.",
        "Offenbart hat sie {values}: sie passt zu Zaubersprüchen mit umgewandelten Manakosten {list}."),
    ("p-values-either-cmc",
        "It reveals with {values}; a comparison was yes if one of the halves matched: it matches spells with converted mana cost {list}.",
        "Révélée, elle a {values} ; une comparaison donnait oui si l'une des moitiés correspondait : elle correspond aux sorts de coût converti de mana {list}.",
        "Offenbart hat sie {values}; ein Vergleich ergab ja, wenn eine der Hälften passte: sie passt zu Zaubersprüchen mit umgewandelten Manakosten {list}."),
    ("p-match-yes-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}): yes.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) : oui.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}): ja."),
    ("p-match-no-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}): no.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) : non.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}): nein."),
    ("p-imprint-yes-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}): yes. {effect} copies the card, not a spell: the copy keeps every half and can be cast as {castable} (a copy of a spell, as with Twincast, is only the half that was cast).",
        "{what} est {colors} ({types}, coût converti de mana {mv}) : oui. {effect} copie la carte, pas un sort : la copie garde toutes ses moitiés et peut être lancée comme {castable} (une copie d'un sort, comme avec Twincast, n'est que la moitié lancée).",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}): ja. {effect} kopiert die Karte, nicht einen Zauberspruch: die Kopie behält alle Hälften und kann als {castable} gewirkt werden (eine Kopie eines Zauberspruchs, wie bei Twincast, ist nur die gewirkte Hälfte)."),
    ("p-match-each-yes-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); each criterion was met if one of the halves met it: yes.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; chaque critère était rempli si l'une des moitiés le remplissait : oui.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: ja."),
    ("p-match-each-no-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); each criterion was met if one of the halves met it: no.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; chaque critère était rempli si l'une des moitiés le remplissait : non.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: nein."),
    ("p-match-half-yes-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); yes if one half matched every criterion by itself: yes.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; oui si une moitié remplissait à elle seule tous les critères : oui.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); ja, wenn eine Hälfte allein alle Kriterien erfüllte: ja."),
    ("p-match-half-no-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); yes if one half matched every criterion by itself: no.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; oui si une moitié remplissait à elle seule tous les critères : non.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); ja, wenn eine Hälfte allein alle Kriterien erfüllte: nein."),
    ("p-match-whole-yes-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); {whole}: yes.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; {whole} : oui.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); {whole}: ja."),
    ("p-match-whole-no-cmc",
        "{what} is {colors} ({types}, converted mana cost {mv}); {whole}: no.",
        "{what} est {colors} ({types}, coût converti de mana {mv}) ; {whole} : non.",
        "{what} ist {colors} ({types}, umgewandelte Manakosten {mv}); {whole}: nein."),
    ("p-slots-cmc",
        "As {values} it can be found for the converted mana cost {hit} slot.",
        "Avec {values}, elle peut être trouvée pour le coût converti de mana {hit}.",
        "Sie hat {values} und kann so für die umgewandelten Manakosten {hit} gefunden werden."),
    ("p-slots-none-cmc",
        "As {values} it fills none of the slots {slots}.",
        "Avec {values}, elle ne correspond à aucune des valeurs {slots}.",
        "Sie hat {values} und passt so zu keinem der Werte {slots}."),
    ("p-cascade-stops-cmc",
        "As {values} it is less than {value}, so cascade stops on it; castable: {castable}.",
        "Avec {values}, elle est inférieure à {value} : la cascade s'arrête sur elle ; ce qui peut être lancé : {castable}.",
        "Sie hat {values} und ist damit kleiner als {value}: Kaskade hält bei ihr an; was gewirkt werden kann: {castable}."),
    ("p-cascade-land-cmc",
        "{card} is a land card ({types}): cascade exiles it and keeps going, whatever its converted mana cost.",
        "{card} est une carte de terrain ({types}) : la cascade l'exile et continue, quel que soit son coût converti de mana.",
        "{card} ist eine Landkarte ({types}): Kaskade schickt sie ins Exil und macht weiter, welche umgewandelten Manakosten auch immer."),
    ("p-cascade-passes-cmc",
        "As {values} it is not less than {value}: cascade exiles it and keeps going.",
        "Avec {values}, elle n'est pas inférieure à {value} : la cascade l'exile et continue.",
        "Sie hat {values} und ist damit nicht kleiner als {value}: Kaskade schickt sie ins Exil und macht weiter."),
    ("refused-mv-cmc",
        "{half} (converted mana cost {mv})",
        "{half} (coût converti de mana {mv})",
        "{half} (umgewandelte Manakosten {mv})"),
    ("fails-mv-cmc",
        "converted mana cost {mv}, not {limit}",
        "coût converti de mana {mv}, pas {limit}",
        "umgewandelte Manakosten {mv}, nicht {limit}"),
    ("table-mana-value-cmc",
        "converted mana cost",
        "coût converti de mana",
        "umgewandelte Manakosten"),
    ("table-spell-cmc",
        "cmc {mv} {colors}",
        "ccm {mv} {colors}",
        "UMK {mv} {colors}"),
}

// ---------------------------------------------------------------------------------------
// Errors as messages. The parsers' problems are plain enums with an English `Display`
// (`mana.rs` and `typeline.rs` are also compiled into the catalogue's build script, which
// has no messages); these turn them into messages for every language. A test checks that
// the English rendering is the `Display` text, word for word.
// ---------------------------------------------------------------------------------------

fn text(s: impl Into<String>) -> Arg {
    Arg::Text(s.into())
}

/// Input quoted as Rust's `{:?}` does (`"Wizardry"`): language-neutral, and exact.
fn quoted(s: &str) -> Arg {
    Arg::Text(crate::text::quote(s))
}

fn nested(m: Msg) -> Arg {
    Arg::Msg(Box::new(m))
}

/// A JSON value's type as a phrase: "a number", "un nombre", "eine Zahl".
pub fn json_type(t: crate::json::JsonType) -> Msg {
    use crate::json::JsonType;
    msg(
        match t {
            JsonType::Null => "json-null",
            JsonType::Bool => "json-bool",
            JsonType::Number => "json-number",
            JsonType::String => "json-string",
            JsonType::Array => "json-array",
            JsonType::Object => "json-object",
        },
        vec![],
    )
}

impl crate::json::JsonProblem {
    /// What is wrong, in any language.
    pub fn msg(&self) -> Msg {
        use crate::json::JsonProblem as P;
        match self {
            P::TooBig { bytes, max } => msg(
                "json-too-big",
                vec![
                    ("bytes", text(bytes.to_string())),
                    ("max", text(max.to_string())),
                ],
            ),
            P::TrailingText => msg("json-trailing-text", []),
            P::TooDeep { max } => msg("json-too-deep", [("max", text(max.to_string()))]),
            P::TooManyValues { max } => {
                msg("json-too-many-values", [("max", text(max.to_string()))])
            }
            P::UnexpectedEnd => msg("json-unexpected-end", []),
            P::ExpectedValue => msg("json-expected-value", []),
            P::ExpectedKey => msg("json-expected-key", []),
            P::ExpectedColon => msg("json-expected-colon", []),
            P::ExpectedObjectSeparator => msg("json-expected-object-separator", []),
            P::ExpectedArraySeparator => msg("json-expected-array-separator", []),
            P::BadUnicodeEscape => msg("json-bad-unicode-escape", []),
            P::UnclosedString => msg("json-unclosed-string", []),
            P::UnknownEscape => msg("json-unknown-escape", []),
            P::ControlCharacter => msg("json-control-character", []),
            P::BadNumber { text: t } => msg("json-bad-number", [("text", quoted(t))]),
        }
    }
}

impl crate::json::JsonError {
    /// "invalid JSON at byte 12: …" in any language.
    pub fn msg(&self) -> Msg {
        msg(
            "json-error",
            vec![
                ("offset", text(self.offset.to_string())),
                ("problem", nested(self.problem.msg())),
            ],
        )
    }
}

impl crate::mana::ManaCostProblem {
    /// What is wrong, in any language.
    pub fn msg(&self) -> Msg {
        use crate::mana::ManaCostProblem as P;
        match self {
            P::Empty => msg("mana-empty", [("zero", text("{0}"))]),
            P::TooLong { max } => msg("mana-too-long", [("max", text(max.to_string()))]),
            P::ExpectedBrace { found } => msg(
                "mana-expected-brace",
                [
                    ("open", text("{")),
                    ("found", Arg::Value(found.to_string())),
                    ("example", text("{1}{R}")),
                ],
            ),
            P::Unclosed => msg("mana-unclosed", [("open", text("{")), ("close", text("}"))]),
            P::EmptySymbol => msg("mana-empty-symbol", [("symbol", text("{}"))]),
            P::TooLarge { symbol } => msg("mana-too-large", [("symbol", text(symbol))]),
            P::UnknownSymbol { symbol } => msg(
                "mana-unknown-symbol",
                vec![("symbol", text(symbol)), ("symbols", nested(symbols()))],
            ),
        }
    }

    /// What is wrong and what was expected, apart, for one sentence that says "expected"
    /// once (the importer's problem and expectation; a form shows "… (expected …)").
    pub fn parts(&self) -> (Msg, Msg) {
        use crate::mana::ManaCostProblem as P;
        let cost = msg(
            "ie-cost",
            vec![("a", text("{1}{R}")), ("b", text("{X}{U}{U}"))],
        );
        match self {
            P::ExpectedBrace { found } => (
                msg(
                    "mana-outside-braces",
                    vec![("found", Arg::Value(found.to_string()))],
                ),
                cost,
            ),
            P::UnknownSymbol { symbol } => (
                msg("mana-unknown", vec![("symbol", text(symbol))]),
                symbols(),
            ),
            other => (other.msg(), cost),
        }
    }
}

/// The symbols there are (`mana::SYMBOL_LETTERS`): what an unknown one's error expects.
fn symbols() -> Msg {
    msg(
        "mana-symbols",
        vec![
            ("letters", text(crate::mana::symbol_letters())),
            ("hybrid", text("{W/U}")),
            ("twobrid", text("{2/W}")),
            ("phyrexian", text("{W/P}")),
        ],
    )
}

impl crate::mana::ManaCostError {
    /// "bad mana cost "{1}{Q}" at position 3: …" in any language.
    pub fn msg(&self) -> Msg {
        msg(
            "mana-error",
            vec![
                ("input", quoted(&self.input)),
                ("position", text(self.position.to_string())),
                ("problem", nested(self.problem.msg())),
            ],
        )
    }
}

impl crate::typeline::TypeLineProblem {
    /// What is wrong, in any language. Type words stay English: type lines are.
    pub fn msg(&self) -> Msg {
        use crate::typeline::TypeLineProblem as P;
        match self {
            P::TooLong { max } => msg("type-too-long", [("max", text(max.to_string()))]),
            P::MoreThanOneDash => msg("type-more-than-one-dash", []),
            P::SupertypeAfterTypes { word } => {
                msg("type-supertype-after-types", [("word", quoted(word))])
            }
            P::NotAType { word } => msg(
                "type-not-a-type",
                vec![
                    ("word", quoted(word)),
                    ("types", text(crate::typeline::TYPES_LISTED)),
                ],
            ),
            P::NoCardType => msg(
                "type-no-card-type",
                vec![("a", text("Instant")), ("b", text("Sorcery"))],
            ),
            P::NothingAfterDash => msg("type-nothing-after-dash", []),
        }
    }
}

impl crate::typeline::TypeLineError {
    /// "bad type line "Wizardry": …" in any language.
    pub fn msg(&self) -> Msg {
        msg(
            "type-error",
            vec![
                ("input", quoted(&self.input)),
                ("problem", nested(self.problem.msg())),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A template's placeholders (`{name}`), sorted.
    #[cfg(feature = "builtin-translations")]
    fn placeholders(t: &str) -> Vec<String> {
        let mut v: Vec<String> = t
            .split('{')
            .skip(1)
            .filter_map(|p| p.split_once('}').map(|(k, _)| k.to_string()))
            .collect();
        v.sort();
        v
    }

    /// A message's template is found by its id's address as by its text: every id of the
    /// table (twice: the second time from its slot), the same text at another address, a
    /// shorter id at the same address, and an id with no template.
    #[test]
    fn a_message_id_finds_its_template_by_address_as_by_text() {
        for (id, _) in templates_en() {
            assert_eq!(message_index(id), template_index(id), "{id}");
            assert_eq!(message_index(id), template_index(id), "{id}");
        }
        let copy: &'static str = Box::leak(String::from("off-names").into_boxed_str());
        assert_eq!(message_index(copy), template_index("off-names"));
        assert!(message_index(copy).is_some());
        let whole: &'static str = "plain-and-more";
        assert_eq!(message_index(&whole[..5]), template_index("plain"));
        assert!(message_index(&whole[..5]).is_some());
        assert_eq!(message_index(whole), None);
        assert_eq!(message_index("no-such-template"), None);
    }
    #[test]
    fn every_template_id_is_declared_once() {
        let mut ids = std::collections::HashSet::new();
        for (id, _) in templates_en() {
            assert!(ids.insert(*id), "{id} twice");
        }
    }

    #[test]
    #[cfg(feature = "builtin-translations")]
    fn every_template_has_three_languages_and_the_same_arguments() {
        for (id, en, fr, de) in TEMPLATES {
            let args = placeholders;
            if *id != "empty" {
                assert!(!en.is_empty() && !fr.is_empty() && !de.is_empty(), "{id}");
            }
            assert_eq!(args(en), args(fr), "{id} fr");
            assert_eq!(args(en), args(de), "{id} de");
        }
    }

    /// The error messages' French and German are not English left in place (a few are the
    /// same word in both languages, listed with the reason).
    #[test]
    #[cfg(feature = "builtin-translations")]
    fn error_messages_are_translated() {
        const SAME: &[(&str, Lang, &str)] = &[
            ("json-null", Lang::Fr, "a JSON literal"),
            ("json-null", Lang::De, "a JSON literal"),
            ("ip-faces", Lang::Fr, "\"faces\" is French too"),
            ("what-zone", Lang::Fr, "\"zone\" is French too"),
        ];
        let mut n = 0;
        for (id, en, fr, de) in TEMPLATES {
            if ![
                "import-", "json-", "mana-", "type-", "ip-", "ie-", "err-", "what-", "ex-",
                "one-of",
            ]
            .iter()
            .any(|p| id.starts_with(p))
            {
                continue;
            }
            n += 1;
            for (lang, text) in [(Lang::Fr, fr), (Lang::De, de)] {
                if !SAME.iter().any(|(i, l, _)| i == id && *l == lang) {
                    assert_ne!(en, text, "{id}: {lang:?} is the English");
                }
            }
        }
        assert!(n > 80, "only {n} error messages");
    }

    /// The parsers' English `Display` (the CLI's default, logs, the catalogue's build
    /// script) and the English message are the same words, for every kind of problem.
    #[test]
    fn parser_problems_display_as_their_english_message() {
        use crate::json::{JsonError, JsonProblem as J};
        use crate::mana::{ManaCostError, ManaCostProblem as M};
        use crate::typeline::{TypeLineError, TypeLineProblem as T};
        // Each variant's number. These matches are exhaustive: a new kind of problem doesn't
        // compile here until it is numbered, and then fails below until it has a sample.
        let variant_m = |p: &M| match p {
            M::Empty => 0,
            M::TooLong { .. } => 1,
            M::ExpectedBrace { .. } => 2,
            M::Unclosed => 3,
            M::EmptySymbol => 4,
            M::TooLarge { .. } => 5,
            M::UnknownSymbol { .. } => 6,
        };
        let variant_t = |p: &T| match p {
            T::TooLong { .. } => 0,
            T::MoreThanOneDash => 1,
            T::SupertypeAfterTypes { .. } => 2,
            T::NotAType { .. } => 3,
            T::NoCardType => 4,
            T::NothingAfterDash => 5,
        };
        let variant_j = |p: &J| match p {
            J::TooBig { .. } => 0,
            J::TrailingText => 1,
            J::TooDeep { .. } => 2,
            J::TooManyValues { .. } => 3,
            J::UnexpectedEnd => 4,
            J::ExpectedValue => 5,
            J::ExpectedKey => 6,
            J::ExpectedColon => 7,
            J::ExpectedObjectSeparator => 8,
            J::ExpectedArraySeparator => 9,
            J::BadUnicodeEscape => 10,
            J::UnclosedString => 11,
            J::UnknownEscape => 12,
            J::ControlCharacter => 13,
            J::BadNumber { .. } => 14,
        };
        let mana = [
            M::Empty,
            M::TooLong { max: 1000 },
            M::ExpectedBrace { found: 'x' },
            M::ExpectedBrace { found: '\n' },
            M::Unclosed,
            M::EmptySymbol,
            M::TooLarge {
                symbol: "{99999999999}".into(),
            },
            M::UnknownSymbol {
                symbol: "{Q}".into(),
            },
        ];
        let types = [
            T::TooLong { max: 500 },
            T::MoreThanOneDash,
            T::SupertypeAfterTypes {
                word: "Legendary".into(),
            },
            T::NotAType {
                word: "Wiz\"ardry".into(),
            },
            T::NoCardType,
            T::NothingAfterDash,
        ];
        let json = [
            J::TooBig { bytes: 9, max: 8 },
            J::TrailingText,
            J::TooDeep { max: 32 },
            J::TooManyValues { max: 7 },
            J::UnexpectedEnd,
            J::ExpectedValue,
            J::ExpectedKey,
            J::ExpectedColon,
            J::ExpectedObjectSeparator,
            J::ExpectedArraySeparator,
            J::BadUnicodeEscape,
            J::UnclosedString,
            J::UnknownEscape,
            J::ControlCharacter,
            J::BadNumber {
                text: "1e999".into(),
            },
        ];
        let every = |numbers: Vec<usize>, n: usize| {
            let set: std::collections::BTreeSet<usize> = numbers.into_iter().collect();
            set.into_iter().eq(0..n)
        };
        assert!(
            every(mana.iter().map(variant_m).collect(), 7),
            "a mana problem untested"
        );
        assert!(
            every(types.iter().map(variant_t).collect(), 6),
            "a type problem untested"
        );
        assert!(
            every(json.iter().map(variant_j).collect(), 15),
            "a JSON problem untested"
        );
        let mut messages: Vec<(String, Msg)> = Vec::new();
        for p in mana {
            let e = ManaCostError {
                input: "{1}{Q}".into(),
                position: 3,
                problem: p.clone(),
            };
            messages.push((p.to_string(), p.msg()));
            messages.push((e.to_string(), e.msg()));
        }
        for p in types {
            let e = TypeLineError {
                input: "Instant — \"A\"".into(),
                problem: p.clone(),
            };
            messages.push((p.to_string(), p.msg()));
            messages.push((e.to_string(), e.msg()));
        }
        for p in json {
            let e = JsonError {
                offset: 12,
                problem: p.clone(),
            };
            messages.push((p.to_string(), p.msg()));
            messages.push((e.to_string(), e.msg()));
        }
        for (display, m) in &messages {
            assert_eq!(&m.render(Lang::En), display, "{}", m.id);
            for lang in Lang::ALL {
                assert_eq!(m.unfilled(lang), Vec::<String>::new(), "{}", m.id);
            }
        }
        // JSON types: the engine's English words (`JsonType::kind`) and the message.
        for t in crate::json::JsonType::ALL {
            assert_eq!(json_type(t).render(Lang::En), t.kind());
        }
    }

    /// The words of the CLI's matrix table are translated: none is empty, and only
    /// "zone" (French too) is the English.
    #[test]
    #[cfg(feature = "builtin-translations")]
    fn table_words_are_translated() {
        let same = [("table-zone", Lang::Fr)];
        let mut n = 0;
        for (id, en, fr, de) in TEMPLATES.iter().filter(|t| t.0.starts_with("table-")) {
            n += 1;
            for (lang, text) in [(Lang::Fr, fr), (Lang::De, de)] {
                assert!(!text.is_empty(), "{id} {lang:?}");
                if !same.contains(&(*id, lang)) {
                    assert_ne!(en, text, "{id}: {lang:?} is the English");
                }
            }
        }
        assert!(n >= 16, "{n}");
        assert_eq!(alternatives_in(&["B", "G"], Lang::De), "B oder G");
    }

    /// Today's term for the mana value, and the older one, in each language.
    #[cfg(feature = "builtin-translations")]
    const MANA_VALUE: [&str; 4] = [
        "mana value",
        "valeur de mana",
        "valeurs de mana",
        "Manabetr",
    ];
    #[cfg(feature = "builtin-translations")]
    const CONVERTED: [&str; 4] = [
        "converted mana cost",
        "coût converti",
        "coûts convertis",
        "umgewandelte",
    ];

    /// Every message that names the mana value has a variant in the older term
    /// ("converted mana cost", before April 2021), or is one only today's rules give (a
    /// Room's, an effect's printed text): no explanation under older rules says "mana
    /// value". A variant takes the same arguments and never says today's term.
    #[test]
    #[cfg(feature = "builtin-translations")]
    fn every_message_naming_the_mana_value_has_its_older_term() {
        // Only under today's rules: Rooms (Duskmourn, 2024), and the effects' printed texts
        // (today's Oracle wording, whatever the era asked about).
        let today_only = |id: &str| {
            id.starts_with("doors-")
                || id.starts_with("p-value-room")
                || id.starts_with("fx-")
                || id == "examples-graveyard-permanent"
        };
        let says = |t: &str, terms: &[&str]| terms.iter().any(|w| t.contains(w));
        let args = placeholders;
        let mut n = 0;
        for (id, en, fr, de) in TEMPLATES {
            if id.ends_with("-cmc") || today_only(id) {
                continue;
            }
            if [en, fr, de].iter().any(|t| says(t, &MANA_VALUE)) {
                assert!(
                    template_index(&format!("{id}-cmc")).is_some(),
                    "{id} names the mana value but has no {id}-cmc variant"
                );
                n += 1;
            }
        }
        assert!(n >= 20, "{n}");
        let variants = TEMPLATES
            .iter()
            .filter_map(|t| Some((t.0.strip_suffix("-cmc")?, t.0)));
        for (base, variant) in variants {
            let find = |id: &str| TEMPLATES.iter().find(|t| t.0 == id);
            let (Some(b), Some(v)) = (find(base), find(variant)) else {
                panic!("{base} / {variant}: no template");
            };
            for (tb, tv) in [(b.1, v.1), (b.2, v.2), (b.3, v.3)] {
                assert_eq!(args(tb), args(tv), "{variant}");
                assert!(!says(tv, &MANA_VALUE), "{variant}: {tv}");
            }
        }
        // The messages themselves: the variant under an older era, nested ones too; today's
        // message under today's eras.
        let m = msg(
            "p-values",
            vec![
                (
                    "values",
                    Arg::Msg(Box::new(msg("values-one", [("mv", Arg::Num(3))]))),
                ),
                ("list", Arg::Numbers(vec![3])),
            ],
        );
        assert_eq!(
            m.clone().in_era(Era::Y2013).render(Lang::En),
            "It reveals as converted mana cost 3: it matches spells with converted mana cost 3."
        );
        assert!(says(
            &m.clone().in_era(Era::Y2017).render(Lang::De),
            &CONVERTED
        ));
        assert!(says(
            &m.clone().in_era(Era::Y2000).render(Lang::Fr),
            &CONVERTED
        ));
        for era in [Era::Current, Era::Y2021] {
            assert_eq!(m.clone().in_era(era), m);
        }
    }

    /// What the web app's engine (no built-in translations) does: a language whose
    /// templates are not installed renders wholly in English, its arguments included;
    /// once installed, wholly in that language.
    #[test]
    #[cfg(not(feature = "builtin-translations"))]
    fn without_its_templates_a_language_renders_wholly_in_english() {
        let m = msg(
            "off-colors",
            [(
                "colors",
                Arg::Colors(ColorSet::from_letters("ur").unwrap_or_default()),
            )],
        );
        let english = m.render(Lang::En);
        assert!(english.ends_with("blue and red."), "{english}");
        // Nothing installed for German in this test binary.
        assert_eq!(m.render(Lang::De), english);
        // The language pack's whole table: the message and the words it puts in.
        install_translations(
            Lang::Fr,
            vec![
                ("color-blue", "bleu"),
                ("color-red", "rouge"),
                ("off-colors", "Hors de ses couleurs : {colors}."),
            ],
        );
        assert_eq!(m.render(Lang::Fr), "Hors de ses couleurs : bleu et rouge.");
    }

    #[test]
    #[cfg(feature = "builtin-translations")]
    fn renders_arguments_per_language() {
        let m = msg(
            "off-colors",
            [(
                "colors",
                Arg::Colors(ColorSet::from_letters("ur").unwrap_or_default()),
            )],
        );
        assert!(m.render(Lang::En).ends_with("blue and red."));
        assert!(m.render(Lang::Fr).ends_with("bleu et rouge."));
        assert!(m.render(Lang::De).ends_with("blau und rot."));
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("de"), Some(Lang::De));
        assert_eq!(Lang::parse("es"), None);
        use crate::mana::ManaSymbol;
        assert_eq!(
            symbol_in(ManaSymbol::Colored(Color::U), Lang::En),
            "blue mana"
        );
        assert_eq!(
            symbol_in(ManaSymbol::Colored(Color::U), Lang::Fr),
            "mana bleu"
        );
        assert_eq!(
            symbol_in(ManaSymbol::Colored(Color::U), Lang::De),
            "blaues Mana"
        );
    }

    /// A long value is quoted by its first characters, in every language; a short one whole.
    #[test]
    fn quote_in_cuts_a_long_value() {
        let long = "é".repeat(7000);
        for lang in Lang::ALL {
            let q = quote_in(&long, lang);
            assert_eq!(q.matches('é').count(), QUOTED_MAX, "{lang:?}");
            assert!(q.contains('…'), "{lang:?}: {q}");
            let exact = "m".repeat(QUOTED_MAX);
            assert!(!quote_in(&exact, lang).contains('…'), "{lang:?}");
        }
        assert_eq!(quote_in("moon", Lang::En), "\"moon\"");
        // The engine's error about a long card name is as short.
        let e = crate::catalogue::find(&"a".repeat(7000))
            .map(|_| ())
            .unwrap_err();
        assert!(e.to_string().len() < 400, "{e}");
    }

    /// Infernal Genesis's answer counts its tokens by the creature type its text creates, in
    /// every language (the German card's type is Günstling).
    #[cfg(feature = "builtin-translations")]
    #[test]
    fn the_minion_tokens_are_named_as_the_card_names_them() {
        for (lang, minion) in [
            (Lang::En, "Minion"),
            (Lang::Fr, "Serviteur"),
            (Lang::De, "Günstling"),
        ] {
            for id in [
                "fx-infernal-genesis",
                "unit-tokens",
                "unit-tokens-one",
                "unit-tokens-zero",
            ] {
                let (text, used) = template(id, lang);
                assert_eq!(used, lang, "{id}");
                assert!(text.contains(minion), "{id} ({lang:?}): {text}");
            }
        }
    }

    /// Every word and phrase (colors, zones, origins, card types, eras) has its template in
    /// every language: none renders empty, and French and German are not English left over.
    #[cfg(feature = "builtin-translations")]
    #[test]
    fn every_phrase_renders_in_every_language() {
        use crate::situation::{Origin, Zone};
        use crate::typeline::CardType;
        let mut phrases: Vec<Vec<&str>> = Vec::new();
        let all = |f: &dyn Fn(Lang) -> &'static str| Lang::ALL.map(f).to_vec();
        for z in Zone::ALL {
            phrases.push(all(&|l| zone_in(z, l)));
        }
        for o in Origin::ALL {
            phrases.push(all(&|l| origin_in(o, l)));
        }
        for c in [Color::W, Color::U, Color::B, Color::R, Color::G] {
            phrases.push(all(&|l| color_name(c, l)));
        }
        for t in [
            CardType::Instant,
            CardType::Sorcery,
            CardType::Enchantment,
            CardType::Creature,
        ] {
            phrases.push(all(&|l| card_type_in(t, l)));
        }
        for e in Era::ALL {
            phrases.push(all(&|l| era_in(e, l)));
        }
        // The CLI's table: a zone's name (the English is its slug) and what kind of card it
        // is (the English is `Kind::describe`).
        use crate::card::Kind;
        for z in Zone::ALL {
            assert_eq!(zone_name_in(z, Lang::En), z.slug());
            phrases.push(all(&|l| zone_name_in(z, l)));
        }
        for k in [
            Kind::Split,
            Kind::Fuse,
            Kind::Aftermath { face: 1 },
            Kind::Room,
            Kind::Unofficial,
        ] {
            assert_eq!(kind_in(k, Lang::En), k.describe());
            phrases.push(all(&|l| kind_in(k, l)));
        }
        for p in phrases {
            assert!(p.iter().all(|x| !x.is_empty()), "{p:?}");
            assert!(p[1] != p[0] && p[2] != p[0], "{p:?}");
        }
        assert_eq!(colors_in(ColorSet::COLORLESS, Lang::Fr), "incolore");
        assert_eq!(card_type_in(CardType::Sorcery, Lang::De), "Hexerei");
        assert_eq!(
            era_in(Era::Y2021, Lang::En),
            "Forgotten Realms rules (July 2021 – September 2024)"
        );
    }
}
