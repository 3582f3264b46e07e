// What the headless commands print: query results and traces, as text or JSON (DESIGN.md).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "scene/evaluate.h"

namespace gjklab {

using ojson = nlohmann::ordered_json;

ojson query_json(const QueryReport& r);
ojson trace_json(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

std::string query_text(const QueryReport& r);
std::string trace_text(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

// 3D versions (output3d.cpp), chosen by the report's dimension.
ojson query_json3(const QueryReport& r);
ojson trace_json3(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);
std::string query_text3(const QueryReport& r);
std::string trace_text3(const QueryReport& r, const gjk::TraceRecorder& trace, Variant variant);

/// -0 printed as 0; and a number with 10 significant digits, for text output.
double clean(double x);
std::string fmt(double x);

/// One sentence that explains a GJK step to a student (also shown by the app).
std::string explain_step(const gjk::GjkStep& step, Variant variant);
/// One sentence that explains an EPA step.
std::string explain_step(const gjk::EpaStep& step);

}  // namespace gjklab
