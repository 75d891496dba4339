// SPDX-License-Identifier: MIT
// Fibonacci Nim in the window: one pile on the pile board; only the takes the limit allows
// are lit, and the board says what the last move took and what this move may take.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"
#include "boards/stonepainter.h"

#include <QCoreApplication>

namespace {

using grundy::fibonaccinim::Move;
using grundy::fibonaccinim::Position;

/// One pile; the position's second number is the limit, not a pile.
class FibonacciNimPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(FibonacciNimHome)
public:
    grundy::AnyMove moveFor(int, const grundy::Natural& take) const override { return Move{take}; }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int) const override {
        return std::get<Move>(move).take;
    }
    QString pileName(int) const override { return tr("pile"); }
    std::vector<grundy::Natural> piles(const grundy::AnyPosition& p) const override {
        return {std::get<Position>(p).stones};
    }
    std::optional<grundy::Natural> maxTake(const grundy::AnyPosition& p) const override {
        return std::get<Position>(p).limit;
    }
    QString limitText(const grundy::AnyPosition& p,
                      const std::optional<grundy::AnyMove>& lastMove) const override {
        const Position& pos = std::get<Position>(p);
        if (pos.stones == 0) return {};
        const grundy::Natural most = std::min(pos.limit, pos.stones);
        const QString mostText = stonepainter::abridgedNatural(most);
        if (lastMove && std::holds_alternative<Move>(*lastMove))
            return tr("The last move took %1, so this move may take 1 to %2.")
                .arg(stonepainter::abridgedNatural(std::get<Move>(*lastMove).take), mostText);
        if (pos.limit + 1 == pos.stones)
            return tr("The first move may take 1 to %1: all but one stone.").arg(mostText);
        return tr("This move may take 1 to %1.").arg(mostText);
    }
};

class FibonacciNimHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(FibonacciNimHome)
public:
    const grundy::GameInfo& info() const override { return grundy::fibonaccinim::info(); }
    QString name() const override { return tr("Fibonacci Nim"); }
    QString rule() const override {
        return tr("One pile: the first move takes 1 stone up to all but one, and every later "
                  "move 1 up to twice the move before it. Whoever takes the last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it; only the stones this move "
                  "may take can be chosen, and the line under the pile says how many that is. "
                  "Keys: Up/Down choose how many, Enter takes. A pile too large to draw shows a "
                  "number and a field to type how many to take.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Up / Down"), tr("choose how many stones to take")},
                {tr("Enter or Space"), tr("take them")},
                {tr("Tab"), tr("reach the typed move's field (a pile too large to draw)")}};
    }
    QString losingPositions() const override {
        return tr("Write the pile as a sum of Fibonacci numbers (1, 2, 3, 5, 8, 13, …), no two "
                  "of them neighbours in the sequence: its Zeckendorf representation. The "
                  "player to move loses exactly when the smallest part is more than the most "
                  "this move may take; at the start, exactly when the pile is a Fibonacci "
                  "number.");
    }
    QString positionExample() const override { return tr("e.g. 20, or 20, 7 with a limit of 7"); }
    RandomStartFields randomStart() const override {
        return {1, {}, tr("One pile of up to"), tr("stones")};
    }
    /// A start of 2..size stones: a pile of 1 has no first move.
    grundy::AnyPosition randomPosition(std::size_t, const grundy::Natural& size,
                                       const grundy::GameOptions& options) const override {
        const grundy::Natural n = size >= 2 ? grundy::Natural(randomUpTo(size - 1) + 1) : 2;
        return grundy::positionFrom(info(), {n}, options);
    }
    const PileRules* pileRules() const override {
        static const FibonacciNimPiles rules;
        return &rules;
    }
};

} // namespace

namespace homes::fibonaccinim {

const GameHome& home() {
    static const FibonacciNimHome home;
    return home;
}

} // namespace homes::fibonaccinim
