// SPDX-License-Identifier: MIT
#include "core/takebreak/octalmoves.h"

#include <algorithm>

namespace grundy::takebreak {

namespace {

/// The same as moveToValue, by looking at every option of a heap small enough to list.
std::optional<HeapMove> search(OctalValues& values, u64 heap, unsigned target) {
    const OctalCode& code = values.code();
    for (u64 k = 0; k <= code.lastPlace() && k <= heap; ++k) {
        const unsigned d = code.digit(k);
        const u64 rest = heap - k;
        if ((d & LeaveNothing) && k >= 1 && rest == 0 && target == 0) return HeapMove{0, fromU64(k)};
        if ((d & LeaveOne) && k >= 1 && rest >= 1 && values.value(rest) == target)
            return HeapMove{0, fromU64(k)};
        if (d & LeaveTwo) {
            const bool unequal = k == 0 && code.unequalSplits();
            for (u64 a = 1; 2 * a <= rest; ++a) {
                if (unequal && 2 * a == rest) break;
                if ((values.value(a) ^ values.value(rest - a)) == target)
                    return HeapMove{fromU64(a), fromU64(k)};
            }
        }
    }
    return std::nullopt;
}

} // namespace

bool allows(const OctalCode& code, const Natural& heap, const HeapMove& move) {
    if (move.start < 0 || move.width < 0 || move.start + move.width > heap) return false;
    if (move.width > Natural(static_cast<unsigned long>(code.lastPlace()))) return false;
    const unsigned d = code.digit(move.width.get_ui());
    const Natural after = heap - move.start - move.width;
    if (move.width == 0) // a cut: two non-empty parts, unequal when asked
        return (d & LeaveTwo) && move.start >= 1 && after >= 1 &&
               !(code.unequalSplits() && move.start == after);
    if (move.start == 0 && after == 0) return d & LeaveNothing;
    if (move.start == 0 || after == 0) return d & LeaveOne;
    return d & LeaveTwo;
}

std::vector<Natural> partsAfter(const Natural& heap, const HeapMove& move) {
    std::vector<Natural> parts;
    const Natural after = heap - move.start - move.width;
    if (move.start > 0) parts.push_back(move.start);
    if (after > 0) parts.push_back(after);
    return parts;
}

std::optional<HeapMove> moveToValue(OctalValues& values, const Natural& heap, unsigned target) {
    if (fitsU64(heap) && toU64(heap) < values.known()) return search(values, toU64(heap), target);
    if (const auto& c = values.searchPeriod()) {
        // Past the theorem's bound L, heaps n and n' = n − m·p have options of the same
        // values, one for one: the same take from the start leaving one heap, and a split
        // with smaller part a for a split with the same a (the larger part, at least the
        // preperiod, takes the difference). So the move found at n' is the move at n.
        const Natural period = fromU64(c->period);
        const Natural bound =
            fromU64(2 * std::max<u64>(c->preperiod, 1) + c->period + values.code().lastPlace());
        if (heap >= bound + period) {
            const Natural same = bound + (heap - bound) % period;
            return search(values, toU64(same), target);
        }
    }
    values.value(heap); // grows the table to the heap, or throws BeyondTable
    return search(values, toU64(heap), target);
}

} // namespace grundy::takebreak
