//! Custom cards: cards the user imports (pasted, dropped, typed in the form) or opens from
//! a share link, kept in this browser and inspected like the catalogue's. One file per job:
//!
//! - [`registry`]: the page's custom cards. Gives each the `&'static Card` a view holds
//!   (leaked once per distinct content, and boundedly), keeps the saved list, finds a card
//!   by name (`find_any`, for a link: the catalogue first) and answers the picker's search.
//! - [`store`]: the stored schema (`{"schema":1,"cards":[…]}`), reading every older shape
//!   (`migrate`), why stored data can't be read (`StoreError`), and merging another tab's
//!   list with this page's (`merge`).
//! - [`excerpt`]: the line a JSON syntax error is on, quoted with a caret.
//! - [`form`]: the typed form's Scryfall JSON, and its errors mapped back to their fields.
//! - [`share`]: a share link's payload (base64url) and the one card it carries.
//! - [`web`]: the browser side. Loading, saving and syncing the stored list through
//!   `crate::storage`, files and downloads, a share link's compression, and the card of the
//!   page's `#share=`.
//!
//! Their components are in `components::custom` (the panel, its body, the offer of a
//! shared card, the form, the card's actions). What only some visits run is reached
//! through the extras (`crate::extras`), a second wasm module.
//!
//! **Invariant: one validation path.** Every custom card, pasted, dropped, typed, stored or
//! shared, goes through `splitcard_engine::scryfall::import`: the form only builds Scryfall
//! JSON for it, storage and share links carry Scryfall JSON, and a stored card is read
//! through it again.
//!
//! Layers: `registry`, `store`, `form`, `excerpt` and `share` are pure (no DOM, tested natively) and
//! import nothing of the app above `i18n`; `url` finds a link's card in the `registry`;
//! `web` is above `url` and `state`, and imports no component.

pub mod excerpt;
pub mod form;
pub mod registry;
pub mod share;
pub mod store;
pub mod web;

#[cfg(test)]
mod tests {
    use splitcard_engine::{scryfall, Card};

    /// A split card named `"Left // Right"` ({1}{R} instant // {U} sorcery), imported.
    pub(super) fn card(name: &str) -> Card {
        let faces: Vec<&str> = name.split(" // ").collect();
        let json = format!(
            r#"{{"name":"{name}","card_faces":[{{"name":"{}","mana_cost":"{{1}}{{R}}","type_line":"Instant"}},{{"name":"{}","mana_cost":"{{U}}","type_line":"Sorcery"}}]}}"#,
            faces[0], faces[1]
        );
        scryfall::import(&json).unwrap().remove(0)
    }
}
