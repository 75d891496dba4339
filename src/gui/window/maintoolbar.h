// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QToolBar>

class QAction;

/// The toolbar of the common actions (the window's own QActions, so it follows their
/// state): New, Open, Save, Undo, Redo, Hint, Explain, Grid. Each has the desktop
/// theme's icon when there is one, else a small one shipped with Grundy
/// (resources/icons/toolbar), drawn in the palette's button text colour so it reads in
/// the light and the dark theme alike. Text is under the icons. View → Toolbar hides it;
/// the choice is kept in Settings::kToolBar.
class MainToolBar : public QToolBar {
    Q_OBJECT
public:
    /// The window's actions, in toolbar order.
    struct Actions {
        QAction *newGame, *open, *save, *undo, *redo, *hint, *explain, *grid;
    };
    explicit MainToolBar(const Actions& actions, QWidget* parent = nullptr);

    /// A shipped icon (":/icons/toolbar/<name>.svg") drawn in `colour`, at the usual sizes.
    static QIcon shippedIcon(const QString& name, const QColor& colour,
                             const QColor& disabledColour);

protected:
    /// A new palette (View → Theme) redraws the shipped icons in its colours; a new
    /// language names them again.
    void changeEvent(QEvent* event) override;

private:
    struct Item {
        QAction* action;
        QString icon; ///< the shipped icon's name
    };
    void updateIcons();
    void retranslate();

    QList<Item> m_items;
    Actions m_actions;
};
