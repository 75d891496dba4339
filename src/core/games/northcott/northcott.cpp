// SPDX-License-Identifier: MIT
#include "core/games/northcott/northcott.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/legality.h"
#include "core/games/northcott/northcottwords.h"
#include "core/text/english.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace grundy::northcott {

namespace {

using namespace words;

/// Whether the `c` piece of r stands left of the other piece.
bool leftOf(const Row& r, Colour c) {
    return r.of(c) < r.of(other(c));
}

/// The column d squares from the `c` piece toward (toward = true) or away from the other
/// piece.
Natural stepped(const Row& r, Colour c, bool toward, const Natural& d) {
    const bool right = leftOf(r, c) == toward;
    return right ? Natural(r.of(c) + d) : Natural(r.of(c) - d);
}

Natural xorOf(const std::vector<Natural>& values) {
    return explain::xorOf(values);
}

/// Per-row numbers for the computer's reply, found in one pass without a big number per row:
/// each gap's lowest 64 bits (all of it on a board narrower than 2^64) and the replier's room
/// capped at 2^64 - 1, with the XOR of the whole gaps. A move changes only its own row, so the
/// winning replies after it are those of the whole board for the XOR y it leaves, with that
/// row's entry redone; and y = g ^ (g -+ 1) is 2^u - 1, u = the trailing zeros of g plus one
/// (one square back from 0: u = 1). A row with gap h and replier's room R answers y exactly
/// when bit u - 1 of h is set (h ^ y < h) or 2^u - 1 - 2 (h mod 2^u) <= R (widening the gap
/// by that much), which the low 64 bits decide for u <= 64 (the cap keeps the comparison
/// exact: the left side is below 2^64).
class ReplyBoard {
public:
    /// Throws InvalidPosition as validate() does: the checks are made in this pass (on words
    /// on a board narrower than 2^64), and validate() runs only to say what is wrong.
    explicit ReplyBoard(const Position& p) : m_p(p), m_replier(other(p.toMove)) {
        const std::size_t n = p.rows.size();
        m_gapLow.resize(n);
        m_room.resize(n);
        m_open.resize(n);
        const bool narrow = fitsU64(p.columns) && p.columns >= 2;
        if (p.columns < 2) validate(p);
        const u64 columns = narrow ? toU64(p.columns) : 0;
        u64 x = 0;
        for (std::size_t k = 0; k < n; ++k) {
            const Row& r = p.rows[k];
            if (narrow) {
                if (!fitsU64(r.black) || !fitsU64(r.white)) validate(p);
                const u64 black = toU64(r.black), white = toU64(r.white);
                if (black < 1 || white < 1 || black > columns || white > columns || black == white)
                    validate(p);
                const u64 g = gap(black, white);
                const bool blackReplies = m_replier == Colour::Black;
                const u64 at = blackReplies ? black : white, theirs = blackReplies ? white : black;
                m_gapLow[k] = g;
                m_room[k] = at < theirs ? at - 1 : columns - at;
                m_open[k] = g > 0;
                x ^= g;
                continue;
            }
            // Wide: the pieces' order once, and validate()'s checks on the outer pieces only.
            const int order = mpz_cmp(r.black.get_mpz_t(), r.white.get_mpz_t());
            const Natural& low = order < 0 ? r.black : r.white;
            const Natural& high = order < 0 ? r.white : r.black;
            if (order == 0 || mpz_cmp_ui(low.get_mpz_t(), 1) < 0 ||
                mpz_cmp(high.get_mpz_t(), p.columns.get_mpz_t()) > 0)
                validate(p);
            mpz_sub(m_t.get_mpz_t(), high.get_mpz_t(), low.get_mpz_t());
            mpz_sub_ui(m_t.get_mpz_t(), m_t.get_mpz_t(), 1);
            mpz_xor(m_x.get_mpz_t(), m_x.get_mpz_t(), m_t.get_mpz_t());
            m_gapLow[k] = mpz_getlimbn(m_t.get_mpz_t(), 0);
            m_open[k] = mpz_sgn(m_t.get_mpz_t()) > 0;
            if (&r.of(m_replier) == &low)
                mpz_sub_ui(m_t.get_mpz_t(), low.get_mpz_t(), 1);
            else
                mpz_sub(m_t.get_mpz_t(), p.columns.get_mpz_t(), high.get_mpz_t());
            m_room[k] = mpz_size(m_t.get_mpz_t()) <= 1 ? mpz_getlimbn(m_t.get_mpz_t(), 0) : ~u64{0};
        }
        if (narrow) m_x = fromU64(x);
    }

    /// The XOR of the gaps.
    const Natural& xorOfGaps() const { return m_x; }

    /// The first winning move that shrinks a gap (winningMoves' first): the first row whose
    /// gap has X's top bit. Requires X > 0.
    Move firstWinning() {
        const std::size_t top = mpz_sizeinbase(m_x.get_mpz_t(), 2) - 1;
        for (std::size_t k = 0;; ++k) {
            if (top < 64 ? (m_gapLow[k] >> top & 1) == 0 : !(rowGap(k, m_t), bitOf(m_t, top)))
                continue;
            rowGap(k, m_t);
            Natural target;
            mpz_xor(target.get_mpz_t(), m_t.get_mpz_t(), m_x.get_mpz_t());
            return {k, m_p.toMove, stepped(m_p.rows[k], m_p.toMove, true, m_t - target)};
        }
    }

    /// The least bad move from a P-position that is not over (see computerMove): each row's
    /// candidate (one square toward when the row's gap is open; one back otherwise, when no
    /// gap is open anywhere), ranked by the winning replies it leaves; ties: the first row.
    Move leastBad() {
        const std::size_t n = m_p.rows.size();
        const bool toward = std::find(m_open.begin(), m_open.end(), true) != m_open.end();
        // The u of every candidate: trailing zeros + 1, a bit per u <= 64; more is rare (a
        // gap divisible by 2^64) and counted with the whole numbers.
        u64 smallUs = 0;
        std::vector<std::size_t> largeUs;
        std::vector<std::size_t> uOf(n, 0);
        for (std::size_t k = 0; k < n; ++k) {
            if (!isCandidate(k, toward)) continue;
            if (!toward) {
                uOf[k] = 1;
            } else if (m_gapLow[k] != 0) {
                uOf[k] = std::size_t(std::countr_zero(m_gapLow[k])) + 1;
            } else {
                rowGap(k, m_t);
                uOf[k] = mpz_scan1(m_t.get_mpz_t(), 0) + 1;
            }
            if (uOf[k] <= 64)
                smallUs |= u64{1} << (uOf[k] - 1);
            else if (std::find(largeUs.begin(), largeUs.end(), uOf[k]) == largeUs.end())
                largeUs.push_back(uOf[k]);
        }
        // The replies on the whole board for each u <= 64: bit u - 1 of each row's answer
        // mask, one cheap pass over the masks per distinct u.
        std::vector<u64> answers(n);
        for (std::size_t k = 0; k < n; ++k)
            answers[k] = answerMask(m_gapLow[k], m_room[k]);
        std::vector<std::size_t> count(65, 0);
        for (u64 bits = smallUs; bits != 0; bits &= bits - 1) {
            const unsigned bit = unsigned(std::countr_zero(bits)); // u - 1
            std::size_t c = 0;
            for (const u64 a : answers)
                c += std::size_t(a >> bit & 1);
            count[bit + 1] = c;
        }
        std::vector<std::pair<std::size_t, std::size_t>> largeCount; // u -> replies
        for (std::size_t u : largeUs)
            largeCount.emplace_back(u, repliesForLargeU(u));
        std::optional<std::size_t> best;
        std::size_t bestReplies = std::numeric_limits<std::size_t>::max();
        for (std::size_t i = 0; i < n; ++i) {
            if (!isCandidate(i, toward)) continue;
            const std::size_t u = uOf[i];
            std::size_t all = 0;
            if (u <= 64) {
                all = count[u];
            } else {
                for (const auto& [v, c] : largeCount)
                    if (v == u) all = c;
            }
            // Row i's own entry, out with the old gap and in with the new. Toward: g answers
            // (bit u - 1 is g's lowest set bit) and g - 1 answers by going back one square.
            // Back from 0: 0 answers with room, and 1 answers by closing it.
            const bool roomToAnswer = m_room[i] >= 1;
            const std::size_t replies = toward ? all - 1 + roomToAnswer : all - roomToAnswer + 1;
            if (replies < bestReplies) {
                bestReplies = replies;
                best = i;
            }
        }
        // Not over, so some row has an open gap or room behind.
        return {*best, m_p.toMove, stepped(m_p.rows[*best], m_p.toMove, toward, 1)};
    }

private:
    /// The u <= 64 for which a row with gap h (its low 64 bits) and replier's room R (capped)
    /// answers y = 2^u - 1, as bit u - 1 of a mask. Bit u - 1 of h set: it shrinks. Clear: it
    /// widens by 2^u - 1 - 2 (h mod 2^u) = 1 + 2 z(u), z(u) = ~h mod 2^(u - 1), which must be
    /// at most R: z(u) < Q = floor((R + 1) / 2). z grows with u, so this holds for every u up
    /// to some T: all u - 1 below Q's bit width B (z < 2^(B-1) <= Q); beyond, exactly while
    /// ~h's bits from B to u - 2 are 0 and ~h mod 2^B < Q.
    static u64 answerMask(u64 h, u64 room) {
        if (room == ~u64{0}) return ~u64{0}; // the cap or more: every widening fits
        const u64 q = (room + 1) / 2;
        if (q == 0) return h;                               // no room: only the shrinking rows
        const unsigned width = unsigned(std::bit_width(q)); // B, at most 63
        const u64 m = ~h;
        const u64 low = m & ((u64{1} << width) - 1);
        unsigned lastBit = width - 1; // the largest u - 1 that widens
        if (low < q) {
            const u64 above = m >> width;
            lastBit = above == 0 ? 63 : std::min(63u, width + unsigned(std::countr_zero(above)));
        }
        const u64 widens = lastBit == 63 ? ~u64{0} : (u64{1} << (lastBit + 1)) - 1;
        return h | widens;
    }

    static bool bitOf(const Natural& v, std::size_t bit) {
        return mpz_tstbit(v.get_mpz_t(), bit) != 0;
    }

    /// Row k's gap into out, reusing out's limbs.
    void rowGap(std::size_t k, Natural& out) const {
        const Row& r = m_p.rows[k];
        mpz_sub(out.get_mpz_t(), r.black.get_mpz_t(), r.white.get_mpz_t());
        mpz_abs(out.get_mpz_t(), out.get_mpz_t());
        mpz_sub_ui(out.get_mpz_t(), out.get_mpz_t(), 1);
    }

    /// The replier's room in row k into out.
    void replierRoom(std::size_t k, Natural& out) const {
        const Row& r = m_p.rows[k];
        if (leftOf(r, m_replier))
            mpz_sub_ui(out.get_mpz_t(), r.of(m_replier).get_mpz_t(), 1);
        else
            mpz_sub(out.get_mpz_t(), m_p.columns.get_mpz_t(), r.of(m_replier).get_mpz_t());
    }

    /// Whether row k has the mover's one-square move of the least bad move.
    bool isCandidate(std::size_t k, bool toward) const {
        if (toward) return m_open[k];
        const Row& r = m_p.rows[k];
        const Natural& at = r.of(m_p.toMove);
        return leftOf(r, m_p.toMove) ? at != 1 : at != m_p.columns;
    }

    /// The rows answering y = 2^u - 1 (u > 64), from the whole numbers: h ^ y <= h + R.
    std::size_t repliesForLargeU(std::size_t u) {
        Natural y = 0, room;
        mpz_setbit(y.get_mpz_t(), u);
        y -= 1;
        std::size_t c = 0;
        for (std::size_t k = 0; k < m_p.rows.size(); ++k) {
            rowGap(k, m_t);
            replierRoom(k, room);
            room += m_t;
            mpz_xor(m_t.get_mpz_t(), m_t.get_mpz_t(), y.get_mpz_t());
            c += m_t <= room;
        }
        return c;
    }

    const Position& m_p;
    Colour m_replier;
    std::vector<u64> m_gapLow, m_room;
    std::vector<bool> m_open;
    Natural m_x = 0, m_t;
};

} // namespace

Natural gap(const Natural& a, const Natural& b) {
    Natural d = a > b ? Natural(a - b) : Natural(b - a);
    return d - 1;
}

Natural gap(const Row& r) {
    return gap(r.black, r.white);
}

Natural room(const Row& r, Colour c, const Natural& columns) {
    return leftOf(r, c) ? Natural(r.of(c) - 1) : Natural(columns - r.of(c));
}

Message colourWords(Colour c) {
    return {c == Colour::Black ? NorthcottBlack : NorthcottWhite, {}};
}

Position fromNumbers(const std::vector<Natural>& numbers, const Natural& columns) {
    if (numbers.size() % 2 != 0) throw InvalidPosition({ErrorNorthcottPairs, {numbers.size()}});
    Position p;
    p.columns = columns;
    for (std::size_t i = 0; i + 1 < numbers.size(); i += 2)
        p.rows.push_back({numbers[i], numbers[i + 1]});
    validate(p);
    return p;
}

std::vector<Natural> numbersOf(const Position& p) {
    std::vector<Natural> out;
    out.reserve(2 * p.rows.size());
    for (const Row& r : p.rows) {
        out.push_back(r.black);
        out.push_back(r.white);
    }
    return out;
}

void validate(const Position& p) {
    if (p.columns < 2) throw InvalidPosition({ErrorNorthcottColumns, {p.columns}});
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const Row& r = p.rows[i];
        for (const Natural* c : {&r.black, &r.white})
            if (*c < 1 || *c > p.columns)
                throw InvalidPosition({ErrorNorthcottOffBoard, {i + 1, *c, p.columns}});
        if (r.black == r.white) throw InvalidPosition({ErrorNorthcottSameSquare, {i + 1, r.black}});
    }
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (isOver(p)) return Message{ErrorNorthcottNoMove, {colourWords(p.toMove)}};
    if (m.row >= p.rows.size()) return Message{ErrorNorthcottNoRow, {m.row + 1, p.rows.size()}};
    if (m.piece != p.toMove)
        return Message{ErrorNorthcottNotYours, {colourWords(p.toMove), colourWords(m.piece)}};
    const Row& r = p.rows[m.row];
    const Natural& from = r.of(m.piece);
    const Natural& theirs = r.of(other(m.piece));
    if (m.to < 1 || m.to > p.columns) return Message{ErrorNorthcottOffEdge, {m.to, p.columns}};
    if (m.to == from) return Message{ErrorNorthcottStay, {colourWords(m.piece), m.row + 1, from}};
    if (m.to == theirs)
        return Message{ErrorNorthcottTaken, {m.to, m.row + 1, colourWords(other(m.piece))}};
    if ((from < theirs) != (m.to < theirs))
        return Message{ErrorNorthcottJump,
                       {colourWords(m.piece), m.row + 1, colourWords(other(m.piece)), theirs}};
    return std::nullopt;
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    next.rows[m.row].of(m.piece) = m.to;
    next.toMove = other(p.toMove);
    return next;
}

bool isOver(const Position& p) {
    Natural difference; // one scratch number for every row, not one per row
    return std::all_of(p.rows.begin(), p.rows.end(), [&](const Row& r) {
        const Natural& at = r.of(p.toMove);
        if (leftOf(r, p.toMove) ? at != 1 : at != p.columns) return false; // room behind
        mpz_sub(difference.get_mpz_t(), r.black.get_mpz_t(), r.white.get_mpz_t());
        return mpz_cmpabs_ui(difference.get_mpz_t(), 1) == 0; // no gap
    });
}

std::vector<Natural> gaps(const Position& p) {
    std::vector<Natural> out;
    out.reserve(p.rows.size());
    for (const Row& r : p.rows)
        out.push_back(gap(r));
    return out;
}

std::optional<Natural> sgValue(const Position& p) {
    return xorOf(gaps(p));
}

Outcome outcome(const Position& p) {
    validate(p);
    return xorOf(gaps(p)) == 0 ? Outcome::P : Outcome::N;
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    if (isOver(p)) return moves;
    for (std::size_t i = 0; i < p.rows.size(); ++i)
        for (Natural to = 1; to <= p.columns; ++to)
            if (Move m{i, p.toMove, to}; isLegal(p, m)) moves.push_back(std::move(m));
    return moves;
}

Move randomMove(const Position& p, Random& random) {
    validate(p);
    if (isOver(p)) throw IllegalMove({ErrorNorthcottNoMove, {colourWords(p.toMove)}});
    // The piece reaches every cell on its side of the other piece but its own: the gap
    // towards the other piece plus its room behind it.
    std::vector<Natural> counts;
    for (const Row& r : p.rows)
        counts.push_back(gap(r) + room(r, p.toMove, p.columns));
    const Random::Pick pick = random.among(counts);
    const Row& r = p.rows[pick.group];
    const Natural& from = r.of(p.toMove);
    const Natural& theirs = r.of(other(p.toMove));
    Natural to = (from < theirs ? Natural(1) : Natural(theirs + 1)) + pick.index;
    if (to >= from) ++to; // skip its own cell
    return {pick.group, p.toMove, std::move(to)};
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    const std::vector<Natural> g = gaps(p);
    const Natural x = xorOf(g);
    std::vector<Move> moves;
    if (x == 0) return moves;
    std::vector<Move> back;
    Natural target;
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const Row& r = p.rows[i];
        mpz_xor(target.get_mpz_t(), g[i].get_mpz_t(), x.get_mpz_t());
        if (target < g[i])
            moves.push_back({i, p.toMove, stepped(r, p.toMove, true, g[i] - target)});
        else if (target - g[i] <= room(r, p.toMove, p.columns))
            back.push_back({i, p.toMove, stepped(r, p.toMove, false, target - g[i])});
    }
    moves.insert(moves.end(), back.begin(), back.end());
    return moves;
}

Move computerMove(const Position& p) {
    ReplyBoard board(p); // validates p
    if (isOver(p)) throw IllegalMove({ErrorNorthcottNoMove, {colourWords(p.toMove)}});
    // The first winning move shrinks a gap (winningMoves lists those first).
    return board.xorOfGaps() != 0 ? board.firstWinning() : board.leastBad();
}

Message describeMove(const Position& p, const Move& m) {
    return {NorthcottMove, {colourWords(m.piece), m.row + 1, p.rows.at(m.row).of(m.piece), m.to}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Row& r = p.rows.at(m.row);
    const Natural before = gap(r), after = gap(m.to, r.of(other(m.piece)));
    const Natural x = xorOf(gaps(p));
    const bool toward = after < before;
    return {toward ? NorthcottReasonToward : NorthcottReasonAway,
            {colourWords(m.piece), m.row + 1, before, after, x}};
}

namespace {

Message rowLabel(const Position& p, std::size_t i) {
    return {NorthcottRowLabel, {i + 1, p.rows[i].black, p.rows[i].white}};
}

explain::Explanation explainPosition(const AnyPosition& any) {
    using namespace explain;
    const Position& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    List rows;
    for (const Row& r : p.rows)
        rows.items.emplace_back(Message{PairOfNumbers, {r.black, r.white}});
    fillCommon(e, p, GameNorthcott, Message{NorthcottPosition, {colourWords(p.toMove), rows}});
    std::vector<Message> labels;
    for (std::size_t i = 0; i < p.rows.size(); ++i)
        labels.push_back(rowLabel(p, i));
    const std::vector<Natural> g = gaps(p);
    const Natural x = xorOf(g);
    e.binary = binaryTable(labels, g);
    e.facts = {{text(FactToMove), colourWords(p.toMove)},
               {text(FactRows), p.rows.size()},
               {text(FactBoardColumns), p.columns},
               {text(FactGapXor), x}};
    if (e.over) {
        e.paragraphs.push_back({NorthcottOver, {colourWords(p.toMove)}});
        return e;
    }
    e.paragraphs.push_back(text(NorthcottIntroGaps));
    e.paragraphs.push_back(text(NorthcottIntroBack));
    if (x == 0) {
        e.paragraphs.push_back(text(NorthcottZero));
        return e;
    }
    e.facts.push_back({text(FactOddColumns), oddColumns(x)});
    std::vector<Message> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back(labels[i]);
    e.paragraphs.push_back(
        {NorthcottWinning,
         {withBinary(x), oddColumns(x), columnName(topBit(x)), joined(std::move(movers))}});
    return e;
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Northcott,
        .id = "northcott",
        .name = GameNorthcott,
        .rule = "rows with a black and a white piece: slide one of your own pieces along its "
                "row, not past the other piece; black moves first (HDU 1730)",
        .example = "4 5 1 2 --columns 6",
        .shape = {2, 0, "piece columns", NounPieceColumns, "pieces (black, white per row)"},
        // Without a width the board ends at the rightmost piece.
        .options = {{"columns", "M", "the board's width, by default the rightmost piece's column",
                     2,
                     [](const std::vector<Natural>& numbers) -> std::optional<Natural> {
                         if (numbers.empty()) return std::nullopt;
                         return *std::max_element(numbers.begin(), numbers.end());
                     }}},
        .make = [](std::vector<Natural> numbers, const GameOptions& options) -> AnyPosition {
            return fromNumbers(numbers, *options.natural("columns"));
        },
        .numbers = [](const AnyPosition& p) { return numbersOf(std::get<Position>(p)); },
        .optionsOf =
            [](const AnyPosition& p) {
                GameOptions options;
                options.set("columns", std::get<Position>(p).columns);
                return options;
            },
        // The colour to move is not in `to`'s numbers: the move is the one its own pieces
        // make from `from`.
        .moveBetween = [](const AnyPosition& f, const AnyPosition& t) -> std::optional<AnyMove> {
            const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
            if (from.columns != to.columns) return std::nullopt;
            const auto i = onlyDifference(numbersOf(from), numbersOf(to));
            if (!i) return std::nullopt;
            const Colour piece = *i % 2 == 0 ? Colour::Black : Colour::White;
            return ifLegal(from, Move{*i / 2, piece, to.rows[*i / 2].of(piece)});
        },
        .explain = explainPosition,
        .reason = hook<reason>,
        .follow =
            [](const AnyPosition& before, AnyPosition& after) {
                std::get<Position>(after).toMove = other(std::get<Position>(before).toMove);
            },
    };
    return game;
}

} // namespace grundy::northcott
