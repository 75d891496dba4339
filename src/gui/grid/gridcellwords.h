// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridCellWords: what the Wythoff grid view says about a cell, for its tooltips and the
/// grid panel's status line.

#include "grid/gridframe.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

/// The sentences on one cell of the grid as `frame` shows it: its coordinates, P or N, and
/// its relation to the game's position (in the overview: its block's cells and P-positions).
/// Kept apart from the view's navigation and drawing; its words stay in WythoffGridView's
/// translation context.
class GridCellWords {
    Q_DECLARE_TR_FUNCTIONS(WythoffGridView)
public:
    /// Words on the cells of `frame` (kept by the caller while this lives).
    explicit GridCellWords(const GridFrame& frame) : m_frame(frame) {}

    /// Whether (a, b) is a P-position under `play`.
    static bool isP(const grundy::Natural& a, const grundy::Natural& b, grundy::Convention play);
    /// One line on cell (a, b), or on its block in the overview.
    QString describe(const grundy::Natural& a, const grundy::Natural& b) const;
    /// The tooltip of cell (a, b) at stride 1: the line's parts a line each and, when known,
    /// the cell's Sprague-Grundy value `sg`.
    QString cellToolTip(const grundy::Natural& a, const grundy::Natural& b,
                        std::optional<std::uint32_t> sg) const;
    /// The tooltip of the overview's block holding cell (a, b).
    QString blockToolTip(const grundy::Natural& a, const grundy::Natural& b) const;

private:
    struct Facts {
        QString where, outcome, note;
    };
    Facts facts(const grundy::Natural& a, const grundy::Natural& b) const;
    /// The block's cells and how many P-positions it holds.
    QString describeBlock(const grundy::Natural& a, const grundy::Natural& b) const;

    const GridFrame& m_frame;
};
