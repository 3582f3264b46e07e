// EPA's queue of candidate faces (epa3d.h): the faces that may still be the closest to the
// origin, with their distances, and the closest among them on request.
//
// A face leaves the queue when the polytope removes it (swapped with the last entry, O(1)); a
// new face enters only if its distance is within a bound (EPA passes the best upper bound on
// the depth: a face beyond it can never be the closest). The closest face is found by a scan of
// the packed distances, ties going to the earliest entry.
// Layout for speed: docs/performance.md, "EPA face queue".
#pragma once

#include <cstddef>
#include <vector>

namespace gjk {
namespace detail {

/// The faces EPA may take next, their distances packed together. `Face` has a member `offset`
/// (its distance from the origin); faces are named by their index in the polytope.
template <class T>
struct FaceQueue {
    std::vector<T> distance;  ///< first `count` entries are the queue (the rest: room)
    std::vector<int> face;
    std::vector<int> slot;  ///< per face id: its index here, or -1
    int count = 0;

    /// Empties the queue; `slot` keeps its size (all -1), so that pushes rarely grow it.
    void clear() {
        for (int i = 0; i < count; ++i) slot[face[i]] = -1;
        count = 0;
    }
    bool empty() const { return count == 0; }
    /// Room for face ids below `faces` and for `more` pushes: checked once per step, not per
    /// push (push_within and remove assume it).
    void make_room(int faces, int more) {
        if (int(slot.size()) < faces) slot.resize(2 * size_t(faces) + 16, -1);
        if (int(face.size()) < count + more) {
            face.resize(2 * size_t(count + more) + 16);
            distance.resize(2 * size_t(count + more) + 16);
        }
    }
    /// Queues the faces id(0) .. id(n - 1) whose offset is not above `bound`. Every face is
    /// written at the end of the queue and counted only if kept.
    template <class Id, class Face>
    void push_within(Id id, int n, const Face* faces, T bound) {
        T* const dist = distance.data();
        int* const fs = face.data();
        int* const sl = slot.data();
        int c = count;
        for (int k = 0; k < n; ++k) {
            const int f = id(k);
            const T d = faces[f].offset;
            const int keep = int(!(d > bound));
            fs[c] = f;
            dist[c] = d;
            sl[f] = c | (keep - 1);  // c, or -1 when not kept
            c += keep;
        }
        count = c;
    }
    void remove(int f) {
        if (slot[f] < 0) return;
        const int i = slot[f];
        --count;
        face[i] = face[count];
        distance[i] = distance[count];
        slot[face[i]] = i;
        slot[f] = -1;
    }
    /// The closest face; ties go to the earliest in the queue.
    int closest() const {
        int best = 0;
        T least = distance[0];
        for (int i = 1; i < count; ++i) {
            const T d = distance[i];
            const int closer = -int(d < least);
            least = d < least ? d : least;
            best ^= (best ^ i) & closer;
        }
        return face[best];
    }
};

}  // namespace detail
}  // namespace gjk
