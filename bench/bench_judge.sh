#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Times `grundy-cli judge` against contest baselines (gcc -O2) in the same run, checks that
# both print the same answers, and measures peak RSS. See docs/benchmarks.md.
#   51nod1185 (Wythoff) vs baseline/wythoff_scanf.c on 10^6 and 4x10^6 lines from
#     baseline/make_wythoff_input.py; targets: time ratio <= 0.25, peak RSS <= 16 MiB.
#   hdu3032 (Lasker's Nim) vs baseline/lasker_scanf.c on T = 10 cases of N = 10^5 and 10^6
#     heaps below 2^31 from baseline/make_lasker_input.py; targets: time ratio <= 0.3, peak
#     RSS <= 16 MiB at both sizes (flat in N: the heaps are never stored).
#
# Usage: bench/bench_judge.sh [path/to/grundy-cli] [wythoff|lasker|all]
#        (default: build/release/bin/grundy-cli, all)
# Needs gcc, python3, hyperfine and GNU time (/usr/bin/time).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cli=$(realpath "${1:-$here/../build/release/bin/grundy-cli}")
which=${2:-all}
runs=${RUNS:-10}
[ -x "$cli" ] || { echo "bench_judge.sh: no grundy-cli at $cli (build it first)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# compare NAME PROBLEM BASELINE INPUT TARGET_RATIO: one line of figures; status 1 on a miss.
compare() {
    local name=$1 problem=$2 baseline=$3 input=$4 target=$5 same baseRss cliRss
    "$baseline" < "$input" > "$work/baseline.out"
    "$cli" judge "$problem" < "$input" > "$work/cli.out"
    if cmp -s "$work/baseline.out" "$work/cli.out"; then same=yes; else same=NO; fi

    hyperfine --warmup 2 --runs "$runs" --style basic --export-json "$work/h.json" \
        -n baseline "$baseline < $input > /dev/null" \
        -n grundy-cli "$cli judge $problem < $input > /dev/null" > /dev/null 2> "$work/hf.err" \
        || { cat "$work/hf.err" >&2; exit 2; }

    rss() { /usr/bin/time -f %M "$@" < "$input" 2>&1 > /dev/null | tail -n 1; }
    baseRss=$(rss "$baseline")
    cliRss=$(rss "$cli" judge "$problem")

    python3 - "$work/h.json" "$name" "$baseRss" "$cliRss" "$same" "$target" <<'PY' || status=1
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
base, cli = results["baseline"], results["grundy-cli"]
name, base_rss, cli_rss, same = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
target = float(sys.argv[6])
ratio = cli["median"] / base["median"]
ok = ratio <= target and cli_rss <= 16 * 1024 and same == "yes"
print(f"{name}: baseline {base['median'] * 1000:7.1f} ms (RSS {base_rss} KiB), "
      f"grundy-cli {cli['median'] * 1000:7.1f} ms (RSS {cli_rss} KiB), "
      f"ratio {ratio:.3f} (target {target}), same output: {same}  {'ok' if ok else 'FAIL'}")
sys.exit(0 if ok else 1)
PY
}

if [ "$which" = all ] || [ "$which" = wythoff ]; then
    gcc -O2 -o "$work/wythoff_scanf" "$here/baseline/wythoff_scanf.c" -lm
    for lines in 1000000 4000000; do
        python3 "$here/baseline/make_wythoff_input.py" "$lines" > "$work/w.in"
        compare "51nod1185, $lines lines" 51nod1185 "$work/wythoff_scanf" "$work/w.in" 0.25
    done
fi
if [ "$which" = all ] || [ "$which" = lasker ]; then
    gcc -O2 -o "$work/lasker_scanf" "$here/baseline/lasker_scanf.c"
    for heaps in 100000 1000000; do
        python3 "$here/baseline/make_lasker_input.py" 10 "$heaps" > "$work/l.in"
        compare "hdu3032, T = 10, N = $heaps" hdu3032 "$work/lasker_scanf" "$work/l.in" 0.3
    done
fi
exit "$status"
