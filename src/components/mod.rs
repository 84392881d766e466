//! The components, one per file. Only `app` owns state; the rest get data and callbacks.

pub mod app;
pub mod card_actions;
pub mod card_form;
pub mod card_view;
pub mod characteristics;
pub mod controls;
pub mod custom_cards;
pub mod embed;
pub mod embed_dialog;
pub mod history;
pub mod lang_picker;
pub mod mana;
pub mod matrix;
pub mod notices;
pub mod picker;
pub mod probes;
pub mod rule_links;
pub mod segmented;
pub mod theme_toggle;
