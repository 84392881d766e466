//! Custom cards, the browser side: keeping them through [`crate::storage`] (the schema and
//! its migration are [`super::store`]), reading files, downloads, and a share link's
//! compression (the browser's `CompressionStream('deflate-raw')` and `DecompressionStream`,
//! through a small `inline_js` snippet, so the wasm carries no deflate code; decompression
//! stops at 64 KB). It imports no component: the components call it.
//!
//! [`load`] runs once, before the URL is read (with the extras, in `start`, when a list is
//! stored), so a link can name a custom card; unreadable data is copied to a backup key
//! before anything could overwrite it. Tabs share storage and each writes its whole list,
//! so a page reads the stored list again ([`sync`]) before each change to it and on the
//! window's `storage` event: only a text other than the one it last read or wrote (`SEEN`)
//! is read, and it is merged with the page's list against `SEEN` (`store::merge`, then
//! `registry::set_saved`). A page whose every change was saved simply takes the stored
//! list; one holding changes a write refused (`UNSAVED`) keeps them beside the other tab's
//! and writes again. Data it can't read is backed up, as at load; with data that couldn't
//! be backed up (`read_only`) the page's list is the one kept.
//!
//! **Invariant: nothing the user saved is lost.** Storage is read and written only through
//! `crate::storage`; stored data this page can't read is copied to a backup key (`KEY.backup`,
//! then `-2` … `-9`) before anything could overwrite it, and where no copy can be made
//! nothing is written for the rest of the page's life.
//!
//! **Shared cards.** A share link is `?card=<slug>` (and the view it was shared from) then
//! `#share=` and the card ([`share_url`]). A page whose address carries `#share=` reads
//! that card before its first render ([`read_page_share`], with the extras, awaited in
//! `start`): interned for the page as its shared card (`registry::set_shared`, so its slug
//! names it even where another card of that name is saved), and kept for the panel's offer
//! ([`take_page_share`]). The page opens on that card: an address that names no card (a
//! `/#share=…` link, as they were first made) is given `?card=<slug>` first. An embed,
//! which has no storage, shows a custom card so. While the view shows the card unsaved the
//! address keeps its `#share=` ([`push_share_fragment`], in `use_url_sync`), so a reload
//! shows it again; an address that named another card keeps it whatever the view until the
//! offer is answered (save, just look, dismiss: [`share_answered`]). This module only
//! rewrites the history entry's query and fragment, keeping its state. The Embed dialog
//! packs a custom card as the share link does ([`pack`], one encoding for both; the
//! payload's base64url is [`super::share`]).

use std::cell::{Cell, RefCell};

use splitcard_engine::{scryfall, Card};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::registry;
use super::share::{b64url_decode, b64url_encode, import_shared, MAX_SHARE_CHARS};
use super::store::{self, StoreError};
use crate::i18n::{t, tr, Lang};
use crate::state::{InWords, NoticeText};
use crate::storage;

/// The largest paste or file the importer is given (the engine's reader caps at 5 MB too).
pub const MAX_IMPORT_BYTES: usize = 5 * 1024 * 1024;

/// Where the cards are kept.
pub const KEY: &str = "split-card-inspector.custom-cards";
/// Where unreadable stored data is moved (never deleted): `KEY.backup`, then `-2` … `-9`.
pub const BACKUP_KEY: &str = "split-card-inspector.custom-cards.backup";

/// What loading the stored cards found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LoadReport {
    /// Storage can be read and written here.
    pub available: bool,
    /// The stored data was in an older shape and has been rewritten as the current schema.
    pub migrated_from: Option<u64>,
    /// Unreadable stored data: the backup key it was kept under, and why it was unreadable.
    pub backup: Option<(String, StoreError)>,
    /// The unreadable data could not be backed up: it is left untouched and nothing is
    /// saved in this page's life (so it is never overwritten).
    pub read_only: bool,
}

thread_local! {
    static LOADED: RefCell<Option<LoadReport>> = const { RefCell::new(None) };
    /// The card of the page's `#share=` link as the page knows it, or why it can't be read
    /// (`read_page_share`).
    static PAGE_SHARE: RefCell<Option<Result<&'static Card, String>>> = const { RefCell::new(None) };
    /// That card as the page knows it, and its payload (leaked once, for the page's life),
    /// for the address (`push_share_fragment`).
    static SHARED: Cell<Option<(&'static Card, &'static str)>> = const { Cell::new(None) };
    /// The page's `#share=` payload while its offer waits for an answer (save, just look,
    /// dismiss): kept in the address whatever the view, so a reload offers it again.
    static PENDING: RefCell<Option<String>> = const { RefCell::new(None) };
    /// A write failed: this page's list holds changes storage doesn't (`sync` merges them
    /// with another tab's and writes again).
    static UNSAVED: Cell<bool> = const { Cell::new(false) };
    /// The stored list's text as this page last read or wrote it (`None`: nothing stored),
    /// so that `sync` reads and validates only what another tab changed.
    static SEEN: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The extras, which stored and shared cards need, could not be fetched at start-up.
    static MISSED: Cell<bool> = const { Cell::new(false) };
    /// The notice of stored data loading could not read (its words are the extras', as the
    /// loading is), for the page's notices ([`load_notices`]).
    static UNREADABLE: RefCell<Option<NoticeText>> = const { RefCell::new(None) };
}

/// Loads the stored custom cards into the registry, once per page (later calls return the
/// first report).
pub fn load() -> LoadReport {
    if let Some(r) = LOADED.with(|l| l.borrow().clone()) {
        return r;
    }
    load_fresh()
}

/// Reads storage again, whatever was loaded before (a page loads once; tests load often).
pub fn load_fresh() -> LoadReport {
    let mut report = LoadReport {
        available: storage::available(),
        ..LoadReport::default()
    };
    let stored = storage::get(KEY);
    SEEN.with(|s| s.borrow_mut().clone_from(&stored));
    if let Some(text) = stored {
        let result = store::migrate(&text).and_then(|m| {
            registry::add(m.cards)
                .map(|_| m.from)
                .map_err(StoreError::Add)
        });
        match result {
            Ok(from) if from < store::SCHEMA => {
                report.migrated_from = Some(from);
                LOADED.with(|l| *l.borrow_mut() = Some(report.clone()));
                save();
            }
            Ok(_) => {}
            Err(reason) => match backup(&text) {
                Some(key) => report.backup = Some((key, reason)),
                None => {
                    report.backup = Some((KEY.to_string(), reason));
                    report.read_only = true;
                }
            },
        }
    }
    LOADED.with(|l| *l.borrow_mut() = Some(report.clone()));
    let unreadable = report.backup.clone().map(|(key, reason)| {
        let read_only = report.read_only;
        NoticeText::Page(std::rc::Rc::new(Unreadable {
            key,
            reason,
            read_only,
        }))
    });
    UNREADABLE.with(|u| *u.borrow_mut() = unreadable);
    report
}

/// Copies unreadable data to a free backup key; the key, or `None` if no copy was made.
fn backup(text: &str) -> Option<String> {
    (1..=9)
        .map(|i| {
            if i == 1 {
                BACKUP_KEY.to_string()
            } else {
                format!("{BACKUP_KEY}-{i}")
            }
        })
        .find(|k| storage::get(k).is_none_or(|old| old == text))
        .filter(|k| storage::set(k, text))
}

/// Reads the stored list again, before a change to it and when another tab changed
/// storage: a page writes its whole list, so without this a tab that read the list earlier
/// would write over the cards another tab saved or removed since. The stored list is
/// merged with this page's ([`store::merge`], against the text this page last read or
/// wrote): a page whose every change was saved takes the stored list as it is; one holding
/// changes a write refused keeps them beside the other tab's, and tries to write them
/// again. Returns whether the list was read again. Nothing is read where this page's list
/// is the only true one (no storage, unreadable data that could not be backed up) or where
/// the text is the one this page last read or wrote. Stored data this page can't read
/// (damaged, or a newer schema) is handled as at load: copied to a backup key, and this
/// page's list stays, to be written over it; if no copy can be made, nothing is written
/// for the rest of the page's life. A list the page's registry has no room for (its bound on
/// the cards a page interns) is left for the next sync, the page's own list staying as it
/// was.
pub fn sync() -> bool {
    let read_only = LOADED.with(|l| l.borrow().as_ref().is_some_and(|r| r.read_only));
    if read_only || !storage::available() {
        return false;
    }
    let text = storage::get(KEY);
    if SEEN.with(|s| *s.borrow() == text) {
        return false;
    }
    let parse =
        |text: Option<&str>| text.map_or(Ok(Vec::new()), |t| store::migrate(t).map(|m| m.cards));
    let theirs = match parse(text.as_deref()) {
        Ok(cards) => cards,
        Err(_) => {
            if text.as_deref().and_then(backup).is_none() {
                LOADED.with(|l| {
                    if let Some(r) = l.borrow_mut().as_mut() {
                        r.read_only = true;
                    }
                });
            }
            SEEN.with(|s| *s.borrow_mut() = text);
            return false;
        }
    };
    let base = SEEN.with(|s| parse(s.borrow().as_deref()).unwrap_or_default());
    let ours = registry::saved();
    let merged = store::merge(&base, &ours, theirs);
    if registry::set_saved(merged).is_err() {
        return false;
    }
    SEEN.with(|s| *s.borrow_mut() = text);
    if UNSAVED.get() {
        save();
    }
    true
}

/// How saving went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saved {
    Yes,
    /// No storage here (a sandboxed frame, storage disabled): the cards last as long as the page.
    Blocked,
    /// Storage refused the write (full?).
    Failed,
    /// Unreadable older data could not be backed up, so it is not overwritten.
    ReadOnly,
}

/// Writes the saved list (the current schema).
pub fn save() -> Saved {
    let report = LOADED.with(|l| l.borrow().clone()).unwrap_or_default();
    if report.read_only {
        return Saved::ReadOnly;
    }
    if !storage::available() {
        return Saved::Blocked;
    }
    let cards = registry::saved();
    let text = (!cards.is_empty()).then(|| store::encode_store(&cards));
    let ok = match &text {
        None => storage::remove(KEY),
        Some(text) => storage::set(KEY, text),
    };
    UNSAVED.set(!ok);
    if ok {
        SEEN.with(|s| *s.borrow_mut() = text);
        Saved::Yes
    } else {
        Saved::Failed
    }
}

/// The sentence for a save outcome.
pub fn saved_text(lang: Lang, saved: Saved) -> String {
    t(
        lang,
        match saved {
            Saved::Yes => "custom-saved",
            Saved::Blocked => "custom-cant-save",
            Saved::Failed => "custom-save-failed",
            Saved::ReadOnly => "custom-read-only",
        },
    )
}

/// Whether a list of custom cards is stored: the app then loads it before its first render
/// (with the extras, `crate::extras`).
pub fn stored() -> bool {
    storage::get(KEY).is_some()
}

/// The extras could not be fetched at start-up: the stored and shared cards weren't read
/// (the page's notices say so, [`load_notices`]).
pub fn extras_unavailable() {
    MISSED.set(true);
}

/// The code that reads stored and shared custom cards could not be fetched (offline before
/// it was ever cached): they stay stored, untouched. A notice about the page, kept until
/// dismissed.
struct Unavailable;

impl InWords for Unavailable {
    fn text(&self, lang: Lang) -> String {
        t(lang, "custom-unavailable")
    }
}

/// Stored custom cards that can't be read: kept under the backup `key` (or, when even that
/// failed, left in place and the list read-only). A notice about the page, kept until
/// dismissed; made by [`load_fresh`], in the extras, with the words that say why.
struct Unreadable {
    key: String,
    reason: StoreError,
    read_only: bool,
}

impl InWords for Unreadable {
    fn text(&self, lang: Lang) -> String {
        let reason = &self.reason.text(lang);
        if self.read_only {
            tr(lang, "custom-unreadable-kept", &[("reason", reason)])
        } else {
            tr(
                lang,
                "custom-unreadable-backup",
                &[("reason", reason), ("key", &self.key)],
            )
        }
    }
}

/// The notices loading produced (unreadable stored data, kept; stored or shared cards that
/// could not be read at all), for the page's notice area: none where nothing was loaded.
pub fn load_notices() -> Vec<NoticeText> {
    let missed = MISSED
        .get()
        .then(|| NoticeText::Page(std::rc::Rc::new(Unavailable)));
    missed
        .into_iter()
        .chain(UNREADABLE.with(|u| u.borrow().clone()))
        .collect()
}

// ---------------------------------------------------------------------------------------
// Files and downloads
// ---------------------------------------------------------------------------------------

/// Reads a dropped or chosen file as text, refusing one over the limit BEFORE reading it.
pub async fn read_file(file: web_sys::File, lang: Lang) -> Result<String, String> {
    let size = file.size();
    if size > MAX_IMPORT_BYTES as f64 {
        return Err(too_big(lang, size));
    }
    let text = JsFuture::from(file.text())
        .await
        .map_err(|_| t(lang, "import-file-unreadable"))?;
    text.as_string()
        .ok_or_else(|| t(lang, "import-file-unreadable"))
}

/// `n / unit` with one decimal, rounded half up: (1536, 1024) → "1.5". Integer arithmetic
/// in u64, so neither floating-point nor 128-bit formatting and division are compiled in.
fn one_decimal(n: u64, unit: u64) -> String {
    let unit = unit.max(1);
    let (mut whole, rem) = (n / unit, n % unit);
    // The tenths of the remainder, rounded: (rem × 10 + unit / 2) / unit, which can't
    // overflow once a unit too large to multiply by 10 is scaled down with its remainder
    // (a relative error far below what one decimal shows).
    let (rem, unit) = if unit > u64::MAX / 16 {
        (rem >> 4, unit >> 4)
    } else {
        (rem, unit)
    };
    let mut tenth = (rem * 10 + unit / 2) / unit;
    if tenth == 10 {
        whole += 1;
        tenth = 0;
    }
    format!("{whole}.{tenth}")
}

/// "That is 50.0 MB; the limit is 5 MB."
pub fn too_big(lang: Lang, bytes: f64) -> String {
    tr(
        lang,
        "import-too-big",
        &[
            (
                "size",
                &format!("{} MB", one_decimal(bytes as u64, 1024 * 1024)),
            ),
            ("limit", &format!("{} MB", MAX_IMPORT_BYTES / (1024 * 1024))),
        ],
    )
}

/// Offers `text` as a file download (Blob + object URL). Errors are for the user.
pub fn download(filename: &str, text: &str, lang: Lang) -> Result<(), String> {
    let fail = || t(lang, "download-failed");
    let document = crate::browser::window()
        .and_then(|w| w.document())
        .ok_or_else(fail)?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob =
        web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| fail())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail())?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| fail())?
        .dyn_into()
        .map_err(|_| fail())?;
    a.set_href(&url);
    a.set_download(filename);
    a.set_hidden(true);
    let body = document.body().ok_or_else(fail)?;
    let _ = body.append_child(&a);
    a.click();
    a.remove();
    // Let the download start before the URL is revoked.
    gloo::timers::callback::Timeout::new(30_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Downloads `card` as Scryfall JSON (`<slug>.json`): what the status line says.
pub fn export_card(card: &'static Card, lang: Lang) -> String {
    let name = format!("{}.json", card.slug);
    match download(&name, &scryfall::export(card), lang) {
        Ok(()) => tr(lang, "download-started", &[("name", &name)]),
        Err(e) => e,
    }
}

/// Whether the page runs inside a frame (where downloads may be blocked).
pub fn in_frame() -> bool {
    let Some(w) = crate::browser::window() else {
        return false;
    };
    match w.top() {
        Ok(Some(top)) => top != w,
        _ => true,
    }
}

// ---------------------------------------------------------------------------------------
// Share links
// ---------------------------------------------------------------------------------------

#[wasm_bindgen(inline_js = r#"
export async function deflate_raw(bytes) {
  const s = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(s).arrayBuffer());
}
export async function inflate_raw(bytes, limit) {
  const reader = new Blob([bytes]).stream()
    .pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    n += value.length;
    if (n > limit) { reader.cancel().catch(() => {}); throw new Error('too large'); }
    chunks.push(value);
  }
  const out = new Uint8Array(n);
  let o = 0;
  for (const c of chunks) { out.set(c, o); o += c.length; }
  return out;
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn deflate_raw(bytes: &[u8]) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch)]
    async fn inflate_raw(bytes: &[u8], limit: u32) -> Result<JsValue, JsValue>;
}

/// The most a share payload may inflate to.
const MAX_SHARED_JSON: u32 = 64 * 1024;

/// The `#share=` payload of a card, whatever its length: its Scryfall JSON, deflated,
/// base64url. The one encoding of the share link and the Embed dialog's snippets; `None`
/// where the browser can't compress.
pub async fn pack(card: &Card) -> Option<String> {
    let json = scryfall::export(card);
    let packed = deflate_raw(json.as_bytes()).await.ok()?;
    Some(b64url_encode(&js_sys::Uint8Array::new(&packed).to_vec()))
}

/// The share link's payload ([`pack`]), or why there is none, in `lang`.
pub async fn share_payload(card: &Card, lang: Lang) -> Result<String, String> {
    let payload = pack(card)
        .await
        .ok_or_else(|| t(lang, "share-unsupported"))?;
    if payload.len() > MAX_SHARE_CHARS {
        return Err(tr(
            lang,
            "share-too-big",
            &[
                ("size", &one_decimal(payload.len() as u64, 1024)),
                ("limit", &format!("{}", MAX_SHARE_CHARS / 1024)),
            ],
        ));
    }
    Ok(payload)
}

/// A card's share link ([`share_payload`] on this page's address), copied to the clipboard
/// where the browser lets it: the link, and whether it was copied.
pub async fn share_link(card: &'static Card, lang: Lang) -> Result<(String, bool), String> {
    let url = share_url(card, &share_payload(card, lang).await?);
    let copied = crate::browser::write_clipboard(&url).await;
    Ok((url, copied))
}

/// The share link of a card on this page's address: `?card=<slug>` and the view the page
/// shows of it (zone, mode, …; not the page's language, which is the reader's), then
/// `#share=` and the card. The reader's page shows that card and view at once, under the
/// offer to save it.
pub fn share_url(card: &Card, payload: &str) -> String {
    let location = crate::browser::window().map(|w| w.location());
    let base = location
        .map(|l| {
            format!(
                "{}{}",
                l.origin().unwrap_or_default(),
                l.pathname().unwrap_or_default()
            )
        })
        .unwrap_or_default();
    let view = crate::url::parse(&crate::browser::current_query()).view;
    let query = if std::ptr::eq(view.card, card) {
        crate::url::to_query(&view)
    } else {
        format!("?card={}", crate::url::encode(&card.slug))
    };
    format!("{base}{query}#share={payload}")
}

/// The `#share=` payload of the page's address, if any (read before the first render: the
/// URL sync rewrites the address of the full app, which keeps the fragment only on a view
/// of that card, `push_share_fragment`).
pub fn page_share_payload() -> Option<String> {
    let hash = crate::browser::window()?.location().hash().ok()?;
    // Framed by WordPress, the address ends in its `#?secret=…`, which is not the card's.
    let hash = crate::embed::without_wp_secret(&hash);
    let payload = hash.strip_prefix('#')?.strip_prefix("share=")?;
    Some(payload.to_string())
}

/// Reads the card of the page's `#share=` link (`payload`) before the app starts: known to
/// this page (`registry::intern`; nothing is saved), so the link's `?card=` can name it — an
/// embed, which has no storage, shows a custom card so — and kept for the custom-cards
/// panel to offer (`take_page_share`). Errors are in `lang`.
pub async fn read_page_share(payload: &str, lang: Lang) {
    let result = read_share(payload, lang)
        .await
        .and_then(|card| registry::set_shared(card).map_err(|e| e.text(lang)));
    // A link that names no card (`/#share=…`, as share links were first made) is given
    // the card's name before the view is read from it, so it opens on the card it carries.
    if let Ok(card) = &result {
        name_the_card(card);
    }
    // An address that shows the card (`?card=` names it, as share links do) keeps its
    // fragment on that card's views only; one that shows another card keeps it until the
    // offer is answered.
    let shown = match &result {
        Ok(card) => {
            let search = crate::browser::current_query();
            std::ptr::eq(crate::url::parse(&search).view.card, *card)
        }
        Err(_) => false,
    };
    if let Ok(card) = result {
        SHARED.set(Some((card, payload.to_owned().leak())));
    }
    PAGE_SHARE.with(|s| *s.borrow_mut() = Some(result));
    if !shown {
        PENDING.with(|p| *p.borrow_mut() = Some(payload.to_owned()));
    }
}

/// Puts `?card=<slug>` in an address that names no card (the history entry rewritten, its
/// state and fragment kept).
fn name_the_card(card: &Card) {
    let Some(window) = crate::browser::window() else {
        return;
    };
    let location = window.location();
    let search = location.search().unwrap_or_default();
    let Some(mut url) = crate::url::naming_card(&search, &card.slug) else {
        return;
    };
    url.push_str(&location.hash().unwrap_or_default());
    if let Ok(history) = window.history() {
        let state = history.state().unwrap_or(JsValue::NULL);
        let _ = history.replace_state_with_url(&state, "", Some(&url));
    }
}

/// The offer of the page's shared card was answered (saved, looked at, dismissed): its
/// `#share=` is no longer kept for the offer, only on a view of that card, unsaved
/// (`push_share_fragment`); the address is rewritten so at once (a card just saved is
/// found by its `?card=`).
pub fn share_answered() {
    PENDING.with(|p| p.borrow_mut().take());
    let Some(window) = crate::browser::window() else {
        return;
    };
    let location = window.location();
    if !location.hash().unwrap_or_default().starts_with("#share=") {
        return;
    }
    let search = location.search().unwrap_or_default();
    let mut url = if search.is_empty() {
        location.pathname().unwrap_or_default()
    } else {
        search.clone()
    };
    push_share_fragment(&mut url, crate::url::parse(&search).view.card);
    if let Ok(history) = window.history() {
        // The entry keeps its state (what the view keeps beside its address).
        let state = history.state().unwrap_or(JsValue::NULL);
        let _ = history.replace_state_with_url(&state, "", Some(&url));
    }
}

/// Adds the page's `#share=…` to the address of a view: of any view while its offer waits
/// for an answer (a reload offers it again), then of a view of `card` when it is the page's
/// shared card and not saved (the user chose to just look at it): a reload, or the address
/// copied, then shows it again. Nothing otherwise (a saved card is found by its `?card=`).
pub fn push_share_fragment(url: &mut String, card: &Card) {
    // The offer not answered yet: the link stays as it came, whatever the view.
    if let Some(payload) = PENDING.with(|p| p.borrow().clone()) {
        url.push_str("#share=");
        url.push_str(&payload);
        return;
    }
    if let Some((c, payload)) = SHARED.get() {
        if std::ptr::eq(c, card) && !registry::is_saved(card) {
            url.push_str("#share=");
            url.push_str(payload);
        }
    }
}

/// The `#share=` payload the page read at its start, if any (`None` where it couldn't be
/// read): a link to another card opened in this tab is loaded afresh (`panel`).
pub fn known_share() -> Option<&'static str> {
    SHARED.get().map(|(_, payload)| payload)
}

/// The page's shared card (or why it can't be read), once: the panel's offer.
pub fn take_page_share() -> Option<Result<&'static Card, String>> {
    PAGE_SHARE.with(|s| s.borrow_mut().take())
}

/// Decodes and validates a share payload: size-limited, then the one importer.
pub async fn read_share(payload: &str, lang: Lang) -> Result<Card, String> {
    if payload.len() > MAX_SHARE_CHARS {
        return Err(tr(
            lang,
            "share-link-too-long",
            &[("limit", &format!("{}", MAX_SHARE_CHARS / 1024))],
        ));
    }
    let bytes = b64url_decode(payload).ok_or_else(|| t(lang, "share-link-damaged"))?;
    let json = inflate_raw(&bytes, MAX_SHARED_JSON)
        .await
        .map_err(|_| t(lang, "share-link-damaged"))?;
    let json = String::from_utf8(js_sys::Uint8Array::new(&json).to_vec())
        .map_err(|_| t(lang, "share-link-damaged"))?;
    import_shared(&json).map_err(|e| e.render(lang))
}

#[cfg(test)]
mod tests {
    use super::one_decimal;

    #[test]
    fn one_decimal_rounds_half_up() {
        assert_eq!(one_decimal(1536, 1024), "1.5");
        assert_eq!(one_decimal(50 * 1024 * 1024, 1024 * 1024), "50.0");
        assert_eq!(one_decimal(0, 1024), "0.0");
        assert_eq!(one_decimal(1075, 1024), "1.0");
        assert_eq!(one_decimal(1076, 1024), "1.1");
        assert_eq!(one_decimal(u64::MAX, u64::MAX), "1.0");
        assert_eq!(one_decimal(1023, 1024), "1.0");
        assert_eq!(one_decimal(u64::MAX, 1), format!("{}.0", u64::MAX));
        assert_eq!(one_decimal(u64::MAX - 1, u64::MAX), "1.0");
        assert_eq!(one_decimal(u64::MAX / 2, u64::MAX), "0.5");
        assert_eq!(one_decimal(u64::MAX, 1), format!("{}.0", u64::MAX));
    }
}
