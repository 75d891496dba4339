// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QMenuBar;
class QTextBrowser;

/// Help → Keyboard: how each game is played from the keyboard (every game's home gives
/// its own keys) and the window's shortcuts (read from its menus, so it never goes stale).
class KeyboardHelp : public QDialog {
    Q_OBJECT
public:
    explicit KeyboardHelp(const QMenuBar* menus, QWidget* parent = nullptr);

    /// The page as rich text: a table of keys per game, then the menus' shortcuts.
    static QString html(const QMenuBar* menus);
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser;
};
