// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QPushButton>
#include <QWidget>

#include <functional>
#include <vector>

class GameSession;
class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMessageBox;
class ReviewDialog;
class QPainter;
class QTableView;
class QToolButton;
class ValueHistoryModel;

/// The Value History dock (View → Value History): the game turn by turn (ValueHistoryModel),
/// filling in as the game runs (a demonstration too). Clicking a turn takes the game back to
/// it through the session's undo stack (a demonstration pauses there). Exports as PNG and SVG.
/// It also holds Game → Review (ReviewDialog).
class ValueHistoryPanel : public QWidget {
    Q_OBJECT
public:
    /// `names` gives a player's name as the side panel says it.
    ValueHistoryPanel(GameSession* session, std::function<QString(int)> names,
                      QWidget* parent = nullptr);

    /// Puts the panel in a dock of `window` (hidden until asked for) and returns it.
    QDockWidget* addDockTo(QMainWindow* window);
    QDockWidget* dock() const { return m_dock; }
    /// The table: made when the panel is first shown (none before: a start-up costs less).
    QTableView* view() const { return m_view; }
    /// Moves were made that the rows have not followed yet (the panel hidden).
    bool isBehind() const { return m_stale; }
    /// The rows, brought up to the game first (a hidden panel does not follow each move).
    ValueHistoryModel* model() const {
        catchUp();
        return m_model;
    }
    QAction* exportPngAction() const { return m_exportPng; }
    QAction* exportSvgAction() const { return m_exportSvg; }
    /// Game → Review: opens the review of the game so far; enabled once a move was made.
    QAction* reviewAction() const { return m_review; }
    /// Adds "Review the Game" to the end-of-game message.
    void addReviewButton(QMessageBox* box);
    /// Opens the review of the game so far (a ReviewDialog beside the window).
    ReviewDialog* openReview();

    /// Takes the game back to turn `row` (from 0: the start); false when that turn is the
    /// one now or not in the game.
    bool goToTurn(int row);

    /// Writes the whole history (every row, not only those in view) as PNG or SVG.
    /// The history as a picture, every row's moves to the end counted first (waiting at
    /// most kExportWaitMs for the searches still running).
    static constexpr int kExportWaitMs = 15000;
    bool exportPng(const QString& path, QString* error = nullptr) const;
    bool exportSvg(const QString& path, QString* error = nullptr) const;

protected:
    void changeEvent(QEvent* event) override;
    /// A panel shown again catches up with the moves made while it was hidden.
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    /// The table's names and its verdict column's width, in the language in use.
    void retranslateView();
    /// Makes the table (once), when the panel is first shown.
    void makeView();
    /// After a move: follows it at once while shown; else only notes that the rows are
    /// behind (a hidden panel costs nothing, not even at start-up: no SG table is filled).
    void follow();
    /// Brings the rows up to the game if moves were made while the panel was hidden.
    void catchUp() const;
    void exportInteractive(bool svg);
    /// Each column's width in the picture: its widest text, padded.
    std::vector<int> columnWidths() const;
    /// The size of the drawing of the whole table, and the drawing itself.
    QSize pictureSize() const;
    void paintPicture(QPainter& painter) const;

    GameSession* m_session;
    ValueHistoryModel* m_model;
    mutable bool m_stale = true; ///< moves were made since the rows last followed
    QTableView* m_view = nullptr;
    QLabel* m_note;
    QPointer<QPushButton> m_reviewButton; ///< in the open game-over box, if any
    QToolButton* m_export;
    QAction* m_exportPng;
    QAction* m_exportSvg;
    QAction* m_review;
    std::function<QString(int)> m_names;
    QDockWidget* m_dock = nullptr;
};
