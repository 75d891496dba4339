// SPDX-License-Identifier: MIT
#pragma once

/// The main window's parts as a test finds them: by their classes and the object names the
/// window gives them, as a person finds them by what they are and say.

#include "boards/boardview.h"
#include "explain/explainpanel.h"
#include "grid/gridpanel.h"
#include "history/valuehistorypanel.h"
#include "sgtable/sgtablepanel.h"
#include "sgtable/sgtableswindow.h"
#include "window/backgroundwork.h"
#include "window/coachbar.h"
#include "window/sidepanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMessageBox>

namespace inwindow {

/// The board the window shows (a board being replaced has left the window already).
inline BoardView* board(QMainWindow& w) {
    return w.centralWidget()->findChild<BoardView*>();
}
inline SidePanel* sidePanel(QMainWindow& w) { return w.findChild<SidePanel*>(); }
inline CoachBar* coachBar(QMainWindow& w) { return w.findChild<CoachBar*>(); }
inline BackgroundWork* backgroundWork(QMainWindow& w) { return w.findChild<BackgroundWork*>(); }
inline GridPanel* gridPanel(QMainWindow& w) { return w.findChild<GridPanel*>(); }
inline QDockWidget* gridDock(QMainWindow& w) {
    return w.findChild<QDockWidget*>("wythoffGridDock");
}
inline QDockWidget* explainDock(QMainWindow& w) { return w.findChild<QDockWidget*>("explainDock"); }
inline ExplainPanel* explainPanel(QMainWindow& w) { return w.findChild<ExplainPanel*>(); }
inline ValueHistoryPanel* valueHistory(QMainWindow& w) {
    return w.findChild<ValueHistoryPanel*>();
}
/// The SG tables window's Wythoff page: null until the window was first shown.
inline SgTablePanel* sgTables(QMainWindow& w) {
    const auto* tables = w.findChild<SgTablesWindow*>();
    return tables ? tables->wythoffPage() : nullptr;
}

/// A menu action by its object name ("hintAction").
inline QAction* action(QMainWindow& w, const char* name) { return w.findChild<QAction*>(name); }
inline QAction* hintAction(QMainWindow& w) { return action(w, "hintAction"); }
inline QAction* undoAction(QMainWindow& w) { return action(w, "undoAction"); }
inline QAction* redoAction(QMainWindow& w) { return action(w, "redoAction"); }
inline QAction* pauseAction(QMainWindow& w) { return action(w, "pauseAction"); }
inline QAction* stepAction(QMainWindow& w) { return action(w, "stepAction"); }
inline QAction* statisticsAction(QMainWindow& w) { return action(w, "statisticsAction"); }
inline QAction* presentationAction(QMainWindow& w) { return action(w, "presentationAction"); }

/// The shown message box of that object name, or null.
inline QMessageBox* shownBox(QMainWindow& w, const char* name) {
    for (QMessageBox* box : w.findChildren<QMessageBox*>(name))
        if (box->isVisible()) return box;
    return nullptr;
}
/// The end-of-game message while it is shown.
inline QMessageBox* gameOverBox(QMainWindow& w) { return shownBox(w, "gameOverBox"); }
/// The last warning about a file shown over the window: its headline and its detail.
inline QString lastError(QMainWindow& w) {
    const auto boxes = w.findChildren<QMessageBox*>("fileErrorBox");
    return boxes.isEmpty() ? QString()
                           : boxes.last()->text() + '\n' + boxes.last()->informativeText();
}

} // namespace inwindow
