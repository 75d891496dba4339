// SPDX-License-Identifier: MIT
#include "games/dag/graphview.h"

#include "common/messagetext.h"
#include "common/theme.h"

#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QStyle>
#include <QToolButton>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <deque>
#include <string>

namespace {

/// The middle of an edge's curve (by its points along it).
QPointF middle(const GraphLayout::Path& path) {
    const std::vector<QPointF> points = path.sample(8);
    return points.empty() ? path.tip : points[points.size() / 2];
}

constexpr double kMinZoom = 0.3;
constexpr double kMaxZoom = 4;
/// A small graph grows to fill the board up to this scale; a big one shrinks to fit down
/// to this one (circles of 8 pixels, numbers of 9: a graph of 30 ranks fits a board 800
/// pixels high), then scrolls.
constexpr double kMaxFit = 1.8;
constexpr double kMinFit = 0.47;
/// The other direction is taken when it shows the graph this much bigger.
constexpr double kTurnGain = 1.1;
/// A graph shrunk to fit spreads across its ranks up to this many times its scale (the
/// circles keep theirs, and no edge comes nearer a circle than in the layout).
constexpr double kMaxSpread = 2.5;
/// And a small graph grown to the largest fit, up to this many times.
constexpr double kMaxSmallSpread = 1.5;

using Direction = GraphLayout::Direction;

/// The colours the board draws with, readable in the light and the dark palette.
struct Colours {
    QColor canvas, edge, text, vertex, chessman, chessmanText, lit, selected, last, hint;
};

Colours coloursFor(const QPalette& palette) {
    const bool dark = theme::isDark(palette);
    Colours c;
    c.canvas = palette.color(QPalette::Base);
    c.text = palette.color(QPalette::Text);
    c.edge = theme::blend(c.canvas, c.text, 0.55);
    c.vertex = theme::blend(c.canvas, c.text, 0.06);
    c.chessman = dark ? QColor(0xf2, 0xc1, 0x4e) : QColor(0x5b, 0x3a, 0x1a);
    c.chessmanText = dark ? QColor(0x1b, 0x1b, 0x1b) : QColor(0xff, 0xff, 0xff);
    c.lit = theme::blend(c.canvas, palette.color(QPalette::Highlight), 0.35);
    c.selected = palette.color(QPalette::Highlight);
    c.last = dark ? QColor(0xff, 0x8a, 0x65) : QColor(0xc4, 0x41, 0x0b);
    c.hint = dark ? QColor(0x69, 0xdb, 0x7c) : QColor(0x1b, 0x7f, 0x3a);
    return c;
}

} // namespace

GraphView::GraphView(QWidget* parent)
    : BoardView(parent), m_caption(new QLabel(this)), m_values(new QToolButton(this)),
      m_hscroll(new QScrollBar(Qt::Horizontal, this)),
      m_vscroll(new QScrollBar(Qt::Vertical, this)) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    m_caption->setWordWrap(true);
    m_caption->setObjectName(QStringLiteral("graphCaption"));
    m_values->setCheckable(true);
    m_values->setObjectName(QStringLiteral("sgValuesButton"));
    m_values->setFocusPolicy(Qt::TabFocus);
    connect(m_values, &QToolButton::toggled, this, [this] { update(); });
    for (QScrollBar* bar : {m_hscroll, m_vscroll}) {
        bar->hide();
        connect(bar, &QScrollBar::valueChanged, this, [this] { update(); });
    }
    m_position = grundy::dag::fromGraph("1:", {grundy::Natural(0)});
    layoutGraph(); // first: the words' layout asks where the graph goes
    retranslate();
}

// ---- the position --------------------------------------------------------------------

void GraphView::setPosition(const grundy::AnyPosition& position,
                            const std::optional<grundy::AnyMove>& lastMove) {
    const auto& p = std::get<grundy::dag::Position>(position);
    const bool newGraph = !m_position.graph || !p.graph || m_position.graph->text != p.graph->text;
    m_marks.reset();
    m_hint.reset();
    m_lastMove.reset();
    m_lastFrom.reset();
    if (lastMove) {
        if (const auto* m = std::get_if<grundy::dag::Move>(&*lastMove)) {
            m_lastMove = *m;
            // The move names the chessman, not where it came from: the board shown before
            // says, when the move leads from it to here; else the only vertex that leads
            // here, if there is one.
            if (!newGraph && grundy::dag::isLegal(m_position, *m) &&
                grundy::dag::apply(m_position, *m) == p) {
                m_lastFrom = m_position.chessmen[m->chessman];
            } else {
                std::optional<std::size_t> only;
                bool several = false;
                for (std::size_t v = 0; v < p.graph->vertexCount() && !several; ++v)
                    if (p.graph->hasEdge(v, m->to)) {
                        several = only.has_value();
                        only = v;
                    }
                if (!several) m_lastFrom = only;
            }
        }
    }
    m_position = p;
    m_selected = m_target = -1;
    if (newGraph) {
        layoutGraph();
        updateGeometry();
    }
    updateCaption();
    if (m_lastMove) showVertex(m_lastMove->to);
    update();
}

void GraphView::setInteractive(bool interactive) {
    m_interactive = interactive;
    if (!interactive) m_selected = m_target = -1;
    updateCaption();
    update();
}

void GraphView::showHint(const grundy::AnyMove& move) {
    if (const auto* m = std::get_if<grundy::dag::Move>(&move)) {
        m_hint = *m;
        if (m->chessman < m_position.chessmen.size()) showVertex(m_position.chessmen[m->chessman]);
    }
    update();
}

const std::vector<std::size_t>& GraphView::successors(std::size_t v) const {
    return m_position.graph->graph.successors[v];
}

const GraphLayout::Path* GraphView::edgePath(std::size_t from, std::size_t to) const {
    const auto& edges = layout().edges;
    if (from >= edges.size()) return nullptr;
    const auto& next = successors(from);
    const auto it = std::find(next.begin(), next.end(), to);
    return it == next.end() ? nullptr : &edges[from][std::size_t(it - next.begin())];
}

int GraphView::chessmanOn(std::size_t v) const {
    const auto& c = m_position.chessmen;
    const auto it = std::find(c.begin(), c.end(), v);
    return it == c.end() ? -1 : int(it - c.begin());
}

std::size_t GraphView::chessmenOn(std::size_t v) const {
    return std::size_t(std::count(m_position.chessmen.begin(), m_position.chessmen.end(), v));
}

bool GraphView::canMoveFrom(std::size_t v) const {
    return chessmanOn(v) >= 0 && !successors(v).empty();
}

std::vector<std::size_t> GraphView::movableVertices() const {
    std::vector<std::size_t> out(m_position.chessmen.begin(), m_position.chessmen.end());
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    std::erase_if(out, [&](std::size_t v) { return successors(v).empty(); });
    return out;
}

int GraphView::onlyMoverTo(std::size_t to) const {
    int found = -1;
    for (const std::size_t v : movableVertices())
        if (m_position.graph->hasEdge(v, to)) {
            if (found >= 0) return -1;
            found = int(v);
        }
    return found;
}

std::vector<std::size_t> GraphView::litVertices() const {
    if (m_selected >= 0) return successors(std::size_t(m_selected));
    if (m_interactive && m_hover >= 0 && canMoveFrom(std::size_t(m_hover)))
        return successors(std::size_t(m_hover));
    return {};
}

void GraphView::moveValuesChanged() {
    m_marks.reset();
}

MoveValue GraphView::edgeMark(std::size_t from, std::size_t to) const {
    const int chessman = chessmanOn(from);
    if (!moveValuesShown() || chessman < 0) return MoveValue::None;
    return m_marks.value({from, to}, [&] {
        return moveJudge().valueIfLegal(m_position, grundy::dag::Move{std::size_t(chessman), to});
    });
}

MoveValue GraphView::markedValue(const grundy::AnyMove& move) const {
    const auto* m = std::get_if<grundy::dag::Move>(&move);
    if (!m || !grundy::dag::isLegal(m_position, *m)) return MoveValue::None;
    return edgeMark(m_position.chessmen[m->chessman], m->to);
}

bool GraphView::showsValues() const {
    return m_values->isChecked();
}

void GraphView::setShowsValues(bool show) {
    m_values->setChecked(show);
}

// ---- layout --------------------------------------------------------------------------

void GraphView::layoutGraph() {
    m_layouts = {};
    m_zoom = 1;
    layoutFor(m_direction); // the direction taken last, until the board's shape says otherwise
    updateScrolling();
}

const GraphLayout& GraphView::layoutFor(Direction direction) {
    auto& slot = m_layouts[std::size_t(direction)];
    if (slot) return *slot;
    // A new board for a game loaded or come back to finds dot's work done (GUI thread only).
    struct Kept {
        std::string graph;
        Direction direction;
        std::shared_ptr<const GraphLayout> layout;
    };
    static std::deque<Kept> kept;
    const std::string& graph = m_position.graph->text;
    const auto found = std::find_if(kept.begin(), kept.end(), [&](const Kept& k) {
        return k.direction == direction && k.graph == graph;
    });
    if (found != kept.end()) return *(slot = found->layout);
    slot = std::make_shared<const GraphLayout>(
        GraphLayout::of(m_position.graph->graph.successors, direction));
    // Only dot's layouts: they are small and slow to make; the quick ones are neither.
    if (slot->routed) {
        kept.push_front({graph, direction, slot});
        if (kept.size() > 8) kept.pop_back();
    }
    return *slot;
}

QRect GraphView::drawingArea() const {
    QRect r = rect();
    r.setBottom(m_caption->geometry().top() - 1 -
                (m_hscroll->isVisible() ? m_hscroll->height() : 0));
    if (m_vscroll->isVisible()) r.setRight(r.right() - m_vscroll->width());
    return r;
}

/// The scale from content to screen: the graph fitted to the board (on screen never
/// below kMinFit, so circles stay readable: presentation mode's content, `presentation`
/// times larger, may shrink further, down to the circles of normal mode's smallest; a
/// 30-vertex graph scrolled on a projector where those fit), times the person's zoom and
/// the presentation scale.
static double fitScale(const QSizeF& content, const QSize& area, double presentation) {
    const double fit = std::min(area.width() / content.width(), area.height() / content.height());
    return std::clamp(fit, kMinFit / presentation, kMaxFit);
}

QSizeF GraphView::scales() const {
    const QRect area = drawingArea();
    const QSizeF content = layout().content * presentationScale();
    const double fit = fitScale(content, area.size(), presentationScale());
    // The drawing spreads into the room the fit leaves on either side (the circles keep
    // their size): a graph shrunk to fit its ranks parts the edges between them, a small
    // graph grown to its largest takes more of the board.
    const double limit = fit * (fit < kMaxFit ? kMaxSpread : kMaxSmallSpread);
    const double across = std::clamp(area.width() / content.width(), fit, limit);
    const double down = std::clamp(area.height() / content.height(), fit, limit);
    return QSizeF(across, down) * m_zoom * presentationScale();
}

double GraphView::radius() const {
    const QSizeF content = layout().content * presentationScale();
    return layout().radius * fitScale(content, drawingArea().size(), presentationScale()) * m_zoom *
           presentationScale();
}

void GraphView::chooseDirection() {
    // The board above the caption, before any scroll bar.
    QRect area = rect();
    area.setBottom(m_caption->geometry().top() - 1);
    if (area.width() < 60 || area.height() < 60) return; // not placed yet
    const QSizeF board = area.size();
    const auto fit = [&](Direction d) {
        const QSizeF content = layoutFor(d).content * presentationScale();
        return std::min(
            {board.width() / content.width(), board.height() / content.height(), kMaxFit});
    };
    // Only a drawing longer than the board (relative to its width) is worth turning: ranks
    // going down when the height limits it, going right when the width does.
    const QSizeF drawn = layout().content;
    const bool tallerThanBoard = drawn.height() * board.width() > drawn.width() * board.height();
    if ((m_direction == Direction::Down) != tallerThanBoard) return;
    const Direction other = m_direction == Direction::Down ? Direction::Right : Direction::Down;
    if (fit(other) > fit(m_direction) * kTurnGain) m_direction = other;
}

void GraphView::updateScrolling() {
    const int captionHeight = m_caption->heightForWidth(width()) > 0
                                  ? m_caption->heightForWidth(width())
                                  : m_caption->sizeHint().height();
    m_caption->setGeometry(6, height() - captionHeight - 4, width() - 12, captionHeight);
    const QSize button = m_values->sizeHint();
    m_values->setGeometry(6, 6, button.width(), button.height()); // clear of the scroll bar
    chooseDirection();
    const QSizeF content = layout().content;
    // Decide the scroll bars on the area without them, then with them.
    for (int pass = 0; pass < 2; ++pass) {
        const QRect area = drawingArea();
        const QSizeF s = scales();
        // (less a hair: a graph spread to the board's width is not wider than the board)
        const int w = int(std::ceil(content.width() * s.width() - 1e-6)),
                  h = int(std::ceil(content.height() * s.height() - 1e-6));
        m_hscroll->setVisible(w > area.width());
        m_vscroll->setVisible(h > area.height());
        const QRect after = drawingArea();
        m_hscroll->setRange(0, std::max(0, w - after.width()));
        m_hscroll->setPageStep(after.width());
        m_vscroll->setRange(0, std::max(0, h - after.height()));
        m_vscroll->setPageStep(after.height());
    }
    const int sb = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    const int bottom = m_caption->geometry().top() - 1;
    m_hscroll->setGeometry(0, bottom - sb, width() - (m_vscroll->isVisible() ? sb : 0), sb);
    m_vscroll->setGeometry(width() - sb, 0, sb, bottom - (m_hscroll->isVisible() ? sb : 0));
}

QPointF GraphView::toScreen(QPointF content) const {
    const QRect area = drawingArea();
    const QSizeF s = scales();
    const QSizeF size(layout().content.width() * s.width(), layout().content.height() * s.height());
    const double left = size.width() <= area.width()
                            ? area.left() + (area.width() - size.width()) / 2
                            : area.left() - m_hscroll->value();
    const double top = size.height() <= area.height()
                           ? area.top() + (area.height() - size.height()) / 2
                           : area.top() - m_vscroll->value();
    return {left + content.x() * s.width(), top + content.y() * s.height()};
}

QPoint GraphView::vertexCenter(std::size_t v) const {
    return toScreen(layout().at.at(v)).toPoint();
}

void GraphView::setZoom(double zoom) {
    m_zoom = std::clamp(zoom, kMinZoom, kMaxZoom);
    updateScrolling();
    if (m_selected >= 0) showVertex(std::size_t(m_selected));
    update();
}

void GraphView::showVertex(std::size_t v) {
    if (v >= layout().at.size()) return;
    const QRect area = drawingArea();
    const QPointF at = toScreen(layout().at[v]);
    const double margin = radius() * 2;
    if (m_hscroll->isVisible() && (at.x() < area.left() + margin || at.x() > area.right() - margin))
        m_hscroll->setValue(m_hscroll->value() + int(at.x() - area.center().x()));
    if (m_vscroll->isVisible() && (at.y() < area.top() + margin || at.y() > area.bottom() - margin))
        m_vscroll->setValue(m_vscroll->value() + int(at.y() - area.center().y()));
}

QSize GraphView::sizeHint() const {
    const double s = presentationScale();
    const QSize content = (layout().content * s).toSize().boundedTo(QSize(900, 640));
    return content.expandedTo(QSize(int(360 * s), int(260 * s))) + QSize(0, 40);
}

QSize GraphView::minimumSizeHint() const {
    const double s = presentationScale();
    return {int(240 * s), int(200 * s)};
}

void GraphView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    updateScrolling();
}

void GraphView::layoutChanged() {
    updateScrolling();
}

void GraphView::retranslate() {
    m_values->setText(tr("SG values"));
    m_values->setToolTip(tr("Show the SG value of each vertex below it"));
    m_values->setAccessibleName(tr("Show SG values"));
    updateCaption();
    updateScrolling();
}

// ---- words ---------------------------------------------------------------------------

QString GraphView::caption() const {
    return m_caption->text();
}

void GraphView::updateCaption() {
    QString text;
    if (!m_interactive)
        text = idleText();
    else if (m_selected >= 0)
        text = tr("Chessman on %1 chosen: click a lit vertex to move it there (Escape cancels).")
                   .arg(m_selected);
    else
        text = tr("Click a chessman, then a lit vertex: it slides along that edge.");
    if (m_caption->text() != text) {
        m_caption->setText(text);
        updateScrolling();
    }
}

int GraphView::partCount() const {
    return int(layout().at.size());
}

QString GraphView::partText(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const std::size_t v = std::size_t(part);
    const int n = int(chessmenOn(v));
    QStringList to;
    for (const std::size_t w : successors(v))
        to << QString::number(w);
    const QString list = to.join(tr(", "));
    // Whole sentences for one chessman and for several (the source has no plural forms).
    QString text;
    if (n == 1 && !to.isEmpty())
        text = tr("Vertex %1, 1 chessman, leads to %2").arg(v).arg(list);
    else if (n > 1 && !to.isEmpty())
        text = tr("Vertex %1, %2 chessmen, leads to %3").arg(v).arg(n).arg(list);
    else if (n == 1)
        text = tr("Vertex %1, 1 chessman, no edges").arg(v);
    else if (n > 1)
        text = tr("Vertex %1, %2 chessmen, no edges").arg(v).arg(n);
    else if (!to.isEmpty())
        text = tr("Vertex %1, no chessman, leads to %2").arg(v).arg(list);
    else
        text = tr("Vertex %1, no chessman, no edges").arg(v);
    if (showsValues()) text = tr("%1 (SG value %2)").arg(text).arg(m_position.graph->sg[v]);
    if (moveValuesShown() && chessmanOn(v) >= 0 && !to.isEmpty()) {
        QStringList winning;
        for (const std::size_t w : successors(v))
            if (edgeMark(v, w) == MoveValue::Winning)
                winning << MessageText::text(grundy::dag::describeMove(
                    m_position, grundy::dag::Move{std::size_t(chessmanOn(v)), w}));
        text = movevalues::withPartValues(text, winning);
    }
    return text;
}

QRect GraphView::partRect(int part) const {
    if (part < 0 || part >= partCount()) return {};
    const QPointF c = toScreen(layout().at[std::size_t(part)]);
    const double r = radius();
    const QRect box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r).toAlignedRect();
    return box.intersects(drawingArea()) ? box : QRect();
}

int GraphView::focusedPart() const {
    if (m_target >= 0) return m_target;
    return m_selected;
}

// ---- drawing -------------------------------------------------------------------------

void GraphView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Colours c = coloursFor(palette());
    const QRect area = drawingArea();
    painter.fillRect(area, c.canvas);
    painter.setClipRect(area);
    const double r = radius();
    const QRectF visible = QRectF(area).adjusted(-2 * r, -2 * r, 2 * r, 2 * r);
    // toScreen, worked out once: a graph of 10^5 vertices has 10^5 edges to place.
    const QPointF origin = toScreen({0, 0});
    const QSizeF scale = scales();
    const auto screen = [&](QPointF p) {
        return QPointF(origin.x() + p.x() * scale.width(), origin.y() + p.y() * scale.height());
    };
    const auto& next = m_position.graph->graph.successors;
    const std::vector<std::size_t> lit = litVertices();
    const int from = m_selected >= 0 ? m_selected
                     : (m_interactive && m_hover >= 0 && canMoveFrom(std::size_t(m_hover)))
                         ? m_hover
                         : -1;

    // What is in sight, in layout units.
    const QRectF seen(QPointF((visible.left() - origin.x()) / scale.width(),
                              (visible.top() - origin.y()) / scale.height()),
                      QSizeF(visible.width() / scale.width(), visible.height() / scale.height()));
    // An edge along the curve the layout routed, its head at the target: its curve, or its
    // head (the heads are drawn last, over the circles and the SG values that curves
    // coming from any side may run under).
    const auto arrow = [&](std::size_t v, std::size_t w, const GraphLayout::Path* route,
                           const QColor& colour, double width, Qt::PenStyle style, bool heads) {
        if (!route) return;
        // The curve lies within its points' box: skip it when that is out of sight.
        QPointF low = route->tip, high = route->tip;
        for (const QPointF& p : route->spline) {
            low = {std::min(low.x(), p.x()), std::min(low.y(), p.y())};
            high = {std::max(high.x(), p.x()), std::max(high.y(), p.y())};
        }
        if (high.x() < seen.left() || low.x() > seen.right() || high.y() < seen.top() ||
            low.y() > seen.bottom())
            return;
        std::vector<QPointF> points;
        points.reserve(route->spline.size());
        for (const QPointF& p : route->spline)
            points.push_back(screen(p));
        // Spread across the ranks, the ends would stand off the round circles: on them.
        const auto onCircle = [&](QPointF p, std::size_t vertex) {
            const QPointF centre = screen(layout().at[vertex]), d = p - centre;
            const double len = std::hypot(d.x(), d.y());
            return len > r ? centre + d * (r / len) : p;
        };
        points.front() = onCircle(points.front(), v);
        const QPointF tip = onCircle(screen(route->tip), w), end = points.back();
        QPainterPath curve(points.front());
        for (std::size_t i = 0; i + 3 < points.size(); i += 3)
            curve.cubicTo(points[i + 1], points[i + 2], points[i + 3]);
        // The head points from the curve's end to the tip (along the curve's last
        // direction when the two meet), at least 6 pixels long; a line fills any gap.
        QPointF d = tip - end;
        if (std::hypot(d.x(), d.y()) < 0.5) d = tip - points[points.size() - 2];
        const double len = std::hypot(d.x(), d.y());
        if (len < 1e-6) return;
        const QPointF u = d / len;
        const double head = std::max(6.0, r * 0.47);
        const QPointF back = tip - u * head, side(-u.y() * head * 0.45, u.x() * head * 0.45);
        if (!heads) {
            if (len > head) curve.lineTo(back);
            painter.setPen(QPen(colour, width, style, Qt::RoundCap));
            painter.setBrush(Qt::NoBrush);
            painter.drawPath(curve);
            return;
        }
        QPainterPath path;
        path.moveTo(tip);
        path.lineTo(back + side);
        path.lineTo(back - side);
        path.closeSubpath();
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawPath(path);
    };
    const auto& paths = layout().edges;
    const double thin = lineWidth(1.2);
    const auto arrows = [&](bool heads) {
        for (std::size_t v = 0; v < next.size(); ++v)
            for (std::size_t i = 0; i < next[v].size(); ++i)
                arrow(v, next[v][i], &paths[v][i], c.edge, thin, Qt::SolidLine, heads);
        if (from >= 0)
            for (const std::size_t w : next[std::size_t(from)])
                arrow(std::size_t(from), w, edgePath(std::size_t(from), w), c.selected,
                      lineWidth(2.2), Qt::SolidLine, heads);
        if (m_lastMove && m_lastFrom)
            arrow(*m_lastFrom, m_lastMove->to, edgePath(*m_lastFrom, m_lastMove->to), c.last,
                  lineWidth(3), Qt::SolidLine, heads);
        if (m_hint && m_hint->chessman < m_position.chessmen.size()) {
            const std::size_t v = m_position.chessmen[m_hint->chessman];
            arrow(v, m_hint->to, edgePath(v, m_hint->to), c.hint, lineWidth(3), Qt::DashLine,
                  heads);
        }
    };
    arrows(false);
    // Move values: on the middle of each edge a chessman can take (clear of the arrow heads).
    if (moveValuesShown())
        for (const std::size_t v : movableVertices())
            for (const std::size_t w : next[v]) {
                const GraphLayout::Path* route = edgePath(v, w);
                if (!route) continue;
                const QPointF at = screen(middle(*route));
                if (visible.contains(at))
                    movevalues::paintMark(painter, at, std::max(14.0, r * 0.75), edgeMark(v, w),
                                          palette(), presentationScale());
            }

    // A vertex's number no smaller than 9 px times presentation mode's scale (the 30-vertex
    // graph's circles are as small in both modes, and its numbers were 9 px on a
    // projector), within its circle.
    QFont numberFont = font();
    numberFont.setPixelSize(std::max(int(r * 0.8), std::min(int(9 * presentationScale()), int(r * 1.1))));
    numberFont.setBold(true);
    QFont smallFont = font();
    smallFont.setPixelSize(std::max(8, int(r * 0.62)));
    for (std::size_t v = 0; v < layout().at.size(); ++v) {
        const QPointF at = screen(layout().at[v]);
        if (!visible.contains(at)) continue;
        const std::size_t n = chessmenOn(v);
        const bool isLit = std::find(lit.begin(), lit.end(), v) != lit.end();
        QColor fill = n > 0 ? c.chessman : isLit ? c.lit : c.vertex;
        painter.setBrush(fill);
        painter.setPen(QPen(n > 0 ? c.chessman.darker(130) : c.edge, lineWidth(1.4)));
        painter.drawEllipse(at, r, r);
        if (int(v) == m_selected) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(c.selected, lineWidth(3.5)));
            painter.drawEllipse(at, r + lineWidth(3), r + lineWidth(3));
        } else if (isLit) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(c.selected, lineWidth(3)));
            painter.drawEllipse(at, r + lineWidth(1), r + lineWidth(1));
        }
        if (m_hint && m_hint->to == v) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(c.hint, lineWidth(2.5), Qt::DashLine));
            painter.drawEllipse(at, r + lineWidth(4), r + lineWidth(4));
        }
        if (showsKeyboardCursor() && m_keyboard && int(v) == focusedPart()) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(c.text, lineWidth(1.5), Qt::DotLine));
            painter.drawRect(QRectF(at.x() - r - 6, at.y() - r - 6, 2 * r + 12, 2 * r + 12));
        }
        painter.setFont(numberFont);
        painter.setPen(n > 0 ? c.chessmanText : c.text);
        painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         QString::number(v));
        if (n > 1) {
            // How many chessmen share the vertex, on a badge at its top right.
            const double b = std::max(8.0, r * 0.48);
            const QPointF badge = at + QPointF(r * 0.8, -r * 0.8);
            painter.setBrush(c.selected);
            painter.setPen(QPen(c.canvas, lineWidth(1.5)));
            painter.drawEllipse(badge, b, b);
            painter.setFont(smallFont);
            painter.setPen(palette().color(QPalette::HighlightedText));
            painter.drawText(QRectF(badge.x() - b, badge.y() - b, 2 * b, 2 * b), Qt::AlignCenter,
                             QString::number(n));
        }
        if (showsValues()) {
            // On a patch of the canvas, so the arrows under it do not cross the words.
            const QString value = tr("SG %1").arg(m_position.graph->sg[v]);
            painter.setFont(smallFont);
            const QFontMetricsF metrics(smallFont);
            const QSizeF size(metrics.horizontalAdvance(value) + 6, metrics.height());
            const QRectF box(at.x() - size.width() / 2, at.y() + r + 2, size.width(),
                             size.height());
            painter.setPen(Qt::NoPen);
            painter.setBrush(c.canvas);
            painter.drawRoundedRect(box, 3, 3);
            painter.setPen(c.text);
            painter.drawText(box, Qt::AlignCenter, value);
        }
    }
    arrows(true);
}

// ---- mouse and keys ------------------------------------------------------------------

int GraphView::vertexAt(const QPoint& pos) const {
    if (!drawingArea().contains(pos)) return -1;
    const double r = radius() + 3;
    for (std::size_t v = 0; v < layout().at.size(); ++v) {
        const QPointF d = toScreen(layout().at[v]) - QPointF(pos);
        if (d.x() * d.x() + d.y() * d.y() <= r * r) return int(v);
    }
    return -1;
}

void GraphView::select(int vertex) {
    m_selected = vertex;
    m_target = -1;
    if (vertex >= 0 && !successors(std::size_t(vertex)).empty())
        m_target = int(successors(std::size_t(vertex)).front());
    updateCaption();
    update();
}

void GraphView::request(std::size_t from, std::size_t to) {
    const int chessman = chessmanOn(from);
    select(-1);
    if (chessman >= 0)
        emit moveRequested(grundy::AnyMove(grundy::dag::Move{std::size_t(chessman), to}));
}

void GraphView::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    m_keyboard = false;
    if (!m_interactive || event->button() != Qt::LeftButton) return;
    const int v = vertexAt(event->position().toPoint());
    if (v < 0) return select(-1);
    const std::size_t w = std::size_t(v);
    if (m_selected >= 0 && m_position.graph->hasEdge(std::size_t(m_selected), w))
        return request(std::size_t(m_selected), w);
    if (canMoveFrom(w)) return select(m_selected == v ? -1 : v);
    if (const int only = onlyMoverTo(w); only >= 0) return request(std::size_t(only), w);
    select(-1);
}

void GraphView::mouseMoveEvent(QMouseEvent* event) {
    const int v = vertexAt(event->position().toPoint());
    if (v != m_hover) {
        m_hover = v;
        update();
    }
}

void GraphView::leaveEvent(QEvent* event) {
    BoardView::leaveEvent(event);
    m_hover = -1;
    update();
}

void GraphView::wheelEvent(QWheelEvent* event) {
    const int steps = event->angleDelta().y() / 120;
    if (event->modifiers() & Qt::ControlModifier) {
        setZoom(m_zoom * std::pow(1.2, steps));
    } else if (event->modifiers() & Qt::ShiftModifier || !m_vscroll->isVisible()) {
        m_hscroll->setValue(m_hscroll->value() - steps * m_hscroll->singleStep() * 3);
    } else {
        m_vscroll->setValue(m_vscroll->value() - steps * m_vscroll->singleStep() * 3);
    }
    event->accept();
}

void GraphView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        return setZoom(m_zoom * 1.25);
    case Qt::Key_Minus:
        return setZoom(m_zoom / 1.25);
    case Qt::Key_0:
        return setZoom(1);
    default:
        break;
    }
    if (!m_interactive) return BoardView::keyPressEvent(event);
    m_keyboard = true;
    // The choices the arrows step through: the chessmen that can move, or the chosen
    // chessman's successors.
    const std::vector<std::size_t> choices =
        m_selected >= 0 ? successors(std::size_t(m_selected)) : movableVertices();
    const int cursor = m_selected >= 0 ? m_target : m_target;
    const auto at = std::find(choices.begin(), choices.end(), std::size_t(std::max(cursor, 0)));
    const int index = cursor >= 0 && at != choices.end() ? int(at - choices.begin()) : -1;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Right:
    case Qt::Key_Down: {
        if (choices.empty()) return;
        const bool back = event->key() == Qt::Key_Left || event->key() == Qt::Key_Up;
        const int n = int(choices.size());
        const int next = index < 0 ? 0 : (index + (back ? n - 1 : 1)) % n;
        m_target = int(choices[std::size_t(next)]);
        showVertex(std::size_t(m_target));
        update();
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (index < 0) {
            if (!choices.empty()) m_target = int(choices.front());
            update();
            return;
        }
        if (m_selected >= 0) return request(std::size_t(m_selected), std::size_t(m_target));
        return select(m_target);
    case Qt::Key_Escape:
        if (m_selected >= 0) {
            const int was = m_selected;
            select(-1);
            m_target = was;
            update();
            return;
        }
        break;
    default:
        break;
    }
    BoardView::keyPressEvent(event);
}
