// SPDX-License-Identifier: MIT
#pragma once

#include "common/theme.h"

#include <QMenu>

class QActionGroup;

/// View → Theme: System, Light, Dark. Applies a chosen theme at once and keeps the choice
/// in Settings::kTheme; applyRemembered() brings it back at start.
class ThemeMenu : public QMenu {
    Q_OBJECT
public:
    /// Checks the theme applied now.
    explicit ThemeMenu(QWidget* parent = nullptr);

    /// Applies the theme kept in Settings::kTheme (System if none): before the window's
    /// widgets are made, so they are styled once.
    static void applyRemembered();

    /// The action that chooses `theme` (checkable, one of a group).
    QAction* action(theme::Theme theme) const;
    /// Applies `theme`, checks its action and remembers it.
    void choose(theme::Theme theme);

protected:
    /// Names the menu and its choices again in a new language.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QActionGroup* m_group;
};
