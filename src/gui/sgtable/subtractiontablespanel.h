// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerthreads.h"
#include "core/games/subtraction/subtractionvalues.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class SgSequenceView;
class TwoHeapTableView;

/// The SG tables window's page for subtraction games: type a set S ("1,3,4",
/// "powers-of-two", "fibonacci") and a number of heaps; it shows the SG value of each
/// single heap with the pre-period and the period marked (SgSequenceView), says what the
/// period is, and draws the two-heap table SG(a) XOR SG(b) (TwoHeapTableView). The values
/// and the period search run on a worker thread; a new request drops the one running.
class SubtractionTablesPanel : public QWidget {
    Q_OBJECT
public:
    explicit SubtractionTablesPanel(QWidget* parent = nullptr);
    ~SubtractionTablesPanel() override;

    QLineEdit* setEdit() const { return m_set; }
    QSpinBox* heapsSpin() const { return m_heaps; }
    QPushButton* showButton() const { return m_show; }
    SgSequenceView* sequenceView() const { return m_sequence; }
    TwoHeapTableView* twoHeapView() const { return m_twoHeaps; }
    /// What the tables show: the period, or why there is none, or what is wrong.
    QString summary() const;
    /// Why the typed set was refused, or empty.
    QString problem() const;
    bool isComputing() const { return m_computing; }

public slots:
    /// Reads the set and the number of heaps and starts computing them.
    void compute();

signals:
    /// The tables show the set last asked for.
    void computed();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Result {
        grundy::subtraction::Set set;
        std::vector<unsigned> values;
        std::optional<grundy::subtraction::Period> period;
    };
    void retranslate();
    void show(const Result& result);
    /// The summary of the result shown (kept as data, so a language switch re-words it).
    void updateSummary();

    QLabel* m_setLabel = nullptr;
    QLineEdit* m_set = nullptr;
    QLabel* m_heapsLabel = nullptr;
    QSpinBox* m_heaps = nullptr;
    QPushButton* m_show = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_sequenceCaption = nullptr;
    QLabel* m_twoHeapCaption = nullptr;
    SgSequenceView* m_sequence = nullptr;
    TwoHeapTableView* m_twoHeaps = nullptr;
    std::optional<Result> m_shown;
    QString m_badSet;       ///< the text last refused
    bool m_refused = false; ///< whether the typed set is refused
    bool m_computing = false;
    int m_job = 0;                 ///< the request whose result is wanted
    WorkerThreads m_threads{this}; // last: its destructor waits for the workers
};
