// The 3D queries on bodies in double, compiled once for the library (query3d.h says why).
#include <gjk/core_arena3.h>
#include <gjk/mpr3d.h>
#include <gjk/query3d.h>

namespace gjk {

GJK_QUERY3_INSTANCES(, double, NoTrace)
GJK_QUERY3_INSTANCES(, double, TraceRecorder)
GJK_MPR3_INSTANCES(, double)
GJK_ARENA3_INSTANCES(, double)

}  // namespace gjk
