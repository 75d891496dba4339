// SPDX-License-Identifier: MIT
#pragma once

#include "core/play/level.h"
#include "core/practice/exercise.h"
#include "session/gamesession.h"

#include <QDialog>
#include <QObject>
#include <QString>

#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

/// Game → Statistics: for each game, play convention and computer level, the games a
/// person finished against the computer, how many they won, and their mistakes (review.h's
/// verdicts), kept between runs in Settings::kStatistics.
namespace statistics {

/// The figures of one game at one level.
struct Tally {
    QString game; ///< the catalogue id ("nim")
    /// Misère Nim is another game to its player: its own row ("Nim (misère)").
    grundy::Convention play = grundy::Convention::Normal;
    grundy::Level level = grundy::Level::Perfect;
    int played = 0;
    int won = 0;
    int mistakes = 0; ///< the person's, over all the games played
};

/// Every tally kept, by game (catalogue order), convention (normal first) and level
/// (kLevels order).
std::vector<Tally> tallies();
/// Adds one finished game to its tally.
void add(const QString& game, grundy::Level level, bool won, int mistakes,
         grundy::Convention play = grundy::Convention::Normal);
/// The practice exercises of one kind in one game (practicewindow.h).
struct PracticeTally {
    QString game; ///< the catalogue id of the exercise's position ("nim", "sum")
    grundy::practice::Kind kind = grundy::practice::Kind::PorN;
    int done = 0;           ///< exercises finished: answered right or shown
    int rightFirstTime = 0; ///< of those, right at the first answer
};

/// Every practice tally kept, by game (catalogue order) and kind (kKinds order).
std::vector<PracticeTally> practiceTallies();
/// Adds one finished exercise to its tally.
void addPractice(const QString& game, grundy::practice::Kind kind, bool rightFirstTime);

/// Forgets every tally, games and practice.
void clear();

/// Counts each game a person finishes against the computer, once (not again after undo
/// and a second ending; again after Restart, a new game or an opened one).
class Recorder : public QObject {
    Q_OBJECT
public:
    explicit Recorder(GameSession* session, QObject* parent = nullptr);

private:
    void onGameOver(int winner);

    GameSession* m_session;
    bool m_counted = false;  ///< this game's end is counted
    quint64 m_firstMove = 0; ///< the id of the game's first move (0 before it)
};

/// The statistics as a table, with a button to forget them.
class Dialog : public QDialog {
    Q_OBJECT
public:
    explicit Dialog(QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }
    QTableWidget* practiceTable() const { return m_practice; }
    /// The sentences shown under each heading while its table has no row.
    QLabel* emptyGamesNote() const { return m_emptyGames; }
    QLabel* emptyPracticeNote() const { return m_emptyPractice; }

private:
    void fill();
    void fillPractice();

    QTableWidget* m_table;
    QTableWidget* m_practice;
    QLabel* m_emptyGames;
    QLabel* m_emptyPractice;
    QPushButton* m_forget;
};

} // namespace statistics
