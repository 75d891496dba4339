// SPDX-License-Identifier: MIT
// Teaching text shown whole on a projector's 1024x768 screen (projector.json), in
// presentation mode, in English and in Chinese (issue 19, item 4): the coach's note, a
// hint and a demonstration's "why" are shown whole or scroll, never cut and never only in
// a tooltip; the Moves list keeps its lines and the Pause and Step buttons their place
// while the text above them changes.
#include "windowparts.h"
#include "common/language.h"
#include "common/presentation.h"
#include "core/games/catalogue.h"
#include "testsettings.h"
#include "window/mainwindow.h"
#include "window/sidepanel.h"

#include <QLabel>
#include <QLayout>
#include <QListView>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QToolButton>
#include <QtTest>

using namespace grundy;

namespace {

/// Lets posted layout requests run (the panel's parts follow their texts).
void settle() {
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

/// Resizes `w` to `size` and lets the platform and the layouts settle.
bool resizeTo(MainWindow& w, QSize size) {
    w.resize(size);
    const bool done = QTest::qWaitFor([&] { return w.size() == size; });
    settle();
    return done;
}

/// `widget`'s rectangle in `window`'s coordinates.
QRect inWindow(const QWidget* widget, const QWidget* window) {
    return {widget->mapTo(window, QPoint(0, 0)), widget->size()};
}

/// Why `label` does not show its whole text in `window`, or "" when it does: it is as
/// tall as its text at its width, and either lies wholly in view or is the widget of a
/// scroll area in view that scrolls to its last line; no sentence only in a tooltip.
QString notWhole(const QLabel* label, const QWidget* window) {
    if (!label->isVisibleTo(window)) return QStringLiteral("not shown");
    if (!label->toolTip().isEmpty()) return QStringLiteral("text in a tooltip");
    const int needed = label->heightForWidth(label->width());
    if (label->height() < needed)
        return QStringLiteral("%1 px tall, its text needs %2 at width %3")
            .arg(label->height())
            .arg(needed)
            .arg(label->width());
    const QWidget* shown = label; // what must lie wholly inside the window
    for (const QWidget* p = label->parentWidget(); p; p = p->parentWidget())
        if (const auto* area = qobject_cast<const QScrollArea*>(p); area && area->widget() == label) {
            const int view = area->viewport()->height();
            const int lines = std::min(needed, 2 * label->fontMetrics().lineSpacing());
            if (view < lines)
                return QStringLiteral("a pane of %1 px shows less than two lines").arg(view);
            if (area->verticalScrollBar()->maximum() < label->height() - view)
                return QStringLiteral("scrolls %1 px of %2").arg(area->verticalScrollBar()->maximum())
                    .arg(label->height() - view);
            shown = area->viewport();
            break;
        }
    for (const QWidget* p = shown; p != window; p = p->parentWidget())
        if (!QRect(QPoint(0, 0), p->parentWidget()->size()).contains(QRect(p->pos(), p->size())))
            return QStringLiteral("cut by %1 at %2")
                .arg(QString::fromLatin1(p->parentWidget()->metaObject()->className()))
                .arg(QStringLiteral("%1,%2 %3x%4")
                         .arg(inWindow(p, window).x())
                         .arg(inWindow(p, window).y())
                         .arg(p->width())
                         .arg(p->height()));
    return {};
}

/// `w` on a 1024x768 projector in presentation mode, the computers playing each other from
/// `start`, paused before the first move; whether it got there.
bool showPausedDemonstration(MainWindow& w, grundy::AnyPosition start) {
    w.setComputerDelay(0);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.setPresentationMode(true);
    w.startGame(GameSetup{std::move(start), {Seat::Computer, Seat::Computer}});
    w.session()->setPaused(true);
    w.session()->restart();
    return resizeTo(w, QSize(1024, 768));
}

/// Step: one move of the paused demonstration, made and laid out; whether it was.
bool stepOnce(MainWindow& w) {
    const std::size_t made = w.session()->history().size();
    if (!w.session()->step()) return false;
    if (!QTest::qWaitFor([&] { return w.session()->history().size() == made + 1; }))
        return false;
    settle();
    return true;
}

/// The lines of moves a teacher needs in view to follow a demonstration (issue 19).
constexpr int kMovesLines = 8;

/// The side panel's button of `action`.
QToolButton* buttonOf(MainWindow& w, QAction* action) {
    for (QToolButton* b : inwindow::sidePanel(w)->findChildren<QToolButton*>())
        if (b->defaultAction() == action) return b;
    return nullptr;
}

} // namespace

class TstTeachingText : public QObject {
    Q_OBJECT

private slots:
    void init() { testsettings::clear(); }
    void cleanup() { Language::choose(QStringLiteral("en")); }

    void coachNoteIsWhole_data() { languages(); }
    /// Wythoff from (30, 47) at the Coach level and a mistake: the note says a winning
    /// move and why, all of it (it stopped at "…keeps the difference k = 4 and").
    void coachNoteIsWhole() {
        QFETCH(QString, language);
        Language::choose(language);
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(true);
        w.startGame(GameSetup{wythoff::Position{Natural(30), Natural(47)},
                              {Seat::Human, Seat::Computer}, Level::Coach});
        QVERIFY(resizeTo(w, QSize(1024, 768)));
        QVERIFY(w.session()->playHumanMove(wythoff::Move{Natural(0), Natural(1)})); // (30, 46): k = 16
        CoachBar* coach = inwindow::coachBar(w);
        QVERIFY(coach->isNoteShown());
        settle();
        const QString why = notWhole(coach->noteLabel(), &w);
        QVERIFY2(why.isEmpty(), qPrintable(why + ": " + coach->noteLabel()->text()));
    }

    void hintIsWhole_data() { languages(); }
    /// The hint in Wythoff's game (the longest: its key numbers and what (a_k, b_k) is).
    void hintIsWhole() {
        QFETCH(QString, language);
        Language::choose(language);
        MainWindow w;
        w.setComputerDelay(0);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.setPresentationMode(true);
        w.startGame(GameSetup{wythoff::Position{Natural(30), Natural(47)},
                              {Seat::Human, Seat::Computer}});
        QVERIFY(resizeTo(w, QSize(1024, 768)));
        inwindow::hintAction(w)->trigger();
        settle();
        QLabel* hint = inwindow::sidePanel(w)->hintLabel();
        const QString why = notWhole(hint, &w);
        QVERIFY2(why.isEmpty(), qPrintable(why + ": " + hint->text()));
        QVERIFY(insideWindow(w, buttonOf(w, inwindow::undoAction(w))));
    }

    void sideButtonsLineUp_data() { languages(); }
    /// The side panel's buttons stand in the same two columns in every row (each row
    /// shared its width by its own words, so the columns wandered in presentation mode),
    /// a row's only shown button takes the whole row (Explain while Hint is hidden in a
    /// demonstration), and no button shows a menu's accelerator ("重新开始(R)").
    void sideButtonsLineUp() {
        QFETCH(QString, language);
        Language::choose(language);
        MainWindow w;
        const auto check = [&w](const char* when) {
            QSet<int> lefts, rights;
            int shown = 0;
            for (QToolButton* b : inwindow::sidePanel(w)->findChildren<QToolButton*>()) {
                if (!b->isVisibleTo(&w)) continue;
                ++shown;
                const QRect r = inWindow(b, &w);
                lefts.insert(r.left());
                rights.insert(r.right());
                static const QRegularExpression accelerator(QStringLiteral("[(（][A-Za-z][)）]|&"));
                QVERIFY2(!b->text().contains(accelerator), qPrintable(b->text()));
            }
            QVERIFY2(shown >= 6, when);
            QVERIFY2(lefts.size() == 2 && rights.size() == 2,
                     qPrintable(QStringLiteral("%1: %2 left edges, %3 right edges")
                                    .arg(when).arg(lefts.size()).arg(rights.size())));
        };
        QVERIFY(showPausedDemonstration(w, nim::Position{{Natural(3), Natural(5), Natural(7)}}));
        QVERIFY(!inwindow::hintAction(w)->isVisible());
        check("demonstration, presentation mode");
        w.startGame(GameSetup{nim::Position{{Natural(3), Natural(5), Natural(7)}},
                              {Seat::Human, Seat::Computer}});
        settle();
        check("game, presentation mode");
        w.setPresentationMode(false);
        settle();
        check("game, normal mode");
    }

    void demonstrationKeepsItsButtons_data() { languages(); }
    /// Nim 3, 5, 7 between the computers, step by step: each "why" whole, the Moves list
    /// at least kMovesLines lines (it shrank to 4), and Pause and Step where
    /// they were whatever the text above them says (a click meant for Pause hit Explain).
    void demonstrationKeepsItsButtons() {
        QFETCH(QString, language);
        Language::choose(language);
        MainWindow w;
        QVERIFY(showPausedDemonstration(w, nim::Position{{Natural(3), Natural(5), Natural(7)}}));
        QToolButton* pause = buttonOf(w, inwindow::pauseAction(w));
        QToolButton* step = buttonOf(w, inwindow::stepAction(w));
        QVERIFY(pause && step);
        const QRect pauseAt = inWindow(pause, &w), stepAt = inWindow(step, &w);
        QVERIFY(insideWindow(w, pause) && insideWindow(w, step));
        QListView* moves = inwindow::sidePanel(w)->historyList();
        QLabel* why = inwindow::sidePanel(w)->hintLabel();
        int shortest = INT_MAX, longest = 0, fewestRows = INT_MAX;
        while (!w.session()->isOver()) {
            QVERIFY(stepOnce(w));
            const QString cut = notWhole(why, &w);
            QVERIFY2(cut.isEmpty(), qPrintable(cut + ": " + why->text()));
            shortest = std::min(shortest, why->height());
            longest = std::max(longest, why->height());
            const int rows = moves->viewport()->height() / moves->fontMetrics().lineSpacing();
            fewestRows = std::min(fewestRows, rows);
            QVERIFY2(rows >= kMovesLines, qPrintable(QString::number(rows)));
            QCOMPARE(inWindow(pause, &w), pauseAt);
            QCOMPARE(inWindow(step, &w), stepAt);
        }
        qInfo("%s: why %d to %d px tall, Moves list at least %d lines, Pause at %d,%d",
              qPrintable(language), shortest, longest, fewestRows, pauseAt.x(), pauseAt.y());
        QVERIFY(longest > shortest); // the text did change length
        // Running again ("Computer 1 is thinking…" for "Paused: …"): nothing moves either.
        w.setComputerDelay(60'000);
        w.session()->restart();
        inwindow::pauseAction(w)->trigger(); // resume
        QVERIFY(!w.session()->isPaused());
        settle();
        QCOMPARE(inWindow(pause, &w), pauseAt);
    }

    void panelPartsNeverOverlap_data() { languages(); }
    /// Twelve piles between the computers on a projector, in presentation mode with Explain
    /// open: the panel is shorter than its parts with eight lines of moves, so the list
    /// gives up lines (three at least) instead of lying under the "why" (it did, by 60 px).
    void panelPartsNeverOverlap() {
        QFETCH(QString, language);
        Language::choose(language);
        std::vector<Natural> piles;
        for (int n = 3; n <= 25; n += 2)
            piles.emplace_back(n);
        MainWindow w;
        QVERIFY(showPausedDemonstration(w, nim::Position{piles}));
        SidePanel* panel = inwindow::sidePanel(w);
        QListView* moves = panel->historyList();
        for (int i = 0; i < 6; ++i) {
            QVERIFY(stepOnce(w));
            std::vector<QWidget*> parts;
            for (int at = 0; at < panel->layout()->count(); ++at)
                if (QWidget* part = panel->layout()->itemAt(at)->widget(); part && part->isVisible())
                    parts.push_back(part);
            for (std::size_t a = 0; a < parts.size(); ++a)
                for (std::size_t b = a + 1; b < parts.size(); ++b)
                    QVERIFY2(!parts[a]->geometry().intersects(parts[b]->geometry()),
                             qPrintable(QStringLiteral("%1 %2,%3 %4x%5 and %6 %7,%8 %9x%10 overlap")
                                            .arg(QString::fromLatin1(parts[a]->metaObject()->className()))
                                            .arg(parts[a]->y()).arg(parts[a]->x())
                                            .arg(parts[a]->width()).arg(parts[a]->height())
                                            .arg(QString::fromLatin1(parts[b]->metaObject()->className()))
                                            .arg(parts[b]->y()).arg(parts[b]->x())
                                            .arg(parts[b]->width()).arg(parts[b]->height())));
            const int rows = moves->viewport()->height() / moves->fontMetrics().lineSpacing();
            QVERIFY2(rows >= SidePanel::kFewestMovesLines, qPrintable(QString::number(rows)));
            const QString cut = notWhole(panel->hintLabel(), &w);
            QVERIFY2(cut.isEmpty(), qPrintable(cut));
        }
    }

private:
    static void languages() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }

    static bool insideWindow(MainWindow& w, QWidget* widget) {
        return widget && widget->isVisibleTo(&w) && w.rect().contains(inWindow(widget, &w));
    }
};

QTEST_MAIN(TstTeachingText)
#include "tst_teachingtext.moc"
