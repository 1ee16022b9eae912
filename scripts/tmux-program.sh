#!/usr/bin/env bash
# End-to-end test of a program in a real terminal: imports the linear example (Examples/Programs/linear-3x5.txt)
# into a fresh store and plays the program in a detached 100×30 tmux window. Its next day, Day A, comes up with the
# squat's plates; every set is logged with Enter, each waited for on screen. The summary says how each lift
# advanced, `kheper program status` shows the squat's new load, and playing the program again brings up Day B with
# the squat's target at that load and its plates line; before that, the played session removed with `kheper log
# remove` takes the advance back, and `kheper log undo` puts both back. Every wait polls the pane with a short
# interval and an overall timeout; no fixed sleeps.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper >/dev/null
kheper="$(swift build --show-bin-path)/kheper"
data_home="$(mktemp -d)"
socket="kheper-program-$$"
pane="program"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$data_home"' EXIT
export XDG_DATA_HOME="$data_home"
export LANG=C.UTF-8
program="3×5 linear progression"

"$kheper" program import Examples/Programs/linear-3x5.txt >/dev/null
echo "imported $program into a fresh store"
tmux_ new-session -d -s "$pane" -x 100 -y 30 \
    "env PS1='program\$ ' LANG=C.UTF-8 XDG_DATA_HOME='$data_home' bash --norc --noprofile"
wait_for '^program\$'
start_play() {
    tmux_ send-keys -t "$pane" "clear; '$kheper' play '$program'; echo \"exit status \$?\"" Enter
}

echo "== Day A played to the end, every set logged with Enter"
start_play
wait_for "^$program — Day A"
wait_for "^Target: 5 × 60 kg"
wait_for "^Plates for 60 kg: 20 kg bar \\+ 20 per side"
for set in 1 2 3 4 5 6 7 8 9; do
    wait_for "set $set of 9"
    tmux_ send-keys -t "$pane" Enter
done
wait_for "^Workout complete"
wait_for "^$program: advanced after Day A"
wait_for "^  Squat: 60 → 62.5 kg, 3×5 done"
wait_for "^next is Day B"
wait_for "^exit status 0"

echo "== kheper program status shows the increment"
status=$("$kheper" program status "$program")
echo "$status"
grep -q "^$program: next is Day B" <<<"$status" || fail "status does not say Day B is next"
grep -A1 "^  Squat 3x5 @60kg lp +2.5kg" <<<"$status" | grep -q "load 62.5 kg, no failures in a row" \
    || fail "status does not show the squat at 62.5 kg"

echo "== the played session, removed from the log, takes its advance back; log undo puts both back"
listed=$("$kheper" log list)
echo "$listed"
[[ $(wc -l <<<"$listed") -eq 1 ]] || fail "log list does not show the one played session"
session=$(awk '{print $2}' <<<"$listed")
removed=$("$kheper" log remove "$session")
echo "$removed"
grep -q "its advance after a session this removed is taken back" <<<"$removed" \
    || fail "log remove does not take the program's advance back"
"$kheper" program status "$program" | grep -A1 "^  Squat 3x5 @60kg lp +2.5kg" | grep -q "load 60 kg" \
    || fail "status does not show the squat back at 60 kg"
undone=$("$kheper" log undo)
echo "$undone"
grep -q "^undid log remove" <<<"$undone" || fail "log undo does not put the session back"
grep -q "^\"$program\" is back as it stood before it followed log change 1" <<<"$undone" \
    || fail "log undo does not say it put the program back"
"$kheper" program status "$program" | grep -A1 "^  Squat 3x5 @60kg lp +2.5kg" | grep -q "load 62.5 kg" \
    || fail "log undo does not put the program back at 62.5 kg"

echo "== Day B comes up with the squat at its new load, and the plates for it"
tmux_ send-keys -t "$pane" "clear" Enter
start_play
wait_for "^$program — Day B"
wait_for "^Squat · set 1"
wait_for "^Target: 5 × 62.5 kg"
wait_for "^Plates for 62.5 kg: 20 kg bar \\+ 20 \\+ 1.25 per side"
tmux_ send-keys -t "$pane" q
wait_for "^Quit\\? Everything logged so far is kept"
tmux_ send-keys -t "$pane" q
wait_for "^exit status 0"
echo "tmux-program passed"
