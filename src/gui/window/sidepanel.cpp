// SPDX-License-Identifier: MIT
#include "window/sidepanel.h"

#include "common/language.h"
#include "common/presentation.h"
#include "common/textlines.h"
#include "common/textpane.h"

#include <QAbstractListModel>
#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <vector>

/// The rows of the history, made on demand: the model keeps one id per move and asks for
/// a row's text only when the list shows it.
class HistoryModel : public QAbstractListModel {
public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(m_ids.size());
    }

    // The list asks for every row's index on each layout: the shortest way there.
    QModelIndex index(int row, int column = 0, const QModelIndex& parent = {}) const override {
        const bool valid = row >= 0 && std::size_t(row) < m_ids.size() && column == 0;
        return valid && !parent.isValid() ? createIndex(row, 0) : QModelIndex();
    }

    QVariant data(const QModelIndex& index, int role) const override {
        if (!index.isValid() || index.row() >= rowCount()) return {};
        if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole ||
            (role == Qt::ToolTipRole && m_tips))
            return m_line(index.row());
        return {};
    }

    /// Asks the list to fetch every row's text again (say, in another language).
    void textsChanged() {
        if (!m_ids.empty()) emit dataChanged(index(0), index(rowCount() - 1));
    }

    /// Whether rows give their text as a tooltip (when they may be cut).
    void setTips(bool tips) { m_tips = tips; }

    /// Follows a history of `count` moves; returns whether any row came or went.
    bool update(int count, const std::function<quint64(int)>& id,
                std::function<QString(int)> line) {
        m_line = std::move(line);
        const int before = rowCount();
        // The rows kept: the moves below one that is unchanged are unchanged too (the
        // history is a stack), so this stops at the first comparison but after undo.
        int kept = std::min(count, before);
        if (kept > 0 && m_ids[0] != id(0)) kept = 0; // another game
        while (kept > 0 && m_ids[std::size_t(kept - 1)] != id(kept - 1))
            --kept;
        if (kept == 0 && before > 0) {
            beginResetModel();
            fill(0, count, id);
            endResetModel();
            return true;
        }
        if (kept < before) {
            beginRemoveRows({}, kept, before - 1);
            m_ids.resize(std::size_t(kept));
            endRemoveRows();
        }
        if (count > kept) {
            beginInsertRows({}, kept, count - 1);
            fill(kept, count, id);
            endInsertRows();
        }
        return kept < before || count > kept;
    }

private:
    void fill(int from, int count, const std::function<quint64(int)>& id) {
        m_ids.resize(std::size_t(from));
        m_ids.reserve(std::size_t(count));
        for (int row = from; row < count; ++row)
            m_ids.push_back(id(row));
    }

    std::vector<quint64> m_ids;
    std::function<QString(int)> m_line;
    bool m_tips = false;
};

namespace {

/// Rows as the list lays them out: when its rows have one size (a long history, one line
/// a row), a row is as wide as the list and a longer text is cut with "…", whichever row
/// the list measures for all.
class HistoryDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const auto* list = qobject_cast<const QListView*>(option.widget);
        QStyleOptionViewItem wrapped = option;
        // A wrapped row is measured at the list's width, so that it wraps there.
        const bool wrap = list && list->wordWrap();
        const int width = list ? list->viewport()->width() : 0;
        if (wrap) wrapped.rect = QRect(0, 0, width, QWIDGETSIZE_MAX);
        QSize size = QStyledItemDelegate::sizeHint(wrapped, index);
        if (wrap) size.setWidth(std::min(size.width(), width));
        return list && list->uniformItemSizes() ? QSize(1, size.height()) : size;
    }

protected:
    /// Wrapped rows may break a long number between its digit groups, so that a move of
    /// huge numbers wraps instead of running behind the list's edge.
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto* list = qobject_cast<const QListView*>(option->widget);
        if (list && list->wordWrap()) option->text = SidePanel::wrappable(option->text);
    }
};

} // namespace

SidePanel::SidePanel(QWidget* parent)
    : QWidget(parent), m_turn(new QLabel(this)), m_history(new QListView(this)),
      m_historyModel(new HistoryModel(this)), m_historyTitle(new QLabel(this)),
      m_hint(new TextPane(this)), m_buttons(new QWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    // The window's centre has margins already: twice them above and below cost the panel
    // lines that a projector's 768 pixels need (Chinese text, whose lines are taller).
    const QMargins m = layout->contentsMargins();
    layout->setContentsMargins(m.left(), 0, m.right(), 0);
    // Lines, not gaps: half the style's spacing between the parts gives the list of moves
    // another line on a projector.
    layout->setSpacing(std::max(2, layout->spacing() / 2));
    m_turn->setWordWrap(true);
    // The turn wraps to the panel's width and never sets it ("Paused: Computer 1 to move.
    // Step plays one move." widened the panel, and the buttons moved when it changed).
    m_turn->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_turn);
    m_computer = new QLabel(this);
    m_computer->setWordWrap(true);
    m_computer->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_computer->hide();
    layout->addWidget(m_computer);

    m_historyTitle->setBuddy(m_history);
    layout->addWidget(m_historyTitle);
    m_history->setModel(m_historyModel);
    m_history->setItemDelegate(new HistoryDelegate(m_history));
    m_history->setWordWrap(true);
    // Rows wrap (a short game) or are cut with "…" and give their text as a tooltip (a
    // long one): never wider than the list, behind a scroll bar.
    m_history->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_history->setResizeMode(QListView::Adjust);
    m_history->setMinimumWidth(200);
    layout->addWidget(m_history, 1);
    // Scrolled to the end, the list stays there when it changes size (a new board, the
    // hint shown below it), so that the last move stays in view.
    QScrollBar* bar = m_history->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_historyAtEnd = value == bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_historyAtEnd) bar->setValue(max);
    });

    // The hint wraps to the panel's width and never widens it: the board beside it keeps
    // its place, so the next click lands where the person aims. Whole, or scrolled.
    m_hint->hide();
    layout->addWidget(m_hint);

    // One grid for every row: its columns line up, whatever each row's words need.
    auto* buttons = new QGridLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setColumnStretch(0, 1);
    buttons->setColumnStretch(1, 1);
    // A narrow gap between the columns: lined up, the widest buttons of each column sit
    // side by side, and with the style's gap they widened the panel in presentation
    // mode, which the board (the 30-vertex graph) paid for.
    buttons->setHorizontalSpacing(2);
    layout->addWidget(m_buttons);
    followFont();
    retranslate();
}

void SidePanel::addLine(QWidget* line) {
    auto* layout = static_cast<QVBoxLayout*>(this->layout());
    layout->insertWidget(layout->indexOf(m_turn) + 1, line);
}

void SidePanel::retranslate() {
    m_historyTitle->setText(tr("Moves"));
    m_history->setAccessibleName(tr("Moves so far"));
    m_hint->setAccessibleName(tr("Hint, or why the last move was made"));
    m_historyModel->textsChanged(); // the window says its moves in the new language
}

QString SidePanel::wrappable(const QString& text) {
    // A plain scan (a regular expression is compiled at start-up, where this first runs).
    QString out;
    out.reserve(text.size() + text.size() / 3);
    const auto digitAt = [&](qsizetype i) { // ASCII digits, as the numbers are written
        return i >= 0 && i < text.size() && text[i] >= u'0' && text[i] <= u'9';
    };
    for (qsizetype i = 0; i < text.size();) {
        if (!digitAt(i)) {
            out += text[i];
            // Grouped numbers ("1,000,000") may break after a group's comma; other commas stay.
            if (text[i] == u',' && digitAt(i - 1) && digitAt(i + 1)) out += QChar(0x200B);
            ++i;
            continue;
        }
        qsizetype end = i;
        while (digitAt(end))
            ++end;
        // Runs of more than six digits: a break may follow every third digit from the right.
        const bool longRun = end - i > 6;
        for (; i < end; ++i) {
            out += text[i];
            const qsizetype after = end - i - 1;
            if (longRun && after > 0 && after % 3 == 0) out += QChar(0x200B);
        }
    }
    return out;
}

namespace {

/// An action's words on a button: without the menu's accelerator, which Chinese writes as
/// "(&R)" after the words. Qt takes only the "&" out of the button's words ("(R)").
QString buttonWords(const QAction* action) {
    // A plain scan for "(&X)" or "（&X）": a regular expression is compiled at start-up.
    const QString text = action->text();
    const auto opens = [](QChar c) { return c == u'(' || c == u'\uff08'; };
    const auto closes = [](QChar c) { return c == u')' || c == u'\uff09'; };
    QString words = action->iconText();
    for (qsizetype i = 0; i + 3 < text.size(); ++i)
        if (opens(text[i]) && text[i + 1] == u'&' && text[i + 2] != u'&' && closes(text[i + 3])) {
            const QChar key = text[i + 2];
            words.remove(QString(u'(') + key + u')').remove(QString(u'\uff08') + key + u'\uff09');
            break;
        }
    return words;
}

} // namespace

void SidePanel::addActionRow(std::initializer_list<QAction*> actions) {
    // Two to a row: seven buttons one under the other left the list and the text no room
    // on a 1024x768 projector in presentation mode.
    auto* grid = static_cast<QGridLayout*>(m_buttons->layout());
    const int row = m_buttonRows++;
    auto buttons = std::make_shared<std::vector<std::pair<QToolButton*, QAction*>>>();
    // Each button in its column, or the row's only shown one across both.
    const auto place = [grid, row, buttons] {
        const auto shown = std::count_if(buttons->begin(), buttons->end(),
                                         [](const auto& b) { return b.second->isVisible(); });
        int column = 0;
        for (const auto& [button, action] : *buttons) {
            grid->removeWidget(button);
            button->setVisible(action->isVisible());
            if (shown == 1 && action->isVisible()) grid->addWidget(button, row, 0, 1, 2);
            else grid->addWidget(button, row, column);
            ++column;
        }
    };
    for (QAction* action : actions) {
        auto* button = new QToolButton(m_buttons);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setText(buttonWords(action));
        buttons->emplace_back(button, action);
        connect(action, &QAction::changed, button, [button, action, place] {
            // A hidden action (Step outside a demonstration) hides its button.
            if (button->isHidden() == action->isVisible()) place();
            button->setText(buttonWords(action)); // after the button took the action's
        });
    }
    place();
}

void SidePanel::setTurnText(const QString& text, bool emphasise) {
    m_turn->setText(text);
    // Link, not Highlight: a highlight made for white text on it is too dark to read as
    // text on a dark window; every theme keeps its links readable on the window.
    m_turn->setForegroundRole(emphasise ? QPalette::Link : QPalette::WindowText);
}

void SidePanel::setHistory(int count, const std::function<quint64(int)>& id,
                           std::function<QString(int)> line) {
    const bool oneLine = count > kWrappedRows;
    if (oneLine != m_history->uniformItemSizes()) {
        // Rows of different heights are measured one by one: fine for a game, not for a
        // million moves. Rows of one line are measured once.
        m_history->setUniformItemSizes(oneLine);
        m_history->setWordWrap(!oneLine);
        m_historyModel->setTips(oneLine);
    }
    if (m_historyModel->update(count, id, std::move(line)) && count > 0)
        m_history->scrollTo(m_historyModel->index(count - 1));
}

void SidePanel::setHintText(const QString& text) {
    // Long numbers break between digit groups, so the hint never widens the panel.
    m_hint->setText(wrappable(text));
    m_hint->setVisible(!text.isEmpty());
}

QLabel* SidePanel::hintLabel() const {
    return m_hint->label();
}

void SidePanel::setComputerText(const QString& text) {
    m_computer->setText(text);
    m_computer->setVisible(!text.isEmpty());
}

void SidePanel::followFont() {
    // Derived from the panel's font, not fixed: the label's own font would otherwise stop
    // following the window's (say, into presentation mode).
    // Chinese characters fill their square: enlarged for a projector, bold marks the turn
    // enough, and 1.3 times more made its two lines 18 px taller than 768 lines allow.
    const double larger = presentation::scale(this) > 1 && Language::isChinese() ? 1.0 : 1.3;
    QFont turnFont = textlines::scaledFont(font(), larger);
    turnFont.setBold(true);
    m_turn->setFont(turnFont);
    fitMovesList();
}

void SidePanel::fitMovesList() {
    // Enough moves to follow a demonstration, whatever the text under them asks for, as
    // long as the panel is that tall: a layout given less than its minimum lays its parts
    // over each other (the "why" covered the last moves on a projector).
    // A line as the language sets it (a Chinese move is taller than a Latin line).
    const int line = textlines::lineHeight(m_history);
    const int frame = 2 * m_history->frameWidth();
    // The wrapped lines (the turn, the why) as tall as they are at the panel's width: the
    // layout's plain minimum counts each as one line.
    const int least = layout()->hasHeightForWidth() ? layout()->minimumHeightForWidth(width())
                                                    : layout()->minimumSize().height();
    const int others = least - m_history->minimumHeight();
    const int room = (height() - others - frame) / std::max(line, 1);
    const int lines = std::clamp(room, int(kFewestMovesLines), int(kMovesLines));
    // Before the panel is first laid out its height means nothing: ask for the full list.
    const int wanted = (isVisible() ? lines : int(kMovesLines)) * line + frame;
    if (m_history->minimumHeight() != wanted) m_history->setMinimumHeight(wanted);
}

bool SidePanel::event(QEvent* event) {
    if (event->type() == QEvent::LayoutRequest) fitMovesList();
    return QWidget::event(event);
}

void SidePanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitMovesList();
}

void SidePanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) followFont();
    if (event->type() == QEvent::LanguageChange) {
        followFont(); // the turn's size depends on the language (Chinese is not enlarged)
        retranslate();
    }
}
