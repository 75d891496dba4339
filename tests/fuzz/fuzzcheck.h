// SPDX-License-Identifier: MIT
#pragma once

/// What the fuzz targets share: an invariant check that aborts, so that libFuzzer saves
/// the input that broke it as a crash and reports it (docs/fuzzing.md).

#include <cstdio>
#include <cstdlib>
#include <string>

namespace fuzz {

/// Aborts, naming the invariant, when `ok` is false.
inline void require(bool ok, const std::string& invariant) {
    if (ok) return;
    std::fprintf(stderr, "fuzz: invariant broken: %s\n", invariant.c_str());
    std::abort();
}

} // namespace fuzz
