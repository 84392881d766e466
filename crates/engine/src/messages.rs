//! The engine's explanations in English, French and German.
//!
//! Every explanation is a [`Msg`]: a message id and language-neutral arguments (card and
//! face names, mana costs, numbers, colors, eras, zones). [`Msg::render`] fills the template
//! of the chosen language; the English rendering is also kept as plain text (`why`) for the
//! CLI. Rule numbers are the same in every language. The templates are written in Fluent, in
//! `locales/{en,fr,de}.ftl` (the app's format, read by the same `splitcard-locales`), and
//! compiled by `build.rs` into the `templates!` table here: a message missing in a language,
//! or using other arguments, fails the build. The Rust side holds only message ids and
//! typed arguments.
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

use crate::model::color::{Color, ColorSet};
use crate::model::era::Era;
use crate::model::zone::{Origin, Owner, Zone};

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
    Cost(crate::model::mana::ManaCost),
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
    AnyType(Vec<crate::model::typeline::CardType>),
    /// Each set of characteristics' card types, in the language ("Sorcery", "rituel"),
    /// sets joined with " / ".
    TypesList(Vec<Vec<crate::model::typeline::CardType>>),
    /// Whole type lines, one per set of characteristics, in the language, joined with " / "
    /// ([`type_line_in`]).
    TypeLines(Vec<crate::model::typeline::TypeLine>),
    /// What the user typed, quoted the language's way: `"moon"`, `« moon »`, `„moon“`.
    Value(String),
    /// Rules cited, as the language shows them: "709.4a, 201.4b"; an older rule with its
    /// era, "708.5 (règles de 2013)" (`rules::display_in`).
    Rules(Vec<&'static str>),
    /// Nested messages joined with the language's "and" (one clause per item: "Battery
    /// (mana value 4)").
    Msgs(Vec<Msg>),
    /// Catalogue cards' names, joined with commas, each as a page in the language shows it
    /// ([`card_name_in`]): "Feu // Glace (Fire // Ice), Start // Fire".
    CardNames(Vec<String>),
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
    phrase("word-and", lang)
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
    phrase("word-or", lang)
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
    phrase("word-nothing", lang)
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
pub fn symbol_in(sym: crate::model::mana::ManaSymbol, lang: Lang) -> String {
    use crate::model::mana::ManaSymbol as S;
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
pub fn card_type_in(t: crate::model::typeline::CardType, lang: Lang) -> &'static str {
    match lang {
        Lang::En => t.name(),
        _ => phrase(&format!("cardtype-{}", t.name()), lang),
    }
}

/// A type line in a language, as said in a sentence: as printed in English ("Enchantment —
/// Room"); in French and German in the words of [`printed_type_line_in`], the subtypes after
/// a dash (a French colon would be a second one in the sentence) and, in French, the first
/// letter in lower case: "éphémère", "enchantement — pièce", "Verzauberung — Raum".
pub fn type_line_in(t: &crate::model::typeline::TypeLine, lang: Lang) -> String {
    lower_first(&type_line_as(t, lang, "typeline-quoted"), lang)
}

/// `s` with its first letter in lower case, in French (German nouns keep theirs).
fn lower_first(s: &str, lang: Lang) -> String {
    if lang == Lang::Fr {
        uncapitalize(s)
    } else {
        s.to_string()
    }
}

/// `s` with its first letter in lower case ("Kreatur" → "kreatur" as a compound's end).
fn uncapitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => std::iter::once(crate::model::text::lower(first))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// A type line as the cards of a language print it: in English as printed ("Legendary
/// Enchantment — Room"); in French and German its supertypes, card types and subtypes in
/// that language's words and order ("Créature légendaire\u{a0}: humain et soldat", "Legendäre
/// Kreatur — Mensch, Soldat"). The words are templates (`cardtype-…`, `supertype-…`,
/// `subtype-…`); a subtype without one (a custom card's) stays as typed.
pub fn printed_type_line_in(t: &crate::model::typeline::TypeLine, lang: Lang) -> String {
    type_line_as(t, lang, "typeline-subtypes")
}

/// [`printed_type_line_in`], the subtypes after the card types as the template `joined`
/// joins them.
fn type_line_as(t: &crate::model::typeline::TypeLine, lang: Lang, joined: &'static str) -> String {
    if lang == Lang::En {
        return t.to_string();
    }
    let types = card_types_in(&t.supertypes, &t.types, lang);
    if t.subtypes.is_empty() {
        return types;
    }
    let subtypes: Vec<&str> = t
        .subtypes
        .iter()
        .map(|s| known_phrase(&format!("subtype-{s}"), lang).unwrap_or(s))
        .collect();
    let subtypes = match lang {
        // "humain et soldat"; German lists them: "Mensch, Soldat".
        Lang::Fr => join(&subtypes, lang),
        _ => subtypes.join(", "),
    };
    msg(
        joined,
        vec![
            ("types", Arg::Text(types)),
            ("subtypes", Arg::Text(subtypes)),
        ],
    )
    .render(lang)
}

/// The supertypes and card types of a type line, as the language's cards print them
/// (capitalised): in French the main card type first (a creature's "Créature-artefact"),
/// the others joined to it, then the supertypes agreeing with it ("Terrain de base
/// neigeux", "Éphémère tribal"); in German the supertypes before, agreeing with the last
/// card type, and the card types one compound word ("Legendäre Artefaktkreatur",
/// "Verschneites Standardland"). Card types that no card has together (a fused spell's
/// instant and sorcery) are joined with the language's "and".
fn card_types_in(
    supertypes: &[crate::model::typeline::Supertype],
    types: &[crate::model::typeline::CardType],
    lang: Lang,
) -> String {
    use crate::model::typeline::{CardType, Supertype};
    let word = |c: CardType| card_type_in(c, lang);
    if types.contains(&CardType::Instant) && types.contains(&CardType::Sorcery) {
        let words: Vec<&str> = types.iter().map(|c| word(*c)).collect();
        return crate::model::text::capitalize(&join(&words, lang));
    }
    let head = match lang {
        Lang::Fr if types.contains(&CardType::Creature) => Some(CardType::Creature),
        Lang::Fr => types.iter().copied().find(|c| *c != CardType::Kindred),
        _ => types.last().copied(),
    };
    let gender = head.map_or("m", |h| {
        phrase(&format!("cardtype-gender-{}", h.name()), lang)
    });
    let supertype = |s: Supertype| phrase(&format!("supertype-{}-{gender}", s.name()), lang);
    let mut text = String::new();
    match lang {
        Lang::Fr => {
            if let Some(h) = head {
                text.push_str(word(h));
            }
            for c in types
                .iter()
                .filter(|c| Some(**c) != head && **c != CardType::Kindred)
            {
                text.push('-');
                text.push_str(word(*c));
            }
            if types.contains(&CardType::Kindred) {
                text.push(' ');
                text.push_str(word(CardType::Kindred));
            }
            for s in supertypes.iter() {
                text.push(' ');
                text.push_str(supertype(*s));
            }
        }
        _ => {
            // Adjectives, then the compound: its first parts ("Standard", "Welt", a card
            // type joined with an "s" after "-ung") and its last, in lower case.
            let (prefixes, adjectives): (Vec<Supertype>, Vec<Supertype>) = supertypes
                .iter()
                .partition(|s| matches!(s, Supertype::Basic | Supertype::World));
            for s in adjectives {
                text.push_str(supertype(s));
                text.push(' ');
            }
            let parts: Vec<&str> = prefixes
                .into_iter()
                .map(supertype)
                .chain(types.iter().map(|c| word(*c)))
                .collect();
            for (i, part) in parts.iter().enumerate() {
                // "Stammes-Spontanzauber" keeps its capital after the hyphen.
                if i > 0 && !text.ends_with('-') {
                    text.push_str(&uncapitalize(part));
                } else {
                    text.push_str(part);
                }
                if i + 1 < parts.len() && part.ends_with("ung") {
                    text.push('s');
                }
            }
        }
    }
    crate::model::text::capitalize(&text)
}

/// A template that exists: `id`'s in `lang`, or `None` for an id no template has (a custom
/// card's subtype).
fn known_phrase(id: &str, lang: Lang) -> Option<&'static str> {
    let at = template_index(id)?;
    Some(template_at(Some(at), id, lang).0)
}

/// A card's name on a page in `lang`: for a catalogue card printed in that language, its
/// printed name with the English one after it, "Feu // Glace (Fire // Ice)"; otherwise
/// (English, a card never printed in the language, a custom card) the name as it is.
pub fn card_name_in(name: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return name.to_string();
    }
    match crate::io::catalogue::by_name(name) {
        Some(card) => card_in(card, lang),
        None => name.to_string(),
    }
}

/// [`card_name_in`] for a card at hand (a custom card's own foreign names count too).
pub fn card_in(card: &crate::model::card::Card, lang: Lang) -> String {
    let printed = card.localized_name(lang.code());
    if lang == Lang::En || printed == card.name {
        return card.name.to_string();
    }
    msg(
        "card-name-foreign",
        vec![
            ("foreign", Arg::Text(printed.to_string())),
            ("name", Arg::Text(card.name.to_string())),
        ],
    )
    .render(lang)
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
/// fusion", "Split-Karte mit Fusion" (the English is [`crate::model::card::Kind::describe`]).
pub fn kind_in(k: crate::model::card::Kind, lang: Lang) -> &'static str {
    phrase(&format!("kind-{}", k.slug()), lang)
}

/// How a cited rule is shown in `lang`: the number alone (the same in every language), or an
/// older rule (`"708.5@2013"`) with its era: "708.5 (2013 rules)", "708.5 (règles de 2013)",
/// "708.5 (Regeln von 2013)"; the glossary entry by its name; today's rule cited under an
/// older era (`@current`) as "(today's rules)".
pub fn rule_in(rule: &str, lang: Lang) -> String {
    let Some((number, era)) = rule.split_once('@') else {
        return rule.to_string();
    };
    let rules_of = match era {
        "current" => msg("rules-of-current", []),
        // The Strixhaven rules, April to July 2021 (era "2021-04").
        "2021-04" => msg("rules-of-2021-04", []),
        _ => msg("rules-of", [("era", Arg::Text(era.to_string()))]),
    };
    let shown = match number {
        "name-a-card" => msg("cited-name-a-card", [("rules", nested(rules_of))]),
        _ => msg(
            "cited-older",
            vec![
                ("number", Arg::Text(number.to_string())),
                ("rules", nested(rules_of)),
            ],
        ),
    };
    shown.render(lang)
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
            .map(|types| match lang {
                Lang::En => types.iter().map(|t| t.name()).collect::<Vec<_>>().join(" "),
                _ => lower_first(&card_types_in(&[], types, lang), lang),
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
            .map(|r| rule_in(r, lang))
            .collect::<Vec<_>>()
            .join(", "),
        Arg::CardNames(v) => v
            .iter()
            .map(|n| card_name_in(n, lang))
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
        Lang::En => crate::model::text::quote(s),
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

// The templates, from `locales/{en,fr,de}.ftl` (compiled by `build.rs`).
include!(concat!(env!("OUT_DIR"), "/templates.rs"));

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
    Arg::Text(crate::model::text::quote(s))
}

fn nested(m: Msg) -> Arg {
    Arg::Msg(Box::new(m))
}

/// A JSON value's type as a phrase: "a number", "un nombre", "eine Zahl".
pub fn json_type(t: crate::io::json::JsonType) -> Msg {
    use crate::io::json::JsonType;
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

impl crate::io::json::JsonProblem {
    /// What is wrong, in any language.
    pub fn msg(&self) -> Msg {
        use crate::io::json::JsonProblem as P;
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

impl crate::io::json::JsonError {
    /// "invalid JSON at line 3, column 8: …" in any language.
    pub fn msg(&self) -> Msg {
        msg(
            "json-error",
            vec![
                ("line", text(self.line.to_string())),
                ("column", text(self.column.to_string())),
                ("problem", nested(self.problem.msg())),
            ],
        )
    }
}

impl crate::model::mana::ManaCostProblem {
    /// What is wrong, in any language.
    pub fn msg(&self) -> Msg {
        use crate::model::mana::ManaCostProblem as P;
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
        use crate::model::mana::ManaCostProblem as P;
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
            ("letters", text(crate::model::mana::symbol_letters())),
            ("hybrid", text("{W/U}")),
            ("twobrid", text("{2/W}")),
            ("phyrexian", text("{W/P}")),
        ],
    )
}

impl crate::model::mana::ManaCostError {
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

impl crate::model::typeline::TypeLineProblem {
    /// What is wrong, in any language. Type words stay English: type lines are.
    pub fn msg(&self) -> Msg {
        use crate::model::typeline::TypeLineProblem as P;
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
                    ("types", text(crate::model::typeline::TYPES_LISTED)),
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

impl crate::model::typeline::TypeLineError {
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
        use crate::io::json::{JsonError, JsonProblem as J};
        use crate::model::mana::{ManaCostError, ManaCostProblem as M};
        use crate::model::typeline::{TypeLineError, TypeLineProblem as T};
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
                line: 2,
                column: 5,
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
        for t in crate::io::json::JsonType::ALL {
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
                ("word-and", "et"),
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
        use crate::model::mana::ManaSymbol;
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
        use crate::model::typeline::CardType;
        use crate::model::zone::{Origin, Zone};
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
        use crate::model::card::Kind;
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
        // Type lines as French and German cards print them, and as a sentence quotes them.
        let line = |s: &str| match crate::model::typeline::TypeLine::parse(s) {
            Ok(t) => t,
            Err(e) => panic!("{e}"),
        };
        for (en, fr, de) in [
            ("Instant", "Éphémère", "Spontanzauber"),
            (
                "Enchantment — Room",
                "Enchantement\u{a0}: pièce",
                "Verzauberung — Raum",
            ),
            (
                "Legendary Creature — Human Soldier",
                "Créature légendaire\u{a0}: humain et soldat",
                "Legendäre Kreatur — Mensch, Soldat",
            ),
            (
                "Basic Snow Land — Forest",
                "Terrain de base neigeux\u{a0}: forêt",
                "Verschneites Standardland — Wald",
            ),
            (
                "Artifact Creature — Golem",
                "Créature-artefact\u{a0}: golem",
                "Artefaktkreatur — Golem",
            ),
            (
                "Enchantment Creature",
                "Créature-enchantement",
                "Verzauberungskreatur",
            ),
            (
                "Kindred Sorcery — Elf",
                "Rituel tribal\u{a0}: elfe",
                "Stammes-Hexerei — Elf",
            ),
            (
                "Legendary Enchantment",
                "Enchantement légendaire",
                "Legendäre Verzauberung",
            ),
            (
                "World Enchantment",
                "Enchantement global",
                "Weltverzauberung",
            ),
            (
                "Legendary Artifact — Equipment Vehicle",
                "Artefact légendaire\u{a0}: équipement et véhicule",
                "Legendäres Artefakt — Ausrüstung, Fahrzeug",
            ),
            // A subtype without a known word stays as typed.
            (
                "Sorcery — Dinosaur",
                "Rituel\u{a0}: Dinosaur",
                "Hexerei — Dinosaur",
            ),
        ] {
            let t = line(en);
            assert_eq!(printed_type_line_in(&t, Lang::En), en);
            assert_eq!(printed_type_line_in(&t, Lang::Fr), fr, "{en}");
            assert_eq!(printed_type_line_in(&t, Lang::De), de, "{en}");
        }
        assert_eq!(
            type_line_in(&line("Enchantment — Room"), Lang::Fr),
            "enchantement — pièce"
        );
        assert_eq!(type_line_in(&line("Instant"), Lang::Fr), "éphémère");
        assert_eq!(
            type_line_in(&line("Enchantment — Room"), Lang::De),
            "Verzauberung — Raum"
        );
        assert_eq!(
            era_in(Era::Y2021, Lang::En),
            "Forgotten Realms rules (July 2021 – September 2024)"
        );
    }
}
