// SPDX-License-Identifier: MIT
#include "common/spritecache.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>

#include <cmath>

namespace spritecache {

namespace {

/// Larger pictures are few on a board: not worth the cache's room.
constexpr double kLargestSide = 256;

bool copiesExactly(const QPainter& painter) {
    const QPaintEngine* engine = painter.paintEngine();
    const QPaintDevice* device = painter.device();
    return engine && engine->type() == QPaintEngine::Raster && device &&
           device->devicePixelRatioF() == 1.0 &&
           painter.transform().type() <= QTransform::TxTranslate && painter.opacity() == 1.0 &&
           painter.compositionMode() == QPainter::CompositionMode_SourceOver;
}

} // namespace

void paint(QPainter& painter, const QRectF& bounds, const QString& key,
           const std::function<void(QPainter&)>& draw) {
    if (!copiesExactly(painter) || bounds.width() > kLargestSide ||
        bounds.height() > kLargestSide || bounds.isEmpty()) {
        draw(painter);
        return;
    }
    // Where the bounds start on the device: a whole pixel and a quarter-pixel offset in it,
    // which is part of the key, so that the copy is the drawing and not a shifted one.
    const QPointF at = painter.transform().map(bounds.topLeft());
    QPoint whole(int(std::floor(at.x())), int(std::floor(at.y())));
    int quarterX = int(std::lround((at.x() - whole.x()) * 4));
    int quarterY = int(std::lround((at.y() - whole.y()) * 4));
    if (quarterX == 4) {
        quarterX = 0;
        whole.rx() += 1;
    }
    if (quarterY == 4) {
        quarterY = 0;
        whole.ry() += 1;
    }
    const QString fullKey = QStringLiteral("%1|%2x%3|%4,%5")
                                .arg(key)
                                .arg(bounds.width())
                                .arg(bounds.height())
                                .arg(quarterX)
                                .arg(quarterY);
    QPixmap sprite;
    if (!QPixmapCache::find(fullKey, &sprite)) {
        sprite = QPixmap(int(std::ceil(bounds.width())) + 2, int(std::ceil(bounds.height())) + 2);
        sprite.fill(Qt::transparent);
        QPainter onSprite(&sprite);
        onSprite.translate(quarterX / 4.0 - bounds.left(), quarterY / 4.0 - bounds.top());
        draw(onSprite);
        onSprite.end();
        QPixmapCache::insert(fullKey, sprite);
    }
    painter.save();
    painter.resetTransform();
    painter.drawPixmap(whole, sprite);
    painter.restore();
}

} // namespace spritecache
