// SPDX-License-Identifier: MIT
#include "session/gamesession.h"

#include "core/games/catalogue.h"
#include "common/messagetext.h"

#include <QScopedValueRollback>
#include <QUndoCommand>

using grundy::AnyMove;
using grundy::AnyPosition;
using grundy::Seat;

/// One move on the undo stack: m_entries[index]. redo() (first called by push) makes the
/// move, undo() takes it back; both only set the session's state and leave the announcing
/// to it. The entry itself stays in the session, so a move is stored once.
class GameSession::MoveCommand : public QUndoCommand {
public:
    MoveCommand(GameSession* session, std::size_t index, const QString& text)
        : QUndoCommand(text), m_session(session), m_index(index) {}

    void redo() override { m_session->setMade(m_index + 1); }
    void undo() override { m_session->setMade(m_index); }

private:
    GameSession* m_session;
    std::size_t m_index;
};

GameSession::GameSession(QObject* parent) : QObject(parent) {
    // The stack tells its new index after the last command of a jump (setIndex) has run:
    // announced then, the change reports the stack's own state (canRedo()).
    connect(&m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_directChange && !m_batch) {
            m_directChange = false;
            announce(nullptr);
        }
    });
    reset(grundy::makePosition(grundy::GameKind::Nim, {3, 4, 5}, {}), m_seats);
}

GameSession::~GameSession() = default;

void GameSession::start(const AnyPosition& start, std::array<Seat, 2> players) {
    reset(start, players);
    announce(nullptr);
}

void GameSession::load(grundy::GameRecord record) {
    // Everything is built before anything changes, so that a bad record leaves the game
    // alone. The positions come from the record (movesOf checked that each follows from
    // the one before by its move), so nothing is replayed twice.
    std::vector<AnyMove> moves = grundy::movesOf(record);
    std::vector<Entry> entries;
    entries.reserve(moves.size());
    std::vector<std::unique_ptr<MoveCommand>> commands;
    commands.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const AnyPosition& before = i == 0 ? record.start : entries.back().after;
        Entry entry{
            int(i % 2), std::move(moves[i]), {}, before, std::move(record.moves[i].position),
            ++m_lastId};
        entry.description = MessageText::text(grundy::describeMove(before, entry.move));
        commands.push_back(std::make_unique<MoveCommand>(this, i, entry.description));
        entries.push_back(std::move(entry));
    }
    reset(record.start, record.players);
    setComputerPlay(record.computer.value_or(grundy::ComputerPlay{}));
    m_entries = std::move(entries);
    {
        const QScopedValueRollback batch(m_batch, true);
        for (auto& command : commands)
            m_undo.push(command.release()); // push runs redo(), which moves
    }
    announce(nullptr);
}

grundy::GameRecord GameSession::record() const {
    grundy::GameRecord out;
    out.start = m_start;
    out.players = m_seats;
    if (m_seats[0] == Seat::Computer || m_seats[1] == Seat::Computer) out.computer = m_computerPlay;
    out.moves.reserve(m_made);
    for (const Entry& entry : history())
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
    const std::size_t made = m_made;
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
        return refuse(tr("That move is not allowed: %1.").arg(MessageText::text(e.message())));
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

bool GameSession::isComputerLate() const {
    const auto* computer = qobject_cast<const ComputerPlayer*>(m_players[m_toMove].get());
    return computer && computer->isLate();
}

void GameSession::setComputerDelay(int ms) {
    m_delayMs = ms;
    for (const auto& player : m_players)
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) computer->setDelay(ms);
}

void GameSession::setComputerStyle(ComputerStyle style) {
    m_style = style;
    for (const auto& player : m_players)
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) computer->setStyle(style);
}

void GameSession::setComputerPlay(const grundy::ComputerPlay& play) {
    m_computerPlay = play;
    for (const auto& player : m_players)
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get()))
            computer->setLevel(play.level, play.seed);
}

void GameSession::onMoveChosen(Player* player, const AnyMove& move) {
    // A move from a player whose turn it no longer is (or a bad one) changes nothing.
    if (isOver() || player != m_players[m_toMove].get() || !grundy::isLegal(m_position, move))
        return;
    makeMove(move);
}

void GameSession::makeMove(const AnyMove& move) {
    const Entry entry = entryFor(move);
    // The undone moves go: push() deletes their commands.
    m_entries.erase(m_entries.begin() + std::ptrdiff_t(m_made), m_entries.end());
    m_entries.push_back(entry);
    {
        const QScopedValueRollback batch(m_batch, true);
        m_undo.push(new MoveCommand(this, m_made, entry.description)); // runs redo(): moves
    }
    announce(&entry);
}

GameSession::Entry GameSession::entryFor(const AnyMove& move) {
    return {m_toMove,
            move,
            MessageText::text(grundy::describeMove(m_position, move)),
            m_position,
            grundy::apply(m_position, move),
            ++m_lastId};
}

void GameSession::setMade(std::size_t made) {
    m_made = made;
    m_position = made == 0 ? m_start : m_entries[made - 1].after;
    m_toMove = made == 0 ? 0 : 1 - m_entries[made - 1].by;
    commandApplied();
}

void GameSession::reset(const AnyPosition& start, std::array<Seat, 2> players) {
    cancelTurns();
    m_remoteness.forgetWaiting(); // the old game's positions are no longer wanted
    m_undo.clear(); // deletes the commands without undoing them
    m_entries.clear();
    m_made = 0;
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
        if (auto* computer = qobject_cast<ComputerPlayer*>(player.get())) {
            computer->setStyle(m_style);
            computer->setLevel(m_computerPlay.level, m_computerPlay.seed);
            connect(computer, &ComputerPlayer::lateChanged, this, &GameSession::computerLate);
        }
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
    if (auto* computer = qobject_cast<ComputerPlayer*>(m_players[m_toMove].get()))
        computer->setTurn(m_made);
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
    // The computer's own move for this turn, at its level and seed, computed on its worker
    // thread (a search may take a while): it comes from the event loop, with no delay.
    auto* computer = qobject_cast<ComputerPlayer*>(m_players[m_toMove].get());
    if (!computer) {
        makeMove(grundy::computerMove(m_position));
    } else if (!computer->isThinking()) { // a step already coming is not asked twice
        computer->setTurn(m_made);
        computer->takeTurnNow(m_position);
    }
    return true;
}

void GameSession::commandApplied() {
    // Someone drove the undo stack directly (a QUndoView, Review's jump back): announced
    // once the stack has arrived (indexChanged).
    if (!m_batch) m_directChange = true;
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
