// SPDX-License-Identifier: MIT
#pragma once

/// The judge problems of the subtraction games (docs/course.md §§1–3): one function per
/// problem, registered in judge.cpp's table.

namespace grundy::cli {

class JudgeReader;
class Output;

/// HDU 1847: n per line until the end; Kiki (the first player wins) or Cici.
void hdu1847(JudgeReader& in, Output& out);
/// HDU 1848: "m n p" lines until "0 0 0"; Fibo (the first player wins) or Nacci.
void hdu1848(JudgeReader& in, Output& out);
/// HDU 1536 / POJ 2960: S-Nim test cases until "0"; a line of W and L per case.
void hdu1536(JudgeReader& in, Output& out);

} // namespace grundy::cli
