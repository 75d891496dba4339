// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

/// Every GUI test keeps its settings in a temporary folder of its own run (testsettings.cpp
/// is linked into each); these let a test start from the defaults.
namespace testsettings {

/// Forgets every setting: what one test function left cannot change the next one.
void clear();
/// The temporary folder the settings are kept in.
QString folder();

} // namespace testsettings
