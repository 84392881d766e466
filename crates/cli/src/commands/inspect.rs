//! `splitcard inspect`: one card in one situation (zone, cast, doors, X, era), as the
//! engine's `inspect` sees it. The options are read as a view's words by the engine
//! (`view::read`), as the app reads a link's, so the same words ask the same question; what
//! a link would leave out with a notice, the command line refuses with the same reason.

use splitcard_engine::view::{self, Refusal, Words};
use splitcard_engine::{inspect, Cast, Mode, Situation};

use crate::args::Inspect;
use crate::json;
use crate::options::{err, from_needs_mode, parse_lang, pretty, resolve};

pub fn run(args: Inspect) -> Result<String, String> {
    let Inspect {
        card,
        zone,
        mode,
        from,
        unlocked,
        x,
        era,
        lang,
    } = args;
    let lang = parse_lang(lang)?;
    let card = &resolve(&card, lang)?;
    let x = x.map(|x| x.to_string());
    let read = view::read(
        card,
        &Words {
            zone: zone.as_deref(),
            mode: mode.as_deref(),
            from: from.as_deref(),
            unlocked: unlocked.as_deref(),
            x: x.as_deref(),
            era: era.as_deref(),
        },
    );
    // Where a spell was cast from needs the spell: a mode, given or implied by a Room's one
    // unlocked door (709.5d).
    if from.is_some() && !read.mode_asked && mode.is_none() {
        return Err(from_needs_mode(lang));
    }
    // A mode the card doesn't have ("can Fire // Ice be fused?") is asked as given, not
    // refused: the engine's answer says why not, as the link's notice does.
    let asked_mode = mode.as_deref().and_then(|m| Mode::parse(card, m).ok());
    let offered = asked_mode.is_some_and(|m| Mode::all_for(card).contains(&m));
    for refusal in &read.refusals {
        match refusal {
            Refusal::Mode(_) if asked_mode.is_some() && !offered => {}
            refusal => return Err(err(lang)(refusal.error())),
        }
    }
    let view = read.view;
    // No mode asked: the card where it is, not cast (a Room on the battlefield that entered
    // uncast, unless its doors say which was cast). A mode the card doesn't have: that cast,
    // from where the card is.
    let uncast = Situation {
        zone: view.zone,
        cast: None,
        doors: view.unlocked,
        x: view.x,
        era: view.era,
    };
    let situation = match asked_mode {
        Some(mode) if !offered => Situation {
            cast: Some(Cast {
                mode,
                from: Cast::origin_for(card, view.zone, mode),
            }),
            ..uncast
        },
        _ if read.mode_asked => view.situation(card),
        _ => uncast,
    };
    let answer = inspect(card, &situation).map_err(err(lang))?;
    pretty(&json::inspection(card, &answer, lang))
}
