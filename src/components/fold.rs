//! A long section of the page that the reader can fold away (the probes, the matrix, the
//! rules history): its heading is a disclosure button, and whether it is folded is
//! remembered in this browser (`split-card-inspector.folded.<id>`; without storage, as in a
//! sandboxed embed, it stays open on each load). A folded section keeps its content in the
//! page, hidden: what the app marks in it (the matrix's cell) is there when it opens.

use yew::prelude::*;

use crate::storage;

#[derive(Properties, PartialEq)]
pub struct FoldProps {
    /// The section's id: `<id>-heading` is its heading's, `<id>-body` its content's.
    pub id: &'static str,
    /// The section's own class (`probes`, `matrix`, `history`).
    pub class: &'static str,
    pub title: AttrValue,
    #[prop_or_default]
    pub children: Html,
}

fn key(id: &str) -> String {
    format!("split-card-inspector.folded.{id}")
}

#[component]
pub fn Fold(props: &FoldProps) -> Html {
    let id = props.id;
    let open = use_state_eq(|| storage::get(&key(id)).is_none());
    let onclick = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            let now = !*open;
            if now {
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
                    { props.title.clone() }
                </button>
            </h2>
            <div id={body} class="fold__body" hidden={!*open}>
                { props.children.clone() }
            </div>
        </section>
    }
}
