#!/usr/bin/env bash
# Builds the DocC documentation of KheperJSON, KheperOrderKeys, KheperDurations, KheperCore, KheperRenderTargets, KheperMeasures, KheperCatalogue, KheperSchema, KheperKindFiles, Kheper, KheperEditor, KheperSQLite, KheperPostgres, KheperSync, KheperInteraction, KheperTerminal, KheperTrainingLog, KheperLogImport, KheperProgram, KheperPlay, KheperOutlineEditor, the seven kind modules, KheperLift, KheperCLI, KheperTestSupport, KheperConformance and KheperFuzzing with the toolchain's docc, failing on any warning.
# Symbol graphs come from `swift build`; the archives land in .build/docs/<Module>.doccarchive, each built to be served
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

graphs=.build/symbol-graphs
# Symbol graphs are written only when a module compiles, so the documentation build starts from scratch.
rm -rf "$graphs" .build/docs .build/docs-build
mkdir -p "$graphs" .build/docs
for target in Kheper KheperCatalogue KheperInteraction KheperSQLite KheperPostgres KheperSync KheperTerminal KheperLogImport KheperPlay KheperOutlineEditor KheperCLI KheperTestSupport \
    KheperConformance KheperFuzzing; do
    swift build --target "$target" --scratch-path .build/docs-build \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done

modules=(KheperJSON KheperOrderKeys KheperDurations KheperCore KheperRenderTargets KheperMeasures KheperCatalogue KheperSchema KheperKindFiles Kheper KheperEditor
    KheperSQLite KheperPostgres KheperSync KheperInteraction KheperTerminal KheperTrainingLog KheperLogImport KheperProgram KheperPlay KheperOutlineEditor KheperText KheperExercise
    KheperSet KheperTimer KheperChart KheperMedia KheperDivider KheperLift KheperCLI KheperTestSupport KheperConformance KheperFuzzing)
for module in "${modules[@]}"; do
    module_graphs=".build/symbol-graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    cp "$graphs/$module".symbols.json "$module_graphs/"
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
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
