//! A long section of the page that the reader can fold away (the probes, the matrix, the
//! rules history, the rulings): its heading is a disclosure button, and whether it is
//! folded is remembered in this browser (`split-card-inspector.folded.<id>`: `1` folded, `0`
//! opened where it starts folded; without storage, as in a sandboxed embed, it starts as
//! it would on each load). A section may start folded on a phone (`folded_on_phone`: the
//! rulings, a long list under their summary line), and say in its heading what it holds
//! (`summary`), folded or not. A folded section keeps its content in the page, hidden: what
//! the app marks in it (the matrix's cell) is there when it opens.

use yew::prelude::*;

use crate::storage;

#[derive(Properties, PartialEq)]
pub struct FoldProps {
    /// The section's id: `<id>-heading` is its heading's, `<id>-body` its content's.
    pub id: &'static str,
    /// The section's own class (`probes`, `matrix`, `history`).
    pub class: &'static str,
    pub title: AttrValue,
    /// What it holds, in a line under its title ("12 rulings, 8 shown by the inspector").
    #[prop_or_default]
    pub summary: Option<AttrValue>,
    /// Folded at first on a phone (a window as narrow as the phone layout's), until the
    /// reader opens it.
    #[prop_or_default]
    pub folded_on_phone: bool,
    #[prop_or_default]
    pub children: Html,
}

/// The phone layout's width (`app.css`).
const PHONE: &str = "(max-width: 699px)";

fn on_phone() -> bool {
    crate::browser::window()
        .and_then(|w| w.match_media(PHONE).ok().flatten())
        .is_some_and(|m| m.matches())
}

fn key(id: &str) -> String {
    format!("split-card-inspector.folded.{id}")
}

#[component]
pub fn Fold(props: &FoldProps) -> Html {
    let id = props.id;
    let folded_on_phone = props.folded_on_phone;
    let open = use_state_eq(|| match storage::get(&key(id)).as_deref() {
        Some("1") => false,
        Some(_) => true,
        None => !(folded_on_phone && on_phone()),
    });
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            let now = !*open;
            if now && folded_on_phone {
                storage::set(&key(id), "0");
            } else if now {
                storage::remove(&key(id));
            } else {
                storage::set(&key(id), "1");
            }
            open.set(now);
        })
    };
    let heading = format!("{id}-heading");
    let body = format!("{id}-body");
    html! {
        <section class={classes!(props.class, "fold", (!*open).then_some("is-folded"))} aria-labelledby={heading.clone()}>
            <h2 id={heading} class="fold__heading">
                <button type="button" class="fold__toggle" aria-expanded={if *open { "true" } else { "false" }}
                    aria-controls={body.clone()} {onclick}>
                    <span class="fold__chevron" aria-hidden="true"></span>
                    <span class="fold__title">
                        { props.title.clone() }
                        if let Some(summary) = &props.summary {
                            <span class="fold__summary">{ summary.clone() }</span>
                        }
                    </span>
                </button>
            </h2>
            <div id={body} class="fold__body" hidden={!*open}>
                { props.children.clone() }
            </div>
        </section>
    }
}
