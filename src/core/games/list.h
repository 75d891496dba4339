// SPDX-License-Identifier: MIT
#pragma once

/// The registration list: every game Grundy knows, one line each, in the order a
/// Sprague–Grundy course meets them. Adding a game is its folders and one line here
/// (docs/architecture.md, "Adding a game").
///
/// X(Kind, id): `Kind` is its GameKind value; `id` is its namespace (grundy::id) and the
/// name of its folders: src/core/games/id (whose main header is id.h), src/gui/games/id and
/// tests/core/games/id. From this list come GameKind, AnyPosition and AnyMove (game.h),
/// catalogue() (catalogue.cpp), the window's homeOf(), the tests' per-game hooks and the
/// fuzz target's bounds; cmake/games.cmake reads the same lines for the folders to build,
/// and writes core/games/headers.h, which includes every game's id.h.
#define GRUNDY_GAMES(X)                                                                            \
    X(Bash, bash)                                                                                  \
    X(Nim, nim)                                                                                    \
    X(Wythoff, wythoff)                                                                            \
    X(Redistribution, redistribution)                                                              \
    X(Staircase, staircase)                                                                        \
    X(FibonacciNim, fibonaccinim)                                                                  \
    X(Subtraction, subtraction)                                                                    \
    X(Lasker, lasker)                                                                              \
    X(Northcott, northcott)                                                                        \
    X(Dag, dag)                                                                                    \
    X(Octal, octal)                                                                                \
    X(Treblecross, treblecross)                                                                    \
    X(Sum, sum)
