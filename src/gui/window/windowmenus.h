// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class GameSession;
class GridDock;
class MainWindow;
class PracticeActions;
class QAction;
class QDockWidget;
class QMenu;
class UnsavedGuard;
class ValueHistoryPanel;

/// The window's actions, its Game, View and Help menus and its toolbar, with their texts in
/// the language in use. Each action has an object name ("hintAction") by which tests and
/// the side panel's buttons find it.
class WindowMenus : public QObject {
    Q_OBJECT
public:
    /// The docks whose switches the View menu holds.
    struct Docks {
        GridDock* grid;
        QDockWidget* explain;
        ValueHistoryPanel* history;
    };

    WindowMenus(MainWindow* window, GameSession* session, UnsavedGuard* guard,
                const Docks& docks);

    /// Checks the Computer Speed entry of `ms` (the others unchecked).
    void showDelay(int ms);
    /// Sets every text again (a new language).
    void retranslate();

    QAction* newGame;
    QAction* open;
    QAction* save;
    QAction* restart;
    QAction* undo;
    QAction* redo;
    QAction* hint;
    /// A demonstration between two computers can be paused and stepped move by move.
    QAction* pause;
    QAction* step;
    QAction* quit;
    QAction* statistics; ///< Game → Statistics
    QAction* tables;     ///< View → Sprague–Grundy Tables
    /// View → Presentation Mode (checkable): large fonts and thick lines for projectors.
    QAction* presentation;
    QAction* rules;
    QAction* keyboardHelp; ///< Help → Keyboard: each game's keys
    QAction* about;
    /// Practice, and a teacher's exercise sets and worksheets (in the Game menu).
    PracticeActions* practice;

private:
    QAction* make(const char* objectName);
    void createMenus(MainWindow* window, GameSession* session, const Docks& docks);

    QDockWidget* m_explain;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_delayMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
};
