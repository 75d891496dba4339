// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// WorkerThreads: the worker threads of one QObject that computes in the background
/// (SgTableCache, SgTableComputer), counted until they end and waited for at the end;
/// postProgress: their progress, posted back to the owner's thread.

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QThread;

/// Runs jobs on threads of their own for `owner`: a thread that ends is deleted from the
/// owner's thread; the destructor waits for the threads still running. Declare it after
/// everything the jobs use, and tell the jobs to stop before it is destroyed.
class WorkerThreads {
public:
    explicit WorkerThreads(QObject* owner) : m_owner(owner) {}
    ~WorkerThreads();
    WorkerThreads(const WorkerThreads&) = delete;
    WorkerThreads& operator=(const WorkerThreads&) = delete;

    /// Runs `work` on a new low-priority thread called `name`.
    void start(const QString& name, std::function<void()> work);
    /// Threads not yet ended (cancelled ones winding down included).
    int count() const { return int(m_threads.size()); }

private:
    QObject* m_owner;
    std::vector<QThread*> m_threads;
};

/// On a worker thread: when `percent` differs from `lastPosted` (the worker's own record
/// of what it posted), notes it and calls `apply(percent)` from `owner`'s event loop.
template <class Apply>
void postProgress(QObject* owner, int& lastPosted, int percent, Apply apply) {
    if (percent == lastPosted) return;
    lastPosted = percent;
    QMetaObject::invokeMethod(
        owner, [apply = std::move(apply), percent] { apply(percent); }, Qt::QueuedConnection);
}
