// SPDX-License-Identifier: MIT
#include "history/reviewdialog.h"

#include "common/exporter.h"
#include "common/messagetext.h"
#include "common/settings.h"
#include "games/gamehome.h"
#include "history/valuehistorymodel.h"
#include "session/gamesession.h"

#include <QAbstractButton>
#include <QAbstractTableModel>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QTextDocument>
#include <QUndoStack>
#include <QVBoxLayout>

using grundy::Verdict;

namespace {

enum Column { IndexColumn, PlayerColumn, MoveColumn, VerdictColumn, BetterColumn, ColumnCount };

} // namespace

/// The review's moves as a table, each cell's text made when it is asked for.
class ReviewModel : public QAbstractTableModel {
public:
    ReviewModel(const ReviewDialog* dialog, std::size_t rows, QObject* parent)
        : QAbstractTableModel(parent), m_dialog(dialog), m_rows(int(rows)) {}

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : m_rows;
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : ColumnCount;
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid()) return {};
        const bool mistake =
            m_dialog->review().moves[std::size_t(index.row())].verdict == Verdict::Mistake;
        switch (role) {
        case Qt::DisplayRole:
            return m_dialog->cellText(index.row(), index.column());
        case Qt::FontRole:
        case Qt::BackgroundRole:
            return mistake ? ValueHistoryModel::mistakeLook(role) : QVariant();
        }
        return {};
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override {
        if (orientation == Qt::Horizontal && role == Qt::DisplayRole) return header(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    static QString header(int column) {
        switch (column) {
        case IndexColumn:
            return ReviewDialog::tr("Move");
        case PlayerColumn:
            return ReviewDialog::tr("Player");
        case MoveColumn:
            return ReviewDialog::tr("Played");
        case VerdictColumn:
            return ReviewDialog::tr("Verdict");
        case BetterColumn:
            return ReviewDialog::tr("A winning move instead");
        }
        return {};
    }

private:
    const ReviewDialog* m_dialog;
    int m_rows;
};

ReviewDialog::ReviewDialog(GameSession* session, std::function<QString(int)> names, QWidget* parent)
    : QDialog(parent), m_session(session), m_names(std::move(names)), m_summary(new QLabel(this)),
      m_model(nullptr), m_table(new QTableView(this)), m_firstMistake(new QPushButton(this)),
      m_goBack(new QPushButton(this)), m_changed(new QLabel(this)) {
    m_record = session->record();
    m_review = grundy::review(m_record);
    m_title = tr("Review of a game of %1").arg(homeOf(session->kind()).name());
    m_model = new ReviewModel(this, m_review.moves.size(), this);
    for (const GameSession::Entry& e : session->history())
        m_ids.push_back(e.id);

    setWindowTitle(m_title);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_changed->setWordWrap(true);
    m_changed->setText(tr("The game has changed since this review was made: open the review "
                          "again to go back to its moves."));
    m_changed->hide();
    m_firstMistake->setText(tr("Go to the &First Mistake"));
    m_firstMistake->setEnabled(m_review.firstMistake.has_value());
    m_goBack->setText(tr("Take the Game &Back to This Move"));
    m_goBack->setEnabled(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* printButton = buttons->addButton(tr("&Print\u2026"), QDialogButtonBox::ActionRole);
    QPushButton* pdfButton =
        buttons->addButton(tr("Export as P&DF\u2026"), QDialogButtonBox::ActionRole);
    QPushButton* textButton =
        buttons->addButton(tr("&Export as Text\u2026"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(printButton, &QPushButton::clicked, this, &ReviewDialog::print);
    connect(pdfButton, &QPushButton::clicked, this, [this] { askAndExport(true); });
    connect(textButton, &QPushButton::clicked, this, [this] { askAndExport(false); });
    connect(m_firstMistake, &QPushButton::clicked, this, [this] {
        if (m_review.firstMistake) goToMove(*m_review.firstMistake);
    });
    connect(m_goBack, &QPushButton::clicked, this,
            [this] { goToMove(std::size_t(m_table->currentIndex().row()) + 1); });
    connect(m_table, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { goToMove(std::size_t(index.row()) + 1); });

    auto* actions = new QHBoxLayout;
    actions->addWidget(m_firstMistake);
    actions->addWidget(m_goBack);
    actions->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(actions);
    layout->addWidget(m_changed);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    fillSummary();
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("The moves of the game, each with its verdict"));
    if (auto* corner = m_table->findChild<QAbstractButton*>())
        corner->setAccessibleName(tr("Select every move"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { m_goBack->setEnabled(current.isValid()); });
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    // Measuring every row of a long game costs more than the rest of the dialog: the first
    // rows give the widths (the last column stretches).
    m_table->horizontalHeader()->setResizeContentsPrecision(64);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    resize(760, 480);
}

void ReviewDialog::fillSummary() {
    QStringList lines;
    for (int player = 0; player < 2; ++player) {
        // Whole sentences for none, one and more: English has no plural forms without a
        // translation file.
        const std::size_t count = m_review.mistakes[std::size_t(player)];
        if (count == 0)
            lines << tr("%1 made no mistakes.").arg(m_names(player));
        else if (count == 1)
            lines << tr("%1 made one mistake.").arg(m_names(player));
        else
            lines << tr("%1 made %2 mistakes.").arg(m_names(player)).arg(count);
    }
    if (m_review.firstMistake)
        lines << tr("First mistake: move %1 (%2).")
                     .arg(*m_review.firstMistake)
                     .arg(m_names(m_review.moves[*m_review.firstMistake - 1].by));
    else
        lines << tr("No mistakes: no move gave a won position away.");
    m_summary->setText(lines.join(QLatin1Char('\n')));
}

QString ReviewDialog::cellText(int row, int column) const {
    const grundy::ReviewedMove& m = m_review.moves[std::size_t(row)];
    const grundy::AnyPosition& before =
        row == 0 ? m_record.start : m_record.moves[std::size_t(row) - 1].position;
    switch (column) {
    case IndexColumn:
        return QString::number(m.index);
    case PlayerColumn:
        return m_names(m.by);
    case MoveColumn:
        return MessageText::text(grundy::describeMove(before, m.move));
    case VerdictColumn:
        return ValueHistoryModel::verdictText(m.verdict);
    case BetterColumn:
        return m.better ? MessageText::text(grundy::describeMove(before, *m.better)) : QString();
    }
    return {};
}

bool ReviewDialog::sameGame() const {
    const auto history = m_session->history();
    const std::size_t shared = std::min(history.size(), m_ids.size());
    for (std::size_t i = 0; i < shared; ++i)
        if (history[i].id != m_ids[i]) return false;
    // Moves taken back stay on the undo stack until another move replaces them.
    return m_session->undoStack()->count() >= int(m_ids.size());
}

bool ReviewDialog::goToMove(std::size_t index) {
    if (index < 1 || index > m_review.moves.size()) return false;
    m_table->setCurrentIndex(m_model->index(int(index) - 1, 0));
    m_table->scrollTo(m_table->currentIndex());
    if (!sameGame()) {
        m_changed->show();
        return false;
    }
    if (m_session->seat(0) == grundy::Seat::Computer &&
        m_session->seat(1) == grundy::Seat::Computer)
        m_session->setPaused(true); // a demonstration waits at the move chosen
    m_session->undoStack()->setIndex(int(index) - 1);
    return true;
}

QString ReviewDialog::html() const {
    QString out = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head>"
                                 "<body><h2>%1</h2>")
                      .arg(m_title.toHtmlEscaped());
    for (const QString& line : m_summary->text().split(QLatin1Char('\n')))
        out += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    out += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr>");
    for (int c = 0; c < ColumnCount; ++c)
        out += QStringLiteral("<th>%1</th>").arg(ReviewModel::header(c).toHtmlEscaped());
    out += QStringLiteral("</tr>");
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const bool mistake = m_review.moves[std::size_t(r)].verdict == Verdict::Mistake;
        out += QStringLiteral("<tr>");
        for (int c = 0; c < ColumnCount; ++c) {
            const QString text = cellText(r, c).toHtmlEscaped();
            out += mistake ? QStringLiteral("<td><b>%1</b></td>").arg(text)
                           : QStringLiteral("<td>%1</td>").arg(text);
        }
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table></body></html>");
}

QString ReviewDialog::plainText() const {
    QString out = m_title + QStringLiteral("\n\n") + m_summary->text() + QStringLiteral("\n\n");
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < ColumnCount; ++c)
            if (const QString text = cellText(r, c); !text.isEmpty()) cells << text;
        out += cells.join(QStringLiteral("  |  ")) + QLatin1Char('\n');
    }
    return out;
}

bool ReviewDialog::exportPdf(const QString& path, QString* error) const {
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    printer.setDocName(m_title);
    QTextDocument document;
    document.setHtml(html());
    document.print(&printer);
    if (QFileInfo(path).size() > 0) return true;
    if (error) *error = tr("Could not write the PDF file \u201c%1\u201d.").arg(path);
    return false;
}

bool ReviewDialog::exportText(const QString& path, QString* error) const {
    const bool asHtml = path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
                        path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        file.write((asHtml ? html() : plainText()).toUtf8());
        if (file.commit()) return true;
    }
    if (error) *error = tr("Could not write \u201c%1\u201d: %2").arg(path, file.errorString());
    return false;
}

void ReviewDialog::print() {
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_title);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted) return;
    QTextDocument document;
    document.setHtml(html());
    document.print(&printer);
}

void ReviewDialog::askAndExport(bool pdf) {
    const QString start = Settings::lastFolder() +
                          (pdf ? QStringLiteral("/review.pdf") : QStringLiteral("/review.txt"));
    const QString path =
        pdf ? Exporter::askFile(this, tr("Export the Review as PDF"), start,
                                tr("PDF documents (*.pdf)"), true, QStringLiteral("pdf"))
            : Exporter::askFile(this, tr("Export the Review"), start,
                                tr("Text (*.txt);;Web pages (*.html)"), true,
                                QStringLiteral("txt"));
    if (path.isEmpty()) return;
    Settings::rememberFolderOf(path);
    QString error;
    if (!(pdf ? exportPdf(path, &error) : exportText(path, &error)))
        QMessageBox::warning(this, tr("Export"), error);
}
