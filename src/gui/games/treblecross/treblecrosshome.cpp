// SPDX-License-Identifier: MIT
// Treblecross in the window: a strip of cells on the cells board.
#include "games/gamehome.h"
#include "games/homes.h"

#include "games/treblecross/cellsview.h"

#include <QCoreApplication>

namespace {

class TreblecrossHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(TreblecrossHome)
public:
    const grundy::GameInfo& info() const override { return grundy::treblecross::info(); }
    QString name() const override { return tr("Treblecross"); }
    QString rule() const override {
        return tr("A strip of cells: the players take turns writing X in an empty cell. Whoever "
                  "completes three X in a row wins.");
    }
    QString howToPlay() const override {
        return tr("Click an empty cell to write X in it; pointing at a cell shows the X first. "
                  "Keys: Left/Right choose a cell (Up/Down a line), Enter or Space writes X.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose an empty cell")},
                {tr("Up / Down"), tr("the same a line up or down")},
                {tr("Enter or Space"), tr("write X in the chosen cell")},
                {tr("Escape"), tr("clear the choice")}};
    }
    QString losingPositions() const override {
        return tr("An X next to an X, or two cells from one, lets the opponent complete three. "
                  "The safe cells (three or more from every X) form runs; a run of L cells is "
                  "worth G(L + 2) of the octal game 0.007, and the player to move loses exactly "
                  "when the runs' values XOR to 0 (and no X can complete three).");
    }
    QString positionExample() const override {
        return tr("cells, then the X cells, e.g. 20 or 20, 5, 9");
    }
    RandomStartFields randomStart() const override {
        return {1, {}, tr("cells, up to"), tr("cells")};
    }
    /// An empty board of 3 to `size` cells (a random start is a new strip).
    grundy::AnyPosition randomPosition(std::size_t, const grundy::Natural& size,
                                       const grundy::GameOptions& options) const override {
        const grundy::Natural most = size < 3 ? grundy::Natural(3) : size;
        grundy::Natural cells = randomUpTo(most);
        if (cells < 3) cells = 3;
        return grundy::positionFrom(info(), {cells}, options);
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new CellsView(parent);
    }
    bool takesStones() const override { return false; }
};

} // namespace

namespace homes::treblecross {

const GameHome& home() {
    static const TreblecrossHome home;
    return home;
}

} // namespace homes::treblecross
