// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"

#include <QLabel>

#include <memory>
#include <optional>
#include <stop_token>

#include "common/workerthreads.h"

class GameSession;

/// The side panel's "You can win in 7 moves" / "The computer can hold out for 12 moves":
/// the remoteness (core remoteness.h) of the session's position, said for whoever is to
/// move by the session's seats, as TurnWords names them ("Player 1" when both seats are
/// people, "Computer 1" in a demonstration).
/// A closed form answers at once; a search runs on a worker thread, so the window never
/// waits, and its result is dropped when the position has changed meanwhile (the search
/// is told to stop). Empty when the game is over.
class RemotenessLine : public QLabel {
    Q_OBJECT
public:
    explicit RemotenessLine(QWidget* parent = nullptr);
    ~RemotenessLine() override;

    /// Follows `session`'s position and turn (call after every change; an unchanged
    /// position is not counted again).
    void update(const GameSession& session);
    /// Whether a search for the position shown is still running.
    bool isCounting() const { return m_counting; }
    /// Searches still running, including ones no longer wanted that are winding down.
    int runningSearches() const { return m_threads.count(); }

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
    void start(const grundy::AnyPosition& position);

    std::optional<grundy::AnyPosition> m_position;
    Mover m_mover = Mover::Player;
    int m_player = 0;
    bool m_counting = false;
    std::optional<grundy::Natural> m_value; ///< when counted; nullopt: not known
    bool m_won = false;                     ///< the player to move wins
    quint64 m_generation = 0;               ///< of the position asked for last
    std::stop_source m_stop;                ///< of the search running, if any
    WorkerThreads m_threads{this};          ///< last: waited for before the rest goes
};
