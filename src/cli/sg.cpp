// SPDX-License-Identifier: MIT
#include "sg.h"

#include <string>

namespace grundy::cli {

void writeSgSequence(Output& out, const subtraction::Set& set, std::size_t count, bool json) {
    subtraction::SgSequence sg(set);
    const std::vector<unsigned> values = sg.values(count);
    const bool powers = set.kind() == subtraction::Set::Kind::PowersOfTwo;
    const std::optional<subtraction::Period> period = sg.period();
    if (json) {
        out.put("{\"set\": \"");
        out.put(set.text());
        out.put("\", \"values\": [");
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0) out.put(json ? ", " : " ");
        out.put(u64(values[i]));
    }
    if (json) {
        out.put("], \"period\": ");
        if (period) {
            out.put("{\"start\": ");
            out.put(u64(period->start));
            out.put(", \"length\": ");
            out.put(u64(period->length));
            out.put('}');
        } else {
            out.put("null");
        }
        out.put("}\n");
        return;
    }
    out.put('\n');
    if (period) {
        out.put("period " + std::to_string(period->length) + " from heap " +
                std::to_string(period->start) + (powers ? " (the value of n is n mod 3)\n" : "\n"));
    } else if (set.kind() == subtraction::Set::Kind::Fibonacci) {
        out.put("no period (the Fibonacci values have none)\n");
    } else {
        out.put("no period within the first " + std::to_string(sg.limit()) + " heaps\n");
    }
}

} // namespace grundy::cli
