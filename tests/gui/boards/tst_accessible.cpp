// SPDX-License-Identifier: MIT
// What a screen reader gets: each board's parts (names, roles, screen rectangles) for a
// small position of each game, the focused part following the keys, the computer's move
// announced, an accessible name on every control of the window in every game, and the
// keyboard help listing every game.
#include "windowparts.h"
#include "boards/boardaccessible.h"
#include "boards/boardview.h"
#include "boards/pileview.h"
#include "boards/stonepainter.h"
#include "common/settings.h"
#include "core/games/catalogue.h"
#include "games/gamehome.h"
#include "games/staircase/stripview.h"
#include "grid/gridaccessible.h"
#include "grid/wythoffgridview.h"
#include "window/keyboardhelp.h"
#include "window/mainwindow.h"
#include "window/moveannouncer.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAccessible>
#include <QLabel>
#include <QMenuBar>
#include <QScrollBar>
#include <QTemporaryDir>
#include "gamehooks.h"

#include <QtTest>

#include <memory>

using grundy::AnyPosition;
using grundy::Natural;

Q_DECLARE_METATYPE(grundy::AnyPosition)

namespace {

/// The board's parts as a screen reader lists them: its children with the parts' role.
std::vector<QAccessibleInterface*> parts(QWidget* widget) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(widget);
    std::vector<QAccessibleInterface*> out;
    if (!iface) return out;
    for (int i = 0; i < iface->childCount(); ++i) {
        QAccessibleInterface* child = iface->child(i);
        if (child && !child->object()) out.push_back(child);
    }
    return out;
}

QStringList names(const std::vector<QAccessibleInterface*>& parts) {
    QStringList out;
    for (const QAccessibleInterface* p : parts)
        out << p->text(QAccessible::Name);
    return out;
}

/// The board of `position`'s game showing it, at the size it asks for.
std::unique_ptr<BoardView> shownBoard(const AnyPosition& position) {
    std::unique_ptr<BoardView> board(homeOf(position).createBoard(position, nullptr));
    board->setPosition(position);
    board->resize(board->sizeHint());
    board->show();
    return board;
}

/// Whether `text` has a letter: "+" or "−" alone says nothing to a listener.
bool hasWords(const QString& text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetter(); });
}

/// A small position of the game whose catalogue entry is `info`: its example (gamehooks.h).
AnyPosition exampleOf(const grundy::GameInfo& info) {
    return testhooks::exampleOf(info);
}

} // namespace

class TstAccessible : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_settings.isValid());
        Settings::useFolder(m_settings.path());
        BoardAccessible::install();
        GridAccessible::install();
    }

    void boardParts_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("nim") << AnyPosition(grundy::nim::Position{{3, 1, 5}})
                             << QStringList{"Pile 1, 3 stones", "Pile 2, 1 stone",
                                            "Pile 3, 5 stones"};
        QTest::newRow("bash") << AnyPosition(grundy::bash::Position{7, 3})
                              << QStringList{"Pile, 7 stones"};
        QTest::newRow("wythoff") << AnyPosition(grundy::wythoff::Position{2, 3})
                                 << QStringList{"Pile A, 2 stones", "Both piles, up to 2 from each",
                                                "Pile B, 3 stones"};
        QTest::newRow("redistribution")
            << AnyPosition(grundy::redistribution::Position{{3, 1, 0}})
            << QStringList{"Pile 1, 3 stones", "Pile 2, 1 stone", "Pile 3, 0 stones"};
        QTest::newRow("staircase") << AnyPosition(grundy::staircase::Position{{2, 5}, 6})
                                   << QStringList{"Cell 1, empty", "Cell 2, chip", "Cell 3, empty",
                                                  "Cell 4, empty", "Cell 5, chip", "Cell 6, empty"};
        QTest::newRow("northcott")
            << grundy::makePosition(grundy::GameKind::Northcott, {2, 5, 6, 1}, {})
            << QStringList{"Row 1: black piece on column 2, white piece on column 5, gap 2",
                           "Row 2: black piece on column 6, white piece on column 1, gap 4"};
        const Natural huge("1234567890123456789012345678901234567890");
        QTest::newRow("nim, huge pile")
            << AnyPosition(grundy::nim::Position{{huge, 2}})
            << QStringList{
                   QStringLiteral("Pile 1, %1 stones").arg(stonepainter::abridgedNatural(huge)),
                   "Pile 2, 2 stones"};
    }

    /// Every part's name, role and screen rectangle: where the board draws it, on screen.
    void boardParts() {
        QFETCH(AnyPosition, position);
        QFETCH(QStringList, expected);
        const std::unique_ptr<BoardView> board = shownBoard(position);
        QVERIFY(QTest::qWaitForWindowExposed(board.get()));
        const auto found = parts(board.get());
        QCOMPARE(names(found), expected);
        const QRect screen(board->mapToGlobal(QPoint(0, 0)), board->size());
        for (int i = 0; i < int(found.size()); ++i) {
            QAccessibleInterface* part = found[std::size_t(i)];
            QVERIFY(part->isValid());
            QVERIFY(part->role() == QAccessible::ListItem || part->role() == QAccessible::Cell);
            const QRect r = part->rect();
            QVERIFY2(!r.isEmpty() && screen.contains(r), qPrintable(expected[i]));
            QCOMPARE(r, QRect(board->mapToGlobal(board->partRect(i).topLeft()),
                              board->partRect(i).size()));
            // The screen reader's hit test finds the part where it is drawn.
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board.get());
            QCOMPARE(iface->childAt(r.center().x(), r.center().y()), part);
            QCOMPARE(part->parent(), iface);
            QCOMPARE(iface->child(iface->indexOfChild(part)), part);
        }
        // The rectangles are the drawn piles and cells, found independently of the parts.
        if (auto* piles = qobject_cast<PileView*>(board.get()))
            QVERIFY(
                found.front()->rect().contains(board->mapToGlobal(piles->pileRect(0).center())));
        if (auto* strip = qobject_cast<StripView*>(board.get()))
            for (int cell = 1; cell <= int(found.size()); ++cell)
                QVERIFY(found[std::size_t(cell - 1)]->rect().contains(
                    board->mapToGlobal(strip->cellCenter(Natural(cell)))));
    }

    /// A strip too long to draw lists only what it draws: cells near the chips, and gaps.
    void compressedStrip() {
        const Natural length("1000000000000000000000000000000");
        StripView strip;
        strip.setPosition(grundy::staircase::Position{{5, length}, length});
        strip.resize(900, 300);
        strip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&strip));
        const QStringList found = names(parts(&strip));
        QVERIFY(found.size() < 100);
        QVERIFY(found.contains("Cell 5, chip"));
        QVERIFY(found.contains(
            QStringLiteral("Cell %1, chip").arg(stonepainter::formatNatural(length))));
        QVERIFY(std::any_of(found.begin(), found.end(), [](const QString& name) {
            return name.startsWith("Cells ") && name.endsWith(" empty");
        }));
    }

    void focusFollowsKeys_data() {
        QTest::addColumn<AnyPosition>("position");
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<QString>("focused");
        QTest::newRow("nim: Right") << AnyPosition(grundy::nim::Position{{3, 4, 5}})
                                    << QList<int>{Qt::Key_Right} << "Pile 2, 4 stones";
        QTest::newRow("wythoff: Right Right")
            << AnyPosition(grundy::wythoff::Position{2, 3})
            << QList<int>{Qt::Key_Right, Qt::Key_Right} << "Pile B, 3 stones";
        QTest::newRow("redistribution: Right Right")
            << AnyPosition(grundy::redistribution::Position{{3, 1, 2}})
            << QList<int>{Qt::Key_Right, Qt::Key_Right} << "Pile 2, 1 stone";
        QTest::newRow("staircase: Right Right")
            << AnyPosition(grundy::staircase::Position{{2, 5}, 6})
            << QList<int>{Qt::Key_Right, Qt::Key_Right} << "Cell 5, chip";
        QTest::newRow("staircase: Right Enter Left")
            << AnyPosition(grundy::staircase::Position{{2, 5}, 6})
            << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Return, Qt::Key_Left}
            << "Cell 3, empty";
        QTest::newRow("northcott: Down")
            << grundy::makePosition(grundy::GameKind::Northcott, {2, 5, 6, 1}, {})
            << QList<int>{Qt::Key_Down}
            << "Row 2: black piece on column 6, white piece on column 1, gap 4";
    }

    /// The focused part is where the keyboard cursor is.
    void focusFollowsKeys() {
        QFETCH(AnyPosition, position);
        QFETCH(QList<int>, keys);
        QFETCH(QString, focused);
        const std::unique_ptr<BoardView> board = shownBoard(position);
        QVERIFY(QTest::qWaitForWindowExposed(board.get()));
        board->activateWindow();
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        for (int key : keys)
            QTest::keyClick(board.get(), Qt::Key(key));
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board.get());
        QAccessibleInterface* part = iface->focusChild();
        QVERIFY(part);
        QCOMPARE(part->text(QAccessible::Name), focused);
        QVERIFY(part->state().focused);
        // The event that tells a screen reader is sent only while one listens
        // (QAccessible::isActive(), never on the offscreen platform): the part it names is
        // the interface's focus child, checked above.
    }

    /// The grid's part is its keyboard cursor's cell, and it follows the arrow keys.
    void gridCursorCell() {
        WythoffGridView grid;
        grid.resize(500, 500);
        grid.setPosition(Natural(3), Natural(5));
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        grid.setCursorCell(3, 5);
        grid.activateWindow();
        grid.setFocus();
        QTRY_VERIFY(grid.hasFocus());
        auto found = parts(&grid);
        QCOMPARE(names(found), QStringList{"(3, 5): P-position"});
        QCOMPARE(found.front()->role(), QAccessible::Cell);
        QVERIFY(found.front()->rect().contains(grid.mapToGlobal(grid.cellCenter(3, 5))));
        QTest::keyClick(&grid, Qt::Key_Right);
        found = parts(&grid);
        QCOMPARE(names(found), QStringList{"(4, 5): N-position"});
        QVERIFY(found.front()->rect().contains(grid.mapToGlobal(grid.cellCenter(4, 5))));
    }

    /// The computer's move is in the status bar, and a screen reader hears of it.
    void computerMoveAnnounced() {
        MainWindow window;
        window.setComputerDelay(0);
        window.startGame(GameSetup{grundy::nim::Position{{1, 2, 4}},
                                   {grundy::Seat::Human, grundy::Seat::Computer}});
        auto* announcer = window.findChild<MoveAnnouncer*>();
        QVERIFY(announcer);
        QVERIFY(announcer->label()->text().isEmpty());
        QVERIFY(window.session()->playHumanMove(grundy::nim::Move{2, 1}));
        QTRY_VERIFY(window.session()->humanToMove() || window.session()->isOver());
        const auto& history = window.session()->history();
        QCOMPARE(history.size(), std::size_t(2));
        QVERIFY(announcer->label()->text().contains(history.back().description));
        QVERIFY(announcer->label()->text().startsWith("The computer"));
        // What a screen reader reads of the live label: the move.
        QCOMPARE(QAccessible::queryAccessibleInterface(announcer->label())->text(QAccessible::Name),
                 announcer->label()->text());
        QVERIFY(announcer->label()->isVisibleTo(&window));
        // People's moves are not announced: they made them.
        window.startGame(GameSetup{grundy::nim::Position{{1, 2, 4}},
                                   {grundy::Seat::Human, grundy::Seat::Human}});
        // A new game has no last move yet.
        QVERIFY(announcer->label()->text().isEmpty());
        QVERIFY(window.session()->playHumanMove(grundy::nim::Move{2, 1}));
        QCOMPARE(window.session()->history().size(), std::size_t(1));
        QVERIFY(announcer->label()->text().isEmpty());
    }

    void accessibleNames_data() {
        QTest::addColumn<int>("game");
        for (std::size_t i = 0; i < grundy::catalogue().size(); ++i)
            QTest::newRow(std::string(grundy::catalogue()[i]->id).c_str()) << int(i);
    }

    /// Every control of the window, in every game, has a name a screen reader can say
    /// (its text or its accessible name), not a bare symbol.
    void accessibleNames() {
        QFETCH(int, game);
        const grundy::GameInfo& info = *grundy::catalogue()[std::size_t(game)];
        MainWindow window;
        window.startGame(GameSetup{exampleOf(info), {grundy::Seat::Human, grundy::Seat::Computer}});
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int checked = 0;
        QStringList nameless; // all of them at once, not only the first
        for (QWidget* w : window.findChildren<QWidget*>()) {
            // Controls: buttons and whatever takes the focus, but not a label whose text
            // can be selected (it is read as its text, and may be empty for now), a scroll
            // bar, or Qt's own parts (the menu bar's overflow button, "qt_...").
            const bool interactive = qobject_cast<QAbstractButton*>(w) ||
                                     (w->focusPolicy() != Qt::NoFocus &&
                                      !qobject_cast<QScrollBar*>(w) && !qobject_cast<QLabel*>(w));
            if (!interactive || w->objectName().startsWith(QLatin1String("qt_"))) continue;
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
            QVERIFY(iface);
            const QString name = iface->text(QAccessible::Name);
            if (!hasWords(name))
                nameless << QStringLiteral("%1 \"%2\" in %3: \"%4\"")
                                .arg(w->metaObject()->className(), w->objectName(),
                                     w->parentWidget()
                                         ? w->parentWidget()->metaObject()->className()
                                         : "",
                                     name);
            ++checked;
        }
        QVERIFY2(nameless.isEmpty(), qPrintable(nameless.join(QStringLiteral("; "))));
        QVERIFY(checked > 10);
    }

    /// Help → Keyboard lists every game with its keys, and the window's shortcuts.
    void keyboardHelp() {
        MainWindow window;
        const QString page = KeyboardHelp::html(window.menuBar());
        for (const grundy::GameInfo* info : grundy::catalogue()) {
            const GameHome& home = homeOf(info->kind);
            QVERIFY2(page.contains(home.name().toHtmlEscaped()), qPrintable(home.name()));
            QVERIFY(!home.keyboardPlay().empty());
            for (const KeyUse& use : home.keyboardPlay()) {
                QVERIFY2(page.contains(use.keys.toHtmlEscaped()), qPrintable(use.keys));
                QVERIFY2(page.contains(use.action.toHtmlEscaped()), qPrintable(use.action));
            }
        }
        QVERIFY(page.contains(inwindow::undoAction(window)->shortcut().toString(QKeySequence::NativeText)));
        QVERIFY(page.contains(inwindow::hintAction(window)->shortcut().toString(QKeySequence::NativeText)));
        // The page is reached from the Help menu.
        QAction* keys = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction* a : menu->menu()->actions())
                    if (a->text() == tr("&Keyboard…")) keys = a;
        QVERIFY(keys);
        keys->trigger();
        auto* dialog = window.findChild<KeyboardHelp*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->close();
    }

private:
    QTemporaryDir m_settings;
};

QTEST_MAIN(TstAccessible)
#include "tst_accessible.moc"
