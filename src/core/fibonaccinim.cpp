// SPDX-License-Identifier: MIT
#include "fibonaccinim.h"

#include "catalogue.h"
#include "english.h"
#include "explainparts.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace grundy::fibonaccinim {

namespace {

using enum MessageId;

/// F(0) = 0, F(1) = 1, ..., F(93), the last one below 2^64.
constexpr std::array<u64, 94> kFibonacci = [] {
    std::array<u64, 94> f{};
    f[1] = 1;
    for (std::size_t i = 2; i < f.size(); ++i)
        f[i] = f[i - 1] + f[i - 2];
    return f;
}();

std::size_t bitsOf(const Natural& n) {
    return mpz_sizeinbase(n.get_mpz_t(), 2);
}

/// Two neighbouring Fibonacci numbers in GMP's numbering (F(1) = F(2) = 1, F(3) = 2): f = F(k),
/// prev = F(k - 1). Steps up and down cost one addition or subtraction each.
struct FibonacciPair {
    unsigned long k = 1;
    Natural f = 1, prev = 0;

    explicit FibonacciPair(unsigned long index) : k(index) {
        mpz_fib2_ui(f.get_mpz_t(), prev.get_mpz_t(), k);
    }
    void up() { // (F(k), F(k-1)) -> (F(k+1), F(k))
        mpz_add(prev.get_mpz_t(), prev.get_mpz_t(), f.get_mpz_t());
        mpz_swap(prev.get_mpz_t(), f.get_mpz_t());
        ++k;
    }
    void down() { // (F(k), F(k-1)) -> (F(k-1), F(k-2))
        mpz_sub(f.get_mpz_t(), f.get_mpz_t(), prev.get_mpz_t());
        mpz_swap(prev.get_mpz_t(), f.get_mpz_t());
        --k;
    }
    void upTo(unsigned long index) {
        while (k < index)
            up();
    }
};

/// The pair whose f is the largest Fibonacci number at most r >= 1, with k >= 2 (F(2) = 1 is
/// the part 1; F(1) is the same number and never a part).
FibonacciPair largestAtMost(const Natural& r) {
    // F(k) <= phi^(k-1) <= 2^(bits-1) <= r when k - 1 <= (bits - 1) log_phi(2), and
    // log_phi(2) = 1.4404... > 1.44: a start at most a few steps below the answer.
    FibonacciPair pair((bitsOf(r) - 1) * 144 / 100 + 1);
    Natural next;
    for (;;) {
        next = pair.f + pair.prev;
        if (next > r) break;
        pair.up();
    }
    return pair;
}

/// Why m is illegal in p, or nothing when it is legal.
std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (p.stones == 0) return Message{ErrorGameOver, {}};
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    if (m.take > p.stones) return Message{ErrorPileHasOnly, {stones(p.stones), m.take}};
    if (m.take > p.limit) return Message{ErrorFibonacciTakeTooMany, {stones(p.limit), m.take}};
    return std::nullopt;
}

/// The Fibonacci number F(k) (GMP's numbering).
Natural fibonacci(unsigned long k) {
    Natural f;
    mpz_fib_ui(f.get_mpz_t(), k);
    return f;
}

/// A part as the explanation writes it: its value, or F(k) once the value is long.
std::string partText(unsigned long k) {
    constexpr unsigned long kLongestValue = 115; // F(115) has 24 digits
    if (k <= kLongestValue) return toString(fibonacci(k));
    return "F(" + std::to_string(k) + ")";
}

std::string sumText(const std::vector<unsigned long>& indices, std::size_t from, std::size_t to) {
    std::string out;
    for (std::size_t i = from; i < to; ++i)
        out += (i == from ? "" : " + ") + partText(indices[i]);
    return out;
}

/// The representation as a sum, "13 + 5 + 2"; a long one abridged to its first and last
/// three parts with the count.
Arg representation(const std::vector<unsigned long>& indices) {
    constexpr std::size_t kShownParts = 8, kEnds = 3;
    if (indices.size() <= kShownParts) return Verbatim{sumText(indices, 0, indices.size())};
    return Message{ZeckendorfAbridged,
                   {Verbatim{sumText(indices, 0, kEnds)},
                    Verbatim{sumText(indices, indices.size() - kEnds, indices.size())},
                    indices.size()}};
}

/// Whether the representation writes a part as F(k).
bool namesIndices(const std::vector<unsigned long>& indices) {
    return !indices.empty() && partText(indices.front()).front() == 'F';
}

} // namespace

Position startPosition(const Natural& n) {
    if (n == 1) throw InvalidPosition({ErrorFibonacciOneStone, {}});
    Position p{n, n > 0 ? Natural(n - 1) : Natural(0)};
    validate(p);
    return p;
}

void validate(const Position& p) {
    if (p.stones < 0 || p.limit < 0) throw InvalidPosition({ErrorNegativeNumber, {}});
    if (p.stones > 0 && p.limit < 1) throw InvalidPosition({ErrorFibonacciLimitZero, {}});
}

bool isLegal(const Position& p, const Move& m) {
    return !whyIllegal(p, m);
}

Position apply(const Position& p, const Move& m) {
    validate(p);
    if (auto why = whyIllegal(p, m)) throw IllegalMove(std::move(*why));
    return {p.stones - m.take, 2 * m.take};
}

bool isOver(const Position& p) {
    return p.stones == 0;
}

std::vector<unsigned long> zeckendorfIndices(const Natural& n) {
    std::vector<unsigned long> indices;
    if (n <= 0) return indices;
    Natural r = n;
    FibonacciPair pair = largestAtMost(r);
    for (;;) {
        // Here F(k) <= r < F(k + 1): F(k) is the next part, and what is left is below
        // F(k - 1), so the part after it is F(k - 2) or smaller (no neighbours).
        indices.push_back(pair.k);
        r -= pair.f;
        if (r == 0) return indices;
        if (bitsOf(r) + 64 < bitsOf(pair.f)) {
            pair = largestAtMost(r); // far below: jump rather than walk
            continue;
        }
        while (pair.f > r)
            pair.down();
    }
}

std::vector<Natural> zeckendorf(const Natural& n) {
    std::vector<Natural> parts;
    for (unsigned long k : zeckendorfIndices(n))
        parts.push_back(fibonacci(k));
    return parts;
}

Natural smallestPart(const Natural& n) {
    const auto indices = zeckendorfIndices(n);
    if (indices.empty()) throw InvalidPosition({ErrorGameOver, {}});
    return fibonacci(indices.back());
}

namespace {

/// SG(n, e) for every heap n <= kSgLimit and effective limit e = min(limit, n) <= n, from the
/// rules: SG(n, e) = mex of SG(n - t, min(2t, n - t)) for t = 1..e. Raising e adds one option,
/// so each heap's mex grows along its row: the table costs O(kSgLimit^2).
class SgTable {
public:
    SgTable() : m_values(index(kSgLimit, kSgLimit) + 1, 0) {
        for (unsigned n = 1; n <= kSgLimit; ++n) {
            std::vector<bool> seen(n + 2, false);
            unsigned mex = 0;
            for (unsigned e = 1; e <= n; ++e) {
                const unsigned rest = n - e;
                seen[at(rest, std::min(2 * e, rest))] = true;
                while (seen[mex])
                    ++mex;
                m_values[index(n, e)] = std::uint16_t(mex);
            }
        }
    }
    unsigned at(unsigned n, unsigned e) const { return m_values[index(n, e)]; }

private:
    static std::size_t index(unsigned n, unsigned e) { return std::size_t(n) * (n + 1) / 2 + e; }
    std::vector<std::uint16_t> m_values;
};

} // namespace

std::optional<Natural> sgValue(const Position& p) {
    validate(p);
    if (p.stones > kSgLimit) return std::nullopt;
    static const SgTable table; // filled once, on first use (thread-safe)
    const unsigned n = unsigned(p.stones.get_ui());
    const unsigned e = p.limit < n ? unsigned(p.limit.get_ui()) : n;
    return Natural(table.at(n, e));
}

Outcome outcome(const Position& p) {
    validate(p);
    if (isOver(p)) return Outcome::P;
    return smallestPart(p.stones) <= p.limit ? Outcome::N : Outcome::P;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (Natural t = 1; t <= p.stones && t <= p.limit; ++t)
        moves.push_back({t});
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    const Natural most = p.stones < p.limit ? p.stones : p.limit;
    return {random.below(most) + 1};
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    // A take t wins exactly when n - t has a smallest part above 2t. Such a t is below that
    // part's half, so it is written in parts at least two places lower, and n's representation
    // is that of n - t with t's parts added below: t is the sum of n's j smallest parts, and
    // n - t's smallest part is n's (j + 1)-th smallest. Taking everything wins too.
    const std::vector<unsigned long> indices = zeckendorfIndices(p.stones);
    std::vector<Move> moves;
    if (indices.empty()) return moves;
    FibonacciPair pair(indices.back());
    Natural sum = 0;
    for (std::size_t j = indices.size(); j-- > 0;) {
        pair.upTo(indices[j]);
        sum += pair.f;
        if (sum > p.limit) break;
        if (j == 0) {
            moves.push_back({sum});
            break;
        }
        pair.upTo(indices[j - 1]);
        if (pair.f > 2 * sum) moves.push_back({sum});
        // The next part is added at the loop's top: pair already stands on it.
    }
    return moves;
}

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    return Move{1}; // the fewest winning replies, see the header
}

Message describeMove(const Position&, const Move& m) {
    return {BashTake, {stones(m.take)}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (isOver(next)) return {BashReasonAll, {stones(p.stones)}};
    const auto indices = zeckendorfIndices(next.stones);
    if (indices.size() == 1) return {FibonacciNimReasonSingle, {m.take, next.stones, next.limit}};
    return {FibonacciNimReason,
            {m.take, next.stones, representation(indices), fibonacci(indices.back()), next.limit}};
}

bool isFibonacci(u64 n) {
    return std::binary_search(kFibonacci.begin(), kFibonacci.end(), n);
}

bool isFibonacci(const Natural& n) {
    if (fitsU64(n)) return isFibonacci(toU64(n));
    const Natural five = 5 * n * n;
    const Natural plus = five + 4, minus = five - 4;
    return mpz_perfect_square_p(plus.get_mpz_t()) || mpz_perfect_square_p(minus.get_mpz_t());
}

Outcome startOutcome(const Natural& n) {
    return isFibonacci(n) ? Outcome::P : Outcome::N;
}

// ---- the explanation ----------------------------------------------------------------

namespace {

explain::Explanation explainPosition(const AnyPosition& any) {
    using explain::text;
    const Position& p = std::get<Position>(any);
    validate(p);
    explain::Explanation e;
    e.game = GameKind::FibonacciNim;
    const Natural& n = p.stones;
    explain::fillCommon(e, p, GameFibonacciNim,
                        Message{FibonacciNimPosition, {stones(n), p.limit}});
    e.facts = {{text(FactStones), n}, {text(FactFibonacciLimit), p.limit}};
    if (e.over) {
        e.paragraphs.push_back(text(BashOver));
        return e;
    }
    const auto indices = zeckendorfIndices(n);
    const Natural smallest = fibonacci(indices.back());
    e.facts.push_back({text(FactZeckendorf), representation(indices)});
    e.facts.push_back({text(FactSmallestPart), smallest});
    if (namesIndices(indices))
        e.facts.push_back({text(FactFibonacciIndex), text(FibonacciIndexMeaning)});
    e.paragraphs.push_back({FibonacciNimIntro, {p.limit}});
    if (indices.size() == 1)
        e.paragraphs.push_back({FibonacciNimSinglePart, {n}});
    else
        e.paragraphs.push_back({FibonacciNimParts, {n, representation(indices), smallest}});
    if (smallest > p.limit) {
        e.paragraphs.push_back({FibonacciNimLosing, {smallest, p.limit}});
        return e;
    }
    if (smallest == n) {
        e.paragraphs.push_back({FibonacciNimTakeAll, {stones(n), p.limit}});
        return e;
    }
    const Natural left = n - smallest;
    e.paragraphs.push_back(
        {FibonacciNimWinning,
         {smallest, p.limit, left, fibonacci(indices[indices.size() - 2]), Natural(2 * smallest)}});
    return e;
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::FibonacciNim,
        .id = "fibonacci-nim",
        .name = GameFibonacciNim,
        .rule = "one pile: the first move takes 1 to n-1 stones, each later move 1 to twice the "
                "previous one (HDU 2516); give the stones (the start), or the stones and the "
                "most the next move may take",
        .example = "20",
        .shape = {1, 2, "numbers", NounNumbers, "stones and limit"},
        .options = {},
        // One number is the start (limit n - 1); two are the stones and the limit.
        .make = [](std::vector<Natural> numbers, const GameOptions&) -> AnyPosition {
            if (numbers.size() == 1) return startPosition(numbers[0]);
            Position p{numbers[0], numbers[1]};
            validate(p);
            return p;
        },
        .numbers =
            [](const AnyPosition& a) {
                const Position& p = std::get<Position>(a);
                return std::vector<Natural>{p.stones, p.limit};
            },
        .optionsOf = noOptions,
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (to.stones >= from.stones) return std::nullopt;
            const Natural take = from.stones - to.stones;
            if (to.limit != 2 * take) return std::nullopt;
            return ifLegal(from, Move{take});
        },
        .explain = explainPosition,
    };
    return game;
}

} // namespace grundy::fibonaccinim
