// SPDX-License-Identifier: MIT
#pragma once

/// Practice with checked answers: exercises drawn from a seed in the order a course meets the
/// games, five kinds of question, each answer checked exactly and followed by its reason in
/// the Explain panel's words (docs/practice.md).

#include "core/base/random.h"
#include "core/games/game.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace grundy::practice {

/// What an exercise asks.
enum class Kind {
    PorN,    ///< is the position P or N?
    Move,    ///< find a winning move (made on the board)
    SgValue, ///< the position's Sprague–Grundy value
    Table,   ///< G(0) to G(k) of a game's single pile, cell by cell
    Which,   ///< which component of a sum has a winning move
};
inline constexpr std::array<Kind, 5> kKinds{Kind::PorN, Kind::Move, Kind::SgValue, Kind::Table,
                                            Kind::Which};
/// Its word in files and on command lines: "pn", "move", "sg", "table", "which".
std::string_view kindId(Kind kind);
std::optional<Kind> kindFromId(std::string_view id);
/// Its name in words ("P or N?").
Message kindName(Kind kind);

/// The chapters exercises come from, in the order a course meets them.
enum class Topic { Bash, Nim, Wythoff, Subtraction, Lasker, TakeAndBreak, Sums };
inline constexpr std::array<Topic, 7> kTopics{Topic::Bash,   Topic::Nim,          Topic::Wythoff,
                                              Topic::Subtraction, Topic::Lasker,
                                              Topic::TakeAndBreak, Topic::Sums};
/// The kinds a topic asks: every topic P or N, a move and the value; the subtraction and
/// take-and-break games the table too; sums which component.
std::vector<Kind> kindsOf(Topic topic);
/// Whether `topic` asks `kind` (one of kindsOf(topic)).
bool asks(Topic topic, Kind kind);
/// Whether one of `topics` asks one of `kinds`: whether exerciseSet() can draw from them.
bool asksAny(const std::vector<Topic>& topics, const std::vector<Kind>& kinds);
/// The game a topic's exercises are of: the octal games for take-and-break (Kayles, Dawson's
/// Kayles and 0.137), the sum for sums.
GameKind topicGame(Topic topic);
/// The topic of a game's exercises, if exercises are drawn from it.
std::optional<Topic> topicOf(GameKind game);

/// One exercise: the position it asks about (for a table, the single pile of k whose game's
/// values G(0)..G(k) are asked), and for a table that k.
struct Exercise {
    Kind kind = Kind::PorN;
    AnyPosition position;
    std::size_t tableTo = 0;
    bool operator==(const Exercise&) const = default;
};

/// A student's answer; the field of the exercise's kind is read, the others ignored. An
/// empty field is a wrong answer (a question left blank).
struct Answer {
    std::optional<Outcome> outcome;     ///< PorN
    std::optional<AnyMove> move;        ///< Move
    std::optional<Natural> value;       ///< SgValue
    std::vector<Natural> table;         ///< Table: G(0), G(1), ...
    std::optional<std::size_t> component; ///< Which: from 0
    bool operator==(const Answer&) const = default;
};

/// Whether an answer is right, and why, in the Explain panel's words.
struct Verdict {
    bool right = false;
    Message reason;
};

/// The question in words: "Nim: 3, 5, 7. Find a winning move."
Message question(const Exercise& exercise);
/// The position named: "Nim: 3, 5, 7" ("Kayles: 6"; a sum: its component words).
Message positionName(const AnyPosition& position);
/// The right answer (for Move, the computer's winning move; for Which, the first component
/// with a winning move).
Answer solution(const Exercise& exercise);
/// An answer in words: "P-position", "take 2 from pile 3", "6", "0, 1, 0, 1", "component 2",
/// or "(no answer)".
Message answerText(const Exercise& exercise, const Answer& answer);
/// Checks an answer; exact at every size the exercises are drawn at.
Verdict check(const Exercise& exercise, const Answer& answer);
/// The values G(0)..G(k) a table exercise asks.
std::vector<Natural> tableValues(const Exercise& exercise);

/// The easiest and the hardest difficulty.
inline constexpr int kEasiest = 1;
inline constexpr int kHardest = 5;
/// An exercise of this topic and kind (one of kindsOf(topic)) at a difficulty from 1 to 5:
/// larger and more piles, more components. A Move or Which exercise is always from a
/// position the player to move wins.
Exercise draw(Topic topic, Kind kind, int difficulty, Random& random);

/// `count` exercises from a seed, in course order: the topics that ask any of `kinds` taken
/// in turn, each exercise of one of those kinds; the same seed gives the same set on every
/// machine. `kinds` must not be empty.
std::vector<Exercise> exerciseSet(u64 seed, std::size_t count, const std::vector<Kind>& kinds,
                                  int difficulty);
/// The same from these topics only (taken in course order, whatever the order given): a set
/// for one game, or for a chapter of the course. Throws std::invalid_argument when no topic
/// given asks any of `kinds`.
std::vector<Exercise> exerciseSet(u64 seed, std::size_t count, const std::vector<Kind>& kinds,
                                  int difficulty, const std::vector<Topic>& topics);

/// A practice run: exercises in course order from a seed, three from each topic before the
/// next, the difficulty rising after three right answers in a row and falling after a
/// mistake.
class Practice {
public:
    explicit Practice(u64 seed) : m_seed(seed) {}
    /// The exercise to answer now (the same until it is answered right or skipped).
    const Exercise& current();
    /// Checks the answer to the current exercise; a right one moves on to the next.
    Verdict answer(const Answer& answer);
    /// Moves on without an answer (after "show me").
    void skip();
    int difficulty() const { return m_difficulty; }
    int streak() const { return m_streak; }
    std::size_t done() const { return m_index; }

private:
    u64 m_seed;
    std::size_t m_index = 0;
    int m_difficulty = kEasiest;
    int m_streak = 0;
    std::optional<Exercise> m_current;
};

} // namespace grundy::practice
