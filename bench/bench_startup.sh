#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Window start-up of grundy against a bare Qt Widgets hello window (bench/hello), in the same run:
# starts a private Xvfb and lets bench_startup (bench/bench_startup.cpp) start the programs in
# turn, timing each from its start to its first drawing in its window and reading its memory
# 300 ms later. The hello window opens at grundy's size, 1280x760; a hello window at its own small
# size is measured too, for reference. See docs/benchmarks.md.
#
# Usage: bench/bench_startup.sh [build dir]   (default: build/startup; RUNS=15 to change)
# Needs Xvfb and the targets grundy, bench_hello and bench_startup.
# Targets: grundy / hello (1280x760) <= 2 for the median time to the first paint and for the
# median resident memory (VmRSS) after settling.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
bin=$(realpath "${1:-$here/../build/startup}")/bin
runs=${RUNS:-15}
for p in grundy bench_hello bench_startup; do
    [ -x "$bin/$p" ] || { echo "bench_startup.sh: no $p in $bin (build it first)" >&2; exit 2; }
done

work=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1920x1080x24 -nolisten tcp 3> "$work/display" 2> "$work/xvfb.log" &
xvfb=$!
trap 'kill $xvfb 2> /dev/null; wait $xvfb 2> /dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.05; done
[ -s "$work/display" ] || { cat "$work/xvfb.log" >&2; exit 2; }
mkdir -m 700 "$work/runtime"
export DISPLAY=":$(head -n 1 "$work/display")" QT_QPA_PLATFORM=xcb XDG_RUNTIME_DIR="$work/runtime"

"$bin/bench_startup" --runs "$runs" ${VERBOSE:+-v} -- "$bin/bench_hello" 1280x760 \
    -- "$bin/grundy" -- "$bin/bench_hello" | tee "$work/out"

python3 - "$work/out" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) >= 7 and f[0] in ("grundy", "bench_hello"):
        rows[" ".join(f[:-6])] = [float(x) for x in f[-6:]]  # map, paint, min, RSS, HWM, USS
g, h, small = rows["grundy"], rows["bench_hello 1280x760"], rows["bench_hello"]
paint, rss = g[1] / h[1], g[3] / h[3]
ok = paint <= 2 and rss <= 2
print(f"grundy / hello at 1280x760: time to first paint {paint:.2f}x, RSS {rss:.2f}x "
      f"(targets <= 2): {'PASS' if ok else 'FAIL'}")
print(f"grundy / hello at its own size (for reference): time to first paint "
      f"{g[1] / small[1]:.2f}x, RSS {g[3] / small[3]:.2f}x")
sys.exit(0 if ok else 1)
PY
