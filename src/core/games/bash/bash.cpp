// SPDX-License-Identifier: MIT
#include "core/games/bash/bash.h"

#include "core/games/bash/bashexplain.h"
#include "core/games/bash/bashwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/text/english.h"

namespace grundy::bash {

void validate(const Position& p) {
    if (p.maxTake < 1) throw InvalidPosition({words::ErrorMaxTakeZero, {}});
    if (p.stones < 0) throw InvalidPosition({words::ErrorNegativePile, {}});
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    using namespace words;
    if (m.take < 1) return Message{ErrorTakeNothing, {}};
    if (m.take > p.maxTake) return Message{ErrorTakeTooMany, {stones(p.maxTake), m.take}};
    if (m.take > p.stones) return Message{ErrorPileHasOnly, {stones(p.stones), m.take}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    validate(p);
    requireLegal(p, m);
    return {p.stones - m.take, p.maxTake, p.play};
}

bool isOver(const Position& p) {
    return p.stones == 0;
}

Convention convention(const Position& p) {
    return p.play;
}

namespace {

/// The stones a P-position keeps beyond a multiple of K+1: 0, or 1 under misère play (the
/// last stone is left to the opponent).
unsigned long target(const Position& p) {
    return p.play == Convention::Misere ? 1 : 0;
}

} // namespace

std::optional<Natural> sgValue(const Position& p) {
    validate(p);
    if (p.play == Convention::Misere) return std::nullopt;
    return Natural(p.stones % (p.maxTake + 1));
}

Outcome outcome(const Position& p) {
    validate(p);
    // P iff n = target (mod K+1): whatever t the mover takes, K+1-t restores it. Under misère
    // play the empty pile (0) is not 1 (mod K+1): the player to move has won.
    // K+1 >= 2, so the target is its own remainder.
    return Natural(p.stones % (p.maxTake + 1)) == target(p) ? Outcome::P : Outcome::N;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    const Natural most = p.stones < p.maxTake ? p.stones : p.maxTake;
    std::vector<Move> moves;
    for (Natural t = 1; t <= most; ++t)
        moves.push_back({t});
    return moves;
}

namespace {
/// Normal play's remoteness of n stones: the winner takes n mod (K+1) (if not 0), then
/// each of the loser's takes t is answered by K+1-t, two moves per K+1 stones.
Natural normalRemoteness(const Natural& n, const Natural& maxTake) {
    const Natural period = maxTake + 1;
    Natural rounds = n / period;
    return 2 * rounds + (n % period != 0 ? 1 : 0);
}
} // namespace

std::optional<Natural> remoteness(const Position& p) {
    validate(p);
    if (p.play == Convention::Normal) return normalRemoteness(p.stones, p.maxTake);
    // Misère play is normal play on n-1 stones followed by the forced last take.
    if (p.stones == 0) return Natural(0);
    return normalRemoteness(p.stones - 1, p.maxTake) + 1;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({words::ErrorGameOver, {}});
    const Natural most = p.stones < p.maxTake ? p.stones : p.maxTake;
    return {random.below(most) + 1};
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    if (p.stones < target(p)) return {}; // misère play's empty pile: the game is over
    Natural r = Natural(p.stones - target(p)) % (p.maxTake + 1);
    if (r == 0) return {};
    return {Move{std::move(r)}};
}

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({words::ErrorGameOver, {}});
    if (auto winning = winningMoves(p); !winning.empty()) return winning.front();
    // From a P-position every move t leaves n - t with remainder K+1-t, which has exactly
    // one winning reply; so all moves tie on replies and the fewest stones is 1.
    return Move{1};
}

Message describeMove(const Position&, const Move& m) {
    return {words::TakeStones, {stones(m.take)}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

bool firstPlayerWins(u64 n, u64 k) {
    if (k == 0) throw InvalidPosition({words::ErrorMaxTakeZero, {}});
    // K+1 overflows only when K = 2^64-1, and then every n < K+1: n mod (K+1) = n.
    if (k == ~u64{0}) return n != 0;
    return n % (k + 1) != 0;
}

// ---- the catalogue entry ------------------------------------------------------------

namespace {

/// The take that leaves a pile worth `value` (n - t = value mod K+1, 1 <= t <= K), if any
/// (a sum of games' move to a value: GameInfo::movesToValue).
std::vector<AnyMove> movesToValue(const AnyPosition& any, const Natural& value, std::size_t most) {
    const auto& p = std::get<Position>(any);
    const Natural m = p.maxTake + 1;
    std::vector<AnyMove> out;
    if (most == 0 || value >= m) return out;
    Natural take = (p.stones - value) % m;
    if (take < 0) take += m;
    if (take != 0 && take <= p.stones) out.emplace_back(Move{take});
    return out;
}

} // namespace

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Bash,
        .id = "bash",
        .name = words::GameBash,
        .rule = "one pile: take 1 to K stones",
        .example = "23 --k 4",
        .shape = {1, 1, "stones", words::NounStones, "pile"},
        .options = {{"k", "K", "the most stones a move may take", 1, nullptr}, playOption()},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            Position p{numbers[0], *options.natural("k"), conventionFrom(options)};
            validate(p);
            return p;
        },
        .numbers =
            [](const AnyPosition& p) { return std::vector<Natural>{std::get<Position>(p).stones}; },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                options.set("k", std::get<Position>(p).maxTake);
                setPlay(options, std::get<Position>(p).play);
                return options;
            },
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.maxTake != to.maxTake || from.play != to.play || to.stones >= from.stones)
                return std::nullopt;
            return ifLegal(from, Move{from.stones - to.stones});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .convention = hook<convention>,
        .remoteness = hook<remoteness>,
        .movesToValue = movesToValue,
    };
    return game;
}

} // namespace grundy::bash
