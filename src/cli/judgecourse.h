// SPDX-License-Identifier: MIT
#pragma once

/// The judge problems of the Sprague-Grundy course (docs/course.md §§4–11) that have a
/// closed form or a graph: Fibonacci Nim, misère Nim, Lasker's Nim, Northcott, counting
/// Nim's winning moves, chessmen on a DAG and Every-SG. Each reads its problem's exact input
/// format and writes its exact output; formats and policies in docs/judge.md.

namespace grundy::cli {

class JudgeReader;
class Output;

namespace course {

void hdu2516(JudgeReader& in, Output& out); ///< Fibonacci Nim: n lines, 0 ends.
void hdu1907(JudgeReader& in, Output& out); ///< misère Nim: T blocks, John / Brother.
void hdu2509(JudgeReader& in, Output& out); ///< misère Nim: n, n piles until EOF; Yes / No.
void hdu3032(JudgeReader& in, Output& out); ///< Lasker's Nim: T cases; Alice / Bob.
void hdu1730(JudgeReader& in, Output& out); ///< Northcott: "n m", n rows; I WIN! / BAD LUCK!
void poj2975(JudgeReader& in, Output& out); ///< Nim: the number of winning moves; 0 ends.
void hdu1524(JudgeReader& in, Output& out); ///< chessmen on a DAG: WIN / LOSE per query.
void hdu3595(JudgeReader& in, Output& out); ///< Every-SG of Euclid games: MM / GG.

} // namespace course
} // namespace grundy::cli
