//! The command line itself: the usage, an unknown command or option, an option given twice,
//! a value that doesn't parse.

use crate::common::{answer, fails};

#[test]
fn help_after_a_command_prints_the_usage() {
    for args in [
        &["inspect", "--help"][..],
        &["probe", "-h"],
        &["matrix", "fire-ice", "--help"],
    ] {
        match answer(args) {
            serde_json::Value::String(out) => assert!(out.contains("USAGE"), "{args:?}: {out}"),
            other => panic!("{args:?}: {other}"),
        }
    }
}

#[test]
fn user_errors_are_messages() {
    assert!(fails(&["inspect", "Fier // Ice"]).contains("Fire // Ice"));
    assert!(fails(&["inspect", "fire-ice", "--zone", "moon"]).contains("library"));
    assert!(fails(&["inspect", "fire-ice", "--zone", "stack"]).contains("mode"));
    assert!(fails(&["inspect", "fire-ice", "--zone", "battlefield"]).contains("battlefield"));
    assert!(fails(&["inspect", "fire-ice", "--x"]).contains("--x"));
    assert!(fails(&["inspect", "fire-ice", "--x", "-3"]).contains("--x"));
    assert!(fails(&["frobnicate"]).contains("unknown command"));
    assert!(fails(&["inspect"]).contains("CARD"));
    assert!(fails(&["list", "--kind", "flip"]).contains("split"));
}

#[test]
fn an_option_given_twice_says_so() {
    for (args, option, command) in [
        (
            &[
                "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--zone", "hand",
            ][..],
            "--zone",
            "inspect",
        ),
        (
            &["inspect", "fire-ice", "--era=2013", "--era", "2006"],
            "--era",
            "inspect",
        ),
        (
            &["matrix", "fire-ice", "--table", "--table"],
            "--table",
            "matrix",
        ),
        (
            &["list", "--kind", "fuse", "--kind", "split"],
            "--kind",
            "list",
        ),
        (
            &[
                "probe", "fire-ice", "--effect", "void", "--effect", "twincast",
            ],
            "--effect",
            "probe",
        ),
        (&["probe", "--list", "--list"], "--list", "probe --list"),
    ] {
        assert_eq!(
            fails(args),
            format!("{option} is given twice; `{command}` takes each option once"),
            "{args:?}"
        );
    }
    // An option the command doesn't have is still called unknown.
    assert!(fails(&["inspect", "fire-ice", "--color", "red"])
        .starts_with("unknown option --color for `inspect`"));
}
