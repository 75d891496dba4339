// SPDX-License-Identifier: MIT
// Why a sum of games is won or lost: the Sprague–Grundy theorem, with the components' values.
#include "core/games/sum/sumexplain.h"

#include "core/analysis/explainparts.h"
#include "core/games/sum/component.h"
#include "core/games/sum/sumwords.h"

namespace grundy::sum {

using namespace explain;
using namespace words;

Explanation explainSum(const AnyPosition& position) {
    const auto& p = std::get<Position>(position);
    validate(p);
    Explanation e;
    fillCommon(e, p, GameSum, Message{SumPosition, {p.components.size()}});
    const std::vector<Natural> values = componentValues(p);
    std::vector<Message> labels;
    for (std::size_t i = 0; i < values.size(); ++i) {
        e.facts.push_back({{FactComponentValue, {i + 1, componentName(p, i)}}, values[i]});
        labels.push_back({SumComponentLabel, {i + 1, componentName(p, i)}});
    }
    const Natural total = xorOf(values);
    e.facts.push_back({text(FactSumTotal), total});
    e.binary = binaryTable(std::move(labels), values);
    if (e.over) {
        e.paragraphs.push_back(text(SumOver));
        return e;
    }
    e.paragraphs.push_back(text(SumTheorem));
    if (total == 0) {
        e.paragraphs.push_back(text(SumLosing));
        return e;
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        const Natural target = values[i] ^ total;
        if (target >= values[i]) continue;
        e.paragraphs.push_back({SumWinning, {total, i + 1, componentName(p, i), values[i], target}});
        break;
    }
    return e;
}

} // namespace grundy::sum
