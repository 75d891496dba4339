// SPDX-License-Identifier: MIT
#include "core/games/wythoff/wythoff.h"

#include "core/games/catalogue.h"
#include "core/games/wythoff/wythoffexplain.h"
#include "core/text/english.h"

#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/wythoff/wythofftable.h"
#include "core/games/wythoff/wythoffwords.h"
#include <algorithm>
#include <stdexcept>
#include <type_traits>

namespace grundy::wythoff {

namespace {

// The closed forms are written once, as templates over the integer type T: u64 (with u128
// for squares) on the fast path, Natural (GMP) beyond it. Every decision is an exact
// integer comparison; there is no floating point anywhere.
template <class T> using Wide = std::conditional_t<std::is_same_v<T, u64>, u128, Natural>;

// 5 k^2: below 2^127 on the fast path, since k < 2^62.
template <class T> Wide<T> fiveSquared(const T& k) {
    Wide<T> w(k);
    return Wide<T>(w * w * 5u);
}

// Whether a == a_k = floor(k * phi) = floor((k + k sqrt5) / 2), for k >= 1.
// a == a_k  <=>  2a - k <= k sqrt5 < 2a + 2 - k, and since k sqrt5 is irrational the left
// side is strict: (2a - k)^2 < 5k^2 < (2a + 2 - k)^2. No square root needed.
template <class T> bool isLowerOf(const T& a, const T& k) {
    const T twoA = a + a;
    if (twoA + 2u <= k) return false; // right side would be <= 0 < k sqrt5
    const Wide<T> five = fiveSquared(k);
    const Wide<T> right(T(twoA + 2u - k));
    if (!(five < right * right)) return false;
    if (twoA < k) return true; // left side negative: holds trivially
    const Wide<T> left(T(twoA - k));
    return left * left < five;
}

// floor(n sqrt5), exactly.
template <class T> T floorSqrt5Times(const T& n) {
    return T(isqrt(fiveSquared(n)));
}

template <class T> T lowerT(const T& k) {
    return T((k + floorSqrt5Times(k)) / 2u);
}

// With s = floor(n sqrt5) and n >= 1 (so n sqrt5 is irrational):
// - n is a lower number a_k iff k = ceil(n / phi) = ceil((n sqrt5 - n) / 2), and since
//   s - n < n sqrt5 - n < s - n + 1 that ceiling is floor((s - n) / 2) + 1;
// - otherwise n is an upper number b_k (Beatty), k = ceil(n / phi^2) = ceil((3n - n sqrt5)/2),
//   and since 3n - s - 1 < 3n - n sqrt5 < 3n - s that ceiling is ceil((3n - s) / 2).
// Both estimates are exact; each is still confirmed by the exact test above.
template <class T> T partnerT(const T& n) {
    if (n == 0u) return T(0u);
    const T s = floorSqrt5Times(n);
    const T kLower = T((s - n) / 2u + 1u);
    if (isLowerOf(n, kLower)) return T(n + kLower);
    const T kUpper = T((3u * n - s + 1u) / 2u);
    const T a = T(n - kUpper);
    if (!isLowerOf(a, kUpper))
        throw std::logic_error("Wythoff partner: " + toString(Natural(n)) +
                               " is neither a lower nor an upper number");
    return a;
}

template <class T> bool isPT(const T& x, const T& y) {
    const T& lo = std::min(x, y);
    const T& hi = std::max(x, y);
    const T d = T(hi - lo);
    if (d == 0u) return lo == 0u;
    return isLowerOf(lo, d);
}

template <class T> Natural toNatural(const T& v) {
    if constexpr (std::is_same_v<T, u64>)
        return fromU64(v);
    else
        return v;
}

// The winning moves of (a, b) in the order of winningMoves(); see docs/games.md section 3.
template <class T> std::vector<Move> winningMovesT(const T& a, const T& b) {
    std::vector<Move> moves;
    const T& lo = std::min(a, b);
    const T d = T(std::max(a, b) - lo);
    // 1. Equal removal down to (a_d, b_d), which keeps the difference d.
    if (const T ad = lowerT(d); ad < lo) {
        const Natural t = toNatural(T(lo - ad));
        moves.push_back(Move{t, t});
    }
    // 2./3. One pile down to the partner of the other (the larger pile to the partner of the
    // smaller, or the smaller to the partner of the larger): stated per pile, this needs no
    // case for a == b, and the two moves touch different piles, so they never coincide.
    const auto cut = [](const T& keep, const T& pile) -> std::optional<Natural> {
        if (const T target = partnerT(keep); target < pile) return toNatural(T(pile - target));
        return std::nullopt;
    };
    if (const auto take = cut(a, b)) moves.push_back(Move{0, *take});
    if (const auto take = cut(b, a)) moves.push_back(Move{*take, 0});
    return moves;
}

// Whether n < kFastLimit, so that the 64-bit path is exact for it.
bool fits(const Natural& n) {
    return fitsU64(n) && toU64(n) < kFastLimit;
}

void requireFast(u64 n) {
    if (n >= kFastLimit)
        throw std::out_of_range("Wythoff fast path: " + std::to_string(n) +
                                " is not below 2^62; use the Natural overload");
}

void requireValid(const Natural& a, const Natural& b) {
    if (sgn(a) < 0 || sgn(b) < 0) throw InvalidPosition({words::ErrorPilesNegative, {a, b}});
}

void requireValid(const Position& p) {
    requireValid(p.a, p.b);
}

// The number of winning replies the opponent has after m, and how many stones m takes:
// computerMove() minimises this pair.
std::size_t replies(const Position& p, const Move& m) {
    return winningMoves(Position{p.a - m.fromA, p.b - m.fromB, p.play}).size();
}

} // namespace

u64 lower(u64 k) {
    requireFast(k);
    return lowerT(k);
}

u64 partner(u64 n) {
    requireFast(n);
    return partnerT(n);
}

bool isP(u64 a, u64 b) {
    requireFast(a);
    requireFast(b);
    return isPT(a, b);
}

Natural lower(const Natural& k) {
    if (sgn(k) < 0) throw std::domain_error("Wythoff lower(k): k must be non-negative");
    return fits(k) ? fromU64(lowerT(toU64(k))) : lowerT(k);
}

Natural upper(const Natural& k) {
    return Natural(lower(k) + k);
}

Natural partner(const Natural& n) {
    if (sgn(n) < 0) throw std::domain_error("Wythoff partner(n): n must be non-negative");
    return fits(n) ? fromU64(partnerT(toU64(n))) : partnerT(n);
}

bool isP(const Natural& a, const Natural& b) {
    requireValid(a, b);
    return fits(a) && fits(b) ? isPT(toU64(a), toU64(b)) : isPT(a, b);
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    using namespace words;
    if (sgn(p.a) < 0 || sgn(p.b) < 0) return Message{ErrorPilesNegative, {p.a, p.b}};
    if (sgn(m.fromA) < 0 || sgn(m.fromB) < 0) return Message{ErrorTakeNegative, {}};
    if (m.fromA == 0 && m.fromB == 0) return Message{ErrorTakeNothing, {}};
    if (m.fromA != 0 && m.fromB != 0 && m.fromA != m.fromB)
        return Message{ErrorWythoffMixed, {m.fromA, m.fromB}};
    if (m.fromA != 0 && m.fromB != 0) {
        if (m.fromA > p.a || m.fromB > p.b)
            return Message{ErrorWythoffBothShort, {m.fromA, p.a, stones(p.b)}};
        return std::nullopt;
    }
    if (m.fromA > p.a) return Message{ErrorWythoffAShort, {m.fromA, stones(p.a)}};
    if (m.fromB > p.b) return Message{ErrorWythoffBShort, {m.fromB, stones(p.b)}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireValid(p);
    requireLegal(p, m);
    return Position{p.a - m.fromA, p.b - m.fromB, p.play};
}

bool isOver(const Position& p) {
    requireValid(p);
    return p.a == 0 && p.b == 0;
}

std::optional<Natural> sgValue(const Position& p) {
    if (p.play == Convention::Misere || p.a >= kSgLimit || p.b >= kSgLimit) return std::nullopt;
    static const SgTable table(kSgLimit); // filled once, on first use (thread-safe)
    return Natural(static_cast<unsigned long>(table.at(p.a.get_ui(), p.b.get_ui())));
}

Outcome outcome(const Position& p) {
    const bool lost = p.play == Convention::Misere ? isMisereP(p.a, p.b) : isP(p.a, p.b);
    return lost ? Outcome::P : Outcome::N;
}

Convention convention(const Position& p) {
    return p.play;
}

bool misereAdded(const Natural& a, const Natural& b) {
    return (a == 0 && b == 1) || (a == 1 && b == 0) || (a == 2 && b == 2);
}

bool misereRemoved(const Natural& a, const Natural& b) {
    return (a == 0 && b == 0) || (a == 1 && b == 2) || (a == 2 && b == 1);
}

bool isMisereP(const Natural& a, const Natural& b) {
    requireValid(a, b);
    if (a <= 2 && b <= 2) return misereAdded(a, b);
    return isP(a, b); // a pile of 3 or more: the normal P-positions
}

Natural miserePartner(const Natural& n) {
    if (n == 0) return 1;
    if (n == 1) return 0;
    if (n == 2) return 2;
    return partner(n);
}

Position remotenessKey(Position p) {
    if (p.b < p.a) std::swap(p.a, p.b);
    return p;
}

std::vector<Move> legalMoves(const Position& p) {
    requireValid(p);
    // Every move is listed, so this is for positions a person could count by hand.
    constexpr u64 kMaxPile = u64{1} << 24;
    if (p.a > fromU64(kMaxPile) || p.b > fromU64(kMaxPile))
        throw std::length_error("Wythoff legalMoves: piles above 2^24 have too many moves");
    const u64 a = toU64(p.a), b = toU64(p.b);
    std::vector<Move> moves;
    moves.reserve(a + b + std::min(a, b));
    for (u64 x = 1; x <= a; ++x)
        moves.push_back(Move{fromU64(x), 0});
    for (u64 y = 1; y <= b; ++y)
        moves.push_back(Move{0, fromU64(y)});
    for (u64 t = 1; t <= std::min(a, b); ++t)
        moves.push_back(Move{fromU64(t), fromU64(t)});
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    requireValid(p);
    if (isOver(p)) throw IllegalMove({words::ErrorBothPilesEmpty, {}});
    const Random::Pick pick = random.among({p.a, p.b, p.a < p.b ? p.a : p.b});
    const Natural take = pick.index + 1;
    switch (pick.group) {
    case 0:
        return {take, 0};
    case 1:
        return {0, take};
    default:
        return {take, take};
    }
}

namespace {

/// The largest k with b_k <= most (0 when there is none): near most / phi^2 = most (3 -
/// sqrt 5) / 2, computed with an exact square root, then stepped to the exact k.
Natural lastLadderIndex(const Natural& most) {
    if (most < 2) return 0;
    Natural root;
    const Natural square = 5 * most * most;
    mpz_sqrt(root.get_mpz_t(), square.get_mpz_t());
    Natural k = (3 * most - root) / 2;
    while (upper(k + 1) <= most)
        k += 1;
    while (k > 0 && upper(k) > most)
        k -= 1;
    return k;
}

} // namespace

std::optional<Position> randomPPosition(const Natural& most, Convention play, Random& random) {
    // Normal play: (a_k, b_k) and (b_k, a_k) for k = 1..K. Misère play drops k = 1, (1, 2)
    // and (2, 1), and adds (2, 2); its other changes have a pile of 0.
    const Natural ladder = lastLadderIndex(most);
    const bool misere = play == Convention::Misere;
    if (ladder == 0) return std::nullopt;
    const Natural first = misere ? 2 : 1;
    const Natural pairs = ladder - first + 1;
    const Natural index = random.below(2 * pairs + (misere ? 1 : 0));
    if (index == 2 * pairs) return Position{2, 2, play};
    const Natural k = first + index / 2;
    Position p{lower(k), upper(k), play};
    if (mpz_odd_p(index.get_mpz_t())) std::swap(p.a, p.b);
    return p;
}

namespace {

/// Misère play's winning moves: on each line through (a, b) (the diagonal, pile A kept,
/// pile B kept) the one misère P-position, when it lies below. Off the small corner the
/// lines meet the normal P-positions: diagonal k >= 2 holds (a_k, b_k), k = 0 holds (2, 2)
/// and k = 1 holds (0, 1) or (1, 0); a kept pile n has miserePartner(n).
std::vector<Move> misereWinningMoves(const Position& p) {
    std::vector<Move> moves;
    const Natural& lo = std::min(p.a, p.b);
    const Natural d = std::max(p.a, p.b) - lo;
    const Natural low = d == 0 ? Natural(2) : d == 1 ? Natural(0) : lower(d);
    if (low < lo) {
        const Natural t = lo - low;
        moves.push_back(Move{t, t});
    }
    if (const Natural target = miserePartner(p.a); target < p.b)
        moves.push_back(Move{0, p.b - target});
    if (const Natural target = miserePartner(p.b); target < p.a)
        moves.push_back(Move{p.a - target, 0});
    return moves;
}

} // namespace

std::vector<Move> winningMoves(const Position& p) {
    requireValid(p);
    if (p.play == Convention::Misere) return misereWinningMoves(p);
    if (fits(p.a) && fits(p.b)) return winningMovesT(toU64(p.a), toU64(p.b));
    return winningMovesT(p.a, p.b);
}

// From an N-position: the first winning move. From a P-position every move loses, so
// the computer makes the opponent's task as hard as it can: the move after which the
// opponent has the fewest winning replies; ties go to the move taking fewest stones (a
// diagonal move of t takes 2t), then to pile A before pile B before both piles.
// Moves are tried in increasing order of stones taken and the search stops as soon as a
// move leaves exactly one winning reply (every move from a P-position leaves at least one),
// since no later move can beat it. That happens at once: from a P-position (a_k, b_k),
// k >= 1, taking one stone from the smaller pile gives (x, b_k) with x < a_k, whose only
// winning reply is to reduce b_k to the partner of x (equal removal would need
// a_(b_k - x) < x, but b_k - x > k gives a_(b_k - x) > a_k > x; and the partner of b_k is
// a_k > x). So at most three moves are examined, at any size.
Move computerMove(const Position& p) {
    if (auto moves = winningMoves(p); !moves.empty()) return moves.front();
    if (isOver(p)) throw IllegalMove({words::ErrorBothPilesEmpty, {}});
    std::optional<Move> best;
    std::size_t bestReplies = 0;
    for (Natural taken = 1; !best || bestReplies > 1; ++taken) {
        std::vector<Move> candidates;
        if (taken <= p.a) candidates.push_back(Move{taken, 0});
        if (taken <= p.b) candidates.push_back(Move{0, taken});
        if (mpz_even_p(taken.get_mpz_t())) {
            const Natural half = taken / 2;
            if (half <= p.a && half <= p.b) candidates.push_back(Move{half, half});
        }
        if (candidates.empty() && taken > p.a + p.b) break; // every move has been tried
        for (const Move& m : candidates) {
            if (const std::size_t r = replies(p, m); !best || r < bestReplies) {
                best = m;
                bestReplies = r;
                if (r == 1) break;
            }
        }
    }
    return *best;
}

namespace detail {

Natural lowerBig(const Natural& k) {
    return lowerT(k);
}
Natural partnerBig(const Natural& n) {
    return partnerT(n);
}
bool isPBig(const Natural& a, const Natural& b) {
    return isPT(a, b);
}
std::vector<Move> winningMovesBig(const Position& p) {
    return winningMovesT(p.a, p.b);
}

} // namespace detail

Message describeMove(const Position& /*p*/, const Move& m) {
    if (m.fromA != 0 && m.fromA == m.fromB) return {words::WythoffTakeBoth, {m.fromA}};
    if (m.fromB == 0) return {words::WythoffTakeA, {m.fromA}};
    if (m.fromA == 0) return {words::WythoffTakeB, {m.fromB}};
    return {words::WythoffTakeAB, {m.fromA, m.fromB}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Wythoff,
        .id = "wythoff",
        .name = words::GameWythoff,
        .rule = "two piles: take any number from one pile, or the same number from both",
        .example = "5 8",
        .shape = {2, 2, "piles", words::NounPiles, "piles"},
        .options = {playOption()},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            return Position{numbers[0], numbers[1], conventionFrom(options)};
        },
        .numbers =
            [](const AnyPosition& p) {
                const auto& w = std::get<Position>(p);
                return std::vector<Natural>{w.a, w.b};
            },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                setPlay(options, std::get<Position>(p).play);
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.play != to.play) return std::nullopt;
            return ifLegal(from, Move{from.a - to.a, from.b - to.b});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .convention = hook<convention>,
        .remotenessKey = hook<remotenessKey>,
    };
    return game;
}

} // namespace grundy::wythoff
