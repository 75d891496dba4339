// SPDX-License-Identifier: MIT
#include "session/remotenesscounter.h"

#include <algorithm>

RemotenessCounter::RemotenessCounter(QObject* parent) : QObject(parent) {}

RemotenessCounter::~RemotenessCounter() {
    m_stop.request_stop(); // the worker gives up; m_threads waits for it
}

const grundy::RemotenessAnswer* RemotenessCounter::known(const grundy::AnyPosition& p) const {
    const auto it = std::find_if(m_known.begin(), m_known.end(),
                                 [&p](const auto& entry) { return entry.first == p; });
    return it == m_known.end() ? nullptr : &it->second;
}

std::optional<grundy::RemotenessAnswer> RemotenessCounter::answer(const grundy::AnyPosition& p,
                                                                  bool first) {
    if (const auto* a = known(p)) return *a;
    if (auto closed = grundy::closedFormRemoteness(p)) {
        m_known.emplace_back(p, grundy::RemotenessAnswer{std::move(closed), std::nullopt, false});
        return m_known.back().second;
    }
    // (A search stopped by forgetWaiting() keeps no answer: p is counted again after it.)
    if (m_running == p && m_runningWanted) return std::nullopt;
    const auto queued = std::find(m_queue.begin(), m_queue.end(), p);
    if (queued != m_queue.end()) {
        if (!first) return std::nullopt;
        m_queue.erase(queued);
    }
    if (first)
        m_queue.push_front(p);
    else
        m_queue.push_back(p);
    startNext();
    return std::nullopt;
}

void RemotenessCounter::forgetWaiting() {
    m_queue.clear();
    m_stop.request_stop(); // the search running gives up; its answer is not kept
    m_runningWanted = false;
    m_stop = std::stop_source();
}

void RemotenessCounter::startNext() {
    if (m_running || m_queue.empty()) return;
    grundy::AnyPosition position = std::move(m_queue.front());
    m_queue.pop_front();
    m_running = position;
    m_runningWanted = true;
    m_threads.start("remoteness", [this, position, stop = m_stop.get_token()] {
        // The core's usual limits, without a deadline: the same answer every time, so the
        // window says what `grundy-cli solve --time-limit` long enough says.
        grundy::RemotenessLimits limits;
        limits.stop = stop;
        grundy::RemotenessAnswer answer = grundy::remotenessAnswer(position, limits);
        QMetaObject::invokeMethod(
            this,
            [this, position, answer = std::move(answer), stopped = stop.stop_requested()] {
                m_running.reset();
                if (!stopped && !known(position)) {
                    m_known.emplace_back(position, answer);
                    emit counted();
                }
                startNext();
            },
            Qt::QueuedConnection);
    });
}
