//! Custom hooks: the page's language, which the root provides and components read
//! (`use_lang`), the URL ⇄ state sync
//! (`use_url_sync`), the theme (`use_theme`), and the embed's side of the postMessage
//! protocol (`use_embed`: its height report and the parent's messages), and a box's
//! resizes (`use_resize`). Each file imports its siblings directly, never through this one.

mod use_embed;
mod use_lang;
mod use_resize;
mod use_theme;
mod use_url_sync;

pub use use_embed::{page_embed_options, post_wp_link, use_height_reporter, use_parent_messages};
pub use use_lang::{provide_lang, use_lang};
pub use use_resize::use_on_resize;
pub use use_theme::{stored_theme, use_theme};
pub use use_url_sync::{current_kept, use_url_sync};
