// SPDX-License-Identifier: MIT
#include "practice/exercisechoice.h"

#include "common/messagetext.h"
#include "common/theme.h"
#include "games/gamehome.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <algorithm>

using namespace grundy::practice;

ExerciseChoice::ExerciseChoice(QWidget* parent)
    : QWidget(parent), m_games(new QListWidget(this)), m_count(new QSpinBox(this)),
      m_difficulty(new QSpinBox(this)), m_seed(new QLineEdit(this)), m_problem(new QLabel(this)),
      m_gamesLabel(new QLabel(this)), m_kindsLabel(new QLabel(this)),
      m_countLabel(new QLabel(this)), m_difficultyLabel(new QLabel(this)),
      m_seedLabel(new QLabel(this)), m_newSeed(new QPushButton(this)) {
    m_games->setObjectName(QStringLiteral("gamesList"));
    for (std::size_t i = 0; i < kTopics.size(); ++i) {
        auto* item = new QListWidgetItem(m_games);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    m_games->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_games->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_games, &QListWidget::itemChanged, this, [this] { refresh(); });

    auto* kinds = new QVBoxLayout;
    kinds->setSpacing(2);
    for (const Kind k : kKinds) {
        auto* box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("kind_%1").arg(QString::fromLatin1(kindId(k).data())));
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, [this] { refresh(); });
        kinds->addWidget(box);
        m_kinds.push_back(box);
    }

    m_count->setRange(1, int(kMaxSetExercises));
    m_count->setValue(12);
    m_difficulty->setRange(kEasiest, kHardest);
    m_difficulty->setValue(2);
    // A seed is any 64-bit number; the field takes its digits.
    m_seed->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setText(QString::number(QRandomGenerator::global()->generate64()));
    connect(m_newSeed, &QPushButton::clicked, this, [this] {
        m_seed->setText(QString::number(QRandomGenerator::global()->generate64()));
    });
    for (QSpinBox* box : {m_count, m_difficulty})
        connect(box, &QSpinBox::valueChanged, this, [this] { refresh(); });
    connect(m_seed, &QLineEdit::textChanged, this, [this] { refresh(); });

    auto* seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    auto* form = new QFormLayout(this);
    form->addRow(m_gamesLabel, m_games);
    form->addRow(m_kindsLabel, kinds);
    form->addRow(m_countLabel, m_count);
    form->addRow(m_difficultyLabel, m_difficulty);
    form->addRow(m_seedLabel, seedRow);
    form->addRow(m_problem);
    m_gamesLabel->setBuddy(m_games);
    m_countLabel->setBuddy(m_count);
    m_difficultyLabel->setBuddy(m_difficulty);
    m_seedLabel->setBuddy(m_seed);
    m_problem->setWordWrap(true);
    theme::useWarningColor(m_problem);
    retranslate();
}

std::vector<Topic> ExerciseChoice::chosenTopics() const {
    std::vector<Topic> topics;
    for (std::size_t i = 0; i < kTopics.size(); ++i)
        if (m_games->item(int(i))->checkState() == Qt::Checked) topics.push_back(kTopics[i]);
    return topics;
}

std::vector<Kind> ExerciseChoice::chosenKinds() const {
    std::vector<Kind> kinds;
    for (const Kind k : kKinds)
        if (kind(k)->isChecked() && kind(k)->isEnabled()) kinds.push_back(k);
    return kinds;
}

std::optional<grundy::u64> ExerciseChoice::chosenSeed() const {
    const auto n = grundy::parseNatural(m_seed->text().toStdString());
    if (!n || !grundy::fitsU64(*n)) return std::nullopt;
    return grundy::toU64(*n);
}

std::optional<ExerciseSet> ExerciseChoice::set() const {
    if (!problem().isEmpty()) return std::nullopt;
    const grundy::u64 seed = *chosenSeed();
    return ExerciseSet{exerciseSet(seed, std::size_t(m_count->value()), chosenKinds(),
                                   m_difficulty->value(), chosenTopics()),
                       {},
                       seed};
}

QString ExerciseChoice::problem() const {
    const std::vector<Topic> topics = chosenTopics();
    if (topics.empty()) return tr("Choose at least one game.");
    if (chosenKinds().empty()) return tr("Choose at least one kind of exercise the games ask.");
    if (!chosenSeed()) return tr("The seed is a whole number from 0 to 18446744073709551615.");
    return {};
}

void ExerciseChoice::refresh() {
    const std::vector<Topic> topics = chosenTopics();
    for (const Kind k : kKinds)
        kind(k)->setEnabled(asksAny(topics, {k}));
    m_problem->setText(problem());
    m_problem->setVisible(!problem().isEmpty());
    emit changed();
}

void ExerciseChoice::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
    if (event->type() == QEvent::FontChange) fitFields(); // presentation mode's larger text
}

void ExerciseChoice::fitFields() {
    // Every game in view, whole: seven rows, no scrolling.
    const int frame = 2 * m_games->frameWidth();
    m_games->setFixedHeight(m_games->sizeHintForRow(0) * m_games->count() + frame);
    m_games->setMinimumWidth(m_games->sizeHintForColumn(0) + frame);
    // A seed's twenty digits.
    const QMargins margins = m_seed->textMargins() + m_seed->contentsMargins();
    m_seed->setMinimumWidth(m_seed->fontMetrics().horizontalAdvance(QString(20, QLatin1Char('8'))) +
                            margins.left() + margins.right() + 4 * m_seed->fontMetrics().averageCharWidth());
}

void ExerciseChoice::retranslate() {
    for (std::size_t i = 0; i < kTopics.size(); ++i) {
        const Topic t = kTopics[i];
        m_games->item(int(i))->setText(t == Topic::TakeAndBreak
                                           ? tr("Take-and-break games (Kayles and others)")
                                           : homeOf(topicGame(t)).name());
    }
    for (const Kind k : kKinds)
        kind(k)->setText(MessageText::text(kindName(k)));
    m_gamesLabel->setText(tr("&Games:"));
    m_kindsLabel->setText(tr("Kinds:"));
    m_countLabel->setText(tr("&Exercises:"));
    m_difficultyLabel->setText(tr("&Difficulty:"));
    m_difficulty->setToolTip(tr("1: small piles, few of them; 5: large piles, more of them"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The same seed and choices draw the same exercises on every machine"));
    m_newSeed->setText(tr("&New Seed"));
    fitFields();
    refresh();
}
