// SPDX-License-Identifier: MIT
#include "window/thememenu.h"

#include "common/settings.h"

#include <QActionGroup>
#include <QEvent>

using theme::Theme;

ThemeMenu::ThemeMenu(QWidget* parent) : QMenu(parent), m_group(new QActionGroup(this)) {
    for (const Theme t : {Theme::System, Theme::Light, Theme::Dark}) {
        QAction* a = addAction(QString());
        a->setCheckable(true);
        a->setData(theme::idOf(t));
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, t] { choose(t); });
    }
    retranslate();
    action(theme::current())->setChecked(true);
}

void ThemeMenu::applyRemembered() {
    theme::apply(theme::fromId(Settings::value(Settings::kTheme).toString()));
}

QAction* ThemeMenu::action(Theme t) const {
    for (QAction* a : m_group->actions())
        if (a->data().toString() == theme::idOf(t)) return a;
    return nullptr;
}

void ThemeMenu::choose(Theme t) {
    theme::apply(t);
    action(t)->setChecked(true);
    Settings::setValue(Settings::kTheme, theme::idOf(t));
}

void ThemeMenu::retranslate() {
    setTitle(tr("T&heme"));
    action(Theme::System)->setText(tr("&System"));
    action(Theme::Light)->setText(tr("&Light"));
    action(Theme::Dark)->setText(tr("&Dark"));
    action(Theme::System)->setToolTip(tr("The desktop's own style and colours"));
}

void ThemeMenu::changeEvent(QEvent* event) {
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
