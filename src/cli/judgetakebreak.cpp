// SPDX-License-Identifier: MIT
#include "judgetakebreak.h"

#include "core/takebreak/closedforms.h"
#include "core/takebreak/grundysgame.h"
#include "core/takebreak/octalvalues.h"
#include "core/takebreak/treblecross.h"
#include "core/text/english.h"
#include "judgereader.h"
#include "output.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace grundy::cli::takebreak {

namespace {

using grundy::takebreak::OctalCode;
using grundy::takebreak::OctalValues;

/// A heap's value in `values`, or bad input on the heap's line when no table or period gives
/// it (`what`: how the problem's numbers make that heap).
unsigned valueOf(OctalValues& values, const Number& heap, const std::string& what = {}) {
    try {
        return heap.big ? values.value(*heap.big) : values.value(heap.small);
    } catch (const grundy::takebreak::BeyondTable& e) {
        throw InputError(heap.line, what + e.what());
    }
}

/// The values of 0.007, for Treblecross boards (heaps up to a board's length + 2).
OctalValues& trebleHeaps() {
    static OctalValues heaps(OctalCode::parse("0.007"));
    return heaps;
}

/// One Treblecross board read and analysed: bad cells or three X already are bad input.
grundy::takebreak::TreblecrossBoard board(JudgeReader& in) {
    const Token token = in.token("a board of '.' and 'X'");
    if (const auto problem = grundy::takebreak::checkBoard(token.text)) {
        const std::string at = std::to_string(problem->at + 1);
        in.rejectLast(problem->kind == grundy::takebreak::BoardProblem::Kind::BadCell
                          ? "a board is made of '.' (empty) and 'X' only, and cell " + at +
                                " is neither"
                          : "three X in a row from cell " + at + ": the game is already over");
    }
    try {
        return grundy::takebreak::TreblecrossBoard(token.text, trebleHeaps());
    } catch (const grundy::takebreak::BeyondTable& e) {
        in.rejectLast(std::string("a board too long: ") + e.what());
    }
}

/// "3 12 15": the cells 1-based, one blank apart.
std::string cellList(const std::vector<std::size_t>& cells) {
    std::string text;
    for (std::size_t c : cells) {
        if (!text.empty()) text += ' ';
        text += std::to_string(c + 1);
    }
    return text;
}

} // namespace

void cses2207(JudgeReader& in, Output& out) {
    const std::optional<u64> tests = in.tryCount();
    if (!tests) return;
    for (u64 i = 0; i < *tests; ++i) {
        const Number n = in.number();
        if (!n.below(grundy::takebreak::kGrundysGameZerosCheckedTo))
            in.rejectLast("a heap of 2^24 coins or more: Grundy's game has no known rule that "
                          "far (its values are computed up to 2^24 - 1)");
        out.put(grundy::takebreak::grundysGameIsZero(n.small) ? "second\n" : "first\n");
    }
}

void hdu5795(JudgeReader& in, Output& out) {
    const std::optional<u64> cases = in.tryCount();
    if (!cases) return;
    for (u64 c = 0; c < *cases; ++c) {
        const u64 heaps = in.count();
        u64 small = 0; // the values that fit, XORed as they arrive
        Natural big = 0;
        for (u64 i = 0; i < heaps; ++i) {
            const Number heap = in.number();
            if (heap.below(~u64{0}))
                small ^= grundy::takebreak::takeOrSplitInThree(heap.small);
            else
                big ^= grundy::takebreak::takeOrSplitInThree(heap.natural());
        }
        out.put(big != small ? "First player wins.\n" : "Second player wins.\n");
    }
}

void hdu3980(JudgeReader& in, Output& out) {
    const std::optional<u64> cases = in.tryCount();
    if (!cases) return;
    std::map<u64, std::unique_ptr<OctalValues>> lines; // by M: a line of beads, paint M
    for (u64 c = 1; c <= *cases; ++c) {
        const Number n = in.number();
        const Number m = in.number();
        if (m.isZero()) in.rejectLast("a move paints at least one bead (M >= 1)");
        if (!m.below(grundy::takebreak::kMaxPlaces + 1))
            in.rejectLast("M above " + std::to_string(grundy::takebreak::kMaxPlaces) +
                          " beads a move");
        bool first = false;
        if (compare(n, m) >= 0) { // the first move turns the circle into a line of N - M
            auto& line = lines[m.small];
            if (!line) line = std::make_unique<OctalValues>(OctalCode::takingExactly(m.small));
            Number rest;
            rest.line = n.line;
            if (n.big) rest.big = std::make_unique<Natural>(*n.big - m.small);
            else rest.small = n.small - m.small;
            first = valueOf(*line, rest, "after the first move the beads are a line, and ") == 0;
        }
        out.put("Case #" + std::to_string(c) + (first ? ": aekdycoin\n" : ": abcdxyzk\n"));
    }
}

void uva10561(JudgeReader& in, Output& out) {
    const std::optional<u64> boards = in.tryCount();
    if (!boards) return;
    for (u64 i = 0; i < *boards; ++i) {
        const auto analysis = board(in);
        const auto& cells = analysis.winningCells();
        out.put(cells.empty() ? "LOSING\n\n" : "WINNING\n" + cellList(cells) + "\n");
    }
}

void lightoj1229(JudgeReader& in, Output& out) {
    const std::optional<u64> boards = in.tryCount();
    if (!boards) return;
    for (u64 i = 1; i <= *boards; ++i) {
        const auto analysis = board(in);
        const auto& cells = analysis.winningCells();
        out.put("Case " + std::to_string(i) + ": " + (cells.empty() ? "0" : cellList(cells)) + "\n");
    }
}

void poj3537(JudgeReader& in, Output& out) {
    // Every n until the end of input, as accepted solutions read.
    while (const std::optional<Number> n = in.tryNumber()) {
        if (n->below(3))
            in.rejectLast("a board of fewer than 3 cells can never hold three crosses in a row: "
                          "the game is a draw, which 1 and 2 cannot say");
        Number heap; // the empty board of n cells is the heap n + 2 of 0.007
        heap.line = n->line;
        if (n->big) heap.big = std::make_unique<Natural>(*n->big + 2);
        else if (n->small > ~u64{0} - 2) heap.big = std::make_unique<Natural>(n->natural() + 2);
        else heap.small = n->small + 2;
        out.put(valueOf(trebleHeaps(), heap, "an empty board of n cells is a heap of n + 2, and ") != 0
                    ? "1\n"
                    : "2\n");
    }
}

void hdu2999(JudgeReader& in, Output& out) {
    // Test cases until the end of input: n, the set S, m, then m queries k.
    while (const std::optional<u64> n = in.tryCount()) {
        std::vector<std::size_t> takes;
        for (u64 i = 0; i < *n; ++i) {
            const Number s = in.number();
            if (s.isZero()) in.rejectLast("a move removes at least one stone");
            if (!s.below(grundy::takebreak::kMaxPlaces + 1))
                in.rejectLast("a move of more than " +
                              std::to_string(grundy::takebreak::kMaxPlaces) + " stones");
            takes.push_back(static_cast<std::size_t>(s.small));
        }
        if (takes.empty()) in.rejectLast("the set S is empty, so no move is possible");
        OctalValues values(OctalCode::takingAnyOf(takes));
        const u64 queries = in.count();
        for (u64 q = 0; q < queries; ++q)
            out.put(valueOf(values, in.number()) != 0 ? "1\n" : "2\n");
    }
}

} // namespace grundy::cli::takebreak
