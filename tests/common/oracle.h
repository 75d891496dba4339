// SPDX-License-Identifier: MIT
#pragma once

/// Helpers shared by the core tests: choosing the optimum among enumerated moves and
/// comparing move lists. The game knowledge itself lives in each test's own oracle
/// (an exhaustive SG search over an independent encoding of the positions).

#include "core/base/grundy.h"
#include "core/base/natural.h"
#include "testsupport.h"

#include <QByteArray>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace oracle {

/// The first of `moves` with the least key(move) (keys compare lexicographically, e.g.
/// a tuple of winning replies, stones, ...). `moves` must not be empty.
template <class Move, class Key> Move leastBy(const std::vector<Move>& moves, Key key) {
    std::size_t best = 0;
    auto bestKey = key(moves[0]);
    for (std::size_t i = 1; i < moves.size(); ++i) {
        auto k = key(moves[i]);
        if (k < bestKey) {
            best = i;
            bestKey = k;
        }
    }
    return moves[best];
}

/// Whether a and b hold the same moves, each once (order ignored).
template <class Move> bool sameMoves(const std::vector<Move>& a, const std::vector<Move>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (std::count(a.begin(), a.end(), a[i]) != 1) return false;
        if (std::find(b.begin(), b.end(), a[i]) == b.end()) return false;
    }
    return true;
}

/// 2^k and 10^k, exactly (testsupport.h).
using testsupport::pow10;
using testsupport::pow2;

/// XOR of all the values, computed by the test rather than by the code under test.
inline grundy::Natural xorOf(const std::vector<grundy::Natural>& values) {
    grundy::Natural x = 0;
    for (const grundy::Natural& v : values)
        x ^= v;
    return x;
}

/// "[3, 0, 7]": a small position for failure messages.
template <class T> QByteArray show(const std::vector<T>& values) {
    std::string s = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) s += ", ";
        if constexpr (std::is_same_v<T, grundy::Natural>)
            s += values[i].get_str();
        else
            s += std::to_string(values[i]);
    }
    return QByteArray::fromStdString(s + "]");
}

/// A Wythoff position with small piles, for the exhaustive searches.
using WythoffCell = std::pair<int, int>;

/// Every option of a Wythoff position, listed independently of the solver: one pile,
/// then both.
inline std::vector<WythoffCell> wythoffOptions(const WythoffCell& c) {
    std::vector<WythoffCell> out;
    for (int x = 1; x <= c.first; ++x)
        out.emplace_back(c.first - x, c.second);
    for (int y = 1; y <= c.second; ++y)
        out.emplace_back(c.first, c.second - y);
    for (int t = 1; t <= std::min(c.first, c.second); ++t)
        out.emplace_back(c.first - t, c.second - t);
    return out;
}

/// Misère play searched from the rules alone: whoever makes the last move loses, so a
/// player with no move has won; otherwise the mover wins when some option loses for the
/// other player. Memoised; Position needs operator<.
template <class Position> class MisereSearch {
public:
    using Options = std::function<std::vector<Position>(const Position&)>;
    explicit MisereSearch(Options options) : m_options(std::move(options)) {}

    bool moverWins(const Position& p) {
        if (auto it = m_memo.find(p); it != m_memo.end()) return it->second;
        const std::vector<Position> next = m_options(p);
        bool wins = next.empty();
        for (const Position& q : next)
            if (!wins) wins = !moverWins(q);
        m_memo.emplace(p, wins);
        return wins;
    }

private:
    Options m_options;
    std::map<Position, bool> m_memo;
};

/// Treblecross searched by its real rule (players write X in empty cells; whoever completes
/// three in a row wins), memoised: whether the player to move wins, and where.
class Treblecross {
public:
    static bool completes(const std::string& b, std::size_t c) {
        const auto x = [&](long i) { return i >= 0 && i < long(b.size()) && b[std::size_t(i)] == 'X'; };
        const long i = long(c);
        return (x(i - 2) && x(i - 1)) || (x(i - 1) && x(i + 1)) || (x(i + 1) && x(i + 2));
    }
    bool moverWins(std::string& b) {
        if (auto it = m_memo.find(b); it != m_memo.end()) return it->second;
        bool wins = false;
        for (std::size_t c = 0; c < b.size() && !wins; ++c)
            wins = winsAt(b, c);
        m_memo.emplace(b, wins);
        return wins;
    }
    bool winsAt(std::string& b, std::size_t c) {
        if (b[c] != '.') return false;
        if (completes(b, c)) return true;
        b[c] = 'X';
        const bool wins = !moverWins(b);
        b[c] = '.';
        return wins;
    }

private:
    std::map<std::string, bool> m_memo;
};

} // namespace oracle
