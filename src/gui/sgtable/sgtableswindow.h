// SPDX-License-Identifier: MIT
#pragma once

#include <QTabWidget>

#include <memory>

class SgTableCache;
class SgTablePanel;
class SubtractionTablesPanel;
class TakeBreakPanel;

/// The Sprague–Grundy tables window: one page for Wythoff's game beside two-pile Nim
/// (SgTablePanel), one for the subtraction games (SubtractionTablesPanel), one for the
/// take-and-break games by octal code (TakeBreakPanel). Each page computes only once it is
/// first shown.
class SgTablesWindow : public QTabWidget {
    Q_OBJECT
public:
    /// The Wythoff page takes its values from `cache` (shared with the Wythoff grid).
    explicit SgTablesWindow(std::shared_ptr<SgTableCache> cache, QWidget* parent = nullptr);

    SgTablePanel* wythoffPage() const { return m_wythoff; }
    /// The subtraction page, made the first time it is shown (null before).
    SubtractionTablesPanel* subtractionPage() const { return m_subtraction; }
    /// Shows the subtraction page (making it first if need be).
    void showSubtraction();
    /// The take-and-break page, made the first time it is shown (null before).
    TakeBreakPanel* takeBreakPage() const { return m_takeBreak; }
    /// Shows the take-and-break page (making it first if need be).
    void showTakeBreak();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    SgTablePanel* m_wythoff = nullptr;
    QWidget* m_subtractionHolder = nullptr;
    SubtractionTablesPanel* m_subtraction = nullptr;
    QWidget* m_takeBreakHolder = nullptr;
    TakeBreakPanel* m_takeBreak = nullptr;
};
