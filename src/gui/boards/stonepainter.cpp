// SPDX-License-Identifier: MIT
#include "boards/stonepainter.h"

#include "common/lineedits.h"
#include "common/textlines.h"
#include "common/spritecache.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadialGradient>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <deque>
#include <string>

namespace stonepainter {

namespace {

using theme::isDark;

/// The stone body: slate on light windows, a pale stone on dark ones, so stones always
/// stand out against the background.
QColor stoneBase(const QPalette& palette) {
    return isDark(palette) ? QColor(176, 190, 208) : QColor(84, 104, 132);
}

} // namespace

QColor hintColor(const QPalette& palette) {
    return isDark(palette) ? QColor(120, 230, 140) : QColor(20, 140, 50);
}

QColor warningColor(const QPalette& palette) {
    return theme::warningColor(palette);
}

QColor reachableFill(const QPalette& palette) {
    QColor lit = palette.color(QPalette::Highlight);
    lit.setAlphaF(0.35);
    return lit;
}

QList<theme::TextPair> textPairs(const QPalette& palette) {
    const QColor window = palette.color(QPalette::Window);
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor lit = reachableFill(palette);
    return {{QStringLiteral("pile names, sizes and cell numbers on the board"), ink, window},
            {QStringLiteral("empty cells a chip may reach"), ink,
             theme::blend(window, lit, lit.alphaF())},
            {QStringLiteral("refused input beside a typed move"), warningColor(palette), window}};
}

namespace {

void drawStone(QPainter& painter, const QRectF& r, const QPalette& palette, StoneLook look,
               bool hint, double lineScale) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double outlineW = kOutlineWidth * lineScale;
    const double inset = std::max(1.5, outlineW / 2 + 0.5);
    const QRectF body = r.adjusted(inset, inset, -inset, -inset);
    QColor outline = palette.color(QPalette::WindowText);
    if (look == StoneLook::Ghost) {
        outline.setAlphaF(0.45);
        painter.setPen(QPen(outline, outlineW, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(body);
    } else {
        QColor base = stoneBase(palette);
        if (look == StoneLook::Preview || look == StoneLook::Incoming)
            base = palette.color(QPalette::Highlight);
        QRadialGradient gradient(body.left() + body.width() * 0.35,
                                 body.top() + body.height() * 0.3, body.width() * 0.75);
        gradient.setColorAt(0.0, base.lighter(150));
        gradient.setColorAt(0.6, base);
        gradient.setColorAt(1.0, base.darker(130));
        if (look == StoneLook::Locked) painter.setOpacity(0.55);
        if (look == StoneLook::Incoming) painter.setOpacity(0.6);
        outline.setAlphaF(0.8);
        painter.setPen(
            QPen(outline, outlineW, look == StoneLook::Incoming ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(gradient);
        painter.drawEllipse(body);
    }
    if (hint) {
        // Inside r, so neighbouring stones never cover it; it hides the outline's rim.
        const double ringW = kHintRingWidth * lineScale;
        const double ringInset = ringW / 2 - 0.5;
        painter.setOpacity(1.0);
        painter.setPen(QPen(hintColor(palette), ringW));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(r.adjusted(ringInset, ringInset, -ringInset, -ringInset));
    }
    painter.restore();
}

} // namespace

void paintStone(QPainter& painter, const QRectF& r, const QPalette& palette, StoneLook look,
                bool hint, double lineScale) {
    // Everything the stone's pixels depend on but its place; a pixel around it for the
    // antialiased edge.
    const QString key = QStringLiteral("stone|%1|%2|%3|%4")
                            .arg(int(look))
                            .arg(int(hint))
                            .arg(lineScale)
                            .arg(palette.cacheKey());
    spritecache::paint(painter, r.adjusted(-1, -1, 1, 1), key,
                       [&](QPainter& p) { drawStone(p, r, palette, look, hint, lineScale); });
}

BarParts barParts(const grundy::Natural& now, const grundy::Natural& taken,
                  const grundy::Natural& hinted, const grundy::Natural& tallest) {
    return {linearFraction(now, tallest), linearFraction(taken, tallest),
            linearFraction(std::min(hinted, now), tallest)};
}

void paintBar(QPainter& painter, const QRectF& area, const BarParts& parts, const QPalette& palette,
              bool selected, double lineScale) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QColor frame = palette.color(QPalette::WindowText);
    frame.setAlphaF(0.5);
    painter.setPen(QPen(frame, lineScale));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(area, 4, 4);
    // A part that is not empty stays visible: a move of one stone from a pile of 10^40
    // still shows as a sliver of its own.
    const double least = kMinBarPart * lineScale;
    const auto height = [&](double fraction) {
        return fraction <= 0 ? 0.0
                             : std::min(area.height(),
                                        std::max(least, std::min(fraction, 1.0) * area.height()));
    };
    // The taken part keeps its least height even above a full bar: the pile's part
    // gives way by those few pixels.
    const double takenH = std::min(height(parts.taken), area.height());
    const double keptH = std::min(height(parts.kept), area.height() - takenH);
    const QRectF filled(area.left(), area.bottom() - keptH, area.width(), keptH);
    const QColor base = selected ? palette.color(QPalette::Highlight) : stoneBase(palette);
    QLinearGradient gradient(filled.topLeft(), filled.topRight());
    gradient.setColorAt(0.0, base.lighter(130));
    gradient.setColorAt(1.0, base.darker(120));
    painter.setBrush(gradient);
    if (keptH > 0) painter.drawRoundedRect(filled, 4, 4);
    if (takenH > 0) {
        // The last move's stones: a dashed ghost where they stood, as for stones.
        QColor ghost = palette.color(QPalette::WindowText);
        ghost.setAlphaF(0.55);
        painter.setPen(QPen(ghost, 1.2 * lineScale, Qt::DashLine));
        QColor fill = ghost;
        fill.setAlphaF(0.12);
        painter.setBrush(fill);
        painter.drawRect(QRectF(area.left() + 2, filled.top() - takenH, area.width() - 4, takenH));
    }
    if (const double hintH = std::min(height(parts.hinted), keptH); hintH > 0) {
        // The stones the hint takes: the top of the pile, ringed and hatched in the hint
        // colour.
        const double ring = kHintRingWidth * lineScale;
        const QRectF part(area.left() + ring / 2, filled.top() + ring / 2, area.width() - ring,
                          std::max(1.0, hintH - ring));
        painter.setPen(QPen(hintColor(palette), ring));
        painter.setBrush(QBrush(hintColor(palette), Qt::BDiagPattern));
        painter.drawRect(part);
    }
    painter.restore();
}

void reserveCaptionHeight(QLabel* caption, const QString& longest) {
    reserveCaptionHeight(caption, QStringList{longest});
}

void reserveCaptionHeight(QLabel* caption, const QStringList& texts) {
    const int width = caption->contentsRect().width();
    if (width <= 0) return;
    int need = 0;
    for (const QString& text : texts)
        need = std::max(need, caption->fontMetrics()
                                  .boundingRect(QRect(0, 0, width, 100000),
                                                int(caption->alignment()) | Qt::TextWordWrap, text)
                                  .height());
    if (caption->minimumHeight() != need) caption->setMinimumHeight(need);
}

QString formatNatural(const grundy::Natural& n) {
    const QString digits = QString::fromStdString(grundy::toString(n));
    QString out;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += QLatin1Char(',');
        out += digits[i];
    }
    return out;
}

namespace {

/// Digits a..b of a number of `total` digits, grouped as they are in the whole number.
QString groupedPart(const std::string& digits, std::size_t firstIndex, std::size_t total) {
    QString out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        const std::size_t at = firstIndex + i;
        if (i > 0 && (total - at) % 3 == 0) out += QLatin1Char(',');
        out += QLatin1Char(digits[i]);
    }
    return out;
}

QString abridge(const grundy::Natural& n) {
    constexpr unsigned long kShown = 6; // digits kept at each end
    // sizeinbase is exact or one too large: divide so that the quotient keeps kShown or
    // kShown + 1 digits, and its size tells which.
    const std::size_t bound = mpz_sizeinbase(n.get_mpz_t(), 10);
    grundy::Natural power, lead;
    mpz_ui_pow_ui(power.get_mpz_t(), 10, bound - kShown - 1);
    mpz_tdiv_q(lead.get_mpz_t(), n.get_mpz_t(), power.get_mpz_t());
    grundy::Natural limit;
    mpz_ui_pow_ui(limit.get_mpz_t(), 10, kShown);
    std::size_t total = bound - 1;
    if (lead >= limit) {
        total = bound;
        lead /= 10;
    }
    // The lead ends where a group does ("12,345…", never "12,345,6…"): its first group
    // and one more, 4 to 6 digits.
    const std::size_t keep = (total - 1) % 3 + 4;
    for (std::size_t drop = kShown - keep; drop > 0; --drop)
        lead /= 10;
    grundy::Natural tail = n % limit;
    std::string tailDigits = grundy::toString(tail);
    tailDigits.insert(0, kShown - tailDigits.size(), '0');
    QString text = QCoreApplication::translate("stonepainter", "%1…%2 (%3 digits)")
                       .arg(groupedPart(grundy::toString(lead), 0, total),
                            groupedPart(tailDigits, total - kShown, total),
                            formatNatural(grundy::Natural(static_cast<unsigned long>(total))));
    // Text that wraps at spaces (a sentence, a column) keeps the digit count whole and
    // with its number: no break before the bracket or inside it.
    const qsizetype open = std::max(text.indexOf(QLatin1Char('(')), text.indexOf(QChar(0xFF08)));
    if (open >= 0)
        for (qsizetype i = std::max<qsizetype>(0, open - 1); i < text.size(); ++i)
            if (text[i] == QLatin1Char(' ')) text[i] = QChar(0x00A0);
    return text;
}

} // namespace

QString abridgedNatural(const grundy::Natural& n) {
    if (mpz_sizeinbase(n.get_mpz_t(), 10) <= std::size_t(kFullDigits)) return formatNatural(n);
    if (mpz_sizeinbase(n.get_mpz_t(), 10) == std::size_t(kFullDigits) + 1) {
        // Perhaps one digit fewer: the whole text is short anyway.
        const std::string digits = grundy::toString(n);
        if (digits.size() <= std::size_t(kFullDigits)) return formatNatural(n);
    }
    // Boards lay out and paint often: the last few long numbers keep their text.
    static std::deque<std::pair<grundy::Natural, QString>> cache;
    for (const auto& [number, text] : cache)
        if (number == n) return text;
    QString text = abridge(n);
    cache.emplace_front(n, text);
    if (cache.size() > 8) cache.pop_back();
    return text;
}

QString wrappedCount(const QString& count, const QFontMetrics& fm, int width) {
    // The pieces no line may split: up to and with a comma or "…", and the bracket with
    // the digit count, "(30 digits)", whole.
    QStringList pieces;
    QString piece;
    bool inBracket = false;
    for (const QChar c : count) {
        if (!inBracket && (c == QLatin1Char('(') || c == QChar(0xFF08))) {
            if (!piece.isEmpty()) pieces << piece;
            piece.clear();
            inBracket = true;
        }
        piece += c;
        if (inBracket ? c == QLatin1Char(')') || c == QChar(0xFF09)
                      : c == QLatin1Char(',') || c == QChar(0x2026)) {
            pieces << piece;
            piece.clear();
            inBracket = false;
        }
    }
    if (!piece.isEmpty()) pieces << piece;
    QStringList lines;
    QString line;
    for (const QString& p : pieces) {
        if (line.isEmpty() || fm.horizontalAdvance(line + p) <= width) {
            line += p;
            continue;
        }
        lines << line.trimmed(); // the space before a bracket that starts the next line
        line = p;
    }
    if (!line.isEmpty()) lines << line.trimmed();
    return lines.join(QLatin1Char('\n'));
}

QString wrappableNatural(const grundy::Natural& n) {
    // A zero-width space after each comma lets labels wrap long numbers between groups.
    return formatNatural(n).replace(QLatin1Char(','), QStringLiteral(",\u200B"));
}

std::optional<grundy::Natural> parseNatural(const QString& text) {
    QString digits = text;
    digits.remove(QLatin1Char(',')).remove(QLatin1Char(' ')).remove(QChar(0x200B));
    if (digits.isEmpty()) return std::nullopt;
    return grundy::parseNatural(digits.toStdString());
}

double linearFraction(const grundy::Natural& n, const grundy::Natural& of) {
    if (of <= 0 || n <= 0) return 0.0;
    if (n >= of) return 1.0;
    // Mantissas and exponents, so numbers of any size divide without overflow.
    long en = 0, eo = 0;
    const double mn = mpz_get_d_2exp(&en, n.get_mpz_t());
    const double mo = mpz_get_d_2exp(&eo, of.get_mpz_t());
    const long shift = std::max(en - eo, -2000L); // far below a pixel anyway
    return std::clamp(std::ldexp(mn / mo, int(shift)), 0.0, 1.0);
}

} // namespace stonepainter

TypedMoveRow::TypedMoveRow(bool twoButtons, QWidget* parent)
    : QWidget(parent), m_chooser(new QComboBox(this)), m_edit(new QLineEdit(this)),
      m_primary(new QPushButton(this)), m_message(new QLabel(this)), m_fieldLine(new QHBoxLayout),
      m_buttonLine(new QHBoxLayout) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addLayout(m_fieldLine);
    outer->addLayout(m_buttonLine);
    m_edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9, ]*")), m_edit));
    enableClearButtonOnFirstEdit(m_edit);
    m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 14);
    m_fieldLine->addWidget(m_chooser);
    m_fieldLine->addWidget(m_edit, 1);
    if (twoButtons) {
        m_secondary = new QPushButton(this);
        connect(m_secondary, &QPushButton::clicked, this, &TypedMoveRow::secondaryTriggered);
    }
    for (QWidget* w : {static_cast<QWidget*>(m_chooser), static_cast<QWidget*>(m_primary),
                       static_cast<QWidget*>(m_secondary)})
        if (w) w->installEventFilter(this);
    arrange(false);
    m_message->setWordWrap(true);
    theme::useWarningColor(m_message);
    // Below the field, so a long refusal wraps instead of being cut off; two lines are
    // kept for it, so that a refusal appearing does not move the board above the row.
    reserveMessageHeight();
    outer->addWidget(m_message);
    connect(m_primary, &QPushButton::clicked, this, &TypedMoveRow::primaryTriggered);
    connect(m_edit, &QLineEdit::returnPressed, this, [this] {
        if (m_enterSecondary && m_secondary)
            emit secondaryTriggered();
        else
            emit primaryTriggered();
    });
    connect(m_edit, &QLineEdit::textEdited, this, [this] { setMessage({}); });
}

void TypedMoveRow::setButtonTexts(const QString& primary, const QString& secondary) {
    m_primary->setText(primary);
    if (m_secondary) m_secondary->setText(secondary);
    updateWrapping(); // the words' width decides whether the buttons wrap
}

int TypedMoveRow::unwrappedWidth() const {
    const int spacing = std::max(0, m_fieldLine->spacing());
    int w = m_edit->minimumWidth();
    for (QWidget* item : {static_cast<QWidget*>(m_chooser), static_cast<QWidget*>(m_primary),
                          static_cast<QWidget*>(m_secondary)})
        if (item && !item->isHidden()) w += item->sizeHint().width() + spacing;
    return w;
}

QSize TypedMoveRow::minimumSizeHint() const {
    const int spacing = std::max(0, m_fieldLine->spacing());
    int fieldW = m_edit->minimumWidth();
    if (!m_chooser->isHidden()) fieldW += m_chooser->sizeHint().width() + spacing;
    int buttonsW = -spacing, buttonsH = 0;
    for (QPushButton* b : {m_primary, m_secondary})
        if (b && !b->isHidden()) {
            buttonsW += b->sizeHint().width() + spacing;
            buttonsH = std::max(buttonsH, b->sizeHint().height());
        }
    // The layout's height as arranged now, plus the buttons' line if they are not yet
    // on a line of their own: the height the row needs at its narrowest.
    int h = QWidget::minimumSizeHint().height();
    if (!m_wrapped && buttonsH > 0) h += spacing + buttonsH;
    return {std::max(fieldW, buttonsW), h};
}

void TypedMoveRow::arrange(bool wrapped) {
    m_wrapped = wrapped;
    for (QPushButton* b : {m_primary, m_secondary})
        if (b) {
            m_fieldLine->removeWidget(b);
            m_buttonLine->removeWidget(b);
        }
    while (QLayoutItem* item = m_buttonLine->takeAt(0))
        delete item; // the stretch
    QHBoxLayout* line = wrapped ? m_buttonLine : m_fieldLine;
    // Wrapped, the buttons line up at the right, under the end of the field.
    if (wrapped) line->addStretch(1);
    line->addWidget(m_primary);
    if (m_secondary) line->addWidget(m_secondary);
    updateGeometry();
}

void TypedMoveRow::updateWrapping() {
    const bool wrap = width() < unwrappedWidth();
    if (wrap != m_wrapped) arrange(wrap);
}

void TypedMoveRow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateWrapping();
}

bool TypedMoveRow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent) {
        updateWrapping();
        updateGeometry();
    }
    return QWidget::eventFilter(watched, event);
}

void TypedMoveRow::setEnterPressesSecondary(bool secondary) {
    m_enterSecondary = secondary && m_secondary;
    // The button Enter presses looks like it (the default button's frame).
    if (m_secondary) m_secondary->setDefault(m_enterSecondary);
}

std::optional<grundy::Natural> TypedMoveRow::value() {
    auto n = stonepainter::parseNatural(m_edit->text());
    if (!n) setMessage(tr("Type a whole number first."));
    return n;
}

void TypedMoveRow::reserveMessageHeight() {
    m_message->setMinimumHeight(textlines::height(m_message, 2));
}

void TypedMoveRow::setMessage(const QString& text) {
    m_message->setText(text);
}

QString TypedMoveRow::message() const {
    return m_message->text();
}

void TypedMoveRow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        m_edit->setMinimumWidth(m_edit->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 14);
        reserveMessageHeight();
        updateWrapping();
        updateGeometry();
    }
    // Another language may set its lines in a taller font (textlines.h).
    if (event->type() == QEvent::LanguageChange) reserveMessageHeight();
}

void TypedMoveRow::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) return event->accept();
    QWidget::keyPressEvent(event);
}
