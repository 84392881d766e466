//! One language on a page: every view of every catalogue card, said in French and in
//! German, has no English word of the game left in it.
//!
//! Every zone × every cast mode of every card (cast from every origin on the stack, a
//! Room's doors in every state on the battlefield), under every rules era (the eras the
//! rules history links to), through the functions the app renders with: each value of the
//! answer panel and its explanation, the verdict, the total cost and where the spell goes,
//! the doors to unlock, every effect probe's headline and explanation, and the rules
//! history's answers. Card names and effects' card names stay as printed (the catalogue's
//! cards are English cards), and so does the Oracle rules text: both are taken out before
//! looking. What is left must have none of the English words below.

use splitcard_engine::messages::{
    colors_in, colors_list_in, era_in, numbers_in, origin_in, printed_type_line_in, rule_in,
    type_line_in, zone_in, Lang, Msg,
};
use splitcard_engine::probes::{self, ProbeInput};
use splitcard_engine::{
    catalogue, history, inspect, Card, Choices, Doors, EngineError, Era, Inspection, Mode, Origin,
    Situation, Zone,
};

/// English words of the game that a French or German page must not show (matched as whole
/// words; the capitalised ones only so, the others in any case).
const ENGLISH: &[&str] = &[
    "fused",
    "fuse",
    "cast",
    "from",
    "hand",
    "graveyard",
    "library",
    "exile",
    "stack",
    "battlefield",
    "mana value",
    "converted",
    "half",
    "halves",
    "door",
    "doors",
    "spell",
    "legal",
    "illegal",
    "the",
    "and",
    "or",
    "of",
    "yes",
    "no",
    "none",
    "nothing",
    "with",
    "colorless",
    "Instant",
    "Sorcery",
    "Enchantment",
    "Creature",
    "Artifact",
    "Land",
    "Room",
    "Legendary",
];

/// Words that are also words of the language: German "Hand" and "legal", French
/// "exile" (the verb: "l'exile").
fn also_native(word: &str, lang: Lang) -> bool {
    match lang {
        Lang::De => matches!(word, "hand" | "legal" | "Land"),
        Lang::Fr => matches!(word, "exile"),
        Lang::En => true,
    }
}

/// The names a page about `cards` shows as printed: each card's and face's (and its
/// Oracle text), and every effect's card, longest first (so that "Fire // Ice" goes
/// before "Fire").
fn printed_names(cards: &[&Card]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for card in cards {
        names.push(card.name.to_string());
        names.extend(card.faces.iter().map(|f| f.name.to_string()));
        names.extend(
            card.faces
                .iter()
                .map(|f| f.oracle_text.to_string())
                .filter(|t| !t.is_empty()),
        );
    }
    names.extend(probes::EFFECTS.iter().map(|e| e.name.to_string()));
    // Cards the explanations give as examples, by their printed names.
    for example in [
        "Snapcaster Mage",
        "Past in Flames",
        "Muldrotha, the Gravetide",
        "Lurrus of the Dream-Den",
        "Sen Triplets",
        "Future Sight",
        "Bolas's Citadel",
        "Mindclaw Shaman",
        "Memory Plunder",
        "Diluvian Primordial",
        "Omniscience",
        "Twincast",
    ] {
        names.push(example.to_string());
    }
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names.dedup();
    names
}

/// The English words left in `text` once the printed names are taken out.
fn english_in(text: &str, lang: Lang, names: &[String]) -> Vec<&'static str> {
    // Most texts have none even with the names in them: those are done at once.
    if english_words(text, lang).is_empty() {
        return Vec::new();
    }
    let mut text = text.to_string();
    for n in names {
        if text.contains(n.as_str()) {
            text = text.replace(n.as_str(), " ");
        }
    }
    english_words(&text, lang)
}

/// The words of [`ENGLISH`] in `text` (whole words) that aren't also `lang`'s.
fn english_words(text: &str, lang: Lang) -> Vec<&'static str> {
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let lower: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
    ENGLISH
        .iter()
        .copied()
        .filter(|e| !also_native(e, lang))
        .filter(|e| {
            let parts: Vec<&str> = e.split(' ').collect();
            let capitalised = e.chars().next().is_some_and(char::is_uppercase);
            (0..words.len()).any(|i| {
                parts.iter().enumerate().all(|(j, p)| {
                    if capitalised {
                        words.get(i + j) == Some(p)
                    } else {
                        lower.get(i + j).map(String::as_str) == Some(*p)
                    }
                })
            })
        })
        .collect()
}

/// Everything the page says of one answer, in `lang`.
fn said(i: &Result<Inspection, EngineError>, lang: Lang, out: &mut Vec<String>) {
    let m = |m: &Msg, out: &mut Vec<String>| out.push(m.render(lang));
    let rules = |r: &[&'static str], out: &mut Vec<String>| {
        out.extend(r.iter().map(|r| rule_in(r, lang)));
    };
    let i = match i {
        Ok(i) => i,
        Err(e) => {
            out.push(e.render(lang));
            out.push(e.reason().render(lang));
            return;
        }
    };
    if let Some(c) = &i.characteristics {
        for s in &c.sets {
            m(&s.names.msg, out);
            m(&s.mana_cost.msg, out);
            m(&s.mana_symbols.msg, out);
            m(&s.mana_value.msg, out);
            m(&s.colors.msg, out);
            out.push(colors_in(s.colors.value, lang));
            m(&s.color_identity.msg, out);
            out.push(colors_in(s.color_identity.value, lang));
            m(&s.type_line.msg, out);
            // The panel's value, the glance's and the live region's.
            out.push(printed_type_line_in(&s.type_line.value, lang));
            out.push(type_line_in(&s.type_line.value, lang));
            m(&s.rules_text.msg, out);
            for r in [
                &s.names.rules,
                &s.mana_cost.rules,
                &s.mana_value.rules,
                &s.colors.rules,
                &s.type_line.rules,
                &s.rules_text.rules,
            ] {
                rules(r, out);
            }
        }
        out.push(colors_list_in(&c.shown_colors(i.situation.era), lang));
        out.push(numbers_in(&c.shown_mana_values(i.situation.era), lang));
    }
    if let Some(r) = &i.cast {
        m(&r.verdict.msg, out);
        rules(&r.verdict.rules, out);
        if let Some(c) = &r.total_cost {
            m(&c.msg, out);
        }
        if let Some(d) = &r.leaves_stack_to {
            m(&d.msg, out);
        }
        out.push(origin_in(r.cast.from, lang).to_string());
    }
    if let Some(u) = &i.unlock {
        if let Some(f) = &u.fully_unlocked {
            m(&f.msg, out);
        }
        for d in &u.doors {
            m(&d.cost.msg, out);
            if let Some(c) = &d.cast_door {
                m(&c.msg, out);
            }
            for t in &d.triggers {
                m(&t.msg, out);
            }
        }
    }
}

/// The choices a view of `card` in `zone` cast as `mode` can have: every origin on the
/// stack (and X = 3 from the usual one), every set of doors on the battlefield for a Room.
fn choices_for(card: &Card, zone: Zone) -> Vec<Choices> {
    match zone {
        Zone::Stack => Origin::ALL
            .iter()
            .map(|o| Choices {
                from: Some(*o),
                ..Choices::default()
            })
            .chain([Choices {
                x: Some(3),
                ..Choices::default()
            }])
            .collect(),
        Zone::Battlefield if card.is_room() => {
            let n = card.faces.len();
            let mut v = vec![Choices::default()];
            for bits in 0..(1u32 << n) {
                let mut doors = Doors::NONE;
                for i in 0..n {
                    if bits & (1 << i) != 0 {
                        doors = doors.with(i, true);
                    }
                }
                v.push(Choices {
                    doors: Some(doors),
                    ..Choices::default()
                });
            }
            v
        }
        _ => vec![Choices::default()],
    }
}

/// Every view of a quarter of the catalogue (`part` 0 to 3: the four run side by side).
fn every_view_is_in_one_language(part: usize) {
    const LANGS: [Lang; 2] = [Lang::Fr, Lang::De];
    let mut found: Vec<String> = Vec::new();
    let mut texts = 0usize;
    let mut views = 0usize;
    let all = catalogue::all();
    let cards = all
        .chunks(all.len().div_ceil(4))
        .nth(part)
        .unwrap_or_default();
    for card in cards {
        let names = printed_names(&[card]);
        let mut out: [Vec<String>; 2] = [Vec::new(), Vec::new()];
        // Each probe's question once ("slug input", as `Debug` writes it).
        let mut asked: std::collections::HashSet<String> = std::collections::HashSet::new();
        for era in Era::ALL {
            for zone in Zone::ALL {
                for mode in Mode::all_for(card) {
                    for choices in choices_for(card, zone) {
                        views += 1;
                        let situation = Situation::view(card, zone, mode, choices, era);
                        let answer = inspect(card, &situation);
                        for (lang, out) in LANGS.into_iter().zip(out.iter_mut()) {
                            said(&answer, lang, out);
                        }
                        // The effects the probes panel asks about the view (name: the
                        // first face, number: 2, as it starts), each question once.
                        for e in probes::applicable(card, zone) {
                            let input = ProbeInput {
                                name: e.needs_name().then(|| {
                                    card.faces
                                        .first()
                                        .map(|f| f.name.to_string())
                                        .unwrap_or_default()
                                }),
                                number: e.needs_number().then_some(2),
                                ..e.view_input(card, zone, mode, choices, era)
                            };
                            if !asked.insert(format!("{} {input:?}", e.slug)) {
                                continue;
                            }
                            let answer = probes::probe(card, e, &input);
                            for (lang, out) in LANGS.into_iter().zip(out.iter_mut()) {
                                match &answer {
                                    Ok(a) => {
                                        out.push(a.headline(lang));
                                        out.push(a.msg.render(lang));
                                        out.extend(a.rules.iter().map(|r| rule_in(r, lang)));
                                    }
                                    Err(e) => out.push(e.render(lang)),
                                }
                            }
                        }
                    }
                }
            }
        }
        // The rules history: today's answer and each older era's.
        let changes = history::changes(card, None, None);
        for (lang, out) in LANGS.into_iter().zip(out.iter_mut()) {
            for era in Era::ALL {
                out.push(era_in(era, lang).to_string());
            }
            for zone in Zone::ALL {
                out.push(zone_in(zone, lang).to_string());
            }
            for change in &changes {
                out.push(change.effect.text(lang));
                out.push(change.today.headline(lang));
                for (era, answer) in &change.before {
                    out.push(era_in(*era, lang).to_string());
                    out.push(answer.headline(lang));
                }
            }
            out.sort();
            out.dedup();
            texts += out.len();
            for text in out.drain(..) {
                let english = english_in(&text, lang, &names);
                if !english.is_empty() && found.len() < 400 {
                    found.push(format!("{lang:?} {}: {english:?} in {text:?}", card.name));
                }
            }
        }
    }
    assert!(
        views > 2_000 && texts > 2_000,
        "{views} views, {texts} texts"
    );
    assert!(found.is_empty(), "English left:\n{}", found.join("\n"));
}

#[test]
fn every_view_of_the_first_quarter_of_the_catalogue_is_in_one_language() {
    every_view_is_in_one_language(0);
}

#[test]
fn every_view_of_the_second_quarter_of_the_catalogue_is_in_one_language() {
    every_view_is_in_one_language(1);
}

#[test]
fn every_view_of_the_third_quarter_of_the_catalogue_is_in_one_language() {
    every_view_is_in_one_language(2);
}

#[test]
fn every_view_of_the_last_quarter_of_the_catalogue_is_in_one_language() {
    every_view_is_in_one_language(3);
}

/// The check itself finds English: a type line as printed in English, "fused" in a list.
#[test]
fn the_check_finds_english() {
    let names = printed_names(catalogue::all());
    assert_eq!(
        english_in("Wear, Tear et fused", Lang::Fr, &names),
        vec!["fused"]
    );
    assert_eq!(
        english_in("Enchantment — Room", Lang::De, &names),
        vec!["Enchantment", "Room"]
    );
    // Card names stay as printed, and French "exile" is French.
    assert!(english_in("Fire // Ice : la cascade l'exile", Lang::Fr, &names).is_empty());
    assert!(english_in("aus deiner Hand", Lang::De, &names).is_empty());
}
