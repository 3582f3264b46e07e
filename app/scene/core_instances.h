// The query code that the window, the command line and `gjklab bench` run, compiled once, in
// core_instances.cpp. A template is compiled in every file that uses it and the linker keeps
// one of the copies; GCC inlines less in a larger file, so which copy it kept, and how fast it
// was, changed with unrelated code: adding 70 lines to scene/evaluate.cpp made the bench's 3D
// GJK 12% and EPA 11% slower. Every file of the app that runs these queries includes this
// header, which tells the compiler not to make its own copy.
#pragma once

#include <gjk/epa3d.h>
#include <gjk/gjk2d.h>
#include <gjk/gjk3d.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/polytope3d.h>
#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>

#define GJKLAB_CORE_INSTANCES(EXTERN)                                                  \
    EXTERN template GjkOutput<float>                                                   \
    gjk_distance<float, PolygonProxy<float>, PolygonProxy<float>, NoTrace>(            \
        const MinkowskiPair<float, PolygonProxy<float>, PolygonProxy<float>>&,         \
        const GjkSettings<float>&, SimplexCache2*, NoTrace*);                          \
    EXTERN template GjkOutput<double>                                                  \
    gjk_distance<double, PolygonProxy<double>, PolygonProxy<double>, NoTrace>(         \
        const MinkowskiPair<double, PolygonProxy<double>, PolygonProxy<double>>&,      \
        const GjkSettings<double>&, SimplexCache2*, NoTrace*);                         \
    EXTERN template GjkOutput3<double>                                                 \
    gjk_distance3<double, PolytopeProxy3<double>, PolytopeProxy3<double>, NoTrace>(    \
        const MinkowskiPair3<double, PolytopeProxy3<double>, PolytopeProxy3<double>>&, \
        const GjkSettings3<double>&, SimplexCache3*, NoTrace*);                        \
    EXTERN template BooleanGjkOutput3<double>                                          \
    gjk_intersect3<double, PolytopeProxy3<double>, PolytopeProxy3<double>, NoTrace>(   \
        const MinkowskiPair3<double, PolytopeProxy3<double>, PolytopeProxy3<double>>&, \
        const GjkSettings3<double>&, NoTrace*);                                        \
    EXTERN template EpaOutput3<double>                                                 \
    epa_penetration3<double, PolytopeProxy3<double>, PolytopeProxy3<double>, NoTrace>( \
        const MinkowskiPair3<double, PolytopeProxy3<double>, PolytopeProxy3<double>>&, \
        const Simplex3<double>&, const EpaSettings<double>&, NoTrace*);                \
    EXTERN template class Polytope3<double>;

namespace gjk {
GJKLAB_CORE_INSTANCES(extern)
}  // namespace gjk
