// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <functional>
#include <initializer_list>

class HistoryModel;
class QAction;
class QLabel;
class QListView;
class TextPane;

/// The panel beside the board: whose turn it is, the moves so far in words, the hint (or a
/// demonstration's "why"), and buttons for the game actions (the same QActions as the
/// menus), two to a row. The buttons are last, under the list, which gives up room to a
/// longer text or turn line down to kMovesLines lines: they stay in place while the text
/// above them changes, and the text is never cut (it scrolls when room is short).
class SidePanel : public QWidget {
    Q_OBJECT
public:
    explicit SidePanel(QWidget* parent = nullptr);

    /// Adds a row of buttons that trigger `actions` and follow their state, in the
    /// columns of the rows above; a row's only shown button takes the whole row.
    void addActionRow(std::initializer_list<QAction*> actions);
    /// The lines of moves the list keeps at least (a demonstration is followed there),
    /// while the panel has room for them; a panel shorter than its other parts and that
    /// many lines (a projector's 768 pixels in presentation mode, a long "why") keeps
    /// kFewestMovesLines at least, rather than lay its parts over each other.
    static constexpr int kMovesLines = 8;
    static constexpr int kFewestMovesLines = 3;
    void setTurnText(const QString& text, bool emphasise);
    /// Shows a history of `count` moves, one row each; when it changed, the last row is
    /// scrolled into view. `id(row)` tells the moves apart (GameSession::Entry::id): rows
    /// whose move is unchanged stay as they are, so a new move costs the same however
    /// long the game. `line(row)` gives a row's text, asked for only while the row is
    /// shown. Up to kWrappedRows moves, long lines wrap; beyond, every row is one line
    /// (cut with "…", the whole line in its tooltip), so that a game of a million moves
    /// lays out at once.
    void setHistory(int count, const std::function<quint64(int row)>& id,
                    std::function<QString(int row)> line);
    static constexpr int kWrappedRows = 1000;
    /// `text` with a break opportunity (a zero-width space) after each digit group of long
    /// numbers, so that a wrapped history row or the hint breaks a number of any length
    /// instead of cutting it with "…" or widening the panel. Looks the same.
    static QString wrappable(const QString& text);
    void setHintText(const QString& text);
    /// Adds a line of the panel's own (the remoteness) under the turn.
    void addLine(QWidget* line);
    /// How the computer plays ("Computer: Strong"); empty hides the line.
    void setComputerText(const QString& text);
    QLabel* computerLabel() const { return m_computer; }

    QLabel* turnLabel() const { return m_turn; }
    /// The moves so far, one row each (historyList()->model()->rowCount() of them).
    QListView* historyList() const { return m_history; }
    QLabel* hintLabel() const;
    TextPane* hintPane() const { return m_hint; }

protected:
    /// Keeps the turn line 1.3 times the panel's font (which presentation mode enlarges;
    /// Chinese there is bold only), and the panel's words in the language in effect.
    void changeEvent(QEvent* event) override;
    /// Before each layout: the list's least height for the room the panel has.
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Sets the list's least height: kMovesLines lines where the panel has room for them
    /// beside its other parts, down to kFewestMovesLines where it has not.
    void fitMovesList();
    /// Sets the turn line's font (see changeEvent) and keeps the list kMovesLines tall.
    void followFont();
    void retranslate();

    QLabel* m_turn;
    QListView* m_history;
    HistoryModel* m_historyModel;
    QLabel* m_historyTitle;
    bool m_historyAtEnd = true; ///< the list shows its last row
    TextPane* m_hint;
    QLabel* m_computer = nullptr;
    QWidget* m_buttons;
    int m_buttonRows = 0; ///< rows of buttons added
};
