/* kp-plan.h — the convert plan's schema (doc/plan-format.md), its one owner:
 * the parts of a version 1 plan and the keys of each, with their JSON types,
 * in one table (kp-plan.c).  The writer checks what it built
 * (kidpush-infer, before writing the plan), the reader what it was given
 * (kidpush-convert, before using a plan).  A key the table does not name is
 * an error on both sides: a new key goes into the table, the document and
 * the writer in one change. */
#ifndef KP_PLAN_H
#define KP_PLAN_H

#include <jansson.h>

#include "kp-buf.h"

#define KP_PLAN_VERSION 1

/* 0 when PLAN matches the schema; -1 when it does not, with the first
 * reason appended to WHY (`sites[3]: "line" is not an integer`) */
int kp_plan_check(const json_t *plan, struct buf *why);

/* the schema as text, one "PART KEY TYPE required|optional" a line (PART
 * "plan" for the top object), for the document's test */
void kp_plan_describe(struct buf *out);

#endif
