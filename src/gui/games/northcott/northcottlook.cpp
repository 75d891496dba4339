// SPDX-License-Identifier: MIT
#include "games/northcott/northcottlook.h"

#include <QPainter>

namespace nc = grundy::northcott;

namespace northcottlook {

void paintPiece(QPainter& painter, const QRect& square, nc::Colour colour, bool ghost,
                double line) {
    const double pad = square.width() * 0.16;
    const QRectF r = QRectF(square).adjusted(pad, pad, -pad, -pad);
    painter.save();
    painter.setOpacity(ghost ? 0.45 : 1.0);
    if (colour == nc::Colour::Black) {
        painter.setPen(QPen(kWhitePiece, line * 0.8));
        painter.setBrush(kBlackPiece);
        painter.drawEllipse(r);
    } else {
        painter.setPen(QPen(kOutline, line));
        painter.setBrush(kWhitePiece);
        const double round = r.width() * 0.22;
        painter.drawRoundedRect(r, round, round);
    }
    painter.restore();
}

void paintArrow(QPainter& painter, const QPoint& from, const QPoint& to, int cell,
                const QColor& colour, double width) {
    if (from.isNull() || to.isNull()) return;
    painter.save();
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    const int dir = to.x() > from.x() ? 1 : -1;
    const int head = cell / 5;
    const QPoint tip(to.x() - dir * cell / 3, to.y());
    painter.drawLine(QPoint(from.x() + dir * cell / 3, from.y()), tip);
    painter.drawLine(tip, tip + QPoint(-dir * head, -head / 2 - 2));
    painter.drawLine(tip, tip + QPoint(-dir * head, head / 2 + 2));
    painter.restore();
}

} // namespace northcottlook
