// SPDX-License-Identifier: MIT
#include "explain/explainpanel.h"

#include "common/messagetext.h"
#include "core/analysis/explainwords.h"

#include <QEvent>
#include <QFontDatabase>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

using namespace grundy::explain;

namespace {

/// A message or a value of the core, translated and escaped for HTML.
template <class T> QString q(const T& message) {
    return MessageText::text(message).toHtmlEscaped();
}

/// "Take 3 from pile 2: …", the move capitalised as it starts the line.
QString moveText(const WinningMove& move) {
    QString what = MessageText::text(move.move);
    if (!what.isEmpty()) what[0] = what[0].toUpper();
    //: A winning move and why it wins: "Take 1 from pile 1: pile 1 has 3 …".
    return ExplainPanel::tr("%1: %2").arg(what, MessageText::text(move.reason));
}

/// a blended toward b by t in [0, 1].
QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

/// The bits of one row as monospace HTML: a space every four places from the right (so a
/// long row wraps at the same places in every row: they all have the same length), the
/// odd columns highlighted.
QString bitsHtml(const std::string& bits, const std::vector<bool>& odd, const QString& oddStyle) {
    QString out;
    const std::size_t width = bits.size();
    for (std::size_t c = 0; c < width; ++c) {
        if (c > 0 && (width - c) % 4 == 0) out += QLatin1Char(' ');
        const QChar bit = QLatin1Char(bits[c]);
        if (odd[c])
            out += QStringLiteral("<span style=\"%1\">%2</span>").arg(oddStyle, bit);
        else
            out += bit;
    }
    return out;
}

} // namespace

ExplainPanel::ExplainPanel(QWidget* parent) : QWidget(parent), m_browser(new QTextBrowser(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_browser->setOpenLinks(false);
    nameForScreenReaders();
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->setLineWrapMode(QTextEdit::WidgetWidth);
    // 40-digit numbers have no spaces: let them break anywhere rather than overflow.
    m_browser->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_browser->setMinimumWidth(120);
    clear();
}

void ExplainPanel::setPosition(const grundy::AnyPosition& p) {
    m_position = p;
    m_explanation.reset();
    m_dirty = true;
    if (isVisible()) ensureRendered();
}

void ExplainPanel::clear() {
    m_position.reset();
    m_explanation.reset();
    m_dirty = true;
    ensureRendered();
}

QString ExplainPanel::plainText() const {
    ensureRendered();
    return m_browser->toPlainText();
}

QString ExplainPanel::html() const {
    ensureRendered();
    return m_browser->toHtml();
}

const std::optional<Explanation>& ExplainPanel::explanation() const {
    ensureRendered();
    return m_explanation;
}

std::pair<QColor, QColor> ExplainPanel::oddColumnColours(const QPalette& palette) {
    const QColor base = palette.color(QPalette::Active, QPalette::Base);
    const QColor text = palette.color(QPalette::Active, QPalette::Text);
    // A light tint keeps Text readable on it in a light palette; a dark one in a dark palette.
    return {mix(base, palette.color(QPalette::Active, QPalette::Highlight), 0.35), text};
}

void ExplainPanel::nameForScreenReaders() {
    m_browser->setAccessibleName(tr("Explanation of the position"));
}

void ExplainPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) nameForScreenReaders();
    // The document bakes in palette colours, the monospace font and the words: rebuild it.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange || event->type() == QEvent::LanguageChange) {
        m_dirty = true;
        if (isVisible()) ensureRendered();
    }
}

void ExplainPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    ensureRendered();
}

void ExplainPanel::ensureRendered() const {
    if (!m_dirty) return;
    m_dirty = false;
    render();
}

void ExplainPanel::render() const {
    if (!m_position) {
        m_browser->setHtml(QStringLiteral("<p>%1</p>").arg(tr("No game to explain.")));
        return;
    }
    // A rebuild of the same explanation (new palette or font) keeps the reader's place.
    const int scroll = m_explanation ? m_browser->verticalScrollBar()->value() : 0;
    if (!m_explanation) m_explanation = explain(*m_position);
    m_browser->setHtml(toHtml(*m_explanation));
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString ExplainPanel::toHtml(const Explanation& e) const {
    const QPalette& pal = palette();
    const QColor text = pal.color(QPalette::Active, QPalette::Text);
    const QColor base = pal.color(QPalette::Active, QPalette::Base);
    const QString rule = mix(base, text, 0.35).name();
    const QString header = mix(base, text, 0.08).name();
    const auto [oddBack, oddText] = oddColumnColours(pal);
    const QString oddStyle = QStringLiteral("background-color:%1; color:%2; font-weight:bold")
                                 .arg(oddBack.name(), oddText.name());
    const QString mono = QFontDatabase::systemFont(QFontDatabase::FixedFont).family();
    // Facts span the width; the binary table hugs its digits so the columns line up closely.
    const QString tableStyle =
        QStringLiteral("cellspacing=\"0\" cellpadding=\"4\" border=\"1\" "
                       "style=\"border-collapse:collapse; border-color:%1; border-style:solid\">")
            .arg(rule);
    const QString table = QStringLiteral("<table width=\"100%\" ") + tableStyle;
    const QString binaryTable = QStringLiteral("<table ") + tableStyle;

    QString html = QStringLiteral("<h3>%1</h3><p><b>%2</b></p>").arg(q(e.title), q(e.verdict));

    if (!e.facts.empty()) {
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Key numbers")) + table;
        for (const Fact& fact : e.facts)
            html += QStringLiteral("<tr><td bgcolor=\"%1\">%2</td><td><b>%3</b></td></tr>")
                        .arg(header, q(fact.name), q(fact.value));
        html += QStringLiteral("</table>");
    }

    if (e.binary) {
        const BinaryTable& t = *e.binary;
        html += QStringLiteral("<h4>%1</h4>").arg(tr("In binary"));
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Highlighted columns hold an odd number of 1s; rows marked \u25b8 "
                            "have a 1 in the highest of them."));
        html += binaryTable;
        auto row = [&](const BinaryRow& r, bool mark, bool isXor) {
            const QString cellStyle =
                isXor ? QStringLiteral(" style=\"border-top: 3px solid %1\"").arg(rule) : QString();
            const QString digits = QString::fromStdString(r.value); // a number, no words
            const QString label = (mark ? QStringLiteral("\u25b8 ") : QString()) + q(r.label);
            html +=
                QStringLiteral("<tr><td bgcolor=\"%1\"%2>%3</td>"
                               "<td%2><span style=\"font-family:'%4'\">%5</span></td>"
                               "<td align=\"right\"%2>%6</td></tr>")
                    .arg(header, cellStyle, isXor ? QStringLiteral("<b>%1</b>").arg(label) : label,
                         mono, bitsHtml(r.bits, t.oddColumns, oddStyle),
                         isXor ? QStringLiteral("<b>%1</b>").arg(digits) : digits);
        };
        for (std::size_t i = 0; i < t.rows.size(); ++i)
            row(t.rows[i],
                std::find(t.winningRows.begin(), t.winningRows.end(), i) != t.winningRows.end(),
                false);
        row(t.xorRow, false, true);
        html += QStringLiteral("</table>");
    }

    if (!e.paragraphs.empty()) {
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Why"));
        for (const grundy::Message& para : e.paragraphs)
            html += QStringLiteral("<p>%1</p>").arg(q(para));
    }

    if (!e.moves.empty()) {
        html += QStringLiteral("<h4>%1</h4><ul>").arg(tr("Winning moves"));
        for (const WinningMove& move : e.moves)
            html += QStringLiteral("<li>%1</li>").arg(moveText(move).toHtmlEscaped());
        html += QStringLiteral("</ul>");
        if (e.moreMoves)
            html += QStringLiteral("<p>%1</p>")
                        .arg(q(grundy::Message{grundy::words::ExplainMoreMoves, {e.moves.size()}}));
    }
    return html;
}
