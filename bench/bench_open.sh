#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Opening a long saved game in the window: writes a valid game of N moves
# (bench/make_record.py: Nim, one pile of N stones, one stone a move), prints the time of
# each step of opening it (bench_open --phases), then opens it again alone under
# /usr/bin/time for the time and peak memory of File > Open. See docs/benchmarks.md.
#
# Usage: bench/bench_open.sh [N] [build dir]   (defaults: 1000000 and build/release)
# Needs the target bench_open (cmake --build --preset release --target bench_open).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
n=${1:-1000000}
bin=$(realpath "${2:-$here/../build/release}")/bin
[ -x "$bin/bench_open" ] || { echo "bench_open.sh: no bench_open in $bin (build it first)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/make_record.py" "$n" "$work/game.json"
echo "$n moves, $(stat -c %s "$work/game.json") bytes; load average $(cut -d' ' -f1-3 /proc/loadavg)"
export QT_QPA_PLATFORM=offscreen
"$bin/bench_open" --phases "$work/game.json" 2> /dev/null
/usr/bin/time -o "$work/time" -f "%e s wall, %U s user, peak RSS %M KiB" \
    "$bin/bench_open" "$work/game.json" > /dev/null 2>&1
echo "opening alone (File > Open, then drawn): $(cat "$work/time")"
