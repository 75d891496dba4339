// SPDX-License-Identifier: MIT
#include "sg.h"

#include "core/takebreak/octalvalues.h"

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

void writeOctalSequence(Output& out, const takebreak::OctalCode& code, std::size_t count,
                        bool json) {
    takebreak::OctalValues values(code);
    std::optional<takebreak::Certificate> certificate = values.searchPeriod();
    if (!certificate && count > values.limit()) values.value(u64(count - 1)); // BeyondTable
    if (!certificate) certificate = values.searchPeriod(count);
    std::vector<unsigned> shown;
    shown.reserve(count);
    for (std::size_t n = 0; n < count; ++n)
        shown.push_back(values.value(u64(n))); // throws BeyondTable before anything is written
    if (json) {
        out.put("{\"code\": \"" + code.text() + "\", \"values\": [");
    }
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (i > 0) out.put(json ? ", " : " ");
        out.put(u64(shown[i]));
    }
    const auto number = [](std::size_t n) { return std::to_string(n); };
    if (json) {
        if (certificate)
            out.put("], \"period\": " + number(certificate->period) + ", \"preperiod\": " +
                    number(certificate->preperiod) + ", \"proved\": true, \"checkedTo\": " +
                    number(certificate->checkedTo) + "}\n");
        else
            out.put("], \"period\": null, \"preperiod\": null, \"proved\": false, "
                    "\"checkedTo\": null, \"searchedTo\": " + number(values.known()) + "}\n");
        return;
    }
    out.put('\n');
    if (certificate)
        out.put("period " + number(certificate->period) + " from heap " +
                number(certificate->preperiod) + ", proved (the theorem's check holds to heap " +
                number(certificate->checkedTo) + ")\n");
    else
        out.put("no period proved below " + number(values.known()) + "\n");
}

} // namespace grundy::cli
