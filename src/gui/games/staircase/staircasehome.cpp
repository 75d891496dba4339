// SPDX-License-Identifier: MIT
// Georgia and Bob (POJ 1704) in the window: chips on the strip board, M in New Game.
#include "games/gamehome.h"
#include "games/homes.h"

#include "games/staircase/stripview.h"

#include <QCoreApplication>

#include <algorithm>

namespace {

class StaircaseHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(StaircaseHome)
public:
    const grundy::GameInfo& info() const override { return grundy::staircase::info(); }
    QString name() const override { return tr("Georgia and Bob"); }
    QString rule() const override {
        return tr("Chips on a strip of M cells: slide one chip left, never onto or over another "
                  "chip. Whoever makes the last move wins.");
    }
    QString howToPlay() const override {
        return tr("Click or drag a chip: the cells it can reach light up; click one or drop the "
                  "chip there. Keys: Left/Right choose a chip, Enter, Left/Right choose the "
                  "cell, Enter.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Left / Right"), tr("choose a chip")},
                {tr("Enter or Space"), tr("choose where it goes")},
                {tr("Left / Right"), tr("choose the target cell")},
                {tr("Enter or Space"), tr("move the chip")},
                {tr("Escape"), tr("cancel the choice")}};
    }
    QString losingPositions() const override {
        return tr("Pair the chips from the right (the leftmost with the wall when their number "
                  "is odd). The player to move loses exactly when the XOR of the empty cells "
                  "inside the pairs is 0.");
    }
    QString positionExample() const override { return tr("chip cells, e.g. 2, 5, 9, 14"); }
    RandomStartFields randomStart() const override {
        return {0, tr("Chips:"), {}, tr("on random cells")};
    }
    OptionField optionField(std::string_view) const override {
        return {tr("Strip length (&M cells):"), tr("The strip length M"), QStringLiteral("20"),
                tr("the strip length (default: the last chip)")};
    }
    QString randomStartProblem(std::size_t count,
                               const grundy::GameOptions& options) const override {
        if (options.natural("cells").value_or(0) < count)
            return tr("%n chip(s) need at least as many cells.", "", int(count));
        return {};
    }
    /// `count` chips on distinct random cells of the strip.
    grundy::AnyPosition randomPosition(std::size_t count, const grundy::Natural&,
                                       const grundy::GameOptions& options) const override {
        const grundy::Natural cells = *options.natural("cells");
        std::vector<grundy::Natural> numbers;
        while (numbers.size() < count) {
            const grundy::Natural c = randomUpTo(cells);
            if (std::find(numbers.begin(), numbers.end(), c) == numbers.end()) numbers.push_back(c);
        }
        return grundy::positionFrom(info(), std::move(numbers), options);
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new StripView(parent);
    }
    bool takesStones() const override { return false; }
};

} // namespace

namespace homes::staircase {

const GameHome& home() {
    static const StaircaseHome home;
    return home;
}

} // namespace homes::staircase
