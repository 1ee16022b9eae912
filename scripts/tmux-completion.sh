#!/usr/bin/env bash
# End-to-end test of shell completion in a real terminal: a bash in a detached tmux window sources
# `kheper completion bash`, then Tab completes a command name, a workout title with spaces from a fresh store,
# a block id of that workout, and an exercise name with spaces after `kheper add WORKOUT exercise`. Every wait polls
# the pane with a short interval and an overall timeout.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper >/dev/null
bin="$(swift build --show-bin-path)"
data_home="$(mktemp -d)"
socket="kheper-completion-$$"
pane="completion"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$data_home"' EXIT
export XDG_DATA_HOME="$data_home"
"$bin/kheper" import Examples/Workouts/push-day.json >/dev/null
"$bin/kheper" new "Upper A — Week 1" >/dev/null
"$bin/kheper" new "Upper A — Week 2" >/dev/null

export LANG=C.UTF-8
tmux_ new-session -d -s "$pane" -x 120 -y 20 \
    "env PS1='comp\$ ' LANG=C.UTF-8 PATH='$bin:$PATH' XDG_DATA_HOME='$data_home' bash --norc --noprofile"
wait_for '^comp\$'
tmux_ send-keys -t "$pane" 'source <(kheper completion bash); clear' Enter
wait_for_absent 'source <'

# completes TITLE TYPED EXPECTED: types TYPED and Tab, waits until the prompt line matches EXPECTED (a regex of
# what follows the prompt) and clears the line.
completes() {
    echo "== $1: $2<Tab>"
    tmux_ send-keys -t "$pane" "$2" Tab
    wait_for "^comp\\\$ $3\$"
    tmux_ send-keys -t "$pane" C-u
}

completes "a command" 'kheper rena' 'kheper rename'

echo "== a workout title with spaces: kheper show Pu<Tab>"
tmux_ send-keys -t "$pane" 'kheper show Pu' Tab
wait_for '^comp\$ kheper show Push\\ Day\\ —\\ Week\\ 3$'
tmux_ send-keys -t "$pane" Enter
wait_for '^Strength block, week 3 of 8'
tmux_ send-keys -t "$pane" 'clear' Enter
wait_for_absent 'Strength block'

echo "== Tab again after an escaped space: kheper show Upp<Tab>, then 2<Tab>"
tmux_ send-keys -t "$pane" 'kheper show Upp' Tab
wait_for '^comp\$ kheper show Upper\\ A\\ —\\ Week\\ ?$'
tmux_ send-keys -t "$pane" Tab Tab
wait_for '^Upper A — Week 1  \('
tmux_ send-keys -t "$pane" '2' Tab
wait_for '^comp\$ kheper show Upper\\ A\\ —\\ Week\\ 2 *$'
tmux_ send-keys -t "$pane" C-u 'clear' Enter
wait_for_absent 'Upper A — Week 1  '

echo "== block ids listed with their kind and name: kheper set 3f0c2a6e pd-<Tab><Tab>"
tmux_ send-keys -t "$pane" 'kheper set 3f0c2a6e pd-' Tab Tab
wait_for 'pd-bench  \(exercise "Bench Press"\)'
tmux_ send-keys -t "$pane" C-u 'clear' Enter
wait_for_absent 'pd-bench  '

completes "a block id" 'kheper set 3f0c2a6e pd-be' 'kheper set 3f0c2a6e pd-bench'
completes "an exercise name with spaces, from the catalogue" 'kheper add 3f0c2a6e exercise Barbell\ Squat\ T' \
    'kheper add 3f0c2a6e exercise Barbell\\ Squat\\ To\\ A\\ Bench *'
completes "the rest of a name after words typed apart" 'kheper add 3f0c2a6e exercise Barbell Squat T' \
    'kheper add 3f0c2a6e exercise Barbell Squat To\\ A\\ Bench *'
echo "completion in tmux: ok"
