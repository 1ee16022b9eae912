#!/usr/bin/env bash
# CI for the extension story: the new-block-kind plugin (a kind of its own and a --built-in one, built and tested
# together in one copy), its hints and refusals, and the third-party kind example.
# By default it works on a temporary copy of the package (without .build), so the checkout is never changed, and
# the copy is built from scratch. With --in-place it works in the checkout itself, reusing its build, and puts every
# file back with git when it ends; the tree must be clean first. CI, on a throwaway clone, uses --in-place: only
# the new modules and what imports the umbrella are compiled again.
# Run it from anywhere: `bash scripts/check-extensions.sh [--in-place]`. Set KEEP_TMP=1 to keep the copy.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

in_place=false
case "${1:-}" in
    --in-place) in_place=true ;;
    "") ;;
    *)
        echo "usage: scripts/check-extensions.sh [--in-place]" >&2
        exit 2
        ;;
esac

# Each step prints its name, and the one before it its time.
step_start=""
step() {
    [ -z "$step_start" ] || printf '    (%ds)\n' $((SECONDS - step_start))
    step_start=$SECONDS
    printf '\n==> %s\n' "$*"
}
fail() {
    printf 'check-extensions: FAILED: %s\n' "$*" >&2
    exit 1
}
# A listing of every file with its checksum, outside build folders, to prove a command wrote nothing.
snapshot() { (cd "$1" && find . -path '*/.build' -prune -o -path './.swiftpm' -prune -o -path './.git' -prune -o -type f -print0 \
    | sort -z | xargs -0 sha256sum); }

work="$(mktemp -d "${TMPDIR:-/tmp}/kheper-extensions.XXXXXX")"
if $in_place; then
    pkg="$root"
    [ -z "$(git -C "$root" status --porcelain)" ] || fail "--in-place needs a clean tree: commit or stash first"
    # Whatever happens, the checkout ends as it began: tracked files restored, new files removed (ignored build
    # folders stay, so the next build is incremental again).
    trap 'git -C "$root" checkout -q -- . && git -C "$root" clean -fdq; rm -rf "$work"' EXIT
    step "Work in the checkout $pkg, reusing its build"
else
    pkg="$work/Kheper"
    if [[ "${KEEP_TMP:-}" == 1 ]]; then
        echo "keeping $work"
    else
        trap 'rm -rf "$work"' EXIT
    fi
    step "Copy the package without build products to $pkg"
    mkdir -p "$pkg"
    tar -C "$root" --exclude=.build --exclude=.git --exclude=.swiftpm -cf - . | tar -C "$pkg" -xf -
fi
cd "$pkg"

cp Package.swift "$work/Package.swift.original"
original_size="$(wc -c <"$work/Package.swift.original")"

step "new-block-kind stretch creates a module, its tests and the Package.swift lines"
swift package --allow-writing-to-package-directory new-block-kind stretch | tee "$work/stretch.log"
for file in Sources/KheperStretch/StretchBlock.swift Sources/KheperStretch/StretchBlock+Definition.swift \
    Tests/KheperStretchTests/StretchBlockTests.swift; do
    [[ -f "$file" ]] || fail "$file was not created"
done
grep -q '^// BEGIN new-block-kind "stretch"' Package.swift || fail "Package.swift has no new-block-kind block"
cmp -s <(head -c "$original_size" Package.swift) "$work/Package.swift.original" \
    || fail "Package.swift was rewritten, not appended to"
tail -c +"$((original_size + 1))" Package.swift | sed '/./,$!d' >"$work/appended-block.swift"

step "The printed hint's code is used as printed: an executable of our own registers the kind"
# The hint shows the Package.swift lines after "Append to Package.swift:", then main.swift after "Write Sources/...",
# each indented by four spaces and ended by the next unindented line.
hint_code() { awk -v start="$1" 'index($0, start) { on = 1; next } on && /^    / { sub(/^    /, ""); print; next }
    on && NF { exit }' "$work/stretch.log"; }
hint_code "Append to Package.swift:" >>Package.swift
host_main="$(grep -o '^Write Sources/[A-Za-z]*/main.swift' "$work/stretch.log" | sed 's/^Write //')"
[[ "$host_main" == Sources/KheperStretchHost/main.swift ]] || fail "the hint names no main.swift: $host_main"
mkdir -p "$(dirname "$host_main")"
hint_code "Write Sources/" >"$host_main"
grep -q 'StandardKinds.registry(adding: \[StretchBlock.definition\])' "$host_main" || fail "the hint's code is missing"

step "--dry-run prints the plan, with --built-in the marked lines, and writes nothing"
before="$(snapshot "$pkg")"
swift package --allow-writing-to-package-directory new-block-kind --dry-run hip-opener | tee "$work/dry-run.log"
grep -q "Sources/KheperHipOpener/HipOpenerBlock.swift" "$work/dry-run.log" || fail "--dry-run did not list the files"
grep -q 'package.targets +=' "$work/dry-run.log" || fail "--dry-run did not print the Package.swift lines"
swift package --allow-writing-to-package-directory new-block-kind --dry-run --built-in hip-opener \
    | tee "$work/dry-run-built-in.log"
for line in '"KheperHipOpener",' '@_exported public import KheperHipOpener' 'HipOpenerBlock.definition,'; do
    grep -qF "+ $line" "$work/dry-run-built-in.log" || fail "--dry-run --built-in did not show $line"
done
[[ "$(snapshot "$pkg")" == "$before" ]] || fail "--dry-run changed the package"

step "--built-in is refused, writing nothing, when a marker is missing"
cp Sources/Kheper/StandardKinds.swift "$work/StandardKinds.swift"
sed -i '/new-block-kind --built-in:/d' Sources/Kheper/StandardKinds.swift
before="$(snapshot "$pkg")"
if swift package --allow-writing-to-package-directory new-block-kind --built-in hip-opener >"$work/refused.log" 2>&1
then
    cat "$work/refused.log"
    fail "new-block-kind --built-in accepted a package without markers"
fi
grep -q "error: --built-in needs one marker line in Sources/Kheper/StandardKinds.swift" "$work/refused.log" \
    || { cat "$work/refused.log"; fail "no clear message for a missing marker"; }
[[ "$(snapshot "$pkg")" == "$before" ]] || fail "a refused --built-in changed the package"
cp "$work/StandardKinds.swift" Sources/Kheper/StandardKinds.swift

step "new-block-kind acme/balance --built-in inserts one line at each marker, changing nothing else"
for file in Package.swift Sources/Kheper/Exports.swift Sources/Kheper/StandardKinds.swift; do
    cp "$file" "$work/$(basename "$file").before"
done
swift package --allow-writing-to-package-directory new-block-kind --built-in acme/balance
for file in Package.swift Sources/Kheper/Exports.swift Sources/Kheper/StandardKinds.swift; do
    changes="$(diff "$work/$(basename "$file").before" "$file" | grep '^[<>]' || true)"
    [[ "$(grep -c '^>' <<<"$changes")" == 1 && "$(grep -c '^<' <<<"$changes")" == 0 ]] \
        || fail "$file did not gain exactly one line: $changes"
done
grep -q '^    "KheperBalance",$' Package.swift || fail "kindModules does not list KheperBalance"

step "The package builds with both kinds, tests included, without warnings"
swift build --build-tests 2>&1 | tee "$work/build.log"
if grep -E "warning:" "$work/build.log"; then fail "the package has warnings"; fi

step "Every test passes with the built-in kind and the plain one, with no other edit (swift test)"
# The tests' own output is long; on a failure, show every failing test and issue, not just the summary.
if ! swift test --skip-build --xunit-output "$work/xunit.xml" >"$work/test.log" 2>&1; then
    grep -E "✘|recorded an issue" "$work/test.log" | head -n 60
    fail "the package's tests fail with the scaffolded kinds"
fi
tail -n 5 "$work/test.log"
# Which suites ran is read from the XUnit report, not the console: tests that start child processes can write
# into the middle of a console line.
ran="$work/xunit-swift-testing.xml"
grep -q 'classname="KheperBalanceTests.BalanceBlockTests"' "$ran" || fail "the built-in kind's tests did not run"
grep -q 'classname="KheperTests.StandardRegistryTests"' "$ran" || fail "the umbrella's tests did not run"
grep -q "Test run with .* passed" "$work/test.log" || fail "no Swift Testing run passed"

step "The stock kheper lists the built-in kind; the hint's executable lists both"
kheper="$(swift build --show-bin-path)/kheper"
"$kheper" kinds | grep -q '^acme/balance ' || fail "kheper kinds does not list acme/balance"
"$kheper" kinds | grep -q '^stretch ' && fail "kheper kinds lists stretch, which is not built in"
"$(swift build --show-bin-path)/KheperStretchHost" | tee "$work/host.log"
grep -qw stretch "$work/host.log" && grep -q acme/balance "$work/host.log" \
    || fail "the hint's executable does not list stretch and acme/balance"

step "The generated files, the appended block and the edited files pass swift format lint --strict"
swift format lint --strict --configuration "$pkg/.swift-format" --recursive Sources/KheperStretch \
    Tests/KheperStretchTests Sources/KheperBalance Tests/KheperBalanceTests Sources/KheperStretchHost \
    Sources/Kheper "$work/appended-block.swift" Package.swift

step "Malformed and taken names are refused with a non-zero exit, writing nothing"
before="$(snapshot "$pkg")"
for name in "Stretch" "bad_name" "acme/" "a/b/c" "exercise" "stretch" "acme/stretch" "balance"; do
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

step_done=$((SECONDS - step_start))
printf '    (%ds)\n\ncheck-extensions passed\n' "$step_done"
