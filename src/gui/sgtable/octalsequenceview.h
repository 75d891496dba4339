// SPDX-License-Identifier: MIT
#pragma once

#include "core/takebreak/octalvalues.h"

#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

/// The values G(0), G(1), … of an octal game's single heaps as rows of cells on the SG
/// tables' colour scale (value 0 orange), each with its number. With a proved period of 2
/// to 40 heaps each row is one period and starts where the period does, so the repetition
/// reads straight down the columns; the pre-period is hatched and the first period framed.
/// Rare values (Grundy's game's sparse space) get an inner frame of their own colour when
/// marked. At most kMaxCells heaps are drawn (a scroll area holds the view).
class OctalSequenceView : public QWidget {
    Q_OBJECT
public:
    explicit OctalSequenceView(QWidget* parent = nullptr);

    /// Shows the first min(values.size(), kMaxCells) values.
    void setSequence(std::shared_ptr<const std::vector<std::uint16_t>> values,
                     std::optional<grundy::takebreak::Certificate> certificate, bool markRare);
    void clear();
    /// The heaps drawn.
    std::size_t shown() const;
    /// G(heap), for a heap drawn.
    unsigned valueAt(std::size_t heap) const { return (*m_values)[heap]; }

    /// How a cell is marked.
    enum class Mark { None, PrePeriod, FirstPeriod, Period };
    Mark markOf(std::size_t heap) const;
    bool isMarkedRare(std::size_t heap) const;

    /// Cells per row: the period when it is from kMinRow to kMaxRow heaps, else kRow.
    int columns() const;
    int rowCount() const;
    /// The heap in row `row`, column `column`, or -1 for a blank cell.
    long long heapAt(int row, int column) const;
    /// A heap's cell in widget coordinates (empty for a heap not drawn).
    QRect cellRect(std::size_t heap) const;
    /// A cell's edge: large enough for the largest value's number in the view's font.
    int cellSize() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr int kMinRow = 2, kMaxRow = 40, kRow = 20;
    static constexpr std::size_t kMaxCells = 10000;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int shift() const;
    int labelWidth() const;
    void relayout();

    std::shared_ptr<const std::vector<std::uint16_t>> m_values;
    std::optional<grundy::takebreak::Certificate> m_certificate;
    bool m_markRare = false;
    unsigned m_max = 0;
};
