// SPDX-License-Identifier: MIT
// What the window says around the board: hints that stand on their own (the key numbers
// named, a lost position explained with the computer's answer), the New Game dialog in
// the game's own nouns, the Wythoff grid outside Wythoff's game, long moves in the history.
#include "windowparts.h"
#include "common/language.h"
#include "common/settings.h"
#include "grid/gridpanel.h"
#include "ui_newgamedialog.h"
#include "window/hinttext.h"
#include "window/commandline.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QRegularExpression>
#include <QPushButton>
#include <QScrollBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace grundy;

namespace {

Natural tenTo(unsigned long zeros) {
    Natural n;
    mpz_ui_pow_ui(n.get_mpz_t(), 10, zeros);
    return n;
}

void showAt(QWidget& w, QSize size) {
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
}

/// New Game shown for `kind`, its start to be typed in; whether it was shown.
bool showTypedStart(NewGameDialog& dialog, GameKind kind) {
    dialog.setGame(kind);
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog)) return false;
    dialog.form()->typedRadio->setChecked(true);
    return true;
}

/// The text of the dialog's shown label that contains `words`, or an empty one.
QString shownLabelWith(const QWidget& dialog, const QString& words) {
    for (const QLabel* l : dialog.findChildren<QLabel*>())
        if (l->isVisible() && l->text().contains(words)) return l->text();
    return {};
}

} // namespace

class TstWindowWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_settings.isValid());
        Settings::useFolder(m_settings.path());
    }

    /// Long digit runs may break every third digit from the right, grouped numbers after a
    /// group's comma; short runs and other commas stay whole.
    void wrappableBreaksLongNumbers() {
        const auto breaks = [](const char* marked) { // "|" marks a break opportunity
            return QString::fromUtf8(marked).replace(u'|', QChar(0x200B));
        };
        QCOMPARE(SidePanel::wrappable(QStringLiteral("123456 and 1234567")),
                 breaks("123456 and 1|234|567"));
        QCOMPARE(SidePanel::wrappable(QStringLiteral("1234567890")), breaks("1|234|567|890"));
        QCOMPARE(SidePanel::wrappable(QStringLiteral("1,000,000 and 3, 5,x")),
                 breaks("1,|000,|000 and 3, 5,x"));
        QCOMPARE(SidePanel::wrappable(QStringLiteral(",7,")), QStringLiteral(",7,"));
        QCOMPARE(SidePanel::wrappable(QString()), QString());
    }

    // Each hint names what its terms are, with the Explain panel closed.
    void hintsAreSelfContained_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<QStringList>("says");
        QTest::newRow("nim wins") << AnyPosition(nim::Position{{Natural(4), Natural(6)}})
                                  << QStringList{"Hint: ", "nim-sum", "X = XOR of the piles = 2"};
        QTest::newRow("wythoff wins")
            << AnyPosition(wythoff::Position{Natural(30), Natural(47)})
            << QStringList{"Hint: ", "(a_k, b_k) is the P-position", "k = b − a = 17"};
        QTest::newRow("nim lost") << AnyPosition(
                                         nim::Position{{Natural(1), Natural(2), Natural(3)}})
                                  << QStringList{"No move wins here", "X = 0",
                                                 "the computer would answer", "nim-sum"};
        QTest::newRow("bash lost")
            << AnyPosition(bash::Position{Natural(8), Natural(3)})
            << QStringList{"No move wins here", "multiple of 4", "the computer would answer"};
        QTest::newRow("wythoff lost")
            << AnyPosition(wythoff::Position{Natural(3), Natural(5)})
            << QStringList{"No move wins here", "Every move loses", "the computer would answer"};
    }
    void hintsAreSelfContained() {
        QFETCH(AnyPosition, position);
        QFETCH(QStringList, says);
        const auto winning = winningMoves(position);
        const Hint hint = HintText::make(
            position, winning.empty() ? std::nullopt : std::optional(winning.front()));
        QVERIFY(hint.move.has_value());
        QVERIFY(isLegal(position, *hint.move));
        for (const QString& words : says)
            QVERIFY2(hint.text.contains(words), qPrintable(hint.text));
        QVERIFY(!hint.text.contains("hope for a mistake"));
    }

    void newGameSpeaksOfCells() {
        NewGameDialog dialog;
        QVERIFY(showTypedStart(dialog, GameKind::Staircase));
        dialog.form()->positionEdit->setText("3, x");
        const QString message = shownLabelWith(dialog, QStringLiteral("\"x\""));
        QVERIFY(!message.isEmpty());
        QVERIFY2(message.contains("cells"), qPrintable(message));
        QVERIFY2(!message.contains("stones"), qPrintable(message));
    }

    /// A position typed with a Chinese input method's commas (，、；) is read as with ",":
    /// "3，5，7" was refused as not a whole number.
    void newGameReadsChineseCommas() {
        NewGameDialog dialog;
        auto* ui = dialog.form();
        QVERIFY(showTypedStart(dialog, GameKind::Nim));
        for (const char* typed : {"3，5，7", "3、5、7", "3；5；7", "3， 5 ，7"}) {
            ui->positionEdit->setText(QString::fromUtf8(typed));
            QVERIFY2(ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled(), typed);
        }
        dialog.accept();
        QCOMPARE(dialog.setup().start,
                 AnyPosition(nim::Position{{Natural(3), Natural(5), Natural(7)}}));
    }

    /// A subtraction set's takes above every pile are left out (piles only shrink), and the
    /// window says which: New Game under the position, the status bar as the game starts
    /// from the dialog or the command line. A set used whole says nothing.
    void leftOutTakesAreNamed() {
        const QString huge = QStringLiteral("10000000000000000000000000000000081");
        NewGameDialog dialog;
        auto* ui = dialog.form();
        QVERIFY(showTypedStart(dialog, GameKind::Subtraction));
        ui->positionEdit->setText(QStringLiteral("7, 9"));
        QLineEdit* set = nullptr;
        for (QLineEdit* e : dialog.findChildren<QLineEdit*>())
            if (e->isVisible() && e != ui->positionEdit && e->text() == QStringLiteral("1,3,4"))
                set = e; // the set's field, at its default
        QVERIFY(set);
        const auto note = [&dialog] {
            for (QLabel* l : dialog.findChildren<QLabel*>())
                if (l->isVisible() && l->text().startsWith(QStringLiteral("No pile is large enough")))
                    return l->text();
            return QString();
        };
        set->setText(QStringLiteral("5,9,11,20,28,") + huge);
        QVERIFY2(note().contains(QStringLiteral("4 of the takes (11, 20, 28, 1000…0081)")), qPrintable(note()));
        QVERIFY2(note().contains(QStringLiteral("{5, 9}")), qPrintable(note()));
        QVERIFY(ui->buttonBox->button(QDialogButtonBox::Ok)->isEnabled());
        set->setText(QStringLiteral("1,3,4"));
        QVERIFY(note().isEmpty());

        const LaunchRequest used = parseCommandLine(
            {"grundy", "--game", "subtraction", "--position", "7,9", "--set", "1,3,4"});
        QVERIFY(used.setup && used.setup->note.isEmpty());
        const LaunchRequest r = parseCommandLine(
            {"grundy", "--game", "subtraction", "--position", "7,9", "--set", "5,9,11,20,28," + huge});
        QVERIFY(r.setup);
        QVERIFY2(r.setup->note.contains(QStringLiteral("11, 20, 28")), qPrintable(r.setup->note));
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.startGame(*r.setup);
        QTRY_COMPARE(w.statusBar()->currentMessage(), r.setup->note);

        // In Chinese the takes are listed as the set is, with 、 between them.
        Language::choose(QStringLiteral("zh_CN"));
        const LaunchRequest zh = parseCommandLine(
            {"grundy", "--game", "subtraction", "--position", "7,9", "--set", "5,9,11,20,28," + huge});
        Language::choose(QStringLiteral("en"));
        QVERIFY(zh.setup);
        QVERIFY2(zh.setup->note.contains(QStringLiteral("11、20、28、1000…0081")),
                 qPrintable(zh.setup->note));
        QVERIFY2(zh.setup->note.contains(QStringLiteral("{5、9}")), qPrintable(zh.setup->note));
    }

    // Outside Wythoff's game the grid panel is unavailable, and says why.
    void wythoffGridOnlyInWythoffsGame() {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = w.findChild<QDockWidget*>("wythoffGridDock");
        QVERIFY(dock);
        QAction* toggle = dock->toggleViewAction();
        w.startGame(
            GameSetup{nim::Position{{Natural(3), Natural(4)}}, {Seat::Human, Seat::Computer}});
        QVERIFY(!toggle->isEnabled());
        QVERIFY(!dock->isVisible());
        QVERIFY(toggle->statusTip().contains("Wythoff's game"));
        // The Export the Grid submenu is off as well, not a menu of disabled items.
        auto* panel = w.findChild<GridPanel*>();
        QVERIFY(panel);
        QMenu* exportGrid = nullptr;
        for (QMenu* m : w.findChildren<QMenu*>())
            if (m != panel->exportButton()->menu() &&
                m->actions().contains(panel->exportPngAction()))
                exportGrid = m;
        QVERIFY(exportGrid);
        QVERIFY(!exportGrid->menuAction()->isEnabled());
        w.startGame(
            GameSetup{wythoff::Position{Natural(3), Natural(4)}, {Seat::Human, Seat::Computer}});
        QVERIFY(toggle->isEnabled());
        QVERIFY(toggle->statusTip().isEmpty());
        QVERIFY(exportGrid->menuAction()->isEnabled());
    }

    // A move of huge numbers wraps in the history; nothing hides behind a scroll bar.
    void longMovesWrapInTheHistory() {
        MainWindow w;
        showAt(w, {1000, 700});
        const Natural huge = tenTo(60);
        w.startGame(GameSetup{nim::Position{{huge, huge + 5}}, {Seat::Human, Seat::Human}});
        QVERIFY(w.session()->playHumanMove(nim::Move{0, huge - 1}));
        QListView* list = inwindow::sidePanel(w)->historyList();
        QCOMPARE(list->model()->rowCount(), 1);
        QCOMPARE(list->horizontalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
        const QModelIndex row = list->model()->index(0, 0);
        QTRY_VERIFY(list->visualRect(row).height() > 2 * list->fontMetrics().height());
        QVERIFY(list->visualRect(row).width() <= list->viewport()->width());
        // Every piece between break opportunities fits the row: nothing is cut with "…".
        const QString shown = SidePanel::wrappable(row.data().toString());
        QCOMPARE(QString(shown).remove(QChar(0x200B)), row.data().toString());
        for (const QString& piece : shown.split(QRegularExpression("[ \\x{200B}]")))
            QVERIFY2(list->fontMetrics().horizontalAdvance(piece) < list->viewport()->width(),
                     qPrintable(piece));
    }

    // A hint about a 31-digit pile wraps inside the side panel; it does not widen it.
    void hugeHintKeepsThePanelWidth() {
        MainWindow w;
        showAt(w, {1000, 700});
        const Natural huge = tenTo(30);
        w.startGame(GameSetup{bash::Position{huge, Natural(7)}, {Seat::Human, Seat::Computer}});
        const int before = inwindow::sidePanel(w)->width();
        inwindow::hintAction(w)->trigger();
        QLabel* hint = inwindow::sidePanel(w)->hintLabel();
        QVERIFY(hint->text().contains("the computer would answer"));
        QVERIFY2(hint->minimumSizeHint().width() <= before,
                 qPrintable(QString("%1 > %2").arg(hint->minimumSizeHint().width()).arg(before)));
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TstWindowWords)
#include "tst_windowwords.moc"
