// MPR (Minkowski Portal Refinement, core/include/gjk/mpr2d.h and mpr3d.h) told as a lesson: the
// interior point v0 and the ray from it through O, each support point MPR fetches (finding the
// portal, then refining it), and the answer: the verdict and, when the shapes overlap, MPR's
// depth and normal beside EPA's, with B moved by each. Its rows are the "mpr" table of
// model/lesson/table.h, its sentences the "mpr." templates; `record --mpr` plays it, `render
// --mpr` draws a beat, `lesson --mpr` lists them.
#pragma once

#include <gjk/mpr2d.h>
#include <gjk/mpr3d.h>
#include <gjk/query2d.h>
#include <gjk/query3d.h>

#include <string>
#include <vector>

#include "model/lesson.h"
#include "scene/scene.h"

namespace gjklab {

struct MprLesson {
    Scene scene;
    int dimension = 2;
    // 2D:
    gjk::MprOutput2<double> verdict;           ///< the boolean run (stops at the verdict)
    gjk::MprOutput2<double> depth;             ///< run on to the boundary (overlapping shapes only)
    std::vector<gjk::MprStep2<double>> steps;  ///< every support fetched, verdict then depth
    gjk::QueryResult<double> epa;              ///< GJK/EPA's answer, for the comparison
    // 3D, the same with a triangle for the portal:
    gjk::MprOutput3<double> verdict3, depth3;
    std::vector<gjk::MprStep3<double>> steps3;
    gjk::QueryResult3<double> epa3;
    std::vector<Beat> beats;  ///< MprCentre (step 0), MprSupport (step k), MprAnswer (last)
};

/// The lesson of the scene's query pair by MPR, 2D or 3D.
MprLesson build_mpr_lesson(const Scene& scene);

std::string mpr_beat_title(const MprLesson& l, const Beat& b);
lesson::Said mpr_beat_said(const MprLesson& l, const Beat& b);
Pseudocode mpr_pseudocode(const MprLesson& l, const Beat& b);
/// Each support point's n.v4 - n.v1 (how far beyond the portal it reaches), the beat's marked.
Convergence mpr_convergence(const MprLesson& l, const Beat& b);
/// B moved by a translation, 2D (the answer draws B moved by MPR's and by EPA's push).
Scene mpr_moved(const MprLesson& l, glm::dvec2 by);

}  // namespace gjklab
