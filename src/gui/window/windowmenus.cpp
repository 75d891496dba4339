// SPDX-License-Identifier: MIT
#include "window/windowmenus.h"

#include "common/settings.h"
#include "grid/griddock.h"
#include "history/valuehistorypanel.h"
#include "practice/practiceactions.h"
#include "session/gamesession.h"
#include "window/computerstylemenu.h"
#include "window/keyboardhelp.h"
#include "window/languagemenu.h"
#include "window/maintoolbar.h"
#include "window/mainwindow.h"
#include "window/movevaluesaction.h"
#include "window/statistics.h"
#include "window/thememenu.h"
#include "window/unsavedguard.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMenuBar>

#include <iterator>

WindowMenus::WindowMenus(MainWindow* window, GameSession* session, UnsavedGuard* guard,
                         const Docks& docks)
    : QObject(window), m_explain(docks.explain) {
    newGame = make("newGameAction");
    newGame->setShortcut(QKeySequence::New);
    connect(newGame, &QAction::triggered, window, &MainWindow::newGame);
    open = make("openAction");
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, window, &MainWindow::open);
    save = make("saveAction");
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, window, &MainWindow::save);
    restart = make("restartAction");
    restart->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(restart, &QAction::triggered, session, [session, guard] {
        if (guard->mayReplaceGame()) session->restart();
    });
    undo = make("undoAction");
    undo->setShortcuts(QKeySequence::Undo);
    connect(undo, &QAction::triggered, session, &GameSession::undo);
    redo = make("redoAction");
    redo->setShortcuts(QKeySequence::Redo);
    connect(redo, &QAction::triggered, session, &GameSession::redo);
    hint = make("hintAction");
    hint->setShortcut(Qt::CTRL | Qt::Key_H);
    connect(hint, &QAction::triggered, window, &MainWindow::showHint);
    pause = make("pauseAction");
    pause->setCheckable(true);
    pause->setShortcut(Qt::CTRL | Qt::Key_P);
    connect(pause, &QAction::toggled, session, &GameSession::setPaused);
    connect(session, &GameSession::pausedChanged, pause, &QAction::setChecked);
    step = make("stepAction");
    step->setShortcut(Qt::CTRL | Qt::Key_Period);
    connect(step, &QAction::triggered, session, &GameSession::step);
    quit = make("quitAction");
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, window, &QWidget::close);
    statistics = make("statisticsAction");
    connect(statistics, &QAction::triggered, window, [window] {
        auto* dialog = new statistics::Dialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    tables = make("tablesAction");
    tables->setShortcut(Qt::CTRL | Qt::Key_T);
    connect(tables, &QAction::triggered, window, &MainWindow::showSgTables);
    presentation = make("presentationAction");
    presentation->setCheckable(true);
    QList<QKeySequence> fullScreen{Qt::Key_F11, Qt::CTRL | Qt::SHIFT | Qt::Key_P};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!fullScreen.contains(k)) fullScreen.insert(1, k); // the desktop's own, once
    presentation->setShortcuts(fullScreen);
    connect(presentation, &QAction::toggled, window, &MainWindow::setPresentationMode);
    rules = make("rulesAction");
    rules->setShortcut(QKeySequence::HelpContents);
    connect(rules, &QAction::triggered, window, &MainWindow::showRules);
    keyboardHelp = make("keyboardHelpAction");
    connect(keyboardHelp, &QAction::triggered, window, [window] {
        auto* page = new KeyboardHelp(window->menuBar(), window);
        page->setAttribute(Qt::WA_DeleteOnClose);
        page->open();
    });
    about = make("aboutAction");
    connect(about, &QAction::triggered, window, &MainWindow::showAbout);
    m_explain->toggleViewAction()->setShortcut(Qt::CTRL | Qt::Key_E);
    practice = new PracticeActions(window);
    createMenus(window, session, docks);
    retranslate();
}

QAction* WindowMenus::make(const char* objectName) {
    auto* action = new QAction(parent());
    action->setObjectName(QString::fromLatin1(objectName));
    return action;
}

void WindowMenus::createMenus(MainWindow* window, GameSession* session, const Docks& docks) {
    QMenu* game = m_gameMenu = window->menuBar()->addMenu(QString());
    game->addActions({newGame, open, save});
    game->addSeparator();
    // The Game menu is the window's File menu: a teacher's files sit beside the game's.
    game->addActions(
        {practice->practice, practice->openSet, practice->saveSet, practice->printWorksheet});
    QObject::connect(practice, &PracticeActions::exerciseFinished, practice, &statistics::addPractice);
    game->addSeparator();
    game->addActions({restart, undo, redo, hint, pause, step});
    game->addMenu(new ComputerStyleMenu(session, game));
    game->addAction(docks.history->reviewAction());
    m_delayMenu = game->addMenu(QString());
    auto* delays = new QActionGroup(this);
    for (const int ms : {0, 250, 600, 1500}) { // named in retranslate()
        QAction* a = m_delayMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        delays->addAction(a);
        connect(a, &QAction::triggered, window, [window, ms] {
            window->setComputerDelay(ms);
            Settings::setValue(Settings::kComputerDelay, ms);
        });
    }
    game->addSeparator();
    game->addAction(statistics);
    game->addSeparator();
    game->addAction(quit);

    QMenu* view = m_viewMenu = window->menuBar()->addMenu(QString());
    docks.grid->addToMenu(view);
    view->addSeparator();
    view->addAction(tables);
    QAction* explain = docks.explain->toggleViewAction();
    view->addAction(explain);
    auto* values = new MoveValuesAction(window); // every board follows it (BoardView)
    view->addAction(values);
    view->addAction(docks.history->dock()->toggleViewAction());
    view->addSeparator();
    view->addAction(presentation);
    view->addMenu(new LanguageMenu(view));
    view->addMenu(new ThemeMenu(view));
    auto* toolBar = new MainToolBar(
        {newGame, open, save, undo, redo, hint, explain, docks.grid->toggleViewAction()}, window);
    toolBar->addAction(values);
    window->addToolBar(toolBar);
    view->addAction(toolBar->toggleViewAction());

    QMenu* help = m_helpMenu = window->menuBar()->addMenu(QString());
    help->addActions({rules, keyboardHelp, about});
}

void WindowMenus::showDelay(int ms) {
    for (QAction* a : m_delayMenu->actions())
        a->setChecked(a->data().toInt() == ms);
}

void WindowMenus::retranslate() {
    // A dock names its toggle action after its title: the title first.
    m_explain->setWindowTitle(tr("Explain"));
    m_explain->toggleViewAction()->setText(tr("&Explain the Position"));
    m_gameMenu->setTitle(tr("&Game"));
    newGame->setText(tr("&New Game…"));
    open->setText(tr("&Open…"));
    save->setText(tr("&Save…"));
    restart->setText(tr("&Restart"));
    undo->setText(tr("&Undo"));
    redo->setText(tr("Re&do"));
    hint->setText(tr("&Hint"));
    step->setText(tr("&Step"));
    m_delayMenu->setTitle(tr("&Computer Speed"));
    const QString speeds[] = {tr("Instant"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (int i = 0; i < int(std::size(speeds)); ++i)
        m_delayMenu->actions().at(i)->setText(speeds[i]);
    statistics->setText(tr("S&tatistics…"));
    quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    tables->setText(tr("Sprague–Grundy &Tables…"));
    presentation->setText(tr("&Presentation Mode"));
    presentation->setToolTip(tr("Large text and thick lines, for a projector"));
    m_helpMenu->setTitle(tr("&Help"));
    rules->setText(tr("&Rules of This Game"));
    about->setText(tr("&About Grundy"));
    keyboardHelp->setText(tr("&Keyboard…"));
    practice->retranslate();
}
