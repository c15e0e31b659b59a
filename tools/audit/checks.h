/* checks.h — the table of kinds (checks.c) and their registration functions. */
#ifndef KIDPUSH_CHECKS_H
#define KIDPUSH_CHECKS_H

/* checks.c: registers every kind's hooks (once; safe from several threads). */
void checks_init(void);

/* The kinds' registration functions (kind_NAME.c), in checks.c's table. */
void register_kind_compare(void);
void register_kind_mix(void);
void register_kind_use(void);
void register_kind_ns(void);

#endif
