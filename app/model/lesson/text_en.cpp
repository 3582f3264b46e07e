// The lesson's sentences in English: every template the captions, titles and labels say, by
// key (text.h says how slots are filled; text_zh.cpp has the same keys in Chinese).
#include "model/lesson/text_en.h"

namespace gjklab::lesson {

namespace {

// The gap test's bounds and GJK's termination test, shared by the sentences that follow them.
#define EPA_BOUNDS                                                                               \
    "Gap test: {depth} lies between dist(e) = {distance} (the {polytope} lies inside {ab}) and " \
    "w.n "                                                                                       \
    "= {w_dot_n} (no point of {ab} lies beyond {w} along n"
#define GJK_TEST                                                                                  \
    "Can w still bring the simplex closer to O? GJK stops when |v|² - v.w is at most eps |v|² " \
    "(eps "                                                                                       \
    "= {eps}, the tolerance): {v2} - {v_dot_w} = {lhs} against {rhs}. (|v|² - v.w = |v| x how "  \
    "much "                                                                                       \
    "further w lies along d than v: {lhs} = {v} x {ahead})"
#define SUPPORT_START                                                                            \
    "GJK starts along d0 = {d0} ({why}; any direction works: GJK needs only a first point, and " \
    "d0's length does not count): w1 = s(d0) = {a} - {b} = {point}."

// Every sentence of the lesson. "{name}" is a slot; "{{" and "}}" are braces.
const std::vector<std::pair<const char*, const char*>> kEnglish = {
    {"empty", ""},
    {"verdict", "{verdict}"},
    {"list.and", " and "},
    {"list.comma", ", "},
    {"list.semicolon", "{first}; {second}"},
    // Words of one dimension (model/words.h) and of what EPA measures.
    {"word.triangle", "triangle"},
    {"word.tetrahedron", "tetrahedron"},
    {"word.edge", "edge"},
    {"word.face", "face"},
    {"word.polygon", "polygon"},
    {"word.polytope", "polytope"},
    {"word.line", "line"},
    {"word.plane", "plane"},
    {"word.difference", "A - B"},
    {"word.cores_difference", "the cores' A - B"},
    {"word.depth", "the depth"},
    {"word.cores_overlap", "the cores' overlap"},
    {"mark.region_shaded", "shaded"},
    {"mark.region_part", "its part drawn thick and blue"},
    // Titles.
    {"title.intro", "Introduction {k}/4"},
    {"title.answer", "Answer"},
    {"title.manifold", "Contact manifold: {part}"},
    {"title.step", "{step}: {phase}"},
    // The introduction.
    {"intro.shapes",
     "Two convex shapes, A and B. Do they overlap? If not, how far apart are they; if they do, how "
     "deep? GJK "
     "answers both by looking at one shape made from them: A - B.{corners}"},
    {"intro.corners", " The corners are numbered as the steps name them: {shapes}"},
    {"intro.corners.of", "{shape} {letter}0, {letter}1, ..."},
    {"intro.corners.curved",
     "{shape} is curved, without corners: its points take the number of the support point they "
     "make, {letter}(1), {letter}(2), ..."},
    {"intro.corners.of_core", "{shape}'s core (inside its rounding) {letter}0, {letter}1, ..."},
    {"intro.difference",
     "A - B (the Minkowski difference) is every a - b: a point of A minus a point of B. Left: "
     "{examples} as "
     "arrows from the point of B to the point of A. Right: the same vectors drawn from O, ending "
     "at points of "
     "A - B.{dots}"},
    {"intro.difference.dots",
     " The small dots are a - b for every pair of corners; A - B is the convex shape around them."},
    {"intro.question",
     "If A and B share a point p, then p - p = 0: the origin O is in A - B. So A and B overlap "
     "exactly when A "
     "- B contains O, and their distance is the distance from O to A - B. Moving B by t moves "
     "every a - b, so "
     "all of A - B, by -t: overlapping, the shortest move that takes O out of A - B is the depth. "
     "GJK finds all "
     "this without ever building A - B: it walks on its corners, a {solid} at most.{rounded}"},
    {"intro.question.rounded",
     " A rounded shape (circle, capsule, sphere) is a core plus a radius: GJK walks on the cores' "
     "A - B "
     "(dashed) and takes the radii off at the end."},
    {"intro.support",
     "GJK only asks for support points. The support point of A - B along a direction d is its "
     "point farthest "
     "along d: s(d) = s_A(d) - s_B(-d), A's farthest point along d minus B's farthest along -d "
     "(the {wall}s "
     "across d touch them there).{start}"},
    {"intro.support.start",
     " " SUPPORT_START "{numbered} The simplex, the corners GJK keeps, is {{w1}}."},
    {"intro.support.start_boolean",
     " " SUPPORT_START "{numbered} Before keeping it, GJK tests it: next."},
    {"intro.support.d0_scene", "the scene's choice"},
    {"intro.support.d0_centres", "from A's centre towards B's, where they likely meet"},
    {"intro.support.numbered", " ({a} is A's point number {number}.)"},
    // GJK: the closest point (distance) or the part nearest O (boolean).
    {"gjk.closest.inside",
     "The simplex is {simplex}. O = {sum}: every weight is above 0, so O lies inside it. "
     "{verdict}"},
    {"gjk.closest.one",
     "The simplex is {simplex}, so its point closest to O is v = {v}, |v| = {distance}."},
    {"gjk.closest.one_boolean",
     "The simplex is {simplex}: its part nearest O is that point itself."},
    {"gjk.closest.boolean",
     "The simplex is {simplex}. O lies in the Voronoi region of {kept} (the points nearer to it "
     "than to any "
     "other part of the simplex; {marked})."},
    {"gjk.v_is", "{sum} = {v}, |v| = {distance}"},
    {"gjk.v_projected", "O projected onto it"},
    {"gjk.closest.whole_2d",
     "The simplex is {simplex}. O projected onto it is v = {v}. Every weight is above 0, so v lies "
     "inside it: "
     "O's Voronoi region (the points nearer to it than to any other part; {marked}) is the whole "
     "{shape}'s, "
     "and v needs every corner: none is dropped. (A corner goes when v lies on a smaller part "
     "without it: "
     "each other region is labelled with what GJK would keep and drop if O were there; at O', v "
     "would be one "
     "corner alone.)"},
    {"gjk.closest.whole_3d",
     "The simplex is {simplex}. O projected onto it is v = {v}. Every weight is above 0, so v lies "
     "inside it: "
     "O's Voronoi region (the points nearer to it than to any other part; {marked}) is the whole "
     "{shape}'s, "
     "and v needs every corner: none is dropped. (A corner goes when v lies on a smaller part "
     "without it.)"},
    {"gjk.closest.dropped_one", ": v = {v}. {gone} is not needed: dropped next."},
    {"gjk.closest.dropped_many", ": v = {v}. {gone} are not needed: dropped next."},
    {"gjk.closest.kept",
     "The simplex is {simplex}. The closest part to O (O's Voronoi region: the points nearer to it "
     "than to "
     "any other part; {marked}) is {kept}{dropped}"},
    {"gjk.closest.part",
     "Of its smaller parts, the nearest to O that O projects inside (every weight above 0) is "
     "{kept} (O's "
     "Voronoi region; {marked}{next}){dropped}"},
    {"gjk.next", "; the next: {parts}"},
    {"gjk.next.part", "{part} at {distance}"},
    {"gjk.flat_note", " (Weights this large mean a nearly flat {shape}.)"},
    {"gjk.closest.outside_solid_one",
     "The simplex is {simplex}. O = {sum}: a weight below 0, so O is outside the {shape}.{note} "
     "{part}"},
    {"gjk.closest.outside_solid_many",
     "The simplex is {simplex}. O = {sum}: weights below 0, so O is outside the {shape}.{note} "
     "{part}"},
    {"gjk.closest.outside_line_one",
     "The simplex is {simplex}. O projected onto its line is {sum}: a weight below 0, so it is "
     "outside the "
     "{shape}.{note} {part}"},
    {"gjk.closest.outside_line_many",
     "The simplex is {simplex}. O projected onto its line is {sum}: weights below 0, so it is "
     "outside the "
     "{shape}.{note} {part}"},
    {"gjk.closest.outside_plane_one",
     "The simplex is {simplex}. O projected onto its plane is {sum}: a weight below 0, so it is "
     "outside the "
     "{shape}.{note} {part}"},
    {"gjk.closest.outside_plane_many",
     "The simplex is {simplex}. O projected onto its plane is {sum}: weights below 0, so it is "
     "outside the "
     "{shape}.{note} {part}"},
    // GJK: drop, direction, support, test, add.
    {"gjk.drop.distance_one",
     "{gone} is dropped: v lies on {kept}, which does not need it. GJK keeps only the corners of "
     "the closest "
     "part, so the simplex never has more than {max} corners."},
    {"gjk.drop.distance_many",
     "{gone} are dropped: v lies on {kept}, which does not need them. GJK keeps only the corners "
     "of the "
     "closest part, so the simplex never has more than {max} corners."},
    {"gjk.drop.boolean_one",
     "{gone} is dropped: O is not on its side of {kept}. GJK keeps only the corners of the closest "
     "part, so "
     "the simplex never has more than {max} corners."},
    {"gjk.drop.boolean_many",
     "{gone} are dropped: O is not on its side of {kept}. GJK keeps only the corners of the "
     "closest part, so "
     "the simplex never has more than {max} corners."},
    {"gjk.direction",
     "The search direction d = -v / |v| = {d} points the way from v to O (drawn from O; length 1, "
     "since only "
     "its direction counts). A point of A - B closer to O than v would lie further along d."},
    {"gjk.direction.boolean",
     "The search direction d = {d} points from {kept} towards O: if A - B holds O, it has points "
     "beyond O that way."},
    {"gjk.support",
     "{cores}w = s(d): A's farthest point along d is {a}, B's farthest along -d is {b} (the "
     "{wall}s across d "
     "touch them there), so {w} = {point}: A - B's farthest point along d."},
    {"gjk.support.cores", "On the cores (the shapes without their rounding, added at the end): "},
    {"gjk.test.goes_on", GJK_TEST
     ". It is larger: w is {ahead} further along d than v, so it can bring the simplex closer, and "
     "GJK goes on."},
    {"gjk.test.stops", GJK_TEST ". {verdict}"},
    {"gjk.test.boolean_passes",
     "Test w.d < 0? w.d = {w_dot_d}: no, w reaches past O along d, so O may be inside; GJK goes "
     "on."},
    {"gjk.test.boolean_separates", "Test w.d < 0? w.d = {w_dot_d}: yes. {verdict}"},
    {"gjk.add",
     "{w} joins the simplex, which is now {simplex}. The next iteration looks for its point "
     "closest to O."},
    {"gjk.add.boolean",
     "{w} joins the simplex, which is now {simplex}. The next iteration looks for its part nearest "
     "O."},
    // The boolean GJK's step 0: the first support point and its test.
    {"gjk.first.support",
     "GJK starts along d0 = {d0}: w = s(d0): A's farthest point along d0 is {a}, B's farthest "
     "along -d0 is "
     "{b} (the {wall}s across d0 touch them there), so {w} = {point}."},
    {"gjk.first.test_passes",
     "Before keeping {w}, GJK tests it as it will test every support point: w.d < 0? w.d0 = "
     "{w_dot_d}: no, "
     "{w} reaches past O along d0, so O may lie in A - B and GJK goes on."},
    {"gjk.first.test_separates",
     "Before keeping {w}, GJK tests it as it will test every support point: w.d < 0? w.d0 = "
     "{w_dot_d}: yes. "
     "{verdict}"},
    {"gjk.first.add",
     "{w} is the simplex's first corner: S = {{{w}}}. The next iteration looks for the part of S "
     "nearest O."},
    // EPA.
    {"epa.first", "EPA grows a {polytope} inside A - B around O, from GJK's last simplex. "},
    {"epa.closest_verdict", "{intro}{verdict}"},
    {"epa.closest_first",
     "{intro}Its closest {feature} to O is the {piece}, {distance} away, with outward normal n = "
     "{n}. The "
     "{polytope} lies inside {ab}, so a move of B shorter than {distance} leaves O inside {ab}: "
     "{depth} is at "
     "least {distance}, and exactly {distance} if this {feature} lies on {ab}'s boundary. Every "
     "other "
     "{feature} is farther from O, so only this one can give that answer now: EPA checks it."},
    {"epa.closest",
     "{intro}The closest {feature} to O is the {piece}, {distance} away, with outward normal n = "
     "{n}. The "
     "{polytope} lies inside {ab}, so a move of B shorter than {distance} leaves O inside {ab}: "
     "{depth} is at "
     "least {distance}, and exactly {distance} if this {feature} lies on {ab}'s boundary. Every "
     "other "
     "{feature} is farther from O, so only this one can give that answer now: EPA checks it."},
    {"epa.support",
     "w = s(n): A - B's farthest point along n is {w}, {w_dot_n} along n (the {wall} across n "
     "touches A - B "
     "there)."},
    {"epa.test.grows", EPA_BOUNDS
     ", so moving B that far along n separates them). Their gap, {gap}, is above eps dist(e) = "
     "{stop_gap} (eps = {eps}; rounding error can add a little): A - B goes past that {feature}, "
     "so "
     "the {polytope} must grow.{earlier}"},
    {"epa.test.earlier",
     " Each w.n found so far bounds the depth from above (moving B that far along its n "
     "separates the shapes), so the least, {least}, counts, not this step's {now}: the plot "
     "shows it minus dist(e)."},
    {"epa.test.meets", EPA_BOUNDS "). Their gap, {gap}, is at most eps dist(e) = {stop_gap}: the "
                                  "bounds meet, that {feature} lies "
                                  "on {ab}'s boundary. The depth is {answer} along n = {n}: moving "
                                  "B that far along n separates A "
                                  "and B."},
    {"epa.test.stops", EPA_BOUNDS "). Their gap is {gap}. {verdict}"},
    {"epa.depth_with_radii", "{depth} (the cores overlap by {cores}, plus their radii {radii})"},
    {"epa.sees_2d_one",
     "The edge {pieces} sees {w}: it lies {heights} beyond its line, on the outer side, so it is "
     "removed."},
    {"epa.sees_2d_many",
     "The edges {pieces} see {w}: it lies {heights} beyond their lines, on the outer side, so they "
     "are "
     "removed."},
    {"epa.sees_3d_one",
     "The face {pieces} sees {w}: it lies {heights} beyond its plane, on the outer side, so it is "
     "removed, "
     "leaving a hole."},
    {"epa.sees_3d_many",
     "The faces {pieces} see {w}: it lies {heights} beyond their planes, on the outer side, so "
     "they are "
     "removed, leaving a hole."},
    {"epa.horizon_2d",
     "The horizon is where the removed edges meet the kept ones: the corners {corners}. {w} will "
     "be joined to "
     "them."},
    {"epa.horizon_3d",
     "The horizon is the rim of the hole: the closed loop of {count} edges {loop}, outlined. {w} "
     "will be "
     "joined to each of its edges."},
    {"epa.grow_2d",
     "The horizon is joined to {w} by {count} new edges, {edges}. The polygon is still convex, "
     "still holds O, "
     "and reaches further out."},
    {"epa.grow_3d",
     "Each horizon edge and {w} make a new face: {count} new faces, {faces}. The polytope is still "
     "convex, "
     "still holds O, and reaches further out."},
    // MPR (model/mpr_lesson.h, `record --mpr`).
    {"mpr.title_centre", "MPR: the ray from v0"},
    {"mpr.title_step", "MPR {k}/{n}: {what}"},
    {"mpr.title_answer", "MPR: answer"},
    {"mpr.plot", "how far each support reaches past the portal"},
    {"mpr.centre",
     "The start v0 lies inside A - B: v0 = A's centre {ca} - B's centre {cb} = {v0}. The ray "
     "from v0 through O leaves A - B somewhere; O is inside exactly when it comes before that "
     "exit."},
    {"mpr.first", "{v} = s(-v0) = {p}, along the ray: n.{v} = {dot} > 0, it passes O."},
    {"mpr.across",
     "{v} = s(n) = {p}, n = {d} across v1 - v0 towards O: the ray passes between v1 and {v}, "
     "the portal."},
    {"mpr.separated",
     "{v} = s(n) = {p} does not pass O along n = {d} (n.{v} = {dot}): a line separates. Apart."},
    {"mpr.inside",
     "n = {n} is the portal's normal, away from v0; n.v1 = {dot} >= 0: O lies behind the "
     "portal, in the triangle v0 v1 v2, inside A - B. They overlap."},
    {"mpr.refine",
     "{v} = s(n) = {p} reaches {reach} past the portal along n = {d}: it replaces the portal's "
     "end on its side of the ray, and the portal moves out."},
    {"mpr.boundary_apart",
     "{v} = s(n) = {p} reaches only {reach} past the portal: the portal is on A - B's boundary "
     "and O beyond it. Apart."},
    {"mpr.boundary_depth",
     "{v} = s(n) = {p} reaches only {reach} past the portal: the portal is on A - B's boundary, "
     "where the ray leaves it."},
    {"mpr.across3",
     "{v} = s(n) = {p}, n = {d} across the plane of v0, v1 and O: the search turns round the ray."},
    {"mpr.third",
     "{v} = s(n) = {p}, n = {d} the normal of triangle v0 v1 v2 on O's side: where the ray does "
     "not pass through v1 v2 {v}, {v} takes the place of the corner on the far side."},
    {"mpr.inside3",
     "n = {n} is the portal's normal, away from v0; n.v1 = {dot} >= 0: O lies behind the portal, "
     "in the tetrahedron v0 v1 v2 v3, inside A - B. They overlap."},
    {"mpr.refine3",
     "{v} = s(n) = {p} reaches {reach} past the portal along n = {d}: it takes the place of the "
     "corner that keeps the ray inside the portal, and the portal moves out."},
    {"mpr.apart", "A and B are apart (MPR's verdict is exact, like GJK's)."},
    {"mpr.depth_same",
     "Depth {depth} along {n}: the ray left A - B through its nearest {feature}, so it is "
     "EPA's too ({epa})."},
    {"mpr.depth_differs",
     "Depth {depth} along {n}, the normal of the {feature} where the ray from v0 leaves A - "
     "B; EPA's is {epa} along {epa_n}, {angle} degrees away. MPR follows the centres, not the "
     "nearest {feature}: B pushed by MPR's moves farther than it must."},
    // The contact manifold (captions_manifold.cpp).
    {"manifold.faces",
     "An engine keeps up to {max} contact points, not one: on one a resting box would rock. "
     "Reference {feature}: {ref}'s {ref_face}, normal {n}, of all {feature}s the one facing the "
     "other shape most squarely. Incident: {inc}'s {inc_face}, the one turned most against it."},
    {"manifold.clip_line",
     "Cut the incident {feature} by the line across the reference {feature} at {corner}: {cut}"},
    {"manifold.cut_point", "a new end at {p}, where it crosses."},
    {"manifold.cut_nothing", "none of it lies beyond."},
    {"manifold.clip_planes",
     "Cut the incident face by the plane through each edge of the reference face, across it: "
     "{kept} of its {before} corners lie inside, {made} new ones where its edges cross a plane."},
    {"manifold.points",
     "Kept: the points on or below the reference {feature}, {kept}.{dropped} The manifold is n = "
     "{n} and these points, each named by its two features to be found again next frame."},
    {"manifold.kept_point", "{c} at {s}"},
    {"manifold.dropped", " Dropped, above it: {count}."},
    {"manifold.reduced", " Of {count}, the four that span the most area."},
    {"manifold.one_point", "{why} The manifold is one point, {p}, separation {s}."},
    {"manifold.why_round", "A round shape touches at one point."},
    {"manifold.why_not_faces",
     "They meet edge on edge, at a corner or on a curve, not face to face:"},
    {"manifold.edge_of", "edge {corners}"},
    {"manifold.face_of", "face {corners}"},
    {"manifold.curve", "curved side"},
    // The answer.
    {"answer.boolean_overlap",
     "A and B overlap. (The boolean test stops there: it measures neither distance nor depth.)"},
    {"answer.boolean_apart",
     "A and B are apart. (The boolean test stops there: it does not measure how far.)"},
    {"answer.apart",
     "A and B are {distance} apart. Their closest points are {on_a} on A and {on_b} on B: no two "
     "points of A "
     "and B are nearer.{from}"},
    {"answer.touch", "A and B touch (depth 0) at {at}."},
    {"answer.overlap",
     "A and B overlap by {depth}; n = {n} points from A to B. The arrow from B's deepest point in "
     "A, "
     "{deepest_b}, to A's deepest point in B, {deepest_a} (the contact points) is B's shortest "
     "move that "
     "separates them.{from}"},
    {"answer.from_next", " Where they come from: next."},
    {"answer.slide",
     "B slides out by depth × n = {move}: now A and B just touch. No shorter move, in any "
     "direction, "
     "separates them.{from}"},
    {"answer.slide_in",
     "B slides by -distance × n = {move}, where n = {n} is the unit vector from A's closest point "
     "to B's: {distance} towards A, and now A and B just touch, at the closest points. No shorter "
     "move, in any direction, makes them touch."},
    {"answer.slide_brief", "B slides out by depth × n = {move}: now A and B just touch.{from}"},
    {"answer.where_v", "Where they come from: v"},
    {"answer.on_closest", "On the closest {feature}"},
    {"answer.on_neighbour",
     "The closest {closest} and its neighbour {holder} lie in one plane (a flat side of A - B cut "
     "in "
     "triangles); depth × n, O's nearest point in that plane, lies in {holder}: there"},
    {"answer.on_neighbour_brief",
     "depth × n lies in {holder}, the closest {closest}'s neighbour in its plane: there"},
    {"answer.cores_overlap_n", "{on}, the cores' overlap × n"},
    {"answer.depth_n", "{on}, depth × n"},
    {"answer.corner_itself", "{corner} itself"},
    {"answer.from_one_corner", " {point} is the corner {w} itself, so the points are {a} and {b}."},
    {"answer.from_corners",
     " {point} = {sum}{outside}: the same weights on the corners that made each w give A's point, "
     "{on_a}, "
     "and B's, {on_b}."},
    {"answer.from_corners_cores",
     " {point} = {sum}{outside}: the same weights on the corners of each w give the cores' points, "
     "{on_a} "
     "and {on_b}."},
    {"answer.past_feature",
     " (a weight below 0: the point lies just past this {feature}, on its flat neighbour)"},
    {"answer.no_rounding", "{shape} has no rounding"},
    {"answer.moves_by", "{shape}'s {radius} along {along}"},
    {"answer.rounded_apart",
     " GJK walks on the cores (the shapes without their rounding): their closest points are "
     "{core_a} and "
     "{core_b}.{from} Each moves by its radius towards the other: {move_a}, {move_b} (n = {n}, "
     "from A to B)."},
    {"answer.rounded_overlap",
     " {walker} walks on the cores.{from} Each moves by its radius towards the other: {move_a}, "
     "{move_b}."},
    // Pieces of a simplex or polytope.
    {"piece.nothing", "nothing"},
    {"piece.point", "the point {names}"},
    {"piece.edge", "the edge {names}"},
    {"piece.triangle", "the triangle {names}"},
    {"piece.tetrahedron", "the tetrahedron {names}"},
    {"piece.epa_edge", "edge {names}"},
    {"piece.epa_face", "face {names}"},
    {"word.area", "area"},
    {"word.volume", "volume"},
    {"title.gjk_step", "GJK {k}/{n}"},
    {"title.boolean_gjk_step", "boolean GJK {k}/{n}"},
    {"title.epa_step", "EPA {k}/{n}"},
    // Each step's explanation (`gjklab trace`, the whole-step beats, the verdicts).
    {"explain.dropped_one", " {gone} is dropped: {why}"},
    {"explain.dropped_many", " {gone} are dropped: {why}"},
    {"explain.why_boolean", "the origin is not on its side of the rest."},
    {"explain.why_distance", "the closest point lies on the rest."},
    {"explain.radii_apart",
     "the cores (the shapes without their rounding) are {cores} apart; less the sum of their "
     "radii, {radii}, A "
     "and B are {gap} apart."},
    {"explain.radii_overlap",
     "the cores (the shapes without their rounding) are {cores} apart; less the sum of their "
     "radii, {radii}, A "
     "and B overlap by {gap}."},
    {"explain.itself", "{name} itself"},
    {"explain.on", "on {piece}"},
    {"explain.answer", "the distance {d} (from {piece}) is the answer."},
    {"explain.first_passes",
     "GJK's first support point {w} reaches past the origin along d0 (w.d = {w_dot_d}, not below "
     "0), so the "
     "origin may be inside: the simplex starts as {{{name}}}."},
    {"explain.boolean_goes_on",
     "The part of the simplex nearest the origin is {piece}.{dropped} From there d points towards "
     "the origin "
     "and finds {w}, which reaches past the origin (w.d = {w_dot_d}, not below 0), so it joins the "
     "simplex."},
    {"explain.goes_on",
     "{cores}The point of the simplex closest to the origin is {where}, at distance |v| = "
     "{d}.{dropped} "
     "Searching towards the origin (d = -v) finds {w}, which reaches {closer} further along d than "
     "v does, so "
     "it joins the simplex."},
    {"explain.cores",
     "GJK walks on the cores' A - B (the shapes without their rounding); the radii are added at "
     "the end. "},
    {"explain.overlap",
     "The simplex, {simplex}, contains the origin{rounding}, so A - B contains it: some point of A "
     "equals a "
     "point of B, and A and B overlap. {then}"},
    {"explain.rounding", " (|v| = {v} is zero up to rounding)"},
    {"explain.boolean_ends", "The boolean test ends here: it does not measure how deep."},
    {"explain.epa_next", "EPA takes over to measure how deep."},
    {"explain.on_simplex_rounded",
     "The origin lies on {piece}: the cores touch, so A and B overlap by their radii, {radii}."},
    {"explain.on_simplex",
     "The origin lies on {piece}: a point of A equals a point of B on the boundary, so A and B "
     "touch (distance "
     "0)."},
    {"explain.duplicate",
     "The support point along d, {w}, is already in the simplex: no point of A - B is closer to "
     "the origin, so "
     "{answer}"},
    {"explain.converged",
     "The new support point {w} gets closer to the origin by less than the tolerance: {answer}"},
    {"explain.no_progress",
     "Rounding stopped the distance from shrinking: the last distance, {d}, is the answer."},
    {"explain.first_separates",
     "GJK's first support point {w} does not reach the origin along d0 (w.d = {w_dot_d} < 0): a "
     "{wall} across "
     "d0 separates A - B from the origin, so A and B are apart after one support point."},
    {"explain.separates",
     "The support point {w} does not reach the origin along d (w.d = {w_dot_d} < 0): a {wall} "
     "across d "
     "separates A - B from the origin, so A and B are apart."},
    {"explain.gjk_cap",
     "The iteration cap was reached before GJK finished; the distance so far is {d}."},
    {"explain.grows_2d_one", "the edge that sees it is replaced by two edges to {w}."},
    {"explain.grows_2d_many", "the {count} edges that see it are replaced by two edges to {w}."},
    {"explain.grows_3d_one",
     "the face that sees it is removed and the rim of the hole (the horizon) is joined to {w}."},
    {"explain.grows_3d_many",
     "the {count} faces that see it are removed and the rim of the hole (the horizon) is joined to "
     "{w}."},
    {"explain.epa_goes_on",
     "The closest {piece} of the {polytope} is {distance} from the origin. Along its normal A - B "
     "reaches "
     "further, to {w} ({gap} beyond it), so the {polytope} grows: {grows}"},
    {"explain.epa_converged",
     "Along the normal of the closest {piece}, A - B reaches no further ({gap} beyond it): that "
     "{feature} is "
     "on A - B's boundary. The depth is {depth} along n = {n}: moving B that far along n separates "
     "A and B."},
    {"explain.epa_duplicate",
     "The support point along the normal of the closest {piece}, {w}, is already a corner of the "
     "{polytope}: "
     "that {feature} is on A - B's boundary. The depth is {depth} along n = {n}: moving B that far "
     "along n "
     "separates A and B."},
    {"explain.epa_degenerate",
     "A - B has no {size}: the shapes are flat and lie in one another, so they touch with depth "
     "0."},
    {"explain.epa_cap",
     "The iteration cap was reached; the closest {piece} so far gives depth {depth} along n = "
     "{n}."},
    // The GJK ray cast (model/cast_lesson.h, `record --cast`).
    {"cast.title_ray", "Ray cast: the motion"},
    {"cast.title_step", "Ray cast {k}/{n}: {what}"},
    {"cast.title_hit", "Time of impact"},
    {"cast.title_miss", "No contact"},
    {"cast.ray",
     "B moves by r = {r} a second relative to A. A and B touch when O is in A - (B + λr): when the "
     "point x = λr of the ray from O along r comes within σ = {sigma} of A - B (σ: the radii and "
     "the contact target). x starts at O, λ = 0, and S holds p0 = s(-r) = {p}."},
    {"cast.support",
     "u = x - y = {u} points from y, the point of S nearest x, to x = λr. Its support point "
     "{name} = s(u) = {p}: all of {behind} lies behind the {line} through {name} perpendicular "
     "to u."},
    {"cast.behind_cores", "the cores' A - B (dashed)"},
    {"cast.behind_whole", "A - B"},
    {"cast.line_2d", "line"},
    {"cast.line_3d", "plane"},
    {"cast.support_again",
     "u = x - y = {u} points from y, the point of S nearest x, to x = λr. Its support point is "
     "{name} = {p} again, already in S: in GJK for the distance that would end the loop, but "
     "here what counts is the {line} through {name} perpendicular to u, with all of {behind} "
     "behind it: the next beat measures x against it."},
    {"cast.plane_advance",
     "x is {gap} in front of that {line}, more than σ = {sigma}: nothing of A - B comes within σ "
     "of "
     "the ray before λ = {lambda}. λ moves there (t = {t}), x = λr = {x}, and n = u/|u| = {n}."},
    {"cast.plane_stay_behind",
     "x is {gap} behind that {line}, not more than σ = {sigma} in front: the {line} does not let λ "
     "move. λ stays {lambda}; {name} joins S to bring y nearer to x."},
    {"cast.plane_stay",
     "x is {gap} in front of that {line}, not more than σ = {sigma}: the {line} does not let λ "
     "move. "
     "λ stays {lambda}; {name} joins S to bring y nearer to x."},
    {"cast.plane_miss_away",
     "x is {gap} in front of that {line} and the ray runs along it or away (u.r >= 0): x never "
     "reaches A - B. No contact."},
    {"cast.plane_miss_beyond",
     "x is {gap} in front of that {line}: the ray gets within σ of it only at λ = {lambda}, after "
     "the motion ends at {end}. No contact in the interval."},
    {"cast.closest",
     "S + {name}, reduced to the part nearest x: S = {simplex}. Its nearest point y = {y} is "
     "{dist} from x."},
    {"cast.test_hit",
     "|x - y| - σ = {left} <= {tol}: B moved by λr is within the target of A. Contact at λ = "
     "{lambda}."},
    {"cast.test_go",
     "|x - y| - σ = {left} > {tol}: not there yet; the next support point is along u = x - y."},
    {"cast.hit",
     "First contact at t = {t}: B, moved by λr = {move}, touches A with normal n = {n} (A to B), "
     "after {k} iterations."},
    {"cast.initial",
     "A and B are within σ of each other at the start: the cast stops at once, λ = 0 (t = {t})."},
    {"cast.miss", "In [0, {end}] the ray from O along r misses A - B."},
    {"cast.plot", "ray cast: |x - y| - σ per iteration"},
    {"cast.title_motion", "Time of impact: the motion"},
    {"cast.title_advance", "Advancement, step {k} of {n}: {what}"},
    {"cast.advance_intro",
     "B moves at {v} a second relative to A and the shapes turn, so A - B changes as they go and "
     "the ray cast does not apply. Conservative advancement steps t forward by amounts that cannot "
     "pass a contact: at each t it measures the distance d and the normal n, bounds how fast the "
     "gap along n can shrink, and steps to where even that fastest approach would only reach the "
     "target {target}."},
    {"cast.advance_distance",
     "At t = {t} GJK gives the distance d = {d} and the normal n = {n} (A to B): a {line} across n "
     "between them has A on one side and B on the other, {d} apart."},
    {"cast.advance_distance_hit",
     "At t = {t} the distance d = {d} is within the target and its tolerance ({limit}): contact."},
    {"cast.advance_step",
     "Along n the gap can shrink at most {speed} a second: {slide} from B's motion towards A "
     "along n, plus {spin} from the turning (each spin times how far its shape reaches from its "
     "centre). So for (d - target) / speed = {dt} s nothing can touch: t moves to {next}."},
    {"cast.advance_step_none",
     "Along n nothing brings them closer: B moves away along it and nothing turns. No contact in "
     "this piece of the motion."},
    {"cast.advance_step_beyond",
     "Along n the gap can shrink at most {speed} a second, so nothing can touch for {dt} s: "
     "that passes the motion's end at {end}. No contact."},
    {"cast.advance_hit",
     "First contact at t = {t}, normal n = {n} (A to B), after {k} steps of advancement."},
    {"cast.advance_hit_first",
     "First contact at t = {t}, normal n = {n} (A to B): the shapes already touch there, at the "
     "first step of advancement."},
    {"cast.advance_plot", "advancement: d - target per step"},
    {"motion.distance_plot", "distance (below 0: depth) over time"},
    {"motion.turn_plot", "the normal's turn (degrees) over time"},
    {"motion.event_contact_begins", "t = {t}: contact begins"},
    {"motion.event_contact_ends", "t = {t}: contact ends"},
    {"motion.event_normal_jump", "t = {t}: the normal jumps"},
    {"motion.caption_apart",
     "t = {t} s: A and B are {d} apart, normal n = {n} (A to B); GJK took {k} iterations."},
    {"motion.caption_overlap",
     "t = {t} s: A and B overlap by {d}, normal n = {n} (A to B); GJK and EPA took {k} "
     "iterations."},
    {"motion.title", "Motion"},
    {"cast.sigma_value", "radii {radii} + half the target {target} = {sigma}"},
    {"cast.gap_value", "u.(x - p) / |u| (x before)"},
    // The separating axis test, one axis a beat (`record --sat`, the compare panel).
    {"sat.title_step", "SAT {k}/{n}"},
    {"sat.title_answer", "SAT's answer"},
    // Practice mode (model/practice.h): the questions before a reveal, and the verdict.
    {"practice.support",
     "Your turn: where is the next support point w = s(d)? Click it in the view of A - B."},
    {"practice.drop", "Your turn: which corners does GJK drop? Tick them (none, if it keeps all)."},
    {"practice.expand_edge", "Your turn: which edge of the polygon does EPA expand next?"},
    {"practice.expand_face", "Your turn: which face of the polytope does EPA expand next?"},
    {"practice.inside", "Your turn: is the origin O inside A - B, that is, do A and B overlap?"},
    {"practice.yes", "yes: O is inside, they overlap"},
    {"practice.no", "no: O is outside, they are apart"},
    {"practice.right", "Right. {reason}"},
    {"practice.wrong", "Not quite. {reason}"},
    {"practice.score", "Practice: {right} of {asked} right"},
    {"sat.axis_edge_normal", "the normal of {shape}'s edge {edge}"},
    {"sat.axis_edge_cross", "A's edge {edge_a} x B's edge {edge_b}"},
    {"sat.axis_face_normal", "the normal of a face of {shape}"},
    {"sat.axis_circle", "the line from {shape}'s centre to {vertex}, the nearest corner"},
    {"sat.axis_centres", "the line through both centres"},
    {"sat.axis_k", "axis {k}, {axis}"},
    {"sat.step",
     "Axis {k} of the {n} SAT can test, {axis}: A spans {a_min} to {a_max} along it, B spans "
     "{b_min} to {b_max}. "},
    {"sat.step_separates",
     "A gap of {gap} between them: this axis separates the shapes, so they are apart and the test "
     "stops here."},
    {"sat.step_next", "They overlap by {overlap} here: no separation on this axis, try the next."},
    {"sat.step_last",
     "They overlap by {overlap} here. No axis separates them: the shapes overlap. The least "
     "overlap, {least} (axis "
     "{k}), is the penetration depth."},
    {"sat.no_axis", "SAT tested no axis."},
    {"sat.label_count", "axis {k} of {n}"},
    {"sat.label_separating", "separating axis ({count}): gap {gap}"},
    {"sat.label_least", "no axis separates: least overlap {overlap} ({count})"},
    {"sat.label_gap", "{count}: gap {gap}, separates"},
    {"sat.label_overlap", "{count}: overlap {overlap}"},
    {"sat.answer_apart",
     "On {axis}, A and B are {gap} apart: the shapes do not touch. SAT stopped there, after {k} of "
     "the {n} axes it "
     "could test. The gap along one axis is never more than the distance between the shapes."},
    {"sat.answer_overlap",
     "No axis of the {n} separates A and B: they overlap. The least overlap, {least} on {axis}, is "
     "the penetration "
     "depth: moving B that far along the axis separates them."},
    // Labels in the views.
    {"label.again", "{w} again"},
    {"label.new", "new {w}"},
    {"label.distance", "distance {d}"},
    {"label.depth", "depth {depth} = the arrow's length\nn = {n}, from A to B{screen}"},
    {"label.if_here", "if O were here:\nkeep {keep}, drop {drop}"},
    {"label.if_here_keep_all", "if O were here:\nkeep {keep}, drop nothing"},
    {"label.o_prime", "O': were O here, v = {v}: keep {v}, drop {drop}"},
    {"label.voronoi_of", "Voronoi region of {part}"},
    {"label.w_ahead", "w is {x} further along d than v"},
    {"label.closest_edge", "closest edge, {d}"},
    {"label.closest_face", "closest face, {d}"},
    {"label.gap", "gap {x}"},
    {"label.towards_you", "{name} (towards you)"},
    {"label.away_from_you", "{name} (away from you)"},
    {"label.towards_you_vector", "towards you: {v}; nearer = w · this"},
    {"label.nearer", "\n({x} nearer you than O)"},
    {"label.farther", "\n({x} farther from you than O)"},
    {"label.corners", "{count} corners"},
    {"label.comma_gap", ", gap {x}"},
    {"label.o_prime_boolean", "O': were O here, the nearest part = {v}: keep {v}, drop {drop}"},
    {"label.weight_of", "{w} weight"},
    {"label.weight_below_zero", "weight < 0"},
    {"label.past_opposite_edge", "{at} past the opposite edge"},
    {"label.past_opposite_face", "{at} past the opposite face"},
    {"label.p_projected", "O projected onto the plane"},
    {"label.right_up", "right: {right}; up: {up}"},
};

#undef EPA_BOUNDS
#undef GJK_TEST
#undef SUPPORT_START

}  // namespace

const std::vector<std::pair<const char*, const char*>>& english_templates() {
    return kEnglish;
}

}  // namespace gjklab::lesson
