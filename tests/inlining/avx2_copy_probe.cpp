// Links the library's 3D GJK distance on bodies in double and in float
// (core/src/instances3d_double.cpp, instances3d_float.cpp), whose AVX2 copies
// avx2_copy_calls.sh reads. Built, never run.
#include <gjk/gjk.h>

int main() {
    const gjk::Body3<double> a{gjk::make_core3<double>(gjk::BoxShape3{}), {}};
    const gjk::Body3<double> b{gjk::make_core3<double>(gjk::SphereShape3{}), {}};
    const gjk::Body3<float> af{gjk::make_core3<float>(gjk::BoxShape3{}), {}};
    const gjk::Body3<float> bf{gjk::make_core3<float>(gjk::SphereShape3{}), {}};
    return gjk::gjk_distance3(a, b).distance + gjk::gjk_distance3(af, bf).distance > 0 ? 1 : 0;
}
