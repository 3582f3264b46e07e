// The lesson's sentences in Simplified Chinese, key by key as text_en.cpp's English table, with
// the same slots. The words follow the documents GJK Lab grew from (单纯形, 支撑点, 原点,
// 闵可夫斯基差).
#include "model/lesson/text_zh.h"

namespace gjklab::lesson {

namespace {

#define EPA_BOUNDS_ZH                                                                          \
    "间隙测试：{depth}介于 dist(e) = {distance}（{polytope}在{ab}之内）与 w.n = " \
    "{w_dot_n}（{ab}沿 n 没有比 {w} 更远的点"
#define GJK_TEST_ZH                                                                                              \
    "w 还能让单纯形更靠近 O 吗？当 |v|² - v.w 不超过 eps |v|² 时 GJK 停止（eps = "          \
    "{eps}，即容差）：{v2} - "                                                                             \
    "{v_dot_w} = {lhs}，对比 {rhs}。（|v|² - v.w = |v| × w 沿 d 比 v 多出的距离：{lhs} = {v} × " \
    "{ahead}）"
#define SUPPORT_START_ZH                                                                                                         \
    "GJK 从 d0 = {d0} 出发（{why}；任何方向都可以：GJK 只需要第一个点，d0 的长度无关紧要）：w1 = " \
    "s(d0) = {a} "                                                                                                               \
    "- {b} = {point}。"

const std::vector<std::pair<const char*, const char*>> kChinese = {
    {"empty", ""},
    {"verdict", "{verdict}"},
    {"list.and", " 和 "},
    {"list.comma", "、"},
    {"list.semicolon", "{first}；{second}"},
    {"word.triangle", "三角形"},
    {"word.tetrahedron", "四面体"},
    {"word.edge", "边"},
    {"word.face", "面"},
    {"word.polygon", "多边形"},
    {"word.polytope", "多面体"},
    {"word.line", "直线"},
    {"word.plane", "平面"},
    {"word.difference", "A - B"},
    {"word.cores_difference", "两个核心的 A - B"},
    {"word.depth", "穿透深度"},
    {"word.cores_overlap", "两个核心的重叠量"},
    {"word.area", "面积"},
    {"word.volume", "体积"},
    {"mark.region_shaded", "已着色"},
    {"mark.region_part", "其所属部分以蓝色粗线画出"},
    {"title.intro", "引言 {k}/4"},
    {"title.answer", "答案"},
    {"title.manifold", "接触流形：{part}"},
    {"title.step", "{step}：{phase}"},
    {"title.gjk_step", "GJK {k}/{n}"},
    {"title.boolean_gjk_step", "布尔 GJK {k}/{n}"},
    {"title.epa_step", "EPA {k}/{n}"},
    {"piece.nothing", "空集"},
    {"piece.point", "点 {names}"},
    {"piece.edge", "边 {names}"},
    {"piece.triangle", "三角形 {names}"},
    {"piece.tetrahedron", "四面体 {names}"},
    {"piece.epa_edge", "边 {names}"},
    {"piece.epa_face", "面 {names}"},
    // The introduction.
    {"intro.shapes",
     "两个凸形状 A 和 B。它们重叠吗？如果不重叠，相距多远；如果重叠，重叠多深？GJK "
     "只看由它们构成的一个形状 "
     "A - B，就能回答这两个问题。{corners}"},
    {"intro.corners", "顶点的编号与各步骤中的名字一致：{shapes}"},
    {"intro.corners.of", "{shape} 为 {letter}0、{letter}1、……"},
    {"intro.corners.curved",
     "{shape} 是曲面形状，没有角点：它的点取其构成的支撑点的编号，{letter}(1)、{letter}(2)、……"},
    {"intro.corners.of_core", "{shape} 的核心（圆角之内）为 {letter}0、{letter}1、……"},
    {"intro.difference",
     "A - B（闵可夫斯基差）是所有的 a - b：A 中的一点减去 B 中的一点。左图：{examples}，画成从 B "
     "的点指向 A "
     "的点的箭头。右图：同样的向量从 O 画出，终点是 A - B 中的点。{dots}"},
    {"intro.difference.dots", "小圆点是每一对顶点的 a - b；A - B 就是包住它们的凸形状。"},
    {"intro.question",
     "如果 A 和 B 有一个公共点 p，那么 p - p = 0：原点 O 在 A - B 中。所以 A 与 B 重叠当且仅当 A - "
     "B 包含 "
     "O，它们的距离就是 O 到 A - B 的距离。把 B 平移 t，每个 a - b 都平移 -t，整个 A - B "
     "也一样：重叠时，把 O "
     "移出 A - B 的最短平移就是穿透深度。GJK 从不构造整个 A - B：它只在 A - B "
     "的顶点上行走，最多用一个{solid}。"
     "{rounded}"},
    {"intro.question.rounded",
     "圆角形状（圆、胶囊、球）是一个核心加一个半径：GJK 在两个核心的 A - "
     "B（虚线）上行走，最后再减去半径。"},
    {"intro.support",
     "GJK 只需要支撑点。A - B 沿方向 d 的支撑点是它沿 d 最远的点：s(d) = s_A(d) - s_B(-d)，即 A 沿 "
     "d "
     "最远的点减去 B 沿 -d 最远的点（垂直于 d 的{wall}在那里与它们相切）。{start}"},
    {"intro.support.start", SUPPORT_START_ZH "{numbered}单纯形（GJK 保留的顶点）是 {{w1}}。"},
    {"intro.support.start_boolean",
     SUPPORT_START_ZH "{numbered}在保留它之前，GJK 先检验它：见下一步。"},
    {"intro.support.d0_scene", "场景指定的方向"},
    {"intro.support.d0_centres", "从 A 的中心指向 B 的中心，两者最可能在此相遇"},
    {"intro.support.numbered", "（{a} 是 A 的第 {number} 号点。）"},
    // GJK.
    {"gjk.closest.inside",
     "单纯形是{simplex}。O = {sum}：每个权重都大于 0，所以 O 在它内部。{verdict}"},
    {"gjk.closest.one", "单纯形是{simplex}，所以它离 O 最近的点是 v = {v}，|v| = {distance}。"},
    {"gjk.closest.one_boolean", "单纯形是{simplex}：它离 O 最近的部分就是这个点本身。"},
    {"gjk.closest.boolean",
     "单纯形是{simplex}。O 位于{kept}的沃罗诺伊区域（比单纯形其他部分更靠近它的点；{marked}）。"},
    {"gjk.v_is", "{sum} = {v}，|v| = {distance}"},
    {"gjk.v_projected", "O 在其上的投影"},
    {"gjk.closest.whole_2d",
     "单纯形是{simplex}。O 在其上的投影是 v = {v}。每个权重都大于 0，所以 v 在它内部：O "
     "的沃罗诺伊区域（比其他部分"
     "更近的点；{marked}）是整个{shape}的区域，v 需要每一个顶点：没有顶点被丢弃。（当 v "
     "落在不含某顶点的更小部分上时，"
     "该顶点才被丢弃：其他每个区域都标出了 O 若在那里 GJK 会保留和丢弃什么；在 O' 处，v "
     "将只是一个顶点。）"},
    {"gjk.closest.whole_3d",
     "单纯形是{simplex}。O 在其上的投影是 v = {v}。每个权重都大于 0，所以 v 在它内部：O "
     "的沃罗诺伊区域（比其他部分"
     "更近的点；{marked}）是整个{shape}的区域，v 需要每一个顶点：没有顶点被丢弃。（当 v "
     "落在不含某顶点的更小部分上时，"
     "该顶点才被丢弃。）"},
    {"gjk.closest.dropped_one", "：v = {v}。不再需要 {gone}：下一步丢弃。"},
    {"gjk.closest.dropped_many", "：v = {v}。不再需要 {gone}：下一步丢弃。"},
    {"gjk.closest.kept",
     "单纯形是{simplex}。离 O 最近的部分（O "
     "的沃罗诺伊区域：比其他部分更近的点；{marked}）是{kept}{dropped}"},
    {"gjk.closest.part",
     "在它的较小部分中，O 投影落在其内部（每个权重都大于 0）且离 O 最近的是{kept}（O "
     "的沃罗诺伊区域；"
     "{marked}{next}）{dropped}"},
    {"gjk.next", "；其次：{parts}"},
    {"gjk.next.part", "{part}，距离 {distance}"},
    {"gjk.flat_note", "（权重这么大，说明{shape}几乎是扁平的。）"},
    {"gjk.closest.outside_solid_one",
     "单纯形是{simplex}。O = {sum}：有一个权重小于 0，所以 O 在{shape}之外。{note}{part}"},
    {"gjk.closest.outside_solid_many",
     "单纯形是{simplex}。O = {sum}：有权重小于 0，所以 O 在{shape}之外。{note}{part}"},
    {"gjk.closest.outside_line_one",
     "单纯形是{simplex}。O 在其所在直线上的投影是 {sum}：有一个权重小于 "
     "0，所以它在{shape}之外。{note}{part}"},
    {"gjk.closest.outside_line_many",
     "单纯形是{simplex}。O 在其所在直线上的投影是 {sum}：有权重小于 "
     "0，所以它在{shape}之外。{note}{part}"},
    {"gjk.closest.outside_plane_one",
     "单纯形是{simplex}。O 在其所在平面上的投影是 {sum}：有一个权重小于 "
     "0，所以它在{shape}之外。{note}{part}"},
    {"gjk.closest.outside_plane_many",
     "单纯形是{simplex}。O 在其所在平面上的投影是 {sum}：有权重小于 "
     "0，所以它在{shape}之外。{note}{part}"},
    {"gjk.drop.distance_one",
     "丢弃 {gone}：v 在{kept}上，不需要它。GJK 只保留最近部分的顶点，所以单纯形的顶点从不超过 "
     "{max} 个。"},
    {"gjk.drop.distance_many",
     "丢弃 {gone}：v 在{kept}上，不需要它们。GJK 只保留最近部分的顶点，所以单纯形的顶点从不超过 "
     "{max} 个。"},
    {"gjk.drop.boolean_one",
     "丢弃 {gone}：O 不在它那一侧，而在{kept}这一侧。GJK "
     "只保留最近部分的顶点，所以单纯形的顶点从不超过 {max} 个。"},
    {"gjk.drop.boolean_many",
     "丢弃 {gone}：O 不在它们那一侧，而在{kept}这一侧。GJK "
     "只保留最近部分的顶点，所以单纯形的顶点从不超过 {max} "
     "个。"},
    {"gjk.direction",
     "搜索方向 d = -v / |v| = {d} 从 v 指向 O（从 O 画出；长度为 1，因为只有方向重要）。A - B 中比 "
     "v 更靠近 O "
     "的点会沿 d 更远。"},
    {"gjk.direction.boolean",
     "搜索方向 d = {d} 从{kept}指向 O：若 A - B 包含 O，它在这个方向上必有越过 O 的点。"},
    {"gjk.support",
     "{cores}w = s(d)：A 沿 d 最远的点是 {a}，B 沿 -d 最远的点是 {b}（垂直于 d "
     "的{wall}在那里与它们相切），所以 "
     "{w} = {point}：A - B 沿 d 最远的点。"},
    {"gjk.support.cores", "在核心上（去掉圆角的形状，圆角最后再加上）："},
    {"gjk.test.goes_on",
     GJK_TEST_ZH "。它更大：w 沿 d 比 v 远 {ahead}，还能让单纯形更靠近 O，所以 GJK 继续。"},
    {"gjk.test.stops", GJK_TEST_ZH "。{verdict}"},
    {"gjk.test.boolean_passes",
     "检验 w.d < 0？w.d = {w_dot_d}：否，w 沿 d 越过了 O，所以 O 可能在内部；GJK 继续。"},
    {"gjk.test.boolean_separates", "检验 w.d < 0？w.d = {w_dot_d}：是。{verdict}"},
    {"gjk.add", "{w} 加入单纯形，单纯形现在是{simplex}。下一轮迭代寻找它离 O 最近的点。"},
    {"gjk.add.boolean", "{w} 加入单纯形，单纯形现在是{simplex}。下一轮迭代寻找它离 O 最近的部分。"},
    {"gjk.first.support",
     "GJK 从 d0 = {d0} 出发：w = s(d0)：A 沿 d0 最远的点是 {a}，B 沿 -d0 最远的点是 {b}（垂直于 d0 "
     "的{wall}在那里"
     "与它们相切），所以 {w} = {point}。"},
    {"gjk.first.test_passes",
     "在保留 {w} 之前，GJK 像检验之后每个支撑点一样检验它：w.d < 0？w.d0 = {w_dot_d}：否，{w} 沿 "
     "d0 越过了 O，"
     "所以 O 可能在 A - B 中，GJK 继续。"},
    {"gjk.first.test_separates",
     "在保留 {w} 之前，GJK 像检验之后每个支撑点一样检验它：w.d < 0？w.d0 = "
     "{w_dot_d}：是。{verdict}"},
    {"gjk.first.add", "{w} 是单纯形的第一个顶点：S = {{{w}}}。下一轮迭代寻找 S 离 O 最近的部分。"},
    // EPA.
    {"epa.first", "EPA 从 GJK 最后的单纯形出发，在 A - B 内部围绕 O 扩展一个{polytope}。"},
    {"epa.closest_verdict", "{intro}{verdict}"},
    {"epa.closest_first",
     "{intro}它离 O 最近的{feature}是{piece}，距离 {distance}，外法向 n = "
     "{n}。{polytope}在{ab}之内，所以把 B "
     "移动少于 {distance} 时 O 仍在{ab}之内：{depth}至少是 "
     "{distance}；如果该{feature}在{ab}的边界上，就恰好是 "
     "{distance}。其他任何{feature}都离 O 更远，所以现在只有它可能给出这个答案：EPA 检验它。"},
    {"epa.closest",
     "{intro}离 O 最近的{feature}是{piece}，距离 {distance}，外法向 n = "
     "{n}。{polytope}在{ab}之内，所以把 B "
     "移动少于 {distance} 时 O 仍在{ab}之内：{depth}至少是 "
     "{distance}；如果该{feature}在{ab}的边界上，就恰好是 "
     "{distance}。其他任何{feature}都离 O 更远，所以现在只有它可能给出这个答案：EPA 检验它。"},
    {"epa.support",
     "w = s(n)：A - B 沿 n 最远的点是 {w}，沿 n 的距离为 {w_dot_n}（垂直于 n 的{wall}在那里与 A - "
     "B 相切）。"},
    {"epa.test.grows", EPA_BOUNDS_ZH
     "，所以沿 n 移动 B 这么远就能分开它们）之间。两者的间隙 {gap} 大于 eps dist(e) = "
     "{stop_gap}（eps = "
     "{eps}；舍入误差可能再加一点）：A - B 超出了该{feature}，所以{polytope}必须扩展。{earlier}"},
    {"epa.test.earlier",
     "到目前为止找到的每个 w.n 都是深度的上界（把 B 沿其 n 移动那么远就能把两者分开），"
     "所以算数的是最小的 {least}，而不是这一步的 {now}：收敛图画的是它减去 dist(e)。"},
    {"epa.test.meets",
     EPA_BOUNDS_ZH "）之间。两者的间隙 {gap} 不超过 eps dist(e) = "
                   "{stop_gap}：上下界相遇，该{feature}在{ab}的边界上。"
                   "穿透深度是沿 n = {n} 的 {answer}：沿 n 把 B 移动这么远就能分开 A 和 B。"},
    {"epa.test.stops", EPA_BOUNDS_ZH "）之间。两者的间隙是 {gap}。{verdict}"},
    {"epa.depth_with_radii", "{depth}（两个核心重叠 {cores}，加上它们的半径 {radii}）"},
    {"epa.sees_2d_one",
     "边 {pieces} 能看见 {w}：{w} 在它所在直线外侧 {heights} 处，所以删除这条边。"},
    {"epa.sees_2d_many",
     "边 {pieces} 能看见 {w}：{w} 分别在它们所在直线外侧 {heights} 处，所以删除这些边。"},
    {"epa.sees_3d_one",
     "面 {pieces} 能看见 {w}：{w} 在它所在平面外侧 {heights} 处，所以删除这个面，留下一个洞。"},
    {"epa.sees_3d_many",
     "面 {pieces} 能看见 {w}：{w} 分别在它们所在平面外侧 {heights} "
     "处，所以删除这些面，留下一个洞。"},
    {"epa.horizon_2d", "地平线是被删除的边与保留的边相接之处：顶点 {corners}。{w} 将与它们相连。"},
    {"epa.horizon_3d",
     "地平线是洞的边缘：由 {count} 条边组成的闭合回路 {loop}（已勾出）。{w} 将与其中每条边相连。"},
    {"epa.grow_2d",
     "地平线通过 {count} 条新边 {edges} 与 {w} 相连。多边形仍是凸的，仍包含 O，并且向外扩展了。"},
    {"epa.grow_3d",
     "每条地平线边与 {w} 构成一个新面：{count} 个新面 {faces}。多面体仍是凸的，仍包含 "
     "O，并且向外扩展了。"},
    // The answer.
    {"answer.boolean_overlap", "A 和 B 重叠。（布尔测试到此为止：它既不测距离也不测深度。）"},
    {"answer.boolean_apart", "A 和 B 分离。（布尔测试到此为止：它不测它们相距多远。）"},
    {"answer.apart",
     "A 和 B 相距 {distance}。它们的最近点是 A 上的 {on_a} 和 B 上的 {on_b}：A 与 B "
     "没有更近的两点。{from}"},
    {"answer.touch", "A 和 B 在 {at} 处接触（深度 0）。"},
    {"answer.overlap",
     "A 和 B 重叠 {depth}；n = {n} 从 A 指向 B。从 B 在 A 中最深的点 {deepest_b} 指向 A 在 B "
     "中最深的点 {deepest_a} "
     "的箭头（即接触点）是能分开它们的 B 的最短移动。{from}"},
    {"answer.from_next", "它们从何而来：见下一步。"},
    {"answer.slide",
     "B 沿深度 × n = {move} 滑出：现在 A 和 B 恰好接触。任何方向上更短的移动都分不开它们。{from}"},
    {"answer.slide_in",
     "B 沿 -距离 × n = {move} 向 A 移动 {distance}（n = {n} 是从 A 的最近点指向 B "
     "的最近点的单位向量）：现在 A 和 B "
     "恰好在最近点处接触。任何方向上更短的移动都不能让它们接触。"},
    {"answer.slide_brief", "B 沿深度 × n = {move} 滑出：现在 A 和 B 恰好接触。{from}"},
    {"answer.where_v", "它们从何而来：v"},
    {"answer.on_closest", "在最近的{feature}上"},
    {"answer.on_neighbour",
     "最近的{closest}与它的邻面 {holder} 在同一平面内（A - B 的一个平坦侧面被切成三角形）；深度 × "
     "n 是该平面上离 O "
     "最近的点，落在 {holder} 中：在那里"},
    {"answer.on_neighbour_brief",
     "深度 × n 落在 {holder} 中，它是最近的{closest}在同一平面内的邻面：在那里"},
    {"answer.cores_overlap_n", "{on}，两个核心的重叠量 × n"},
    {"answer.depth_n", "{on}，深度 × n"},
    {"answer.corner_itself", "{corner} 本身"},
    {"answer.from_one_corner", "{point} 就是顶点 {w} 本身，所以这两点是 {a} 和 {b}。"},
    {"answer.from_corners",
     "{point} = {sum}{outside}：把同样的权重用在构成每个 w 的顶点上，得到 A 的点 {on_a} 和 B 的点 "
     "{on_b}。"},
    {"answer.from_corners_cores",
     "{point} = {sum}{outside}：把同样的权重用在每个 w 的顶点上，得到两个核心的点 {on_a} 和 "
     "{on_b}。"},
    {"answer.past_feature",
     "（有一个权重小于 0：这个点刚好越过该{feature}，落在与它共面的邻居上）"},
    {"answer.no_rounding", "{shape} 没有圆角"},
    {"answer.moves_by", "{shape} 沿 {along} 移动 {radius}"},
    {"answer.rounded_apart",
     "GJK 在核心（去掉圆角的形状）上行走：它们的最近点是 {core_a} 和 "
     "{core_b}。{from}每个点都朝对方移动自己的半径："
     "{move_a}，{move_b}（n = {n}，从 A 指向 B）。"},
    {"answer.rounded_overlap",
     "{walker} 在核心上行走。{from}每个点都朝对方移动自己的半径：{move_a}，{move_b}。"},
    // Each step's explanation.
    {"explain.dropped_one", "丢弃 {gone}：{why}"},
    {"explain.dropped_many", "丢弃 {gone}：{why}"},
    {"explain.why_boolean", "原点不在它那一侧。"},
    {"explain.why_distance", "最近点落在其余部分上。"},
    {"explain.radii_apart",
     "两个核心（去掉圆角的形状）相距 {cores}；减去它们的半径之和 {radii}，A 和 B 相距 {gap}。"},
    {"explain.radii_overlap",
     "两个核心（去掉圆角的形状）相距 {cores}；减去它们的半径之和 {radii}，A 和 B 重叠 {gap}。"},
    {"explain.itself", "{name} 本身"},
    {"explain.on", "在{piece}上"},
    {"explain.answer", "距离 {d}（来自{piece}）就是答案。"},
    {"explain.first_passes",
     "GJK 的第一个支撑点 {w} 沿 d0 越过了原点（w.d = {w_dot_d}，不小于 "
     "0），所以原点可能在内部：单纯形从 {{{name}}} 开始。"},
    {"explain.boolean_goes_on",
     "单纯形离原点最近的部分是{piece}。{dropped}d 从那里指向原点，找到 {w}，它越过了原点（w.d = "
     "{w_dot_d}，不小于 "
     "0），所以它加入单纯形。"},
    {"explain.goes_on",
     "{cores}单纯形离原点最近的点{where}，距离 |v| = {d}。{dropped}朝原点搜索（d = -v）找到 "
     "{w}，它沿 d 比 v 远 "
     "{closer}，所以它加入单纯形。"},
    {"explain.cores", "GJK 在两个核心的 A - B（去掉圆角的形状）上行走；半径最后再加上。"},
    {"explain.overlap",
     "单纯形{simplex}包含原点{rounding}，所以 A - B 包含原点：A 的某点等于 B 的某点，A 和 B "
     "重叠。{then}"},
    {"explain.rounding", "（|v| = {v}，在舍入误差内为零）"},
    {"explain.boolean_ends", "布尔测试到此结束：它不测量重叠多深。"},
    {"explain.epa_next", "接下来由 EPA 测量重叠多深。"},
    {"explain.on_simplex_rounded",
     "原点在{piece}上：两个核心接触，所以 A 和 B 重叠的量等于它们的半径之和 {radii}。"},
    {"explain.on_simplex",
     "原点在{piece}上：A 的某点在边界上等于 B 的某点，所以 A 和 B 接触（距离 0）。"},
    {"explain.duplicate",
     "沿 d 的支撑点 {w} 已经在单纯形中：A - B 没有更靠近原点的点，所以{answer}"},
    {"explain.converged", "新的支撑点 {w} 让距离缩短的量小于容差：{answer}"},
    {"explain.no_progress", "舍入误差让距离不再缩短：最后的距离 {d} 就是答案。"},
    {"explain.first_separates",
     "GJK 的第一个支撑点 {w} 沿 d0 没有到达原点（w.d = {w_dot_d} < 0）：一条垂直于 d0 的{wall}把 A "
     "- B 和原点分开，"
     "所以只用一个支撑点就知道 A 和 B 分离。"},
    {"explain.separates",
     "支撑点 {w} 沿 d 没有到达原点（w.d = {w_dot_d} < 0）：一条垂直于 d 的{wall}把 A - B "
     "和原点分开，所以 A 和 B 分离。"},
    {"explain.gjk_cap", "GJK 结束之前就达到了迭代上限；目前的距离是 {d}。"},
    {"explain.grows_2d_one", "能看见它的边被换成两条连到 {w} 的边。"},
    {"explain.grows_2d_many", "能看见它的 {count} 条边被换成两条连到 {w} 的边。"},
    {"explain.grows_3d_one", "能看见它的面被删除，洞的边缘（地平线）与 {w} 相连。"},
    {"explain.grows_3d_many", "能看见它的 {count} 个面被删除，洞的边缘（地平线）与 {w} 相连。"},
    {"explain.epa_goes_on",
     "{polytope}最近的{piece}离原点 {distance}。A - B 沿它的法向伸得更远，到达 {w}（超出 "
     "{gap}），所以{polytope}扩展："
     "{grows}"},
    {"explain.epa_converged",
     "沿最近的{piece}的法向，A - B 没有伸得更远（超出 {gap}）：该{feature}在 A - B "
     "的边界上。穿透深度是沿 n = {n} 的 "
     "{depth}：沿 n 把 B 移动这么远就能分开 A 和 B。"},
    {"explain.epa_duplicate",
     "沿最近的{piece}的法向的支撑点 {w} 已经是{polytope}的顶点：该{feature}在 A - B "
     "的边界上。穿透深度是沿 n = "
     "{n} 的 {depth}：沿 n 把 B 移动这么远就能分开 A 和 B。"},
    {"explain.epa_degenerate",
     "A - B 没有{size}：两个形状是扁平的并且彼此重合，所以它们以深度 0 接触。"},
    {"explain.epa_cap", "达到了迭代上限；目前最近的{piece}给出沿 n = {n} 的深度 {depth}。"},
    // GJK 射线投射。
    {"cast.title_ray", "射线投射：运动"},
    {"cast.title_step", "射线投射 {k}/{n}：{what}"},
    {"cast.title_hit", "碰撞时刻"},
    {"cast.title_miss", "没有接触"},
    {"cast.ray",
     "B 相对 A 每秒移动 r = {r}。当 O 位于 A - (B + λr) 中时 A 与 B 接触：即从 O 沿 r 的射线上的点 "
     "x = λr 到 A - B 的距离小于 σ = {sigma} 时（σ：半径之和加接触目标）。x 从 O 出发，λ = 0，"
     "S 中有 p0 = s(-r) = {p}。"},
    {"cast.support",
     "u = x - y = {u} 从 S 中离 x 最近的点 y 指向 x = λr。沿 u 的支撑点 {name} = s(u) = {p}："
     "{behind}全部位于过 {name} 且垂直于 u 的{line}之后。"},
    {"cast.behind_cores", "核心的 A - B（虚线）"},
    {"cast.behind_whole", "A - B "},
    {"cast.line_2d", "直线"},
    {"cast.line_3d", "平面"},
    {"cast.support_again",
     "u = x - y = {u} 从 S 中离 x 最近的点 y 指向 x = λr。支撑点又是 {name} = {p}，已在 S 中："
     "在求距离的 GJK 中这会结束循环，但这里要看的是过 {name} 且垂直于 u 的{line}，"
     "{behind}全部位于它之后：下一步用它来度量 x。"},
    {"cast.plane_stay_behind",
     "x 在该{line}后方 {gap}，没有在前方超过 σ = {sigma}：该{line}不能让 λ 前进。λ 保持 {lambda}；"
     "{name} 加入 S，让 y 更接近 x。"},
    {"cast.plane_advance",
     "x 在该{line}前方 {gap}，大于 σ = {sigma}：在 λ = {lambda} 之前 A - B 不会进入射线的 σ "
     "范围内。"
     "λ 前进到那里（t = {t}），x = λr = {x}，n = u/|u| = {n}。"},
    {"cast.plane_stay",
     "x 在该{line}前方 {gap}，不大于 σ = {sigma}：该{line}不能让 λ 前进。λ 保持 {lambda}；"
     "{name} 加入 S，让 y 更接近 x。"},
    {"cast.plane_miss_away",
     "x 在该{line}前方 {gap}，且射线平行或远离它（u.r >= 0）：x 永远到不了 A - B。没有接触。"},
    {"cast.plane_miss_beyond",
     "x 在该{line}前方 {gap}：射线要到 λ = {lambda} 才进入它的 σ 范围，而运动在 {end} 结束。"
     "区间内没有接触。"},
    {"cast.closest",
     "S + {name} 化简为离 x 最近的部分：S = {simplex}。其最近点 y = {y} 与 x 相距 {dist}。"},
    {"cast.test_hit",
     "|x - y| - σ = {left} <= {tol}：B 移动 λr 后与 A 的距离在目标之内。λ = {lambda} 时接触。"},
    {"cast.test_go", "|x - y| - σ = {left} > {tol}：还没到；下一个支撑点沿 u = x - y。"},
    {"cast.hit",
     "首次接触在 t = {t}：B 移动 λr = {move} 后与 A 接触，法向 n = {n}（从 A 指向 B），共 {k} "
     "次迭代。"},
    {"cast.initial", "开始时 A 与 B 已在 σ 之内：投射立即停止，λ = 0（t = {t}）。"},
    {"cast.miss", "在 [0, {end}] 内，从 O 沿 r 的射线从 A - B 旁经过。"},
    {"cast.plot", "射线投射：每次迭代的 |x - y| - σ"},
    {"cast.title_motion", "碰撞时刻：运动"},
    {"cast.title_advance", "推进，第 {k} 步（共 {n} 步）：{what}"},
    {"cast.advance_intro",
     "B 相对 A 每秒移动 {v}，并且形状在转动，所以 A - B 随之变化，射线投射不再适用。保守推进每次把 "
     "t "
     "向前推进一段不会越过接触的时间：在每个 t 测量距离 d 和法向 n，给出沿 n "
     "的间隙最快缩小的速度上界，"
     "再前进到即使以这个最快速度接近也只会到达目标 {target} 的时刻。"},
    {"cast.advance_distance",
     "在 t = {t} 时 GJK 给出距离 d = {d} 和法向 n = {n}（从 A 指向 B）：垂直于 n 的{line}把 A 和 "
     "B "
     "分在两侧，相距 {d}。"},
    {"cast.advance_distance_hit",
     "在 t = {t} 时距离 d = {d} 已在目标及其容差之内（{limit}）：接触。"},
    {"cast.advance_step",
     "沿 n 的间隙每秒最多缩小 {speed}：其中 {slide} 来自 B 沿 n 朝 A 的运动，{spin} 来自转动"
     "（每个角速度乘以其形状离中心的最远距离）。所以在 (d - 目标) / 速度 = {dt} 秒内不会接触：t "
     "前进到 {next}。"},
    {"cast.advance_step_none",
     "沿 n 没有任何运动让它们更近：B 沿 n 远离且没有转动。这段运动中没有接触。"},
    {"cast.advance_step_beyond",
     "沿 n 的间隙每秒最多缩小 {speed}，所以 {dt} 秒内不会接触：这超过了运动的终点 "
     "{end}。没有接触。"},
    {"cast.advance_hit", "首次接触在 t = {t}，法向 n = {n}（从 A 指向 B），共推进 {k} 步。"},
    {"cast.advance_hit_first",
     "首次接触在 t = {t}，法向 n = {n}（从 A 指向 B）：两形状在此已经接触，推进的第一步即发现。"},
    {"cast.advance_plot", "推进：每步的 d - 目标"},
    {"ui.t = 0", "t = 0"},
    {"ui.d, n = GJK's distance and normal at t", "d, n = t 时 GJK 的距离和法向"},
    {"ui.if d <= target + tol: return t, n", "若 d <= 目标 + 容差：返回 t, n"},
    {"ui.speed = max(0, -v.n) + spin", "速度 = max(0, -v.n) + 转动项"},
    {"ui.t = t + (d - target) / speed", "t = t + (d - 目标) / 速度"},
    {"ui.if speed = 0 or t > end: no hit", "若速度 = 0 或 t > 终点：无接触"},
    {"ui.conservative advancement", "保守推进"},
    {"ui.spin = |ω| x reach, summed", "转动项 = |ω| x 半径之和"},
    {"ui.next t", "下一个 t"},
    {"ui.the motion", "运动"},
    {"ui.step", "一步"},
    {"motion.distance_plot", "距离随时间（小于 0：穿透深度）"},
    {"motion.turn_plot", "法向随时间的转角（度）"},
    {"motion.event_contact_begins", "t = {t}：开始接触"},
    {"motion.event_contact_ends", "t = {t}：接触结束"},
    {"motion.event_normal_jump", "t = {t}：法向跳变"},
    {"motion.caption_apart",
     "t = {t} 秒：A 与 B 相距 {d}，法向 n = {n}（从 A 指向 B）；GJK 用了 {k} 次迭代。"},
    {"motion.caption_overlap",
     "t = {t} 秒：A 与 B 重叠 {d}，法向 n = {n}（从 A 指向 B）；GJK 与 EPA 用了 {k} 次迭代。"},
    {"motion.title", "运动"},
    {"cast.sigma_value", "半径 {radii} + 目标的一半 {target} = {sigma}"},
    {"cast.gap_value", "u.(x - p) / |u|（移动前的 x）"},
    {"ui.λ = 0;  x = O;  S = {s(-r)}", "λ = 0;  x = O;  S = {s(-r)}"},
    {"ui.u = x - y;  p = s(u)", "u = x - y；p = s(u)"},
    {"ui.if u.(x - p) / |u| > σ:", "若 u.(x - p) / |u| > σ："},
    {"ui.if u.r >= 0: return no hit", "若 u.r >= 0：返回无接触"},
    {"ui.λ: x σ before p's line", "λ：x 位于 p 的直线前 σ 处"},
    {"ui.S = part of S+{p} nearest x", "S = S+{p} 中离 x 最近的部分"},
    {"ui.if |x - y| - σ <= tol:", "若 |x - y| - σ <= 容差："},
    {"ui.return λ, n = u / |u|", "返回 λ, n = u / |u|"},
    {"ui.GJK ray cast", "GJK 射线投射"},
    {"ui.World at t = ", "世界：t = "},
    {"ui.World at ", "世界："},
    {"ui.B at t = ", "B 在 t = "},
    {"ui.A - B and the ray x = λr", "A - B 与射线 x = λr"},
    {"ui.the ray", "射线"},
    {"ui.plane", "直线"},
    // The separating axis test.
    {"sat.title_step", "SAT {k}/{n}"},
    {"sat.title_answer", "SAT 的答案"},
    {"practice.support", "轮到你了：下一个支撑点 w = s(d) 在哪里？在 A - B 视图中点击它。"},
    {"practice.drop", "轮到你了：GJK 舍弃哪些顶点？勾选它们（若全部保留则不选）。"},
    {"practice.expand_edge", "轮到你了：EPA 接下来扩展多边形的哪条边？"},
    {"practice.expand_face", "轮到你了：EPA 接下来扩展多面体的哪个面？"},
    {"practice.inside", "轮到你了：原点 O 在 A - B 内吗？也就是说，A 和 B 重叠吗？"},
    {"practice.yes", "是：O 在内部，它们重叠"},
    {"practice.no", "否：O 在外部，它们分离"},
    {"practice.right", "正确。{reason}"},
    {"practice.wrong", "不太对。{reason}"},
    {"practice.score", "练习：{asked} 题中答对 {right} 题"},
    {"sat.axis_edge_normal", "{shape} 的边 {edge} 的法向"},
    {"sat.axis_edge_cross", "A 的边 {edge_a} × B 的边 {edge_b}"},
    {"sat.axis_face_normal", "{shape} 的一个面的法向"},
    {"sat.axis_circle", "从 {shape} 的圆心到最近顶点 {vertex} 的直线"},
    {"sat.axis_centres", "过两个圆心的直线"},
    {"sat.axis_k", "第 {k} 条轴，{axis}"},
    {"sat.step",
     "SAT 可检验的 {n} 条轴中的第 {k} 条，{axis}：A 在轴上的投影从 {a_min} 到 {a_max}，B 从 "
     "{b_min} 到 {b_max}。"},
    {"sat.step_separates",
     "两者之间有 {gap} 的间隙：这条轴把两个形状分开，所以它们分离，测试到此结束。"},
    {"sat.step_next", "它们在这里重叠 {overlap}：这条轴不能分开它们，试下一条。"},
    {"sat.step_last",
     "它们在这里重叠 {overlap}。没有轴能分开它们：两个形状重叠。最小的重叠量 {least}（第 {k} "
     "条轴）就是穿透深度。"},
    {"sat.no_axis", "SAT 没有检验任何轴。"},
    {"sat.label_count", "第 {k}/{n} 条轴"},
    {"sat.label_separating", "分离轴（{count}）：间隙 {gap}"},
    {"sat.label_least", "没有分离轴：最小重叠 {overlap}（{count}）"},
    {"sat.label_gap", "{count}：间隙 {gap}，分离"},
    {"sat.label_overlap", "{count}：重叠 {overlap}"},
    {"sat.answer_apart",
     "在{axis}上，A 和 B 相距 {gap}：两个形状不接触。SAT 检验了 {n} 条可检验的轴中的 {k} "
     "条后就停止了。沿一条轴的间隙从不超过两个形状之间的距离。"},
    {"sat.answer_overlap",
     "{n} 条轴中没有一条能分开 A 和 B：它们重叠。最小的重叠量 "
     "{least}（在{axis}上）就是穿透深度：沿这条轴把 B 移动这么远就能分开它们。"},
    // Labels in the views.
    {"label.again", "{w}（再次找到）"},
    {"label.new", "新支撑点 {w}"},
    {"label.distance", "距离 {d}"},
    {"label.depth", "深度 {depth} = 箭头的长度\nn = {n}，从 A 指向 B{screen}"},
    {"label.if_here", "若 O 在这里：\n保留 {keep}，丢弃 {drop}"},
    {"label.if_here_keep_all", "若 O 在这里：\n保留 {keep}，不丢弃"},
    {"label.o_prime", "O'：若 O 在此，v = {v}：保留 {v}，丢弃 {drop}"},
    {"label.voronoi_of", "{part} 的沃罗诺伊区域"},
    {"label.w_ahead", "w 沿 d 比 v 远 {x}"},
    {"label.closest_edge", "最近的边，{d}"},
    {"label.closest_face", "最近的面，{d}"},
    {"label.gap", "间隙 {x}"},
    {"label.towards_you", "{name}（朝向你）"},
    {"label.away_from_you", "{name}（背离你）"},
    {"label.towards_you_vector", "朝向你：{v}；更近 = w · 此向量"},
    {"label.nearer", "\n（比 O 离你近 {x}）"},
    {"label.farther", "\n（比 O 离你远 {x}）"},
    {"label.corners", "{count} 个顶点"},
    {"label.comma_gap", "，间隙 {x}"},
    {"label.o_prime_boolean", "O'：若 O 在此，最近部分 = {v}：保留 {v}，丢弃 {drop}"},
    {"label.weight_of", "{w} 的权重"},
    {"label.weight_below_zero", "权重 < 0"},
    {"label.past_opposite_edge", "{at} 越过对边"},
    {"label.past_opposite_face", "{at} 越过对面"},
    {"label.p_projected", "O 在平面上的投影"},
    {"ui.closest edge", "最近的边"},
    {"ui.S holds O", "S 包含 O"},
    {"ui.closest face", "最近的面"},
    {"label.right_up", "右：{right}；上：{up}"},
    {"ui.on screen: ", "屏幕上："},
    {"ui.axes: ", "坐标轴："},
    {"ui.screen.towards you", "朝向你"},
    {"ui.screen.away from you", "背离你"},
    {"ui.screen.right", "右"},
    {"ui.screen.left", "左"},
    {"ui.screen.up", "上"},
    {"ui.screen.down", "下"},
    {"ui.screen. and ", "、"},
    {"ui.screen., ", "，"},
    // Fixed phrases of the views, the legend, the lesson strip and the pseudocode (tr()).
    {"ui.World: A and B", "世界：A 和 B"},
    {"ui.Minkowski difference A - B", "闵可夫斯基差 A - B"},
    {"ui.side view", "侧视图"},
    {"ui.your click", "你的点击"},
    {"ui.<- towards you", "<- 朝向你"},
    {"ui.towards you ->", "朝向你 ->"},
    {"ui.values", "变量值"},
    {"ui.convergence (log scale), GJK then EPA", "收敛（对数坐标），先 GJK 后 EPA"},
    {"ui.EPA min w.n - dist(e)", "EPA 迄今最小 w.n - dist(e)"},
    {"ui.bottom line: 0 or less", "底线：0 或更小"},
    {"ui.iteration 1", "迭代 1"},
    {"ui.min w.n so far", "迄今最小 w.n"},
    {"ui.w beyond v along d", "w 沿 d 超出 v"},
    {"ui.closest on A", "A 上的最近点"},
    {"ui.closest on B", "B 上的最近点"},
    {"ui.A's point deepest in B", "A 在 B 中最深的点"},
    {"ui.B's point deepest in A", "B 在 A 中最深的点"},
    {"ui.B moved by depth × n", "B 沿深度 × n 移动后"},
    {"ui.B moved by -distance × n", "B 沿 -距离 × n 移动后"},
    {"ui.nearest points so far", "目前的最近点对"},
    {"ui.is O in A - B? how far from it?", "O 在 A - B 中吗？离它多远？"},
    {"ui.A - B (sampled)", "A - B（采样）"},
    {"ui.cores' A - B (GJK walks on this)", "核心的 A - B（GJK 在其上行走）"},
    {"ui.about as far", "差不多远"},
    // Phase titles.
    {"ui.closest point", "最近点"},
    {"ui.drop", "丢弃"},
    {"ui.direction", "方向"},
    {"ui.support", "支撑点"},
    {"ui.reference face", "参考面"},
    {"ui.clip", "裁剪"},
    {"ui.clip again", "再裁剪"},
    {"ui.points", "接触点"},
    {"ui.Contact manifold", "接触流形"},
    {"ui.ref = the best-facing {feature}", "ref = 最正对另一形状的{feature}"},
    {"ui.inc = the other's {feature} most against n", "inc = 另一形状最逆着 n 的{feature}"},
    {"ui.for each side of ref: cut inc there", "对 ref 的每一侧：在那里裁剪 inc"},
    {"ui.keep the points on or below ref", "保留在 ref 上或其下方的点"},
    {"ui.more than 4: keep the 4 of most area", "多于 4 个：保留面积最大的 4 个"},
    {"ui.return n, points, separations, features", "返回 n、各点、分离量、特征"},
    {"ui.reference", "参考"},
    {"ui.incident", "入射"},
    {"ui.points kept", "保留的点"},
    {"ui.kept", "保留"},
    {"ui.dropped", "舍弃"},
    {"ui.side line", "侧线"},
    {"ui.side planes", "侧面"},
    {"ui.test", "检验"},
    {"ui.add", "加入"},
    {"ui.nearest part", "最近部分"},
    {"ui.first support", "第一个支撑点"},
    {"ui.first test", "检验第一个点"},
    {"ui.first corner", "第一个顶点"},
    {"ui.what sees w", "能看见 w 的部分"},
    {"ui.horizon", "地平线"},
    {"ui.grow", "扩展"},
    // The pseudocode.
    {"ui.Boolean GJK", "布尔 GJK"},
    {"ui.loop:", "循环："},
    {"ui.v = the point of S closest to O", "v = S 中离 O 最近的点"},
    {"ui.if v = O (up to rounding): go to EPA", "若 v = O（在舍入误差内）：转到 EPA"},
    {"ui.S = the part of S that v lies on", "S = S 中 v 所在的部分"},
    {"ui.if |v|² - v.w <= eps |v|²:", "若 |v|² - v.w <= eps |v|²："},
    {"ui.return |v|", "返回 |v|"},
    {"ui.if w.d < 0: return apart", "若 w.d < 0：返回“分离”"},
    {"ui.find the part of S nearest O", "找出 S 中离 O 最近的部分"},
    {"ui.if S contains O: return overlap", "若 S 包含 O：返回“重叠”"},
    {"ui.S = that part", "S = 该部分"},
    {"ui.d = from it towards O", "d = 从它指向 O 的方向"},
    {"ui.P = GJK's last simplex (holds O)", "P = GJK 最后的单纯形（包含 O）"},
    {"ui.e = the {feature} of P closest to O", "e = P 中离 O 最近的{feature}"},
    {"ui.n = its outward normal", "n = 它的外法向"},
    {"ui.if w.n - dist(e) <= eps dist(e):", "若 w.n - dist(e) <= eps dist(e)："},
    {"ui.return depth dist(e), normal n", "返回 深度 dist(e)，法向 n"},
    {"ui.remove the {feature}s that see w", "删除能看见 w 的{feature}"},
    {"ui.horizon = the rim they leave", "地平线 = 它们留下的边缘"},
    {"ui.join the horizon to w", "把地平线与 w 相连"},
    // The window's panels.
    {"ui.Scene", "场景"},
    {"ui.Step", "步骤"},
    {"ui.Result", "结果"},
    {"ui.Shapes", "形状"},
    {"ui.Compare tests", "比较各种测试"},
    {"ui.Settings", "设置"},
    {"ui.Record and screenshot", "录制与截图"},
    {"ui.introduction", "引言"},
    {"ui.practice", "练习"},
    {"ui.lesson", "课程"},
    {"ui.GJK and EPA", "GJK 与 EPA"},
    {"ui.time of impact", "碰撞时间"},
    {"ui.this scene shows GJK and EPA: ", "此场景显示 GJK 与 EPA："},
    {"ui.answer the question first (or untick practice)", "请先回答问题（或取消勾选练习）"},
    {"ui.answer", "作答"},
    {"ui.the numbers come with the answer", "数值随答案给出"},
    {"ui.the numbers of each iteration come after the introduction",
     "每次迭代的数值在引言之后给出"},
    {"ui.sub-steps", "子步骤"},
    {"ui.pseudocode", "伪代码"},
    {"ui.simplex entering this step", "进入本步的单纯形"},
    {"ui.reduced to the feature nearest the origin", "化简为离原点最近的部分"},
    {"ui.kept by NearestSimplex", "NearestSimplex 保留的部分"},
    {"ui.Voronoi region", "沃罗诺伊区域"},
    {"ui.closest point v", "最近点 v"},
    {"ui.region", "区域"},
    {"ui.stop", "停止原因"},
    {"ui.polygon", "多边形"},
    {"ui.polytope", "多面体"},
    {"ui.its distance", "它的距离"},
    {"ui.normal n", "法向 n"},
    {"ui.edges removed", "删除的边"},
    {"ui.faces removed", "删除的面"},
    {"ui.point", "点"},
    {"ui.from", "来自"},
    {"ui.weight", "权重"},
    {"ui.direction d", "方向 d"},
    {"ui.new support ", "新支撑点 "},
    {"ui.passed: converged", "通过：已收敛"},
    {"ui.not yet: keep going", "未通过：继续"},
    {"ui.  < 0: separated", "  < 0：分离"},
    {"ui.  >= 0: passes the origin", "  >= 0：越过原点"},
    {"ui. (upper bound)", "（上界）"},
    {"ui. (lower bound)", "（下界）"},
    {"ui.gap", "间隙"},
    {"ui.pair", "形状对"},
    {"ui.intersecting", "相交"},
    {"ui.yes", "是"},
    {"ui.touching", "接触"},
    {"ui.no", "否"},
    {"ui.distance", "距离"},
    {"ui.penetration depth", "穿透深度"},
    {"ui.normal (A to B)", "法向（A 指向 B）"},
    {"ui.distance, depth", "距离、深度"},
    {"ui.not measured: boolean GJK answers yes or no", "不测量：布尔 GJK 只回答是或否"},
    {"ui. steps, ", " 步，"},
    {"ui.boolean GJK", "布尔 GJK"},
    {"ui.separated", "分离"},
    {"ui.inside the triangle", "在三角形内部"},
    {"ui.inside the tetrahedron", "在四面体内部"},
    {"ui.warm start", "热启动"},
    {"ui.float and double side by side", "并排显示 float 与 double"},
    {"ui.compare float and double", "比较 float 与 double"},
    {"ui.UI scale", "界面缩放"},
    {"ui.variant", "变体"},
    {"ui.boolean", "布尔"},
    {"ui.precision", "精度"},
    {"ui.tolerance", "容差"},
    {"ui.GJK max steps", "GJK 最大步数"},
    {"ui.EPA max steps", "EPA 最大步数"},
    {"ui.lesson", "课程"},
    {"ui.labels", "标签"},
    {"ui.grid", "网格"},
    {"ui.axes", "坐标轴"},
    {"ui.legend", "图例"},
    {"ui.play", "播放"},
    {"ui.pause", "暂停"},
    {"ui.split", "分屏"},
    {"ui.world", "世界"},
    {"ui.Minkowski", "闵可夫斯基"},
    {"ui.frame all", "全部适配"},
    {"ui.follow A - B", "跟随 A - B"},
    {"ui.panel (H)", "面板 (H)"},
    // The legend.
    {"ui.A - B: every a - b", "A - B：所有的 a - b"},
    {"ui.A - B before B moved", "B 移动前的 A - B"},
    {"ui.O, the origin: in A - B?", "O，原点：在 A - B 中吗？"},
    {"ui.a - b of two corners", "每对顶点的 a - b"},
    {"ui.a - b, drawn from O", "a - b，从 O 画出"},
    {"ui.cores' A - B (no rounding)", "核心的 A - B（无圆角）"},
    {"ui.corner dropped", "被丢弃的顶点"},
    {"ui.d0: first direction", "d0：初始方向"},
    {"ui.d: search direction", "d：搜索方向"},
    {"ui.n: its normal", "n：它的法向"},
    {"ui.simplex corner w", "单纯形顶点 w"},
    {"ui.polygon corner w", "多边形顶点 w"},
    {"ui.polytope corner w (bigger: nearer you)", "多面体顶点 w（越大越近）"},
    {"ui.simplex corner w (bigger: nearer you; depths along your line of sight at rest)",
     "单纯形顶点 w（越大越近；深度沿静止时的视线）"},
    {"ui.support point along d", "沿 d 的支撑点"},
    {"ui.support point w = s(d)", "支撑点 w = s(d)"},
    {"ui.support point w = s(n)", "支撑点 w = s(n)"},
    {"ui.v: its point closest to O", "v：离 O 最近的点"},
    {"ui.w joins the simplex", "w 加入单纯形"},
    {"ui.line across d0 at s(d0)", "过 s(d0) 垂直于 d0 的直线"},
    {"ui.line across d at w", "过 w 垂直于 d 的直线"},
    {"ui.line across n at w", "过 w 垂直于 n 的直线"},
    {"ui.plane across d0 at s(d0)", "过 s(d0) 垂直于 d0 的平面"},
    {"ui.plane across d at w", "过 w 垂直于 d 的平面"},
    {"ui.plane across n at w", "过 w 垂直于 n 的平面"},
    {"ui.Voronoi region holding O", "包含 O 的沃罗诺伊区域"},
    {"ui.part nearest O: kept", "离 O 最近的部分：保留"},
    {"ui.horizon corners", "地平线顶点"},
    {"ui.horizon: rim of the hole", "地平线：洞的边缘"},
    {"ui.stalk: height over the grid y = 0", "竖线：到网格 y = 0 的高度"},
    {"ui.closest edge to O", "离 O 最近的边"},
    {"ui.closest face to O", "离 O 最近的面"},
    {"ui.closest edge: replaced", "最近的边：被替换"},
    {"ui.closest face: replaced", "最近的面：被替换"},
    {"ui.edges that see w", "能看见 w 的边"},
    {"ui.faces that see w", "能看见 w 的面"},
    {"ui.edges that see w: removed", "能看见 w 的边：已删除"},
    {"ui.faces that see w: removed", "能看见 w 的面：已删除"},
    {"ui.new edges to w", "连到 w 的新边"},
    {"ui.new faces to w", "连到 w 的新面"},
};

#undef EPA_BOUNDS_ZH
#undef GJK_TEST_ZH
#undef SUPPORT_START_ZH

}  // namespace

const std::vector<std::pair<const char*, const char*>>& chinese_templates() {
    static const std::vector<std::pair<const char*, const char*>> all = [] {
        auto table = kChinese;
        const auto& contact = chinese_contact_templates();
        table.insert(table.end(), contact.begin(), contact.end());
        return table;
    }();
    return all;
}

}  // namespace gjklab::lesson
