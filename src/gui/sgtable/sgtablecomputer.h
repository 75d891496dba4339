// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerthreads.h"
#include "core/games/wythoff/wythofftable.h"

#include <QObject>

#include <memory>
#include <stop_token>

class SgTableCache;
class SgTables;

/// Computes the SG tables of one size for the tables window: the Wythoff values come
/// from the SgTableCache (at once when it holds them, else when its fill ends), then the
/// colour images of both tables are painted on a worker thread. Progress and the result
/// arrive as signals on the owner's (GUI) thread; start() or cancel() drops the running
/// job at once — a fill only it needed stops within a row, its images within a row, and
/// its result is never delivered. The destructor cancels and waits for the workers.
class SgTableComputer : public QObject {
    Q_OBJECT
public:
    /// Computes with the values of `cache`, which it shares.
    explicit SgTableComputer(std::shared_ptr<SgTableCache> cache, QObject* parent = nullptr);
    ~SgTableComputer() override;

    /// Starts computing the n x n tables, cancelling the job in progress.
    void start(int n);
    /// Stops the job in progress (emits cancelled() if there was one).
    void cancel();
    bool isRunning() const { return m_job != nullptr; }
    /// The size being computed (or last computed).
    int size() const { return m_size; }
    /// Percent done of the running job.
    int progress() const { return m_progress; }
    /// Threads painting images not yet finished, including cancelled ones winding down
    /// (the cache counts its own).
    int activeThreads() const { return m_threads.count(); }
    /// The cache the Wythoff values come from.
    SgTableCache* cache() const { return m_cache.get(); }

signals:
    void progressChanged(int percent);
    void finished(std::shared_ptr<const SgTables> tables);
    void cancelled();

private:
    struct Job {
        std::stop_source stop;
        bool painting = false;
        int lastPercent = -1; // worker side only
    };

    /// The cache's fill ended: paints the images if the job was waiting for it.
    void onTableReady(const std::shared_ptr<const grundy::wythoff::SgTable>& table);
    void onFillProgress(int percent);
    void paintImages(std::shared_ptr<const grundy::wythoff::SgTable> table);
    void run(const std::shared_ptr<Job>& job,
             const std::shared_ptr<const grundy::wythoff::SgTable>& table, int n);
    void setProgress(int percent);
    void report(const std::shared_ptr<Job>& job, int percent);
    void deliver(const std::shared_ptr<Job>& job, std::shared_ptr<const SgTables> tables);

    std::shared_ptr<SgTableCache> m_cache;
    std::shared_ptr<Job> m_job;
    int m_size = 0;
    int m_progress = 0;
    WorkerThreads m_threads{this}; ///< last: waited for before the rest goes
};
