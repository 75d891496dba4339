// SPDX-License-Identifier: MIT
#pragma once

/// @file
/// GridPicture: the picture of the Wythoff grid that the exports write.

#include "grid/gridframe.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <utility>

class QPainter;

/// The grid as a picture to save: a frame as painted (labels, overlays, lines; no keyboard
/// cursor) with its legend below, written as PNG or SVG. Needs nothing but the frame; its
/// words stay in WythoffGridView's translation context.
class GridPicture {
    Q_DECLARE_TR_FUNCTIONS(WythoffGridView)
public:
    explicit GridPicture(GridFrame frame) : m_frame(std::move(frame)) {}

    /// The frame's picture and the legend under it.
    QSize size() const;
    void paint(QPainter& painter) const;
    /// A title naming the part of the plane in view.
    QString title() const;
    /// Writes the picture as PNG / SVG; on failure false and, if given, why in `error`.
    bool savePng(const QString& path, QString* error) const;
    bool saveSvg(const QString& path, QString* error) const;

private:
    GridFrame m_frame;
};
