// SPDX-License-Identifier: MIT
#include "dialogs/newgamedialog.h"

#include "ui_newgamedialog.h"

#include <QLayout>
#include <QPushButton>

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <algorithm>

using grundy::GameKind;
using grundy::Natural;
using grundy::Seat;

namespace {

enum Opponent { VsComputer, VsHuman, Demo };
enum First { YouFirst, ComputerFirst, RandomFirst };

/// A red note shown beside a field while its text is wrong.
QLabel* makeErrorLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    label->setPalette(p);
    label->hide();
    return label;
}

void showError(QLabel* label, const QString& text) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

/// A uniformly random number in 1..max, exact for any size.
Natural randomUpTo(const Natural& max) {
    static gmp_randclass state(gmp_randinit_default);
    static const bool seeded = [] {
        state.seed(QRandomGenerator::global()->generate64());
        return true;
    }();
    (void)seeded;
    return state.get_z_range(max) + 1;
}

std::optional<Natural> naturalFrom(const QString& text) {
    return grundy::parseNatural(text.trimmed().toStdString());
}

} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::NewGameDialog>()) {
    m_ui->setupUi(this);
    for (GameKind kind : grundy::kAllGames)
        m_ui->gameCombo->addItem(gameName(kind), static_cast<int>(kind));
    m_ui->opponentCombo->addItems({tr("The computer"), tr("A second person at this screen"),
                                   tr("Computer against computer (demonstration)")});
    m_ui->firstCombo->addItems({tr("You"), tr("The computer"), tr("Decide at random")});

    m_kError = makeErrorLabel(this);
    m_cellsError = makeErrorLabel(this);
    m_positionError = makeErrorLabel(this);
    m_ui->parameterLayout->insertRow(1, QString(), m_kError);
    m_ui->parameterLayout->addRow(QString(), m_cellsError);
    m_ui->startLayout->addWidget(m_positionError, 2, 1);
    // The row's fields keep their natural widths, whatever the game hides in it.
    m_ui->randomLayout->addStretch(1);
    m_ui->errorLabel->hide();

    const auto* digits = new QRegularExpressionValidator(QRegularExpression("[0-9]*"), this);
    m_ui->kEdit->setValidator(digits);
    m_ui->cellsEdit->setValidator(digits);

    connect(m_ui->gameCombo, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateForGame);
    for (QLineEdit* edit : {m_ui->kEdit, m_ui->cellsEdit, m_ui->positionEdit})
        connect(edit, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_ui->positionEdit, &QLineEdit::textEdited, this,
            [this] { m_ui->typedRadio->setChecked(true); });
    for (QRadioButton* radio : {m_ui->randomRadio, m_ui->typedRadio})
        connect(radio, &QRadioButton::toggled, this, &NewGameDialog::validate);
    connect(m_ui->countSpin, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    connect(m_ui->opponentCombo, &QComboBox::currentIndexChanged, this,
            [this](int opponent) { m_ui->firstCombo->setEnabled(opponent == VsComputer); });
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    setGame(GameKind::Wythoff);
    updateForGame();
}

NewGameDialog::~NewGameDialog() = default;

QString NewGameDialog::gameName(GameKind kind) {
    switch (kind) {
    case GameKind::Bash:
        return tr("Bash game");
    case GameKind::Nim:
        return tr("Nim");
    case GameKind::Wythoff:
        return tr("Wythoff's game");
    case GameKind::Redistribution:
        return tr("Redistribution game");
    case GameKind::Staircase:
        return tr("Georgia and Bob");
    }
    return {};
}

QString NewGameDialog::ruleText(GameKind kind) {
    switch (kind) {
    case GameKind::Bash:
        return tr("One pile: take 1 to K stones. Whoever takes the last stone wins.");
    case GameKind::Nim:
        return tr("Several piles: take any number of stones from one pile. Whoever takes the "
                  "last stone wins.");
    case GameKind::Wythoff:
        return tr("Two piles: take any number from one pile, or the same number from both. "
                  "Whoever takes the last stone wins.");
    case GameKind::Redistribution:
        return tr("Take at least one stone of a pile out of the game, then you may move some "
                  "of its other stones onto other piles. Whoever takes the last stone wins.");
    case GameKind::Staircase:
        return tr("Chips on a strip of M cells: slide one chip left, never onto or over "
                  "another chip. Whoever makes the last move wins.");
    }
    return {};
}

void NewGameDialog::setGame(GameKind kind) {
    m_ui->gameCombo->setCurrentIndex(m_ui->gameCombo->findData(static_cast<int>(kind)));
}

GameKind NewGameDialog::game() const {
    return static_cast<GameKind>(m_ui->gameCombo->currentData().toInt());
}

void NewGameDialog::updateForGame() {
    const GameKind kind = game();
    m_ui->ruleLabel->setText(ruleText(kind));
    // A dialog does not lay a wrapped label out by height-for-width, so the rule was cut
    // to one line: keep room for the height the longest rule needs at the label's width.
    const int width = std::max(m_ui->ruleLabel->width(), m_ui->ruleLabel->sizeHint().width());
    int needed = 0;
    for (GameKind other : grundy::kAllGames)
        needed = std::max(
            needed, m_ui->ruleLabel->fontMetrics()
                        .boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, ruleText(other))
                        .height());
    m_ui->ruleLabel->setMinimumHeight(needed);
    const bool bash = kind == GameKind::Bash;
    const bool strip = kind == GameKind::Staircase;
    // Whole rows, not just their label and field: a hidden row leaves no gap (the error
    // rows under them are shown by validate() only while there is an error).
    m_ui->parameterLayout->setRowVisible(m_ui->kEdit, bash);
    m_ui->parameterLayout->setRowVisible(m_ui->cellsEdit, strip);
    // The number of piles is fixed in Bash (1) and Wythoff (2).
    const bool countFixed = bash || kind == GameKind::Wythoff;
    m_ui->countLabel->setVisible(!countFixed);
    m_ui->countSpin->setVisible(!countFixed);
    m_ui->countLabel->setText(strip ? tr("Chips:") : tr("Piles:"));
    m_ui->sizeLabel->setVisible(!strip);
    m_ui->sizeSpin->setVisible(!strip);
    // One phrase, read left to right: "Piles: 3, each up to 12 stones".
    m_ui->sizeUnitLabel->setText(strip ? tr("on random cells") : tr("stones"));
    m_ui->sizeLabel->setText(bash                        ? tr("One pile of up to")
                             : kind == GameKind::Wythoff ? tr("Two piles, each up to")
                                                         : tr("each up to"));
    const char* example = "";
    switch (kind) {
    case GameKind::Bash:
        example = "e.g. 23";
        break;
    case GameKind::Nim:
        example = "e.g. 3, 5, 7";
        break;
    case GameKind::Wythoff:
        example = "e.g. 30, 47";
        break;
    case GameKind::Redistribution:
        example = "e.g. 3, 5, 5, 8";
        break;
    case GameKind::Staircase:
        example = "chip cells, e.g. 2, 5, 9, 14";
        break;
    }
    m_ui->positionEdit->setPlaceholderText(tr(example));
    validate();
    adjustSize();
}

grundy::GameOptions NewGameDialog::options() const {
    grundy::GameOptions o;
    if (game() == GameKind::Bash) o.k = naturalFrom(m_ui->kEdit->text()).value_or(0);
    if (game() == GameKind::Staircase) o.cells = naturalFrom(m_ui->cellsEdit->text()).value_or(0);
    return o;
}

std::optional<grundy::AnyPosition> NewGameDialog::typedPosition(QString* whyNot) const {
    const QStringList parts =
        m_ui->positionEdit->text().split(QRegularExpression("[,;\\s]+"), Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        *whyNot = tr("Type the numbers of the position, separated by commas.");
        return std::nullopt;
    }
    std::vector<Natural> numbers;
    for (const QString& part : parts) {
        const auto n = naturalFrom(part);
        if (!n) {
            *whyNot = tr("\"%1\" is not a whole number of stones.").arg(part);
            return std::nullopt;
        }
        numbers.push_back(*n);
    }
    try {
        return grundy::makePosition(game(), std::move(numbers), options());
    } catch (const grundy::InvalidPosition& e) {
        // The core's reasons are sentence fragments ("the Bash game needs …"): make a
        // sentence of them, as the dialog's own messages are.
        QString why = QString::fromStdString(e.what());
        if (!why.isEmpty()) why[0] = why[0].toUpper();
        if (!why.endsWith(QLatin1Char('.'))) why += QLatin1Char('.');
        *whyNot = why;
        return std::nullopt;
    }
}

grundy::AnyPosition NewGameDialog::randomPosition() const {
    const GameKind kind = game();
    const Natural size = static_cast<unsigned long>(m_ui->sizeSpin->value());
    std::size_t count = static_cast<std::size_t>(m_ui->countSpin->value());
    if (kind == GameKind::Bash) count = 1;
    if (kind == GameKind::Wythoff) count = 2;
    std::vector<Natural> numbers;
    if (kind == GameKind::Staircase) {
        const Natural cells = options().cells;
        while (numbers.size() < count) {
            const Natural c = randomUpTo(cells);
            if (std::find(numbers.begin(), numbers.end(), c) == numbers.end()) numbers.push_back(c);
        }
    } else {
        for (std::size_t i = 0; i < count; ++i)
            numbers.push_back(randomUpTo(size));
    }
    return grundy::makePosition(kind, std::move(numbers), options());
}

bool NewGameDialog::validate() {
    bool ok = true;
    const GameKind kind = game();
    QString kWhy, cellsWhy, positionWhy;
    if (kind == GameKind::Bash && options().k < 1) {
        kWhy = tr("K must be a whole number of at least 1.");
        ok = false;
    }
    if (kind == GameKind::Staircase) {
        if (options().cells < 1) {
            cellsWhy = tr("The strip needs at least 1 cell.");
            ok = false;
        } else if (m_ui->randomRadio->isChecked() && options().cells < m_ui->countSpin->value()) {
            cellsWhy = tr("%n chip(s) need at least as many cells.", "", m_ui->countSpin->value());
            ok = false;
        }
    }
    if (ok && m_ui->typedRadio->isChecked() && !typedPosition(&positionWhy)) ok = false;
    if (!m_ui->typedRadio->isChecked()) positionWhy.clear();
    showError(m_kError, kWhy);
    showError(m_cellsError, cellsWhy);
    showError(m_positionError, positionWhy);
    m_ui->parameterLayout->setRowVisible(m_kError, !kWhy.isEmpty());
    m_ui->parameterLayout->setRowVisible(m_cellsError, !cellsWhy.isEmpty());
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(ok);
    // A message that appears takes room of its own instead of squeezing the fields (and
    // gives it back when it goes).
    if (isVisible() && layout()) {
        layout()->activate();
        const int need = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                       : layout()->totalSizeHint().height();
        if (need > 0 && need != height()) resize(width(), std::max(need, minimumHeight()));
    }
    return ok;
}

std::array<Seat, 2> NewGameDialog::seats() const {
    switch (m_ui->opponentCombo->currentIndex()) {
    case VsHuman:
        return {Seat::Human, Seat::Human};
    case Demo:
        return {Seat::Computer, Seat::Computer};
    default:
        break;
    }
    int first = m_ui->firstCombo->currentIndex();
    if (first == RandomFirst) first = QRandomGenerator::global()->bounded(2);
    if (first == ComputerFirst) return {Seat::Computer, Seat::Human};
    return {Seat::Human, Seat::Computer};
}

void NewGameDialog::accept() {
    if (!validate()) return;
    QString why;
    m_setup.start = m_ui->typedRadio->isChecked() ? *typedPosition(&why) : randomPosition();
    m_setup.players = seats();
    QDialog::accept();
}
