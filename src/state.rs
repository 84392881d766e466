//! The inspector's state: plain data, an [`Action`] per user intent, and the reducer.
//!
//! Only what the user chose lives here (card, zone, cast mode, origin, doors, X, rules
//! era, theme, language, probe choices). Characteristics, legality and the matrix are
//! DERIVED from it by calling the engine on every render ([`View::answer`]); they are never
//! stored.
//!
//! [`View`] is the situation as the user chose it: a card and the engine's own view of it
//! (`splitcard_engine::view::View`, [`EngineView`] here: the zone, mode, origin, doors, X
//! and era a link's words are read into), not a copy of its fields. It adds the card, which
//! the engine's view leaves to its caller, compared by identity (a custom card imported
//! again with other text is another view). [`View::situation`] is the engine's
//! `Situation::view`, and the user's X is kept through modes without {X}, [`View::x_here`]
//! being what the view announces. [`AppState`] holds the view, the notices (as data,
//! [`NoticeText`], put into words when shown, each by what raised it: [`InWords`]) and the
//! rest; the reducer counts the view's changes ([`view_changes`]), so a number field knows
//! when the view it was typed in is gone. A walk through one segmented control with its
//! keys ([`Action::KeyWalk`], [`AppState::key_walk`]) is marked, so the URL sync writes it
//! as one history entry.
//!
//! **Invariant: the state imports nothing of the app but `i18n`.** Links (`url`), custom
//! cards and components are above it: a link's notice comes here as an [`InWords`].

use std::rc::Rc;

use splitcard_engine::{catalogue, Card, Cast, Choices, Doors, Era, Mode, Origin, Situation, Zone};
use yew::Reducible;

use crate::i18n::{tr, Lang};

/// The engine's view of a card (zone, mode, origin, doors, X, era): what a [`View`] holds
/// beside its card.
pub use splitcard_engine::view::View as EngineView;

/// The card shown when a link names none (or an unknown one).
pub const DEFAULT_CARD: &str = "fire-ice";

/// The card shown by default: Fire // Ice, or the catalogue's first card.
pub fn default_card() -> &'static Card {
    catalogue::by_slug(DEFAULT_CARD)
        .or_else(|| catalogue::all().first().copied())
        .expect("the catalogue compiled into the engine is never empty")
}

/// What the user is looking at, everything a URL carries: a card, and the engine's view of
/// it (`splitcard_engine::view::View`: zone, mode, origin, doors, X, era), which a link's
/// words are read into (`view::read`). Through `Deref` a `View` reads and writes as that
/// view: `view.zone`, `view.mode = …`.
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub card: &'static Card,
    /// The zone, the mode, where it was cast from, a Room's doors, X and the rules era.
    pub at: EngineView,
}

impl PartialEq for View {
    /// The same card is the same allocation: the catalogue's are read once, and a custom
    /// card is interned once per content (`custom::registry`), so a custom card imported
    /// again with the same name and new costs is another view, drawn anew, not the old one.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.card, other.card) && self.at == other.at
    }
}

impl std::ops::Deref for View {
    type Target = EngineView;

    fn deref(&self) -> &EngineView {
        &self.at
    }
}

impl std::ops::DerefMut for View {
    fn deref_mut(&mut self) -> &mut EngineView {
        &mut self.at
    }
}

impl View {
    /// A card in the library, left half chosen, under today's rules.
    pub fn new(card: &'static Card) -> View {
        View {
            card,
            at: EngineView::new(),
        }
    }

    /// A card in `zone`, cast (or asked about) as `mode`, nothing else chosen, under today's
    /// rules: what a link naming only these shows.
    pub fn of(card: &'static Card, zone: Zone, mode: Mode) -> View {
        View {
            card,
            at: EngineView {
                zone,
                mode,
                ..EngineView::new()
            },
        }
    }

    /// The origin of the cast on the stack: the chosen one or the usual one.
    pub fn origin(&self) -> Origin {
        self.from
            .unwrap_or_else(|| Cast::default_origin(self.card, self.mode))
    }

    /// The unlocked doors of a Room on the battlefield: the chosen ones or the cast door.
    pub fn doors(&self) -> Doors {
        self.choices().doors_for(self.mode)
    }

    /// The choices the matrix is drawn with: the view's, without an X when no mode of the
    /// card takes one (so X typed for another card, or kept, doesn't redraw the table).
    pub fn matrix_choices(&self) -> Choices {
        let takes_x = Mode::all_for(self.card)
            .iter()
            .any(|&m| splitcard_engine::characteristics::takes_x(self.card, m));
        Choices {
            x: self.x.filter(|_| takes_x),
            ..self.choices()
        }
    }

    /// The X this view announces: the user's, on the stack for a cast with {X}. The user's X
    /// is kept in `x` whatever the view (it comes back with a half that has {X}); this is
    /// what the answer, the address and the probes use.
    pub fn x_here(&self) -> Option<u32> {
        self.choices().x_for(self.card, self.zone, self.mode)
    }

    /// The engine's answer for this view, and the faces that exist in it (for drawing):
    /// derived on every render, never stored.
    pub fn answer(
        &self,
    ) -> (
        std::rc::Rc<Result<splitcard_engine::Inspection, splitcard_engine::EngineError>>,
        Option<Vec<usize>>,
    ) {
        let inspection = std::rc::Rc::new(splitcard_engine::inspect(self.card, &self.situation()));
        let present = inspection
            .as_ref()
            .as_ref()
            .ok()
            .and_then(|i| i.characteristics.as_ref())
            .map(|c| c.present_faces());
        (inspection, present)
    }

    /// The question put to the engine: the view as the engine's `Situation::view` asks it
    /// (the matrix asks each of its cells so).
    pub fn situation(&self) -> Situation {
        self.at.situation(self.card)
    }
}

/// The colour theme: the system's, or one the user picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    Auto,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    pub fn slug(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Theme::Auto => "System",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    pub fn parse(s: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.slug() == s.trim())
    }
}

/// A polite message about something we could not honour (a bad link parameter, stored
/// cards that can't be read, a language that can't be had).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub id: u32,
    pub text: NoticeText,
}

/// What a notice says, kept as data and put into words when it is shown: a notice follows
/// the page when the user switches the language. The part of the app that raised it says
/// it ([`InWords`]: `url::LinkNotice`, the custom cards' load notices); the state keeps
/// it, and knows only whether it is about the link the view came from.
#[derive(Clone, Debug)]
pub enum NoticeText {
    /// About the link the view came from (a parameter it could not honour,
    /// `url::LinkNotice`): it goes once the user changes the view.
    Link(Rc<dyn InWords>),
    /// About the page, not the view (stored custom cards that can't be read, or the code
    /// that reads them: `custom::web::load_notices`): it stays until dismissed.
    Page(Rc<dyn InWords>),
    /// A language whose pack could not be fetched (offline before it was ever cached).
    LangUnavailable(Lang),
}

/// Something a notice says, put into words in the page's language when it is shown.
pub trait InWords {
    /// The notice in `lang`.
    fn text(&self, lang: Lang) -> String;
}

/// A notice for a test's message: what it says in English. (Not `Debug` through the trait:
/// a `Debug` in its vtable would put every notice's `Debug` code into the first view's
/// wasm.)
impl std::fmt::Debug for dyn InWords {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("InWords")
            .field(&self.text(Lang::En))
            .finish()
    }
}

impl NoticeText {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            NoticeText::Link(said) | NoticeText::Page(said) => said.text(lang),
            NoticeText::LangUnavailable(wanted) => {
                tr(lang, "lang-unavailable", &[("language", wanted.endonym())])
            }
        }
    }
}

impl PartialEq for NoticeText {
    /// A notice is the one it was made as (a clone shares it): two made apart are two.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (NoticeText::Link(a), NoticeText::Link(b))
            | (NoticeText::Page(a), NoticeText::Page(b)) => Rc::ptr_eq(a, b),
            (NoticeText::LangUnavailable(a), NoticeText::LangUnavailable(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for NoticeText {}

/// The user's effect-probe choices: pinned effects (kept on screen whatever the zone and
/// mode), and the name or number chosen for effects that need one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProbeChoices {
    pub pinned: Vec<&'static str>,
    pub names: Vec<(&'static str, String)>,
    pub numbers: Vec<(&'static str, u32)>,
}

impl ProbeChoices {
    pub fn is_pinned(&self, slug: &str) -> bool {
        self.pinned.contains(&slug)
    }

    pub fn name(&self, slug: &str) -> Option<&str> {
        self.names
            .iter()
            .find(|(s, _)| *s == slug)
            .map(|(_, n)| n.as_str())
    }

    pub fn number(&self, slug: &str) -> Option<u32> {
        self.numbers
            .iter()
            .find(|(s, _)| *s == slug)
            .map(|(_, n)| *n)
    }
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub view: View,
    pub notices: Vec<Notice>,
    pub theme: Theme,
    pub probes: ProbeChoices,
    /// The interface language (engine explanations follow it).
    pub lang: Lang,
    /// A language the user chose whose pack is still being fetched: the picker shows it,
    /// the page stays in `lang` until it is here (or goes back to `lang` if it fails).
    pub lang_loading: Option<Lang>,
    /// The language the address names (`lang=`), kept in it: a link to the French page
    /// stays one through clicks, reloads and a copy of the address. `None`: the address
    /// names none, and the language is the one remembered or the browser's.
    pub link_lang: Option<Lang>,
    /// The control whose keys (an arrow key, Home or End) made the latest change, when keys
    /// in a segmented control made it: the URL sync writes a walk through one control as
    /// one history entry. `None` after any other action.
    pub key_walk: Option<&'static str>,
    next_notice: u32,
}

impl AppState {
    pub fn new(view: View, notices: Vec<NoticeText>, theme: Theme) -> AppState {
        let mut state = AppState {
            view,
            notices: Vec::new(),
            theme,
            probes: ProbeChoices::default(),
            lang: Lang::En,
            lang_loading: None,
            link_lang: None,
            key_walk: None,
            next_notice: 0,
        };
        state.add_notices(notices);
        state
    }

    fn add_notices(&mut self, texts: Vec<NoticeText>) {
        for text in texts {
            self.next_notice += 1;
            self.notices.push(Notice {
                id: self.next_notice,
                text,
            });
        }
    }
}

/// Everything the user can do.
#[derive(Clone, Debug)]
pub enum Action {
    SetCard(&'static Card),
    SetZone(Zone),
    SetMode(Mode),
    SetFrom(Origin),
    SetDoor {
        face: usize,
        unlocked: bool,
    },
    SetX(Option<u32>),
    SetEra(Era),
    SetTheme(Theme),
    /// `action`, made with a key (an arrow key, Home or End) in the segmented control
    /// named `control` ("zone", "mode", "from"), or a number typed or stepped in the X field
    /// ("x"): one step of a walk through it.
    KeyWalk {
        control: &'static str,
        action: Box<Action>,
    },
    /// Jump to a zone and mode of the same card (a matrix cell), with the origin and doors
    /// that view keeps.
    Show {
        zone: Zone,
        mode: Mode,
        from: Option<Origin>,
        unlocked: Option<Doors>,
    },
    /// The view a ruling's "Show me" link names, whole (zone, mode, origin, doors, era; its
    /// X, or the user's when it names none).
    ShowAt(EngineView),
    /// The card under an older era, in the zone an effect looks at (a rules-history link).
    ShowEra {
        era: Era,
        zone: Zone,
    },
    /// A view read from the URL (back/forward), with notices about bad parameters and the
    /// language the URL names.
    Restore {
        view: View,
        notices: Vec<NoticeText>,
        link_lang: Option<Lang>,
    },
    Dismiss(u32),
    /// The interface language (its pack installed already).
    SetLang(Lang),
    /// A language was chosen whose pack is being fetched.
    LangLoading(Lang),
    /// A chosen language's pack could not be fetched or used: the page as it was, and a
    /// notice if it is still the language the user last chose.
    LangFailed(Lang),
    /// Pin or unpin an effect probe.
    TogglePin(&'static str),
    /// The name chosen for an effect that names a card (Meddling Mage).
    SetProbeName(&'static str, String),
    /// The number chosen for an effect that needs one (Chalice of the Void, Void).
    SetProbeNumber(&'static str, Option<u32>),
}

/// The largest X (and probe number) the inspector accepts: the engine's, for a view.
pub use splitcard_engine::view::MAX_X;

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let (action, key_walk) = match action {
            Action::KeyWalk { control, action } => (*action, Some(control)),
            action => (action, None),
        };
        let mut next = (*self).clone();
        next.key_walk = key_walk;
        let restore = matches!(action, Action::Restore { .. });
        let view = &mut next.view;
        match action {
            Action::SetCard(card) => {
                let keep_zone = match view.zone {
                    Zone::Battlefield => Cast::was_cast(card, Zone::Battlefield),
                    _ => true,
                };
                let zone = if keep_zone { view.zone } else { Zone::Library };
                *view = View {
                    card,
                    at: EngineView {
                        zone,
                        era: view.era,
                        ..EngineView::new()
                    },
                };
                next.notices.clear();
            }
            Action::SetZone(zone) => view.zone = zone,
            Action::SetMode(mode) => {
                if view.mode != mode {
                    view.mode = mode;
                    // The doors follow the door cast (709.5d); the user's X is kept, used
                    // again by a half with {X} (`View::x_here`).
                    view.unlocked = None;
                }
            }
            Action::SetFrom(origin) => view.from = Some(origin),
            Action::SetDoor { face, unlocked } => {
                view.unlocked = Some(view.doors().with(face, unlocked));
            }
            Action::SetX(x) => view.x = x.map(|x| x.min(MAX_X)),
            Action::SetEra(era) => view.era = era,
            Action::Show {
                zone,
                mode,
                from,
                unlocked,
            } => {
                // The cell's view, as its link has it (the choices it keeps, the engine's
                // `fit`); the user's X is kept either way.
                view.zone = zone;
                view.mode = mode;
                view.from = from;
                view.unlocked = unlocked;
            }
            Action::ShowAt(at) => {
                let x = at.x.or(view.x);
                view.at = EngineView { x, ..at };
            }
            Action::ShowEra { era, zone } => {
                view.era = era;
                view.zone = zone;
            }
            // A step of a walk wraps a plain action, never another step.
            Action::KeyWalk { .. } => {}
            Action::SetTheme(theme) => next.theme = theme,
            Action::Restore {
                view: v,
                notices,
                link_lang,
            } => {
                *view = v;
                // The entry's `lang=`, if it has one, is rewritten to the language shown
                // (the page doesn't switch languages on back/forward).
                next.link_lang = link_lang.map(|_| next.lang);
                next.notices.clear();
                next.add_notices(notices);
            }
            Action::Dismiss(id) => next.notices.retain(|n| n.id != id),
            Action::SetLang(lang) => {
                next.lang = lang;
                next.lang_loading = None;
                // An address that names a language names the one now shown.
                if next.link_lang.is_some() {
                    next.link_lang = Some(lang);
                }
            }
            Action::LangLoading(lang) => next.lang_loading = Some(lang),
            Action::LangFailed(lang) => {
                // Only the latest choice is waited for: an older one failing, after the user
                // has moved on to another language, changes nothing and says nothing.
                if next.lang_loading == Some(lang) {
                    next.lang_loading = None;
                    next.add_notices(vec![NoticeText::LangUnavailable(lang)]);
                }
            }
            Action::TogglePin(slug) => {
                let pinned = &mut next.probes.pinned;
                if let Some(i) = pinned.iter().position(|s| *s == slug) {
                    pinned.remove(i);
                } else {
                    pinned.push(slug);
                }
            }
            Action::SetProbeName(slug, name) => {
                let names = &mut next.probes.names;
                names.retain(|(s, _)| *s != slug);
                // Bounded: a name is at most a card name long.
                names.push((slug, name.chars().take(200).collect()));
            }
            Action::SetProbeNumber(slug, number) => {
                let numbers = &mut next.probes.numbers;
                numbers.retain(|(s, _)| *s != slug);
                if let Some(n) = number {
                    numbers.push((slug, n.min(MAX_X)));
                }
            }
        }
        if next.view != self.view {
            VIEW_CHANGES.set(VIEW_CHANGES.get().wrapping_add(1));
            // A link's notices speak of the view it opened ("Showing the library."): once
            // the user changes the view they would mislead, and go. Others (storage, a
            // language pack) stay until dismissed.
            if !restore {
                next.notices
                    .retain(|n| !matches!(n.text, NoticeText::Link(_)));
            }
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

thread_local! {
    static VIEW_CHANGES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// How many times the view has changed in the page's life: what a number field shows as
/// typed lasts only as long as the view it was typed in (`number_field`).
pub fn view_changes() -> u32 {
    VIEW_CHANGES.get()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reduce(state: AppState, action: Action) -> AppState {
        (*Rc::new(state).reduce(action)).clone()
    }

    /// What a number field shows as typed lasts as long as the view it was typed in: each
    /// change of the view is counted (Back and Forward too), nothing else is.
    #[test]
    fn every_change_of_the_view_and_only_that_is_counted() {
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let before = view_changes();
        let s = reduce(s, Action::SetX(Some(3)));
        assert_eq!(view_changes(), before + 1);
        let s = reduce(s, Action::SetLang(Lang::Fr));
        let s = reduce(s, Action::SetProbeNumber("chalice-of-the-void", Some(2)));
        let s = reduce(s, Action::SetX(Some(3)));
        assert_eq!(view_changes(), before + 1);
        let view = s.view;
        let s = reduce(
            s,
            Action::Restore {
                view: View {
                    at: EngineView { x: None, ..view.at },
                    ..view
                },
                notices: vec![],
                link_lang: None,
            },
        );
        let _ = reduce(
            s,
            Action::Restore {
                view,
                notices: vec![],
                link_lang: None,
            },
        );
        assert_eq!(view_changes(), before + 3);
    }

    fn a_room() -> &'static Card {
        catalogue::all()
            .iter()
            .copied()
            .find(|c| c.is_room())
            .expect("a Room")
    }

    /// A user walk: X = 5 on Explosion, then Expansion (no {X}), then Explosion again — and
    /// X = 3 on Who, then What and back. The X typed is kept while the half shown has none
    /// (not announced there: not in the answer, the address or the probes) and comes back.
    #[test]
    fn cr_107_3_the_users_x_survives_a_mode_without_x_and_back() {
        for (slug, with_x, without_x, x) in [
            ("expansion-explosion", Mode::Face(1), Mode::Face(0), 5),
            ("who-what-when-where-why", Mode::Face(0), Mode::Face(1), 3),
        ] {
            let card = catalogue::by_slug(slug).expect(slug);
            let mut s = AppState::new(View::new(card), vec![], Theme::Auto);
            s = reduce(s, Action::SetZone(Zone::Stack));
            s = reduce(s, Action::SetMode(with_x));
            s = reduce(s, Action::SetX(Some(x)));
            assert_eq!(s.view.x_here(), Some(x));
            s = reduce(s, Action::SetMode(without_x));
            assert_eq!(s.view.x, Some(x), "{slug}: kept");
            assert_eq!(s.view.x_here(), None, "{slug}: not announced");
            assert_eq!(s.view.situation().x, None);
            assert!(!crate::url::to_query(&s.view).contains("x="), "{slug}");
            assert!(s.view.answer().0.is_ok(), "{slug}: answered without X");
            s = reduce(s, Action::SetMode(with_x));
            assert_eq!(s.view.x_here(), Some(x), "{slug}: back");
            assert!(crate::url::to_query(&s.view).ends_with(&format!("&x={x}")));
            // And through a zone and a mode off the stack.
            s = reduce(s, Action::SetZone(Zone::Library));
            s = reduce(s, Action::SetMode(without_x));
            s = reduce(s, Action::SetZone(Zone::Stack));
            assert!(s.view.answer().0.is_ok(), "{slug}");
            s = reduce(s, Action::SetMode(with_x));
            assert_eq!(s.view.x_here(), Some(x), "{slug}: after a zone too");
        }
    }

    #[test]
    fn the_default_card_exists() {
        assert_eq!(default_card().slug, DEFAULT_CARD);
    }

    #[test]
    fn changing_card_leaves_the_battlefield_for_non_rooms() {
        let room = a_room();
        let mut s = AppState::new(View::new(room), vec![], Theme::Auto);
        s = reduce(s, Action::SetZone(Zone::Battlefield));
        s = reduce(s, Action::SetCard(default_card()));
        assert_eq!(s.view.zone, Zone::Library);
        assert_eq!(s.view.mode, Mode::Face(0));
    }

    #[test]
    fn door_toggles_start_from_the_cast_door() {
        let room = a_room();
        let mut s = AppState::new(View::new(room), vec![], Theme::Auto);
        s = reduce(s, Action::SetZone(Zone::Battlefield));
        assert_eq!(s.view.doors(), Doors::only(0));
        s = reduce(
            s,
            Action::SetDoor {
                face: 1,
                unlocked: true,
            },
        );
        assert_eq!(s.view.doors(), Doors::all(2));
    }

    #[test]
    fn a_language_named_by_the_address_follows_the_pick_and_history() {
        // No `lang=` in the address: a pick doesn't put one there.
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let s = reduce(s, Action::SetLang(Lang::De));
        assert_eq!((s.lang, s.link_lang), (Lang::De, None));
        // `lang=fr` in the address: a pick changes it, so the address names what is shown.
        let mut s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        s.link_lang = Some(Lang::Fr);
        let s = reduce(s, Action::SetLang(Lang::De));
        assert_eq!((s.lang, s.link_lang), (Lang::De, Some(Lang::De)));
        // Back/forward: an entry without `lang=` keeps none; one with `lang=` names the
        // language shown (the page stays in it).
        let view = s.view;
        let restore = |link_lang| Action::Restore {
            view,
            notices: vec![],
            link_lang,
        };
        let s = reduce(s, restore(None));
        assert_eq!((s.lang, s.link_lang), (Lang::De, None));
        let s = reduce(s, restore(Some(Lang::Fr)));
        assert_eq!((s.lang, s.link_lang), (Lang::De, Some(Lang::De)));
    }

    #[test]
    fn probes_pin_and_remember_choices() {
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let s = reduce(s, Action::TogglePin("dark-confidant"));
        assert!(s.probes.is_pinned("dark-confidant"));
        let s = reduce(s, Action::SetProbeName("meddling-mage", "Ice".into()));
        let s = reduce(s, Action::SetProbeNumber("void", Some(u32::MAX)));
        assert_eq!(s.probes.name("meddling-mage"), Some("Ice"));
        assert_eq!(s.probes.number("void"), Some(MAX_X));
        let s = reduce(s, Action::TogglePin("dark-confidant"));
        assert!(!s.probes.is_pinned("dark-confidant"));
    }

    #[test]
    fn a_key_walk_step_applies_its_action_and_names_its_control_until_anything_else() {
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let walk = |zone| Action::KeyWalk {
            control: "zone",
            action: Box::new(Action::SetZone(zone)),
        };
        let s = reduce(s, walk(Zone::Hand));
        assert_eq!((s.view.zone, s.key_walk), (Zone::Hand, Some("zone")));
        let s = reduce(s, walk(Zone::Stack));
        assert_eq!((s.view.zone, s.key_walk), (Zone::Stack, Some("zone")));
        // A click (or anything else) is no step of a walk.
        let s = reduce(s, Action::SetZone(Zone::Exile));
        assert_eq!((s.view.zone, s.key_walk), (Zone::Exile, None));
        let s = reduce(s, walk(Zone::Hand));
        let s = reduce(s, Action::SetTheme(Theme::Dark));
        assert_eq!((s.view.zone, s.key_walk), (Zone::Hand, None));
    }

    #[test]
    fn a_links_notices_go_once_the_user_changes_the_view_others_stay() {
        let parsed = crate::url::parse("card=fire-ice&zone=moon");
        let mut notices: Vec<NoticeText> = parsed.notices.into_iter().map(Into::into).collect();
        notices.push(NoticeText::LangUnavailable(Lang::De));
        let s = AppState::new(parsed.view, notices, Theme::Auto);
        assert_eq!(s.notices.len(), 2);
        // Not a change of the view: both stay.
        let s = reduce(s, Action::TogglePin("dark-confidant"));
        assert_eq!(s.notices.len(), 2);
        let s = reduce(s, Action::SetZone(Zone::Hand));
        assert!(matches!(
            s.notices.as_slice(),
            [Notice {
                text: NoticeText::LangUnavailable(Lang::De),
                ..
            }]
        ));
    }

    #[test]
    fn x_is_capped() {
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let s = reduce(s, Action::SetX(Some(u32::MAX)));
        assert_eq!(s.view.x, Some(MAX_X));
    }

    #[test]
    fn a_language_that_fails_to_load_leaves_the_page_and_the_picker_as_they_were() {
        let s = AppState::new(View::new(default_card()), vec![], Theme::Auto);
        let s = reduce(s, Action::LangLoading(Lang::De));
        assert_eq!((s.lang, s.lang_loading), (Lang::En, Some(Lang::De)));
        let s = reduce(s, Action::LangFailed(Lang::De));
        assert_eq!((s.lang, s.lang_loading), (Lang::En, None));
        assert!(matches!(
            s.notices.last().map(|n| &n.text),
            Some(NoticeText::LangUnavailable(Lang::De))
        ));
        // An older choice failing changes nothing: the picker stays on the newer one, and
        // no notice speaks of a language the user has moved on from.
        let s = reduce(s, Action::LangLoading(Lang::Fr));
        let s = reduce(s, Action::LangLoading(Lang::De));
        let notices = s.notices.len();
        let s = reduce(s, Action::LangFailed(Lang::Fr));
        assert_eq!(s.lang_loading, Some(Lang::De));
        assert_eq!(s.notices.len(), notices);
        let s = reduce(s, Action::SetLang(Lang::De));
        assert_eq!((s.lang, s.lang_loading), (Lang::De, None));
    }
}
