// SPDX-License-Identifier: MIT
#include "core/games/subtraction/subtraction.h"

#include "core/analysis/explainparts.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/subtraction/subtractionexplain.h"
#include "core/games/subtraction/subtractiontables.h"
#include "core/games/subtraction/subtractionwords.h"
#include "core/text/english.h"
#include "core/text/words.h"

#include <algorithm>
#include <mutex>
#include <optional>

namespace grundy::subtraction {

using explain::numberList;
using namespace words;

namespace {

/// Calls f(move) for every legal move of p, pile by pile, takes ascending.
template <class F> void forEachMove(const Position& p, F f) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        p.set.forEachUpTo(p.piles[i], [&](const Natural& s) {
            f(Move{i, s});
            return true;
        });
}

/// The trimmed text (spaces and tabs at both ends).
std::string_view trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::string setText(std::string_view text) {
    const std::string_view word = trimmed(text);
    if (word == "powers-of-two" || word == "fibonacci") return std::string(word);
    // Written as a position's numbers are: commas, spaces or both ("1,3,4", "1 3 4", "1,3,4,").
    const std::vector<std::string_view> pieces = numberPieces(text);
    if (pieces.empty()) throw InvalidPosition({ErrorSetSyntax, {}});
    std::vector<Natural> numbers;
    for (const std::string_view piece : pieces) {
        const auto n = parseNatural(piece);
        if (!n) throw InvalidPosition({ErrorSetSyntax, {}});
        if (*n == 0) throw InvalidPosition({ErrorSetZero, {}});
        numbers.push_back(*n);
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    if (numbers.size() > kMaxSetSize) throw InvalidPosition({ErrorSetTooLarge, {kMaxSetSize}});
    return Set::finite(std::move(numbers)).text();
}

Message setPhrase(const Set& set) {
    switch (set.kind()) {
    case Set::Kind::PowersOfTwo:
        return {SubtractionSetPowers, {}};
    case Set::Kind::Fibonacci:
        return {SubtractionSetFibonacci, {}};
    case Set::Kind::Finite:
        break;
    }
    constexpr std::size_t kShown = 20;
    const std::vector<Natural>& n = set.numbers();
    if (n.size() <= kShown) return {SubtractionSetFinite, {numberList(n)}};
    return {SubtractionSetLong,
            {numberList({n.begin(), n.begin() + std::ptrdiff_t(kShown)}), n.size()}};
}

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        if (p.piles[i] < 0) throw InvalidPosition({ErrorPileNegative, {i + 1}});
    // A pile within the table's limit is always decided (its table grows to it when asked),
    // so only the piles past it are looked up: making a position grows no table (a Fibonacci
    // table to 10^7 piles takes seconds), and buildTables() grows it ahead of play.
    const Natural limit = fromU64(lastTableHeap(p.set) + 1);
    if (p.play == Convention::Normal) {
        for (const Natural& pile : p.piles)
            if (pile >= limit) sgValue(p.set, pile); // throws when no period gives it
        return;
    }
    const std::vector<Natural> live = livePiles(p);
    if (live.size() >= 2 && !searchable(p.set, live)) // every pile of a sum is then small
        throw InvalidPosition({ErrorMisereSearchLimit, {kMisereSearchLimit}});
    if (live.size() == 1 && live[0] >= limit) misereMoverWins(p);
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (m.pile >= p.piles.size()) return Message{ErrorNoPile, {m.pile + 1, p.piles.size()}};
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    if (!p.set.contains(m.take)) {
        constexpr std::size_t kNamed = 12; // a longer set is not read in a status bar
        switch (p.set.kind()) {
        case Set::Kind::PowersOfTwo:
            return Message{ErrorNotPowerOfTwo, {m.take}};
        case Set::Kind::Fibonacci:
            return Message{ErrorNotFibonacci, {m.take}};
        case Set::Kind::Finite:
            if (p.set.numbers().size() > kNamed)
                return Message{ErrorNotInLargeSet, {m.take, p.set.numbers().size()}};
            return Message{ErrorNotInSet, {m.take, numberList(p.set.numbers())}};
        }
    }
    const Natural& pile = p.piles[m.pile];
    if (m.take > pile) return Message{ErrorPileShort, {m.pile + 1, stones(pile), m.take}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.piles[m.pile] -= m.take;
    // As a position made from these piles would be: without the takes above them all.
    next.set = next.set.usableUpTo(*std::max_element(next.piles.begin(), next.piles.end()));
    return next;
}

bool isOver(const Position& p) {
    const Natural least = smallestTake(p.set);
    return std::all_of(p.piles.begin(), p.piles.end(),
                       [&](const Natural& pile) { return pile < least; });
}

Convention convention(const Position& p) {
    return p.play;
}

std::optional<Natural> sgValue(const Position& p) {
    if (p.play == Convention::Misere) return std::nullopt;
    try {
        return explain::xorOf(pileValues(p));
    } catch (const InvalidPosition&) { // a pile past the table, with no period
        return std::nullopt;
    }
}

Outcome outcome(const Position& p) {
    if (p.play == Convention::Misere) return misereMoverWins(p) ? Outcome::N : Outcome::P;
    return explain::xorOf(pileValues(p)) != 0 ? Outcome::N : Outcome::P;
}

Position remotenessKey(Position p) {
    std::sort(p.piles.begin(), p.piles.end());
    return p;
}

std::vector<Move> legalMoves(const Position& p) {
    std::vector<Move> moves;
    forEachMove(p, [&](Move m) { moves.push_back(std::move(m)); });
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    // Counted, then walked to the one picked: never listed (see Set::forEachUpTo).
    std::vector<Natural> counts;
    for (const Natural& pile : p.piles)
        counts.push_back(fromU64(p.set.countUpTo(pile)));
    const Random::Pick pick = random.among(counts);
    Natural left = pick.index, take;
    p.set.forEachUpTo(p.piles[pick.group], [&](const Natural& s) {
        if (left == 0) {
            take = s;
            return false;
        }
        --left;
        return true;
    });
    return {pick.group, take};
}

std::vector<Move> winningMoves(const Position& p) {
    std::vector<Move> moves;
    if (p.play == Convention::Misere) {
        forEachMove(p, [&](Move m) {
            if (!misereMoverWins(apply(p, m))) moves.push_back(std::move(m));
        });
        return moves;
    }
    const std::vector<Natural> values = pileValues(p);
    const Natural x = explain::xorOf(values);
    if (x == 0) return moves;
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    for (std::size_t i = 0; i < p.piles.size() && moves.size() < kMaxWinningMoves; ++i) {
        // The pile must go to value v XOR x: at most one check per take of the set.
        const Natural target = explain::xorOf(values[i], x);
        p.set.forEachUpTo(p.piles[i], [&](const Natural& s) {
            if (lookup(p.set, t.normal, p.piles[i] - s) == target) moves.push_back({i, s});
            return moves.size() < kMaxWinningMoves;
        });
    }
    return moves;
}

namespace {

/// The most SG value a pile of the set can have, when the set bounds it: the powers of two
/// give n mod 3, and a finite set at most its size (a mex over |S| options).
std::optional<std::size_t> largestValue(const Set& set) {
    switch (set.kind()) {
    case Set::Kind::PowersOfTwo:
        return 2;
    case Set::Kind::Finite:
        return set.numbers().size();
    case Set::Kind::Fibonacci:
        break;
    }
    return std::nullopt;
}

/// The first of winningMoves under normal play, without listing the others: a pile whose
/// wanted value no pile of the set has is passed over without trying its takes.
std::optional<Move> firstWinningMove(const Position& p) {
    const std::vector<Natural> values = pileValues(p);
    const Natural x = explain::xorOf(values);
    if (x == 0) return std::nullopt;
    const std::optional<std::size_t> most = largestValue(p.set);
    Tables& t = tablesFor(p.set);
    const std::lock_guard guard(t.mutex);
    for (std::size_t i = 0; i < p.piles.size(); ++i) {
        const Natural target = explain::xorOf(values[i], x);
        if (most && target > *most) continue;
        std::optional<Move> found;
        p.set.forEachUpTo(p.piles[i], [&](const Natural& s) {
            if (lookup(p.set, t.normal, p.piles[i] - s) == target) found = Move{i, s};
            return !found;
        });
        if (found) return found;
    }
    return std::nullopt; // not reached: x != 0 has a winning move
}

/// Whether p has more than `most` legal moves, counted pile by pile without listing them.
bool hasMoreMovesThan(const Position& p, std::size_t most) {
    std::size_t count = 0;
    for (const Natural& pile : p.piles) {
        count += p.set.countUpTo(pile, most - count); // count <= most here
        if (count > most) return true;
    }
    return false;
}

} // namespace

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    if (p.play == Convention::Normal) {
        if (auto winning = firstWinningMove(p)) return *winning;
    } else if (auto winning = winningMoves(p); !winning.empty()) {
        return winning.front();
    }
    // A lost position: make the opponent's task as hard as is cheap to measure.
    constexpr std::size_t kMeasured = 64;
    if (hasMoreMovesThan(p, kMeasured)) {
        // The first legal move: the smallest take from the first pile that can move.
        const Natural least = smallestTake(p.set);
        const auto pile = std::find_if(p.piles.begin(), p.piles.end(),
                                       [&](const Natural& n) { return n >= least; });
        return {std::size_t(pile - p.piles.begin()), least};
    }
    const std::vector<Move> moves = legalMoves(p);
    const Move* best = nullptr;
    std::size_t bestReplies = 0;
    for (const Move& m : moves) {
        // Under misère play a move that ends the game loses at once: the worst of all.
        const Position next = apply(p, m);
        const std::size_t replies = p.play == Convention::Misere && isOver(next)
                                        ? ~std::size_t{0}
                                        : winningMoves(next).size();
        const bool better =
            !best || replies < bestReplies || (replies == bestReplies && m.take < best->take);
        if (better) {
            best = &m;
            bestReplies = replies;
        }
    }
    return *best;
}

Message describeMove(const Position&, const Move& m) {
    return {TakeFromPile, {m.take, m.pile + 1}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Subtraction,
        .id = "subtraction",
        .name = words::GameSubtraction,
        .rule = "several piles: take a number in the set S from one pile",
        .example = "7 9 --set 1,3,4",
        .shape = {1, 0, "piles", words::NounPiles, "piles"},
        .options = {{.id = "set",
                     .valueName = "SET",
                     .help = "the takes allowed: numbers such as 1,3,4, or powers-of-two, or "
                             "fibonacci",
                     .textValue = setText},
                    playOption()},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            // Piles only shrink: a take above the largest pile is never usable, and dropping
            // it spares a period search that a huge number would defeat.
            const Natural largest =
                numbers.empty() ? Natural(0) : *std::max_element(numbers.begin(), numbers.end());
            Position p{std::move(numbers), Set::parse(*options.find("set"))->usableUpTo(largest),
                       conventionFrom(options)};
            validate(p);
            return p;
        },
        .numbers = [](const AnyPosition& p) { return std::get<Position>(p).piles; },
        .optionsOf =
            [](const AnyPosition& any) {
                const auto& p = std::get<Position>(any);
                GameOptions options;
                options.set("set", p.set.text());
                options.set("play", std::string(playWord(p.play)));
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            // A position made from `to`'s numbers drops the takes above its piles.
            const Natural most =
                to.piles.empty() ? Natural(0) : *std::max_element(to.piles.begin(), to.piles.end());
            if (from.set.usableUpTo(most) != to.set.usableUpTo(most) || from.play != to.play)
                return std::nullopt;
            const auto i = onlyDifference(from.piles, to.piles);
            if (!i || to.piles[*i] > from.piles[*i]) return std::nullopt;
            return ifLegal(from, Move{*i, from.piles[*i] - to.piles[*i]});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .convention = hook<convention>,
        .remotenessKey = hook<remotenessKey>,
        .tablesReady = [](const AnyPosition& p) { return tablesReady(std::get<Position>(p)); },
        .buildTables =
            [](const AnyPosition& p, const TableProgress& progress) {
                return buildTables(std::get<Position>(p), progress);
            },
        .winningMovesListed = kMaxWinningMoves,
    };
    return game;
}

} // namespace grundy::subtraction
