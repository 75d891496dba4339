// SPDX-License-Identifier: MIT
#include "dialogs/newgamedialog.h"

#include "core/games/catalogue.h"
#include "common/levelname.h"
#include "common/messagetext.h"
#include "common/recordlimits.h"
#include "common/settings.h"
#include "common/textlines.h"
#include "common/theme.h"
#include "dialogs/componentlist.h"
#include "games/gamehome.h"
#include "core/play/startoutcome.h"

#include "ui_newgamedialog.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLayout>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <algorithm>

using grundy::GameKind;
using grundy::Natural;
using grundy::Seat;

namespace {

enum Opponent { VsComputer, VsHuman, Demo };
enum First { YouFirst, ComputerFirst, RandomFirst };
/// The random start's outcome for the person playing the computer.
enum StartOutcome { AnyOutcome, YouCanWin, YouMustLose };

/// A red note shown beside a field while its text is wrong.
QLabel* makeErrorLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    theme::useWarningColor(label);
    label->hide();
    return label;
}

void showError(QLabel* label, const QString& text) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

std::optional<Natural> naturalFrom(const QString& text) {
    return grundy::parseNatural(text.trimmed().toStdString());
}

// How the choices of the opponent and first-move combos are remembered (their order).
const QStringList kOpponentIds{QStringLiteral("computer"), QStringLiteral("person"),
                               QStringLiteral("demo")};
const QStringList kFirstIds{QStringLiteral("you"), QStringLiteral("computer"),
                            QStringLiteral("random")};
const QStringList kOutcomeIds{QStringLiteral("any"), QStringLiteral("win"), QStringLiteral("lose")};

/// The remembered choice of `key` as an index into `ids` (the first when unknown).
int choiceIndex(const QStringList& ids, const Settings::Key& key) {
    return int(std::max<qsizetype>(0, ids.indexOf(Settings::value(key).toString())));
}

QString idOf(GameKind kind) {
    const std::string_view id = grundy::gameInfo(kind).id;
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

/// Where an option's text is kept: "bash.k".
/// Where a preset's entry of the game list keeps the option it fixes and its value.
constexpr int kPresetOptionRole = Qt::UserRole + 1;
constexpr int kPresetValueRole = Qt::UserRole + 2;

/// The core's reason, a sentence fragment ("the Bash game needs …"), as a sentence like the
/// dialog's own messages.
QString sentence(const grundy::MessageError& e) {
    QString why = MessageText::text(e.message());
    if (!why.isEmpty()) why[0] = why[0].toUpper();
    if (!why.endsWith(QLatin1Char('.'))) why += QLatin1Char('.');
    return why;
}

QString optionKey(GameKind kind, const std::string& option) {
    return idOf(kind) + QLatin1Char('.') + QString::fromStdString(option);
}

} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::NewGameDialog>()) {
    m_ui->setupUi(this);
    // Each game, then the games known by their own names that are it with an option fixed
    // (Kayles: the octal game 0.77), which fill that option when chosen.
    for (const grundy::GameInfo* info : grundy::catalogue()) {
        m_ui->gameCombo->addItem(homeOf(info->kind).name(), static_cast<int>(info->kind));
        for (const grundy::Preset& preset : info->presets) {
            m_ui->gameCombo->addItem(
                tr("%1 (%2)").arg(MessageText::text(grundy::Message{preset.name, {}}),
                                  QString::fromUtf8(preset.value.data(), qsizetype(preset.value.size()))),
                static_cast<int>(info->kind));
            const int at = m_ui->gameCombo->count() - 1;
            m_ui->gameCombo->setItemData(at, QString::fromUtf8(preset.option.data(), qsizetype(preset.option.size())), kPresetOptionRole);
            m_ui->gameCombo->setItemData(at, QString::fromUtf8(preset.value.data(), qsizetype(preset.value.size())), kPresetValueRole);
        }
    }
    m_ui->opponentCombo->addItems({tr("The computer"), tr("A second person at this screen"),
                                   tr("Computer against computer (demonstration)")});
    m_ui->firstCombo->addItems({tr("You"), tr("The computer"), tr("Decide at random")});
    m_ui->outcomeCombo->addItems(
        {tr("Any position"), tr("One you can win"), tr("One you must lose")});
    m_ui->outcomeCombo->setItemData(AnyOutcome, tr("Any position of this size, drawn at random."),
                                    Qt::ToolTipRole);
    m_ui->outcomeCombo->setItemData(
        YouCanWin, tr("A position you win with perfect play, whoever moves first."),
        Qt::ToolTipRole);
    m_ui->outcomeCombo->setItemData(
        YouMustLose,
        tr("A position the perfect computer wins, whoever moves first: you need its mistakes "
           "(choose a weaker level) or a lesson in why it wins."),
        Qt::ToolTipRole);
    for (const grundy::Level level : grundy::kLevels) {
        m_ui->levelCombo->addItem(LevelName::of(level), int(level));
        m_ui->levelCombo->setItemData(m_ui->levelCombo->count() - 1, LevelName::description(level),
                                      Qt::ToolTipRole);
    }

    addOptionRows();
    m_positionError = makeErrorLabel(this);
    // Typing shows and clears this message at every key: it keeps room for two lines even
    // when empty, so that the buttons under it do not move while a person types.
    QSizePolicy keep = m_positionError->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_positionError->setSizePolicy(keep);
    m_positionError->setMinimumHeight(textlines::height(m_positionError, 2));
    m_ui->startLayout->addWidget(m_positionError, 3, 1);
    // What the game changes of a valid start (a subtraction set's unusable takes), in the
    // error's place.
    m_positionNote = new QLabel(this);
    m_positionNote->setWordWrap(true);
    m_positionNote->hide();
    m_ui->startLayout->addWidget(m_positionNote, 3, 1);
    // In the typed start's place, shown for a game made of words only.
    m_components = new ComponentList(this);
    m_ui->startLayout->addWidget(m_components, 2, 0, 1, 2);
    setTabOrder(m_ui->positionEdit, m_components);
    connect(m_components, &ComponentList::changed, this, &NewGameDialog::validate);
    // The row's fields keep their natural widths, whatever the game hides in it.
    m_ui->randomLayout->addStretch(1);
    m_ui->errorLabel->hide();

    connect(m_ui->gameCombo, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateForGame);
    connect(m_ui->positionEdit, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_ui->positionEdit, &QLineEdit::textEdited, this,
            [this] { m_ui->typedRadio->setChecked(true); });
    for (QRadioButton* radio : {m_ui->randomRadio, m_ui->typedRadio})
        connect(radio, &QRadioButton::toggled, this, &NewGameDialog::validate);
    // The two are exclusive: the random one toggles whenever either does.
    connect(m_ui->randomRadio, &QRadioButton::toggled, this, &NewGameDialog::enableOutcome);
    connect(m_ui->countSpin, &QSpinBox::valueChanged, this, &NewGameDialog::validate);
    connect(m_ui->opponentCombo, &QComboBox::currentIndexChanged, this, [this](int opponent) {
        m_ui->firstCombo->setEnabled(opponent == VsComputer);
        m_ui->levelCombo->setEnabled(opponent != VsHuman);
        enableOutcome();
    });
    connect(m_ui->buttonBox, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_ui->buttonBox, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    setGame(GameKind::Wythoff);
    updateForGame();
    restoreChoices();
    enableOutcome();
}

NewGameDialog::~NewGameDialog() = default;

QWidget* NewGameDialog::OptionRow::field() const {
    return edit ? static_cast<QWidget*>(edit) : check;
}

QString NewGameDialog::OptionRow::value() const {
    if (edit) return edit->text().trimmed();
    const grundy::OptionSpec* spec = grundy::gameInfo(game).option(id);
    const std::string_view word = check->isChecked() ? spec->switchWord : spec->textDefault;
    return QString::fromUtf8(word.data(), qsizetype(word.size()));
}

void NewGameDialog::OptionRow::setValue(const QString& text) const {
    if (edit) return edit->setText(text);
    const grundy::OptionSpec* spec = grundy::gameInfo(game).option(id);
    check->setChecked(text.toStdString() == spec->switchWord);
}

void NewGameDialog::addOptionRows() {
    const auto* digits = new QRegularExpressionValidator(QRegularExpression("[0-9]*"), this);
    QWidget* previous = m_ui->gameCombo;
    for (const grundy::GameInfo* info : grundy::catalogue()) {
        for (const grundy::OptionSpec& spec : info->options) {
            const OptionField field = homeOf(info->kind).optionField(spec.id);
            OptionRow row{info->kind, std::string(spec.id)};
            row.error = makeErrorLabel(this);
            const QString name = QString::fromUtf8(spec.id.data(), qsizetype(spec.id.size()));
            if (!spec.switchWord.empty()) {
                // A switch reads as one phrase beside its box: "Misère play: …".
                row.check = new QCheckBox(field.label, this);
                row.check->setObjectName(name + QStringLiteral("Check"));
                row.setValue(field.defaultValue);
                m_ui->parameterLayout->addRow(QString(), row.check);
                connect(row.check, &QCheckBox::toggled, this, &NewGameDialog::validate);
                connect(row.check, &QCheckBox::toggled, this, &NewGameDialog::showRule);
            } else {
                row.edit = new QLineEdit(field.defaultValue, this);
                row.edit->setObjectName(name + QStringLiteral("Edit"));
                if (!spec.isText()) row.edit->setValidator(digits);
                auto* label = new QLabel(field.label, this);
                label->setBuddy(row.edit);
                if (field.presets.isEmpty()) {
                    m_ui->parameterLayout->addRow(label, row.edit);
                } else {
                    // Named values to start from, one click from the field they fill.
                    auto* line = row.line = new QHBoxLayout;
                    line->addWidget(row.edit, 1);
                    row.presets = new QToolButton(this);
                    row.presets->setObjectName(name + QStringLiteral("Presets"));
                    row.presets->setText(tr("Examples"));
                    row.presets->setPopupMode(QToolButton::InstantPopup);
                    auto* menu = new QMenu(row.presets);
                    // Not a structured binding: clang 14 cannot capture one.
                    for (const QPair<QString, QString>& preset : field.presets)
                        menu->addAction(
                            preset.first, row.edit,
                            [edit = row.edit, value = preset.second] { edit->setText(value); });
                    row.presets->setMenu(menu);
                    line->addWidget(row.presets);
                    m_ui->parameterLayout->addRow(label, line);
                }
                connect(row.edit, &QLineEdit::textChanged, this, &NewGameDialog::validate);
                if (!info->presets.empty())
                    connect(row.edit, &QLineEdit::textChanged, this,
                            [this, i = m_optionRows.size()] { showPresetOf(m_optionRows[i]); });
            }
            m_ui->parameterLayout->addRow(QString(), row.error);
            // The fields come after the game in the tab order, before the start position.
            setTabOrder(previous, row.field());
            previous = row.field();
            m_optionRows.push_back(row);
        }
    }
    setTabOrder(previous, m_ui->randomRadio);
}

QLineEdit* NewGameDialog::optionEdit(std::string_view id) const {
    for (const OptionRow& row : m_optionRows)
        if (row.game == game() && row.id == id) return row.edit;
    return nullptr;
}

QCheckBox* NewGameDialog::optionCheck(std::string_view id) const {
    for (const OptionRow& row : m_optionRows)
        if (row.game == game() && row.id == id) return row.check;
    return nullptr;
}

QString NewGameDialog::optionProblem(const OptionRow& row) const {
    const grundy::OptionSpec* spec = grundy::gameInfo(row.game).option(row.id);
    if (spec->isText()) {
        try {
            spec->textValue(row.value().toStdString());
            return {};
        } catch (const grundy::InvalidPosition& e) {
            return tr("%1 \"%2\" %3.")
                .arg(homeOf(row.game).optionField(row.id).name, row.value(),
                     MessageText::text(e.message()));
        }
    }
    const auto value = naturalFrom(row.edit->text());
    if (!value || *value < spec->minimum)
        return tr("%1 must be a whole number of at least %2.")
            .arg(homeOf(row.game).optionField(row.id).name)
            .arg(spec->minimum);
    return {};
}

void NewGameDialog::setGame(GameKind kind) {
    if (const int i = m_ui->gameCombo->findData(static_cast<int>(kind)); i >= 0)
        m_ui->gameCombo->setCurrentIndex(i);
}

GameKind NewGameDialog::game() const {
    return static_cast<GameKind>(m_ui->gameCombo->currentData().toInt());
}

void NewGameDialog::showPresetOf(const OptionRow& row) {
    if (row.game != game()) return;
    const grundy::OptionSpec* spec = grundy::gameInfo(row.game).option(row.id);
    std::string value = row.value().toStdString();
    try {
        if (spec && spec->isText()) value = spec->textValue(value); // "kayles", ".770": 0.77
    } catch (const grundy::InvalidPosition&) {
        // Not a value: no preset has it.
    }
    int shown = m_ui->gameCombo->findData(static_cast<int>(row.game)); // the game itself
    for (int i = 0; i < m_ui->gameCombo->count(); ++i)
        if (m_ui->gameCombo->itemData(i).toInt() == static_cast<int>(row.game) &&
            m_ui->gameCombo->itemData(i, kPresetOptionRole).toString().toStdString() == row.id &&
            m_ui->gameCombo->itemData(i, kPresetValueRole).toString().toStdString() == value)
            shown = i;
    const QSignalBlocker quiet(m_ui->gameCombo); // the same game: its fields stay
    m_ui->gameCombo->setCurrentIndex(shown);
}

void NewGameDialog::showRule() {
    // The rule as it will be played: the misère switch changes who wins.
    m_ui->ruleLabel->setText(homeOf(game()).rule(grundy::conventionFrom(options())));
}

void NewGameDialog::updateForGame() {
    // Each game keeps its own typed start: "3, 4, 5" is a Nim position, not a Bash one.
    if (m_shownGame && *m_shownGame != game()) {
        m_typedPositions[idOf(*m_shownGame)] = startText(*m_shownGame);
        setStartText(game(), m_typedPositions.value(idOf(game())).toString());
    }
    m_shownGame = game();
    const GameHome& home = homeOf(game());
    // A game made of words takes its options in them and starts from its list of words.
    const bool words = startsFromWords(game());
    // A preset chosen in the list fills its option (the list follows the field: showPresetOf).
    const QString presetOption = m_ui->gameCombo->currentData(kPresetOptionRole).toString();
    for (const OptionRow& row : m_optionRows)
        if (!presetOption.isEmpty() && row.game == game() && QString::fromStdString(row.id) == presetOption)
            row.setValue(m_ui->gameCombo->currentData(kPresetValueRole).toString());
    showRule();
    // A dialog does not lay a wrapped label out by height-for-width, so the rule was cut
    // to one line: keep room for the height the longest rule needs at the label's width.
    const int width = std::max(m_ui->ruleLabel->width(), m_ui->ruleLabel->sizeHint().width());
    int needed = 0;
    for (const grundy::GameInfo* other : grundy::catalogue())
        // The misère rule is the longer one (a game without it gives its rule()).
        needed = std::max(needed, m_ui->ruleLabel->fontMetrics()
                                      .boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap,
                                                    homeOf(other->kind).misereRule())
                                      .height());
    m_ui->ruleLabel->setMinimumHeight(needed);
    // Whole rows, not just their label and field: a hidden row leaves no gap (the error
    // rows under them are shown by validate() only while there is an error).
    for (const OptionRow& row : m_optionRows)
        if (row.line)
            m_ui->parameterLayout->setRowVisible(row.line, row.game == game() && !words);
        else
            m_ui->parameterLayout->setRowVisible(row.field(), row.game == game() && !words);
    const RandomStartFields random = home.randomStart();
    for (QWidget* w : std::initializer_list<QWidget*>{m_ui->randomRadio, m_ui->typedRadio,
                                                      m_ui->positionEdit, m_ui->sizeUnitLabel,
                                                      m_ui->outcomeLabel, m_ui->outcomeCombo})
        w->setVisible(!words);
    m_components->setVisible(words);
    m_components->setPlaceholderText(home.positionExample());
    m_ui->countLabel->setVisible(random.fixedCount == 0 && !words);
    m_ui->countSpin->setVisible(random.fixedCount == 0 && !words);
    m_ui->countLabel->setText(random.countLabel);
    m_ui->sizeLabel->setVisible(!random.sizeLabel.isEmpty() && !words);
    m_ui->sizeSpin->setVisible(!random.sizeLabel.isEmpty() && !words);
    // One phrase, read left to right: "Piles: 3, each up to 12 stones".
    m_ui->sizeLabel->setText(random.sizeLabel);
    m_ui->sizeUnitLabel->setText(random.sizeUnit);
    m_ui->positionEdit->setPlaceholderText(home.positionExample());
    enableOutcome();
    validate();
    adjustSize();
}

grundy::GameOptions NewGameDialog::options() const {
    grundy::GameOptions o;
    for (const OptionRow& row : m_optionRows)
        if (row.game == game()) o.set(row.id, row.value().toStdString());
    return o;
}

bool NewGameDialog::startsFromWords(GameKind kind) {
    return grundy::gameInfo(kind).fromWords != nullptr;
}

bool NewGameDialog::typedStart() const {
    return startsFromWords(game()) || m_ui->typedRadio->isChecked();
}

QString NewGameDialog::startText(GameKind kind) const {
    return startsFromWords(kind) ? m_components->words().join(QLatin1Char('\n'))
                                 : m_ui->positionEdit->text();
}

void NewGameDialog::setStartText(GameKind kind, const QString& text) {
    if (!startsFromWords(kind)) return m_ui->positionEdit->setText(text);
    const QStringList words = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    m_components->setWords(words.isEmpty() ? homeOf(kind).startWords() : words);
}

std::optional<grundy::AnyPosition> NewGameDialog::typedPosition(QString* whyNot) const {
    if (const auto fromWords = grundy::gameInfo(game()).fromWords) {
        std::vector<std::string> words;
        for (const QString& word : m_components->words())
            words.push_back(word.trimmed().toStdString());
        try {
            return fromWords(words);
        } catch (const grundy::InvalidPosition& e) {
            *whyNot = sentence(e);
            return std::nullopt;
        }
    }
    // Commas as a Chinese input method types them too (，、；).
    static const QRegularExpression separators(QStringLiteral("[,;\\s\\x{ff0c}\\x{3001}\\x{ff1b}]+"));
    const QStringList parts = m_ui->positionEdit->text().split(separators, Qt::SkipEmptyParts);
    if (parts.isEmpty()) {
        *whyNot = tr("Type the numbers of the position, separated by commas.");
        return std::nullopt;
    }
    if (const QString problem = RecordLimits::numbersProblem(parts); !problem.isEmpty()) {
        *whyNot = tr("This position is too large for a saved game: %1.").arg(problem);
        return std::nullopt;
    }
    std::vector<Natural> numbers;
    for (const QString& part : parts) {
        const auto n = naturalFrom(part);
        if (!n) {
            // The game's own noun: Georgia and Bob's numbers are cells, not stones.
            *whyNot = tr("\"%1\" is not a whole number: type the %2 as whole numbers, "
                         "separated by commas.")
                          .arg(part, MessageText::text(grundy::positionNoun(game())));
            return std::nullopt;
        }
        numbers.push_back(*n);
    }
    try {
        return grundy::positionFrom(grundy::gameInfo(game()), std::move(numbers), options());
    } catch (const grundy::InvalidPosition& e) {
        *whyNot = sentence(e); // an OptionError's too
        return std::nullopt;
    }
}

grundy::AnyPosition NewGameDialog::randomPosition() const {
    return homeOf(game()).randomPosition(static_cast<std::size_t>(m_ui->countSpin->value()),
                                         static_cast<unsigned long>(m_ui->sizeSpin->value()),
                                         options());
}

std::optional<grundy::AnyPosition> NewGameDialog::randomStart(const std::array<Seat, 2>& players,
                                                              QString* whyNot) const {
    const int chosen =
        m_ui->outcomeCombo->isEnabled() ? m_ui->outcomeCombo->currentIndex() : int(AnyOutcome);
    if (chosen == AnyOutcome) return randomPosition();
    // The person wins a position that is won for the player to move when the person moves
    // first, and a lost one when the computer does.
    const bool personFirst = players[0] == Seat::Human;
    const grundy::Outcome want =
        (chosen == YouCanWin) == personFirst ? grundy::Outcome::N : grundy::Outcome::P;
    grundy::Random random(QRandomGenerator::global()->generate64());
    try {
        if (want == grundy::Outcome::P)
            if (auto lost = homeOf(game()).randomLostPosition(
                    std::size_t(m_ui->countSpin->value()),
                    static_cast<unsigned long>(m_ui->sizeSpin->value()), options(), random))
                return lost;
        if (auto start = grundy::drawWithOutcome([this] { return randomPosition(); }, want, random))
            return start;
        *whyNot = chosen == YouCanWin
                      ? tr("No position of this size that you can win was found: every one drawn "
                           "had ended. Choose a larger size.")
                      : tr("No position of this size that you must lose was found: every one "
                           "drawn had ended. Choose a larger size.");
    } catch (const grundy::InvalidPosition& e) {
        *whyNot = tr("Grundy cannot decide who wins a position of this size: %1.")
                      .arg(MessageText::text(e.message()));
    }
    return std::nullopt;
}

void NewGameDialog::enableOutcome() {
    // "You" is the person playing the computer: two people or a demonstration have no
    // "you" to win or lose.
    const bool applies = !typedStart() && m_ui->opponentCombo->currentIndex() == VsComputer;
    m_ui->outcomeLabel->setEnabled(applies);
    m_ui->outcomeCombo->setEnabled(applies);
}

bool NewGameDialog::validate() {
    bool ok = true;
    for (const OptionRow& row : m_optionRows) {
        const QString why =
            row.game == game() && !startsFromWords(game()) ? optionProblem(row) : QString();
        ok = ok && why.isEmpty();
        showError(row.error, why);
        m_ui->parameterLayout->setRowVisible(row.error, !why.isEmpty());
    }
    // The random start's own conditions (enough cells for the chips) show under the last
    // option, where the person fixes them.
    if (ok && !typedStart()) {
        const QString why = homeOf(game()).randomStartProblem(
            static_cast<std::size_t>(m_ui->countSpin->value()), options());
        if (!why.isEmpty()) {
            ok = false;
            for (auto row = m_optionRows.rbegin(); row != m_optionRows.rend(); ++row)
                if (row->game == game()) {
                    showError(row->error, why);
                    m_ui->parameterLayout->setRowVisible(row->error, true);
                    break;
                }
        }
    }
    QString positionWhy, note;
    if (ok && typedStart()) {
        if (const auto made = typedPosition(&positionWhy))
            note = homeOf(game()).startNote(*made, options());
        else
            ok = false;
    }
    if (!typedStart()) positionWhy.clear();
    showError(m_positionError, positionWhy);
    showError(m_positionNote, note);
    m_ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(ok);
    // A message longer than the room kept for it takes more instead of squeezing the
    // fields; the dialog does not shrink again, so its buttons stay where they are.
    if (isVisible() && layout()) {
        layout()->activate();
        const int need = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                       : layout()->totalSizeHint().height();
        if (need > height()) resize(width(), need);
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
    m_setup.players = seats();
    if (typedStart()) {
        m_setup.start = *typedPosition(&why);
        m_setup.note = homeOf(game()).startNote(m_setup.start, options());
    } else if (auto start = randomStart(m_setup.players, &why)) {
        m_setup.start = std::move(*start);
        m_setup.note.clear();
    } else {
        showError(m_positionError, why);
        return;
    }
    m_setup.level = grundy::Level(m_ui->levelCombo->currentData().toInt());
    rememberChoices();
    QDialog::accept();
}

void NewGameDialog::restoreChoices() {
    m_typedPositions = Settings::value(Settings::kNewGamePositions).toMap();
    // The shown game's text first: switching games below keeps it as that game's.
    setStartText(game(), m_typedPositions.value(idOf(game())).toString());
    const QVariantMap options = Settings::value(Settings::kNewGameOptions).toMap();
    for (const OptionRow& row : m_optionRows)
        if (const QVariant text = options.value(optionKey(row.game, row.id)); text.isValid())
            row.setValue(text.toString());
    if (const grundy::GameInfo* info =
            grundy::findGame(Settings::value(Settings::kNewGameGame).toString().toStdString()))
        setGame(info->kind);
    m_ui->opponentCombo->setCurrentIndex(choiceIndex(kOpponentIds, Settings::kNewGameOpponent));
    m_ui->firstCombo->setCurrentIndex(choiceIndex(kFirstIds, Settings::kNewGameFirst));
    m_ui->outcomeCombo->setCurrentIndex(choiceIndex(kOutcomeIds, Settings::kNewGameOutcome));
    const auto level =
        grundy::levelFromWord(Settings::value(Settings::kNewGameLevel).toString().toStdString());
    m_ui->levelCombo->setCurrentIndex(
        std::max(0, m_ui->levelCombo->findData(int(level.value_or(grundy::Level::Perfect)))));
    (Settings::value(Settings::kNewGameRandom).toBool() ? m_ui->randomRadio : m_ui->typedRadio)
        ->setChecked(true);
    validate();
}

void NewGameDialog::rememberChoices() const {
    QVariantMap typed = m_typedPositions;
    typed[idOf(game())] = startText(game());
    QVariantMap options = Settings::value(Settings::kNewGameOptions).toMap();
    for (const OptionRow& row : m_optionRows)
        options[optionKey(row.game, row.id)] = row.value();
    Settings::setValue(Settings::kNewGameGame, idOf(game()));
    Settings::setValue(Settings::kNewGamePositions, typed);
    Settings::setValue(Settings::kNewGameOptions, options);
    Settings::setValue(Settings::kNewGameOpponent,
                       kOpponentIds.value(m_ui->opponentCombo->currentIndex()));
    Settings::setValue(Settings::kNewGameFirst, kFirstIds.value(m_ui->firstCombo->currentIndex()));
    Settings::setValue(Settings::kNewGameOutcome,
                       kOutcomeIds.value(m_ui->outcomeCombo->currentIndex()));
    const grundy::Level level = grundy::Level(m_ui->levelCombo->currentData().toInt());
    const std::string_view word = grundy::levelWord(level);
    Settings::setValue(Settings::kNewGameLevel,
                       QString::fromUtf8(word.data(), qsizetype(word.size())));
    Settings::setValue(Settings::kNewGameRandom, m_ui->randomRadio->isChecked());
}
