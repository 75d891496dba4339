// SPDX-License-Identifier: MIT
#include "worksheet/worksheetwriter.h"

#include "boards/boardview.h"
#include "common/messagetext.h"
#include "common/theme.h"
#include "core/games/sum/component.h"
#include "games/gamehome.h"

#include <QAbstractButton>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QImage>
#include <QPdfWriter>
#include <QSaveFile>
#include <QScrollBar>

#include <algorithm>
#include <memory>
#include <optional>

using namespace grundy::practice;

namespace {

constexpr int kDpi = 300;
constexpr double kMm = kDpi / 25.4;
/// A board's pixel on paper at most: a screen pixel's size (1/96 inch), a little smaller.
constexpr double kBoardPixel = 0.8 * kDpi / 96.0;
constexpr double kBoardHeight = 45 * kMm; ///< the tallest a board is drawn
constexpr int kTableColumns = 16;         ///< G(n) cells in one row of a table exercise

QFont font(double points, bool bold = false) {
    QFont f;
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

/// The pages: a cursor going down, a new page when a block does not fit, the page number at
/// the foot of each.
class Sheet {
public:
    Sheet(QPdfWriter& pdf, QPainter& painter, QString footer)
        : m_pdf(pdf), m_painter(painter), m_footer(std::move(footer)) {
        drawFooter();
    }

    QPainter& painter() { return m_painter; }
    double width() const { return m_pdf.width(); }
    double y() const { return m_y; }
    void down(double by) { m_y += by; }

    /// Room for `height` below the cursor, on a new page if this one has not got it.
    void reserve(double height) {
        if (m_y > 0 && m_y + height > bottom()) newPage();
    }
    void newPage() {
        m_pdf.newPage();
        m_y = 0;
        ++m_page;
        drawFooter();
    }

    /// How tall paragraph() writes `text`.
    double height(const QString& text, const QFont& font, double indent) {
        m_painter.setFont(font);
        return m_painter.boundingRect(box(indent), kWrapped, text).height();
    }
    /// `text` wrapped to the page's width from `indent`, in `font`; the cursor goes below it.
    void paragraph(const QString& text, const QFont& font, double indent = 0, double after = 0) {
        const double used = height(text, font, indent);
        reserve(used);
        m_painter.drawText(box(indent).translated(0, m_y), kWrapped, text);
        m_y += used + after;
    }

private:
    static constexpr int kWrapped = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
    QRectF box(double indent) const { return {indent, 0, width() - indent, bottom()}; }
    double bottom() const { return m_pdf.height() - 10 * kMm; }
    void drawFooter() {
        m_painter.save();
        m_painter.setFont(font(8));
        m_painter.setPen(QColor(90, 90, 90));
        const QRectF foot(0, m_pdf.height() - 6 * kMm, width(), 6 * kMm);
        m_painter.drawText(foot, Qt::AlignLeft | Qt::AlignBottom, m_footer);
        m_painter.drawText(foot, Qt::AlignRight | Qt::AlignBottom,
                           WorksheetWriter::tr("Page %1").arg(m_page));
        m_painter.restore();
    }

    QPdfWriter& m_pdf;
    QPainter& m_painter;
    QString m_footer;
    double m_y = 0;
    int m_page = 1;
};

/// The board the window plays `position` on, in the light theme on white paper, without what
/// only a screen needs (buttons, scroll bars, the caption that says what to click).
std::unique_ptr<BoardView> paperBoard(const grundy::AnyPosition& position) {
    std::unique_ptr<BoardView> board(homeOf(position).createBoard(position, nullptr));
    board->setAttribute(Qt::WA_DontShowOnScreen);
    QPalette paper = theme::palette(theme::Theme::Light);
    for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button})
        paper.setColor(role, Qt::white);
    board->setPalette(paper);
    board->setIdleText(QStringLiteral(" "));
    board->setPosition(position);
    board->setInteractive(false);
    // A window's room at least: some boards draw bars instead of stones when squeezed.
    board->resize(board->sizeHint().expandedTo(QSize(480, 280)));
    board->show(); // lays out its parts (captions, a sum's boards); never on screen
    for (QWidget* part : board->findChildren<QWidget*>()) {
        const auto* label = qobject_cast<QLabel*>(part);
        if (qobject_cast<QAbstractButton*>(part) || qobject_cast<QScrollBar*>(part) ||
            qobject_cast<QLineEdit*>(part) || (label && label->text().trimmed().isEmpty()))
            part->hide();
    }
    return board;
}

/// The part of a board that is not blank paper (found in a picture of it on white), with a
/// margin: a board lays itself out for a window, with room around what it draws.
QRect drawnPart(BoardView& board) {
    QImage image(board.size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    board.render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    QRect drawn;
    const QRgb white = QColor(Qt::white).rgb();
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (line[x] != white) drawn |= QRect(x, y, 1, 1);
    }
    return drawn.adjusted(-2, -2, 2, 2).intersected(board.rect());
}

/// A board ready to draw: the widget and the part of it to draw.
struct PaperBoard {
    std::unique_ptr<BoardView> widget;
    QRect drawn;
};

PaperBoard paperBoardOf(const grundy::AnyPosition& position) {
    PaperBoard board{paperBoard(position), {}};
    board.drawn = drawnPart(*board.widget);
    return board;
}

/// How large a board is drawn: at most a little under its size on screen, and no wider
/// than the page or taller than kBoardHeight.
double boardScale(const QRect& drawn, double width) {
    if (drawn.isEmpty()) return 0;
    return std::min({kBoardPixel, width / drawn.width(), kBoardHeight / drawn.height()});
}

/// What a question shows: its board, or for a sum each component's board under its number
/// and name, side by side as the width allows.
class Figure {
public:
    /// Measured for `paper` (the PDF's resolution, not the screen's).
    Figure(const grundy::AnyPosition& position, double width, QPaintDevice* paper)
        : m_width(width), m_captionMetrics(captionFont(), paper) {
        if (const auto* sum = std::get_if<grundy::sum::Position>(&position)) {
            for (std::size_t i = 0; i < sum->components.size(); ++i) {
                const grundy::AnyPosition& c = grundy::sum::componentAt(*sum, i);
                add(paperBoardOf(c), WorksheetWriter::tr("Component %1: %2")
                                         .arg(i + 1)
                                         .arg(MessageText::text(positionName(c))));
            }
        } else {
            add(paperBoardOf(position), QString());
        }
        layOut();
    }

    double height() const { return m_height; }

    /// Draws the boards as vectors (printing paints through the boards' painters, never
    /// their cached pictures: spritecache.h) with the cursor at their top.
    void draw(Sheet& sheet, double indent) const {
        QPainter& p = sheet.painter();
        for (const Part& part : m_parts) {
            const QPointF at(indent + part.at.x(), sheet.y() + part.at.y());
            if (!part.caption.isEmpty()) {
                p.setFont(captionFont());
                p.drawText(at + QPointF(0, p.fontMetrics().ascent()), part.caption);
            }
            p.save();
            p.translate(at + QPointF(0, captionHeight(part)));
            p.scale(part.scale, part.scale);
            part.board.widget->render(&p, QPoint(), QRegion(part.board.drawn),
                                      QWidget::DrawChildren);
            p.restore();
        }
        sheet.down(m_height);
    }

private:
    struct Part {
        PaperBoard board;
        QString caption;
        double scale = 0;
        QPointF at;
        QSizeF size;
    };
    static QFont captionFont() { return font(9); }
    double captionHeight(const Part& part) const {
        return part.caption.isEmpty() ? 0 : m_captionMetrics.height() * 1.3;
    }

    void add(PaperBoard board, QString caption) {
        Part part{std::move(board), std::move(caption), 0, {}, {}};
        const double most = m_width * (part.caption.isEmpty() ? 1.0 : 0.48);
        part.scale = boardScale(part.board.drawn, most);
        const double width = std::max(part.board.drawn.width() * part.scale,
                                      m_captionMetrics.horizontalAdvance(part.caption));
        part.size = {width, part.board.drawn.height() * part.scale + captionHeight(part)};
        m_parts.push_back(std::move(part));
    }
    /// Left to right, a new row where the next does not fit.
    void layOut() {
        const double gap = 6 * kMm;
        double x = 0, y = 0, row = 0;
        for (Part& part : m_parts) {
            if (x > 0 && x + part.size.width() > m_width) {
                x = 0;
                y += row + gap;
                row = 0;
            }
            part.at = {x, y};
            x += part.size.width() + gap;
            row = std::max(row, part.size.height());
        }
        m_height = m_parts.empty() ? 0 : y + row + 2 * kMm;
    }

    double m_width;
    QFontMetricsF m_captionMetrics;
    std::vector<Part> m_parts;
    double m_height = 0;
};

/// One row of room to answer, in the answers' font: `draw(painter, baseline)` fills it, and
/// the cursor goes below it.
template <class Draw> void answerRow(Sheet& sheet, Draw draw) {
    QPainter& p = sheet.painter();
    p.setFont(font(10));
    const double height = p.fontMetrics().height() * 1.6;
    sheet.reserve(height);
    draw(p, sheet.y() + height * 0.8);
    sheet.down(height);
}

/// A label and a line to write on (the length of `lineMm`).
void answerLine(Sheet& sheet, const QString& label, double indent, double lineMm) {
    answerRow(sheet, [&](QPainter& p, double base) {
        p.drawText(QPointF(indent, base), label);
        const double from = indent + p.fontMetrics().horizontalAdvance(label) + 2 * kMm;
        p.drawLine(QPointF(from, base + 0.6 * kMm),
                   QPointF(std::min(from + lineMm * kMm, sheet.width()), base + 0.6 * kMm));
    });
}

/// "□ P-position   □ N-position": two boxes to tick.
void tickBoxes(Sheet& sheet, double indent) {
    answerRow(sheet, [&](QPainter& p, double base) {
        const double box = p.fontMetrics().ascent() * 0.9;
        double x = indent;
        for (const QString& word :
             {WorksheetWriter::tr("P-position"), WorksheetWriter::tr("N-position")}) {
            p.drawRect(QRectF(x, base - box, box, box));
            x += box + 2 * kMm;
            p.drawText(QPointF(x, base), word);
            x += p.fontMetrics().horizontalAdvance(word) + 10 * kMm;
        }
    });
}

/// A table to fill in: n = 0..k above, an empty cell for each G(n) below.
void tableCells(Sheet& sheet, std::size_t to, double indent) {
    QPainter& p = sheet.painter();
    p.setFont(font(9));
    const double cell = std::min(10 * kMm, (sheet.width() - indent) / (kTableColumns + 1));
    const double rowHeight = p.fontMetrics().height() * 1.5;
    for (std::size_t from = 0; from <= to; from += kTableColumns) {
        const std::size_t last = std::min(to, from + kTableColumns - 1);
        sheet.reserve(rowHeight * 2 + 2 * kMm);
        const double top = sheet.y();
        const QRectF head(indent, top, cell, rowHeight);
        p.drawText(head, Qt::AlignCenter, QStringLiteral("n"));
        p.drawText(head.translated(0, rowHeight), Qt::AlignCenter, QStringLiteral("G(n)"));
        for (std::size_t n = from; n <= last; ++n) {
            const QRectF at(indent + cell * double(n - from + 1), top, cell, rowHeight);
            p.drawRect(at);
            p.drawText(at, Qt::AlignCenter, QString::number(n));
            p.drawRect(at.translated(0, rowHeight));
        }
        sheet.down(rowHeight * 2 + 2 * kMm);
    }
}

/// Where the answer to `e` is written.
void answerSpace(Sheet& sheet, const Exercise& e, double indent) {
    switch (e.kind) {
    case Kind::PorN: tickBoxes(sheet, indent); break;
    case Kind::Move: answerLine(sheet, WorksheetWriter::tr("A winning move:"), indent, 100); break;
    case Kind::SgValue: answerLine(sheet, WorksheetWriter::tr("Its value:"), indent, 30); break;
    case Kind::Table: tableCells(sheet, e.tableTo, indent); break;
    case Kind::Which: answerLine(sheet, WorksheetWriter::tr("Component:"), indent, 30); break;
    }
}

void writeSheet(QPdfWriter& pdf, QPainter& painter, const ExerciseSet& set) {
    const QString footer =
        set.seed ? WorksheetWriter::tr("Grundy worksheet, seed %1").arg(*set.seed)
                 : WorksheetWriter::tr("Grundy worksheet");
    Sheet sheet(pdf, painter, footer);
    sheet.paragraph(WorksheetWriter::tr("Worksheet: impartial games"), font(16, true), 0, 3 * kMm);
    answerLine(sheet, WorksheetWriter::tr("Name:"), 0, 80);
    answerLine(sheet, WorksheetWriter::tr("Date:"), 0, 40);
    sheet.down(4 * kMm);
    const double indent = 8 * kMm;
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        const QString text = MessageText::text(question(e));
        // A table asks about a game's single piles, not the one on a board.
        std::optional<Figure> figure;
        if (e.kind != Kind::Table) figure.emplace(e.position, sheet.width() - indent, &pdf);
        // The question, its board and the first line of its answer on one page.
        sheet.reserve(sheet.height(text, font(11), indent) + 2 * kMm +
                      (figure ? figure->height() : 0) + 14 * kMm);
        const double top = sheet.y();
        sheet.paragraph(text, font(11), indent, 2 * kMm);
        painter.setFont(font(11, true));
        painter.drawText(QRectF(0, top, indent, 10 * kMm), Qt::AlignLeft | Qt::AlignTop,
                         WorksheetWriter::tr("%1.").arg(i + 1));
        if (figure) figure->draw(sheet, indent);
        answerSpace(sheet, e, indent);
        sheet.down(5 * kMm);
    }
    sheet.newPage();
    sheet.paragraph(WorksheetWriter::tr("Answer key"), font(16, true), 0, 4 * kMm);
    for (std::size_t i = 0; i < set.exercises.size(); ++i) {
        const Exercise& e = set.exercises[i];
        const Answer right = solution(e);
        sheet.paragraph(
            WorksheetWriter::tr("%1. %2").arg(i + 1).arg(MessageText::text(answerText(e, right))),
            font(10, true));
        sheet.paragraph(MessageText::text(check(e, right).reason), font(9.5), indent, 3 * kMm);
    }
}

} // namespace

bool WorksheetWriter::write(const ExerciseSet& set, const QString& path, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    const QString where = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(tr("%1 cannot be written: %2").arg(where, file.errorString()));
    {
        QPdfWriter pdf(&file);
        pdf.setResolution(kDpi);
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                      QMarginsF(18, 15, 18, 12), QPageLayout::Millimeter));
        pdf.setTitle(tr("Worksheet: impartial games"));
        pdf.setCreator(QStringLiteral("Grundy"));
        QPainter painter;
        if (!painter.begin(&pdf)) return fail(tr("%1 cannot be written.").arg(where));
        writeSheet(pdf, painter, set);
        painter.end();
    }
    if (!file.commit()) return fail(tr("%1 cannot be written: %2").arg(where, file.errorString()));
    return true;
}
