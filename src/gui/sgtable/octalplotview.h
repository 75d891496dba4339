// SPDX-License-Identifier: MIT
#pragma once

#include "core/takebreak/octalvalues.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QPainter;

/// A scatter plot of an octal game's values G(n) against the heap n, for up to millions of
/// heaps: the heaps of each pixel column are binned (a pixel is lit when some heap of the
/// column has a value in its row), so a repaint costs one pass over the heaps in view and
/// no item per point. Zoomed in to a few pixels a heap, each heap is a dot.
/// - A proved period (the periodicity theorem's certificate) shows as bands behind the
///   points: the pre-period tinted, then each period a band of its own, alternating.
/// - Rare values (takebreak::isRareValue: Grundy's game's sparse space) are drawn in a
///   colour of their own, over the common ones, when markRare is set.
/// The mouse wheel zooms the heaps around the pointer (Ctrl+wheel: the values), a drag
/// pans, a double click (or Home) fits the whole sequence; +, − and the arrow keys too.
/// The picture (axes with numbers, the legend, and for export a title) is painted by one
/// function for the screen, PNG and SVG: in SVG the points are vector rectangles, one per
/// run of lit pixels of a column.
class OctalPlotView : public QWidget {
    Q_OBJECT
public:
    explicit OctalPlotView(QWidget* parent = nullptr);

    /// Shows `values` (G(0) … G(size − 1)) with the certificate proved for them, if any;
    /// fits them in view. `title` heads exported pictures.
    void setData(std::shared_ptr<const std::vector<std::uint16_t>> values,
                 std::optional<grundy::takebreak::Certificate> certificate, bool markRare,
                 const QString& title);
    void clear();
    const std::vector<std::uint16_t>* values() const { return m_values.get(); }
    const std::optional<grundy::takebreak::Certificate>& certificate() const {
        return m_certificate;
    }
    bool marksRare() const { return m_markRare; }
    /// How many heaps have rare values (0 unless rare values are marked).
    std::size_t rareCount() const { return m_rareCount; }

    /// The part in view: heaps x (left to right) and values y (bottom to top), in data units.
    QRectF range() const { return m_range; }
    void setRange(const QRectF& range);
    /// The whole sequence: heaps 0 to size, values 0 to the largest, with a margin.
    QRectF fullRange() const;
    /// Where the points are drawn, in widget coordinates.
    QRectF plotArea() const;
    /// The widget position of heap n's value, and the heap at a widget x (rounded down).
    QPointF toWidget(double heap, double value) const;
    double heapAt(double x) const;

    /// How the plot paints: the pixel rows lit in each column for the range in view, and
    /// their kind. `rare` is true for a rare value's pixel (drawn over a common one).
    enum class Pixel : std::uint8_t { Empty = 0, Common = 1, Rare = 2 };
    /// The binned picture of `range` over a `columns` × `rows` grid (row 0 at the top):
    /// what paint draws for more heaps than pixels. Exposed for the tests.
    std::vector<Pixel> bins(const QRectF& range, int columns, int rows) const;

    /// What the pointer is over: "Heap 80: G = 2", or the range of a pixel column.
    QString describeAt(const QPointF& at) const;

    /// The size of exported pictures, in logical pixels.
    static constexpr int kExportWidth = 1200, kExportHeight = 760;
    /// Writes the range in view as a PNG (twice the pixels, for print) or an SVG; on failure
    /// returns false and says why.
    bool exportPng(const QString& path, QString* error = nullptr) const;
    bool exportSvg(const QString& path, QString* error = nullptr) const;

    /// The colours the plot is drawn in: from the palette on screen, light in exports.
    struct Colours {
        QColor background, axis, text, grid, common, rare, prePeriod, periodA, periodB, start;
    };
    static Colours coloursFor(bool dark, const QPalette& palette);
    /// The colour of rare values on the palette (shared with the sequence view).
    static QColor rareColour(const QPalette& palette);

    QSize sizeHint() const override { return {640, 360}; }
    /// Room for the axes, the legend and a few lines of points, in the view's font.
    QSize minimumSizeHint() const override { return {240, fontMetrics().height() * 9}; }

public slots:
    void zoomIn();
    void zoomOut();
    void fit();

signals:
    /// The pointer is over `text` (empty when it left).
    void hovered(const QString& text);
    void rangeChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Layout;
    /// The margins and plot area of a picture of `size` (title: room for an export's title).
    Layout layoutFor(const QSizeF& size, const QFontMetricsF& metrics, bool title) const;
    /// Paints everything over (0, 0, size): the screen, or an export (`vector`: SVG points
    /// as rectangles; `title`: with the title).
    void paintPicture(QPainter& p, const QSizeF& size, const Colours& c, const QFont& font,
                      bool vector, bool title) const;
    /// The font of exported pictures.
    QFont exportFont() const;
    void paintBands(QPainter& p, const Layout& l, const Colours& c) const;
    void paintPoints(QPainter& p, const Layout& l, const Colours& c, bool vector) const;
    void paintAxes(QPainter& p, const Layout& l, const Colours& c) const;
    void paintLegend(QPainter& p, const Layout& l, const Colours& c) const;
    /// The legend's entries: a colour (or a band) and what it means.
    struct LegendEntry {
        enum Kind { Common, Rare, PrePeriod, Period } kind;
        QString text;
    };
    QList<LegendEntry> legend() const;
    /// Zooms by `factor` (> 1 in) around the widget point `at`, heaps or values.
    void zoomBy(double factor, const QPointF& at, bool values);
    /// Keeps the range inside the data with a margin, at least a few heaps wide.
    QRectF clamped(QRectF range) const;
    double scale() const;

    std::shared_ptr<const std::vector<std::uint16_t>> m_values;
    std::optional<grundy::takebreak::Certificate> m_certificate;
    bool m_markRare = false;
    unsigned m_max = 0;
    std::size_t m_rareCount = 0; ///< heaps with rare values, when markRare
    QString m_title;
    QRectF m_range{0, 0, 1, 1};
    std::optional<QPointF> m_dragFrom; ///< where the drag started, in widget coordinates
    QRectF m_dragRange;                ///< the range then
};
