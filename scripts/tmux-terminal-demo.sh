#!/usr/bin/env bash
# End-to-end test of KheperTerminal in a real terminal: runs kheper-terminal-demo in a detached tmux session,
# types ASCII, CJK and an arrow key into its line editor (word motion, Ctrl-W, a bracketed paste, a line wider than
# the field scrolled sideways), resizes the window, quits with `q`, and checks after each way out (q,
# kill -TERM, kill -INT, kill -SEGV) that the shell prompt is back and the terminal left raw mode (`stty -a` shows
# `icanon` and `echo`). Every wait polls the pane with a short interval and an overall timeout; no fixed sleeps.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product kheper-terminal-demo >/dev/null
demo="$(swift build --show-bin-path)/kheper-terminal-demo"
socket="kheper-terminal-demo-$$"
pane="demo"
# shellcheck source=scripts/tmux-lib.sh
source scripts/tmux-lib.sh
trap 'tmux_ kill-server 2>/dev/null || true' EXIT
# Checks that the terminal is back in cooked mode with echo, and the alternate screen is gone.
expect_restored() {
    wait_for_absent "Kheper terminal demo"
    tmux_ send-keys -t demo "clear; stty -a | tr ' ;' '\n\n' | grep -Ex -- '-?(icanon|echo|isig)' | sort | tr '\n' ' '; echo" Enter
    wait_for "^-?echo -?icanon -?isig"
    screen | grep -q "^echo icanon isig" || fail "the terminal is still in raw mode"
    tmux_ send-keys -t demo "clear" Enter
    wait_for_absent "icanon"
}
# Starts the demo in the pane (after the environment assignments in $@), printing its exit status when it ends,
# and waits for its box.
start_demo() {
    tmux_ send-keys -t demo "clear; $* '$demo'; echo \"exit status \$?\"" Enter
    wait_for "Kheper terminal demo"
}
demo_pid() {
    local shell_pid
    shell_pid=$(tmux_ display-message -p -t demo '#{pane_pid}')
    pgrep -P "$shell_pid"
}

export LANG=C.UTF-8
tmux_ new-session -d -s demo -x 100 -y 30 "env PS1='demo\$ ' LANG=C.UTF-8 bash --norc --noprofile"
wait_for '^demo\$'

echo "== typing, an arrow key and a resize"
start_demo
wait_for "Size: 100x30"
tmux_ send-keys -t demo -l "abc 日本語"
wait_for "Typed: abc 日本語"
tmux_ send-keys -t demo M-b
wait_for "Last key: alt-b"
tmux_ send-keys -t demo -l "X"
wait_for "Typed: abc X日本語"
tmux_ send-keys -t demo C-e C-w
wait_for "Typed: abc +│"
tmux_ set-buffer -b lines "$(printf 'two\nlines')"
tmux_ paste-buffer -p -d -b lines -t demo
wait_for "Last key: paste"
wait_for "Typed: abc two lines +│"
tmux_ send-keys -t demo -l "$(printf '深%.0s' {1..30})"
# 73 columns in a 49-column field: the end shows, 24 wide characters and the cursor, none cut in half.
wait_for "Typed: (深){24} +│"
tmux_ send-keys -t demo Home
wait_for "Typed: abc two lines(深){18} +│"
tmux_ send-keys -t demo Up
wait_for "Last key: up"
tmux_ send-keys -t demo C-Right
wait_for "Last key: ctrl-right"
tmux_ resize-window -t demo -x 80 -y 20
wait_for "Size: 80x20"
wait_for "Last key: resize"
tmux_ send-keys -t demo q
wait_for "exit status 0"
expect_restored

echo "== kill -TERM restores the terminal and ends with SIGTERM's status"
start_demo
kill -TERM "$(demo_pid)"
wait_for "exit status 143"
expect_restored

echo "== kill -INT (bash drops the rest of a command line whose command died of SIGINT, so no status shows)"
start_demo
kill -INT "$(demo_pid)"
wait_for_absent "Kheper terminal demo"
screen | grep -Eq "exit status [0-9]" && fail "the demo did not die of SIGINT"
expect_restored

echo "== a crash (SIGSEGV) restores the terminal and dies of SIGSEGV"
start_demo SWIFT_BACKTRACE=enable=no
kill -SEGV "$(demo_pid)"
wait_for "exit status 139"
expect_restored

echo "tmux terminal demo: all checks passed"
