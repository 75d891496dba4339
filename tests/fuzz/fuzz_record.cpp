// SPDX-License-Identifier: MIT
// Fuzzes the saved-game loader, grundy::parseRecord, with any bytes. A record that
// loads must replay legally through the core: movesOf gives one legal move per recorded
// move, by the alternating players, and apply from the start reaches every recorded
// position; its winner is the one the rules give (the player who made the last move
// when the final position is over, nobody otherwise); and saving it loads it back equal.
// Its review judges each move by the outcomes around it. Anything but a RecordError
// escaping parseRecord is a crash.
#include "core/games/catalogue.h"
#include "fuzzcheck.h"
#include "core/io/record.h"
#include "core/analysis/review.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

using namespace grundy;

namespace {

/// Under normal play whoever cannot move loses: the winner is the player who made the last
/// move (player 1 when player 0 cannot move at the start); under misère play whoever cannot
/// move wins. Nobody while the game goes on.
std::optional<int> rulesWinner(const GameRecord& record, const AnyPosition& last) {
    if (!isOver(last)) return std::nullopt;
    const int lastMover = record.moves.empty() ? 1 : record.moves.back().by;
    return conventionOf(last) == Convention::Misere ? 1 - lastMover : lastMover;
}

void checkReplay(const GameRecord& record) {
    std::vector<AnyMove> moves;
    try {
        moves = movesOf(record);
    } catch (const RecordError& e) {
        fuzz::require(false, std::string("movesOf accepts a loaded record, not: ") + e.what());
    }
    fuzz::require(moves.size() == record.moves.size(), "one move per recorded move");
    AnyPosition position = record.start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        fuzz::require(record.moves[i].by == static_cast<int>(i % 2),
                      "the players alternate from player 0");
        fuzz::require(!isOver(position), "no move after the game is over");
        fuzz::require(isLegal(position, moves[i]), "every recorded move is legal");
        position = grundy::apply(position, moves[i]);
        fuzz::require(position == record.moves[i].position,
                      "applying the move reaches the recorded position");
    }
    fuzz::require(record.winner == rulesWinner(record, position),
                  "the winner is the one the rules give");
}

/// The review (grundy-cli review) of a loaded record: one verdict per move, each the one
/// its positions' outcomes give, a winning better move beside each mistake.
void checkReview(const GameRecord& record) {
    const Review r = review(record);
    fuzz::require(r.moves.size() == record.moves.size(), "one verdict per move");
    const AnyPosition* before = &record.start;
    std::size_t mistakes = 0;
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        const AnyPosition& after = record.moves[i].position;
        fuzz::require(r.moves[i].verdict == verdictOf(outcome(*before), outcome(after)),
                      "a verdict follows the outcomes around the move");
        if (r.moves[i].better) {
            ++mistakes;
            fuzz::require(outcome(grundy::apply(*before, *r.moves[i].better)) == Outcome::P,
                          "the better move beside a mistake wins");
        }
        before = &after;
    }
    fuzz::require(mistakes == r.mistakes[0] + r.mistakes[1], "every mistake is counted");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view json(reinterpret_cast<const char*>(data), size);
    GameRecord record;
    try {
        record = parseRecord(json);
    } catch (const RecordError&) {
        return 0; // a clear refusal is the expected answer to most inputs
    }
    checkReplay(record);
    checkReview(record);
    try {
        fuzz::require(parseRecord(toJson(record)) == record, "a saved record loads back equal");
    } catch (const RecordError& e) {
        fuzz::require(false, std::string("a saved record loads back, not: ") + e.what());
    }
    return 0;
}
