//! `splitcard inspect`: a card's characteristics in a zone, a cast (`--mode`, `--from`,
//! `--x`) and a Room's doors on the battlefield (`--unlocked`).

use crate::common::{fails, ok};

#[test]
fn inspect_fire_ice_in_the_library() {
    let v = ok(&["inspect", "fire-ice"]);
    assert_eq!(v["card"], "Fire // Ice");
    assert_eq!(v["slug"], "fire-ice");
    assert_eq!(v["zone"], "library");
    let c = &v["characteristics"];
    assert_eq!(c["mana_cost"], "{2}{U}{R}");
    assert_eq!(c["mana_value"], 4);
    assert_eq!(c["colors"], serde_json::json!(["U", "R"]));
    assert_eq!(
        c["mana_symbols"],
        serde_json::json!(["{1}", "{R}", "{1}", "{U}"])
    );
    assert_eq!(c["type_line"], "Instant");
    assert!(c["rules"]["mana_value"]
        .as_array()
        .is_some_and(|r| r.iter().any(|x| x == "709.4b")));
    assert!(c["why"]["mana_value"]
        .as_str()
        .is_some_and(|w| !w.is_empty()));
    assert!(v.get("cast").is_none());
}

#[test]
fn inspect_fire_on_the_stack() {
    let v = ok(&["inspect", "Ice", "--zone", "stack", "--mode", "left"]);
    assert_eq!(v["characteristics"]["mana_value"], 2);
    assert_eq!(v["characteristics"]["names"], serde_json::json!(["Fire"]));
    assert_eq!(v["cast"]["legal"], true);
    assert_eq!(v["cast"]["reason"], serde_json::Value::Null);
    assert_eq!(v["cast"]["total_cost"], "{1}{R}");
    assert_eq!(v["cast"]["leaves_stack_to"], "graveyard");
}

#[test]
fn inspect_total_cost_has_the_announced_x() {
    let ribbons = |x: &[&str]| {
        let mut args = vec![
            "inspect",
            "cut-ribbons",
            "--zone",
            "stack",
            "--mode",
            "aftermath",
        ];
        args.extend_from_slice(x);
        ok(&args)
    };
    let v = ribbons(&["--x", "3"]);
    assert_eq!(v["cast"]["total_cost"], "{3}{B}{B}");
    assert_eq!(
        v["cast"]["total_cost_rules"],
        serde_json::json!(["601.2f", "709.3b", "107.3"])
    );
    assert!(v["cast"]["total_cost_why"]
        .as_str()
        .is_some_and(|w| w.contains("{X}{B}{B} with X = 3, that is {3}{B}{B}")));
    let v = ribbons(&[]);
    assert_eq!(v["cast"]["total_cost"], "{X}{B}{B}");
}

#[test]
fn off_the_stack_a_cast_is_asked_from_the_cards_zone() {
    // The card in hand: the aftermath half can't be cast from there (702.127a).
    let v = ok(&[
        "inspect",
        "destined-lead",
        "--zone",
        "hand",
        "--mode",
        "aftermath",
    ]);
    assert_eq!(v["cast"]["legal"], false);
    assert_eq!(v["cast"]["from"], "hand");
    // In the graveyard: fuse only from hand (702.102a).
    let v = ok(&[
        "inspect",
        "wear-tear",
        "--zone",
        "graveyard",
        "--mode",
        "fused",
    ]);
    assert_eq!(v["cast"]["legal"], false);
    // In exile: only through an effect.
    let v = ok(&["inspect", "fire-ice", "--zone", "exile", "--mode", "left"]);
    assert_eq!(v["cast"]["permission"], "needs-effect");
    // In a graveyard it can: the card's zone is the origin.
    let v = ok(&[
        "inspect",
        "destined-lead",
        "--zone",
        "graveyard",
        "--mode",
        "aftermath",
    ]);
    assert_eq!(v["cast"]["legal"], true);
    assert_eq!(v["cast"]["from"], "graveyard");
    // On the stack the usual origin stays the default, and --from overrides it.
    let v = ok(&[
        "inspect",
        "destined-lead",
        "--zone",
        "stack",
        "--mode",
        "aftermath",
    ]);
    assert_eq!(v["cast"]["from"], "graveyard");
    assert_eq!(v["cast"]["leaves_stack_to"], "exile");
}

#[test]
fn a_from_that_contradicts_the_zone_is_an_error() {
    // The card is in the graveyard (or the library): it can't be cast from a hand.
    for args in [
        &[
            "inspect",
            "fire-ice",
            "--zone",
            "graveyard",
            "--mode",
            "left",
            "--from",
            "hand",
        ][..],
        &[
            "inspect",
            "alive-well",
            "--zone",
            "library",
            "--mode",
            "fused",
            "--from",
            "hand",
        ],
        &["inspect", "fire-ice", "--mode", "left", "--from", "hand"],
        &[
            "inspect",
            "destined-lead",
            "--zone",
            "hand",
            "--mode",
            "aftermath",
            "--from",
            "graveyard",
        ],
    ] {
        let e = fails(args);
        assert!(
            e.contains("so it would be cast from there, not from"),
            "{args:?}: {e}"
        );
        assert!(e.ends_with("(rule 601.2a)"), "{args:?}: {e}");
    }
    assert_eq!(
        fails(&[
            "inspect",
            "fire-ice",
            "--zone",
            "graveyard",
            "--mode",
            "left",
            "--from",
            "hand"
        ]),
        "Fire // Ice is in a graveyard, so it would be cast from there, not from your hand: \
         a spell is cast from where its card is. Where a spell was cast from is asked only \
         on the stack (or of a Room's door on the battlefield). (rule 601.2a)"
    );
    let fr = fails(&[
        "inspect",
        "fire-ice",
        "--zone",
        "graveyard",
        "--mode",
        "left",
        "--from",
        "hand",
        "--lang",
        "fr",
    ]);
    assert!(
        fr.starts_with("Fire // Ice est dans un cimetière\u{a0}: "),
        "{fr}"
    );
    let de = fails(&[
        "inspect",
        "fire-ice",
        "--zone",
        "graveyard",
        "--mode",
        "left",
        "--from",
        "hand",
        "--lang",
        "de",
    ]);
    assert!(
        de.starts_with("Fire // Ice ist in einem Friedhof und "),
        "{de}"
    );
    // The card's own zone, yours or an opponent's, is fine off the stack.
    let v = ok(&[
        "inspect",
        "fire-ice",
        "--zone",
        "graveyard",
        "--mode",
        "left",
        "--from",
        "opponent-graveyard",
    ]);
    assert_eq!(v["cast"]["from"], "opponent-graveyard");
    assert_eq!(v["cast"]["permission"], "needs-effect");
    // On the stack, and for a Room's door on the battlefield, --from is where it came from.
    let v = ok(&[
        "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", "exile",
    ]);
    assert_eq!(v["cast"]["from"], "exile");
    let v = ok(&[
        "inspect",
        "bottomless-pool-locker-room",
        "--zone",
        "battlefield",
        "--mode",
        "left",
        "--from",
        "exile",
    ]);
    assert_eq!(v["cast"]["from"], "exile");
    // probe: the card is where the effect looks unless --zone says otherwise.
    let e = fails(&[
        "probe",
        "fire-ice",
        "--effect",
        "snapcaster-mage",
        "--mode",
        "left",
        "--from",
        "hand",
    ]);
    assert!(e.starts_with("Fire // Ice is in a graveyard, so"), "{e}");
    // The effect's own refusal comes first: Twincast looks only at a spell.
    let e = fails(&[
        "probe", "fire-ice", "--effect", "twincast", "--zone", "hand", "--mode", "left", "--from",
        "exile",
    ]);
    assert!(
        e.starts_with("Twincast looks at a spell on the stack"),
        "{e}"
    );
    let v = ok(&[
        "probe", "fire-ice", "--effect", "twincast", "--mode", "left", "--from", "exile",
    ]);
    assert_eq!(v["effect"], "twincast");
    let v = ok(&[
        "probe",
        "fire-ice",
        "--effect",
        "snapcaster-mage",
        "--mode",
        "left",
        "--from",
        "graveyard",
    ]);
    assert_eq!(v["answer"], "{1}{R}");
}

#[test]
fn from_accepts_the_words_for_an_opponents_zone() {
    for from in [
        "opponent-hand",
        "opponent's hand",
        "opponent\u{2019}s hand",
        "opponent hand",
        "Opponents Hand",
    ] {
        let v = ok(&[
            "inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", from,
        ]);
        assert_eq!(v["cast"]["from"], "opponent-hand", "{from:?}");
    }
    // Fuse only from its caster's own hand (702.102a).
    let v = ok(&[
        "inspect",
        "alive-well",
        "--zone",
        "stack",
        "--mode",
        "fused",
        "--from",
        "opponent's hand",
    ]);
    assert_eq!(v["cast"]["legal"], false);
    assert!(
        fails(&["inspect", "fire-ice", "--zone", "stack", "--mode", "left", "--from", "mars"])
            .ends_with(
            "expected one of: hand, library, graveyard, exile, opponent-hand, opponent-graveyard"
        )
    );
}

#[test]
fn left_and_right_name_no_part_of_a_five_part_card() {
    for mode in ["left", "right"] {
        assert_eq!(
            fails(&[
                "inspect",
                "who-what-when-where-why",
                "--zone",
                "stack",
                "--mode",
                mode
            ]),
            format!("\"{mode}\" is not a valid mode; expected one of: Who, What, When, Where, Why")
        );
    }
    let v = ok(&[
        "inspect",
        "who-what-when-where-why",
        "--zone",
        "stack",
        "--mode",
        "who",
    ]);
    assert_eq!(v["characteristics"]["names"], serde_json::json!(["Who"]));
    assert_eq!(v["cast"]["mode"], "Who");
}

#[test]
fn illegal_fuse_gives_null_characteristics() {
    let v = ok(&["inspect", "fire-ice", "--zone", "stack", "--mode", "fused"]);
    assert_eq!(v["characteristics"], serde_json::Value::Null);
    assert_eq!(v["cast"]["legal"], false);
    assert!(v["cast"]["reason"]
        .as_str()
        .is_some_and(|r| r.contains("fuse")));
}

#[test]
fn a_card_with_more_than_two_parts_is_marked_unofficial() {
    // 709.1 speaks of two halves: a card with more is marked unofficial (docs/rules.md).
    let v = ok(&["inspect", "who-what-when-where-why"]);
    assert_eq!(v["unofficial"], true);
    let why = v["characteristics"]["why"]["mana_value"]
        .as_str()
        .unwrap_or("");
    assert!(!why.contains("both"), "{why}");
    let v = ok(&["matrix", "who-what-when-where-why"]);
    assert_eq!(v["unofficial"], true);
    let v = ok(&["inspect", "fire-ice"]);
    assert_eq!(v["unofficial"], false);
    let v = ok(&["list", "--kind", "other"]);
    let arr = v.as_array().cloned().unwrap_or_default();
    assert!(!arr.is_empty() && arr.iter().all(|c| c["unofficial"] == true));
}

#[test]
fn inspect_a_room_on_the_battlefield_says_how_to_unlock_each_locked_door() {
    let room = "Bottomless Pool // Locker Room";
    let v = ok(&[
        "inspect",
        room,
        "--zone",
        "battlefield",
        "--unlocked",
        "left",
    ]);
    let unlock = v["unlock"].as_array().cloned().unwrap_or_default();
    assert_eq!(unlock.len(), 1, "{v}");
    let d = &unlock[0];
    assert_eq!(d["door"], "Locker Room");
    assert_eq!(d["side"], "right");
    assert_eq!(d["cost"], "{4}{U}");
    assert_eq!(d["special_action"], true);
    assert_eq!(d["rules"], serde_json::json!(["709.5e", "116.2m"]));
    assert!(
        d["why"]
            .as_str()
            .is_some_and(|w| w.contains("special action")),
        "{d}"
    );
    // Locker Room has no unlock ability of its own; it is the second door (709.5i).
    assert_eq!(d["triggers"][0]["trigger"], "fully-unlock");
    assert_eq!(d["triggers"][0]["rules"], serde_json::json!(["709.5i"]));
    assert_eq!(v["fully_unlocked"], serde_json::Value::Null);
    // The other door, in German: its own "when you unlock this door" ability (709.5h).
    let v = ok(&[
        "inspect",
        room,
        "--zone",
        "battlefield",
        "--unlocked",
        "right",
        "--lang",
        "de",
    ]);
    let d = &v["unlock"][0];
    assert_eq!(
        (d["door"].as_str(), d["cost"].as_str()),
        (Some("Bottomless Pool"), Some("{U}"))
    );
    assert_eq!(d["triggers"][0]["trigger"], "this-door");
    assert_eq!(d["triggers"][0]["rules"], serde_json::json!(["709.5h"]));
    assert!(
        d["why"]
            .as_str()
            .is_some_and(|w| w.contains("Sonderaktion")),
        "{d}"
    );
    // Both unlocked: nothing left to unlock, and it says so.
    let v = ok(&[
        "inspect",
        room,
        "--zone",
        "battlefield",
        "--unlocked",
        "both",
    ]);
    assert_eq!(v["unlock"], serde_json::json!([]));
    assert!(v["fully_unlocked"]["rules"]
        .as_array()
        .is_some_and(|r| r.contains(&serde_json::json!("709.5i"))));
    // Anywhere else, and for other cards, the keys are absent: the old shape.
    for args in [
        &["inspect", room][..],
        &["inspect", "fire-ice", "--zone", "graveyard"],
    ] {
        let v = ok(args);
        assert!(
            v.get("unlock").is_none() && v.get("fully_unlocked").is_none(),
            "{v}"
        );
    }
}
