// SPDX-License-Identifier: MIT
#include "core/play/startoutcome.h"

#include "core/base/grundy.h"
#include "core/play/level.h"

namespace grundy {

std::optional<AnyPosition> drawWithOutcome(const std::function<AnyPosition()>& draw, Outcome want,
                                           Random& random, int draws) {
    std::optional<AnyPosition> last;
    for (int i = 0; i < draws; ++i) {
        last = draw();
        if (outcome(*last) == want) return last;
    }
    if (!last || isOver(*last)) return std::nullopt; // ended with the other outcome
    const AnyMove move = want == Outcome::P ? computerMove(*last) : randomMove(*last, random);
    return grundy::apply(*last, move);
}

} // namespace grundy
