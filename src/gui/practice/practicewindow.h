// SPDX-License-Identifier: MIT
#pragma once

#include "core/practice/exercisesource.h"

#include <QDialog>

#include <memory>
#include <optional>

class AnswerPanel;
class BoardView;
class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;
class TextPane;

/// Game → Practice, and a teacher's exercise set opened: one exercise at a time with the
/// game's own board, the answer checked at once and followed by its reason; a wrong answer
/// can be tried again or the right one shown. Over a set, a list of its exercises, each
/// marked once answered, and Save Answers for the student to hand in: a teacher who opens
/// the answered set sees every answer marked. Each exercise finished (answered right, or
/// shown) counts in Statistics.
class PracticeWindow : public QDialog {
    Q_OBJECT
public:
    /// A practice run drawn from `seed`.
    explicit PracticeWindow(grundy::u64 seed, QWidget* parent = nullptr);
    /// A set (at least one exercise) read from `fileName`, its kept answers marked.
    PracticeWindow(grundy::practice::ExerciseSet set, const QString& fileName,
                   QWidget* parent = nullptr);
    ~PracticeWindow() override;

    const grundy::practice::ExerciseSource& source() const { return *m_source; }
    AnswerPanel* answers() const { return m_answers; }
    /// The board of the shown exercise; null for a table, which has none.
    BoardView* board() const { return m_board; }
    QLabel* headerLabel() const { return m_header; }
    QLabel* questionLabel() const { return m_question; }
    QLabel* verdictLabel() const { return m_verdict; }
    TextPane* reasonPane() const { return m_reason; }
    QPushButton* tryAgainButton() const { return m_tryAgain; }
    QPushButton* showAnswerButton() const { return m_showAnswer; }
    QPushButton* previousButton() const { return m_previous; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* saveAnswersButton() const { return m_saveAnswers; }
    /// The set's exercises, marked; null for a practice run.
    QListWidget* exerciseList() const { return m_list; }
    /// Writes the set and its answers to `path`; false (after saying why) when it cannot.
    bool saveAnswersTo(const QString& path);

signals:
    /// An exercise is done, once: answered right (`rightFirstTime` if at the first answer)
    /// or its answer shown. `game` is the catalogue id of its position.
    void exerciseFinished(const QString& game, grundy::practice::Kind kind, bool rightFirstTime);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// What the window shows of the exercise: asking, or after an answer or the answer shown.
    enum class State { Asking, Wrong, Right, Shown };

    PracticeWindow(std::unique_ptr<grundy::practice::ExerciseSource> source,
                   const QString& fileName, QWidget* parent);
    void build();
    /// Shows the source's exercise: its question, board and answer fields, and the kept
    /// answer marked if it has one.
    void showExercise();
    void onAnswered(const grundy::practice::Answer& answer);
    /// Shows the verdict of `answer` (given now, or kept from the file).
    void showVerdict(const grundy::practice::Answer& answer,
                     const grundy::practice::Verdict& verdict);
    void tryAgain();
    void showAnswer();
    void goNext();
    void goPrevious();
    void saveAnswers();
    /// Counts the shown exercise in Statistics, once, when it is finished.
    void recordFinished(bool right);
    void setState(State state);
    /// Sets every text that depends on the exercise, the verdict and the language.
    void retranslate();
    void markList();

    std::unique_ptr<grundy::practice::ExerciseSource> m_source;
    grundy::practice::SetSource* m_set; ///< m_source when it is a set, else null
    grundy::practice::RunSource* m_run; ///< m_source when it is a run, else null
    QString m_fileName;
    State m_state = State::Asking;
    bool m_missed = false;   ///< a wrong answer or the answer shown for this exercise
    bool m_recorded = false; ///< this exercise is counted in Statistics
    /// The answer whose verdict is shown, and whether it is the right one shown on request.
    std::optional<grundy::practice::Answer> m_shownAnswer;
    bool m_givenBefore = false; ///< the shown answer was kept in the set's file

    QListWidget* m_list = nullptr;
    QLabel* m_header;
    QLabel* m_question;
    QWidget* m_boardArea;
    QVBoxLayout* m_boardLayout;
    BoardView* m_board = nullptr;
    AnswerPanel* m_answers;
    QLabel* m_verdict;
    TextPane* m_reason;
    QPushButton* m_previous;
    QPushButton* m_tryAgain;
    QPushButton* m_showAnswer;
    QPushButton* m_next;
    QPushButton* m_saveAnswers;
    QPushButton* m_close;
};
