#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Grundy's game's table against the naive mex baseline (baseline/grundys_game_naive.c, gcc -O2)
# in the same run: both print the same summary line (zeros, the last zero, the largest value,
# a checksum of every value), compared here, and their CPU times; then the table to 2^24 heaps
# (time, peak RSS) and the octal games' periods. See docs/benchmarks.md.
#   Targets (issue 20): G(n) for n < 2^20 in <= 0.02x the baseline's time; n < 2^24 in <= 60 s
#   with <= 2 bytes a heap; each period found and proved in < 10 ms; the computer's reply to
#   100 rows of 40-digit Kayles in < 1 ms.
#
# Usage: bench/bench_takebreak.sh [build dir] [COUNT]   (default: build/release, 2^20)
# Needs gcc and GNU time (/usr/bin/time).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
bench=$(realpath "${1:-$here/../build/release}")/bin/bench_takebreak
count=${2:-1048576}
[ -x "$bench" ] || { echo "bench_takebreak.sh: no $bench (build it first)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/naive" "$here/baseline/grundys_game_naive.c"

# PROGRAM...: its first output line to $work/line, its user + system seconds printed.
cpu() {
    /usr/bin/time -f "%U %S %M" -o "$work/time" "$@" > "$work/out"
    head -n 1 "$work/out" > "$work/line"
    awk '{ printf "%.2f", $1 + $2 }' "$work/time"
}

status=0
naive=$(cpu "$work/naive" "$count"); cp "$work/line" "$work/naive.line"
fast=$(cpu "$bench" grundy "$count"); cp "$work/line" "$work/fast.line"
same=$(cmp -s "$work/naive.line" "$work/fast.line" && echo yes || echo NO)
ratio=$(python3 -c "print('%.4f' % ($fast / $naive))")
echo "Grundy's game, $count heaps: naive $naive s, sparse space $fast s of CPU: ratio $ratio (target 0.02); same values: $same"
echo "  $(cat "$work/fast.line")"
[ "$same" = yes ] || status=1

big=$(cpu "$bench" grundy 16777216)
echo "Grundy's game, 2^24 heaps: $big s of CPU (target 60 s), peak RSS $(awk '{ print $3 }' "$work/time") KiB, $(sed -n 2p "$work/out" | sed 's/.*, //')"
echo "  $(cat "$work/line")"
"$bench" periods
"$bench" reply
exit $status
