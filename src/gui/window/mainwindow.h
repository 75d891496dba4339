// SPDX-License-Identifier: MIT
#pragma once

#include "dialogs/newgamedialog.h"
#include "session/gamesession.h"

#include <QMainWindow>

#include <optional>

class BackgroundWork;
class BoardView;
class CoachBar;
class QVBoxLayout;
class ExplainPanel;
class GridPanel;
class QDockWidget;
class QMessageBox;
class RemotenessLine;
class SgTablePanel;
class SgTablesWindow;
class SidePanel;
class UnsavedGuard;
class ValueHistoryPanel;

/// The window: the board of the current game, the side panel (turn, moves, hint,
/// undo/redo), the Wythoff grid dock, and the Game/View/Help menus.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void startGame(const GameSetup& setup);
    /// Opens a saved game; on failure shows why and keeps the current game.
    bool openFile(const QString& path);
    /// Saves the game; on failure shows why.
    bool saveFile(const QString& path);
    /// Saves the game to `path` after every move and at the end ("" stops).
    void setRecordFile(const QString& path) {
        m_recordFile = path;
        m_recordFileTooLong = false;
    }
    void setComputerDelay(int ms);
    /// Offers to continue the game left unfinished at the last quit, if there is one.
    void offerUnfinishedGame();

    GameSession* session() { return &m_session; }
    BoardView* board() const { return m_board; }
    GridPanel* gridPanel() const { return m_gridPanel; }
    QDockWidget* gridDock() const { return m_gridDock; }
    QDockWidget* explainDock() const { return m_explainDock; }
    ExplainPanel* explainPanel() const { return m_explain; }
    /// The SG tables window and its Wythoff page: null until first shown.
    SgTablesWindow* sgTablesWindow() const { return m_sgTables; }
    SgTablePanel* sgTables() const;
    SidePanel* sidePanel() const { return m_side; }
    /// The status bar's work in the background (tables being built, the computer thinking).
    BackgroundWork* backgroundWork() const { return m_background; }
    /// The Value History dock's panel (it also holds Game → Review).
    ValueHistoryPanel* valueHistory() const { return m_history; }
    CoachBar* coachBar() const { return m_coach; }
    /// The file of the game and its unsaved moves (the title, asking before they are lost).
    UnsavedGuard* unsavedGuard() const { return m_guard; }
    /// The end-of-game message while it is shown (for tests).
    QMessageBox* gameOverBox() const { return m_gameOverBox; }

    /// The last error shown to the person (a file that could not be opened or saved).
    QString lastError() const { return m_lastError; }

    QAction* hintAction() const { return m_hint; }
    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    QAction* pauseAction() const { return m_pause; }
    QAction* statisticsAction() const { return m_statistics; }
    QAction* stepAction() const { return m_step; }
    /// View → Presentation Mode (checkable): large fonts and thick lines for projectors.
    QAction* presentationAction() const { return m_presentation; }

    /// Turns presentation mode on or off (see presentation.h); the action follows.
    void setPresentationMode(bool on);

public slots:
    void newGame();
    void open();
    /// Asks where to save the game and saves it; false when cancelled or failed.
    bool save();
    void showHint();
    void showRules();
    /// Opens the window of Wythoff and Nim Sprague–Grundy tables.
    void showSgTables();
    void showAbout();

protected:
    /// Keeps an unfinished game and the window's settings for the next start.
    void closeEvent(QCloseEvent* event) override;
    /// Sets every text again when the language changes (see common/language.h).
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createMenus();
    /// Sets the texts of the window's own actions, menus and docks.
    void retranslate();
    void replaceBoard();
    /// The board's name for screen readers ("Nim board"), in the language in use.
    void nameBoard();
    void refresh();
    void onGameOver(int winner);
    void onGridCellClicked(const grundy::Natural& a, const grundy::Natural& b);
    void writeRecord();
    /// A warning over the window: `text` in plain words, `detail` (the path, the reason
    /// as the reader gave it) below it.
    void showError(const QString& title, const QString& text, const QString& detail);
    /// Whether `player` is the one person playing the computer (who is "you").
    bool isYou(int player) const;
    QString playerName(int player) const;
    QString describeMove(const GameSession::Entry& entry) const;

    GameSession m_session;
    BoardView* m_board = nullptr;
    /// The game m_board was made for; none when the next refresh must make a fresh board.
    std::optional<grundy::GameKind> m_boardKind;
    SidePanel* m_side = nullptr;
    BackgroundWork* m_background = nullptr;
    RemotenessLine* m_remoteness = nullptr; ///< "You can win in 7 moves", under the turn
    CoachBar* m_coach = nullptr;            ///< the Coach level's note, above the board
    QVBoxLayout* m_boardColumn = nullptr;   ///< the coach's note and the board
    GridPanel* m_gridPanel = nullptr;
    QDockWidget* m_gridDock = nullptr;
    ExplainPanel* m_explain = nullptr;
    QDockWidget* m_explainDock = nullptr;
    QMessageBox* m_gameOverBox = nullptr;
    SgTablesWindow* m_sgTables = nullptr;
    ValueHistoryPanel* m_history = nullptr;
    QString m_recordFile;
    bool m_recordFileTooLong = false; ///< the game outgrew a saved game; said once
    QString m_lastError;
    UnsavedGuard* m_guard = nullptr;

    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_save = nullptr;
    QAction* m_restart = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_hint = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_step = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_statistics = nullptr; ///< Game → Statistics
    QAction* m_rules = nullptr;
    QAction* m_about = nullptr;
    QAction* m_keyboardHelp = nullptr; ///< Help → Keyboard: each game's keys

    QAction* m_presentation = nullptr;
    QMenu* m_delayMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_exportGridMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_tables = nullptr;
};
