// SPDX-License-Identifier: MIT
#include "report.h"

#include <nlohmann/json.hpp>

namespace grundy::cli {

namespace {

std::string joined(const std::vector<Natural>& numbers) {
    std::string out;
    for (const Natural& n : numbers) {
        if (!out.empty()) out += ' ';
        out += toString(n);
    }
    return out;
}

nlohmann::ordered_json numbersJson(const std::vector<Natural>& numbers) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Natural& n : numbers)
        out.push_back(toString(n));
    return out;
}

nlohmann::ordered_json moveJson(const MoveReport& m) {
    return {{"description", m.description}, {"position", numbersJson(m.position)}};
}

std::string moveText(const MoveReport& m) {
    return m.description + " -> " + joined(m.position);
}

} // namespace

std::string toText(const Report& r) {
    std::string out = r.title + ", " + r.positionLabel + " " + joined(r.position);
    for (const auto& [name, value] : r.parameters)
        out += ", " + name + " = " + toString(value);
    out += '\n';
    if (r.over) {
        out += "Game over: the player to move has no move and loses (P-position).\n";
        return out;
    }
    if (r.outcome == Outcome::N) {
        out += "The player to move wins (N-position).\n";
        out += "Winning moves:\n";
        for (const MoveReport& m : r.winningMoves)
            out += "  " + moveText(m) + '\n';
    } else {
        out += "The player to move loses against perfect play (P-position).\n";
        out += "Winning moves: none\n";
    }
    if (r.computerMove) out += "Computer plays: " + moveText(*r.computerMove) + '\n';
    return out;
}

nlohmann::ordered_json toJson(const Report& r) {
    nlohmann::ordered_json out;
    out["game"] = r.game;
    out["position"] = numbersJson(r.position);
    for (const auto& [name, value] : r.parameters)
        out[name] = toString(value);
    out["outcome"] = r.outcome == Outcome::N ? "N" : "P";
    out["winner"] = r.outcome == Outcome::N ? "first" : "second";
    out["gameOver"] = r.over;
    out["winningMoves"] = nlohmann::ordered_json::array();
    for (const MoveReport& m : r.winningMoves)
        out["winningMoves"].push_back(moveJson(m));
    out["computerMove"] =
        r.computerMove ? moveJson(*r.computerMove) : nlohmann::ordered_json(nullptr);
    return out;
}

} // namespace grundy::cli
