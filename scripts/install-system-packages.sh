#!/usr/bin/env bash
# Installs the system packages Kheper builds and checks against when they are missing: SQLite's headers
# (libsqlite3-dev), which the CSQLite system-library target links; libpq's headers (libpq-dev), which the CLibPQ
# target links; the PostgreSQL server (postgresql), which scripts/dev-postgres.sh runs for the sync tests; and
# tmux, which the terminal layer's end-to-end check (scripts/tmux-terminal-demo.sh) runs in. Does nothing when
# they are present.
set -euo pipefail

missing=()
for package in libsqlite3-dev libpq-dev postgresql tmux; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install ${missing[*]} with your system's package manager" >&2
    exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing ${missing[*]}" >&2
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
