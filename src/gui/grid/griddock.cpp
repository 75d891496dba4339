// SPDX-License-Identifier: MIT
#include "grid/griddock.h"

#include "common/settings.h"
#include "games/gamehome.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "session/gamesession.h"

#include <QAction>
#include <QEvent>
#include <QMenu>

#include <array>
#include <utility>

namespace {

/// The grid's switches and the keys they are kept under.
std::array<std::pair<QAction*, const Settings::Key*>, 3> switchesOf(const GridPanel& panel) {
    return {{{panel.showPAction(), &Settings::kGridPPositions},
             {panel.showLinesAction(), &Settings::kGridPhiLines},
             {panel.showWinningMovesAction(), &Settings::kGridMoves}}};
}

} // namespace

GridDock::GridDock(GameSession* session, QWidget* parent)
    : QDockWidget(parent), m_session(session), m_panel(new GridPanel(this)) {
    setObjectName("wythoffGridDock");
    setWidget(m_panel);
    toggleViewAction()->setShortcut(Qt::CTRL | Qt::Key_G);
    connect(m_panel->view(), &WythoffGridView::cellClicked, this, &GridDock::playCell);
    retranslate();
}

void GridDock::addToMenu(QMenu* view) {
    view->addAction(toggleViewAction());
    view->addActions({m_panel->showPAction(), m_panel->showLinesAction(),
                      m_panel->showWinningMovesAction()});
    m_exportMenu = view->addMenu(QString());
    m_exportMenu->addActions({m_panel->exportPngAction(), m_panel->exportSvgAction()});
    retranslate();
}

std::optional<GridPoint> GridDock::gamePoint() const {
    return homeOf(m_session->kind()).gridPoint(m_session->position());
}

void GridDock::startFollowing() {
    const bool onGrid = gamePoint().has_value();
    setVisible(onGrid);
    m_panel->setAvailable(onGrid, toggleViewAction());
    if (m_exportMenu) m_exportMenu->menuAction()->setEnabled(onGrid); // its items are off too
}

void GridDock::follow() {
    if (const auto point = gamePoint())
        m_panel->view()->setPosition(point->a, point->b, point->play);
}

void GridDock::playCell(const grundy::Natural& a, const grundy::Natural& b) {
    if (!gamePoint()) return;
    const grundy::AnyPosition& position = m_session->position();
    const auto move = grundy::moveBetween(
        position, grundy::positionFrom(homeOf(m_session->kind()).info(), {a, b},
                                       grundy::optionsOf(position)));
    if (!move) {
        emit message(tr("No single move reaches (%1, %2) from here.")
                         .arg(QString::fromStdString(grundy::toString(a)),
                              QString::fromStdString(grundy::toString(b))));
        return;
    }
    QString why;
    if (!m_session->playHumanMove(*move, &why)) emit message(why);
}

void GridDock::restoreSettings() {
    for (const auto& [action, key] : switchesOf(*m_panel))
        action->setChecked(Settings::value(*key).toBool());
    if (gamePoint()) setVisible(Settings::value(Settings::kGridPanel).toBool());
}

void GridDock::saveSettings() const {
    for (const auto& [action, key] : switchesOf(*m_panel))
        Settings::setValue(*key, action->isChecked());
    if (gamePoint()) Settings::setValue(Settings::kGridPanel, !isHidden());
}

void GridDock::changeEvent(QEvent* event) {
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void GridDock::retranslate() {
    // A dock names its toggle action after its title: the title first.
    setWindowTitle(tr("Wythoff grid"));
    toggleViewAction()->setText(tr("Wythoff &Grid Panel"));
    if (m_exportMenu) m_exportMenu->setTitle(tr("E&xport the Grid"));
}
