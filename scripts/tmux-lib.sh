# Helpers for the end-to-end scripts that drive a program in tmux: source it after setting `socket` (a private tmux
# server) and `pane` (the session's name). Every wait polls the pane every 50 ms for at most 15 s; none sleeps a
# fixed time to synchronise.
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }

screen() { tmux_ capture-pane -p -t "$pane"; }

fail() {
    echo "FAIL: $*"
    echo "---- pane ----"
    screen
    exit 1
}

# Waits until the pane shows text matching the extended regular expression $1.
wait_for() {
    local deadline=$((SECONDS + 15))
    until screen | grep -Eq -- "$1"; do
        [ $SECONDS -lt $deadline ] || fail "timed out waiting for /$1/"
        sleep 0.05
    done
    echo "ok: /$1/"
}

# Waits until the pane no longer shows text matching $1.
wait_for_absent() {
    local deadline=$((SECONDS + 15))
    while screen | grep -Eq -- "$1"; do
        [ $SECONDS -lt $deadline ] || fail "timed out waiting for /$1/ to go"
        sleep 0.05
    done
    echo "ok: no /$1/"
}
