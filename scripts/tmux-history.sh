#!/usr/bin/env bash
# End-to-end test, in a real terminal, of what a lifter sees after importing a history (issue 26): imports
# Examples/Histories/strong-upper.csv and Examples/Workouts/upper-from-history.json into a fresh store, plays the
# workout in a detached 100×30 tmux window and checks on screen that
# - each set's input holds the plan's target, with last time's set of the same type beside it (warm-up against
#   warm-up, working set against working set), from the imported history;
# - superset A x2 runs A1, A2, A1, A2, a round at a time;
# - after quitting mid-session and resuming, the summary counts the whole session as stored (the session's stored
#   start is moved two minutes back while the play is away, so a duration counting only the resumed run shows);
# then checks that `kheper edit` draws the chart with the data `kheper show` prints. Every wait polls the pane;
# none sleeps a fixed time.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper >/dev/null
kheper="$(swift build --show-bin-path)/kheper"
data_home="$(mktemp -d)"
socket="kheper-history-$$"
pane="history"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$data_home"' EXIT
export XDG_DATA_HOME="$data_home"
store="$data_home/kheper/kheper.sqlite"

"$kheper" log import Examples/Histories/strong-upper.csv >/dev/null
workout=$("$kheper" import Examples/Workouts/upper-from-history.json)
echo "imported a Strong history and $workout into a fresh store"

export LANG=C.UTF-8
tmux_ new-session -d -s history -x 100 -y 30 \
    "env PS1='history\$ ' LANG=C.UTF-8 XDG_DATA_HOME='$data_home' bash --norc --noprofile"
wait_for '^history\$'

echo "== the prefill is the plan's target, with the imported last time of the same set type beside it"
tmux_ send-keys -t history "clear; '$kheper' play '$workout'; echo \"exit status \$?\"" Enter
wait_for "^Upper, planned against the imported history"
tmux_ send-keys -t history Enter
wait_for "^Bench Press \\(Barbell\\) · set 1"
wait_for "^> 10 @ 50 ?kg$"
wait_for "^Last time: 10 @ 45 ?kg"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 2:00"
tmux_ send-keys -t history Space
wait_for "^Bench Press \\(Barbell\\) · set 2"
wait_for "^> 5 @ 90 ?kg$"
wait_for "^Last time: 5 @ 87.5 ?kg"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 2:00"
tmux_ send-keys -t history Space
wait_for "^Bench Press \\(Barbell\\) · set 3"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 2:00"
tmux_ send-keys -t history Space
echo "ok: targets prefilled, last time matched by set type"

echo "== superset A x2 runs A1, A2 a round; quit in the middle"
wait_for "^A1 · Bent Over Row \\(Barbell\\) · round 1 of 2"
wait_for "^> 8 @ 65 ?kg$"
wait_for "^Last time: 8 @ 62.5 ?kg"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 0:30"
tmux_ send-keys -t history Space
wait_for "^A2 · Overhead Press \\(Barbell\\) · round 1 of 2"
tmux_ send-keys -t history q
wait_for "Quit\\? Everything logged so far is kept"
tmux_ send-keys -t history q
wait_for "exit status 0"
[ "$(sqlite3 "$store" "SELECT count(*) FROM log_open_sessions")" = 1 ] || fail "the session is not left open"
sqlite3 "$store" "UPDATE log_sessions SET start = start - 120 WHERE id = (SELECT session_id FROM log_open_sessions)"

echo "== resumed, the superset goes on in order and the summary counts the whole session"
tmux_ send-keys -t history "clear; '$kheper' play '$workout'; echo \"exit status \$?\"" Enter
wait_for "Resume the session started .* \\(4 sets logged\\)\\? \\[Y/n\\]"
tmux_ send-keys -t history y
wait_for "^A2 · Overhead Press \\(Barbell\\) · round 1 of 2"
wait_for "^> 8 @ 45 ?kg$"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 1:30"
tmux_ send-keys -t history Space
wait_for "^A1 · Bent Over Row \\(Barbell\\) · round 2 of 2"
tmux_ send-keys -t history Enter
wait_for "Rest [0-9]+:[0-9]{2} of 0:30"
tmux_ send-keys -t history Space
wait_for "^A2 · Overhead Press \\(Barbell\\) · round 2 of 2"
tmux_ send-keys -t history Enter
wait_for "Duration: ([2-9]|[1-9][0-9]):[0-5][0-9]"
echo "ok: A1, A2, A1, A2, and the duration counts the run before the resume"
tmux_ send-keys -t history q
wait_for "exit status 0"

echo "== kheper edit draws the chart kheper show prints"
chart=$("$kheper" show "$workout" | grep -o "📈.*" | head -1)
[ -n "$chart" ] || fail "kheper show prints no chart"
case "$chart" in *"no history"*) fail "kheper show's chart has no data: $chart" ;; esac
# The sparkline and its first value, as show prints them, without regular-expression characters.
data=$(printf '%s' "$chart" | grep -o ": [▁▂▃▄▅▆▇█]* first [0-9.]* kg")
[ -n "$data" ] || fail "cannot find the sparkline in: $chart"
tmux_ send-keys -t history "clear; '$kheper' edit '$workout'; echo \"exit status \$?\"" Enter
wait_for "Bench Press \\(Barbell\\) — max weight"
wait_for "$data"
tmux_ send-keys -t history q
wait_for "exit status 0"
echo "ok: the editor's chart shows $data, as kheper show does"

echo "tmux history: all checks passed"
