// SPDX-License-Identifier: MIT
#include "common/levelname.h"

QString LevelName::of(grundy::Level level) {
    switch (level) {
    case grundy::Level::Perfect:
        return tr("Perfect");
    case grundy::Level::Strong:
        return tr("Strong");
    case grundy::Level::Learner:
        return tr("Learner");
    case grundy::Level::Random:
        return tr("Random");
    case grundy::Level::Coach:
        return tr("Coach");
    }
    return {};
}

QString LevelName::description(grundy::Level level) {
    switch (level) {
    case grundy::Level::Perfect:
        return tr("Never makes a mistake.");
    case grundy::Level::Strong:
        return tr("Plays a perfect move nine times in ten, otherwise any legal move.");
    case grundy::Level::Learner:
        return tr("Plays a perfect move half the time, otherwise any legal move.");
    case grundy::Level::Random:
        return tr("Plays any legal move, each equally likely.");
    case grundy::Level::Coach:
        return tr("Plays perfectly, and after each of your mistakes stops to show a better "
                  "move and why.");
    }
    return {};
}
