// SPDX-License-Identifier: MIT
#include "window/statistics.h"

#include "core/games/catalogue.h"
#include "common/levelname.h"
#include "common/messagetext.h"
#include "common/settings.h"
#include "games/gamehome.h"
#include "core/analysis/review.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using grundy::Seat;

namespace statistics {

namespace {

QString levelKey(grundy::Level level) {
    const std::string_view word = grundy::levelWord(level);
    return QString::fromUtf8(word.data(), qsizetype(word.size()));
}

/// Where a tally is kept in the map: "nim/strong", "nim/misere/strong". Normal play keeps
/// the key it had before misère games had rows of their own, so saved figures still read.
QString keyOf(const QString& game, grundy::Convention play, grundy::Level level) {
    if (play == grundy::Convention::Normal) return game + QLatin1Char('/') + levelKey(level);
    const std::string_view word = grundy::playWord(play);
    return game + QLatin1Char('/') + QString::fromUtf8(word.data(), qsizetype(word.size())) +
           QLatin1Char('/') + levelKey(level);
}

/// Where a practice tally is kept: "practice/nim/pn". No game's id is "practice", so
/// these keys never meet a game's.
QString practiceKey(const QString& game, grundy::practice::Kind kind) {
    const std::string_view word = grundy::practice::kindId(kind);
    return QStringLiteral("practice/") + game + QLatin1Char('/') +
           QString::fromUtf8(word.data(), qsizetype(word.size()));
}

/// A sentence in place of a table's rows, wrapped to the dialog's width.
QLabel* emptyNote(QWidget* parent, const QString& text) {
    auto* note = new QLabel(text, parent);
    note->setWordWrap(true);
    return note;
}

QTableWidget* newTable(QWidget* parent, const QStringList& headers) {
    auto* table = new QTableWidget(parent);
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void setCell(QTableWidget* table, int row, int column, const QString& text, bool number) {
    auto* item = new QTableWidgetItem(text);
    if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    table->setItem(row, column, item);
}

QString gameName(const QString& id, grundy::Convention play) {
    const grundy::GameInfo* game = grundy::findGame(id.toStdString());
    return game ? homeOf(game->kind).name(play) : id;
}

} // namespace

std::vector<Tally> tallies() {
    const QVariantMap all = Settings::value(Settings::kStatistics).toMap();
    std::vector<Tally> out;
    for (const grundy::GameInfo* game : grundy::catalogue()) {
        const QString id = QString::fromUtf8(game->id.data(), qsizetype(game->id.size()));
        for (const grundy::Convention play :
             {grundy::Convention::Normal, grundy::Convention::Misere})
            for (const grundy::Level level : grundy::kLevels) {
                const QVariantMap entry = all.value(keyOf(id, play, level)).toMap();
                if (entry.isEmpty()) continue;
                out.push_back({id, play, level, entry.value("played").toInt(),
                               entry.value("won").toInt(), entry.value("mistakes").toInt()});
            }
    }
    return out;
}

void add(const QString& game, grundy::Level level, bool won, int mistakes,
         grundy::Convention play) {
    QVariantMap all = Settings::value(Settings::kStatistics).toMap();
    const QString key = keyOf(game, play, level);
    QVariantMap entry = all.value(key).toMap();
    entry["played"] = entry.value("played").toInt() + 1;
    entry["won"] = entry.value("won").toInt() + (won ? 1 : 0);
    entry["mistakes"] = entry.value("mistakes").toInt() + mistakes;
    all[key] = entry;
    Settings::setValue(Settings::kStatistics, all);
}

std::vector<PracticeTally> practiceTallies() {
    const QVariantMap all = Settings::value(Settings::kStatistics).toMap();
    std::vector<PracticeTally> out;
    for (const grundy::GameInfo* game : grundy::catalogue()) {
        const QString id = QString::fromUtf8(game->id.data(), qsizetype(game->id.size()));
        for (const grundy::practice::Kind kind : grundy::practice::kKinds) {
            const QVariantMap entry = all.value(practiceKey(id, kind)).toMap();
            if (entry.isEmpty()) continue;
            out.push_back({id, kind, entry.value("done").toInt(),
                           entry.value("rightFirstTime").toInt()});
        }
    }
    return out;
}

void addPractice(const QString& game, grundy::practice::Kind kind, bool rightFirstTime) {
    QVariantMap all = Settings::value(Settings::kStatistics).toMap();
    const QString key = practiceKey(game, kind);
    QVariantMap entry = all.value(key).toMap();
    entry["done"] = entry.value("done").toInt() + 1;
    entry["rightFirstTime"] = entry.value("rightFirstTime").toInt() + (rightFirstTime ? 1 : 0);
    all[key] = entry;
    Settings::setValue(Settings::kStatistics, all);
}

void clear() {
    Settings::setValue(Settings::kStatistics, QVariantMap());
}

Recorder::Recorder(GameSession* session, QObject* parent) : QObject(parent), m_session(session) {
    connect(session, &GameSession::gameOver, this, &Recorder::onGameOver);
    // A new game, opened or started, or the same one again from its start: its end counts.
    // Entries keep their ids through undo and redo, so the first one names the game.
    connect(session, &GameSession::historyChanged, this, [this] {
        const auto history = m_session->history();
        const quint64 first = history.empty() ? 0 : history.front().id;
        if (first != m_firstMove) m_counted = false;
        m_firstMove = first;
    });
}

void Recorder::onGameOver(int winner) {
    if (m_counted) return;
    const bool seat0Human = m_session->seat(0) == Seat::Human;
    if (seat0Human == (m_session->seat(1) == Seat::Human)) return; // not a person against it
    m_counted = true;
    const int person = seat0Human ? 0 : 1;
    int mistakes = 0;
    for (const GameSession::Entry& entry : m_session->history())
        if (entry.by == person &&
            grundy::verdictOf(grundy::outcome(entry.before), grundy::outcome(entry.after)) ==
                grundy::Verdict::Mistake)
            ++mistakes;
    const std::string_view id = grundy::gameId(m_session->kind());
    add(QString::fromUtf8(id.data(), qsizetype(id.size())), m_session->computerPlay().level,
        winner == person, mistakes, grundy::conventionOf(m_session->position()));
}

Dialog::Dialog(QWidget* parent)
    : QDialog(parent),
      m_table(newTable(this, {tr("Game"), tr("Computer"), tr("Played"), tr("Won"),
                              tr("Mistakes per game")})),
      m_practice(newTable(this, {tr("Game"), tr("Exercise"), tr("Done"), tr("Right first time"),
                                 tr("Right first time (%)")})) {
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    auto* games = new QLabel(tr("&Games against the computer"), this);
    games->setBuddy(m_table);
    layout->addWidget(games);
    // An empty table alone does not say why it is empty, nor how it fills.
    m_emptyGames = emptyNote(this, tr("No game against the computer has been finished yet: each "
                                      "one you finish is counted here."));
    layout->addWidget(m_emptyGames);
    layout->addWidget(m_table, 3);
    auto* practice = new QLabel(tr("&Practice"), this);
    practice->setBuddy(m_practice);
    layout->addWidget(practice);
    m_emptyPractice = emptyNote(this, tr("No exercise has been answered yet: each one you "
                                         "answer in Practice is counted here."));
    layout->addWidget(m_emptyPractice);
    layout->addWidget(m_practice, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_forget = buttons->addButton(tr("&Forget All"), QDialogButtonBox::ResetRole);
    // Enter closes the dialog; forgetting takes a deliberate click.
    m_forget->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(m_forget, &QPushButton::clicked, this, [this] {
        clear();
        fill();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
    resize(620, 460);
}

void Dialog::fill() {
    const std::vector<Tally> all = tallies();
    m_table->setRowCount(int(all.size()));
    const QLocale locale;
    for (int row = 0; row < int(all.size()); ++row) {
        const Tally& t = all[std::size_t(row)];
        setCell(m_table, row, 0, gameName(t.game, t.play), false);
        setCell(m_table, row, 1, LevelName::of(t.level), false);
        setCell(m_table, row, 2, locale.toString(t.played), true);
        setCell(m_table, row, 3, locale.toString(t.won), true);
        // Shown to one decimal: the figures themselves are whole numbers.
        setCell(m_table, row, 4,
                t.played > 0 ? locale.toString(double(t.mistakes) / t.played, 'f', 1) : QString(),
                true);
    }
    m_emptyGames->setVisible(all.empty());
    fillPractice();
    m_forget->setEnabled(m_table->rowCount() > 0 || m_practice->rowCount() > 0);
}

void Dialog::fillPractice() {
    const std::vector<PracticeTally> all = practiceTallies();
    m_practice->setRowCount(int(all.size()));
    const QLocale locale;
    for (int row = 0; row < int(all.size()); ++row) {
        const PracticeTally& t = all[std::size_t(row)];
        setCell(m_practice, row, 0, gameName(t.game, grundy::Convention::Normal), false);
        setCell(m_practice, row, 1, MessageText::text(grundy::practice::kindName(t.kind)), false);
        setCell(m_practice, row, 2, locale.toString(t.done), true);
        setCell(m_practice, row, 3, locale.toString(t.rightFirstTime), true);
        // A whole percentage: what a report card shows.
        setCell(m_practice, row, 4,
                t.done > 0 ? locale.toString(100 * t.rightFirstTime / t.done) : QString(), true);
    }
    m_emptyPractice->setVisible(all.empty());
}

} // namespace statistics
