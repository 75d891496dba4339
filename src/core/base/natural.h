// SPDX-License-Identifier: MIT
#pragma once

/// Exact non-negative integers for every game: a 64-bit fast path (with 128-bit
/// intermediates) and GMP's arbitrary precision beyond it. No floating point decides
/// anything in Grundy.

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

/// A non-negative integer of any size. Every position and move in the core uses it.
using Natural = mpz_class;
using u64 = std::uint64_t;
__extension__ typedef unsigned __int128
    u128; // GCC/Clang builtin; __extension__ keeps -Wpedantic quiet

/// Parses a plain decimal number (digits only, no sign, no spaces); nullopt otherwise.
std::optional<Natural> parseNatural(std::string_view text);

/// The pieces of a list of numbers as people type it, a comma, spaces or both between two
/// numbers ("3,5,7", "3, 5, 7", "3 , 5", "3 5 7"), one comma allowed at either end ("3,",
/// ",3,5"). The pieces are not checked: ",," between two numbers gives an empty one.
/// Nothing for a blank text. grundy-cli (all of a position's words, joined by spaces) and
/// the window's --position share it.
std::vector<std::string_view> numberPieces(std::string_view text);
/// The numbers of such a list; nullopt when it is blank or a piece is not a number.
std::optional<std::vector<Natural>> parseNaturals(std::string_view text);

/// Decimal text of n.
std::string toString(const Natural& n);

/// Whether n fits in 64 bits, and its value when it does.
bool fitsU64(const Natural& n);
u64 toU64(const Natural& n);
Natural fromU64(u64 n);

/// Floor of the square root, exactly.
u64 isqrt(u128 n);
Natural isqrt(const Natural& n);

/// The outcome of a position for the player to move: P (the previous player wins,
/// the mover loses with best play) or N (the next player, the mover, wins).
enum class Outcome { P, N };

/// Who wins when the player to move has no move left.
enum class Convention {
    Normal, ///< the player who cannot move loses (the last mover wins)
    Misere, ///< the player who cannot move wins (whoever makes the last move loses)
};

} // namespace grundy
