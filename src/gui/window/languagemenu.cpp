// SPDX-License-Identifier: MIT
#include "window/languagemenu.h"

#include "common/language.h"

#include <QActionGroup>
#include <QEvent>

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(parent), m_group(new QActionGroup(this)), m_system(addAction(QString())) {
    addSeparator();
    const QString chosen = Language::chosen();
    m_system->setData(QString());
    // A language is named in itself, so that whoever reads it finds it: not translated.
    for (const QString& code : Language::available())
        addAction(Language::nativeName(code))->setData(code);
    for (QAction* action : actions()) {
        if (action->isSeparator()) continue;
        action->setCheckable(true);
        action->setChecked(action->data().toString() == chosen);
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this,
            [](QAction* action) { Language::choose(action->data().toString()); });
    retranslate();
}

QAction* LanguageMenu::actionFor(const QString& code) const {
    for (QAction* action : m_group->actions())
        if (action->data().toString() == code) return action;
    return nullptr;
}

void LanguageMenu::changeEvent(QEvent* event) {
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

void LanguageMenu::retranslate() {
    setTitle(tr("&Language"));
    m_system->setText(tr("&System Language"));
}
