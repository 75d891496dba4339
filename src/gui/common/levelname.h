// SPDX-License-Identifier: MIT
#pragma once

#include "core/play/level.h"

#include <QCoreApplication>
#include <QString>

/// The computer's levels in the window's words ("Strong"), for New Game and the side panel.
class LevelName {
    Q_DECLARE_TR_FUNCTIONS(LevelName)

public:
    /// The level's name, in the language in effect.
    static QString of(grundy::Level level);
    /// What the level does, in one sentence (New Game's tooltip).
    static QString description(grundy::Level level);
};
