// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>

/// View → Move Values: a checkable action (off by default, like the Explain panel) that turns
/// the boards' move values on and off (MoveValuesSwitch) and remembers the choice in
/// Settings::kMoveValues. It names itself again in a new language and redraws its toolbar
/// icon in a new palette, both as its window (`parent`) learns of them.
class MoveValuesAction : public QAction {
    Q_OBJECT
public:
    /// Applies the remembered choice at once.
    explicit MoveValuesAction(QWidget* parent);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void updateIcon();

    QWidget* m_window;
};
