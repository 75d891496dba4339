// SPDX-License-Identifier: MIT
#pragma once

#include "core/analysis/remoteness.h"
#include "core/games/game.h"

#include <QLabel>

#include <optional>

class GameSession;
class RemotenessCounter;

/// The side panel's "You can win in 7 moves" / "The computer can hold out for 12 moves":
/// the remoteness (core remoteness.h) of the session's position, said for whoever is to
/// move by the session's seats, as TurnWords names them ("Player 1" when both seats are
/// people, "Computer 1" in a demonstration).
/// The session's RemotenessCounter counts it (the value history shows the same answers): a
/// closed form at once, a search on a worker thread, so the window never waits. Where only
/// a lower bound is known the line says "at least". Empty when the game is over.
class RemotenessLine : public QLabel {
    Q_OBJECT
public:
    explicit RemotenessLine(QWidget* parent = nullptr);

    /// Follows `session`'s position and turn (call after every change; an unchanged
    /// position is not counted again).
    void update(GameSession& session);
    /// Whether the position shown is still being counted.
    bool isCounting() const { return m_counting; }
    /// Searches still running, including ones no longer wanted that are winding down.
    int runningSearches() const;

signals:
    /// The line now says the remoteness of the current position (or that it is not known).
    void counted();

protected:
    /// Says the line again in a new language.
    void changeEvent(QEvent* event) override;

private:
    /// Who is to move: the person against the computer, the computer against the person,
    /// one of two people, one of two computers.
    enum class Mover { You, Computer, Player, ComputerN };
    void retranslate();
    /// Takes the counter's answer for the position shown, when it has one.
    void ask();

    RemotenessCounter* m_counter = nullptr; ///< the session's, once update() has seen it
    std::optional<grundy::AnyPosition> m_position;
    Mover m_mover = Mover::Player;
    int m_player = 0;
    bool m_counting = false;
    grundy::RemotenessAnswer m_answer; ///< when counted
    bool m_won = false;                ///< the player to move wins
};
