// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli practice`: exercises drawn from a seed in course order (practice/exercise.h),
/// as numbered questions with an answer key, or as an exercise set file (--json) for the
/// window; `--check FILE` marks a student's answered set.

#include "output.h"
#include "core/practice/exerciseset.h"

#include <vector>

namespace grundy::cli {

/// The questions, numbered; with `answers`, each right answer and its reason after it;
/// `json`: the set as the window opens it.
void writeExercises(Output& out, const practice::ExerciseSet& set, bool answers,
                    bool json);
/// Each answer of an answered set marked right, wrong or blank, with its reason, and the
/// count of right answers.
void writeMarking(Output& out, const practice::ExerciseSet& set);

} // namespace grundy::cli
