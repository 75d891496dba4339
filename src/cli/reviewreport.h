// SPDX-License-Identifier: MIT
#pragma once

/// `grundy-cli review FILE.json`: a saved game's moves with their verdicts (review.h), the
/// mistakes of each player and the first of them; `--json` prints
///   {"game": "nim", "moves": [{"index": 1, "by": 0, "before": "N", "after": "P",
///     "verdict": "winning"}, …], "mistakes": [0, 1]}

#include "output.h"
#include "core/io/record.h"

#include <string>

namespace grundy::cli {

/// A file's text, read up to one byte past `limit` (enough for a parser to say the file is
/// too large without holding more of it); throws IoError when it cannot be read.
std::string readFileUpTo(const std::string& path, std::size_t limit);

/// Reads a saved game (at most kMaxRecordBytes); throws RecordError for a file that is not
/// one, IoError for a file that cannot be read.
GameRecord readRecordFile(const std::string& path);

/// Writes the review of `record`.
void writeReview(Output& out, const GameRecord& record, bool json);

} // namespace grundy::cli
