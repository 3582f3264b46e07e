// The growable array that holds the faces of an EPA polytope (polytope3d.h): a vector whose
// new elements are left for the caller to write, and whose memory is kept across clear().
// Layout for speed: docs/performance.md, "Polytope faces".
#pragma once

#include <cstddef>
#include <vector>

namespace gjk {
namespace detail {

/// `Face` has members `alive` and `mark`, which grow() sets; it must be default-constructible.
template <class Face>
class FaceArray {
  public:
    size_t size() const { return size_t(n_); }
    bool empty() const { return n_ == 0; }
    Face& operator[](size_t i) { return store_[i]; }
    const Face& operator[](size_t i) const { return store_[i]; }
    Face* data() { return store_.data(); }
    const Face* data() const { return store_.data(); }
    Face* begin() { return store_.data(); }
    Face* end() { return store_.data() + n_; }
    const Face* begin() const { return store_.data(); }
    const Face* end() const { return store_.data() + n_; }
    void clear() { n_ = 0; }
    void reserve(size_t n) {
        if (store_.size() < n) store_.resize(n);
    }
    /// n faces; those added are default faces.
    void resize(size_t n) {
        for (size_t i = size_t(n_); i < n && i < store_.size(); ++i) store_[i] = Face{};
        reserve(n);
        n_ = int(n);
    }
    /// k more faces, alive and unmarked, the rest of each left for the caller to write;
    /// may move the faces.
    Face* grow(int k) {
        Face* const fresh = extend(k);
        for (int i = 0; i < k; ++i) {
            fresh[i].alive = true;
            fresh[i].mark = 0;
        }
        return fresh;
    }
    /// k more faces with nothing written: the caller writes every field. May move the
    /// faces.
    Face* extend(int k) {
        if (store_.size() < size_t(n_ + k)) store_.resize(2 * size_t(n_ + k) + 16);
        Face* const fresh = store_.data() + n_;
        n_ += k;
        return fresh;
    }

  private:
    std::vector<Face> store_;
    int n_ = 0;
};

}  // namespace detail
}  // namespace gjk
