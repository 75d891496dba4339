// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// SgTableCache: the Wythoff Sprague-Grundy table the window shares between the grid's
/// tooltips and the Sprague-Grundy tables window, filled once on a worker thread.

#include "common/workerthreads.h"
#include "core/games/wythoff/wythofftable.h"

#include <QObject>

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stop_token>

/// One Wythoff SG table for every part of the window that shows SG values. Its users say
/// which size they need (require); the cache fills the largest size needed, at least
/// kMinSize, on a worker thread, keeps it, and announces it with tableReady. A table
/// serves every smaller size too (G(a, b) does not depend on the table's size), so the
/// grid's tooltips and the tables window's first sizes share one fill.
///
/// A fill that nobody needs any more (release, or the user was destroyed) is cancelled,
/// and so is one that a change of the needs makes the wrong size; the new size starts
/// instead. Cancelled fills stop within a row. The destructor cancels the fill in progress
/// and waits for every worker thread, so the program may quit in the middle of a fill.
/// Everything but the worker runs on the thread that owns the cache (the GUI thread); the
/// signals come from there.
class SgTableCache : public QObject {
    Q_OBJECT
public:
    using Table = grundy::wythoff::SgTable;
    /// The smallest fill: the size the Wythoff grid's tooltips need (about 15 ms), so a
    /// table asked for by anyone serves them too.
    static constexpr int kMinSize = 1024;
    /// For tests: called on the worker thread after each row of a fill, with the token
    /// that says when the fill has been cancelled (a hook that holds the worker can wait
    /// for it).
    using RowHook = std::function<void(std::size_t rowsDone, std::stop_token stop)>;

    explicit SgTableCache(QObject* parent = nullptr);
    /// Cancels the fill in progress and waits for the worker threads.
    ~SgTableCache() override;

    /// `user` needs the values for 0 <= a, b < n. Returns the table when it holds them
    /// (the need is met); otherwise null, and the cache fills a table that does and
    /// emits tableReady. A user has one need at a time: this replaces its earlier one.
    std::shared_ptr<const Table> require(const QObject* user, int n);
    /// `user` no longer waits for a table (a fill only it needed is cancelled).
    void release(const QObject* user);

    /// The largest table filled so far; null before the first fill ends.
    const std::shared_ptr<const Table>& table() const { return m_table; }
    /// Whether a fill is under way (or about to start).
    bool isComputing() const { return m_job != nullptr; }
    /// The size being filled; 0 when none.
    int computingSize() const;
    /// Percent done of the fill in progress.
    int progress() const { return m_progress; }
    /// Worker threads not yet finished, cancelled ones winding down included.
    int activeThreads() const { return m_threads.count(); }

    /// For tests: the hook given to the fills that start from now on.
    void setRowHook(RowHook hook) { m_hook = std::move(hook); }

signals:
    /// A fill of n x n values started on a worker thread.
    void fillStarted(int n);
    /// Percent done of the fill in progress, when it changes.
    void progressChanged(int percent);
    /// A fill ended: `table` (also table()) meets every need it covers.
    void tableReady(std::shared_ptr<const grundy::wythoff::SgTable> table);

private:
    struct Job {
        explicit Job(int size) : n(size) {}
        const int n;
        std::stop_source stop;
        int lastPercent = -1; // worker side only
    };

    /// The size to fill for the needs now: 0 when the table meets them all.
    int wantedSize() const;
    /// Starts, keeps, replaces or cancels the fill so that it is wantedSize().
    void reconsider();
    void launch(const std::shared_ptr<Job>& job);
    void cancelJob();
    void run(const std::shared_ptr<Job>& job, const RowHook& hook);
    void report(const std::shared_ptr<Job>& job, int percent);
    void finish(const std::shared_ptr<Job>& job, std::shared_ptr<const Table> table);

    std::shared_ptr<const Table> m_table;
    std::shared_ptr<Job> m_job;
    std::map<const QObject*, int> m_needs;
    std::set<const QObject*> m_watched; ///< users whose destruction releases them
    RowHook m_hook;
    int m_progress = 0;
    WorkerThreads m_threads{this}; ///< last: waited for before the rest goes
};
