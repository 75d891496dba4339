// SPDX-License-Identifier: MIT
#include "reviewreport.h"

#include "core/games/catalogue.h"
#include "core/text/english.h"
#include "ioerror.h"
#include "core/analysis/review.h"

#include <array>
#include <cerrno>
#include <fstream>

namespace grundy::cli {

namespace {

std::string_view outcomeWord(Outcome o) {
    return o == Outcome::N ? "N" : "P";
}

} // namespace

std::string readFileUpTo(const std::string& path, std::size_t limit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw IoError::opening(path, errno);
    std::string text;
    char block[1 << 16];
    while (text.size() <= limit && in.read(block, sizeof block), in.gcount() > 0)
        text.append(block, std::size_t(in.gcount()));
    if (in.bad()) throw IoError::opening(path, errno);
    return text;
}

GameRecord readRecordFile(const std::string& path) {
    return parseRecord(readFileUpTo(path, kMaxRecordBytes));
}

void writeReview(Output& out, const GameRecord& record, bool json) {
    const Review r = review(record);
    const GameKind kind = kindOf(record.start);
    if (json) {
        out.put("{\"game\": \"");
        out.put(gameId(kind));
        out.put("\", \"moves\": [");
        for (const ReviewedMove& m : r.moves) {
            out.put(m.index == 1 ? "\n  " : ",\n  ");
            out.put("{\"index\": ");
            out.put(u64(m.index));
            out.put(", \"by\": ");
            out.put(u64(m.by));
            out.put(", \"before\": \"");
            out.put(outcomeWord(m.before));
            out.put("\", \"after\": \"");
            out.put(outcomeWord(m.after));
            out.put("\", \"verdict\": \"");
            out.put(verdictWord(m.verdict));
            out.put("\"}");
        }
        out.put(r.moves.empty() ? "], \"mistakes\": [" : "\n], \"mistakes\": [");
        out.put(u64(r.mistakes[0]));
        out.put(", ");
        out.put(u64(r.mistakes[1]));
        out.put("]}\n");
        return;
    }
    out.put(toEnglish(gameName(kind)) + ": " + std::to_string(r.moves.size()) + " moves\n");
    const AnyPosition* position = &record.start;
    for (const ReviewedMove& m : r.moves) {
        out.put("move " + std::to_string(m.index) + ", " + seatName(record.players, m.by) + ": " +
                describe(*position, m.move) + " (");
        out.put(outcomeWord(m.before));
        out.put(" -> ");
        out.put(outcomeWord(m.after));
        out.put("): ");
        out.put(verdictWord(m.verdict));
        if (m.better) out.put("; better: " + describe(*position, *m.better));
        out.put('\n');
        position = &record.moves[m.index - 1].position;
    }
    out.put("Mistakes: " + seatName(record.players, 0) + " " + std::to_string(r.mistakes[0]) +
            ", " + seatName(record.players, 1) + " " + std::to_string(r.mistakes[1]) + "\n");
    out.put(r.firstMistake ? "First mistake: move " + std::to_string(*r.firstMistake) + "\n"
                           : std::string("First mistake: none\n"));
}

} // namespace grundy::cli
