// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QWidget;

/// Saves a drawing as PNG or SVG (Qt Svg). The drawing is either a paint function that
/// draws into a QPainter over (0, 0, size) — so a view can export more than it shows,
/// e.g. a whole table — or a widget, rendered as it looks. Used by the SG tables and the
/// Wythoff grid.
class Exporter {
    Q_DECLARE_TR_FUNCTIONS(Exporter)

public:
    /// Draws the picture; the painter's device is `size` logical pixels.
    using PaintFunction = std::function<void(QPainter& painter)>;

    /// Writes a `size` PNG (times `scale` pixels per logical pixel) filled with
    /// `background` first. On failure returns false and, if `error` is given, says why.
    static bool savePng(const QString& path, const QSize& size, const PaintFunction& paint,
                        QString* error = nullptr, qreal scale = 1.0,
                        const QColor& background = Qt::white);
    /// Writes an SVG whose default size and view box are `size`, with `title` in it.
    static bool saveSvg(const QString& path, const QSize& size, const PaintFunction& paint,
                        const QString& title, QString* error = nullptr,
                        const QColor& background = Qt::white);

    /// The widget as it looks (QWidget::render), at its device pixel ratio for PNG.
    static bool savePng(const QString& path, QWidget* widget, QString* error = nullptr);
    static bool saveSvg(const QString& path, QWidget* widget, const QString& title,
                        QString* error = nullptr);

    /// Asks where to save, offering `suggestedName` (its suffix picks the PNG or SVG
    /// filter) in `directory`; empty when cancelled. Appends the suffix if missing.
    static QString askPath(QWidget* parent, const QString& suggestedName,
                           const QString& directory = QString());

    /// Asks where to save a picture (askPath, from the last folder, which it then remembers)
    /// and writes it with `write`; a failure is shown in a warning over `parent`.
    using WriteFunction = std::function<bool(const QString& path, QString* error)>;
    static void askAndSave(QWidget* parent, const QString& suggestedName,
                           const WriteFunction& write);

    /// Asks for a file to open or (`save`) to save, starting at `start` (a folder, or a
    /// file name to offer). The dialog opens large enough to read its columns (Qt's own
    /// dialog, used where there is no native one, opens too narrow for names, sizes and
    /// dates); a name typed without a suffix gets `defaultSuffix`. Empty when cancelled.
    /// Its objectName is "grundyFileDialog" (for tests).
    static QString askFile(QWidget* parent, const QString& title, const QString& start,
                           const QString& filter, bool save,
                           const QString& defaultSuffix = QString());
    /// The size askFile gives the dialog on a screen of `available` size.
    static QSize fileDialogSize(const QSize& available);
};
