// SPDX-License-Identifier: MIT
#pragma once

/// The words any text of the core uses: stones, lists, ordinals, a pile's number.
/// Translated in the context "text" (text/phrase.h).

#include "core/text/phrase.h"

namespace grundy::words {

inline constexpr Phrase StoneOne = GRUNDY_TR("text", "%1 stone");
inline constexpr Phrase StonesMany = GRUNDY_TR("text", "%1 stones");
inline constexpr Phrase ListSeparator = GRUNDY_TR("text", ", ");
inline constexpr Phrase ListLastSeparator = GRUNDY_TR("text", " and ");
inline constexpr Phrase None = GRUNDY_TR("text", "none");
inline constexpr Phrase PileNumber = GRUNDY_TR("text", "pile %1");
inline constexpr Phrase OrdinalSt = GRUNDY_TR("text", "%1st");
inline constexpr Phrase OrdinalNd = GRUNDY_TR("text", "%1nd");
inline constexpr Phrase OrdinalRd = GRUNDY_TR("text", "%1rd");
inline constexpr Phrase OrdinalTh = GRUNDY_TR("text", "%1th");

} // namespace grundy::words
