// SPDX-License-Identifier: MIT
#pragma once

/// The registration of every game's home (homeOf() in gamehome.cpp picks from these);
/// each is defined in the game's own file in this folder.

class GameHome;

const GameHome& bashHome();
const GameHome& nimHome();
const GameHome& wythoffHome();
const GameHome& redistributionHome();
const GameHome& staircaseHome();
const GameHome& fibonacciNimHome();
const GameHome& laskerHome();
const GameHome& northcottHome();
const GameHome& subtractionHome();
const GameHome& dagHome();
