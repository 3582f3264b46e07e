// Practice mode in the window (model/practice.h): at a beat that reveals something, the views
// keep the beat before and the Step panel asks the question; a click in A - B or a choice
// answers it, the verdict says why, and the beat is shown. The score stays in the panel.
#pragma once

#include <optional>

#include "model/practice.h"

namespace gjklab {

struct AppState;
class Canvas;

/// The question waiting at the current beat (practice on, not answered yet), if any.
std::optional<PracticeQuestion> pending_question(const AppState& s);
/// The beat the views draw: the one before a pending question's, whose reveal waits.
Beat shown_beat(const AppState& s);
/// Turns practice on (from the first beat, a fresh score) or off.
void set_practice(AppState& s, bool on);
/// A left click in the views answering "where is w?": judged and taken (true), else false.
bool take_practice_click(AppState& s);
/// After a "where is w?" answer: the click on the views, ringed green or red, with a dashed
/// line to w when it missed.
void paint_practice_click(const AppState& s, Canvas& c);
/// The Step panel's practice part: the question and its choices, or the verdict, and the
/// score. True when it drew a question or a verdict (instead of the beat's caption).
bool draw_practice(AppState& s);

}  // namespace gjklab
