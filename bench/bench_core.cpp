// SPDX-License-Identifier: MIT
// Core solver timings: Wythoff's winning moves on the 64-bit and GMP paths, and the SG
// table the CLI prints. Figures go to docs/benchmarks.md.
#include "wythoff.h"
#include "wythofftable.h"

#include <benchmark/benchmark.h>

using namespace grundy;
using namespace grundy::wythoff;

namespace {

Natural pow10(int e) {
    Natural r;
    mpz_ui_pow_ui(r.get_mpz_t(), 10, e);
    return r;
}

// An N-position next to the P-position (a_k, b_k) with k = 10^e: its winning moves take
// all three kinds of computation (a_d, the partner of each pile).
Position nearP(int e) {
    const Natural k = pow10(e);
    return Position{lower(k) + 3, upper(k) + 1};
}

void winningMovesAt(benchmark::State& state, int e, bool bigPath) {
    const Position p = nearP(e);
    for (auto _ : state) {
        auto moves = bigPath ? detail::winningMovesBig(p) : winningMoves(p);
        benchmark::DoNotOptimize(moves);
    }
}

void computerMoveAt(benchmark::State& state, int e) {
    const Natural k = pow10(e);
    const Position p{lower(k), upper(k)}; // a P-position: the search for the hardest move
    for (auto _ : state)
        benchmark::DoNotOptimize(computerMove(p));
}

void sgTable(benchmark::State& state) {
    const auto n = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        SgTable table(n);
        benchmark::DoNotOptimize(table.row(n - 1)[n - 1]);
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(n * n));
}

} // namespace

BENCHMARK_CAPTURE(winningMovesAt, 1e18_fast, 18, false);
BENCHMARK_CAPTURE(winningMovesAt, 1e18_gmp, 18, true);
BENCHMARK_CAPTURE(winningMovesAt, 1e40, 40, true);
BENCHMARK_CAPTURE(winningMovesAt, 1e1000, 1000, true);
BENCHMARK_CAPTURE(computerMoveAt, 1e18, 18);
BENCHMARK_CAPTURE(computerMoveAt, 1e40, 40);
BENCHMARK(sgTable)->Arg(256)->Arg(2048)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
