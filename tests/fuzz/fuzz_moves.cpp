// SPDX-License-Identifier: MIT
// Fuzzes the core's moves at small and huge sizes. The input is text,
//     GAME OPTION SHAPE N1 N2 ...
// e.g. "nim 0 raw 3 4 5": a game id, its option (K for bash, the free cells after the
// last chip for staircase, after the rightmost piece for northcott, the set and play for
// subtraction (see subtractionOptions), for dag the seed of a random graph of 2 + (seed mod 40)
// vertices whose vertices the numbers name modulo their count, ignored elsewhere), how to build
// the position from the numbers (raw: as given; p: a P-position built from them, see pPosition;
// p+ and p-: that P-position with the first number one larger or smaller) and up to 64 numbers
// of at most 200 digits. Invalid positions are skipped.
//
// Invariants, at every size: winning moves exist exactly from N-positions, and each is
// legal and leads to a P-position; a finished game is a P-position; the computer's move
// is legal and, from an N-position, leads to a P-position. On small positions the
// outcome is also checked against an exhaustive search over the game's legal moves, the
// winning moves against the moves the search finds winning, and the computer's move from
// a P-position against the fewest winning replies it can leave.
#include "core/games/catalogue.h"
#include "fuzzcheck.h"
#include "core/games/game.h"

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

Natural xorOf(const std::vector<Natural>& values) {
    Natural x = 0;
    for (const Natural& v : values)
        x ^= v;
    return x;
}

/// floor(k * phi) = floor((k + sqrt(5 k^2)) / 2), computed here rather than by the core.
Natural wythoffLower(const Natural& k) {
    const Natural root = sqrt(Natural(5 * k * k));
    return (k + root) / 2;
}

/// The numbers as (space, gap) pairs, a 0 added to an odd count, with the last gap
/// replaced by the XOR of the others, so that the gaps XOR to 0.
std::vector<Natural> zeroXorPairs(std::vector<Natural> numbers) {
    if (numbers.size() % 2 == 1) numbers.push_back(0);
    if (numbers.empty()) return {};
    numbers.back() = 0;
    std::vector<Natural> gaps;
    for (std::size_t i = 1; i < numbers.size(); i += 2)
        gaps.push_back(numbers[i]);
    numbers.back() = xorOf(gaps);
    return numbers;
}

/// Chips in pairs, left to right: numbers are (space before the pair, gap inside it);
/// the last gap is the XOR of the others, so the gaps XOR to 0.
std::vector<Natural> staircasePairs(std::vector<Natural> numbers) {
    numbers = zeroXorPairs(std::move(numbers));
    std::vector<Natural> cells;
    Natural cell = 0;
    for (std::size_t i = 0; i < numbers.size(); i += 2) {
        cell += numbers[i] + 1;
        cells.push_back(cell);
        cell += numbers[i + 1] + 1;
        cells.push_back(cell);
    }
    return cells;
}

/// Fibonacci Nim: parts F(i) (GMP's numbering, independent of the core) at indices 3 + n1,
/// then 2 + n2 above the one before, ...: never neighbours, so their sum has these parts and
/// a limit one below the smallest (at least 2) makes a P-position: (sum, smallest - 1).
std::optional<std::vector<Natural>> fibonacciP(const std::vector<Natural>& numbers) {
    if (numbers.empty()) return std::nullopt;
    constexpr unsigned long kMaxIndex = 950; // F(950) has 199 digits
    unsigned long index = 1;
    Natural sum = 0, smallest = 0, part;
    for (const Natural& n : numbers) {
        if (n > kMaxIndex) return std::nullopt;
        index += 2 + n.get_ui();
        if (index > kMaxIndex) return std::nullopt;
        mpz_fib_ui(part.get_mpz_t(), index);
        if (smallest == 0) smallest = part;
        sum += part;
    }
    return std::vector<Natural>{sum, smallest - 1};
}

/// Lasker's SG(x) by x mod 4 (docs/course.md §7), written here rather than taken from
/// the core; it is its own inverse.
Natural laskerValue(const Natural& x) {
    if (x == 0) return 0;
    const unsigned long r = mpz_fdiv_ui(x.get_mpz_t(), 4);
    return r == 0 ? Natural(x - 1) : r == 3 ? Natural(x + 1) : x;
}

/// Northcott rows from pairs (space before the row, gap inside it), black on the left in
/// even rows and on the right in odd ones; the last gap is the XOR of the others.
std::vector<Natural> northcottRows(std::vector<Natural> numbers) {
    numbers = zeroXorPairs(std::move(numbers));
    std::vector<Natural> out;
    for (std::size_t i = 0; i < numbers.size(); i += 2) {
        const Natural left = numbers[i] + 1, right = left + numbers[i + 1] + 1;
        out.push_back(i % 4 == 0 ? left : right);
        out.push_back(i % 4 == 0 ? right : left);
    }
    return out;
}

/// A P-position of the game built from the numbers (none if they do not suffice).
std::optional<std::vector<Natural>> pPosition(const Input& in) {
    std::vector<Natural> n = in.numbers;
    switch (in.kind) {
    case GameKind::Bash:
        if (n.empty()) return std::nullopt;
        return std::vector<Natural>{n[0] * (in.option + 1)};
    case GameKind::Nim:
        n.push_back(xorOf(n));
        return n;
    case GameKind::Wythoff: {
        if (n.empty()) return std::nullopt;
        const Natural a = wythoffLower(n[0]);
        const Natural b = a + n[0];
        if (n.size() > 1 && mpz_odd_p(n[1].get_mpz_t())) return std::vector<Natural>{b, a};
        return std::vector<Natural>{a, b};
    }
    case GameKind::Redistribution:
        n.insert(n.end(), in.numbers.rbegin(), in.numbers.rend()); // every size twice
        return n;
    case GameKind::Staircase:
        return staircasePairs(n);
    case GameKind::FibonacciNim:
        return fibonacciP(n);
    case GameKind::Lasker: { // one more heap, worth the XOR of the others' values
        Natural x = 0;
        for (const Natural& h : n)
            x ^= laskerValue(h);
        n.push_back(laskerValue(x));
        return n;
    }
    case GameKind::Northcott:
        return northcottRows(n);
    case GameKind::Subtraction: // every pile twice: SG values XOR to 0 (normal play)
        n.insert(n.end(), in.numbers.begin(), in.numbers.end());
        return n;
    case GameKind::Dag:
        return std::nullopt; // no P-position from numbers alone
    }
    return std::nullopt;
}

/// The subtraction game's options from one number: odd means misère play; the rest, halved,
/// is 0 for the powers of two, 1 for the Fibonacci set, else its bits are the set (bit i:
/// a take of i + 1).
void subtractionOptions(const Natural& option, GameOptions& options) {
    options.set("play", mpz_odd_p(option.get_mpz_t()) ? "misere" : "normal");
    const Natural code = option / 2;
    std::string set;
    for (std::size_t bit = 0; code > 1 && bit < mpz_sizeinbase(code.get_mpz_t(), 2); ++bit)
        if (mpz_tstbit(code.get_mpz_t(), bit))
            set += (set.empty() ? "" : ",") + std::to_string(bit + 1);
    options.set("set", code == 0 ? "powers-of-two" : code == 1 ? "fibonacci" : set);
}

std::optional<AnyPosition> build(const Input& in) {
    std::optional<std::vector<Natural>> numbers = in.numbers;
    if (in.shape.starts_with("p")) numbers = pPosition(in);
    if (!numbers) return std::nullopt;
    if (!numbers->empty() && in.shape == "p+") numbers->front() += 1;
    if (!numbers->empty() && in.shape == "p-" && numbers->front() > 0) numbers->front() -= 1;
    GameOptions options;
    if (in.misere) options.set("play", "misere"); // ignored by games without it
    if (in.kind == GameKind::Bash) options.set("k", in.option);
    if (in.kind == GameKind::Staircase) {
        const auto last = std::max_element(numbers->begin(), numbers->end());
        options.set("cells", (last == numbers->end() ? Natural(0) : *last) + in.option);
    }
    if (in.kind == GameKind::Northcott) {
        const auto last = std::max_element(numbers->begin(), numbers->end());
        options.set("columns", (last == numbers->end() ? Natural(0) : *last) + in.option);
    }
    if (in.kind == GameKind::Subtraction) subtractionOptions(in.option, options);
    if (in.kind == GameKind::Dag) {
        const std::size_t vertices = 2 + in.option.get_ui() % 40;
        options.set("graph", dag::randomGraphText(vertices, in.option.get_ui()));
        for (Natural& v : *numbers)
            v %= Natural(vertices);
    }
    try {
        return makePosition(in.kind, *numbers, options);
    } catch (const InvalidPosition&) {
        return std::nullopt;
    }
}

// ---- The exhaustive search for small positions -----------------------------------------

/// Whether a small position can be searched exhaustively within a few milliseconds.
bool isSmall(const AnyPosition& p) {
    const std::vector<Natural> n = numbersOf(p);
    const auto all = [&](auto ok) { return std::all_of(n.begin(), n.end(), ok); };
    Natural states = 1, stones = 0;
    for (const Natural& x : n) {
        states *= x + 1;
        stones += x;
    }
    switch (kindOf(p)) {
    case GameKind::Bash:
        return n[0] <= 100;
    case GameKind::Nim: // each state has up to `stones` moves
        return states * (stones + 1) <= 20000;
    case GameKind::Wythoff:
        return all([](const Natural& x) { return x <= 16; });
    case GameKind::Redistribution:
        return n.size() <= 3 && all([](const Natural& x) { return x <= 4; });
    case GameKind::Staircase:
        return *optionsOf(p).natural("cells") <= 12;
    case GameKind::FibonacciNim: // (stones, limit) states below the heap, each limit <= 2 x 60
        return n[0] <= 60;
    case GameKind::Lasker: // splits keep the stones: every state holds at most `stones`
        return n.size() <= 4 && stones <= 10;
    case GameKind::Northcott:
        // Loopy (pieces move back), so the depth-first search below would not end; and the
        // numbers do not say whose colour moves. tests/core/tst_northcott checks every rule
        // against a retrograde analysis of all small boards instead.
        return false;
    case GameKind::Subtraction: // as Nim: each state has at most `stones` moves
        return states * (stones + 1) <= 20000;
    case GameKind::Dag: // up to 12^3 positions of 3 chessmen
        return n.size() <= 3 && std::get<dag::Position>(p).graph->vertexCount() <= 12;
    }
    return false;
}

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
    if constexpr (std::is_same_v<Position, redistribution::Position>) {
        // One winning move by the pairing construction (its header), not all of them.
        fuzz::require(listed.size() == (lost ? 0u : 1u), "one winning move from N, none from P");
    } else {
        fuzz::require(listed.size() == winning.size(), "winningMoves lists every winning move");
        for (const Move& m : listed)
            fuzz::require(std::count(winning.begin(), winning.end(), m) == 1,
                          "winningMoves lists each winning move once");
    }
    if (!lost || legal.empty() || std::is_same_v<Position, redistribution::Position>) return;
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
    if (isSmall(p)) std::visit([](const auto& x) { checkBySearch(x); }, p);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = decode(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!input) return 0;
    if (const auto position = build(*input)) checkMoves(*position);
    return 0;
}
