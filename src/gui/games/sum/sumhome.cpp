// SPDX-License-Identifier: MIT
// A sum of different games in the window: each component on its own game's board.
#include "games/gamehome.h"
#include "games/homes.h"

#include "core/games/sum/component.h"
#include "games/sum/sumview.h"

#include <QCoreApplication>

namespace {

class SumHome : public GameHome {
    Q_DECLARE_TR_FUNCTIONS(SumHome)
public:
    const grundy::GameInfo& info() const override { return grundy::sum::info(); }
    QString name() const override { return tr("Sum of games"); }
    QString rule() const override {
        return tr("Several different games side by side, each with its own board. A move is a "
                  "move in one of them, by that game's rules. Whoever makes the last move wins.");
    }
    QString howToPlay() const override {
        return tr("Move on any component's board as you would in that game alone. View \u2192 "
                  "Move Values shows each component's Sprague\u2013Grundy value; the line under "
                  "the boards gives the values in binary and their XOR.");
    }
    std::vector<KeyUse> keyboardPlay() const override {
        return {{tr("Tab"), tr("go to the next component's board")},
                {tr("the component's keys"), tr("play on it as in that game alone")}};
    }
    QString losingPositions() const override {
        return tr("By the Sprague\u2013Grundy theorem each component counts as a Nim pile of its "
                  "value, so the player to move loses exactly when the components' values XOR "
                  "to 0. To win, find a component whose value falls when XORed with the total "
                  "and move it to a position worth exactly that.");
    }
    QString positionExample() const override { return tr("e.g. nim:3,5"); }
    QStringList startWords() const override {
        return {QStringLiteral("nim:3,5"), QStringLiteral("wythoff:4,7"),
                QStringLiteral("kayles:6")};
    }
    RandomStartFields randomStart() const override {
        return {0, tr("Numbers in each:"), tr("each up to"), QString()};
    }
    /// Each component's game from the option, with a random position of that game's own
    /// (`count` numbers each up to `size`, as its home draws them).
    grundy::AnyPosition randomPosition(std::size_t count, const grundy::Natural& size,
                                       const grundy::GameOptions& options) const override {
        std::vector<grundy::AnyPosition> parts;
        for (const auto& g : grundy::sum::componentGames(*options.find("components")))
            parts.push_back(homeOf(g.game->kind).randomPosition(count, size, g.options));
        grundy::sum::Position p = grundy::sum::sumOf(std::move(parts));
        grundy::sum::validate(p);
        return p;
    }
    OptionField optionField(std::string_view) const override {
        return {tr("&Games:"), tr("The components' games"), QStringLiteral("nim;kayles"),
                tr("each component's game and options, as nim;octal:code=0.77")};
    }
    BoardView* createBoard(const grundy::AnyPosition&, QWidget* parent) const override {
        return new SumView(parent);
    }
};

} // namespace

namespace homes::sum {

const GameHome& home() {
    static const SumHome home;
    return home;
}

} // namespace homes::sum
