// SPDX-License-Identifier: MIT
#pragma once

#include "core/analysis/remoteness.h"
#include "core/games/game.h"

#include <QObject>

#include <deque>
#include <optional>
#include <stop_token>
#include <utility>
#include <vector>

#include "common/workerthreads.h"

/// The remoteness (core remoteness.h) of a session's positions, each counted once and
/// kept: the side panel's line and the value history both ask here, so that where one
/// knows "wins in 13", the other says 13 too (they once searched with different limits).
/// A closed form answers at once; a search runs on one worker thread, a position at a time,
/// the position asked for first() ahead of the others, so the window never waits.
class RemotenessCounter : public QObject {
    Q_OBJECT
public:
    explicit RemotenessCounter(QObject* parent = nullptr);
    ~RemotenessCounter() override;

    /// What is known of p's remoteness: the answer once counted; else nullopt, and p is
    /// queued (once) to be counted, first when `first` (the position now).
    std::optional<grundy::RemotenessAnswer> answer(const grundy::AnyPosition& p,
                                                   bool first = false);
    /// Drops the positions waiting and stops the search running (a new game: they are
    /// another game's); the answers known stay.
    void forgetWaiting();
    /// Searches running (at most one, and ones no longer wanted winding down).
    int runningSearches() const { return m_threads.count(); }

signals:
    /// A position's answer is known: ask answer() again.
    void counted();

private:
    const grundy::RemotenessAnswer* known(const grundy::AnyPosition& p) const;
    void startNext();

    /// The answers so far: a game's positions, a few hundred at most, so a list.
    std::vector<std::pair<grundy::AnyPosition, grundy::RemotenessAnswer>> m_known;
    std::deque<grundy::AnyPosition> m_queue;         ///< waiting to be counted, the next first
    std::optional<grundy::AnyPosition> m_running;    ///< being counted
    bool m_runningWanted = false;                     ///< and its answer will be kept
    std::stop_source m_stop;                          ///< of the searches still wanted
    WorkerThreads m_threads{this};          ///< last: waited for before the rest goes
};
