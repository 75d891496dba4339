// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// WorkerGate: holds a worker thread at a row of an SG table fill until the test opens
/// the gate or the fill is cancelled, with no polling.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <stop_token>

/// A gate a worker thread waits at until the GUI thread opens it or the worker's fill is
/// cancelled (its stop token), or a safety timeout passes, so a broken test fails
/// instead of hanging. `reached` is the last row the worker reported; `passed` says that
/// the worker went on from the gate.
class WorkerGate {
public:
    std::atomic<std::size_t> reached = 0;
    std::atomic<bool> passed = false;

    void open() {
        {
            const std::lock_guard lock(m_mutex);
            m_open = true;
        }
        m_opened.notify_all();
    }
    /// On the worker: waits for open() or for `stop`.
    void wait(std::stop_token stop) {
        std::unique_lock lock(m_mutex);
        m_opened.wait_for(lock, stop, std::chrono::seconds(10), [this] { return m_open; });
    }
    /// A row hook for SgTableCache::setRowHook: notes each row and waits here at `row`.
    auto holdAt(std::size_t row) {
        return [this, row](std::size_t rows, std::stop_token stop) {
            reached = rows;
            if (rows != row) return;
            wait(std::move(stop));
            passed = true;
        };
    }

private:
    std::mutex m_mutex;
    std::condition_variable_any m_opened;
    bool m_open = false;
};
