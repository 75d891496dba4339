// SPDX-License-Identifier: MIT
#include "session/player.h"

#include "common/workerthreads.h"
#include "core/analysis/remoteness.h"

#include <algorithm>

void HumanPlayer::takeTurn(const grundy::AnyPosition& /*position*/) {
    m_toMove = true;
}

void HumanPlayer::play(const grundy::AnyMove& move) {
    if (!m_toMove) return;
    // Drop the turn before emitting: the session may offer the next turn from the slot.
    m_toMove = false;
    emit moveChosen(move);
}

namespace {

/// ComputerPlayer::setWorkerHook's hook; read only on the GUI thread (each job copies it).
std::function<void()>& workerHook() {
    static std::function<void()> hook;
    return hook;
}

/// The perfect move by the style: it never throws a won game away.
grundy::AnyMove perfectMove(const grundy::AnyPosition& position, ComputerStyle style) {
    if (style == ComputerStyle::FewestReplies) return grundy::computerMove(position);
    // A bounded search (beyond it the usual move, which also never throws a win away): it
    // runs on a worker thread, but a move should still come within a blink or two.
    grundy::RemotenessLimits limits;
    limits.positions = 20'000;
    limits.work = 400'000;
    return grundy::remotenessMove(position, limits);
}

} // namespace

ComputerPlayer::ComputerPlayer(int delayMs, QObject* parent)
    : Player(parent), m_delayMs(delayMs), m_workers(std::make_unique<WorkerThreads>(this)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        playIfDue();
        if (m_thinking) setLate(true); // the delay is over, the move is not
    });
}

ComputerPlayer::~ComputerPlayer() {
    // The worker posts its move to this object: wait for it before the object goes (its
    // posted move then goes with it).
    m_workers.reset();
}

void ComputerPlayer::setWorkerHook(std::function<void()> hook) {
    workerHook() = std::move(hook);
}

int ComputerPlayer::runningWorkers() const {
    return m_workers->count();
}

void ComputerPlayer::takeTurn(const grundy::AnyPosition& position) {
    start(position, m_delayMs);
}

void ComputerPlayer::takeTurnNow(const grundy::AnyPosition& position) {
    start(position, 0);
}

void ComputerPlayer::start(const grundy::AnyPosition& position, int delayMs) {
    cancelTurn();
    const quint64 generation = m_generation;
    m_thinking = true;
    // Even with no delay the move comes from the event loop, so the session never
    // receives a move while it is still announcing the previous one.
    m_timer.start(std::max(0, delayMs));
    m_workers->start(QStringLiteral("computer move"), [this, job = jobFor(position, m_turn),
                                                       hook = workerHook(), generation] {
        if (hook) hook();
        grundy::AnyMove move;
        try {
            move = job.run();
        } catch (const std::exception& e) { // none is known: the session offers live games
            qWarning("The computer found no move: %s", e.what());
            return;
        }
        QMetaObject::invokeMethod(
            this, [this, generation, move] { moveReady(generation, move); }, Qt::QueuedConnection);
    });
}

void ComputerPlayer::cancelTurn() {
    ++m_generation; // a move still being computed is stale
    m_timer.stop();
    m_move.reset();
    m_thinking = false;
    setLate(false);
}

void ComputerPlayer::moveReady(quint64 generation, const grundy::AnyMove& move) {
    if (generation != m_generation || !m_thinking) return;
    m_move = move;
    playIfDue();
}

void ComputerPlayer::playIfDue() {
    if (!m_move || m_timer.isActive()) return;
    const grundy::AnyMove move = *m_move;
    cancelTurn();
    emit moveChosen(move);
}

void ComputerPlayer::setLate(bool late) {
    if (late == m_late) return;
    m_late = late;
    emit lateChanged(late);
}

grundy::AnyMove ComputerPlayer::choose(const grundy::AnyPosition& position) const {
    return perfectMove(position, m_style);
}

ComputerPlayer::Job ComputerPlayer::jobFor(const grundy::AnyPosition& position,
                                           grundy::u64 turn) const {
    return {position, turn, m_level, m_seed, m_style};
}

grundy::AnyMove ComputerPlayer::Job::run() const {
    return grundy::levelMove(position, level, seed, turn, [this](const grundy::AnyPosition& p) {
        return perfectMove(p, style);
    });
}

grundy::AnyMove ComputerPlayer::moveFor(const grundy::AnyPosition& position,
                                        grundy::u64 turn) const {
    return jobFor(position, turn).run();
}
