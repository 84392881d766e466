//! Runs the real `splitcard` binary, as a user does: JSON (or the table) on stdout, an
//! error on stderr with exit code 2.

use std::process::Command;

/// The binary's stdout, stderr and exit code.
pub fn run(args: &[&str]) -> (String, String, Option<i32>) {
    let out = match Command::new(env!("CARGO_BIN_EXE_splitcard"))
        .args(args)
        .output()
    {
        Ok(o) => o,
        Err(e) => panic!("cannot run splitcard: {e}"),
    };
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// The text printed for a command that succeeds.
pub fn text(args: &[&str]) -> String {
    let (out, err, code) = run(args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    out
}

/// Whether a command succeeds (exit code 0).
pub fn succeeds(args: &[&str]) -> bool {
    run(args).2 == Some(0)
}

/// What a command that succeeds printed: its JSON, or its text (the usage, a table) as a
/// JSON string when it isn't JSON.
pub fn answer(args: &[&str]) -> serde_json::Value {
    let out = text(args);
    serde_json::from_str(&out).unwrap_or(serde_json::Value::String(out))
}

/// The JSON printed for a command that succeeds.
pub fn ok(args: &[&str]) -> serde_json::Value {
    let out = text(args);
    match serde_json::from_str(&out) {
        Ok(v) => v,
        Err(e) => panic!("{args:?}: {e}: {out}"),
    }
}

/// The error of a command that fails: exit code 2, the message on stderr (without the
/// "splitcard: error: " prefix), nothing on stdout.
pub fn fails(args: &[&str]) -> String {
    let (out, err, code) = run(args);
    assert_eq!(code, Some(2), "{args:?} succeeded: {out}");
    assert!(out.is_empty(), "{args:?}: {out}");
    let err = err.trim_end();
    match err.strip_prefix("splitcard: error: ") {
        Some(e) => e.to_string(),
        None => panic!("{args:?}: {err}"),
    }
}
