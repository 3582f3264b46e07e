// What the headless commands print: query results and traces, as text or JSON (DESIGN.md).
#pragma once

#include "scene/evaluate.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gjklab {

using ojson = nlohmann::ordered_json;

ojson query_json(const QueryReport& r);
ojson trace_json(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

std::string query_text(const QueryReport& r);
std::string trace_text(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

/// One sentence that explains a GJK step to a student (also shown by the app).
std::string explain_step(const gjk::GjkStep& step, Variant variant);
/// One sentence that explains an EPA step.
std::string explain_step(const gjk::EpaStep& step);

}  // namespace gjklab
