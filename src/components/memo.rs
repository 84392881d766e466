//! One component for every part of the page drawn again only when what it is drawn from
//! changes ([`memo`]): a click that leaves such a part as it was neither draws it nor
//! compares it with the page. One component type for all of them, because each component
//! type is a copy of Yew's lifecycle code in the wasm: a part says what it is drawn from
//! (its type, compared with `PartialEq`) and how to draw it ([`Part`]). The printed card
//! (`card_view::Drawing`) and the answer's first set of characteristics
//! (`characteristics::FirstSet`) are drawn so. It knows no part: the parts know it.

use std::any::Any;
use std::rc::Rc;

use yew::prelude::*;

/// A part of the page: what it is drawn from (compared before drawing), and its drawing.
pub(crate) trait Part: PartialEq + 'static {
    fn draw(&self) -> Html;
}

/// A part of any type, as the one component holds it.
trait Drawn {
    fn draw(&self) -> Html;
    /// Whether `other` is a part of the same type, drawn from the same things.
    fn same(&self, other: &dyn Any) -> bool;
    fn any(&self) -> &dyn Any;
}

impl<P: Part> Drawn for P {
    fn draw(&self) -> Html {
        Part::draw(self)
    }

    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<P>().is_some_and(|other| self == other)
    }

    fn any(&self) -> &dyn Any {
        self
    }
}

#[derive(Properties)]
struct MemoProps {
    part: Rc<dyn Drawn>,
}

impl PartialEq for MemoProps {
    fn eq(&self, other: &Self) -> bool {
        self.part.same(other.part.any())
    }
}

#[component]
fn Memo(props: &MemoProps) -> Html {
    props.part.draw()
}

/// `part`, drawn again only when what it is drawn from changes.
pub(crate) fn memo(part: impl Part) -> Html {
    let part: Rc<dyn Drawn> = Rc::new(part);
    html! { <Memo {part} /> }
}
