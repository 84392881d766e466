//! The custom-cards panel's state that outlives its parts: the status line, Undo, the saved
//! list's revision, whether the body was opened, and the offer of a shared card. One value
//! with its own reducer ([`Panel`]), owned by the panel (`panel`, the first view's) and
//! changed by its body and the offer (`body`, `offer`, the extras'), so their changes are
//! said in the same status line. Below all three: it imports none of them.

use std::rc::Rc;

use splitcard_engine::Card;
use yew::prelude::*;

/// The panel's state that outlives its parts, one value (one reducer rather than a hook per
/// part): the body's and the offer's changes are said in the same status line.
#[derive(Clone, PartialEq, Default)]
pub struct Panel {
    /// Bumped after every change to the saved list (the registry is the source of truth).
    pub revision: u32,
    pub status: Option<String>,
    /// The card last removed, for Undo.
    pub removed: Option<&'static Card>,
    /// The panel's body is built when it is first opened (a closed panel shows only its
    /// summary), then kept, so nothing typed in it is lost by closing it.
    pub opened: bool,
    /// A card shared by link (`#share=`), read before the first render
    /// (`custom::web::read_page_share`), offered until answered.
    pub offer: Option<Result<&'static Card, String>>,
}

/// A change to [`Panel`].
pub enum Change {
    Status(Option<String>),
    Removed(Option<&'static Card>),
    Opened,
    /// The saved list changed.
    Saved,
    OfferAnswered,
}

impl Reducible for Panel {
    type Action = Change;

    fn reduce(self: Rc<Self>, change: Change) -> Rc<Self> {
        let mut next = (*self).clone();
        match change {
            Change::Status(s) => next.status = s,
            Change::Removed(r) => next.removed = r,
            Change::Opened => next.opened = true,
            Change::Saved => next.revision += 1,
            Change::OfferAnswered => next.offer = None,
        }
        Rc::new(next)
    }
}
