// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QToolButton;
class SgTableCache;
class SgTableComputer;
class SgTableView;
class SgTables;

/// The Sprague-Grundy tables window content: the Wythoff SG values G(a, b) and, beside
/// them for comparison, the two-pile Nim values a XOR b, on one colour scale with its
/// legend. The two views scroll and zoom together; hovering a cell marks it in both.
/// Sizes 20 (the classic table) to 2048 are computed on a worker thread with a progress
/// bar and a Cancel button; changing the size cancels the job in progress. The Wythoff
/// values come from an SgTableCache, shared with the Wythoff grid's tooltips when the
/// window hands it over, so a table one of them filled serves the other.
/// Export: PNG of the whole Wythoff table (cells of the current size, at least 1 and at
/// most 4096 / n pixels); SVG of the whole table up to 64 x 64, of the 64 x 64 cells from
/// the top-left visible cell for larger tables (vector cells, with their numbers).
class SgTablePanel : public QWidget {
    Q_OBJECT
public:
    /// A panel with a cache of its own.
    explicit SgTablePanel(QWidget* parent = nullptr);
    /// A panel that takes its Wythoff values from `cache` (shared with its other users).
    explicit SgTablePanel(std::shared_ptr<SgTableCache> cache, QWidget* parent = nullptr);
    ~SgTablePanel() override;

    /// The sizes offered: 20, 64, 256, 1024, 2048.
    static const QList<int>& sizes();
    /// The chosen size n (the tables are n x n), computed or being computed.
    int tableSize() const;
    /// Chooses a size (one of sizes()) and starts computing it.
    void setTableSize(int n);
    bool isComputing() const;
    /// The tables shown, null while none is computed.
    std::shared_ptr<const SgTables> tables() const;

    /// Writes the export described above; on failure returns false and says why.
    bool exportPng(const QString& path, QString* error = nullptr) const;
    bool exportSvg(const QString& path, QString* error = nullptr) const;
    /// The cells each export covers (x: columns b, y: rows a) and its cell edge.
    QRect pngCells() const;
    qreal pngCellSize() const;
    QRect svgCells() const;
    static constexpr qreal kSvgCell = 36;

    SgTableView* wythoffView() const { return m_wythoff; }
    SgTableView* nimView() const { return m_nim; }
    SgTableComputer* computer() const { return m_computer; }
    /// The cache of Wythoff values the panel uses.
    SgTableCache* cache() const;
    QComboBox* sizeBox() const { return m_sizeBox; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* computeButton() const { return m_compute; }
    QToolButton* zoomInButton() const { return m_zoomIn; }
    QToolButton* zoomOutButton() const { return m_zoomOut; }
    QToolButton* fitButton() const { return m_fit; }
    QPushButton* exportPngButton() const { return m_exportPng; }
    QPushButton* exportSvgButton() const { return m_exportSvg; }
    /// The line under the tables: the hovered cell in both tables, or what is going on.
    QString statusText() const;

public slots:
    /// Stops the computation in progress.
    void cancel();
    /// Fits the whole table in view (20 x 20: with cells of 20 to 32 pixels, so the
    /// numbers show) and scrolls to (0, 0).
    void fit();
    /// Ask for a file name, then export.
    void exportPngInteractive();
    void exportSvgInteractive();

signals:
    /// New tables are shown.
    void tablesReady(int n);

protected:
    /// Sets every text again when the language changes.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// The status line and the tables' placeholder for what is going on: computing,
    /// shown, or cancelled.
    void showState();
    void compute();
    void onFinished(std::shared_ptr<const SgTables> tables);
    void onCancelled();
    void setBusy(bool busy);
    void syncFrom(SgTableView* from);
    void showHovered(int a, int b);
    void exportInteractive(bool svg);
    QString exportTitle(const QRect& cells) const;

    SgTableComputer* m_computer;
    SgTableView *m_wythoff, *m_nim;
    QComboBox* m_sizeBox;
    QProgressBar* m_progress;
    QPushButton *m_cancel, *m_compute, *m_exportPng, *m_exportSvg;
    QToolButton *m_zoomIn, *m_zoomOut, *m_fit;
    QWidget* m_legend;
    QLabel* m_status;
    QLabel *m_sizeLabel, *m_wythoffTitle, *m_nimTitle, *m_axes;
    bool m_syncing = false;
};
