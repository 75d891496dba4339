#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian/Ubuntu packages Grundy needs to build, run and test it.
# Only missing packages are installed; when all are there it does nothing.
# --fuzz adds clang and its libFuzzer runtime, for tests/fuzz/run.sh only.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    libgmp-dev            # exact arbitrary-precision integers (gmpxx)
    qt6-base-dev          # the window (Qt Widgets) and Qt Test
    qt6-svg-dev           # SVG export of the grid and the tables
    libgraphviz-dev       # the graph board's layout (Graphviz's dot: libgvc, libcgraph)
    qt6-tools-dev         # the translations' CMake functions (Qt6LinguistTools)
    qt6-tools-dev-tools   # tools qt6-tools-dev's CMake files expect
    qt6-l10n-tools        # lupdate and lrelease
    qt6-translations-l10n # Qt's own Chinese for the standard dialogs
    fonts-noto-cjk        # the Chinese text's font, so the tests see Chinese as Chinese users do
    libcli11-dev          # grundy-cli's argument parsing
    nlohmann-json3-dev    # grundy-cli --json
    libbenchmark-dev      # the benchmark programs
    appstream             # appstreamcli: the AppStream metadata's test
    python3               # tools/includegraph.py: the test of the source's layers
    poppler-utils         # pdftotext: the worksheet test reads its PDF back
)
case "${1:-}" in
    "") ;;
    --fuzz) packages+=(clang libclang-rt-dev) ;; # the fuzz preset (clang, libFuzzer)
    *) echo "usage: installer/install-deps.sh [--fuzz]" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
