// SPDX-License-Identifier: MIT
#include "window/mainwindow.h"

#include "boards/boardaccessible.h"
#include "boards/boardview.h"
#include "common/presentation.h"
#include "common/settings.h"
#include "explain/explainpanel.h"
#include "games/gamehome.h"
#include "grid/gridaccessible.h"
#include "grid/griddock.h"
#include "grid/gridpanel.h"
#include "grid/wythoffgridview.h"
#include "history/valuehistorypanel.h"
#include "sgtable/sgtableswindow.h"
#include "window/backgroundwork.h"
#include "window/coachbar.h"
#include "window/gamefiles.h"
#include "window/hinttext.h"
#include "window/moveannouncer.h"
#include "window/remotenessline.h"
#include "window/retranslatingbox.h"
#include "window/sidepanel.h"
#include "window/statistics.h"
#include "window/thememenu.h"
#include "window/turnwords.h"
#include "window/unsavedguard.h"
#include "window/windowmenus.h"
#include "window/windowsettings.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QSignalBlocker>
#include <QTimer>

using grundy::Seat;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    // The look before any widget: restyling a built window polishes every widget again,
    // and the menu bar asks the style for an icon when it is made.
    ThemeMenu::applyRemembered();
    new statistics::Recorder(&m_session, this);
    // Screen readers see the painted boards' piles and cells (boardaccessible.h).
    BoardAccessible::install();
    GridAccessible::install();
    m_side = new SidePanel(this);
    m_remoteness = new RemotenessLine(m_side);
    m_side->addLine(m_remoteness);
    createDocks();
    createCentre();
    m_files = new GameFiles(this, &m_session, m_background,
                            [this](grundy::GameRecord record) { loadGame(std::move(record)); });
    m_menus = new WindowMenus(this, &m_session, m_files->guard(),
                              {m_grid, m_explainDock, m_history});
    m_side->addActionRow({m_menus->pause, m_menus->step});
    m_side->addActionRow({m_menus->hint, m_explainDock->toggleViewAction()});
    m_side->addActionRow({m_menus->undo, m_menus->redo});
    m_side->addActionRow({m_menus->restart, m_menus->newGame});
    connectSession();
    connect(m_grid, &GridDock::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 5000); });

    setComputerDelay(Settings::value(Settings::kComputerDelay).toInt());
    resize(1280, 760);
    startGame(GameSetup{grundy::wythoff::Position{grundy::Natural(7), grundy::Natural(11)},
                        {Seat::Human, Seat::Computer}});
    WindowSettings::restore(*this);
}

MainWindow::~MainWindow() {
    // The mode enlarged the application's font: give the rest of the program its own back.
    presentation::setEnabled(this, false);
    // The docks read the session, a member that is gone before the QWidget base closes the
    // window and deletes them: closing asked the value history for its rows of a dead
    // session. They go while it lives.
    hide();
    qDeleteAll(findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly));
}

void MainWindow::createDocks() {
    m_grid = new GridDock(&m_session, this);
    addDockWidget(Qt::RightDockWidgetArea, m_grid);
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
        &m_session, [this](int p) { return TurnWords(m_session).playerName(p); }, this);
    // Beside the explanation, under the board: on the right, with the board and the side
    // panel, it made a 1024-pixel screen too narrow for six piles.
    splitDockWidget(m_explainDock, m_history->addDockTo(this), Qt::Horizontal);
}

void MainWindow::createCentre() {
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
}

void MainWindow::connectSession() {
    connect(&m_session, &GameSession::positionChanged, this, &MainWindow::refresh);
    connect(&m_session, &GameSession::historyChanged, this, &MainWindow::refresh);
    connect(&m_session, &GameSession::pausedChanged, this, &MainWindow::refresh);
    m_announcer = new MoveAnnouncer(statusBar(), this);
    // A new move of the computer is announced; refresh() keeps the line to the game after.
    connect(&m_session, &GameSession::moveMade, m_announcer,
            [this](const GameSession::Entry& entry) {
                if (m_session.seat(entry.by) == Seat::Computer)
                    m_announcer->announce(TurnWords(m_session).describeMove(entry));
            });
    connect(&m_session, &GameSession::gameOver, this, &MainWindow::onGameOver);
}

void MainWindow::nameBoard() {
    if (m_board) m_board->setAccessibleName(tr("%1 board").arg(homeOf(m_session.kind()).name()));
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_menus) {
        m_menus->retranslate();
        nameBoard();
        refresh(); // the turn, the board's line, the history
    }
}

void MainWindow::setPresentationMode(bool on) {
    const bool was = presentation::isEnabled(this);
    // The room the board's pieces have now: they keep it beside the larger words.
    const int pieces = m_board ? m_board->height() - m_board->wordsHeight() : 0;
    presentation::setEnabled(this, on);
    m_menus->presentation->setChecked(on);
    m_explain->setMinimumWidth(int(280 * presentation::scale(this)));
    fitAfterLayout(on && !was && m_board && m_board->isVisible() ? pieces : 0);
}

void MainWindow::setPresentationModeWhenShown(bool on) {
    m_presentWhenShown = on && !isVisible();
    if (!m_presentWhenShown) return setPresentationMode(on);
    const QSignalBlocker quiet(m_menus->presentation); // checked now, applied when shown
    m_menus->presentation->setChecked(true);
}

void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (m_presentWhenShown) {
        m_presentWhenShown = false;
        setPresentationMode(true); // laid out in normal mode, not painted yet
        return;
    }
    fitAfterLayout();
}

void MainWindow::fitAfterLayout(int piecesHeight, int round) {
    QTimer::singleShot(0, this, [this, piecesHeight, round] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        // A part's minimum grown while it was laid out (a font, a board) may have grown
        // the window past the screen; the layout keeps it no smaller than its minimum.
        WindowSettings::fitToScreen(*this);
        // The words as they wrap at the board's new width: a narrow board's caption in the
        // larger font took two lines more than before the switch, and Wythoff's stones
        // came out smaller than in normal mode.
        if (!m_board || m_board->height() - m_board->wordsHeight() >= piecesHeight) return;
        QList<QDockWidget*> docks;
        QList<int> heights;
        int missing = piecesHeight - (m_board->height() - m_board->wordsHeight());
        for (QDockWidget* dock : findChildren<QDockWidget*>()) {
            const Qt::DockWidgetArea area = dockWidgetArea(dock);
            if (dock->isHidden() || dock->isFloating() ||
                (area != Qt::BottomDockWidgetArea && area != Qt::TopDockWidgetArea))
                continue;
            const int give = std::min(missing, dock->height() - dock->minimumSizeHint().height());
            if (give <= 0) continue;
            docks << dock;
            heights << dock->height() - give;
            missing -= give;
        }
        if (docks.isEmpty()) return;
        resizeDocks(docks, heights, Qt::Vertical);
        // Laid out now: left to a later pass, a second round's sizes were lost.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        // The docks' new sizes may narrow the board and wrap its words again: look once
        // more (a few rounds at most, as each takes only what the docks can give).
        if (round < 3) fitAfterLayout(piecesHeight, round + 1);
    });
}

void MainWindow::setComputerDelay(int ms) {
    m_session.setComputerDelay(ms);
    m_menus->showDelay(ms);
}

bool MainWindow::openFile(const QString& path) { return m_files->openFile(path); }
bool MainWindow::saveFile(const QString& path) { return m_files->saveFile(path); }
void MainWindow::setRecordFile(const QString& path) { m_files->setRecordFile(path); }
void MainWindow::open() { m_files->open(); }
bool MainWindow::save() { return m_files->save(); }

void MainWindow::loadGame(grundy::GameRecord record) {
    const std::optional<grundy::GameKind> keptBoard = m_boardKind;
    m_boardKind.reset(); // the game gets a fresh board, made once by refresh()
    try {
        m_session.load(std::move(record));
    } catch (...) {
        m_boardKind = keptBoard; // the game did not change, nor does its board
        throw;
    }
    refresh();
}

void MainWindow::replaceBoard() {
    const GameHome& home = homeOf(m_session.kind());
    BoardView* board = home.createBoard(m_session.position(), this);
    if (m_board) {
        m_boardColumn->removeWidget(m_board);
        m_board->setParent(nullptr); // gone from the window's children at once
        m_board->deleteLater();
    }
    m_board = board;
    nameBoard();
    m_boardKind = m_session.kind();
    m_boardColumn->addWidget(m_board, 1);
    connect(m_board, &BoardView::moveRequested, this, [this](const grundy::AnyMove& move) {
        QString why;
        if (!m_session.playHumanMove(move, &why)) statusBar()->showMessage(why, 5000);
    });
    m_grid->startFollowing();
    m_board->setFocus();
}

void MainWindow::refresh() {
    // A new game of another kind announces its position before startGame() replaces the
    // board: a board is never shown a game it was not made for.
    if (!m_boardKind || *m_boardKind != m_session.kind()) replaceBoard();
    if (!m_board) return;
    const TurnWords words(m_session);
    const auto& history = m_session.history();
    std::optional<grundy::AnyMove> last;
    if (!history.empty()) last = history.back().move;
    m_board->setPosition(m_session.position(), last);
    const bool over = m_session.isOver();
    const bool demo = words.isDemonstration();
    m_board->setIdleText(words.idle()); // its line while nobody may click it
    m_board->setInteractive(!over && m_session.humanToMove());
    m_side->setTurnText(words.turn(m_coach->isNoteShown()), !over && m_session.humanToMove());
    m_remoteness->update(m_session);
    m_side->setComputerText(words.computer());
    m_announcer->show(words.statusLine()); // the result once the game is over
    // Only the moves that changed are passed on; a row's text is made when it is shown.
    m_side->setHistory(
        int(history.size()), [&history](int row) { return history[std::size_t(row)].id; },
        [this](int row) {
            const auto moves = m_session.history();
            return std::size_t(row) < moves.size()
                       ? TurnWords(m_session).describeMove(moves[std::size_t(row)])
                       : QString();
        });
    // A demonstration says why each move was made, in the words of the explanation.
    m_side->setHintText(words.demonstrationWhy());
    m_explain->setPosition(m_session.position());
    m_menus->undo->setEnabled(m_session.canUndo());
    m_menus->redo->setEnabled(m_session.canRedo());
    m_menus->hint->setEnabled(!over && m_session.humanToMove());
    m_menus->hint->setVisible(!demo);
    m_menus->pause->setVisible(demo);
    m_menus->pause->setEnabled(!over); // nothing is left to pause once the game has ended
    // A pressed "Pause" does not say how to go on: the checked action reads "Resume".
    m_menus->pause->setText(m_session.isPaused() ? tr("&Resume") : tr("&Pause"));
    m_menus->step->setVisible(demo);
    m_menus->step->setEnabled(!over && m_session.isPaused());
    m_grid->follow();
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
        if (!setup.note.isEmpty()) statusBar()->showMessage(setup.note, 15000);
        // The record file was written as the game started.
        m_files->guard()->setFile(m_files->recordFile());
    });
}

void MainWindow::onGameOver(int winner) {
    delete m_gameOverBox; // the record file is written first (GameFiles)
    auto* box = new RetranslatingBox(QMessageBox::Information, this);
    box->setObjectName("gameOverBox");
    m_gameOverBox = box;
    QPushButton* again = box->addButton(QString(), QMessageBox::AcceptRole);
    QPushButton* fresh = box->addButton(QString(), QMessageBox::ActionRole);
    m_history->addReviewButton(box);
    box->addButton(QMessageBox::Close);
    const grundy::GameKind kind = m_session.kind();
    const grundy::Convention play = grundy::conventionOf(m_session.position());
    box->setTexts([this, winner, kind, play, again, fresh](QMessageBox& b) {
        b.setWindowTitle(tr("Game over"));
        const TurnWords words(m_session);
        b.setText(homeOf(kind).endOfGameText(words.isYou(winner), words.playerName(winner), play));
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

void MainWindow::showHint() {
    const Hint hint = HintText::make(m_session.position(), m_session.hint());
    if (hint.move) m_board->showHint(*hint.move);
    m_side->setHintText(hint.text);
}

void MainWindow::newGame() {
    if (!m_files->guard()->mayReplaceGame()) return;
    NewGameDialog dialog(this); // as it was left (its last choices)...
    // ...for the game being played: a game started from the command line or a file
    // opened offered the dialog's last game (Wythoff, on a first start) instead.
    dialog.setGame(m_session.kind());
    if (dialog.exec() == QDialog::Accepted) startGame(dialog.setup());
}

void MainWindow::showSgTables() {
    // Made on first use: it starts computing at once, which start-up need not pay for.
    if (!m_sgTables) {
        m_sgTables = new SgTablesWindow(m_grid->panel()->view()->sgTableCache(), this);
        m_sgTables->setWindowFlag(Qt::Window);
        m_sgTables->resize(1100, 640);
        WindowSettings::fitToScreen(*m_sgTables); // a projector's 1024x768 is smaller
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

void MainWindow::offerUnfinishedGame() {
    m_files->guard()->offerKeptGame(
        [this](grundy::GameRecord kept) {
            const grundy::AnyPosition start = kept.start; // its tables first, in the background
            m_background->whenTablesReady(start, [this, record = std::move(kept)]() mutable {
                loadGame(std::move(record));
            });
        },
        [this] { newGame(); });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    m_files->guard()->keepForNextStart();
    WindowSettings::save(*this);
    QMainWindow::closeEvent(event);
}
