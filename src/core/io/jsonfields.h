// SPDX-License-Identifier: MIT
#pragma once

/// The fields Grundy's JSON files share (saved games, exercise sets): numbers as decimal
/// strings, a game and its options, a position. Each reader checks its value and throws
/// RecordError saying where ("options.set: ..."); for io's sources only.

#include "core/games/game.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <vector>

namespace grundy::jsonfields {

using Json = nlohmann::json;
/// Written in the documented key order (nlohmann::json would sort the keys).
using OrderedJson = nlohmann::ordered_json;

/// Throws RecordError("where: what").
[[noreturn]] void fail(const std::string& where, const std::string& what);
/// `text` cut to about `max` bytes (at a character boundary) with "..." when it is longer.
std::string cut(std::string text, std::size_t max);
/// A short rendering of a JSON value for messages (long values are cut).
std::string shown(const Json& value);
/// A parser's message in Grundy's words (where, and why, for a syntax error).
std::string parserDetail(const Json::exception& e);
/// "64 MiB", "2000000 moves": a limit as messages say it.
std::string quantity(std::size_t n, const char* unit);
/// The member `key` of an object; fails naming it when it is missing.
const Json& member(const Json& object, const char* key, const std::string& where);
/// A number: a string of decimal digits (JSON numbers cannot hold every size).
Natural naturalFrom(const Json& value, const std::string& where);
std::vector<Natural> naturalsFrom(const Json& value, const std::string& where);
/// A position's numbers as decimal strings.
OrderedJson naturalsToJson(const AnyPosition& position);
/// The game named by the object's "game".
GameKind readGameId(const Json& object);
/// The object's "options" for the game: every option it lists, nothing else.
GameOptions readOptions(const Json& object, GameKind kind);
/// The position of these numbers (fails with the game's reason).
AnyPosition positionOf(GameKind kind, std::vector<Natural> numbers, const GameOptions& options,
                       const std::string& where);
AnyPosition readPosition(const Json& value, GameKind kind, const GameOptions& options,
                         const std::string& where);

} // namespace grundy::jsonfields
