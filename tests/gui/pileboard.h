// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// A pile board made as the game's home makes it (with the game's rules), for the tests that
/// make a PileView of their own.

#include "boards/pilerules.h"
#include "boards/pileview.h"
#include "games/gamehome.h"

/// The pile rules of `position`'s game (a game played on the pile board).
inline const PileRules& pileRulesOf(const grundy::AnyPosition& position) {
    return *homeOf(position).pileRules();
}

/// A pile board showing `position` (returned in place: a widget is never copied).
inline PileView pileBoard(const grundy::AnyPosition& position) {
    return PileView(pileRulesOf(position), position);
}
