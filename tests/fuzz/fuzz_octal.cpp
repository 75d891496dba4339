// SPDX-License-Identifier: MIT
// Fuzzes octal codes as `--code` and New Game take them (takebreak::codeOrName): any bytes
// either parse or throw InvalidPosition with a message. A code that parses is written back
// in its one way and reads back equal; its values to 300 heaps are computed, and a period
// proved on them holds on the table of 600 (the periodicity theorem, checked).
#include "core/takebreak/octalvalues.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using namespace grundy;
using namespace grundy::takebreak;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    OctalCode code = OctalCode::grundysGame();
    try {
        code = codeOrName(text);
    } catch (const InvalidPosition& e) {
        fuzz::require(!std::string(e.what()).empty(), "a refused code says why");
        return 0;
    }
    fuzz::require(OctalCode::parse(code.text()) == code, "a code reads back as written");
    fuzz::require(code.text().size() <= kMaxPlaces + 3, "a code's text is no longer than its places");
    if (code.lastPlace() > 64) return 0; // long codes cost more than a fuzz step should
    OctalValues values(code, 600);
    const auto certificate = values.searchPeriod(300);
    values.growTo(600);
    if (certificate) {
        const auto& g = values.table();
        for (std::size_t n = certificate->preperiod; n + certificate->period < g.size(); ++n)
            fuzz::require(g[n] == g[n + certificate->period], "a proved period holds");
    }
    fuzz::require(values.value(std::uint64_t(599)) == values.table()[599], "value() reads the table");
    return 0;
}
