/* inline.h — small functions defined outside the PATHs (a shared library's
 * inline decoders and encoders in a header) classified by their bodies, as
 * the PATHs' own functions are by the walk: a function whose every return is
 * a known decoder's value is a decoder of that class; a parameter handed
 * whole to a known encoder is an encoder's argument.  Nothing is known by
 * the function's own name. */
#ifndef KIDPUSH_INFER_INLINE_H
#define KIDPUSH_INFER_INLINE_H

#include <clang-c/Index.h>

#include "infer.h"

struct inline_memo; /* the summaries of one unit's functions */

/* DEF: a function definition outside the PATHs.  The class of the values it
 * returns (B_NONE: not a decoder, or not small enough to tell). */
enum bclass inline_returns(struct inline_memo **m, CXTranslationUnit tu, CXCursor def);
/* The class of the encoder its parameter I goes to whole (B_NONE: none). */
enum bclass inline_param_sink(struct inline_memo **m, CXTranslationUnit tu, CXCursor def, int i);
void inline_memo_free(struct inline_memo *m);

#endif
