// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// HeldWorkers: holds the computer's move workers (ComputerPlayer::setWorkerHook) before
/// they compute, until the test releases them, so a test can act while a move is pending,
/// with no sleeps and no timing.

#include "session/player.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>

/// While it lives, every computer move is held on its worker thread until release(). A
/// broken test fails rather than hangs: a held worker goes on by itself after 10 s. Release
/// before the players go (their destructors wait for their workers).
class HeldWorkers {
public:
    HeldWorkers() : m_gate(std::make_shared<Gate>()) {
        ComputerPlayer::setWorkerHook([gate = m_gate] { gate->hold(); });
    }
    ~HeldWorkers() {
        ComputerPlayer::setWorkerHook({});
        release();
    }
    HeldWorkers(const HeldWorkers&) = delete;
    HeldWorkers& operator=(const HeldWorkers&) = delete;

    /// Workers that have reached the gate (held or let through).
    int reached() const { return m_gate->reached; }
    /// Lets every held worker, and every later one, go on.
    void release() {
        {
            const std::lock_guard lock(m_gate->mutex);
            m_gate->open = true;
        }
        m_gate->opened.notify_all();
    }

private:
    struct Gate {
        std::mutex mutex;
        std::condition_variable opened;
        bool open = false;
        std::atomic<int> reached = 0;
        void hold() {
            ++reached;
            std::unique_lock lock(mutex);
            opened.wait_for(lock, std::chrono::seconds(10), [this] { return open; });
        }
    };
    std::shared_ptr<Gate> m_gate;
};
