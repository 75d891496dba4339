// SPDX-License-Identifier: MIT
#pragma once

#include "dialogs/newgamedialog.h"
#include "session/gamesession.h"

#include <QMainWindow>

#include <optional>

class BackgroundWork;
class BoardView;
class CoachBar;
class ExplainPanel;
class GameFiles;
class GridDock;
class MoveAnnouncer;
class QDockWidget;
class QMessageBox;
class QVBoxLayout;
class RemotenessLine;
class SgTablesWindow;
class SidePanel;
class ValueHistoryPanel;
class WindowMenus;

/// The window: the board of the current game, the side panel (turn, moves, hint,
/// undo/redo), the docks (the Wythoff grid, Explain, the value history), the Game/View/Help
/// menus (windowmenus.h) and the game's files (gamefiles.h). Tests find its parts by their
/// classes and object names.
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
    void setRecordFile(const QString& path);
    void setComputerDelay(int ms);
    /// Offers to continue the game left unfinished at the last quit, if there is one.
    void offerUnfinishedGame();

    GameSession* session() { return &m_session; }

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
    /// Turns presentation mode on or off (see presentation.h); its action follows.
    void setPresentationMode(bool on);
    /// Presentation mode from the saved settings: on a shown window at once, else when it
    /// is first shown, once its parts have their normal-mode sizes, so that the board
    /// keeps its room as when the mode is switched on (a start in presentation mode drew
    /// Northcott's squares smaller and Wythoff's piles as bars).
    void setPresentationModeWhenShown(bool on);

protected:
    /// Keeps an unfinished game and the window's settings for the next start.
    void closeEvent(QCloseEvent* event) override;
    /// Sets every text again when the language changes (see common/language.h).
    void changeEvent(QEvent* event) override;
    /// Fits the shown window to its screen once its parts have their sizes.
    void showEvent(QShowEvent* event) override;

private:
    void createDocks();
    void createCentre();
    void connectSession();
    /// Puts a game in the window, on a fresh board (an opened or kept game); throws,
    /// changing nothing, when the session cannot load it.
    void loadGame(grundy::GameRecord record);
    void replaceBoard();
    /// The board's name for screen readers ("Nim board"), in the language in use.
    void nameBoard();
    void refresh();
    void onGameOver(int winner);
    /// Once the layouts have settled: keeps the window on its screen and, in presentation
    /// mode, `piecesHeight` for the board's pieces beside its words, taken from the docks
    /// above and below it.
    void fitAfterLayout(int piecesHeight = 0, int round = 0);

    GameSession m_session;
    BoardView* m_board = nullptr;
    /// The game m_board was made for; none when the next refresh must make a fresh board.
    std::optional<grundy::GameKind> m_boardKind;
    SidePanel* m_side = nullptr;
    BackgroundWork* m_background = nullptr;
    GameFiles* m_files = nullptr;
    RemotenessLine* m_remoteness = nullptr; ///< "You can win in 7 moves", under the turn
    CoachBar* m_coach = nullptr;            ///< the Coach level's note, above the board
    MoveAnnouncer* m_announcer = nullptr;   ///< the status bar's line: last move, result
    QVBoxLayout* m_boardColumn = nullptr;   ///< the coach's note and the board
    GridDock* m_grid = nullptr;
    ExplainPanel* m_explain = nullptr;
    QDockWidget* m_explainDock = nullptr;
    ValueHistoryPanel* m_history = nullptr;
    QMessageBox* m_gameOverBox = nullptr;
    SgTablesWindow* m_sgTables = nullptr;
    WindowMenus* m_menus = nullptr;
    bool m_presentWhenShown = false; ///< setPresentationModeWhenShown, not yet shown
};
