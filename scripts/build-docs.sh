#!/usr/bin/env bash
# Builds the DocC documentation of KheperJSON, KheperOrderKeys, KheperDurations, KheperCore, KheperRenderTargets, KheperMeasures, KheperForms, KheperCatalogue, KheperSchema, KheperKindFiles, Kheper, KheperEditor, KheperSQLite, KheperPostgres, KheperSync, KheperInteraction, KheperTerminal, KheperTrainingLog, KheperLogImport, KheperProgram, KheperPlay, KheperOutlineEditor, the seven kind modules, KheperLift, KheperCLI, KheperTestSupport, KheperConformance and KheperFuzzing with the toolchain's docc, failing on any warning.
# Symbol graphs come from the debug build; the archives land in .build/docs/<Module>.doccarchive, each built to be served
# from /<Module>.doccarchive/ (a DocC archive opened as file:// shows a blank page).
#
# Usage: scripts/build-docs.sh [--serve [PORT]]
#   --serve [PORT]  after building, serve .build/docs over HTTP on 127.0.0.1:PORT (8000 by default) with
#                   `python3 -m http.server`, printing the URL of each module's page; Ctrl-C stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

serve=false
port=8000
while [ $# -gt 0 ]; do
    case "$1" in
        --serve)
            serve=true
            if [ $# -gt 1 ] && [[ "$2" =~ ^[0-9]+$ ]]; then
                port=$2
                shift
            fi
            ;;
        *)
            echo "usage: scripts/build-docs.sh [--serve [PORT]]" >&2
            exit 2
            ;;
    esac
    shift
done
if $serve && ! command -v python3 >/dev/null 2>&1; then
    echo "--serve needs python3 (python3 -m http.server); install it, or serve .build/docs with any static server" >&2
    exit 1
fi

# Symbol graphs are extracted from the modules the debug build already compiled, so documenting needs no build of
# its own. A module's graph also holds the symbols it re-exports (`@_exported`), directly or through another
# module, which its catalogue documents.
rm -rf .build/docs .build/docs-build .build/symbol-graphs
mkdir -p .build/docs
swift build >/dev/null
module_dir="$(swift build --show-bin-path)/Modules"
include_dirs=(-I "$module_dir")
# The system-library targets' module maps, and their headers' directories as pkg-config names them.
for modulemap in Sources/*/module.modulemap; do include_dirs+=(-I "$(dirname "$modulemap")"); done
for flag in $(sed -n 's/.*pkgConfig: "\([^"]*\)".*/\1/p' Package.swift | xargs pkg-config --cflags-only-I); do
    include_dirs+=(-Xcc "$flag")
done
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)

modules=(KheperJSON KheperOrderKeys KheperDurations KheperCore KheperRenderTargets KheperMeasures KheperForms KheperCatalogue KheperSchema KheperKindFiles Kheper KheperEditor
    KheperSQLite KheperPostgres KheperSync KheperInteraction KheperTerminal KheperTrainingLog KheperLogImport KheperProgram KheperPlay KheperOutlineEditor KheperText KheperExercise
    KheperSet KheperTimer KheperChart KheperMedia KheperDivider KheperLift KheperCLI KheperTestSupport KheperConformance KheperFuzzing)
for module in "${modules[@]}"; do
    module_graphs=".build/symbol-graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    swift-symbolgraph-extract -module-name "$module" -target "$triple" "${include_dirs[@]}" \
        -minimum-access-level public -output-dir "$module_graphs" \
        -experimental-allowed-reexported-modules="$(IFS=,; echo "${modules[*]}")"
    echo "==> docc: $module"
    docc convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-dir ".build/docs/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "app.kheper.$module" \
        --hosting-base-path "$module.doccarchive" \
        --warnings-as-errors
done

# A front page linking every module's documentation.
{
    echo '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Kheper documentation</title></head>'
    echo '<body><h1>Kheper documentation</h1><ul>'
    for module in "${modules[@]}"; do
        lower=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
        echo "<li><a href=\"$module.doccarchive/documentation/$lower/\">$module</a></li>"
    done
    echo '</ul></body></html>'
} >.build/docs/index.html
echo "documentation built in .build/docs"

if $serve; then
    echo "serving .build/docs at http://127.0.0.1:$port/ (Ctrl-C stops it):"
    for module in "${modules[@]}"; do
        lower=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
        echo "  $module: http://127.0.0.1:$port/$module.doccarchive/documentation/$lower/"
    done
    exec python3 -m http.server "$port" --bind 127.0.0.1 --directory .build/docs
fi
