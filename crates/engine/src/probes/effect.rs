//! What an effect looks at and what it takes: the methods of [`Effect`] — the zone it looks
//! in, the cards it has something to say about, whether it has a use for a cast mode, an X,
//! a Room's doors, a name or a number — and the question it asks of an inspector's view
//! ([`Effect::view_input`]), and that question in words ([`Effect::asks`]). A view gives an effect only what it takes; anything else given
//! to it is refused ([`super::check`]), never ignored.

use super::{Effect, Filter, LooksAt, Num, ProbeInput, Question};
use crate::messages::{msg, Arg, Lang, Msg};
use crate::model::card::Card;
use crate::model::era::Era;
use crate::rules::situation::{Cast, Choices, Mode, Zone};

impl Effect {
    /// What it does, in our words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        msg(self.text_id, vec![]).render(lang)
    }

    /// The question it asks of `card` with `input`, as a player would put it ("Naming Fire,
    /// what of Fire // Ice can still be cast?", "Can it counter Fire?"): its `q-` message,
    /// given the card's name (`card`), the half being cast — the spell's name, the card's
    /// for a fused spell or without a cast (`half`) — and the name and number chosen (`name`,
    /// `n`; each question uses only what its effect takes).
    pub fn asks(&self, card: &Card, input: &ProbeInput) -> Msg {
        let half = match input.cast.map(|c| c.mode) {
            Some(mode @ Mode::Face(_)) => super::words::mode_name(card, mode),
            _ => card.name.to_string(),
        };
        msg(
            self.asks_id,
            vec![
                ("card", Arg::Text(card.name.to_string())),
                ("half", Arg::Text(half)),
                ("name", Arg::Text(input.name.clone().unwrap_or_default())),
                ("n", Arg::Num(input.number.unwrap_or(0))),
            ],
        )
    }

    /// Needs `--name`.
    pub fn needs_name(&self) -> bool {
        matches!(
            self.question,
            Question::NamedCantCast { .. } | Question::NamedMatches { .. }
        )
    }

    /// Needs `--number`.
    pub fn needs_number(&self) -> bool {
        let chosen = |f: &Filter| matches!(f.mana_value, Some((_, Num::Chosen)));
        match self.question {
            Question::GrantedInstances => true,
            Question::Matches { filter }
            | Question::FindThenCast { filter }
            | Question::ImprintCard { filter }
            | Question::CountCards { filter, .. }
            | Question::Slots { filter, .. } => chosen(&filter),
            Question::CastPermission {
                card_filter,
                spell_filter,
                ..
            } => chosen(&card_filter) || chosen(&spell_filter),
            _ => false,
        }
    }

    /// Whether the effect has a use for a cast mode ([`ProbeInput::cast`]) with the card in
    /// `zone`: it looks at a spell (the half, or the fused halves, that were cast), gives a
    /// half flashback (the half to be cast: Snapcaster Mage), looks at a Room on the
    /// battlefield, whose door cast is the one unlocked (709.5d) — Red Elemental Blast too,
    /// which looks at the spell on the stack or the permanent — or targets a card that is
    /// on the stack because it was cast (Crook of Condemnation, too late). Any other effect
    /// looks at a card that isn't being cast, answers for every way to cast it at once,
    /// targets the card where it is, or copies a Room as printed: a mode given to it is
    /// refused ([`probe`](super::probe)), not ignored.
    pub fn takes_mode(&self, zone: Zone) -> bool {
        match (self.looks_at, self.question) {
            (LooksAt::Spell | LooksAt::SpellOrPermanent | LooksAt::OwnSpell(_), _) => true,
            (_, Question::CastCost { .. }) => true,
            (_, Question::TargetCardIn { .. }) => zone == Zone::Stack,
            (LooksAt::Room, Question::CopyPermanent) => false,
            (LooksAt::Room | LooksAt::Permanent, _) => true,
            _ => false,
        }
    }

    /// Whether the effect reads a Room's doors as they are on the battlefield
    /// ([`ProbeInput::doors`], 709.5c): its names, mana value or colors right now (Red
    /// Elemental Blast asks the permanent's colors; of a spell on the stack, the doors don't
    /// apply). Not one that asks how the Room entered (Panharmonicon: with the door cast
    /// unlocked, 709.5d) or copies it (which doors are unlocked is a designation, not a
    /// copiable value).
    pub fn takes_doors(&self) -> bool {
        match self.looks_at {
            LooksAt::Room => !matches!(
                self.question,
                Question::CopyPermanent | Question::EnteringTriggers { .. }
            ),
            LooksAt::SpellOrPermanent | LooksAt::Permanent => true,
            _ => false,
        }
    }

    /// Looks at a spell on the stack (the cast mode's), whose X may be announced.
    pub fn looks_at_spell(&self) -> bool {
        matches!(
            self.looks_at,
            LooksAt::Spell | LooksAt::SpellOrPermanent | LooksAt::OwnSpell(_)
        )
    }

    /// What the effect looks at with the card in `zone`: a spell or a permanent, for an effect
    /// that looks at either ([`LooksAt::SpellOrPermanent`] stays for the permanent).
    pub(super) fn looks_at_in(&self, zone: Zone) -> LooksAt {
        match self.looks_at {
            LooksAt::SpellOrPermanent if zone == Zone::Stack => LooksAt::Spell,
            other => other,
        }
    }

    /// The zone the effect looks in: the default zone of a probe.
    pub fn zone(&self) -> Zone {
        match self.looks_at {
            LooksAt::Card(z) => z,
            LooksAt::Spell | LooksAt::SpellOrPermanent => Zone::Stack,
            LooksAt::Room | LooksAt::Permanent => Zone::Battlefield,
            LooksAt::OwnSpell(_) => Zone::Stack,
        }
    }

    /// Whether the effect can look at `card` at all, wherever the card is: one that looks at
    /// a Room, or at a Room's doors on the battlefield, has nothing to ask of another card.
    pub fn can_look_at(&self, card: &Card) -> bool {
        !matches!(self.looks_at, LooksAt::Room | LooksAt::Permanent) || card.is_room()
    }

    /// The question this effect asks of the card an inspector view shows (`zone`, `mode`,
    /// the user's `choices`, `era`): where the card is — the view's zone when the effect looks
    /// there, else where it looks ([`Effect::zone`]); the cast of the view's mode, for an
    /// effect that takes one ([`Effect::takes_mode`]), from the view's origin when the card
    /// is on the stack or the effect looks at the spell, else from the mode's usual zone;
    /// the X announced for the spell on the stack, for an effect that looks at that spell
    /// (one that looks at a card off the stack sees X as 0, and one that casts without
    /// paying leaves X only 0: 107.3b); and the Room's doors on the battlefield, for an effect
    /// that reads them ([`Effect::takes_doors`], 709.5). The name and the number an effect
    /// chooses are the caller's to give.
    pub fn view_input(
        &self,
        card: &Card,
        zone: Zone,
        mode: Mode,
        choices: Choices,
        era: Era,
    ) -> ProbeInput {
        let here = if self.applies(card, zone) {
            zone
        } else {
            self.zone()
        };
        let from = if here == Zone::Stack || self.looks_at == LooksAt::Spell {
            choices
                .from
                .unwrap_or_else(|| Cast::default_origin(card, mode))
        } else {
            Cast::default_origin(card, mode)
        };
        ProbeInput {
            zone: Some(here),
            cast: self.takes_mode(here).then_some(Cast { mode, from }),
            name: None,
            number: None,
            x: if zone == Zone::Stack && self.looks_at_spell() {
                choices.x_for(card, zone, mode)
            } else {
                None
            },
            doors: choices
                .doors
                .filter(|_| self.takes_doors() && zone == Zone::Battlefield),
            era,
        }
    }

    /// Does the effect have something to say about `card` in `zone`?
    pub fn applies(&self, card: &Card, zone: Zone) -> bool {
        match (self.looks_at, self.question) {
            (LooksAt::Room, _) => card.is_room() && zone == Zone::Battlefield,
            (LooksAt::Permanent, _) => {
                zone == Zone::Battlefield && crate::rules::halves::can_be_permanent(card)
            }
            (LooksAt::OwnSpell(own), _) => card.slug == own && zone == Zone::Stack,
            // "Spells with the chosen name can't be cast": asked of the card wherever it
            // could be cast from, each half as the rules allow it from there.
            (LooksAt::Card(_), Question::NamedCantCast { .. } | Question::ColorCantCast { .. }) => {
                !matches!(zone, Zone::Stack | Zone::Battlefield)
            }
            (_, Question::TargetCardIn { zone: z }) => zone == z || zone == Zone::Stack,
            (LooksAt::Card(z), _) => zone == z,
            (LooksAt::Spell, _) => zone == Zone::Stack,
            (LooksAt::SpellOrPermanent, _) => {
                zone == Zone::Stack
                    || (zone == Zone::Battlefield && crate::rules::halves::can_be_permanent(card))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::io::catalogue;
    use crate::messages::Lang;
    use crate::probes::{ProbeInput, EFFECTS};
    use crate::rules::situation::{Cast, Mode};

    /// Every effect's question is said in every language, each placeholder filled, and
    /// names what it asks about: the chosen name, the chosen number, the half cast.
    #[test]
    fn every_effect_asks_its_question_in_every_language() {
        let Ok(card) = catalogue::find("Fire // Ice") else {
            panic!("Fire // Ice")
        };
        for e in EFFECTS {
            let input = ProbeInput {
                name: e.needs_name().then(|| "Fire".to_string()),
                number: e.needs_number().then_some(7),
                cast: Some(Cast {
                    mode: Mode::Face(1),
                    from: Cast::default_origin(card, Mode::Face(1)),
                }),
                ..ProbeInput::default()
            };
            let q = e.asks(card, &input);
            for lang in Lang::ALL {
                let text = q.render(lang);
                assert!(q.unfilled(lang).is_empty(), "{}: {text}", e.slug);
                assert!(text.ends_with('?'), "{}: {text}", e.slug);
                if e.needs_name() {
                    assert!(text.contains("Naming Fire") || lang != Lang::En, "{text}");
                }
                if e.needs_number() {
                    assert!(text.contains('7'), "{} ({lang:?}): {text}", e.slug);
                }
            }
        }
        let Ok(error) = crate::probes::find("error") else {
            panic!("error")
        };
        let input = ProbeInput {
            cast: Some(Cast {
                mode: Mode::Face(1),
                from: Cast::default_origin(card, Mode::Face(1)),
            }),
            ..ProbeInput::default()
        };
        assert_eq!(
            error.asks(card, &input).render(Lang::En),
            "Can it counter Ice?"
        );
    }
}
