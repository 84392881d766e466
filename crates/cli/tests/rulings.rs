//! Every official ruling the engine can show, as a test: for each ruling linked to a view
//! (`data/ruling-links.json`), `splitcard inspect` or `splitcard probe` is run with the
//! view's options, as a user would, and each of the ruling's claims is checked on the JSON
//! it prints. One test per ruling, named after the card and the ruling's date
//! (`destined-lead::2017-04-18::9`: the card's ninth ruling, published that day), so
//! `cargo test -p splitcard-cli --test rulings destined-lead` runs one card's. The examples of
//! the rulings pages the product started from are tests the same way (`example::…`), and
//! each card's `splitcard rulings` is checked against the engine's list (`…::list`).
//!
//! libtest-mimic's harness: the list of tests is made when the binary runs, from the data.

use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};
use serde_json::Value;
use splitcard_engine::catalogue;
use splitcard_engine::rulings::{self, Claim, Link, View};

fn splitcard(args: &[String]) -> Result<Value, Failed> {
    let out = Command::new(env!("CARGO_BIN_EXE_splitcard"))
        .args(args)
        .output()
        .map_err(|e| format!("cannot run splitcard: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "splitcard {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        )
        .into());
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("not JSON: {e}").into())
}

/// Runs the view for `slug` and checks every claim on its answer.
fn check_view(slug: &str, view: &View, claims: &[Claim]) -> Result<(), Failed> {
    let mut args = vec![view.command().to_string(), slug.to_string()];
    args.extend(view.cli_args());
    let answer = splitcard(&args)?;
    let failed: Vec<String> = claims
        .iter()
        .filter_map(|c| c.check(&answer).err())
        .collect();
    if failed.is_empty() {
        Ok(())
    } else {
        Err(format!("splitcard {}:\n  {}", args.join(" "), failed.join("\n  ")).into())
    }
}

/// `splitcard rulings CARD` lists the engine's rulings, in order, each with its view.
fn check_list(slug: &str, expected: &rulings::CardRulings) -> Result<(), Failed> {
    let printed = splitcard(&["rulings".to_string(), slug.to_string()])?;
    let list = printed["rulings"]
        .as_array()
        .ok_or("no \"rulings\" array")?;
    if printed["slug"] != slug || list.len() != expected.rulings.len() {
        return Err(format!(
            "{} rulings printed, {} expected",
            list.len(),
            expected.rulings.len()
        )
        .into());
    }
    for (r, p) in expected.rulings.iter().zip(list) {
        let same_view = match &r.link {
            Link::Shown { view, .. } => {
                let v = &p["shown_by"];
                v["zone"].as_str() == view.zone.as_deref()
                    && v["mode"].as_str() == view.mode.as_deref()
                    && v["from"].as_str() == view.from.as_deref()
                    && v["unlocked"].as_str() == view.unlocked.as_deref()
                    && v["era"].as_str() == view.era.as_deref()
                    && v["effect"].as_str() == view.effect.as_deref()
                    && v["name"].as_str() == view.name.as_deref()
                    && v["x"].as_u64() == view.x.map(u64::from)
                    && v["number"].as_u64() == view.number.map(u64::from)
                    && p["not_expressible"].is_null()
            }
            Link::NotExpressible(why) => {
                p["shown_by"].is_null() && p["not_expressible"] == why.as_str()
            }
            Link::Unlinked => p["shown_by"].is_null() && p["not_expressible"].is_null(),
        };
        if p["date"] != r.date.as_str()
            || p["text"] != r.text.as_str()
            || p["source"] != r.source.as_str()
            || !same_view
        {
            return Err(format!(
                "printed {p}\nexpected the ruling of {} that reads {:?}",
                r.date, r.text
            )
            .into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for entry in rulings::all() {
        let Ok(card) = catalogue::find(&entry.card) else {
            trials.push(Trial::test(format!("{}::catalogue", entry.card), || {
                Err("not a catalogue card".into())
            }));
            continue;
        };
        let slug = card.slug.to_string();
        {
            let slug = slug.clone();
            trials.push(Trial::test(format!("{slug}::list"), move || {
                check_list(&slug, entry)
            }));
        }
        for (i, r) in entry.rulings.iter().enumerate() {
            let name = format!("{slug}::{}::{}", r.date, i + 1);
            if let Link::Shown { view, claims } = &r.link {
                let slug = slug.clone();
                trials.push(Trial::test(name, move || check_view(&slug, view, claims)));
            }
        }
    }
    for (i, e) in rulings::examples().iter().enumerate() {
        let slug = catalogue::find(&e.card)
            .map(|c| c.slug.to_string())
            .unwrap_or_default();
        let name = format!("example::{slug}::{}", i + 1);
        trials.push(Trial::test(name, move || {
            check_view(&slug, &e.view, &e.claims)
        }));
    }
    trials.push(Trial::test("summary", || {
        let s = splitcard(&["rulings".into(), "--summary".into()])?;
        let n = |k: &str| s[k].as_u64().unwrap_or(0);
        let want = rulings::summary();
        if n("rulings") != want.rulings as u64 || n("linked") != want.linked as u64 {
            return Err(format!("printed {s}, the engine counts {want:?}").into());
        }
        // The goals: rulings for 90 of the cards, 100 linked and tested.
        if n("cards_with_rulings") < 90 || n("linked") < 100 || n("tested") != n("linked") {
            return Err(format!("below the goals: {s}").into());
        }
        Ok(())
    }));
    libtest_mimic::run(&args, trials).exit();
}
