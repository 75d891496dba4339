// SPDX-License-Identifier: MIT
#include "explain.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <type_traits>

namespace grundy::explain {

namespace {

// Binary numbers longer than this are left out of the one-line hint texts (they stay in
// the table): a 130-digit string helps nobody read a sentence.
constexpr std::size_t kInlineBinaryLimit = 16;

std::string str(const Natural& n) {
    return toString(n);
}

std::string stones(const Natural& n) {
    return str(n) + (n == 1 ? " stone" : " stones");
}

/// "1st", "2nd", "3rd", "4th", "11th", "21st", ...
std::string ordinal(const Natural& n) {
    const unsigned long last2 = mpz_fdiv_ui(n.get_mpz_t(), 100);
    const unsigned long last = last2 % 10;
    const char* suffix = "th";
    if (last2 < 11 || last2 > 13) {
        if (last == 1) suffix = "st";
        if (last == 2) suffix = "nd";
        if (last == 3) suffix = "rd";
    }
    return str(n) + suffix;
}

/// "a", "a and b", "a, b and c".
std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

std::string commaList(const std::vector<Natural>& values) {
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i)
        out += (i ? ", " : "") + str(values[i]);
    return out;
}

Natural xorOf(const std::vector<Natural>& values) {
    Natural x = 0;
    for (const Natural& v : values)
        mpz_xor(x.get_mpz_t(), x.get_mpz_t(), v.get_mpz_t());
    return x;
}

Natural xorOf(const Natural& a, const Natural& b) {
    Natural x;
    mpz_xor(x.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return x;
}

/// The index of the highest 1 bit of n > 0.
std::size_t topBit(const Natural& n) {
    return mpz_sizeinbase(n.get_mpz_t(), 2) - 1;
}

/// The column of place value 2^bit, in words: "the 4s column", or "the 2^40 column"
/// once the place value itself would be a long number.
std::string columnName(std::size_t bit) {
    if (bit < 11) return "the " + std::to_string(1ul << bit) + "s column";
    return "the 2^" + std::to_string(bit) + " column";
}

/// "7 = 111" for small numbers, "7" when the binary form would be too long for a sentence.
std::string withBinary(const Natural& n) {
    const std::string b = binary(n);
    const bool useful = n > 1 && b.size() <= kInlineBinaryLimit; // "1 = 1" says nothing
    return useful ? str(n) + " = " + b + " in binary" : str(n);
}

/// Rows of numbers in binary, aligned, with their XOR and the columns it makes odd.
BinaryTable binaryTable(const std::vector<std::string>& labels,
                        const std::vector<Natural>& values) {
    BinaryTable t;
    const Natural x = xorOf(values);
    for (const Natural& v : values)
        t.width = std::max(t.width, binary(v).size());
    auto padded = [&](const Natural& v) {
        const std::string b = binary(v);
        return std::string(t.width - b.size(), '0') + b;
    };
    for (std::size_t i = 0; i < values.size(); ++i)
        t.rows.push_back({labels[i], str(values[i]), padded(values[i])});
    t.xorRow = {"XOR", str(x), padded(x)};
    for (char c : t.xorRow.bits)
        t.oddColumns.push_back(c == '1');
    if (x != 0) {
        const std::size_t top = topBit(x);
        for (std::size_t i = 0; i < values.size(); ++i)
            if (mpz_tstbit(values[i].get_mpz_t(), top)) t.winningRows.push_back(i);
    }
    return t;
}

/// The odd columns of a nonzero XOR x in words, highest first.
std::string oddColumnsText(const Natural& x) {
    std::vector<std::string> names;
    for (std::size_t bit = topBit(x) + 1; bit-- > 0;)
        if (mpz_tstbit(x.get_mpz_t(), bit)) names.push_back(columnName(bit));
    constexpr std::size_t kMaxNamed = 6; // a list of 60 columns is no explanation
    if (names.size() > kMaxNamed)
        return std::to_string(names.size()) + " columns, the highest " + names.front();
    return joined(names);
}

const char* kLoses = "Every move loses against best play: ";

/// The common ending of every explanation of an N-position.
std::string nVerdict() {
    return "The player to move wins with best play (an N-position).";
}
std::string pVerdict() {
    return "The player to move loses against best play (a P-position).";
}

std::string titleFor(const std::string& game, const std::string& position, const Explanation& e) {
    const char* who = e.over                    ? "game over"
                      : e.outcome == Outcome::N ? "the player to move wins"
                                                : "the player to move loses";
    return game + ": " + position + " \u2014 " + who;
}

/// Fills the parts every game shares: outcome, title, verdict, and the winning moves
/// (described, then reasonFor).
template <class Position>
void fillCommon(Explanation& e, const Position& p, const std::string& game,
                const std::string& position) {
    e.outcome = outcome(p);
    e.over = isOver(p);
    e.title = titleFor(game, position, e);
    e.verdict = e.over ? "The game is over: the player to move cannot move and has lost."
                : e.outcome == Outcome::N ? nVerdict()
                                          : pVerdict();
    for (const auto& m : winningMoves(p)) {
        std::string d = describe(p, m);
        d[0] = char(std::toupper(static_cast<unsigned char>(d[0])));
        e.moves.push_back(d + ": " + reasonFor(AnyPosition(p), AnyMove(m)));
    }
}

// ---------------------------------------------------------------------------- Bash

std::string bashKeyIdea(const Natural& m, const Natural& k) {
    return "The key number is K + 1 = " + str(m) + ". Whatever a player takes, t stones with " +
           "1 \u2264 t \u2264 " + str(k) + ", the other can answer with " + str(m) +
           " \u2212 t stones, which is also between 1 and " + str(k) +
           ". So a player who faces a multiple of " + str(m) +
           " can be kept on multiples of it, round after round, down to 0: they never take "
           "the last stone.";
}

Explanation explainBash(const bash::Position& p) {
    bash::validate(p);
    Explanation e;
    e.game = GameKind::Bash;
    const Natural& n = p.stones;
    const Natural m = p.maxTake + 1;
    const Natural q = n / m;
    const Natural r = n % m;
    fillCommon(e, p, "Bash game", stones(n) + ", take 1 to " + str(p.maxTake) + " per move");
    e.facts = {{"stones n", str(n)},
               {"most per move K", str(p.maxTake)},
               {"K + 1", str(m)},
               {"n mod (K + 1)", str(r)}};
    if (e.over) {
        e.paragraphs.push_back("No stones are left: the other player took the last stone.");
        return e;
    }
    e.paragraphs.push_back(bashKeyIdea(m, p.maxTake));
    const std::string division = str(n) + " = " + str(q) + " \u00d7 " + str(m) + " + " + str(r) +
                                 ", so " + str(n) + " mod " + str(m) + " = " + str(r) + ".";
    if (r == 0) {
        e.paragraphs.push_back(division + " The pile is a multiple of " + str(m) + ". " + kLoses +
                               "whatever you take, t stones, the opponent takes " + str(m) +
                               " \u2212 t and leaves " + str(n - m) + ", the next multiple of " +
                               str(m) + " below.");
    } else {
        e.paragraphs.push_back(division + " The winning move takes n mod (K + 1) = " + stones(r) +
                               ", leaving " + str(n - r) + " = " + str(q) + " \u00d7 " + str(m) +
                               ", a multiple of " + str(m) +
                               ": from then on the opponent faces the multiples.");
    }
    return e;
}

std::string reason(const bash::Position& p, const bash::Move& m) {
    const Natural mod = p.maxTake + 1;
    const Natural left = p.stones - m.take;
    if (left == 0)
        return "taking all " + stones(p.stones) + " takes the last stone and wins at once.";
    return str(p.stones) + " mod " + str(mod) + " = " + str(p.stones % mod) + ", so taking " +
           str(m.take) + " leaves " + str(left) + ", a multiple of K + 1 = " + str(mod) +
           ": whatever the opponent takes (t), take " + str(mod) +
           " \u2212 t and stay on multiples of " + str(mod) + " until none are left.";
}

// ----------------------------------------------------------------------------- Nim

std::string pileName(std::size_t i) {
    return "pile " + std::to_string(i + 1);
}

Explanation explainNim(const nim::Position& p) {
    nim::validate(p);
    Explanation e;
    e.game = GameKind::Nim;
    fillCommon(e, p, "Nim", commaList(p.piles));
    const Natural x = xorOf(p.piles);
    std::vector<std::string> labels;
    for (std::size_t i = 0; i < p.piles.size(); ++i)
        labels.push_back(pileName(i));
    e.binary = binaryTable(labels, p.piles);
    e.facts = {{"piles", std::to_string(p.piles.size())}, {"X = XOR of the piles", str(x)}};
    if (e.over) {
        e.paragraphs.push_back("Every pile is empty: the other player took the last stone.");
        return e;
    }
    e.paragraphs.push_back(
        "Write every pile in binary, one above the other, and count the 1s in each column. "
        "The XOR X of the piles (the nim-sum) has a 1 exactly in the columns with an odd "
        "number of 1s.");
    if (x == 0) {
        e.paragraphs.push_back(
            std::string("Every column holds an even number of 1s, so X = 0. ") + kLoses +
            "a move changes one pile only, so it flips at least one bit in one row, and that "
            "column becomes odd. The opponent can then make every column even again, so you "
            "never reach the empty position (all zeros, all even) first.");
        return e;
    }
    const std::size_t top = topBit(x);
    std::vector<std::string> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back(pileName(i));
    e.facts.push_back({"odd columns", oddColumnsText(x)});
    e.paragraphs.push_back(
        "The odd columns are " + oddColumnsText(x) + ", so X = " + withBinary(x) +
        ". To win, make every column even again: change one pile p into p XOR X, which "
        "flips that row's bits in exactly the odd columns.");
    e.paragraphs.push_back(
        "That is a legal move only if p XOR X is smaller than p. It is exactly when p has a "
        "1 in the highest odd column, " +
        columnName(top) + ": that 1 becomes 0 and every higher bit stays. Piles with a 1 there: " +
        joined(movers) + ".");
    return e;
}

std::string reason(const nim::Position& p, const nim::Move& m) {
    const Natural x = xorOf(p.piles);
    const Natural& pile = p.piles.at(m.pile);
    const Natural after = xorOf(pile, x);
    return pileName(m.pile) + " has " + withBinary(pile) + ", with a 1 in " +
           columnName(topBit(x)) + ", the highest column where X = " + str(x) +
           " has a 1; taking " + str(m.take) + " turns " + str(pile) + " into " + str(pile) +
           " XOR " + str(x) + " = " + withBinary(after) +
           ", which flips exactly the odd columns: every column is even again (XOR 0).";
}

// ------------------------------------------------------------------------- Wythoff

/// (a_k, b_k) in words: "(4, 7) = (a_3, b_3)".
std::string pPosition(const Natural& k) {
    const Natural a = wythoff::lower(k);
    return "(" + str(a) + ", " + str(a + k) + ")";
}

std::string pPositionNamed(const Natural& k) {
    return pPosition(k) + " = (a_" + str(k) + ", b_" + str(k) + ")";
}

/// The largest j with a_j <= n: which P-positions n lies between by the lower pile.
Natural indexBelow(const Natural& n) {
    // j is close to n / phi = n (sqrt5 - 1) / 2; the exact a_j corrects the estimate.
    Natural j = (isqrt(Natural(5 * n * n)) - n) / 2;
    while (wythoff::lower(j + 1) <= n)
        ++j;
    while (j > 0 && wythoff::lower(j) > n)
        --j;
    return j;
}

/// "3, the partner of 5 ((3, 5) is the P-position k = 2)".
std::string partnerText(const Natural& n, const Natural& partner) {
    const Natural k = partner > n ? Natural(partner - n) : Natural(n - partner);
    return str(partner) + ", the partner of " + str(n) + " (" + pPositionNamed(k) +
           " is a P-position)";
}

Explanation explainWythoff(const wythoff::Position& p) {
    Explanation e;
    e.game = GameKind::Wythoff;
    fillCommon(e, p, "Wythoff's game", "piles " + str(p.a) + " and " + str(p.b));
    const bool aIsLow = p.a <= p.b;
    const Natural& lo = aIsLow ? p.a : p.b;
    const Natural& hi = aIsLow ? p.b : p.a;
    const std::string loName = aIsLow ? "pile A" : "pile B";
    const std::string hiName = aIsLow ? "pile B" : "pile A";
    const Natural k = hi - lo;
    const Natural ak = wythoff::lower(k);
    const Natural bk = ak + k;
    const std::string ks = str(k);
    e.facts = {{"smaller pile a", str(lo)},
               {"larger pile b", str(hi)},
               {"k = b \u2212 a", ks},
               {"a_k = \u230ak\u00b7\u03c6\u230b", str(ak)},
               {"b_k = a_k + k", str(bk)}};
    e.paragraphs.push_back(
        "The P-positions of Wythoff's game are the pairs (a_k, b_k) for k = 0, 1, 2, \u2026 "
        "with a_k = \u230ak\u00b7\u03c6\u230b, \u03c6 = (1 + \u221a5)/2, and b_k = a_k + k: "
        "the piles differ by exactly k. The first are (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), "
        "(8, 13). Every positive number is in exactly one of them, so every pile size has a "
        "partner, the other number of its P-position.");
    const std::string sorted = "(" + str(lo) + ", " + str(hi) + ")";
    if (lo == ak) {
        e.paragraphs.push_back("Here b \u2212 a = " + ks + " and a_" + ks + " = " + str(ak) +
                               " = a, so " + sorted + " is the P-position (a_" + ks + ", b_" + ks +
                               "), the " + ordinal(k + 1) + " P-position (k = " + ks + ").");
        if (e.over) {
            e.paragraphs.push_back("Both piles are empty: the other player took the last stone.");
            return e;
        }
        e.paragraphs.push_back(
            std::string(kLoses) +
            "taking from one pile keeps the other pile, and each number belongs to only one "
            "P-position; taking the same from both keeps the difference k = " +
            ks + ", and " + pPosition(k) +
            " is the only P-position with that difference. So every move leaves an "
            "N-position, and the opponent has a winning move back.");
        return e;
    }
    e.paragraphs.push_back("Here b \u2212 a = " + ks + " and a_" + ks + " = " + str(ak) +
                           " \u2260 " + str(lo) + ", so " + sorted + " is not a P-position.");
    const Natural j = indexBelow(lo);
    const std::string js = str(j);
    if (wythoff::lower(j) == lo) {
        e.paragraphs.push_back("Its smaller pile is a_" + js + " of " + pPositionNamed(j) +
                               ", the " + ordinal(j + 1) + " P-position (k = " + js +
                               "), but its larger pile is not b_" + js + ".");
    } else {
        e.paragraphs.push_back("By the smaller pile it lies between the P-positions k = " + js +
                               ", " + pPosition(j) + ", and k = " + str(j + 1) + ", " +
                               pPosition(j + 1) + ".");
    }
    e.paragraphs.push_back(
        "A winning move must reach a P-position. There are three kinds of candidates:");
    // 1. Equal removal keeps k, so only (a_k, b_k) can be reached.
    if (ak < lo)
        e.paragraphs.push_back("1. Equal removal: taking " + str(lo - ak) +
                               " from both piles keeps the difference k = " + ks + " and leaves " +
                               pPositionNamed(k) + ". This move wins.");
    else
        e.paragraphs.push_back("1. Equal removal keeps the difference k = " + ks +
                               ", and the only P-position with that difference is " +
                               pPositionNamed(k) + ". Its smaller pile " + str(ak) +
                               " is more than " + str(lo) + ", so equal removal cannot win.");
    // 2. The larger pile down to the partner of the smaller.
    const Natural pl = wythoff::partner(lo);
    if (pl < hi)
        e.paragraphs.push_back("2. Reduce the larger pile (" + hiName + ", " + str(hi) + ") to " +
                               partnerText(lo, pl) + ": take " + str(hi - pl) +
                               ". This move wins.");
    else
        e.paragraphs.push_back("2. Reducing the larger pile to the partner of " + str(lo) +
                               " is impossible: the partner is " + str(pl) + ", not less than " +
                               str(hi) + ", and a pile cannot grow.");
    // 3. The smaller pile down to the partner of the larger.
    const Natural ph = wythoff::partner(hi);
    if (ph < lo)
        e.paragraphs.push_back("3. Reduce the smaller pile (" + loName + ", " + str(lo) + ") to " +
                               partnerText(hi, ph) + ": take " + str(lo - ph) +
                               ". This move wins.");
    else
        e.paragraphs.push_back("3. Reducing the smaller pile to the partner of " + str(hi) +
                               " is impossible: the partner is " + str(ph) + ", not less than " +
                               str(lo) + ", and a pile cannot grow.");
    return e;
}

std::string reason(const wythoff::Position& p, const wythoff::Move& m) {
    const wythoff::Position next = wythoff::apply(p, m);
    const Natural& x = std::min(next.a, next.b);
    const Natural& y = std::max(next.a, next.b);
    const Natural j = y - x;
    const std::string reached =
        "(" + str(x) + ", " + str(y) + ") = (a_" + str(j) + ", b_" + str(j) + ")";
    if (m.fromA == m.fromB)
        return "taking " + str(m.fromA) + " from both piles keeps the difference k = " + str(j) +
               " and leaves " + reached + ", the P-position with that difference.";
    const bool cutB = m.fromA == 0;
    const Natural& keep = cutB ? p.a : p.b;
    const Natural& target = cutB ? next.b : next.a;
    return "it keeps pile " + std::string(cutB ? "A" : "B") + " at " + str(keep) +
           " and brings pile " + (cutB ? "B" : "A") + " down to " + str(target) +
           ", the partner of " + str(keep) + ": " + reached + " is a P-position.";
}

// ------------------------------------------------------------------ Redistribution

/// Sorted sizes split into equal pairs and the sizes left over.
struct Pairing {
    std::vector<Natural> sorted, paired, unpaired; ///< paired: one entry per pair
};

Pairing pairing(const std::vector<Natural>& piles) {
    Pairing out;
    for (const Natural& s : piles)
        if (s > 0) out.sorted.push_back(s);
    std::sort(out.sorted.begin(), out.sorted.end());
    for (std::size_t i = 0; i < out.sorted.size(); ++i) {
        if (i + 1 < out.sorted.size() && out.sorted[i] == out.sorted[i + 1]) {
            out.paired.push_back(out.sorted[i]);
            ++i;
        } else {
            out.unpaired.push_back(out.sorted[i]);
        }
    }
    return out;
}

std::string pairsText(const std::vector<Natural>& paired) {
    if (paired.empty()) return "none";
    std::vector<std::string> items;
    for (const Natural& s : paired) {
        const std::string n = str(s);
        items.push_back(std::string("(").append(n).append(", ").append(n).append(")"));
    }
    return joined(items);
}

Explanation explainRedistribution(const redistribution::Position& p) {
    redistribution::validate(p);
    Explanation e;
    e.game = GameKind::Redistribution;
    fillCommon(e, p, "Redistribution game", "piles " + commaList(p.piles));
    const Pairing pr = pairing(p.piles);
    e.facts = {{"piles in play", std::to_string(pr.sorted.size())},
               {"sizes sorted", pr.sorted.empty() ? "none" : commaList(pr.sorted)},
               {"pairs", pairsText(pr.paired)},
               {"unpaired sizes", pr.unpaired.empty() ? "none" : commaList(pr.unpaired)}};
    if (e.over) {
        e.paragraphs.push_back("No piles are left: the other player took the last stone.");
        return e;
    }
    e.paragraphs.push_back(
        "Sort the pile sizes and pair equal sizes. The player to move loses exactly when "
        "every size pairs up (each size occurs an even number of times): a move always "
        "shrinks its pile and can only make other piles bigger, and such a move cannot leave "
        "every size paired again, while from unpaired sizes there is always a move that "
        "pairs them all. No piles at all counts as paired, so the player who keeps "
        "restoring the pairing takes the last stone.");
    if (pr.unpaired.empty()) {
        e.paragraphs.push_back("Here every size pairs up: " + pairsText(pr.paired) + ". " + kLoses +
                               "whatever you do, the opponent pairs the sizes again.");
        return e;
    }
    e.paragraphs.push_back(
        "Unpaired sizes: " + commaList(pr.unpaired) +
        ". The largest pile always has stones enough to pair everything: with the sizes "
        "sorted s1 \u2264 s2 \u2264 \u2026 \u2264 sn, give the smaller of each neighbouring "
        "couple the difference so that they match, and then empty the largest pile (odd "
        "number of piles) or leave it with s1 stones, the twin of the smallest (even number). "
        "Whatever is left of it leaves the game.");
    return e;
}

std::string reason(const redistribution::Position& p, const redistribution::Move& m) {
    const Pairing after = pairing(redistribution::apply(p, m).piles);
    if (after.sorted.empty()) return "it takes the last stones: no piles are left.";
    return "it leaves the sizes " + commaList(after.sorted) + ", which pair up as " +
           pairsText(after.paired) +
           ": any move of the opponent breaks the pairing, and you can restore it.";
}

// ------------------------------------------------------------- Georgia and Bob

/// A pair of chips from the right: chip indices (no left chip: the wall) and the gap.
struct ChipPair {
    std::size_t right = 0;
    std::optional<std::size_t> left;
    Natural gap;
};

/// Pairs from the left end to the right end of the strip (the wall pair first).
std::vector<ChipPair> chipPairs(const staircase::Position& p) {
    std::vector<ChipPair> pairs;
    for (std::size_t r = p.cells.size(); r-- > 0;) {
        ChipPair pair{r, std::nullopt, p.cells[r] - 1};
        if (r > 0) {
            pair.left = r - 1;
            pair.gap = p.cells[r] - p.cells[r - 1] - 1;
            --r; // the left chip is used up
        }
        pairs.push_back(std::move(pair));
    }
    std::reverse(pairs.begin(), pairs.end());
    return pairs;
}

std::string pairLabel(const staircase::Position& p, const ChipPair& pair) {
    if (!pair.left) return "chip on " + str(p.cells[pair.right]) + " and the wall";
    return "chips on " + str(p.cells[*pair.left]) + " and " + str(p.cells[pair.right]);
}

Explanation explainStaircase(const staircase::Position& p) {
    staircase::validate(p);
    Explanation e;
    e.game = GameKind::Staircase;
    fillCommon(e, p, "Georgia and Bob",
               "chips on " + (p.cells.empty() ? std::string("no cells") : commaList(p.cells)));
    const auto pairs = chipPairs(p);
    std::vector<std::string> labels;
    std::vector<Natural> gapValues;
    for (const ChipPair& pair : pairs) {
        labels.push_back(pairLabel(p, pair));
        gapValues.push_back(pair.gap);
    }
    const Natural x = xorOf(gapValues);
    e.binary = binaryTable(labels, gapValues);
    e.facts = {{"chips", std::to_string(p.cells.size())},
               {"strip length M", str(p.length)},
               {"X = XOR of the gaps", str(x)}};
    if (e.over) {
        e.paragraphs.push_back("Every chip is packed against the left end: no chip can move.");
        return e;
    }
    e.paragraphs.push_back(
        "Pair the chips from the right: the rightmost chip with its left neighbour, the next "
        "two together, and so on; with an odd number of chips the leftmost one pairs with "
        "the wall left of cell 1. The gap of a pair is the number of empty cells between its "
        "two chips. Only gaps count, not the space between pairs.");
    e.paragraphs.push_back(
        "Moving a pair's right chip left shrinks its gap, exactly like taking stones from a "
        "Nim pile (it only widens space between pairs, which counts for nothing). Moving a "
        "pair's left chip widens its gap, but the opponent can move the right chip as far and "
        "restore it. So the game is Nim on the gaps: the player to move loses exactly when "
        "the XOR of the gaps is 0.");
    if (x == 0) {
        e.paragraphs.push_back(
            std::string("Here the XOR of the gaps is 0. ") + kLoses +
            "any move changes exactly one gap, which makes the XOR nonzero, and the opponent "
            "makes it 0 again, until every chip is packed to the left after the opponent's "
            "move.");
        return e;
    }
    e.facts.push_back({"odd columns", oddColumnsText(x)});
    std::vector<std::string> movers;
    for (std::size_t i : e.binary->winningRows)
        movers.push_back("the pair of " + labels[i]);
    e.paragraphs.push_back(
        "Here X = " + withBinary(x) + ", with odd columns " + oddColumnsText(x) +
        ". As in Nim, change one gap g into g XOR X: a gap with a 1 in " + columnName(topBit(x)) +
        " shrinks, by moving its right chip left by g \u2212 (g XOR X) (" + joined(movers) +
        "). A gap that would grow to g XOR X can be widened by moving the pair's left chip "
        "instead, when that chip has room.");
    return e;
}

std::string reason(const staircase::Position& p, const staircase::Move& m) {
    const auto pairs = chipPairs(p);
    std::vector<Natural> gapValues;
    for (const ChipPair& pair : pairs)
        gapValues.push_back(pair.gap);
    const Natural x = xorOf(gapValues);
    const Natural slide = p.cells.at(m.chip) - m.to;
    for (const ChipPair& pair : pairs) {
        if (pair.right != m.chip && pair.left != m.chip) continue;
        const bool right = pair.right == m.chip;
        const Natural newGap = right ? Natural(pair.gap - slide) : Natural(pair.gap + slide);
        return std::string(right ? "moving the right chip" : "moving the left chip") + " of the " +
               pairLabel(p, pair) + " by " + str(slide) + (right ? " shrinks" : " widens") +
               " their gap from " + str(pair.gap) + " to " + str(newGap) + " = " + str(pair.gap) +
               " XOR " + str(x) +
               ", so the XOR of the gaps becomes 0, as after a winning Nim move.";
    }
    throw IllegalMove("no chip number " + std::to_string(m.chip + 1));
}

// --------------------------------------------------------------------- dispatch

} // namespace

std::string binary(const Natural& n) {
    return n.get_str(2);
}

Explanation explain(const AnyPosition& p) {
    return std::visit(
        [](const auto& x) -> Explanation {
            using P = std::decay_t<decltype(x)>;
            if constexpr (std::is_same_v<P, bash::Position>) return explainBash(x);
            if constexpr (std::is_same_v<P, nim::Position>) return explainNim(x);
            if constexpr (std::is_same_v<P, wythoff::Position>) return explainWythoff(x);
            if constexpr (std::is_same_v<P, redistribution::Position>)
                return explainRedistribution(x);
            if constexpr (std::is_same_v<P, staircase::Position>) return explainStaircase(x);
        },
        p);
}

std::string reasonFor(const AnyPosition& p, const AnyMove& m) {
    const AnyPosition next = apply(p, m); // throws IllegalMove, also for another game's move
    if (outcome(next) == Outcome::N) {
        // Not a winning move: show the opponent's refutation, in the same words.
        const AnyMove reply = winningMoves(next).front();
        return std::string(outcome(p) == Outcome::P ? "every move from here loses against best play"
                                                    : "this move does not win") +
               ": the opponent can answer with \"" + describe(next, reply) + "\", since " +
               reasonFor(next, reply);
    }
    return std::visit(
        [](const auto& x, const auto& move) -> std::string {
            if constexpr (requires { reason(x, move); })
                return reason(x, move);
            else
                throw IllegalMove("the move belongs to another game");
        },
        p, m);
}

std::string toText(const Explanation& e) {
    std::string out = e.title + "\n" + e.verdict + "\n";
    for (const auto& [name, value] : e.facts)
        out += name + ": " + value + "\n";
    if (e.binary) {
        auto line = [&](const BinaryRow& row) {
            out += row.label + "  " + row.bits + "  (" + row.value + ")\n";
        };
        for (const BinaryRow& row : e.binary->rows)
            line(row);
        line(e.binary->xorRow);
    }
    for (const std::string& para : e.paragraphs)
        out += para + "\n";
    if (!e.moves.empty()) out += "Winning moves:\n";
    for (const std::string& move : e.moves)
        out += "- " + move + "\n";
    return out;
}

} // namespace grundy::explain
