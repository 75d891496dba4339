// SPDX-License-Identifier: MIT
#include "practice/practicewindow.h"

#include "boards/boardview.h"
#include "common/exercisesetfile.h"
#include "common/exporter.h"
#include "common/fileerror.h"
#include "common/messagetext.h"
#include "common/settings.h"
#include "common/theme.h"
#include "games/gamehome.h"
#include "practice/answerpanel.h"
#include "common/textpane.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>

using namespace grundy::practice;

namespace {

/// The window's size when the screen has room for it.
constexpr QSize kPreferredSize(960, 700);

QString text(const grundy::Message& message) { return MessageText::text(message); }

} // namespace

PracticeWindow::PracticeWindow(grundy::u64 seed, QWidget* parent)
    : PracticeWindow(std::make_unique<RunSource>(seed), QString(), parent) {}

PracticeWindow::PracticeWindow(ExerciseSet set, const QString& fileName, QWidget* parent)
    : PracticeWindow(std::make_unique<SetSource>(std::move(set)), fileName, parent) {}

PracticeWindow::PracticeWindow(std::unique_ptr<ExerciseSource> source, const QString& fileName,
                               QWidget* parent)
    : QDialog(parent), m_source(std::move(source)),
      m_set(dynamic_cast<SetSource*>(m_source.get())),
      m_run(dynamic_cast<RunSource*>(m_source.get())), m_fileName(fileName) {
    setObjectName(QStringLiteral("practiceWindow"));
    build();
    showExercise();
    const QRect room = screen() ? screen()->availableGeometry() : QRect(QPoint(), kPreferredSize);
    resize(kPreferredSize.boundedTo(room.size() - QSize(40, 60)));
}

PracticeWindow::~PracticeWindow() = default;

void PracticeWindow::build() {
    m_header = new QLabel(this);
    QFont bold = m_header->font();
    bold.setBold(true);
    m_header->setFont(bold);
    m_question = new QLabel(this);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont larger = m_question->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_question->setFont(larger);
    m_boardArea = new QWidget(this);
    m_boardLayout = new QVBoxLayout(m_boardArea);
    m_boardLayout->setContentsMargins(0, 0, 0, 0);
    m_answers = new AnswerPanel(this);
    connect(m_answers, &AnswerPanel::answered, this, &PracticeWindow::onAnswered);
    m_verdict = new QLabel(this);
    m_verdict->setFont(bold);
    m_reason = new TextPane(this);
    m_reason->setMinimumLines(2);

    m_previous = new QPushButton(this);
    m_tryAgain = new QPushButton(this);
    m_showAnswer = new QPushButton(this);
    m_next = new QPushButton(this);
    m_saveAnswers = new QPushButton(this);
    m_close = new QPushButton(this);
    for (QPushButton* b : {m_previous, m_tryAgain, m_showAnswer, m_saveAnswers, m_close})
        b->setAutoDefault(false);
    connect(m_previous, &QPushButton::clicked, this, &PracticeWindow::goPrevious);
    connect(m_tryAgain, &QPushButton::clicked, this, &PracticeWindow::tryAgain);
    connect(m_showAnswer, &QPushButton::clicked, this, &PracticeWindow::showAnswer);
    connect(m_next, &QPushButton::clicked, this, &PracticeWindow::goNext);
    connect(m_saveAnswers, &QPushButton::clicked, this, &PracticeWindow::saveAnswers);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    m_previous->setVisible(m_set);
    m_saveAnswers->setVisible(m_set);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_tryAgain);
    buttons->addWidget(m_showAnswer);
    buttons->addWidget(m_next);
    buttons->addStretch();
    buttons->addWidget(m_saveAnswers);
    buttons->addWidget(m_close);

    auto* exercise = new QVBoxLayout;
    exercise->addWidget(m_header);
    exercise->addWidget(m_question);
    exercise->addWidget(m_boardArea, 1);
    exercise->addWidget(m_answers);
    exercise->addWidget(m_verdict);
    exercise->addWidget(m_reason);
    exercise->addLayout(buttons);

    auto* layout = new QHBoxLayout(this);
    if (m_set) {
        m_list = new QListWidget(this);
        m_list->setMaximumWidth(fontMetrics().averageCharWidth() * 30);
        connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
            if (row < 0 || std::size_t(row) == m_set->index()) return;
            m_set->go(std::size_t(row));
            showExercise();
        });
        layout->addWidget(m_list);
    }
    layout->addLayout(exercise, 1);
}

void PracticeWindow::showExercise() {
    const Exercise& e = m_source->exercise();
    delete m_board;
    m_board = nullptr;
    // A table asks about a game's single piles, not the one on a board.
    if (e.kind != Kind::Table) {
        m_board = homeOf(e.position).createBoard(e.position, m_boardArea);
        m_boardLayout->addWidget(m_board);
        connect(m_board, &BoardView::moveRequested, this,
                [this](const grundy::AnyMove& move) {
                    Answer answer;
                    answer.move = move;
                    onAnswered(answer);
                });
    }
    m_boardArea->setVisible(m_board);
    m_answers->ask(e);
    m_missed = false;
    m_recorded = false;
    m_shownAnswer.reset();
    m_givenBefore = false;
    setState(State::Asking);
    if (const std::optional<Answer> kept = m_source->keptAnswer()) {
        m_givenBefore = true;
        showVerdict(*kept, check(e, *kept));
    }
    if (m_list) {
        markList();
        m_list->setCurrentRow(int(m_source->index()));
    }
    retranslate();
}

void PracticeWindow::onAnswered(const Answer& answer) {
    if (m_state != State::Asking) return;
    m_givenBefore = false;
    const Verdict verdict = m_source->answer(answer);
    showVerdict(answer, verdict);
    if (verdict.right) recordFinished(!m_missed);
    m_missed = m_missed || !verdict.right;
    if (m_list) markList();
}

void PracticeWindow::showVerdict(const Answer& answer, const Verdict& verdict) {
    m_shownAnswer = answer;
    setState(verdict.right ? State::Right : State::Wrong);
    retranslate();
}

void PracticeWindow::tryAgain() {
    m_shownAnswer.reset();
    m_givenBefore = false;
    m_answers->ask(m_source->exercise());
    setState(State::Asking);
    retranslate();
}

void PracticeWindow::showAnswer() {
    const Exercise& e = m_source->exercise();
    const Answer right = solution(e);
    m_missed = true;
    recordFinished(false);
    m_shownAnswer = right;
    m_givenBefore = false;
    if (m_board && right.move) m_board->showHint(*right.move);
    setState(State::Shown);
    retranslate();
}

void PracticeWindow::goNext() {
    if (!m_source->next()) return;
    showExercise();
}

void PracticeWindow::goPrevious() {
    if (!m_source->previous()) return;
    showExercise();
}

void PracticeWindow::recordFinished(bool right) {
    if (m_recorded) return;
    m_recorded = true;
    const Exercise& e = m_source->exercise();
    const std::string_view game = grundy::gameOf(e.position).id;
    emit exerciseFinished(QString::fromUtf8(game.data(), qsizetype(game.size())), e.kind, right);
}

void PracticeWindow::setState(State state) {
    m_state = state;
    const bool asking = state == State::Asking;
    m_answers->setEnabled(asking);
    if (m_board) {
        // Not "waiting for the other player": there is none.
        m_board->setIdleText(asking ? tr("Look, then answer below.")
                                    : tr("Answered: the reason is below."));
        m_board->setInteractive(asking && m_source->exercise().kind == Kind::Move);
    }
    m_tryAgain->setVisible(state == State::Wrong);
    m_showAnswer->setEnabled(state != State::Shown && state != State::Right);
    const std::optional<std::size_t> count = m_source->count();
    m_next->setEnabled(!count || m_source->index() + 1 < *count);
    m_previous->setEnabled(m_source->index() > 0);
    m_next->setDefault(!asking);
    if (state == State::Wrong) m_tryAgain->setFocus();
    else if (!asking) m_next->setFocus();
    else m_answers->focusAnswer();
    m_verdict->setVisible(!asking);
    if (asking) m_reason->setText(QString());
}

void PracticeWindow::saveAnswers() {
    // Beside the set, named after it: the teacher gets both back in one folder.
    QString suggested = Settings::lastFolder();
    if (!m_fileName.isEmpty()) {
        const QFileInfo info(m_fileName);
        suggested = info.dir().filePath(tr("%1-answers.json").arg(info.completeBaseName()));
    }
    const QString path = Exporter::askFile(this, tr("Save Answers"), suggested,
                                           tr("Exercise sets (*.json);;All files (*)"), true,
                                           QStringLiteral("json"));
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    saveAnswersTo(path);
}

bool PracticeWindow::saveAnswersTo(const QString& path) {
    QString why;
    if (ExerciseSetFile::write(path, m_set->set(), &why)) return true;
    // Told over the window without blocking it: the answers stay to be saved elsewhere.
    showFileError(this, tr("Save Answers"), tr("The answers could not be saved."), why);
    return false;
}

void PracticeWindow::markList() {
    const ExerciseSet& set = m_set->set();
    const QSignalBlocker quiet(m_list);
    while (m_list->count() < int(set.exercises.size())) m_list->addItem(QString());
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        const std::optional<Answer>& a = set.answers[i];
        const QString mark = !a ? QStringLiteral("   ") : check(e, *a).right ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
        QListWidgetItem* item = m_list->item(int(i));
        item->setText(mark + tr("%1. %2").arg(i + 1).arg(text(kindName(e.kind))));
        item->setToolTip(text(positionName(e.position)));
        // A screen reader hears the mark in words.
        item->setData(Qt::AccessibleTextRole,
                      !a ? tr("%1. %2, not answered").arg(i + 1).arg(text(kindName(e.kind)))
                      : check(e, *a).right
                          ? tr("%1. %2, right").arg(i + 1).arg(text(kindName(e.kind)))
                          : tr("%1. %2, wrong").arg(i + 1).arg(text(kindName(e.kind))));
    }
}

void PracticeWindow::retranslate() {
    setWindowTitle(m_fileName.isEmpty()
                       ? tr("Practice")
                       : tr("Practice: %1").arg(QFileInfo(m_fileName).fileName()));
    const Exercise& e = m_source->exercise();
    const std::size_t number = m_source->index() + 1;
    if (m_set)
        m_header->setText(tr("Exercise %1 of %2 · %3 answered, %4 right")
                              .arg(number)
                              .arg(m_set->set().exercises.size())
                              .arg(m_set->answered())
                              .arg(m_set->right()));
    else
        m_header->setText(tr("Exercise %1 · difficulty %2 of %3 · %n right in a row", nullptr,
                             m_run->streak())
                              .arg(number)
                              .arg(m_run->difficulty())
                              .arg(kHardest));
    m_question->setText(text(question(e)));
    m_previous->setText(tr("&Previous"));
    m_tryAgain->setText(tr("&Try Again"));
    m_showAnswer->setText(tr("Show &Answer"));
    m_next->setText(tr("Ne&xt"));
    m_saveAnswers->setText(tr("&Save Answers…"));
    m_close->setText(tr("Close"));
    if (m_state == State::Asking || !m_shownAnswer) return;
    const Verdict verdict = check(e, *m_shownAnswer);
    const QString answerText = text(grundy::practice::answerText(e, *m_shownAnswer));
    switch (m_state) {
    case State::Asking: break;
    case State::Right:
        m_verdict->setText(m_givenBefore ? tr("✓ The answer given is right: %1.").arg(answerText)
                                         : tr("✓ Right: %1.").arg(answerText));
        break;
    case State::Wrong:
        m_verdict->setText(m_givenBefore ? tr("✗ The answer given is not right: %1.").arg(answerText)
                                         : tr("✗ Not right: %1.").arg(answerText));
        break;
    case State::Shown: m_verdict->setText(tr("The answer: %1.").arg(answerText)); break;
    }
    m_verdict->setForegroundRole(QPalette::WindowText);
    QPalette palette = m_verdict->palette();
    palette.setColor(QPalette::WindowText, m_state == State::Wrong
                                               ? theme::warningColor(this->palette())
                                               : this->palette().color(QPalette::WindowText));
    m_verdict->setPalette(palette);
    m_reason->setText(text(verdict.reason));
}

void PracticeWindow::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    // A new theme's palette: the verdict's warning colour follows.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) {
        retranslate();
        if (m_list) markList();
    }
}
