// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class QActionGroup;

/// View → Language: the system's language, or one Grundy speaks, each named in itself
/// ("English", "简体中文"). A choice applies at once (see Language) and is remembered.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    /// The entry for `code` ("" = the system's language), for tests.
    QAction* actionFor(const QString& code) const;

protected:
    /// Sets the menu's words again when the language changes.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QActionGroup* m_group;
    QAction* m_system;
};
