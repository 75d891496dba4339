// SPDX-License-Identifier: MIT
#pragma once

/// The data behind the SG table views: the colour scale and one computed pair of tables
/// (Wythoff SG values and the two-pile Nim values a XOR b) with their colour images.

#include "core/games/wythoff/wythofftable.h"

#include <QColor>
#include <QImage>

#include <cstdint>
#include <memory>
#include <vector>

/// Which of the two tables a view shows.
enum class SgTableKind { Wythoff, Nim };

/// Value 0 (a P-position) is orange, like the P-positions of the Wythoff grid; values
/// 1..maxValue run from dark indigo through teal to pale mint, a scale of steadily
/// rising lightness, so larger values are lighter in colour and in grey alike.
class SgColorScale {
public:
    explicit SgColorScale(std::uint32_t maxValue = 1);

    std::uint32_t maxValue() const { return m_max; }
    QRgb rgb(std::uint32_t value) const { return m_lut[std::min<std::size_t>(value, m_max)]; }
    QColor color(std::uint32_t value) const { return QColor::fromRgb(rgb(value)); }

    /// The colour of value 0.
    static QColor pColor();
    /// The scale at t in [0, 1] (t = 0 is value 1, t = 1 is maxValue).
    static QColor gradient(double t);
    /// Black or white, whichever reads better on `background`.
    static QColor textColor(const QColor& background);

private:
    std::uint32_t m_max;
    std::vector<QRgb> m_lut;
};

/// A finished pair of n x n tables, shared read-only by both views and the exporter.
/// Rows are pile a, columns pile b; the images hold one pixel per cell, (x, y) = (b, a).
/// The Wythoff values are the first n rows and columns of a table that may be larger:
/// the one SgTableCache shares with the rest of the window.
class SgTables {
public:
    SgTables(std::shared_ptr<const grundy::wythoff::SgTable> wythoff, int n, QImage wythoffImage,
             QImage nimImage, SgColorScale scale);

    /// Paints the colour image of the first n x n cells of one table, one pixel per cell;
    /// `stop` is asked after each row and ends it early (returning a null image) when it
    /// says true.
    template <class Stop>
    static QImage makeImage(const grundy::wythoff::SgTable& table, int n, SgTableKind kind,
                            const SgColorScale& scale, Stop stop);
    /// The largest value of both n x n tables: the top of their shared colour scale.
    static std::uint32_t maxValue(const grundy::wythoff::SgTable& table, int n);

    int size() const { return m_n; }
    std::uint32_t value(SgTableKind kind, int a, int b) const {
        return kind == SgTableKind::Nim ? std::uint32_t(a ^ b) : m_wythoff->at(a, b);
    }
    /// The Wythoff table the values come from (size() >= n), shared with SgTableCache.
    const std::shared_ptr<const grundy::wythoff::SgTable>& wythoffTable() const {
        return m_wythoff;
    }
    const QImage& image(SgTableKind kind) const {
        return kind == SgTableKind::Nim ? m_nimImage : m_wythoffImage;
    }
    const SgColorScale& scale() const { return m_scale; }
    /// The column of the P-cell (value 0) on row a, or -1: each row has at most one.
    int zeroColumn(SgTableKind kind, int a) const {
        return kind == SgTableKind::Nim ? a : m_zeroColumns[std::size_t(a)];
    }

private:
    std::shared_ptr<const grundy::wythoff::SgTable> m_wythoff;
    int m_n;
    QImage m_wythoffImage, m_nimImage;
    SgColorScale m_scale;
    std::vector<int> m_zeroColumns;
};

template <class Stop>
QImage SgTables::makeImage(const grundy::wythoff::SgTable& table, int n, SgTableKind kind,
                           const SgColorScale& scale, Stop stop) {
    QImage image(n, n, QImage::Format_RGB32);
    for (int a = 0; a < n; ++a) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(a));
        const std::uint32_t* row = table.row(a);
        for (int b = 0; b < n; ++b)
            line[b] = scale.rgb(kind == SgTableKind::Nim ? std::uint32_t(a ^ b) : row[b]);
        if (stop(a + 1)) return QImage();
    }
    return image;
}
