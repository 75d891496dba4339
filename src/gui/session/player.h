// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"
#include "core/play/level.h"

#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class WorkerThreads;

/// Someone who makes moves in a GameSession. The session calls takeTurn() when it is
/// this player's turn; the player answers, at once or later, with moveChosen().
class Player : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    /// It is this player's turn in `position` (which is not over).
    virtual void takeTurn(const grundy::AnyPosition& position) = 0;
    /// The turn was taken back (undo, restart, new game): forget any pending move.
    virtual void cancelTurn() {}
    /// A person (moves come from the views) rather than the computer.
    virtual bool isHuman() const = 0;

signals:
    /// The move this player makes in the position of its turn.
    void moveChosen(const grundy::AnyMove& move);
};

/// A person at this screen: the views feed the moves they mean through play().
class HumanPlayer : public Player {
    Q_OBJECT
public:
    using Player::Player;
    void takeTurn(const grundy::AnyPosition& position) override;
    void cancelTurn() override { m_toMove = false; }
    bool isHuman() const override { return true; }
    /// Passes the person's move on when it is their turn; ignored otherwise.
    void play(const grundy::AnyMove& move);
    /// Whether it is this person's turn (offered and not yet played or cancelled).
    bool hasTurn() const { return m_toMove; }

private:
    bool m_toMove = false;
};

/// How the computer picks its move; both never throw a won game away.
enum class ComputerStyle {
    FewestReplies, ///< the core's computerMove: a losing side leaves the fewest winning replies
    Remoteness,    ///< remotenessMove: win fastest, hold out longest (when it is known)
};

/// The computer: plays the core's move for its level (level.h) and style after a short
/// visible delay (0 = at once; the move is still delivered from the event loop, never
/// re-entrantly). The move is computed on a worker thread, started with the delay: the
/// computer plays when both are over, and the window stays responsive however long the
/// move takes (lateChanged says when it takes longer than the delay).
class ComputerPlayer : public Player {
    Q_OBJECT
public:
    /// A computer that waits `delayMs` milliseconds before each move.
    explicit ComputerPlayer(int delayMs = 600, QObject* parent = nullptr);
    /// Waits for a move still being computed (its result is dropped).
    ~ComputerPlayer() override;
    void takeTurn(const grundy::AnyPosition& position) override;
    /// Takes the turn with no delay (a paused game's Step).
    void takeTurnNow(const grundy::AnyPosition& position);
    /// Stops the delay and drops the move being computed, whenever it comes.
    void cancelTurn() override;
    bool isHuman() const override { return false; }
    /// The delay for the turns to come (a pending move keeps its timer).
    void setDelay(int ms) { m_delayMs = ms; }
    int delay() const { return m_delayMs; }
    /// How it picks its moves from the next turn on.
    void setStyle(ComputerStyle style) { m_style = style; }
    ComputerStyle style() const { return m_style; }
    /// The move it makes in `position` (not over), by its style.
    grundy::AnyMove choose(const grundy::AnyPosition& position) const;
    /// Whether a move is pending (its turn taken, the move not yet made).
    bool isThinking() const { return m_thinking; }
    /// Whether the delay is over and the move is still being computed.
    bool isLate() const { return m_late; }
    /// How strong it plays, and the seed of its random choices.
    void setLevel(grundy::Level level, grundy::u64 seed) {
        m_level = level;
        m_seed = seed;
    }
    grundy::Level level() const { return m_level; }
    /// The number of the next turn's move in the game (moves made before it): with the seed
    /// it fixes the move, so undo, redo and replays get the same moves.
    void setTurn(grundy::u64 turn) { m_turn = turn; }
    /// The move it makes in `position` as move number `turn` of the game: a perfect move
    /// by its style, or at a weaker level now and then a random one.
    grundy::AnyMove moveFor(const grundy::AnyPosition& position, grundy::u64 turn) const;

    /// For tests: runs on the worker thread before each move is computed from now on (a
    /// test holds the worker there to act while the move is pending). Empty: none.
    static void setWorkerHook(std::function<void()> hook);
    /// Workers not yet ended, stale ones included; at 0 every result they posted, stale or
    /// not, has been handled (a test waits for it).
    int runningWorkers() const;

signals:
    /// The delay is over and the move is not ready yet (true), or no longer so (false).
    void lateChanged(bool late);

private:
    /// What one move depends on, copied for the worker (which never reads this object).
    struct Job {
        grundy::AnyPosition position;
        grundy::u64 turn = 0;
        grundy::Level level = grundy::Level::Perfect;
        grundy::u64 seed = 0;
        ComputerStyle style = ComputerStyle::FewestReplies;
        grundy::AnyMove run() const;
    };
    Job jobFor(const grundy::AnyPosition& position, grundy::u64 turn) const;
    /// Starts the delay of `delayMs` and the worker computing the move.
    void start(const grundy::AnyPosition& position, int delayMs);
    /// The computed move of turn `generation` has come back from the worker.
    void moveReady(quint64 generation, const grundy::AnyMove& move);
    /// Plays the move once both the delay and the computation are over.
    void playIfDue();
    void setLate(bool late);

    int m_delayMs;
    ComputerStyle m_style = ComputerStyle::FewestReplies;
    QTimer m_timer;
    grundy::Level m_level = grundy::Level::Perfect;
    grundy::u64 m_seed = 0;
    grundy::u64 m_turn = 0;
    /// Counts turns taken and cancelled: a result of an older turn is stale.
    quint64 m_generation = 0;
    bool m_thinking = false;
    bool m_late = false;
    std::optional<grundy::AnyMove> m_move; ///< computed, waiting for the delay
    /// Last: destroyed first, waiting for a worker still running.
    std::unique_ptr<WorkerThreads> m_workers;
};
