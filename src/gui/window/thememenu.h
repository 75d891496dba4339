// SPDX-License-Identifier: MIT
#pragma once

#include "common/theme.h"

#include <QMenu>

class QActionGroup;

/// View → Theme: System, Light, Dark. Applies the remembered theme when it is made, and a
/// chosen one at once; the choice is kept in Settings::kTheme.
class ThemeMenu : public QMenu {
    Q_OBJECT
public:
    explicit ThemeMenu(QWidget* parent = nullptr);

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
