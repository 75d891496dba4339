// SPDX-License-Identifier: MIT
// Lasker's Nim in the window: piles on the pile board, which also splits a pile in two.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

using grundy::lasker::Move;

/// Numbered piles; a move takes from one, or splits one in two.
class LaskerPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(LaskerHome)
public:
    grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const override {
        return Move::taking(static_cast<std::size_t>(std::max(pile, 0)), take);
    }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int pile) const override {
        const auto& m = std::get<Move>(move);
        return static_cast<int>(m.pile) == pile ? m.take : grundy::Natural(0);
    }
    QString pileName(int pile) const override { return tr("pile %1").arg(pile + 1); }
    bool canSplit() const override { return true; }
    grundy::AnyMove splitMove(const grundy::AnyPosition& position, int pile,
                              const grundy::Natural& part) const override {
        // The rules name the smaller part: cutting 2 off the top of 7 is the split 2 + 5.
        const auto& piles = std::get<grundy::lasker::Position>(position).piles;
        const std::size_t i = static_cast<std::size_t>(std::max(pile, 0));
        grundy::Natural smaller = part;
        if (i < piles.size() && part >= 0 && part <= piles[i])
            smaller = std::min<grundy::Natural>(part, piles[i] - part);
        return Move::splitting(i, smaller);
    }
    grundy::Natural splitPartOf(const grundy::AnyMove& move, int pile) const override {
        const auto& m = std::get<Move>(move);
        return static_cast<int>(m.pile) == pile ? m.split : grundy::Natural(0);
    }
};

class LaskerHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(LaskerHome)
public:
    const grundy::GameInfo& info() const override { return grundy::lasker::info(); }
    QString name() const override { return tr("Lasker's Nim"); }
    QString rule() const override {
        return tr("Several piles: take any number of stones from one pile, or split one pile "
                  "into two smaller piles (both non-empty). Whoever takes the last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it. To split a pile, turn on "
                  "Split (or press S), point at a stone to see the two piles the cut below it "
                  "makes, and click to split there. Keys: Left/Right choose the pile, Up/Down "
                  "how many (or where to cut), Enter moves. Piles too large to draw show a "
                  "number and a field: type how many to take (Take) or how many stones one "
                  "part keeps (Split).");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose the pile")},
                {tr("Up / Down"), tr("choose how many stones to take, or where to cut")},
                {tr("S"), tr("switch between taking and splitting")},
                {tr("Enter or Space"), tr("take them, or split the pile")},
                {tr("Tab"), tr("reach the typed move's fields (piles too large to draw)")}};
    }
    QString losingPositions() const override {
        return tr("Each pile counts as a Nim pile of its SG value: SG(x) = x when x mod 4 is 1 "
                  "or 2, x + 1 when it is 3, x \u2212 1 when it is 0. The player to move loses "
                  "exactly when the XOR of these values is 0.");
    }
    QString positionExample() const override { return tr("e.g. 3, 5, 7"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Piles:"), tr("each up to"), tr("stones")};
    }
    const PileRules* pileRules() const override {
        static const LaskerPiles rules;
        return &rules;
    }
};

} // namespace

namespace homes::lasker {

const GameHome& home() {
    static const LaskerHome home;
    return home;
}

} // namespace homes::lasker
