// SPDX-License-Identifier: MIT
#pragma once

#include "core/games/game.h"

#include <QColor>
#include <QObject>
#include <QString>

#include <map>
#include <vector>

class QPainter;
class QPalette;
class QPointF;

/// What a board marks on a move while View → Move Values is on.
enum class MoveValue {
    None,    ///< not marked: the values are off, or the board does not draw this move
    Winning, ///< leaves the opponent a P-position
    Losing   ///< leaves the opponent an N-position
};

/// View → Move Values, for every board at once: boards listen to it through their
/// BoardView base, so a board made for a new game shows the values without being told.
class MoveValuesSwitch : public QObject {
    Q_OBJECT
public:
    /// The one switch of the program.
    static MoveValuesSwitch& instance();
    bool isOn() const { return m_on; }
    /// Turns the values on or off on every board (announced only when it changes).
    void setOn(bool on);

signals:
    void changed(bool on);

private:
    bool m_on = false;
};

/// One position's move values, each worked out when first asked and then kept: a board
/// keeps one, keyed by where it draws the move (a square, a vertex), and resets it when its
/// position changes, so painting never asks the core again.
template <class Key> class MoveValueCache {
public:
    void reset() { m_values.clear(); }
    /// The value kept under `key`, or compute()'s, kept.
    template <class Compute> MoveValue value(const Key& key, Compute&& compute) const {
        if (const auto it = m_values.find(key); it != m_values.end()) return it->second;
        return m_values.emplace(key, compute()).first->second;
    }

private:
    mutable std::map<Key, MoveValue> m_values;
};

namespace movevalues {

/// The colour of winning marks (blue) and of losing marks (vermilion), a pair told apart
/// with any colour vision, readable on the palette's window colour; the shapes differ too.
QColor winningColor(const QPalette& palette);
QColor losingColor(const QPalette& palette);

/// Draws the mark of `value` centred on `centre`, about `size` pixels across: a filled disc
/// in a ring for a winning move, a cross for a losing one, each on a halo of the window's
/// colour so that it reads on a stone, a cell or the background. Nothing for None.
void paintMark(QPainter& painter, const QPointF& centre, double size, MoveValue value,
               const QPalette& palette, double lineScale = 1.0);

/// "winning move" / "losing move" (empty for None), for screen readers and tooltips.
QString valueText(MoveValue value);
/// `text` with the value said after it ("Cell 5, empty: winning move"); `text` for None.
QString withValue(const QString& text, MoveValue value);
/// What a part with many moves adds to its text while the values are on: its winning moves
/// (each in words), the rest losing; or that every move there loses.
QString partValuesText(const QStringList& winning);
/// `text`, then partValuesText(winning) after it as a sentence of its own.
QString withPartValues(const QString& text, const QStringList& winning);

} // namespace movevalues
