// SPDX-License-Identifier: MIT
#include "window/windowsettings.h"

#include "common/settings.h"
#include "grid/griddock.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QGuiApplication>
#include <QScreen>

#include <algorithm>

namespace {

/// A part of the window by its object name (set where it is made).
template <class Part> Part* part(MainWindow& window, const char* name) {
    auto* found = window.findChild<Part*>(QString::fromLatin1(name));
    Q_ASSERT(found);
    return found;
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
    // The remembered size, or the first start's: either may be larger than this screen.
    window.restoreGeometry(Settings::value(Settings::kWindowGeometry).toByteArray());
    fitToScreen(window);
    window.restoreState(Settings::value(Settings::kWindowState).toByteArray());
    part<GridDock>(window, "wythoffGridDock")->restoreSettings();
    part<QDockWidget>(window, "explainDock")
        ->setVisible(Settings::value(Settings::kExplainPanel).toBool());
    part<QDockWidget>(window, "valueHistoryDock")
        ->setVisible(Settings::value(Settings::kValueHistoryPanel).toBool());
    window.setPresentationModeWhenShown(Settings::value(Settings::kPresentationMode).toBool());
}

void save(MainWindow& window) {
    Settings::setValue(Settings::kWindowGeometry, window.saveGeometry());
    Settings::setValue(Settings::kWindowState, window.saveState());
    part<GridDock>(window, "wythoffGridDock")->saveSettings();
    Settings::setValue(Settings::kExplainPanel, !part<QDockWidget>(window, "explainDock")->isHidden());
    Settings::setValue(Settings::kValueHistoryPanel,
                       !part<QDockWidget>(window, "valueHistoryDock")->isHidden());
    Settings::setValue(Settings::kPresentationMode,
                       part<QAction>(window, "presentationAction")->isChecked());
}

} // namespace WindowSettings
