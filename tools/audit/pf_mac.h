/* pf_mac.h — the function bodies macros define that can be blanked (pf_mac.c). */
#ifndef KIDPUSH_PF_MAC_H
#define KIDPUSH_PF_MAC_H

#include "pf_db.h"

/* Once S is known: sets pf_mregion.blank in every macro of db's files; audited[id]:
 * file id is under an audited path and read by a unit that is parsed.  Returns how
 * many regions can be blanked. */
size_t pf_mac_regions(struct db *db, const unsigned char *audited);

#endif
