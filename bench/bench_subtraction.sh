#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The subtraction games' costs (issue 9's targets): `judge hdu1536` on the largest input its
# limits allow (10 tests of k = 100 takes up to 10^4, 100 positions of 100 heaps up to 10^4),
# the Fibonacci set's table to 10^7 heaps (`sg subtraction --set fibonacci`), and the period
# of random sets S of 1..100 (`sg subtraction --set S --count 1` finds it). Prints the
# mean CPU time of RUNS runs each (hyperfine). See docs/benchmarks.md.
#
# Usage: bench/bench_subtraction.sh [path/to/grundy-cli]   (default: build/release/bin/grundy-cli)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cli=$(realpath "${1:-$here/../build/release/bin/grundy-cli}")
runs=${RUNS:-5}
[ -x "$cli" ] || { echo "bench_subtraction.sh: no grundy-cli at $cli (build it first)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work/snim.in" <<'PY'
import random, sys
random.seed(1536)
with open(sys.argv[1], "w") as f:
    for _ in range(10):
        f.write("100 " + " ".join(str(random.randint(1, 10000)) for _ in range(100)) + "\n100\n")
        for _ in range(100):
            f.write("100 " + " ".join(str(random.randint(0, 10000)) for _ in range(100)) + "\n")
    f.write("0\n")
PY

# COMMAND...: the mean CPU time (user + system) of RUNS runs, in ms: CPU time, not wall
# time, since other work on the machine stretches the wall clock.
median() {
    hyperfine --warmup 1 --runs "$runs" --style none --export-json "$work/h.json" "$*" \
        > /dev/null 2>&1
    python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%.1f' % (1000*(r['user']+r['system'])))" "$work/h.json"
}

echo "judge hdu1536, largest input ($(wc -c < "$work/snim.in") bytes): $(median "$cli judge hdu1536 < $work/snim.in > /dev/null") ms of CPU"
echo "sg subtraction --set fibonacci --count 10000000: $(median "$cli sg subtraction --set fibonacci --count 10000000 > /dev/null") ms of CPU"
worst=0
worstSet=
for seed in $(seq 1 20); do
    set=$(python3 -c "import random; random.seed($seed); print(','.join(map(str, sorted(random.sample(range(1, 101), random.randint(1, 100))))))")
    ms=$(median "$cli sg subtraction --set $set --count 1 > /dev/null")
    period=$("$cli" sg subtraction --set "$set" --count 1 | tail -n 1)
    if python3 -c "import sys; sys.exit(0 if $ms > $worst else 1)"; then worst=$ms; worstSet="$set ($period)"; fi
done
echo "period of 20 random sets S of 1..100: at most $worst ms of CPU (S = $worstSet)"
