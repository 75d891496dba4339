// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// Waiting for what timers deliver, for tests that check that something did not happen:
/// a computer move that was cancelled or paused, a reply that must wait for its delay.

#include <QSignalSpy>
#include <QTimer>

namespace duetimers {

/// Runs the event loop until every timer due within `ms` milliseconds from now has fired.
/// Qt fires due timers in the order of their due times, and a precise timer armed now
/// for ms + 5% + 1 is due after them all (a coarse timer fires at most 5% late), so when
/// it fires they have. A computer move pending with a delay of at most `ms` has then
/// arrived; one that has not was cancelled. False if the event loop never got there.
inline bool fireTimersDueWithin(int ms) {
    QTimer sentinel;
    sentinel.setSingleShot(true);
    sentinel.setTimerType(Qt::PreciseTimer);
    QSignalSpy fired(&sentinel, &QTimer::timeout);
    sentinel.start(ms + ms / 20 + 1);
    return fired.wait();
}

} // namespace duetimers
