//! The effect table: every effect the inspector knows, as data — where it looks
//! ([`LooksAt`]), what it asks ([`Question`]) and the rules behind its answer. No effect has
//! code of its own: one evaluator ([`super::probe`]) answers them all, so an effect is added
//! by a row here and its `fx-<slug>` message.

use super::{Cmp, ColorTest, Effect, Filter, LooksAt, Num, Question};
use crate::model::color::Color;
use crate::model::typeline::CardType;
use crate::rules::numbers as n;
use crate::rules::situation::{Origin, Owner, Zone};

/// "Instant or sorcery": the types most effects here want.
const INSTANT_SORCERY: &[CardType] = &[CardType::Instant, CardType::Sorcery];

/// A mana-value criterion, short enough for a row of the table.
const fn mv(cmp: Cmp, num: Num) -> Option<(Cmp, Num)> {
    Some((cmp, num))
}

/// Every effect the rulings examples use (`tests/seeds.rs`), and the ones users ask about.
pub const EFFECTS: &[Effect] = &[
    Effect {
        slug: "magnivore",
        name: "Magnivore",
        text_id: "fx-magnivore",
        asks_id: "q-magnivore",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::CountCards {
            filter: Filter {
                types: &[CardType::Sorcery],
                ..Filter::ANY
            },
            unit: "unit-sorceries",
        },
        rules: &[n::R709_2, n::R709_4C],
    },
    Effect {
        slug: "blightning",
        name: "Blightning",
        text_id: "fx-blightning",
        asks_id: "q-blightning",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CountCards {
            filter: Filter::ANY,
            unit: "unit-discarded",
        },
        rules: &[n::R709_2],
    },
    Effect {
        slug: "nightshade-assassin",
        name: "Nightshade Assassin",
        text_id: "fx-nightshade-assassin",
        asks_id: "q-nightshade-assassin",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CountCards {
            filter: Filter {
                colors: ColorTest::OneOf(&[Color::B]),
                ..Filter::ANY
            },
            unit: "unit-revealed",
        },
        rules: &[n::R709_2, n::R709_4B],
    },
    Effect {
        slug: "snapcaster-mage",
        name: "Snapcaster Mage",
        text_id: "fx-snapcaster-mage",
        asks_id: "q-snapcaster-mage",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::CastCost {
            from: Zone::Graveyard,
            card_filter: Filter {
                types: INSTANT_SORCERY,
                ..Filter::ANY
            },
        },
        rules: &[n::R702_1B, n::R709_3B, n::R601_2F],
    },
    Effect {
        slug: "past-in-flames",
        name: "Past in Flames",
        text_id: "fx-past-in-flames",
        asks_id: "q-past-in-flames",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::CastCost {
            from: Zone::Graveyard,
            card_filter: Filter {
                types: INSTANT_SORCERY,
                ..Filter::ANY
            },
        },
        rules: &[n::R702_1B, n::R709_3B, n::R601_2F],
    },
    Effect {
        slug: "force-of-will",
        name: "Force of Will",
        text_id: "fx-force-of-will",
        asks_id: "q-force-of-will",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::OneOf(&[Color::U]),
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R202_2],
    },
    Effect {
        slug: "glittering-wish",
        name: "Glittering Wish",
        text_id: "fx-glittering-wish",
        asks_id: "q-glittering-wish",
        looks_at: LooksAt::Card(Zone::Outside),
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::Multicolored,
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R105_2B],
    },
    Effect {
        slug: "dark-confidant",
        name: "Dark Confidant",
        text_id: "fx-dark-confidant",
        asks_id: "q-dark-confidant",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::ManaValue { unit: "unit-life" },
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "duskmantle-seer",
        name: "Duskmantle Seer",
        text_id: "fx-duskmantle-seer",
        asks_id: "q-duskmantle-seer",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::ManaValue { unit: "unit-life" },
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "infernal-genesis",
        name: "Infernal Genesis",
        text_id: "fx-infernal-genesis",
        asks_id: "q-infernal-genesis",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::ManaValue {
            unit: "unit-tokens",
        },
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "counterbalance",
        name: "Counterbalance",
        text_id: "fx-counterbalance",
        asks_id: "q-counterbalance",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::ManaValues,
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "isochron-scepter",
        name: "Isochron Scepter",
        text_id: "fx-isochron-scepter",
        asks_id: "q-isochron-scepter",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::ImprintCard {
            filter: Filter {
                types: &[CardType::Instant],
                mana_value: mv(Cmp::Le, Num::Fixed(2)),
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R709_4C, n::R202_3D],
    },
    Effect {
        slug: "sunforger",
        name: "Sunforger",
        text_id: "fx-sunforger",
        asks_id: "q-sunforger",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::FindThenCast {
            filter: Filter {
                types: &[CardType::Instant],
                colors: ColorTest::OneOf(&[Color::R, Color::W]),
                mana_value: mv(Cmp::Le, Num::Fixed(4)),
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R709_4C, n::R202_3D],
    },
    // A tutor with a mana-value limit (the Repudiate // Replicate rulings: "if an effect allows you to search your
    // library for a card with mana value 4 or less, you can't find Assault // Battery").
    Effect {
        slug: "spellseeker",
        name: "Spellseeker",
        text_id: "fx-spellseeker",
        asks_id: "q-spellseeker",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::Matches {
            filter: Filter {
                types: INSTANT_SORCERY,
                mana_value: mv(Cmp::Le, Num::Fixed(2)),
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R709_4C, n::R202_3D],
    },
    // The same search with a chosen limit (converge: the number of colors spent, here
    // --number): with 4, the Repudiate // Replicate rulings' "mana value 4 or less".
    Effect {
        slug: "bring-to-light",
        name: "Bring to Light",
        text_id: "fx-bring-to-light",
        asks_id: "q-bring-to-light",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::Matches {
            filter: Filter {
                types: &[CardType::Creature, CardType::Instant, CardType::Sorcery],
                mana_value: mv(Cmp::Le, Num::Chosen),
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R709_4C, n::R202_3D],
    },
    Effect {
        slug: "fireminds-foresight",
        name: "Firemind's Foresight",
        text_id: "fx-fireminds-foresight",
        asks_id: "q-fireminds-foresight",
        looks_at: LooksAt::Card(Zone::Library),
        question: Question::Slots {
            slots: &[3, 2, 1],
            filter: Filter {
                types: &[CardType::Instant],
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "meddling-mage",
        name: "Meddling Mage",
        text_id: "fx-meddling-mage",
        asks_id: "q-meddling-mage",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::NamedCantCast { nonland: true },
        rules: &[n::R201_4B, n::R709_4A, n::R709_3B],
    },
    // The Destined // Lead ruling quoted by the Driven // Despair rulings: "if an effect prevents you from casting green spells, you can cast Destined
    // of Destined // Lead, but not Lead" (green chosen).
    Effect {
        slug: "iona-shield-of-emeria",
        name: "Iona, Shield of Emeria",
        text_id: "fx-iona-shield-of-emeria",
        asks_id: "q-iona-shield-of-emeria",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::ColorCantCast {
            colors: &[Color::G],
        },
        rules: &[n::R601_3E, n::R709_3A, n::R709_3B, n::R202_2],
    },
    Effect {
        slug: "cabal-therapy",
        name: "Cabal Therapy",
        text_id: "fx-cabal-therapy",
        asks_id: "q-cabal-therapy",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::NamedMatches { nonland: true },
        rules: &[n::R201_4B, n::R709_4A],
    },
    Effect {
        slug: "void",
        name: "Void",
        text_id: "fx-void",
        asks_id: "q-void",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::Matches {
            filter: Filter {
                mana_value: mv(Cmp::Eq, Num::Chosen),
                nonland: true,
                ..Filter::ANY
            },
        },
        rules: &[n::R709_4B, n::R202_3D],
    },
    Effect {
        slug: "twincast",
        name: "Twincast",
        text_id: "fx-twincast",
        asks_id: "q-twincast",
        looks_at: LooksAt::Spell,
        question: Question::CopySpell {
            filter: Filter {
                types: INSTANT_SORCERY,
                ..Filter::ANY
            },
        },
        rules: &[n::R707_10],
    },
    Effect {
        slug: "error",
        name: "Error (Trial // Error)",
        text_id: "fx-error",
        asks_id: "q-error",
        looks_at: LooksAt::Spell,
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::Multicolored,
                ..Filter::ANY
            },
        },
        rules: &[n::R105_2B],
    },
    Effect {
        slug: "enemy-of-the-guildpact",
        name: "Enemy of the Guildpact",
        text_id: "fx-enemy-of-the-guildpact",
        asks_id: "q-enemy-of-the-guildpact",
        looks_at: LooksAt::Spell,
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::Multicolored,
                negate: true,
                ..Filter::ANY
            },
        },
        rules: &[n::R702_16B, n::R105_2B],
    },
    Effect {
        slug: "red-elemental-blast",
        name: "Red Elemental Blast",
        text_id: "fx-red-elemental-blast",
        asks_id: "q-red-elemental-blast",
        looks_at: LooksAt::SpellOrPermanent,
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::OneOf(&[Color::U]),
                ..Filter::ANY
            },
        },
        rules: &[n::R202_2],
    },
    Effect {
        slug: "pyroblast",
        name: "Pyroblast",
        text_id: "fx-pyroblast",
        asks_id: "q-pyroblast",
        looks_at: LooksAt::SpellOrPermanent,
        question: Question::Matches {
            filter: Filter {
                colors: ColorTest::OneOf(&[Color::U]),
                ..Filter::ANY
            },
        },
        rules: &[n::R202_2],
    },
    Effect {
        slug: "chalice-of-the-void",
        name: "Chalice of the Void",
        text_id: "fx-chalice-of-the-void",
        asks_id: "q-chalice-of-the-void",
        looks_at: LooksAt::Spell,
        question: Question::Matches {
            filter: Filter {
                mana_value: mv(Cmp::Eq, Num::Chosen),
                ..Filter::ANY
            },
        },
        rules: &[n::R202_3D],
    },
    Effect {
        slug: "expansion",
        name: "Expansion (Expansion // Explosion)",
        text_id: "fx-expansion",
        asks_id: "q-expansion",
        looks_at: LooksAt::Spell,
        question: Question::Matches {
            filter: Filter {
                types: INSTANT_SORCERY,
                mana_value: mv(Cmp::Le, Num::Fixed(4)),
                ..Filter::ANY
            },
        },
        rules: &[n::R202_3D],
    },
    Effect {
        slug: "violent-outburst",
        name: "Violent Outburst",
        text_id: "fx-violent-outburst",
        asks_id: "q-violent-outburst",
        looks_at: LooksAt::Card(Zone::Exile),
        question: Question::Cascade { value: 3 },
        rules: &[n::R702_85A, n::R709_4B, n::R709_3B],
    },
    Effect {
        slug: "goblin-dark-dwellers",
        name: "Goblin Dark-Dwellers",
        text_id: "fx-goblin-dark-dwellers",
        asks_id: "q-goblin-dark-dwellers",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::CastPermission {
            from: Origin::GRAVEYARD,
            card_filter: Filter {
                types: INSTANT_SORCERY,
                mana_value: mv(Cmp::Le, Num::Fixed(3)),
                ..Filter::ANY
            },
            spell_filter: Filter::ANY,
        },
        rules: &[n::R709_4B, n::R709_3A, n::R601_3],
    },
    Effect {
        slug: "electrodominance",
        name: "Electrodominance",
        text_id: "fx-electrodominance",
        asks_id: "q-electrodominance",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CastPermission {
            from: Origin::HAND,
            card_filter: Filter::ANY,
            spell_filter: Filter {
                mana_value: mv(Cmp::Le, Num::Chosen),
                ..Filter::ANY
            },
        },
        rules: &[n::R601_3E, n::R709_3A, n::R709_3B],
    },
    Effect {
        slug: "kari-zevs-expertise",
        name: "Kari Zev's Expertise",
        text_id: "fx-kari-zevs-expertise",
        asks_id: "q-kari-zevs-expertise",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CastPermission {
            from: Origin::HAND,
            card_filter: Filter {
                mana_value: mv(Cmp::Le, Num::Fixed(2)),
                ..Filter::ANY
            },
            spell_filter: Filter::ANY,
        },
        rules: &[n::R709_4B, n::R202_3D, n::R709_3A],
    },
    Effect {
        slug: "sword-of-once-and-future",
        name: "Sword of Once and Future",
        text_id: "fx-sword-of-once-and-future",
        asks_id: "q-sword-of-once-and-future",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::CastPermission {
            from: Origin::GRAVEYARD,
            card_filter: Filter::ANY,
            spell_filter: Filter {
                types: INSTANT_SORCERY,
                mana_value: mv(Cmp::Le, Num::Fixed(2)),
                ..Filter::ANY
            },
        },
        rules: &[n::R601_3E, n::R709_3A, n::R709_3B],
    },
    Effect {
        slug: "omniscience",
        name: "Omniscience",
        text_id: "fx-omniscience",
        asks_id: "q-omniscience",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CastPermission {
            from: Origin::HAND,
            card_filter: Filter::ANY,
            spell_filter: Filter::ANY,
        },
        rules: &[n::R702_102A, n::R709_3],
    },
    Effect {
        slug: "mindclaw-shaman",
        name: "Mindclaw Shaman",
        text_id: "fx-mindclaw-shaman",
        asks_id: "q-mindclaw-shaman",
        looks_at: LooksAt::Card(Zone::Hand),
        question: Question::CastPermission {
            from: Origin {
                zone: Zone::Hand,
                owner: Owner::Opponent,
            },
            card_filter: Filter::ANY,
            spell_filter: Filter {
                types: INSTANT_SORCERY,
                ..Filter::ANY
            },
        },
        rules: &[n::R702_102A, n::R601_3E],
    },
    Effect {
        slug: "crook-of-condemnation",
        name: "Crook of Condemnation",
        text_id: "fx-crook-of-condemnation",
        asks_id: "q-crook-of-condemnation",
        looks_at: LooksAt::Card(Zone::Graveyard),
        question: Question::TargetCardIn {
            zone: Zone::Graveyard,
        },
        rules: &[n::R601_2A, n::R709_2, n::R702_127A],
    },
    Effect {
        slug: "panharmonicon",
        name: "Panharmonicon",
        text_id: "fx-panharmonicon",
        asks_id: "q-panharmonicon",
        looks_at: LooksAt::Room,
        question: Question::EnteringTriggers {
            doubles: &[CardType::Artifact, CardType::Creature],
        },
        rules: &[n::R709_5H, n::R709_5D, n::R709_5A],
    },
    Effect {
        slug: "driven-despair",
        name: "Driven // Despair",
        text_id: "fx-driven-despair",
        asks_id: "q-driven-despair",
        looks_at: LooksAt::OwnSpell("driven-despair"),
        question: Question::GrantedInstances,
        rules: &[n::R113_2C, n::R611_2C],
    },
    Effect {
        slug: "copy-enchantment",
        name: "Copy Enchantment",
        text_id: "fx-copy-enchantment",
        asks_id: "q-copy-enchantment",
        looks_at: LooksAt::Room,
        question: Question::CopyPermanent,
        rules: &[n::R709_5B, n::R709_5C, n::R709_5D],
    },
    Effect {
        slug: "feed-the-swarm",
        name: "Feed the Swarm",
        text_id: "fx-feed-the-swarm",
        asks_id: "q-feed-the-swarm",
        looks_at: LooksAt::Permanent,
        question: Question::ManaValue { unit: "unit-life" },
        rules: &[n::R709_4B, n::R709_5, n::R709_5C],
    },
    Effect {
        slug: "pithing-needle",
        name: "Pithing Needle",
        text_id: "fx-pithing-needle",
        asks_id: "q-pithing-needle",
        looks_at: LooksAt::Permanent,
        question: Question::NamedMatches { nonland: false },
        rules: &[n::R201_4B, n::R709_4A, n::R709_5, n::R709_5C],
    },
];
