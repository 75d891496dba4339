// SPDX-License-Identifier: MIT
#include "session/gamesession.h"

#include "catalogue.h"
#include "common/messagetext.h"

#include <QScopedValueRollback>
#include <QUndoCommand>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::Seat;

/// One move on the undo stack. redo() (first called by push) makes the move, undo()
/// takes it back; both only set the session's state and leave the announcing to it.
class GameSession::MoveCommand : public QUndoCommand {
public:
    MoveCommand(GameSession* session, Entry entry)
        : QUndoCommand(entry.description), m_session(session), m_entry(std::move(entry)) {}

    void redo() override {
        m_session->m_history.push_back(m_entry);
        m_session->m_position = m_entry.after;
        m_session->m_toMove = 1 - m_entry.by;
        m_session->commandApplied();
    }

    void undo() override {
        m_session->m_history.pop_back();
        m_session->m_position = m_entry.before;
        m_session->m_toMove = m_entry.by;
        m_session->commandApplied();
    }

private:
    GameSession* m_session;
    Entry m_entry;
};

GameSession::GameSession(QObject* parent) : QObject(parent) {
    reset(grundy::makePosition(grundy::GameKind::Nim, {3, 4, 5}, {}), m_seats);
}

GameSession::~GameSession() = default;

void GameSession::start(const AnyPosition& start, std::array<Seat, 2> players) {
    reset(start, players);
    announce(nullptr);
}

void GameSession::load(const grundy::GameRecord& record) {
    // Checked before anything changes, so that a bad record leaves the game alone.
    const std::vector<AnyMove> moves = grundy::movesOf(record);
    reset(record.start, record.players);
    {
        const QScopedValueRollback batch(m_batch, true);
        for (const AnyMove& move : moves)
            m_undo.push(new MoveCommand(this, entryFor(move)));
    }
    announce(nullptr);
}

grundy::GameRecord GameSession::record() const {
    grundy::GameRecord out;
    out.start = m_start;
    out.players = m_seats;
    for (const Entry& entry : m_history)
        out.moves.push_back({entry.by, entry.after});
    out.winner = winner();
    return out;
}

bool GameSession::isOver() const {
    return grundy::isOver(m_position);
}

std::optional<int> GameSession::winner() const {
    // The other player made the last move; the game's convention says who that makes win.
    return grundy::winnerAfter(m_position, 1 - m_toMove);
}

bool GameSession::humanToMove() const {
    return !isOver() && m_seats[m_toMove] == Seat::Human;
}

void GameSession::undo() {
    if (!canUndo()) return;
    {
        const QScopedValueRollback batch(m_batch, true);
        while (m_undo.canUndo()) {
            m_undo.undo();
            if (humanToMove()) break;
        }
    }
    announce(nullptr);
}

void GameSession::redo() {
    if (!canRedo()) return;
    {
        const QScopedValueRollback batch(m_batch, true);
        do {
            m_undo.redo();
        } while (m_undo.canRedo() && !humanToMove() && !isOver());
    }
    announce(nullptr);
}

bool GameSession::canUndo() const {
    // Player i % 2 is to move after i moves: is there an earlier point where a person
    // was to move?
    const std::size_t made = m_history.size();
    return (made >= 1 && m_seats[0] == Seat::Human) || (made >= 2 && m_seats[1] == Seat::Human);
}

bool GameSession::canRedo() const {
    return hasHuman() && m_undo.canRedo();
}

void GameSession::restart() {
    start(m_start, m_seats);
}

bool GameSession::playHumanMove(const AnyMove& move, QString* whyNot) {
    const auto refuse = [whyNot](const QString& reason) {
        if (whyNot) *whyNot = reason;
        return false;
    };
    if (isOver()) return refuse(tr("The game is over."));
    if (!humanToMove()) return refuse(tr("It is the computer's turn."));
    try {
        grundy::apply(m_position, move);
    } catch (const grundy::IllegalMove& e) {
        return refuse(tr("That move is not allowed: %1.").arg(QString::fromStdString(e.what())));
    }
    auto* human = static_cast<HumanPlayer*>(m_players[m_toMove].get());
    if (!human->hasTurn()) return refuse(tr("Wait until the board is updated."));
    human->play(move);
    return true;
}

std::optional<AnyMove> GameSession::hint() const {
    if (isOver()) return std::nullopt;
    const auto moves = grundy::winningMoves(m_position);
    if (moves.empty()) return std::nullopt;
    return moves.front();
}

void GameSession::setComputerDelay(int ms) {
    m_delayMs = ms;
    for (const auto& player : m_players)
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) computer->setDelay(ms);
}

void GameSession::onMoveChosen(Player* player, const AnyMove& move) {
    // A move from a player whose turn it no longer is (or a bad one) changes nothing.
    if (isOver() || player != m_players[m_toMove].get() || !grundy::isLegal(m_position, move))
        return;
    makeMove(move);
}

void GameSession::makeMove(const AnyMove& move) {
    const Entry entry = entryFor(move);
    {
        const QScopedValueRollback batch(m_batch, true);
        m_undo.push(new MoveCommand(this, entry)); // push runs redo(), which moves
    }
    announce(&entry);
}

GameSession::Entry GameSession::entryFor(const AnyMove& move) const {
    return {m_toMove, move, MessageText::text(grundy::describeMove(m_position, move)), m_position,
            grundy::apply(m_position, move)};
}

void GameSession::reset(const AnyPosition& start, std::array<Seat, 2> players) {
    cancelTurns();
    m_undo.clear(); // deletes the commands without undoing them
    m_history.clear();
    m_start = start;
    m_position = start;
    m_toMove = 0;
    m_seats = players;
    setupPlayers();
}

void GameSession::setupPlayers() {
    for (std::size_t i = 0; i < m_players.size(); ++i) {
        const bool human = m_seats[i] == Seat::Human;
        auto& player = m_players[i];
        if (player && player->isHuman() == human) continue;
        if (player) {
            // The old player may be the one whose signal led here: delete it later.
            player->disconnect(this);
            player->cancelTurn();
            player.release()->deleteLater();
        }
        if (human)
            player = std::make_unique<HumanPlayer>();
        else
            player = std::make_unique<ComputerPlayer>(m_delayMs);
        Player* raw = player.get();
        connect(raw, &Player::moveChosen, this,
                [this, raw](const AnyMove& move) { onMoveChosen(raw, move); });
    }
}

bool GameSession::hasHuman() const {
    return m_seats[0] == Seat::Human || m_seats[1] == Seat::Human;
}

void GameSession::cancelTurns() {
    for (const auto& player : m_players)
        if (player) player->cancelTurn();
}

void GameSession::offerTurn() {
    if (isOver()) return;
    // A paused computer waits for step(); a person may always move.
    if (m_paused && !m_players[m_toMove]->isHuman()) return;
    m_players[m_toMove]->takeTurn(m_position);
}

void GameSession::setPaused(bool paused) {
    if (paused == m_paused) return;
    m_paused = paused;
    if (paused) {
        for (const auto& player : m_players)
            if (player && !player->isHuman()) player->cancelTurn();
    } else {
        offerTurn();
    }
    emit pausedChanged(paused);
}

bool GameSession::step() {
    if (!m_paused || isOver() || m_players[m_toMove]->isHuman()) return false;
    makeMove(grundy::computerMove(m_position));
    return true;
}

void GameSession::commandApplied() {
    // Someone drove the undo stack directly: announce each step.
    if (!m_batch) announce(nullptr);
}

void GameSession::announce(const Entry* newMove) {
    const quint64 announcement = ++m_announcement;
    const auto superseded = [&] { return announcement != m_announcement; };
    cancelTurns();
    // The turn is offered first so that slots see a consistent session: a person to
    // move holds the turn (the computer's move comes later, from the event loop).
    offerTurn();
    if (newMove) {
        emit moveMade(*newMove);
        if (superseded()) return;
    }
    emit positionChanged(m_position);
    if (superseded()) return;
    emit historyChanged();
    if (superseded()) return;
    emit turnChanged(m_toMove);
    if (superseded()) return;
    if (newMove && isOver()) emit gameOver(*winner());
}
