// SPDX-License-Identifier: MIT
// Northcott's game (HDU 1730) in the window: rows of a board, a black and a white piece in
// each; the board's width in New Game; which colour the person plays.
#include "games/gamehome.h"
#include "games/homes.h"

#include "games/northcott/northcottview.h"

#include <QCoreApplication>

namespace {

class NorthcottHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(NorthcottHome)
public:
    const grundy::GameInfo& info() const override { return grundy::northcott::info(); }
    QString name() const override { return tr("Northcott's game"); }
    QString rule() const override {
        return tr("Each row of the board holds a black and a white piece. Black moves first; "
                  "a move slides one of your own pieces along its row to any empty square, "
                  "toward the other piece or away from it, but never past it. Whoever cannot "
                  "move loses.");
    }
    QString howToPlay() const override {
        return tr("Click an empty square of a row: your piece of that row goes there. Or click "
                  "your piece first (its squares light up) and then a square, or drag it. "
                  "Keys: Up/Down choose the row, Left/Right the square, Enter moves.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Up / Down"), tr("choose the row")},
                {tr("Left / Right"), tr("choose the square your piece goes to")},
                {tr("Enter or Space"), tr("move the piece")},
                {tr("Escape"), tr("cancel the choice")}};
    }
    QString losingPositions() const override {
        return tr("Count the empty squares between the two pieces of each row: these gaps are "
                  "Nim piles, since moving back is answered by following. The player to move, "
                  "whichever colour, loses exactly when the XOR of the gaps is 0.");
    }
    QString positionExample() const override {
        return tr("black, white column of each row, e.g. 4, 5, 1, 2");
    }
    RandomStartFields randomStart() const override {
        return {0, tr("Rows:"), {}, tr("pieces on random squares")};
    }
    OptionField optionField(std::string_view) const override {
        return {tr("Board width (&M columns):"), tr("The board width M"), QStringLiteral("8"),
                tr("the board's width in columns (default: the rightmost piece)")};
    }
    /// `count` rows, each with its two pieces on distinct random squares.
    grundy::AnyPosition randomPosition(std::size_t count, const grundy::Natural&,
                                       const grundy::GameOptions& options) const override {
        const grundy::Natural columns = *options.natural("columns");
        std::vector<grundy::Natural> numbers;
        for (std::size_t row = 0; row < count; ++row) {
            const grundy::Natural black = randomUpTo(columns);
            grundy::Natural white = randomUpTo(columns - 1);
            if (white >= black) white += 1;
            numbers.push_back(black);
            numbers.push_back(white);
        }
        return grundy::positionFrom(info(), std::move(numbers), options);
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new NorthcottView(parent);
    }
    bool takesStones() const override { return false; }
    QString seatText(int player) const override {
        return player == 0 ? tr("You play black: your pieces are the round ones.")
                           : tr("You play white: your pieces are the square ones.");
    }
};

} // namespace

namespace homes::northcott {

const GameHome& home() {
    static const NorthcottHome home;
    return home;
}

} // namespace homes::northcott
