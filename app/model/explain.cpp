#include "model/explain.h"

#include <algorithm>
#include <sstream>

#include "scene/numbers.h"

namespace gjklab {

std::string step_label(Variant variant, int step, int gjk_count, int epa_count) {
    if (gjk_count + epa_count == 0) return "-";
    step = std::max(0, std::min(step, gjk_count + epa_count - 1));
    if (step < gjk_count)
        return std::string(variant == Variant::Boolean ? "boolean GJK " : "GJK ") +
               std::to_string(step + 1) + "/" + std::to_string(gjk_count);
    return "EPA " + std::to_string(step - gjk_count + 1) + "/" + std::to_string(epa_count);
}

std::string explain_step(const gjk::GjkStep& s, Variant variant) {
    std::ostringstream o;
    if (variant == Variant::Distance && s.stop == gjk::GjkStop::Running) {
        o << "The closest point of the simplex to the origin is at distance " << fmt(s.distance)
          << " (" << gjk::to_string(s.region) << "); searching towards the origin finds a point "
          << "that gets closer, so it joins the simplex.";
        return o.str();
    }
    if (variant == Variant::Boolean && s.stop == gjk::GjkStop::Running) {
        o << "The support point passes the origin along d (w.d = " << fmt(s.w_dot_d)
          << " >= 0); the simplex keeps its " << gjk::to_string(s.region)
          << " nearest the origin and d turns towards the origin.";
        return o.str();
    }
    return gjk::explain(s.stop);
}

std::string explain_step(const gjk::EpaStep& s) {
    if (s.stop == gjk::EpaStop::Running) {
        std::ostringstream o;
        o << "The closest edge is " << fmt(s.distance) << " from the origin, but A - B reaches "
          << fmt(s.gap) << " further along its normal: the polygon grows to the new point.";
        return o.str();
    }
    return gjk::explain(s.stop);
}

namespace {

std::string explain3(const gjk::GjkStep3& s, bool boolean) {
    if (s.stop != gjk::GjkStop::Running) return gjk::explain(s.stop);
    if (boolean)
        return "The support point passes the origin along d (w.d = " + fmt(s.w_dot_d) +
               " >= 0); the simplex keeps its " + gjk::region3_name(s.region) +
               " nearest the origin and d turns towards the origin.";
    return "The closest point of the simplex to the origin is at distance " + fmt(s.distance) +
           " (" + gjk::region3_name(s.region) +
           "); searching towards the origin finds a point that gets closer, so it joins the "
           "simplex.";
}

std::string explain3(const gjk::EpaStep3& s) {
    if (s.stop != gjk::EpaStop::Running) return gjk::explain(s.stop);
    return "The closest face is " + fmt(s.distance) + " from the origin, but A - B reaches " +
           fmt(s.gap) +
           " further along its normal: the faces that see the new point are removed and the "
           "horizon is joined to it.";
}

}  // namespace

std::string explain_step(const gjk::GjkStep3& step, Variant variant) {
    return explain3(step, variant == Variant::Boolean);
}
std::string explain_step(const gjk::EpaStep3& step) {
    return explain3(step);
}

}  // namespace gjklab
