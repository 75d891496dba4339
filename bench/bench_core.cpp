// SPDX-License-Identifier: MIT
// Core solver timings: Wythoff's winning moves on the 64-bit and GMP paths, the SG table
// the CLI prints, and the computer's reply in all five games at huge sizes, from
// P-positions (the search for the least bad move) and N-positions. Figures go to
// docs/benchmarks.md.
#include "bash.h"
#include "nim.h"
#include "redistribution.h"
#include "staircase.h"
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

// --- The computer's reply in every game -------------------------------------------------

/// Random numbers of about `digits` decimal digits, the same on every run.
class Numbers {
public:
    explicit Numbers(unsigned long seed) : m_random(gmp_randinit_default) { m_random.seed(seed); }
    Natural below(const Natural& n) { return m_random.get_z_range(n); }
    Natural ofDigits(int digits) { return pow10(digits - 1) + below(pow10(digits) - 1); }

private:
    gmp_randclass m_random;
};

/// Times `move(position)`; the position is built once, outside the timing.
template <class Position, class Reply>
void reply(benchmark::State& state, const Position& position, Reply move) {
    for (auto _ : state)
        benchmark::DoNotOptimize(move(position));
}

void bashReply(benchmark::State& state, bool fromP) {
    const Natural k = pow10(40) + 7;
    const Natural n = (k + 1) * pow10(40) + (fromP ? 0 : 12345);
    reply(state, bash::Position{n, k}, [](const auto& p) { return bash::computerMove(p); });
}

/// `count` piles of about 10^40; the last one makes the nim-sum 0 when fromP.
std::vector<Natural> nimPiles(int count, bool fromP) {
    Numbers numbers(40);
    std::vector<Natural> piles;
    Natural x = 0;
    for (int i = 0; i < count; ++i) {
        piles.push_back(numbers.ofDigits(40));
        x ^= piles.back();
    }
    if (fromP) piles.back() ^= x;
    return piles;
}

void nimReply(benchmark::State& state, bool fromP) {
    reply(state, nim::Position{nimPiles(100, fromP)},
          [](const auto& p) { return nim::computerMove(p); });
}

void wythoffReply(benchmark::State& state, bool fromP) {
    const Position p = fromP ? Position{lower(pow10(40)), upper(pow10(40))} : nearP(40);
    reply(state, p, [](const auto& q) { return computerMove(q); });
}

void redistributionReply(benchmark::State& state, bool fromP) {
    // P: 50 sizes, each twice; N: the same with one pile grown.
    Numbers numbers(1740);
    std::vector<Natural> piles;
    for (int i = 0; i < 50; ++i) {
        piles.push_back(numbers.ofDigits(40));
        piles.push_back(piles.back());
    }
    if (!fromP) piles.back() += 1;
    reply(state, redistribution::Position{piles},
          [](const auto& p) { return redistribution::computerMove(p); });
}

/// Chips `cellGap(i)` empty cells apart; when fromP the rightmost gap is set to the XOR
/// of the others, which makes it a P-position.
template <class CellGap> staircase::Position strip(int chips, bool fromP, CellGap cellGap) {
    std::vector<Natural> cells;
    Natural cell = 0;
    for (int i = 0; i < chips; ++i) {
        cell += cellGap(i) + 1;
        cells.push_back(cell);
    }
    if (fromP) {
        staircase::Position p{cells, cell};
        Natural x = 0;
        for (const Natural& g : staircase::gaps(p))
            x ^= g;
        cells.back() = cells[chips - 2] + 1 + (x ^ staircase::gaps(p).front());
    }
    return staircase::fromCells(cells, cells.back());
}

/// `chips` chips with random gaps below `maxGap`, the same on every run.
staircase::Position chipsOnStrip(int chips, const Natural& maxGap, bool fromP) {
    Numbers numbers(1704 + chips);
    return strip(chips, fromP, [&](int) { return numbers.below(maxGap); });
}

void staircaseReply(benchmark::State& state, int chips, const Natural& maxGap, bool fromP) {
    reply(state, chipsOnStrip(chips, maxGap, fromP),
          [](const auto& p) { return staircase::computerMove(p); });
}

/// Positions built against the search's pruning (P-positions): every gap and room
/// 2^133 - 1, or random ones whose bits 60..132 are all 1.
void staircaseAdversarial(benchmark::State& state, int chips, bool equal) {
    Numbers numbers(99);
    Natural ones, high;
    mpz_ui_pow_ui(ones.get_mpz_t(), 2, 133);
    mpz_ui_pow_ui(high.get_mpz_t(), 2, 60);
    high = ones - high;
    ones -= 1;
    reply(state, strip(chips, true, [&](int) { return equal ? ones : numbers.below(ones) | high; }),
          [](const auto& p) { return staircase::computerMove(p); });
}

} // namespace

BENCHMARK_CAPTURE(winningMovesAt, 1e18_fast, 18, false);
BENCHMARK_CAPTURE(winningMovesAt, 1e18_gmp, 18, true);
BENCHMARK_CAPTURE(winningMovesAt, 1e40, 40, true);
BENCHMARK_CAPTURE(winningMovesAt, 1e1000, 1000, true);
BENCHMARK_CAPTURE(computerMoveAt, 1e18, 18);
BENCHMARK_CAPTURE(computerMoveAt, 1e40, 40);
BENCHMARK(sgTable)->Arg(256)->Arg(2048)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(bashReply, P_1e80, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(bashReply, N_1e80, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(nimReply, P_100x1e40, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(nimReply, N_100x1e40, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(wythoffReply, P_1e40, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(wythoffReply, N_1e40, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(redistributionReply, P_100x1e40, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(redistributionReply, N_100x1e40, false)->Unit(benchmark::kMicrosecond);
// Gaps below 10^38 keep every cell near 10^40 for up to ~1000 chips.
BENCHMARK_CAPTURE(staircaseReply, P_8x1e40, 8, pow10(38), true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, N_8x1e40, 8, pow10(38), false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, P_64x1e40, 64, pow10(38), true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, N_64x1e40, 64, pow10(38), false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, P_745x1e40, 745, pow10(38), true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, N_745x1e40, 745, pow10(38), false)->Unit(benchmark::kMicrosecond);
// POJ 1704's own limits: up to 1000 chips on cells up to 10000.
BENCHMARK_CAPTURE(staircaseReply, P_poj_1000, 1000, Natural(10), true)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseReply, N_poj_1000, 1000, Natural(10), false)
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_CAPTURE(staircaseAdversarial, P_64_equal, 64, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseAdversarial, P_64_ones, 64, false)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseAdversarial, P_1000_equal, 1000, true)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(staircaseAdversarial, P_1000_ones, 1000, false)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
