// SPDX-License-Identifier: MIT
#include "core/games/fibonaccinim/fibonaccinim.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/fibonaccinim/fibonaccinimwords.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/text/english.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace grundy::fibonaccinim {

namespace {

using namespace words;

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
        if (index > k + 64) { // far above: jump rather than walk
            *this = FibonacciPair(index);
            return;
        }
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

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (p.stones == 0) return Message{ErrorGameOver, {}};
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    if (m.take > p.stones) return Message{ErrorPileHasOnly, {stones(p.stones), m.take}};
    if (m.take > p.limit) return Message{ErrorFibonacciTakeTooMany, {stones(p.limit), m.take}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    validate(p);
    requireLegal(p, m);
    return {p.stones - m.take, 2 * m.take};
}

bool isOver(const Position& p) {
    return p.stones == 0;
}

namespace {

/// For x = n + 1: r = floor(sqrt(5) x) = isqrt(5 x^2) and its remainder 5 x^2 - r^2.
struct ScaledRoot {
    Natural x, root, remainder;
    explicit ScaledRoot(const Natural& n) : x(n + 1) {
        Natural square;
        mpz_mul(square.get_mpz_t(), x.get_mpz_t(), x.get_mpz_t());
        square *= 5;
        mpz_sqrtrem(root.get_mpz_t(), remainder.get_mpz_t(), square.get_mpz_t());
    }
    /// x + r is odd: floor(x phi) = (x + r - 1) / 2 rather than (x + r) / 2.
    bool odd() const { return mpz_odd_p(x.get_mpz_t()) != mpz_odd_p(root.get_mpz_t()); }
};

} // namespace

Natural zeckendorfShift(const Natural& n) {
    if (n <= 0) return 0;
    // s = floor((n + 1) phi) - 1, as n phi - s lies in (-phi^-1, phi^-2) (see BottomParts),
    // and floor(x phi) = (x + isqrt(5 x^2)) / 2 for integers x >= 1 (sqrt(5) x is irrational).
    const ScaledRoot r(n);
    Natural s = r.x + r.root;
    mpz_fdiv_q_2exp(s.get_mpz_t(), s.get_mpz_t(), 1);
    return s - 1;
}

namespace {

/// The smallest Zeckendorf parts of a number, one after the other from the bottom, without the
/// greedy's walk from the top (O(d^2) for d digits). With GMP's numbering, n = sum F(i) over
/// its parts Z and j = min Z. Since phi F(i) - F(i + 1) = -psi^i (psi = -1/phi), the shift
/// s = sum F(i + 1) leaves delta = n phi - s = -sum psi^i = -psi^j (1 + eps), where the other
/// parts, non-neighbours from j + 2 on, give eps in (-phi^-2, phi^-1). So delta > 0 exactly
/// when j is odd, and phi^(-j-1) < |delta| < phi^(-j+1): with M the largest m such that
/// |delta| < phi^-m, j is M or M + 1, whichever has delta's parity. Everything is exact
/// integers: with u = 2s - n, 2 delta = n sqrt5 - u, and 2 phi^-m = e (L - H sqrt5) for
/// e = (-1)^m, H = F(m), L = F(m + 1) + F(m - 1) (a Lucas number).
class BottomParts {
public:
    /// n > 0.
    explicit BottomParts(const Natural& n) : m_n(n) {
        // u = 2 s - n = r - c with c = 1, or 2 when x + r is odd (zeckendorfShift); and
        // K = (r - c)^2 - 5 (x - 1)^2 = c^2 + 10 x - 5 - (5 x^2 - r^2) - 2 c r, without a
        // square of n's length: the square root left its remainder.
        const ScaledRoot r(n);
        const long c = r.odd() ? 2 : 1;
        m_u = r.root - c;
        m_k = 10 * r.x;
        m_k += c * c - 5;
        m_k -= r.remainder;
        m_t = 2 * c * r.root;
        m_k -= m_t;
    }

    /// The index j of the smallest part of rest() (rest() > 0): M by doubling m until
    /// |delta| < phi^-m fails, then halving the interval.
    unsigned long smallestIndex() {
        unsigned long below = 0, above = 1; // |delta| < phi^0 = 1 always holds
        while (closerThan(above)) {
            below = above;
            above *= 2;
        }
        while (above - below > 1) {
            const unsigned long mid = below + (above - below) / 2;
            (closerThan(mid) ? below : above) = mid;
        }
        const bool odd = deltaPositive();
        return (below % 2 == 1) == odd ? below : below + 1;
    }

    /// Removes the part F(j) (j = smallestIndex()): n -= F(j), u -= L(j), and
    /// K = u^2 - 5 n^2 becomes K - 2 (u L - 5 n F) + 4 (-1)^j, as L^2 - 5 F^2 = 4 (-1)^j.
    void remove(unsigned long j) {
        lucasAndFibonacci(j);
        m_cross = m_u * m_l;
        m_t = 5 * m_n * m_h;
        m_cross -= m_t;
        m_k -= 2 * m_cross;
        m_k += j % 2 == 0 ? 4 : -4;
        m_n -= m_h;
        m_u -= m_l;
    }

private:
    /// delta > 0 exactly when u < n sqrt5, that is when K = u^2 - 5 n^2 < 0 (never 0).
    bool deltaPositive() const { return m_k < 0; }

    /// m_h = F(m), m_l = L(m).
    void lucasAndFibonacci(unsigned long m) {
        mpz_fib2_ui(m_l.get_mpz_t(), m_h.get_mpz_t(), m + 1); // F(m + 1), F(m)
        m_l = 2 * m_l - m_h;
    }

    /// Whether |delta| < phi^-m: sign(phi^-m - sigma delta) with sigma = sign(delta), that is
    /// the sign of c - b sqrt5 with c = e L + sigma u, b = e H + sigma n. When c and b have
    /// the same sign it is decided by c^2 - 5 b^2 = 4 e + K + 2 e sigma (L u - 5 H n), whose
    /// products have one factor as short as F(m).
    bool closerThan(unsigned long m) {
        lucasAndFibonacci(m);
        const int e = m % 2 == 0 ? 1 : -1, sigma = deltaPositive() ? 1 : -1;
        m_c = e * sigma > 0 ? Natural(m_l + m_u) : Natural(m_l - m_u); // e * c
        m_b = e * sigma > 0 ? Natural(m_h + m_n) : Natural(m_h - m_n); // e * b
        const int c = e * sgn(m_c), b = e * sgn(m_b);
        if (c >= 0 && b <= 0) return true; // c - b sqrt5 > 0 (not both 0: sqrt5 is irrational)
        if (c <= 0 && b >= 0) return false;
        m_cross = m_l * m_u;
        m_t = 5 * m_h * m_n;
        m_cross -= m_t;
        m_t = m_k + 2 * e * sigma * m_cross + 4 * e; // c^2 - 5 b^2
        return c > 0 ? m_t > 0 : m_t < 0;
    }

    Natural m_n, m_u, m_k;                    // rest, 2 s - n, u^2 - 5 n^2
    Natural m_h, m_l, m_c, m_b, m_cross, m_t; // scratch, kept to reuse their limbs
};

} // namespace

unsigned long smallestPartIndex(const Natural& n) {
    if (n <= 0) throw InvalidPosition({ErrorGameOver, {}});
    return BottomParts(n).smallestIndex();
}

std::vector<unsigned long> smallestIndices(const Natural& n, const Natural& most) {
    std::vector<unsigned long> indices;
    if (n <= 0) return indices;
    BottomParts parts(n);
    Natural sum = 0, part;
    for (;;) {
        const unsigned long j = parts.smallestIndex();
        indices.push_back(j);
        mpz_fib_ui(part.get_mpz_t(), j);
        sum += part;
        if (sum > most || sum == n) return indices;
        parts.remove(j);
    }
}

namespace {

/// The parts of n > 0 by the greedy from the top, each index raised by `raise`, appended
/// largest first: a subtraction of n's length per part, O(d^2) for d digits.
void appendGreedy(const Natural& n, unsigned long raise, std::vector<unsigned long>& out) {
    Natural r = n;
    FibonacciPair pair = largestAtMost(r);
    for (;;) {
        // Here F(k) <= r < F(k + 1): F(k) is the next part, and what is left is below
        // F(k - 1), so the part after it is F(k - 2) or smaller (no neighbours).
        out.push_back(pair.k + raise);
        r -= pair.f;
        if (r == 0) return;
        if (bitsOf(r) + 64 < bitsOf(pair.f)) {
            pair = largestAtMost(r); // far below: jump rather than walk
            continue;
        }
        while (pair.f > r)
            pair.down();
    }
}

/// T_d(x) = the sum of F(i + d) over x's parts F(i), d >= 1: by F(i + d) = F(d) F(i + 1) +
/// F(d - 1) F(i), it is F(d) shift(x) + F(d - 1) x, with shift (zeckendorfShift) exact.
Natural raisedParts(const Natural& x, const Natural& fd, const Natural& fdBelow) {
    return fd * zeckendorfShift(x) + fdBelow * x;
}

/// The parts of n > 0, each index raised by `raise`, appended largest first, by halves: the
/// parts of n from F(d + 2) up are those of x raised by d, where x is the largest number with
/// T_d(x) <= n (the representations order as the numbers do, and the largest one at most
/// n's with no part below F(d + 2) is n's own cut there); the rest, n - T_d(x) < F(d + 2),
/// holds the parts below. Each half costs a few products and a square root of its length, so
/// the whole is O(M(d) log d) rather than the greedy's O(d^2).
void appendByHalves(const Natural& n, unsigned long raise, std::vector<unsigned long>& out) {
    constexpr std::size_t kGreedyBits = 8192; // below this the greedy is as fast
    const std::size_t bits = bitsOf(n);
    if (bits <= kGreedyBits) {
        appendGreedy(n, raise, out);
        return;
    }
    // n's largest part is about F(1.44 bits); d is half of that.
    const unsigned long d = (bits * 144 / 100) / 2;
    Natural fd, fdBelow;
    mpz_fib2_ui(fd.get_mpz_t(), fdBelow.get_mpz_t(), d);
    // T_d(x) = x phi^d + F(d) (shift(x) - x phi), within F(d) of x phi^d, and phi^d is the
    // Lucas number L(d) = F(d) + 2 F(d - 1) to within phi^-d: the x sought is within two of
    // n / L(d).
    Natural x = n / (fd + 2 * fdBelow);
    x = x > 2 ? Natural(x - 2) : Natural(0);
    Natural high = raisedParts(x, fd, fdBelow);
    for (;;) {
        const Natural next = raisedParts(x + 1, fd, fdBelow);
        if (next > n) break;
        x += 1;
        high = next;
    }
    if (x > 0) appendByHalves(x, raise + d, out);
    if (high < n) appendByHalves(n - high, raise, out);
}

} // namespace

std::vector<unsigned long> zeckendorfIndices(const Natural& n) {
    std::vector<unsigned long> indices;
    if (n > 0) appendByHalves(n, 0, indices);
    return indices;
}

std::vector<unsigned long> detail::greedyIndices(const Natural& n) {
    std::vector<unsigned long> indices;
    if (n > 0) appendGreedy(n, 0, indices);
    return indices;
}

namespace {

/// zeckendorfIndices of the heap asked for last on this thread, kept: an explanation asks for
/// the same heap's parts for its facts, its winning moves and each move's reason.
const std::vector<unsigned long>& partsOf(const Natural& n) {
    thread_local Natural last = -1;
    thread_local std::vector<unsigned long> parts;
    if (n != last) {
        parts = zeckendorfIndices(n);
        last = n;
    }
    return parts;
}

/// The parts of n - take, largest first: n's parts without its smallest ones when they sum
/// to `take` (every winning take, see winningMoves), else found afresh.
std::vector<unsigned long> partsAfter(const Natural& n, const Natural& take) {
    const std::vector<unsigned long> parts = partsOf(n); // a copy: partsOf keeps one heap
    Natural sum = 0, part;
    for (std::size_t kept = parts.size(); kept-- > 0 && sum < take;) {
        mpz_fib_ui(part.get_mpz_t(), parts[kept]);
        sum += part;
        if (sum == take) return {parts.begin(), parts.begin() + std::ptrdiff_t(kept)};
    }
    return zeckendorfIndices(n - take);
}

} // namespace

std::vector<Natural> zeckendorf(const Natural& n) {
    std::vector<Natural> parts;
    for (unsigned long k : zeckendorfIndices(n))
        parts.push_back(fibonacci(k));
    return parts;
}

Natural smallestPart(const Natural& n) {
    return fibonacci(smallestPartIndex(n));
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

namespace {

/// Whether listing n's parts from the bottom up to `limit` (BottomParts) costs less than the
/// greedy's walk over all of them from the top: about 2 log2(j) searches of products as long
/// as the limit per part below it, against n's bits per part for all of n's parts.
bool fromBottomIsCheaper(const Natural& n, const Natural& limit) {
    const std::size_t limitBits = bitsOf(limit), bits = bitsOf(n);
    if (limitBits >= bits) return false;
    std::size_t log = 1;
    while ((std::size_t(1) << log) < limitBits)
        ++log;
    return limitBits * 2 * (log + 1) * (limitBits / 64 + 4) < bits;
}

} // namespace

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    // A take t wins exactly when n - t has a smallest part above 2t. Such a t is below that
    // part's half, so it is written in parts at least two places lower, and n's representation
    // is that of n - t with t's parts added below: t is the sum of n's j smallest parts, and
    // n - t's smallest part is n's (j + 1)-th smallest. Taking everything wins too.
    std::vector<unsigned long> ascending; // the smallest parts: every one to past the limit
    if (fromBottomIsCheaper(p.stones, p.limit)) {
        ascending = smallestIndices(p.stones, p.limit);
    } else {
        ascending = partsOf(p.stones);
        std::reverse(ascending.begin(), ascending.end());
    }
    std::vector<Move> moves;
    if (ascending.empty()) return moves;
    FibonacciPair pair(ascending.front());
    Natural sum = 0;
    for (std::size_t j = 0; j < ascending.size(); ++j) {
        pair.upTo(ascending[j]);
        sum += pair.f;
        if (sum > p.limit) break;
        if (sum == p.stones) {
            moves.push_back({sum});
            break;
        }
        pair.upTo(ascending[j + 1]); // there is a next part: the sum is not the whole heap
        if (pair.f > 2 * sum) moves.push_back({sum});
        if (moves.size() == kMaxWinningMoves) break;
        // The next part is added at the loop's top: pair already stands on it.
    }
    return moves;
}

Move computerMove(const Position& p) {
    validate(p);
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    // The first winning move, when there is one, is the smallest part (see winningMoves): no
    // need to list the others.
    if (Natural smallest = smallestPart(p.stones); smallest <= p.limit) return Move{smallest};
    return Move{1}; // the fewest winning replies, see the header
}

Message describeMove(const Position&, const Move& m) {
    return {TakeStones, {stones(m.take)}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Position next = apply(p, m);
    if (isOver(next)) return {ReasonTakeAll, {stones(p.stones)}};
    const auto indices = partsAfter(p.stones, m.take);
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
    const Natural& n = p.stones;
    explain::fillCommon(e, p, GameFibonacciNim,
                        Message{FibonacciNimPosition, {stones(n), p.limit}});
    e.facts = {{text(FactStones), n}, {text(FactFibonacciLimit), p.limit}};
    if (e.over) {
        e.paragraphs.push_back(text(NoStonesLeft));
        return e;
    }
    const auto indices = partsOf(n); // a copy: partsOf keeps one heap
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
        .reason = hook<reason>,
        .winningMovesListed = kMaxWinningMoves,
    };
    return game;
}

} // namespace grundy::fibonaccinim
