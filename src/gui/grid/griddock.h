// SPDX-License-Identifier: MIT
#pragma once

#include "core/base/natural.h"
#include "games/gamehome.h"

#include <QDockWidget>

#include <optional>

class GameSession;
class GridPanel;
class QMenu;

/// The Wythoff grid in its dock, following the game: it shows the position of a game whose
/// home places it on the grid (GameHome::gridPoint), plays a clicked cell as the person's
/// move, and during other games says it is not in use. It keeps its own switches and
/// visibility between runs (common/settings.h).
class GridDock : public QDockWidget {
    Q_OBJECT
public:
    GridDock(GameSession* session, QWidget* parent);

    GridPanel* panel() const { return m_panel; }
    /// Adds "Wythoff Grid Panel", the grid's switches and its Export menu to `view`.
    void addToMenu(QMenu* view);

    /// A new game: the grid is shown for a game on it and hidden for the others.
    void startFollowing();
    /// Marks the game's position (after every change).
    void follow();

    /// Puts the switches and, for a game on the grid, the dock as they were left.
    void restoreSettings();
    /// Remembers them (at close); the dock only while a game on the grid is played, since
    /// another game hides it without the person asking.
    void saveSettings() const;

signals:
    /// A sentence for the status bar (a clicked cell no move reaches, a refused move).
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Where the game's position sits on the grid; none for a game not on it.
    std::optional<GridPoint> gamePoint() const;
    void playCell(const grundy::Natural& a, const grundy::Natural& b);
    void retranslate();

    GameSession* m_session;
    GridPanel* m_panel;
    QMenu* m_exportMenu = nullptr;
};
