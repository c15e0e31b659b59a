/* kp-json.h — JSON string output (the reports of the gate and the audit). */
#ifndef KIDPUSH_KP_JSON_H
#define KIDPUSH_KP_JSON_H

#include <stdio.h>

/* Writes s to f as a quoted, escaped JSON string; writes null when s is NULL.
 * JSON text is UTF-8 (RFC 8259): a byte of s that is not part of a
 * well-formed UTF-8 sequence (a file name in another encoding) is written
 * as \u00XX, the character of the same number. */
void json_str(FILE *f, const char *s);
/* PREFIX, "KEY": and s as json_str writes it: one member of an object. */
void json_field(FILE *f, const char *prefix, const char *key, const char *s);
/* The escaped characters of s without the quotes. */
void json_str_body(FILE *f, const char *s);
/* The string a JSON reader gets back from json_str(s) (malloc'd): s with
 * each byte that is not UTF-8 as U+00XX, for comparing a name with one
 * read from a report. */
char *json_text(const char *s);

#endif
