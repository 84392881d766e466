//! `splitcard list`: the catalogue, by `--kind`, with each card's first set.

use crate::common::ok;

#[test]
fn list_filters_by_kind() {
    let v = ok(&["list", "--kind", "fuse"]);
    let arr = v.as_array().cloned().unwrap_or_default();
    assert!(!arr.is_empty());
    assert!(arr.iter().all(|c| c["kind"] == "fuse"));
    // In any case, as the other options' words are.
    assert_eq!(
        ok(&["list", "--kind", "ROOM"]),
        ok(&["list", "--kind", "room"])
    );
    assert_eq!(ok(&["list", "--kind", "Fuse"]), v);
}

#[test]
fn list_and_inspect_give_the_first_set() {
    let list = ok(&["list"]);
    let entries = list.as_array().cloned().unwrap_or_default();
    let fire_ice = entries.iter().find(|c| c["slug"] == "fire-ice");
    assert_eq!(
        fire_ice.map(|c| &c["first_set"]),
        Some(&serde_json::json!("APC"))
    );
    // The existing fields are unchanged.
    assert_eq!(
        fire_ice.map(|c| &c["faces"]),
        Some(&serde_json::json!(["Fire", "Ice"]))
    );
    // Unknown in the catalogue ("?"): null.
    let start_fire = entries.iter().find(|c| c["slug"] == "start-fire");
    assert_eq!(
        start_fire.map(|c| &c["first_set"]),
        Some(&serde_json::Value::Null)
    );
    assert!(entries.iter().all(|c| c.get("first_set").is_some()));
    let v = ok(&["inspect", "fire-ice", "--zone", "stack", "--mode", "left"]);
    assert_eq!(v["first_set"], "APC");
    assert_eq!(v["card"], "Fire // Ice");
    assert_eq!(v["zone"], "stack");
}
