// SPDX-License-Identifier: MIT
#pragma once

#include <QPoint>

#include <functional>

/// How a pile's stones stack in its column: one above the other, or in rows of two or three
/// side by side when a tall pile on a low board (a projector, panels open) gets larger stones
/// that way. Stones fill each row from the left, rows from the bottom: the last stones (those
/// a take removes first) are the top row's right-hand ones.
struct StoneStack {
    int pitch = 0;  ///< the distance between two stones' centres
    int across = 1; ///< stones side by side in a row

    /// The most stones side by side in a row.
    static constexpr int kMaxAcross = 3;

    /// The rows `count` stones take.
    int rowsOf(int count) const { return (count + across - 1) / across; }
    /// Where stone `index` (0 = the first, bottom left) has its centre, from the middle of the
    /// stack's bottom edge.
    QPoint centre(int index) const {
        const int row = index / across, place = index % across;
        return {(2 * place - (across - 1)) * pitch / 2, -(row * pitch + pitch / 2)};
    }

    /// The largest pitch for `across` stones side by side in a column `width` pixels wide:
    /// the column is (across + 3/5) pitches wide, the stones and a margin.
    static int pitchForWidth(int width, int across) { return width * 5 / (5 * across + 3); }

    /// The stack with the largest stones for `stones` stones in `height` pixels, where
    /// `widest(across)` is the largest pitch the column's width allows for that many side by
    /// side. One above the other unless rows are clearly (more than a pixel) larger.
    static StoneStack largest(int stones, int height, const std::function<int(int)>& widest) {
        StoneStack best{std::min(widest(1), height / std::max(1, stones)), 1};
        for (int across = 2; across <= kMaxAcross; ++across) {
            const StoneStack rows{0, across};
            const int pitch = std::min(widest(across), height / std::max(1, rows.rowsOf(stones)));
            if (pitch > best.pitch + 1) best = {pitch, across};
        }
        return best;
    }
};
