#!/usr/bin/env bash
# CI for the extension story: the new-block-kind plugin, its refusals, and the third-party kind example.
# Works on a temporary copy of the package (without .build), so the checkout is never changed.
# Run it from anywhere: `bash scripts/check-extensions.sh`. Set KEEP_TMP=1 to keep the copy for inspection.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

step() { printf '\n==> %s\n' "$*"; }
fail() {
    printf 'check-extensions: FAILED: %s\n' "$*" >&2
    exit 1
}
# A listing of every file with its checksum, outside build folders, to prove a command wrote nothing.
snapshot() { (cd "$1" && find . -path '*/.build' -prune -o -path './.swiftpm' -prune -o -type f -print0 \
    | sort -z | xargs -0 sha256sum); }

work="$(mktemp -d "${TMPDIR:-/tmp}/kheper-extensions.XXXXXX")"
if [[ "${KEEP_TMP:-}" == 1 ]]; then
    echo "keeping $work"
else
    trap 'rm -rf "$work"' EXIT
fi
pkg="$work/Kheper"

step "Copy the package without build products to $pkg"
mkdir -p "$pkg"
tar -C "$root" --exclude=.build --exclude=.git --exclude=.swiftpm -cf - . | tar -C "$pkg" -xf -
cd "$pkg"

step "new-block-kind stretch creates a module, its tests and the Package.swift lines"
swift package --allow-writing-to-package-directory new-block-kind stretch
for file in Sources/KheperStretch/StretchBlock.swift Sources/KheperStretch/StretchBlock+Definition.swift \
    Tests/KheperStretchTests/StretchBlockTests.swift; do
    [[ -f "$file" ]] || fail "$file was not created"
done
grep -q '^// BEGIN new-block-kind "stretch"' Package.swift || fail "Package.swift has no new-block-kind block"
cmp -s <(head -c "$(wc -c <"$root/Package.swift")" Package.swift) "$root/Package.swift" \
    || fail "Package.swift was rewritten, not appended to"

step "The generated module builds without warnings"
swift build --target KheperStretch 2>&1 | tee "$work/stretch-build.log"
if grep -E "warning:" "$work/stretch-build.log"; then fail "the generated module has warnings"; fi

step "The generated tests pass (swift test --filter KheperStretchTests)"
swift test --filter KheperStretchTests 2>&1 | tee "$work/stretch-test.log"
grep -q "Test run with .* passed" "$work/stretch-test.log" || fail "no Swift Testing run passed"

step "The generated files and the appended Package.swift block pass swift format lint --strict"
tail -c +"$(($(wc -c <"$root/Package.swift") + 1))" Package.swift | sed '/./,$!d' >"$work/appended-block.swift"
swift format lint --strict --configuration "$pkg/.swift-format" \
    --recursive Sources/KheperStretch Tests/KheperStretchTests "$work/appended-block.swift"

step "--dry-run prints the plan and writes nothing"
before="$(snapshot "$pkg")"
swift package --allow-writing-to-package-directory new-block-kind --dry-run hip-opener | tee "$work/dry-run.log"
grep -q "Sources/KheperHipOpener/HipOpenerBlock.swift" "$work/dry-run.log" || fail "--dry-run did not list the files"
grep -q 'package.targets +=' "$work/dry-run.log" || fail "--dry-run did not print the Package.swift lines"
[[ "$(snapshot "$pkg")" == "$before" ]] || fail "--dry-run changed the package"

step "Malformed and taken names are refused with a non-zero exit, writing nothing"
for name in "Stretch" "bad_name" "acme/" "a/b/c" "exercise" "stretch" "acme/stretch"; do
    if swift package --allow-writing-to-package-directory new-block-kind "$name" >"$work/refused.log" 2>&1; then
        cat "$work/refused.log"
        fail "new-block-kind accepted \"$name\""
    fi
    grep -E "error: (malformed kind name|the kind|the module name|Package.swift already)" "$work/refused.log" \
        || { cat "$work/refused.log"; fail "no clear message for \"$name\""; }
done
[[ "$(snapshot "$pkg")" == "$before" ]] || fail "a refused name changed the package"

step "Examples/CustomBlock: swift run custom-block"
cd "$pkg/Examples/CustomBlock"
swift run custom-block

step "Examples/CustomBlock: swift test"
swift test

echo
echo "check-extensions passed"
