/* visit.h — walking one parsed translation unit and recording findings. */
#ifndef KIDPUSH_VISIT_H
#define KIDPUSH_VISIT_H

#include "tu.h"

/* Walk the TU's declarations from audited files, run every kind's checks. */
void visit_tu(struct tuctx *ctx);

#endif
