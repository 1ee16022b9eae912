#!/usr/bin/env bash
# Builds Kheper's libFuzzer targets and runs each one, starting from its committed corpus.
#
#   scripts/fuzz.sh                      every target for 60 s (CI runs --seconds 45)
#   scripts/fuzz.sh --minutes 30         every target for 30 minutes
#   scripts/fuzz.sh --seconds 10 shorthand
#
# The code under test is compiled by SwiftPM with `-sanitize=fuzzer,address` (`swift build --target
# KheperFuzzing`), and each entry point in Fuzz/<target>.swift is linked against it with swiftc, because SwiftPM
# renames `main` in executable targets. The corpus lives in Tests/KheperFuzzingTests/Corpus/<target>/, where
# `swift test` replays it; inputs a run discovers stay in .build/fuzz/discovered/<target>/.
#
# A crash (a trap, or a property that does not hold) fails the run: its input is copied into the corpus as
# `regression-<sha1>` so that, once committed, every later `swift test` replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit "${1:-0}"
}

seconds=60
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="${2:?--seconds needs a number}"; shift 2 ;;
        --minutes) seconds=$(( ${2:?--minutes needs a number} * 60 )); shift 2 ;;
        -h|--help) usage 0 ;;
        -*) echo "fuzz.sh: unknown option $1" >&2; usage 2 >&2 ;;
        *) targets+=("$1"); shift ;;
    esac
done
case "$seconds" in
    ''|*[!0-9]*) echo "fuzz.sh: the run time must be a whole number, not \"$seconds\"" >&2; exit 2 ;;
esac
if [ ${#targets[@]} -eq 0 ]; then
    for entry in Fuzz/*.swift; do targets+=("$(basename "$entry" .swift)"); done
fi
for target in "${targets[@]}"; do
    if [ ! -f "Fuzz/$target.swift" ]; then
        echo "fuzz.sh: no target \"$target\"; the targets are: $(cd Fuzz && ls -- *.swift | sed 's/\.swift$//' | xargs)" >&2
        exit 2
    fi
done

scratch=.build/fuzz
build="$scratch/debug"
# The modules KheperFuzzing is made of, in link order; the build compiles nothing else into this scratch path.
modules=(KheperJSON KheperOrderKeys KheperDurations KheperCore KheperRenderTargets KheperForms KheperMeasures KheperKindFiles KheperSchema KheperText KheperExercise KheperSet KheperTimer KheperChart KheperMedia KheperDivider KheperProgram KheperLift Kheper
    KheperEditor KheperTrainingLog KheperLogImport KheperFuzzing)

echo "==> building the code under test with -sanitize=fuzzer,address"
swift build --scratch-path "$scratch" --target KheperFuzzing -Xswiftc -sanitize=fuzzer,address 2>&1 |
    grep -E "error|warning: |Compiling|Build of" | grep -v "^\[" || true
objects=()
for module in "${modules[@]}"; do
    objects+=("$build/$module.build"/*.o)
done

mkdir -p "$build/fuzzers" "$scratch/artifacts"
# Swift's own crash handler reads its stack in ways AddressSanitizer reports; libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
# Leak checking is off, in libFuzzer and at exit: Swift keeps lazily built globals (a registry's definitions)
# through tagged pointers that LeakSanitizer cannot follow, so it reports them as leaks; memory errors are caught.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
failed=()
for target in "${targets[@]}"; do
    binary="$build/fuzzers/$target"
    echo "==> linking $target"
    swiftc -sanitize=fuzzer,address -use-ld=lld -parse-as-library -I "$build/Modules" \
        "Fuzz/$target.swift" "${objects[@]}" -o "$binary"

    corpus="Tests/KheperFuzzingTests/Corpus/$target"
    discovered="$scratch/discovered/$target"
    mkdir -p "$corpus" "$discovered"
    log="$scratch/$target.log"
    echo "==> fuzzing $target for ${seconds}s (corpus: $(ls "$corpus" | wc -l) inputs; log: $log)"
    set +e
    "$binary" "$discovered" "$corpus" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=65536 \
        -detect_leaks=0 \
        -artifact_prefix="$scratch/artifacts/$target-" -print_final_stats=1 >"$log" 2>&1
    status=$?
    set -e
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1 || true)
    coverage=$(grep -oE '(cov|ft): [0-9]+' "$log" | tail -2 | xargs || true)
    if [ "$status" -eq 0 ]; then
        echo "    clean: ${runs:-0} runs in ${seconds}s, $coverage, $(ls "$discovered" | wc -l) new inputs kept"
        continue
    fi
    failed+=("$target")
    echo "    FAILED after ${runs:-0} runs (exit $status); the end of its log:"
    grep -E "Fatal error|ERROR|SUMMARY" "$log" | head -5 | sed 's/^/    /' || true
    for artifact in "$scratch/artifacts/$target-"*; do
        [ -f "$artifact" ] || continue
        regression="$corpus/regression-$(sha1sum "$artifact" | cut -c1-16)"
        mv "$artifact" "$regression"
        echo "    the input is now $regression: fix the crash and commit it, and swift test replays it"
    done
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing failed: ${failed[*]}"
    exit 1
fi
echo "fuzzing passed: ${targets[*]}"
