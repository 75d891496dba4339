// SPDX-License-Identifier: MIT
#pragma once

/// A whole game as saved to disk: the start, who played, every move (as the position
/// after it) and the winner, in Grundy's JSON format ("format": "grundy-game",
/// "version": 1). Every number is a decimal string, since sizes exceed JSON numbers.

#include "core/games/game.h"
#include "core/play/level.h"

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grundy {

/// Limits of a saved game (docs/limits.md). parseRecord checks each one before the work it
/// bounds, so that a damaged or hostile file is refused at once, saying which limit and
/// where, instead of taking the time or memory it asks for. Within them, reading a record
/// takes time and memory in proportion to its size. (No digit separators below: the moc of
/// Qt 6.4 misreads 2'000'000 in the headers it scans, and gamesession.h includes this one.)

/// The largest saved game, in bytes: 64 MiB. A game of 10^6 one-pile moves written one
/// move per line is 31 MB (Grundy writes its files so, about 40 bytes a one-pile move).
inline constexpr std::size_t kMaxRecordBytes = std::size_t(64) << 20;
/// How deeply lists and objects may nest (a saved game needs 4 levels).
inline constexpr std::size_t kMaxRecordDepth = 64;
/// The most moves in a saved game.
inline constexpr std::size_t kMaxRecordMoves = 2000000;
/// The most piles, or chips, in a position; also the most entries in any other list or
/// object of the file.
inline constexpr std::size_t kMaxRecordNumbers = 10000;
/// The most digits in one number.
inline constexpr std::size_t kMaxRecordDigits = 100000;

/// Who sits in a seat: a person at this screen or the computer.
enum class Seat { Human, Computer };

/// One move of a recorded game: who made it (0 moves first) and the position after it.
struct RecordedMove {
    int by = 0;
    AnyPosition position;
    bool operator==(const RecordedMove&) const = default;
};

/// How the computer plays a game: its level and the seed of its random choices (the same
/// seed replays the same game). Saved as "computer": {"level": "strong", "seed": "42"}.
struct ComputerPlay {
    Level level = Level::Perfect;
    u64 seed = 0;
    bool operator==(const ComputerPlay&) const = default;
};

/// A game from its start to now.
struct GameRecord {
    AnyPosition start;
    std::array<Seat, 2> players{Seat::Human, Seat::Computer};
    /// Absent in files saved before the levels existed: the computer played perfectly.
    std::optional<ComputerPlay> computer;
    std::vector<RecordedMove> moves;
    std::optional<int> winner; ///< set exactly when the last position is over
    bool operator==(const GameRecord&) const = default;
};

/// Thrown when a text is not a valid saved game; what() says what is wrong and where
/// (e.g. "move 3: not a legal move from the position before it").
class RecordError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// The record as JSON text: a field a line and a move a line, ending with a newline.
std::string toJson(const GameRecord& record);
/// Reads and checks a saved game: the format and version, the game and its options,
/// a valid start, players, moves that alternate from player 0 and are each legal, and
/// a winner that matches the moves, and the optional "computer" (a known level, a seed of
/// at most 64 bits, nothing else). Throws RecordError otherwise, for a text that breaks
/// one of the limits above, and for every other failure (the JSON parser's, or memory
/// running out): never another exception. Keys the format does not define are ignored
/// at the top level (room for notes) but refused in "options".
/// Staircase cells may be listed in any order.
GameRecord parseRecord(std::string_view json);

/// The moves of a record, each recovered from the positions around it (for replaying a
/// game). Throws RecordError, naming the move, when the players do not alternate from
/// player 0, a move comes after the game is over, or a position is not one legal move
/// from the one before.
std::vector<AnyMove> movesOf(const GameRecord& record);

/// The player in seat `by` (0 or 1) as the window names them, in English: "you" against
/// "the computer", else "player 2" or "computer 2" (seats counted from 1), for reports
/// and errors.
std::string seatName(const std::array<Seat, 2>& players, int by);

/// The winner implied by the moves when the final position is over, by the game's play
/// convention (under normal play the player who made the last move); nothing otherwise.
std::optional<int> winnerOf(const GameRecord& record);

} // namespace grundy
