// SPDX-License-Identifier: MIT
#pragma once

/// Where a practice window's exercises come from: a practice run that never ends and
/// follows the student's streak, or a teacher's set of fixed exercises, answered in any
/// order, whose answers are kept to be saved and marked.

#include "core/practice/exerciseset.h"

#include <cstddef>
#include <optional>

namespace grundy::practice {

class ExerciseSource {
public:
    virtual ~ExerciseSource() = default;
    /// The exercise shown now.
    virtual const Exercise& exercise() const = 0;
    /// Checks an answer to the shown exercise, keeping what the source keeps of it.
    virtual Verdict answer(const Answer& answer) = 0;
    /// Moves on to the next exercise; false (nothing changes) after a set's last one.
    virtual bool next() = 0;
    /// Goes back one exercise; false when there is none (a practice run never goes back).
    virtual bool previous() { return false; }
    /// The shown exercise's number, from 0.
    virtual std::size_t index() const = 0;
    /// How many exercises there are; none for a run that never ends.
    virtual std::optional<std::size_t> count() const { return std::nullopt; }
    /// The answer kept for the shown exercise (a set's), if any.
    virtual std::optional<Answer> keptAnswer() const { return std::nullopt; }
};

/// A practice run (Practice): the next exercise comes after a right answer or after the
/// student moves on without one.
class RunSource : public ExerciseSource {
public:
    explicit RunSource(u64 seed);
    const Exercise& exercise() const override { return m_shown; }
    Verdict answer(const Answer& answer) override;
    bool next() override;
    std::size_t index() const override { return m_index; }
    int difficulty() const { return m_practice.difficulty(); }
    int streak() const { return m_practice.streak(); }

private:
    Practice m_practice;
    Exercise m_shown;
    std::size_t m_index = 0;
    bool m_answeredRight = false; ///< the run has already moved past the shown exercise
};

/// A teacher's set: each answer replaces the one kept for its exercise.
class SetSource : public ExerciseSource {
public:
    /// `set` must hold at least one exercise.
    explicit SetSource(ExerciseSet set);
    const Exercise& exercise() const override { return m_set.exercises[m_index]; }
    Verdict answer(const Answer& answer) override;
    bool next() override;
    bool previous() override;
    std::size_t index() const override { return m_index; }
    std::optional<std::size_t> count() const override { return m_set.exercises.size(); }
    std::optional<Answer> keptAnswer() const override { return m_set.answers[m_index]; }
    /// Shows exercise `index` (< count()).
    void go(std::size_t index);
    /// The set with the answers kept so far.
    const ExerciseSet& set() const { return m_set; }
    /// How many exercises have an answer, and how many of those are right.
    std::size_t answered() const;
    std::size_t right() const;

private:
    ExerciseSet m_set;
    std::size_t m_index = 0;
};

} // namespace grundy::practice
