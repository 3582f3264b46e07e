// What the CPU running the 3D tests can do, asked of the CPU itself rather than of the core's
// own check (farthest_point3d.h, has_avx2), so that a wrong check fails the tests.
#pragma once

namespace testing_gjk3 {

/// Whether the CPU has AVX2: what decides whether pairs copy small hulls into columns
/// (packed_polytope3d.h).
inline bool cpu_has_avx2() {
#if defined(__x86_64__) || defined(__i386__)
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

}  // namespace testing_gjk3
