// `gjklab record`: the whole timeline of a scene, every GJK then EPA step, into a video or PNG
// frames, with eased transitions, optional captions and a progress bar on the terminal.
#pragma once

#include "cli/cli.h"

namespace gjklab {

int record_command(const RecordRequest& request);

}  // namespace gjklab
