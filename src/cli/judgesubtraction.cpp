// SPDX-License-Identifier: MIT
#include "judgesubtraction.h"

#include "judgereader.h"
#include "output.h"
#include "core/games/subtraction/subtractionvalues.h"

namespace grundy::cli {

namespace {

/// A heap's value, or bad input naming the heap when no table or period gives it.
unsigned valueOf(subtraction::SgSequence& sg, const Number& heap) {
    try {
        return heap.big ? sg.value(*heap.big) : sg.value(heap.small);
    } catch (const subtraction::BeyondTable&) {
        throw InputError(heap.line, "a heap of more than " + std::to_string(sg.limit() - 1) +
                                        " stones, beyond the table of values, and this set's "
                                        "values have no period to go further by, got " +
                                        quoted(toString(heap.natural())));
    }
}

} // namespace

void hdu1847(JudgeReader& in, Output& out) {
    // Every power of two is 1 or 2 mod 3: the mover loses exactly on multiples of 3.
    while (const std::optional<Number> n = in.tryNumber()) {
        const unsigned mod3 =
            n->big ? unsigned(mpz_fdiv_ui(n->big->get_mpz_t(), 3)) : unsigned(n->small % 3);
        out.put(mod3 != 0 ? "Kiki\n" : "Cici\n");
    }
}

void hdu1848(JudgeReader& in, Output& out) {
    subtraction::SgSequence sg(subtraction::Set::fibonacci());
    while (const std::optional<Number> m = in.tryNumber()) {
        const Number n = in.number();
        const Number p = in.number();
        if (m->isZero() && n.isZero() && p.isZero()) return; // only "0 0 0" ends
        const unsigned sum = valueOf(sg, *m) ^ valueOf(sg, n) ^ valueOf(sg, p);
        out.put(sum != 0 ? "Fibo\n" : "Nacci\n");
    }
}

void hdu1536(JudgeReader& in, Output& out) {
    while (const std::optional<u64> k = in.tryCount()) {
        if (*k == 0) return;
        std::vector<Natural> takes;
        for (u64 i = 0; i < *k; ++i) {
            const Number s = in.number();
            if (s.isZero()) in.rejectLast("a move must take at least one bead");
            if (takes.size() == subtraction::kMaxSetSize)
                in.rejectLast("more than " + std::to_string(subtraction::kMaxSetSize) +
                              " numbers in the set S");
            takes.push_back(s.natural());
        }
        subtraction::SgSequence sg(subtraction::Set::finite(std::move(takes)));
        const u64 positions = in.count();
        for (u64 i = 0; i < positions; ++i) {
            const u64 heaps = in.count();
            unsigned sum = 0;
            for (u64 j = 0; j < heaps; ++j)
                sum ^= valueOf(sg, in.number());
            out.put(sum != 0 ? 'W' : 'L');
        }
        out.put('\n');
    }
}

} // namespace grundy::cli
