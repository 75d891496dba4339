// SPDX-License-Identifier: MIT
// What the window remembers between runs (settings read back by a second window), the
// title naming the game and its file, and the unsaved moves a person could lose: kept at
// quit and offered at the next start, asked about before New, Open and Restart.
#include "windowparts.h"
#include "common/settings.h"
#include "dialogs/newgamedialog.h"
#include "grid/gridpanel.h"
#include "testsettings.h"
#include "ui_newgamedialog.h"
#include "window/mainwindow.h"
#include "window/unsavedguard.h"

#include <QAction>
#include <QDockWidget>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>
#include <QtTest>

using namespace grundy;

namespace {

GameSetup nimGame(std::array<Seat, 2> players = {Seat::Human, Seat::Computer}) {
    return GameSetup{nim::Position{{Natural(3), Natural(5), Natural(7)}}, players};
}

/// Plays the person's move in Nim (3, 5, 7) and waits for the computer's reply.
bool playOneTurn(MainWindow& w) {
    return w.session()->playHumanMove(nim::Move{2, Natural(1)}) &&
           QTest::qWaitFor([&w] { return w.session()->humanToMove(); });
}

/// Puts `w` in one of the states a game can be in: "fresh" (Nim, no move yet), "moves"
/// (a turn played, not saved), "saved" (the same, saved in `folder`), "finished", "demo"
/// (two computers, one move made, paused). Returns whether it got there.
bool setUpGame(MainWindow& w, const QString& state, const QString& folder = QString()) {
    w.setComputerDelay(0);
    if (state == "demo") {
        w.startGame(nimGame({Seat::Computer, Seat::Computer}));
        w.session()->setPaused(true);
        return w.session()->step() &&
               QTest::qWaitFor([&w] { return w.session()->history().size() == 1; });
    }
    if (state == "finished") {
        w.startGame(GameSetup{nim::Position{{Natural(3)}}});
        return w.session()->playHumanMove(nim::Move{0, Natural(3)}) && w.session()->isOver();
    }
    w.startGame(nimGame());
    if (state == "fresh") return true;
    return playOneTurn(w) && (state != "saved" || w.saveFile(QDir(folder).filePath("game.json")));
}

/// The title as the window shows it: "[*]" replaced by the modified mark.
QString shownTitle(MainWindow& w) {
    w.winId(); // a native window, which holds the title as shown
    return w.windowHandle()->title();
}

/// Answers the modal dialogs the window opens while it runs: the unsaved-game question
/// with `answer`; a New Game dialog is accepted as it is, a file dialog cancelled. Says
/// which came.
class ModalResponder : public QObject {
public:
    explicit ModalResponder(QMessageBox::StandardButton answer) : m_answer(answer) {
        connect(&m_timer, &QTimer::timeout, this, &ModalResponder::respond);
        m_timer.start(0);
    }
    bool asked = false;
    bool newGameDialog = false;
    GameKind shownGame{}; ///< the game the New Game dialog showed
    bool fileDialog = false;
    bool cancelFileDialogs = true; ///< false: another answers them

private:
    void respond() {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible()) return;
        if (modal->objectName() == QLatin1String("unsavedGameBox")) {
            asked = true;
            static_cast<QMessageBox*>(modal)->button(m_answer)->click();
        } else if (auto* dialog = qobject_cast<NewGameDialog*>(modal)) {
            newGameDialog = true;
            shownGame = dialog->game();
            dialog->accept();
        } else if (auto* dialog = qobject_cast<QFileDialog*>(modal); dialog && cancelFileDialogs) {
            fileDialog = true;
            dialog->reject();
        }
    }
    QMessageBox::StandardButton m_answer;
    QTimer m_timer;
};

} // namespace

class TstRemember : public QObject {
    Q_OBJECT
private slots:
    void init() { testsettings::clear(); }

    void settingsAreWrittenAndReadBack() {
        QByteArray geometry;
        {
            MainWindow w;
            w.resize(700, 500);
            w.move(20, 30);
            inwindow::gridPanel(w)->showLinesAction()->setChecked(true);
            inwindow::gridPanel(w)->showWinningMovesAction()->setChecked(true);
            inwindow::explainDock(w)->show();
            inwindow::presentationAction(w)->trigger();
            QAction* fast = nullptr;
            for (QAction* a : w.findChildren<QAction*>())
                if (a->isCheckable() && a->data() == QVariant(250)) fast = a;
            QVERIFY(fast);
            fast->trigger();
            geometry = w.saveGeometry();
            QVERIFY(w.close());
        }
        MainWindow w;
        QCOMPARE(w.saveGeometry(), geometry);
        QCOMPARE(w.size(), QSize(700, 500));
        QVERIFY(inwindow::gridPanel(w)->showLinesAction()->isChecked());
        QVERIFY(inwindow::gridPanel(w)->showWinningMovesAction()->isChecked());
        QVERIFY(!inwindow::gridPanel(w)->showPAction()->isChecked());
        QVERIFY(!inwindow::explainDock(w)->isHidden());
        QVERIFY(inwindow::presentationAction(w)->isChecked());
        QCOMPARE(w.session()->computerDelay(), 250);
    }

    void defaultsAreTheProgramsOwn() {
        MainWindow w;
        QVERIFY(!inwindow::gridPanel(w)->showLinesAction()->isChecked());
        QVERIFY(!inwindow::gridPanel(w)->showPAction()->isChecked());
        QVERIFY(inwindow::explainDock(w)->isHidden());
        QVERIFY(!inwindow::gridDock(w)->isHidden());
        QVERIFY(!inwindow::presentationAction(w)->isChecked());
        QCOMPARE(w.session()->computerDelay(), 600);
    }

    void hiddenGridPanelIsRemembered() {
        {
            MainWindow w;
            inwindow::gridDock(w)->hide();
            w.close();
        }
        MainWindow w;
        QVERIFY(inwindow::gridDock(w)->isHidden());
    }

    void largerGeometryIsFittedToTheScreen() {
        {
            MainWindow w;
            w.resize(5000, 4000);
            w.move(-300, -200);
            w.close();
        }
        MainWindow w;
        const QRect available = w.screen()->availableGeometry();
        QVERIFY2(w.width() <= std::max(available.width(), w.minimumWidth()),
                 qPrintable(QString::number(w.width())));
        QVERIFY2(w.height() <= std::max(available.height(), w.minimumHeight()),
                 qPrintable(QString::number(w.height())));
        QVERIFY(w.width() < 5000 && w.height() < 4000);
        QVERIFY(available.contains(w.frameGeometry().topLeft()));
    }

    void newGameChoicesAreRemembered() {
        {
            NewGameDialog dialog;
            dialog.setGame(GameKind::Nim);
            dialog.form()->typedRadio->setChecked(true);
            dialog.form()->positionEdit->setText("3, 5, 7");
            dialog.form()->opponentCombo->setCurrentIndex(1); // a second person
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        {
            NewGameDialog dialog;
            QCOMPARE(dialog.game(), GameKind::Nim);
            QVERIFY(dialog.form()->typedRadio->isChecked());
            QCOMPARE(dialog.form()->positionEdit->text(), QString("3, 5, 7"));
            QCOMPARE(dialog.form()->opponentCombo->currentIndex(), 1);
            // Bash with K = 9, a random start, the computer first.
            dialog.setGame(GameKind::Bash);
            QCOMPARE(dialog.form()->positionEdit->text(), QString()); // Nim's is Nim's
            dialog.optionEdit("k")->setText("9");
            dialog.form()->randomRadio->setChecked(true);
            dialog.form()->opponentCombo->setCurrentIndex(0);
            dialog.form()->firstCombo->setCurrentIndex(1);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        // Through the window playing Bash: its New Game opens as the dialog was left.
        MainWindow w;
        w.startGame(GameSetup{bash::Position{Natural(23), Natural(4)}});
        ModalResponder responder(QMessageBox::Cancel);
        w.newGame();
        QVERIFY(responder.newGameDialog);
        QCOMPARE(kindOf(w.session()->position()), GameKind::Bash);
        QCOMPARE(std::get<bash::Position>(w.session()->position()).maxTake, Natural(9));
        QCOMPARE(w.session()->seat(0), Seat::Computer);
        NewGameDialog dialog;
        QCOMPARE(dialog.game(), GameKind::Bash);
        QVERIFY(dialog.form()->randomRadio->isChecked());
        QCOMPARE(dialog.form()->firstCombo->currentIndex(), 1);
        dialog.setGame(GameKind::Nim);
        QCOMPARE(dialog.form()->positionEdit->text(), QString("3, 5, 7"));
    }

    // The window's New Game offers the game being played, with its remembered choices:
    // after `grundy --game nim` (or opening a file) it offered the dialog's last game.
    void newGameOffersTheGameBeingPlayed() {
        {
            NewGameDialog dialog;
            dialog.setGame(GameKind::Bash);
            dialog.accept();
        }
        MainWindow w;
        w.startGame(GameSetup{nim::Position{{Natural(4), Natural(6)}}});
        ModalResponder responder(QMessageBox::Cancel);
        w.newGame();
        QVERIFY(responder.newGameDialog);
        QCOMPARE(responder.shownGame, GameKind::Nim);
        QCOMPARE(kindOf(w.session()->position()), GameKind::Nim);
    }

    void titleNamesGameAndFileAndMarksChanges() {
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.json");
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(nimGame());
        QCOMPARE(shownTitle(w), QString("Nim — Grundy"));
        QVERIFY(!w.isWindowModified());
        QVERIFY(playOneTurn(w));
        QCOMPARE(shownTitle(w), QString("Nim* — Grundy"));
        QVERIFY(w.saveFile(path));
        QCOMPARE(shownTitle(w), QString("Nim — lesson.json — Grundy"));
        QCOMPARE(w.windowFilePath(), path);
        inwindow::undoAction(w)->trigger();
        QCOMPARE(shownTitle(w), QString("Nim — lesson.json* — Grundy"));
        inwindow::redoAction(w)->trigger();
        QVERIFY(w.isWindowModified()); // not the saved game again: it changed twice
        QVERIFY(w.openFile(path));
        QCOMPARE(shownTitle(w), QString("Nim — lesson.json — Grundy"));
        w.session()->restart();
        QCOMPARE(shownTitle(w), QString("Nim — lesson.json* — Grundy"));
        w.startGame(GameSetup{wythoff::Position{Natural(3), Natural(4)}});
        QCOMPARE(shownTitle(w), QString("Wythoff's game — Grundy"));
    }

    void recordedGameCountsAsSaved() {
        QTemporaryDir dir;
        const QString path = dir.filePath("record.json");
        MainWindow w;
        w.setComputerDelay(0);
        w.setRecordFile(path);
        w.startGame(nimGame());
        QVERIFY(playOneTurn(w));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(shownTitle(w), QString("Nim — record.json — Grundy"));
        // Undo is written too: the file is the game on the screen.
        inwindow::undoAction(w)->trigger();
        QVERIFY(!w.isWindowModified());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(parseRecord(file.readAll().toStdString()).moves.empty());
    }

    void unfinishedGameIsKeptAtQuit_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("kept");
        QTest::newRow("moves made, unsaved") << "moves" << true;
        QTest::newRow("no move yet") << "fresh" << false;
        QTest::newRow("saved") << "saved" << false;
        QTest::newRow("finished") << "finished" << false;
        QTest::newRow("two computers") << "demo" << false;
    }

    void unfinishedGameIsKeptAtQuit() {
        QFETCH(QString, game);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        Settings::setValue(Settings::kUnfinishedGame, QByteArray("an older one"));
        MainWindow w;
        QVERIFY(setUpGame(w, game, dir.path()));
        QVERIFY(w.close());
        const auto keptGame = UnsavedGuard::keptGame();
        QCOMPARE(keptGame.has_value(), kept);
        if (kept) QVERIFY(*keptGame == w.session()->record());
    }

    void keptGameIsOfferedAndContinued_data() {
        QTest::addColumn<bool>("resume");
        QTest::newRow("Continue") << true;
        QTest::newRow("New Game") << false;
    }

    void keptGameIsOfferedAndContinued() {
        QFETCH(bool, resume);
        GameRecord record;
        {
            MainWindow w;
            QVERIFY(setUpGame(w, "moves"));
            record = w.session()->record();
            QVERIFY(w.close());
        }
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.offerUnfinishedGame();
        auto* box = w.findChild<QMessageBox*>("keptGameBox");
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QVERIFY(box->text().contains("Nim"));
        QPushButton* button = nullptr;
        for (QAbstractButton* b : box->buttons())
            if (b->text().remove('&').startsWith(resume ? "Continue" : "New Game"))
                button = qobject_cast<QPushButton*>(b);
        QVERIFY(button);
        ModalResponder responder(QMessageBox::Cancel); // accepts the New Game dialog
        button->click();
        if (resume) {
            QTRY_VERIFY(w.session()->record() == record);
            QVERIFY(w.isWindowModified());
            QCOMPARE(shownTitle(w), QString("Nim* — Grundy"));
        } else {
            QTRY_VERIFY(responder.newGameDialog);
            QVERIFY(w.session()->history().size() < record.moves.size());
        }
        // Offered once: the next start has nothing to offer.
        QVERIFY(!UnsavedGuard::keptGame());
        QVERIFY(w.findChild<QMessageBox*>("keptGameBox") == nullptr ||
                !w.findChild<QMessageBox*>("keptGameBox")->isVisible());
    }

    void nothingKeptNothingOffered() {
        MainWindow w;
        w.offerUnfinishedGame();
        QVERIFY(w.findChild<QMessageBox*>("keptGameBox") == nullptr);
    }

    void replacingAGameWithUnsavedMovesAsks_data() {
        QTest::addColumn<QString>("action");
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("moveOn"); // the next dialog opens (New Game, Open's file)
        QTest::addColumn<bool>("kept");   // the game with its moves is still there
        const int cancel = QMessageBox::Cancel, discard = QMessageBox::Discard;
        QTest::newRow("New, Cancel") << "new" << cancel << false << true;
        QTest::newRow("New, Discard") << "new" << discard << true << false;
        QTest::newRow("Open, Cancel") << "open" << cancel << false << true;
        QTest::newRow("Open, Discard") << "open" << discard << true << true; // no file chosen
        QTest::newRow("Restart, Cancel") << "restart" << cancel << false << true;
        QTest::newRow("Restart, Discard") << "restart" << discard << false << false;
    }

    void replacingAGameWithUnsavedMovesAsks() {
        QFETCH(QString, action);
        QFETCH(int, answer);
        QFETCH(bool, moveOn);
        QFETCH(bool, kept);
        MainWindow w;
        QVERIFY(setUpGame(w, "moves"));
        const GameRecord before = w.session()->record();
        ModalResponder responder{QMessageBox::StandardButton(answer)};
        if (action == "new") w.newGame();
        if (action == "open") w.open();
        if (action == "restart")
            for (QAction* a : w.findChildren<QAction*>())
                if (a->text() == "&Restart") a->trigger();
        QVERIFY(responder.asked);
        QCOMPARE(responder.newGameDialog || responder.fileDialog, moveOn);
        QCOMPARE(w.session()->record() == before, kept);
    }

    void nothingToLoseAsksNothing_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("no move yet") << "fresh";
        QTest::newRow("saved") << "saved";
        QTest::newRow("finished") << "finished";
    }

    void nothingToLoseAsksNothing() {
        QFETCH(QString, game);
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(setUpGame(w, game, dir.path()));
        ModalResponder responder(QMessageBox::Cancel);
        w.newGame();
        QVERIFY(!responder.asked);
        QVERIFY(responder.newGameDialog);
    }

    void saveFromTheQuestionSavesFirst() {
        QTemporaryDir dir;
        const QString path = dir.filePath("kept.json");
        MainWindow w;
        QVERIFY(setUpGame(w, "moves"));
        // The Save dialog gets a name, then the New Game dialog opens.
        Settings::setValue(Settings::kLastFolder, dir.path());
        QTimer typeName;
        bool named = false;
        connect(&typeName, &QTimer::timeout, [&] {
            if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                named = true;
                d->selectFile(path);
                static_cast<QDialog*>(d)->accept(); // QFileDialog::accept is protected
            }
        });
        typeName.start(0);
        ModalResponder responder(QMessageBox::Save);
        responder.cancelFileDialogs = false;
        w.newGame();
        QVERIFY(responder.asked && named && responder.newGameDialog);
        QVERIFY(QFile::exists(path));
        QCOMPARE(Settings::lastFolder(), dir.path());
    }
};

QTEST_MAIN(TstRemember)
#include "tst_remember.moc"
