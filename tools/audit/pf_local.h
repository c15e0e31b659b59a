/* pf_local.h — the names a .c file adds to S for itself (pf_local.c). */
#ifndef KIDPUSH_PF_LOCAL_H
#define KIDPUSH_PF_LOCAL_H

#include "pf_db.h"

/* Sets lf[id] for each name f's own declarations and macros can add to S (a
 * superset), each also pushed on set; plain: db->plain (pf_fix.c). */
void pf_local_S(const struct db *db, const struct pf_file *f, const uint32_t *plain, unsigned char *lf,
		struct u32v *set);
/* Clears what pf_local_S set. */
void pf_local_clear(unsigned char *lf, struct u32v *set);

#endif
