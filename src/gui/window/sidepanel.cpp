// SPDX-License-Identifier: MIT
#include "window/sidepanel.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QToolButton>
#include <QVBoxLayout>

SidePanel::SidePanel(QWidget* parent)
    : QWidget(parent), m_turn(new QLabel(this)), m_history(new QListWidget(this)),
      m_hint(new QLabel(this)), m_buttons(new QWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    updateTurnFont();
    m_turn->setWordWrap(true);
    layout->addWidget(m_turn);

    auto* historyTitle = new QLabel(tr("Moves"), this);
    historyTitle->setBuddy(m_history);
    layout->addWidget(historyTitle);
    m_history->setAccessibleName(tr("Moves so far"));
    m_history->setWordWrap(true);
    m_history->setMinimumWidth(200);
    layout->addWidget(m_history, 1);

    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->hide();
    layout->addWidget(m_hint);

    new QVBoxLayout(m_buttons);
    m_buttons->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_buttons);
}

void SidePanel::addActionButton(QAction* action) {
    auto* button = new QToolButton(m_buttons);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    button->setVisible(action->isVisible());
    // A hidden action (say, Step outside a demonstration) hides its button too.
    connect(action, &QAction::changed, button,
            [button, action] { button->setVisible(action->isVisible()); });
    m_buttons->layout()->addWidget(button);
}

void SidePanel::setTurnText(const QString& text, bool emphasise) {
    m_turn->setText(text);
    m_turn->setForegroundRole(emphasise ? QPalette::Highlight : QPalette::WindowText);
}

void SidePanel::setHistory(const QStringList& lines) {
    m_history->clear();
    m_history->addItems(lines);
    if (m_history->count() > 0) m_history->scrollToItem(m_history->item(m_history->count() - 1));
}

void SidePanel::setHintText(const QString& text) {
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

void SidePanel::updateTurnFont() {
    // Derived from the panel's font, not fixed: the label's own font would otherwise stop
    // following the window's (say, into presentation mode).
    QFont turnFont = font();
    if (turnFont.pointSizeF() > 0)
        turnFont.setPointSizeF(turnFont.pointSizeF() * 1.3);
    else
        turnFont.setPixelSize(int(turnFont.pixelSize() * 1.3 + 0.5));
    turnFont.setBold(true);
    m_turn->setFont(turnFont);
}

void SidePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) updateTurnFont();
}
