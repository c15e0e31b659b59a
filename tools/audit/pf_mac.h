/* pf_mac.h — the function bodies macros define that can be blanked (pf_mac.c). */
#ifndef KIDPUSH_PF_MAC_H
#define KIDPUSH_PF_MAC_H

#include "pf_db.h"

struct pf_mac;

/* Once S is known: the taint of every macro's argument positions from the macro
 * bodies, and what each audited file's text adds (audited[id]: file id is under an
 * audited path and read by a unit that is parsed). */
struct pf_mac *pf_mac_new(struct db *db, const unsigned char *audited);
/* The group of a unit (its files): units whose audited files add the same taint. */
size_t pf_mac_group(struct pf_mac *m, const uint32_t *files, size_t nfiles);
size_t pf_mac_ngroups(const struct pf_mac *m);
/* Sets pf_mregion.blank in every macro for the units of group g; returns how many. */
size_t pf_mac_apply(struct pf_mac *m, size_t g);
void pf_mac_free(struct pf_mac *m);

#endif
