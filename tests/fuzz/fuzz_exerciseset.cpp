// SPDX-License-Identifier: MIT
// Fuzzes the exercise-set loader, grundy::practice::parseExerciseSet (a teacher's set and a
// student's answers, as `grundy-cli practice --check` and the window's Practice open them),
// with any bytes. Anything but an ExerciseSetError escaping it is a crash. A set that loads
// - has no answers or one (or a blank) per exercise, and saves as JSON that loads back equal;
// - can be asked and answered: each exercise's question, its solution and the loaded answer
//   are put in words (and rendered in English) without an error;
// - accepts its own solutions: check(exercise, solution(exercise)) is right; a Move
//   exercise's solution is a legal move, a Which exercise's names a component of the sum,
//   a Table exercise's has G(0)..G(tableTo);
// - checks each loaded answer without an error, and a right verdict on a loaded Move answer
//   means the move wins.
// Checking an SG exercise of an octal game explains its value, which looks for the code's
// period: up to the table's work limit (takebreak::kWorkLimit), half a second in a release
// build but about 12 s instrumented for a long code with splitting digits. So that an input
// stays well under the 30 s timeout, only the exercises of the first octal code an input
// names are checked that way; the others are loaded, saved and put in words.
#include "core/analysis/movevalues.h"
#include "core/games/catalogue.h"
#include "core/practice/exercise.h"
#include "core/practice/exerciseset.h"
#include "core/text/english.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <string_view>

using namespace grundy;
using namespace grundy::practice;

namespace {

/// A message in words, and not an empty one.
void render(const Message& m, const char* what) {
    fuzz::require(!toEnglish(m).empty(), std::string(what) + " is said in words");
}

/// The octal code of an SG exercise of an octal game, else nothing.
std::optional<std::string> octalCodeOf(const Exercise& e) {
    if (e.kind != Kind::SgValue || kindOf(e.position) != GameKind::Octal) return std::nullopt;
    const GameOptions options = optionsOf(e.position);
    const std::string* code = options.find("code");
    return code ? std::optional(*code) : std::nullopt;
}

void checkExercise(const Exercise& e, const std::optional<Answer>& given, bool checked) {
    render(question(e), "the question");
    const Answer right = solution(e);
    switch (e.kind) {
    case Kind::PorN: fuzz::require(right.outcome.has_value(), "a P-or-N solution has an outcome"); break;
    case Kind::Move:
        fuzz::require(right.move && isLegal(e.position, *right.move),
                      "a Move exercise's solution is a legal move");
        break;
    case Kind::SgValue: fuzz::require(right.value.has_value(), "an SG solution has a value"); break;
    case Kind::Table:
        fuzz::require(right.table.size() == e.tableTo + 1, "a table's solution has G(0)..G(tableTo)");
        break;
    case Kind::Which:
        fuzz::require(right.component && *right.component < gameOf(e.position).wordsOf(e.position).size(),
                      "a Which exercise's solution names a component of the sum");
        break;
    }
    render(answerText(e, right), "the solution");
    if (given) render(answerText(e, *given), "the loaded answer");
    if (!checked) return;
    const Verdict verdict = check(e, right);
    fuzz::require(verdict.right, "an exercise accepts its own solution");
    render(verdict.reason, "the solution's verdict");

    if (!given) return;
    const Verdict marked = check(e, *given);
    render(marked.reason, "the loaded answer's verdict");
    if (e.kind == Kind::Move && marked.right)
        fuzz::require(given->move && isWinningMove(e.position, *given->move),
                      "a Move answer marked right wins");
    if (e.kind == Kind::Which && given->component)
        fuzz::require(*given->component < gameOf(e.position).wordsOf(e.position).size(),
                      "a Which answer names a component of the sum");
}

void checkSet(const ExerciseSet& set) {
    fuzz::require(set.answers.empty() || set.answers.size() == set.exercises.size(),
                  "no answers, or one (or a blank) per exercise");
    fuzz::require(set.exercises.size() <= kMaxSetExercises, "at most kMaxSetExercises exercises");
    try {
        fuzz::require(parseExerciseSet(toJson(set)) == set, "a saved set loads back equal");
    } catch (const ExerciseSetError& e) {
        fuzz::require(false, std::string("a saved set loads back, not: ") + e.what());
    }
    std::optional<std::string> firstCode; // the one octal code whose SG exercises are checked
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        const std::optional<std::string> code = octalCodeOf(e);
        if (code && !firstCode) firstCode = code;
        checkExercise(e, set.answers.empty() ? std::nullopt : set.answers[i], !code || code == firstCode);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view json(reinterpret_cast<const char*>(data), size);
    ExerciseSet set;
    try {
        set = parseExerciseSet(json);
    } catch (const ExerciseSetError& e) {
        fuzz::require(!std::string(e.what()).empty(), "a refused set says why");
        return 0; // a clear refusal is the expected answer to most inputs
    } catch (const std::exception& e) {
        fuzz::require(false, std::string("only ExerciseSetError escapes parseExerciseSet, not: ") + e.what());
    } catch (...) {
        fuzz::require(false, "only ExerciseSetError escapes parseExerciseSet, not a non-standard exception");
    }
    try {
        checkSet(set);
    } catch (const std::exception& e) {
        fuzz::require(false, std::string("a loaded set is asked and checked without an error, not: ") + e.what());
    }
    return 0;
}
