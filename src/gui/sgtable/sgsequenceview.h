// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/subtraction/subtractionvalues.h"

#include <QWidget>

#include <optional>
#include <vector>

/// The SG values of single heaps 0, 1, 2, … under one subtraction set, as rows of coloured
/// cells (the SG tables' colour scale, value 0 orange) with the value in each. When the
/// sequence has a period of a readable length, each row is one period and starts where
/// the period does, so the repetition reads straight down the columns; the pre-period is
/// hatched and the first period framed.
class SgSequenceView : public QWidget {
    Q_OBJECT
public:
    explicit SgSequenceView(QWidget* parent = nullptr);

    void setSequence(std::vector<unsigned> values,
                     std::optional<grundy::subtraction::Period> period);
    const std::vector<unsigned>& values() const { return m_values; }

    /// Cells per row: the period's length when it is from kMinRow to kMaxRow, else kRow.
    int columns() const;
    /// The heap drawn in row `row`, column `column`, or -1 for a blank cell.
    long long heapAt(int row, int column) const;
    int rowCount() const;
    /// The cell of a heap, in widget coordinates (empty for a heap not shown).
    QRect cellRect(std::size_t heap) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    static constexpr int kCell = 30;
    static constexpr int kMinRow = 2;
    static constexpr int kMaxRow = 40;
    static constexpr int kRow = 20;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    /// Leading blank cells of the first row, so that the period's start begins a row.
    int shift() const;
    int labelWidth() const;

    std::vector<unsigned> m_values;
    std::optional<grundy::subtraction::Period> m_period;
};
