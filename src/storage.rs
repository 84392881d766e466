//! The one door to Web Storage. Inside `<iframe sandbox="allow-scripts">` merely reading
//! `window.localStorage` throws a SecurityError; every failure here is `None`/`false`,
//! never a panic. Nothing else in the wasm touches storage (outside it, static/pwa.js reads
//! the remembered theme and language before the first paint).

fn local() -> Option<web_sys::Storage> {
    // Outside a browser (the build's card pages) there is none.
    if cfg!(not(target_family = "wasm")) {
        return None;
    }
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored value, if storage is available and holds one.
pub fn get(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Stores a value; `false` when storage is blocked or full.
pub fn set(key: &str, value: &str) -> bool {
    local().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a value; `false` when storage is blocked.
pub fn remove(key: &str) -> bool {
    local().is_some_and(|s| s.remove_item(key).is_ok())
}

/// Whether storage can be used here at all (not in a sandboxed frame, not disabled).
pub fn available() -> bool {
    local().is_some()
}
