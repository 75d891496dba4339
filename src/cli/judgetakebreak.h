// SPDX-License-Identifier: MIT
#pragma once

/// The take-and-break judge problems (docs/judge.md, "Take and break"): Grundy's game,
/// splitting in three, painting a circle, Treblecross and removing s adjacent stones. Each
/// reads its problem's exact input format and writes its exact output.

namespace grundy::cli {

class JudgeReader;
class Output;

namespace takebreak {

void cses2207(JudgeReader& in, Output& out);    ///< Grundy's game: t, t heaps; first / second
void hdu5795(JudgeReader& in, Output& out);     ///< take any or split in three: T cases
void hdu3980(JudgeReader& in, Output& out);     ///< paint M of a circle of N: Case #k:
void uva10561(JudgeReader& in, Output& out);    ///< Treblecross: WINNING / LOSING and cells
void lightoj1229(JudgeReader& in, Output& out); ///< Treblecross: Case k: cells, or 0
void poj3537(JudgeReader& in, Output& out);     ///< Treblecross on an empty 1 x n board: 1 / 2
void hdu2999(JudgeReader& in, Output& out);     ///< take s adjacent, s in S: 1 / 2 per query

} // namespace takebreak
} // namespace grundy::cli
