// SPDX-License-Identifier: MIT
#pragma once

#include <QScrollArea>

class QLabel;

/// Teaching text shown whole (the coach's note, a hint, a demonstration's "why"): a
/// word-wrapped, selectable label in a scroll area. The pane asks for the height of its
/// whole text at its width, and keeps at least `minimumLines` lines of it when the room is
/// short; a longer text scrolls, never cut and never only in a tooltip. It never widens
/// what holds it: the text wraps to the width it is given.
class TextPane : public QScrollArea {
    Q_OBJECT
public:
    explicit TextPane(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const;
    QLabel* label() const { return m_label; }
    /// The lines the pane keeps at least, as long as its text has them (3 by default).
    void setMinimumLines(int lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    /// A new width wraps the text anew: the height asked for follows.
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// The whole text's height at the width the label has (or will have) in the pane.
    int textHeight() const;

    QLabel* m_label;
    int m_minimumLines = 3;
};
