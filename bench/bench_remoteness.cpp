// SPDX-License-Identifier: MIT
// Remoteness (docs/remoteness.md): the closed forms at huge sizes, and the search — a
// search that finishes near its limit, and ones that give up at it. Figures go to
// docs/remoteness.md.
#include "core/analysis/remoteness.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace grundy;

namespace {

/// 10^e, from its digits.
Natural pow10(unsigned long e) {
    return Natural("1" + std::string(e, '0'));
}

void run(benchmark::State& state, const AnyPosition& p) {
    for (auto _ : state)
        benchmark::DoNotOptimize(remoteness(p));
}

void bashHuge(benchmark::State& state, unsigned long digits) {
    run(state, bash::Position{pow10(digits) + 3, Natural(4), Convention::Misere});
}

void nimTwoPilesHuge(benchmark::State& state, unsigned long digits) {
    run(state, nim::Position{{pow10(digits), pow10(digits) + 7}, Convention::Normal});
}

void nimThree(benchmark::State& state, long a, long b, long c) {
    run(state, nim::Position{{Natural(a), Natural(b), Natural(c)}, Convention::Normal});
}

void redistributionGame(benchmark::State& state, long a, long b, long c, long d) {
    run(state, redistribution::Position{{Natural(a), Natural(b), Natural(c), Natural(d)}});
}

} // namespace

BENCHMARK_CAPTURE(bashHuge, misere_10e40, 40)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(bashHuge, misere_10e100000, 100000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(nimTwoPilesHuge, normal_10e40, 40)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(nimTwoPilesHuge, normal_10e100000, 100000)->Unit(benchmark::kMicrosecond);
// 9,261 positions and 583,000 moves: within the limits.
BENCHMARK_CAPTURE(nimThree, searched_20_21_22, 20, 21, 22)->Unit(benchmark::kMillisecond);
// 1,000,000 moves x 4 = the work limit: gives up (not known).
BENCHMARK_CAPTURE(nimThree, gives_up_40_41_42, 40, 41, 42)->Unit(benchmark::kMillisecond);
// Many moves each: gives up at the work limit.
BENCHMARK_CAPTURE(redistributionGame, gives_up_3_5_5_8, 3, 5, 5, 8)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
