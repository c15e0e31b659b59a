/* kp-json.h — JSON string output shared by the sparse gate (checks/) and the audit (tools/audit/). */
#ifndef KIDPUSH_KP_JSON_H
#define KIDPUSH_KP_JSON_H

#include <stdio.h>

/* Writes s to f as a quoted, escaped JSON string; writes null when s is NULL. */
void json_str(FILE *f, const char *s);

#endif
