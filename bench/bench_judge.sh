#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Times `grundy-cli judge 51nod1185` against the scanf baseline (baseline/wythoff_scanf.c,
# gcc -O2) in the same run, on 10^6 and 4x10^6 lines from baseline/make_wythoff_input.py;
# checks that both print the same answers, and measures peak RSS. See docs/benchmarks.md.
#
# Usage: bench/bench_judge.sh [path/to/grundy-cli]   (default: build/release/bin/grundy-cli)
# Needs gcc, python3, hyperfine and GNU time (/usr/bin/time).
# Targets: time ratio (grundy-cli / baseline, medians) <= 0.25; peak RSS <= 16 MiB.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cli=$(realpath "${1:-$here/../build/release/bin/grundy-cli}")
runs=${RUNS:-10}
[ -x "$cli" ] || { echo "bench_judge.sh: no grundy-cli at $cli (build it first)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

gcc -O2 -o "$work/wythoff_scanf" "$here/baseline/wythoff_scanf.c" -lm
status=0
for lines in 1000000 4000000; do
    input="$work/w$lines.in"
    python3 "$here/baseline/make_wythoff_input.py" "$lines" > "$input"
    "$work/wythoff_scanf" < "$input" > "$work/baseline.out"
    "$cli" judge 51nod1185 < "$input" > "$work/cli.out"
    if cmp -s "$work/baseline.out" "$work/cli.out"; then same=yes; else same=NO; status=1; fi

    hyperfine --warmup 2 --runs "$runs" --style basic --export-json "$work/h.json" \
        -n baseline "$work/wythoff_scanf < $input > /dev/null" \
        -n grundy-cli "$cli judge 51nod1185 < $input > /dev/null" > /dev/null 2> "$work/hf.err" \
        || { cat "$work/hf.err" >&2; exit 2; }

    rss() { /usr/bin/time -f %M "$@" < "$input" 2>&1 > /dev/null | tail -n 1; }
    baseRss=$(rss "$work/wythoff_scanf")
    cliRss=$(rss "$cli" judge 51nod1185)

    python3 - "$work/h.json" "$lines" "$baseRss" "$cliRss" "$same" <<'PY' || status=1
import json, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
base, cli = results["baseline"], results["grundy-cli"]
lines, base_rss, cli_rss, same = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
ratio = cli["median"] / base["median"]
ok = ratio <= 0.25 and cli_rss <= 16 * 1024 and same == "yes"
print(f"{lines:>8} lines: baseline {base['median'] * 1000:7.1f} ms (RSS {base_rss} KiB), "
      f"grundy-cli {cli['median'] * 1000:7.1f} ms (RSS {cli_rss} KiB), "
      f"ratio {ratio:.3f}, same output: {same}  {'ok' if ok else 'FAIL'}")
sys.exit(0 if ok else 1)
PY
done
exit "$status"
