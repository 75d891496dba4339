// SPDX-License-Identifier: MIT
#include "northcott.h"

#include "catalogue.h"
#include "english.h"
#include "explainparts.h"

#include <algorithm>
#include <limits>

namespace grundy::northcott {

namespace {

using enum MessageId;

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

/// The winning replies to a position with gaps `after` whose XOR is y > 0: one per row
/// whose gap g can become g XOR y, by shrinking, or by widening when the replier's room
/// allows; both at once: g XOR y <= reach = g + room.
std::size_t repliesAfter(const std::vector<Natural>& after, const std::vector<Natural>& reach,
                         const Natural& y) {
    std::size_t count = 0;
    Natural target;
    for (std::size_t k = 0; k < after.size(); ++k) {
        mpz_xor(target.get_mpz_t(), after[k].get_mpz_t(), y.get_mpz_t());
        if (target <= reach[k]) ++count;
    }
    return count;
}

/// The least bad move from a P-position that is not over (see computerMove): each row's
/// candidate (one square toward when the row's gap is open; one back otherwise, when no gap
/// is open anywhere), ranked by the winning replies it leaves. A move changes only its own
/// row, so the count is the count for the whole board with that row's entry redone; and
/// the XOR it leaves, g ^ (g -+ 1), depends only on the trailing bits of g, so the whole
/// board is counted once per distinct XOR (a few: the trailing zeros, or ones, of gaps).
Move leastBadMove(const Position& p, const std::vector<Natural>& g) {
    const bool toward = std::any_of(g.begin(), g.end(), [](const Natural& x) { return x > 0; });
    const Colour mover = p.toMove, replier = other(mover);
    std::vector<Natural> reach; // the largest gap the replier can make in each row
    reach.reserve(p.rows.size());
    for (std::size_t k = 0; k < p.rows.size(); ++k)
        reach.push_back(g[k] + room(p.rows[k], replier, p.columns));
    std::vector<std::pair<Natural, std::size_t>> counted; // y -> replies on the whole board
    std::optional<Move> best;
    std::size_t bestReplies = std::numeric_limits<std::size_t>::max();
    Natural target, moved, y;
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const Row& r = p.rows[i];
        if (toward ? g[i] == 0 : room(r, mover, p.columns) == 0) continue;
        moved = toward ? Natural(g[i] - 1) : Natural(g[i] + 1);
        mpz_xor(y.get_mpz_t(), g[i].get_mpz_t(), moved.get_mpz_t());
        auto it = std::find_if(counted.begin(), counted.end(),
                               [&](const auto& entry) { return entry.first == y; });
        if (it == counted.end()) {
            counted.emplace_back(y, repliesAfter(g, reach, y));
            it = counted.end() - 1;
        }
        // Row i's own entry: out with the one for its old gap, in with the new (the
        // replier's room in that row does not change).
        auto answers = [&](const Natural& gapNow) {
            mpz_xor(target.get_mpz_t(), gapNow.get_mpz_t(), y.get_mpz_t());
            return target <= gapNow + (reach[i] - g[i]);
        };
        const std::size_t replies = it->second - (answers(g[i]) ? 1 : 0) + (answers(moved) ? 1 : 0);
        if (replies < bestReplies) {
            bestReplies = replies;
            best = Move{i, mover, stepped(r, mover, toward, 1)};
        }
    }
    return *best; // not over, so some row has an open gap or room behind
}

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

bool isLegal(const Position& p, const Move& m) {
    return !whyIllegal(p, m);
}

Position apply(const Position& p, const Move& m) {
    if (auto why = whyIllegal(p, m)) throw IllegalMove(std::move(*why));
    Position next = p;
    next.rows[m.row].of(m.piece) = m.to;
    next.toMove = other(p.toMove);
    return next;
}

bool isOver(const Position& p) {
    return std::all_of(p.rows.begin(), p.rows.end(), [&](const Row& r) {
        return gap(r) == 0 && room(r, p.toMove, p.columns) == 0;
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
    validate(p);
    if (isOver(p)) throw IllegalMove({ErrorNorthcottNoMove, {colourWords(p.toMove)}});
    // The first winning move shrinks a gap (winningMoves lists those first).
    if (const std::vector<Move> winning = winningMoves(p); !winning.empty()) return winning.front();
    return leastBadMove(p, gaps(p));
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
    e.game = GameKind::Northcott;
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
        .follow =
            [](const AnyPosition& before, AnyPosition& after) {
                std::get<Position>(after).toMove = other(std::get<Position>(before).toMove);
            },
    };
    return game;
}

} // namespace grundy::northcott
