// SPDX-License-Identifier: MIT
#include "window/windowsettings.h"

#include "common/settings.h"
#include "games/gamehome.h"
#include "grid/gridpanel.h"
#include "history/valuehistorypanel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>

#include <algorithm>
#include <array>

namespace {

/// One of the grid's switches and the key it is kept under.
struct GridSwitch {
    QAction* action;
    const Settings::Key& key;
};

std::array<GridSwitch, 3> gridSwitches(MainWindow& window) {
    const GridPanel* grid = window.gridPanel();
    return {GridSwitch{grid->showPAction(), Settings::kGridPPositions},
            GridSwitch{grid->showLinesAction(), Settings::kGridPhiLines},
            GridSwitch{grid->showWinningMovesAction(), Settings::kGridMoves}};
}

} // namespace

namespace WindowSettings {

void fitToScreen(QWidget& window) {
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    if (!screen || window.isMaximized() || window.isFullScreen()) return;
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) is added to the size only once the window is shown.
    const QSize frame = window.frameGeometry().size() - window.geometry().size();
    const QSize room = (available.size() - frame).expandedTo(window.minimumSize());
    if (window.width() > room.width() || window.height() > room.height())
        window.resize(window.size().boundedTo(room));
    QRect r = window.frameGeometry();
    r.moveLeft(std::clamp(r.left(), available.left(),
                          std::max(available.left(), available.right() - r.width() + 1)));
    r.moveTop(std::clamp(r.top(), available.top(),
                         std::max(available.top(), available.bottom() - r.height() + 1)));
    if (r.topLeft() != window.frameGeometry().topLeft()) window.move(r.topLeft());
}

void restore(MainWindow& window) {
    if (window.restoreGeometry(Settings::value(Settings::kWindowGeometry).toByteArray()))
        fitToScreen(window);
    window.restoreState(Settings::value(Settings::kWindowState).toByteArray());
    for (const GridSwitch& s : gridSwitches(window))
        s.action->setChecked(Settings::value(s.key).toBool());
    if (homeOf(window.session()->kind()).usesWythoffGrid())
        window.gridDock()->setVisible(Settings::value(Settings::kGridPanel).toBool());
    window.explainDock()->setVisible(Settings::value(Settings::kExplainPanel).toBool());
    window.valueHistory()->dock()->setVisible(
        Settings::value(Settings::kValueHistoryPanel).toBool());
    window.setPresentationMode(Settings::value(Settings::kPresentationMode).toBool());
}

void save(MainWindow& window) {
    Settings::setValue(Settings::kWindowGeometry, window.saveGeometry());
    Settings::setValue(Settings::kWindowState, window.saveState());
    for (const GridSwitch& s : gridSwitches(window))
        Settings::setValue(s.key, s.action->isChecked());
    // Another game hides the grid without the person asking: that is not remembered.
    if (homeOf(window.session()->kind()).usesWythoffGrid())
        Settings::setValue(Settings::kGridPanel, !window.gridDock()->isHidden());
    Settings::setValue(Settings::kExplainPanel, !window.explainDock()->isHidden());
    Settings::setValue(Settings::kValueHistoryPanel, !window.valueHistory()->dock()->isHidden());
    Settings::setValue(Settings::kPresentationMode, window.presentationAction()->isChecked());
}

} // namespace WindowSettings
