// The 3D queries on bodies in float, compiled once for the library (query3d.h says why).
#include <gjk/core_arena3.h>
#include <gjk/mpr3d.h>
#include <gjk/query3d.h>

namespace gjk {

GJK_QUERY3_INSTANCES(, float, NoTrace)
GJK_QUERY3_INSTANCES(, float, TraceRecorder)
GJK_MPR3_INSTANCES(, float)
GJK_ARENA3_INSTANCES(, float)

}  // namespace gjk
