#!/usr/bin/env bash
# Reads the seven real exports in ../shared/real-exports (or the folder given) with `kheper-import-check` and
# fails when any count differs from the hand-verified one below, or when a file cannot be read. Not run by
# `swift test` (tests never read ../shared); `.ci/run` may call it.
#
# How each expected number was verified, independently of Kheper's reader (python3's csv module, which handles the
# quoted line breaks in the Hevy notes that awk cannot, with the BOM dropped and blank lines ignored):
#   sessions  = distinct (Date, Workout Name) for Strong, (title, start_time) for Hevy, Date for FitNotes; each key's
#               rows were also checked to be contiguous (the number of key changes equals the number of keys).
#   exercises = runs of consecutive rows within a session with the same exercise name, a new run also starting
#               where Set Order / set_index does not go up (Strong `Rest Timer` and `Note` rows ignored).
#   sets      = data rows, minus Strong `Rest Timer` and `Note` rows: for strong-AbishakeSrithar,
#               `grep -c '"Rest Timer"'` = 748 and `grep -c '"Note"'` = 7, so 1623 - 748 - 7 = 868; for the others
#               `grep -c .` minus the header (and harrig12's two trailing blank lines) gives the number of set rows.
#   skipped   = rows whose reps, weight, time and distance are all empty (or 0): none in these files.
#   recovered = FitNotes rows with more fields than the header: none (every row has 10 fields).
# harrig12's comma layout names no unit, so it is read with --unit lb (a 45 lb bar).
#
# With --store, each file is also imported by `kheper log import` into a fresh store of its own, and the sessions
# and sets the report says were added must be the same numbers; one file is imported a second time, which must
# add no session.
set -euo pipefail
cd "$(dirname "$0")/.."
with_store=false
if [ "${1:-}" = "--store" ]; then
    with_store=true
    shift
fi
exports="${1:-../shared/real-exports}"
swift build --product kheper-import-check >/dev/null
check="$(swift build --show-bin-path)/kheper-import-check"

expected="fitnotes-Frefdt-1.csv	format=fitnotes	dialect=fitnotes, weight unit per row	sessions=73	exercises=309	sets=854	skipped=0	recovered=0
hevy-TonyTromp-1.csv	format=hevy	dialect=hevy, weights in kg, distances in km	sessions=80	exercises=575	sets=1922	skipped=0	recovered=0
hevy-tylerjrichards-1.csv	format=hevy	dialect=hevy, weights in lbs, distances in miles	sessions=156	exercises=814	sets=2228	skipped=0	recovered=0
strong-AbishakeSrithar-1.csv	format=strong	dialect=strong quoted semicolon, 13 columns	sessions=47	exercises=223	sets=868	skipped=0	recovered=0
strong-joshuayoes-1.csv	format=strong	dialect=strong semicolon, 14 columns	sessions=25	exercises=101	sets=418	skipped=0	recovered=0
strong-mlahoz-1.csv	format=strong	dialect=strong 2016, 9 columns	sessions=91	exercises=403	sets=1635	skipped=0	recovered=0
strong-harrig12-1.csv	format=strong	dialect=strong comma, 12 columns	sessions=4	exercises=12	sets=48	skipped=0	recovered=0"

actual="$("$check" "$exports/fitnotes-Frefdt-1.csv" "$exports/hevy-TonyTromp-1.csv" "$exports/hevy-tylerjrichards-1.csv" \
    "$exports/strong-AbishakeSrithar-1.csv" "$exports/strong-joshuayoes-1.csv" "$exports/strong-mlahoz-1.csv" \
    --unit lb "$exports/strong-harrig12-1.csv")"

if [ "$actual" != "$expected" ]; then
    echo "import-real-exports: the counts changed" >&2
    diff <(echo "$expected") <(echo "$actual") >&2 || true
    exit 1
fi
echo "import-real-exports: all seven exports read as expected"

if $with_store; then
    swift build --product kheper >/dev/null
    kheper="$(swift build --show-bin-path)/kheper"
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    while IFS=$'\t' read -r file _ _ sessions _ sets _ _; do
        unit=()
        [ "$file" = "strong-harrig12-1.csv" ] && unit=(--unit lb)
        report="$("$kheper" log import --store "$scratch/$file.sqlite" "${unit[@]}" "$exports/$file")"
        if ! grep -q "sessions: ${sessions#sessions=} added, 0 already imported" <<<"$report" \
            || ! grep -q "sets: ${sets#sets=} added" <<<"$report"; then
            echo "import-real-exports: kheper log import of $file did not store $sessions and $sets:" >&2
            echo "$report" >&2
            exit 1
        fi
    done <<<"$expected"
    again="$("$kheper" log import --store "$scratch/strong-joshuayoes-1.csv.sqlite" "$exports/strong-joshuayoes-1.csv")"
    if ! grep -q "sessions: 0 added, 25 already imported" <<<"$again"; then
        echo "import-real-exports: importing strong-joshuayoes-1.csv again added sessions:" >&2
        echo "$again" >&2
        exit 1
    fi
    echo "import-real-exports: all seven exports stored with the same counts, and a second import added nothing"
fi
