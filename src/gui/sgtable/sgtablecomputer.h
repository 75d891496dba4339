// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QThread;
class SgTables;

/// Computes the SG tables of one size on a worker thread: the Wythoff values (core
/// SgTable::compute), then the colour images of both tables. Progress and the result
/// arrive as signals on the owner's (GUI) thread; start() or cancel() drops the running
/// job at once — its thread stops within a row and its result is never delivered.
/// The destructor cancels and waits for the workers.
class SgTableComputer : public QObject {
    Q_OBJECT
public:
    /// For tests: called on the worker thread after each row of the Wythoff fill.
    using RowHook = std::function<void(std::size_t rowsDone)>;

    explicit SgTableComputer(QObject* parent = nullptr);
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
    /// Worker threads not yet finished, including cancelled ones winding down.
    int activeThreads() const { return int(m_threads.size()); }

    void setRowHook(RowHook hook) { m_hook = std::move(hook); }

signals:
    void progressChanged(int percent);
    void finished(std::shared_ptr<const SgTables> tables);
    void cancelled();

private:
    struct Job {
        std::atomic<bool> cancelled = false;
        int lastPercent = -1; // worker side only
    };

    void run(std::shared_ptr<Job> job, int n, RowHook hook);
    void report(const std::shared_ptr<Job>& job, int percent);
    void deliver(const std::shared_ptr<Job>& job, std::shared_ptr<const SgTables> tables);

    std::shared_ptr<Job> m_job;
    std::vector<QThread*> m_threads;
    RowHook m_hook;
    int m_size = 0;
    int m_progress = 0;
};
