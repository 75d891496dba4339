// SPDX-License-Identifier: MIT
#include "boards/pilelayout.h"

#include "boards/boardview.h"
#include "boards/pilerules.h"
#include "common/textlines.h"
#include "boards/stonestack.h"

#include <QScrollBar>
#include <QSignalBlocker>

#include <algorithm>

using grundy::Natural;

namespace {
constexpr int kMaxPitch = 40;
constexpr int kLargestPitch = 72; // on a large screen stones grow up to this (times the scale)
constexpr int kBoth = PileRules::kBoth;
} // namespace

PileLayout::PileLayout(const BoardView& board, const PileRules& rules, QScrollBar& scroll)
    : m_board(board), m_rules(rules), m_scroll(scroll) {}

QString PileLayout::pileName(int pile) const {
    return m_rules.pileName(pile);
}

int PileLayout::columnOf(int pile) const {
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        if (m_columns[c].pile == pile) return static_cast<int>(c);
    return -1;
}

int PileLayout::columnWithStones(int column) const {
    const int n = int(m_columns.size());
    for (int step = 0; step < n; ++step) {
        const int c = (std::max(0, column) + step) % n;
        if (m_columns[c].count > 0) return c;
    }
    return -1;
}

int PileLayout::maxPitch() const {
    return int(kMaxPitch * m_board.presentationScale());
}

int PileLayout::roomyPitch() const {
    // Stones grow into a wide board, each column pitch * 8 / 5 wide, up to kLargestPitch;
    // never smaller than the usual largest, which a narrow board squeezes as before.
    const int columns = int(m_columns.size()) + (m_rules.hasLadder() ? 1 : 0);
    const int byWidth = (m_board.width() / std::max(1, columns) - kGap) * 5 / 8;
    return std::max(maxPitch(),
                    std::min(int(kLargestPitch * m_board.presentationScale()), byWidth));
}

int PileLayout::pitchAcross(int across) const {
    const int columns = int(m_columns.size());
    int perColumn = m_board.width() / std::max(1, columns) - kGap;
    if (!m_mostText.isEmpty()) perColumn -= m_board.fontMetrics().horizontalAdvance(m_mostText) + 8;
    return std::min(int(kLargestPitch * m_board.presentationScale()),
                    StoneStack::pitchForWidth(perColumn, across));
}

int PileLayout::columnWidth(const PileColumn& c, int pitch, bool narrowest) const {
    const QFontMetrics fm = m_board.fontMetrics();
    const double scale = m_board.presentationScale();
    // Only the ladder carries the words "same number": the piles' columns need not be as
    // wide (in presentation mode that kept Wythoff's board from fitting a projector).
    const int ladderW = c.pile == kBoth ? fm.horizontalAdvance(tr("same number")) + 12 : 0;
    int w = std::max(
        {pitch * (5 * m_stack.across + 3) / 5, fm.horizontalAdvance(pileName(c.pile)) + 16, ladderW, int(56 * scale)});
    if (!m_stones) {
        // The count wraps at its digit groups (stonepainter::wrappedCount), so at its
        // narrowest the bar's column only needs its name. (And it is no wider than a column
        // of stones: the mode may change with the board's height, and a wider minimum then
        // pushed the side panel off a projector.)
        const int countW = narrowest ? 0 : fm.horizontalAdvance(c.text);
        w = std::clamp(std::max(countW, fm.horizontalAdvance(pileName(c.pile)) + 16),
                       int((narrowest ? 56 : 90) * scale), int(240 * scale));
    }
    if (!m_mostText.isEmpty()) w += fm.horizontalAdvance(m_mostText) + 8;
    return w;
}

int PileLayout::columnsWidth(int pitch, bool narrowest, int gap, int most) const {
    int sum = 0, widest = 0;
    for (const PileColumn& c : m_columns) {
        const int w = columnWidth(c, pitch, narrowest) + gap;
        sum += w;
        widest = std::max(widest, w);
    }
    return std::min(sum, most * widest);
}

void PileLayout::start(const std::vector<Natural>& numbers, const std::vector<QString>& texts,
                       const Natural& tallest, int usable) {
    m_columns.clear();
    for (int p = 0; p < static_cast<int>(numbers.size()); ++p)
        m_columns.push_back({p, numbers[p], {}, p < int(texts.size()) ? texts[p] : QString()});
    usable -= heightBesideStones();
    m_stack.across = 1;
    if (tallest <= 0) {
        m_stack.pitch = maxPitch();
        m_stones = true;
        return;
    }
    const int tall = tallest <= kMaxStones ? int(tallest.get_si()) : kMaxStones + 1;
    // Not side by side for the ladder, whose rungs span both piles.
    const bool rows = tall <= kMaxStones && !m_rules.hasLadder();
    m_stack = StoneStack::largest(tall, usable, [&](int across) {
        return across == 1 ? roomyPitch() : rows ? pitchAcross(across) : 0;
    });
    m_stones = tall <= kMaxStones && m_stack.pitch >= kMinPitch;
}

int PileLayout::heightBesideStones() const {
    return 2 * m_board.fontMetrics().height() + 24 + kTop;
}

std::vector<int> PileLayout::fitWidths(int width, int& gap) const {
    std::vector<int> widths;
    int total = 0;
    for (const PileColumn& c : m_columns) {
        widths.push_back(columnWidth(c, m_stack.pitch));
        total += widths.back() + kGap;
    }
    gap = kGap;
    // Narrower than the columns want (the window is smaller than minimumSizeHint): share
    // the width out, so every column stays on the board rather than the last falling off.
    if (total > width && !widths.empty()) {
        gap = 4;
        const int n = int(widths.size());
        const int room = std::max(n, width - n * gap);
        // No narrower than the pile's name (as drawn): more columns scroll instead of
        // cutting every name ("ile 1" for 25 piles at 1024 px).
        const QFontMetrics boldFm(nameFont());
        const int tiniest = int(24 * m_board.presentationScale());
        std::vector<int> narrowest;
        for (const PileColumn& c : m_columns)
            narrowest.push_back(std::max(tiniest, boldFm.horizontalAdvance(pileName(c.pile)) + 4));
        // The room in proportion to what each column wants, none below its narrowest: a
        // column held at its narrowest leaves the others the rest (a plain proportion let
        // the held ones push the last columns behind the scroll bar).
        std::vector<bool> held(widths.size(), false);
        for (bool changed = true; changed;) {
            changed = false;
            int free = room, wanted = 0;
            for (std::size_t i = 0; i < widths.size(); ++i) {
                if (held[i])
                    free -= narrowest[i];
                else
                    wanted += widths[i];
            }
            for (std::size_t i = 0; i < widths.size() && wanted > 0; ++i)
                if (!held[i] && widths[i] * std::max(free, 0) / wanted < narrowest[i]) {
                    held[i] = true;
                    changed = true;
                }
            if (changed) continue;
            for (std::size_t i = 0; i < widths.size(); ++i) // never wider than it wants
                widths[i] = held[i] ? narrowest[i]
                                    : std::clamp(widths[i] * free / std::max(wanted, 1),
                                                 narrowest[i], std::max(narrowest[i], widths[i]));
        }
    }
    return widths;
}

void PileLayout::arrange(const QRect& board, const Natural& tallest) {
    if (m_stones && m_rules.hasLadder())
        m_columns.insert(
            m_columns.begin() + 1,
            {kBoth, std::min(m_columns[0].count, m_columns[1].count), {}, tr("same number")});
    if (m_stones && tallest > 0) {
        // The mode is decided in start(); the stones must also fit the board as it is now
        // laid out (the board lays out again when its caption moves).
        const int room = board.height() - 2 * m_board.fontMetrics().height() - 8 - kTop;
        m_stack.pitch = std::min<int>(m_stack.pitch, std::max(4, room / m_stack.rowsOf(int(tallest.get_si()))));
    }
    fitNames(board.width());
    int gap = kGap;
    const std::vector<int> widths = fitWidths(board.width(), gap);
    int total = 0;
    for (const int w : widths)
        total += w + gap;
    // Still too many to fit: as many as fit are in view, and the scroll bar moves them.
    const int n = int(widths.size());
    m_shownCount = n;
    if (total > board.width() && n > 1) {
        const int widest = *std::max_element(widths.begin(), widths.end()) + gap;
        m_shownCount = std::clamp(board.width() / widest, 1, n);
    }
    {
        const QSignalBlocker block(m_scroll); // this is the layout the scroll bar asks for
        m_scroll.setRange(0, n - m_shownCount);
        m_scroll.setPageStep(m_shownCount);
        m_firstShown = m_scroll.value();
    }
    if (m_scroll.isHidden() == (m_shownCount < n)) m_scroll.setVisible(m_shownCount < n);
    total = 0;
    for (int i = m_firstShown; i < m_firstShown + m_shownCount; ++i)
        total += widths[i] + gap;
    int x = board.left() + std::max(0, (board.width() - total) / 2) + gap / 2;
    for (int i = 0; i < n; ++i) {
        const bool shown = i >= m_firstShown && i < m_firstShown + m_shownCount;
        m_columns[i].area = shown ? QRect(x, board.top(), widths[i], board.height()) : QRect();
        if (shown) x += widths[i] + gap;
    }
}

QFont PileLayout::nameFont() const {
    QFont font = m_board.font();
    font.setBold(true);
    return m_nameScale < 1 ? textlines::scaledFont(font, m_nameScale) : font;
}

void PileLayout::fitNames(int width) {
    m_nameScale = 1;
    const QFontMetrics fm(nameFont());
    // The names side by side at their narrowest (fitWidths: 4 pixels beside each, 4
    // between columns), of which only the letters shrink.
    int letters = 0;
    for (const PileColumn& c : m_columns)
        letters += fm.horizontalAdvance(pileName(c.pile));
    const int room = width - 8 * int(m_columns.size());
    // A little under the proportion: a smaller font's letters round to whole pixels.
    if (letters > room && letters > 0)
        m_nameScale = std::max(kSmallestNames, 0.96 * std::max(room, 0) / letters);
}

void PileLayout::showColumn(int column) {
    if (column < m_firstShown)
        m_scroll.setValue(column);
    else if (column >= m_firstShown + m_shownCount)
        m_scroll.setValue(column - m_shownCount + 1);
}

QRect PileLayout::stoneRect(const PileColumn& col, int index) const {
    const int labelH = 2 * m_board.fontMetrics().height() + 8;
    const int d = m_stack.pitch - 2;
    const int bottom = col.area.bottom() - labelH;
    // A limit of one move ("up to K") leaves room for its bracket and words right of the stones.
    const int words = m_mostText.isEmpty() ? 0 : m_board.fontMetrics().horizontalAdvance(m_mostText) + 14;
    const int middle = col.area.left() + std::max(m_stack.pitch * (5 * m_stack.across + 3) / 10,
                                                  (col.area.width() - words) / 2);
    const QPoint c = QPoint(middle, bottom) + m_stack.centre(index);
    const int cx = c.x(), cy = c.y();
    if (col.pile == kBoth) {
        const int w = std::max(col.area.width() * 3 / 4, 20), h = std::max(m_stack.pitch / 2, 8);
        return QRect(cx - w / 2, cy - h / 2, w, h);
    }
    return QRect(cx - d / 2, cy - d / 2, d, d);
}

std::pair<int, int> PileLayout::stoneAt(const QPoint& pos) const {
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        const PileColumn& col = m_columns[c];
        if (!col.area.contains(pos) || col.count <= 0) continue;
        const int n = int(col.count.get_si());
        for (int i = 0; i < n; ++i) {
            const QRect r = stoneRect(col, i);
            const bool inRow = pos.y() >= r.center().y() - m_stack.pitch / 2 &&
                               pos.y() < r.center().y() + m_stack.pitch - m_stack.pitch / 2;
            // One stone a row: the whole row hits it; side by side: its own pitch does.
            const bool inPlace = m_stack.across == 1 || (pos.x() >= r.center().x() - m_stack.pitch / 2 &&
                                                   pos.x() < r.center().x() + m_stack.pitch - m_stack.pitch / 2);
            if (inRow && inPlace) return {int(c), n - i};
        }
    }
    return {-1, 0};
}
