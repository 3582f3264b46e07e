// Cases for the sign flips done by masks (perp_towards, negate_unless_positive): each must give
// the plain `side > 0 ? ... : ...` choice bit for bit, so the sides include 0, -0, NaN,
// infinities and denormals, and results are compared as bits (-0 against 0, NaNs exactly).
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

template <class T>
std::array<T, 11> awkward_sides() {
    const T inf = std::numeric_limits<T>::infinity(), nan = std::numeric_limits<T>::quiet_NaN();
    return {1,
            -1,
            0,
            -T(0),
            nan,
            inf,
            -inf,
            std::numeric_limits<T>::denorm_min(),
            -std::numeric_limits<T>::denorm_min(),
            T(1e30),
            T(-1e-30)};
}

template <class T>
std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t> bits_of(T x) {
    std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t> b;
    std::memcpy(&b, &x, sizeof b);
    return b;
}
