// SPDX-License-Identifier: MIT
// Fuzzes the core's moves at small and huge sizes. The input is text,
//     GAME OPTION SHAPE N1 N2 ...
// e.g. "nim 0 raw 3 4 5": a game id, its option (what it means is the game's: its test hooks'
// fuzzOptions, tests/core/games/<id>/hooks.cpp, e.g. K for bash; ignored by a game without),
// how to build the position from the numbers (raw: as given; p: a P-position built from them,
// the hooks' pPosition; p+ and p-: that P-position with the first number one larger or
// smaller) and up to 64 numbers of at most 200 digits. Invalid positions are skipped.
//
// Invariants, at every size: winning moves exist exactly from N-positions, and each is
// legal and leads to a P-position; a finished game is a P-position; the computer's move
// is legal and, from an N-position, leads to a P-position. On small positions (the game's
// hooks say which: isSmall) the outcome is also checked against an exhaustive search over
// the game's legal moves, the winning moves against the moves the search finds winning, and
// the computer's move from a P-position against the fewest winning replies it can leave.
#include "core/games/catalogue.h"
#include "fuzzcheck.h"
#include "core/games/game.h"
#include "gamehooks.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace grundy;

namespace {

constexpr std::size_t kMaxNumbers = 64;
constexpr std::size_t kMaxDigits = 200;

struct Input {
    GameKind kind = GameKind::Nim;
    Natural option;
    std::string shape; ///< "p", "p+", "p-" or anything; an "m" at its end: misère play
    bool misere = false;
    std::vector<Natural> numbers;
};

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (out.size() < 3 + kMaxNumbers) {
        at = text.find_first_not_of(" \t\r\n", at);
        if (at == std::string_view::npos) break;
        const std::size_t end = std::min(text.find_first_of(" \t\r\n", at), text.size());
        out.push_back(text.substr(at, end - at));
        at = end;
    }
    return out;
}

std::optional<Natural> number(std::string_view word) {
    if (word.size() > kMaxDigits) return std::nullopt; // caps the work per input
    return parseNatural(word);
}

std::optional<Input> decode(std::string_view text) {
    const std::vector<std::string_view> w = words(text);
    if (w.size() < 3) return std::nullopt;
    Input in;
    const auto kind = gameFromId(w[0]);
    const auto option = number(w[1]);
    if (!kind || !option) return std::nullopt;
    in.kind = *kind;
    in.option = *option;
    in.shape = w[2];
    if (in.shape.ends_with('m')) {
        in.misere = true;
        in.shape.pop_back();
    }
    for (std::size_t i = 3; i < w.size(); ++i) {
        const auto n = number(w[i]);
        if (!n) return std::nullopt;
        in.numbers.push_back(*n);
    }
    return in;
}

std::optional<AnyPosition> build(const Input& in) {
    const testhooks::GameHooks& hooks = testhooks::hooksOf(in.kind);
    std::optional<std::vector<Natural>> numbers = in.numbers;
    if (in.shape.starts_with("p")) numbers = hooks.pPosition(in.numbers, in.option);
    if (!numbers) return std::nullopt;
    if (!numbers->empty() && in.shape == "p+") numbers->front() += 1;
    if (!numbers->empty() && in.shape == "p-" && numbers->front() > 0) numbers->front() -= 1;
    GameOptions options;
    if (in.misere) options.set("play", "misere"); // ignored by games without it
    if (hooks.fuzzOptions) hooks.fuzzOptions(in.option, *numbers, options);
    try {
        return makePosition(in.kind, *numbers, options);
    } catch (const InvalidPosition&) {
        return std::nullopt;
    }
}

// ---- The exhaustive search for small positions -----------------------------------------

/// P or N by searching every legal move (memoised), independently of the core's
/// formulas; only the games' move lists and apply are used.
class Search {
public:
    template <class Position> bool isP(const Position& p) {
        std::vector<Natural> key = numbersOf(AnyPosition(p));
        if (const auto it = m_memo.find(key); it != m_memo.end()) return it->second;
        // With no move left the mover loses, except under misère play, where whoever cannot
        // move has won (the other took the last stone).
        bool lost = !legalMoves(p).empty() || conventionOf(AnyPosition(p)) == Convention::Normal;
        for (const auto& m : legalMoves(p))
            if (isP(apply(p, m))) {
                lost = false;
                break;
            }
        m_memo.emplace(std::move(key), lost);
        return lost;
    }
    /// How many of p's legal moves lead to a P-position; a finished game under misère play
    /// (the last stone was taken: a loss at once) counts as the most.
    template <class Position> std::size_t winningReplies(const Position& p) {
        if (isOver(p) && conventionOf(AnyPosition(p)) == Convention::Misere) return ~std::size_t{0};
        std::size_t n = 0;
        for (const auto& m : legalMoves(p))
            n += isP(apply(p, m)) ? 1 : 0;
        return n;
    }

private:
    std::map<std::vector<Natural>, bool> m_memo;
};

template <class Position> void checkBySearch(const Position& p) {
    using Move = decltype(computerMove(p));
    Search search;
    const bool lost = search.isP(p);
    fuzz::require(outcome(p) == (lost ? Outcome::P : Outcome::N),
                  "the outcome is the one the exhaustive search finds");
    const std::vector<Move> legal = legalMoves(p);
    fuzz::require(legal.empty() == isOver(p), "a game is over exactly when no move is legal");
    std::vector<Move> winning;
    for (const Move& m : legal) {
        fuzz::require(isLegal(p, m), "every listed move is legal");
        if (search.isP(apply(p, m))) winning.push_back(m);
    }
    const std::vector<Move> listed = winningMoves(p);
    const bool everyWinningMove = testhooks::hooksOf(kindOf(AnyPosition(p))).listsEveryWinningMove;
    if (!everyWinningMove) {
        // One winning move (redistribution's pairing construction), not all of them.
        fuzz::require(listed.size() == (lost ? 0u : 1u), "one winning move from N, none from P");
    } else {
        fuzz::require(listed.size() == winning.size(), "winningMoves lists every winning move");
        for (const Move& m : listed)
            fuzz::require(std::count(winning.begin(), winning.end(), m) == 1,
                          "winningMoves lists each winning move once");
    }
    if (!lost || legal.empty() || !everyWinningMove) return;
    if (!testhooks::hooksOf(kindOf(AnyPosition(p))).leavesFewestReplies) return;
    // From a P-position the computer leaves the fewest winning replies (documented for
    // every game but redistribution, which follows a rule of its own).
    // Under misère play a move that ends the game has already lost (the opponent needs no
    // reply): it counts as the worst, not as leaving no winning reply.
    const auto replies = [&](const Position& next) {
        if (isOver(next) && conventionOf(AnyPosition(next)) == Convention::Misere)
            return ~std::size_t{0};
        return search.winningReplies(next);
    };
    std::size_t fewest = ~std::size_t{0};
    for (const Move& m : legal)
        fewest = std::min(fewest, replies(apply(p, m)));
    fuzz::require(replies(apply(p, computerMove(p))) == fewest,
                  "from a P-position the computer leaves the fewest winning replies");
}

// ---- The invariants at every size --------------------------------------------------------

void checkMoves(const AnyPosition& p) {
    const Outcome o = outcome(p);
    const bool misere = conventionOf(p) == Convention::Misere;
    if (isOver(p))
        fuzz::require(o == (misere ? Outcome::N : Outcome::P),
                      "a finished game is lost for the player to move (won under misère play)");
    const std::vector<AnyMove> winning = winningMoves(p);
    fuzz::require(winning.empty() == (o == Outcome::P || isOver(p)),
                  "winning moves exist exactly from N-positions that are not over");
    for (const AnyMove& m : winning) {
        fuzz::require(isLegal(p, m), "every winning move is legal");
        fuzz::require(outcome(grundy::apply(p, m)) == Outcome::P,
                      "every winning move leads to a P-position");
    }
    if (!isOver(p)) {
        const AnyMove m = computerMove(p);
        fuzz::require(isLegal(p, m), "the computer's move is legal");
        if (o == Outcome::N)
            fuzz::require(outcome(grundy::apply(p, m)) == Outcome::P,
                          "from an N-position the computer's move leads to a P-position");
    }
    if (testhooks::hooksOf(kindOf(p)).isSmall(p))
        std::visit([](const auto& x) { checkBySearch(x); }, p);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = decode(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!input) return 0;
    if (const auto position = build(*input)) checkMoves(*position);
    return 0;
}
