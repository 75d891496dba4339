// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QLabel;
class QStatusBar;

/// Says the computer's move where a person sees it and a screen reader hears it: a live
/// label at the right of the status bar keeps the last move in view (the result once the
/// game is over: TurnWords::statusLine()), and each new move is
/// announced to assistive technologies (NameChanged and Alert on the label; Qt 6.4 has no
/// announcement event).
class MoveAnnouncer : public QObject {
    Q_OBJECT
public:
    /// Puts the label into `bar` (which owns it).
    explicit MoveAnnouncer(QStatusBar* bar, QObject* parent = nullptr);

    /// Shows and announces `text` ("The computer: take 3 from pile 2").
    void announce(const QString& text);
    /// Shows `text` without an alert (the line said again: a move taken back, the result,
    /// another language).
    void show(const QString& text);
    /// The live label (its text: the last move announced).
    QLabel* label() const { return m_label; }

private:
    QLabel* m_label;
};
