// SPDX-License-Identifier: MIT
#include "core/takebreak/grundysgame.h"

#include <algorithm>
#include <iterator>

namespace grundy::takebreak {

bool grundysGameIsZero(std::uint64_t n) {
    return std::binary_search(std::begin(kGrundysGameZeros), std::end(kGrundysGameZeros), n);
}

} // namespace grundy::takebreak
