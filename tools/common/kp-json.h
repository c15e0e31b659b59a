/* kp-json.h — JSON string output (the reports of the gate and the audit). */
#ifndef KIDPUSH_KP_JSON_H
#define KIDPUSH_KP_JSON_H

#include <stdio.h>

/* Writes s to f as a quoted, escaped JSON string; writes null when s is NULL. */
void json_str(FILE *f, const char *s);
/* PREFIX, "KEY": and s as json_str writes it: one member of an object. */
void json_field(FILE *f, const char *prefix, const char *key, const char *s);
/* The escaped characters of s without the quotes. */
void json_str_body(FILE *f, const char *s);

#endif
