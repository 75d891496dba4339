// SPDX-License-Identifier: MIT
#include "everysg.h"

#include <utility>
#include <vector>

namespace grundy::everysg {

Value value(const Natural& a, const Natural& b) {
    if (sgn(a) == 0 || sgn(b) == 0) return {};
    // Euclid forwards, recording whether each quotient is 1; then the rule backwards from
    // the last division (the one with remainder 0).
    Natural x = a < b ? a : b, y = a < b ? b : a, q, r;
    std::vector<bool> quotientOne;
    for (;;) {
        mpz_fdiv_qr(q.get_mpz_t(), r.get_mpz_t(), y.get_mpz_t(), x.get_mpz_t());
        if (sgn(r) == 0) break;
        quotientOne.push_back(q == 1);
        y = std::move(x);
        x = std::move(r);
    }
    Value v{true, 1};
    for (auto it = quotientOne.rbegin(); it != quotientOne.rend(); ++it) {
        if (*it)
            v = {!v.moverWins, v.step + 1};
        else
            v = {true, v.step + (v.moverWins ? 2 : 1)};
    }
    return v;
}

} // namespace grundy::everysg
