// SPDX-License-Identifier: MIT
// Core solver timings: Wythoff's winning moves on the 64-bit and GMP paths, the SG table
// the CLI prints, and the computer's reply in every game at huge sizes, from
// P-positions (the search for the least bad move) and N-positions. Figures go to
// docs/benchmarks.md.
#include "core/games/bash/bash.h"
#include "core/games/dag/dag.h"
#include "core/analysis/explain.h"
#include "core/games/fibonaccinim/fibonaccinim.h"
#include "core/games/lasker/lasker.h"
#include "core/games/nim/nim.h"
#include "core/games/northcott/northcott.h"
#include "core/games/redistribution/redistribution.h"
#include "core/games/staircase/staircase.h"
#include "core/games/subtraction/subtraction.h"
#include "core/games/wythoff/wythoff.h"
#include "core/games/wythoff/wythofftable.h"

#include <benchmark/benchmark.h>

#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

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

/// 100 piles of 40 digits (random from `seed`): from P fifty sizes, each twice; from N the
/// same with one pile grown by 1.
std::vector<Natural> pairedPiles(bool fromP, unsigned long seed) {
    Numbers numbers(seed);
    std::vector<Natural> piles;
    for (int i = 0; i < 50; ++i) {
        piles.push_back(numbers.ofDigits(40));
        piles.push_back(piles.back());
    }
    if (!fromP) piles.back() += 1;
    return piles;
}

void redistributionReply(benchmark::State& state, bool fromP) {
    reply(state, redistribution::Position{pairedPiles(fromP, 1740)},
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

// --- The course games (issue 9): the reply at large sizes ------------------------------

/// Fails the benchmark when the position's outcome is not the one its name promises.
template <class Position> void expectOutcome(const Position& p, bool fromP) {
    if ((outcome(p) == Outcome::P) != fromP) throw std::logic_error("wrong outcome");
}

/// A heap of `digits` random digits: from N its start (limit n - 1, N unless n is a Fibonacci
/// number); from P a limit just below its smallest Zeckendorf part (a random heap whose
/// smallest part is 1 is moved on until it is larger).
void fibonacciNimReply(benchmark::State& state, int digits, bool fromP) {
    Numbers numbers(2516);
    Natural n = numbers.ofDigits(digits);
    while (fibonaccinim::smallestPart(n) == 1)
        n += 1;
    const fibonaccinim::Position p{n, fromP ? Natural(fibonaccinim::smallestPart(n) - 1)
                                            : Natural(n - 1)};
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return fibonaccinim::computerMove(q); });
}

/// All of Zeckendorf's parts of a random heap of `digits` digits: by halves (the core) or
/// by the greedy from the top alone (the baseline, as fibonaccinim did before the halves).
void zeckendorfParts(benchmark::State& state, int digits, bool greedy) {
    const Natural n = Numbers(1848).ofDigits(digits);
    const auto parts = [greedy](const Natural& x) {
        return greedy ? fibonaccinim::detail::greedyIndices(x) : fibonaccinim::zeckendorfIndices(x);
    };
    if (fibonaccinim::zeckendorfIndices(n) != fibonaccinim::detail::greedyIndices(n))
        throw std::logic_error("the two ways disagree");
    for (auto _ : state)
        benchmark::DoNotOptimize(parts(n));
}

/// The Explain panel's text of a random heap of `digits` digits (its parts, abridged, with
/// their count).
void fibonacciNimExplain(benchmark::State& state, int digits) {
    const Natural n = Numbers(2516).ofDigits(digits);
    const AnyPosition p = fibonaccinim::Position{n, Natural(n - 1)};
    for (auto _ : state)
        benchmark::DoNotOptimize(explain::explain(p));
}

BENCHMARK_CAPTURE(zeckendorfParts, halves_1e4digits, 10000, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zeckendorfParts, greedy_1e4digits, 10000, true)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zeckendorfParts, halves_1e5digits, 100000, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(zeckendorfParts, greedy_1e5digits, 100000, true)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(2);
BENCHMARK_CAPTURE(fibonacciNimExplain, 1e5digits, 100000)->Unit(benchmark::kMillisecond);

/// `rows` rows on a board of `columns` columns, each row's two pieces at random columns;
/// when fromP the last row's gap is set so that the gaps XOR to 0.
northcott::Position northcottBoard(int rows, const Natural& columns, bool fromP) {
    Numbers numbers(1730);
    std::vector<Natural> cells;
    Natural x = 0;
    for (int i = 0; i < rows; ++i) {
        Natural a = numbers.below(columns) + 1, b = numbers.below(columns) + 1;
        if (a == b) b = a == columns ? Natural(a - 1) : Natural(a + 1);
        if (i % 2) std::swap(a, b);
        x ^= northcott::gap(a, b);
        cells.push_back(a);
        cells.push_back(b);
    }
    if (fromP) { // the last row: black on 1, white x ^ (its gap) + 2 (the board is wide enough)
        Natural& a = cells[cells.size() - 2];
        Natural& b = cells.back();
        x ^= northcott::gap(a, b);
        a = 1;
        b = x + 2;
        if (b > columns) throw std::logic_error("board too narrow");
    }
    return northcott::fromNumbers(cells, columns);
}

void northcottReply(benchmark::State& state, int rows, const Natural& columns, bool fromP) {
    const northcott::Position p = northcottBoard(rows, columns, fromP);
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return northcott::computerMove(q); });
}

void subtractionReply(benchmark::State& state, const subtraction::Set& set, bool fromP) {
    subtraction::Position p{pairedPiles(fromP, 1536), set};
    while (!fromP && outcome(p) == Outcome::P)
        p.piles.back() += 1;
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return subtraction::computerMove(q); });
}

void laskerReply(benchmark::State& state, bool fromP) {
    lasker::Position p{pairedPiles(fromP, 1536)};
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return lasker::computerMove(q); });
}

/// 100 chessmen on a random DAG of 10^4 vertices: from P fifty vertices, each twice; from N
/// fifty vertices and fifty others.
void dagReply(benchmark::State& state, bool fromP) {
    const std::string graph = dag::randomGraphText(10000, 1524);
    Numbers numbers(1524);
    std::vector<Natural> at;
    for (int i = 0; i < 100; ++i)
        at.push_back(fromP && i % 2 ? at.back() : numbers.below(10000));
    dag::Position p = dag::fromGraph(graph, at);
    while (!fromP && outcome(p) == Outcome::P)
        p.chessmen.back() = (p.chessmen.back() + 1) % 10000;
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return dag::computerMove(q); });
}

void misereNimReply(benchmark::State& state, bool fromP) {
    nim::Position p{nimPiles(100, fromP), Convention::Misere};
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return nim::computerMove(q); });
}

void misereBashReply(benchmark::State& state, bool fromP) {
    // Misère Bash: P exactly when n = 1 (mod K + 1).
    const Natural k = pow10(20) + 7;
    const Natural n = (k + 1) * pow10(20) + (fromP ? 1 : 12345);
    bash::Position p{n, k, Convention::Misere};
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return bash::computerMove(q); });
}

void misereWythoffReply(benchmark::State& state, bool fromP) {
    Position p = fromP ? Position{lower(pow10(40)), upper(pow10(40))} : nearP(40);
    p.play = Convention::Misere;
    expectOutcome(p, fromP);
    reply(state, p, [](const auto& q) { return computerMove(q); });
}

/// One pile of 40 digits under misère play (several large piles are past the misère search).
void misereSubtractionReply(benchmark::State& state, const subtraction::Set& set, bool fromP) {
    Numbers numbers(1536);
    subtraction::Position p{{numbers.ofDigits(40)}, set, Convention::Misere};
    while ((outcome(p) == Outcome::P) != fromP)
        p.piles.back() += 1;
    reply(state, p, [](const auto& q) { return subtraction::computerMove(q); });
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

// The course games: every row must stay under 1 ms (issue 9). Each runs from a P-position
// ("P_" + its name) and an N-position ("N_" + its name).
namespace {

/// A benchmark of the reply from P (fromP = true) or N.
using CourseRow = std::function<void(benchmark::State&, bool)>;

const int kCourseRows = [] {
    const subtraction::Set s134 = subtraction::Set::finite({1, 3, 4});
    const subtraction::Set powers = subtraction::Set::powersOfTwo();
    const std::vector<std::pair<std::string, CourseRow>> rows{
        {"fibonacciNimReply/%s_1e40", [](auto& st, bool p) { fibonacciNimReply(st, 40, p); }},
        {"fibonacciNimReply/%s_1e1000", [](auto& st, bool p) { fibonacciNimReply(st, 1000, p); }},
        {"fibonacciNimReply/%s_1e4digits",
         [](auto& st, bool p) { fibonacciNimReply(st, 10000, p); }},
        {"fibonacciNimReply/%s_1e5digits",
         [](auto& st, bool p) { fibonacciNimReply(st, 100000, p); }},
        {"northcottReply/%s_1e4x1e9",
         [](auto& st, bool p) { northcottReply(st, 10000, pow10(9), p); }},
        {"northcottReply/%s_1e4x1e40",
         [](auto& st, bool p) { northcottReply(st, 10000, pow10(40), p); }},
        {"northcottReply/%s_1e5x1e9",
         [](auto& st, bool p) { northcottReply(st, 100000, pow10(9), p); }},
        {"subtractionReply/%s_134_100x1e40",
         [s134](auto& st, bool p) { subtractionReply(st, s134, p); }},
        {"subtractionReply/%s_pow2_100x1e40",
         [powers](auto& st, bool p) { subtractionReply(st, powers, p); }},
        {"laskerReply/%s_100x1e40", laskerReply},
        {"dagReply/%s_1e4v_100", dagReply},
        {"misereNimReply/%s_100x1e40", misereNimReply},
        {"misereBashReply/%s_1e40", misereBashReply},
        {"misereWythoffReply/%s_1e40", misereWythoffReply},
        {"misereSubtractionReply/%s_134_1e40",
         [s134](auto& st, bool p) { misereSubtractionReply(st, s134, p); }},
        {"misereSubtractionReply/%s_pow2_1e40",
         [powers](auto& st, bool p) { misereSubtractionReply(st, powers, p); }},
    };
    for (const auto& [pattern, row] : rows)
        for (const bool fromP : {true, false}) {
            std::string name = pattern;
            name.replace(name.find("%s"), 2, fromP ? "P" : "N");
            benchmark::RegisterBenchmark(name.c_str(), [row, fromP](benchmark::State& st) {
                row(st, fromP);
            })->Unit(benchmark::kMicrosecond);
        }
    return 0;
}();

} // namespace

BENCHMARK_MAIN();
