// SPDX-License-Identifier: MIT
#pragma once

#include "game.h"

#include <QWidget>

#include <optional>

/// A widget that draws one game's position and reports the move the person means.
/// It never decides who wins or whose turn it is: the session tells it.
class BoardView : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// Shows `position`; `lastMove` (the move that led here) is highlighted if given.
    virtual void setPosition(const grundy::AnyPosition& position,
                             const std::optional<grundy::AnyMove>& lastMove = std::nullopt) = 0;
    /// Whether the person may make a move now (their turn, game not over).
    virtual void setInteractive(bool interactive) = 0;
    /// Highlights a suggested move (a hint) until the position changes.
    virtual void showHint(const grundy::AnyMove& move) = 0;

signals:
    /// The person chose this move (legal in the shown position).
    void moveRequested(const grundy::AnyMove& move);
};
