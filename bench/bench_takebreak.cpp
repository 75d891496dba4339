// SPDX-License-Identifier: MIT
// The take-and-break engine's costs (issue 20; docs/benchmarks.md):
//   bench_takebreak grundy COUNT   Grundy's game G(0..COUNT-1) by the sparse space; prints the
//                                  summary line of bench/baseline/grundys_game_naive.c (zeros,
//                                  the last zero, the largest value, an FNV-1a checksum of every
//                                  value), so that the two can be compared value by value, then
//                                  the time and the table's bytes per heap
//   bench_takebreak periods        the time to find and prove the period of Kayles, Dawson's
//                                  Kayles and Dawson's chess from the rules (a fresh table each)
//   bench_takebreak reply          the computer's reply (octal::computerMove) to 100 rows of
//                                  40-digit heaps of Kayles, Dawson's Kayles and Dawson's
//                                  chess: the first (the period found on the way) and the
//                                  median of 200 positions
//   bench_takebreak sum            the computer's reply (sum::computerMove) and the winning
//                                  moves (sum::winningMoves) in sums of 10 components: Nim,
//                                  Kayles, Dawson's Kayles, Dawson's chess and the Bash game at
//                                  40 digits, Wythoff's game, a subtraction game and Lasker's
//                                  Nim small: the first (tables and periods found on the way)
//                                  and the median of 200 sums
// bench/bench_takebreak.sh runs both against the naive baseline.
#include "core/games/octal/octal.h"
#include "core/games/sum/sum.h"
#include "core/takebreak/octalvalues.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace grundy::takebreak;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int grundysGame(std::size_t count) {
    const auto start = std::chrono::steady_clock::now();
    OctalValues values(OctalCode::grundysGame(), count);
    values.growTo(count);
    const double seconds = secondsSince(start);
    const auto& g = values.table();
    long zeros = 0, lastZero = 0, maxAt = 0;
    std::uint64_t h = 1469598103934665603ULL;
    for (std::size_t n = 0; n < count; ++n) {
        if (g[n] == 0) {
            ++zeros;
            lastZero = long(n);
        }
        if (g[n] > g[std::size_t(maxAt)]) maxAt = long(n);
        h ^= g[n];
        h *= 1099511628211ULL;
    }
    std::printf("count %zu zeros %ld lastZero %ld max %u maxAt %ld fnv1a %016llx\n", count, zeros,
                lastZero, unsigned(g[std::size_t(maxAt)]), maxAt, static_cast<unsigned long long>(h));
    std::printf("sparse space: %.3f s, %zu bytes a heap\n", seconds, sizeof(g[0]));
    return 0;
}

int periods() {
    for (const char* code : {"0.77", "0.07", "0.137"}) {
        constexpr int kRounds = 20;
        double best = 1e9;
        std::optional<Certificate> found;
        for (int round = 0; round < kRounds; ++round) {
            const auto start = std::chrono::steady_clock::now();
            OctalValues values(OctalCode::parse(code));
            found = values.searchPeriod();
            best = std::min(best, secondsSince(start));
        }
        if (!found) {
            std::printf("%s: no period found\n", code);
            return 1;
        }
        std::printf("%s: period %zu from heap %zu, proved to heap %zu, in %.3f ms (best of %d, a "
                    "fresh table each)\n",
                    code, found->period, found->preperiod, found->checkedTo, best * 1000, kRounds);
    }
    return 0;
}

/// 100 rows of random 40-digit heaps.
grundy::octal::Position hugeRows(const char* code, std::mt19937_64& rng) {
    grundy::octal::Position p{{}, OctalCode::parse(code)};
    for (int i = 0; i < 100; ++i) {
        std::string digits = std::to_string(1 + rng() % 9);
        while (digits.size() < 40)
            digits += char('0' + rng() % 10);
        p.rows.emplace_back(digits);
    }
    return p;
}

int reply() {
    std::mt19937_64 rng(20);
    for (const char* code : {"0.77", "0.07", "0.137"}) {
        std::vector<double> times;
        int won = 0;
        for (int round = 0; round < 201; ++round) {
            const grundy::octal::Position p = hugeRows(code, rng);
            const auto start = std::chrono::steady_clock::now();
            const grundy::octal::Move m = grundy::octal::computerMove(p);
            times.push_back(secondsSince(start));
            won += grundy::octal::sgSum(grundy::octal::apply(p, m)) == 0;
        }
        const double first = times.front();
        times.erase(times.begin());
        std::sort(times.begin(), times.end());
        std::printf("%s, 100 rows of 40 digits: the computer's reply in %.3f ms (median of 200; "
                    "the first, which finds the period, %.3f ms); %d of 201 replies leave XOR 0\n",
                    code, times[times.size() / 2] * 1000, first * 1000, won);
    }
    return 0;
}

/// A random number of `digits` digits (no leading zero).
std::string digitsOf(std::size_t digits, std::mt19937_64& rng) {
    std::string out = std::to_string(1 + rng() % 9);
    while (out.size() < digits)
        out += char('0' + rng() % 10);
    return out;
}

/// Ten component words: five games at 40 digits, three small ones, Nim and Kayles twice.
std::vector<std::string> sumWords(std::mt19937_64& rng) {
    const auto d = [&rng] { return digitsOf(40, rng); };
    const auto upTo = [&rng](unsigned long n) { return std::to_string(rng() % (n + 1)); };
    return {"nim:" + d() + "," + d(),
            "kayles:" + d() + "," + d(),
            "bash:" + d() + ":k=7",
            "wythoff:" + upTo(60) + "," + upTo(60),
            "subtraction:" + upTo(900) + "," + upTo(900) + ":set=1,3,4",
            "lasker:" + upTo(40) + "," + upTo(40),
            "dawson-kayles:" + d(),
            "nim:" + d(),
            "kayles:" + d(),
            "dawson-chess:" + d()};
}

double median(std::vector<double> times) {
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

int sumReply() {
    namespace sum = grundy::sum;
    std::mt19937_64 rng(10);
    std::vector<double> made, winning, reply, lostReply;
    int won = 0, lost = 0, lostOk = 0;
    std::size_t mostWinning = 0;
    for (int round = 0; round < 201; ++round) {
        const std::vector<std::string> words = sumWords(rng);
        auto start = std::chrono::steady_clock::now();
        const sum::Position p = sum::fromWords(words);
        made.push_back(secondsSince(start));
        start = std::chrono::steady_clock::now();
        const std::vector<sum::Move> moves = sum::winningMoves(p);
        winning.push_back(secondsSince(start));
        start = std::chrono::steady_clock::now();
        const sum::Move m = sum::computerMove(p);
        reply.push_back(secondsSince(start));
        mostWinning = std::max(mostWinning, moves.size());
        if (moves.empty()) ++lost;
        else won += *sum::sgValue(sum::apply(p, m)) == 0;
        // The same sum made lost: its last component replaced by a Nim pile of the XOR of the
        // other nine's values.
        std::vector<std::string> lostWords = words;
        lostWords.pop_back();
        lostWords.push_back("nim:" + grundy::toString(*sum::sgValue(sum::fromWords(lostWords))));
        const sum::Position q = sum::fromWords(lostWords);
        start = std::chrono::steady_clock::now();
        const sum::Move n = sum::computerMove(q);
        lostReply.push_back(secondsSince(start));
        lostOk += sum::isLegal(q, n) && *sum::sgValue(q) == 0;
    }
    const auto report = [](const char* what, std::vector<double> times) {
        const double first = times.front();
        times.erase(times.begin());
        std::printf("%s: %.3f ms (median of 200; the first %.3f ms)\n", what, median(times) * 1000,
                    first * 1000);
    };
    std::printf("sums of 10 components (nim, kayles, dawson-kayles, dawson-chess, bash at 40 "
                "digits; wythoff < 61, subtraction {1,3,4} < 901, lasker < 41):\n");
    report("  fromWords (values of every component)", made);
    report("  winningMoves", winning);
    report("  computerMove", reply);
    std::printf("  %d of %d won sums replied to with XOR 0; %d lost; at most %zu winning moves\n",
                won, 201 - lost, lost, mostWinning);
    report("  computerMove in the same sums made lost (nine components and a Nim pile of their XOR)",
           lostReply);
    std::printf("  %d of 201 lost sums answered with a legal move\n", lostOk);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "grundy" && argc == 3) return grundysGame(std::strtoull(argv[2], nullptr, 10));
    if (mode == "periods" && argc == 2) return periods();
    if (mode == "reply" && argc == 2) return reply();
    if (mode == "sum" && argc == 2) return sumReply();
    std::fprintf(stderr,
                 "usage: bench_takebreak grundy COUNT | bench_takebreak periods | bench_takebreak "
                 "reply | bench_takebreak sum\n");
    return 2;
}
