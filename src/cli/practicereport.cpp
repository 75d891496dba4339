// SPDX-License-Identifier: MIT
#include "practicereport.h"

#include "core/text/english.h"

#include <string>

namespace grundy::cli {

using namespace practice;

void writeExercises(Output& out, const ExerciseSet& set, bool answers, bool json) {
    if (json) return out.put(toJson(set));
    const std::vector<Exercise>& exercises = set.exercises;
    for (std::size_t i = 0; i < exercises.size(); ++i) {
        const Exercise& e = exercises[i];
        out.put(std::to_string(i + 1) + ". " + toEnglish(question(e)) + "\n");
        if (!answers) continue;
        const Answer right = solution(e);
        out.put("   Answer: " + toEnglish(answerText(e, right)) + ". " +
                toEnglish(check(e, right).reason) + "\n");
    }
}

void writeMarking(Output& out, const ExerciseSet& set) {
    std::size_t right = 0;
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        const std::optional<Answer> given =
            i < set.answers.size() ? set.answers[i] : std::optional<Answer>{};
        const Verdict v = check(e, given.value_or(Answer{}));
        right += v.right;
        out.put(std::to_string(i + 1) + ". " + (!given ? "blank" : v.right ? "right" : "wrong") +
                ": " + toEnglish(question(e)) + "\n");
        if (given) out.put("   Answer given: " + toEnglish(answerText(e, *given)) + "\n");
        out.put("   " + toEnglish(v.reason) + "\n");
    }
    out.put("Right: " + std::to_string(right) + " of " + std::to_string(set.exercises.size()) + "\n");
}

} // namespace grundy::cli
