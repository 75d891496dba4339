// SPDX-License-Identifier: MIT
#include "boards/pilesplitswitch.h"

#include <QCoreApplication>
#include <QSignalBlocker>

PileSplitSwitch::PileSplitSwitch(QWidget* board) : QToolButton(board) {
    setCheckable(true);
    setFocusPolicy(Qt::NoFocus); // the board keeps the keys (S toggles it)
    hide();
}

bool PileSplitSwitch::turn(bool on) {
    if (isChecked() != on) {
        const QSignalBlocker block(this);
        setChecked(on);
    }
    if (on == m_on) return false;
    m_on = on;
    return true;
}

void PileSplitSwitch::showIf(bool shown) {
    if (isHidden() == shown) setVisible(shown);
    if (!shown && m_on) {
        m_on = false;
        const QSignalBlocker block(this);
        setChecked(false);
    }
}

void PileSplitSwitch::retranslate() {
    setText(QCoreApplication::translate("PileView", "Split a pile (S)"));
    setToolTip(QCoreApplication::translate(
        "PileView", "Turn on to cut a pile in two instead of taking stones."));
}
