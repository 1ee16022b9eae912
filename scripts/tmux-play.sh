#!/usr/bin/env bash
# End-to-end test of `kheper play` in a real terminal: imports the example push day into a fresh store, plays it
# in a detached 100×30 tmux window, logs a set with Enter, skips the rest, kills kheper with SIGKILL, checks the
# set is in the store (`kheper log export` and sqlite3), plays again, answers the resume question, waits for the
# next set, quits with `q` `y`, checks the terminal left raw mode (`stty -a` shows `icanon`), and plays again with
# the keys written one at a time into a pipe, each waited for on screen before the next; then plays the example
# timed workout and logs an EMOM's round against its clock; then plays the push day twice to check that the input
# holds the plan's target with last time (matched by set type) beside it and that superset A x3 runs A1, A2 a
# round; last, SIGQUIT restores the terminal and ends the
# play with no crash report. Every wait
# polls the pane with a short interval and an overall timeout; no fixed sleeps.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper >/dev/null
kheper="$(swift build --show-bin-path)/kheper"
data_home="$(mktemp -d)"
socket="kheper-play-$$"
pane="play"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$data_home"' EXIT
export XDG_DATA_HOME="$data_home"
store="$data_home/kheper/kheper.sqlite"
# The kheper process the pane's shell is running.
kheper_pid() {
    local shell_pid
    shell_pid=$(tmux_ display-message -p -t play '#{pane_pid}')
    pgrep -P "$shell_pid" -x kheper
}
# Starts `kheper play` in the pane, printing its exit status when it ends.
start_play() {
    tmux_ send-keys -t play "clear; '$kheper' play '$workout'; echo \"exit status \$?\"" Enter
}
sets_in_store() { sqlite3 "$store" "SELECT count(*) FROM log_sets"; }

workout=$("$kheper" import Examples/Workouts/push-day.json)
echo "imported $workout into a fresh store"

export LANG=C.UTF-8
tmux_ new-session -d -s play -x 100 -y 30 \
    "env PS1='play\$ ' LANG=C.UTF-8 XDG_DATA_HOME='$data_home' bash --norc --noprofile"
wait_for '^play\$'

echo "== a set logged with Enter, the rest skipped, then kill -9"
start_play
wait_for "^Strength block, week 3 of 8"
tmux_ send-keys -t play Enter
wait_for "^Heavy bench, then volume work"
tmux_ send-keys -t play Enter
wait_for "^Bench Press · set 1"
wait_for "^> 10 @ 40 ?kg"
# A barbell set says how to load the bar.
wait_for "^Plates for 40 kg: 20 kg bar \\+ 10 per side"
tmux_ send-keys -t play Enter
wait_for "Rest [0-9]+:[0-9]{2} of 3:00"
tmux_ send-keys -t play Space
wait_for "^Bench Press · set 2"
wait_for "^Plates for 60 kg: 20 kg bar \\+ 20 per side"
pid=$(kheper_pid) || fail "no kheper process under the pane's shell"
kill -KILL "$pid"
wait_for "exit status 137"
[ "$(sets_in_store)" = 1 ] || fail "the store holds $(sets_in_store) sets after kill -9, not 1"
"$kheper" log export --format csv | grep -q ",Bench Press,,1,warmUp,10,40,kg," \
    || fail "kheper log export does not show the logged set"
[ "$(sqlite3 "$store" "SELECT count(*) FROM log_open_sessions")" = 1 ] || fail "the session is not marked open"
echo "ok: the set logged before kill -9 is in the store, and the session is open"
# SIGKILL leaves the terminal as kheper had it (raw, alternate screen): put it back as a person would.
tmux_ send-keys -t play "printf '\\033[?1049l\\033[?25h\\033[?2004l'; stty sane; clear" Enter
wait_for_absent "exit status 137"

echo "== resumed at the next set by y alone (one key answers), then q q"
start_play
wait_for "Resume the session started .* \\(1 set logged\\)\\? \\[Y/n\\]"
tmux_ send-keys -t play y
wait_for "^Bench Press · set 2"
wait_for "^> 5 @ 60 ?kg"
tmux_ send-keys -t play q
wait_for "Quit\\? Everything logged so far is kept"
tmux_ send-keys -t play q
wait_for "exit status 0"
wait_for "Workout ended early"
wait_for "The session stays open"
[ "$(sets_in_store)" = 1 ] || fail "the store holds $(sets_in_store) sets after resuming, not 1"

echo "== the terminal is restored"
tmux_ send-keys -t play "clear; stty -a | tr ' ;' '\n\n' | grep -Ex -- '-?(icanon|echo|isig)' | sort | tr '\n' ' '; echo" Enter
wait_for "^-?echo -?icanon -?isig"
screen | grep -q "^echo icanon isig" || fail "the terminal is still in raw mode"

echo "== keys from a pipe, read as they arrive: each one acts before the next is written"
fifo="$data_home/keys"
mkfifo "$fifo"
tmux_ send-keys -t play "clear; '$kheper' play --fresh '$workout' < '$fifo'; echo \"exit status \$?\"" Enter
exec 3>"$fifo"
wait_for "^Strength block, week 3 of 8"
printf '\r' >&3
wait_for "^Heavy bench, then volume work"
printf '\r' >&3
wait_for "^Bench Press · set 1"
printf '\r' >&3
wait_for "Rest [0-9]+:[0-9]{2} of 3:00"
[ "$(sets_in_store)" = 2 ] || fail "the store holds $(sets_in_store) sets while the pipe is open, not 2"
exec 3>&-
wait_for "exit status 0"
wait_for "^Play stopped; 1 set in the session"
echo "ok: a set logged from a pipe before its end, and the end of the pipe ends the play"

echo "== a timed group: an EMOM's round logged against its clock"
engine=$("$kheper" import Examples/Workouts/engine-timed.json)
before=$(sets_in_store)
tmux_ send-keys -t play "clear; '$kheper' play '$engine'; echo \"exit status \$?\"" Enter
wait_for "^Against the clock"
tmux_ send-keys -t play Enter
wait_for "^Strength: EMOM 10 min: every 1:00"
wait_for "^Get ready 0:[0-9]{2}"
tmux_ send-keys -t play Enter
wait_for "^Round 1 of 10 · [0-9]:[0-9]{2} left"
wait_for "^> 10"
tmux_ send-keys -t play Enter
wait_for "^> 5"
tmux_ send-keys -t play Enter
wait_for "^Round 1 done · next round in 0:[0-9]{2}"
[ "$(sets_in_store)" = $((before + 2)) ] || fail "the EMOM's round left $(sets_in_store) sets, not $((before + 2))"
tmux_ send-keys -t play q
wait_for "Quit\\? Everything logged so far is kept"
tmux_ send-keys -t play y
wait_for "exit status 0"
echo "ok: an EMOM's round logged as its clock runs"

echo "== the prefill is the plan's target with last time beside it, and a superset x3 runs A1, A2 a round"
tmux_ send-keys -t play "clear; '$kheper' play --fresh '$workout'; echo \"exit status \$?\"" Enter
wait_for "^Strength block, week 3 of 8"
tmux_ send-keys -t play Enter
wait_for "^Heavy bench, then volume work"
tmux_ send-keys -t play Enter
wait_for "^Bench Press · set 1"
tmux_ send-keys -t play -l "12 @ 45"
tmux_ send-keys -t play Enter
wait_for "Rest [0-9]+:[0-9]{2} of 3:00"
tmux_ send-keys -t play Space
wait_for "^Bench Press · set 2"
tmux_ send-keys -t play s
wait_for "^Bench Press · set 3"
tmux_ send-keys -t play -l "5 @ 180lb"
tmux_ send-keys -t play Enter
wait_for "Rest [0-9]+:[0-9]{2} of 3:00"
tmux_ send-keys -t play q
wait_for "Quit\\? Everything logged so far is kept"
tmux_ send-keys -t play y
wait_for "exit status 0"
tmux_ send-keys -t play "clear; '$kheper' play --fresh '$workout'; echo \"exit status \$?\"" Enter
wait_for "^Strength block, week 3 of 8"
tmux_ send-keys -t play Enter
wait_for "^Heavy bench, then volume work"
tmux_ send-keys -t play Enter
wait_for "^Bench Press · set 1"
wait_for "^> 10 @ 40 ?kg$"
wait_for "^Last time: 12 @ 45 ?kg"
tmux_ send-keys -t play s
wait_for "^Bench Press · set 2"
tmux_ send-keys -t play s
wait_for "^Bench Press · set 3"
wait_for "^> 5 @ 82.5 ?kg$"
# 180 lb as lifted, and in the display unit: kg, the unit most of this log uses
wait_for "^Last time: 5 @ 180 ?lb \\(81.65 kg\\)"
tmux_ send-keys -t play s
wait_for "^Bench Press · set 4"
tmux_ send-keys -t play s
wait_for "^Bench Press · set 5"
tmux_ send-keys -t play s
wait_for "^Rest before supersets"
tmux_ send-keys -t play Space
wait_for "^A1 · Incline Dumbbell Press · round 1 of 3"
wait_for "^> 8 @ 26 ?kg$"
tmux_ send-keys -t play Enter
wait_for "Rest [0-9]+:[0-9]{2} of 0:30"
tmux_ send-keys -t play Space
wait_for "^A2 · Cable Fly · round 1 of 3"
wait_for "^> 12 @ 15 ?kg$"
tmux_ send-keys -t play Enter
wait_for "Rest [0-9]+:[0-9]{2} of 1:30"
tmux_ send-keys -t play Space
wait_for "^A1 · Incline Dumbbell Press · round 2 of 3"
tmux_ send-keys -t play q
wait_for "Quit\\? Everything logged so far is kept"
tmux_ send-keys -t play y
wait_for "exit status 0"
echo "ok: the prefill is the target, last time is beside it by set type, and the superset runs A1, A2 a round"

echo "== kill -QUIT restores the terminal and ends with SIGQUIT's status, as TERM does: no crash report, no wait"
tmux_ send-keys -t play "clear; '$kheper' play --fresh '$workout'; echo \"exit status \$?\"" Enter
wait_for "^Strength block, week 3 of 8"
kill -QUIT "$(kheper_pid)"
wait_for "exit status 131"
screen | grep -Eq "Program crashed|Backtrace|to interact|\\.swift:[0-9]" && fail "SIGQUIT printed a crash report"
tmux_ send-keys -t play "clear; stty -a | tr ' ;' '\n\n' | grep -Ex -- '-?(icanon|echo|isig)' | sort | tr '\n' ' '; echo" Enter
wait_for "^-?echo -?icanon -?isig"
screen | grep -q "^echo icanon isig" || fail "the terminal is still in raw mode after SIGQUIT"
echo "ok: SIGQUIT restored the terminal and ended the play"

echo "tmux play: all checks passed"
