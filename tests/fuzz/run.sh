#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets (the fuzz preset) and runs each for SECONDS on its
# committed corpus, tests/fuzz/corpus/TARGET, and the seeds each game keeps in its own
# folder, tests/core/games/<id>/corpus/TARGET. Prints per target its executions, speed,
# coverage and corpus size; then minimises the shared corpus (its hand-written seeds plus
# the fewest inputs that reach every edge the seeds miss); keeps crash, timeout and
# out-of-memory inputs in a scratch folder outside the repository. Exits 1 when any target
# found something. See docs/fuzzing.md.
#
#   tests/fuzz/run.sh [--keep-going] SECONDS [TARGET...]
#
# TARGET: judge, record, commandline, moves, octal, sumwords, exerciseset (default: all seven). --keep-going runs each
# target in libFuzzer's fork mode, which goes on after a crash and collects them all.
# GRUNDY_FUZZ_OUT=DIR puts the scratch folder there (default: a new one under /tmp); use
# a new or empty one, since findings already there count as found again.
set -euo pipefail
cd "$(dirname "$0")/../.."

keep_going=()
if [ "${1:-}" = --keep-going ]; then
    keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    shift
fi
seconds=${1:-}
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: tests/fuzz/run.sh [--keep-going] SECONDS [TARGET...]" >&2
    exit 2
fi
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(judge record commandline moves octal sumwords exerciseset)

# clang and its libFuzzer runtime come with --fuzz only, so the README's other
# commands never pull them in.
./installer/install-deps.sh --fuzz
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake --preset fuzz "${launcher[@]}" >/dev/null
cmake --build --preset fuzz

out=${GRUNDY_FUZZ_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/grundy-fuzz.XXXXXX")}
mkdir -p "$out"
echo "run.sh: logs and findings in $out"

# The value of libFuzzer's final statistic NAME in LOG ("stat::NAME: VALUE").
stat() { sed -n "s/^stat::$2: *//p" "$1" | tail -n 1; }
# Executions and exec/s from LOG: the final statistics, or in fork mode (which prints
# none) its last progress line, "#EXECUTIONS: cov: ... exec/s SPEED ...".
executions() { stat "$1" number_of_executed_units | grep . || grep -o '^#[0-9]*' "$1" | tail -n 1 | tr -d '#'; }
speed() { stat "$1" average_exec_per_sec | grep . || grep -o 'exec/s:* [0-9]*' "$1" | tail -n 1 | grep -o '[0-9]*$'; }

# minimise FUZZER CORPUS WORK [SEEDS...]: rewrites CORPUS as its hand-written seeds (the
# files not named by a SHA-1) plus the fewest inputs from CORPUS and WORK/new that reach
# every code edge those seeds and the games' SEEDS folders miss (-merge=1; edges, not hit
# counts, so it stays small). The games' seeds stay in their folders.
minimise() {
    local merged=$3/merged
    rm -rf "$merged" && mkdir -p "$merged"
    find "$2" "${@:4}" -maxdepth 1 -type f -regextype posix-extended ! -regex '.*/[0-9a-f]{40}' \
        -exec cp {} "$merged/" \;
    if "$1" -merge=1 -use_counters=0 "$merged" "$2" "$3/new" >"$3/merge.log" 2>&1; then
        find "$2" -maxdepth 1 -type f -regextype posix-extended -regex '.*/[0-9a-f]{40}' -delete
        find "$merged" -maxdepth 1 -type f -regextype posix-extended -regex '.*/[0-9a-f]{40}' \
            -exec cp {} "$2/" \;
    else
        echo "run.sh: merging the new inputs failed, corpus left as it was: $3/merge.log" >&2
    fi
}

failed=()
printf '\n%-12s %12s %8s %13s %7s %7s  %s\n' target executions exec/s edges features corpus result
for t in "${targets[@]}"; do
    fuzzer=build/fuzz/bin/fuzz_$t
    corpus=tests/fuzz/corpus/$t
    if [ ! -x "$fuzzer" ] || [ ! -d "$corpus" ]; then
        echo "run.sh: unknown target \"$t\" (judge, record, commandline, moves, octal, sumwords or exerciseset)" >&2
        exit 2
    fi
    # The games' own seeds for this target, read beside the shared corpus.
    seeds=()
    for dir in tests/core/games/*/corpus/"$t"; do
        [ -d "$dir" ] && seeds+=("$dir")
    done
    work=$out/$t
    mkdir -p "$work/new"
    # New inputs go to $work/new (the first folder); the committed corpora are read only.
    status=0
    # -timeout: the slowest legitimate input, a subtraction table at its work limit
    # (subtraction::kWorkLimit, 0.5 s in a release build), takes about 18 s instrumented.
    "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 -timeout=30 \
        -rss_limit_mb=2048 -artifact_prefix="$work/" -dict="tests/fuzz/$t.dict" \
        "${keep_going[@]}" "$work/new" "$corpus" "${seeds[@]}" >"$work/fuzz.log" 2>&1 || status=$?
    minimise "$fuzzer" "$corpus" "$work" "${seeds[@]}"

    findings=$(find "$work" -maxdepth 1 -type f \
        \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)
    # Edges reached (cov) of those instrumented, and features (ft: edges with hit counts),
    # by replaying the corpus: the same measure in both modes (fork mode counts its own).
    "$fuzzer" -runs=0 "$corpus" "${seeds[@]}" >"$work/replay.log" 2>&1 || true
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$work/replay.log" | tail -n 1)
    edges=$(grep -o -m 1 '[0-9]* inline 8-bit counters' "$work/fuzz.log" | cut -d ' ' -f 1)
    result=ok
    if [ "$status" -ne 0 ] || [ "$findings" -gt 0 ]; then
        result="FOUND $findings (exit $status): see $work/fuzz.log"
        failed+=("$t")
    fi
    printf '%-12s %12s %8s %13s %7s %7s  %s\n' "$t" \
        "$(executions "$work/fuzz.log")" "$(speed "$work/fuzz.log")" \
        "$(awk '{print $2}' <<<"$cov")/$edges" "$(awk '{print $4}' <<<"$cov")" \
        "$(find "$corpus" "${seeds[@]}" -type f | wc -l)" "$result"
done

if [ ${#failed[@]} -gt 0 ]; then
    echo
    echo "run.sh: findings in ${failed[*]}:"
    find "$out" -mindepth 2 -maxdepth 2 -type f \
        \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort
    exit 1
fi
echo
echo "run.sh: no findings"
