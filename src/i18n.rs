//! The interface's words in English, French and German, from the Fluent files in
//! `src/locales/` (checked by `build.rs`: a missing or mismatched message fails the build;
//! `fluent-syntax` is a build dependency only, so no Fluent runtime is in the wasm).
//! English is compiled in (one string, split once into a sorted table); French and German
//! are language packs (`static/gen/locales/<lang>-<hash>.txt`: `build.rs` writes them,
//! `scripts/trunk-post-build.mjs` ships them under `/locales/`, the service worker
//! precaches them), fetched by [`load`] before anything is shown in that language — the
//! first view of an English page carries no other language. `start` fetches the page's
//! pack before mounting, the language picker before switching; [`load`] refuses a pack
//! missing any message, and a pack that can't be had leaves the page in its language
//! (English, for a page opening in a language whose pack failed) with a notice. [`t`] and
//! [`tr`] look a message up (in English only while a pack is missing, which the loading
//! prevents); native tests get the packs compiled in, the wasm component tests install
//! them.
//!
//! A pack also holds the rules' summaries in its language ([`rule_summary`], from
//! `rules::summary_in` at build time: the rule links' tooltips, Fluent `rule-title`) and
//! the engine's templates (installed into the engine: the wasm's engine has only English).
//! Rules explanations come translated from the engine (`messages::Msg::render`), and so do
//! its errors wherever they are shown (the picker's search error, a probe without an
//! answer, the answer panel, the importer's errors): rendered in the page's language when
//! shown, so a change of language renders them again. The form's own errors
//! (`custom::form::FormError`) and why stored cards can't be read
//! (`custom::store::StoreError`) are typed and rendered with the Fluent messages; so are a
//! link's notices (Fluent `link-*`, see `url::LinkNotice`).
//!
//! A component reads the page's language from its context (`hooks::use_lang`; the roots
//! provide it), never from a prop; the plain functions that draw words take it as an
//! argument. This module is below every feature: it imports only `storage` (the language
//! the user picked), and knows neither links nor custom cards (`words_lang` is told
//! whether a card is custom; `initial` is given the link's language, `url::link_lang`).
//! **Invariant (almost): no user-visible English literal in a component** — a test checks
//! that every message id the source uses exists, an e2e test that no id ever shows, in any
//! language.
//!
//! `<html lang>` is set before the first render and on every change
//! ([`set_document_lang`]): the crash view (`panic_view`) and the update banner
//! (`static/update.js`, outside the wasm, with its own three-language table) read it
//! there. On a French or German page a catalogue card's own words (type lines, rules text)
//! are marked `lang="en"` ([`words_lang`]; a custom card's are the user's, unmarked), and
//! the symbols' labels inside them carry the page's language. The same in every language
//! by design: card names (with the printed French and German ones where known) and Oracle
//! text, rule numbers, and the words of links and queries (`library`, `left`, `2013`,
//! `is:fuse`, `mv<=4`). An older rule's label says its era in the page's language
//! (`rules::display_in`), and the matrix's short word for the mana value is a Fluent
//! message (`matrix-mv`: MV, VM, MB, in an `<abbr>` titled with the full term).

use std::sync::OnceLock;

pub use splitcard_engine::messages::Lang;

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// (id, text), sorted by id.
type Table = Vec<(&'static str, &'static str)>;

/// The records of a compiled table or pack, which `build.rs` writes sorted by id (no sort
/// here: a sort is a few KB of code in the wasm; [`install`] refuses an unsorted pack).
fn parse(text: &'static str) -> Table {
    text.split_terminator('\x1e')
        .filter_map(|record| record.split_once('\x1f'))
        .collect()
}

/// The English messages, split once, on first use.
fn english() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| parse(COMPILED))
}

fn pack_slot(lang: Lang) -> Option<&'static OnceLock<Table>> {
    static FR: OnceLock<Table> = OnceLock::new();
    static DE: OnceLock<Table> = OnceLock::new();
    match lang {
        Lang::En => None,
        Lang::Fr => Some(&FR),
        Lang::De => Some(&DE),
    }
}

/// The installed pack of `lang`. Outside the browser (native tests) the packs the build
/// wrote are compiled in.
fn pack(lang: Lang) -> Option<&'static Table> {
    let slot = pack_slot(lang)?;
    #[cfg(not(target_family = "wasm"))]
    {
        let text: &'static str = match lang {
            Lang::Fr => include_str!(concat!(env!("OUT_DIR"), "/fr.txt")),
            _ => include_str!(concat!(env!("OUT_DIR"), "/de.txt")),
        };
        Some(slot.get_or_init(|| parse_pack(lang, text)))
    }
    #[cfg(target_family = "wasm")]
    slot.get()
}

fn find(table: &Table, id: &str) -> Option<&'static str> {
    table
        .binary_search_by(|(k, _)| (*k).cmp(id))
        .ok()
        .map(|i| table[i].1)
}

/// Where the pack of `lang` is served (`None` for English, which is built in).
pub fn pack_url(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Fr => Some(PACK_URLS[0]),
        Lang::De => Some(PACK_URLS[1]),
    }
}

/// Whether everything can be shown in `lang` now (English always; another language once its
/// pack is installed).
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || pack(lang).is_some()
}

/// The language a page asked for `lang` is shown in: `lang` once it is ready, else English
/// (a pack that could not be loaded), whole: never half one language, half another.
pub fn shown(lang: Lang) -> Lang {
    if ready(lang) {
        lang
    } else {
        Lang::En
    }
}

/// Installs the pack of `lang` from its text. Refused, and nothing installed, unless it has
/// every message English has (a pack of another build).
pub fn install(lang: Lang, text: String) -> Result<(), String> {
    let Some(slot) = pack_slot(lang) else {
        return Ok(());
    };
    if slot.get().is_some() {
        return Ok(());
    }
    let table = parse(Box::leak(text.into_boxed_str()));
    if !table.windows(2).all(|w| w[0].0 < w[1].0) {
        return Err(format!("the {} pack is not sorted", lang.code()));
    }
    complete(&table, lang)?;
    install_engine(lang, &table);
    let _ = slot.set(table);
    Ok(())
}

/// A pack the build compiled in (outside the browser), its engine templates installed at
/// once (`build.rs` checked it; the browser checks a fetched pack first, see [`install`]).
#[cfg(not(target_family = "wasm"))]
fn parse_pack(lang: Lang, text: &'static str) -> Table {
    let table = parse(text);
    install_engine(lang, &table);
    table
}

/// Hands the engine its templates in `lang` (the pack's `msg:` records): the wasm's engine
/// carries only English.
fn install_engine(lang: Lang, table: &Table) {
    let templates = table
        .iter()
        .filter_map(|(id, text)| id.strip_prefix("msg:").map(|id| (id, *text)))
        .collect();
    splitcard_engine::messages::install_translations(lang, templates);
}

/// A pack has every message English has, and every template of the engine's.
fn complete(table: &Table, lang: Lang) -> Result<(), String> {
    let missing = |id: &str| Err(format!("the {} pack has no message {id}", lang.code()));
    if let Some((id, _)) = english().iter().find(|(id, _)| find(table, id).is_none()) {
        return missing(id);
    }
    match splitcard_engine::messages::templates_en()
        .iter()
        .find(|(id, _)| find(table, &format!("msg:{id}")).is_none())
    {
        Some((id, _)) => missing(&format!("msg:{id}")),
        None => Ok(()),
    }
}

/// Fetches and installs the pack of `lang` (at once if it is English or installed). The
/// error is for the console; the caller then stays in the language it had.
pub async fn load(lang: Lang) -> Result<(), String> {
    let Some(url) = pack_url(lang) else {
        return Ok(());
    };
    if ready(lang) {
        return Ok(());
    }
    let text = crate::browser::fetch_text(url)
        .await
        .map_err(|what| format!("the {} language pack ({url}): {what}", lang.code()))?;
    install(lang, text)
}

/// The message `id` in `lang` (the id itself if it doesn't exist, which a test prevents).
pub fn t(lang: Lang, id: &str) -> String {
    tr(lang, id, &[])
}

/// The message `id` in `lang` with its `{ $variable }`s filled in; in English while the
/// language's pack is not installed (the app loads it before showing that language).
pub fn tr(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let text = pack(lang)
        .and_then(|p| find(p, id))
        .or_else(|| find(english(), id));
    let Some(text) = text else {
        return id.to_string();
    };
    let mut text = text.to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// The language of a card's own words (its type line and rules text) where the page is in
/// another: the catalogue's cards are in English (WCAG 3.1.2, so a French or German voice
/// reads them as English); a custom card's words (`custom`: the registry's
/// `custom::registry::is_custom`) are the user's own, in no known language.
pub fn words_lang(custom: bool, lang: Lang) -> Option<&'static str> {
    (lang != Lang::En && !custom).then_some("en")
}

/// A colon as `lang` sets it between a label and what follows: French with a space before,
/// a no-break one, so that the colon never starts a line.
pub fn colon(lang: Lang) -> &'static str {
    if lang == Lang::Fr {
        "\u{a0}: "
    } else {
        ": "
    }
}

/// An engine error as a clause inside one of our sentences ("Ignored X in the link: …."):
/// its own final full stop dropped, and one before its rules ("… {X}. (rule 107.3)") moved
/// after them, so the sentence ends once.
pub fn clause(error: String) -> String {
    let text = error.strip_suffix('.').unwrap_or(&error);
    match text.rfind(". (") {
        Some(at) if text.ends_with(')') => [&text[..at], &text[at + 1..]].concat(),
        _ => text.to_string(),
    }
}

/// The one-line summary of a rule in `lang`, for its citation's tooltip: the engine's
/// English, or the pack's French or German.
pub fn rule_summary(rule: &str, lang: Lang) -> Option<&'static str> {
    match pack(lang) {
        // Today's rule marked as today's under an older era has today's summary.
        Some(p) => find(p, &format!("rule:{}", splitcard_engine::rules::today(rule))),
        None => splitcard_engine::rules::summary(rule),
    }
}

/// The message `id` for the mana value, or its variant `id-cmc` under an era whose rules
/// called it "converted mana cost" (before April 2021), as the engine's explanations do.
pub fn mana_value_id(era: splitcard_engine::Era, id: &'static str) -> &'static str {
    match (era.says_mana_value(), id) {
        (true, _) => id,
        (false, "field-mana-value") => "field-mana-value-cmc",
        (false, "matrix-mv") => "matrix-mv-cmc",
        (false, "matrix-mv-title") => "matrix-mv-title-cmc",
        (false, "matrix-help") => "matrix-help-cmc",
        (false, _) => id,
    }
}

/// A cast mode as a label: "Fire (left half)", "Feu (moitié gauche)", "Fused (both halves)",
/// "Fused (all halves)".
pub fn mode_label(
    card: &splitcard_engine::Card,
    mode: splitcard_engine::Mode,
    lang: Lang,
) -> String {
    use splitcard_engine::Mode;
    match mode {
        // "Both halves" only where there are two.
        Mode::Fused => t(
            lang,
            if card.faces.len() > 2 {
                "mode-fused-all"
            } else {
                "mode-fused"
            },
        ),
        Mode::Face(i) => {
            let name = card.faces.get(i).map(|f| f.name.as_ref()).unwrap_or("?");
            match mode.slug(card).as_str() {
                // An aftermath card's first half is printed above the other.
                "left" if matches!(card.kind, splitcard_engine::Kind::Aftermath { .. }) => {
                    tr(lang, "mode-top", &[("name", name)])
                }
                "left" => tr(lang, "mode-left", &[("name", name)]),
                "right" => tr(lang, "mode-right", &[("name", name)]),
                "aftermath" => tr(lang, "mode-aftermath", &[("name", name)]),
                _ => name.to_string(),
            }
        }
    }
}

/// A zone's name: "Library", "Bibliothèque", "Bibliothek".
pub fn zone_label(zone: splitcard_engine::Zone, lang: Lang) -> String {
    t(lang, &format!("zone-{}", zone.slug()))
}

/// Whether a message exists (for tests).
pub fn has(id: &str) -> bool {
    find(english(), id).is_some()
}

const KEY: &str = "split-card-inspector.lang";

/// The language to start in: the link's (`link`, its `lang=`: `url::link_lang`), else the
/// one the user picked before, else the browser's.
pub fn initial(link: Option<Lang>) -> Lang {
    link.or_else(|| crate::storage::get(KEY).and_then(|s| Lang::parse(&s)))
        .unwrap_or_else(from_browser)
}

/// Sets `<html lang>`: for screen readers and hyphenation, and for the crash view, which
/// reads the language from there (after a panic the app's state can't be asked).
pub fn set_document_lang(lang: Lang) {
    if let Some(root) = crate::browser::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// Remembers a language the user picked (silently nothing where storage is blocked).
pub fn remember(lang: Lang) {
    crate::storage::set(KEY, lang.code());
}

/// The language from the browser's preferences (`navigator.languages`), English otherwise.
pub fn from_browser() -> Lang {
    let Some(nav) = crate::browser::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let langs = nav.languages();
    for i in 0..langs.length() {
        if let Some(l) = langs.get(i).as_string().and_then(|s| Lang::parse(&s)) {
            return l;
        }
    }
    nav.language()
        .and_then(|s| Lang::parse(&s))
        .unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// French sets a no-break space before a colon and inside guillemets, and a narrow one
    /// before ; ? and !, so that none of them starts a line: every French text the page
    /// shows — the interface's messages, the engine's explanations and errors, the rules'
    /// summaries, all in the French pack — and a quoted value.
    #[test]
    fn french_punctuation_never_starts_a_line() {
        let Some(table) = pack(Lang::Fr) else {
            panic!("no French pack");
        };
        assert!(table.len() > 500, "{} records", table.len());
        for (id, text) in table {
            for plain in [" :", " ;", " ?", " !", "« ", " »"] {
                assert!(!text.contains(plain), "{id}: {plain:?} in {text}");
            }
        }
        assert_eq!(
            splitcard_engine::messages::quote_in("moon", Lang::Fr),
            "«\u{a0}moon\u{a0}»"
        );
        assert_eq!(colon(Lang::Fr), "\u{a0}: ");
    }

    /// The answer's label and the matrix's "MV" use the era's term: "converted mana cost"
    /// under the rules before April 2021, as the engine's explanations do.
    #[test]
    fn the_mana_value_is_called_by_the_eras_term() {
        use splitcard_engine::Era;
        let label = |era, lang| t(lang, mana_value_id(era, "field-mana-value"));
        assert_eq!(label(Era::Current, Lang::En), "Mana value");
        assert_eq!(label(Era::Y2017, Lang::En), "Converted mana cost");
        assert_eq!(label(Era::Y2013, Lang::Fr), "Coût converti de mana");
        assert_eq!(label(Era::Y2000, Lang::De), "Umgewandelte Manakosten");
        assert_eq!(t(Lang::En, mana_value_id(Era::Y2006, "matrix-mv")), "CMC");
        assert_eq!(t(Lang::En, mana_value_id(Era::Current, "matrix-mv")), "MV");
        assert_eq!(
            t(Lang::En, mana_value_id(Era::Y2017, "matrix-mv-title")),
            "converted mana cost"
        );
        assert!(t(Lang::En, mana_value_id(Era::Y2013, "matrix-help"))
            .contains("the card's converted mana cost"));
        // Another message is never swapped.
        assert_eq!(mana_value_id(Era::Y2017, "field-colors"), "field-colors");
    }

    /// A fused spell is "both halves" of a two-part card and "all halves" of a longer one,
    /// in every language (a custom fuse card may have three or more).
    #[test]
    fn a_fused_spell_of_more_than_two_halves_is_all_of_them() {
        use splitcard_engine::{catalogue, scryfall, Mode};
        let alive_well = catalogue::find("Alive // Well").expect("in the catalogue");
        let three = scryfall::import(
            r#"{"object":"card","name":"Ready // Set // Go","card_faces":[
                {"name":"Ready","mana_cost":"{R}","type_line":"Instant","oracle_text":"Fuse"},
                {"name":"Set","mana_cost":"{U}","type_line":"Instant"},
                {"name":"Go","mana_cost":"{G}","type_line":"Instant"}]}"#,
        )
        .expect("a valid card")
        .remove(0);
        assert!(three.has_fuse());
        let label = |card, lang| mode_label(card, Mode::Fused, lang);
        assert_eq!(label(alive_well, Lang::En), "Fused (both halves)");
        assert_eq!(label(&three, Lang::En), "Fused (all halves)");
        assert_eq!(label(&three, Lang::Fr), "Fusionnée (toutes les moitiés)");
        assert_eq!(label(&three, Lang::De), "Fusioniert (alle Hälften)");
        assert_eq!(Mode::Fused.label(&three), "Fused (all halves)");
    }

    /// A half is named by where it is printed: an aftermath card's first half is its top
    /// half (the aftermath half is below it), a split card's and a Room's are left and right.
    #[test]
    fn an_aftermath_cards_first_half_is_its_top_half() {
        use splitcard_engine::{catalogue, Mode};
        let card = |slug| catalogue::by_slug(slug).expect("in the catalogue");
        let destined = card("destined-lead");
        assert_eq!(
            mode_label(destined, Mode::Face(0), Lang::En),
            "Destined (top half)"
        );
        assert_eq!(
            mode_label(destined, Mode::Face(0), Lang::De),
            "Destined (obere Hälfte)"
        );
        assert_eq!(
            mode_label(destined, Mode::Face(1), Lang::En),
            "Lead (aftermath half)"
        );
        for slug in ["fire-ice", "bottomless-pool-locker-room", "alive-well"] {
            let label = mode_label(card(slug), Mode::Face(0), Lang::En);
            assert!(label.ends_with("(left half)"), "{slug}: {label}");
        }
    }

    /// Every literal message id the components use exists (a typo would show the id).
    #[test]
    fn every_id_used_in_the_source_exists() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![dir.clone()];
        let mut checked = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                for e in std::fs::read_dir(&path).into_iter().flatten().flatten() {
                    files.push(e.path());
                }
                continue;
            }
            if path.extension().and_then(|e| e.to_str()) != Some("rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for call in ["t(lang, \"", "tr(lang, \"", "t(*lang, \"", "t(*l, \""] {
                for part in text.split(call).skip(1) {
                    let id = part.split('"').next().unwrap_or("");
                    if id.is_empty() || id.contains('{') {
                        continue;
                    }
                    assert!(has(id), "{}: unknown message id {id:?}", path.display());
                    checked += 1;
                }
            }
        }
        assert!(checked > 50, "only {checked} ids found");
    }

    /// One word per card kind and keyword in each language, the game's own where it could
    /// be checked (fusion/Fusion on Dragon's Maze's French and German cards, Nachhall in
    /// Wizards' German Amonkhet articles, répercussion in the French judges' Amonkhet
    /// article): in the interface, the engine's explanations and the rules' summaries alike,
    /// no English "fuse" or "aftermath" is left in a French or German sentence, and the form's
    /// layouts name a split card as the rest of the page does. Only the search syntax
    /// (`is:fuse`) and the English type line the form must be given keep English words.
    #[test]
    fn the_packs_say_the_keywords_and_card_kinds_in_their_own_words() {
        let english = |text: &str| {
            text.split(|c: char| !c.is_alphabetic())
                .any(|w| w.eq_ignore_ascii_case("fuse") || w.eq_ignore_ascii_case("aftermath"))
        };
        for lang in [Lang::Fr, Lang::De] {
            let p = pack(lang).unwrap_or_else(|| panic!("no {lang:?} pack"));
            for (id, text) in p {
                if *id == "picker-placeholder" || *id == "picker-syntax" {
                    continue;
                }
                assert!(!english(text), "{lang:?} {id}: {text}");
            }
        }
        let fr = |id| pack(Lang::Fr).and_then(|p| find(p, id));
        let de = |id| pack(Lang::De).and_then(|p| find(p, id));
        assert_eq!(fr("layout-split"), Some("Carte scindée"));
        assert_eq!(fr("layout-fuse"), Some("Carte scindée avec fusion"));
        assert_eq!(fr("kind-fuse"), Some("Carte scindée avec fusion"));
        assert_eq!(
            fr("kind-aftermath"),
            Some("Carte scindée avec répercussion")
        );
        assert_eq!(
            fr("msg:kind-aftermath"),
            Some("carte scindée avec répercussion")
        );
        assert_eq!(de("layout-split"), Some("Split-Karte"));
        assert_eq!(de("layout-fuse"), Some("Split-Karte mit Fusion"));
        assert_eq!(de("layout-aftermath"), Some("Nachhall"));
        assert_eq!(de("kind-aftermath"), Some("Split-Karte mit Nachhall"));
        assert_eq!(de("msg:kind-fuse"), Some("Split-Karte mit Fusion"));
        assert_eq!(de("kind-room"), Some("Raum (Split-Verzauberung)"));
        assert_eq!(de("msg:kind-room"), Some("Raum (Split-Verzauberung)"));
    }

    #[test]
    fn packs_refuse_a_text_without_every_message() {
        // A pack of another build, or a truncated download, is refused.
        let broken = parse("language-label\x1fLangue\x1e");
        assert!(complete(&broken, Lang::Fr).is_err_and(|e| e.contains("fr pack has no")));
        for lang in [Lang::Fr, Lang::De] {
            let whole = pack(lang).map(|p| complete(p, lang));
            assert_eq!(whole, Some(Ok(())), "{lang:?}");
        }
        assert!(install(Lang::En, String::new()).is_ok());
        assert!(ready(Lang::En) && ready(Lang::Fr) && pack_url(Lang::En).is_none());
        assert!(pack_url(Lang::De).is_some_and(|u| u.starts_with("/locales/de-")));
    }

    /// Natively (where the engine has its built-in translations to compare with).
    #[test]
    #[cfg(not(target_family = "wasm"))]
    fn the_packs_carry_every_engine_template_as_the_engine_declares_it() {
        use splitcard_engine::messages::{templates_en, TEMPLATES};
        assert_eq!(TEMPLATES.len(), templates_en().len());
        for (lang, column) in [(Lang::Fr, 2), (Lang::De, 3)] {
            let p = pack(lang).unwrap_or_else(|| panic!("no {lang:?} pack"));
            for (i, (id, en)) in templates_en().iter().enumerate() {
                let declared = TEMPLATES[i];
                assert_eq!((declared.0, declared.1), (*id, *en), "same order");
                let want = if column == 2 { declared.2 } else { declared.3 };
                assert_eq!(find(p, &format!("msg:{id}")), Some(want), "{lang:?} {id}");
            }
        }
    }

    #[test]
    fn messages_are_sorted_and_translated() {
        let table = english();
        assert_eq!(
            table.len(),
            COMPILED.matches('\x1e').count(),
            "a record failed to split"
        );
        assert!(table.len() > 200, "{}", table.len());
        assert!(table.windows(2).all(|w| w[0].0 < w[1].0));
        for lang in [Lang::Fr, Lang::De] {
            let p = pack(lang).unwrap_or_else(|| panic!("no {lang:?} pack"));
            assert!(
                p.windows(2).all(|w| w[0].0 < w[1].0),
                "{lang:?} pack unsorted"
            );
            for (id, en) in table {
                let text = find(p, id).unwrap_or_else(|| panic!("{lang:?}: no {id}"));
                assert!(!text.trim().is_empty() && !en.trim().is_empty(), "{id}");
            }
            // Every rule the engine cites has its summary in the pack.
            let rules = splitcard_engine::rules::rules()
                .iter()
                .chain(splitcard_engine::era_rules::era_rules());
            for (rule, english) in rules {
                let s = rule_summary(rule, lang);
                assert!(s.is_some_and(|s| s != *english), "{lang:?}: {rule}");
            }
        }
        assert_eq!(
            rule_summary("709.3b", Lang::En),
            splitcard_engine::rules::summary("709.3b")
        );
        assert_eq!(t(Lang::De, "language-label"), "Sprache");
        assert_eq!(t(Lang::Fr, "no-such-message"), "no-such-message");
        assert_eq!(
            tr(Lang::Fr, "mode-left", &[("name", "Feu")]),
            "Feu (moitié gauche)"
        );
    }
}
