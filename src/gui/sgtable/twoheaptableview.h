// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QWidget>

#include <vector>

/// The SG values of two heaps, a and b, of one subtraction game: SG(a) XOR SG(b), the
/// Sprague–Grundy theorem at work. Row a, column b, on the SG tables' colour scale; the
/// orange cells (value 0) are the two-heap P-positions.
class TwoHeapTableView : public QWidget {
    Q_OBJECT
public:
    explicit TwoHeapTableView(QWidget* parent = nullptr);

    /// Shows heaps 0..n−1 of `values` (n = min(values.size(), kMaxHeaps)).
    void setValues(const std::vector<unsigned>& values);
    int heaps() const { return int(m_values.size()); }
    /// The pixels of one cell: large enough to read the numbers of a small table.
    int cellSize() const;
    /// The value shown at row a, column b.
    unsigned valueAt(int a, int b) const {
        return m_values[std::size_t(a)] ^ m_values[std::size_t(b)];
    }
    const QImage& image() const { return m_image; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr int kMaxHeaps = 256;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    std::vector<unsigned> m_values;
    QImage m_image; ///< one pixel per cell
};
