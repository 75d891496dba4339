// SPDX-License-Identifier: MIT
#pragma once

#include "game.h"

#include <QString>

/// The Help → Rules page of a game, as rich text: the rule, how to play it in this
/// window (mouse and keys), and when the player to move loses.
QString rulesHtml(grundy::GameKind kind);
