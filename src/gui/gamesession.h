// SPDX-License-Identifier: MIT
#pragma once

#include "player.h"
#include "record.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <array>
#include <memory>
#include <optional>
#include <vector>

/// One game being played: the position, the history of moves (a QUndoStack), whose
/// turn it is and the two players. Views never decide anything; they show position()
/// and send the person's move to playHumanMove().
class GameSession : public QObject {
    Q_OBJECT
public:
    /// One move made: by whom, what, in words, and the positions around it.
    struct Entry {
        int by = 0;
        grundy::AnyMove move;
        QString description;
        grundy::AnyPosition before;
        grundy::AnyPosition after;
    };

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    /// Starts a new game from `start`; player 0 moves first.
    void start(const grundy::AnyPosition& start, std::array<grundy::Seat, 2> players);
    /// Starts from a saved game, replaying its moves (the undo history included).
    void load(const grundy::GameRecord& record);
    /// The game so far, in the saved-game form.
    grundy::GameRecord record() const;

    const grundy::AnyPosition& position() const { return m_position; }
    const grundy::AnyPosition& startPosition() const { return m_start; }
    grundy::GameKind kind() const { return grundy::kindOf(m_position); }
    grundy::Seat seat(int player) const { return m_seats.at(player); }
    /// 0 or 1: the player to move (or who would move, when the game is over).
    int toMove() const { return m_toMove; }
    bool isOver() const;
    /// The winner once the game is over: the player who made the last move.
    std::optional<int> winner() const;
    bool humanToMove() const;
    /// The moves made so far (up to the current undo position).
    const std::vector<Entry>& history() const { return m_history; }

    QUndoStack* undoStack() { return &m_undo; }
    /// Takes back moves until a person is to move again (so a computer's reply goes
    /// with the move it answered); in a game between two people, one move.
    void undo();
    void redo();
    bool canUndo() const;
    bool canRedo() const;
    /// Back to the start position with the same players.
    void restart();

    /// A person's move, from a view. Refused (returns false, and says why in
    /// `whyNot`) when no person is to move or the move is illegal.
    bool playHumanMove(const grundy::AnyMove& move, QString* whyNot = nullptr);

    /// A winning move for the player to move, if one exists.
    std::optional<grundy::AnyMove> hint() const;

    /// The computer's visible delay before it moves, in milliseconds.
    void setComputerDelay(int ms);
    int computerDelay() const { return m_delayMs; }

signals:
    void positionChanged(const grundy::AnyPosition& position);
    /// A move was made (not emitted for undo/redo, which emit positionChanged).
    void moveMade(const GameSession::Entry& entry);
    void turnChanged(int player);
    void gameOver(int winner);
    /// The history changed (move, undo, redo, restart, load).
    void historyChanged();

private:
    class MoveCommand;
    friend class MoveCommand;

    void onMoveChosen(Player* player, const grundy::AnyMove& move);
    void makeMove(const grundy::AnyMove& move);
    void setPositionFromHistory();
    void setupPlayers();
    void cancelTurns();
    void offerTurn();
    void announce();

    grundy::AnyPosition m_start;
    grundy::AnyPosition m_position;
    std::array<grundy::Seat, 2> m_seats{grundy::Seat::Human, grundy::Seat::Computer};
    std::array<std::unique_ptr<Player>, 2> m_players;
    int m_toMove = 0;
    int m_delayMs = 600;
    std::vector<Entry> m_history;
    QUndoStack m_undo;
    bool m_replaying = false;
};
