// The one compiled copy of the queries named in core_instances.h (why: see there).
#include "scene/core_instances.h"

namespace gjk {
GJKLAB_CORE_INSTANCES()
}  // namespace gjk
