#!/usr/bin/env bash
# The repository speaks of the product: this check fails when a tracked file names a path
# of one build machine, points out of the repository, tells how the product was made
# (work sessions, tracker numbers), or when the front-door documents outgrow their size.
# Part of scripts/test.sh; runs in a second.
set -euo pipefail
cd "$(dirname "$0")/.."

failed=0
# Prints the hits of one rule and remembers the failure. $1: what is wrong; $2: the hits.
report() {
  if [ -n "$2" ]; then
    printf '%s:\n%s\n\n' "$1" "$2" >&2
    failed=1
  fi
}

# Text files only (-I), this script aside (it spells the patterns out), and the lock files,
# whose contents npm and cargo write.
files=(-- . ':!scripts/check-repo.sh' ':!Cargo.lock' ':!package-lock.json')
# git grep, with "nothing found" (its status 1) as success.
search() { git grep -n -I "$@" || [ $? -eq 1 ]; }

# A build machine's absolute paths. Paths in examples use $HOME, /tmp or a relative path.
hits=$(search -E '(^|[^A-Za-z0-9_.$~])/(work|farm|root|home/[a-z_][a-z0-9_-]*)/' "${files[@]}")
report "a build machine's path in a tracked file" "$hits"

# Links out of the repository: a clone has nothing beside it.
hits=$(search -E '\.\./shared\b|\bshared/(rules|catalogue|notes|hooks)\b|TOOLCHAIN\.md|RULES\.md' \
  "${files[@]}")
report "a reference to files outside the repository" "$hits"

# How it was made. "session" is allowed only for the browser's session storage and
# Playwright's CDP session API; a card kept for a visit is "for this page" or "this visit".
hits=$(search -i -E 'session' "${files[@]}" \
  | { grep -v -E 'sessionStorage|session[ _-]storage|CDPSession' || true; })
report "\"session\" in a tracked file (only the browser's session storage is meant)" "$hits"

# Tracker numbers: the words issue, task, ticket, bug or PR before a number, or a number
# after "#"; and a rulings page named by its file's number. CSS colours are not prose:
# stylesheets skip the "#" rule.
hits=$(search -i -E '\b(issues?|tasks?|tickets?|bugs?|pr|pull request)[ #]+[0-9]+\b' "${files[@]}")
report "a tracker number in a tracked file" "$hits"
hits=$(search -E '(^|[ (\[])#[0-9]+\b' "${files[@]}" ':!*.css' ':!*.svg')
report "a tracker number (#N) in a tracked file" "$hits"
hits=$(search -i -E '\bseeds? ?#?[0-9]{3}\b' "${files[@]}")
report "a rulings page named by a file number instead of its card" "$hits"

# The front doors stay short: the reference lives in docs/ and in the modules' docs.
lines=$(wc -l < README.md)
[ "$lines" -le 300 ] || report "README.md too long" "README.md is $lines lines (at most 300)"
lines=$(wc -l < ARCHITECTURE.md)
[ "$lines" -le 250 ] || report "ARCHITECTURE.md too long" "ARCHITECTURE.md is $lines lines (at most 250)"

# Every relative link in the docs leads to a file and, with a #fragment, to its heading.
node scripts/check-links.mjs || failed=1

# Pictures in the docs stay small (the README's screenshot is made by scripts/screenshot.mjs).
for picture in $(git ls-files 'docs/*.png' 'docs/*.webp' 'docs/*.jpg' 'docs/*.svg'); do
  size=$(wc -c < "$picture")
  [ "$size" -le 153600 ] || report "a picture over 150 KB" "$picture is $((size / 1024)) KB"
done

if [ "$failed" -ne 0 ]; then
  echo "check-repo: the repository must speak of the product only (see above)" >&2
  exit 1
fi
echo "check-repo: ok"
