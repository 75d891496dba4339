// SPDX-License-Identifier: MIT
// Nim in the window: piles on the pile board.
#include "games/gamehome.h"
#include "games/homes.h"

#include "boards/pilerules.h"
#include "boards/pileview.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

/// Numbered piles; a move takes from one.
class NimPiles : public PileRules {
    Q_DECLARE_TR_FUNCTIONS(NimHome)
public:
    grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const override {
        return grundy::nim::Move{static_cast<std::size_t>(std::max(pile, 0)), take};
    }
    grundy::Natural takenFrom(const grundy::AnyMove& move, int pile) const override {
        const auto& m = std::get<grundy::nim::Move>(move);
        return static_cast<int>(m.pile) == pile ? m.take : grundy::Natural(0);
    }
    QString pileName(int pile) const override { return tr("pile %1").arg(pile + 1); }
};

class NimHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(NimHome)
public:
    const grundy::GameInfo& info() const override { return grundy::nim::info(); }
    QString name() const override { return tr("Nim"); }
    QString rule() const override {
        return tr("Several piles: take any number of stones from one pile. Whoever takes the "
                  "last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click a stone to take it and every stone above it; the stones a click would "
                  "take light up first. Keys: Left/Right choose the pile, Up/Down how many, "
                  "Enter takes. Piles too large to draw show a number and a field to type how "
                  "many to take.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose the pile")},
                {tr("Up / Down"), tr("choose how many stones to take")},
                {tr("Enter or Space"), tr("take them")},
                {tr("Tab"), tr("reach the typed move's fields (piles too large to draw)")}};
    }
    QString losingPositions() const override {
        return tr("The player to move loses exactly when the XOR of the pile sizes is 0 "
                  "(Bouton's theorem).");
    }
    QString misereRule() const override {
        return tr("Misère Nim: several piles, take any number of stones from one pile. Whoever "
                  "takes the last stone loses.");
    }
    QString misereLosingPositions() const override {
        return tr("Misère play (the anti-SG rule): while two or more piles hold 2 or more "
                  "stones, the player to move loses exactly when the XOR of the piles is 0, as "
                  "in normal Nim. When every pile holds at most 1 stone, the player to move "
                  "loses exactly when an odd number of piles hold 1.");
    }
    QString positionExample() const override { return tr("e.g. 3, 5, 7"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Piles:"), tr("each up to"), tr("stones")};
    }
    const PileRules* pileRules() const override {
        static const NimPiles rules;
        return &rules;
    }
};

} // namespace

namespace homes::nim {

const GameHome& home() {
    static const NimHome home;
    return home;
}

} // namespace homes::nim
