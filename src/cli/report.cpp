// SPDX-License-Identifier: MIT
#include "report.h"

#include "output.h"

#include <nlohmann/json.hpp>

namespace grundy::cli {

namespace {

/// The numbers separated by single spaces.
void putJoined(Output& out, std::span<const Natural> numbers) {
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (i > 0) out.put(' ');
        out.put(numbers[i]);
    }
}

/// One move of the text report: "PREFIX description -> numbers".
void putTextMove(Output& out, std::string_view prefix, std::string_view description,
                 std::span<const Natural> after) {
    out.put(prefix);
    out.put(description);
    out.put(" -> ");
    putJoined(out, after);
    out.put('\n');
}

/// "Remoteness: 7 (the player to move wins in 7 moves)", or "not known".
void putRemoteness(Output& out, const RemotenessAnswer& answer, Outcome outcome, bool over) {
    out.put("Remoteness: ");
    const std::string_view why = answer.timedOut
                                     ? "the search stopped at its time limit, see --time-limit"
                                     : "too many positions to search";
    if (answer.atLeast) {
        out.put("at least ");
        out.put(*answer.atLeast);
        out.put(" moves (not known exactly: ");
        out.put(why);
        return out.put(")\n");
    }
    const std::optional<Natural>& r = answer.exact;
    if (!r) {
        out.put("not known (");
        out.put(why);
        return out.put(")\n");
    }
    out.put(*r);
    if (over) return out.put(" (the game is over)\n");
    out.put(outcome == Outcome::N ? " (the player to move wins in "
                                  : " (the player to move can hold out for ");
    out.put(*r);
    out.put(*r == 1 ? " move" : " moves");
    out.put(outcome == Outcome::N ? ")\n" : ", then loses)\n");
}

} // namespace

// The JSON is written by hand, piece by piece, in exactly the layout of nlohmann's
// dump(2) of the whole object (what `solve --json` printed when it built one): two
// spaces per level, "key": value, "[]" for an empty array. Strings go through nlohmann
// for their escapes.

void ReportWriter::putString(std::string_view text) {
    m_out.put(std::string_view(nlohmann::json(text).dump()));
}

void ReportWriter::putNumbers(std::span<const Natural> numbers, std::string_view indent) {
    if (numbers.empty()) return m_out.put("[]");
    m_out.put("[\n");
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        m_out.put(indent);
        m_out.put("  \"");
        m_out.put(numbers[i]);
        m_out.put(i + 1 < numbers.size() ? "\",\n" : "\"\n");
    }
    m_out.put(indent);
    m_out.put(']');
}

void ReportWriter::putMove(std::string_view description, std::span<const Natural> after,
                           std::string_view indent) {
    m_out.put("{\n");
    m_out.put(indent);
    m_out.put("  \"description\": ");
    putString(description);
    m_out.put(",\n");
    m_out.put(indent);
    m_out.put("  \"position\": ");
    const std::string inner = std::string(indent) + "  ";
    putNumbers(after, inner);
    m_out.put('\n');
    m_out.put(indent);
    m_out.put('}');
}

void ReportWriter::begin(const ReportHeader& h, std::span<const Natural> position, Outcome outcome,
                         bool over, const RemotenessAnswer& remoteness) {
    const bool n = outcome == Outcome::N;
    if (!m_json) {
        m_out.put(h.title);
        m_out.put(", ");
        m_out.put(h.positionLabel);
        m_out.put(' ');
        putJoined(m_out, position);
        for (const auto& [name, value] : h.parameters) {
            m_out.put(", ");
            m_out.put(name);
            m_out.put(" = ");
            m_out.put(value);
        }
        m_out.put('\n');
        for (std::size_t i = 0; i < h.parts.size(); ++i) {
            m_out.put("  component " + std::to_string(i + 1) + ": " + h.parts[i].game + ' ');
            putJoined(m_out, h.parts[i].numbers);
            m_out.put(", SG value ");
            m_out.put(h.parts[i].sg);
            m_out.put('\n');
        }
        if (h.sg) {
            m_out.put("SG value (the XOR of the components'): ");
            m_out.put(*h.sg);
            m_out.put('\n');
        }
        if (over && n) // misère play: the other player took the last stone
            m_out.put("Game over: the player to move has no move and wins (misere play: the "
                      "other player took the last stone; N-position).\n");
        else if (over)
            m_out.put("Game over: the player to move has no move and loses (P-position).\n");
        else if (n)
            m_out.put("The player to move wins (N-position).\n");
        else
            m_out.put("The player to move loses against perfect play (P-position).\n");
        putRemoteness(m_out, remoteness, outcome, over);
        if (!over) m_out.put(n ? "Winning moves:\n" : "Winning moves: none\n");
        return;
    }
    m_out.put("{\n  \"game\": ");
    putString(h.game);
    m_out.put(",\n  \"position\": ");
    putNumbers(position, "  ");
    for (const auto& [name, value] : h.parameters) {
        m_out.put(",\n  ");
        putString(name);
        m_out.put(": ");
        putString(value);
    }
    if (!h.parts.empty()) {
        m_out.put(",\n  \"components\": [");
        for (std::size_t i = 0; i < h.parts.size(); ++i) {
            m_out.put(i ? ",\n    {\n      \"game\": " : "\n    {\n      \"game\": ");
            putString(h.parts[i].game);
            m_out.put(",\n      \"position\": ");
            putNumbers(h.parts[i].numbers, "      ");
            m_out.put(",\n      \"sg\": \"");
            m_out.put(h.parts[i].sg);
            m_out.put("\"\n    }");
        }
        m_out.put("\n  ]");
    }
    if (h.sg) {
        m_out.put(",\n  \"sg\": \"");
        m_out.put(*h.sg);
        m_out.put('"');
    }
    m_out.put(n ? ",\n  \"outcome\": \"N\",\n  \"winner\": \"first\""
                : ",\n  \"outcome\": \"P\",\n  \"winner\": \"second\"");
    m_out.put(over ? ",\n  \"gameOver\": true" : ",\n  \"gameOver\": false");
    m_out.put(",\n  \"remoteness\": ");
    if (remoteness.exact) {
        m_out.put('"');
        m_out.put(*remoteness.exact);
        m_out.put('"');
    } else {
        // Only when it is not known: what was proved, and what stopped the search.
        m_out.put("null,\n  \"remotenessAtLeast\": ");
        if (remoteness.atLeast) {
            m_out.put('"');
            m_out.put(*remoteness.atLeast);
            m_out.put('"');
        } else {
            m_out.put("null");
        }
        m_out.put(remoteness.timedOut ? ",\n  \"remotenessStopped\": \"time limit\""
                                      : ",\n  \"remotenessStopped\": \"search limits\"");
    }
    m_out.put(",\n  \"winningMoves\": [");
}

void ReportWriter::winningMove(std::string_view description, std::span<const Natural> after) {
    if (!m_json) {
        putTextMove(m_out, "  ", description, after);
    } else {
        m_out.put(m_moves == 0 ? "\n    " : ",\n    ");
        putMove(description, after, "    ");
    }
    ++m_moves;
}

void ReportWriter::movesCut(std::size_t listed) {
    m_cut = true;
    if (!m_json)
        m_out.put("  (only the first " + std::to_string(listed) +
                  " winning moves, by take; there may be more)\n");
}

void ReportWriter::finishMoves() {
    m_out.put(m_moves == 0 ? "]" : "\n  ]");
    if (m_cut) m_out.put(",\n  \"winningMovesComplete\": false");
    m_out.put(",\n  \"computerMove\": ");
}

void ReportWriter::end() {
    if (m_json) {
        finishMoves();
        m_out.put("null\n}\n");
    }
}

void ReportWriter::end(std::string_view description, std::span<const Natural> after) {
    if (!m_json) return putTextMove(m_out, "Computer plays: ", description, after);
    finishMoves();
    putMove(description, after, "  ");
    m_out.put("\n}\n");
}

} // namespace grundy::cli
