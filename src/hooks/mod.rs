//! Custom hooks: the URL ⇄ state sync and the theme.

mod use_theme;
mod use_url_sync;

pub use use_theme::{stored_theme, use_theme};
pub use use_url_sync::{current_query, use_url_sync};
