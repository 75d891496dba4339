// SPDX-License-Identifier: MIT
// Game → Review through the window: a game with known mistakes gives each side's count,
// every verdict, the better move beside the mistake, and the first mistake one click away;
// the action's and the game-over box's way in; PDF and text export.

#include "windowparts.h"
#include "common/language.h"
#include "history/reviewdialog.h"
#include "history/valuehistorymodel.h"
#include "history/valuehistorypanel.h"
#include "testsettings.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using grundy::Natural;
using grundy::Seat;
using grundy::Verdict;

namespace {

/// Nim 1, 2, 4 between two people: winning, forced, a mistake by player 1, winning, and
/// then a mistake by player 2 would need an N-position: the game ends with 0 0 1 -> 0 0 0.
void playKnownGame(MainWindow& w) {
    w.startGame(GameSetup{grundy::nim::Position{{1, 2, 4}}, {Seat::Human, Seat::Human}});
    GameSession* s = w.session();
    QVERIFY(s->playHumanMove(grundy::nim::Move{2, 1})); // 1 2 3: P, winning
    QVERIFY(s->playHumanMove(grundy::nim::Move{0, 1})); // 0 2 3: forced
    QVERIFY(s->playHumanMove(grundy::nim::Move{1, 1})); // 0 1 3: a mistake (2 3 -> 2 2 wins)
    QVERIFY(s->playHumanMove(grundy::nim::Move{2, 1})); // 0 1 2: a mistake (1 3 -> 1 1 wins)
}

ReviewDialog* openedReview() {
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* d = qobject_cast<ReviewDialog*>(top); d && d->isVisible()) return d;
    return nullptr;
}

} // namespace

class TstReviewDialog : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    void verdictsOfAKnownGame_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("better");
        QTest::newRow("1") << 0 << int(Verdict::Winning) << QString();
        QTest::newRow("2") << 1 << int(Verdict::Forced) << QString();
        QTest::newRow("3") << 2 << int(Verdict::Mistake) << "take 1 from pile 3";
        QTest::newRow("4") << 3 << int(Verdict::Mistake) << "take 2 from pile 3";
    }

    void verdictsOfAKnownGame() {
        QFETCH(int, row);
        QFETCH(int, verdict);
        QFETCH(QString, better);
        MainWindow w;
        playKnownGame(w);
        ReviewDialog d(w.session(), [](int p) { return QStringLiteral("Player %1").arg(p + 1); });
        QCOMPARE(d.table()->model()->rowCount(), 4);
        QCOMPARE(d.cellText(row, 3), ValueHistoryModel::verdictText(Verdict(verdict)));
        QCOMPARE(d.cellText(row, 4), better);
        QCOMPARE(d.cellText(row, 1), QStringLiteral("Player %1").arg(row % 2 + 1));
    }

    // Each side's mistakes are counted, and the first one is a click away: selected, with
    // the game taken back to just before it.
    void countsAndFirstMistake() {
        MainWindow w;
        playKnownGame(w);
        ReviewDialog d(w.session(), [](int p) { return QStringLiteral("Player %1").arg(p + 1); });
        QCOMPARE(d.review().mistakes[0], std::size_t(1));
        QCOMPARE(d.review().mistakes[1], std::size_t(1));
        QCOMPARE(d.review().firstMistake, std::optional<std::size_t>(3));
        QVERIFY(d.summary()->text().contains("Player 1 made one mistake."));
        QVERIFY(d.summary()->text().contains("Player 2 made one mistake."));
        QVERIFY(d.summary()->text().contains("First mistake: move 3 (Player 1)."));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QPushButton* first = d.firstMistakeButton();
        QVERIFY(first->isEnabled());
        QTest::mouseClick(first, Qt::LeftButton, {}, first->rect().center());
        QCOMPARE(d.table()->currentIndex().row(), 2);
        QCOMPARE(w.session()->history().size(), std::size_t(2));
        QVERIFY(grundy::numbersOf(w.session()->position()) == (std::vector<Natural>{0, 2, 3}));
        // A game that has gone another way since cannot be taken back by this review.
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{1, 1}));
        QVERIFY(!d.goToMove(4));
        QCOMPARE(w.session()->history().size(), std::size_t(3));
    }

    // Taking the game back leaves the moves to redo (issue 19): Redo is active at once, and
    // a new language (which sets every text again) changes nothing about it.
    void takenBackGameCanBeRedone() {
        MainWindow w;
        playKnownGame(w);
        ReviewDialog d(w.session(), [](int p) { return QStringLiteral("Player %1").arg(p + 1); });
        QVERIFY(d.goToMove(2));
        QCOMPARE(w.session()->history().size(), std::size_t(1));
        QVERIFY(w.session()->canRedo());
        QVERIFY(inwindow::redoAction(w)->isEnabled());
        QEvent languageChange(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&w, &languageChange);
        QVERIFY(inwindow::redoAction(w)->isEnabled());
        QCOMPARE(w.session()->history().size(), std::size_t(1));
        inwindow::redoAction(w)->trigger(); // two people: one move
        QCOMPARE(w.session()->history().size(), std::size_t(2));
    }

    void noMistakes() {
        MainWindow w;
        w.startGame(GameSetup{grundy::nim::Position{{1, 2, 4}}, {Seat::Human, Seat::Human}});
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{2, 1}));
        ReviewDialog d(w.session(), [](int p) { return QStringLiteral("Player %1").arg(p + 1); });
        QVERIFY(!d.firstMistakeButton()->isEnabled());
        QVERIFY(d.summary()->text().contains("Player 1 made no mistakes."));
    }

    // In Chinese the summary's sentences have no spaces between words or around numbers
    // ("你有1次失误。", not "你 有 1 次失误。").
    void chineseSummaryWithoutSpaces() {
        Language::choose(QStringLiteral("zh_CN"));
        MainWindow w;
        playKnownGame(w);
        ReviewDialog d(w.session(), [](int p) { return p == 0 ? QString("你") : QString("电脑"); });
        const QString text = d.summary()->text();
        Language::choose(QStringLiteral("en"));
        QVERIFY2(text.contains(QStringLiteral("失误")), qPrintable(text)); // translated
        static const QRegularExpression spaced(QStringLiteral(
            "[\\p{Han}\\d] +[\\p{Han}\\x{FF08}]|[\\p{Han}\\x{FF09}] +[\\p{Han}\\d]"));
        QVERIFY2(!spaced.match(text).hasMatch(), qPrintable(text));
    }

    // Statistics' "Played" counts games; the review's "Played" is the move made: in Chinese
    // they are different words.
    void playedGamesAreNotTheMovePlayed() {
        Language::choose(QStringLiteral("zh_CN"));
        const QString games = QCoreApplication::translate("statistics::Dialog", "Played");
        const QString move = QCoreApplication::translate("ReviewDialog", "Played");
        Language::choose(QStringLiteral("en"));
        QVERIFY(games != QStringLiteral("Played") && move != QStringLiteral("Played"));
        QVERIFY2(games != move, qPrintable(games));
    }

    // Game → Review waits for a move; the end-of-game message offers it too.
    void waysIn() {
        MainWindow w;
        w.startGame(GameSetup{grundy::nim::Position{{1, 1}}, {Seat::Human, Seat::Human}});
        QAction* review = inwindow::valueHistory(w)->reviewAction();
        QVERIFY(!review->isEnabled());
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{0, 1}));
        QVERIFY(review->isEnabled());
        QVERIFY(w.session()->playHumanMove(grundy::nim::Move{1, 1})); // the game is over
        QTRY_VERIFY(inwindow::gameOverBox(w));
        QPushButton* button = nullptr;
        for (QAbstractButton* b : inwindow::gameOverBox(w)->buttons())
            if (b->text() == QStringLiteral("Re&view the Game"))
                button = qobject_cast<QPushButton*>(b);
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center());
        QTRY_VERIFY(openedReview());
        QCOMPARE(openedReview()->table()->model()->rowCount(), 2);
        openedReview()->close();
    }

    void exportsPdfAndText() {
        MainWindow w;
        playKnownGame(w);
        ReviewDialog d(w.session(), [](int p) { return QStringLiteral("Player %1").arg(p + 1); });
        QTemporaryDir dir;
        QString error;
        const QString pdf = dir.filePath("review.pdf");
        QVERIFY2(d.exportPdf(pdf, &error), qPrintable(error));
        QVERIFY(QFileInfo(pdf).size() > 0);
        QFile head(pdf);
        QVERIFY(head.open(QIODevice::ReadOnly));
        QVERIFY(head.read(5) == "%PDF-");
        for (const char* name : {"review.txt", "review.html"}) {
            const QString path = dir.filePath(name);
            QVERIFY2(d.exportText(path, &error), qPrintable(error));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            QVERIFY(text.contains("mistake"));
            QVERIFY(text.contains("take 1 from pile 3"));
            QCOMPARE(text.contains("<table"), QByteArray(name).endsWith(".html"));
        }
    }
};

QTEST_MAIN(TstReviewDialog)
#include "tst_reviewdialog.moc"
