#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for trying Kheper's sync server and for its tests.
#
#   scripts/dev-postgres.sh start   initdb in a fresh temporary directory (as the postgres user when run as root,
#                                   since PostgreSQL refuses to run as root), listening on a Unix socket in that
#                                   directory and on a free TCP port of 127.0.0.1; the last line on standard output
#                                   is the superuser's connection string, postgresql://…
#   scripts/dev-postgres.sh stop    stops that cluster and removes its directory.
#
# The directory is remembered in a state file, $KHEPER_DEV_POSTGRES_STATE (by default
# ${TMPDIR:-/tmp}/kheper-dev-postgres-$UID.state), so one start pairs with one stop. When initdb is missing,
# `postgresql` is installed with apt-get. With KHEPER_DEV_POSTGRES_WATCH=PID, start also stops the cluster by itself
# once that process has ended, so a test run that crashes leaves nothing behind.
set -euo pipefail

script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
state_file="${KHEPER_DEV_POSTGRES_STATE:-${TMPDIR:-/tmp}/kheper-dev-postgres-$(id -u).state}"

usage() {
    echo "usage: scripts/dev-postgres.sh start|stop" >&2
    exit 2
}

# The directory of PostgreSQL's server programs: pg_config's, Debian's newest, or the PATH's.
find_bindir() {
    local dir
    if command -v pg_config >/dev/null 2>&1; then
        dir="$(pg_config --bindir 2>/dev/null || true)"
        if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
            echo "$dir"
            return 0
        fi
    fi
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/initdb" ]; then
            echo "$dir"
            return 0
        fi
    done
    if command -v initdb >/dev/null 2>&1; then
        dirname "$(command -v initdb)"
        return 0
    fi
    return 1
}

install_postgres() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "dev-postgres: initdb is missing; install PostgreSQL with your system's package manager" >&2
        exit 1
    fi
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "dev-postgres: installing postgresql" >&2
    $sudo apt-get update -qq >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
}

# Runs a command as the user that owns the cluster: postgres when we are root, ourselves otherwise.
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

port_is_free() {
    ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Closes the descriptors inherited beyond standard input, output and error (bash keeps 255 for the script), so
# the server and the watcher left running hold nothing of the caller's: a caller that waits for a descriptor of
# its own to close (Foundation's Process does) would otherwise wait for the cluster to stop.
close_inherited_descriptors() {
    local path fd
    for path in /proc/$$/fd/*; do
        fd="${path##*/}"
        case "$fd" in
            0 | 1 | 2 | 255) ;;
            *) eval "exec $fd>&-" 2>/dev/null || true ;;
        esac
    done
}

start() {
    close_inherited_descriptors
    if [ -f "$state_file" ] && [ -d "$(cat "$state_file")" ]; then
        echo "dev-postgres: a cluster is already running in $(cat "$state_file"); run stop first" >&2
        exit 1
    fi
    local bindir
    bindir="$(find_bindir)" || {
        install_postgres
        bindir="$(find_bindir)" || {
            echo "dev-postgres: initdb is still missing after installing postgresql" >&2
            exit 1
        }
    }
    local dir password
    dir="$(mktemp -d "${TMPDIR:-/tmp}/kheper-postgres.XXXXXX")"
    chmod 700 "$dir"
    [ "$(id -u)" -ne 0 ] || chown postgres: "$dir"
    password="$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    printf '%s\n' "$password" >"$dir/password"
    [ "$(id -u)" -ne 0 ] || chown postgres: "$dir/password"
    echo "$dir" >"$state_file"
    echo "$bindir" >"$dir/bindir"
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres --pwfile="$dir/password" --auth-local=scram-sha-256 \
        --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        exit 1
    }
    local port attempt
    for attempt in 1 2 3 4 5 6 7 8 9 10; do
        port=$((20000 + RANDOM % 40000))
        port_is_free "$port" || continue
        if as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
            -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" \
            start >/dev/null; then
            break
        fi
        port=""
    done
    if [ -z "$port" ]; then
        echo "dev-postgres: the server did not start; its log:" >&2
        cat "$dir/server.log" >&2 || true
        exit 1
    fi
    if [ -n "${KHEPER_DEV_POSTGRES_WATCH:-}" ]; then
        local watched="$KHEPER_DEV_POSTGRES_WATCH"
        (
            while kill -0 "$watched" 2>/dev/null; do sleep 1; done
            [ "$(cat "$state_file" 2>/dev/null)" = "$dir" ] && bash "$script" stop
        ) </dev/null >/dev/null 2>&1 &
        disown
    fi
    echo "dev-postgres: cluster in $dir (socket $dir/.s.PGSQL.$port)" >&2
    echo "postgresql://postgres:$password@127.0.0.1:$port/postgres"
}

stop() {
    if [ ! -f "$state_file" ]; then
        echo "dev-postgres: no cluster to stop ($state_file is missing)" >&2
        exit 1
    fi
    local dir
    dir="$(cat "$state_file")"
    case "$dir" in
        */kheper-postgres.*) ;;
        *)
            echo "dev-postgres: $state_file names $dir, not a directory this script made" >&2
            exit 1
            ;;
    esac
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$(cat "$dir/bindir")/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    rm -f "$state_file"
    echo "dev-postgres: stopped and removed $dir" >&2
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    *) usage ;;
esac
