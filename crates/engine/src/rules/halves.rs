//! The few facts about a card's halves that the rules ask before there are characteristics:
//! whether a cast has an X to announce ([`takes_x`]), whether the card can be a permanent
//! ([`can_be_permanent`]), which cast halves have no mana cost (`halves_without_mana_cost`)
//! or are a land (`land_half`) or a permanent (`permanent_half`).
//!
//! **Invariant: these are the only face reads outside `characteristics`** — each a yes/no or a
//! name, asked by the situation, legality and the cast report, which read no face data
//! themselves; every characteristic is still [`crate::rules::characteristics::characteristics()`]'s.

use crate::model::card::{Card, Face};
use crate::model::mana::ManaSymbol;
use crate::model::typeline::CardType;
use crate::model::zone::Mode;

/// A cost with {Y} or {Z} (a custom card's: no printed split card has them): each is a
/// variable of its own (107.3), whose value is chosen apart from X's, and only X's can be
/// given. An announced X is refused for it rather than given to Y and Z too.
pub(crate) fn has_y_or_z(face: &Face) -> bool {
    face.mana_cost.as_ref().is_some_and(|c| {
        c.symbols
            .iter()
            .any(|s| matches!(s, ManaSymbol::Variable(v) if *v != 'X'))
    })
}

/// Whether a spell cast in `mode` has an X to announce (107.3): the cast half's mana cost
/// has {X}, or for a fused spell either half's (702.102c) — and no {Y} or {Z} (custom
/// cards), whose values are chosen apart from X's and can't be given (`has_y_or_z`).
pub fn takes_x(card: &Card, mode: Mode) -> bool {
    let has = |f: &Face| {
        f.mana_cost.as_ref().is_some_and(|c| {
            c.symbols
                .iter()
                .any(|s| matches!(s, ManaSymbol::Variable('X')))
        })
    };
    // The cast half, or every half of a fused spell (asked on each render: no allocation).
    let faces: &[Face] = match mode {
        Mode::Face(i) => card.faces.get(i..=i).unwrap_or_default(),
        Mode::Fused => &card.faces,
    };
    faces.iter().any(has) && !faces.iter().any(has_y_or_z)
}

/// Whether the card can be a permanent on the battlefield: every half a permanent type (a
/// Room; not an instant or sorcery, 304.4, 307.4). What an effect that looks at permanents
/// (Red Elemental Blast's "destroy target blue permanent") may find there.
pub fn can_be_permanent(card: &Card) -> bool {
    card.faces
        .iter()
        .all(|f| f.type_line.types.iter().all(|t| t.is_permanent()))
}

/// The names of the halves a cast of `mode` puts on the stack that have no mana cost at all
/// (202.1b; not a cost of {0}): a cost that doesn't exist can't be paid (118.6), so such a
/// spell is cast only with an alternative cost or without paying its mana cost. The one fact
/// about faces that legality and the total cost need, asked here rather than read there.
pub(crate) fn halves_without_mana_cost(
    card: &Card,
    mode: Mode,
) -> Vec<std::borrow::Cow<'static, str>> {
    let cast: &mut dyn Iterator<Item = usize> = match mode {
        Mode::Face(i) => &mut std::iter::once(i),
        Mode::Fused => &mut (0..card.faces.len()),
    };
    cast.filter_map(|i| card.faces.get(i))
        .filter(|f| f.mana_cost.is_none())
        .map(|f| f.name.clone())
        .collect()
}

/// The name of a half a cast of `mode` would put on the stack that is a land (a custom
/// card's land half), if any: a land is played, never cast (305.1), and an object that is a
/// land and another card type too can only be played as a land (305.9). Only the half (or
/// halves) cast is evaluated (709.3a): the other half of the card doesn't matter. Asked
/// here for legality, which reads no face data.
pub(crate) fn land_half(card: &Card, mode: Mode) -> Option<std::borrow::Cow<'static, str>> {
    card.faces
        .iter()
        .enumerate()
        .find(|(i, f)| {
            (mode == Mode::Fused || mode == Mode::Face(*i))
                && f.type_line.types.contains(&CardType::Land)
        })
        .map(|(_, f)| f.name.clone())
}

/// Whether the half cast in `mode` is a permanent card — neither an instant nor a sorcery:
/// a Room's door, a custom artifact or creature half. Flashback and the effects that let
/// an instant or sorcery be cast from a graveyard or an opponent's hand don't reach it.
/// Asked here for legality and the cast report, which read no face data.
pub(crate) fn permanent_half(card: &Card, mode: Mode) -> bool {
    let Mode::Face(i) = mode else {
        return false;
    };
    card.faces.get(i).is_some_and(|f| {
        !f.type_line
            .types
            .iter()
            .any(|t| matches!(t, CardType::Instant | CardType::Sorcery))
    })
}
