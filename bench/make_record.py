#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a valid saved game of N moves, for timing how long a long game takes to open
(bench/bench_open.sh, docs/benchmarks.md): Nim with one pile of N stones, a person against
the computer, each move taking one stone, so the last move empties the pile and the game
is over. One move per line, so 10^6 moves are about 31 MB.

Usage: bench/make_record.py N [FILE]   (FILE defaults to standard output)
"""
import sys


def main():
    if len(sys.argv) not in (2, 3) or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    n = int(sys.argv[1])
    out = open(sys.argv[2], "w") if len(sys.argv) == 3 else sys.stdout
    out.write('{"format": "grundy-game", "version": 1, "game": "nim", "options": {},\n')
    out.write(f' "start": ["{n}"], "players": ["human", "computer"],\n "moves": [')
    out.write(",".join(f'\n{{"by":{i % 2},"position":["{n - 1 - i}"]}}' for i in range(n)))
    # Whoever takes the last stone wins: player 0 makes the odd-numbered moves (and loses
    # at once when there is no stone at all).
    winner = 0 if n % 2 == 1 else 1
    out.write(f'],\n "winner": {winner}}}\n')


if __name__ == "__main__":
    main()
