// SPDX-License-Identifier: MIT
#include "history/valuehistorypanel.h"

#include "common/exporter.h"
#include "history/reviewdialog.h"
#include "history/valuehistorymodel.h"
#include "session/gamesession.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <vector>

namespace {

constexpr int kCellPadding = 8; ///< pixels each side of a cell's text in the picture

} // namespace

ValueHistoryPanel::ValueHistoryPanel(GameSession* session, std::function<QString(int)> names,
                                     QWidget* parent)
    : QWidget(parent), m_session(session), m_model(new ValueHistoryModel(session, names, this)),
      m_note(new QLabel(this)), m_export(new QToolButton(this)),
      m_exportPng(new QAction(this)), m_exportSvg(new QAction(this)), m_review(new QAction(this)),
      m_names(names) {
    m_note->setWordWrap(true);
    setMinimumWidth(460); // every column but the move in full, the move beside them

    auto* menu = new QMenu(m_export);
    menu->addActions({m_exportPng, m_exportSvg});
    m_export->setMenu(menu);
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto* top = new QHBoxLayout;
    top->addWidget(m_note, 1);
    top->addWidget(m_export, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);

    connect(session, &GameSession::historyChanged, this, &ValueHistoryPanel::follow);
    connect(m_review, &QAction::triggered, this, &ValueHistoryPanel::openReview);
    m_review->setEnabled(false);
    connect(session, &GameSession::historyChanged, this,
            [this] { m_review->setEnabled(!m_session->history().empty()); });
    connect(m_exportPng, &QAction::triggered, this, [this] { exportInteractive(false); });
    connect(m_exportSvg, &QAction::triggered, this, [this] { exportInteractive(true); });
    retranslate();
}

void ValueHistoryPanel::makeView() {
    if (m_view) return;
    m_view = new QTableView(this);
    m_view->setObjectName("valueHistoryView");
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // One line a turn: a long game stays readable without scrolling page after page.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Widths from the rows in view only: a long game's rows are not all measured (nor their
    // remoteness searched) to lay out the ones on screen.
    m_view->horizontalHeader()->setResizeContentsPrecision(0);
    m_view->setWordWrap(false);
    static_cast<QVBoxLayout*>(layout())->addWidget(m_view, 1);
    connect(m_view, &QTableView::clicked, this,
            [this](const QModelIndex& index) { goToTurn(index.row()); });
    retranslateView();
    m_view->show(); // made in the panel's showEvent, after its children were shown
}

QDockWidget* ValueHistoryPanel::addDockTo(QMainWindow* window) {
    m_dock = new QDockWidget(window);
    m_dock->setObjectName("valueHistoryDock");
    m_dock->setWidget(this);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide(); // off until asked for, like the Explain panel
    retranslate();
    return m_dock;
}

bool ValueHistoryPanel::goToTurn(int row) {
    const int made = int(m_session->history().size());
    if (row < 0 || row >= made) return false;
    // A demonstration would play on at once: it waits at the turn chosen.
    if (m_session->seat(0) == grundy::Seat::Computer &&
        m_session->seat(1) == grundy::Seat::Computer)
        m_session->setPaused(true);
    m_session->undoStack()->setIndex(row);
    return true;
}

ReviewDialog* ValueHistoryPanel::openReview() {
    if (m_session->history().empty()) return nullptr;
    auto* dialog = new ReviewDialog(m_session, m_names, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show(); // beside the window: going back to a move shows it on the board
    return dialog;
}

void ValueHistoryPanel::addReviewButton(QMessageBox* box) {
    QPushButton* button = box->addButton(tr("Re&view the Game"), QMessageBox::ActionRole);
    connect(button, &QPushButton::clicked, this, &ValueHistoryPanel::openReview);
    m_reviewButton = button; // speaks a new language with the box (retranslate)
}

void ValueHistoryPanel::retranslate() {
    if (m_dock) {
        m_dock->setWindowTitle(tr("Value History"));
        m_dock->toggleViewAction()->setText(tr("Value Hi&story"));
    }
    m_note->setText(tr("One row per turn. Click a turn to take the game back to it."));
    if (m_reviewButton) m_reviewButton->setText(tr("Re&view the Game"));
    m_export->setText(tr("Export"));
    m_export->setToolTip(tr("Save the whole history as a picture"));
    m_review->setText(tr("Re&view the Game\u2026"));
    m_exportPng->setText(tr("Export History as &PNG\u2026"));
    m_exportSvg->setText(tr("Export History as &SVG\u2026"));
    m_model->retranslate();
    retranslateView();
}

void ValueHistoryPanel::retranslateView() {
    if (!m_view) return;
    m_view->setAccessibleName(tr("Value history, one row per turn"));
    // The table's corner button (select all) is a button of its own to a screen reader.
    if (auto* corner = m_view->findChild<QAbstractButton*>())
        corner->setAccessibleName(tr("Select every turn"));
    // The verdicts come after their rows (with the next turn), when the header has already
    // sized the column to what it held: it is as wide as the longest verdict from the start.
    QFont bold = font();
    bold.setBold(true);
    int verdictWidth = fontMetrics().horizontalAdvance(
        ValueHistoryModel::headerText(ValueHistoryModel::VerdictColumn));
    for (const auto v :
         {grundy::Verdict::Winning, grundy::Verdict::Mistake, grundy::Verdict::Forced})
        verdictWidth = std::max(
            verdictWidth, QFontMetrics(bold).horizontalAdvance(ValueHistoryModel::verdictText(v)));
    m_view->horizontalHeader()->setSectionResizeMode(ValueHistoryModel::VerdictColumn,
                                                     QHeaderView::Fixed);
    m_view->horizontalHeader()->resizeSection(ValueHistoryModel::VerdictColumn, verdictWidth + 16);
}

void ValueHistoryPanel::follow() {
    m_stale = true;
    if (!isVisible() || !m_view) return; // the first show makes the table and catches up
    catchUp();
    m_view->scrollToBottom();          // the turn now, as the game runs
    m_view->resizeColumnsToContents(); // a row turned bold (a mistake) may be wider
}

void ValueHistoryPanel::catchUp() const {
    if (!m_stale) return;
    m_model->refresh();
    m_stale = false;
}

void ValueHistoryPanel::showEvent(QShowEvent* event) {
    makeView();
    QWidget::showEvent(event);
    if (m_stale) follow();
}

void ValueHistoryPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

std::vector<int> ValueHistoryPanel::columnWidths() const {
    const QFontMetrics metrics(font());
    std::vector<int> widths;
    for (int c = 0; c < ValueHistoryModel::ColumnCount; ++c) {
        int w = metrics.horizontalAdvance(ValueHistoryModel::headerText(c));
        for (int r = 0; r < m_model->rowCount(); ++r)
            w = std::max(w, metrics.horizontalAdvance(m_model->text(r, c)));
        widths.push_back(w + 2 * kCellPadding);
    }
    return widths;
}

QSize ValueHistoryPanel::pictureSize() const {
    const std::vector<int> widths = columnWidths();
    return {std::accumulate(widths.begin(), widths.end(), 0),
            (m_model->rowCount() + 1) * (QFontMetrics(font()).height() + kCellPadding)};
}

void ValueHistoryPanel::paintPicture(QPainter& painter) const {
    const int rowHeight = QFontMetrics(font()).height() + kCellPadding;
    const std::vector<int> widths = columnWidths();
    const int width = std::accumulate(widths.begin(), widths.end(), 0);
    QFont bold = font();
    bold.setBold(true);
    painter.setPen(Qt::black);
    for (int r = -1; r < m_model->rowCount(); ++r) {
        const int y = (r + 1) * rowHeight;
        const bool mistake = m_model->verdict(r) == grundy::Verdict::Mistake;
        if (mistake) painter.fillRect(QRect(0, y, width, rowHeight), QColor(250, 215, 215));
        painter.setFont(r < 0 || mistake ? bold : font());
        int x = 0;
        for (int c = 0; c < ValueHistoryModel::ColumnCount; ++c) {
            const QString text = r < 0 ? ValueHistoryModel::headerText(c) : m_model->text(r, c);
            painter.drawText(
                QRect(x + kCellPadding, y, widths[std::size_t(c)] - 2 * kCellPadding, rowHeight),
                Qt::AlignVCenter | Qt::AlignLeft, text);
            x += widths[std::size_t(c)];
        }
        painter.setPen(QColor(190, 190, 190));
        painter.drawLine(0, y + rowHeight - 1, width, y + rowHeight - 1);
        painter.setPen(Qt::black);
    }
}

bool ValueHistoryPanel::exportPng(const QString& path, QString* error) const {
    catchUp();
    m_model->awaitRemoteness(kExportWaitMs);
    return Exporter::savePng(
        path, pictureSize(), [this](QPainter& p) { paintPicture(p); }, error);
}

bool ValueHistoryPanel::exportSvg(const QString& path, QString* error) const {
    catchUp();
    m_model->awaitRemoteness(kExportWaitMs);
    return Exporter::saveSvg(
        path, pictureSize(), [this](QPainter& p) { paintPicture(p); }, tr("Value history"), error);
}

void ValueHistoryPanel::exportInteractive(bool svg) {
    const QString name =
        svg ? QStringLiteral("value-history.svg") : QStringLiteral("value-history.png");
    Exporter::askAndSave(this, name, [this, svg](const QString& path, QString* error) {
        return svg ? exportSvg(path, error) : exportPng(path, error);
    });
}
