// SPDX-License-Identifier: MIT
#include "practice/answerpanel.h"

#include "core/games/catalogue.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QStackedWidget>
#include <QVBoxLayout>

using grundy::practice::Answer;
using grundy::practice::Exercise;
using grundy::practice::Kind;

namespace {

/// The cells of a table in one row of the grid.
constexpr int kCellsPerRow = 11;

/// A field that takes a whole number of any size, and nothing else.
Answer outcomeAnswer(grundy::Outcome outcome) {
    Answer answer;
    answer.outcome = outcome;
    return answer;
}

Answer componentAnswer(std::size_t component) {
    Answer answer;
    answer.component = component;
    return answer;
}

QLineEdit* numberEdit(QWidget* parent) {
    auto* edit = new QLineEdit(parent);
    edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,60}")), edit));
    return edit;
}

std::optional<grundy::Natural> numberIn(const QLineEdit* edit) {
    return grundy::parseNatural(edit->text().toStdString());
}

} // namespace

AnswerPanel::AnswerPanel(QWidget* parent) : QWidget(parent), m_pages(new QStackedWidget(this)) {
    m_check = new QPushButton(this);
    m_check->setAutoDefault(false);
    connect(m_check, &QPushButton::clicked, this, &AnswerPanel::sendTyped);
    m_pages->addWidget(makeOutcomePage());
    m_pages->addWidget(makeMovePage());
    m_pages->addWidget(makeValuePage());
    m_pages->addWidget(makeTablePage());
    m_pages->addWidget(makeWhichPage());
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_check, 0, Qt::AlignBottom);
    retranslate();
}

QWidget* AnswerPanel::makeOutcomePage() {
    auto* page = new QWidget(this);
    auto* row = new QHBoxLayout(page);
    row->setContentsMargins(0, 0, 0, 0);
    m_p = new QPushButton(page);
    m_n = new QPushButton(page);
    for (QPushButton* b : {m_p, m_n}) {
        b->setAutoDefault(false);
        row->addWidget(b);
    }
    row->addStretch();
    connect(m_p, &QPushButton::clicked, this, [this] {
        emit answered(outcomeAnswer(grundy::Outcome::P));
    });
    connect(m_n, &QPushButton::clicked, this, [this] {
        emit answered(outcomeAnswer(grundy::Outcome::N));
    });
    return page;
}

QWidget* AnswerPanel::makeMovePage() {
    m_moveText = new QLabel(this);
    m_moveText->setWordWrap(true);
    return m_moveText;
}

QWidget* AnswerPanel::makeValuePage() {
    auto* page = new QWidget(this);
    auto* row = new QHBoxLayout(page);
    row->setContentsMargins(0, 0, 0, 0);
    m_valueLabel = new QLabel(page);
    m_value = numberEdit(page);
    m_valueLabel->setBuddy(m_value);
    row->addWidget(m_valueLabel);
    row->addWidget(m_value, 1);
    connect(m_value, &QLineEdit::textChanged, this, &AnswerPanel::updateCheck);
    m_value->installEventFilter(this);
    return page;
}

QWidget* AnswerPanel::makeTablePage() {
    m_table = new QWidget(this);
    new QGridLayout(m_table);
    m_table->layout()->setContentsMargins(0, 0, 0, 0);
    return m_table;
}

QWidget* AnswerPanel::makeWhichPage() {
    m_which = new QWidget(this);
    auto* row = new QHBoxLayout(m_which);
    row->setContentsMargins(0, 0, 0, 0);
    return m_which;
}

bool AnswerPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress) return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key != Qt::Key_Return && key != Qt::Key_Enter) return QWidget::eventFilter(watched, event);
    const qsizetype cell = m_cells.indexOf(watched);
    if (cell >= 0 && cell + 1 < m_cells.size()) m_cells[cell + 1]->setFocus();
    else sendTyped();
    return true;
}

void AnswerPanel::focusAnswer() {
    if (m_kind == Kind::SgValue) m_value->setFocus();
    else if (m_kind == Kind::Table && !m_cells.isEmpty()) m_cells.front()->setFocus();
}

void AnswerPanel::ask(const Exercise& exercise) {
    m_kind = exercise.kind;
    m_pages->setCurrentIndex(int(exercise.kind));
    m_value->clear();
    if (exercise.kind == Kind::Table) {
        qDeleteAll(m_cells);
        m_cells.clear();
        qDeleteAll(m_table->findChildren<QLabel*>(Qt::FindDirectChildrenOnly));
        auto* grid = static_cast<QGridLayout*>(m_table->layout());
        for (std::size_t n = 0; n <= exercise.tableTo; ++n) {
            const int row = 2 * (int(n) / kCellsPerRow), column = int(n) % kCellsPerRow;
            auto* label = new QLabel(QStringLiteral("G(%1)").arg(n), m_table);
            QLineEdit* cell = numberEdit(m_table);
            cell->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000")) + 12);
            label->setBuddy(cell);
            grid->addWidget(label, row, column, Qt::AlignHCenter);
            grid->addWidget(cell, row + 1, column);
            connect(cell, &QLineEdit::textChanged, this, &AnswerPanel::updateCheck);
            cell->installEventFilter(this); // Return: the next cell, or from the last a check
            cell->show(); // now, not when the layout next runs: it can take the keyboard
            m_cells << cell;
        }
    }
    if (exercise.kind == Kind::Which) {
        qDeleteAll(m_components);
        m_components.clear();
        const std::size_t count = grundy::gameOf(exercise.position).wordsOf(exercise.position).size();
        auto* row = static_cast<QHBoxLayout*>(m_which->layout());
        while (row->count() > 0) delete row->takeAt(0);
        for (std::size_t c = 0; c < count; ++c) {
            auto* button = new QPushButton(m_which);
            button->setAutoDefault(false);
            connect(button, &QPushButton::clicked, this,
                    [this, c] { emit answered(componentAnswer(c)); });
            row->addWidget(button);
            m_components << button;
        }
        row->addStretch();
    }
    m_check->setVisible(exercise.kind == Kind::SgValue || exercise.kind == Kind::Table);
    retranslate();
    updateCheck();
}

void AnswerPanel::updateCheck() {
    bool filled = !m_value->text().isEmpty();
    if (m_kind == Kind::Table)
        filled = std::all_of(m_cells.begin(), m_cells.end(),
                             [](const QLineEdit* c) { return !c->text().isEmpty(); });
    m_check->setEnabled(filled);
}

void AnswerPanel::sendTyped() {
    if (!m_check->isEnabled() || !isEnabled()) return;
    Answer answer;
    if (m_kind == Kind::SgValue) answer.value = numberIn(m_value);
    for (const QLineEdit* cell : m_cells)
        if (m_kind == Kind::Table) answer.table.push_back(numberIn(cell).value_or(0));
    emit answered(answer);
}

void AnswerPanel::retranslate() {
    m_p->setText(tr("&P-position: the player to move loses"));
    m_n->setText(tr("&N-position: the player to move wins"));
    m_moveText->setText(tr("Make a winning move on the board."));
    m_valueLabel->setText(tr("&Value:"));
    m_check->setText(tr("&Check"));
    for (qsizetype c = 0; c < m_components.size(); ++c)
        // The component's number is its button's key: Alt+1, Alt+2…
        m_components[c]->setText(tr("Component %1").arg(QStringLiteral("&%1").arg(c + 1)));
}

void AnswerPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}
