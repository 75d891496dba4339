// SPDX-License-Identifier: MIT
#include "northcott.h"

namespace grundy::northcott {

Natural gap(const Natural& a, const Natural& b) {
    Natural d = a > b ? Natural(a - b) : Natural(b - a);
    return d - 1;
}

} // namespace grundy::northcott
