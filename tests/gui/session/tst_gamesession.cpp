// SPDX-License-Identifier: MIT
// The session that runs a game: the perfect computer wins every game it can, undo and
// redo step whole turns of the person, saved games replay, and the signals come as
// documented.
#include "core/games/catalogue.h"
#include "duetimers.h"
#include "gamehooks.h"
#include "heldworkers.h"
#include "session/gamesession.h"
#include "testsupport.h"

#include <QtTest>

#include <random>

using namespace grundy;
using testsupport::nums;

namespace {

AnyPosition nimAt(std::initializer_list<long> piles) {
    return makePosition(GameKind::Nim, nums(piles), {});
}

AnyPosition bashAt(long stones, long k) {
    GameOptions options;
    options.set("k", k);
    return makePosition(GameKind::Bash, nums({stones}), options);
}

/// Every legal move of a small position.
std::vector<AnyMove> legalMovesOf(const AnyPosition& position) {
    return std::visit(
        [](const auto& p) {
            const auto moves = legalMoves(p);
            return std::vector<AnyMove>(moves.begin(), moves.end());
        },
        position);
}

/// A random position of `kind`, small enough to list its moves, that is not over (drawn by
/// the game's test hooks).
AnyPosition randomPosition(GameKind kind, std::mt19937& rng) {
    const testhooks::Start start = testhooks::hooksOf(kind).randomSmall(rng);
    const AnyPosition p = makePosition(kind, start.numbers, start.options);
    return isOver(p) ? randomPosition(kind, rng) : p;
}

AnyPosition randomNPosition(GameKind kind, std::mt19937& rng) {
    while (true) {
        const AnyPosition p = randomPosition(kind, rng);
        if (outcome(p) == Outcome::N) return p;
    }
}

/// Runs the event loop until a person is to move or the game is over (the computer
/// moves from a zero timer).
bool waitForPerson(const GameSession& session) {
    QDeadlineTimer deadline(5000);
    while (!session.humanToMove() && !session.isOver()) {
        if (deadline.hasExpired()) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

/// Records the names of the session's signals in the order they come.
class SignalLog {
public:
    explicit SignalLog(GameSession& s) {
        QObject::connect(&s, &GameSession::moveMade, &s, [this] { names << "moveMade"; });
        QObject::connect(&s, &GameSession::positionChanged, &s,
                         [this] { names << "positionChanged"; });
        QObject::connect(&s, &GameSession::historyChanged, &s,
                         [this] { names << "historyChanged"; });
        QObject::connect(&s, &GameSession::turnChanged, &s,
                         [this](int p) { names << QString("turnChanged(%1)").arg(p); });
        QObject::connect(&s, &GameSession::gameOver, &s,
                         [this](int w) { names << QString("gameOver(%1)").arg(w); });
    }
    QStringList names;
};

} // namespace

class TstGameSession : public QObject {
    Q_OBJECT
private slots:
    void computerWinsFromN_data() {
        QTest::addColumn<int>("kind");
        for (GameKind kind : allGameKinds())
            QTest::newRow(std::string(gameId(kind)).c_str()) << int(kind);
    }
    void computerWinsFromN() {
        // The computer moves first from an N-position; the person plays at random.
        QFETCH(int, kind);
        std::mt19937 rng(1234 + kind);
        GameSession session;
        session.setComputerDelay(0);
        QSignalSpy over(&session, &GameSession::gameOver);
        for (int game = 0; game < 100; ++game) {
            const AnyPosition start = randomNPosition(GameKind(kind), rng);
            session.start(start, {Seat::Computer, Seat::Human});
            while (!session.isOver()) {
                QVERIFY(waitForPerson(session));
                if (session.isOver()) break;
                const auto moves = legalMovesOf(session.position());
                QVERIFY(!moves.empty());
                const AnyMove move =
                    moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
                QString why;
                QVERIFY2(session.playHumanMove(move, &why), qPrintable(why));
            }
            QCOMPARE(session.winner(), std::optional<int>(0));
            QCOMPARE(over.size(), game + 1);
            QCOMPARE(over.last().at(0).toInt(), 0);
            // The history is the game: it replays from the start to the end.
            AnyPosition p = start;
            for (const auto& entry : session.history()) {
                QVERIFY(entry.before == p);
                p = grundy::apply(p, entry.move);
                QVERIFY(entry.after == p);
            }
            QVERIFY(p == session.position());
        }
    }

    void demoFinishes() {
        GameSession session;
        session.setComputerDelay(0);
        QSignalSpy over(&session, &GameSession::gameOver);
        QSignalSpy moves(&session, &GameSession::moveMade);
        session.start(makePosition(GameKind::Wythoff, nums({40, 63}), {}),
                      {Seat::Computer, Seat::Computer});
        QVERIFY(!session.humanToMove());
        QTRY_VERIFY(session.isOver());
        QCOMPARE(over.size(), 1);
        QCOMPARE(moves.size(), int(session.history().size()));
        // (40, 63) is N: the first player wins with perfect play on both sides.
        QCOMPARE(session.winner(), std::optional<int>(0));
        QVERIFY(!session.canUndo());
        QVERIFY(!session.canRedo());
        const auto before = session.history().size();
        session.undo();
        QCOMPARE(session.history().size(), before);
    }

    void demoPausesAndSteps() {
        GameSession session;
        session.setComputerDelay(0);
        QSignalSpy paused(&session, &GameSession::pausedChanged);
        session.setPaused(true);
        QCOMPARE(paused.size(), 1);
        session.start(makePosition(GameKind::Wythoff, nums({40, 63}), {}),
                      {Seat::Computer, Seat::Computer});
        // Paused: the event loop runs, and still no computer moves.
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QVERIFY(session.history().empty());
        QVERIFY(session.step()); // the move comes from the event loop
        QTRY_COMPARE(session.history().size(), std::size_t(1));
        QCOMPARE(session.history().back().by, 0);
        QVERIFY(session.step());
        QTRY_COMPARE(session.history().size(), std::size_t(2));
        QCOMPARE(session.history().back().by, 1);
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QCOMPARE(session.history().size(), std::size_t(2));
        // Restarting keeps the pause, so the demonstration can be stepped through again.
        session.restart();
        QVERIFY(session.isPaused());
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QVERIFY(session.history().empty());
        // Resuming plays the game out.
        session.setPaused(false);
        QCOMPARE(paused.size(), 2);
        QTRY_VERIFY(session.isOver());
        QCOMPARE(session.winner(), std::optional<int>(0));
        QVERIFY(!session.step()); // nothing to step when over or not paused
    }

    void pauseLeavesThePersonFreeToMove() {
        GameSession session;
        session.setComputerDelay(0);
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Computer});
        session.setPaused(true);
        QVERIFY(!session.step()); // a person is to move: step does nothing
        QVERIFY(session.playHumanMove(nim::Move{0, Natural(2)}));
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QCOMPARE(session.history().size(), std::size_t(1)); // the computer waits
        QVERIFY(session.step());
        QTRY_COMPARE(session.history().size(), std::size_t(2));
        QVERIFY(session.humanToMove());
    }

    void undoTakesBackTheReply() {
        GameSession session;
        session.setComputerDelay(0);
        const AnyPosition start = nimAt({3, 4, 5});
        session.start(start, {Seat::Human, Seat::Computer});
        QVERIFY(session.humanToMove());
        QVERIFY(!session.canUndo());
        QVERIFY(session.playHumanMove(nim::Move{2, 5})); // to (3, 4, 0)
        QVERIFY(waitForPerson(session));
        QCOMPARE(session.history().size(), std::size_t(2));
        QCOMPARE(session.history()[1].by, 1);
        const AnyPosition afterReply = session.position();
        QVERIFY(session.canUndo());
        QVERIFY(!session.canRedo());

        QSignalSpy positions(&session, &GameSession::positionChanged);
        QSignalSpy made(&session, &GameSession::moveMade);
        session.undo();
        QVERIFY(session.position() == start);
        QVERIFY(session.history().empty());
        QVERIFY(session.humanToMove());
        QCOMPARE(positions.size(), 1);
        QVERIFY(positions.last().at(0).value<AnyPosition>() == start);
        QVERIFY(session.canRedo());
        QVERIFY(!session.canUndo());

        session.redo();
        QVERIFY(session.position() == afterReply);
        QCOMPARE(session.history().size(), std::size_t(2));
        QVERIFY(session.humanToMove());
        QVERIFY(!session.canRedo());
        QCOMPARE(made.size(), 0); // undo and redo are no new moves

        // The computer does not move again after redo: nothing is pending.
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QCOMPARE(session.history().size(), std::size_t(2));

        // A new move after undo forgets the undone ones.
        session.undo();
        QVERIFY(session.canRedo());
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QVERIFY(!session.canRedo());
        QCOMPARE(session.history().size(), std::size_t(1));
        QVERIFY(waitForPerson(session));
        QCOMPARE(session.history().size(), std::size_t(2));
        QVERIFY(session.history()[0].move == AnyMove(nim::Move{0, 1}));
    }

    void undoWhenTheComputerStarted() {
        GameSession session;
        session.setComputerDelay(0);
        session.start(nimAt({3, 4, 5}), {Seat::Computer, Seat::Human});
        QVERIFY(waitForPerson(session));
        QCOMPARE(session.history().size(), std::size_t(1));
        // Undoing the computer's opening would only let it play again.
        QVERIFY(!session.canUndo());
        const AnyPosition afterOpening = session.position();
        const auto moves = legalMovesOf(afterOpening);
        QVERIFY(session.playHumanMove(moves.front()));
        QVERIFY(waitForPerson(session));
        if (session.isOver()) return; // a random first move may lose at once
        QVERIFY(session.canUndo());
        session.undo();
        QVERIFY(session.position() == afterOpening);
        QCOMPARE(session.history().size(), std::size_t(1));
        QVERIFY(session.humanToMove());
    }

    void undoWhileTheComputerThinks() {
        GameSession session;
        session.setComputerDelay(30);
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QVERIFY(!session.humanToMove());
        QVERIFY(session.canUndo());
        session.undo();
        QVERIFY(session.history().empty());
        QVERIFY(session.humanToMove());
        // The cancelled reply must not arrive: not even when it was due.
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QVERIFY(session.history().empty());
        // Redo gives the turn back to the computer, which then answers.
        session.redo();
        QCOMPARE(session.history().size(), std::size_t(1));
        QTRY_COMPARE(session.history().size(), std::size_t(2));
    }

    void undoBetweenPeople() {
        GameSession session;
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QVERIFY(session.playHumanMove(nim::Move{1, 1}));
        QCOMPARE(session.toMove(), 0);
        session.undo();
        QCOMPARE(session.history().size(), std::size_t(1));
        QCOMPARE(session.toMove(), 1);
        QVERIFY(session.humanToMove());
        session.redo();
        QCOMPARE(session.history().size(), std::size_t(2));
        QVERIFY(session.position() == nimAt({2, 3, 5}));
    }

    void undoAfterTheEnd() {
        // The person ends the game; undo reopens it and the turn is theirs again.
        GameSession session;
        session.start(bashAt(3, 4), {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(bash::Move{3}));
        QVERIFY(session.isOver());
        QCOMPARE(session.winner(), std::optional<int>(0));
        QSignalSpy over(&session, &GameSession::gameOver);
        session.undo();
        QVERIFY(!session.isOver());
        QVERIFY(session.humanToMove());
        session.redo();
        QVERIFY(session.isOver());
        QCOMPARE(over.size(), 0); // redo is not a new ending
    }

    void stackDrivenDirectly() {
        // A QUndoView or the stack's own actions step single moves, announced.
        GameSession session;
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QCOMPARE(session.undoStack()->count(), 1);
        QCOMPARE(session.undoStack()->text(0), session.history()[0].description);
        QSignalSpy positions(&session, &GameSession::positionChanged);
        session.undoStack()->undo();
        QCOMPARE(positions.size(), 1);
        QVERIFY(session.history().empty());
        QVERIFY(session.humanToMove());
        QCOMPARE(session.toMove(), 0);
    }

    void stackSetIndexAnnouncesTheEnd() {
        // Review's "Take the Game Back to This Move" jumps the stack several moves at once:
        // the one announcement comes when the stack has arrived, so that what it says
        // (canRedo() above all) is the stack's state, not that of a step on the way.
        GameSession session;
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QVERIFY(session.playHumanMove(nim::Move{1, 1}));
        QVERIFY(session.playHumanMove(nim::Move{2, 1}));
        std::vector<bool> redoSaid;
        connect(&session, &GameSession::historyChanged, &session,
                [&] { redoSaid.push_back(session.canRedo()); });
        session.undoStack()->setIndex(1);
        QCOMPARE(session.history().size(), std::size_t(1));
        QVERIFY(session.canRedo());
        QCOMPARE(redoSaid, std::vector<bool>{true});
    }

    void restart() {
        GameSession session;
        session.setComputerDelay(0);
        const AnyPosition start = nimAt({3, 4, 5});
        session.start(start, {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(nim::Move{2, 5}));
        session.restart();
        QVERIFY(session.position() == start);
        QVERIFY(session.history().empty());
        QVERIFY(!session.canUndo());
        QVERIFY(!session.canRedo());
        QVERIFY(session.humanToMove());
        QVERIFY(session.seat(1) == Seat::Computer);
        // The computer's pending reply was cancelled: it does not come when it was due.
        QVERIFY(duetimers::fireTimersDueWithin(session.computerDelay()));
        QVERIFY(session.history().empty());
    }

    void restartFromAGameOverSlot() {
        // A slot may start the next game right away; the session stays consistent.
        GameSession session;
        session.start(bashAt(3, 4), {Seat::Human, Seat::Human});
        connect(&session, &GameSession::gameOver, &session, [&session] { session.restart(); });
        QSignalSpy turns(&session, &GameSession::turnChanged);
        QVERIFY(session.playHumanMove(bash::Move{3}));
        QVERIFY(session.position() == bashAt(3, 4));
        QVERIFY(session.history().empty());
        QVERIFY(session.humanToMove());
        QCOMPARE(turns.last().at(0).toInt(), 0);
    }

    void refusals() {
        GameSession session;
        session.setComputerDelay(1000);
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Computer});
        QString why;
        QVERIFY(!session.playHumanMove(nim::Move{0, 4}, &why)); // more than the pile
        QVERIFY2(why.contains("not allowed"), qPrintable(why));
        QVERIFY(!session.playHumanMove(nim::Move{7, 1}, &why));     // no such pile
        QVERIFY(!session.playHumanMove(wythoff::Move{1, 1}, &why)); // another game
        QVERIFY(!session.playHumanMove(nim::Move{0, 0}, &why));     // takes nothing
        QVERIFY(session.history().empty());
        QVERIFY(session.playHumanMove(nim::Move{0, 1}, &why));
        QVERIFY(!session.playHumanMove(nim::Move{1, 1}, &why)); // the computer's turn
        QVERIFY2(why.contains("computer"), qPrintable(why));
        QCOMPARE(session.history().size(), std::size_t(1));

        session.start(bashAt(2, 4), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(bash::Move{2}));
        QVERIFY(!session.playHumanMove(bash::Move{1}, &why));
        QVERIFY2(why.contains("over"), qPrintable(why));
        QVERIFY(!session.playHumanMove(bash::Move{1})); // no reason wanted
    }

    void hintLeadsToP() {
        std::mt19937 rng(99);
        GameSession session;
        for (GameKind kind : allGameKinds()) {
            for (int i = 0; i < 40; ++i) {
                const AnyPosition p = randomPosition(kind, rng);
                session.start(p, {Seat::Human, Seat::Human});
                const auto hint = session.hint();
                QCOMPARE(hint.has_value(), outcome(p) == Outcome::N);
                if (hint) {
                    QVERIFY(session.playHumanMove(*hint));
                    QCOMPARE(outcome(session.position()), Outcome::P);
                }
            }
        }
        session.start(nimAt({0, 0}), {Seat::Human, Seat::Human});
        QVERIFY(!session.hint());
    }

    void recordAndLoadMidGame() {
        GameSession session;
        session.setComputerDelay(0);
        session.start(makePosition(GameKind::Wythoff, nums({20, 33}), {}),
                      {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(wythoff::Move{1, 1}));
        QVERIFY(waitForPerson(session));
        QVERIFY(session.playHumanMove(wythoff::Move{0, 1}));
        QVERIFY(waitForPerson(session));
        const GameRecord record = session.record();
        QCOMPARE(record.moves.size(), std::size_t(4));
        QVERIFY(!record.winner);
        QVERIFY(parseRecord(toJson(record)) == record);

        GameSession loaded;
        loaded.setComputerDelay(0);
        QSignalSpy made(&loaded, &GameSession::moveMade);
        QSignalSpy positions(&loaded, &GameSession::positionChanged);
        loaded.load(parseRecord(toJson(record)));
        QCOMPARE(made.size(), 0);
        QCOMPARE(positions.size(), 1);
        QVERIFY(loaded.record() == record);
        QVERIFY(loaded.position() == session.position());
        QCOMPARE(loaded.toMove(), session.toMove());
        QVERIFY(loaded.humanToMove());
        for (std::size_t i = 0; i < record.moves.size(); ++i)
            QVERIFY(loaded.history()[i].move == session.history()[i].move);
        // The history came along: undo goes back past the loaded moves.
        QVERIFY(loaded.canUndo());
        loaded.undo();
        QCOMPARE(loaded.history().size(), std::size_t(2));
        loaded.undo();
        QVERIFY(loaded.history().empty());
        QVERIFY(loaded.position() == session.startPosition());
    }

    void loadWhereTheComputerIsToMove() {
        GameSession session;
        session.setComputerDelay(0);
        GameRecord record;
        record.start = nimAt({3, 4, 5});
        record.players = {Seat::Human, Seat::Computer};
        record.moves.push_back({0, nimAt({2, 4, 5})});
        session.load(record);
        QVERIFY(!session.humanToMove());
        QTRY_COMPARE(session.history().size(), std::size_t(2)); // it answers
    }

    void loadFinished() {
        GameSession session;
        session.setComputerDelay(0);
        session.start(bashAt(12, 3), {Seat::Human, Seat::Computer});
        while (!session.isOver()) {
            QVERIFY(waitForPerson(session));
            if (!session.isOver()) QVERIFY(session.playHumanMove(bash::Move{1}));
        }
        const GameRecord record = session.record();
        QCOMPARE(record.winner, std::optional<int>(1)); // 12 = 0 mod 4: the computer wins
        QVERIFY(parseRecord(toJson(record)) == record);

        GameSession loaded;
        QSignalSpy over(&loaded, &GameSession::gameOver);
        loaded.load(record);
        QVERIFY(loaded.isOver());
        QCOMPARE(loaded.winner(), std::optional<int>(1));
        QCOMPARE(over.size(), 0); // documented: loading is no new ending
        QVERIFY(loaded.record() == record);
        QVERIFY(loaded.canUndo());
        loaded.undo();
        QVERIFY(!loaded.isOver());
        QVERIFY(loaded.humanToMove());
    }

    void loadRejectsBadRecords() {
        GameSession session;
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        GameRecord bad;
        bad.start = nimAt({3, 4, 5});
        bad.moves.push_back({0, nimAt({3, 4, 6})}); // stones appear
        QVERIFY_THROWS_EXCEPTION(RecordError, session.load(bad));
        QVERIFY(session.position() == nimAt({2, 4, 5})); // the game is untouched
        QCOMPARE(session.history().size(), std::size_t(1));
    }

    void entriesKeepTheirIdsThroughUndoAndRedo() {
        // Views rely on it: an unchanged id means an unchanged move and history before it.
        GameSession session;
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Human});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QVERIFY(session.playHumanMove(nim::Move{1, 1}));
        const quint64 first = session.history()[0].id, second = session.history()[1].id;
        QVERIFY(first != 0 && second != 0 && first != second);
        session.undo();
        session.redo();
        QCOMPARE(session.history()[1].id, second);
        session.undo();
        QVERIFY(session.playHumanMove(nim::Move{2, 1})); // another second move
        QCOMPARE(session.history()[0].id, first);
        QVERIFY(session.history()[1].id != second);
        // Loaded moves get ids of their own, as does a replay of the same game.
        const GameRecord record = session.record();
        session.load(record);
        QVERIFY(session.history()[0].id != first);
        QVERIFY(session.history()[0].id != session.history()[1].id);
        QVERIFY(session.record() == record);
        // The undo stack holds the moves in order, each with its description.
        QCOMPARE(session.undoStack()->count(), 2);
        QCOMPARE(session.undoStack()->text(1), session.history()[1].description);
    }

    void signalsOfAMove() {
        GameSession session;
        session.start(bashAt(5, 4), {Seat::Human, Seat::Human});
        SignalLog log(session);
        QSignalSpy made(&session, &GameSession::moveMade);
        QVERIFY(session.playHumanMove(bash::Move{2}));
        QCOMPARE(log.names,
                 QStringList({"moveMade", "positionChanged", "historyChanged", "turnChanged(1)"}));
        const auto entry = made.last().at(0).value<GameSession::Entry>();
        QCOMPARE(entry.by, 0);
        QVERIFY(entry.move == AnyMove(bash::Move{2}));
        QVERIFY(entry.before == bashAt(5, 4));
        QVERIFY(entry.after == bashAt(3, 4));
        QVERIFY(!entry.description.isEmpty());

        log.names.clear();
        QVERIFY(session.playHumanMove(bash::Move{3}));
        QCOMPARE(log.names, QStringList({"moveMade", "positionChanged", "historyChanged",
                                         "turnChanged(0)", "gameOver(1)"}));
        log.names.clear();
        session.undo();
        QCOMPARE(log.names, QStringList({"positionChanged", "historyChanged", "turnChanged(1)"}));
        log.names.clear();
        session.restart();
        QCOMPARE(log.names, QStringList({"positionChanged", "historyChanged", "turnChanged(0)"}));
    }

    void computerMovesFromTheEventLoop() {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.computerDelay(), 0);
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QCOMPARE(session.history().size(), std::size_t(1)); // not re-entrantly
        QTRY_COMPARE(session.history().size(), std::size_t(2));

        // The delay is respected: the reply is not among the timers due at once, nor among
        // those due within 300 ms (Qt fires timers in the order they are due, and a coarse
        // timer of 400 ms is due after 380 ms at the earliest); then it comes.
        session.setComputerDelay(400);
        QVERIFY(session.playHumanMove(legalMovesOf(session.position()).front()));
        if (session.isOver()) return;
        QSignalSpy made(&session, &GameSession::moveMade);
        QVERIFY(duetimers::fireTimersDueWithin(0));
        QCOMPARE(session.history().size(), std::size_t(3));
        QVERIFY(duetimers::fireTimersDueWithin(300));
        QCOMPARE(session.history().size(), std::size_t(3));
        QCOMPARE(made.count(), 0);
        QVERIFY(made.wait(5000));
        QTRY_COMPARE(session.history().size(), std::size_t(4));
    }

    void players() {
        HumanPlayer human;
        QSignalSpy humanMoves(&human, &Player::moveChosen);
        human.play(nim::Move{0, 1}); // not its turn: ignored
        QCOMPARE(humanMoves.size(), 0);
        human.takeTurn(nimAt({3}));
        QVERIFY(human.hasTurn());
        human.play(nim::Move{0, 1});
        QCOMPARE(humanMoves.size(), 1);
        QVERIFY(!human.hasTurn());
        human.play(nim::Move{0, 1}); // the turn was used
        QCOMPARE(humanMoves.size(), 1);

        ComputerPlayer computer(0);
        QVERIFY(!computer.isHuman());
        QSignalSpy computerMoves(&computer, &Player::moveChosen);
        computer.takeTurn(nimAt({3, 4, 5}));
        QVERIFY(computer.isThinking());
        QCOMPARE(computerMoves.size(), 0);
        QTRY_COMPARE(computerMoves.size(), 1);
        QVERIFY(computerMoves.last().at(0).value<AnyMove>() == computerMove(nimAt({3, 4, 5})));
        computer.takeTurn(nimAt({3, 4, 5}));
        computer.cancelTurn();
        QVERIFY(!computer.isThinking());
        QVERIFY(duetimers::fireTimersDueWithin(computer.delay()));
        QCOMPARE(computerMoves.size(), 1);
    }

    // The move is computed on a worker thread: while it is held there, the event loop runs,
    // the delay runs out and the computer is late; a turn taken back or replaced before the
    // worker ends never gets the stale move, only the move of the turn then pending.
    void staleMovesAreDropped_data() {
        QTest::addColumn<QString>("action");
        QTest::newRow("cancel") << "cancel";
        QTest::newRow("cancel, another turn") << "cancel, another turn";
        QTest::newRow("another turn") << "another turn";
    }
    void staleMovesAreDropped() {
        QFETCH(QString, action);
        HeldWorkers held;
        ComputerPlayer computer(0);
        QSignalSpy moves(&computer, &Player::moveChosen);
        QSignalSpy late(&computer, &ComputerPlayer::lateChanged);
        const AnyPosition first = nimAt({3, 4, 5}), second = nimAt({1, 2});
        QVERIFY(!(computerMove(first) == computerMove(second)));
        computer.takeTurn(first);
        QTRY_COMPARE(held.reached(), 1);
        QTRY_VERIFY(computer.isLate()); // the event loop ran while the worker was held
        QCOMPARE(late.size(), 1);
        QVERIFY(computer.isThinking());
        if (action.startsWith("cancel")) {
            computer.cancelTurn();
            QVERIFY(!computer.isThinking());
            QVERIFY(!computer.isLate());
        }
        const bool again = action.endsWith("another turn");
        if (again) computer.takeTurn(second);
        QTRY_COMPARE(held.reached(), again ? 2 : 1);
        held.release();
        // Every result has come back (the first worker's too) when no worker is running.
        QTRY_COMPARE(computer.runningWorkers(), 0);
        QCOMPARE(moves.size(), again ? 1 : 0);
        if (again) QVERIFY(moves.last().at(0).value<AnyMove>() == computerMove(second));
        QVERIFY(!computer.isThinking());
        QVERIFY(!computer.isLate());
    }

    // In a game: an undo, a restart or a new game while the computer's move is still being
    // computed gives the turn back at once; the stale move never reaches the game.
    void sessionDropsThePendingMove_data() {
        QTest::addColumn<QString>("action");
        QTest::newRow("undo") << "undo";
        QTest::newRow("restart") << "restart";
        QTest::newRow("new game") << "new game";
        QTest::newRow("pause") << "pause";
    }
    void sessionDropsThePendingMove() {
        QFETCH(QString, action);
        HeldWorkers held;
        GameSession session;
        session.setComputerDelay(0);
        QSignalSpy late(&session, &GameSession::computerLate);
        session.start(nimAt({3, 4, 5}), {Seat::Human, Seat::Computer});
        QVERIFY(session.playHumanMove(nim::Move{0, 1}));
        QTRY_COMPARE(held.reached(), 1);
        QTRY_VERIFY(session.isComputerLate());
        QCOMPARE(late.last().at(0).toBool(), true);
        if (action == "undo") session.undo();
        if (action == "restart") session.restart();
        if (action == "new game") session.start(nimAt({6, 2}), {Seat::Human, Seat::Computer});
        if (action == "pause") session.setPaused(true);
        const AnyPosition position = session.position();
        const std::size_t made = session.history().size();
        QVERIFY(!session.isComputerLate());
        QCOMPARE(late.last().at(0).toBool(), false);
        held.release();
        // The held worker's move has come back and was dropped: a person moves next, and the
        // computer answers that move (its worker released too).
        QTRY_VERIFY(session.humanToMove() || session.isPaused());
        QCOMPARE(session.history().size(), made);
        QVERIFY(session.position() == position);
        if (session.isPaused()) return;
        const AnyMove mine = computerMove(position);
        QVERIFY(session.playHumanMove(mine));
        QTRY_COMPARE(session.history().size(), made + 2);
        QVERIFY(session.history().back().before == grundy::apply(position, mine));
    }
};

QTEST_MAIN(TstGameSession)
#include "tst_gamesession.moc"
