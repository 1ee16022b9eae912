#!/usr/bin/env bash
# End-to-end test of `kheper edit` in a real terminal: makes a small workout in a fresh store (XDG_DATA_HOME),
# edits it in a detached 100×30 tmux window — inserts an exercise from its shorthand, grabs it and drops it into the
# superset, edits its fields in place, selects two blocks with Shift-↑ and wraps them in a set (then undoes it),
# selects with `v` and clears with Esc, deletes another block — quits with `q`, and checks the result with
# `kheper show --format json`. It also checks that a change made by another process while the editor is open is
# picked up and kept, that Esc then u sent at once undoes, that `kheper edit` without a workout shows the picker and
# makes a new one, that a title no workout has is created on one key, that at 40×20 a wide table of twenty sets
# scrolls sideways to its focused cell and keeps its header on top, that exercise names are suggested as one is
# typed in the palette and in the form (Down and Tab take one), that the terminal
# is restored after `q`, after SIGTERM, after SIGINT and after SIGQUIT (which prints no crash report), and that
# without a terminal the command exits 2 naming `kheper add`. Every wait polls the pane with a short interval and an overall timeout; no fixed sleeps.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper >/dev/null
kheper="$(swift build --show-bin-path)/kheper"
data_home="$(mktemp -d)"
socket="kheper-edit-$$"
pane="edit"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true; rm -rf "$data_home"' EXIT
export XDG_DATA_HOME="$data_home"

workout=$("$kheper" new "Push day")
"$kheper" add "$workout" exercise Bench Press 5x5 @100kg >/dev/null
superset=$("$kheper" add "$workout" set superset A x3)
"$kheper" add "$workout" exercise Dips 3x10 --into "$superset" >/dev/null
echo "made the workout $workout in a fresh store"

echo "== without a terminal it exits 2 and names the commands for scripts"
status=0
message=$("$kheper" edit "$workout" </dev/null 2>&1 >/dev/null) || status=$?
[ "$status" = 2 ] || fail "kheper edit without a terminal exited $status, not 2"
grep -q "kheper add" <<<"$message" || fail "the message does not name kheper add: $message"
echo "ok: exit 2: $message"

# The kheper process the pane's shell is running.
kheper_pid() {
    local shell_pid
    shell_pid=$(tmux_ display-message -p -t edit '#{pane_pid}')
    pgrep -P "$shell_pid" -x kheper
}
start_edit() {
    tmux_ send-keys -t edit "clear; '$kheper' edit '$workout'; echo \"exit status \$?\"" Enter
    wait_for "^Push day +[0-9]+ blocks"
}
# Checks that the terminal is back in cooked mode with echo, and the editor's screen is gone.
expect_restored() {
    wait_for_absent "^Push day +[0-9]+ blocks"
    tmux_ send-keys -t edit "clear; stty -a | tr ' ;' '\n\n' | grep -Ex -- '-?(icanon|echo|isig)' | sort | tr '\n' ' '; echo" Enter
    wait_for "^-?echo -?icanon -?isig"
    screen | grep -q "^echo icanon isig" || fail "the terminal is still in raw mode"
    tmux_ send-keys -t edit "clear" Enter
    wait_for_absent "icanon"
}
json() { "$kheper" show --format json "$workout"; }

export LANG=C.UTF-8
tmux_ new-session -d -s edit -x 100 -y 30 \
    "env PS1='edit\$ ' LANG=C.UTF-8 XDG_DATA_HOME='$data_home' bash --norc --noprofile"
wait_for '^edit\$'

echo "== insert from the palette, with shorthand"
start_edit
wait_for "^› · Bench Press"
tmux_ send-keys -t edit End
wait_for "^›   · Dips"
tmux_ send-keys -t edit +
wait_for "^Insert after the focus"
tmux_ send-keys -t edit -l "ex Squat 5x5 @100kg"
wait_for "^› Exercise ↵ Squat 5x5 @100kg"
tmux_ send-keys -t edit Enter
wait_for "^Inserted Exercise\\."
wait_for "^›   · Squat"
[ "$(json | jq '[.blocks[] | select(.type == "set") | .children[] | .data.name] | index("Squat")')" = 1 ] \
    || fail "the inserted Squat is not stored in the superset after Dips before the next key"
echo "ok: the insert is stored before the next key"

echo "== grab the superset's Squat, move it out to the top level, and back in"
tmux_ send-keys -t edit Space
wait_for "^≡   · Squat"
tmux_ send-keys -t edit Left
wait_for "^≡ · Squat"
tmux_ send-keys -t edit Enter
wait_for "^Moved\\."
[ "$(json | jq -r '.blocks[-1].data.name')" = Squat ] || fail "Squat is not the last top-level block"
tmux_ send-keys -t edit Space
wait_for "^≡ · Squat"
tmux_ send-keys -t edit Right
wait_for "^≡   · Squat"
tmux_ send-keys -t edit Enter
wait_for "^Moved\\."
[ "$(json | jq -r '[.blocks[] | select(.type == "set") | .children[].data.name] | join(",")')" = "Dips,Squat" ] \
    || fail "the superset does not hold Dips and Squat"
echo "ok: moved into the superset"

echo "== Enter edits the focused Squat in place; a bad value is shown under its field; Enter saves"
tmux_ send-keys -t edit Enter
wait_for "^Editing Exercise"
wait_for "^› Name +Squat"
# The sets are a table, one row each, with a header of the columns the sets use.
wait_for "^    Set  Reps  Load$"
wait_for "^      5  5     100 kg$"
wait_for "^    Tab reaches: Kind, "
tmux_ send-keys -t edit C-u
tmux_ send-keys -t edit -l "Front Squat"
tmux_ send-keys -t edit Tab Tab Tab C-u
tmux_ send-keys -t edit -l "2x"
wait_for "! could not read \"2x\" for \"rest\""
tmux_ send-keys -t edit BSpace BSpace
tmux_ send-keys -t edit -l "2m"
wait_for_absent "could not read"
# Tab to the first set's reps (past Tempo, Notes and its Kind), ↓ ↓ to the third set's, and type in the cell.
tmux_ send-keys -t edit Tab Tab Tab Tab Down Down C-u
tmux_ send-keys -t edit -l "3"
wait_for "^›     3  3     100 kg$"
tmux_ send-keys -t edit Enter
wait_for "^Saved\\."
wait_for "^›   · Front Squat — "
[ "$(json | jq -r '[.blocks[] | select(.type == "set") | .children[1].data | .name + "," + (.rest | tostring)] | .[0]')" \
    = "Front Squat,120" ] || fail "the edited name and rest are not stored"
[ "$(json | jq -c '[.blocks[] | select(.type == "set") | .children[1].data.sets | map(.reps)] | .[0]')" \
    = "[5,5,3,5,5]" ] || fail "the edited cell is not the third set's reps"
echo "ok: the fields are stored"

echo "== another process adds a block while the editor is open; it shows up and is kept"
"$kheper" add "$workout" text "Stretch afterwards" >/dev/null
wait_for "^  · Stretch afterwards"
wait_for "^Changed elsewhere; showing the stored version"

echo "== Shift-↑ selects two neighbouring blocks, w wraps them in one set, u undoes that in one step"
"$kheper" add "$workout" text "Foam roll" >/dev/null
wait_for "^  · Foam roll"
tmux_ send-keys -t edit End
wait_for "^› · Foam roll"
tmux_ send-keys -t edit S-Up
wait_for "^2 blocks selected"
wait_for "^› · Stretch afterwards"
wait_for "^▌ · Foam roll"
tmux_ send-keys -t edit w
wait_for "^Wrapped 2 blocks in Set\\."
wait_for "^› ▾ Superset$"
[ "$(json | jq -r '.blocks[-1] | .type + ":" + (.children | map(.data.text) | join(","))')" \
    = "set:Stretch afterwards,Foam roll" ] || fail "the new set does not hold Stretch afterwards and Foam roll, in order"
tmux_ send-keys -t edit u
wait_for "^undid: removed set [0-9a-f]{8}, moving 2 blocks out of it"
[ "$(json | jq -r '[.blocks[] | .type] | join(",")')" = "exercise,set,text,text" ] \
    || fail "undo did not put the two text blocks back at the top level: $(json | jq -c '.blocks')"
echo "ok: the wrap and its undo are stored"

echo "== v then j selects, Esc clears; x then deletes only the focused Foam roll"
tmux_ send-keys -t edit v
wait_for "^1 block selected"
tmux_ send-keys -t edit j
wait_for "^2 blocks selected"
tmux_ send-keys -t edit Escape
wait_for_absent "selected ·"
wait_for "^› · Foam roll"
tmux_ send-keys -t edit x
wait_for "^Deleted\\."
wait_for_absent "Foam roll"
json | jq -e '[.blocks[] | .data.text? // empty] == ["Stretch afterwards"]' >/dev/null \
    || fail "Foam roll is still stored, or Stretch afterwards is gone"

echo "== delete Bench Press, undo, redo"
tmux_ send-keys -t edit Home
wait_for "^› · Bench Press"
tmux_ send-keys -t edit x
wait_for "^Deleted\\."
wait_for_absent "Bench Press"
tmux_ send-keys -t edit u
wait_for "^undid: restored exercise \"Bench Press\""
wait_for "^› · Bench Press"
tmux_ send-keys -t edit C-r
wait_for "^redid: removed exercise \"Bench Press\""
wait_for_absent "· Bench Press"

echo "== Esc then u sent at once (the bytes of Alt-u) still undoes"
tmux_ send-keys -t edit Escape u
wait_for "^undid: restored exercise \"Bench Press\""
wait_for "^› · Bench Press"
tmux_ send-keys -t edit C-r
wait_for "^redid: removed exercise \"Bench Press\""
wait_for_absent "· Bench Press"

echo "== help, then quit"
tmux_ send-keys -t edit "?"
wait_for "any key closes the help"
tmux_ send-keys -t edit Escape
wait_for_absent "any key closes the help"
tmux_ send-keys -t edit q
wait_for "exit status 0"
expect_restored
document=$(json)
[ "$(jq -r '[.blocks[] | .type + ":" + (.data.name // .data.text)] | join(",")' <<<"$document")" \
    = "set:A,text:Stretch afterwards" ] || fail "unexpected top-level blocks: $(jq -c '.blocks' <<<"$document")"
[ "$(jq -r '.blocks[0].children | map(.data.name) | join(",")' <<<"$document")" = "Dips,Front Squat" ] \
    || fail "the superset does not hold Dips and Front Squat"
jq -e '[.. | .data? // empty | .name? // empty] | index("Bench Press") | not' <<<"$document" >/dev/null \
    || fail "Bench Press is still stored"
echo "ok: kheper show --format json shows every change"

echo "== without a workout: the picker, a new workout named in place"
tmux_ send-keys -t edit "clear; '$kheper' edit; echo \"exit status \$?\"" Enter
wait_for "^Choose a workout to edit"
wait_for "^› Push day +[0-9]+ blocks"
tmux_ send-keys -t edit n
wait_for "^› \\+ New workout: *$"
tmux_ send-keys -t edit -l "Legs 脚"
tmux_ send-keys -t edit Enter
wait_for "^Legs 脚 +0 blocks"
wait_for "empty: press \\+ to insert a block"
tmux_ send-keys -t edit q
wait_for "exit status 0"
"$kheper" list | grep -q "Legs 脚" || fail "kheper list does not show the new workout"
tmux_ send-keys -t edit "clear" Enter
wait_for_absent "exit status"
echo "ok: the picker made and opened a new workout"

echo "== a title no workout has: one key (y) creates it and opens it"
tmux_ send-keys -t edit "clear; '$kheper' edit 'Upper A'; echo \"exit status \$?\"" Enter
wait_for 'title "Upper A"\. Create it\? \[Y/n\]'
tmux_ send-keys -t edit y
wait_for "^Upper A +0 blocks"
tmux_ send-keys -t edit q
wait_for "exit status 0"
wait_for '^created workout "Upper A"'
"$kheper" list | grep -q "Upper A" || fail "kheper list does not show Upper A"
tmux_ send-keys -t edit "clear" Enter
wait_for_absent "exit status"
echo "ok: kheper edit made and opened the workout it was asked for"

echo "== at 40×20, a set table wider than the screen scrolls sideways to the focused cell, its header on top"
row=$("$kheper" add "Upper A" exercise Row 20x5 @60kg)
"$kheper" set "Upper A" "$row" 'sets.*.repsMax=8' 'sets.*.duration=45' 'sets.*.distance=400' 'sets.*.rpe=8' \
    'sets.*.rir=2' 'sets.*.rest=90' >/dev/null
tmux_ resize-window -t edit -x 40 -y 20
tmux_ send-keys -t edit "clear; '$kheper' edit 'Upper A'; echo \"exit status \$?\"" Enter
wait_for "^Upper A +1 block"
tmux_ send-keys -t edit Enter
wait_for "^Editing Exercise"
wait_for "^    Set  Reps  Reps max  Load  +…$"
# Tab from Name past Exercise ID, Entry, Rest, Tempo, Notes and every field of the first set to its rest, the last column.
for _ in $(seq 15); do tmux_ send-keys -t edit Tab; done
wait_for "^Rest: Rest after this set"
wait_for "^    Set  …  .*RPE  RIR  Rest$"
wait_for "^›     1  …  .*1:30$"
# Down to the twentieth set: the first sets scroll away under the header, which stays.
for _ in $(seq 19); do tmux_ send-keys -t edit Down; done
wait_for "^›    20  …  .*1:30$"
wait_for "^    Set  …  .*RPE  RIR  Rest$"
wait_for_absent "^      1  "
tmux_ send-keys -t edit Escape
wait_for "^Edit cancelled"
tmux_ send-keys -t edit q
wait_for "exit status 0"
tmux_ resize-window -t edit -x 100 -y 30
tmux_ send-keys -t edit "clear" Enter
wait_for_absent "exit status"
echo "ok: every cell of a wide table is reached on screen, under its header"

echo "== exercise names are suggested as one is typed: in the palette's shorthand, then in the Name field"
tmux_ send-keys -t edit "clear; '$kheper' edit 'Upper A'; echo \"exit status \$?\"" Enter
wait_for "^Upper A +1 block"
tmux_ send-keys -t edit +
wait_for "^Insert after the focus"
tmux_ send-keys -t edit -l "ex barbell squ"
wait_for "^    Barbell Squat *$"
wait_for "^    Barbell Squat To A Bench"
wait_for "^↓ suggestions · "
tmux_ send-keys -t edit Down
wait_for "^  ▸ Barbell Squat *$"
tmux_ send-keys -t edit Tab
wait_for "^> ex Barbell Squat$"
wait_for_absent "Barbell Squat To A Bench"
tmux_ send-keys -t edit -l " 5x5 @100kg"
tmux_ send-keys -t edit Enter
wait_for "^Inserted Exercise\\."
[ "$("$kheper" show --format json 'Upper A' | jq -r '.blocks[-1].data | .name + "," + (.sets | length | tostring)')" \
    = "Barbell Squat,5" ] || fail "the exercise is not stored under the suggested name"
tmux_ send-keys -t edit Enter
wait_for "^Editing Exercise"
tmux_ send-keys -t edit C-u
tmux_ send-keys -t edit -l "barbell dead"
wait_for "^ +Barbell Deadlift *$"
tmux_ send-keys -t edit Down
wait_for "^ +▸ Barbell Deadlift *$"
tmux_ send-keys -t edit Tab
wait_for "^› Name +Barbell Deadlift$"
wait_for_absent "▸ Barbell Deadlift"
tmux_ send-keys -t edit Enter
wait_for "^Saved\\."
[ "$("$kheper" show --format json 'Upper A' | jq -r '.blocks[-1].data.name')" = "Barbell Deadlift" ] \
    || fail "the name taken from the suggestions in the form is not stored"
tmux_ send-keys -t edit q
wait_for "exit status 0"
tmux_ send-keys -t edit "clear" Enter
wait_for_absent "exit status"
echo "ok: a suggested name is taken by Down and Tab, in the palette and in the form, and stored"

echo "== kill -TERM restores the terminal and ends with SIGTERM's status"
start_edit
kill -TERM "$(kheper_pid)"
wait_for "exit status 143"
expect_restored

echo "== kill -INT (bash drops the rest of a command line whose command died of SIGINT, so no status shows)"
start_edit
kill -INT "$(kheper_pid)"
wait_for_absent "^Push day +[0-9]+ blocks"
screen | grep -Eq "exit status [0-9]" && fail "kheper did not die of SIGINT"
expect_restored

echo "== kill -QUIT restores the terminal and ends with SIGQUIT's status, as TERM does: no crash report, no wait"
start_edit
kill -QUIT "$(kheper_pid)"
wait_for "exit status 131"
screen | grep -Eq "Program crashed|Backtrace|to interact|\\.swift:[0-9]" && fail "SIGQUIT printed a crash report"
expect_restored

echo "tmux edit: all checks passed"
