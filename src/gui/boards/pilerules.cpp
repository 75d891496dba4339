// SPDX-License-Identifier: MIT
#include "boards/pilerules.h"

#include <stdexcept>

grundy::AnyMove PileRules::splitMove(const grundy::AnyPosition&, int,
                                     const grundy::Natural&) const {
    throw std::logic_error("this game has no split");
}
