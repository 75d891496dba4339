// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerthreads.h"
#include "core/takebreak/octalvalues.h"

#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>
#include <stop_token>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QToolButton;
class OctalPlotView;
class OctalSequenceView;

/// The SG tables window's page for take-and-break games: type an octal code ("0.77", "4!.0")
/// or a name ("kayles", "grundys-game"), or pick one of the Examples, and a number of heaps.
/// It says whether the octal periodicity theorem proves a period (the facts `grundy-cli sg
/// octal` prints), shows G(0) … G(N − 1) as a grid with the pre-period and the first period
/// marked (OctalSequenceView), and plots G(n) against n for up to 10^6 heaps (OctalPlotView)
/// with the period's bands and, for Grundy's game, its rare values. The values are computed
/// on a worker thread with a progress bar and Cancel; a new request drops the one running.
class TakeBreakPanel : public QWidget {
    Q_OBJECT
public:
    explicit TakeBreakPanel(QWidget* parent = nullptr);
    ~TakeBreakPanel() override;

    QLineEdit* codeEdit() const { return m_code; }
    QToolButton* examplesButton() const { return m_examples; }
    QSpinBox* heapsSpin() const { return m_heaps; }
    QPushButton* showButton() const { return m_show; }
    QPushButton* cancelButton() const { return m_cancel; }
    QProgressBar* progressBar() const { return m_progress; }
    QPushButton* exportPngButton() const { return m_exportPng; }
    QPushButton* exportSvgButton() const { return m_exportSvg; }
    OctalSequenceView* sequenceView() const { return m_sequence; }
    OctalPlotView* plotView() const { return m_plot; }
    /// What the page shows: the period proved, or that none is, or what is going on.
    QString summary() const;
    /// Why the typed code was refused (the core's message), or empty.
    QString problem() const;
    /// What rare values are, while Grundy's game is shown (else empty).
    QString rareNote() const;
    /// The heap under the plot's pointer, or the last export (shown over the plot).
    QString statusText() const;
    bool isComputing() const { return m_job != nullptr; }

    /// The most heaps the page computes (the plot's reach).
    static constexpr int kMaxHeaps = 1000000;

public slots:
    /// Reads the code and the number of heaps and starts computing them.
    void compute();
    /// Stops the computation in progress; what was shown stays.
    void cancel();
    /// Shows `code` (digits or a name) at once.
    void showCode(const QString& code);

signals:
    /// The page shows the code last asked for.
    void computed();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Result {
        grundy::takebreak::OctalCode code;
        std::shared_ptr<const std::vector<std::uint16_t>> values; ///< G(0) … G(count − 1)
        std::optional<grundy::takebreak::Certificate> certificate;
        std::size_t asked = 0;    ///< the heaps asked for
        std::size_t searched = 0; ///< the heaps computed from the rules (the table)
        std::size_t limit = 0;    ///< the code's table limit
        std::size_t rareCount = 0, lastRare = 0;
    };
    struct Job {
        std::stop_source stop;
        int lastPercent = -1; ///< worker side only
    };
    /// On the worker: computes `count` heaps of `code` into `result`.
    void run(const std::shared_ptr<Job>& job, grundy::takebreak::OctalCode code, std::size_t count,
             Result& result);
    void retranslate();
    void show(const Result& result);
    void setBusy(bool busy);
    /// Words the summary, captions and legends from the result shown (kept as data, so a
    /// language switch re-words them).
    void updateTexts();
    /// "Kayles (0.77)", or the code alone.
    QString nameOf(const grundy::takebreak::OctalCode& code) const;
    void exportInteractive(bool svg);
    /// The line over the plot: the status while there is one, else the caption.
    void showPlotLine();

    QLabel* m_codeLabel = nullptr;
    QLineEdit* m_code = nullptr;
    QToolButton* m_examples = nullptr;
    QLabel* m_heapsLabel = nullptr;
    QSpinBox* m_heaps = nullptr;
    QPushButton* m_show = nullptr;
    QLabel* m_problem = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_summary = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_sequenceCaption = nullptr;
    QWidget* m_sequenceLegend = nullptr;
    OctalSequenceView* m_sequence = nullptr;
    QLabel* m_plotCaption = nullptr;
    QToolButton *m_zoomIn = nullptr, *m_zoomOut = nullptr, *m_fit = nullptr;
    QPushButton *m_exportPng = nullptr, *m_exportSvg = nullptr;
    OctalPlotView* m_plot = nullptr;
    QLabel* m_rareNote = nullptr;

    std::optional<Result> m_shown;
    QString m_refusal;             ///< the core's message for the code refused, or empty
    QString m_asking;              ///< the code being computed, as named
    QString m_caption;             ///< what the plot shows
    QString m_statusText;          ///< the heap under the pointer, or the last export
    bool m_cancelled = false;      ///< the last request was cancelled
    std::shared_ptr<Job> m_job;    ///< the request whose result is wanted
    WorkerThreads m_threads{this}; // last: its destructor waits for the workers
};
