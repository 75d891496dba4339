// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/random.h"
#include "core/games/catalogue.h"

#include <QList>
#include <QPair>
#include <QStringList>
#include <QString>

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

class BoardView;
class PileRules;
class QWidget;

/// How the New Game dialog offers a random start of a game.
struct RandomStartFields {
    std::size_t fixedCount = 0; ///< how many numbers the game always has; 0: the person chooses
    QString countLabel;         ///< "Piles:" (when the count is chosen)
    QString sizeLabel;          ///< "each up to"; empty: no size to choose
    QString sizeUnit;           ///< "stones", the word after the size
};

/// A New Game field for one of the game's options (catalogue.h's OptionSpec).
struct OptionField {
    QString label;        ///< "Most stones per move (&K):"
    QString name;         ///< what the option is called in messages: "K"
    QString defaultValue; ///< "3"
    QString help;         ///< for `grundy --help`: "the most stones a move may take"
    /// Named values New Game offers beside a word option's field (name, value): a few
    /// graphs to start from. Empty: none.
    QList<QPair<QString, QString>> presets = {};
};

/// A cell of the Wythoff grid dock: pile A across, pile B up, and the play convention.
struct GridPoint {
    grundy::Natural a;
    grundy::Natural b;
    grundy::Convention play = grundy::Convention::Normal;
};

/// One line of Help → Keyboard: the keys and what they do in this game.
struct KeyUse {
    QString keys;   ///< "Left / Right"
    QString action; ///< "choose the pile"
};

/// Everything the window knows about one game: its name and rules in the reader's
/// language, its New Game fields, its board and the end-of-game words. One subclass per
/// game in src/gui/games/, found through homeOf(); nothing else in the window switches on
/// the game.
class GameHome {
public:
    virtual ~GameHome() = default;

    /// The game's entry in the core's catalogue.
    virtual const grundy::GameInfo& info() const = 0;
    virtual QString name() const = 0;
    /// The rule in one or two sentences.
    virtual QString rule() const = 0;
    /// How to play it in this window (mouse and keys).
    virtual QString howToPlay() const = 0;
    /// The game's keyboard play, key by key, for Help → Keyboard.
    virtual std::vector<KeyUse> keyboardPlay() const = 0;
    /// When the player to move loses.
    virtual QString losingPositions() const = 0;
    /// The rule and who wins under misère play (whoever takes the last stone loses), for
    /// the games that can be played so (the catalogue's "play" option); the others keep
    /// rule() and losingPositions().
    virtual QString misereRule() const { return rule(); }
    virtual QString misereLosingPositions() const { return losingPositions(); }
    /// The game's name as a person needs it to know the rules in play: "Nim (misère)".
    QString name(grundy::Convention play) const;
    /// The name of the game one of its positions is in, for the window's title: name(play)
    /// by default; a game whose options make it another named game says so ("Kayles (0.77)").
    virtual QString nameOf(const grundy::AnyPosition& position) const;
    QString rule(grundy::Convention play) const;
    QString losingPositions(grundy::Convention play) const;
    /// The Help → Rules page: name, rule, how to play, who wins (rich text).
    QString rulesHtml(grundy::Convention play = grundy::Convention::Normal) const;

    /// The start position typed in New Game: a placeholder such as "e.g. 3, 5, 7" (for a game
    /// made of words, info().fromWords, one word: "e.g. nim:3,5").
    virtual QString positionExample() const = 0;
    /// The words New Game offers first for a game made of words (info().fromWords).
    virtual QStringList startWords() const { return {}; }
    virtual RandomStartFields randomStart() const = 0;
    /// The New Game field of option `id` (one of info().options). The base gives the play
    /// convention's switch: a game with other options gives their fields and passes "play"
    /// on to it.
    virtual OptionField optionField(std::string_view id) const;
    /// What the game changed of a typed start `made` from the options `asked`, said to the
    /// person (New Game, the status bar); empty when nothing was changed.
    virtual QString startNote(const grundy::AnyPosition& made, const grundy::GameOptions& asked) const {
        (void)made, (void)asked;
        return {};
    }
    /// Why a random start cannot be drawn with these settings, or empty.
    virtual QString randomStartProblem(std::size_t count, const grundy::GameOptions& options) const;
    /// A random start: `count` numbers (fixedCount when set), each in 1..size.
    virtual grundy::AnyPosition randomPosition(std::size_t count, const grundy::Natural& size,
                                               const grundy::GameOptions& options) const;
    /// A random start that randomPosition could make and the player to move must lose, each
    /// one equally likely, drawn directly; nothing for a game that leaves it to
    /// grundy::drawWithOutcome (drawing starts until one is lost).
    virtual std::optional<grundy::AnyPosition> randomLostPosition(std::size_t,
                                                                  const grundy::Natural&,
                                                                  const grundy::GameOptions&,
                                                                  grundy::Random&) const {
        return std::nullopt;
    }

    /// The board a person plays this game on, made to show `position` (one of this game's;
    /// the window then keeps it up to date).
    /// The base makes the shared pile board with pileRules(); a game on a board of its own
    /// overrides it.
    virtual BoardView* createBoard(const grundy::AnyPosition& position, QWidget* parent) const;
    /// How the pile board plays this game, for games played on it (the home hands them to
    /// the board it makes); null otherwise.
    virtual const PileRules* pileRules() const { return nullptr; }
    /// Where `position` (one of this game's) sits on the Wythoff grid dock: its two piles
    /// and its play, for a game the grid follows; none for the others, during which the grid
    /// says it is not in use.
    virtual std::optional<GridPoint> gridPoint(const grundy::AnyPosition& position) const {
        Q_UNUSED(position);
        return std::nullopt;
    }
    /// Whether a move takes stones (the end-of-game words: "took the last stone").
    virtual bool takesStones() const { return true; }
    /// In a game of two colours, which one the person in seat `player` plays, as a
    /// sentence ("You play black: ..."); empty for the other games.
    virtual QString seatText(int player) const {
        Q_UNUSED(player);
        return {};
    }

    /// The end-of-game sentence: `youWon` when the winner is the one person playing the
    /// computer, else `winner` names who won; under misère play the loser made the last move.
    QString endOfGameText(bool youWon, const QString& winner,
                          grundy::Convention play = grundy::Convention::Normal) const;

    /// A uniformly random number in 1..max, exact for any size.
    static grundy::Natural randomUpTo(const grundy::Natural& max);
};

/// The window's home of a game.
const GameHome& homeOf(grundy::GameKind kind);
inline const GameHome& homeOf(const grundy::AnyPosition& position) {
    return homeOf(grundy::kindOf(position));
}
