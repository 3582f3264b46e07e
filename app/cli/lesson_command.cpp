#include "cli/lesson_command.h"

#include <iostream>

#include "cli/output.h"
#include "model/lesson.h"
#include "model/lesson/table.h"
#include "model/lesson/text.h"
#include "model/side_lesson.h"
#include "model/timeline2.h"
#include "model/timeline3.h"

namespace gjklab {

namespace {

/// The corners of what a beat shows as the algorithm's current set, by name: GJK's simplex
/// (as it entered, as kept, or with w added, as the pseudocode's S says) or EPA's polytope.
template <class Timeline>
std::vector<std::string> shown_set(const Timeline& t, const Beat& b) {
    std::vector<std::string> out;
    auto add = [&](const auto& vs) {
        for (const auto& v : vs) out.push_back(t.names.name(v));
    };
    if (in_intro(b.phase)) {
        if (b.phase == Phase::IntroSupport && t.variant == Variant::Distance)
            if (const auto* w1 = t.first_point()) out.push_back(t.names.name(*w1));
        return out;
    }
    const LessonRow* row = lesson_row(beat_algorithm(t, b), b.phase);
    const unsigned knows = row ? row->knows : 0;
    if (const auto* g = t.gjk_step(b.step)) {
        add((knows & kKnowsKept) || in_ending(b.phase) ? g->simplex_after : g->simplex_before);
        if ((knows & kKnowsAdded) && g->has_support) out.push_back(t.names.name(g->support));
        return out;
    }
    if (const auto* e = t.epa_step(b.step)) {
        if constexpr (Timeline::dimension == 2)
            add(e->polytope);
        else
            add(e->vertices);
        if (b.phase == Phase::EpaNew && e->has_support) out.push_back(t.names.name(e->support));
    }
    return out;
}

template <class Timeline>
ojson beat_json(const Timeline& t, const Beat& b, int index) {
    const Algorithm algorithm = beat_algorithm(t, b);
    const Pseudocode code = pseudocode(t, b);
    const lesson::Said said = beat_said(t, b);
    ojson line = nullptr;
    if (code.current >= 0)
        line = ojson{{"number", code.current + 1},
                     {"key", code.keys[size_t(code.current)]},
                     {"text", code.lines[size_t(code.current)]}};
    ojson slots = ojson::object();
    for (const auto& [name, value] : said.slots) slots[name] = value;
    ojson values = ojson::object();
    for (const auto& [name, value] : code.values) values[name] = value;
    const bool epa = algorithm == Algorithm::Epa;
    return ojson{{"index", index},
                 {"title", beat_title(t, b)},
                 {"algorithm", in_intro(b.phase)    ? "introduction"
                               : in_ending(b.phase) ? "answer"
                                                    : algorithm_name(algorithm)},
                 {"iteration", in_intro(b.phase) ? ojson(nullptr)
                                                 : ojson(epa ? b.step - t.gjk_count() : b.step)},
                 {"step", b.step},
                 {"phase", phase_name(b.phase)},
                 {"pseudocode", code.title},
                 {"line", line},
                 {epa ? "polytope" : "simplex", shown_set(t, b)},
                 {"marks", mark_names(beat_marks(t, b))},
                 {"caption", said.text},
                 {"template", said.key},
                 {"slots", slots},
                 {"values", values}};
}

template <class Timeline>
int print_lesson(const Timeline& t, const LessonRequest& request) {
    const std::vector<Beat> beats = lesson_beats(t, {request.intro, request.substeps});
    if (request.json) {
        ojson out{{"file", request.file},
                  {"dimension", Timeline::dimension},
                  {"variant", t.variant == Variant::Boolean ? "boolean" : "distance"},
                  {"beats", ojson::array()}};
        for (size_t k = 0; k < beats.size(); ++k)
            out["beats"].push_back(beat_json(t, beats[k], int(k)));
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    for (size_t k = 0; k < beats.size(); ++k) {
        const Beat& b = beats[k];
        const Pseudocode code = pseudocode(t, b);
        std::cout << k + 1 << ". " << beat_title(t, b) << "  (--step " << b.step << " --phase "
                  << phase_name(b.phase) << ")\n";
        if (code.current >= 0)
            std::cout << "   " << code.title << " line " << code.current + 1 << ": "
                      << code.lines[size_t(code.current)].substr(
                             code.lines[size_t(code.current)].find_first_not_of(' '))
                      << "\n";
        std::cout << "   " << beat_caption(t, b) << "\n";
    }
    return 0;
}

/// A lesson beside the query's own (`lesson --cast`, `lesson --mpr`): the same listing and JSON,
/// its beats those `record --cast` / `--mpr` films.
int print_side_lesson(const SideLesson& l, const LessonRequest& request) {
    ojson beats = ojson::array();
    for (size_t k = 0; k < l.beats.size(); ++k) {
        const Beat& b = l.beats[k];
        const Algorithm algorithm = l.algorithm(b);
        const Pseudocode code = l.code(b);
        const lesson::Said said = l.said(b);
        const std::string title = l.title(b);
        const std::string lit = code.current >= 0
                                    ? code.lines[size_t(code.current)].substr(
                                          code.lines[size_t(code.current)].find_first_not_of(' '))
                                    : "";
        if (!request.json) {
            std::cout << k + 1 << ". " << title << "  (" << phase_name(b.phase) << ")\n";
            if (!lit.empty())
                std::cout << "   " << code.title << " line " << code.current + 1 << ": " << lit
                          << "\n";
            std::cout << "   " << said.text << "\n";
            continue;
        }
        ojson slots = ojson::object();
        for (const auto& [name, value] : said.slots) slots[name] = value;
        ojson values = ojson::object();
        for (const auto& [name, value] : code.values) values[name] = value;
        const LessonRow* row = lesson_row(algorithm, b.phase);
        beats.push_back(
            {{"index", k},
             {"title", title},
             {"algorithm", algorithm_name(algorithm)},
             {"iteration", b.step},
             {"phase", phase_name(b.phase)},
             {"pseudocode", code.title},
             {"line", code.current >= 0 ? ojson{{"number", code.current + 1},
                                                {"key", code.keys[size_t(code.current)]},
                                                {"text", code.lines[size_t(code.current)]}}
                                        : ojson(nullptr)},
             {"marks", mark_names(row ? row->marks : 0)},
             {"caption", said.text},
             {"template", said.key},
             {"slots", slots},
             {"values", values}});
    }
    if (request.json)
        std::cout << ojson{{"file", request.file},
                           {"dimension", l.dimension},
                           {"algorithm", algorithm_name(l.algorithm(l.beats.front()))},
                           {"beats", beats}}
                         .dump(2)
                  << "\n";
    return 0;
}

}  // namespace

int lesson_command(const LessonRequest& request) {
    const Scene scene = load_scene(request.file);
    const lesson::LanguageScope language(lesson_language(scene, request.language));
    if (request.cast && request.mpr) throw InputError("--cast and --mpr are two lessons: give one");
    if (request.cast) return print_side_lesson(cast_side_lesson(scene), request);
    if (request.mpr) return print_side_lesson(mpr_side_lesson(scene), request);
    if (scene.dimension == 3) return print_lesson(build_timeline3(scene), request);
    return print_lesson(build_timeline2(scene), request);
}

}  // namespace gjklab
