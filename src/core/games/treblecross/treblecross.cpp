// SPDX-License-Identifier: MIT
#include "core/games/treblecross/treblecross.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/treblecross/treblecrosswords.h"
#include "core/takebreak/treblecross.h"
#include "core/text/english.h"
#include "core/text/words.h"

#include <algorithm>
#include <limits>
#include <mutex>

namespace grundy::treblecross {

using namespace words;

namespace {

/// The analysis of a board under the lock of 0.007's values (shared by the process).
takebreak::TreblecrossBoard analyse(const std::string& board) {
    static std::mutex lock;
    static takebreak::OctalValues heaps(takebreak::OctalCode::takingExactly(3));
    const std::lock_guard guard(lock);
    return takebreak::TreblecrossBoard(board, heaps);
}

std::size_t emptyCells(const Position& p) {
    return std::size_t(std::count(p.board.begin(), p.board.end(), '.'));
}

/// How many winning replies the position after m leaves (0 after a win).
std::size_t repliesAfter(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (isOver(next)) return 0;
    return analyse(next.board).winningCells().size();
}

/// The cells within two of an X, where an X hands the opponent three in a row.
std::vector<bool> unsafeCells(const std::string& board) {
    std::vector<bool> unsafe(board.size(), false);
    for (std::size_t c = 0; c < board.size(); ++c)
        if (board[c] == 'X')
            for (std::size_t d = c >= 2 ? c - 2 : 0; d <= c + 2 && d < board.size(); ++d)
                unsafe[d] = true;
    return unsafe;
}

} // namespace

Position fromNumbers(const std::vector<Natural>& numbers) {
    if (numbers.empty()) throw InvalidPosition({ErrorShapeAtLeast, {1, Message{NounCells, {}}}});
    const Natural& cells = numbers.front();
    if (cells < 3) throw InvalidPosition({ErrorTreblecrossSmall, {cells}});
    if (cells > kMaxCells) throw InvalidPosition({ErrorTreblecrossLarge, {cells, kMaxCells}});
    Position p{std::string(cells.get_ui(), '.')};
    for (std::size_t i = 1; i < numbers.size(); ++i) {
        const Natural& x = numbers[i];
        if (x < 1 || x > cells) throw InvalidPosition({ErrorTreblecrossCell, {x, cells}});
        char& cell = p.board[x.get_ui() - 1];
        if (cell == 'X') throw InvalidPosition({ErrorTreblecrossTwice, {x}});
        cell = 'X';
    }
    return p;
}

std::vector<Natural> cellNumbers(const Position& p) {
    std::vector<Natural> numbers{Natural(p.board.size())};
    for (std::size_t c = 0; c < p.board.size(); ++c)
        if (p.board[c] == 'X') numbers.emplace_back(c + 1);
    return numbers;
}

void validate(const Position& p) {
    if (p.board.size() < 3) throw InvalidPosition({ErrorTreblecrossSmall, {p.board.size()}});
    if (p.board.size() > kMaxCells)
        throw InvalidPosition({ErrorTreblecrossLarge, {p.board.size(), kMaxCells}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (isOver(p)) return Message{ErrorGameOver, {}};
    if (m.cell >= p.board.size()) return Message{ErrorTreblecrossCell, {m.cell + 1, p.board.size()}};
    if (p.board[m.cell] == 'X') return Message{ErrorTreblecrossTaken, {m.cell + 1}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.board[m.cell] = 'X';
    return next;
}

bool isOver(const Position& p) {
    return p.board.find("XXX") != std::string::npos;
}

Outcome outcome(const Position& p) {
    validate(p);
    if (isOver(p)) return Outcome::P;
    return analyse(p.board).winningCells().empty() ? Outcome::P : Outcome::N;
}

std::optional<Natural> sgValue(const Position& p) {
    if (outcome(p) == Outcome::P) return Natural(0);
    return std::nullopt;
}

std::vector<Move> legalMoves(const Position& p) {
    std::vector<Move> moves;
    if (isOver(p)) return moves;
    for (std::size_t c = 0; c < p.board.size(); ++c)
        if (p.board[c] == '.') moves.push_back({c});
    return moves;
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    if (isOver(p)) return moves;
    const takebreak::TreblecrossBoard b = analyse(p.board); // kept: the loop reads its cells
    for (const std::size_t c : b.winningCells())
        moves.push_back({c});
    return moves;
}

Move computerMove(const Position& p) {
    if (isOver(p) || emptyCells(p) == 0) throw IllegalMove({ErrorGameOver, {}});
    validate(p);
    if (const auto winning = winningMoves(p); !winning.empty()) return winning.front();
    const std::vector<bool> unsafe = unsafeCells(p.board);
    std::vector<Move> safe;
    for (const Move& m : legalMoves(p))
        if (!unsafe[m.cell]) safe.push_back(m);
    if (safe.empty()) return legalMoves(p).front();
    if (p.board.size() > kSmallBoard) return safe.front();
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    Move best = safe.front();
    for (const Move& m : safe)
        if (const std::size_t replies = repliesAfter(p, m); replies < fewest) {
            fewest = replies;
            best = m;
        }
    return best;
}

Move randomMove(const Position& p, Random& random) {
    const std::vector<Move> legal = legalMoves(p);
    if (legal.empty()) throw IllegalMove({ErrorGameOver, {}});
    return legal[random.among({Natural(legal.size())}).index.get_ui()];
}

Message describeMove(const Position&, const Move& m) {
    return {TreblecrossMove, {m.cell + 1}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (isOver(next)) return {TreblecrossReasonThree, {m.cell + 1}};
    std::vector<Natural> values;
    const takebreak::TreblecrossBoard b = analyse(next.board);
    for (const auto& run : b.runs())
        values.emplace_back(run.value);
    return {TreblecrossReasonRuns,
            {m.cell + 1, values.empty() ? Arg(Message{None, {}}) : Arg(explain::numberList(values))}};
}

// ---- the explanation ---------------------------------------------------------------------

namespace {

Arg positionText(const Position& p) {
    std::vector<Natural> crosses = cellNumbers(p);
    crosses.erase(crosses.begin());
    if (crosses.empty()) return Message{TreblecrossEmpty, {p.board.size()}};
    return Message{TreblecrossBoardFacts, {p.board.size(), explain::numberList(crosses)}};
}

explain::Explanation explainTreblecross(const AnyPosition& any) {
    using namespace explain;
    const Position& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    fillCommon(e, p, GameTreblecross, positionText(p));
    if (e.over) {
        e.paragraphs.push_back(text(TreblecrossOver));
        return e;
    }
    const takebreak::TreblecrossBoard b = analyse(p.board);
    if (b.winsAtOnce()) {
        e.paragraphs.push_back({TreblecrossCompletes, {b.winningCells().front() + 1}});
        return e;
    }
    e.paragraphs.push_back(text(TreblecrossIntro));
    std::vector<Message> labels;
    std::vector<Natural> values;
    List runs{{}, true};
    for (const auto& run : b.runs()) {
        labels.push_back({RunLabel, {labels.size() + 1}});
        values.emplace_back(run.value);
        runs.items.emplace_back(Message{
            TreblecrossRun, {run.first + 1, run.first + run.length, run.length, run.value}});
    }
    const Natural x = b.runsValue();
    e.facts = {{text(FactSgXor), x}};
    if (runs.items.empty()) {
        e.paragraphs.push_back(text(TreblecrossNoRuns));
        return e;
    }
    e.binary = binaryTable(std::move(labels), values);
    e.paragraphs.push_back({TreblecrossRuns, {std::move(runs)}});
    e.paragraphs.push_back(x == 0 ? text(TreblecrossZero)
                                  : Message{TreblecrossWinning, {withBinary(x)}});
    return e;
}

/// The move from `from` to `to`: one more X, on the same board.
std::optional<AnyMove> moveBetween(const AnyPosition& f, const AnyPosition& t) {
    const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
    if (from.board.size() != to.board.size()) return std::nullopt;
    std::optional<std::size_t> added;
    for (std::size_t c = 0; c < from.board.size(); ++c) {
        if (from.board[c] == to.board[c]) continue;
        if (added || from.board[c] != '.') return std::nullopt;
        added = c;
    }
    if (!added) return std::nullopt;
    return ifLegal(from, Move{*added});
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Treblecross,
        .id = "treblecross",
        .name = words::GameTreblecross,
        .rule = "a strip of cells: write X in an empty cell; whoever completes three X in a row "
                "wins",
        .example = "20 5 9",
        .shape = {1, 0, "cells", words::NounCells, "board"},
        .options = {},
        .make = [](std::vector<Natural> numbers, const GameOptions&) -> AnyPosition {
            return fromNumbers(numbers);
        },
        .numbers = [](const AnyPosition& p) { return cellNumbers(std::get<Position>(p)); },
        .optionsOf = noOptions,
        .moveBetween = moveBetween,
        .explain = explainTreblecross,
        .reason = hook<reason>,
        .notInSum = &TreblecrossNotInSum,
    };
    return game;
}

} // namespace grundy::treblecross
