// SPDX-License-Identifier: MIT
// The redistribution game (POJ 1740) in the window: its own board for the gifts.
#include "games/gamehome.h"
#include "games/homes.h"

#include "games/redistribution/redistributionview.h"

#include <QCoreApplication>

namespace {

class RedistributionHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(RedistributionHome)
public:
    const grundy::GameInfo& info() const override { return grundy::redistribution::info(); }
    QString name() const override { return tr("Redistribution game"); }
    QString rule() const override {
        return tr("Take at least one stone of a pile out of the game, then you may move some of "
                  "its other stones onto other piles. Whoever takes the last stone wins.");
    }
    QString howToPlay() const override {
        return tr("Click the pile to take from. Set how many of its stones leave the game, and "
                  "with + and − how many go onto each other pile that still has stones. "
                  "Confirm is enabled as soon as the move is legal.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose the pile to take from")},
                {tr("Up / Down"), tr("choose how many of its stones leave the game")},
                {tr("Tab"), tr("reach each pile's field and its − and + buttons")},
                {tr("Enter"), tr("confirm the move")},
                {tr("Escape"), tr("start the move again")}};
    }
    QString losingPositions() const override {
        return tr("The player to move loses exactly when the piles pair up: every size occurs "
                  "an even number of times.");
    }
    QString positionExample() const override { return tr("e.g. 3, 5, 5, 8"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Piles:"), tr("each up to"), tr("stones")};
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new RedistributionView(parent);
    }
};

} // namespace

namespace homes::redistribution {

const GameHome& home() {
    static const RedistributionHome home;
    return home;
}

} // namespace homes::redistribution
