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

use crate::card::{slug, Card, Kind};
use crate::characteristics::{characteristics, CharacteristicSet, Characteristics};
use crate::color::{Color, ColorSet};
use crate::era::Era;
use crate::era_rules::{self, Topic};
use crate::error::{EngineError, Field};
use crate::legality;
use crate::mana::ManaSymbol;
use crate::messages::{msg, none, one_of, Arg, Lang, Msg};
use crate::situation::{Cast, Doors, Mode, Origin, Owner, Situation, Zone};
use crate::typeline::CardType;

mod effect;
mod table;

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

/// The rules behind an answer. Today (and under the 2017 rules, which [`probe`] then
/// renumbers as they were): the effect's rules, plus, for a spell, what the spell is — the cast half
/// (709.3b) or the fused spell (702.102b). Under an older era: that era's rules for what the
/// question is (a count, a value, a comparison, a color, a name …), the spell's basis in
/// that era, and today's other rules as that era numbered them ([`era_rules::as_then`]) —
/// never today's combined model, which would contradict the answer.
fn citations(effect: &Effect, card: &Card, era: Era, input: &ProbeInput) -> Vec<&'static str> {
    let old = !era.combines_off_stack();
    let mut out: Vec<&'static str> = effect_rules(effect, card)
        // Before 2017: as that era numbered them; never a later mechanic's rule in an answer.
        .filter_map(|r| match old {
            true if era_rules::postdates(r, era) => None,
            true => era_rules::as_then(r, era),
            false => Some(r),
        })
        .collect();
    let topics = |ts: &[Topic]| -> Vec<&'static str> {
        ts.iter()
            .flat_map(|t| era_rules::rules(era, *t).iter().copied())
            .collect()
    };
    let multicolored = |f: &Filter| f.colors == ColorTest::Multicolored;
    let zone = input.zone.unwrap_or_else(|| effect.zone());
    let on_stack = matches!(
        effect.looks_at_in(zone),
        LooksAt::Spell | LooksAt::OwnSpell(_)
    );
    if on_stack {
        let fused = matches!(
            input.cast,
            Some(Cast {
                mode: Mode::Fused,
                ..
            })
        );
        out.extend(match (old, fused) {
            (false, false) => vec!["709.3b"],
            (false, true) => vec!["702.102b"],
            (true, false) => topics(&[Topic::OffStack]),
            (true, true) => topics(&[Topic::Fused]),
        });
        let colors = match effect.question {
            Question::Matches { filter } | Question::CopySpell { filter } => {
                filter.colors != ColorTest::Any
            }
            _ => false,
        };
        if old && colors {
            // A spell was only the color(s) of the half (or halves) cast.
            out.extend(topics(&[Topic::Color]));
        }
    } else if old {
        let fuse_from_hand = card.has_fuse() && era.has_fuse();
        out.extend(match effect.question {
            Question::CountCards { filter, .. } if filter == Filter::ANY => {
                topics(&[Topic::OneCard])
            }
            Question::CountCards { filter, .. } if multicolored(&filter) => {
                topics(&[Topic::OneCard, Topic::Color])
            }
            Question::CountCards { .. } => topics(&[Topic::OneCard, Topic::Comparison]),
            // Under the Invasion rules a value asked for was the halves' values combined;
            // from Dissension, two answers.
            Question::ManaValue { .. } => topics(&[Topic::Value]),
            // "The same mana value as the revealed card" is a comparison: yes if either
            // half matched (in 2000 too: the values were combined only when asked for).
            Question::ManaValues if era.combines_asked_values() => {
                topics(&[Topic::OffStack, Topic::Comparison])
            }
            Question::ManaValues => topics(&[Topic::Value, Topic::Comparison]),
            Question::Matches { filter } if multicolored(&filter) => topics(&[Topic::Color]),
            Question::Matches { .. } | Question::ImprintCard { .. } | Question::Slots { .. } => {
                topics(&[Topic::Comparison])
            }
            // Found by a comparison, then cast: one half (or, from a hand only, both).
            Question::FindThenCast { .. } => topics(&[Topic::Comparison, Topic::OffStack]),
            Question::NamedMatches { .. } => topics(&[Topic::Naming]),
            Question::NamedCantCast { .. } if fuse_from_hand => {
                topics(&[Topic::Naming, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::NamedCantCast { .. } => topics(&[Topic::Naming, Topic::OffStack]),
            Question::ColorCantCast { .. } if fuse_from_hand => {
                topics(&[Topic::Color, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::ColorCantCast { .. } => topics(&[Topic::Color, Topic::OffStack]),
            Question::CastPermission { from, .. }
                if fuse_from_hand && from.zone == Zone::Hand && from.owner == Owner::You =>
            {
                topics(&[Topic::Comparison, Topic::OffStack, Topic::FuseFromHand])
            }
            Question::CastCost { .. }
            | Question::CastPermission { .. }
            | Question::Cascade { .. } => topics(&[Topic::Comparison, Topic::OffStack]),
            // The card targeted is one card, whatever its halves.
            Question::TargetCardIn { .. } => topics(&[Topic::OneCard]),
            // Rooms exist only under today's rules; a spell's questions are above.
            Question::CopySpell { .. }
            | Question::GrantedInstances
            | Question::CopyPermanent
            | Question::EnteringTriggers { .. } => Vec::new(),
        });
    }
    let mut seen = Vec::with_capacity(out.len());
    out.retain(|r| {
        let new = !seen.contains(r);
        seen.push(*r);
        new
    });
    out
}

/// The effect's own rules that concern `card`: a keyword's rule only for a card with that
/// keyword — the fuse rule (702.102) for a fuse card (Omniscience asked about Fire // Ice has
/// nothing to do with fuse), the aftermath rule (702.127a) for an aftermath card (Crook of
/// Condemnation targeting Fire // Ice or a Room).
fn effect_rules<'a>(effect: &'a Effect, card: &Card) -> impl Iterator<Item = &'static str> + 'a {
    let fuse = card.kind == Kind::Fuse;
    let aftermath = card.aftermath_face().is_some();
    // A permanent: a Room's rules are its doors' (709.5); any other split permanent has
    // no doors, and its halves combined (709.4).
    let permanent = effect.looks_at == LooksAt::Permanent;
    let (room, other) = (permanent && card.is_room(), permanent && !card.is_room());
    effect.rules.iter().copied().filter(move |r| {
        (!r.starts_with("702.102") || fuse)
            && (!r.starts_with("702.127") || aftermath)
            && !(room && r.starts_with("709.4"))
            && !(other && r.starts_with("709.5"))
    })
}

/// The rules of "this effect doesn't look there": the effect's own today; under an older
/// era what an answer would cite ([`citations`]), or — for an effect about a mechanic that
/// came later, such as Rooms — the effect's rules as [`era_rules::cite`] keeps them.
fn not_here_rules(effect: &Effect, card: &Card, era: Era, input: &ProbeInput) -> Vec<&'static str> {
    if era.combines_off_stack() {
        let own: Vec<&'static str> = effect_rules(effect, card).collect();
        // An effect whose every rule is about a keyword the card lacks still says why.
        return if own.is_empty() {
            effect.rules.to_vec()
        } else {
            own
        };
    }
    let answer = citations(effect, card, era, input);
    if answer.is_empty() {
        era_rules::cite(effect.rules, era, Topic::OffStack)
    } else {
        answer
    }
}

fn chosen_number(number: Option<u32>) -> Result<u32, EngineError> {
    number.ok_or_else(|| EngineError::BadValue {
        what: Field::Number,
        value: String::new(),
        expected: msg(
            "ex-number-chosen",
            [("flag", Arg::Text("--number N".into()))],
        ),
    })
}

fn types_ok(set: &CharacteristicSet, f: &Filter) -> bool {
    f.types.is_empty() || f.types.iter().any(|t| set.types().contains(t))
}

/// Is it a land card, or a land permanent? Any set with the type makes the whole one: off
/// the stack a split card has the types of all its halves (709.4c), and before 2017 "is it
/// a land?" was yes if either half was (505.6).
fn is_land(c: &Characteristics) -> bool {
    c.sets.iter().any(|s| s.types().contains(&CardType::Land))
}

/// The filter's "nonland", asked of the whole object.
fn nonland_ok(c: &Characteristics, f: &Filter) -> bool {
    !f.nonland || !is_land(c)
}

fn colors_ok(colors: ColorSet, f: &Filter) -> bool {
    match f.colors {
        ColorTest::Any => true,
        ColorTest::OneOf(cs) => cs.iter().any(|c| colors.contains(*c)),
        ColorTest::Multicolored => colors.is_multicolored(),
    }
}

fn mv_ok(set: &CharacteristicSet, f: &Filter, number: Option<u32>) -> Result<bool, EngineError> {
    let Some((cmp, num)) = f.mana_value else {
        return Ok(true);
    };
    let n = match num {
        Num::Fixed(n) => n,
        Num::Chosen => chosen_number(number)?,
    };
    let v = set.mana_value.value;
    Ok(match cmp {
        Cmp::Le => v <= n,
        Cmp::Lt => v < n,
        Cmp::Eq => v == n,
    })
}

fn set_matches(
    set: &CharacteristicSet,
    f: &Filter,
    number: Option<u32>,
) -> Result<bool, EngineError> {
    let all = types_ok(set, f) && colors_ok(set.colors.value, f) && mv_ok(set, f, number)?;
    Ok(all != f.negate)
}

/// Does the object match? Today it has one set. Before 2017 a card off the stack (and under
/// Dragon's Maze a fused spell) had two, and the question got one answer, per era
/// ([`era_rules::compares_each_characteristic_separately`]):
///
/// - Invasion (505.6 as of 2003): yes if either half matched — one half meeting every
///   criterion by itself (Sunforger doesn't find Research // Development: Research is
///   green-blue, Development has mana value 5);
/// - from Dissension: each criterion on its own, yes if either half met it (red from
///   Development, mana value 4 or less from Research: found).
///
/// In every era a card whose halves' colors differed was multicolored as a whole (505.3,
/// 708.3), though neither half is. A negative question is the complement (505.6).
fn matches(
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
    era: Era,
) -> Result<bool, EngineError> {
    if !nonland_ok(c, f) {
        return Ok(f.negate);
    }
    if !c.is_two_answers() {
        return set_matches(c.primary(), f, number);
    }
    let union = c
        .sets
        .iter()
        .fold(ColorSet::COLORLESS, |a, s| a.union(s.colors.value));
    let whole_multicolored = match f.colors {
        ColorTest::Multicolored => union.is_multicolored(),
        _ => true,
    };
    // The color criterion of one half ("multicolored" is the card's, above).
    let half_color = |s: &CharacteristicSet| match f.colors {
        ColorTest::Multicolored => true,
        _ => colors_ok(s.colors.value, f),
    };
    let all = if era_rules::compares_each_characteristic_separately(era) {
        let mut mv_any = false;
        for s in &c.sets {
            mv_any |= mv_ok(s, f, number)?;
        }
        whole_multicolored
            && c.sets.iter().any(|s| types_ok(s, f))
            && c.sets.iter().any(half_color)
            && mv_any
    } else {
        let mut one_half = false;
        for s in &c.sets {
            one_half |= types_ok(s, f) && half_color(s) && mv_ok(s, f, number)?;
        }
        whole_multicolored && one_half
    };
    Ok(all != f.negate)
}

/// A yes/no answer: its message ([`match_id`]) with the object's characteristics, and for
/// "multicolored" asked of two sets, why the whole was or wasn't ([`whole_colors`]).
fn match_msg(
    target: &Characteristics,
    filter: &Filter,
    era: Era,
    yes: bool,
    mut args: Vec<(&'static str, Arg)>,
) -> Msg {
    let id = match_id(target, filter, era, yes);
    if matches!(id, "p-match-whole-yes" | "p-match-whole-no") {
        args.push(("whole", Arg::Msg(Box::new(whole_colors(target)))));
    }
    msg(id, args)
}

/// "Can't be the target of multicolored spells" (Enemy of the Guildpact's protection from
/// multicolored, 702.16b) asked of a spell: what the answer means for the player — a spell
/// that isn't multicolored can target the creature, a multicolored one can't. An object
/// with two sets (a fused spell under Dragon's Maze) says why the whole was multicolored.
fn protection_msg(effect: &Effect, card: &Card, target: &Characteristics, can_target: bool) -> Msg {
    let mut args: Vec<(&'static str, Arg)> = object_args(card, target, effect.looks_at)
        .into_iter()
        .filter(|(k, _)| matches!(*k, "what" | "colors"))
        .collect();
    let whole = if target.is_two_answers() {
        Arg::Msg(Box::new(msg(
            "in-parens",
            [("x", Arg::Msg(Box::new(whole_colors(target))))],
        )))
    } else {
        none()
    };
    args.extend([
        ("whole", whole),
        ("effect", Arg::Text(effect.name.to_string())),
    ]);
    let id = if can_target {
        "p-protection-yes"
    } else {
        "p-protection-no"
    };
    msg(id, args)
}

/// Why an object with two sets was multicolored as a whole or not, from its halves' colors
/// (505.3, 708.3): halves of different colors make the whole multicolored; halves that are
/// each multicolored do too; halves with one color in all (red and red, red and colorless),
/// or none, don't.
fn whole_colors(c: &Characteristics) -> Msg {
    let union = union_colors(c);
    let id = if union.is_multicolored() {
        if c.sets.iter().all(|s| s.colors.value.is_multicolored()) {
            "whole-each"
        } else {
            "whole-differ"
        }
    } else if union == ColorSet::COLORLESS {
        "whole-colorless"
    } else {
        "whole-one"
    };
    msg(id, [])
}

/// The message of a yes/no answer: one set, or two under an older era (the whole card
/// multicolored, each criterion on its own, or one half meeting every criterion).
fn match_id(target: &Characteristics, filter: &Filter, era: Era, yes: bool) -> &'static str {
    let separately = era_rules::compares_each_characteristic_separately(era);
    match (target.is_two_answers(), filter.colors, separately, yes) {
        (false, _, _, true) => "p-match-yes",
        (false, _, _, false) => "p-match-no",
        (true, ColorTest::Multicolored, _, true) => "p-match-whole-yes",
        (true, ColorTest::Multicolored, _, false) => "p-match-whole-no",
        (true, _, true, true) => "p-match-each-yes",
        (true, _, true, false) => "p-match-each-no",
        (true, _, false, true) => "p-match-half-yes",
        (true, _, false, false) => "p-match-half-no",
    }
}

fn values(c: &Characteristics) -> Vec<u32> {
    c.sets.iter().map(|s| s.mana_value.value).collect()
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

/// [`check`], with today's rule numbers; the zone the card is asked about in.
fn check_today_numbers(
    card: &Card,
    effect: &'static Effect,
    input: &ProbeInput,
) -> Result<Zone, EngineError> {
    let era = input.era;
    // Meddling Mage or Crook of Condemnation ask about no characteristic, but a Room under
    // older rules is refused by every effect alike (709.5).
    crate::characteristics::room_exists(card, era)?;
    let zone = input.zone.unwrap_or_else(|| effect.zone());
    if !effect.applies(card, zone) {
        // A permanent the card can't be (an instant or sorcery): why it can't be on the
        // battlefield (304.4, 307.4).
        let permanent = matches!(
            effect.looks_at,
            LooksAt::SpellOrPermanent | LooksAt::Permanent
        );
        if permanent && zone == Zone::Battlefield {
            characteristics(card, &Situation::in_zone(zone).in_era(era))?;
        }
        return Err(EngineError::impossible(
            msg(
                "p-not-here",
                vec![
                    ("effect", Arg::Text(effect.name.to_string())),
                    ("looks", looks_arg(effect)),
                    cname(card),
                    ("zone", Arg::Zone(zone)),
                ],
            ),
            &not_here_rules(effect, card, era, input),
        ));
    }
    if effect.needs_name() {
        match &input.name {
            None => {
                return Err(EngineError::BadValue {
                    what: Field::Name,
                    value: String::new(),
                    expected: msg(
                        "ex-name-chosen",
                        vec![
                            ("flag", Arg::Text("--name".into())),
                            ("effect", Arg::Text(effect.name.into())),
                        ],
                    ),
                })
            }
            // A blank name names nothing (201.4b: a card name is chosen).
            Some(n) if n.trim().is_empty() => {
                return Err(EngineError::BadValue {
                    what: Field::Name,
                    value: n.clone(),
                    expected: msg("ex-name-blank", [("effect", Arg::Text(effect.name.into()))]),
                })
            }
            Some(_) => {}
        }
    }
    if input.x.is_some() && !(effect.looks_at_spell() && zone == Zone::Stack) {
        return Err(x_not_here(effect, zone));
    }
    // A mode or doors the effect has no use for are refused, not ignored.
    if input.cast.is_some() && !effect.takes_mode(zone) {
        return Err(mode_not_here(effect, card, "--mode"));
    }
    if input.doors.is_some() {
        crate::characteristics::doors_apply(card, zone)?;
        if !effect.takes_doors() {
            return Err(doors_not_here(effect, card));
        }
    }
    Ok(zone)
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

/// The ways to cast a card from one zone, sorted out: [`casts_from`].
struct Casts {
    /// The modes that can be cast (from a zone other than your hand, with an effect).
    castable: Vec<Mode>,
    /// Why not the others, each an item of a list ("Lead (can't be cast from your hand)").
    refused: Vec<Msg>,
    /// The halves a chosen name stops (Meddling Mage), and whether the fused spell is one.
    stopped: Vec<String>,
    fused_stopped: bool,
    /// The castable halves that need an effect that allows it, cast from there (601.3).
    needs_effect: Vec<String>,
}

/// Which modes of `card` can be cast from `from` as a spell matching `spell_filter` and
/// having none of the `named` names (a cast permission: Goblin Dark-Dwellers, Omniscience …;
/// Sunforger's cast of the card it found; Meddling Mage's name), and why not the others —
/// the rules refuse them from there (an aftermath half, 702.127a; a fused spell, 702.102a;
/// a land half, 305.9), or the spell misses the filter — their rules added to `rules`.
fn casts_from(
    card: &Card,
    from: Origin,
    spell_filter: &Filter,
    stop: Stop,
    number: Option<u32>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<Casts, EngineError> {
    let mut out = Casts {
        castable: Vec::new(),
        refused: Vec::new(),
        stopped: Vec::new(),
        fused_stopped: false,
        needs_effect: Vec::new(),
    };
    for mode in Mode::all_for(card) {
        let cast = Cast { mode, from };
        let verdict = legality::check(card, cast, era);
        let half = ("half", mode_arg(card, mode));
        if !verdict.legal {
            out.refused
                .push(cast_refused(half, &verdict, from, era, rules));
            continue;
        }
        let spell = characteristics(card, &Situation::on_stack(cast).in_era(era))?;
        if spell.sets.iter().any(|s| stop.stops(s)) {
            // A fused spell stopped is said beside the halves still castable.
            if mode == Mode::Fused {
                out.fused_stopped = true;
            } else {
                out.stopped.push(mode_name(card, mode));
            }
        } else if !matches(&spell, spell_filter, number, era)? {
            let (m, criterion) = refusal(half, &spell, spell_filter, number)?;
            if let Some(criterion) = criterion {
                cite_also(
                    rules,
                    failure_rules(criterion, card, era, Some(cast), spell_filter),
                );
            }
            out.refused.push(m);
        } else {
            if verdict.permission == Some(legality::Permission::NeedsEffect) && mode != Mode::Fused
            {
                out.needs_effect.push(mode_name(card, mode));
            }
            // The aftermath half is castable from a graveyard by its own rule (702.127a).
            if verdict.permission == Some(legality::Permission::Aftermath) {
                cite_also(rules, verdict.rules.iter().copied());
            }
            out.castable.push(mode);
        }
    }
    cite_fused(rules, &out.castable, era);
    Ok(out)
}

/// [`casts_from`] without a name, in words: the mode slugs castable, and "Castable: Fire and
/// Ice. Not: …".
fn castable_from(
    card: &Card,
    from: Origin,
    spell_filter: &Filter,
    number: Option<u32>,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Result<(Vec<String>, Msg), EngineError> {
    let c = casts_from(
        card,
        from,
        spell_filter,
        Stop::Names(&[]),
        number,
        era,
        rules,
    )?;
    let castable_words = castable_arg(card, &c.castable);
    let m = match (c.castable.is_empty(), c.refused.is_empty()) {
        (_, true) => msg("p-permission", [("castable", castable_words)]),
        (true, false) => msg("p-permission-none", [("refused", Arg::Msgs(c.refused))]),
        (false, false) => msg(
            "p-permission-some",
            [
                ("castable", castable_words),
                ("refused", Arg::Msgs(c.refused)),
            ],
        ),
    };
    let names = c.castable.iter().map(|m| mode_name(card, *m)).collect();
    Ok((names, m))
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
/// What stops a spell: a chosen name (Meddling Mage) or colors (Iona, Shield of Emeria).
#[derive(Clone, Copy)]
enum Stop<'a> {
    Names(&'a [String]),
    Colors(&'static [Color]),
}

impl Stop<'_> {
    fn stops(self, s: &CharacteristicSet) -> bool {
        match self {
            Stop::Names(named) => named.iter().any(|n| s.has_name(n)),
            Stop::Colors(cs) => cs.iter().any(|c| s.colors.value.contains(*c)),
        }
    }
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

/// Two sentences, one after the other.
fn then(first: Msg, next: Msg) -> Msg {
    msg(
        "sentences",
        [
            ("first", Arg::Msg(Box::new(first))),
            ("next", Arg::Msg(Box::new(next))),
        ],
    )
}

/// Why a mode can't be cast from `from` (`verdict`, illegal), as an item of a list of
/// refusals: a mechanic the era did not have yet (fuse before 2013, aftermath before 2017)
/// says so (the answer still cites only that era's rules); a land half is played, never cast
/// (305.1, 305.9); any other refusal is about where the card is cast from — an aftermath
/// half outside a graveyard (702.127a), a fused spell outside your own hand (702.102a) —
/// and its rule, as the era numbers it, is added to `rules`.
fn cast_refused(
    half: (&'static str, Arg),
    verdict: &legality::Verdict,
    from: Origin,
    era: Era,
    rules: &mut Vec<&'static str>,
) -> Msg {
    let not_yet = verdict.rules.iter().any(|r| era_rules::postdates(r, era));
    if not_yet {
        return msg(
            "refused-not-yet",
            vec![half, ("reason", Arg::Msgs(vec![verdict.msg.clone()]))],
        );
    }
    cite_also(rules, verdict.rules.iter().copied());
    if matches!(verdict.msg.id, "land-not-cast" | "land-not-fused") {
        msg("refused-land", [half])
    } else {
        msg("refused-cast", [half, ("from", Arg::Origin(from))])
    }
}

/// A filter's criteria, in the order an answer names the first one missed: the card type,
/// then the mana value, then the colors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Criterion {
    /// A land card where the effect wants a nonland one.
    Land,
    Type,
    ManaValue,
    Colors,
}

/// The first criterion of `f` that no set of `c` meets (today an object has one set; before
/// 2017 a criterion was met if either half met it, and "multicolored" was asked of the whole
/// card). `None` when each criterion is met by some set: the object matches, or under the
/// Invasion rules no single half met them all, which the answer's own words say.
fn first_failure(
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<Option<Criterion>, EngineError> {
    if !nonland_ok(c, f) {
        return Ok(Some(Criterion::Land));
    }
    if !c.sets.iter().any(|s| types_ok(s, f)) {
        return Ok(Some(Criterion::Type));
    }
    let mut mv_fits = false;
    for s in &c.sets {
        mv_fits |= mv_ok(s, f, number)?;
    }
    if !mv_fits {
        return Ok(Some(Criterion::ManaValue));
    }
    let colors_fit = match f.colors {
        ColorTest::Multicolored => union_colors(c).is_multicolored(),
        _ => c.sets.iter().any(|s| colors_ok(s.colors.value, f)),
    };
    Ok((!colors_fit).then_some(Criterion::Colors))
}

/// Every set's colors together: a card's as a whole (two sets before 2017).
fn union_colors(c: &Characteristics) -> ColorSet {
    c.sets
        .iter()
        .fold(ColorSet::COLORLESS, |a, s| a.union(s.colors.value))
}

/// What the object is, against what `f` wants, for the criterion it misses: "Sorcery, not
/// Instant", "mana value 8, not 4 or less", "red, not multicolored".
fn failure_msg(
    criterion: Criterion,
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<Msg, EngineError> {
    Ok(match criterion {
        Criterion::Land => msg("fails-land", vec![("types", card_types_arg(c))]),
        Criterion::Type => msg(
            "fails-type",
            vec![("types", card_types_arg(c)), ("wanted", wanted_types(f))],
        ),
        Criterion::ManaValue => {
            let mut mvs: Vec<u32> = c.sets.iter().map(|s| s.mana_value.value).collect();
            // A fused spell under Dragon's Maze had two sets and one converted mana cost.
            mvs.dedup();
            let limit = match f.mana_value {
                Some((cmp, num)) => {
                    let n = match num {
                        Num::Fixed(n) => n,
                        Num::Chosen => chosen_number(number)?,
                    };
                    let id = match cmp {
                        Cmp::Le => "limit-le",
                        Cmp::Lt => "limit-lt",
                        Cmp::Eq => "limit-eq",
                    };
                    Arg::Msg(Box::new(msg(id, [("n", Arg::Num(n))])))
                }
                None => none(),
            };
            msg(
                "fails-mv",
                vec![("mv", Arg::Numbers(mvs)), ("limit", limit)],
            )
        }
        Criterion::Colors => {
            let colors = Arg::ColorsList(c.sets.iter().map(|s| s.colors.value).collect());
            match f.colors {
                ColorTest::OneOf(cs) => msg(
                    "fails-colors",
                    vec![
                        ("colors", colors),
                        (
                            "wanted",
                            Arg::AnyColor(cs.iter().fold(ColorSet::COLORLESS, |a, c| a.with(*c))),
                        ),
                    ],
                ),
                _ => msg("fails-multicolored", [("colors", colors)]),
            }
        }
    })
}

/// The rules behind the criterion missed: the object's types (709.4c off the stack, the cast
/// half's or the fused spell's on it, 709.5a for a Room), its mana value (202.3d), its colors
/// (202.2; 105.2b for multicolored) — each as the object has it where it is (709.4b off the
/// stack, 709.3b or 702.102b on it); under an older era, that era's rules for them.
fn failure_rules(
    criterion: Criterion,
    card: &Card,
    era: Era,
    spell: Option<Cast>,
    f: &Filter,
) -> Vec<&'static str> {
    if matches!(criterion, Criterion::Type | Criterion::Land) {
        return refusal_rules(card, era, spell);
    }
    let fused = matches!(
        spell,
        Some(Cast {
            mode: Mode::Fused,
            ..
        })
    );
    let basis = match (spell.is_some(), fused) {
        (false, _) => "709.4b",
        (true, false) => "709.3b",
        (true, true) => "702.102b",
    };
    let mut out = vec![basis];
    out.extend_from_slice(match (criterion, f.colors) {
        (Criterion::ManaValue, _) => &["202.3d"][..],
        (_, ColorTest::Multicolored) => &["202.2", "105.2b"][..],
        _ => &["202.2"][..],
    });
    if era.combines_off_stack() {
        return out;
    }
    let topic = match (spell.is_some(), fused, criterion) {
        (true, true, _) => Topic::Fused,
        (true, false, _) => Topic::OffStack,
        (false, _, Criterion::Colors) => Topic::Color,
        (false, _, _) => Topic::Comparison,
    };
    era_rules::cite(&out, era, topic)
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

/// The rules of the characteristics `f` reads (types, mana value, colors), as the object
/// `c` has them: a Room permanent's are its unlocked doors' (709.5).
fn read_rules(c: &Characteristics, f: &Filter) -> Vec<&'static str> {
    let set = c.primary();
    let mut out: Vec<&'static str> = Vec::new();
    let mut add = |rules: &[&'static str]| {
        for r in rules {
            if !out.contains(r) {
                out.push(r);
            }
        }
    };
    if !f.types.is_empty() || f.nonland {
        add(&set.type_line.rules);
    }
    if f.mana_value.is_some() {
        add(&set.mana_value.rules);
    }
    if f.colors != ColorTest::Any {
        add(&set.colors.rules);
    }
    out
}

/// An answer that the object doesn't match, with the first criterion it misses and that
/// criterion's rules (added to `rules`); unchanged when it misses none by itself.
#[allow(clippy::too_many_arguments)]
fn with_failure(
    m: Msg,
    c: &Characteristics,
    f: &Filter,
    number: Option<u32>,
    card: &Card,
    era: Era,
    spell: Option<Cast>,
    rules: &mut Vec<&'static str>,
) -> Result<Msg, EngineError> {
    let Some(criterion) = first_failure(c, f, number)? else {
        return Ok(m);
    };
    cite_also(rules, failure_rules(criterion, card, era, spell, f));
    Ok(msg(
        "p-first-failure",
        vec![
            ("answer", Arg::Msg(Box::new(m))),
            (
                "why",
                Arg::Msg(Box::new(failure_msg(criterion, c, f, number)?)),
            ),
        ],
    ))
}

/// Why a cast permission's spell filter refuses the spell `half` would be: the first
/// criterion it misses — its type ("Bottomless Pool (Enchantment — Room, not Instant or
/// Sorcery)"), its mana value ("Battery (mana value 4, not 2 or less)"), or its colors; when
/// a two-set spell missed its type and mana value in different sets, its values.
fn refusal(
    half: (&'static str, Arg),
    spell: &Characteristics,
    f: &Filter,
    number: Option<u32>,
) -> Result<(Msg, Option<Criterion>), EngineError> {
    let criterion = first_failure(spell, f, number)?;
    let m = match criterion {
        Some(criterion) => msg(
            "refused-why",
            vec![
                half,
                (
                    "why",
                    Arg::Msg(Box::new(failure_msg(criterion, spell, f, number)?)),
                ),
            ],
        ),
        None => {
            let mut mvs: Vec<u32> = spell.sets.iter().map(|s| s.mana_value.value).collect();
            mvs.dedup();
            msg("refused-mv", vec![half, ("mv", Arg::Numbers(mvs))])
        }
    };
    Ok((m, criterion))
}

/// The rules behind "the effect can't choose it" (its type): the card's types off the stack
/// (709.4c; under an older era, that era's comparison), or the spell's, from the half or the
/// fused spell cast; a Room's halves share one type line (709.5a).
fn refusal_rules(card: &Card, era: Era, spell: Option<Cast>) -> Vec<&'static str> {
    let topic = |t: Topic| era_rules::rules(era, t).to_vec();
    let old = !era.combines_off_stack();
    let fused = matches!(
        spell,
        Some(Cast {
            mode: Mode::Fused,
            ..
        })
    );
    let mut out = match (spell.is_some(), fused, old) {
        (false, _, false) => vec!["709.4c"],
        (false, _, true) => topic(Topic::Comparison),
        (true, false, false) => vec!["709.3b"],
        (true, true, false) => vec!["702.102b"],
        (true, false, true) => topic(Topic::OffStack),
        (true, true, true) => topic(Topic::Fused),
    };
    if card.is_room() {
        out.push("709.5a");
    }
    out
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

fn cname(card: &Card) -> (&'static str, Arg) {
    ("card", Arg::Text(card.name.to_string()))
}

fn sub(id: &'static str) -> Arg {
    Arg::Msg(Box::new(msg(id, [])))
}

/// A unit that agrees with its number: "1 sorcery card counted", "0 sorcery cards counted"
/// ("0 carte de rituel comptée": French counts zero in the singular; its "-zero" template).
fn unit_of(unit: &'static str, n: u32) -> Arg {
    let id = match (n, unit) {
        (1, "unit-sorceries") => "unit-sorceries-one",
        (1, "unit-discarded") => "unit-discarded-one",
        (1, "unit-revealed") => "unit-revealed-one",
        (1, "unit-life") => "unit-life-one",
        (1, "unit-tokens") => "unit-tokens-one",
        (0, "unit-sorceries") => "unit-sorceries-zero",
        (0, "unit-discarded") => "unit-discarded-zero",
        (0, "unit-revealed") => "unit-revealed-zero",
        (0, "unit-life") => "unit-life-zero",
        (0, "unit-tokens") => "unit-tokens-zero",
        _ => unit,
    };
    sub(id)
}

/// The object's type line, per set of characteristics (joined with " / "), in the language
/// of the message: "Enchantment — Room", "enchantement — Pièce", "Verzauberung — Raum".
fn types_arg(c: &Characteristics) -> Arg {
    Arg::TypeLines(c.sets.iter().map(|s| s.type_line.value.clone()).collect())
}

/// The object's card types, per set of characteristics, in the language of the message
/// (set against the types a filter wants).
fn card_types_arg(c: &Characteristics) -> Arg {
    Arg::TypesList(c.sets.iter().map(|s| s.types().to_vec()).collect())
}

/// The card types a filter wants, in the language of the message: "Instant or Sorcery",
/// "éphémère ou rituel".
fn wanted_types(f: &Filter) -> Arg {
    Arg::AnyType(f.types.to_vec())
}

/// "mana value 4"; before 2017 "two answers, 2 (Fire) and 2 (Ice)" (from Dissension, 505.5),
/// or under the Invasion rules "a mana value per half, 2 (Fire) and 2 (Ice)" (those values
/// were combined only when a value was asked for).
fn values_arg(c: &Characteristics, era: Era) -> Arg {
    if c.is_two_answers() {
        let parts: Vec<String> = c
            .sets
            .iter()
            .map(|s| format!("{} ({})", s.mana_value.value, s.names.value.join(" // ")))
            .collect();
        let id = if era.combines_asked_values() {
            "values-halves"
        } else {
            "values-two"
        };
        Arg::Msg(Box::new(msg(id, [("parts", Arg::Names(parts))])))
    } else {
        Arg::Msg(Box::new(msg(
            "values-one",
            [("mv", Arg::Num(c.primary().mana_value.value))],
        )))
    }
}

fn object_args(card: &Card, c: &Characteristics, looks: LooksAt) -> Vec<(&'static str, Arg)> {
    // Every name the object has: a fused spell under Dragon's Maze had two sets.
    let names: Vec<&str> = c
        .sets
        .iter()
        .flat_map(|s| s.names.value.iter().map(String::as_str))
        .collect();
    let what = match looks {
        LooksAt::Spell => Arg::Msg(Box::new(msg(
            "the-spell",
            [("names", Arg::Text(names.join(" // ")))],
        ))),
        // Off the stack, the permanent: a Room with the doors unlocked (709.5), or none.
        // Any other permanent (a custom split artifact) by its name.
        LooksAt::SpellOrPermanent if card.is_room() && names.is_empty() => {
            Arg::Msg(Box::new(msg("the-permanent-locked", [cname(card)])))
        }
        LooksAt::SpellOrPermanent if card.is_room() => Arg::Msg(Box::new(msg(
            "the-permanent",
            vec![
                cname(card),
                (
                    "names",
                    Arg::Names(names.iter().map(|n| n.to_string()).collect()),
                ),
            ],
        ))),
        _ => Arg::Text(card.name.to_string()),
    };
    let mut mvs: Vec<String> = c
        .sets
        .iter()
        .map(|s| s.mana_value.value.to_string())
        .collect();
    if looks == LooksAt::Spell {
        // A fused spell's two sets had ONE converted mana cost (708.2, Dragon's Maze).
        mvs.dedup();
    }
    vec![
        ("what", what),
        (
            "colors",
            Arg::ColorsList(c.sets.iter().map(|s| s.colors.value).collect()),
        ),
        ("types", types_arg(c)),
        ("mv", Arg::Text(mvs.join(" / "))),
    ]
}

/// A mode as a player says it: the face's name, or "fused".
/// A cast of `mode` from its owner's exile (a copy cast from exile, a cascaded card).
fn from_exile(mode: Mode) -> Cast {
    Cast {
        mode,
        from: Origin::yours(Zone::Exile),
    }
}

/// Adds `extra` to an answer's rules, each once.
fn cite_also(rules: &mut Vec<&'static str>, extra: impl IntoIterator<Item = &'static str>) {
    for r in extra {
        if !rules.contains(&r) {
            rules.push(r);
        }
    }
}

/// A mode in an answer's words: the face's name, or the fused spell ("fused" is the mode's
/// slug, not a third card).
fn mode_arg(card: &Card, mode: Mode) -> Arg {
    match mode {
        Mode::Face(_) => Arg::Text(mode_name(card, mode)),
        Mode::Fused => sub("mode-fused"),
    }
}

/// The modes that can be cast, as words: "Fire and Ice"; with the fused spell among them,
/// "Turn or Burn, or both as one fused spell".
fn castable_arg(card: &Card, modes: &[Mode]) -> Arg {
    let faces: Vec<String> = modes
        .iter()
        .filter(|m| **m != Mode::Fused)
        .map(|m| mode_name(card, *m))
        .collect();
    match (modes.contains(&Mode::Fused), faces.is_empty()) {
        (false, _) => Arg::Names(faces),
        (true, true) => sub("castable-fused-only"),
        (true, false) => Arg::Msg(Box::new(msg(
            "castable-fused",
            [("halves", Arg::Alternatives(faces))],
        ))),
    }
}

/// A fused spell among the answers: fuse's rules — cast from hand as one spell (702.102a),
/// with the combined characteristics (702.102b) — as the era numbers them.
fn cite_fused(rules: &mut Vec<&'static str>, modes: &[Mode], era: Era) {
    if modes.contains(&Mode::Fused) {
        cite_also(
            rules,
            era_rules::cite(&["702.102a", "702.102b"], era, Topic::FuseFromHand),
        );
    }
}

fn mode_name(card: &Card, mode: Mode) -> String {
    match mode {
        Mode::Face(i) => card
            .faces
            .get(i)
            .map(|f| f.name.to_string())
            .unwrap_or_default(),
        Mode::Fused => "fused".into(),
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

/// The X clause of an answer about a spell whose mana value the filter reads: " X is 2 on
/// the stack." or, when none was announced, that X is 0. `None` when the spell has no {X}
/// or the filter doesn't look at mana value.
fn x_clause(spell: &Characteristics, f: &Filter, x: Option<u32>) -> Option<(&'static str, Arg)> {
    if !has_x(spell) || f.mana_value.is_none() {
        return None;
    }
    let m = match x {
        Some(x) => msg("x-chosen", [("x", Arg::Num(x))]),
        None => msg("x-unannounced", []),
    };
    Some(("x", Arg::Msg(Box::new(m))))
}

/// Sorts a handful of numbers (one per half: at most five) in place. An insertion sort:
/// the standard library's sort brings about 3.5 KB of code into the web app's wasm for
/// these few values.
fn sort_few(v: &mut [u32]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Whether a spell's mana cost has {X} (in any of its sets of characteristics).
fn has_x(spell: &Characteristics) -> bool {
    spell.sets.iter().any(|s| {
        s.mana_symbols
            .value
            .iter()
            .any(|m| matches!(m, ManaSymbol::Variable(_)))
    })
}

/// An X announced for an effect that doesn't look at a spell on the stack: one that casts
/// the card without paying its mana cost leaves X nothing but 0 (107.3b); one that looks at a
/// card off the stack sees X as 0 there (202.3e).
fn x_not_here(effect: &Effect, zone: Zone) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    // An effect that looks at a spell or a permanent, asked about the permanent.
    let looks = if effect.looks_at == LooksAt::SpellOrPermanent && zone != Zone::Stack {
        Arg::Msg(Box::new(msg("looks-permanent", [])))
    } else {
        looks_arg(effect)
    };
    match effect.question {
        Question::CastPermission { .. } | Question::Cascade { .. } => {
            EngineError::impossible(msg("x-without-paying", [name]), &["107.3b"])
        }
        _ => EngineError::impossible(
            msg("x-not-a-spell", vec![name, ("looks", looks)]),
            &["202.3e"],
        ),
    }
}

/// A cast mode given to an effect that has no use for one ([`Effect::takes_mode`]): why it
/// doesn't apply. The effect looks at a card that isn't being cast (no half is chosen,
/// 709.3, 709.4); answers for every way to cast the card at once (709.3); targets the whole
/// card, one card whichever half would be cast (709.2); or copies a Room as printed, and
/// the copy wasn't cast (709.5b, 709.5d).
fn mode_not_here(effect: &Effect, card: &Card, flag: &str) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    let flag = ("flag", Arg::Text(flag.into()));
    let (m, rules): (Msg, &[&'static str]) = match effect.question {
        Question::NamedCantCast { .. }
        | Question::ColorCantCast { .. }
        | Question::CastPermission { .. }
        | Question::Cascade { .. } => (
            msg("mode-every-cast", vec![name, cname(card), flag]),
            &["709.3"],
        ),
        Question::TargetCardIn { .. } => (
            msg(
                "mode-whole-card",
                vec![name, ("looks", looks_arg(effect)), flag],
            ),
            &["709.2"],
        ),
        Question::CopyPermanent => (
            msg("mode-copy-room", vec![name, cname(card), flag]),
            &["709.5b", "709.5d"],
        ),
        _ => (
            msg(
                "mode-not-cast",
                vec![name, ("looks", looks_arg(effect)), flag],
            ),
            &["709.3", "709.4"],
        ),
    };
    EngineError::impossible(m, rules)
}

/// Unlocked doors given for a Room on the battlefield to an effect that doesn't read them
/// ([`Effect::takes_doors`]): one that looks at the Room as it enters, with the door cast
/// unlocked (709.5d), or copies it, designations not included (709.5c, 709.5b).
fn doors_not_here(effect: &Effect, card: &Card) -> EngineError {
    let name = ("effect", Arg::Text(effect.name.to_string()));
    let flag = ("flag", Arg::Text("--unlocked".into()));
    match effect.question {
        Question::CopyPermanent => EngineError::impossible(
            msg("doors-copy", vec![name, cname(card), flag]),
            &["709.5c", "709.5b"],
        ),
        _ => EngineError::impossible(
            msg(
                "doors-entering",
                vec![
                    name,
                    cname(card),
                    flag,
                    ("mode", Arg::Text("--mode".into())),
                ],
            ),
            &["709.5d"],
        ),
    }
}

/// Where an effect looks, as words: "a card in a graveyard", "a spell on the stack".
fn looks_arg(effect: &Effect) -> Arg {
    let looks = match effect.looks_at {
        LooksAt::Card(z) => msg("looks-card", [("zone", Arg::Zone(z))]),
        LooksAt::Spell => msg("looks-spell", []),
        LooksAt::SpellOrPermanent => msg("looks-spell-or-permanent", []),
        LooksAt::Room => msg("looks-room", []),
        LooksAt::Permanent => msg("looks-permanent", []),
        LooksAt::OwnSpell(_) => msg("looks-own-spell", []),
    };
    Arg::Msg(Box::new(looks))
}

/// A chosen name as the card spells it: a face's name or the card's in any case ("fire" →
/// "Fire"), or a face's (or the card's) printed foreign name — the catalogue's French and
/// German names — which is that face's name too ("Glace" → "Ice"), returned beside it. Any
/// other name stays as typed (trimmed): it names no half of this card.
fn resolve_name(card: &Card, typed: &str) -> (String, Option<String>) {
    use crate::text::lowercase;
    let t = lowercase(typed.trim());
    if let Some(f) = card.faces.iter().find(|f| lowercase(&f.name) == t) {
        return (f.name.to_string(), None);
    }
    if lowercase(&card.name) == t {
        return (card.name.to_string(), None);
    }
    if let Some(foreign) = card.foreign_names.iter().find(|f| lowercase(&f.name) == t) {
        return (card.name.to_string(), Some(foreign.name.to_string()));
    }
    match card.foreign_face(&t) {
        Some((i, printed)) => (card.faces[i].name.to_string(), Some(printed.to_string())),
        None => (typed.trim().to_string(), None),
    }
}

/// A "nonland card name" (Meddling Mage, Cabal Therapy) can't be a land half's name: a
/// name with a quality is a half's name that has it, that half alone looked at (201.4b).
/// Before 2013, when naming a split card meant naming all its names, none of them can be
/// chosen if either half is a land: such a card was a land card (505.6).
fn nonland_name(
    effect: &Effect,
    card: &Card,
    named: &[String],
    era: Era,
) -> Result<(), EngineError> {
    let land = card.faces.iter().enumerate().find_map(|(i, f)| {
        let named_here = era < Era::Y2013 || named.iter().any(|n| f.name.eq_ignore_ascii_case(n));
        if named_here {
            crate::characteristics::land_half(card, Mode::Face(i))
        } else {
            None
        }
    });
    match land {
        None => Ok(()),
        Some(half) => Err(EngineError::impossible(
            msg(
                "name-land-half",
                vec![
                    ("half", Arg::Text(half.to_string())),
                    ("effect", Arg::Text(effect.name.to_string())),
                ],
            ),
            &era_rules::cite(&["201.4b", "709.4c"], era, Topic::Naming),
        )),
    }
}

/// The names a name choice stands for under `era`: one half today (201.4b); before 2013 a
/// split card's name was all its names.
fn named_names(card: &Card, name: &str, era: Era) -> Result<Vec<String>, EngineError> {
    let n = name.trim();
    let face_names: Vec<&str> = card.faces.iter().map(|f| f.name.as_ref()).collect();
    let is_full = n.eq_ignore_ascii_case(&card.name);
    if era >= Era::Y2013 {
        // Any split card's full name ("Wax // Wane" too, asked about Fire // Ice) names
        // several halves at once: never a valid choice (201.4b).
        if n.contains("//") {
            let faces: Vec<String> = if is_full {
                face_names.iter().map(|s| s.to_string()).collect()
            } else {
                n.split("//")
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(String::from)
                    .collect()
            };
            return Err(EngineError::impossible(
                msg("name-one-half", [("faces", Arg::Alternatives(faces))]),
                &era_rules::cite(&["201.4b", "709.4a"], era, Topic::Naming),
            ));
        }
        Ok(vec![n.to_string()])
    } else if is_full {
        Ok(face_names.iter().map(|s| s.to_string()).collect())
    } else if face_names.iter().any(|f| f.eq_ignore_ascii_case(n)) {
        Err(EngineError::impossible(
            msg("name-all-names", vec![("era", Arg::Era(era)), cname(card)]),
            era_rules::rules(era, Topic::Naming),
        ))
    } else {
        Ok(vec![n.to_string()])
    }
}

#[cfg(test)]
mod tests {
    use super::sort_few;

    #[test]
    fn sort_few_sorts_like_the_standard_sort() {
        // Every list of up to five values from 0..4 (duplicates included).
        for len in 0..=5u32 {
            for code in 0..4u32.pow(len) {
                let v: Vec<u32> = (0..len).map(|i| code / 4u32.pow(i) % 4).collect();
                let mut mine = v.clone();
                sort_few(&mut mine);
                let mut std = v.clone();
                std.sort_unstable();
                assert_eq!(mine, std, "{v:?}");
            }
        }
    }
}
