// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

class QWidget;

/// Runs work once, just after a window is first painted: for what start-up need not wait
/// for (the window's icon), so that the window appears sooner.
class AfterFirstPaint : public QObject {
    Q_OBJECT
public:
    /// Runs `work` after `window`'s first paint (the object then deletes itself).
    static void run(QWidget* window, std::function<void()> work);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    AfterFirstPaint(QWidget* window, std::function<void()> work);
    std::function<void()> m_work;
};
