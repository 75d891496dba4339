// SPDX-License-Identifier: MIT
#pragma once

/// The two-pile judges on two cores. A million-line input is mostly parsing, which one
/// core does at about 1.3 GB/s; a second thread reads the input ahead, in chunks that
/// start at a line, while the first answers the chunks between them and writes every
/// answer in order (docs/benchmarks.md, "Two cores").
///
/// Reading ahead is a guess that each chunk starts with a case; a chunk is only used when
/// the case before it ends where the chunk's first case starts, so the guess never
/// changes an answer. Anything the fast path does not take (a number of 20 digits or more,
/// a bad token, the last bytes of the input, the case count running out inside a chunk)
/// ends the parallel part at the case it is in, and the reader takes over from there one
/// case at a time: its answers, errors and line numbers are exactly those of reading the
/// whole input one case at a time.

#include "core/base/natural.h"

#include <string_view>

namespace grundy::cli {

class Output;
class Tokenizer;

/// Whether the player to move wins the two-pile position (a, b); called from two threads.
using PairAnswer = bool (*)(u64 a, u64 b);

/// Answers at most `cases` cases "a b" of the tokenizer's input on two threads when the
/// input is a mapped file of a few MiB or more, writing `win` or `lose` for each; returns
/// how many it answered (0 for a small or unmapped input), the tokenizer then just after
/// the last of them.
u64 answerPairsInParallel(Tokenizer& tokens, u64 cases, PairAnswer answer, Output& out,
                          std::string_view win, std::string_view lose);

} // namespace grundy::cli
