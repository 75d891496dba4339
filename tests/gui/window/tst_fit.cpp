// SPDX-License-Identifier: MIT
// The window fits the screen: every game in normal and presentation mode at 1024x768 and
// 1280x720 with the Explain panel open, nothing clipped; many piles keep the side panel in
// view; leaving presentation mode gives the window its small minimum size back; a hint or
// a refused move does not move what is under the pointer; the demonstration's Pause ends
// with the game.
#include "windowparts.h"
#include "boards/pileview.h"
#include "boards/stonepainter.h"
#include "games/dag/graphview.h"
#include "grid/wythoffgridview.h"
#include "games/northcott/northcottview.h"
#include "games/redistribution/redistributionview.h"
#include "games/staircase/stripview.h"
#include "games/sum/sumview.h"
#include "games/treblecross/cellsview.h"
#include "common/language.h"
#include "common/settings.h"
#include "testsettings.h"
#include "dialogs/newgamedialog.h"
#include "history/reviewdialog.h"
#include "sgtable/sgtableswindow.h"
#include "window/keyboardhelp.h"
#include "window/statistics.h"
#include "window/commandline.h"
#include "practice/exercisechoice.h"
#include "practice/exercisesetdialog.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QtTest>

using namespace grundy;

Q_DECLARE_METATYPE(GameSetup)

namespace {

constexpr std::array<Seat, 2> kVsComputer{Seat::Human, Seat::Computer};

std::vector<Natural> naturals(std::initializer_list<int> values) {
    std::vector<Natural> out;
    for (int v : values)
        out.emplace_back(v);
    return out;
}

/// One start of each game (Georgia and Bob on 20 cells, as in the issue).
std::vector<std::pair<const char*, GameSetup>> everyGame() {
    return {
        {"Bash", GameSetup{bash::Position{Natural(23), Natural(4)}, kVsComputer}},
        {"Nim", GameSetup{nim::Position{naturals({3, 4, 5})}, kVsComputer}},
        {"Wythoff", GameSetup{wythoff::Position{Natural(7), Natural(11)}, kVsComputer}},
        {"redistribution", GameSetup{redistribution::Position{naturals({2, 1, 3})}, kVsComputer}},
        {"Georgia and Bob",
         GameSetup{staircase::Position{naturals({2, 5, 9, 14, 18}), Natural(20)}, kVsComputer}},
    };
}

/// The widest start a class usually sees of each game (issue 19's list), as a teacher
/// would type it, with the docks that game's lesson opens beside the Explain panel.
struct WidestStart {
    const char* name;
    QStringList arguments;
    QStringList docks; ///< object names of the docks shown besides the Explain panel
};

std::vector<WidestStart> widestStarts() {
    const auto run = [](std::initializer_list<const char*> words) {
        QStringList args{"grundy"};
        for (const char* w : words)
            args << QString::fromUtf8(w);
        return args;
    };
    QString chain; // a 30-vertex graph: i>i+1, i>i+3 and i>i+7
    for (int i = 0; i < 30; ++i)
        for (int step : {1, 3, 7})
            if (i + step < 30) chain += QStringLiteral("%1%2>%3").arg(chain.isEmpty() ? "" : ",").arg(i).arg(i + step);
    QStringList dag = run({"--game", "dag", "--position", "0,2,5", "--graph"});
    dag << chain;
    return {
        {"Bash", run({"--game", "bash", "--position", "25", "--k", "4"}), {}},
        {"Nim", run({"--game", "nim", "--position", "3,5,7,9,11,13,15,17,19,21,23,25"}), {}},
        {"Wythoff", run({"--game", "wythoff", "--position", "30,47"}), {"wythoffGridDock"}},
        {"Wythoff with its stones", run({"--game", "wythoff", "--position", "12,20"}),
         {"wythoffGridDock"}},
        {"Wythoff, coach", run({"--game", "wythoff", "--position", "30,47", "--level", "coach"}),
         {"wythoffGridDock"}},
        {"redistribution",
         run({"--game", "redistribution", "--position", "2,3,4,5,6,7,8,9,10,11,12,13"}), {}},
        {"Georgia and Bob", run({"--game", "staircase", "--position", "2,5,9,14,18", "--cells", "20"}), {}},
        {"Fibonacci Nim", run({"--game", "fibonacci-nim", "--position", "20"}), {"valueHistoryDock"}},
        {"subtraction", run({"--game", "subtraction", "--position", "12,17,20", "--set", "1,3,4"}), {}},
        {"Lasker", run({"--game", "lasker", "--position", "3,5,7,9,11,13"}), {"valueHistoryDock"}},
        {"Northcott",
         run({"--game", "northcott", "--position", "1,5,2,7,3,9,1,4,4,8,2,6", "--columns", "10"}), {}},
        {"chessmen", dag, {}},
        {"Kayles", run({"--game", "kayles", "--position", "5,7,10,12,3"}), {}},
        {"Kayles, a 42-digit row",
         run({"--game", "kayles", "--position", "123456789012345678901234567890123456789012,5"}), {}},
        {"Treblecross", run({"--game", "treblecross", "--position", "40,9,20"}), {}},
        {"sum of four games",
         run({"--game", "sum", "--component", "nim:3,5,7", "--component", "wythoff:4,7",
              "--component", "kayles:6,9", "--component", "subtraction:7,9:set=1,3,4"}),
         {}},
    };
}

/// The widest start named `name`.
WidestStart widestStart(const QString& name) {
    for (WidestStart& start : widestStarts())
        if (name == QLatin1String(start.name)) return start;
    qFatal("no widest start named %s", qPrintable(name));
}

/// The largest of a position's numbers (pile sizes for the pile games).
Natural tallestPile(const AnyPosition& position) {
    Natural most = 0;
    for (const Natural& n : numbersOf(position))
        most = std::max(most, n);
    return most;
}

/// Lets the posted layout requests run (the window's minimum size follows its parts).
QSize settledMinimum(MainWindow& w) {
    // A new board is shown by a queued call, then the layouts handle their requests.
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // the old board
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // What the layout gives the window as its minimum size (menu bar and docks included).
    return w.layout()->totalMinimumSize();
}

/// Resizes `w` to `size` and waits until the platform and the layouts have it.
bool resizeTo(MainWindow& w, QSize size) {
    w.resize(size);
    const bool done =
        QTest::qWaitFor([&] { return w.size() == size && inwindow::board(w) && inwindow::board(w)->isVisible(); });
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    return done && w.size() == size;
}

/// Starts `setup` in `w`, shown, with the Explain panel open: how the projector checks
/// begin; false when the window never appeared.
bool showWithExplain(MainWindow& w, const GameSetup& setup) {
    w.setComputerDelay(0);
    w.startGame(setup);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    inwindow::explainDock(w)->show();
    return true;
}

/// `w` in presentation mode or not, on a 1024x768 projector, laid out.
bool projectAt1024(MainWindow& w, bool presentation) {
    w.setPresentationMode(presentation);
    settledMinimum(w);
    if (!resizeTo(w, QSize(1024, 768))) return false;
    QCoreApplication::processEvents();
    return true;
}

/// The size of a piece of `w`'s board (a stone, a square, a cell of the strip) and whether
/// every pile, row or chip is in view; 0 for the boards without one piece size.
std::pair<int, bool> pieceOf(MainWindow& w) {
    BoardView* board = inwindow::board(w);
    if (auto* piles = qobject_cast<PileView*>(board)) {
        // The columns but Wythoff's ladder.
        const int count = piles->partCount() - (piles->pileRect(PileRules::kBoth).isNull() ? 0 : 1);
        bool whole = true;
        for (int p = 0; p < count; ++p)
            whole = whole && piles->stoneRect(p, 0).isValid();
        return {piles->stoneRect(0, 0).width(), whole};
    }
    if (auto* r = qobject_cast<RedistributionView*>(board))
        return {r->stoneRect(0, 0).width(), r->scrollBar()->isHidden()};
    if (auto* strip = qobject_cast<StripView*>(board)) {
        const auto& chips = std::get<staircase::Position>(w.session()->position()).cells;
        bool whole = true;
        for (const Natural& chip : chips)
            whole = whole && !strip->cellCenter(chip).isNull();
        return {strip->cellCenter(Natural(2)).x() - strip->cellCenter(Natural(1)).x(), whole};
    }
    if (auto* cells = qobject_cast<CellsView*>(board)) {
        // Every cell inside the board (its lines wrap, and the board scrolls in the window).
        bool whole = true;
        for (int c = 0; c < cells->partCount(); ++c)
            whole = whole && cells->rect().contains(cells->partRect(c));
        return {cells->partRect(0).width(), whole};
    }
    auto* n = qobject_cast<NorthcottView*>(board);
    if (!n) return {0, false};
    bool whole = true;
    for (int row = 0; row < n->partCount(); ++row)
        whole = whole && n->partRect(row).height() == n->partRect(0).height();
    return {n->partRect(0).height(), whole};
}

/// Every shown button of `w` that is cut (narrower than its text) or reaches outside
/// the window, by its text and geometry; empty when none is.
QStringList clippedButtons(MainWindow& w) {
    QStringList bad;
    for (QAbstractButton* b : w.findChildren<QAbstractButton*>()) {
        if (!b->isVisibleTo(&w) || b->text().isEmpty()) continue;
        const QRect r(b->mapTo(&w, QPoint(0, 0)), b->size());
        if (b->width() < b->sizeHint().width() || !w.rect().contains(r))
            bad << QStringLiteral("\"%1\" %2x%3 at (%4,%5), wants width %6")
                       .arg(b->text())
                       .arg(r.width())
                       .arg(r.height())
                       .arg(r.x())
                       .arg(r.y())
                       .arg(b->sizeHint().width());
    }
    return bad;
}

/// Whether `widget` lies wholly inside the window `w`.
bool insideWindow(MainWindow& w, QWidget* widget) {
    return widget->isVisibleTo(&w) &&
           w.rect().contains(QRect(widget->mapTo(&w, QPoint(0, 0)), widget->size()));
}

} // namespace

class TstFit : public QObject {
    Q_OBJECT
private slots:
    /// Prints every game's minimum window size in both modes (the figures of
    /// docs/limits.md, "Window"); checks that leaving presentation mode restores it.
    void minimumSizesReturnAfterPresentation() {
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (const auto& [name, setup] : everyGame()) {
            w.startGame(setup);
            const QSize normal = settledMinimum(w);
            inwindow::explainDock(w)->show();
            const QSize normalExplain = settledMinimum(w);
            w.setPresentationMode(true);
            const QSize presentationExplain = settledMinimum(w);
            qInfo("  parts in presentation: board %d, side %d, grid dock %d (%s), explain %dx%d",
                  inwindow::board(w)->minimumSizeHint().width(), inwindow::sidePanel(w)->minimumSizeHint().width(),
                  inwindow::gridDock(w)->minimumSizeHint().width(),
                  inwindow::gridDock(w)->isVisible() ? "shown" : "hidden",
                  inwindow::explainDock(w)->minimumSizeHint().width(),
                  inwindow::explainDock(w)->minimumSizeHint().height());
            inwindow::explainDock(w)->hide();
            const QSize presentation = settledMinimum(w);
            w.setPresentationMode(false);
            const QSize after = settledMinimum(w);
            qInfo("%-16s normal %4dx%-4d with Explain %4dx%-4d | presentation %4dx%-4d with "
                  "Explain %4dx%-4d | after %4dx%d",
                  name, normal.width(), normal.height(), normalExplain.width(),
                  normalExplain.height(), presentation.width(), presentation.height(),
                  presentationExplain.width(), presentationExplain.height(), after.width(),
                  after.height());
            QVERIFY2(after.width() <= normal.width() && after.height() <= normal.height(), name);
        }
    }

    /// A first start (nothing remembered) and the SG tables window open within the screen:
    /// the projector's 1024x768 (projector.json) is narrower than their usual 1280x760 and
    /// 1100x640.
    void firstStartFitsTheScreen() {
        MainWindow w;
        const QRect screen = w.screen()->availableGeometry();
        QCOMPARE(screen.size(), QSize(1024, 768));
        const QSize minimum = settledMinimum(w);
        QVERIFY2(minimum.width() <= screen.width() && minimum.height() <= screen.height(),
                 qPrintable(QString("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        QVERIFY2(screen.contains(w.frameGeometry()),
                 qPrintable(QString("%1x%2").arg(w.width()).arg(w.height())));
        w.showSgTables();
        auto* tables = w.findChild<SgTablesWindow*>();
        QVERIFY(tables);
        QVERIFY2(screen.contains(tables->frameGeometry()),
                 qPrintable(QString("%1x%2").arg(tables->width()).arg(tables->height())));
    }

    /// `grundy --game nim --position 3,5,…,25` (and Wythoff's coach with the grid) started
    /// with presentation mode and the Explain panel remembered: the shown window fits the
    /// screen (it opened 1434x851, its side panel off a 1024x768 projector).
    void presentationStartFitsTheScreen_data() {
        QTest::addColumn<QString>("start");
        QTest::addRow("Nim, 12 piles") << "Nim";
        QTest::addRow("Wythoff, coach, grid") << "Wythoff, coach";
    }

    void presentationStartFitsTheScreen() {
        QFETCH(QString, start);
        Settings::setValue(Settings::kPresentationMode, true);
        Settings::setValue(Settings::kExplainPanel, true);
        const auto forget = qScopeGuard([] { testsettings::clear(); });
        const LaunchRequest request = parseCommandLine(widestStart(start).arguments);
        QVERIFY(request.setup);
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(*request.setup);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect screen = w.screen()->availableGeometry();
        QTRY_VERIFY2_WITH_TIMEOUT(screen.contains(w.frameGeometry()),
                     qPrintable(QStringLiteral("%1x%2").arg(w.width()).arg(w.height())), 2000);
        QVERIFY(insideWindow(w, inwindow::sidePanel(w)));
        QVERIFY(insideWindow(w, inwindow::explainDock(w)));
    }

    void presentationStartKeepsPiecesLarge_data() {
        QTest::addColumn<QString>("start");
        QTest::addRow("Nim, 12 piles") << "Nim";
        QTest::addRow("redistribution, 12 piles") << "redistribution";
        QTest::addRow("Northcott, 6 rows") << "Northcott";
    }

    /// Started in presentation mode (as saved), the pieces are as large as a start in
    /// normal mode draws them, as when the mode is switched on: Northcott's squares were
    /// smaller and six rows scrolled.
    void presentationStartKeepsPiecesLarge() {
        QFETCH(QString, start);
        const auto forget = qScopeGuard([] { testsettings::clear(); });
        const LaunchRequest request = parseCommandLine(widestStart(start).arguments);
        QVERIFY(request.setup);
        int sizes[2] = {};
        for (const bool presentation : {false, true}) {
            Settings::setValue(Settings::kPresentationMode, presentation);
            Settings::setValue(Settings::kExplainPanel, true);
            MainWindow w;
            w.setComputerDelay(0);
            w.startGame(*request.setup);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QTest::qWait(50); // the fit after the first layout
            QCoreApplication::processEvents();
            QCOMPARE(inwindow::presentationAction(w)->isChecked(), presentation);
            const auto [size, whole] = pieceOf(w);
            QVERIFY2(whole, presentation ? "presentation mode" : "normal mode");
            sizes[presentation] = size;
        }
        qInfo("pieces %d px started in normal mode, %d px in presentation mode", sizes[0], sizes[1]);
        QVERIFY(sizes[0] > 0);
        QVERIFY2(sizes[1] >= sizes[0], qPrintable(QStringLiteral("%1 < %2").arg(sizes[1]).arg(sizes[0])));
    }

    /// The 30-vertex graph (i>i+1, i>i+3, i>i+7) whole on a 1024x768 projector with
    /// Explain open, in both modes: every vertex on the board, none behind a scroll bar,
    /// and presentation mode's circles no smaller than normal mode's (it scrolled there).
    void graphWholeInBothModes() {
        const LaunchRequest request = parseCommandLine(widestStart(QStringLiteral("chessmen")).arguments);
        QVERIFY(request.setup);
        MainWindow w;
        QVERIFY(showWithExplain(w, *request.setup));
        auto* graph = qobject_cast<GraphView*>(inwindow::board(w));
        QVERIFY(graph);
        double radius[2] = {};
        for (const bool presentation : {false, true}) {
            QVERIFY(projectAt1024(w, presentation));
            for (QScrollBar* bar : graph->findChildren<QScrollBar*>())
                QVERIFY2(!bar->isVisible(), presentation ? "presentation mode" : "normal mode");
            for (std::size_t v = 0; v < 30; ++v)
                QVERIFY2(graph->rect().contains(graph->vertexCenter(v)),
                         qPrintable(QStringLiteral("vertex %1").arg(v)));
            radius[presentation] = graph->radius();
        }
        qInfo("circles of radius %.1f px normal, %.1f px presentation", radius[0], radius[1]);
        QVERIFY(radius[1] >= radius[0] - 0.01); // equal at the smallest fit, up to rounding
    }

    void dialogsFitTheScreen_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("presentation");
        for (const char* language : {"en", "zh_CN"})
            for (const bool presentation : {false, true})
                QTest::addRow("%s, %s", language, presentation ? "presentation" : "normal")
                    << QString::fromUtf8(language) << presentation;
    }

    /// New Game, Statistics, the keyboard page and the review open whole on a 1024x768
    /// projector, in presentation mode's larger font too.
    void dialogsFitTheScreen() {
        QFETCH(QString, language);
        QFETCH(bool, presentation);
        Language::choose(language);
        const auto english = qScopeGuard([] { Language::choose(QStringLiteral("en")); });
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(*parseCommandLine(widestStart(QStringLiteral("Nim")).arguments).setup);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(presentation);
        const auto presentationOff = qScopeGuard([&w] { w.setPresentationMode(false); });
        const QRect screen = w.screen()->availableGeometry();
        std::vector<std::unique_ptr<QDialog>> dialogs;
        dialogs.push_back(std::make_unique<NewGameDialog>(&w));
        dialogs.push_back(std::make_unique<statistics::Dialog>(&w));
        dialogs.push_back(std::make_unique<KeyboardHelp>(w.menuBar(), &w));
        dialogs.push_back(std::make_unique<ReviewDialog>(
            w.session(), [](int p) { return QStringLiteral("player %1").arg(p + 1); }, &w));
        auto* worksheet = new ExerciseSetDialog(ExerciseSetDialog::Purpose::PrintWorksheet, &w);
        dialogs.emplace_back(worksheet);
        for (const auto& dialog : dialogs) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
            const char* name = dialog->metaObject()->className();
            const QSize minimum = dialog->minimumSizeHint();
            QVERIFY2(minimum.width() <= screen.width() && minimum.height() <= screen.height(),
                     qPrintable(QStringLiteral("%1 needs %2x%3").arg(name).arg(minimum.width()).arg(minimum.height())));
            QTRY_VERIFY2(screen.contains(dialog->frameGeometry()),
                         qPrintable(QStringLiteral("%1 %2x%3 at %4,%5")
                                        .arg(name)
                                        .arg(dialog->width())
                                        .arg(dialog->height())
                                        .arg(dialog->x())
                                        .arg(dialog->y())));
            dialog->hide();
        }
        // The worksheet's games, each whole in its list, and the seed's twenty digits.
        worksheet->show();
        QListWidget* games = worksheet->choice()->games();
        for (int row = 0; row < games->count(); ++row)
            QVERIFY2(games->viewport()->rect().contains(games->visualItemRect(games->item(row))),
                     qPrintable(games->item(row)->text()));
        QLineEdit* seed = worksheet->choice()->seed();
        seed->setText(QStringLiteral("18446744073709551615"));
        QVERIFY(seed->fontMetrics().horizontalAdvance(seed->text()) < seed->contentsRect().width());
    }

    void fitsTheScreen_data() {
        QTest::addColumn<GameSetup>("setup");
        QTest::addColumn<bool>("presentation");
        QTest::addColumn<QSize>("screen");
        for (const auto& [name, setup] : everyGame()) {
            QTest::addRow("%s, normal, 1024x768", name) << setup << false << QSize(1024, 768);
            QTest::addRow("%s, presentation, 1024x768", name) << setup << true << QSize(1024, 768);
            QTest::addRow("%s, presentation, 1280x720", name) << setup << true << QSize(1280, 720);
        }
    }

    /// The window with the Explain panel open shrinks to the screen, and every button
    /// shown is whole and inside it.
    void fitsTheScreen() {
        QFETCH(GameSetup, setup);
        QFETCH(bool, presentation);
        QFETCH(QSize, screen);
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(setup);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(presentation);
        inwindow::explainDock(w)->show();
        const QSize minimum = settledMinimum(w);
        QVERIFY2(
            minimum.width() <= screen.width() && minimum.height() <= screen.height(),
            qPrintable(QStringLiteral("needs %1x%2").arg(minimum.width()).arg(minimum.height())));
        QVERIFY(resizeTo(w, screen));
        QVERIFY(inwindow::explainDock(w)->isVisible());
        QVERIFY(insideWindow(w, inwindow::explainDock(w)));
        QVERIFY(insideWindow(w, inwindow::board(w)));
        QVERIFY(inwindow::board(w)->width() >= inwindow::board(w)->minimumSizeHint().width());
        const QStringList bad = clippedButtons(w);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
    }

    void widestStartsFit_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("docks");
        QTest::addColumn<bool>("presentation");
        QTest::addColumn<QString>("language");
        for (const WidestStart& start : widestStarts())
            for (const char* language : {"en", "zh_CN"})
                for (const bool presentation : {false, true})
                    QTest::addRow("%s, %s, %s", start.name, presentation ? "presentation" : "normal",
                                  language)
                        << start.arguments << start.docks << presentation << QString::fromUtf8(language);
    }

    /// Each game at its widest usual start, with the Explain panel (and its lesson's other
    /// dock) open, in English and Chinese, fits a 1024x768 projector whole: the window, the
    /// board, the side panel and the docks inside the screen, no button cut, and piles of up
    /// to 25 stones drawn as stones.
    void widestStartsFit() {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, docks);
        QFETCH(bool, presentation);
        QFETCH(QString, language);
        Language::choose(language);
        const auto english = qScopeGuard([] { Language::choose(QStringLiteral("en")); });
        const LaunchRequest request = parseCommandLine(arguments);
        QVERIFY2(request.setup, qPrintable(request.message));
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(*request.setup);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(presentation);
        inwindow::explainDock(w)->show();
        for (const QString& name : docks)
            w.findChild<QDockWidget*>(name)->show();
        const QSize minimum = settledMinimum(w);
        QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 768,
                 qPrintable(QStringLiteral("needs %1x%2: board %3x%4, side panel %5x%6, Explain %7x%8")
                                .arg(minimum.width())
                                .arg(minimum.height())
                                .arg(inwindow::board(w)->minimumSizeHint().width())
                                .arg(inwindow::board(w)->minimumSizeHint().height())
                                .arg(inwindow::sidePanel(w)->minimumSizeHint().width())
                                .arg(inwindow::sidePanel(w)->minimumSizeHint().height())
                                .arg(inwindow::explainDock(w)->minimumSizeHint().width())
                                .arg(inwindow::explainDock(w)->minimumSizeHint().height())));
        QVERIFY(resizeTo(w, QSize(1024, 768)));
        QVERIFY(insideWindow(w, inwindow::board(w)));
        QVERIFY(insideWindow(w, inwindow::sidePanel(w)));
        QVERIFY(insideWindow(w, inwindow::explainDock(w)));
        for (const QString& name : docks)
            QVERIFY2(insideWindow(w, w.findChild<QDockWidget*>(name)), qPrintable(name));
        QVERIFY(inwindow::board(w)->width() >= inwindow::board(w)->minimumSizeHint().width());
        QVERIFY(inwindow::board(w)->height() >= inwindow::board(w)->minimumSizeHint().height());
        const QStringList bad = clippedButtons(w);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
        // Piles of up to 25 stones are drawn as stones (a pile of 47 may become a bar).
        auto* piles = qobject_cast<PileView*>(inwindow::board(w));
        qInfo("minimum %dx%d, board %dx%d, stones %d px", minimum.width(), minimum.height(),
              inwindow::board(w)->width(), inwindow::board(w)->height(),
              piles ? piles->stoneRect(0, 0).width() : 0);
        if (piles && tallestPile(request.setup->start) <= 25)
            QVERIFY2(piles->stoneRect(0, 0).isValid(),
                     qPrintable(QStringLiteral("bars, not stones, on a board of %1x%2")
                                    .arg(piles->width())
                                    .arg(piles->height())));
    }

    void presentationStonesAreNoSmaller_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("docks");
        for (const WidestStart& start : widestStarts())
            QTest::addRow("%s", start.name) << start.arguments << start.docks;
    }

    /// Presentation mode is for the back of the room: at 1024x768 with the Explain panel
    /// open, its stones (squares, cells) are at least as large as normal mode's.
    void presentationStonesAreNoSmaller() {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, docks);
        const LaunchRequest request = parseCommandLine(arguments);
        QVERIFY(request.setup);
        MainWindow w;
        QVERIFY(showWithExplain(w, *request.setup));
        for (const QString& name : docks)
            w.findChild<QDockWidget*>(name)->show();
        if (qobject_cast<PileView*>(inwindow::board(w)) &&
            tallestPile(request.setup->start) > PileLayout::kMaxStones)
            QSKIP("drawn as bars");
        if (pieceOf(w).first == 0) QSKIP("no one piece size on this board");
        int size[2] = {};
        for (const bool presentation : {false, true}) {
            QVERIFY(projectAt1024(w, presentation));
            const auto [piece, whole] = pieceOf(w);
            size[presentation] = piece;
            // Every pile in view: the names give way before a pile goes behind the scroll
            // bar (12 piles showed 8 in presentation mode).
            QVERIFY2(whole, presentation ? "not all in view in presentation mode" : "not all in view");
        }
        qInfo("pieces %d px normal, %d px presentation", size[0], size[1]);
        QVERIFY(size[0] > 0);
        QVERIFY2(size[1] >= size[0], qPrintable(QStringLiteral("%1 < %2").arg(size[1]).arg(size[0])));
    }

    /// Wythoff at (12, 20) with its grid and Explain open at 1024x768: in both modes the grid
    /// shows the game and its three moves whole, to (0, 20), (12, 0) and (0, 8). In
    /// presentation mode the grid was too small for its smallest fitting cell, stayed at
    /// 24 px and cut the column and the diagonal. Also 720 px high: a projector's screen
    /// less a title bar and a panel.
    void wythoffMovesWholeInBothModes_data() {
        QTest::addColumn<int>("height");
        QTest::newRow("1024x768") << 768;
        QTest::newRow("1024x720") << 720;
    }

    void wythoffMovesWholeInBothModes() {
        QFETCH(int, height);
        const LaunchRequest request =
            parseCommandLine(QStringList{"grundy", "--game", "wythoff", "--position", "12,20"});
        QVERIFY(request.setup);
        MainWindow w;
        QVERIFY(showWithExplain(w, *request.setup));
        w.findChild<QDockWidget*>(QStringLiteral("wythoffGridDock"))->show();
        auto* grid = w.findChild<WythoffGridView*>();
        QVERIFY(grid);
        for (const bool presentation : {false, true}) {
            QVERIFY(projectAt1024(w, presentation));
            QVERIFY(resizeTo(w, QSize(1024, height)));
            QCoreApplication::processEvents();
            const int s = grid->cellSize();
            for (const auto& [a, b] : {std::pair{0, 20}, {12, 0}, {0, 8}, {12, 20}}) {
                const QPoint c = grid->cellCenter(Natural(a), Natural(b));
                QVERIFY2(grid->gridRect().contains(QRect(c.x() - s / 2, c.y() - s / 2, s, s)),
                         qPrintable(QStringLiteral("(%1, %2) cut at %3 px in a grid of %4x%5%6")
                                        .arg(a)
                                        .arg(b)
                                        .arg(s)
                                        .arg(grid->gridRect().width())
                                        .arg(grid->gridRect().height())
                                        .arg(presentation ? " in presentation mode" : "")));
            }
        }
    }

    /// A small sum, Nim 3, 5 and Kayles 6, at 1024x768 with Explain open: both components
    /// in view, each board at least its minimum height (Nim's took 261 px of a 430 px board
    /// and Kayles' row was cut, behind a scroll bar). Presentation mode's larger boards may
    /// scroll, but are never cut without one.
    void smallSumShowsEveryComponent() {
        const LaunchRequest request = parseCommandLine(QStringList{
            "grundy", "--game", "sum", "--component", "nim:3,5", "--component", "kayles:6"});
        QVERIFY2(request.setup, qPrintable(request.message));
        MainWindow w;
        QVERIFY(showWithExplain(w, *request.setup));
        auto* sum = qobject_cast<SumView*>(inwindow::board(w));
        QVERIFY(sum);
        for (const bool presentation : {false, true}) {
            QVERIFY(projectAt1024(w, presentation));
            QTest::qWait(20); // the content's minimum follows the boards' new fonts (queued)
            auto* scroll = sum->findChild<QScrollArea*>();
            QVERIFY(scroll);
            const bool scrolls = scroll->verticalScrollBar()->isVisible();
            QVERIFY2(!scrolls || presentation, "a scroll bar in normal mode");
            for (int i = 0; i < 2; ++i) {
                BoardView* part = sum->componentBoard(i);
                const QRect r(part->mapTo(sum, QPoint(0, 0)), part->size());
                const QString where = QStringLiteral("component %1 at y %2 to %3 of %4%5")
                                          .arg(i + 1)
                                          .arg(r.top())
                                          .arg(r.bottom())
                                          .arg(sum->height())
                                          .arg(presentation ? " in presentation mode" : "");
                QVERIFY2(part->height() >= part->minimumSizeHint().height(), qPrintable(where));
                QVERIFY2(scrolls || sum->rect().contains(r), qPrintable(where));
            }
        }
    }

    /// Twelve redistribution piles at 1024x768 with Explain open, in both modes: every
    /// pile is in view (each had − field + under it, so 5 showed and a scroll bar the
    /// rest), with its stones inside its own column.
    void redistributionShowsEveryPile() {
        const LaunchRequest request = parseCommandLine(QStringList{
            "grundy", "--game", "redistribution", "--position", "3,5,7,9,11,13,15,17,19,21,23,25"});
        QVERIFY(request.setup);
        MainWindow w;
        QVERIFY(showWithExplain(w, *request.setup));
        auto* board = qobject_cast<RedistributionView*>(inwindow::board(w));
        QVERIFY(board);
        for (const bool presentation : {false, true}) {
            QVERIFY(projectAt1024(w, presentation));
            QVERIFY(board->scrollBar()->isHidden());
            for (int p = 0; p < 12; ++p) {
                QVERIFY2(board->inView(p), qPrintable(QStringLiteral("pile %1").arg(p + 1)));
                QVERIFY(board->amountEdit(p) && board->amountEdit(p)->isVisible());
                QVERIFY(board->drawsStones());
                for (int stone = 0; stone < 3 + 2 * p; ++stone)
                    QVERIFY2(board->pileRect(p).contains(board->stoneRect(p, stone)),
                             qPrintable(QStringLiteral("stone %1 of pile %2 outside its column")
                                            .arg(stone)
                                            .arg(p + 1)));
            }
        }
    }

    void manyPilesKeepTheControlsInView_data() {
        QTest::addColumn<GameSetup>("setup");
        std::vector<Natural> piles;
        for (int p = 1; p <= 25; ++p)
            piles.emplace_back(p);
        QTest::addRow("Nim, 25 piles") << GameSetup{nim::Position{piles}, kVsComputer};
        piles.resize(12);
        QTest::addRow("redistribution, 12 piles")
            << GameSetup{redistribution::Position{piles}, kVsComputer};
    }

    /// `grundy --game nim --position 1,2,…,25`: the board scrolls, the window fits
    /// 1024x768, and the side panel's Hint and Undo stay inside it.
    void manyPilesKeepTheControlsInView() {
        QFETCH(GameSetup, setup);
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(setup);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QSize minimum = settledMinimum(w);
        QVERIFY2(
            minimum.width() <= 1024 && minimum.height() <= 768,
            qPrintable(QStringLiteral("needs %1x%2").arg(minimum.width()).arg(minimum.height())));
        QVERIFY(resizeTo(w, QSize(1024, 768)));
        QVERIFY(insideWindow(w, inwindow::sidePanel(w)));
        for (QAction* action : {inwindow::hintAction(w), inwindow::undoAction(w)}) {
            QToolButton* button = nullptr;
            for (QToolButton* b : inwindow::sidePanel(w)->findChildren<QToolButton*>())
                if (b->defaultAction() == action) button = b;
            QVERIFY(button);
            QVERIFY2(insideWindow(w, button), qPrintable(action->text()));
        }
        const QStringList bad = clippedButtons(w);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("; "))));
    }

    void nothingMovesUnderThePointer_data() {
        QTest::addColumn<GameSetup>("setup");
        for (const auto& [name, setup] : everyGame())
            QTest::addRow("%s", name) << setup;
        // The strip with a typed-move row (more cells than are drawn) and huge piles as
        // bars with theirs: a refused typed move shows its message in the row.
        QTest::addRow("Georgia and Bob, 10^6 cells") << GameSetup{
            staircase::Position{naturals({2, 5, 900000}), Natural(1000000)}, kVsComputer};
    }

    /// Where the board's items are (a stone, a chip), as points to compare.
    static QList<QRect> itemRects(BoardView* board) {
        QList<QRect> rects;
        if (auto* piles = qobject_cast<PileView*>(board)) {
            for (int p = 0; p < 2; ++p)
                rects << piles->stoneRect(p, 0) << piles->pileRect(p);
        } else if (auto* strip = qobject_cast<StripView*>(board)) {
            for (int chip = 0; chip < 2; ++chip)
                rects << QRect(strip->chipCenter(chip), QSize(1, 1));
        }
        rects << QRect(board->mapTo(board->window(), QPoint(0, 0)), board->size());
        return rects;
    }

    /// A hint, a refused typed move and the idle line (the computer's turn, a finished
    /// game) leave the board's stones and chips where they were: the next click lands.
    void nothingMovesUnderThePointer() {
        QFETCH(GameSetup, setup);
        for (const QSize size : {QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)}) {
            MainWindow w;
            w.setComputerDelay(0);
            w.startGame(setup);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(resizeTo(w, size));
            BoardView* board = inwindow::board(w);
            auto* strip = qobject_cast<StripView*>(board);
            QList<QRect> before = itemRects(board);
            w.showHint();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QVERIFY(!inwindow::sidePanel(w)->hintLabel()->text().isEmpty());
            // (A strip that shows only the cells around its chips draws the hint's target
            // cell too, which moves its gaps: there the hint is the start.)
            if (strip && strip->isCompressed()) before = itemRects(board);
            QCOMPARE(itemRects(board), before);
            if (auto* row = board->findChild<TypedMoveRow*>(); row && row->isVisible()) {
                row->edit()->setText(QStringLiteral("0"));
                emit row->primaryTriggered();
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                QVERIFY(!row->message().isEmpty());
                QCOMPARE(itemRects(board), before);
            }
            // The lines the window gives the board while nobody may click it.
            for (const char* idle :
                 {"Waiting for the computer's move.",
                  "Game over. Restart plays it again; New Game starts another.",
                  "The computers play each other. Pause to follow move by move.",
                  "Paused. Step plays one move; Resume lets the computers go on."}) {
                board->setIdleText(QString::fromUtf8(idle));
                board->setInteractive(false);
                QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
                QCOMPARE(itemRects(board), before);
            }
        }
    }

    /// The demonstration cannot be paused once the game is over.
    void pauseEndsWithTheGame() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(
            GameSetup{wythoff::Position{Natural(3), Natural(5)}, {Seat::Computer, Seat::Computer}});
        QVERIFY(inwindow::pauseAction(w)->isVisible());
        QTRY_VERIFY(w.session()->isOver());
        QVERIFY(inwindow::pauseAction(w)->isVisible());
        QVERIFY(!inwindow::pauseAction(w)->isEnabled());
        QVERIFY(!inwindow::stepAction(w)->isEnabled());
        // A new demonstration can be paused again (checked before its first move).
        w.startGame(GameSetup{wythoff::Position{Natural(30), Natural(47)},
                              {Seat::Computer, Seat::Computer}});
        QVERIFY(inwindow::pauseAction(w)->isEnabled());
    }

    /// On a large screen the stones and cells grow: no more than a strip of the board is
    /// left empty.
    void stonesGrowWithTheWindow() {
        MainWindow w;
        w.setComputerDelay(0);
        w.startGame(GameSetup{nim::Position{naturals({3, 4, 5})}, kVsComputer});
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(resizeTo(w, QSize(1024, 768)));
        auto* piles = qobject_cast<PileView*>(inwindow::board(w));
        QVERIFY(piles);
        const int small = piles->stoneRect(0, 0).width();
        QVERIFY(resizeTo(w, QSize(1920, 1080)));
        const int large = piles->stoneRect(0, 0).width();
        qInfo("Nim 3,4,5: stone %d px at 1024x768, %d px at 1920x1080", small, large);
        // Before, stones stopped at 38 px (a pitch of 40) whatever the window's size.
        QVERIFY(large >= small);
        QVERIFY2(large >= 60, qPrintable(QStringLiteral("%1 -> %2").arg(small).arg(large)));
        // The tallest pile (5 stones) uses a good part of the board's height.
        QVERIFY(5 * large > piles->height() / 3);

        w.startGame(GameSetup{staircase::Position{naturals({2, 5, 9}), Natural(12)}, kVsComputer});
        auto* strip = qobject_cast<StripView*>(inwindow::board(w));
        QVERIFY(strip);
        QTRY_VERIFY(strip->isVisible());
        settledMinimum(w);
        const int cellW = strip->cellCenter(Natural(2)).x() - strip->cellCenter(Natural(1)).x();
        qInfo("Georgia and Bob, 12 cells: cell %d px at 1920x1080", cellW);
        QVERIFY(cellW > 60);
    }
};

QTEST_MAIN(TstFit)
#include "tst_fit.moc"
