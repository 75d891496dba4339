// SPDX-License-Identifier: MIT
#pragma once

/// The tables of a subtraction set, shared by every position of the set and grown as they
/// are asked (SG values, misère outcomes, and misère sums of several piles found by
/// search), with what the rules (subtraction.cpp) and the explanation
/// (subtractionexplain.cpp) look up in them. Not part of the game's interface
/// (subtraction.h); written in subtractiontables.cpp.

#include "core/games/subtraction/subtraction.h"

#include <cstddef>
#include <map>
#include <mutex>
#include <vector>

namespace grundy::subtraction {

/// Every table of one set, shared by all its positions; `mutex` guards all of it.
struct Tables {
    explicit Tables(const Set& set) : normal(set), misere(set, kTableLimit, Rule::MisereWinner) {}
    std::mutex mutex;
    SgSequence normal;
    SgSequence misere;
    /// Misère sums of two or more piles that can move (sorted): whether the mover wins.
    std::map<std::vector<u64>, bool> sums;
};

/// The one Tables of a set for the whole process (entries are never dropped, so the
/// reference stays valid).
Tables& tablesFor(const Set& set);
/// The last heap the set's tables hold (subtraction::tableLimit, worked out once per set with
/// its tables rather than at each position). Fixed when the tables are made, so read
/// without their lock.
std::size_t lastTableHeap(const Set& set);
/// The fewest stones a move takes: a pile below it cannot move.
Natural smallestTake(const Set& set);
/// One table lookup (the caller holds the tables' lock), with the table's limit said in
/// words: throws InvalidPosition past it.
unsigned lookup(const Set& set, SgSequence& table, const Natural& pile);
/// The piles that can still move, ascending.
std::vector<Natural> livePiles(const Position& p);
/// Whether a misère sum of several live piles fits the search's limits.
bool searchable(const Set& set, const std::vector<Natural>& live);
/// Whether the player to move wins these piles (any order) under misère play.
bool misereMoverWins(const Position& p);
/// The SG values of the piles (normal play).
std::vector<Natural> pileValues(const Position& p);

} // namespace grundy::subtraction
