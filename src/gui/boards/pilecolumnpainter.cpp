// SPDX-License-Identifier: MIT
#include "boards/pilecolumnpainter.h"

#include "boards/boardview.h"
#include "boards/pilerules.h"
#include "boards/stonepainter.h"

#include <QPainter>

#include <algorithm>

using grundy::Natural;

PileColumnPainter::PileColumnPainter(QPainter& painter, const BoardView& board,
                                     const PileLayout& layout, const PileRules& rules,
                                     const grundy::AnyPosition& position, Marks marks)
    : m_painter(painter), m_board(board), m_layout(layout), m_rules(rules), m_position(position),
      m_marks(std::move(marks)), m_most(rules.maxTake(position)) {}

void PileColumnPainter::paint(const PileColumn& col, const PileColumnLook& look) {
    const int n = int(col.count.get_si());
    for (int i = 0; i < n + look.ghosts; ++i) {
        if (col.pile == PileRules::kBoth)
            paintRung(col, look, i);
        else
            paintStone(col, look, i);
    }
    if (look.split && look.previewTake > 0 && look.previewTake < n) paintCut(col, look.previewTake);
    paintLabels(col);
    if (m_most && n > 0) paintLimit(col, *m_most);
}

void PileColumnPainter::paintRung(const PileColumn& col, const PileColumnLook& look, int i) {
    const int n = int(col.count.get_si());
    const QRect r = m_layout.stoneRect(col, i);
    const QPalette& pal = m_board.palette();
    QPainter& painter = m_painter;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const bool lit = n - i <= look.previewTake;
    painter.setPen(QPen(pal.color(QPalette::WindowText), m_board.lineWidth(1.2)));
    painter.setBrush(lit ? pal.color(QPalette::Highlight) : pal.color(QPalette::Button));
    painter.drawRoundedRect(r, r.height() / 2.0, r.height() / 2.0);
    if (i < n)
        movevalues::paintMark(painter, QRectF(r).center(), r.height() * 0.7,
                              m_marks(PileRules::kBoth, n - i), pal, m_board.presentationScale());
    if (i == look.hintRung) {
        const double ring = m_board.lineWidth(stonepainter::kHintRingWidth);
        const double out = ring / 2 - 0.5; // around the rung, not over it
        painter.setPen(QPen(stonepainter::hintColor(pal), ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(r).adjusted(-out, -out, out, out), r.height() / 2.0 + out,
                                r.height() / 2.0 + out);
    }
    painter.restore();
}

void PileColumnPainter::paintStone(const PileColumn& col, const PileColumnLook& look, int i) {
    const int n = int(col.count.get_si());
    const QRect r = m_layout.stoneRect(col, i);
    const QPalette& pal = m_board.palette();
    StoneLook stone = StoneLook::Normal;
    if (i >= n)
        stone = StoneLook::Ghost;
    else if (n - i <= look.previewTake)
        stone = StoneLook::Preview;
    else if ((m_most && n - i > *m_most) || !m_rules.allowsTake(m_position, n - i))
        stone = StoneLook::Locked; // no move takes this stone and those above it
    stonepainter::paintStone(m_painter, r, pal, stone, i < n && n - i <= look.hintTake,
                             m_board.presentationScale());
    if (i < n)
        movevalues::paintMark(m_painter, QRectF(r).center(), r.height() * 0.45,
                              m_marks(col.pile, n - i), pal, m_board.presentationScale());
}

void PileColumnPainter::paintCut(const PileColumn& col, int take) {
    const int n = int(col.count.get_si());
    const int first = n - take; // the first stone above the cut
    const QRect above = m_layout.stoneRect(col, first), low = m_layout.stoneRect(col, 0);
    const int pitch = m_layout.pitch(), across = m_layout.across();
    const int left = low.left() - 8, right = m_layout.stoneRect(col, across - 1).right() + 8;
    const int y = above.bottom() + (pitch - above.height()) / 2 + 1; // under the stone's row
    // Stones side by side: the cut steps up where it passes between two stones of a row.
    QPolygon cut;
    if (first % across == 0) {
        cut << QPoint(left, y) << QPoint(right, y);
    } else {
        const int x = above.left() - (pitch - above.width()) / 2 - 1;
        cut << QPoint(left, y - pitch) << QPoint(x, y - pitch) << QPoint(x, y) << QPoint(right, y);
    }
    m_painter.save();
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setPen(
        QPen(m_board.palette().color(QPalette::Highlight), m_board.lineWidth(2.5), Qt::DashLine));
    m_painter.drawPolyline(cut);
    m_painter.restore();
}

void PileColumnPainter::paintLabels(const PileColumn& col) {
    const QFontMetrics fm = m_board.fontMetrics();
    const int labelTop = col.area.bottom() - 2 * fm.height() - 6;
    m_painter.setPen(m_board.palette().color(QPalette::WindowText));
    m_painter.setFont(m_layout.nameFont());
    const QString name = m_rules.pileName(col.pile);
    m_painter.drawText(QRect(col.area.left(), labelTop, col.area.width(), fm.height()),
                       Qt::AlignCenter, name.left(1).toUpper() + name.mid(1));
    m_painter.setFont(m_board.font());
    m_painter.drawText(
        QRect(col.area.left(), labelTop + fm.height() + 2, col.area.width(), fm.height()),
        Qt::AlignCenter, col.text);
}

void PileColumnPainter::paintLimit(const PileColumn& col, const Natural& most) {
    // Beside this column's own stones, so a game that limited several piles would get one each.
    const int n = int(col.count.get_si());
    const QFontMetrics fm = m_board.fontMetrics();
    const QPalette& pal = m_board.palette();
    const int reach = int(std::min<Natural>(most, col.count).get_si());
    const QRect top = m_layout.stoneRect(col, n - 1), low = m_layout.stoneRect(col, n - reach);
    // Right of the widest row (stones side by side fill a row from the left).
    const int x = m_layout.stoneRect(col, std::min(n, m_layout.across()) - 1).right() + 6;
    m_painter.setPen(QPen(stonepainter::hintColor(pal).darker(110), m_board.lineWidth(1.5)));
    m_painter.drawLine(x, top.top(), x, low.bottom());
    m_painter.drawLine(x - 4, top.top(), x, top.top());
    m_painter.drawLine(x - 4, low.bottom(), x, low.bottom());
    m_painter.setPen(pal.color(QPalette::WindowText));
    m_painter.drawText(QRect(x + 4, (top.top() + low.bottom()) / 2 - fm.height() / 2,
                             col.area.right() - x - 4, fm.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, m_layout.mostText());
}

void PileColumnPainter::paintCursor(const PileColumn& col) {
    const QRect area = col.area;
    const int n = int(col.count.get_si());
    const int labelTop = area.bottom() - 2 * m_board.fontMetrics().height() - 6;
    const int top = n > 0 ? m_layout.stoneRect(col, n - 1).top() - 6 : labelTop - m_layout.pitch();
    m_painter.save();
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setPen(
        QPen(m_board.palette().color(QPalette::Highlight), m_board.lineWidth(2), Qt::DotLine));
    m_painter.setBrush(Qt::NoBrush);
    // Around the name too when it is wider than its column (presentation mode's larger
    // letters): the frame ran through "Pile 1".
    const QString name = m_rules.pileName(col.pile);
    const int nameW = QFontMetrics(m_layout.nameFont()).horizontalAdvance(name) + 8;
    const int w = std::max(area.width() - 4, nameW);
    m_painter.drawRoundedRect(QRectF(area.center().x() + 1 - w / 2.0, top, w, area.bottom() - top),
                              6, 6);
    m_painter.restore();
}
