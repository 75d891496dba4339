// SPDX-License-Identifier: MIT
#include "sgtable/sgtablemodel.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace {

// Stops of the scale, dark to light: indigo, blue, teal, green, mint (close to the
// perceptually uniform "mako" map); linear in between.
constexpr std::array<QRgb, 7> kStops = {0x1d1a3d, 0x33336d, 0x385d99, 0x3487a6,
                                        0x3cafad, 0x72d2b0, 0xdaf3e2};

int mix(int from, int to, double t) {
    return int(std::lround(from + (to - from) * t));
}

} // namespace

SgColorScale::SgColorScale(std::uint32_t maxValue)
    : m_max(std::max<std::uint32_t>(maxValue, 1)), m_lut(m_max + 1) {
    m_lut[0] = pColor().rgb();
    for (std::uint32_t v = 1; v <= m_max; ++v)
        m_lut[v] = gradient(m_max == 1 ? 0.0 : double(v - 1) / double(m_max - 1)).rgb();
}

QColor SgColorScale::pColor() {
    return QColor(0xf7, 0x67, 0x07);
}

QColor SgColorScale::gradient(double t) {
    const double x = std::clamp(t, 0.0, 1.0) * double(kStops.size() - 1);
    const auto i = std::min(std::size_t(x), kStops.size() - 2);
    const double f = x - double(i);
    const QRgb lo = kStops[i], hi = kStops[i + 1];
    return QColor(mix(qRed(lo), qRed(hi), f), mix(qGreen(lo), qGreen(hi), f),
                  mix(qBlue(lo), qBlue(hi), f));
}

QColor SgColorScale::textColor(const QColor& background) {
    // Relative luminance (sRGB, WCAG): white text below the point where both have the
    // same contrast against the background.
    const auto linear = [](int c) {
        const double s = c / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    const double y = 0.2126 * linear(background.red()) + 0.7152 * linear(background.green()) +
                     0.0722 * linear(background.blue());
    return y > 0.179 ? Qt::black : Qt::white;
}

SgTables::SgTables(std::shared_ptr<const grundy::wythoff::SgTable> wythoff, int n,
                   QImage wythoffImage, QImage nimImage, SgColorScale scale)
    : m_wythoff(std::move(wythoff)), m_n(n), m_wythoffImage(std::move(wythoffImage)),
      m_nimImage(std::move(nimImage)), m_scale(std::move(scale)),
      m_zeroColumns(std::size_t(n), -1) {
    for (int a = 0; a < n; ++a) {
        const std::uint32_t* row = m_wythoff->row(std::size_t(a));
        const std::uint32_t* zero = std::find(row, row + n, 0u);
        if (zero != row + n) m_zeroColumns[std::size_t(a)] = int(zero - row);
    }
}

std::uint32_t SgTables::maxValue(const grundy::wythoff::SgTable& table, int size) {
    const auto n = std::size_t(size);
    std::uint32_t top = 0;
    for (std::size_t a = 0; a < n; ++a)
        top = std::max(top, *std::max_element(table.row(a), table.row(a) + n));
    // a XOR b for a, b < n reaches all ones below the next power of two (when n > 1).
    const std::uint32_t nim = n > 1 ? std::uint32_t(std::bit_ceil(n) - 1) : 0;
    return std::max(top, nim);
}
