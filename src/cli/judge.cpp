// SPDX-License-Identifier: MIT
#include "judge.h"

#include "core/games/bash/bash.h"
#include "ioerror.h"
#include "judgecourse.h"
#include "judgereader.h"
#include "judgesubtraction.h"
#include "judgetakebreak.h"
#include "core/games/nim/nim.h"
#include "output.h"
#include "core/games/redistribution/redistribution.h"
#include "core/games/staircase/staircase.h"
#include "core/games/wythoff/wythoff.h"

#include <algorithm>
#include <functional>
#include <numeric>
#include <unistd.h>

namespace grundy::cli {

namespace {

using Solver = void (*)(JudgeReader&, Output&);

// ---- Shared pieces -------------------------------------------------------------------

bool allBelow(const std::vector<Number>& numbers, u64 limit) {
    return std::all_of(numbers.begin(), numbers.end(),
                       [limit](const Number& n) { return n.below(limit); });
}

std::vector<Natural> naturals(const std::vector<Number>& numbers) {
    std::vector<Natural> out;
    out.reserve(numbers.size());
    for (const Number& n : numbers)
        out.push_back(n.natural());
    return out;
}

/// Wythoff: whether the player to move wins; the 64-bit path while it is valid.
bool wythoffFirstWins(u64 a, u64 b) {
    if (a < wythoff::kFastLimit && b < wythoff::kFastLimit) return !wythoff::isP(a, b);
    return !wythoff::isP(fromU64(a), fromU64(b));
}

/// The same for numbers of any size.
bool wythoffFirstWins(const Number& a, const Number& b) {
    if (a.below(wythoff::kFastLimit) && b.below(wythoff::kFastLimit))
        return !wythoff::isP(a.small, b.small);
    return !wythoff::isP(a.natural(), b.natural());
}

/// Cases counted by a leading T: calls `answer` T times; empty input answers nothing.
template <class Answer> void forEachCountedCase(JudgeReader& in, Answer answer) {
    const std::optional<u64> cases = in.tryCount();
    if (!cases) return;
    for (u64 i = 0; i < *cases; ++i)
        answer();
}

/// Blocks "m, then m numbers" until a block with m = 0 or the end of input.
template <class Answer> void forEachBlock(JudgeReader& in, Answer answer) {
    while (const std::optional<u64> m = in.tryCount()) {
        if (*m == 0) return;
        answer(in.numbers(*m));
    }
}

/// wythoffFirstWins for the cases read on two cores.
bool wythoffFirstWinsSmall(u64 a, u64 b) {
    return wythoffFirstWins(a, b);
}

/// Two-pile lines until the end of input, answered `win` or `lose` for the mover.
void wythoffLines(JudgeReader& in, Output& out, std::string_view win, std::string_view lose) {
    in.answerPairsInParallel(~u64{0}, wythoffFirstWinsSmall, out, win, lose);
    for (;;) {
        if (u64 a, b; in.smallPair(a, b)) {
            out.put(wythoffFirstWins(a, b) ? win : lose);
        } else if (const auto p = in.tryPair()) {
            out.put(wythoffFirstWins(p->first, p->second) ? win : lose);
        } else {
            return;
        }
    }
}

// ---- One function per problem --------------------------------------------------------

/// POJ 1067 / HDU 1527 / Luogu P2252: "a b" lines until the end; 1 or 0.
void poj1067(JudgeReader& in, Output& out) {
    wythoffLines(in, out, "1\n", "0\n");
}

/// 51Nod 1072 / 1185: T, then T lines "a b"; A (first player wins) or B.
void wythoffCounted(JudgeReader& in, Output& out) {
    const std::optional<u64> cases = in.tryCount();
    if (!cases) return;
    const u64 done = in.answerPairsInParallel(*cases, wythoffFirstWinsSmall, out, "A\n", "B\n");
    for (u64 i = done; i < *cases; ++i) {
        bool wins;
        if (u64 a, b; in.smallPair(a, b)) {
            wins = wythoffFirstWins(a, b);
        } else {
            const auto [na, nb] = in.pair();
            wins = wythoffFirstWins(na, nb);
        }
        out.put(wins ? "A\n" : "B\n");
    }
}

void putPosition(Output& out, const wythoff::Position& p) {
    const bool swap = p.a > p.b;
    out.put(swap ? p.b : p.a);
    out.put(' ');
    out.put(swap ? p.a : p.b);
    out.put('\n');
}

/// HDU 2177: "a b" lines until "0 0"; 0, or 1 and the position after each winning move.
void hdu2177(JudgeReader& in, Output& out) {
    while (const auto p = in.tryPair()) {
        if (p->first.isZero() && p->second.isZero()) return; // only "0 0" ends; "0 5" is play
        if (!wythoffFirstWins(p->first, p->second)) {
            out.put("0\n");
            continue;
        }
        out.put("1\n");
        const wythoff::Position pos{p->first.natural(), p->second.natural()};
        std::vector<wythoff::Position> onePile;
        for (const wythoff::Move& m : wythoff::winningMoves(pos)) {
            wythoff::Position next = wythoff::apply(pos, m);
            if (next.a > next.b) std::swap(next.a, next.b);
            if (m.fromA == m.fromB)
                putPosition(out, next); // the equal removal comes first
            else
                onePile.push_back(std::move(next));
        }
        // From (a, a) both one-pile moves reach the same position: print it once.
        const auto less = [](const wythoff::Position& x, const wythoff::Position& y) {
            return x.a < y.a || (x.a == y.a && x.b < y.b);
        };
        std::sort(onePile.begin(), onePile.end(), less);
        onePile.erase(std::unique(onePile.begin(), onePile.end()), onePile.end());
        for (const wythoff::Position& q : onePile)
            putPosition(out, q);
    }
}

/// 51Nod 1066: T, then T lines "N K" (K >= 1); A or B.
void nod1066(JudgeReader& in, Output& out) {
    forEachCountedCase(in, [&] {
        const auto [n, k] = in.pair();
        if (k.isZero()) in.rejectLast("K must be at least 1");
        const bool wins = !n.big && k.below(~u64{0}) // K + 1 must not overflow
                              ? bash::firstPlayerWins(n.small, k.small)
                              : bash::outcome({n.natural(), k.natural()}) == Outcome::N;
        out.put(wins ? "A\n" : "B\n");
    });
}

/// 51Nod 1069: N, then N pile sizes; one line A or B. The nim-sum is folded in as the
/// piles arrive, so even a huge N needs no memory.
void nod1069(JudgeReader& in, Output& out) {
    const std::optional<u64> piles = in.tryCount();
    if (!piles) return;
    u64 smallSum = 0;
    Natural bigSum = 0;
    for (u64 i = 0; i < *piles; ++i) {
        const Number pile = in.number();
        if (pile.big)
            bigSum ^= *pile.big;
        else
            smallSum ^= pile.small;
    }
    // The nim-sum is bigSum XOR smallSum: non-zero unless the two are equal.
    out.put(bigSum != fromU64(smallSum) ? "A\n" : "B\n");
}

/// HDU 2176: blocks "m, then m piles" until 0; No, or Yes and "p q" per winning move.
void hdu2176(JudgeReader& in, Output& out) {
    forEachBlock(in, [&](const std::vector<Number>& piles) {
        const nim::Position pos{naturals(piles)};
        const std::vector<nim::Move> moves = nim::winningMoves(pos);
        if (moves.empty()) {
            out.put("No\n");
            return;
        }
        out.put("Yes\n");
        for (const nim::Move& m : moves) {
            const Natural& p = pos.piles[m.pile];
            out.put(p);
            out.put(' ');
            out.put(Natural(p - m.take));
            out.put('\n');
        }
    });
}

/// POJ 1740: blocks "n, then n piles" until 0; 1 (first player wins) or 0.
void poj1740(JudgeReader& in, Output& out) {
    forEachBlock(in, [&](const std::vector<Number>& piles) {
        const bool wins = redistribution::outcome({naturals(piles)}) == Outcome::N;
        out.put(wins ? "1\n" : "0\n");
    });
}

/// Rejects a list of chip cells with a repeated cell, naming the first repetition.
void requireDistinct(const std::vector<Number>& cells) {
    std::vector<std::size_t> order(cells.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t i, std::size_t j) {
        const auto c = compare(cells[i], cells[j]);
        return c < 0 || (c == 0 && i < j);
    });
    std::size_t repeated = cells.size();
    for (std::size_t k = 1; k < order.size(); ++k)
        if (compare(cells[order[k - 1]], cells[order[k]]) == 0)
            repeated = std::min(repeated, order[k]);
    if (repeated == cells.size()) return;
    const Number& cell = cells[repeated];
    throw InputError(cell.line, "two chips on one cell, got " + quoted(toString(cell.natural())) +
                                    " a second time");
}

/// POJ 1704: T; per case N and N distinct cells (>= 1); who wins, Georgia moving first.
void poj1704(JudgeReader& in, Output& out) {
    forEachCountedCase(in, [&] {
        const u64 n = in.count();
        std::vector<Number> cells;
        for (u64 i = 0; i < n; ++i) {
            cells.push_back(in.number());
            if (cells.back().isZero()) in.rejectLast("a chip on cell 0 (cells start at 1)");
        }
        requireDistinct(cells);
        bool georgia;
        if (allBelow(cells, ~u64{0})) {
            std::vector<u64> small;
            small.reserve(cells.size());
            for (const Number& c : cells)
                small.push_back(c.small);
            georgia = staircase::firstPlayerWins(std::move(small));
        } else {
            std::vector<Natural> big = naturals(cells);
            const Natural length = *std::max_element(big.begin(), big.end());
            georgia =
                staircase::outcome(staircase::fromCells(std::move(big), length)) == Outcome::N;
        }
        out.put(georgia ? "Georgia will win\n" : "Bob will win\n");
    });
}

struct Problem {
    const char* name;
    Solver solve;
};

// The table grows by whole lines, so that branches adding problems merge.
// clang-format off
constexpr Problem kProblems[] = {
    {"poj1067", poj1067},
    {"hdu1527", poj1067},
    {"p2252", poj1067},
    {"hdu2177", hdu2177},
    {"51nod1072", wythoffCounted},
    {"51nod1185", wythoffCounted},
    {"51nod1066", nod1066},
    {"51nod1069", nod1069},
    {"hdu2176", hdu2176},
    {"poj1740", poj1740},
    {"poj1704", poj1704},
    // The subtraction games (judgesubtraction.cpp).
    {"hdu1847", hdu1847},
    {"hdu1848", hdu1848},
    {"hdu1536", hdu1536},
    {"poj2960", hdu1536},
    // The course's closed-form and graph problems (judgecourse.cpp).
    {"hdu2516", course::hdu2516},
    {"hdu1907", course::hdu1907},
    {"poj3480", course::hdu1907},
    {"hdu2509", course::hdu2509},
    {"hdu3032", course::hdu3032},
    {"hdu1730", course::hdu1730},
    {"poj2975", course::poj2975},
    {"hdu1524", course::hdu1524},
    {"poj2425", course::hdu1524},
    {"hdu3595", course::hdu3595},
    // Take and break (judgetakebreak.cpp).
    {"cses2207", takebreak::cses2207},
    {"hdu5795", takebreak::hdu5795},
    {"hdu3980", takebreak::hdu3980},
    {"uva10561", takebreak::uva10561},
    {"lightoj1229", takebreak::lightoj1229},
    {"poj3537", takebreak::poj3537},
    {"hdu2999", takebreak::hdu2999},
};
// clang-format on

void writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n <= 0) return; // nowhere left to report to
        done += static_cast<std::size_t>(n);
    }
}

} // namespace

std::vector<std::string> judgeProblems() {
    std::vector<std::string> names;
    for (const Problem& p : kProblems)
        names.emplace_back(p.name);
    return names;
}

int runJudge(const std::string& problem, int in, int out, int err) {
    const auto it = std::find_if(std::begin(kProblems), std::end(kProblems),
                                 [&](const Problem& p) { return problem == p.name; });
    if (it == std::end(kProblems)) {
        writeAll(err, "grundy-cli: judge: unknown problem \"" + problem + "\"\n");
        return 2;
    }
    Tokenizer tokens(in, std::size_t{1} << 16);
    JudgeReader reader(tokens);
    Output output(out, std::size_t{1} << 16);
    // The answers before a failure are written first, then the failure is named (after a
    // failed write, nothing more can be written).
    const auto fail = [&](const std::string& message) {
        std::string text = message + "\n";
        try {
            if (output.ok()) output.flush();
        } catch (const IoError& e) {
            text += "grundy-cli: judge: " + std::string(e.what()) + "\n";
        }
        writeAll(err, text);
        return 1;
    };
    try {
        it->solve(reader, output);
        output.flush();
    } catch (const InputError& e) {
        return fail("grundy-cli: " + problem + ": line " + std::to_string(e.line()) + ": " +
                    e.what());
    } catch (const IoError& e) {
        return fail("grundy-cli: judge: " + std::string(e.what()));
    }
    return 0;
}

} // namespace grundy::cli
