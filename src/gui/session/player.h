// SPDX-License-Identifier: MIT
#pragma once

#include "game.h"
#include "level.h"

#include <QObject>
#include <QTimer>

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
/// re-entrantly).
class ComputerPlayer : public Player {
    Q_OBJECT
public:
    /// A computer that waits `delayMs` milliseconds before each move.
    explicit ComputerPlayer(int delayMs = 600, QObject* parent = nullptr);
    void takeTurn(const grundy::AnyPosition& position) override;
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
    /// Whether a move is pending (its turn taken, the delay not yet over).
    bool isThinking() const { return m_timer.isActive(); }
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

private:
    int m_delayMs;
    ComputerStyle m_style = ComputerStyle::FewestReplies;
    QTimer m_timer;
    grundy::AnyPosition m_position;
    grundy::Level m_level = grundy::Level::Perfect;
    grundy::u64 m_seed = 0;
    grundy::u64 m_turn = 0;
};
