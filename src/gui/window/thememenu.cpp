// SPDX-License-Identifier: MIT
#include "window/thememenu.h"

#include "common/settings.h"

#include <QActionGroup>

using theme::Theme;

ThemeMenu::ThemeMenu(QWidget* parent)
    : QMenu(tr("T&heme"), parent), m_group(new QActionGroup(this)) {
    const std::pair<Theme, QString> choices[] = {
        {Theme::System, tr("&System")}, {Theme::Light, tr("&Light")}, {Theme::Dark, tr("&Dark")}};
    for (const auto& [t, name] : choices) {
        QAction* a = addAction(name);
        a->setCheckable(true);
        a->setData(theme::idOf(t));
        m_group->addAction(a);
        connect(a, &QAction::triggered, this, [this, t = t] { choose(t); });
    }
    action(Theme::System)->setToolTip(tr("The desktop's own style and colours"));
    const Theme remembered = theme::fromId(Settings::value(Settings::kTheme).toString());
    theme::apply(remembered);
    action(remembered)->setChecked(true);
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
