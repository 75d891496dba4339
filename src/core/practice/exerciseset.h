// SPDX-License-Identifier: MIT
#pragma once

/// A teacher's set of exercises, and a student's answers to it, as a JSON file
/// ("format": "grundy-exercises", "version": 1): the same exercises for everyone who opens
/// it, each answer kept beside its exercise so that the teacher sees it marked.
///
///     {"format": "grundy-exercises", "version": 1, "seed": "7",
///      "exercises": [{"kind": "pn", "game": "nim", "options": {}, "position": ["3", "5"]},
///                    {"kind": "table", "game": "subtraction", "options": {"set": "1,3,4"},
///                     "position": ["8"], "tableTo": "8"}, ...],
///      "answers": [{"outcome": "P"}, {"table": ["0", "1", ...]}, null, ...]}
///
/// "seed" (optional) is the seed the exercises were drawn from, so that a teacher can make the
/// same set again. Answers (optional; one per exercise, null when not answered): "outcome" "P" or "N";
/// "move", the position after it (as saved games keep moves); "value"; "table";
/// "component", counted from 1.

#include "core/practice/exercise.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::practice {

/// The most exercises in a set, and the largest set file.
inline constexpr std::size_t kMaxSetExercises = 1000;
inline constexpr std::size_t kMaxSetBytes = std::size_t(4) << 20;

struct ExerciseSet {
    std::vector<Exercise> exercises;
    /// Empty for a set not yet answered, else one per exercise (nothing: left blank).
    std::vector<std::optional<Answer>> answers;
    /// The seed the exercises were drawn from, when they were drawn from one.
    std::optional<u64> seed;
    bool operator==(const ExerciseSet&) const = default;
};

/// Thrown when a text is not a valid exercise set; what() says what and where
/// ("exercise 3: options.set: ...").
class ExerciseSetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::string toJson(const ExerciseSet& set);
/// Reads and checks a set: the format and version, each exercise's kind, game, options and
/// position (a Move or Which exercise from a won position, Which of a sum, Table of a
/// single pile with "tableTo" at most 64), and each answer (a legal move, a component that
/// exists). Throws ExerciseSetError, never another exception.
ExerciseSet parseExerciseSet(std::string_view json);

} // namespace grundy::practice
