// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"

#include <QString>

#include <optional>
#include <vector>

/// What the pile board (PileView, TypedPileMoves) needs to know about a game played on
/// piles of stones: the board is shared by several games, and each game's home
/// (games/gamehome.h) hands the board its rules when it makes it, so the board never asks
/// which game it shows (nor which home: the homes are a layer above the boards).
class PileRules {
public:
    /// The column of the "both piles" ladder (games with hasLadder()).
    static constexpr int kBoth = -1;

    virtual ~PileRules() = default;
    /// The move that takes `take` stones from `pile` (kBoth: the same from both piles).
    virtual grundy::AnyMove moveFor(int pile, const grundy::Natural& take) const = 0;
    /// How many stones `move` (one of this game's) takes from `pile`.
    virtual grundy::Natural takenFrom(const grundy::AnyMove& move, int pile) const = 0;
    /// "pile A", "pile 2", "pile", as used inside sentences (kBoth: "both piles").
    virtual QString pileName(int pile) const = 0;
    /// Whether the board draws the ladder that takes the same number from both piles.
    virtual bool hasLadder() const { return false; }
    /// The most one move may take from a pile, when the game limits it (the Bash game's K,
    /// Fibonacci Nim's limit).
    virtual std::optional<grundy::Natural> maxTake(const grundy::AnyPosition&) const {
        return std::nullopt;
    }
    /// The piles the board draws: the position's numbers, unless the game keeps more than
    /// piles in them (Fibonacci Nim's limit).
    virtual std::vector<grundy::Natural> piles(const grundy::AnyPosition& position) const {
        return grundy::numbersOf(position);
    }
    /// A sentence over the board's caption on what this move may take, for a game whose limit
    /// changes with play (after `lastMove`, when known); empty for the others.
    virtual QString limitText(const grundy::AnyPosition&,
                              const std::optional<grundy::AnyMove>& /*lastMove*/) const {
        return {};
    }
    /// Whether a move may also split a pile in two (Lasker's Nim): the board then offers a
    /// split as a move of its own (its Split switch, the typed row's Split button).
    virtual bool canSplit() const { return false; }
    /// The move that cuts pile `pile` of `position` in two, `part` stones on one side of the
    /// cut (games with canSplit() only; the move may be illegal, say `part` 0).
    virtual grundy::AnyMove splitMove(const grundy::AnyPosition& position, int pile,
                                      const grundy::Natural& part) const;
    /// The smaller part when `move` (one of this game's) splits pile `pile`, else 0.
    virtual grundy::Natural splitPartOf(const grundy::AnyMove&, int) const { return 0; }
    /// Whether a move may take exactly `take` stones, for games that allow only some numbers
    /// (a subtraction game's set): the board lights only the stones such a take reaches.
    virtual bool allowsTake(const grundy::AnyPosition&, const grundy::Natural&) const {
        return true;
    }
    /// Which takes are allowed, as a sentence for the typed moves' notes; empty when any
    /// number (up to maxTake) is.
    virtual QString takesText(const grundy::AnyPosition&) const { return {}; }

    /// Whether `move` (one of this game's) takes from both piles: a rung of the ladder.
    bool takesFromBoth(const grundy::AnyMove& move) const;
    /// Whether `move` (one of this game's) splits one of the first `piles` piles.
    bool splitsAPile(const grundy::AnyMove& move, int piles) const;
};
