// SPDX-License-Identifier: MIT
// Fuzzes a sum's component words, as `grundy-cli solve sum` and `grundy --game sum
// --component` take them (sum::fromWords): the input is split into words at newlines, one
// word a line ("nim:3,5", "subtraction:7,9:set=1,3,4"). Any words either make a sum or throw
// InvalidPosition with a message. A sum that is made
// - is valid (sum::validate) and writes back as words that read back equal (wordsOf);
// - keeps as its numbers and options (what saved games hold) and is made back equal from
//   them (makePosition);
// - is worth the XOR of its components' values; its winning moves exist exactly when that is
//   not 0, and each is legal and leads to a position worth 0;
// - unless it is over, the computer's move is legal, and from a won sum leads to value 0.
#include "core/games/catalogue.h"
#include "core/games/game.h"
#include "core/games/sum/component.h"
#include "core/games/sum/sum.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

using namespace grundy;

namespace {

/// The words of the input, one a line (an empty line is an empty word).
std::vector<std::string> wordsOf(std::string_view text) {
    std::vector<std::string> out;
    if (text.empty()) return out;
    for (;;) {
        const std::size_t at = text.find('\n');
        out.emplace_back(text.substr(0, at));
        if (at == std::string_view::npos) return out;
        text.remove_prefix(at + 1);
    }
}

void check(const sum::Position& p) {
    sum::validate(p); // throws (and so aborts the target) when a made sum is not valid
    fuzz::require(sum::fromWords(sum::wordsOf(p)) == p, "a sum's words read back equal");

    const AnyPosition any(p);
    fuzz::require(makePosition(GameKind::Sum, numbersOf(any), optionsOf(any)) == any,
                  "a sum is made back equal from its numbers and options");

    const std::vector<Natural> values = sum::componentValues(p);
    fuzz::require(values.size() == p.components.size(), "a value for each component");
    Natural total = 0;
    for (const Natural& g : values)
        total ^= g;
    fuzz::require(sum::sgValue(p) == total, "a sum is worth the XOR of its components");
    fuzz::require(sum::outcome(p) == (total == 0 ? Outcome::P : Outcome::N),
                  "a sum is lost exactly when it is worth 0");

    const std::vector<sum::Move> winning = sum::winningMoves(p);
    fuzz::require(winning.empty() == (total == 0), "winning moves exist exactly when the value is not 0");
    fuzz::require(winning.size() <= sum::kMaxWinningMoves, "at most kMaxWinningMoves winning moves");
    for (const sum::Move& m : winning) {
        fuzz::require(sum::isLegal(p, m), "every winning move is legal");
        fuzz::require(sum::sgValue(sum::apply(p, m)) == 0, "every winning move leads to value 0");
    }
    if (sum::isOver(p)) {
        fuzz::require(total == 0, "a finished sum is worth 0");
        return;
    }
    const sum::Move m = sum::computerMove(p);
    fuzz::require(sum::isLegal(p, m), "the computer's move is legal");
    if (total != 0)
        fuzz::require(sum::sgValue(sum::apply(p, m)) == 0,
                      "from a won sum the computer's move leads to value 0");
    fuzz::require(!sum::describe(p, m).empty(), "the computer's move is described");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::vector<std::string> words =
        wordsOf(std::string_view(reinterpret_cast<const char*>(data), size));
    sum::Position p;
    try {
        p = sum::fromWords(words);
    } catch (const InvalidPosition& e) {
        fuzz::require(!std::string(e.what()).empty(), "refused words say why");
        return 0;
    } catch (const std::exception& e) {
        fuzz::require(false, std::string("only InvalidPosition escapes fromWords, not: ") + e.what());
    }
    try {
        check(p);
    } catch (const std::exception& e) {
        fuzz::require(false, std::string("an accepted sum is played without an error, not: ") + e.what());
    }
    return 0;
}
