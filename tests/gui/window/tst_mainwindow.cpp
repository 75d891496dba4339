// SPDX-License-Identifier: MIT
// The window as a whole: the command line, the New Game dialog, saving and opening,
// undo/redo through the actions, the grid overlay and click-to-move, the end of a game.
#include "windowparts.h"
#include "boards/boardview.h"
#include "boards/pileview.h"
#include "boards/stonepainter.h"
#include "common/exporter.h"
#include "common/language.h"
#include "common/presentation.h"
#include "core/games/catalogue.h"
#include "duetimers.h"
#include "explain/explainpanel.h"
#include "games/staircase/stripview.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "sgtable/sgtablepanel.h"
#include "testsettings.h"
#include "ui_newgamedialog.h"
#include "window/commandline.h"
#include "dialogs/newgamedialog.h"
#include "history/reviewdialog.h"
#include "practice/exercisesetdialog.h"
#include "window/statistics.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAbstractItemModel>
#include <QCheckBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMap>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <csignal>
#include <sys/stat.h>
#include <thread>

using namespace grundy;

namespace {

GameSetup wythoffGame(long a, long b, std::array<Seat, 2> players = {Seat::Human, Seat::Computer}) {
    return GameSetup{wythoff::Position{Natural(a), Natural(b)}, players};
}

/// Starts Wythoff from (a, b) in `w`, a person against the computer, and plays the
/// person's `move` and the computer's reply; returns whether the person is to move again.
bool playFirstTurn(MainWindow& w, long a, long b, const wythoff::Move& move) {
    w.setComputerDelay(0);
    w.startGame(wythoffGame(a, b));
    return w.session()->playHumanMove(move) &&
           QTest::qWaitFor([&w] { return w.session()->humanToMove(); });
}

/// Why the grid does not show the game's position with a whole cell of room on every side
/// (none left of column 0 or below row 0), or nothing when it does.
QString gameOutOfGrid(const WythoffGridView& grid, const char* step) {
    const Natural &a = grid.positionA(), &b = grid.positionB();
    const int s = grid.cellSize();
    const QRect g = grid.gridRect();
    const QString where = QStringLiteral("%1: (%2, %3) in a grid of %4 x %5 px from (%6, %7)")
                              .arg(QString::fromLatin1(step))
                              .arg(QString::fromStdString(toString(a)))
                              .arg(QString::fromStdString(toString(b)))
                              .arg(g.width())
                              .arg(g.height())
                              .arg(QString::fromStdString(toString(grid.firstColumn())))
                              .arg(QString::fromStdString(toString(grid.firstRow())));
    const QPoint c = grid.cellCenter(a, b);
    if (c.x() < 0) return QStringLiteral("not in view, ") + where;
    const QRect cell(c.x() - s / 2, c.y() - s / 2, s, s);
    if (!g.contains(cell.adjusted(a > 0 ? -s : 0, -s, s, b > 0 ? s : 0)))
        return QStringLiteral("no room around it, ") + where;
    return {};
}

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// A named pipe at `path` that a thread fills with `data` once it is opened for reading
/// (as `grundy <(cat game.json)` gives grundy a pipe to read).
class PipeWriter {
public:
    PipeWriter(const QString& path, const QByteArray& data) {
        std::signal(SIGPIPE, SIG_IGN); // a reader that stops early fails the test, not the run
        m_made = ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
        if (m_made)
            m_thread = std::thread([path, data] {
                QFile pipe(path);
                if (pipe.open(QIODevice::WriteOnly)) pipe.write(data);
            });
    }
    ~PipeWriter() {
        if (m_thread.joinable()) m_thread.join();
    }
    bool made() const { return m_made; }

private:
    bool m_made = false;
    std::thread m_thread;
};

/// A saved game of Nim with one pile of `moves` stones, each move taking one, between two
/// people (so that nothing moves by itself after it is opened).
QByteArray longGame(int moves) {
    GameRecord r;
    r.start = nim::Position{{Natural(moves)}};
    r.players = {Seat::Human, Seat::Human};
    for (int i = 0; i < moves; ++i)
        r.moves.push_back({i % 2, nim::Position{{Natural(moves - 1 - i)}}});
    r.winner = winnerOf(r);
    return QByteArray::fromStdString(toJson(r));
}

QAction* menuAction(QMainWindow& w, const QString& text) {
    for (QAction* menu : w.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (a->text().remove('&') == text) return a;
    return nullptr;
}

} // namespace

/// The accelerator letter of a control's text ("&Open": O), or a null QChar.
QChar acceleratorOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&')) continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toUpper();
    }
    return {};
}

/// "where: "A" and "B"" for each two of `texts` with the same accelerator letter.
QStringList acceleratorClashes(const QString& where, const QStringList& texts) {
    QStringList clashes;
    QMap<QChar, QString> seen;
    for (const QString& text : texts) {
        const QChar letter = acceleratorOf(text);
        if (letter.isNull()) continue;
        if (seen.contains(letter))
            clashes << QStringLiteral("%1: \"%2\" and \"%3\"").arg(where, seen[letter], text);
        seen[letter] = text;
    }
    return clashes;
}

/// The texts of `window`'s shown controls that can carry an accelerator: buttons, check
/// boxes, labels with a buddy and group boxes.
QStringList shownAccelerators(QWidget& window) {
    QStringList texts;
    for (QWidget* child : window.findChildren<QWidget*>()) {
        if (!child->isVisibleTo(&window)) continue;
        if (auto* b = qobject_cast<QAbstractButton*>(child))
            texts << b->text();
        else if (auto* l = qobject_cast<QLabel*>(child); l && l->buddy())
            texts << l->text();
        else if (auto* g = qobject_cast<QGroupBox*>(child))
            texts << g->title();
    }
    return texts;
}

class TstMainWindow : public QObject {
    Q_OBJECT
private slots:
    // Every test function starts from the default settings (testsettings.h).
    void init() { testsettings::clear(); }

    void acceleratorsDiffer_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }
    /// No two items of a menu, and no two controls shown together in a dialog, share an
    /// accelerator letter (Alt+V must pick one), in English and in Chinese. In the menus
    /// Move Values and Value History both had V; in the New Game dialog Misère play and
    /// Outcome both had M. The dialogs: New Game for every game, Statistics, Review and
    /// the worksheet's.
    void acceleratorsDiffer() {
        QFETCH(QString, language);
        Language::choose(language);
        const auto english = qScopeGuard([] { Language::choose(QStringLiteral("en")); });
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList clashes;
        for (QAction* top : w.menuBar()->actions()) {
            if (!top->menu()) continue;
            QStringList texts;
            for (QAction* a : top->menu()->actions())
                if (!a->isSeparator() && a->isVisible()) texts << a->text();
            clashes << acceleratorClashes(top->text(), texts);
        }
        NewGameDialog newGame(&w);
        newGame.show();
        QVERIFY(QTest::qWaitForWindowExposed(&newGame));
        for (std::size_t k = 0; k < grundy::kGameCount; ++k) {
            const auto kind = grundy::GameKind(k);
            newGame.setGame(kind);
            QCoreApplication::processEvents();
            const std::string_view id = grundy::gameId(kind);
            clashes << acceleratorClashes(QString::fromUtf8(id.data(), qsizetype(id.size())),
                                          shownAccelerators(newGame));
        }
        statistics::Dialog stats(&w);
        ReviewDialog review(
            w.session(), [](int p) { return QStringLiteral("player %1").arg(p + 1); }, &w);
        ExerciseSetDialog sheet(ExerciseSetDialog::Purpose::PrintWorksheet, &w);
        for (QDialog* dialog : std::initializer_list<QDialog*>{&stats, &review, &sheet}) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            clashes << acceleratorClashes(QString::fromUtf8(dialog->metaObject()->className()),
                                          shownAccelerators(*dialog));
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    }

    void commandLine_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("action");
        QTest::addColumn<QString>("messagePart");
        using A = LaunchRequest::Action;
        const auto row = [](const char* name, QStringList args, A action, const char* part) {
            args.prepend("grundy");
            QTest::newRow(name) << args << int(action) << QString(part);
        };
        row("nothing", {}, A::Run, "");
        row("file", {"game.json"}, A::Run, "");
        row("wythoff", {"--game", "wythoff", "--position", "30,47"}, A::Run, "");
        row("bash", {"--game", "bash", "--position", "23", "--k", "4"}, A::Run, "");
        row("bash without k", {"--game", "bash", "--position", "23"}, A::Fail, "--k");
        row("k zero", {"--game", "bash", "--position", "23", "--k", "0"}, A::Fail, "--k");
        row("unknown game", {"--game", "chess", "--position", "1"}, A::Fail, "chess");
        // The spellings grundy-cli takes (core numberPieces).
        row("commas and spaces", {"--game", "nim", "--position", "3, 5, 7"}, A::Run, "");
        row("spaces", {"--game", "nim", "--position", "3 5 7"}, A::Run, "");
        row("a comma at the end", {"--game", "nim", "--position", "3,5,"}, A::Run, "");
        row("two commas", {"--game", "nim", "--position", "3,,5"}, A::Fail, "\"\"");
        row("bad number", {"--game", "nim", "--position", "3,x,5"}, A::Fail, "\"x\"");
        row("bad number among spaces", {"--game", "nim", "--position", "3 x 5"}, A::Fail, "\"x\"");
        row("negative", {"--game", "nim", "--position", "3,-1"}, A::Fail, "\"-1\"");
        row("wythoff three", {"--game", "wythoff", "--position", "1,2,3"}, A::Fail, "2 numbers");
        row("two chips one cell", {"--game", "staircase", "--position", "3,3"}, A::Fail,
            "two chips");
        row("chip beyond strip", {"--game", "staircase", "--position", "3,9", "--cells", "5"},
            A::Fail, "beyond");
        row("position alone", {"--position", "3,4"}, A::Fail, "--game");
        row("bad first", {"--game", "nim", "--position", "3", "--first", "me"}, A::Fail, "me");
        row("bad opponent", {"--game", "nim", "--position", "3", "--opponent", "cat"}, A::Fail,
            "cat");
        row("bad delay", {"--delay", "soon"}, A::Fail, "soon");
        row("unknown option", {"--colour"}, A::Fail, "colour");
        row("misere", {"--game", "nim", "--position", "1,1,1", "--misere"}, A::Run, "");
        row("play misere", {"--game", "wythoff", "--position", "2,2", "--play", "misere"}, A::Run,
            "");
        row("bad play", {"--game", "nim", "--position", "1", "--play", "bogus"}, A::Fail,
            "--play \"bogus\"");
        row("misere without game", {"--misere"}, A::Fail, "--game");
        row("help", {"--help"}, A::ShowHelp, "--misere");
        // Only positions a saved game can hold: every game can be saved and opened again.
        const QString manyPiles = QStringList(10001, QStringLiteral("1")).join(',');
        const QString longNumber(100001, QLatin1Char('7'));
        row("10,001 piles", {"--game", "nim", "--position", manyPiles}, A::Fail,
            "--position: 10001 numbers: at most 10000");
        row("10,000 piles", {"--game", "nim", "--position", QStringList(10000, "1").join(',')},
            A::Run, "");
        row("100,001 digits", {"--game", "nim", "--position", "3," + longNumber}, A::Fail,
            "--position: number 2 has 100001 digits: at most 100000");
        row("k of 100,001 digits", {"--game", "bash", "--position", "5", "--k", longNumber},
            A::Fail, "--k: 100001 digits: at most 100000");
    }
    void commandLine() {
        QFETCH(QStringList, args);
        QFETCH(int, action);
        QFETCH(QString, messagePart);
        const LaunchRequest r = parseCommandLine(args);
        QCOMPARE(int(r.action), action);
        QVERIFY2(r.message.contains(messagePart), qPrintable(r.message));
    }

    void commandLineBuildsTheGame() {
        const LaunchRequest r =
            parseCommandLine({"grundy", "--game", "staircase", "--position", "14,2,9,5", "--first",
                              "computer", "--delay", "0", "--record", "/tmp/x.json"});
        QCOMPARE(int(r.action), int(LaunchRequest::Action::Run));
        QVERIFY(r.setup.has_value());
        QVERIFY(numbersOf(r.setup->start) ==
                (std::vector<Natural>{Natural(2), Natural(5), Natural(9), Natural(14)}));
        QCOMPARE(*optionsOf(r.setup->start).natural("cells"),
                 Natural(14)); // defaults to the last chip
        QVERIFY(r.setup->players[0] == Seat::Computer && r.setup->players[1] == Seat::Human);
        QCOMPARE(r.delayMs, std::optional<int>(0));
        QCOMPARE(r.recordFile, QString("/tmp/x.json"));
        const LaunchRequest huge =
            parseCommandLine({"grundy", "--game", "wythoff", "--position",
                              "1000000000000000000000000000000,1618033988749894848204586834365"});
        QVERIFY(huge.setup.has_value());
        QCOMPARE(std::get<wythoff::Position>(huge.setup->start).a,
                 Natural("1000000000000000000000000000000", 10));
    }

    void newGameDialogRefusesBadInput() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        QPushButton* ok = ui->buttonBox->button(QDialogButtonBox::Ok);
        dialog.setGame(GameKind::Bash);
        dialog.findChild<QLineEdit*>("kEdit")->setText("0");
        QVERIFY(!ok->isEnabled());
        dialog.findChild<QLineEdit*>("kEdit")->setText("4");
        QVERIFY(ok->isEnabled());
        ui->typedRadio->setChecked(true);
        ui->positionEdit->setText("23, 5");
        QVERIFY(!ok->isEnabled());
        ui->positionEdit->setText("12x");
        QVERIFY(!ok->isEnabled());
        ui->positionEdit->setText("100000000000000000000000000000000000000000");
        QVERIFY(ok->isEnabled());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const GameSetup setup = dialog.setup();
        const auto& start = std::get<bash::Position>(setup.start);
        QCOMPARE(start.stones, Natural("100000000000000000000000000000000000000000", 10));
        QCOMPARE(start.maxTake, Natural(4));
    }

    // A game made of words (the sum) starts from its list of components, typed and added one
    // by one: a wrong word shows the core's reason and keeps OK disabled until removed; Enter
    // in the field adds the word rather than closing the dialog; OK starts the listed sum.
    void newGameDialogBuildsASum() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        QPushButton* ok = ui->buttonBox->button(QDialogButtonBox::Ok);
        dialog.setGame(GameKind::Sum);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* list = dialog.findChild<QListWidget*>("componentList");
        auto* edit = dialog.findChild<QLineEdit*>("componentEdit");
        auto* add = dialog.findChild<QPushButton*>("addComponentButton");
        auto* remove = dialog.findChild<QPushButton*>("removeComponentButton");
        QVERIFY(list && edit && add && remove);
        QVERIFY(list->isVisible());
        QVERIFY(!ui->positionEdit->isVisible());
        QVERIFY(!ui->randomRadio->isVisible()); // the list is the start
        QCOMPARE(list->count(), 3);
        QCOMPARE(list->item(0)->text(), QStringLiteral("nim:3,5"));
        QCOMPARE(edit->placeholderText(), QStringLiteral("e.g. nim:3,5"));
        QVERIFY(ok->isEnabled());
        QVERIFY(!add->isEnabled());

        const auto errorShown = [&] {
            for (const QLabel* label : dialog.findChildren<QLabel*>())
                if (label->isVisible() && label->text().contains(QLatin1String("chess")))
                    return label->text();
            return QString();
        };
        QTest::keyClicks(edit, "chess:4");
        QVERIFY(add->isEnabled());
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(list->count(), 4);
        QVERIFY(edit->text().isEmpty());
        QVERIFY2(errorShown().contains(QLatin1String("no game is called")), qPrintable(errorShown()));
        QVERIFY(!ok->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton); // the word just added is the chosen one
        QCOMPARE(list->count(), 3);
        QVERIFY(errorShown().isEmpty());
        QVERIFY(ok->isEnabled());

        QTest::keyClicks(edit, "subtraction:7,9:set=1,3,4");
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(list->count(), 4);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const AnyPosition expected = gameInfo(GameKind::Sum).fromWords(
            {"nim:3,5", "wythoff:4,7", "kayles:6", "subtraction:7,9:set=1,3,4"});
        QVERIFY(dialog.setup().start == expected);

        // Opened again, it lists the components last started.
        NewGameDialog again;
        QCOMPARE(again.game(), GameKind::Sum);
        QCOMPARE(again.findChild<QListWidget*>("componentList")->count(), 4);
    }

    void commandLineStartsAMisereGame() {
        const LaunchRequest r =
            parseCommandLine({"grundy", "--game", "nim", "--position", "1,1,1", "--misere"});
        QVERIFY(r.setup.has_value());
        QCOMPARE(conventionOf(r.setup->start), Convention::Misere);
        MainWindow w;
        w.startGame(*r.setup);
        QVERIFY2(w.windowTitle().contains(QString::fromUtf8("Nim (misère)")),
                 qPrintable(w.windowTitle()));
    }

    // The octal game's named codes are in the game list: choosing one fills the code, and
    // typing a code shows its name (or the game itself); --game kayles titles the window.
    void newGameDialogPresets() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        const int kayles = ui->gameCombo->findText("Kayles (0.77)");
        QVERIFY(kayles >= 0);
        ui->gameCombo->setCurrentIndex(kayles);
        QCOMPARE(dialog.game(), GameKind::Octal);
        QLineEdit* code = dialog.optionEdit("code");
        QVERIFY(code && code->isVisible() == dialog.isVisible());
        QCOMPARE(code->text(), QString("0.77"));
        code->setText("4!.0");
        QCOMPARE(ui->gameCombo->currentText(), QString("Grundy's game (4!.0)"));
        code->setText("0.156");
        QCOMPARE(ui->gameCombo->currentText(), QString("Octal game"));
        code->setText("dawson-kayles");
        QCOMPARE(ui->gameCombo->currentText(), QString("Dawson's Kayles (0.07)"));
        ui->typedRadio->setChecked(true);
        ui->positionEdit->setText("5, 9");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(std::get<octal::Position>(dialog.setup().start).code.text(), std::string("0.07"));

        const LaunchRequest r =
            parseCommandLine({"grundy", "--game", "kayles", "--position", "5,7"});
        QVERIFY(r.setup.has_value());
        MainWindow w;
        w.startGame(*r.setup);
        QVERIFY2(w.windowTitle().startsWith("Kayles (0.77)"), qPrintable(w.windowTitle()));
        const LaunchRequest bad = parseCommandLine(
            {"grundy", "--game", "kayles", "--position", "5,7", "--code", "0.07"});
        QVERIFY(!bad.setup.has_value());
        QVERIFY2(bad.message.contains("disagrees with Kayles"), qPrintable(bad.message));
    }

    // The keyboard cursor shows from the start, also while another window is active: the
    // board is the window's focus widget, where the keys will act.
    void keyboardCursorShowsWhileTheWindowIsInactive() {
        MainWindow w;
        w.show();
        QWidget other;
        other.show();
        other.activateWindow();
        QTRY_VERIFY(other.isActiveWindow());
        QVERIFY(!inwindow::board(w)->hasFocus());
        QVERIFY(inwindow::board(w)->showsKeyboardCursor());
        QWidget* side = w.findChild<QPushButton*>();
        QVERIFY(side);
        side->setFocus(); // focus elsewhere in the window: no cursor on the board
        QVERIFY(!inwindow::board(w)->showsKeyboardCursor());
    }

    // The misère switch comes from the catalogue: shown for Bash, Nim and Wythoff's game,
    // and the rule shown follows it.
    void newGameDialogMisereSwitch_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("position");
        QTest::newRow("bash") << int(GameKind::Bash) << "9";
        QTest::newRow("nim") << int(GameKind::Nim) << "1, 1, 1";
        QTest::newRow("wythoff") << int(GameKind::Wythoff) << "2, 2";
    }
    void newGameDialogMisereSwitch() {
        QFETCH(int, kind);
        QFETCH(QString, position);
        NewGameDialog dialog;
        auto* ui = dialog.form();
        dialog.setGame(GameKind(kind));
        QCheckBox* misere = dialog.optionCheck("play");
        QVERIFY(misere);
        QVERIFY(!misere->isChecked());
        QVERIFY(ui->ruleLabel->text().contains("last stone wins"));
        misere->setChecked(true);
        QVERIFY2(ui->ruleLabel->text().contains("last stone loses"),
                 qPrintable(ui->ruleLabel->text()));
        ui->typedRadio->setChecked(true);
        ui->positionEdit->setText(position);
        if (QLineEdit* k = dialog.optionEdit("k")) k->setText("3");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(conventionOf(dialog.setup().start), Convention::Misere);
        QCOMPARE(outcome(dialog.setup().start), Outcome::P);
        // Games without misère play have no switch.
        dialog.setGame(GameKind::Staircase);
        QVERIFY(!dialog.optionCheck("play"));
    }

    void newGameDialogMessagesAreSentencesWithRoom() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        dialog.setGame(GameKind::Bash);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int fieldH = ui->positionEdit->height();
        ui->typedRadio->setChecked(true);
        ui->positionEdit->setText("23, 5");
        QLabel* message = nullptr;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->isVisible() && l->text().contains("exactly 1 number")) message = l;
        QVERIFY(message);
        QVERIFY2(message->text().front().isUpper() && message->text().endsWith('.'),
                 qPrintable(message->text()));
        // The message gets a line of its own: the fields keep their height.
        QTest::qWait(0);
        QCOMPARE(ui->positionEdit->height(), fieldH);
        QVERIFY(message->height() >= message->heightForWidth(message->width()));
    }

    // Typing a start, key by key, shows and clears its message: the OK button stays where
    // it is (a person aiming at it does not chase it).
    void newGameDialogOkStaysPut() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        dialog.setGame(GameKind::Nim);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton* ok = ui->buttonBox->button(QDialogButtonBox::Ok);
        ui->typedRadio->setChecked(true);
        ui->positionEdit->setFocus();
        ui->positionEdit->clear();
        QCoreApplication::processEvents();
        const QPoint at = ok->mapToGlobal(QPoint(0, 0));
        const QString typed = QStringLiteral("3, 5x, 7");
        bool sawMessage = false;
        for (const QChar c : typed + QString(4, QChar(0x08))) {
            if (c == QChar(0x08))
                QTest::keyClick(ui->positionEdit, Qt::Key_Backspace);
            else
                QTest::keyClick(ui->positionEdit, c.toLatin1());
            QCoreApplication::processEvents();
            sawMessage = sawMessage || !ok->isEnabled();
            QVERIFY2(ok->mapToGlobal(QPoint(0, 0)) == at,
                     qPrintable(QStringLiteral("after \"%1\"").arg(ui->positionEdit->text())));
        }
        QVERIFY(sawMessage); // some of the texts typed were refused, with a message
    }

    // A game without K or cells leaves no gap where those rows (and their error rows)
    // would be: the whole form rows are hidden, not only their label and field. Nim's own
    // row, its misère switch, is the one shown.
    void newGameDialogHidesWholeRows() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        QFormLayout* form = ui->parameterLayout;
        dialog.setGame(GameKind::Nim);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        int own = -1;
        QFormLayout::ItemRole role{};
        form->getWidgetPosition(dialog.optionCheck("play"), &own, &role);
        QVERIFY(own >= 0 && form->isRowVisible(own));
        for (int row = 0; row < form->rowCount(); ++row)
            if (row != own) QVERIFY2(!form->isRowVisible(row), qPrintable(QString::number(row)));
        const auto need = [&dialog] {
            QLayout* l = dialog.layout();
            l->invalidate();
            l->activate();
            return l->hasHeightForWidth() ? l->totalHeightForWidth(dialog.width())
                                          : l->totalSizeHint().height();
        };
        const int withRows = need();
        QCOMPARE(dialog.height(), withRows);
        ui->gameLayout->removeItem(form);
        QCOMPARE(withRows, need());
        ui->gameLayout->addLayout(form);

        // Bash shows K's row; its error row only while K is wrong.
        dialog.setGame(GameKind::Bash);
        QVERIFY(form->isRowVisible(dialog.findChild<QLineEdit*>("kEdit")));
        QVERIFY(!form->isRowVisible(dialog.findChild<QLineEdit*>("cellsEdit")));
        // Besides K's rows, Bash shows its misère switch: one row, never an error row.
        QVERIFY(form->isRowVisible(dialog.optionCheck("play")));
        const int switchRows = 1;
        dialog.findChild<QLineEdit*>("kEdit")->setText("4");
        int visible = 0;
        for (int row = 0; row < form->rowCount(); ++row)
            visible += form->isRowVisible(row);
        QCOMPARE(visible, 1 + switchRows);
        dialog.findChild<QLineEdit*>("kEdit")->setText("0");
        visible = 0;
        for (int row = 0; row < form->rowCount(); ++row)
            visible += form->isRowVisible(row);
        QCOMPARE(visible, 2 + switchRows);
        // Georgia and Bob: the cells row instead.
        dialog.setGame(GameKind::Staircase);
        QVERIFY(!form->isRowVisible(dialog.findChild<QLineEdit*>("kEdit")));
        QVERIFY(form->isRowVisible(dialog.findChild<QLineEdit*>("cellsEdit")));
    }

    // The narrow window of the review (900 x 600, Wythoff grid docked) with piles of 10^40:
    // the board gets at least its minimum width, and the typed row's buttons show their
    // whole text.
    void narrowWindowKeepsTheTypedButtonsWhole() {
        MainWindow w;
        w.setComputerDelay(0);
        const Natural a("1000000000000000000000000000000000000000", 10);
        w.startGame(
            GameSetup{wythoff::Position{a, Natural("1618033988749894848204586834365638117720", 10)},
                      {Seat::Human, Seat::Computer}});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.resize(900, 600);
        // The platform reports the new size, then the layouts handle their requests.
        QTRY_COMPARE(w.width(), 900);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        // The window can be that narrow: its parts' minimum widths add up to no more.
        QCOMPARE(w.width(), 900);
        auto* board = qobject_cast<PileView*>(inwindow::board(w));
        QVERIFY(board);
        QVERIFY(!board->drawsStones());
        QVERIFY(w.findChild<QDockWidget*>("wythoffGridDock")->isVisible());
        QVERIFY2(board->width() >= board->minimumSizeHint().width(),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(board->width())
                                .arg(board->minimumSizeHint().width())));
        for (QPushButton* b :
             {board->typedRow()->primaryButton(), board->typedRow()->secondaryButton()}) {
            QVERIFY(b->isVisible());
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text()));
            const QRect r(b->mapTo(board, QPoint(0, 0)), b->size());
            QVERIFY(board->rect().contains(r));
        }
    }

    void newGameDialogShowsEachRuleWhole() {
        NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLabel* rule = dialog.form()->ruleLabel;
        for (GameKind kind : allGameKinds()) {
            dialog.setGame(kind);
            QApplication::processEvents();
            // A top-level dialog does not lay wrapped labels out by height-for-width on
            // every platform (under X11 the rule was cut to one line), so the label itself
            // must keep the height its text needs at its width.
            QVERIFY2(rule->height() >= rule->heightForWidth(rule->width()),
                     qPrintable(rule->text()));
            QVERIFY2(rule->minimumHeight() >= rule->heightForWidth(rule->width()),
                     qPrintable(rule->text()));
        }
    }

    void newGameDialogRandomStart() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        dialog.setGame(GameKind::Staircase);
        dialog.findChild<QLineEdit*>("cellsEdit")->setText("5");
        ui->countSpin->setValue(6);
        QVERIFY(!ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled()); // 6 chips, 5 cells
        ui->countSpin->setValue(4);
        ui->opponentCombo->setCurrentIndex(2); // demonstration
        dialog.accept();
        const GameSetup setup = dialog.setup();
        const auto& s = std::get<staircase::Position>(setup.start);
        QCOMPARE(s.cells.size(), std::size_t(4));
        QCOMPARE(s.length, Natural(5));
        QVERIFY(dialog.setup().players[0] == Seat::Computer &&
                dialog.setup().players[1] == Seat::Computer);
    }

    /// Northcott's random start: the rows asked for, on the board's width.
    void newGameDialogRandomNorthcott() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        dialog.setGame(GameKind::Northcott);
        dialog.findChild<QLineEdit*>("columnsEdit")->setText("7");
        ui->countSpin->setValue(3);
        dialog.accept();
        const GameSetup setup = dialog.setup();
        const auto& p = std::get<northcott::Position>(setup.start);
        QCOMPARE(p.rows.size(), std::size_t(3));
        QCOMPARE(p.columns, Natural(7));
        QCOMPARE(p.toMove, northcott::Colour::Black);
        for (const northcott::Row& r : p.rows)
            QVERIFY(r.black != r.white && r.black >= 1 && r.white <= 7);
    }

    void saveOpenRoundTrip() {
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(playFirstTurn(w, 5, 8, wythoff::Move{Natural(1), Natural(1)}));
        const QString path = dir.filePath("game.json");
        QVERIFY(w.saveFile(path));
        const GameRecord saved = w.session()->record();
        QVERIFY(readAll(path).contains("\"grundy-game\""));

        MainWindow other;
        other.setComputerDelay(0);
        QVERIFY(other.openFile(path));
        QVERIFY(other.session()->record() == saved);
        QCOMPARE(inwindow::sidePanel(other)->historyList()->model()->rowCount(), 2);
        inwindow::undoAction(other)->trigger();
        QVERIFY(other.session()->position() ==
                AnyPosition(wythoff::Position{Natural(5), Natural(8)}));
    }

    void corruptFileKeepsTheGame() {
        QTemporaryDir dir;
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(wythoffGame(3, 9));
        const AnyPosition before = w.session()->position();
        const QString path = dir.filePath("bad.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"grundy-game\", \"version\": 1, \"game\": \"wythoff\", "
                "\"options\": {}, \"start\": [\"3\", \"9\"], \"players\": [\"human\", "
                "\"computer\"], \"moves\": [{\"by\": 0, \"position\": [\"4\", \"9\"]}], "
                "\"winner\": null}");
        f.close();
        QVERIFY(!w.openFile(path));
        QVERIFY(inwindow::lastError(w).contains("move 1"));
        QVERIFY(w.session()->position() == before);
        QVERIFY(!w.openFile(dir.filePath("missing.json")));
        QVERIFY(w.session()->position() == before);
        QVERIFY(w.findChild<QMessageBox*>() != nullptr); // told, without blocking
    }

    void refusedFilesKeepTheGame_data() {
        QTest::addColumn<QString>("kind"); // file, sparse file, device or pipe
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("text");   // the headline, %1 the file's name
        QTest::addColumn<QString>("detail"); // part of the reason below it
        const QString damaged = "“%1” is not a Grundy game, or it is damaged.";
        const QString large = "“%1” is too large to be a Grundy game.";
        const QString limit = "larger than the 64 MiB limit for a saved game.";
        const QByteArray overflow =
            "{\"format\":\"grundy-game\",\"version\":1,\"game\":\"nim\",\"options\":{},"
            "\"start\":[\"3\",\"5\"],\"players\":[\"human\",\"computer\"],\"moves\":[{\"by\":0,"
            "\"position\":1e999999}],\"winner\":null}";
        const QByteArray deep =
            "{\"format\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + "}";
        const QByteArray tooLarge(qsizetype(kMaxRecordBytes) + 1, ' ');
        QTest::newRow("number overflow") << "file" << overflow << damaged
                                         << "move 1: position: number overflow parsing '1e999999'";
        QTest::newRow("deep nesting")
            << "file" << deep << damaged << "format: nested deeper than 64 levels";
        QTest::newRow("larger than the limit") << "sparse file" << QByteArray() << large << limit;
        QTest::newRow("/dev/zero") << "device" << QByteArray() << large << limit;
        QTest::newRow("pipe beyond the limit") << "pipe" << tooLarge << large << limit;
        QTest::newRow("pipe, damaged") << "pipe" << overflow << damaged << "number overflow";
        QTest::newRow("pipe, empty") << "pipe" << QByteArray() << damaged << "not JSON (at byte 1)";
    }
    void refusedFilesKeepTheGame() {
        QFETCH(QString, kind);
        QFETCH(QByteArray, content);
        QFETCH(QString, text);
        QFETCH(QString, detail);
        QTemporaryDir dir;
        MainWindow w;
        QVERIFY(playFirstTurn(w, 3, 9, wythoff::Move{Natural(1), Natural(0)}));
        const GameRecord before = w.session()->record();

        QString path = dir.filePath("crafted.json");
        std::unique_ptr<PipeWriter> writer;
        if (kind == "file") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(content) == content.size());
        } else if (kind == "sparse file") {
            path = dir.filePath("game %2.json"); // a name that looks like a placeholder
            QFile f(path);                       // nothing to read: it is refused by its size
            QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(qint64(kMaxRecordBytes) + 1));
        } else if (kind == "device") {
            path = "/dev/zero"; // endless: read only up to the limit
        } else {
            writer = std::make_unique<PipeWriter>(path, content);
            QVERIFY(writer->made());
        }
        QVERIFY(!w.openFile(path));
        writer.reset();
        QVERIFY(w.session()->record() == before);
        QCOMPARE(inwindow::sidePanel(w)->historyList()->model()->rowCount(), 2);
        auto* box = w.findChild<QMessageBox*>();
        QVERIFY(box);
        QCOMPARE(box->text(), text.arg(QFileInfo(path).fileName()));
        QVERIFY2(box->informativeText().contains(detail), qPrintable(box->informativeText()));
        QVERIFY(box->informativeText().startsWith(QDir::toNativeSeparators(path)));
        QVERIFY(box->informativeText().size() < 500); // a message, not the file
    }

    void gameThroughAPipeOpens() {
        QTemporaryDir dir;
        const QString path = dir.filePath("game.json");
        PipeWriter writer(path, longGame(5));
        QVERIFY(writer.made());
        MainWindow w;
        QVERIFY(w.openFile(path));
        QCOMPARE(w.session()->history().size(), std::size_t(5));
        QVERIFY(w.session()->isOver());
    }

    void longGameOpensAndStepsRowByRow() {
        // Beyond SidePanel::kWrappedRows moves, rows are one line each, measured once; a
        // move adds or removes rows without rebuilding the others.
        constexpr int moves = SidePanel::kWrappedRows + 500;
        QTemporaryDir dir;
        const QString path = dir.filePath("long.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(longGame(moves)) > 0);
        f.close();
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QListView* list = inwindow::sidePanel(w)->historyList();
        QAbstractItemModel* rows = list->model();
        QVERIFY(!list->uniformItemSizes() && list->wordWrap()); // a short game's rows wrap
        QVERIFY(w.openFile(path));
        QCOMPARE(rows->rowCount(), moves);
        QVERIFY(list->uniformItemSizes() && !list->wordWrap());
        const QModelIndex last = rows->index(moves - 1, 0);
        QCOMPARE(last.data().toString(), QString("Player 2: take 1 from pile 1"));
        QCOMPARE(last.data(Qt::ToolTipRole), last.data()); // a row cut short shows it all
        QTRY_VERIFY(list->viewport()->rect().contains(list->visualRect(last)));

        QSignalSpy resets(rows, &QAbstractItemModel::modelReset);
        QSignalSpy removed(rows, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(rows, &QAbstractItemModel::rowsInserted);
        inwindow::undoAction(w)->trigger(); // one move: two people play
        QCOMPARE(rows->rowCount(), moves - 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), moves - 1);
        inwindow::redoAction(w)->trigger();
        QCOMPARE(rows->rowCount(), moves);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), moves - 1);
        QCOMPARE(resets.size(), 0);

        // Another game replaces every row, and short games wrap again.
        w.startGame(wythoffGame(3, 9, {Seat::Human, Seat::Human}));
        QCOMPARE(rows->rowCount(), 0);
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(1), Natural(0)}));
        QCOMPARE(rows->rowCount(), 1);
        QVERIFY(!list->uniformItemSizes() && list->wordWrap());
        QCOMPARE(rows->index(0, 0).data(Qt::ToolTipRole), QVariant());
    }

    void undoRedoThroughActions() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(wythoffGame(5, 8));
        QVERIFY(!inwindow::undoAction(w)->isEnabled());
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(0), Natural(1)}));
        QTRY_VERIFY(w.session()->humanToMove());
        QCOMPARE(w.session()->history().size(), std::size_t(2));
        QVERIFY(inwindow::undoAction(w)->isEnabled());
        inwindow::undoAction(w)->trigger();
        QCOMPARE(w.session()->history().size(), std::size_t(0)); // the reply goes too
        QVERIFY(inwindow::redoAction(w)->isEnabled());
        inwindow::redoAction(w)->trigger();
        QCOMPARE(w.session()->history().size(), std::size_t(2));
        QCOMPARE(inwindow::sidePanel(w)->historyList()->model()->rowCount(), 2);
    }

    void hintIsShownBesideTheBoard() {
        MainWindow w;
        w.startGame(wythoffGame(5, 8));
        inwindow::hintAction(w)->trigger();
        QVERIFY(inwindow::sidePanel(w)->hintLabel()->text().contains("take"));
        w.startGame(wythoffGame(3, 5)); // a P-position: nothing wins
        inwindow::hintAction(w)->trigger();
        QVERIFY(inwindow::sidePanel(w)->hintLabel()->text().contains("Every move loses"));
    }

    void overlayToggleAndGridClick() {
        MainWindow w;
        w.setComputerDelay(0);
        w.resize(1200, 800);
        w.startGame(wythoffGame(5, 8));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(inwindow::gridDock(w)->isVisible());
        WythoffGridView* grid = inwindow::gridPanel(w)->view();
        QAction* overlay = menuAction(w, "Show P-positions");
        QVERIFY(overlay);
        QVERIFY(!grid->showPPositions());
        overlay->trigger();
        QVERIFY(grid->showPPositions());
        QVERIFY(!grid->visiblePPositions().empty());
        overlay->trigger();
        QVERIFY(!grid->showPPositions());
        QAction* lines = menuAction(w, "Show φ lines");
        QVERIFY2(lines, "the φ lines are in the View menu");
        lines->trigger();
        QVERIFY(grid->showPhiLines());

        // (4, 7) is one equal removal away from (5, 8): click it on the grid.
        const QPoint target = grid->cellCenter(Natural(4), Natural(7));
        QVERIFY(grid->rect().contains(target));
        QTest::mouseClick(grid, Qt::LeftButton, {}, target);
        QCOMPARE(w.session()->history().size() >= 1, true);
        QVERIFY(w.session()->history().front().after ==
                AnyPosition(wythoff::Position{Natural(4), Natural(7)}));
        // A cell no single move reaches changes nothing.
        QTRY_VERIFY(w.session()->humanToMove());
        const std::size_t moves = w.session()->history().size();
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->cellCenter(Natural(0), Natural(0)));
        QCOMPARE(w.session()->history().size(), moves);
    }

    void presentationModeEnlargesTheWindow() {
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* action = menuAction(w, "Presentation Mode");
        QVERIFY(action && action->isCheckable() && !action->isChecked());
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::Key_F11)));
        const qreal font = inwindow::board(w)->font().pointSizeF();
        const qreal turn = inwindow::sidePanel(w)->turnLabel()->font().pointSizeF();
        const QSize board = inwindow::board(w)->sizeHint();
        QCOMPARE(inwindow::board(w)->lineWidth(1.0), 1.0);

        action->trigger();
        QVERIFY(action->isChecked());
        const qreal k = presentation::kScale;
        QCOMPARE(inwindow::board(w)->font().pointSizeF(), font * k);
        // The turn label sets its own (larger, bold) font: it grows as well.
        QCOMPARE(inwindow::sidePanel(w)->turnLabel()->font().pointSizeF(), turn * k);
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->font().bold());
        QCOMPARE(inwindow::sidePanel(w)->historyList()->font().pointSizeF(), font * k);
        QCOMPARE(inwindow::board(w)->lineWidth(1.0), k);
        QVERIFY(inwindow::board(w)->sizeHint().width() > board.width());
        QVERIFY(inwindow::board(w)->sizeHint().height() > board.height());
        // Dialogs and menus too: the application font is enlarged.
        QCOMPARE(QApplication::font().pointSizeF(), font * k);
        // Every game's board, made after the switch, draws large.
        for (const GameSetup& setup :
             {GameSetup{redistribution::Position{{2, 1, 3}}, {Seat::Human, Seat::Computer}},
              GameSetup{staircase::Position{{3, 5}, 8}, {Seat::Human, Seat::Computer}},
              GameSetup{nim::Position{{3, 4, 5}}, {Seat::Human, Seat::Computer}}}) {
            w.startGame(setup);
            QCOMPARE(inwindow::board(w)->lineWidth(1.0), k);
            QCOMPARE(inwindow::board(w)->font().pointSizeF(), font * k);
        }

        action->trigger();
        QVERIFY(!action->isChecked());
        QCOMPARE(inwindow::board(w)->font().pointSizeF(), font);
        QCOMPARE(inwindow::sidePanel(w)->turnLabel()->font().pointSizeF(), turn);
        QCOMPARE(inwindow::board(w)->lineWidth(1.0), 1.0);
        QCOMPARE(QApplication::font().pointSizeF(), font);
    }

    void presentationModeEndsWithTheWindow() {
        const qreal font = QApplication::font().pointSizeF();
        {
            MainWindow w;
            w.setPresentationMode(true);
            QVERIFY(inwindow::presentationAction(w)->isChecked());
            QCOMPARE(QApplication::font().pointSizeF(), font * presentation::kScale);
        }
        QCOMPARE(QApplication::font().pointSizeF(), font);
    }

    void gameOverOffersToPlayAgain() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(wythoffGame(0, 3));
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(0), Natural(3)}));
        QTRY_VERIFY(inwindow::gameOverBox(w) != nullptr);
        QVERIFY(inwindow::gameOverBox(w)->text().contains("You won"));
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->text().contains("You won"));
        QPushButton* again = nullptr;
        for (QAbstractButton* b : inwindow::gameOverBox(w)->buttons())
            if (b->text().remove('&') == "Play Again") again = qobject_cast<QPushButton*>(b);
        QVERIFY(again);
        again->click();
        QTRY_VERIFY(inwindow::gameOverBox(w) == nullptr);
        QVERIFY(w.session()->history().empty());
        QVERIFY(!w.session()->isOver());
    }

    // The status bar's line gives the computer's last move while the game goes on, and the
    // result once it is over, not a move made before the end (issue 19); taken back, the
    // game is on again.
    void statusBarSaysTheResult() {
        MainWindow w;
        w.setComputerDelay(0);
        auto* line = w.statusBar()->findChild<QLabel*>("lastMoveLabel");
        QVERIFY(line);
        w.startGame(GameSetup{nim::Position{{Natural(1), Natural(1), Natural(1)}},
                              {Seat::Human, Seat::Computer}});
        QVERIFY(line->text().isEmpty());
        QVERIFY(w.session()->playHumanMove(nim::Move{0, Natural(1)}));
        QTRY_VERIFY(w.session()->humanToMove()); // the computer took one of the two left
        const QString computerMove = line->text();
        QVERIFY2(computerMove.startsWith("The computer: take 1"), qPrintable(computerMove));
        const std::size_t pile = std::size_t(w.session()->history().back().move ==
                                             AnyMove(nim::Move{1, Natural(1)}) ? 2 : 1);
        QVERIFY(w.session()->playHumanMove(nim::Move{pile, Natural(1)}));
        QVERIFY(w.session()->isOver());
        QCOMPARE(line->text(), QString("You won!"));
        inwindow::undoAction(w)->trigger();
        QCOMPARE(line->text(), computerMove);
        // A game the computer ends says who won too.
        w.startGame(GameSetup{nim::Position{{Natural(2)}}, {Seat::Computer, Seat::Human}});
        QTRY_VERIFY(w.session()->isOver());
        QCOMPARE(line->text(), QString("The computer won."));
    }

    void recordFileFollowsEveryMove() {
        QTemporaryDir dir;
        const QString path = dir.filePath("record.json");
        MainWindow w;
        w.setComputerDelay(0);
        w.setRecordFile(path);
        w.startGame(wythoffGame(1, 1));
        QVERIFY(readAll(path).contains("\"moves\": []"));
        // A losing move: to (0, 1), and the computer takes the last stone.
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(1), Natural(0)}));
        QTRY_VERIFY(w.session()->isOver());
        const GameRecord saved = parseRecord(readAll(path).toStdString());
        QCOMPARE(saved.moves.size(), std::size_t(2));
        QCOMPARE(saved.winner, std::optional<int>(1)); // the computer took the last stone
    }

    void demoCanBePausedAndStepped() {
        MainWindow w;
        w.setComputerDelay(0);
        QVERIFY(!inwindow::pauseAction(w)->isVisible()); // a person plays: no demo controls
        inwindow::pauseAction(w)->setChecked(true);
        w.startGame(wythoffGame(40, 63, {Seat::Computer, Seat::Computer}));
        QVERIFY(inwindow::pauseAction(w)->isVisible() && inwindow::stepAction(w)->isVisible());
        QVERIFY(!inwindow::hintAction(w)->isVisible());
        QVERIFY(!inwindow::pauseAction(w)->isChecked()); // a new game runs
        QTRY_VERIFY(w.session()->isOver());
        QVERIFY(!inwindow::pauseAction(w)->isEnabled()); // nothing is left to pause (issue 8)
        // Paused right after Restart, before the first move; a second Restart keeps it.
        w.session()->restart();
        QVERIFY(inwindow::pauseAction(w)->isEnabled());
        inwindow::pauseAction(w)->trigger();
        QVERIFY(w.session()->isPaused());
        QVERIFY(duetimers::fireTimersDueWithin(w.session()->computerDelay()));
        w.session()->restart();
        QVERIFY(duetimers::fireTimersDueWithin(w.session()->computerDelay()));
        QVERIFY(w.session()->history().empty());
        QVERIFY(inwindow::stepAction(w)->isEnabled());
        QVERIFY(inwindow::sidePanel(w)->turnLabel()->text().contains("Paused"));
        inwindow::stepAction(w)->trigger();
        QTRY_COMPARE(w.session()->history().size(), std::size_t(1));
        QCOMPARE(inwindow::sidePanel(w)->historyList()->model()->rowCount(), 1);
        inwindow::pauseAction(w)->trigger(); // resume
        QTRY_VERIFY(w.session()->isOver());
    }

    void explainPanelIsHiddenUntilAsked() {
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(wythoffGame(5, 8));
        QVERIFY(!inwindow::explainDock(w)->isVisible()); // it would spoil the game
        QAction* explain = menuAction(w, "Explain the Position");
        QVERIFY(explain);
        explain->trigger();
        QVERIFY(inwindow::explainDock(w)->isVisible());
        QVERIFY(inwindow::explainPanel(w)->plainText().contains("k = b − a"));
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(1), Natural(1)}));
        QTRY_VERIFY(w.session()->humanToMove());
        // The panel follows the game: after (4, 7) and the computer's reply.
        const auto& now = std::get<wythoff::Position>(w.session()->position());
        QVERIFY(inwindow::explainPanel(w)->plainText().contains(QString::fromStdString(toString(now.a))));
    }

    void hintAndDemoSayWhy() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(
            GameSetup{bash::Position{Natural(23), Natural(4)}, {Seat::Human, Seat::Computer}});
        inwindow::hintAction(w)->trigger();
        const QString hint = inwindow::sidePanel(w)->hintLabel()->text();
        QVERIFY2(hint.contains("Why:") && hint.contains("23 mod 5 = 3"), qPrintable(hint));
        w.startGame(wythoffGame(40, 63, {Seat::Computer, Seat::Computer}));
        inwindow::pauseAction(w)->trigger();
        w.session()->restart();
        inwindow::stepAction(w)->trigger();
        QTRY_COMPARE(w.session()->history().size(), std::size_t(1));
        const QString why = inwindow::sidePanel(w)->hintLabel()->text();
        QVERIFY2(why.startsWith("Computer 1: take") && why.contains(". Why: "), qPrintable(why));
    }

    void boardSaysWhyItWaits() {
        // A finished game is not "waiting for the other player", nor is a demonstration.
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(GameSetup{nim::Position{{Natural(1)}}, {Seat::Human, Seat::Computer}});
        auto* board = qobject_cast<PileView*>(inwindow::board(w));
        QVERIFY(board);
        QVERIFY(w.session()->playHumanMove(nim::Move{0, Natural(1)}));
        QTRY_VERIFY(inwindow::gameOverBox(w) != nullptr);
        QVERIFY2(board->caption().startsWith("Game over"), qPrintable(board->caption()));
        inwindow::gameOverBox(w)->reject();
        QTRY_VERIFY(inwindow::gameOverBox(w) == nullptr);

        w.startGame(wythoffGame(40, 63, {Seat::Computer, Seat::Computer}));
        w.setComputerDelay(60000);
        w.session()->restart(); // the delay applies from the next turn
        auto* demo = qobject_cast<PileView*>(inwindow::board(w));
        QVERIFY(demo->caption().contains("computers play each other"));
        QCOMPARE(inwindow::pauseAction(w)->text().remove('&'), QString("Pause"));
        inwindow::pauseAction(w)->trigger();
        QVERIFY(demo->caption().startsWith("Paused"));
        QCOMPARE(inwindow::pauseAction(w)->text().remove('&'), QString("Resume"));
        QVERIFY(inwindow::sidePanel(w)->findChildren<QToolButton*>().size() > 0);
        bool resumeButton = false;
        for (QToolButton* b : inwindow::sidePanel(w)->findChildren<QToolButton*>())
            resumeButton |= b->text().remove('&') == "Resume";
        QVERIFY(resumeButton); // the side panel's button follows the action
        inwindow::pauseAction(w)->trigger();
        QCOMPARE(inwindow::pauseAction(w)->text().remove('&'), QString("Pause"));

        // Georgia and Bob: chips move, no stone is taken.
        w.setComputerDelay(0);
        w.startGame(
            GameSetup{makePosition(GameKind::Staircase, {Natural(2)}, GameOptions{{"cells", "2"}}),
                      {Seat::Human, Seat::Computer}});
        auto* strip = qobject_cast<StripView*>(inwindow::board(w));
        QVERIFY(strip);
        QVERIFY(w.session()->playHumanMove(*w.session()->hint()));
        QTRY_VERIFY(inwindow::gameOverBox(w) != nullptr);
        QCOMPARE(inwindow::gameOverBox(w)->text(), QString("You won! You made the last move."));
        QVERIFY(strip->caption().startsWith("Game over"));
        inwindow::gameOverBox(w)->reject();
        QTRY_VERIFY(inwindow::gameOverBox(w) == nullptr);
    }

    void lostGameSaysWhoTookTheLastStone() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(wythoffGame(1, 1));
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(1), Natural(0)}));
        QTRY_VERIFY(inwindow::gameOverBox(w) != nullptr);
        QCOMPARE(inwindow::gameOverBox(w)->text(), QString("The computer won by taking the last stone."));
        inwindow::gameOverBox(w)->reject();
        QTRY_VERIFY(inwindow::gameOverBox(w) == nullptr);
    }

    void corruptFileIsExplainedInPlainWords() {
        QTemporaryDir dir;
        MainWindow w;
        const QString path = dir.filePath("broken.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"game\": \"nim\", \"start\": [3, 5");
        f.close();
        QVERIFY(!w.openFile(path));
        auto* box = w.findChild<QMessageBox*>();
        QVERIFY(box);
        // The headline names the file and says what is wrong; the parser's words come below.
        QCOMPARE(box->text(), QString("“broken.json” is not a Grundy game, or it is damaged."));
        QVERIFY(box->informativeText().startsWith(QDir::toNativeSeparators(path)));
        QVERIFY(!box->text().contains("JSON"));
        box->close();
    }

    void fileDialogsAreLargeAndAddASuffix() {
        QCOMPARE(Exporter::fileDialogSize(QSize(1600, 1000)), QSize(880, 560));
        QCOMPARE(Exporter::fileDialogSize(QSize(800, 600)), QSize(720, 540));
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSize seen;
        QString suffix;
        QTimer::singleShot(0, &w, [&] {
            auto* dialog = w.findChild<QFileDialog*>("grundyFileDialog");
            QVERIFY(dialog);
            seen = dialog->size();
            suffix = dialog->defaultSuffix();
            dialog->selectFile(QDir(dir.path()).filePath("lesson"));
            static_cast<QDialog*>(dialog)->accept(); // public in QDialog
        });
        w.save();
        QCOMPARE(suffix, QString("json"));
        QVERIFY2(seen.width() >= 700, qPrintable(QString::number(seen.width())));
        QVERIFY(QFile::exists(QDir(dir.path()).filePath("lesson.json")));
    }

    void sgTablesOpenFromTheViewMenu() {
        MainWindow w;
        QVERIFY(inwindow::sgTables(w) == nullptr); // nothing computed at start-up
        QAction* tables = menuAction(w, "Sprague–Grundy Tables…");
        QVERIFY(tables);
        tables->trigger();
        QVERIFY(inwindow::sgTables(w) != nullptr);
        QVERIFY(inwindow::sgTables(w)->isVisible());
        QTRY_VERIFY(!inwindow::sgTables(w)->isComputing());
        tables->trigger(); // a second time raises the same window
        QCOMPARE(w.findChildren<SgTablePanel*>().size(), 1);
    }

    // At the first start the grid shows the corner of the plane with the game, (7, 11);
    // after moves, an undo, a new game and in presentation mode the game stays in view
    // with room around it.
    void gridKeepsTheGameInView() {
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(inwindow::gridDock(w)->isVisible());
        const WythoffGridView& grid = *inwindow::gridPanel(w)->view();
        QCOMPARE(std::pair(grid.positionA(), grid.positionB()), std::pair(Natural(7), Natural(11)));
        QCOMPARE(grid.firstColumn(), Natural(0));
        QCOMPARE(grid.firstRow(), Natural(0));
        for (const auto& [a, b] : {std::pair{0, 0}, {1, 2}, {2, 1}, {7, 11}})
            QVERIFY(grid.gridRect().contains(grid.cellCenter(Natural(a), Natural(b))));
        QString out = gameOutOfGrid(grid, "the first start");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        const auto play = [&](long takeA, long takeB) {
            return w.session()->playHumanMove(wythoff::Move{Natural(takeA), Natural(takeB)}) &&
                   QTest::qWaitFor([&w] { return w.session()->humanToMove(); });
        };
        QVERIFY(play(0, 8)); // to (7, 3), the bottom rows; the computer replies
        out = gameOutOfGrid(grid, "a move and the reply");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        inwindow::undoAction(w)->trigger();
        out = gameOutOfGrid(grid, "undo");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        w.startGame(wythoffGame(30, 40));
        out = gameOutOfGrid(grid, "a new game");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        QVERIFY(play(0, 38)); // to (30, 2)
        out = gameOutOfGrid(grid, "a move to the bottom edge and the reply");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        inwindow::presentationAction(w)->trigger();
        QTest::qWait(0);
        out = gameOutOfGrid(grid, "presentation mode");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        inwindow::presentationAction(w)->trigger();
        QTest::qWait(0);
        out = gameOutOfGrid(grid, "presentation mode off");
        QVERIFY2(out.isEmpty(), qPrintable(out));
    }

    void gridPanelFollowsTheGameKind() {
        MainWindow w;
        w.show();
        w.startGame(
            GameSetup{nim::Position{{Natural(3), Natural(5)}}, {Seat::Human, Seat::Computer}});
        QVERIFY(!inwindow::gridDock(w)->isVisible());
        w.startGame(wythoffGame(2, 9));
        QVERIFY(inwindow::gridDock(w)->isVisible());
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
