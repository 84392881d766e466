//! Effect probes: how well-known effects see a split card.
//!
//! Each effect of the catalogue ([`EFFECTS`]) is data — what it asks of the card (a count, a
//! mana value as a number, a comparison, a color or type test, a name or color that stops
//! casting, a cast permission, a copy, a target test), where it looks ([`LooksAt`]: a card
//! in a zone, the spell, a permanent, a Room) and what it does in our words (a message,
//! `fx-<slug>`, so it is said in every language, and what it asks as a question, `q-<slug>`) —
//! and one evaluator, [`probe`], answers
//! every effect from [`characteristics`], under any era: the card's in the zone the effect
//! looks at, or the spell's on the stack. No per-effect code, no per-card cases. Every
//! effect that casts asks `crate::rules::legality`, from where the card is cast.
//!
//! A filter's "no" names the first criterion missed (nonland, type, mana value, colors)
//! with its rule. A card with a land half is a land card off the stack (709.4c), so cascade
//! and Void pass over it, and a "nonland card name" (Meddling Mage, Cabal Therapy) is never
//! a land half's (201.4b). A spell's X is the one announced ([`ProbeInput::x`]; none: 0,
//! and the answer says so).
//!
//! An input the effect has no use for is refused with why, never ignored: an X off the
//! stack, a cast mode ([`Effect::takes_mode`]: only effects that look at a spell, give a
//! half flashback, look at a Room or a permanent on the battlefield, or target a card once
//! cast use one — Dark Confidant reveals a card that isn't being cast), a Room's doors
//! ([`ProbeInput::doors`], [`Effect::takes_doors`]: Feed the Swarm and Pithing Needle read
//! them, 709.5, as Red Elemental Blast does the permanent's). Those two look at a permanent
//! ([`LooksAt::Permanent`]): a Room by its unlocked doors, any other split permanent by its
//! halves combined (709.4); Panharmonicon and Copy Enchantment ask what only a Room has
//! ([`LooksAt::Room`]). [`check`] makes these refusals without answering (the CLI asks it
//! before its own checks); the app passes each effect only what it takes.
//!
//! Eras: before April 2017 an object off the stack had two sets of characteristics. A value
//! asked for then got both halves' answers (from Dissension: two answers, applied one after
//! the other, so life lost and tokens made add up; under the Invasion rules the halves'
//! values combined), and a yes/no question was yes if either half matched — under the
//! Invasion rules one half meeting the whole question, from Dissension each criterion on its
//! own (`filter.rs`). An answer under an older era cites that era's rules
//! ([`era_rules`]), never today's split-card rules, and says "converted mana cost" where
//! that era's rules did.
//!
//! The files: the public types and the entry points ([`find`], [`applicable`], [`probe`],
//! [`check`]) here; the effect table in `table.rs`; what an effect looks at and takes in
//! `effect.rs`; one file per kind of question ([`Question`]: `count_cards.rs`,
//! `matches.rs`, `cast_permission.rs` …), each that kind's evaluation, which
//! `probe_today_numbers` calls in one short match; and what they share: `refusals.rs` (what
//! an effect refuses before it looks at the card), `citations.rs` (the rules an answer
//! cites), `filter.rs` (a filter asked of an object in every era, and the criterion missed),
//! `casting.rs` (the ways to cast a card from a zone), `naming.rs` (a chosen name) and
//! `words.rs` (the words of an answer). A new effect is a row of the table; a new kind of
//! question, a variant of [`Question`] and its own file.

use crate::eras::era_rules::{self, Topic};
use crate::error::{EngineError, Field};
use crate::messages::{msg, one_of, Arg, Lang, Msg};
use crate::model::card::{slug, Card};
use crate::model::color::Color;
use crate::model::era::Era;
use crate::model::typeline::CardType;
use crate::rules::characteristics::{characteristics, Characteristics};
use crate::rules::situation::{Cast, Doors, Origin, Situation, Zone};

// Shared by the kinds of question.
mod casting;
mod citations;
mod effect;
mod filter;
pub mod history;
mod naming;
mod refusals;
mod table;
mod words;

// One module per kind of question (`Question`): its evaluation, which the dispatcher
// (`probe_today_numbers`) calls.
mod cascade;
mod cast_cost;
mod cast_permission;
mod color_cant_cast;
mod copy_permanent;
mod copy_spell;
mod count_cards;
mod entering_triggers;
mod find_then_cast;
mod granted_instances;
mod imprint_card;
mod mana_value;
mod mana_values;
mod matches;
mod named_cant_cast;
mod named_matches;
mod slots;
mod target_card_in;

use citations::citations;
use refusals::{check_today_numbers, mode_not_here};
use words::unit_of;

pub use table::EFFECTS;

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Le,
    Lt,
    Eq,
}

/// A number in a filter: printed on the effect, or chosen by the player (X, Chalice's
/// counters, Void's number).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    Fixed(u32),
    Chosen,
}

/// The color part of a filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorTest {
    Any,
    /// Has at least one of these colors.
    OneOf(&'static [Color]),
    Multicolored,
}

/// What an object must be for the effect to see it. Every part must hold (of one set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filter {
    /// Has at least one of these card types (empty: any).
    pub types: &'static [CardType],
    pub colors: ColorTest,
    pub mana_value: Option<(Cmp, Num)>,
    /// Only a nonland card (Void: "each nonland card"): a card with a land half is a land
    /// card off the stack (709.4c), and before 2017, when "is it a land?" was yes if either
    /// half was one, its complement was no (505.6).
    pub nonland: bool,
    /// The effect cares about the complement ("can't be the target of multicolored
    /// spells": the question is "is it NOT multicolored?").
    pub negate: bool,
}

impl Filter {
    pub const ANY: Filter = Filter {
        types: &[],
        colors: ColorTest::Any,
        mana_value: None,
        nonland: false,
        negate: false,
    };
}

/// Where the effect looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LooksAt {
    /// A card in this zone.
    Card(Zone),
    /// A spell on the stack (the cast mode on screen).
    Spell,
    /// A spell on the stack, or a permanent on the battlefield (Red Elemental Blast: "counter
    /// target blue spell or destroy target blue permanent"): the spell on the stack, and off
    /// it the permanent — for a split card, a Room with its unlocked doors (709.5).
    SpellOrPermanent,
    /// A Room permanent on the battlefield, for what only a Room has (its doors' triggers, the
    /// designations a copy doesn't get).
    Room,
    /// A permanent on the battlefield: a Room with its unlocked doors (709.5), any other
    /// split permanent with its halves combined (709.4).
    Permanent,
    /// The effect card's own spell on the stack (its own rulings): only that card.
    OwnSpell(&'static str),
}

/// What the effect asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// How many cards is it, among those the effect counts? (709.2)
    CountCards { filter: Filter, unit: &'static str },
    /// Its mana value, used as a number (life lost, tokens made).
    ManaValue { unit: &'static str },
    /// The mana values a "same mana value" comparison would accept.
    ManaValues,
    /// Does it match?
    Matches { filter: Filter },
    /// Does a card matching `filter` qualify to be found in the library, and which of its
    /// halves can the effect then cast from there (Sunforger: "cast that card without paying
    /// its mana cost")? Found or not is the answer; the halves are said, with why not the
    /// others (an aftermath half, 702.127a; a fused spell, 702.102a; a land half, 305.9).
    FindThenCast { filter: Filter },
    /// Does a card matching `filter` qualify to be exiled, and later copied and the copy
    /// cast (Isochron Scepter)? When it does, the copy is a copy of the CARD, castable as any
    /// of its halves (709.3c), not of a spell (707.10).
    ImprintCard { filter: Filter },
    /// Which of several mana-value slots can it fill?
    Slots {
        slots: &'static [u32],
        filter: Filter,
    },
    /// A name is chosen; which modes can still be cast from hand? `nonland`: the name must
    /// be a nonland card's (Meddling Mage), so a land half's name can't be chosen (201.4b).
    NamedCantCast { nonland: bool },
    /// A name is chosen; does the card have it? `nonland` as for `NamedCantCast`.
    NamedMatches { nonland: bool },
    /// Spells of these colors can't be cast (Iona, Shield of Emeria); which modes still
    /// can, from where the card is? Each half is checked as the spell it makes (709.3a).
    ColorCantCast { colors: &'static [Color] },
    /// A card matching `card_filter` may be cast from `from` paying its mana cost (a
    /// granted flashback): what does that cost? `false` for a card the effect can't give it.
    CastCost { from: Zone, card_filter: Filter },
    /// Which modes can be cast with this permission?
    CastPermission {
        from: Origin,
        card_filter: Filter,
        spell_filter: Filter,
    },
    /// Cascade with this value: does it stop on the card?
    Cascade { value: u32 },
    /// A copy of a spell matching `filter`: its names (none when the effect can't target it).
    CopySpell { filter: Filter },
    /// A copy of the permanent: its names (designations are not copied).
    CopyPermanent,
    /// Does an entering artifact or creature add a trigger? Count the door triggers.
    EnteringTriggers { doubles: &'static [CardType] },
    /// Can an effect that targets a card in this zone find it there?
    TargetCardIn { zone: Zone },
    /// The spell grants creatures a keyword and a triggered ability until end of turn:
    /// resolving it N times (the chosen number) gives N instances of the ability.
    GrantedInstances,
}

/// One effect of the probe catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    pub slug: &'static str,
    /// The printed name of the effect's card.
    pub name: &'static str,
    /// What it does, in our words: the id of its message (`fx-` and the slug), rendered in a
    /// language by [`Effect::text`].
    pub text_id: &'static str,
    /// What it asks of a card, as a question (`q-` and the slug: "Naming Fire, what of Fire //
    /// Ice can still be cast?"), rendered for a card and a probe's input by [`Effect::asks`].
    pub asks_id: &'static str,
    pub looks_at: LooksAt,
    pub question: Question,
    /// The rules that make the answer what it is today. A spell's basis (the cast half,
    /// 709.3b, or the fused spell, 702.102b) is added from the cast; under an older era the
    /// rules among these are cited as that era numbered them, its split-card rules replaced
    /// by that era's ([`era_rules::then`]).
    pub rules: &'static [&'static str],
}

/// Finds an effect by slug, or by its name slugged the same way as card names.
pub fn find(s: &str) -> Result<&'static Effect, EngineError> {
    let wanted = slug(s);
    EFFECTS
        .iter()
        .find(|e| e.slug == wanted || slug(e.name) == wanted)
        .ok_or_else(|| EngineError::BadValue {
            what: Field::Effect,
            value: s.to_string(),
            expected: one_of(Arg::Text(
                EFFECTS
                    .iter()
                    .map(|e| e.slug)
                    .collect::<Vec<_>>()
                    .join(", "),
            )),
        })
}

/// The effects with something to say about `card` in `zone`.
pub fn applicable(card: &Card, zone: Zone) -> Vec<&'static Effect> {
    EFFECTS.iter().filter(|e| e.applies(card, zone)).collect()
}

/// The inputs of a probe beyond the card.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProbeInput {
    /// Where the card is; default: where the effect looks.
    pub zone: Option<Zone>,
    /// The spell on the stack (effects that look at spells), the half cast with a granted
    /// flashback, or the door cast (Rooms): only for an effect that
    /// [takes a mode](Effect::takes_mode); any other refuses one.
    pub cast: Option<Cast>,
    pub name: Option<String>,
    pub number: Option<u32>,
    /// The value of X announced for the spell on the stack (effects that look at a spell:
    /// 107.3, 202.3e); `None`: none was announced, and X is 0. An effect that casts a card
    /// without paying its mana cost has no X to choose (107.3b), and one that looks at a card
    /// off the stack sees X as 0 there: for them an announced X is an error.
    pub x: Option<u32>,
    /// A Room's unlocked doors on the battlefield (709.5c), for an effect that
    /// [reads them](Effect::takes_doors); `None`: the door cast is unlocked, or none was
    /// (709.5d). Anywhere else, and for any other effect, an error.
    pub doors: Option<Doors>,
    pub era: Era,
}

/// The natural value of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerValue {
    Number(u32),
    Bool(bool),
    Numbers(Vec<u32>),
    /// Mode slugs (castable faces) or names.
    Names(Vec<String>),
    /// A mana cost in brace notation.
    Cost(String),
}

/// An effect's answer for a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeAnswer {
    pub effect: &'static Effect,
    pub answer: AnswerValue,
    /// In English.
    pub explanation: String,
    /// The explanation in any language.
    pub msg: Msg,
    pub rules: Vec<&'static str>,
    /// The unlocked doors of the Room the answer is about, for an effect that reads them
    /// ([`Effect::takes_doors`]); `None` otherwise.
    pub doors: Option<Doors>,
    /// The rules era asked about: its words are the answer's (the headline's too).
    pub era: Era,
}

impl ProbeAnswer {
    /// The answer in a few words: "4 life lost", "yes", "mana value 1 or 2", "Ice", "{1}{R}".
    pub fn headline(&self, lang: Lang) -> String {
        let unit = match self.effect.question {
            Question::ManaValue { unit } | Question::CountCards { unit, .. } => Some(unit),
            _ => None,
        };
        let m = match (&self.answer, unit) {
            (AnswerValue::Number(n), Some(unit)) => msg(
                "h-number-unit",
                vec![("n", Arg::Num(*n)), ("unit", unit_of(unit, *n))],
            ),
            (AnswerValue::Number(n), None) => msg("h-number", [("n", Arg::Num(*n))]),
            (AnswerValue::Bool(true), _) => msg("h-yes", []),
            (AnswerValue::Bool(false), _) => msg("h-no", []),
            // Firemind's Foresight: the card fills none of the slots.
            (AnswerValue::Numbers(v), _) if v.is_empty() => msg("h-none", []),
            (AnswerValue::Numbers(v), _) => {
                msg("h-mana-values", [("list", Arg::Numbers(v.clone()))])
            }
            // The halves by name, the fused spell ("fused", the mode's slug) in words.
            (AnswerValue::Names(v), _) if v.iter().any(|n| n == "fused") => msg(
                "h-names",
                [(
                    "names",
                    Arg::Msgs(
                        v.iter()
                            .map(|n| match n.as_str() {
                                "fused" => msg("h-fused", []),
                                _ => msg("plain", [("text", Arg::Text(n.clone()))]),
                            })
                            .collect(),
                    ),
                )],
            ),
            (AnswerValue::Names(v), _) => msg("h-names", [("names", Arg::Names(v.clone()))]),
            (AnswerValue::Cost(c), _) => msg("h-number", [("n", Arg::Text(c.clone()))]),
        };
        m.in_era(self.era).render(lang)
    }
}

/// Asks `effect` about `card`. Under an older era the answer (or refusal) cites each rule as
/// that era numbered it (`"708.4b@2017"`, `"202.2@current"` where its number then isn't
/// known): under the rules of 2017 and 2021 today's model as numbered then, before 2017
/// that era's own rules ([`era_rules::cite`]).
pub fn probe(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<ProbeAnswer, EngineError> {
    let era = input.era;
    match probe_today_numbers(card, effect, input) {
        Ok(mut a) => {
            if era != Era::Current {
                a.rules = era_rules::cite(&a.rules, era, Topic::OffStack);
            }
            // In the era's words: "converted mana cost" before April 2021.
            if !era.says_mana_value() {
                let m = std::mem::replace(&mut a.msg, msg("empty", []));
                a.msg = m.in_era(era);
                a.explanation = a.msg.render(Lang::En);
            }
            // Rules that had no cascade answer as their split-card rules would have had it
            // existed, and say so (cascade: Alara Reborn, April 2009).
            if matches!(effect.question, Question::Cascade { .. }) && !era.has_cascade() {
                let m = std::mem::replace(&mut a.msg, msg("empty", []));
                a.msg = msg("cascade-before-2009", [("answer", Arg::Msg(Box::new(m)))]);
                a.explanation = a.msg.render(Lang::En);
            }
            a.era = era;
            Ok(a)
        }
        Err(e) => Err(era_rules::cite_error(e, era, Topic::OffStack)),
    }
}

/// Whether `effect` can be asked about `card` with `input` at all, without answering: the
/// refusals [`probe`] gives before it looks at the card (a Room under older rules, a zone
/// the effect doesn't look in, a missing name, an X, a mode or doors the effect has no use
/// for). A front end that checks other things of its own (the CLI, where a spell was cast
/// from) asks this first, so that its user hears the effect's refusal first.
pub fn check(card: &Card, effect: &'static Effect, input: &ProbeInput) -> Result<(), EngineError> {
    check_today_numbers(card, effect, input)
        .map(|_| ())
        .map_err(|e| era_rules::cite_error(e, input.era, Topic::OffStack))
}

/// Where the card was cast from (`--from`) given without a cast mode: an effect that has no
/// use for a mode ([`Effect::takes_mode`]) has none for where the card was cast from either;
/// the error says why, as for a mode. `Ok` when the effect takes a mode (then the mode is
/// what is missing).
pub fn check_origin_without_mode(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<(), EngineError> {
    let zone = input.zone.unwrap_or_else(|| effect.zone());
    if effect.takes_mode(zone) {
        return Ok(());
    }
    let e = mode_not_here(effect, card, "--from");
    Err(era_rules::cite_error(e, input.era, Topic::OffStack))
}

/// [`probe`], with today's rule numbers: the refusals ([`check`]), then the rules the answer
/// cites ([`citations()`]) and the question's own evaluation, one function per kind of
/// question.
fn probe_today_numbers(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<ProbeAnswer, EngineError> {
    let era = input.era;
    let zone = check_today_numbers(card, effect, input)?;
    let ask = Ask {
        card,
        effect,
        input,
        era,
        zone,
        situation: Situation {
            zone,
            cast: input.cast,
            doors: input.doors,
            x: None,
            era,
        },
    };
    // The doors a Room's answer is about: those its characteristics there are made of.
    let doors = if effect.takes_doors() && zone == Zone::Battlefield && card.is_room() {
        let c = ask.here()?;
        Some(
            c.primary()
                .faces
                .iter()
                .fold(Doors::NONE, |d, &f| d.with(f, true)),
        )
    } else {
        None
    };
    let mut rules = citations(effect, card, era, input);
    let r = &mut rules;
    let reply = match effect.question {
        Question::CountCards { filter, unit } => count_cards::answer(&ask, &filter, unit, r),
        Question::ManaValue { unit } => mana_value::answer(&ask, unit, r),
        Question::ManaValues => mana_values::answer(&ask),
        Question::Matches { filter } => matches::answer(&ask, &filter, r),
        Question::FindThenCast { filter } => find_then_cast::answer(&ask, &filter, r),
        Question::ImprintCard { filter } => imprint_card::answer(&ask, &filter, r),
        Question::Slots { slots, filter } => slots::answer(&ask, slots, &filter, r),
        Question::NamedCantCast { nonland } => named_cant_cast::answer(&ask, nonland, r),
        Question::NamedMatches { nonland } => named_matches::answer(&ask, nonland),
        Question::ColorCantCast { colors } => color_cant_cast::answer(&ask, colors, r),
        Question::CastCost { from, card_filter } => cast_cost::answer(&ask, from, &card_filter, r),
        Question::CastPermission {
            from,
            card_filter,
            spell_filter,
        } => cast_permission::answer(&ask, from, &card_filter, &spell_filter, r),
        Question::Cascade { value } => cascade::answer(&ask, value, r),
        Question::CopySpell { filter } => copy_spell::answer(&ask, &filter, r),
        Question::CopyPermanent => copy_permanent::answer(&ask),
        Question::EnteringTriggers { doubles } => entering_triggers::answer(&ask, doubles),
        Question::GrantedInstances => granted_instances::answer(&ask),
        Question::TargetCardIn { zone: wanted } => target_card_in::answer(&ask, wanted, r),
    }?;
    let (answer, m, doors) = match reply {
        Reply::Answer(answer, m) => (answer, m, doors),
        Reply::Early(answer, m) => (answer, m, None),
    };
    Ok(ProbeAnswer {
        effect,
        answer,
        explanation: m.render(Lang::En),
        msg: m,
        rules,
        doors,
        // [`probe`] sets the era asked about.
        era: Era::Current,
    })
}

/// One probe being answered, past its refusals: what each kind of question reads.
struct Ask<'a> {
    card: &'a Card,
    effect: &'static Effect,
    input: &'a ProbeInput,
    /// The era asked about (the input's).
    era: Era,
    /// Where the card is asked about (the zone [`check`] let through).
    zone: Zone,
    /// The card there, as the input has it: its cast, a Room's doors; no X (an X counts only
    /// for the spell on the stack: [`Ask::spell`]).
    situation: Situation,
}

impl Ask<'_> {
    /// The card's characteristics where it is asked about.
    fn here(&self) -> Result<Characteristics, EngineError> {
        characteristics(self.card, &self.situation)
    }

    /// The spell's characteristics on the stack: the input's cast, with its X as announced.
    /// An effect that looks at a spell needs the cast: without one, an error.
    fn spell(&self) -> Result<Characteristics, EngineError> {
        let Some(cast) = self.input.cast else {
            return Err(EngineError::BadValue {
                what: Field::Mode,
                value: String::new(),
                expected: msg("ex-cast-mode-spell", [("flag", Arg::Text("--mode".into()))]),
            });
        };
        let spell = Situation {
            x: self.input.x,
            ..Situation::on_stack(cast)
        };
        characteristics(self.card, &spell.in_era(self.era))
    }
}

/// What a kind of question answers: the value and its explanation.
enum Reply {
    /// The answer about the card as asked: for an effect that reads a Room's doors, about
    /// those doors ([`ProbeAnswer::doors`]).
    Answer(AnswerValue, Msg),
    /// An answer found before the whole question was asked — a card the effect can't choose
    /// or copy, a land cascade passes over, a card that fills no slot, a flashback asked
    /// without a half or of a half with no cost: it carries no doors.
    Early(AnswerValue, Msg),
}
