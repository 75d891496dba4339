// SPDX-License-Identifier: MIT
#pragma once

#include "core/io/record.h"
#include "session/player.h"
#include "session/remotenesscounter.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <vector>

/// One game being played: the position, the history of moves (a QUndoStack), whose
/// turn it is and the two players. Views never decide anything; they show position()
/// and send the person's move to playHumanMove().
///
/// Signals. After every change (a move, undo, redo, start, restart, load) the session
/// emits, in this order: moveMade (only for a new move), positionChanged,
/// historyChanged, turnChanged, and gameOver (only when a new move ends the game).
/// Undo, redo and load never emit gameOver, even when they arrive at a finished
/// position: isOver() and winner() tell the state after any positionChanged.
/// If a slot changes the game again (say, restart() from a gameOver slot), the rest of
/// the older announcement is dropped, since it would describe a stale state.
///
/// Turns. After every change the pending computer move, if any, is cancelled and the
/// turn is offered to the player to move (unless the game is over). The computer moves
/// from the event loop, after computerDelay() milliseconds.
///
/// Positions, moves and entries need no Q_DECLARE_METATYPE: Qt 6 takes the signals'
/// parameter types from moc, so QSignalSpy and queued connections hold them as they are.
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
        /// Tells moves apart: no two entries of a session share one, and an entry keeps
        /// its id through undo and redo. So a view that has shown history()[i] with this
        /// id knows that history()[0..i] are unchanged (the history is a stack).
        quint64 id = 0;
    };

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    /// Starts a new game from `start`; player 0 moves first. A start that is already
    /// over is a finished game (player 1 won, since player 0 cannot move).
    void start(const grundy::AnyPosition& start, std::array<grundy::Seat, 2> players);
    /// Starts from a saved game, replaying its moves (the undo history included); a
    /// finished game loads finished, without gameOver. Throws grundy::RecordError,
    /// leaving the current game as it was, when the moves do not make a game (and
    /// leaves it too when memory runs out). Takes the record's positions over: pass it
    /// with std::move to spare a copy. Time and memory grow with the number of moves.
    void load(grundy::GameRecord record);
    /// The game so far (up to the current undo position), in the saved-game form.
    grundy::GameRecord record() const;

    const grundy::AnyPosition& position() const { return m_position; }
    const grundy::AnyPosition& startPosition() const { return m_start; }
    grundy::GameKind kind() const { return grundy::kindOf(m_position); }
    grundy::Seat seat(int player) const { return m_seats.at(player); }
    /// 0 or 1: the player to move (or who would move, when the game is over).
    int toMove() const { return m_toMove; }
    bool isOver() const;
    /// The winner once the game is over, by the game's play convention (under normal play
    /// the player who made the last move).
    std::optional<int> winner() const;
    /// Whether a person is to move in a game that is not over.
    bool humanToMove() const;
    /// The moves made so far (up to the current undo position). Valid until the next
    /// change of the game.
    std::span<const Entry> history() const { return {m_entries.data(), m_made}; }

    /// The moves as undo commands, one per move, for display (e.g. a QUndoView). Undo
    /// and redo through undo() and redo(), which step whole turns of the person; the
    /// stack's own undo()/redo() step single moves and setIndex() jumps (announced once,
    /// when the stack has arrived; safe). Its undo
    /// limit stays 0 (no limit): the commands are the session's moves in order.
    QUndoStack* undoStack() { return &m_undo; }
    /// Takes back moves until a person is to move again (so a computer's reply goes
    /// with the move it answered); in a game between two people, one move. Does
    /// nothing when canUndo() is false.
    void undo();
    /// Replays undone moves until a person is to move again (or the undone moves run
    /// out, or the game is over). Does nothing when canRedo() is false.
    void redo();
    /// Whether undo() would reach a position where a person is to move. Always false
    /// in a game between two computers (a demo): the computer would only move again.
    bool canUndo() const;
    bool canRedo() const;
    /// Back to the start position with the same players.
    void restart();

    /// A person's move, from a view. Refused (returns false, and says why in
    /// `whyNot`) when the game is over, no person is to move, or the move is illegal.
    bool playHumanMove(const grundy::AnyMove& move, QString* whyNot = nullptr);

    /// A winning move for the player to move, if one exists (nothing when the player to
    /// move is losing or the game is over).
    std::optional<grundy::AnyMove> hint() const;

    /// Pauses the computer (a demonstration between two computers, or a computer about
    /// to reply): while paused no computer move is made except by step(). A person can
    /// still move. Resuming lets the computer to move play on. Restarting keeps the
    /// pause (to step through a demonstration again); start() and load() do too.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /// While paused, has the computer to move make its move now: computed on a worker
    /// thread, it comes from the event loop (no delay). Returns whether a move is coming.
    bool step();

    /// Whether the computer to move has used up its delay and is still computing its move.
    bool isComputerLate() const;

    /// The computer's visible delay before it moves, in milliseconds; applies to the
    /// computer players from their next turn on.
    void setComputerDelay(int ms);
    int computerDelay() const { return m_delayMs; }
    /// How the computer players pick their moves, from their next turn on.
    void setComputerStyle(ComputerStyle style);
    ComputerStyle computerStyle() const { return m_style; }

    /// How the computer players play (level and seed), from their next turn on; kept by
    /// start() and restart(), set by load() from the record (Perfect when it says nothing),
    /// and written by record() when a computer plays.
    void setComputerPlay(const grundy::ComputerPlay& play);
    const grundy::ComputerPlay& computerPlay() const { return m_computerPlay; }

    /// The remoteness of this game's positions, counted once for every view that says it.
    RemotenessCounter* remoteness() { return &m_remoteness; }

signals:
    /// The position to show (after every change).
    void positionChanged(const grundy::AnyPosition& position);
    /// A new move was made (not emitted for undo/redo/load, which emit positionChanged).
    void moveMade(const GameSession::Entry& entry);
    /// The player to move, after every change (also when the game is over).
    void turnChanged(int player);
    /// A new move ended the game; `winner` won it.
    void gameOver(int winner);
    /// The history, canUndo() or canRedo() may have changed (after every change).
    void historyChanged();
    void pausedChanged(bool paused);
    /// The computer to move has used up its delay and is still computing its move (true),
    /// or is no longer (false: it moved, or its turn was cancelled).
    void computerLate(bool late);

private:
    class MoveCommand;

    void onMoveChosen(Player* player, const grundy::AnyMove& move);
    void makeMove(const grundy::AnyMove& move);
    Entry entryFor(const grundy::AnyMove& move);
    /// The game after the first `made` of m_entries (what an undo command does).
    void setMade(std::size_t made);
    void reset(const grundy::AnyPosition& start, std::array<grundy::Seat, 2> players);
    void setupPlayers();
    bool hasHuman() const;
    void cancelTurns();
    void offerTurn();
    void commandApplied();
    void announce(const Entry* newMove);

    grundy::AnyPosition m_start;
    grundy::AnyPosition m_position;
    std::array<grundy::Seat, 2> m_seats{grundy::Seat::Human, grundy::Seat::Computer};
    std::array<std::unique_ptr<Player>, 2> m_players;
    int m_toMove = 0;
    int m_delayMs = 600;
    ComputerStyle m_style = ComputerStyle::FewestReplies;
    grundy::ComputerPlay m_computerPlay;
    bool m_paused = false;
    /// Every move on the undo stack, made or undone, in order: the first m_made are made.
    std::vector<Entry> m_entries;
    std::size_t m_made = 0;
    quint64 m_lastId = 0;
    QUndoStack m_undo;
    /// Set while commands run as part of a larger change that announces itself once.
    bool m_batch = false;
    /// A command ran outside a batch: the stack's next indexChanged announces it.
    bool m_directChange = false;
    /// Counts announcements, so one can tell that a slot has superseded it.
    quint64 m_announcement = 0;
    RemotenessCounter m_remoteness;
};
