// SPDX-License-Identifier: MIT
#include "app.h"

int main(int argc, char** argv) {
    return grundy::cli::run(argc, argv);
}
