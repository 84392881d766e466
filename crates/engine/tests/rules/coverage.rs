//! Every rule of `docs/rules.md`, and every rule the engine may cite, has a test named after it.

use splitcard_engine::{catalogue, Era};

/// The rule numbers in the first column of `docs/rules.md`'s tables ("709.5f–g" is both,
/// and a row's "Also 116.2m" counts too).
fn documented_rules(doc: &str) -> Vec<String> {
    let mut rules = Vec::new();
    for line in doc.lines() {
        let Some(cell) = line.strip_prefix("| ").and_then(|l| l.split(" |").next()) else {
            continue;
        };
        if !cell.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let mut parts = cell.split('–');
        let first = parts.next().unwrap_or("").to_string();
        for more in parts {
            // "709.5f–g": the same rule with another letter.
            rules.push(format!("{}{more}", &first[..first.len() - more.len()]));
        }
        rules.push(first);
        for also in line.split("Also ").skip(1) {
            let r = also
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                .next()
                .unwrap_or("")
                .trim_end_matches('.');
            rules.push(r.to_string());
        }
    }
    rules
}

/// Appends every `.rs` file under `dir`, in its folders too, to `out`.
fn read_rust_files(dir: &std::path::Path, out: &mut String) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for path in entries.flatten().map(|e| e.path()) {
        if path.is_dir() {
            read_rust_files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

/// Whether a test named after the rule exists among the engine's tests and sources.
fn has_named_test(sources: &str, rule: &str) -> bool {
    sources.contains(&format!("fn cr_{}_", rule.replace('.', "_")))
}

#[test]
fn rule_coverage_every_documented_rule_has_a_named_test() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = String::new();
    for sub in ["tests", "src"] {
        read_rust_files(&dir.join(sub), &mut sources);
    }
    // Read as a whole: this file's own name and the rule families' are among them.
    assert!(sources.contains("fn cr_709_3b_on_the_stack_only_the_cast_half_exists"));
    let doc = include_str!("../../../../docs/rules.md");
    let listed = documented_rules(doc);
    // The tables hold the split-card, fuse, aftermath and Room rules: a parse that finds
    // fewer, or misses the heart of them, is a broken parse, not a covered document.
    assert!(
        listed.len() >= 35,
        "only {} rules read from docs/rules.md",
        listed.len()
    );
    for core in ["709.3b", "709.4b", "709.5f", "709.5g", "116.2m", "702.127a"] {
        assert!(
            listed.iter().any(|r| r == core),
            "docs/rules.md: {core} not read"
        );
    }
    for rule in &listed {
        assert!(
            splitcard_engine::rules::summary(rule).is_some(),
            "docs/rules.md lists {rule}, rules::rules() has no summary for it"
        );
        assert!(
            has_named_test(&sources, rule),
            "docs/rules.md lists {rule}: no test named cr_{}_…",
            rule.replace('.', "_")
        );
    }
    // Every rule number anywhere in the document is one the engine knows, or the number of
    // fuse's or aftermath's section, then or now (`708.5@2013` is an older era's, skipped).
    const HISTORICAL: &[&str] = &["702.101", "702.126", "702.102", "702.127"];
    let words: Vec<&str> = doc
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '@'))
        .collect();
    for word in words {
        let word = word.trim_end_matches('.');
        if word.contains('@') {
            continue;
        }
        let Some((head, tail)) = word.split_once('.') else {
            continue;
        };
        let rule_like = head.len() == 3
            && head.bytes().all(|b| b.is_ascii_digit())
            && tail.bytes().next().is_some_and(|b| b.is_ascii_digit())
            && tail.bytes().all(|b| b.is_ascii_alphanumeric());
        if rule_like && !HISTORICAL.contains(&word) {
            assert!(
                splitcard_engine::rules::summary(word).is_some(),
                "docs/rules.md names {word}, rules::rules() doesn't"
            );
        }
    }
    // Every rule the engine may cite today has a test named after it.
    for (rule, _) in splitcard_engine::rules::rules() {
        assert!(
            has_named_test(&sources, rule),
            "{rule} is cited but no test is named cr_{}_…",
            rule.replace('.', "_")
        );
    }
    // Every rule the engine can cite is in the registry (checked across the catalogue).
    for card in catalogue::all() {
        let m = splitcard_engine::matrix(card, Era::Current);
        for row in &m.rows {
            if let Ok(c) = &row.characteristics {
                for s in &c.sets {
                    for r in s
                        .names
                        .rules
                        .iter()
                        .chain(s.mana_value.rules.iter())
                        .chain(s.colors.rules.iter())
                        .chain(s.type_line.rules.iter())
                        .chain(s.rules_text.rules.iter())
                        .chain(s.mana_cost.rules.iter())
                    {
                        assert!(
                            splitcard_engine::rules::summary(r).is_some(),
                            "{r} cited but not in rules::rules()"
                        );
                    }
                }
            }
            for cell in &row.casts {
                for r in &cell.report.verdict.rules {
                    assert!(
                        splitcard_engine::rules::summary(r).is_some(),
                        "{r} cited but not in rules::rules()"
                    );
                }
            }
        }
    }
}
