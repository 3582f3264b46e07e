// The lesson's Chinese sentences of what comes after the overlap: the contact manifold
// (captions_manifold.cpp) and MPR (model/mpr_lesson.cpp), key by key as text_en.cpp's.
#include "model/lesson/text_zh.h"

namespace gjklab::lesson {

const std::vector<std::pair<const char*, const char*>>& chinese_contact_templates() {
    static const std::vector<std::pair<const char*, const char*>> table = {
        {"mpr.title_centre", "MPR：从 v0 出发的射线"},
        {"mpr.title_step", "MPR {k}/{n}：{what}"},
        {"mpr.title_answer", "MPR：答案"},
        {"mpr.plot", "每个支撑点越过门户多远"},
        {"mpr.centre",
         "起点 v0 在 A - B 内部：v0 = A 的中心 {ca} - B 的中心 {cb} = {v0}。从 v0 经过 O "
         "的射线在某处离开 A - B；O 在内部，当且仅当它在出口之前。"},
        {"mpr.first", "{v} = s(-v0) = {p}，沿着射线：n.{v} = {dot} > 0，它越过了 O。"},
        {"mpr.across",
         "{v} = s(n) = {p}，n = {d} 横过 v1 - v0 指向 O：射线从 v1 和 {v} 之间穿过，这就是门户。"},
        {"mpr.separated",
         "{v} = s(n) = {p} 沿 n = {d} 没有越过 O（n.{v} = {dot}）：有一条直线分开它们。分离。"},
        {"mpr.inside",
         "n = {n} 是门户背离 v0 的法向；n.v1 = {dot} >= 0：O 在门户后面，在三角形 v0 v1 v2 "
         "中，在 A - B 内部。它们重叠。"},
        {"mpr.refine",
         "{v} = s(n) = {p} 沿 n = {d} 越过门户 {reach}：它替换射线同侧的门户端点，门户向外移动。"},
        {"mpr.boundary_apart",
         "{v} = s(n) = {p} 只越过门户 {reach}：门户在 A - B 的边界上，O 在它外面。分离。"},
        {"mpr.boundary_depth",
         "{v} = s(n) = {p} 只越过门户 {reach}：门户在 A - B 的边界上，射线在那里离开。"},
        {"mpr.across3", "{v} = s(n) = {p}，n = {d} 横过 v0、v1 和 O 所在的平面：搜索绕着射线转。"},
        {"mpr.third",
         "{v} = s(n) = {p}，n = {d} 是三角形 v0 v1 v2 朝 O 一侧的法向：若射线不穿过 v1 v2 {v}，{v} "
         "就替换远侧的那个角。"},
        {"mpr.inside3",
         "n = {n} 是门户背离 v0 的法向；n.v1 = {dot} >= 0：O 在门户后面，在四面体 v0 v1 v2 v3 "
         "中，在 A - B 内部。它们重叠。"},
        {"mpr.refine3",
         "{v} = s(n) = {p} 沿 n = {d} 越过门户 "
         "{reach}：它替换使射线仍穿过门户的那个角，门户向外移动。"},
        {"mpr.apart", "A 和 B 分离（MPR 的判定和 GJK 一样精确）。"},
        {"mpr.depth_same",
         "深度 {depth}，沿 {n}：射线从最近的{feature}离开 A - B，所以它也是 EPA "
         "的深度（{epa}）。"},
        {"mpr.depth_differs",
         "深度 {depth}，沿 {n}，即射线离开 A - B 处那个{feature}的法向；EPA 的是 {epa}，沿 "
         "{epa_n}，相差 {angle} 度。MPR 跟随中心而不是最近的{feature}：按 MPR 推开 B "
         "会推得比需要的更远。"},
        {"ui.finding the portal", "寻找门户"},
        {"ui.refining", "细化"},
        {"ui.on to the boundary", "推进到边界"},
        {"ui.depth", "深度"},
        {"ui.centre", "中心"},
        {"ui.v0 = centre(A) - centre(B)", "v0 = A 的中心 - B 的中心"},
        {"ui.v1 = s(-v0), along the ray", "v1 = s(-v0)，沿着射线"},
        {"ui.v2 = s(n), n across v1 - v0", "v2 = s(n)，n 横过 v1 - v0"},
        {"ui.if n.v1 >= 0: return overlap", "若 n.v1 >= 0：返回 重叠"},
        {"ui.v4 = s(n) replaces an end", "v4 = s(n) 替换一个端点"},
        {"ui.if v4 does not pass: return apart", "若 v4 没有越过：返回 分离"},
        {"ui.overlap: refine on; depth = n.v1", "重叠：继续细化；深度 = n.v1"},
        {"ui.A - B, v0 and the ray through O", "A - B、v0 和经过 O 的射线"},
        {"ui.World: B moved by MPR and by EPA", "世界：按 MPR 和按 EPA 移动的 B"},
        {"ui.portal", "门户"},
        {"ui.MPR's push", "MPR 的推开"},
        {"ui.EPA's push", "EPA 的推开"},
        {"manifold.faces",
         "引擎保留至多 {max} "
         "个接触点，而不是一个：只有一个点，静置的盒子会摇晃。参考{feature}：{ref} "
         "的 {ref_face}，法向 {n}，所有{feature}中最正对另一形状的那个。入射：{inc} 的 "
         "{inc_face}，最背对它的那个。"},
        {"manifold.clip_line", "用参考{feature}在 {corner} 处的横线裁剪入射{feature}：{cut}"},
        {"manifold.cut_point", "在交叉处 {p} 得到新的端点。"},
        {"manifold.cut_nothing", "没有部分在线外。"},
        {"manifold.clip_planes",
         "用过参考面每条边、垂直于它的平面裁剪入射面：它的 {before} 个角中 {kept} 个在内侧，另有 "
         "{made} 个新角在它的边穿过平面处。"},
        {"manifold.points",
         "保留在参考{feature}上或其下方的点：{kept}。{dropped}流形就是 n = {n} "
         "和这些点，每个点以它的两个特征命名，下一帧可以再找到。"},
        {"manifold.kept_point", "{c}，分离量 {s}"},
        {"manifold.dropped", "舍弃在它上方的 {count} 个。"},
        {"manifold.reduced", "在 {count} 个中取面积最大的四个。"},
        {"manifold.one_point", "{why}流形只有一个点 {p}，分离量 {s}。"},
        {"manifold.why_round", "圆形只在一点接触。"},
        {"manifold.why_not_faces", "它们边对边、在角上或在曲面上相遇，而不是面对面："},
        {"manifold.edge_of", "边 {corners}"},
        {"manifold.face_of", "面 {corners}"},
        {"manifold.curve", "曲面"},
    };
    return table;
}

}  // namespace gjklab::lesson
