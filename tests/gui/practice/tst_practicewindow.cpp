// SPDX-License-Identifier: MIT
// Game → Practice and a teacher's set: every kind of exercise answered through the window's
// own buttons, fields and board (clicks and typing), wrong and then right; the answers
// saved and opened again, marked; each finished exercise counted in Statistics.
#include "boards/pileview.h"
#include "core/games/catalogue.h"
#include "core/practice/exerciseset.h"
#include "common/exercisesetfile.h"
#include "practice/answerpanel.h"
#include "practice/exercisechoice.h"
#include "practice/exercisesetdialog.h"
#include "practice/practiceactions.h"
#include "practice/practicewindow.h"
#include "testsettings.h"
#include "window/mainwindow.h"
#include "window/statistics.h"
#include "common/textpane.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace grundy;
using namespace grundy::practice;

namespace {

Exercise nimExercise(Kind kind, std::vector<Natural> piles) {
    return Exercise{kind, makePosition(GameKind::Nim, std::move(piles), {}), 0};
}

/// G(0)..G(8) of the subtraction game {1, 3, 4}, asked of a single pile of 8.
Exercise tableExercise() {
    GameOptions options;
    options.set("set", "1,3,4");
    return Exercise{Kind::Table, makePosition(GameKind::Subtraction, {8}, options), 8};
}

/// A sum of two components (exactly one of which has a winning move) drawn from a seed.
Exercise whichExercise() {
    for (u64 seed = 1;; ++seed) {
        const Exercise e = exerciseSet(seed, 1, {Kind::Which}, 1).front();
        if (gameOf(e.position).wordsOf(e.position).size() != 2) continue;
        int right = 0;
        for (std::size_t c = 0; c < 2; ++c) {
            Answer a;
            a.component = c;
            right += check(e, a).right ? 1 : 0;
        }
        if (right == 1) return e;
    }
}

/// One exercise of each kind: P or N, a move, a value, a table, which component.
ExerciseSet everyKind() {
    return ExerciseSet{{nimExercise(Kind::PorN, {3, 5}), nimExercise(Kind::Move, {3, 5}),
                        nimExercise(Kind::SgValue, {3, 5}), tableExercise(), whichExercise()},
                       {},
                       std::nullopt};
}

void typeInto(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

/// Clicks the board of `w` so that `take` stones go from pile `pile` (the pile board takes
/// the clicked stone and every one above it).
void clickTake(PracticeWindow& w, int pile, int take) {
    auto* board = qobject_cast<PileView*>(w.board());
    QVERIFY(board);
    // A new exercise's board is laid out when the window next handles its events.
    QTRY_VERIFY(board->drawsStones());
    const int size = numbersOf(w.source().exercise().position)[std::size_t(pile)].get_si();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->stoneRect(pile, size - take).center());
}

/// Counts `w`'s finished exercises in Statistics, as the main window does.
void record(PracticeWindow& w) {
    QObject::connect(&w, &PracticeWindow::exerciseFinished, &w, &statistics::addPractice);
}

bool says(const QLabel* label, const QString& start) { return label->text().startsWith(start); }

} // namespace

class TestPracticeWindow : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }

    void everyKindWrongThenRight() {
        PracticeWindow w(everyKind(), QString());
        record(w);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        AnswerPanel* panel = w.answers();

        // P or N: 3, 5 is an N-position.
        QVERIFY(w.questionLabel()->text().contains("P-position"));
        QTest::mouseClick(panel->pButton(), Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✗ Not right"), qPrintable(w.verdictLabel()->text()));
        QVERIFY(w.reasonPane()->text().contains("N-position"));
        QVERIFY(w.tryAgainButton()->isVisible());
        QVERIFY(!panel->isEnabled());
        QTest::mouseClick(w.tryAgainButton(), Qt::LeftButton);
        QVERIFY(panel->isEnabled());
        QVERIFY(!w.verdictLabel()->isVisible());
        QTest::mouseClick(panel->nButton(), Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✓ Right"), qPrintable(w.verdictLabel()->text()));
        QVERIFY(!w.tryAgainButton()->isVisible());
        QTest::mouseClick(w.nextButton(), Qt::LeftButton);

        // A winning move on the board: from 3, 5, taking 1 from the 3 is not one; taking 2
        // from the 5 (leaving 3, 3) is.
        QCOMPARE(w.source().index(), std::size_t(1));
        QVERIFY(w.board()->isEnabled());
        clickTake(w, 0, 1);
        QVERIFY2(says(w.verdictLabel(), "✗ Not right"), qPrintable(w.verdictLabel()->text()));
        QTest::mouseClick(w.tryAgainButton(), Qt::LeftButton);
        clickTake(w, 1, 2);
        QVERIFY2(says(w.verdictLabel(), "✓ Right"), qPrintable(w.verdictLabel()->text()));
        QTest::keyClick(&w, Qt::Key_Return); // Next is the default button once answered

        // The value of 3, 5 is 3 XOR 5 = 6; typing 5 is wrong.
        QCOMPARE(w.source().index(), std::size_t(2));
        QVERIFY(!panel->checkButton()->isEnabled()); // nothing typed yet
        typeInto(panel->valueEdit(), "5");
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✗ Not right: 5"), qPrintable(w.verdictLabel()->text()));
        QVERIFY(w.reasonPane()->text().contains("6"));
        QTest::mouseClick(w.tryAgainButton(), Qt::LeftButton);
        QVERIFY(panel->valueEdit()->text().isEmpty());
        typeInto(panel->valueEdit(), "x6"); // the field takes digits only
        QCOMPARE(panel->valueEdit()->text(), QString("6"));
        QTest::keyClick(panel->valueEdit(), Qt::Key_Return);
        QVERIFY2(says(w.verdictLabel(), "✓ Right: 6"), qPrintable(w.verdictLabel()->text()));
        QTest::mouseClick(w.nextButton(), Qt::LeftButton);

        // The table of {1, 3, 4}: 0 1 0 1 2 3 2 0 1; one wrong cell is named.
        QCOMPARE(w.source().index(), std::size_t(3));
        QVERIFY(!w.board());
        const QStringList right{"0", "1", "0", "1", "2", "3", "2", "0", "1"};
        QCOMPARE(panel->cells().size(), right.size());
        for (qsizetype n = 0; n < right.size(); ++n) {
            QVERIFY(!panel->checkButton()->isEnabled());
            typeInto(panel->cells()[n], n == 5 ? "2" : right[n]);
        }
        QVERIFY(panel->checkButton()->isEnabled());
        QTest::mouseClick(panel->checkButton(), Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✗ Not right"), qPrintable(w.verdictLabel()->text()));
        QVERIFY2(w.reasonPane()->text().contains("G(5)"), qPrintable(w.reasonPane()->text()));
        QTest::mouseClick(w.tryAgainButton(), Qt::LeftButton);
        // Return goes from cell to cell and checks the table from the last one.
        QApplication::setActiveWindow(&w);
        QVERIFY(QTest::qWaitForWindowActive(&w));
        // Try Again put the keyboard in the first cell.
        for (qsizetype n = 0; n < right.size(); ++n) {
            QCOMPARE(QApplication::focusWidget(), panel->cells()[n]);
            QTest::keyClicks(panel->cells()[n], right[n]);
            QTest::keyClick(panel->cells()[n], Qt::Key_Return);
        }
        QVERIFY2(says(w.verdictLabel(), "✓ Right"), qPrintable(w.verdictLabel()->text()));
        QTest::mouseClick(w.nextButton(), Qt::LeftButton);

        // Which component: one of the two has the winning move.
        QCOMPARE(w.source().index(), std::size_t(4));
        const Exercise which = w.source().exercise();
        const std::size_t winning = *solution(which).component;
        QCOMPARE(panel->componentButtons().size(), 2);
        QTest::mouseClick(panel->componentButtons()[int(1 - winning)], Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✗ Not right"), qPrintable(w.verdictLabel()->text()));
        QTest::mouseClick(w.tryAgainButton(), Qt::LeftButton);
        QTest::mouseClick(panel->componentButtons()[int(winning)], Qt::LeftButton);
        QVERIFY2(says(w.verdictLabel(), "✓ Right"), qPrintable(w.verdictLabel()->text()));
        QVERIFY(!w.nextButton()->isEnabled()); // the set's last exercise
        QVERIFY(w.headerLabel()->text().contains("5 answered, 5 right"));

        // Every list row marked right; each exercise counted once, none right first time.
        for (int row = 0; row < 5; ++row)
            QVERIFY2(w.exerciseList()->item(row)->text().startsWith("✓"),
                     qPrintable(w.exerciseList()->item(row)->text()));
        int done = 0, first = 0;
        for (const statistics::PracticeTally& t : statistics::practiceTallies()) {
            done += t.done;
            first += t.rightFirstTime;
        }
        QCOMPARE(done, 5);
        QCOMPARE(first, 0);
    }

    void showAnswerOnTheBoard() {
        PracticeWindow w(ExerciseSet{{nimExercise(Kind::Move, {1, 2, 4})}, {}, std::nullopt},
                         QString());
        record(w);
        w.show();
        QTest::mouseClick(w.showAnswerButton(), Qt::LeftButton);
        // 1, 2, 4: the winning move leaves 1, 2, 3 (take 1 from the 4).
        QVERIFY2(says(w.verdictLabel(), "The answer: "), qPrintable(w.verdictLabel()->text()));
        QVERIFY(!w.answers()->isEnabled());
        QVERIFY(!w.showAnswerButton()->isEnabled());
        const auto tallies = statistics::practiceTallies();
        QCOMPARE(tallies.size(), std::size_t(1));
        QCOMPARE(tallies.front().game, QString("nim"));
        QCOMPARE(tallies.front().kind, Kind::Move);
        QCOMPARE(tallies.front().done, 1);
        QCOMPARE(tallies.front().rightFirstTime, 0);
    }

    void answersRoundTripAndAreMarked() {
        QTemporaryDir dir;
        const QString path = dir.filePath("answers.json");
        {
            PracticeWindow w(everyKind(), QString());
            record(w);
            w.show();
            QTest::mouseClick(w.answers()->nButton(), Qt::LeftButton); // right
            QTest::mouseClick(w.nextButton(), Qt::LeftButton);
            QTest::mouseClick(w.nextButton(), Qt::LeftButton); // the move left blank
            typeInto(w.answers()->valueEdit(), "7");           // wrong
            QTest::mouseClick(w.answers()->checkButton(), Qt::LeftButton);
            QVERIFY(w.saveAnswersTo(path));
            // A folder that does not exist: told over the window, the answers kept.
            QVERIFY(!w.saveAnswersTo(dir.filePath("no/such/folder/answers.json")));
            auto* box = w.findChild<QMessageBox*>("fileErrorBox");
            QVERIFY(box);
            QVERIFY2(box->informativeText().contains("no/such/folder"), qPrintable(box->informativeText()));
            box->close();
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ExerciseSet back = parseExerciseSet(file.readAll().toStdString());
        QCOMPARE(back.exercises, everyKind().exercises);
        QCOMPARE(back.answers.size(), std::size_t(5));
        QVERIFY(back.answers[0] && back.answers[0]->outcome == Outcome::N);
        QVERIFY(!back.answers[1]);
        QVERIFY(back.answers[2] && back.answers[2]->value == Natural(7));

        // The teacher opens them: marked in the list, and the given answer judged.
        PracticeWindow teacher(back, path);
        record(teacher);
        teacher.show();
        QVERIFY(teacher.windowTitle().contains("answers.json"));
        QVERIFY(teacher.exerciseList()->item(0)->text().startsWith("✓"));
        QVERIFY(teacher.exerciseList()->item(1)->text().startsWith(" "));
        QVERIFY(teacher.exerciseList()->item(2)->text().startsWith("✗"));
        QVERIFY(teacher.headerLabel()->text().contains("2 answered, 1 right"));
        QVERIFY2(says(teacher.verdictLabel(), "✓ The answer given is right"),
                 qPrintable(teacher.verdictLabel()->text()));
        teacher.exerciseList()->setCurrentRow(2);
        QCOMPARE(teacher.source().index(), std::size_t(2));
        QVERIFY2(says(teacher.verdictLabel(), "✗ The answer given is not right: 7"),
                 qPrintable(teacher.verdictLabel()->text()));
        teacher.exerciseList()->setCurrentRow(1);
        QVERIFY(!teacher.verdictLabel()->isVisible()); // blank: still to answer
        QVERIFY(teacher.answers()->isEnabled());
    }

    void practiceRunGetsHarderWithAStreak() {
        PracticeWindow w(7);
        record(w);
        w.show();
        QVERIFY(!w.exerciseList());
        QVERIFY(!w.saveAnswersButton()->isVisible());
        QVERIFY(w.headerLabel()->text().contains("difficulty 1 of 5"));
        // The run starts with the Bash game: P or N, a move, the value; each answered right
        // through the window.
        for (int i = 0; i < 3; ++i) {
            const Exercise e = w.source().exercise();
            QCOMPARE(gameOf(e.position).id, std::string_view("bash"));
            const Answer right = solution(e);
            switch (e.kind) {
            case Kind::PorN:
                QTest::mouseClick(right.outcome == Outcome::P ? w.answers()->pButton()
                                                              : w.answers()->nButton(),
                                  Qt::LeftButton);
                break;
            case Kind::Move: {
                const Natural before = numbersOf(e.position)[0];
                const Natural after = numbersOf(apply(e.position, *right.move))[0];
                clickTake(w, 0, int(Natural(before - after).get_si()));
                break;
            }
            case Kind::SgValue:
                typeInto(w.answers()->valueEdit(), QString::fromStdString(toString(*right.value)));
                QTest::mouseClick(w.answers()->checkButton(), Qt::LeftButton);
                break;
            default: QFAIL("the Bash game asks P or N, a move and the value");
            }
            QVERIFY2(says(w.verdictLabel(), "✓ Right"), qPrintable(w.verdictLabel()->text()));
            QTest::mouseClick(w.nextButton(), Qt::LeftButton);
        }
        QVERIFY2(w.headerLabel()->text().contains("difficulty 2 of 5"),
                 qPrintable(w.headerLabel()->text()));
        QCOMPARE(w.source().index(), std::size_t(3));
        int first = 0;
        for (const statistics::PracticeTally& t : statistics::practiceTallies())
            first += t.rightFirstTime;
        QCOMPARE(first, 3);
        // A mistake brings the difficulty down again.
        const Exercise e = w.source().exercise();
        if (e.kind == Kind::PorN) {
            QTest::mouseClick(solution(e).outcome == Outcome::P ? w.answers()->nButton()
                                                                : w.answers()->pButton(),
                              Qt::LeftButton);
            QVERIFY(w.headerLabel()->text().contains("difficulty 1 of 5"));
        }
    }

    void theGameMenuOpensPracticeAndSets() {
        MainWindow w;
        w.show();
        auto* actions = w.findChild<PracticeActions*>();
        QVERIFY(actions);
        auto* practice = w.findChild<QAction*>("practiceAction");
        QVERIFY(practice && practice->isEnabled());
        practice->trigger();
        QPointer<PracticeWindow> first = actions->practiceWindow();
        QVERIFY(first && first->isVisible());
        QVERIFY(!first->exerciseList()); // a run, not a set

        QTemporaryDir dir;
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            file.open(QIODevice::WriteOnly);
            file.write(text);
            return file.fileName();
        };
        // A damaged set is explained over the window; the practice open stays.
        const QString bad = write("bad.json", R"({"format": "grundy-exercises", "version": 1,
            "exercises": [{"kind": "essay", "game": "nim", "options": {}, "position": ["3"]}]})");
        QVERIFY(!actions->openSetFile(bad));
        auto* box = w.findChild<QMessageBox*>("fileErrorBox");
        QVERIFY(box);
        QVERIFY2(box->informativeText().contains("exercise 1: kind: expected one of"),
                 qPrintable(box->informativeText()));
        box->close();
        QVERIFY(!actions->openSetFile(dir.filePath("missing.json")));
        QVERIFY(actions->practiceWindow() == first);
        QVERIFY(!actions->openSetFile(write("empty.json", R"({"format": "grundy-exercises",
            "version": 1, "exercises": []})")));
        QVERIFY(actions->practiceWindow() == first);

        // A set replaces it, with its exercises listed.
        const QString good = write("set.json", QByteArray::fromStdString(toJson(everyKind())));
        QVERIFY(actions->openSetFile(good));
        QVERIFY(actions->practiceWindow() != first);
        QTRY_VERIFY(!first); // closed and deleted
        QCOMPARE(actions->practiceWindow()->exerciseList()->count(), 5);
        QVERIFY(actions->practiceWindow()->windowTitle().contains("set.json"));
    }

    /// Save Exercise Set and Print Worksheet: the choice made by clicks and typing draws the
    /// set exerciseSet() draws; the set file opens as that set; the PDF holds its questions.
    void aTeacherChoosesSavesAndPrints() {
        MainWindow w;
        w.show();
        auto* saveSet = w.findChild<QAction*>("saveSetAction");
        QVERIFY(saveSet && saveSet->isEnabled());
        saveSet->trigger();
        auto* dialog = w.findChild<ExerciseSetDialog*>("saveSetDialog");
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        ExerciseChoice* choice = dialog->choice();
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);

        // Every game off (a click on each one's box), then Nim and the sums back on.
        QListWidget* games = choice->games();
        const auto clickBox = [&](int row) {
            const QRect item = games->visualItemRect(games->item(row));
            // The check box is at the item's left, vertically centred.
            const QPoint box(item.left() + games->style()->pixelMetric(QStyle::PM_IndicatorWidth) / 2 + 3,
                             item.center().y());
            QTest::mouseClick(games->viewport(), Qt::LeftButton, {}, box);
        };
        for (int row = 0; row < games->count(); ++row)
            clickBox(row);
        QCOMPARE(games->item(0)->checkState(), Qt::Unchecked);
        QVERIFY(!ok->isEnabled());
        QVERIFY(choice->problem().contains("game"));
        QVERIFY(!choice->set());
        const int nim = int(std::find(kTopics.begin(), kTopics.end(), Topic::Nim) - kTopics.begin());
        const int sums = int(std::find(kTopics.begin(), kTopics.end(), Topic::Sums) - kTopics.begin());
        clickBox(nim);
        clickBox(sums);
        QVERIFY(ok->isEnabled());
        // No table is asked of Nim or a sum: the box is off; "which" is asked of sums.
        QVERIFY(!choice->kind(Kind::Table)->isEnabled());
        QVERIFY(choice->kind(Kind::Which)->isEnabled());
        QTest::mouseClick(choice->kind(Kind::SgValue), Qt::LeftButton);
        QVERIFY(!choice->kind(Kind::SgValue)->isChecked());
        choice->count()->setFocus();
        choice->count()->selectAll();
        QTest::keyClicks(choice->count(), "6");
        QCOMPARE(choice->count()->value(), 6);
        typeInto(choice->seed(), "99999999999999999999"); // more than 64 bits
        QVERIFY(!ok->isEnabled());
        QVERIFY(choice->problem().contains("seed"));
        typeInto(choice->seed(), "7");
        QVERIFY(ok->isEnabled());

        const std::vector<Kind> kinds{Kind::PorN, Kind::Move, Kind::Which};
        const ExerciseSet expected{exerciseSet(7, 6, kinds, 2, {Topic::Nim, Topic::Sums}), {}, 7};
        QVERIFY(choice->set() == expected);

        // A place that cannot be written: said over the dialog, which stays with its choice.
        QTemporaryDir dir;
        QVERIFY(!dialog->writeTo(dir.filePath("no/such/folder/set.json")));
        auto* box = dialog->findChild<QMessageBox*>("fileErrorBox");
        QVERIFY(box);
        QVERIFY2(box->informativeText().contains("cannot be written"), qPrintable(box->informativeText()));
        box->close();
        QVERIFY(dialog->isVisible());
        const QString setPath = dir.filePath("set.json");
        QVERIFY(dialog->writeTo(setPath));
        QTRY_VERIFY(!dialog->isVisible());
        QVERIFY(w.statusBar()->currentMessage().contains(QDir::toNativeSeparators(setPath)));
        auto* actions = w.findChild<PracticeActions*>();
        QVERIFY(actions->openSetFile(setPath)); // a student opens it: the same exercises
        QCOMPARE(actions->practiceWindow()->exerciseList()->count(), 6);
        QVERIFY(ExerciseSetFile::read(setPath) == std::optional<ExerciseSet>(expected));

        // Print Worksheet: the same fields; the PDF is written.
        w.findChild<QAction*>("printWorksheetAction")->trigger();
        auto* sheetDialog = w.findChild<ExerciseSetDialog*>("worksheetDialog");
        QVERIFY(sheetDialog);
        typeInto(sheetDialog->choice()->seed(), "7");
        const QString pdf = dir.filePath("sheet.pdf");
        QVERIFY(sheetDialog->writeTo(pdf));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("%PDF"));
    }
};

QTEST_MAIN(TestPracticeWindow)
#include "tst_practicewindow.moc"
