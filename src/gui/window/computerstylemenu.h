// SPDX-License-Identifier: MIT
#pragma once

#include "session/player.h"

#include <QMenu>

class GameSession;
class QActionGroup;

/// Game → Computer Style: "Win fastest, hold out longest" (remoteness) or "Fewest winning
/// replies" (the default, the computer's rule before). Gives `session` the remembered style
/// when it is made and a chosen one at once; the choice is kept in Settings::kComputerStyle.
class ComputerStyleMenu : public QMenu {
    Q_OBJECT
public:
    ComputerStyleMenu(GameSession* session, QWidget* parent = nullptr);

    /// The action that chooses `style` (checkable, one of a group).
    QAction* action(ComputerStyle style) const;
    /// Gives the session `style`, checks its action and remembers it.
    void choose(ComputerStyle style);

protected:
    /// Names the menu and its choices again in a new language.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    GameSession* m_session;
    QActionGroup* m_group;
};
