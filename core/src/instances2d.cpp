// The 2D queries on bodies, compiled once for the library (query3d.h says why).
#include <gjk/gjk_boolean2d.h>
#include <gjk/mpr2d.h>
#include <gjk/query2d.h>

namespace gjk {

GJK_QUERY2_INSTANCES(, double, NoTrace)
GJK_QUERY2_INSTANCES(, double, TraceRecorder)
GJK_QUERY2_INSTANCES(, float, NoTrace)
GJK_QUERY2_INSTANCES(, float, TraceRecorder)
GJK_BOOLEAN2_INSTANCES(, double, NoTrace)
GJK_BOOLEAN2_INSTANCES(, double, TraceRecorder)
GJK_BOOLEAN2_INSTANCES(, float, NoTrace)
GJK_BOOLEAN2_INSTANCES(, float, TraceRecorder)
GJK_MPR2_INSTANCES(, double)
GJK_MPR2_INSTANCES(, float)

}  // namespace gjk
