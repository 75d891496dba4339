// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exerciseset.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

/// The fields that choose a set of exercises: its games (in course order), its kinds, how
/// many, how hard and the seed they are drawn from. Shared by Save Exercise Set and Print
/// Worksheet, which draw the same set from the same choice (exerciseSet()).
class ExerciseChoice : public QWidget {
    Q_OBJECT
public:
    explicit ExerciseChoice(QWidget* parent = nullptr);

    /// The set chosen; nothing while the choice draws none (no game, or no kind a chosen
    /// game asks, or no seed), which problem() then says.
    std::optional<grundy::practice::ExerciseSet> set() const;
    QString problem() const;

    /// The fields, for tests.
    QListWidget* games() const { return m_games; }
    QCheckBox* kind(grundy::practice::Kind kind) const { return m_kinds[std::size_t(kind)]; }
    QSpinBox* count() const { return m_count; }
    QSpinBox* difficulty() const { return m_difficulty; }
    QLineEdit* seed() const { return m_seed; }

signals:
    /// A field changed (the set chosen may be another, or none).
    void changed();

protected:
    void changeEvent(QEvent* event) override;

private:
    std::vector<grundy::practice::Topic> chosenTopics() const;
    std::vector<grundy::practice::Kind> chosenKinds() const;
    std::optional<grundy::u64> chosenSeed() const;
    /// Enables the kinds the chosen games ask, and says what is wrong.
    void refresh();
    void retranslate();
    /// Sizes the games list and the seed field for their text in the font in effect.
    void fitFields();

    QListWidget* m_games;
    std::vector<QCheckBox*> m_kinds;
    QSpinBox* m_count;
    QSpinBox* m_difficulty;
    QLineEdit* m_seed;
    QLabel* m_problem;
    QLabel* m_gamesLabel;
    QLabel* m_kindsLabel;
    QLabel* m_countLabel;
    QLabel* m_difficultyLabel;
    QLabel* m_seedLabel;
    class QPushButton* m_newSeed;
};
