// SPDX-License-Identifier: MIT
#include "window/mainwindow.h"

#include "boards/boardaccessible.h"
#include "boards/boardview.h"
#include "common/exporter.h"
#include "common/levelname.h"
#include "common/messagetext.h"
#include "common/presentation.h"
#include "common/recordlimits.h"
#include "common/settings.h"
#include "core/analysis/explain.h"
#include "explain/explainpanel.h"
#include "games/gamehome.h"
#include "grid/gridaccessible.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "history/valuehistorypanel.h"
#include "sgtable/sgtablepanel.h"
#include "sgtable/sgtableswindow.h"
#include "window/backgroundwork.h"
#include "window/coachbar.h"
#include "window/computerstylemenu.h"
#include "window/hinttext.h"
#include "window/keyboardhelp.h"
#include "window/languagemenu.h"
#include "window/maintoolbar.h"
#include "window/moveannouncer.h"
#include "window/movevaluesaction.h"
#include "window/remotenessline.h"
#include "window/retranslatingbox.h"
#include "window/sidepanel.h"
#include "window/statistics.h"
#include "window/thememenu.h"
#include "window/unsavedguard.h"
#include "window/windowsettings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStatusBar>

using grundy::Seat;

namespace {

QString fileFilter() {
    return MainWindow::tr("Grundy games (*.grundy.json *.json);;All files (*)");
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    m_guard = new UnsavedGuard(this, &m_session, [this] { return save(); });
    new statistics::Recorder(&m_session, this);
    // Screen readers see the painted boards' piles and cells (boardaccessible.h).
    BoardAccessible::install();
    GridAccessible::install();
    m_side = new SidePanel(this);
    m_remoteness = new RemotenessLine(m_side);
    m_side->addLine(m_remoteness);
    m_gridPanel = new GridPanel(this);
    m_gridDock = new QDockWidget(this);
    m_gridDock->setObjectName("wythoffGridDock");
    m_gridDock->setWidget(m_gridPanel);
    addDockWidget(Qt::RightDockWidgetArea, m_gridDock);
    // The explanation would spoil the game, so it starts hidden; one click shows it.
    m_explain = new ExplainPanel(this);
    m_explainDock = new QDockWidget(this);
    m_explainDock->setObjectName("explainDock");
    m_explainDock->setWidget(m_explain);
    // Under the board, as wide as the window: beside it, it made the window wider than a
    // 1024-pixel screen (or a projector in presentation mode). The grid keeps its column.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_explainDock);
    m_explainDock->hide();
    m_explain->setMinimumWidth(280); // a binary table and a sentence side by side (scaled)
    m_history = new ValueHistoryPanel(
        &m_session, [this](int p) { return playerName(p); }, this);
    m_history->addDockTo(this);

    createActions();
    createMenus();
    retranslate();
    for (QAction* a : {m_pause, m_step, m_hint, m_explainDock->toggleViewAction(), m_undo, m_redo,
                       m_restart, m_new})
        m_side->addActionButton(a);

    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    m_boardColumn = new QVBoxLayout;
    m_boardColumn->setContentsMargins(0, 0, 0, 0);
    m_coach = new CoachBar(&m_session, central);
    m_boardColumn->addWidget(m_coach);
    layout->addLayout(m_boardColumn, 1);
    // The panel never takes more than it asks for: a longer line in it (the coach's turn
    // words, the remoteness) must not narrow the board under the pointer.
    m_side->setSizePolicy(QSizePolicy::Maximum, m_side->sizePolicy().verticalPolicy());
    layout->addWidget(m_side, 0);
    setCentralWidget(central);
    m_background = new BackgroundWork(&m_session, central, this);
    statusBar()->addPermanentWidget(m_background);

    connect(&m_session, &GameSession::positionChanged, this, &MainWindow::refresh);
    connect(&m_session, &GameSession::historyChanged, this, &MainWindow::refresh);
    // After the guard's own connection: a game recorded to a file is saved, not modified.
    connect(&m_session, &GameSession::historyChanged, this, &MainWindow::writeRecord);
    auto* announcer = new MoveAnnouncer(statusBar(), this);
    connect(&m_session, &GameSession::moveMade, announcer,
            [this, announcer](const GameSession::Entry& entry) {
                if (m_session.seat(entry.by) == Seat::Computer)
                    announcer->announce(describeMove(entry));
            });
    connect(&m_session, &GameSession::historyChanged, announcer, [this, announcer] {
        if (m_session.history().empty()) announcer->label()->clear(); // a new game: no move yet
    });
    connect(&m_session, &GameSession::gameOver, this, &MainWindow::onGameOver);
    connect(m_gridPanel->view(), &WythoffGridView::cellClicked, this,
            &MainWindow::onGridCellClicked);

    setComputerDelay(Settings::value(Settings::kComputerDelay).toInt());
    resize(1280, 760);
    startGame(GameSetup{grundy::wythoff::Position{grundy::Natural(7), grundy::Natural(11)},
                        {Seat::Human, Seat::Computer}});
    WindowSettings::restore(*this);
}

MainWindow::~MainWindow() {
    // The mode enlarged the application's font: give the rest of the program its own back.
    presentation::setEnabled(this, false);
}

void MainWindow::createActions() {
    m_new = new QAction(this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &MainWindow::newGame);
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &MainWindow::open);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::save);
    m_restart = new QAction(this);
    m_restart->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_restart, &QAction::triggered, this, [this] {
        if (m_guard->mayReplaceGame()) m_session.restart();
    });
    m_undo = new QAction(this);
    m_undo->setShortcuts(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, &m_session, &GameSession::undo);
    m_redo = new QAction(this);
    m_redo->setShortcuts(QKeySequence::Redo);
    connect(m_redo, &QAction::triggered, &m_session, &GameSession::redo);
    m_hint = new QAction(this);
    m_hint->setShortcut(Qt::CTRL | Qt::Key_H);
    connect(m_hint, &QAction::triggered, this, &MainWindow::showHint);
    // A demonstration between two computers can be paused and stepped move by move.
    m_pause = new QAction(this);
    m_pause->setCheckable(true);
    m_pause->setShortcut(Qt::CTRL | Qt::Key_P);
    connect(m_pause, &QAction::toggled, &m_session, &GameSession::setPaused);
    connect(&m_session, &GameSession::pausedChanged, m_pause, &QAction::setChecked);
    connect(&m_session, &GameSession::pausedChanged, this, &MainWindow::refresh);
    m_step = new QAction(this);
    m_step->setShortcut(Qt::CTRL | Qt::Key_Period);
    connect(m_step, &QAction::triggered, &m_session, &GameSession::step);
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_rules = new QAction(this);
    m_rules->setShortcut(QKeySequence::HelpContents);
    connect(m_rules, &QAction::triggered, this, &MainWindow::showRules);
    m_presentation = new QAction(this);
    m_presentation->setCheckable(true);
    QList<QKeySequence> fullScreen{Qt::Key_F11, Qt::CTRL | Qt::SHIFT | Qt::Key_P};
    for (const QKeySequence& k : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!fullScreen.contains(k)) fullScreen.insert(1, k); // the desktop's own, once
    m_presentation->setShortcuts(fullScreen);
    connect(m_presentation, &QAction::toggled, this, &MainWindow::setPresentationMode);
    m_about = new QAction(this);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
    m_keyboardHelp = new QAction(this);
    connect(m_keyboardHelp, &QAction::triggered, this, [this] {
        auto* page = new KeyboardHelp(menuBar(), this);
        page->setAttribute(Qt::WA_DeleteOnClose);
        page->open();
    });
}

void MainWindow::createMenus() {
    QMenu* game = m_gameMenu = menuBar()->addMenu(QString());
    game->addActions({m_new, m_open, m_save});
    game->addSeparator();
    game->addActions({m_restart, m_undo, m_redo, m_hint, m_pause, m_step});
    game->addMenu(new ComputerStyleMenu(&m_session, game));
    game->addAction(m_history->reviewAction());
    m_delayMenu = game->addMenu(QString());
    auto* delays = new QActionGroup(this);
    for (const int ms : {0, 250, 600, 1500}) { // named in retranslate()
        QAction* a = m_delayMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(ms);
        delays->addAction(a);
        connect(a, &QAction::triggered, this, [this, ms] {
            setComputerDelay(ms);
            Settings::setValue(Settings::kComputerDelay, ms);
        });
    }
    game->addSeparator();
    m_statistics = game->addAction(QString());
    connect(m_statistics, &QAction::triggered, this, [this] {
        auto* dialog = new statistics::Dialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    game->addSeparator();
    game->addAction(m_quit);

    QMenu* view = m_viewMenu = menuBar()->addMenu(QString());
    QAction* grid = m_gridDock->toggleViewAction();
    grid->setShortcut(Qt::CTRL | Qt::Key_G);
    view->addAction(grid);
    view->addActions({m_gridPanel->showPAction(), m_gridPanel->showLinesAction(),
                      m_gridPanel->showWinningMovesAction()});
    QMenu* exportGrid = m_exportGridMenu = view->addMenu(QString());
    exportGrid->addActions({m_gridPanel->exportPngAction(), m_gridPanel->exportSvgAction()});
    view->addSeparator();
    QAction* tables = m_tables = view->addAction(QString());
    tables->setShortcut(Qt::CTRL | Qt::Key_T);
    connect(tables, &QAction::triggered, this, &MainWindow::showSgTables);
    QAction* explain = m_explainDock->toggleViewAction();
    explain->setShortcut(Qt::CTRL | Qt::Key_E);
    view->addAction(explain);
    auto* values = new MoveValuesAction(this); // every board follows it (BoardView)
    view->addAction(values);
    view->addAction(m_history->dock()->toggleViewAction());
    view->addSeparator();
    view->addAction(m_presentation);
    view->addMenu(new LanguageMenu(view));
    view->addMenu(new ThemeMenu(view));
    auto* toolBar =
        new MainToolBar({m_new, m_open, m_save, m_undo, m_redo, m_hint, explain, grid}, this);
    toolBar->addAction(values);
    addToolBar(toolBar);
    view->addAction(toolBar->toggleViewAction());

    QMenu* help = m_helpMenu = menuBar()->addMenu(QString());
    help->addAction(m_rules);
    help->addAction(m_keyboardHelp);
    help->addAction(m_about);
}

void MainWindow::retranslate() {
    // A dock names its toggle action after its title: the title first.
    m_gridDock->setWindowTitle(tr("Wythoff grid"));
    m_explainDock->setWindowTitle(tr("Explain"));
    m_gameMenu->setTitle(tr("&Game"));
    m_new->setText(tr("&New Game…"));
    m_open->setText(tr("&Open…"));
    m_save->setText(tr("&Save…"));
    m_restart->setText(tr("&Restart"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("Re&do"));
    m_hint->setText(tr("&Hint"));
    m_step->setText(tr("&Step"));
    m_delayMenu->setTitle(tr("Computer &Speed"));
    const QString speeds[] = {tr("Instant"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (int i = 0; i < int(std::size(speeds)); ++i)
        m_delayMenu->actions().at(i)->setText(speeds[i]);
    m_statistics->setText(tr("S&tatistics…"));
    m_quit->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_gridDock->toggleViewAction()->setText(tr("Wythoff &Grid Panel"));
    m_exportGridMenu->setTitle(tr("E&xport the Grid"));
    m_tables->setText(tr("Sprague–Grundy &Tables…"));
    m_explainDock->toggleViewAction()->setText(tr("&Explain the Position"));
    m_presentation->setText(tr("&Presentation Mode"));
    m_presentation->setToolTip(tr("Large text and thick lines, for a projector"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rules->setText(tr("&Rules of This Game"));
    m_about->setText(tr("&About Grundy"));
    m_keyboardHelp->setText(tr("&Keyboard…"));
    nameBoard();
}

void MainWindow::nameBoard() {
    if (m_board) m_board->setAccessibleName(tr("%1 board").arg(homeOf(m_session.kind()).name()));
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(); // the turn, the board's line, the history
    }
}

void MainWindow::setPresentationMode(bool on) {
    presentation::setEnabled(this, on);
    m_presentation->setChecked(on);
    m_explain->setMinimumWidth(int(280 * presentation::scale(this)));
}

void MainWindow::setComputerDelay(int ms) {
    m_session.setComputerDelay(ms);
    for (QAction* a : m_delayMenu->actions())
        a->setChecked(a->data().toInt() == ms);
}

void MainWindow::startGame(const GameSetup& setup) {
    // A large table the game looks up is built first, on a worker thread (backgroundwork.h).
    m_background->whenTablesReady(setup.start, [this, setup] {
        m_session.setPaused(false); // a new game starts running; Restart keeps a pause
        m_boardKind.reset();        // the new game gets a fresh board, made once by refresh()
        m_session.setComputerPlay(
            {setup.level, setup.seed ? *setup.seed : QRandomGenerator::global()->generate()});
        m_session.start(setup.start, setup.players);
        refresh();
        m_guard->setFile(m_recordFile); // written by writeRecord() as the game started
    });
}

void MainWindow::replaceBoard() {
    const GameHome& home = homeOf(m_session.kind());
    BoardView* board = home.createBoard(m_session.position(), this);
    QVBoxLayout* layout = m_boardColumn;
    if (m_board) {
        layout->removeWidget(m_board);
        m_board->deleteLater();
    }
    m_board = board;
    nameBoard();
    m_boardKind = m_session.kind();
    layout->addWidget(m_board, 1);
    connect(m_board, &BoardView::moveRequested, this, [this](const grundy::AnyMove& move) {
        QString why;
        if (!m_session.playHumanMove(move, &why)) statusBar()->showMessage(why, 5000);
    });
    m_gridDock->setVisible(home.usesWythoffGrid());
    m_gridPanel->setAvailable(home.usesWythoffGrid(), m_gridDock->toggleViewAction());
    m_exportGridMenu->menuAction()->setEnabled(home.usesWythoffGrid()); // its items are off too
    m_board->setFocus();
}

bool MainWindow::isYou(int player) const {
    return m_session.seat(player) == Seat::Human && m_session.seat(1 - player) == Seat::Computer;
}

QString MainWindow::playerName(int player) const {
    const Seat me = m_session.seat(player), other = m_session.seat(1 - player);
    if (me == Seat::Human && other == Seat::Computer) return tr("You");
    if (me == Seat::Computer && other == Seat::Human) return tr("The computer");
    if (me == Seat::Human) return tr("Player %1").arg(player + 1);
    return tr("Computer %1").arg(player + 1);
}

QString MainWindow::describeMove(const GameSession::Entry& entry) const {
    // Said again from the move, not entry.description: in the language in effect now.
    return tr("%1: %2").arg(playerName(entry.by),
                            MessageText::text(grundy::describeMove(entry.before, entry.move)));
}

void MainWindow::refresh() {
    // A new game of another kind announces its position before startGame() replaces the
    // board: a board is never shown a game it was not made for.
    if (!m_boardKind || *m_boardKind != m_session.kind()) replaceBoard();
    if (!m_board) return;
    const auto& history = m_session.history();
    std::optional<grundy::AnyMove> last;
    if (!history.empty()) last = history.back().move;
    m_board->setPosition(m_session.position(), last);
    const bool over = m_session.isOver();
    const bool demo = m_session.seat(0) == Seat::Computer && m_session.seat(1) == Seat::Computer;
    // The board's own line while nobody may click it: "waiting for the other player" is
    // wrong when the game is over, and there is no other player for a spectator.
    if (over)
        m_board->setIdleText(tr("Game over. Restart plays it again; New Game starts another."));
    else if (demo && m_session.isPaused())
        m_board->setIdleText(tr("Paused. Step plays one move; Resume lets the computers go on."));
    else if (demo)
        m_board->setIdleText(tr("The computers play each other. Pause to follow move by move."));
    else
        m_board->setIdleText(tr("Waiting for the computer's move."));
    m_board->setInteractive(!over && m_session.humanToMove());

    QString turn;
    if (over) {
        const int w = *m_session.winner();
        turn = isYou(w) ? tr("You won!") : tr("%1 won.").arg(playerName(w));
    } else if (m_session.humanToMove()) {
        turn = isYou(m_session.toMove()) ? tr("Your move")
                                         : tr("%1 to move").arg(playerName(m_session.toMove()));
    } else if (m_session.isPaused() && m_coach->isNoteShown()) {
        turn = tr("See the coach's note above.");
    } else if (m_session.isPaused()) {
        turn = tr("Paused: %1 to move. Step plays one move.").arg(playerName(m_session.toMove()));
    } else {
        turn = tr("%1 is thinking…").arg(playerName(m_session.toMove()));
    }
    for (int player = 0; player < 2; ++player) // which colour is yours, in a game of colours
        if (const QString seat = homeOf(m_session.kind()).seatText(player);
            isYou(player) && !seat.isEmpty())
            turn = tr("%1\n%2").arg(turn, seat);
    m_side->setTurnText(turn, !over && m_session.humanToMove());
    m_remoteness->update(m_session);
    const bool computerPlays =
        m_session.seat(0) == Seat::Computer || m_session.seat(1) == Seat::Computer;
    m_side->setComputerText(
        computerPlays ? tr("Computer: %1").arg(LevelName::of(m_session.computerPlay().level))
                      : QString());
    // Only the moves that changed are passed on; a row's text is made when it is shown.
    m_side->setHistory(
        int(history.size()), [&history](int row) { return history[std::size_t(row)].id; },
        [this](int row) {
            const auto moves = m_session.history();
            return std::size_t(row) < moves.size() ? describeMove(moves[std::size_t(row)])
                                                   : QString();
        });
    m_side->setHintText({});
    m_explain->setPosition(m_session.position());

    m_undo->setEnabled(m_session.canUndo());
    m_redo->setEnabled(m_session.canRedo());
    m_hint->setEnabled(!over && m_session.humanToMove());
    m_pause->setVisible(demo);
    m_pause->setEnabled(!over); // nothing is left to pause once the game has ended
    // A pressed "Pause" does not say how to go on: the checked action reads "Resume".
    m_pause->setText(m_session.isPaused() ? tr("&Resume") : tr("&Pause"));
    m_step->setVisible(demo);
    m_step->setEnabled(!over && m_session.isPaused());
    m_hint->setVisible(!demo);
    // A demonstration says why each move was made, in the words of the explanation.
    if (demo && !history.empty()) {
        const auto& last = history.back();
        m_side->setHintText(
            tr("%1: %2. Why: %3")
                .arg(playerName(last.by),
                     MessageText::text(grundy::describeMove(last.before, last.move)),
                     MessageText::text(grundy::explain::reasonMessage(last.before, last.move))));
    }
    if (homeOf(m_session.kind()).usesWythoffGrid()) {
        const auto piles = grundy::numbersOf(m_session.position());
        m_gridPanel->view()->setPosition(piles[0], piles[1],
                                         grundy::conventionOf(m_session.position()));
    }
}

void MainWindow::onGameOver(int winner) {
    writeRecord();
    delete m_gameOverBox;
    auto* box = new RetranslatingBox(QMessageBox::Information, this);
    m_gameOverBox = box;
    QPushButton* again = box->addButton(QString(), QMessageBox::AcceptRole);
    QPushButton* fresh = box->addButton(QString(), QMessageBox::ActionRole);
    m_history->addReviewButton(box);
    box->addButton(QMessageBox::Close);
    const grundy::GameKind kind = m_session.kind();
    const grundy::Convention play = grundy::conventionOf(m_session.position());
    box->setTexts([this, winner, kind, play, again, fresh](QMessageBox& b) {
        b.setWindowTitle(tr("Game over"));
        b.setText(homeOf(kind).endOfGameText(isYou(winner), playerName(winner), play));
        again->setText(tr("Play &Again"));
        fresh->setText(tr("&New Game…"));
    });
    connect(m_gameOverBox, &QMessageBox::finished, this, [this, again, fresh] {
        QAbstractButton* clicked = m_gameOverBox->clickedButton();
        m_gameOverBox->deleteLater();
        m_gameOverBox = nullptr;
        if (clicked == again) m_session.restart();
        if (clicked == fresh) newGame();
    });
    m_gameOverBox->open();
}

void MainWindow::onGridCellClicked(const grundy::Natural& a, const grundy::Natural& b) {
    const GameHome& home = homeOf(m_session.kind());
    if (!home.usesWythoffGrid()) return;
    const auto move = grundy::moveBetween(
        m_session.position(),
        grundy::positionFrom(home.info(), {a, b}, grundy::optionsOf(m_session.position())));
    if (!move) {
        statusBar()->showMessage(tr("No single move reaches (%1, %2) from here.")
                                     .arg(QString::fromStdString(grundy::toString(a)),
                                          QString::fromStdString(grundy::toString(b))),
                                 5000);
        return;
    }
    QString why;
    if (!m_session.playHumanMove(*move, &why)) statusBar()->showMessage(why, 5000);
}

void MainWindow::showHint() {
    const Hint hint = HintText::make(m_session.position(), m_session.hint());
    if (hint.move) m_board->showHint(*hint.move);
    m_side->setHintText(hint.text);
}

void MainWindow::newGame() {
    if (!m_guard->mayReplaceGame()) return;
    NewGameDialog dialog(this); // as it was left (its last choices)
    if (dialog.exec() == QDialog::Accepted) startGame(dialog.setup());
}

void MainWindow::open() {
    if (!m_guard->mayReplaceGame()) return;
    const QString path =
        Exporter::askFile(this, tr("Open Game"), Settings::lastFolder(), fileFilter(), false);
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    openFile(path);
}

bool MainWindow::save() {
    // A name typed without a suffix is saved as .json, which the Open dialog lists.
    const QString path = Exporter::askFile(this, tr("Save Game"), Settings::lastFolder(),
                                           fileFilter(), true, QStringLiteral("json"));
    if (path.isEmpty()) return false;
    Settings::rememberFolderOf(path);
    return saveFile(path);
}

bool MainWindow::openFile(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    const QString where = QDir::toNativeSeparators(path);
    const auto tooLarge = [&] {
        showError(tr("Cannot open game"), tr("“%1” is too large to be a Grundy game.").arg(name),
                  tr("%1: larger than the %2 MiB limit for a saved game.")
                      .arg(where, QString::number(grundy::kMaxRecordBytes >> 20)));
        return false;
    };
    const auto unreadable = [&](const QString& why) {
        showError(tr("Cannot open game"), tr("“%1” cannot be opened.").arg(name),
                  tr("%1 cannot be read: %2").arg(where, why));
        return false;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return unreadable(file.errorString());
    // Never more than the limit and one byte: a file is measured before it is read; a pipe
    // or a device (/dev/zero) has no size and is read up to the byte past the limit.
    constexpr qint64 limit = qint64(grundy::kMaxRecordBytes);
    if (!file.isSequential() && file.size() > limit) return tooLarge();
    QByteArray text;
    if (!file.isSequential()) text.reserve(file.size() + 1);
    while (text.size() <= limit) {
        const QByteArray more = file.read(std::min<qint64>(limit + 1 - text.size(), 1 << 20));
        if (more.isEmpty()) break;
        text += more;
    }
    if (file.error() != QFileDevice::NoError) return unreadable(file.errorString());
    if (text.size() > limit) return tooLarge();
    file.close();
    // A failed open keeps the game, and so its board (load changes nothing when it throws).
    const std::optional<grundy::GameKind> keptBoard = m_boardKind;
    try {
        grundy::GameRecord record =
            grundy::parseRecord(std::string_view(text.constData(), std::size_t(text.size())));
        text = QByteArray();                      // the game takes its place
        if (!grundy::tablesReady(record.start)) { // opened again once they are built
            m_background->whenTablesReady(record.start, [this, path] { openFile(path); });
            return true;
        }
        m_boardKind.reset();          // the opened game gets a fresh board, made once by refresh()
        m_background->cancelTables(); // a new game waiting for its tables is not wanted
        m_session.load(std::move(record));
    } catch (const grundy::RecordError& e) {
        m_boardKind = keptBoard;
        showError(tr("Cannot open game"),
                  tr("“%1” is not a Grundy game, or it is damaged.").arg(name),
                  tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
        return false;
    } catch (const std::bad_alloc&) {
        m_boardKind = keptBoard;
        showError(tr("Cannot open game"), tr("“%1” is too large to open.").arg(name),
                  tr("%1: there is not enough memory for this game.").arg(where));
        return false;
    } catch (const std::exception& e) { // none is known: the record's checks come first
        m_boardKind = keptBoard;
        showError(tr("Cannot open game"), tr("“%1” cannot be opened.").arg(name),
                  tr("%1: %2").arg(where, QString::fromUtf8(e.what())));
        return false;
    }
    refresh();
    m_guard->setFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

bool MainWindow::saveFile(const QString& path) {
    const grundy::GameRecord record = m_session.record();
    const std::string json = grundy::toJson(record);
    // A file that could not be opened again is not written: the one there is kept.
    if (const QString problem = RecordLimits::gameProblem(record.moves.size(), json.size());
        !problem.isEmpty()) {
        if (path != m_recordFile || !m_recordFileTooLong)
            showError(
                tr("Cannot save game"),
                tr("The game is too long to be saved as “%1”.").arg(QFileInfo(path).fileName()),
                tr("%1: %2. The file is left as it was.")
                    .arg(QDir::toNativeSeparators(path), problem));
        // Saving after every move says so once, not at every move.
        if (path == m_recordFile) m_recordFileTooLong = true;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(json.data(), qint64(json.size())) != qint64(json.size()) || !file.commit()) {
        showError(
            tr("Cannot save game"),
            tr("The game cannot be saved as “%1”.").arg(QFileInfo(path).fileName()),
            tr("%1 cannot be written: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_guard->setFile(path);
    return true;
}

void MainWindow::showError(const QString& title, const QString& text, const QString& detail) {
    m_lastError = text + QLatin1Char('\n') + detail;
    // Window-modal but not blocking: the game stays as it was behind the message. The
    // headline says what happened in plain words; the reader's own words (a path, a
    // parser's message) follow in the informative text.
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setInformativeText(detail);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::writeRecord() {
    if (!m_recordFile.isEmpty()) saveFile(m_recordFile);
}

void MainWindow::offerUnfinishedGame() {
    m_guard->offerKeptGame(
        [this](grundy::GameRecord kept) {
            const grundy::AnyPosition start = kept.start; // its tables first, in the background
            m_background->whenTablesReady(start, [this, record = std::move(kept)]() mutable {
                m_boardKind.reset(); // the kept game gets a fresh board, made once by refresh()
                m_session.load(std::move(record));
                refresh();
            });
        },
        [this] { newGame(); });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_guard->keepForNextStart();
    WindowSettings::save(*this);
    QMainWindow::closeEvent(event);
}

SgTablePanel* MainWindow::sgTables() const {
    return m_sgTables ? m_sgTables->wythoffPage() : nullptr;
}

void MainWindow::showSgTables() {
    // Made on first use: it starts computing at once, which start-up need not pay for.
    if (!m_sgTables) {
        m_sgTables = new SgTablesWindow(m_gridPanel->view()->sgTableCache(), this);
        m_sgTables->setWindowFlag(Qt::Window);
        m_sgTables->resize(1100, 640);
    }
    m_sgTables->show();
    m_sgTables->raise();
    m_sgTables->activateWindow();
}

void MainWindow::showRules() {
    const GameHome& home = homeOf(m_session.kind());
    const grundy::Convention play = grundy::conventionOf(m_session.position());
    auto* box = new RetranslatingBox(QMessageBox::Information, this);
    box->setStandardButtons(QMessageBox::Close);
    box->setTextFormat(Qt::RichText);
    box->setTexts([&home, play](QMessageBox& b) {
        b.setWindowTitle(home.name());
        b.setText(home.rulesHtml(play));
    });
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About Grundy"),
        tr("<h3>Grundy %1</h3><p>Impartial games against a computer that never makes a "
           "mistake: the Bash game, Nim, Wythoff's game and the rest of the Sprague–Grundy "
           "course, ten games in all, in normal and misère play.</p><p>Every decision is "
           "exact at every size.</p>")
            .arg(QApplication::applicationVersion()));
}
