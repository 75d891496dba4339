// SPDX-License-Identifier: MIT
#include "window/statistics.h"

#include "core/games/catalogue.h"
#include "common/levelname.h"
#include "common/settings.h"
#include "games/gamehome.h"
#include "core/analysis/review.h"

#include <QDialogButtonBox>
#include <QHeaderView>
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

Dialog::Dialog(QWidget* parent) : QDialog(parent), m_table(new QTableWidget(this)) {
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Game"), tr("Computer"), tr("Played"), tr("Won"), tr("Mistakes per game")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* forget = buttons->addButton(tr("&Forget All"), QDialogButtonBox::ResetRole);
    // Enter closes the dialog; forgetting takes a deliberate click.
    forget->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setDefault(true);
    connect(forget, &QPushButton::clicked, this, [this] {
        clear();
        fill();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
    resize(620, 360);
}

void Dialog::fill() {
    const std::vector<Tally> all = tallies();
    m_table->setRowCount(int(all.size()));
    const QLocale locale;
    for (int row = 0; row < int(all.size()); ++row) {
        const Tally& t = all[std::size_t(row)];
        const grundy::GameInfo* game = grundy::findGame(t.game.toStdString());
        const auto cell = [&](int column, const QString& text, bool number) {
            auto* item = new QTableWidgetItem(text);
            if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        };
        cell(0, game ? homeOf(game->kind).name(t.play) : t.game, false);
        cell(1, LevelName::of(t.level), false);
        cell(2, locale.toString(t.played), true);
        cell(3, locale.toString(t.won), true);
        // Shown to one decimal: the figures themselves are whole numbers.
        cell(4, t.played > 0 ? locale.toString(double(t.mistakes) / t.played, 'f', 1) : QString(),
             true);
    }
}

} // namespace statistics
