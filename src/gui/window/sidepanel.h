// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QListWidget;

/// The panel beside the board: whose turn it is, the moves so far in words, the hint,
/// and buttons for the game actions (the same QActions as the menus).
class SidePanel : public QWidget {
    Q_OBJECT
public:
    explicit SidePanel(QWidget* parent = nullptr);

    /// Adds a full-width button that triggers `action` and follows its state.
    void addActionButton(QAction* action);
    void setTurnText(const QString& text, bool emphasise);
    /// Replaces the history with these lines; the last one is scrolled into view.
    void setHistory(const QStringList& lines);
    void setHintText(const QString& text);

    QLabel* turnLabel() const { return m_turn; }
    QListWidget* historyList() const { return m_history; }
    QLabel* hintLabel() const { return m_hint; }

protected:
    /// Keeps the turn line 1.3 times the panel's font (which presentation mode enlarges).
    void changeEvent(QEvent* event) override;

private:
    void updateTurnFont();

    QLabel* m_turn;
    QListWidget* m_history;
    QLabel* m_hint;
    QWidget* m_buttons;
};
