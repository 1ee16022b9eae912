#!/usr/bin/env bash
# Builds the DocC documentation of KheperJSON, KheperOrderKeys, KheperCore, KheperRenderTargets, KheperSchema, KheperKindFiles, Kheper, KheperEditor, KheperSQLite, KheperPostgres, KheperInteraction, KheperTerminal, KheperTrainingLog, KheperLogImport, KheperPlay, the seven kind modules, KheperCLI and KheperTestSupport with the toolchain's docc, failing on any warning.
# Symbol graphs come from `swift build`; the archives land in .build/docs/<Module>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=.build/symbol-graphs
# Symbol graphs are written only when a module compiles, so the documentation build starts from scratch.
rm -rf "$graphs" .build/docs .build/docs-build
mkdir -p "$graphs" .build/docs
for target in Kheper KheperInteraction KheperSQLite KheperPostgres KheperTerminal KheperLogImport KheperPlay KheperCLI KheperTestSupport; do
    swift build --target "$target" --scratch-path .build/docs-build \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done

for module in KheperJSON KheperOrderKeys KheperCore KheperRenderTargets KheperSchema KheperKindFiles Kheper KheperEditor KheperSQLite KheperPostgres KheperInteraction KheperTerminal KheperTrainingLog KheperLogImport KheperPlay KheperText KheperExercise KheperSet KheperTimer KheperChart KheperMedia KheperDivider KheperCLI KheperTestSupport; do
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
        --warnings-as-errors
done
echo "documentation built in .build/docs"
