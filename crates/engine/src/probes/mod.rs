//! Effect probes: how well-known effects see a split card.
//!
//! Each effect of the catalogue ([`EFFECTS`]) is data — what it asks of the card (a count, a
//! mana value as a number, a comparison, a color or type test, a name or color that stops
//! casting, a cast permission, a copy, a target test), where it looks ([`LooksAt`]: a card
//! in a zone, the spell, a permanent, a Room) and what it does in our words (a message,
//! `fx-<slug>`, so it is said in every language) — and one evaluator, [`probe`], answers
//! every effect from [`characteristics`], under any era: the card's in the zone the effect
//! looks at, or the spell's on the stack. No per-effect code, no per-card cases. Every
//! effect that casts asks `crate::legality`, from where the card is cast.
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
//! own ([`matches`]). An answer under an older era cites that era's rules
//! ([`era_rules`]), never today's split-card rules, and says "converted mana cost" where
//! that era's rules did.

use crate::card::{slug, Card};
use crate::characteristics::{characteristics, Characteristics};
use crate::color::{Color, ColorSet};
use crate::era::Era;
use crate::era_rules::{self, Topic};
use crate::error::{EngineError, Field};
use crate::legality;
use crate::messages::{msg, one_of, Arg, Lang, Msg};
use crate::situation::{Cast, Doors, Mode, Origin, Situation, Zone};
use crate::typeline::CardType;

mod casting;
mod citations;
mod effect;
mod filter;
mod naming;
mod refusals;
mod table;
mod words;

use casting::{castable_from, casts_from, from_exile, Stop};
use citations::{citations, cite_also, refusal_rules};
use filter::{
    chosen_number, failure_msg, failure_rules, first_failure, is_land, matches, read_rules,
    with_failure,
};
use naming::{named_names, nonland_name, resolve_name};
use refusals::{check_today_numbers, mode_not_here};
use words::*;

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

fn probe_today_numbers(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<ProbeAnswer, EngineError> {
    let era = input.era;
    let zone = check_today_numbers(card, effect, input)?;
    let situation = Situation {
        zone,
        cast: input.cast,
        doors: input.doors,
        x: None,
        era,
    };
    // The doors a Room's answer is about: those its characteristics there are made of.
    let doors = if effect.takes_doors() && zone == Zone::Battlefield && card.is_room() {
        let c = characteristics(card, &situation)?;
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
    let answer: (AnswerValue, Msg) = match effect.question {
        Question::CountCards { filter, unit } => {
            let c = characteristics(card, &situation)?;
            let yes = matches(&c, &filter, input.number, era)?;
            let n = u32::from(yes);
            let args = vec![cname(card), ("n", Arg::Num(n)), ("unit", unit_of(unit, n))];
            let m = msg(if yes { "p-count-one" } else { "p-count-zero" }, args);
            let m = if yes {
                m
            } else {
                with_failure(m, &c, &filter, input.number, card, era, None, &mut rules)?
            };
            (AnswerValue::Number(n), m)
        }
        Question::ManaValue { unit } if effect.looks_at == LooksAt::Permanent && card.is_room() => {
            // A Room permanent: only its unlocked doors' mana cost (709.5); none with every
            // door locked, so mana value 0 (202.3a).
            let c = characteristics(card, &situation)?;
            let set = c.primary();
            let total = set.mana_value.value;
            cite_also(&mut rules, set.mana_value.rules.iter().copied());
            let mut args = vec![
                cname(card),
                ("total", Arg::Num(total)),
                ("unit", unit_of(unit, total)),
            ];
            let id = if set.names.value.is_empty() {
                "p-value-room-locked"
            } else {
                args.extend([
                    ("doors", Arg::Names(set.names.value.clone())),
                    ("values", values_arg(&c, era)),
                ]);
                "p-value-room"
            };
            (AnswerValue::Number(total), msg(id, args))
        }
        Question::ManaValue { unit } => {
            let c = characteristics(card, &situation)?;
            if effect.looks_at == LooksAt::Permanent {
                // A split permanent that is no Room: its halves combined (709.4b, 202.3d).
                cite_also(&mut rules, c.primary().mana_value.rules.iter().copied());
            }
            let total: u32 = values(&c).iter().sum();
            // "1 (Assault) + 4 (Battery)": the halves' values, added up under the Invasion
            // rules (505.5: "a combination of the split card's two halves").
            let sum = c
                .sets
                .iter()
                .map(|s| format!("{} ({})", s.mana_value.value, s.names.value.join(" // ")))
                .collect::<Vec<_>>()
                .join(" + ");
            let args = vec![
                cname(card),
                ("values", values_arg(&c, era)),
                ("sum", Arg::Text(sum)),
                ("total", Arg::Num(total)),
                ("unit", unit_of(unit, total)),
                ("era", Arg::Era(era)),
            ];
            let id = match (c.is_two_answers(), era.combines_asked_values()) {
                (true, true) => "p-value-combined",
                (true, false) => "p-value-two",
                (false, _) => "p-value-one",
            };
            (AnswerValue::Number(total), msg(id, args))
        }
        Question::ManaValues => {
            // A comparison ("the same mana value as the revealed card"): today the card's one
            // value; before 2017 yes if either half matched — under the Invasion rules too
            // (505.6; only a value asked for was combined, 505.5).
            let c = characteristics(card, &situation)?;
            let mut v = values(&c);
            sort_few(&mut v);
            v.dedup();
            let list = Arg::Numbers(v.clone());
            let id = if c.is_two_answers() && era.combines_asked_values() {
                "p-values-either"
            } else {
                "p-values"
            };
            (
                AnswerValue::Numbers(v),
                msg(id, vec![("values", values_arg(&c, era)), ("list", list)]),
            )
        }
        Question::Matches { filter } | Question::FindThenCast { filter } => {
            let looks = effect.looks_at_in(zone);
            let target = match looks {
                LooksAt::Spell => spell_characteristics(card, input, era)?,
                _ => characteristics(card, &situation)?,
            };
            // A permanent (a Room with its unlocked doors, 709.5): the rules of what the
            // filter reads, as the permanent has it.
            let permanent = looks == LooksAt::SpellOrPermanent;
            if permanent {
                cite_also(&mut rules, read_rules(&target, &filter));
            }
            let yes = matches(&target, &filter, input.number, era)?;
            let m = if filter.negate && filter.colors == ColorTest::Multicolored {
                protection_msg(effect, card, &target, yes)
            } else {
                match_msg(
                    &target,
                    &filter,
                    era,
                    yes,
                    object_args(card, &target, looks),
                )
            };
            // A "no" says the first criterion missed (a negative question's "no" is the
            // object matching, which its colors already say; a whole card's colors say why
            // it wasn't multicolored).
            let spell = input
                .cast
                .filter(|_| matches!(looks, LooksAt::Spell | LooksAt::OwnSpell(_)));
            let whole = target.is_two_answers() && filter.colors == ColorTest::Multicolored;
            let m = if yes || filter.negate || whole {
                m
            } else if permanent {
                // Its rules are cited above: the criterion missed is one of them.
                with_failure(
                    m,
                    &target,
                    &filter,
                    input.number,
                    card,
                    era,
                    None,
                    &mut Vec::new(),
                )?
            } else {
                with_failure(
                    m,
                    &target,
                    &filter,
                    input.number,
                    card,
                    era,
                    spell,
                    &mut rules,
                )?
            };
            // A spell's mana value counts its X as announced (0 when none was): say which.
            let m = match x_clause(&target, &filter, input.x) {
                Some(x) if effect.looks_at_spell() && !permanent => {
                    cite_also(&mut rules, ["202.3e", "107.3"]);
                    msg("p-with-x", vec![("answer", Arg::Msg(Box::new(m))), x])
                }
                _ => m,
            };
            // Found, then cast from where it was found, one half (709.3): which halves.
            let m = match effect.question {
                Question::FindThenCast { .. } if yes => {
                    let from = Origin::yours(zone);
                    let (_, can) = castable_from(card, from, &Filter::ANY, None, era, &mut rules)?;
                    cite_also(&mut rules, ["709.3"]);
                    let found = msg(
                        "p-found-cast",
                        [
                            ("effect", Arg::Text(effect.name.to_string())),
                            ("from", Arg::Origin(from)),
                        ],
                    );
                    then(m, then(found, can))
                }
                _ => m,
            };
            (AnswerValue::Bool(yes), m)
        }
        Question::ImprintCard { filter } => {
            let c = characteristics(card, &situation)?;
            let yes = matches(&c, &filter, input.number, era)?;
            let mut args = object_args(card, &c, effect.looks_at);
            if yes && era.combines_off_stack() {
                // The copy is made of the exiled card and cast from exile: a copy of a split
                // CARD keeps every half, and casting it chooses one (709.3c); only a copy of
                // a spell is limited to the half cast (707.10).
                let castable: Vec<String> = Mode::all_for(card)
                    .into_iter()
                    .filter(|&mode| legality::check(card, from_exile(mode), era).legal)
                    .map(|m| mode_name(card, m))
                    .collect();
                cite_also(&mut rules, ["709.3c", "707.10"]);
                args.extend([
                    ("effect", Arg::Text(effect.name.to_string())),
                    ("castable", Arg::Alternatives(castable)),
                ]);
                (AnswerValue::Bool(true), msg("p-imprint-yes", args))
            } else {
                let m = match_msg(&c, &filter, era, yes, args);
                let m = if yes {
                    m
                } else {
                    with_failure(m, &c, &filter, input.number, card, era, None, &mut rules)?
                };
                (AnswerValue::Bool(yes), m)
            }
        }
        Question::Slots { slots, filter } => {
            let c = characteristics(card, &situation)?;
            // A card that misses a criterion other than the mana value (it isn't an instant
            // card) fills no slot, whatever its mana value: say that, not its value.
            if let Some(criterion) = first_failure(&c, &filter, input.number)? {
                cite_also(
                    &mut rules,
                    failure_rules(criterion, card, era, None, &filter),
                );
                let why = failure_msg(criterion, &c, &filter, input.number)?;
                return Ok(answer_with(
                    effect,
                    AnswerValue::Numbers(Vec::new()),
                    msg(
                        "p-slots-fails",
                        vec![
                            cname(card),
                            ("slots", Arg::Numbers(slots.to_vec())),
                            ("why", Arg::Msg(Box::new(why))),
                        ],
                    ),
                    rules,
                ));
            }
            // Each slot is its own question (an instant card with mana value 3 …), answered
            // like any other in the era.
            let mut hit = Vec::new();
            for &v in slots {
                let slot = Filter {
                    mana_value: Some((Cmp::Eq, Num::Fixed(v))),
                    ..filter
                };
                if matches(&c, &slot, input.number, era)? {
                    hit.push(v);
                }
            }
            // Largest first (sorted as the other lists of values are, then turned round: one
            // sort in the build, not two).
            sort_few(&mut hit);
            hit.reverse();
            hit.dedup();
            let args = vec![
                ("values", values_arg(&c, era)),
                ("slots", Arg::Numbers(slots.to_vec())),
                ("hit", Arg::Numbers(hit.clone())),
            ];
            let id = if hit.is_empty() {
                "p-slots-none"
            } else {
                "p-slots"
            };
            (AnswerValue::Numbers(hit), msg(id, args))
        }
        Question::NamedCantCast { nonland } | Question::NamedMatches { nonland } => {
            let typed = input.name.clone().unwrap_or_default();
            let (name, printed) = resolve_name(card, &typed);
            let named = named_names(card, &name, era)?;
            if nonland {
                nonland_name(effect, card, &named, era)?;
            }
            // The card's own spelling; a printed French or German name beside it.
            let chosen = match printed {
                Some(p) => ("name", Arg::Text(format!("{name} ({p})"))),
                None => ("name", Arg::Text(name)),
            };
            if matches!(effect.question, Question::NamedMatches { .. }) {
                let hand = characteristics(card, &situation)?;
                let yes = hand
                    .sets
                    .iter()
                    .any(|s| named.iter().any(|n| s.has_name(n)));
                // A Room permanent has only its unlocked doors' names (709.5): a locked
                // door's name is not the permanent's.
                let room = effect.looks_at == LooksAt::Permanent && card.is_room();
                let a_door = card
                    .faces
                    .iter()
                    .any(|f| named.iter().any(|n| f.name.eq_ignore_ascii_case(n)));
                // Before 2013 the name chosen was all of a split card's names (201.4b's
                // "one half" came with Dragon's Maze).
                let id = match (yes, era >= Era::Y2013) {
                    (true, _) if room => "p-named-door-has",
                    (false, _) if room && a_door => "p-named-door-locked",
                    (true, true) => "p-named-has",
                    (true, false) => "p-named-has-all",
                    (false, _) => "p-named-hasnt",
                };
                (
                    AnswerValue::Bool(yes),
                    msg(id, vec![cname(card), chosen, ("era", Arg::Era(era))]),
                )
            } else {
                let stop = Stop::Names(&named);
                named_cant_cast(card, zone, stop, chosen, era, &mut rules)?
            }
        }
        Question::ColorCantCast { colors } => {
            let chosen = (
                "color",
                Arg::Colors(colors.iter().fold(ColorSet::COLORLESS, |a, c| a.with(*c))),
            );
            named_cant_cast(card, zone, Stop::Colors(colors), chosen, era, &mut rules)?
        }
        Question::CastCost { from, card_filter } => {
            // The effect chooses the card first ("target instant or sorcery card"): a card
            // it can't choose gets no flashback, whatever half would be cast.
            let there = characteristics(card, &Situation::in_zone(from).in_era(era))?;
            if !matches(&there, &card_filter, input.number, era)? {
                return Ok(answer_with(
                    effect,
                    AnswerValue::Bool(false),
                    msg(
                        "p-cost-cant",
                        vec![
                            cname(card),
                            ("types", types_arg(&there)),
                            ("effect", Arg::Text(effect.name.to_string())),
                            ("wanted", wanted_types(&card_filter)),
                        ],
                    ),
                    refusal_rules(card, era, None),
                ));
            }
            let Some(cast) = input.cast else {
                // No half chosen: the flashback the card has where it is. Its cost is the
                // card's mana cost, there the halves' combined (702.1b, 709.4b); casting a half
                // this way pays that half's (709.3b, 601.2f). Before 2017 the card had two
                // mana costs off the stack, one per half: the half must be said.
                if !era.combines_off_stack() {
                    return Err(EngineError::BadValue {
                        what: Field::Mode,
                        value: String::new(),
                        expected: msg("ex-cast-mode-half", [("flag", Arg::Text("--mode".into()))]),
                    });
                }
                let (answer, m, uncosted) = card_flashback(card, &there, from, era)?;
                cite_also(&mut rules, there.primary().mana_cost.rules.iter().copied());
                if uncosted {
                    cite_also(&mut rules, ["202.1b", "118.6"]);
                }
                return Ok(answer_with(effect, answer, m, rules));
            };
            let cast = Cast {
                mode: cast.mode,
                from: Origin::yours(from),
            };
            let verdict = legality::check(card, cast, era);
            if !verdict.legal {
                return Err(EngineError::impossible(verdict.msg, &verdict.rules));
            }
            let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
            // The flashback cost is the half's mana cost; a half with none has no cost that
            // can be paid (202.1b, 118.6): it can't be cast this way.
            let Some(cost) = spell.primary().mana_cost.value.as_ref() else {
                cite_also(&mut rules, ["202.1b", "118.6"]);
                let half = ("half", Arg::Text(mode_name(card, cast.mode)));
                return Ok(answer_with(
                    effect,
                    AnswerValue::Bool(false),
                    msg("p-cost-none", [half]),
                    rules,
                ));
            };
            let cost = cost.to_string();
            // The contrast with the card's combined cost only where there is one to draw (a
            // custom card whose other half has no cost has the half's cost as its own).
            let whole = Some(there)
                .filter(|_| era.combines_off_stack())
                .and_then(|c| {
                    c.primary()
                        .mana_cost
                        .value
                        .as_ref()
                        .map(ToString::to_string)
                })
                .filter(|w| *w != cost);
            let m = match whole {
                Some(w) => msg(
                    "p-cost-combined",
                    vec![("cost", Arg::Text(cost.clone())), ("whole", Arg::Text(w))],
                ),
                None => msg("p-cost", [("cost", Arg::Text(cost.clone()))]),
            };
            (AnswerValue::Cost(cost), m)
        }
        Question::CastPermission {
            from,
            card_filter,
            spell_filter,
        } => {
            let c = characteristics(card, &Situation::in_zone(from.zone).in_era(era))?;
            if !matches(&c, &card_filter, input.number, era)? {
                // The first criterion the card misses ("Enchantment — Room, not Instant or
                // Sorcery"); under the Invasion rules, when each is met by some half but no
                // half meets them all, its values.
                let m = match first_failure(&c, &card_filter, input.number)? {
                    Some(criterion) => {
                        cite_also(
                            &mut rules,
                            failure_rules(criterion, card, era, None, &card_filter),
                        );
                        let why = failure_msg(criterion, &c, &card_filter, input.number)?;
                        msg(
                            "p-permission-fails",
                            vec![cname(card), ("why", Arg::Msg(Box::new(why)))],
                        )
                    }
                    None => msg(
                        "p-permission-no",
                        vec![cname(card), ("values", values_arg(&c, era))],
                    ),
                };
                (AnswerValue::Names(vec![]), m)
            } else {
                let (castable, m) =
                    castable_from(card, from, &spell_filter, input.number, era, &mut rules)?;
                (AnswerValue::Names(castable), m)
            }
        }
        Question::Cascade { value } => {
            let c = characteristics(card, &situation)?;
            // Cascade passes over land cards whatever their mana value (702.85a): a card
            // with a land half is one (709.4c).
            if is_land(&c) {
                cite_also(&mut rules, refusal_rules(card, era, None));
                return Ok(answer_with(
                    effect,
                    AnswerValue::Bool(false),
                    msg(
                        "p-cascade-land",
                        vec![cname(card), ("types", card_types_arg(&c))],
                    ),
                    rules,
                ));
            }
            let stops = c.sets.iter().any(|s| s.mana_value.value < value);
            // Since 2021 the spell cast must also have a lesser mana value (702.85a); before,
            // any half could be cast (Bloodbraid Elf into Boom // Bust, casting Bust).
            let half_limit = era >= Era::Y2017;
            let castable: Vec<String> = Mode::all_for(card)
                .into_iter()
                .filter(|&mode| {
                    let cast = from_exile(mode);
                    legality::check(card, cast, era).legal
                        && (!half_limit
                            || characteristics(card, &Situation::on_stack(cast).in_era(era))
                                .is_ok_and(|s| s.primary().mana_value.value < value))
                })
                .map(|m| mode_name(card, m))
                .collect();
            let args = vec![
                ("values", values_arg(&c, era)),
                ("value", Arg::Num(value)),
                ("castable", Arg::Names(castable)),
            ];
            (
                AnswerValue::Bool(stops),
                msg(
                    if stops {
                        "p-cascade-stops"
                    } else {
                        "p-cascade-passes"
                    },
                    args,
                ),
            )
        }
        Question::CopySpell { filter } => {
            let spell = spell_characteristics(card, input, era)?;
            if !matches(&spell, &filter, input.number, era)? {
                // Twincast targets an instant or sorcery spell: a Room's door is an
                // enchantment spell, so there is nothing to copy.
                let what = object_args(card, &spell, effect.looks_at)
                    .into_iter()
                    .filter(|(k, _)| *k == "what")
                    .collect::<Vec<_>>();
                let mut args = what;
                args.extend([
                    ("types", types_arg(&spell)),
                    ("effect", Arg::Text(effect.name.to_string())),
                    ("wanted", wanted_types(&filter)),
                ]);
                return Ok(answer_with(
                    effect,
                    AnswerValue::Names(Vec::new()),
                    msg("p-copy-cant", args),
                    refusal_rules(card, era, input.cast),
                ));
            }
            let names: Vec<String> = spell
                .sets
                .iter()
                .flat_map(|s| s.names.value.clone())
                .collect();
            // A copy copies every choice made for the spell, the value of X among them
            // (707.10): say which, when the copied spell has {X}.
            let m = if has_x(&spell) {
                let x = match input.x {
                    Some(x) => msg("copy-x", [("x", Arg::Num(x))]),
                    None => msg("copy-x-unannounced", []),
                };
                msg(
                    "p-copy-spell-x",
                    vec![
                        ("names", Arg::Names(names.clone())),
                        ("x", Arg::Msg(Box::new(x))),
                    ],
                )
            } else {
                msg("p-copy-spell", [("names", Arg::Names(names.clone()))])
            };
            (AnswerValue::Names(names), m)
        }
        Question::CopyPermanent => {
            let copy = characteristics(
                card,
                &Situation {
                    doors: Some(Doors::NONE),
                    ..Situation::in_zone(Zone::Battlefield)
                }
                .in_era(era),
            )?;
            let names = copy.primary().names.value.clone();
            (AnswerValue::Names(names), msg("p-copy-room", [cname(card)]))
        }
        Question::EnteringTriggers { doubles } => {
            // The door cast enters unlocked (709.5d); entering without being cast, both
            // doors are locked and nothing was unlocked.
            // A door that can't be cast so (a Room has no fused mode: 709.5, 702.102a) is an
            // impossible question, as anywhere else.
            let door = match input.cast {
                None => None,
                Some(cast) => {
                    let verdict = legality::check(card, cast, era);
                    match cast.mode {
                        Mode::Face(i) if verdict.legal => Some(i),
                        _ => return Err(EngineError::impossible(verdict.msg, &verdict.rules)),
                    }
                }
            };
            let entered = characteristics(
                card,
                &Situation {
                    cast: input.cast,
                    ..Situation::in_zone(Zone::Battlefield)
                }
                .in_era(era),
            )?;
            let after = door.map_or(Doors::NONE, Doors::only);
            // Only a door whose own text has "When you unlock this door" triggers (709.5h).
            let base = crate::rooms::triggers(card, Doors::NONE, after).doors.len() as u32;
            let doubled = entered
                .primary()
                .types()
                .iter()
                .any(|t| doubles.contains(t));
            let n = if doubled { base * 2 } else { base };
            let id = match (door, base, doubled) {
                (None, _, _) => "p-triggers-uncast",
                (Some(_), 0, _) => "p-triggers-none",
                (Some(_), _, true) => "p-triggers-doubled",
                (Some(_), _, false) => "p-triggers-room",
            };
            let door_name = door.map(|i| mode_name(card, Mode::Face(i)));
            (
                AnswerValue::Number(n),
                msg(
                    id,
                    vec![
                        cname(card),
                        ("door", Arg::Text(door_name.unwrap_or_default())),
                        ("n", Arg::Num(n)),
                    ],
                ),
            )
        }
        Question::GrantedInstances => {
            let spell = spell_characteristics(card, input, era)?;
            let times = chosen_number(input.number)?;
            // Resolving it no times gives nothing to explain: a spell resolves at least once.
            if times == 0 {
                return Err(EngineError::BadValue {
                    what: Field::Number,
                    value: times.to_string(),
                    expected: msg(
                        "ex-number-times",
                        vec![
                            ("flag", Arg::Text("--number N".into())),
                            ("min", Arg::Num(1)),
                        ],
                    ),
                });
            }
            let names = spell.primary().names.value.clone();
            let per_count = |one: &'static str, many: &'static str| {
                let id = if times == 1 { one } else { many };
                Arg::Msg(Box::new(msg(id, [("n", Arg::Num(times))])))
            };
            (
                AnswerValue::Number(times),
                msg(
                    "p-instances",
                    vec![
                        ("names", Arg::Names(names)),
                        ("times", per_count("times-one", "times")),
                        ("instances", per_count("instances-one", "instances")),
                    ],
                ),
            )
        }
        Question::TargetCardIn { zone: wanted } => {
            if zone == wanted {
                (
                    AnswerValue::Bool(true),
                    msg("p-target-there", [cname(card)]),
                )
            } else {
                let m = target_on_stack(card, wanted, input.cast, era, &mut rules)?;
                (AnswerValue::Bool(false), m)
            }
        }
    };
    let mut a = answer_with(effect, answer.0, answer.1, rules);
    a.doors = doors;
    Ok(a)
}

/// Crook of Condemnation asked about the spell on the stack: its card isn't in a graveyard
/// (`wanted`) to be targeted any more. Why depends on where it was cast from (the cast must be
/// one the rules allow): from a graveyard, it moved to the stack as soon as the casting began
/// (601.2a; an aftermath half so cast can't be stopped so, 702.127a); from anywhere else — a
/// fused spell only ever from a hand (702.102a) — it was never in a graveyard at all. The
/// aftermath rule is cited only for the aftermath half cast from a graveyard.
fn target_on_stack(
    card: &Card,
    wanted: Zone,
    cast: Option<Cast>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<Msg, EngineError> {
    let aftermath_rule = |r: &&str| r.starts_with("702.127");
    let Some(cast) = cast else {
        rules.retain(|r| !aftermath_rule(r));
        return Ok(msg("p-target-stack", [cname(card)]));
    };
    let verdict = legality::check(card, cast, era);
    if !verdict.legal {
        return Err(EngineError::impossible(verdict.msg, &verdict.rules));
    }
    if cast.from.zone == wanted {
        let aftermath_half = matches!(cast.mode, Mode::Face(i) if card.aftermath_face() == Some(i));
        if !aftermath_half {
            rules.retain(|r| !aftermath_rule(r));
        }
        return Ok(msg("p-target-gone", [cname(card)]));
    }
    rules.retain(|r| !aftermath_rule(r));
    let m = msg(
        "p-target-cast-from",
        [cname(card), ("from", Arg::Origin(cast.from))],
    );
    if cast.mode != Mode::Fused {
        return Ok(m);
    }
    cite_also(
        rules,
        era_rules::cite(&["702.102a"], era, Topic::FuseFromHand),
    );
    Ok(then(m, msg("p-target-fused", [])))
}

/// Meddling Mage: spells with the chosen name can't be cast. Which ways to cast the card,
/// from where it is (`zone`, yours), can still be cast: each mode as the rules allow it from
/// there — the aftermath half only from a graveyard (702.127a), a fused spell only from
/// your hand (702.102a), a land half never (305.1, 305.9), anything but your hand only with
/// an effect that allows it (601.3) — and not stopped by the name (a fused spell has both
/// halves' names, 702.102b). A mode the rules refuse from there is said, with why. Iona
/// alike, with the chosen colors (`stop`).
fn named_cant_cast(
    card: &Card,
    zone: Zone,
    stop: Stop,
    chosen: (&'static str, Arg),
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<(AnswerValue, Msg), EngineError> {
    let from = Origin::yours(zone);
    let c = casts_from(card, from, &Filter::ANY, stop, None, era, rules)?;
    // The same sentences for a chosen color as for a chosen name, in its own words.
    let color = matches!(stop, Stop::Colors(_));
    let id = |named: &'static str, colored: &'static str| if color { colored } else { named };
    if c.fused_stopped && !c.castable.is_empty() {
        // A fused spell has both halves' names (702.102b), as that era numbers it.
        cite_also(rules, era_rules::cite(&["702.102b"], era, Topic::Fused));
    }
    let castable: Vec<String> = c.castable.iter().map(|m| mode_name(card, *m)).collect();
    // The halves the choice stops, named beside those still castable (Lead, green, under
    // Iona naming green: Destined is castable only with an effect's permission).
    let stopped_too = (!castable.is_empty() && !c.stopped.is_empty())
        .then(|| msg("p-stopped", [("stopped", Arg::Names(c.stopped.clone()))]));
    let mut m = match (
        castable.is_empty(),
        c.stopped.is_empty(),
        c.refused.is_empty(),
    ) {
        (true, _, true) => msg(id("p-named-none", "p-color-none"), [cname(card), chosen]),
        (true, false, false) => msg(
            id("p-named-none-here", "p-color-none-here"),
            [
                ("stopped", Arg::Names(c.stopped)),
                ("from", Arg::Origin(from)),
            ],
        ),
        (true, true, false) => msg(
            id("p-named-nothing-here", "p-color-nothing-here"),
            [cname(card), ("from", Arg::Origin(from))],
        ),
        (false, _, _) => msg(
            match (c.fused_stopped, c.castable.len()) {
                (true, _) => id("p-named-castable-not-fused", "p-color-castable-not-fused"),
                (false, 1) => id("p-named-castable", "p-color-castable"),
                (false, _) => id("p-named-castable-many", "p-color-castable-many"),
            },
            [("castable", castable_arg(card, &c.castable)), chosen],
        ),
    };
    if let Some(stopped) = stopped_too {
        m = then(m, stopped);
    }
    if !c.needs_effect.is_empty() {
        cite_also(rules, era_rules::cite(&["601.3"], era, Topic::OffStack));
        let id = if c.needs_effect.len() == 1 {
            "p-named-needs-effect"
        } else {
            "p-named-needs-effect-many"
        };
        let extra = msg(
            id,
            [
                ("halves", Arg::Names(c.needs_effect)),
                ("from", Arg::Origin(from)),
            ],
        );
        m = then(m, extra);
    }
    if !c.refused.is_empty() {
        m = then(m, msg("p-refused", [("refused", Arg::Msgs(c.refused))]));
    }
    Ok((AnswerValue::Names(castable), m))
}

/// The flashback cost of `card` where it is, `there` (its characteristics in `from`): its
/// mana cost, the halves' combined (702.1b, 709.4b), with what each half that can be cast
/// from there pays cast that way — its own mana cost (709.3b), or none (202.1b, 118.6).
/// `false` for a card with no mana cost at all. The last value: whether some cost doesn't
/// exist (the card's, or a half's).
fn card_flashback(
    card: &Card,
    there: &Characteristics,
    from: Zone,
    era: Era,
) -> Result<(AnswerValue, Msg, bool), EngineError> {
    let Some(whole) = there.primary().mana_cost.value.as_ref() else {
        return Ok((
            AnswerValue::Bool(false),
            msg("p-cost-card-none", [cname(card)]),
            true,
        ));
    };
    let mut uncosted = false;
    let mut halves = Vec::new();
    for mode in Mode::all_for(card) {
        let cast = Cast {
            mode,
            from: Origin::yours(from),
        };
        if mode == Mode::Fused || !legality::check(card, cast, era).legal {
            continue;
        }
        let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
        let half = ("half", Arg::Text(mode_name(card, mode)));
        halves.push(match spell.primary().mana_cost.value.as_ref() {
            Some(cost) => msg(
                "p-cost-card-half",
                vec![half, ("cost", Arg::Text(cost.to_string()))],
            ),
            None => {
                uncosted = true;
                msg("p-cost-card-half-none", [half])
            }
        });
    }
    let whole = whole.to_string();
    Ok((
        AnswerValue::Cost(whole.clone()),
        msg(
            "p-cost-card",
            vec![
                cname(card),
                ("whole", Arg::Text(whole)),
                ("halves", Arg::Msgs(halves)),
            ],
        ),
        uncosted,
    ))
}

fn answer_with(
    effect: &'static Effect,
    answer: AnswerValue,
    m: Msg,
    rules: Vec<&'static str>,
) -> ProbeAnswer {
    ProbeAnswer {
        effect,
        answer,
        explanation: m.render(Lang::En),
        msg: m,
        rules,
        doors: None,
        era: Era::Current,
    }
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
            (AnswerValue::Names(v), _) => msg("h-names", [("names", Arg::Names(v.clone()))]),
            (AnswerValue::Cost(c), _) => msg("h-number", [("n", Arg::Text(c.clone()))]),
        };
        m.in_era(self.era).render(lang)
    }
}

fn spell_characteristics(
    card: &Card,
    input: &ProbeInput,
    era: Era,
) -> Result<Characteristics, EngineError> {
    let Some(cast) = input.cast else {
        return Err(EngineError::BadValue {
            what: Field::Mode,
            value: String::new(),
            expected: msg("ex-cast-mode-spell", [("flag", Arg::Text("--mode".into()))]),
        });
    };
    let spell = Situation {
        x: input.x,
        ..Situation::on_stack(cast)
    };
    characteristics(card, &spell.in_era(era))
}
