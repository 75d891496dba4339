// SPDX-License-Identifier: MIT
// The sprite cache behind the boards' stones and marks: a cached copy looks like the drawing
// itself wherever it lands (whole and fractional pixels), the drawing is made once per key
// and place-in-pixel, and painters that a copy would blur (scaled, SVG) get the drawing.
#include "boards/movemarks.h"
#include "boards/stonepainter.h"
#include "common/spritecache.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QPixmapCache>
#include <QRadialGradient>
#include <QSvgGenerator>
#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <functional>

namespace {

/// The largest difference of any channel of any pixel.
int largestDifference(const QImage& a, const QImage& b) {
    int most = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            most = std::max({most, std::abs(p.red() - q.red()), std::abs(p.green() - q.green()),
                             std::abs(p.blue() - q.blue()), std::abs(p.alpha() - q.alpha())});
        }
    return most;
}

QImage blank() {
    QImage image(80, 80, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

/// The drawing itself: recorded as vectors (a picture is not a raster device, so nothing
/// is cached), then replayed onto a white image.
QImage directly(const std::function<void(QPainter&)>& draw) {
    QPicture picture;
    QPainter recorder(&picture);
    draw(recorder);
    recorder.end();
    QImage image = blank();
    QPainter p(&image);
    p.drawPicture(0, 0, picture);
    return image;
}

/// The drawing through the cache, onto a white image.
QImage copied(const QRectF& bounds, const std::function<void(QPainter&)>& draw) {
    QImage image = blank();
    QPainter p(&image);
    spritecache::paint(p, bounds, QStringLiteral("test-%1-%2").arg(bounds.x()).arg(bounds.y()),
                       draw);
    return image;
}

} // namespace

class TestSpriteCache : public QObject {
    Q_OBJECT
private slots:
    void init() { QPixmapCache::clear(); }

    // At a quarter pixel the copy is the drawing: the same pixels up to rounding.
    void copiesAreTheDrawing_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::newRow("whole pixels") << 10.0 << 12.0;
        QTest::newRow("half pixels") << 10.5 << 12.5;
        QTest::newRow("quarters") << 10.25 << 12.75;
    }
    void copiesAreTheDrawing() {
        QFETCH(double, x);
        QFETCH(double, y);
        const QRectF bounds(x, y, 40.3, 40.3);
        const auto draw = [&bounds](QPainter& p) {
            p.setRenderHint(QPainter::Antialiasing);
            QRadialGradient gradient(bounds.center(), 20);
            gradient.setColorAt(0, Qt::white);
            gradient.setColorAt(1, Qt::darkBlue);
            p.setBrush(gradient);
            p.setPen(QPen(Qt::black, 1.7));
            p.drawEllipse(bounds.adjusted(1, 1, -1, -1));
        };
        const int difference = largestDifference(directly(draw), copied(bounds, draw));
        QVERIFY2(difference <= 2, qPrintable(QString::number(difference)));
    }

    // Stones and marks anywhere: the copy is at most an eighth of a pixel from the drawing,
    // which changes a hard edge's pixels by at most an eighth of its contrast, twice where
    // two edges meet.
    void stonesAndMarksLookTheSame_data() {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::newRow("whole pixels") << 10.0 << 12.0;
        QTest::newRow("between quarters") << 10.3 << 12.6;
    }
    void stonesAndMarksLookTheSame() {
        QFETCH(double, x);
        QFETCH(double, y);
        const QPalette palette;
        const QRectF stone(x, y, 40.3, 40.3);
        const auto draw = [&](QPainter& p) {
            stonepainter::paintStone(p, stone, palette, StoneLook::Normal, true);
            movevalues::paintMark(p, stone.center(), 18, MoveValue::Winning, palette);
        };
        const QImage drawn = directly(draw);
        QImage image = blank();
        QPainter p(&image);
        draw(p);
        p.end();
        QVERIFY(drawn != blank());
        const int difference = largestDifference(drawn, image);
        QVERIFY2(difference <= 2 * 255 / 8, qPrintable(QString::number(difference)));
    }

    void drawsOncePerKeyAndPlace() {
        int drawings = 0;
        const auto draw = [&drawings](QPainter& p) {
            ++drawings;
            p.fillRect(QRectF(2, 2, 10, 10), Qt::red);
        };
        QImage image = blank();
        QPainter p(&image);
        for (int i = 0; i < 5; ++i)
            spritecache::paint(p, QRectF(2, 2, 10, 10), "test-square", draw);
        QCOMPARE(drawings, 1);
        // Elsewhere by whole pixels: the same copy, at its place.
        p.translate(30, 40);
        spritecache::paint(p, QRectF(2, 2, 10, 10), "test-square", draw);
        QCOMPARE(drawings, 1);
        p.end();
        QCOMPARE(image.pixelColor(36, 46), QColor(Qt::red));
        QCOMPARE(image.pixelColor(6, 6), QColor(Qt::red));
        QCOMPARE(image.pixelColor(20, 20), QColor(Qt::white));
        // Another key, or another place within a pixel, is drawn again.
        QPainter again(&image);
        spritecache::paint(again, QRectF(2, 2, 10, 10), "another", draw);
        QCOMPARE(drawings, 2);
        spritecache::paint(again, QRectF(2.5, 2, 10, 10), "test-square", draw);
        QCOMPARE(drawings, 3);
    }

    void vectorsStayVectors() {
        int drawings = 0;
        QPainter* seen = nullptr;
        QByteArray svg;
        QBuffer buffer(&svg);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(40, 40));
        QPainter p(&generator);
        for (int i = 0; i < 3; ++i)
            spritecache::paint(p, QRectF(0, 0, 10, 10), "vector", [&](QPainter& on) {
                ++drawings;
                seen = &on;
            });
        QCOMPARE(drawings, 3);
        QCOMPARE(seen, &p);
    }
};

QTEST_MAIN(TestSpriteCache)
#include "tst_spritecache.moc"
