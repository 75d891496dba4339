// SPDX-License-Identifier: MIT
#include "window/moveannouncer.h"

#include <QAccessible>
#include <QLabel>
#include <QStatusBar>

MoveAnnouncer::MoveAnnouncer(QStatusBar* bar, QObject* parent)
    : QObject(parent), m_label(new QLabel(bar)) {
    m_label->setObjectName(QStringLiteral("lastMoveLabel"));
    // Its name is its text (the move); the description says what the text is.
    m_label->setAccessibleDescription(tr("The computer's last move"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Permanent: a passing status message (an illegal click, a file opened) does not hide it.
    bar->addPermanentWidget(m_label);
}

void MoveAnnouncer::announce(const QString& text) {
    m_label->setText(text);
    // The label's accessible name is its text: the change, then an alert so that a screen
    // reader speaks it although the focus stays on the board.
    QAccessibleEvent changed(m_label, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&changed);
    QAccessibleEvent alert(m_label, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

void MoveAnnouncer::show(const QString& text) {
    if (m_label->text() != text) m_label->setText(text);
}
