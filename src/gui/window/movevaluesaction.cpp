// SPDX-License-Identifier: MIT
#include "window/movevaluesaction.h"

#include "boards/movemarks.h"
#include "common/settings.h"
#include "window/maintoolbar.h"

#include <QEvent>
#include <QWidget>

MoveValuesAction::MoveValuesAction(QWidget* parent) : QAction(parent), m_window(parent) {
    setObjectName(QStringLiteral("moveValuesAction"));
    setCheckable(true);
    const bool on = Settings::value(Settings::kMoveValues).toBool();
    setChecked(on);
    MoveValuesSwitch::instance().setOn(on);
    connect(this, &QAction::toggled, this, [](bool checked) {
        MoveValuesSwitch::instance().setOn(checked);
        Settings::setValue(Settings::kMoveValues, checked);
    });
    retranslate();
    updateIcon();
    m_window->installEventFilter(this);
}

bool MoveValuesAction::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange) retranslate();
    if (watched == m_window && event->type() == QEvent::PaletteChange) updateIcon();
    return QAction::eventFilter(watched, event);
}

void MoveValuesAction::retranslate() {
    setText(tr("Move &Values"));
    setIconText(tr("Values"));
    setToolTip(tr("Mark every move on the board as winning (a filled ring) or losing (a cross)"));
}

void MoveValuesAction::updateIcon() {
    const QPalette pal = m_window->palette();
    setIcon(MainToolBar::shippedIcon(QStringLiteral("values"),
                                     pal.color(QPalette::Active, QPalette::ButtonText),
                                     pal.color(QPalette::Disabled, QPalette::ButtonText)));
}
