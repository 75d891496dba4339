// SPDX-License-Identifier: MIT
#include "lasker.h"

namespace grundy::lasker {

Natural sgValue(const Natural& x) {
    if (sgn(x) == 0) return x;
    switch (mpz_fdiv_ui(x.get_mpz_t(), 4)) {
    case 0:
        return x - 1;
    case 3:
        return x + 1;
    default:
        return x;
    }
}

Outcome outcome(const std::vector<Natural>& heaps) {
    Natural x = 0;
    for (const Natural& h : heaps)
        x ^= sgValue(h);
    return x == 0 ? Outcome::P : Outcome::N;
}

} // namespace grundy::lasker
