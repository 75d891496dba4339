// SPDX-License-Identifier: MIT
#include "core/games/octal/octal.h"

#include "core/analysis/explainparts.h"
#include "core/analysis/explainwords.h"
#include "core/games/catalogue.h"
#include "core/games/gamewords.h"
#include "core/games/legality.h"
#include "core/games/octal/octaltables.h"
#include "core/games/octal/octalwords.h"
#include "core/takebreak/octalmoves.h"
#include "core/text/english.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace grundy::octal {

using namespace words;
using takebreak::LeaveNothing;
using takebreak::LeaveOne;
using takebreak::LeaveTwo;
using takebreak::OctalCode;

namespace {

Arg codeText(const OctalCode& code) {
    return Verbatim{code.text()};
}

/// Calls f(start, width) for every move on a row of n (small), in legalMoves' order; stops
/// when f returns true.
void forEachMove(const OctalCode& code, u64 n, const std::function<bool(u64, u64)>& f) {
    if ((code.digit(0) & LeaveTwo) && n >= 2)
        for (u64 a = 1; a < n; ++a)
            if (!(code.unequalSplits() && 2 * a == n) && f(a, 0)) return;
    for (u64 w = 1; w <= code.lastPlace() && w <= n; ++w) {
        const unsigned d = code.digit(w);
        if (w == n && (d & LeaveNothing) && f(0, w)) return;
        // Pins at either end leave the same row: listed once, at the right end.
        if (w < n && (d & LeaveOne) && f(n - w, w)) return;
        if ((d & LeaveTwo) && n >= w + 2)
            for (u64 s = 1; s + w < n; ++s)
                if (f(s, w)) return;
    }
}

/// The first move on a row of n in legalMoves' order, at any size; none when the row is dead.
std::optional<Move> firstMove(const OctalCode& code, std::size_t row, const Natural& n) {
    if ((code.digit(0) & LeaveTwo) && n >= (code.unequalSplits() ? 3 : 2)) return Move{row, 1, 0};
    for (std::size_t w = 1; w <= code.lastPlace(); ++w) {
        const unsigned d = code.digit(w);
        const Natural width = w;
        if (n == width && (d & LeaveNothing)) return Move{row, 0, width};
        if (n > width && (d & LeaveOne)) return Move{row, Natural(n - width), width};
        if (n >= width + 2 && (d & LeaveTwo)) return Move{row, 1, width};
    }
    return std::nullopt;
}

/// The value of the rows a move on a row of n leaves, from the table (lock held).
unsigned valueAfter(takebreak::OctalValues& values, u64 n, u64 start, u64 width) {
    const u64 after = n - start - width;
    return values.value(start) ^ values.value(after);
}

/// Up to `most` moves that leave rows whose values XOR to `value`, in winningMoves' order.
std::vector<Move> movesToValueUpTo(const Position& p, const Natural& value, std::size_t most) {
    std::vector<Move> moves;
    const Natural x = sgSum(p) ^ value; // each row's value is XORed with this
    if (x == 0 || !value.fits_uint_p()) return moves;
    const unsigned xv = unsigned(x.get_ui());
    Table& table = tableFor(p.code);
    for (std::size_t i = 0; i < p.rows.size() && moves.size() < most; ++i) {
        const Natural& n = p.rows[i];
        const std::lock_guard guard(table.mutex);
        const unsigned target = table.values.value(n) ^ xv;
        if (n <= kListedRow) {
            const u64 small = n.get_ui();
            forEachMove(p.code, small, [&](u64 start, u64 width) {
                if (valueAfter(table.values, small, start, width) == target)
                    moves.push_back({i, fromU64(start), fromU64(width)});
                return moves.size() >= most;
            });
        } else if (const auto m = takebreak::moveToValue(table.values, n, target)) {
            // moveToValue takes end pins at the start of the row; the list, at its end.
            const bool leftEnd = m->start == 0 && m->width > 0 && m->width < n;
            moves.push_back({i, leftEnd ? Natural(n - m->width) : m->start, m->width});
        }
    }
    return moves;
}

/// Up to `most` winning moves, in winningMoves' order.
std::vector<Move> winningMovesUpTo(const Position& p, std::size_t most) {
    return movesToValueUpTo(p, 0, most);
}

/// How many winning moves a position of small rows has (0 from a P-position).
u64 winningReplies(const Position& p) {
    const Natural x = sgSum(p);
    if (x == 0) return 0;
    const unsigned xv = unsigned(x.get_ui());
    Table& table = tableFor(p.code);
    const std::lock_guard guard(table.mutex);
    u64 count = 0;
    for (const Natural& row : p.rows) {
        const u64 n = row.get_ui();
        const unsigned target = table.values.value(n) ^ xv;
        forEachMove(p.code, n, [&](u64 start, u64 width) {
            count += valueAfter(table.values, n, start, width) == target;
            return false;
        });
    }
    return count;
}

Natural totalPins(const Position& p) {
    Natural total = 0;
    for (const Natural& row : p.rows)
        total += row;
    return total;
}

/// A row of pins may move: the game goes on.
bool isLive(const OctalCode& code, const Natural& n) {
    return firstMove(code, 0, n).has_value();
}

Message pins(const Natural& n) {
    return {n == 1 ? PinOne : PinsMany, {n}};
}

Arg leaves(const std::vector<Natural>& parts) {
    if (parts.empty()) return Message{LeavesNothing, {}};
    if (parts.size() == 1) return Message{LeavesOne, {parts[0]}};
    return Message{LeavesTwo, {parts[0], parts[1]}};
}

/// The smallest heap that needs the table and cannot be answered at once: rows below it
/// take a few milliseconds to compute.
constexpr unsigned kQuickRow = 2048;

} // namespace

Message codeName(const OctalCode& code) {
    const std::string text = code.text();
    for (const Preset& preset : info().presets)
        if (preset.value == text) return {OctalNamed, {Message{preset.name, {}}, codeText(code)}};
    return {OctalWithCode, {codeText(code)}};
}

unsigned rowValue(const OctalCode& code, const Natural& row) {
    return lockedValue(tableFor(code), row);
}

std::vector<Natural> partsAfter(const Position& p, const Move& m) {
    return takebreak::partsAfter(p.rows.at(m.row), {m.start, m.width});
}

void validate(const Position& p) {
    for (std::size_t i = 0; i < p.rows.size(); ++i)
        if (p.rows[i] < 0) throw InvalidPosition({ErrorRowNegative, {i + 1}});
    // A row within the table's limit is always answered (the table grows to it); past it,
    // only a proved period answers, which value() looks for on a short table.
    const std::size_t limit = takebreak::tableLimit(p.code);
    for (const Natural& row : p.rows)
        if (row >= fromU64(limit)) rowValue(p.code, row);
}

std::optional<Message> whyIllegal(const Position& p, const Move& m) {
    if (m.row >= p.rows.size()) return Message{ErrorNoRow, {m.row + 1, p.rows.size()}};
    if (m.start < 0 || m.width < 0) return Message{ErrorTakeNegative, {}};
    const Natural& n = p.rows[m.row];
    const OctalCode& code = p.code;
    if (m.isCut()) {
        if (!(code.digit(0) & LeaveTwo)) return Message{ErrorOctalNoCut, {codeText(code)}};
        if (m.start < 1 || m.start >= n)
            return Message{ErrorOctalCutEnd,
                           {m.row + 1, pins(n), m.start, m.start > n ? Natural(0) : Natural(n - m.start)}};
        if (code.unequalSplits() && 2 * m.start == n)
            return Message{ErrorOctalCutEqual, {codeName(code), m.start, m.start}};
        return std::nullopt;
    }
    if (m.start + m.width > n)
        return Message{ErrorOctalOutside, {m.row + 1, pins(n), Natural(m.start + 1), Natural(m.start + m.width)}};
    if (m.width > fromU64(code.lastPlace()))
        return Message{ErrorOctalTooMany, {codeText(code), pins(fromU64(code.lastPlace())), pins(m.width)}};
    const unsigned d = code.digit(m.width.get_ui());
    const Natural after = n - m.start - m.width;
    if (m.start == 0 && after == 0)
        return d & LeaveNothing ? std::nullopt
                                : std::optional(Message{ErrorOctalWhole, {codeText(code), pins(n)}});
    if (m.start == 0 || after == 0)
        return d & LeaveOne ? std::nullopt
                            : std::optional(Message{ErrorOctalEnd, {codeText(code), pins(m.width)}});
    return d & LeaveTwo ? std::nullopt
                        : std::optional(Message{ErrorOctalMiddle, {codeText(code), pins(m.width)}});
}

Position apply(const Position& p, const Move& m) {
    requireLegal(p, m);
    Position next = p;
    const std::vector<Natural> parts = partsAfter(p, m);
    const auto at = next.rows.begin() + std::ptrdiff_t(m.row);
    if (parts.empty()) {
        *at = 0;
    } else {
        *at = parts[0];
        if (parts.size() == 2) next.rows.insert(at + 1, parts[1]);
    }
    return next;
}

bool isOver(const Position& p) {
    return std::none_of(p.rows.begin(), p.rows.end(),
                        [&](const Natural& n) { return isLive(p.code, n); });
}

Natural sgSum(const Position& p) {
    Table& table = tableFor(p.code);
    unsigned x = 0;
    for (const Natural& row : p.rows)
        x ^= lockedValue(table, row);
    return x;
}

Outcome outcome(const Position& p) {
    validate(p);
    return sgSum(p) == 0 ? Outcome::P : Outcome::N;
}

std::optional<Natural> sgValue(const Position& p) {
    return sgSum(p);
}

std::vector<Move> legalMoves(const Position& p) {
    validate(p);
    std::vector<Move> moves;
    for (std::size_t i = 0; i < p.rows.size(); ++i)
        forEachMove(p.code, p.rows[i].get_ui(), [&](u64 start, u64 width) {
            moves.push_back({i, fromU64(start), fromU64(width)});
            return false;
        });
    return moves;
}

Position remotenessKey(Position p) {
    std::sort(p.rows.begin(), p.rows.end());
    return p;
}

Move randomMove(const Position& p, Random& random) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    // The moves in groups of one kind (a row, a width, where its pins are), counted exactly.
    struct Group {
        std::size_t row;
        std::size_t width;
        enum class Where { Cut, Whole, End, Middle } where;
    };
    std::vector<Group> groups;
    std::vector<Natural> counts;
    const OctalCode& code = p.code;
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const Natural& n = p.rows[i];
        const Natural cuts = n < 2 ? Natural(0)
                                   : Natural(n - 1 - ((code.unequalSplits() && n % 2 == 0) ? 1 : 0));
        if ((code.digit(0) & LeaveTwo) && cuts > 0) {
            groups.push_back({i, 0, Group::Where::Cut});
            counts.push_back(cuts);
        }
        for (std::size_t w = 1; w <= code.lastPlace(); ++w) {
            const unsigned d = code.digit(w);
            const Natural width = w;
            if (n == width && (d & LeaveNothing)) {
                groups.push_back({i, w, Group::Where::Whole});
                counts.emplace_back(1);
            }
            if (n > width && (d & LeaveOne)) {
                groups.push_back({i, w, Group::Where::End});
                counts.emplace_back(1);
            }
            if (n >= width + 2 && (d & LeaveTwo)) {
                groups.push_back({i, w, Group::Where::Middle});
                counts.push_back(n - width - 1);
            }
        }
    }
    const Random::Pick pick = random.among(counts);
    const Group& g = groups[pick.group];
    const Natural& n = p.rows[g.row];
    const Natural width = g.width;
    switch (g.where) {
    case Group::Where::Cut: {
        Natural start = pick.index + 1; // skip the equal cut of Grundy's game
        if (code.unequalSplits() && 2 * start >= n && n % 2 == 0) start += 1;
        return {g.row, start, 0};
    }
    case Group::Where::Whole:
        return {g.row, 0, width};
    case Group::Where::End:
        return {g.row, Natural(n - width), width};
    case Group::Where::Middle:
        return {g.row, pick.index + 1, width};
    }
    return {g.row, 0, width};
}

std::vector<Move> winningMoves(const Position& p) {
    validate(p);
    return winningMovesUpTo(p, kMaxWinningMoves);
}

Move computerMove(const Position& p) {
    if (isOver(p)) throw IllegalMove({ErrorGameOver, {}});
    validate(p);
    if (const auto winning = winningMovesUpTo(p, 1); !winning.empty()) return winning.front();
    if (totalPins(p) < kSmallTotal) {
        std::optional<Move> best;
        u64 fewest = std::numeric_limits<u64>::max();
        for (const Move& m : legalMoves(p))
            if (const u64 replies = winningReplies(apply(p, m)); replies < fewest) {
                fewest = replies;
                best = m;
            }
        return *best;
    }
    const auto longest = std::max_element(p.rows.begin(), p.rows.end());
    const std::size_t row = std::size_t(longest - p.rows.begin());
    if (const auto m = firstMove(p.code, row, *longest)) return *m;
    for (std::size_t i = 0; i < p.rows.size(); ++i) // the longest row may be dead: 0.07's 1
        if (const auto m = firstMove(p.code, i, p.rows[i])) return *m;
    throw IllegalMove({ErrorGameOver, {}});
}

bool tablesReady(const Position& p) {
    if (p.rows.empty()) return true;
    const Natural& longest = *std::max_element(p.rows.begin(), p.rows.end());
    if (longest < kQuickRow) return true;
    Table& table = tableFor(p.code);
    const std::lock_guard guard(table.mutex);
    return table.values.isKnown(longest);
}

bool buildTables(const Position& p, const TableProgress& progress) {
    if (tablesReady(p)) return true;
    const Natural& longest = *std::max_element(p.rows.begin(), p.rows.end());
    Table& table = tableFor(p.code);
    {
        const std::lock_guard guard(table.mutex);
        table.values.searchPeriod(); // a few milliseconds; answers rows of any size
        if (table.values.isKnown(longest)) return true;
    }
    // Past the period search the row is within the table's limit (validate): grow the table
    // to it in pieces, so that other threads' answers wait one piece at most.
    const std::size_t needed = std::size_t(longest.get_ui()) + 1;
    const std::size_t piece = std::max<std::size_t>(1024, needed / 64);
    for (;;) {
        std::size_t done = 0;
        {
            const std::lock_guard guard(table.mutex);
            if (table.values.known() >= needed) break;
            table.values.growTo(std::min(needed, table.values.known() + piece));
            done = table.values.known();
        }
        if (done < needed && progress && !progress(done, needed)) return false;
    }
    if (progress) progress(needed, needed);
    return true;
}

Message describeMove(const Position& p, const Move& m) {
    const Natural n = m.row < p.rows.size() ? p.rows[m.row] : Natural(0);
    if (m.isCut()) return {OctalCut, {m.row + 1, m.start, Natural(n - m.start)}};
    const Arg left = m.row < p.rows.size() ? leaves(partsAfter(p, m)) : Arg(Message{LeavesNothing, {}});
    if (m.width == 1) return {OctalKnockPin, {m.row + 1, Natural(m.start + 1), left}};
    return {OctalKnockPins, {m.row + 1, Natural(m.start + 1), Natural(m.start + m.width), left}};
}

std::string describe(const Position& p, const Move& m) {
    return toEnglish(describeMove(p, m));
}

Message reason(const Position& p, const Move& m) {
    const Natural x = sgSum(p);
    const unsigned g = rowValue(p.code, p.rows.at(m.row));
    const std::vector<Natural> parts = partsAfter(p, m);
    unsigned left = 0;
    for (const Natural& part : parts)
        left ^= rowValue(p.code, part);
    return {OctalReason, {m.row + 1, g, leaves(parts), left, x}};
}

// ---- the explanation ---------------------------------------------------------------------

namespace {

explain::Explanation explainOctal(const AnyPosition& any) {
    using namespace explain;
    const Position& p = std::get<Position>(any);
    validate(p);
    Explanation e;
    fillCommon(e, p, GameOctal, numberList(p.rows));
    e.title = titleFor(codeName(p.code), numberList(p.rows), e);
    std::vector<Message> labels;
    std::vector<Natural> values;
    List perRow{{}, true};
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        labels.push_back({OctalRowLabel, {i + 1}});
        values.emplace_back(rowValue(p.code, p.rows[i]));
        perRow.items.emplace_back(Message{OctalValueOf, {p.rows[i], values.back()}});
    }
    const Natural x = xorOf(values);
    e.binary = binaryTable(std::move(labels), values);
    e.facts = {{Message{NounRows, {}}, p.rows.size()}, {text(FactSgXor), x}};
    e.paragraphs.push_back(p.code.isGrundysGame() ? text(GrundysGameIntro)
                                                  : Message{OctalIntro, {codeText(p.code)}});
    {
        Table& table = tableFor(p.code);
        const std::lock_guard guard(table.mutex);
        // A few milliseconds, once per code: the period is said even for short rows.
        if (const auto& c = table.values.searchPeriod())
            e.paragraphs.push_back(
                {OctalPeriodic, {codeName(p.code), c->period, c->preperiod, c->checkedTo}});
        else
            e.paragraphs.push_back({OctalNotPeriodic,
                                    {codeName(p.code), table.values.known(),
                                     table.values.limit() - 1}});
    }
    if (e.over) return e;
    e.paragraphs.push_back({OctalValues, {std::move(perRow)}});
    if (x == 0) {
        e.paragraphs.push_back(text(OctalZero));
        return e;
    }
    e.facts.push_back({text(FactOddColumns), oddColumns(x)});
    e.paragraphs.push_back({OctalWinning, {withBinary(x), oddColumns(x)}});
    return e;
}

/// The move from `from` to `to`: one row replaced by what a move leaves of it (nothing
/// stays as 0; two rows take its place). Pins at an end are taken from the end when either
/// end gives the same rows.
std::optional<AnyMove> moveBetween(const AnyPosition& f, const AnyPosition& t) {
    const auto &from = std::get<Position>(f), &to = std::get<Position>(t);
    if (!(from.code == to.code)) return std::nullopt;
    if (from.rows.size() == to.rows.size()) {
        const auto i = onlyDifference(from.rows, to.rows);
        if (!i || to.rows[*i] >= from.rows[*i]) return std::nullopt;
        const Natural& n = from.rows[*i];
        const Natural& m = to.rows[*i];
        if (m == 0) return ifLegal(from, Move{*i, 0, n});
        if (const Move end{*i, m, Natural(n - m)}; isLegal(from, end)) return AnyMove(end);
        return ifLegal(from, Move{*i, 0, Natural(n - m)});
    }
    if (to.rows.size() != from.rows.size() + 1) return std::nullopt;
    std::size_t i = 0;
    while (i < from.rows.size() && from.rows[i] == to.rows[i])
        ++i;
    if (i == from.rows.size()) return std::nullopt;
    if (!std::equal(from.rows.begin() + std::ptrdiff_t(i) + 1, from.rows.end(),
                    to.rows.begin() + std::ptrdiff_t(i) + 2))
        return std::nullopt;
    const Natural& a = to.rows[i];
    const Natural& b = to.rows[i + 1];
    if (a == 0 || b == 0 || a + b > from.rows[i]) return std::nullopt;
    return ifLegal(from, Move{i, a, Natural(from.rows[i] - a - b)});
}

/// The code option as files keep it: the digits, also for a name ("kayles" is "0.77").
std::string codeTextValue(std::string_view text) {
    return takebreak::codeOrName(text).text();
}

/// What numbers cannot say about a row: nothing. Rows only shrink, so every row that needs
/// a value at all is known when the position is made.
AnyPosition make(std::vector<Natural> numbers, const GameOptions& options) {
    Position p{std::move(numbers), takebreak::codeOrName(*options.find("code"))};
    validate(p);
    return p;
}

} // namespace

// ---- the catalogue entry ------------------------------------------------------------

const GameInfo& info() {
    static const GameInfo game{
        .kind = GameKind::Octal,
        .id = "octal",
        .name = words::GameOctal,
        .rule = "rows of pins: knock down adjacent pins of one row as the octal code allows "
                "(0.77 is Kayles)",
        .example = "5 7 --code 0.77",
        .shape = {1, 0, "rows", words::NounRows, "rows"},
        .options = {{.id = "code",
                     .valueName = "CODE",
                     .help = "the octal code, such as 0.77, 0.07, 0.137 or 4!.0, or a name: "
                             "kayles, dawson-kayles, dawson-chess, grundys-game",
                     .textValue = codeTextValue}},
        .make = make,
        .numbers = [](const AnyPosition& p) { return std::get<Position>(p).rows; },
        .optionsOf =
            [](const AnyPosition& any) {
                GameOptions options;
                options.set("code", std::get<Position>(any).code.text());
                return options;
            },
        .moveBetween = moveBetween,
        .explain = explainOctal,
        .reason = hook<reason>,
        .remotenessKey = hook<remotenessKey>,
        .tablesReady = hook<tablesReady>,
        .buildTables =
            [](const AnyPosition& p, const TableProgress& progress) {
                return buildTables(std::get<Position>(p), progress);
            },
        .winningMovesListed = kMaxWinningMoves,
        .presets = {{"kayles", words::GameKayles, "code", "0.77"},
                    {"dawson-kayles", words::GameDawsonKayles, "code", "0.07"},
                    {"dawson-chess", words::GameDawsonChess, "code", "0.137"},
                    {"grundys-game", words::GameGrundysGame, "code", "4!.0"}},
        .movesToValue = [](const AnyPosition& p, const Natural& value, std::size_t most) {
            std::vector<AnyMove> out;
            for (Move& m : movesToValueUpTo(std::get<Position>(p), value, most))
                out.emplace_back(std::move(m));
            return out;
        },
    };
    return game;
}

} // namespace grundy::octal
