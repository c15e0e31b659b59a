/* query.h — Coccinelle's grep query for a rule file: the identifiers a C file
 * must contain for the rule to possibly match (from `spatch --parse-cocci`,
 * the same test spatch applies itself).  Used to avoid starting spatch on
 * files that cannot match. */
#ifndef KIDPUSH_QUERY_H
#define KIDPUSH_QUERY_H
#include "kp.h"

/* Extracts the query text from `spatch --parse-cocci` output: NULL when the
 * rule has no query (every file is a candidate). */
char *query_from_parse_output(const char *out);

/* Evaluates a query ("a || (b && c)") on a file's content: an identifier
 * matches when it occurs as a whole word.  Returns 1 (may match), 0 (cannot
 * match).  A NULL query or one that cannot be parsed returns 1. */
int query_match(const char *query, const char *content);

#endif
