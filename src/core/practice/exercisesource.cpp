// SPDX-License-Identifier: MIT
#include "core/practice/exercisesource.h"

#include <algorithm>
#include <stdexcept>

namespace grundy::practice {

RunSource::RunSource(u64 seed) : m_practice(seed), m_shown(m_practice.current()) {}

Verdict RunSource::answer(const Answer& answer) {
    // Once right, the run has moved on: a second answer to the same exercise is only checked.
    if (m_answeredRight) return check(m_shown, answer);
    const Verdict verdict = m_practice.answer(answer);
    m_answeredRight = verdict.right;
    return verdict;
}

bool RunSource::next() {
    if (!m_answeredRight) m_practice.skip();
    m_answeredRight = false;
    m_shown = m_practice.current();
    ++m_index;
    return true;
}

SetSource::SetSource(ExerciseSet set) : m_set(std::move(set)) {
    if (m_set.exercises.empty()) throw std::invalid_argument("practice: an empty exercise set");
    m_set.answers.resize(m_set.exercises.size());
}

Verdict SetSource::answer(const Answer& answer) {
    m_set.answers[m_index] = answer;
    return check(exercise(), answer);
}

bool SetSource::next() {
    if (m_index + 1 >= m_set.exercises.size()) return false;
    ++m_index;
    return true;
}

bool SetSource::previous() {
    if (m_index == 0) return false;
    --m_index;
    return true;
}

void SetSource::go(std::size_t index) {
    if (index >= m_set.exercises.size()) throw std::out_of_range("practice: no such exercise");
    m_index = index;
}

std::size_t SetSource::answered() const {
    return std::size_t(std::count_if(m_set.answers.begin(), m_set.answers.end(),
                                     [](const auto& a) { return a.has_value(); }));
}

std::size_t SetSource::right() const {
    std::size_t n = 0;
    for (std::size_t i = 0; i < m_set.exercises.size(); ++i)
        n += m_set.answers[i] && check(m_set.exercises[i], *m_set.answers[i]).right;
    return n;
}

} // namespace grundy::practice
