#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs two builds of grundy-cli on the same inputs and reports every difference in their
standard output, standard error or exit status: a check that a change meant to keep
behaviour (a refactoring) keeps it.

    tools/clidiff.py OLD_GRUNDY_CLI NEW_GRUNDY_CLI

The inputs: every judge input of the fuzz corpus (tests/fuzz/corpus/judge, its first line
names the problem), every saved game of the record corpora (shared and each game's) (review, and solve --json of its
start is not possible from a file, so review only), the examples of `solve --help` with and
without --json plus a few large and misère positions, `sg`, `grid` and the help texts."""
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def cases():
    for path in sorted((ROOT / "tests/fuzz/corpus/judge").iterdir()):
        data = path.read_bytes()
        problem, _, rest = data.partition(b"\n")
        yield f"judge {path.name}", ["judge", problem.decode("latin-1").strip()], rest
    records = list((ROOT / "tests/fuzz/corpus/record").iterdir())
    records += ROOT.glob("tests/core/games/*/corpus/record/*")  # each game's own saved games
    for path in sorted(records):
        yield f"review {path.name}", ["review", str(path)], b""
        yield f"review --json {path.name}", ["review", "--json", str(path)], b""
    big = "9" * 60
    solves = [
        ["bash", "23", "--k", "4"], ["bash", big, "--k", "7"], ["bash", "20", "--k", "4", "--misere"],
        ["nim", "3", "5", "7"], ["nim", "3", "5", "6"], ["nim", big, "12345", "7"],
        ["nim", "1", "1", "2", "--misere"],
        ["wythoff", "5", "8"], ["wythoff", "3", "5"], ["wythoff", big, big],
        ["wythoff", "4", "7", "--misere"],
        ["redistribution", "3", "5", "5", "8"], ["redistribution", "2", "2", "7", "7"],
        ["staircase", "2", "5", "9", "14", "--cells", "20"], ["staircase", "1", "3", "--cells", "9"],
        ["fibonacci-nim", "20"], ["fibonacci-nim", "21"], ["fibonacci-nim", big],
        ["subtraction", "7", "9", "--set", "1,3,4"], ["subtraction", "10", "--set", "powers"],
        ["subtraction", "7", "9", "--set", "1,3,4", "--misere"],
        ["lasker", "3", "5", "7"], ["lasker", big, "4"],
        ["northcott", "4", "5", "1", "2", "--columns", "6"],
        ["dag", "0", "0", "--graph", "0>1,0>2,1>3"], ["dag", "0", "1", "--graph", "4:0>1,1>2,2>3"],
        ["nim", "-3"], ["wythoff", "1"], ["bash", "5"], ["dag", "0", "--graph", "0>0"],
        ["subtraction", "5", "--set", "0,1"], ["northcott", "1", "1", "--columns", "3"],
    ]
    for args in solves:
        yield "solve " + " ".join(args), ["solve", *args], b""
        yield "solve --json " + " ".join(args), ["solve", "--json", *args], b""
    for args in (["sg", "subtraction", "--set", "1,3,4", "--count", "40"],
                 ["sg", "subtraction", "--set", "2,5,7", "--count", "60", "--json"],
                 ["grid", "wythoff", "--size", "20x30"], ["grid", "wythoff", "--size", "12x12", "--origin", "100,160"], ["grid", "wythoff", "--sg", "--size", "16x16"], ["--help"], ["solve", "--help"],
                 ["judge", "--help"], ["sg", "--help"], ["grid", "--help"], ["review", "--help"]):
        yield " ".join(args), args, b""


def run(cli, args, stdin):
    r = subprocess.run([cli, *args], input=stdin, capture_output=True, timeout=120)
    return r.returncode, r.stdout, r.stderr


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: tools/clidiff.py OLD_GRUNDY_CLI NEW_GRUNDY_CLI")
    old, new = sys.argv[1:]
    count = differ = 0
    for name, args, stdin in cases():
        count += 1
        a, b = run(old, args, stdin), run(new, args, stdin)
        if a != b:
            differ += 1
            print(f"DIFFERS: {name}")
            for what, x, y in zip(("status", "stdout", "stderr"), a, b):
                if x != y:
                    print(f"  {what}: {x[:300]!r}\n     vs {y[:300]!r}")
    print(f"{count} runs, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
