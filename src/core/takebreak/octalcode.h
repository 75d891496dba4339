// SPDX-License-Identifier: MIT
#pragma once

/// Take-and-break games written as octal codes (Guy and Smith 1956; Winning Ways, ch. 4;
/// docs/takebreak.md): "0.77" is Kayles. Digit d_k of d0.d1d2d3… says what a move that
/// takes k tokens from one heap may leave of it, as a sum of bits: 1, nothing (the heap was
/// exactly k); 2, one non-empty heap; 4, two non-empty heaps. The digit before the point,
/// d0, is a move that takes nothing: only 4 (split a heap in two) means a move there.
/// Grundy's game, split a heap into two heaps of different sizes, is written "4!.0" as in
/// CGSuite: the "!" asks that a split taking nothing leaves unequal heaps.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::takebreak {

/// What a move may leave of its heap: the bits of an octal digit.
enum Leave : unsigned {
    LeaveNothing = 1, ///< the whole heap is taken
    LeaveOne = 2,     ///< one non-empty heap is left
    LeaveTwo = 4,     ///< two non-empty heaps are left
};

/// The most digits after the point a code may have (HDU 3980 takes up to 1000 at once).
inline constexpr std::size_t kMaxPlaces = 4096;

/// A finite octal code, as parse() reads it and text() writes it.
class OctalCode {
public:
    /// "0.77", ".77" (a missing leading digit is 0), "4.07", "4!.0"; trailing zeros are
    /// dropped ("0.770" is "0.77"). Throws InvalidPosition naming the wrong character or
    /// digit, or saying that the code allows no move.
    static OctalCode parse(std::string_view text);
    /// The code that takes exactly `take` adjacent tokens from anywhere in a heap (a 7 at
    /// place `take`): HDU 3980's painting, Treblecross's three (take >= 1).
    static OctalCode takingExactly(std::size_t take);
    /// The same for every take in `takes` (each >= 1, at most kMaxPlaces): HDU 2999.
    static OctalCode takingAnyOf(const std::vector<std::size_t>& takes);
    /// Grundy's game, "4!.0".
    static OctalCode grundysGame();

    /// The code as parse() reads it back, in its one way: "0.77", "4!.0".
    std::string text() const;
    /// The digit for taking k tokens (0 past the last digit).
    unsigned digit(std::size_t k) const { return k < m_digits.size() ? m_digits[k] : 0u; }
    /// The largest take with a non-zero digit (t of the periodicity theorem); 0 when only
    /// the split without taking is allowed.
    std::size_t lastPlace() const { return m_digits.size() - 1; }
    /// Whether a split that takes nothing must leave two heaps of different sizes (4!).
    bool unequalSplits() const { return m_unequal; }
    /// Whether this is Grundy's game exactly ("4!.0").
    bool isGrundysGame() const { return m_unequal && m_digits.size() == 1; }
    /// How many digits allow splitting (bit 4): each costs about n/2 options at a heap of n.
    std::size_t splittingDigits() const;
    /// The least heap with a move. No heap below it has one: it is worth 0 and can be dropped.
    std::size_t smallestLiveHeap() const;

    bool operator==(const OctalCode&) const = default;

private:
    std::vector<std::uint8_t> m_digits{0}; ///< m_digits[k]: taking k; the last is non-zero
    bool m_unequal = false;
};

/// The codes known by a name, which command lines and New Game take in place of the digits.
struct NamedCode {
    std::string_view id;   ///< "kayles"
    std::string_view code; ///< "0.77"
};
inline constexpr NamedCode kNamedCodes[] = {
    {"kayles", "0.77"},
    {"dawson-kayles", "0.07"},
    {"dawson-chess", "0.137"},
    {"grundys-game", "4!.0"},
};

/// A code's digits, or one of kNamedCodes by its id ("kayles" is 0.77); throws as parse().
OctalCode codeOrName(std::string_view text);

} // namespace grundy::takebreak
