// SPDX-License-Identifier: MIT
#include "games/octal/pinsview.h"

#include "boards/boardaccessible.h"
#include "boards/stonepainter.h"
#include "common/messagetext.h"
#include "common/spritecache.h"
#include "common/theme.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>

using grundy::Natural;
namespace oc = grundy::octal;

namespace {

constexpr int kMargin = 8;
constexpr double kMinPitch = 18;     // the closest pins, at the normal size
constexpr double kLargestPitch = 60; // pins grow into a large board up to this
constexpr int kTail = 3;             // a long row's last pins, always drawn
constexpr int kMaxFallen = 5;        // fallen pins drawn at most (a wider move says its count)
constexpr double kLean = 16;         // degrees a pin that would fall leans over

QString number(const Natural& n) {
    return stonepainter::formatNatural(n);
}

/// A pin one unit tall and one wide at its belly, standing on the origin (y up is negative):
/// a round head, a narrow neck, a wide belly and a flat base.
const QPainterPath& unitPin() {
    static const QPainterPath path = [] {
        QPainterPath p;
        p.moveTo(0, -1);
        p.cubicTo(0.17, -1, 0.29, -0.95, 0.29, -0.86);
        p.cubicTo(0.29, -0.77, 0.16, -0.74, 0.16, -0.66);
        p.cubicTo(0.16, -0.55, 0.5, -0.48, 0.5, -0.30);
        p.cubicTo(0.5, -0.14, 0.40, -0.05, 0.32, 0);
        p.lineTo(-0.32, 0);
        p.cubicTo(-0.40, -0.05, -0.5, -0.14, -0.5, -0.30);
        p.cubicTo(-0.5, -0.48, -0.16, -0.55, -0.16, -0.66);
        p.cubicTo(-0.16, -0.74, -0.29, -0.77, -0.29, -0.86);
        p.cubicTo(-0.29, -0.95, -0.17, -1, 0, -1);
        p.closeSubpath();
        return p;
    }();
    return path;
}

/// The pins' own colours: ivory with a red band at the neck, on either theme (the outline
/// keeps them apart from a light window).
QColor ivory(const QPalette& pal) {
    return theme::isDark(pal) ? QColor(232, 226, 212) : QColor(252, 249, 240);
}
QColor pinOutline(const QPalette& pal) {
    return theme::isDark(pal) ? QColor(120, 104, 88) : QColor(80, 72, 64);
}
QColor band() {
    return QColor(198, 40, 40);
}
QColor faded(const QPalette& pal, const QColor& colour, double alpha) {
    return theme::blend(pal.color(QPalette::Window), colour, alpha);
}

bool covers(const oc::Move& m, int row, const Natural& pin) {
    return int(m.row) == row && m.width > 0 && pin > m.start && pin <= m.start + m.width;
}

} // namespace

PinsView::PinsView(QWidget* parent)
    : BoardView(parent), m_caption(new QLabel(this)),
      m_scroll(new QScrollBar(Qt::Vertical, this)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_caption);
    m_scroll->hide();
    m_caption->installEventFilter(this);
    connect(m_scroll, &QScrollBar::valueChanged, this, qOverload<>(&QWidget::update));
    setPosition(oc::Position{{Natural(5), Natural(7)}, grundy::takebreak::OctalCode::parse("0.77")});
    retranslate();
}

void PinsView::retranslate() {
    setToolTip(tr("Drag over adjacent pins of a row (or click one pin) to knock them down; "
                  "where the code allows it, click between two pins to split the row.\nKeys: "
                  "Up/Down choose the row, Left/Right the first pin, Shift+Left/Right how many, "
                  "Enter knocks them down, Escape clears."));
    m_scroll->setToolTip(tr("More rows"));
    updateCaption();
}

// ---- the position ------------------------------------------------------------------------

void PinsView::setPosition(const grundy::AnyPosition& position,
                           const std::optional<grundy::AnyMove>& lastMove) {
    const auto* p = std::get_if<oc::Position>(&position);
    if (!p) return;
    const oc::Move* move = lastMove ? std::get_if<oc::Move>(&*lastMove) : nullptr;
    // The same position and move shown again (the window refreshes for other reasons): the
    // fall found when the move was first shown stays.
    const bool again = *p == m_position && move && m_lastMove && *move == *m_lastMove;
    if (!again) {
        m_fall.reset();
        // What fell is known when the move led here from the position shown.
        if (move && oc::isLegal(m_position, *move)) {
            try {
                if (oc::apply(m_position, *move) == *p)
                    m_fall = Fall{move->row, int(oc::partsAfter(m_position, *move).size()),
                                  move->start == 0, move->width};
            } catch (const std::exception&) {
            }
        }
    }
    m_lastMove = move ? std::optional(*move) : std::nullopt;
    m_position = *p;
    m_hint.reset();
    m_hover.reset();
    m_keyMove.reset();
    m_drag.reset();
    const int rows = int(m_position.rows.size());
    if (m_lastMove && int(m_lastMove->row) < rows) m_cursorRow = int(m_lastMove->row);
    if (m_cursorRow >= rows) m_cursorRow = 0;
    // The keys start on a row with pins.
    for (int i = 0; i < rows && m_position.rows[std::size_t(m_cursorRow)] == 0; ++i)
        m_cursorRow = (m_cursorRow + 1) % rows;
    moveValuesChanged(); // lays the lines out
    if (m_fall) ensureRowVisible(int(m_fall->row));
    updateCaption();
    update();
}

void PinsView::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive) {
        m_hover.reset();
        m_keyMove.reset();
        m_drag.reset();
    }
    updateCaption();
    update();
}

void PinsView::showHint(const grundy::AnyMove& move) {
    const auto* m = std::get_if<oc::Move>(&move);
    if (!m || m->row >= m_position.rows.size()) return;
    m_hint = *m;
    m_cursorRow = int(m->row);
    layoutLines(); // a long row draws the hint's pins
    ensureRowVisible(int(m->row));
    updateCaption();
    update();
}

// ---- layout ------------------------------------------------------------------------------

int PinsView::headerHeight() const {
    return fontMetrics().height() + 2;
}

int PinsView::numbersHeight() const {
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    return QFontMetrics(small).height() + 2;
}

int PinsView::lineSpacing() const {
    return int(7 * presentationScale());
}

int PinsView::fullLineHeight(double pitch) const {
    return headerHeight() + int(std::ceil(pitch * 1.45)) + numbersHeight() + lineSpacing();
}

int PinsView::emptyLineHeight() const {
    return headerHeight() + lineSpacing();
}

QRect PinsView::area() const {
    const int bottom = m_caption->geometry().top() - 4;
    const int right = m_scrolls ? width() - m_scroll->sizeHint().width() : width();
    return QRect(0, 0, std::max(0, right), std::max(0, bottom));
}

double PinsView::badgeWidth() const {
    return fontMetrics().horizontalAdvance(tr("G = %1").arg(88)) + 10;
}

QString PinsView::gapText(const Natural& count, bool wrappable) {
    if (count == 1) return tr("… 1 pin …");
    return tr("… %1 pins …")
        .arg(wrappable ? stonepainter::wrappableNatural(count) : number(count));
}

double PinsView::gapWidth(const Natural& count) const {
    const QFontMetrics fm = fontMetrics();
    const double scale = presentationScale();
    const QString text = gapText(count, true);
    double w = std::clamp(double(fm.horizontalAdvance(gapText(count))) + 20, 1.2 * m_pitch,
                          std::max(150 * scale, 1.2 * m_pitch));
    // A long count wraps onto lines between its digit groups: as wide as they need to fit
    // the pins' height.
    const double room = pinHeight() + numbersHeight();
    while (w < 300 * scale &&
           fm.boundingRect(QRect(0, 0, int(w) - 8, 100000), Qt::TextWordWrap | Qt::AlignCenter,
                           text)
                   .height() > room)
        w += 20 * scale;
    return w;
}

std::vector<Natural> PinsView::mustsOf(int row) const {
    std::vector<Natural> musts;
    const auto around = [&](const oc::Move& m) {
        if (int(m.row) != row) return;
        // The pins on both sides of the move's ends: the choice reads in its place.
        for (const Natural& pin : {Natural(m.start), Natural(m.start + 1),
                                   Natural(m.start + std::max(m.width, Natural(1))),
                                   Natural(m.start + m.width + 1)})
            musts.push_back(pin);
    };
    if (m_hint) around(*m_hint);
    if (m_keyMove) around(*m_keyMove);
    return musts;
}

std::vector<Natural> PinsView::shownPins(const Natural& n, double budget,
                                         const std::vector<Natural>& musts) const {
    const Natural tail = std::min(n, Natural(kTail));
    std::vector<Natural> shown;
    // The first pins, as many as fit beside the last ones and those around the choices:
    // moves near the start of a long row are where its winning moves are found first.
    for (long head = std::max(1L, long(budget / m_pitch)); head >= 1; --head) {
        std::set<Natural> pins;
        for (long i = 1; i <= head && i <= n; ++i)
            pins.insert(Natural(i));
        for (Natural i = n - tail + 1; i <= n; ++i)
            pins.insert(i);
        for (const Natural& m : musts)
            if (m >= 1 && m <= n) pins.insert(m);
        double used = 0;
        const Natural* previous = nullptr;
        for (const Natural& pin : pins) {
            if (previous && pin > *previous + 1) used += gapWidth(pin - *previous - 1);
            used += m_pitch;
            previous = &pin;
        }
        shown.assign(pins.begin(), pins.end());
        if (used <= budget) break;
    }
    return shown;
}

void PinsView::buildItems(Line& line, double width) const {
    using Kind = Item::Kind;
    line.items.clear();
    const bool values = moveValuesShown();
    const double pitch = m_pitch;
    const bool merged = line.parts.size() == 2;
    const Fall* fall = nullptr;
    if (m_fall && int(m_fall->row) == line.parts.front().row) fall = &*m_fall;
    // The room the fallen pins (or a cut) take.
    double fallenW = 0;
    if (fall) {
        const Natural shown = std::min(fall->width, Natural(kMaxFallen));
        fallenW = fall->width > 0 ? double(shown.get_si()) * pitch : pitch;
        // Between two rows, the first one's value is written over the fallen pins.
        if (merged && values) fallenW = std::max(fallenW, badgeWidth() + 8);
    }
    double room = width - fallenW;
    // Rows that fit keep all their pins; the rest share what is left, shortest first.
    std::vector<double> budget(line.parts.size(), -1); // -1: every pin
    {
        std::vector<std::size_t> order(line.parts.size());
        for (std::size_t k = 0; k < order.size(); ++k)
            order[k] = k;
        const auto pinsOf = [&](std::size_t k) {
            return m_position.rows[std::size_t(line.parts[k].row)];
        };
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return pinsOf(a) < pinsOf(b); });
        double left = room;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const std::size_t k = order[i];
            const double share = left / double(order.size() - i);
            const Natural& n = pinsOf(k);
            const double need = n > 100000 ? 1e12 : double(n.get_si()) * pitch;
            if (need <= share + 0.5) {
                left -= need;
            } else {
                budget[k] = share;
                left -= share;
            }
        }
    }
    double x = kMargin;
    const auto add = [&](Kind kind, int row, const Natural& first, const Natural& last, double w) {
        Item it;
        it.kind = kind;
        it.row = row;
        it.first = first;
        it.last = last;
        it.x = x;
        it.w = w;
        line.items.push_back(it);
        x += w;
    };
    const auto fallen = [&] {
        if (fall->width == 0)
            add(Kind::Cut, -1, 0, 0, fallenW);
        else
            add(Kind::Fallen, -1, fall->width, fall->width, fallenW);
    };
    for (std::size_t k = 0; k < line.parts.size(); ++k) {
        Part& part = line.parts[k];
        const Natural& n = m_position.rows[std::size_t(part.row)];
        // Pins knocked down at the start of a row lie before it.
        if (fall && !merged && fall->parts == 1 && fall->atStart) fallen();
        part.left = x;
        part.compressed = budget[k] >= 0;
        if (!part.compressed) {
            for (Natural i = 1; i <= n; ++i)
                add(Kind::Pin, part.row, i, i, pitch);
        } else {
            const std::vector<Natural> pins = shownPins(n, budget[k], mustsOf(part.row));
            for (std::size_t i = 0; i < pins.size(); ++i) {
                if (i > 0 && pins[i] > pins[i - 1] + 1) {
                    const Natural count = pins[i] - pins[i - 1] - 1;
                    add(Kind::Gap, part.row, pins[i - 1] + 1, pins[i] - 1, gapWidth(count));
                }
                add(Kind::Pin, part.row, pins[i], pins[i], pitch);
            }
        }
        part.right = x;
        if (fall && merged && k == 0) {
            // Between the two rows a split made: its fallen pins, or the cut.
            fallen();
            part.badgeX = x - fallenW / 2;
        } else if (fall && !merged && (fall->parts == 0 || !fall->atStart)) {
            fallen(); // at the row's end, or the whole row
        }
        // After the last pin, clear of it when it leans over.
        if (k + 1 == line.parts.size()) part.badgeX = x + 0.3 * pitch + 4 + badgeWidth() / 2;
    }
}

void PinsView::layoutLines() {
    const auto& rows = m_position.rows;
    m_lines.clear();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        Line line;
        line.parts.push_back(Part{int(r)});
        if (m_fall && m_fall->row == r && m_fall->parts == 2 && r + 1 < rows.size())
            line.parts.push_back(Part{int(++r)});
        line.hasPins = line.parts.size() == 2 || rows[r] > 0 || (m_fall && m_fall->row == r);
        m_lines.push_back(std::move(line));
    }
    const double scale = presentationScale();
    const double values = moveValuesShown() ? badgeWidth() + 8 + 0.3 * kLargestPitch * scale : 0;
    // What each line needs in pitches when every pin is drawn (huge rows: a lot).
    const auto wantedOf = [&](const Line& line) {
        double wanted = 0;
        for (const Part& part : line.parts) {
            const Natural& n = rows[std::size_t(part.row)];
            wanted += n > 100000 ? 1e9 : double(n.get_si());
        }
        if (m_fall && int(m_fall->row) == line.parts.front().row)
            wanted += m_fall->width == 0 ? 1 : double(std::min(m_fall->width, Natural(kMaxFallen)).get_si());
        return std::max(wanted, 1.0);
    };
    int full = 0, empty = 0;
    for (const Line& line : m_lines)
        (line.hasPins ? full : empty) += 1;
    for (int pass = 0; pass < 2; ++pass) {
        const QRect a = area();
        const double width = a.width() - 2 * kMargin - values;
        const double minPitch = kMinPitch * scale, largest = kLargestPitch * scale;
        // As wide as the longest row that fits allows (longer rows are drawn with a gap)…
        double byWidth = largest;
        for (const Line& line : m_lines) {
            const double wanted = wantedOf(line);
            if (wanted * minPitch <= width) {
                byWidth = std::min(byWidth, width / wanted);
                continue;
            }
            // … and a line drawn with gaps keeps room for a few first pins, the last ones,
            // those around the hint and the keys' choice, and the gaps between them.
            double pins = 0, gaps = 0;
            for (const Part& part : line.parts) {
                const std::size_t musts = mustsOf(part.row).size();
                pins += 4 + kTail + double(musts);
                gaps += (musts > 0 ? 3 : 1) * 170 * scale;
            }
            byWidth = std::min(byWidth, (width - gaps) / pins);
        }
        // … and as tall as the board's height allows for every line.
        const double fixed = full * (headerHeight() + numbersHeight() + lineSpacing()) +
                             empty * emptyLineHeight() + 2 * kMargin;
        // (Each line's pins are rounded up to whole pixels: a pixel a line to spare.)
        const double byHeight = full > 0 ? (a.height() - fixed - full) / (full * 1.45) : largest;
        m_pitch = std::clamp(std::min({byWidth, byHeight, largest}), minPitch, largest);
        int y = kMargin;
        for (Line& line : m_lines) {
            line.top = y;
            line.height = line.hasPins ? fullLineHeight(m_pitch) : emptyLineHeight();
            y += line.height;
            buildItems(line, width);
        }
        m_contentHeight = y + kMargin;
        // Lines beyond the board's height scroll: laid out once more beside the scroll bar.
        const bool scrolls = m_contentHeight > a.height() && a.height() > 0;
        if (scrolls == m_scrolls) break;
        m_scrolls = scrolls;
    }
    m_scroll->setVisible(m_scrolls);
    if (m_scrolls) {
        const QRect a = area();
        m_scroll->setGeometry(a.right() + 1, 0, width() - a.right() - 1, a.height());
        m_scroll->setRange(0, std::max(0, m_contentHeight - a.height()));
        m_scroll->setPageStep(a.height());
        m_scroll->setSingleStep(std::max(1, fullLineHeight(m_pitch) / 2));
    }
}

void PinsView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    layoutLines();
}

bool PinsView::eventFilter(QObject* watched, QEvent* event) {
    // The caption grows or moves (a longer line, a new width): the lines above it follow.
    if (watched == m_caption && (event->type() == QEvent::Move || event->type() == QEvent::Resize)) {
        // A new width wraps the caption's lines anew: the room kept for them follows.
        if (event->type() == QEvent::Resize) reserveCaption();
        layoutLines();
        update();
    }
    return BoardView::eventFilter(watched, event);
}

void PinsView::layoutChanged() {
    layoutLines();
    updateCaption();
}

QSize PinsView::sizeHint() const {
    const double scale = presentationScale();
    const double pitch = 40 * scale;
    double wanted = 5;
    for (const Line& line : m_lines) {
        double s = 0;
        for (const Part& part : line.parts)
            s += std::min(40.0, double(std::min(m_position.rows[std::size_t(part.row)],
                                                Natural(1000))
                                           .get_si()));
        wanted = std::max(wanted, s + 1);
    }
    const int w = int(wanted * pitch) + 2 * kMargin + int(badgeWidth()) + 16;
    int h = 2 * kMargin + 4 * fontMetrics().height() + 16;
    for (const Line& line : m_lines)
        h += line.hasPins ? fullLineHeight(pitch) : emptyLineHeight();
    return {std::clamp(w, int(380 * scale), 1200), std::clamp(h, int(240 * scale), 900)};
}

QSize PinsView::minimumSizeHint() const {
    // More rows scroll and long rows are drawn with a gap: a modest size is enough.
    const double scale = presentationScale();
    return {int(280 * scale), fullLineHeight(kMinPitch * scale) * 2 + 2 * kMargin +
                                  3 * fontMetrics().height() + 8};
}

int PinsView::wordsHeight() const {
    // The caption, and each line's name and pin numbers.
    int lines = 0;
    for (const Line& line : m_lines)
        lines += line.hasPins ? 1 : 0;
    return m_caption->sizeHint().height() +
           std::min(lines, 6) * (headerHeight() + numbersHeight());
}

int PinsView::lineOf(int row) const {
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        for (const Part& part : m_lines[i].parts)
            if (part.row == row) return int(i);
    return -1;
}

const PinsView::Part* PinsView::partOf(int row) const {
    const int i = lineOf(row);
    if (i < 0) return nullptr;
    for (const Part& part : m_lines[std::size_t(i)].parts)
        if (part.row == row) return &part;
    return nullptr;
}

int PinsView::scrollY() const {
    return m_scrolls ? m_scroll->value() : 0;
}

QRectF PinsView::onBoard(const QRectF& content) const {
    return content.translated(0, -scrollY());
}

double PinsView::pinBandTop(const Line& line) const {
    return line.top + headerHeight();
}

int PinsView::pinItem(const Line& line, int row, const Natural& pin) const {
    for (std::size_t i = 0; i < line.items.size(); ++i) {
        const Item& it = line.items[i];
        if (it.kind == Item::Kind::Pin && it.row == row && it.first == pin) return int(i);
    }
    return -1;
}

QPoint PinsView::pinCenter(int row, const Natural& pin) const {
    const int l = lineOf(row);
    if (l < 0) return {};
    const Line& line = m_lines[std::size_t(l)];
    const int i = pinItem(line, row, pin);
    if (i < 0) return {};
    const Item& it = line.items[std::size_t(i)];
    const QPointF c = onBoard(QRectF(it.x, pinBandTop(line), it.w, pinHeight())).center();
    if (!area().contains(c.toPoint())) return {};
    return c.toPoint();
}

QPoint PinsView::gapCenter(int row, const Natural& after) const {
    const int l = lineOf(row);
    if (l < 0) return {};
    const Line& line = m_lines[std::size_t(l)];
    const int i = pinItem(line, row, after);
    const int j = pinItem(line, row, after + 1);
    if (i < 0 || j != i + 1) return {};
    const Item& it = line.items[std::size_t(i)];
    const QPointF c =
        onBoard(QRectF(it.x + it.w, pinBandTop(line), 0, pinHeight())).center();
    if (!area().contains(c.toPoint())) return {};
    return c.toPoint();
}

bool PinsView::isCompressed(int row) const {
    const Part* part = partOf(row);
    return part && part->compressed;
}

QStringList PinsView::gapLabels() const {
    QStringList out;
    for (const Line& line : m_lines)
        for (const Item& it : line.items)
            if (it.kind == Item::Kind::Gap) out << gapText(it.last - it.first + 1);
    return out;
}

bool PinsView::onOneLine(int a, int b) const {
    return lineOf(a) >= 0 && lineOf(a) == lineOf(b);
}

Natural PinsView::fallenPins() const {
    return m_fall ? m_fall->width : Natural(0);
}

void PinsView::ensureRowVisible(int row) {
    const int l = lineOf(row);
    if (l < 0 || !m_scrolls) return;
    const Line& line = m_lines[std::size_t(l)];
    const int room = area().height();
    if (line.top < m_scroll->value())
        m_scroll->setValue(line.top - kMargin);
    else if (line.top + line.height > m_scroll->value() + room)
        m_scroll->setValue(line.top + line.height - room + kMargin);
}

PinsView::Hit PinsView::hitAt(const QPoint& pos) const {
    Hit hit;
    if (!area().contains(pos)) return hit;
    const int y = pos.y() + scrollY();
    for (std::size_t l = 0; l < m_lines.size(); ++l) {
        const Line& line = m_lines[l];
        if (y < line.top || y >= line.top + line.height) continue;
        hit.line = int(l);
        for (std::size_t i = 0; i < line.items.size(); ++i) {
            const Item& it = line.items[i];
            if (pos.x() < it.x || pos.x() >= it.x + it.w) continue;
            hit.item = int(i);
            if (it.kind != Item::Kind::Pin) return hit;
            const double dx = pos.x() - (it.x + it.w / 2);
            if (!allowsCuts())
                hit.zone = Hit::Zone::Pin;
            else if (allowsKnocks() && std::abs(dx) <= pinBodyWidth() / 2 + 1)
                hit.zone = Hit::Zone::Pin;
            else
                hit.zone = dx < 0 ? Hit::Zone::CutBefore : Hit::Zone::CutAfter;
            return hit;
        }
        return hit;
    }
    return hit;
}

std::optional<oc::Move> PinsView::moveAt(const Hit& hit) const {
    if (hit.item < 0 || hit.zone == Hit::Zone::None) return std::nullopt;
    const Item& it = m_lines[std::size_t(hit.line)].items[std::size_t(hit.item)];
    const std::size_t row = std::size_t(it.row);
    const Natural& n = m_position.rows[row];
    const Natural& pin = it.first;
    switch (hit.zone) {
    case Hit::Zone::Pin:
        return oc::Move{row, pin - 1, 1};
    case Hit::Zone::CutBefore:
        // Before the first pin there is nothing to cut: the pin itself, or the first gap.
        if (pin == 1) return allowsKnocks() ? oc::Move{row, 0, 1} : oc::Move{row, 1, 0};
        return oc::Move{row, pin - 1, 0};
    case Hit::Zone::CutAfter:
        if (pin == n) return allowsKnocks() ? oc::Move{row, n - 1, 1} : oc::Move{row, n - 1, 0};
        return oc::Move{row, pin, 0};
    case Hit::Zone::None:
        break;
    }
    return std::nullopt;
}

std::optional<Natural> PinsView::dragPinAt(const QPoint& pos) const {
    if (!m_drag) return std::nullopt;
    const int l = lineOf(int(m_drag->row));
    if (l < 0) return std::nullopt;
    const Line& line = m_lines[std::size_t(l)];
    const int row = int(m_drag->row);
    // The nearest drawn pin of the row; inside a gap, the gap's end on that side.
    std::optional<Natural> best;
    double bestD = 1e18;
    for (const Item& it : line.items) {
        if (it.row != row) continue;
        if (it.kind == Item::Kind::Gap && pos.x() >= it.x && pos.x() < it.x + it.w)
            return pos.x() < it.x + it.w / 2 ? it.first : it.last;
        if (it.kind != Item::Kind::Pin) continue;
        const double d = std::abs(pos.x() - (it.x + it.w / 2));
        if (d < bestD) {
            bestD = d;
            best = it.first;
        }
    }
    return best;
}

// ---- moves -------------------------------------------------------------------------------

bool PinsView::allowsCuts() const {
    return (m_position.code.digit(0) & grundy::takebreak::LeaveTwo) != 0;
}

bool PinsView::allowsKnocks() const {
    return m_position.code.lastPlace() >= 1;
}

bool PinsView::rowHasMove(const Natural& n) const {
    const auto& code = m_position.code;
    if (allowsCuts() && n >= (code.unequalSplits() ? 3 : 2)) return true;
    for (std::size_t w = 1; w <= code.lastPlace() && Natural(w) <= n; ++w) {
        const unsigned d = code.digit(w);
        if ((n == w && (d & grundy::takebreak::LeaveNothing)) ||
            (n > w && (d & grundy::takebreak::LeaveOne)) ||
            (n >= w + 2 && (d & grundy::takebreak::LeaveTwo)))
            return true;
    }
    return false;
}

oc::Move PinsView::defaultMove(int row) const {
    const std::size_t r = std::size_t(row);
    const Natural& n = m_position.rows[r];
    if (allowsKnocks())
        for (std::size_t w = 1; w <= m_position.code.lastPlace() && Natural(w) <= n; ++w)
            for (const Natural& start : {Natural(0), Natural(1)}) {
                const oc::Move m{r, start, Natural(w)};
                if (oc::isLegal(m_position, m)) return m;
            }
    if (allowsCuts())
        for (const Natural& start : {Natural(1), Natural(2)}) {
            const oc::Move m{r, start, 0};
            if (oc::isLegal(m_position, m)) return m;
        }
    return allowsKnocks() ? oc::Move{r, 0, 1} : oc::Move{r, 1, 0};
}

oc::Move PinsView::clamped(oc::Move m) const {
    const Natural& n = m_position.rows[m.row];
    if (m.width == 0 && allowsCuts()) {
        m.start = std::clamp(m.start, Natural(1), std::max(Natural(1), Natural(n - 1)));
        return m;
    }
    const Natural most = std::min(Natural(std::max<std::size_t>(1, m_position.code.lastPlace())),
                                  std::max(n, Natural(1)));
    m.width = std::clamp(m.width, Natural(1), most);
    m.start = std::clamp(m.start, Natural(0), std::max(Natural(0), Natural(n - m.width)));
    return m;
}

void PinsView::setKeyMove(const std::optional<oc::Move>& move) {
    m_keyMove = move;
    m_hover.reset();
    if (move) {
        m_cursorRow = int(move->row);
        // A long row draws the pins around the choice.
        const Part* part = partOf(int(move->row));
        if (part && part->compressed) layoutLines();
        ensureRowVisible(int(move->row));
    }
    updateCaption();
    update();
}

void PinsView::play(oc::Move move) {
    clearChoice(); // the move is a copy: it may have been the choice just cleared
    // An illegal move is passed on too: the window says why it is refused.
    emit moveRequested(grundy::AnyMove(move));
}

void PinsView::clearChoice() {
    const bool relayout = m_keyMove && isCompressed(int(m_keyMove->row));
    m_hover.reset();
    m_keyMove.reset();
    m_drag.reset();
    if (relayout) layoutLines();
    updateCaption();
    update();
}

std::optional<oc::Move> PinsView::chosenMove() const {
    if (!m_interactive) return std::nullopt;
    if (m_drag) return m_drag;
    if (m_keyMove) return m_keyMove;
    return m_hover;
}

QString PinsView::pinsText(const Natural& n, bool abridged) const {
    if (n == 0) return tr("no pins");
    if (n == 1) return tr("1 pin");
    return tr("%1 pins").arg(abridged ? stonepainter::abridgedNatural(n) : number(n));
}

QString PinsView::headerText(int row) const {
    return tr("Row %1: %2").arg(row + 1).arg(pinsText(m_position.rows[std::size_t(row)], true));
}

QString PinsView::helpText() const {
    if (!allowsKnocks())
        return tr("Click the gap where a row is to be split in two. Keys: ↑/↓ row, "
                  "←/→ gap, Enter splits.");
    if (allowsCuts())
        return tr("Drag over adjacent pins of a row (or click one) to knock them down, or click "
                  "between two pins to split the row. Keys: ↑/↓ row, ←/→ "
                  "first pin, Shift+←/→ how many, Enter.");
    return tr("Drag over adjacent pins of a row (or click one) to knock them down. Keys: "
              "↑/↓ row, ←/→ first pin, Shift+←/→ how many, Enter.");
}

QString PinsView::choiceText(const oc::Move& move) const {
    if (const auto why = oc::whyIllegal(m_position, move))
        return tr("Not allowed: %1.").arg(MessageText::text(*why));
    QString text = BoardAccessible::capitalised(MessageText::text(oc::describeMove(m_position, move)));
    text = movevalues::withValue(text, markedValue(grundy::AnyMove(move)));
    if (m_drag) return tr("%1. Release to play it.").arg(text);
    if (m_keyMove) return tr("%1. Enter plays it.").arg(text);
    return tr("%1.").arg(text);
}

void PinsView::updateCaption() {
    QString text;
    if (!m_interactive)
        text = idleText();
    else if (const auto m = chosenMove())
        text = choiceText(*m);
    else if (m_hint)
        text = tr("Hint: %1 (outlined).")
                   .arg(MessageText::text(oc::describeMove(m_position, *m_hint)));
    else
        text = helpText();
    m_caption->setText(text);
    reserveCaption();
}

void PinsView::reserveCaption() {
    // Room for the longer lines it shows, so the rows do not move under the pointer.
    QStringList reserved{helpText(), idleText()};
    if (!m_position.rows.empty()) {
        const auto longest = std::max_element(m_position.rows.begin(), m_position.rows.end());
        const std::size_t row = std::size_t(longest - m_position.rows.begin());
        const oc::Move outside{row, *longest, 2};
        if (const auto why = oc::whyIllegal(m_position, outside))
            reserved << tr("Not allowed: %1.").arg(MessageText::text(*why));
        if (*longest >= 4) {
            const oc::Move middle{row, 1, 2};
            reserved << tr("%1. Release to play it.")
                            .arg(movevalues::withValue(
                                MessageText::text(oc::describeMove(m_position, middle)),
                                MoveValue::Winning));
        }
    }
    stonepainter::reserveCaptionHeight(m_caption, reserved);
}

QString PinsView::caption() const {
    return m_caption->text();
}

// ---- move values -------------------------------------------------------------------------

void PinsView::moveValuesChanged() {
    m_marks.reset();
    m_values.clear();
    m_winning.clear();
    if (moveValuesShown()) {
        for (const Natural& row : m_position.rows) {
            try {
                m_values.push_back(oc::rowValue(m_position.code, row));
            } catch (const std::exception&) {
                m_values.push_back(std::nullopt);
            }
        }
        try {
            if (!oc::isOver(m_position))
                m_winning = moveJudge().winningMovesOf<oc::Move>(m_position);
        } catch (const std::exception&) {
        }
    }
    layoutLines(); // the values take room at the rows' ends
    updateCaption();
}

std::optional<unsigned> PinsView::valueOf(int row) const {
    return std::size_t(row) < m_values.size() ? m_values[std::size_t(row)] : std::nullopt;
}

MoveValue PinsView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<oc::Move>(&move);
    if (!m || !moveValuesShown() || !oc::isLegal(m_position, *m)) return MoveValue::None;
    return m_marks.value({m->row, {m->start, m->width}},
                         [&] { return moveJudge().valueOf(m_position, *m); });
}

QStringList PinsView::winningIn(int row, bool* complete) const {
    QStringList out;
    for (const oc::Move& m : m_winning)
        if (int(m.row) == row) out << MessageText::text(oc::describeMove(m_position, m));
    // Every winning move is listed for rows up to kListedRow, while the list is not full.
    *complete = m_position.rows[std::size_t(row)] <= oc::kListedRow &&
                m_winning.size() < oc::kMaxWinningMoves;
    return out;
}

// ---- screen readers ----------------------------------------------------------------------

QString PinsView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const Natural& n = m_position.rows[std::size_t(part)];
    QString text = tr("Row %1: %2").arg(part + 1).arg(pinsText(n, false));
    if (!moveValuesShown()) return text;
    if (const auto g = valueOf(part)) text = tr("%1, G = %2").arg(text).arg(*g);
    if (oc::isOver(m_position) || !rowHasMove(n)) return text;
    bool complete = false;
    const QStringList winning = winningIn(part, &complete);
    if (complete) return movevalues::withPartValues(text, winning);
    if (!winning.isEmpty())
        return tr("%1. Winning moves here include: %2.").arg(text, winning.join(QStringLiteral("; ")));
    return text;
}

QRect PinsView::partRect(int part) const {
    const int l = lineOf(part);
    const Part* p = partOf(part);
    if (l < 0 || !p) return {};
    const Line& line = m_lines[std::size_t(l)];
    // Its words and pins: from its first pin (or the line's start) to its last.
    double left = p->left, right = std::max(p->right, p->left + 1);
    if (line.parts.size() == 1) {
        left = kMargin;
        for (const Item& it : line.items)
            right = std::max(right, it.x + it.w);
        right = std::max(right, left + fontMetrics().horizontalAdvance(headerText(part)));
    }
    const QRectF r = onBoard(QRectF(left, line.top, right - left, line.height - lineSpacing()));
    return r.toAlignedRect().intersected(area());
}

int PinsView::focusedPart() const {
    if (m_position.rows.empty()) return -1;
    return m_keyMove ? int(m_keyMove->row) : m_cursorRow;
}

// ---- mouse and keys ----------------------------------------------------------------------

void PinsView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_interactive) return;
    const auto move = moveAt(hitAt(event->position().toPoint()));
    if (!move) return;
    const bool relayout = m_keyMove && isCompressed(int(m_keyMove->row));
    m_keyMove.reset();
    m_hover.reset();
    m_drag = move;
    m_anchor = move->start + 1;
    m_cursorRow = int(move->row);
    if (relayout) layoutLines();
    updateCaption();
    update();
}

void PinsView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if (m_drag) {
        if (m_drag->width == 0) {
            // A cut follows the gaps of its row.
            const auto move = moveAt(hitAt(pos));
            if (move && move->row == m_drag->row && move->width == 0) m_drag = move;
        } else if (const auto pin = dragPinAt(pos)) {
            const Natural lo = std::min(m_anchor, *pin), hi = std::max(m_anchor, *pin);
            m_drag = oc::Move{m_drag->row, lo - 1, hi - lo + 1};
        }
        updateCaption();
        update();
        return;
    }
    if (!m_interactive) return;
    const auto hover = moveAt(hitAt(pos));
    if (hover != m_hover) {
        m_hover = hover;
        updateCaption();
        update();
    }
}

void PinsView::mouseReleaseEvent(QMouseEvent* event) {
    if (!m_drag || event->button() != Qt::LeftButton) return;
    const oc::Move move = *m_drag;
    m_drag.reset();
    // Released away from the row's line: nothing is played.
    const Hit hit = hitAt(event->position().toPoint());
    if (hit.line < 0 || hit.line != lineOf(int(move.row))) {
        m_hover.reset();
        updateCaption();
        update();
        return;
    }
    play(move);
}

void PinsView::leaveEvent(QEvent* event) {
    BoardView::leaveEvent(event);
    if (m_hover) {
        m_hover.reset();
        updateCaption();
        update();
    }
}

void PinsView::wheelEvent(QWheelEvent* event) {
    if (!m_scrolls) return BoardView::wheelEvent(event);
    m_scroll->setValue(m_scroll->value() - event->angleDelta().y() * m_scroll->singleStep() / 120);
    event->accept();
}

void PinsView::keyPressEvent(QKeyEvent* event) {
    const int rows = int(m_position.rows.size());
    if (!m_interactive || rows == 0) return BoardView::keyPressEvent(event);
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dir = event->key() == Qt::Key_Up ? -1 : 1;
        // Rows of no pins have nothing to choose: the keys pass them by.
        int row = m_cursorRow + dir;
        while (row >= 0 && row < rows && m_position.rows[std::size_t(row)] == 0)
            row += dir;
        if (row < 0 || row >= rows) break;
        m_cursorRow = row;
        if (m_keyMove)
            setKeyMove(clamped(oc::Move{std::size_t(row), m_keyMove->start, m_keyMove->width}));
        else
            setKeyMove(std::nullopt);
        ensureRowVisible(row);
        break;
    }
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (m_position.rows[std::size_t(m_cursorRow)] == 0) break;
        const int dir = event->key() == Qt::Key_Left ? -1 : 1;
        if (!m_keyMove) {
            setKeyMove(defaultMove(m_cursorRow));
            break;
        }
        oc::Move m = *m_keyMove;
        if (shift) {
            // Fewer or more pins; below one, a cut where the code allows it.
            if (dir > 0)
                m.width += 1;
            else if (m.width > 1 || (m.width == 1 && allowsCuts()))
                m.width -= 1;
            if (m.width == 0 && m.start == 0) m.start = 1;
        } else if (dir > 0 || m.start > 0) {
            m.start += dir;
        }
        setKeyMove(clamped(m));
        break;
    }
    case Qt::Key_Home:
    case Qt::Key_End: {
        // The choice to the row's start or end: a long row's far end in one key.
        if (m_position.rows[std::size_t(m_cursorRow)] == 0) break;
        oc::Move m = m_keyMove ? *m_keyMove : defaultMove(m_cursorRow);
        m.start = event->key() == Qt::Key_Home ? Natural(0) : m_position.rows[m.row];
        setKeyMove(clamped(m));
        break;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_keyMove)
            play(*m_keyMove);
        else if (m_position.rows[std::size_t(m_cursorRow)] > 0)
            setKeyMove(defaultMove(m_cursorRow));
        break;
    case Qt::Key_Escape:
        clearChoice();
        break;
    default:
        return BoardView::keyPressEvent(event);
    }
    updateCaption();
    update();
    event->accept();
}

// ---- painting ----------------------------------------------------------------------------

void PinsView::paintPin(QPainter& painter, const QPointF& base, double angle, double scale,
                        const QColor& fill, const QColor& outline, double outlineWidth,
                        Qt::PenStyle style) const {
    const double w = pinBodyWidth() * scale, h = pinHeight() * scale;
    const double reach = h + outlineWidth + 2;
    const QRectF bounds(base.x() - reach, base.y() - reach, 2 * reach, 2 * reach);
    const QString key = QStringLiteral("pin|%1|%2|%3|%4|%5|%6|%7")
                            .arg(w)
                            .arg(h)
                            .arg(angle)
                            .arg(fill.rgba())
                            .arg(outline.rgba())
                            .arg(outlineWidth)
                            .arg(int(style));
    spritecache::paint(painter, bounds, key, [&](QPainter& p) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        QTransform t;
        t.translate(base.x(), base.y());
        t.rotate(angle);
        t.scale(w, h);
        const QPainterPath path = t.map(unitPin());
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawPath(path);
        // The red band at the neck, in the pin's own shade.
        p.setClipPath(path);
        QColor stripe = band();
        stripe.setAlphaF(fill.alphaF() * (fill.alphaF() < 1 ? 0.5 : 0.85));
        p.setBrush(stripe);
        p.drawPolygon(t.map(QRectF(-0.5, -0.73, 1, 0.05)));
        p.drawPolygon(t.map(QRectF(-0.5, -0.64, 1, 0.05)));
        p.setClipping(false);
        p.setPen(QPen(outline, outlineWidth, style));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.restore();
    });
}

QRectF PinsView::spanOf(const oc::Move& move) const {
    const int l = lineOf(int(move.row));
    if (l < 0) return {};
    const Line& line = m_lines[std::size_t(l)];
    const int row = int(move.row);
    const double top = pinBandTop(line), h = pinHeight();
    if (move.width == 0) {
        const int i = pinItem(line, row, move.start);
        if (i < 0) return {};
        const Item& it = line.items[std::size_t(i)];
        return onBoard(QRectF(it.x + it.w - 1, top, 2, h));
    }
    // The drawn items holding the first and the last pin (a pin, or a gap).
    const Natural first = move.start + 1, last = move.start + move.width;
    double left = -1, right = -1;
    for (const Item& it : line.items) {
        if (it.row != row) continue;
        if (it.first <= first && first <= it.last && left < 0) left = it.x;
        if (it.first <= last && last <= it.last) right = it.x + it.w;
    }
    if (left < 0 || right < 0) return {};
    return onBoard(QRectF(left, top, right - left, h));
}

void PinsView::paintLine(QPainter& painter, const Line& line) const {
    const QPalette& pal = palette();
    const QFontMetrics fm = fontMetrics();
    const double top = line.top - scrollY();
    const double pinTop = top + headerHeight();
    const double base = pinTop + pinHeight();
    const std::optional<oc::Move> choice = chosenMove();
    const bool legal = choice && oc::isLegal(m_position, *choice);
    const QColor text = pal.color(QPalette::WindowText);
    const QColor highlight = pal.color(QPalette::Highlight);
    const QColor warning = theme::warningColor(pal);
    const QColor hint = stonepainter::hintColor(pal);
    const double outlineW = lineWidth(1.2);

    // The rows' names, each over its first pin.
    painter.setPen(text);
    double nameEnd = 0;
    for (std::size_t k = 0; k < line.parts.size(); ++k) {
        const Part& part = line.parts[k];
        const double left = std::max(k == 0 ? double(kMargin) : part.left, nameEnd + 12);
        const double right = k + 1 < line.parts.size() ? line.parts[k + 1].left - 4
                                                       : double(area().width() - kMargin);
        const QString name =
            fm.elidedText(headerText(part.row), Qt::ElideRight, int(std::max(0.0, right - left)));
        QFont f = font();
        f.setBold(m_interactive && part.row == focusedPart() && showsKeyboardCursor());
        painter.setFont(f);
        painter.drawText(QRectF(left, top, right - left, headerHeight()),
                         Qt::AlignLeft | Qt::AlignVCenter, name);
        nameEnd = left + QFontMetrics(f).horizontalAdvance(name);
        painter.setFont(font());
    }
    if (!line.hasPins) return;

    // The pins, the gaps of long rows and what the last move knocked down.
    for (std::size_t i = 0; i < line.items.size(); ++i) {
        const Item& it = line.items[i];
        const double cx = it.x + it.w / 2;
        switch (it.kind) {
        case Item::Kind::Pin: {
            const bool falls = choice && covers(*choice, it.row, it.first);
            const bool hinted = m_hint && covers(*m_hint, it.row, it.first);
            QColor fill = ivory(pal), outline = pinOutline(pal);
            double width = outlineW, angle = 0;
            Qt::PenStyle style = Qt::SolidLine;
            if (falls && legal) {
                fill = theme::blend(ivory(pal), highlight, 0.55);
                outline = highlight.darker(130);
                width = lineWidth(2);
                angle = kLean;
            } else if (falls) {
                fill = theme::blend(ivory(pal), warning, 0.35);
                outline = warning;
                width = lineWidth(2);
                style = Qt::DashLine;
            }
            if (hinted && !falls) {
                outline = hint;
                width = lineWidth(2.5);
            }
            paintPin(painter, QPointF(cx, base), angle, 1.0, fill, outline, width, style);
            break;
        }
        case Item::Kind::Gap: {
            const QRectF box(it.x + 3, pinTop + 2, it.w - 6, pinHeight() + numbersHeight() - 4);
            const bool inChoice = choice && int(choice->row) == it.row && choice->width > 0 &&
                                  it.first <= choice->start + choice->width &&
                                  it.last > choice->start;
            QColor edge = text;
            edge.setAlphaF(0.55);
            painter.setPen(QPen(edge, lineWidth(1), Qt::DashLine));
            QColor fill = inChoice ? (legal ? highlight : warning) : QColor(Qt::transparent);
            fill.setAlphaF(inChoice ? 0.25 : 0);
            painter.setBrush(fill);
            painter.drawRoundedRect(box, 6, 6);
            painter.setPen(text);
            painter.drawText(box.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap,
                             gapText(it.last - it.first + 1, true));
            break;
        }
        case Item::Kind::Fallen: {
            // Lying where they stood, greyed; a wide move says how many fell.
            const int shown = int(std::min(it.first, Natural(kMaxFallen)).get_si());
            const double slot = it.w / shown;
            const double lying = std::min(1.0, 0.9 * slot / pinHeight());
            for (int k = 0; k < shown; ++k) {
                const double x = it.x + slot * (k + 0.5);
                const double angle = k % 2 == 0 ? 86 : 92;
                // Rotated about its base: the base sits left of the slot's centre.
                const QPointF foot(x - pinHeight() * lying / 2,
                                   base - pinBodyWidth() * lying * 0.5 - 1);
                paintPin(painter, foot, angle, lying, faded(pal, ivory(pal), 0.55),
                         faded(pal, pinOutline(pal), 0.55), outlineW);
            }
            if (it.first > kMaxFallen) {
                painter.setPen(text);
                painter.drawText(QRectF(it.x, pinTop, it.w, pinHeight() * 0.6), Qt::AlignCenter,
                                 tr("%1 fell").arg(number(it.first)));
            }
            break;
        }
        case Item::Kind::Cut: {
            QColor ink = text;
            ink.setAlphaF(0.6);
            painter.setPen(QPen(ink, lineWidth(2), Qt::DashLine));
            painter.drawLine(QPointF(cx, pinTop + 2), QPointF(cx, base));
            break;
        }
        }
    }

    // The pins' numbers under them, as many as have room, always beside a gap.
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter.setFont(small);
    const QFontMetrics sfm(small);
    QColor numbers = text;
    numbers.setAlphaF(0.75);
    painter.setPen(numbers);
    int step = 1;
    {
        Natural widest = 1;
        for (const Part& part : line.parts)
            widest = std::max(widest, std::min(m_position.rows[std::size_t(part.row)], Natural(999)));
        const int need = sfm.horizontalAdvance(number(widest)) + 6;
        for (const int s : {1, 2, 5, 10, 20, 50, 100})
            if ((step = s) * m_pitch >= need) break;
    }
    double drawnTo = -1e9;
    for (std::size_t i = 0; i < line.items.size(); ++i) {
        const Item& it = line.items[i];
        if (it.kind != Item::Kind::Pin) continue;
        const Natural& n = m_position.rows[std::size_t(it.row)];
        const bool byGap = (i > 0 && line.items[i - 1].kind == Item::Kind::Gap) ||
                           (i + 1 < line.items.size() && line.items[i + 1].kind == Item::Kind::Gap);
        if (!(it.first == 1 || it.first == n || it.first % step == 0 || byGap)) continue;
        // A long number keeps its last digits (the row's name says how long it is).
        const QString label =
            sfm.elidedText(number(it.first), Qt::ElideLeft, int(std::max(m_pitch * 1.5, 24.0)));
        const double w = sfm.horizontalAdvance(label);
        const double cx = it.x + it.w / 2;
        if (cx - w / 2 < drawnTo + 4) continue;
        painter.drawText(QRectF(cx - w / 2 - 2, base + 1, w + 4, numbersHeight()),
                         Qt::AlignCenter, label);
        drawnTo = cx + w / 2;
    }
    painter.setFont(font());

    // The rows' values at their ends.
    if (moveValuesShown())
        for (const Part& part : line.parts)
            if (const auto g = valueOf(part.row)) {
                const QString label = tr("G = %1").arg(*g);
                const double w = fm.horizontalAdvance(label) + 8;
                const bool between = &part != &line.parts.back();
                const QRectF r(part.badgeX - w / 2,
                               between ? pinTop : pinTop + (pinHeight() - fm.height()) / 2 - 2, w,
                               fm.height() + 4);
                painter.setPen(QPen(text, lineWidth(1)));
                painter.setBrush(pal.color(QPalette::Base));
                painter.drawRoundedRect(r, 4, 4);
                painter.setPen(pal.color(QPalette::Text));
                painter.drawText(r, Qt::AlignCenter, label);
            }
}

void PinsView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QRect a = area();
    painter.setClipRect(a);
    for (const Line& line : m_lines) {
        const QRectF r = onBoard(QRectF(0, line.top, a.width(), line.height));
        if (r.bottom() < 0 || r.top() > a.bottom()) continue;
        paintLine(painter, line);
    }
    painter.setBrush(Qt::NoBrush);
    // The hint: its pins outlined together, or its cut drawn in the hint's colour.
    if (m_hint) {
        const QRectF span = spanOf(*m_hint);
        if (span.width() > 0) {
            const QColor hint = stonepainter::hintColor(pal);
            if (m_hint->width == 0) {
                painter.setPen(QPen(hint, lineWidth(stonepainter::kHintRingWidth), Qt::SolidLine,
                                    Qt::RoundCap));
                painter.drawLine(QPointF(span.center().x(), span.top() - 2),
                                 QPointF(span.center().x(), span.bottom() + 2));
            } else {
                painter.setPen(QPen(hint, lineWidth(stonepainter::kHintRingWidth), Qt::DashLine));
                painter.drawRoundedRect(span.adjusted(1, -3, -1, 3), 6, 6);
            }
        }
    }
    const std::optional<oc::Move> choice = chosenMove();
    if (choice) {
        const QRectF span = spanOf(*choice);
        const bool legal = oc::isLegal(m_position, *choice);
        const QColor ink = legal ? pal.color(QPalette::Highlight) : theme::warningColor(pal);
        if (choice->width == 0 && span.width() > 0) {
            painter.setPen(QPen(ink, lineWidth(3), legal ? Qt::SolidLine : Qt::DashLine,
                                Qt::RoundCap));
            painter.drawLine(QPointF(span.center().x(), span.top() - 4),
                             QPointF(span.center().x(), span.bottom() + 4));
        }
        // Its value (View → Move Values) over the pins that would fall.
        const MoveValue value = markedValue(grundy::AnyMove(*choice));
        if (value != MoveValue::None && span.width() > 0) {
            const double size = std::min(m_pitch * 0.8, 28 * presentationScale());
            movevalues::paintMark(painter,
                                  QPointF(span.center().x(), span.top() + pinHeight() * 0.55),
                                  size, value, pal, presentationScale());
        }
    }
    // The keyboard's cursor: around the keys' choice, else around the row's pins.
    if (showsKeyboardCursor() && m_interactive && !m_position.rows.empty()) {
        QRectF r;
        if (m_keyMove) {
            r = spanOf(*m_keyMove).adjusted(-4, -4, 4, 4);
        } else if (const Part* part = partOf(m_cursorRow); part && part->right > part->left) {
            const Line& line = m_lines[std::size_t(lineOf(m_cursorRow))];
            r = onBoard(QRectF(part->left, pinBandTop(line), part->right - part->left,
                               pinHeight() + numbersHeight()))
                    .adjusted(-3, 1, 3, 0); // under the row's name, not through its letters
        }
        if (r.width() > 0) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), lineWidth(2), Qt::DotLine));
            painter.drawRect(r);
        }
    }
}
