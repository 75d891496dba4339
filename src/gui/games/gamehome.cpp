// SPDX-License-Identifier: MIT
#include "games/gamehome.h"

#include "games/homes.h"

#include "boards/pileview.h"

#include <QCoreApplication>
#include <QRandomGenerator>

#include <array>
#include <stdexcept>

namespace {

/// The shared words of every game's home, attributed to one translation context.
struct HomeText {
    Q_DECLARE_TR_FUNCTIONS(GameHome)
};

} // namespace

QString GameHome::name(grundy::Convention play) const {
    return play == grundy::Convention::Misere ? HomeText::tr("%1 (misère)").arg(name()) : name();
}

QString GameHome::nameOf(const grundy::AnyPosition& position) const {
    return name(grundy::conventionOf(position));
}

QString GameHome::rule(grundy::Convention play) const {
    return play == grundy::Convention::Misere ? misereRule() : rule();
}

QString GameHome::losingPositions(grundy::Convention play) const {
    return play == grundy::Convention::Misere ? misereLosingPositions() : losingPositions();
}

QString GameHome::rulesHtml(grundy::Convention play) const {
    return QString("<h3>%1</h3><p>%2</p><h4>%3</h4><p>%4</p><h4>%5</h4><p>%6</p>")
        .arg(name(play).toHtmlEscaped(), rule(play).toHtmlEscaped(),
             HomeText::tr("How to play").toHtmlEscaped(), howToPlay().toHtmlEscaped(),
             HomeText::tr("Who wins").toHtmlEscaped(), losingPositions(play).toHtmlEscaped());
}

OptionField GameHome::optionField(std::string_view id) const {
    // The play convention (catalogue's playOption) is the same switch in every game.
    if (id == grundy::playOption().id)
        return {HomeText::tr("&Misère play: whoever takes the last stone loses"),
                HomeText::tr("Play"), QStringLiteral("normal"),
                HomeText::tr("normal, or misere: whoever takes the last stone loses")};
    // A game with options gives them their words; this is only reached by a game that
    // forgot one, and still shows a usable field.
    const QString text = QString::fromUtf8(id.data(), qsizetype(id.size()));
    return {text + QLatin1Char(':'), text, QStringLiteral("1"), text};
}

QString GameHome::randomStartProblem(std::size_t, const grundy::GameOptions&) const {
    return {};
}

grundy::AnyPosition GameHome::randomPosition(std::size_t count, const grundy::Natural& size,
                                             const grundy::GameOptions& options) const {
    if (const std::size_t fixed = randomStart().fixedCount) count = fixed;
    std::vector<grundy::Natural> numbers;
    for (std::size_t i = 0; i < count; ++i)
        numbers.push_back(randomUpTo(size));
    return grundy::positionFrom(info(), std::move(numbers), options);
}

QString GameHome::endOfGameText(bool youWon, const QString& winner, grundy::Convention play) const {
    // Under normal play the winner made the last move; under misère play the loser did.
    if (play == grundy::Convention::Misere)
        return youWon ? HomeText::tr("You won! Your opponent took the last stone.")
                      : HomeText::tr("%1 won: the other player took the last stone.").arg(winner);
    if (takesStones())
        return youWon ? HomeText::tr("You won! You took the last stone.")
                      : HomeText::tr("%1 won by taking the last stone.").arg(winner);
    return youWon ? HomeText::tr("You won! You made the last move.")
                  : HomeText::tr("%1 won by making the last move.").arg(winner);
}

grundy::Natural GameHome::randomUpTo(const grundy::Natural& max) {
    static gmp_randclass state(gmp_randinit_default);
    static const bool seeded = [] {
        state.seed(QRandomGenerator::global()->generate64());
        return true;
    }();
    (void)seeded;
    return state.get_z_range(max) + 1;
}

const GameHome& homeOf(grundy::GameKind kind) {
    // In the registration list's order, which is GameKind's.
    static const std::array<const GameHome*, grundy::kGameCount> homes = {
#define GRUNDY_GAME_HOME(Kind, id) &homes::id::home(),
        GRUNDY_GAMES(GRUNDY_GAME_HOME)
#undef GRUNDY_GAME_HOME
    };
    return *homes.at(static_cast<std::size_t>(kind));
}

BoardView* GameHome::createBoard(const grundy::AnyPosition& position, QWidget* parent) const {
    const PileRules* rules = pileRules();
    if (!rules) throw std::logic_error("a game without pile rules must make its own board");
    return new PileView(*rules, position, parent);
}
