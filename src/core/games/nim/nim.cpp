// SPDX-License-Identifier: MIT
#include "core/games/nim/nim.h"

#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/nim/nimexplain.h"
#include "core/games/nim/nimwords.h"
#include "core/text/english.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace grundy::nim {

namespace {

constexpr mp_bitcnt_t noBit = std::numeric_limits<mp_bitcnt_t>::max();

/// Calls f(h) for every set bit h of n, lowest first, while f returns true.
template <class F> void forEachBit(const Natural& n, F f) {
    for (mp_bitcnt_t h = mpz_scan1(n.get_mpz_t(), 0); h != noBit;
         h = mpz_scan1(n.get_mpz_t(), h + 1))
        if (!f(h)) return;
}

/// The best move from a P-position (nim-sum 0). Taking from pile i down to q, where h is
/// the highest bit in which q differs from p_i, leaves nim-sum with top bit h; the winning
/// replies are then exactly the piles with bit h set: c_h - 1 of them (pile i lost it).
/// For a given (i, h) the fewest stones is (p_i mod 2^h) + 1 (q keeps every lower bit
/// set), and a lower h gives fewer stones, so each pile's best bit is its lowest bit h
/// with the least c_h.
Move bestMoveFromP(const Position& p) {
    std::vector<std::size_t> count; // count[h] = c_h
    for (const Natural& pile : p.piles) {
        forEachBit(pile, [&](mp_bitcnt_t h) {
            if (h >= count.size()) count.resize(h + 1, 0);
            ++count[h];
            return true;
        });
    }
    std::size_t least = std::numeric_limits<std::size_t>::max();
    for (std::size_t c : count)
        if (c > 0) least = std::min(least, c);

    Move best;
    bool found = false;
    Natural stones;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        mp_bitcnt_t bit = noBit;
        forEachBit(p.piles[i], [&](mp_bitcnt_t h) {
            if (count[h] != least) return true;
            bit = h;
            return false;
        });
        if (bit == noBit) continue;
        mpz_fdiv_r_2exp(stones.get_mpz_t(), p.piles[i].get_mpz_t(), bit);
        ++stones;
        // Piles are scanned in index order, so a strict < keeps the lowest index on ties.
        if (!found || stones < best.take) {
            best = {i, stones};
            found = true;
        }
    }
    return best;
}

} // namespace

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] < 0) throw InvalidPosition({words::ErrorPileNegative, {i + 1}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    using namespace words;
    if (m.pile >= p.piles.size()) return Message{ErrorNoPile, {m.pile + 1, p.piles.size()}};
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    const Natural& pile = p.piles[m.pile];
    if (m.take > pile) return Message{ErrorPileShort, {m.pile + 1, stones(pile), m.take}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.piles[m.pile] -= m.take;
    return next;
}

bool isOver(const Position& p) {
    return std::all_of(p.piles.begin(), p.piles.end(), [](const Natural& n) { return n == 0; });
}

Natural nimSum(const Position& p) {
    Natural x = 0;
    for (const Natural& pile : p.piles)
        mpz_xor(x.get_mpz_t(), x.get_mpz_t(), pile.get_mpz_t());
    return x;
}

std::size_t winningMoveCount(const Position& p) {
    const Natural x = nimSum(p);
    if (sgn(x) == 0) return 0;
    // (pile XOR x) < pile exactly when the pile has x's top bit.
    const mp_bitcnt_t top = mpz_sizeinbase(x.get_mpz_t(), 2) - 1;
    std::size_t count = 0;
    for (const Natural& pile : p.piles)
        count += mpz_tstbit(pile.get_mpz_t(), top) ? 1 : 0;
    return count;
}

std::size_t winningMoveCount(const std::vector<u64>& piles) {
    u64 x = 0;
    for (const u64 pile : piles)
        x ^= pile;
    if (x == 0) return 0;
    const u64 top = u64{1} << (63 - std::countl_zero(x));
    return static_cast<std::size_t>(
        std::count_if(piles.begin(), piles.end(), [top](u64 pile) { return pile & top; }));
}

std::size_t bigPileCount(const Position& p) {
    return static_cast<std::size_t>(std::count_if(p.piles.begin(), p.piles.end(),
                                                  [](const Natural& pile) { return pile > 1; }));
}

Outcome misereOutcome(const Position& p) {
    validate(p);
    return misereMoverWins(bigPileCount(p) > 0, sgn(nimSum(p)) == 0) ? Outcome::N : Outcome::P;
}

std::optional<Natural> sgValue(const Position& p) {
    if (p.play == Convention::Misere) return std::nullopt;
    validate(p);
    return nimSum(p);
}

Outcome outcome(const Position& p) {
    if (p.play == Convention::Misere) return misereOutcome(p);
    validate(p);
    return nimSum(p) == 0 ? Outcome::P : Outcome::N;
}

Convention convention(const Position& p) {
    return p.play;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        for (Natural t = 1; t <= p.piles[i]; ++t)
            moves.push_back({i, t});
    return moves;
}

Position remotenessKey(Position p) {
    std::sort(p.piles.begin(), p.piles.end());
    return p;
}

std::optional<Natural> remoteness(const Position& p) {
    validate(p);
    std::vector<Natural> sizes;
    for (const Natural& pile : p.piles)
        if (pile > 0) sizes.push_back(pile);
    if (sizes.size() > 2) return std::nullopt;
    while (sizes.size() < 2)
        sizes.insert(sizes.begin(), Natural(0));
    if (sizes[0] > sizes[1]) std::swap(sizes[0], sizes[1]);
    const Natural &a = sizes[0], &b = sizes[1];
    if (p.play == Convention::Normal) // the winner evens the piles, then copies the loser
        return Natural(2 * a + (a != b ? 1 : 0));
    // Misère: the same copying down to two piles of 2, where the loser's move lets the
    // winner leave one stone; below that the cases are counted out in docs/remoteness.md.
    if (b <= 1) return Natural(a + b);
    if (a <= 1) return Natural(2);
    return Natural(2 * a - (a == b ? 1 : 0));
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({words::ErrorGameOver, {}});
    // Pile i has piles[i] moves (take 1 ... piles[i]).
    Random::Pick pick = random.among(p.piles);
    return {pick.group, pick.index + 1};
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    // Misère play with at most one pile of 2 or more (anti-SG): leave an odd number of 1s
    // and nothing bigger. With two or more such piles, a move keeps at least one, and then
    // XOR 0 loses as in normal play: the normal winning moves below.
    if (const std::size_t big = bigPileCount(p); p.play == Convention::Misere && big < 2) {
        const auto ones = static_cast<std::size_t>(std::count(p.piles.begin(), p.piles.end(), 1));
        for (std::size_t i = 0; i < p.piles.size(); ++i) {
            if (big == 1 && p.piles[i] > 1) // down to 1 when the other 1s are even, else to 0
                moves.push_back({i, p.piles[i] - (ones % 2 == 0 ? 1 : 0)});
            else if (big == 0 && p.piles[i] == 1 && ones % 2 == 0)
                moves.push_back({i, 1});
        }
        return moves;
    }
    const Natural x = nimSum(p);
    if (x == 0) return moves;
    Natural target;
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        mpz_xor(target.get_mpz_t(), p.piles[i].get_mpz_t(), x.get_mpz_t());
        if (target < p.piles[i]) moves.push_back({i, p.piles[i] - target});
    }
    return moves;
}

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({words::ErrorGameOver, {}});
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    Move best = bestMoveFromP(p);
    // Misère play with exactly two piles of 2 or more (and XOR 0): cutting one of them to 1
    // leaves a single big pile, whose one winning reply is the fewest there can be. It beats
    // the normal choice unless that also leaves one reply with no more stones. With one big
    // pile the position is N; with three or more every move keeps two, and the replies are
    // those of normal play.
    if (p.play == Convention::Misere && bigPileCount(p) == 2) {
        std::optional<Move> cut;
        for (std::size_t i = 0; i < p.piles.size(); ++i)
            if (p.piles[i] > 1 && (!cut || p.piles[i] - 1 < cut->take))
                cut = Move{i, p.piles[i] - 1};
        const std::size_t replies = winningMoves(apply(p, best)).size();
        if (replies > 1 || cut->take < best.take ||
            (cut->take == best.take && cut->pile < best.pile))
            best = *cut;
    }
    return best;
}

Message describeMove(const Position&, const Move& m) {
    return {words::TakeFromPile, {m.take, m.pile + 1}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

// ---- the catalogue entry ------------------------------------------------------------

namespace {

/// The takes that leave piles whose XOR is `value`: pile i goes to p_i XOR x XOR value where
/// that is smaller (a sum of games' move to a value: GameInfo::movesToValue).
std::vector<AnyMove> movesToValue(const AnyPosition& any, const Natural& value, std::size_t most) {
    const auto& p = std::get<Position>(any);
    const Natural x = nimSum(p) ^ value;
    std::vector<AnyMove> out;
    for (std::size_t i = 0; i < p.piles.size() && out.size() < most && x != 0; ++i)
        if (const Natural to = p.piles[i] ^ x; to < p.piles[i]) out.emplace_back(Move{i, p.piles[i] - to});
    return out;
}

} // namespace

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Nim,
        .id = "nim",
        .name = words::GameNim,
        .rule = "several piles: take any number of stones from one pile",
        .example = "3 5 7",
        .shape = {1, 0, "piles", words::NounPiles, "piles"},
        .options = {playOption()},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            return Position{std::move(numbers), conventionFrom(options)};
        },
        .numbers = pilesOf<Position>,
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                setPlay(options, std::get<Position>(p).play);
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.play != to.play) return std::nullopt;
            const auto i = onlyDifference(from.piles, to.piles);
            if (!i || to.piles[*i] > from.piles[*i]) return std::nullopt;
            return ifLegal(from, Move{*i, from.piles[*i] - to.piles[*i]});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .convention = hook<convention>,
        .remoteness = hook<remoteness>,
        .remotenessKey = hook<remotenessKey>,
        .movesToValue = movesToValue,
    };
    return game;
}

} // namespace grundy::nim
