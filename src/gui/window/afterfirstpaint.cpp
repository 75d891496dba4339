// SPDX-License-Identifier: MIT
#include "window/afterfirstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

AfterFirstPaint::AfterFirstPaint(QWidget* window, std::function<void()> work)
    : QObject(window), m_work(std::move(work)) {
    window->installEventFilter(this);
}

void AfterFirstPaint::run(QWidget* window, std::function<void()> work) {
    new AfterFirstPaint(window, std::move(work));
}

bool AfterFirstPaint::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Paint) {
        watched->removeEventFilter(this);
        // Queued: the paint under way finishes and reaches the screen first.
        QTimer::singleShot(0, this, [this] {
            m_work();
            deleteLater();
        });
    }
    return false;
}
