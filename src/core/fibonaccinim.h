// SPDX-License-Identifier: MIT
#pragma once

/// Fibonacci Nim (curriculum.md section 4, HDU 2516): one heap; the first move takes 1..n-1,
/// each later move at most twice the previous one. The player to move at the start loses
/// exactly when n is a Fibonacci number (Zeckendorf's theorem).

#include "natural.h"

namespace grundy::fibonaccinim {

/// Whether n is a Fibonacci number (0, 1, 2, 3, 5, 8, ...): 5n^2 + 4 or 5n^2 - 4 is a perfect
/// square. Exact at any size.
bool isFibonacci(const Natural& n);
/// The same for 64-bit n, by the 94 Fibonacci numbers below 2^64.
bool isFibonacci(u64 n);

/// The outcome of the start position with n stones (nobody has moved yet): P exactly when n
/// is a Fibonacci number; n = 0 and n = 1 leave the first player no move, so they are P.
Outcome startOutcome(const Natural& n);

} // namespace grundy::fibonaccinim
