/* pf_db.h — the prefilter's shared state: the files read, the interned names, the
 * include resolution cache (prefilter.c), and the closure of S over them (pf_fix.c). */
#ifndef KIDPUSH_PF_DB_H
#define KIDPUSH_PF_DB_H

#include "pf.h"
#include "pool.h"

#include <stdio.h>

struct u32v {
	uint32_t *v;
	size_t n, cap;
};

struct spath {
	struct strlist quote, angle, incfiles, defines;
	uint32_t key;
};

struct db {
	struct strtab st;    /* identifiers */
	struct strtab paths; /* file path -> index into files */
	struct pf_file **files;
	size_t capfiles;
	struct strtab keys;  /* search-path lists, resolution cache keys */
	uint32_t *resolved;  /* key id -> file id + 1, 0 none, UINT32_MAX unknown */
	size_t capres;
	struct u32v cands;
	uint32_t *plain;     /* per identifier: macro parameters used as themselves (all: not a macro) */
	struct pf_macro *defs; /* -D NAME=VALUE of all jobs */
	size_t ndefs, capdefs;
	const struct run *r;
	struct u32v mdef;    /* pairs (member id, file id): a member of S and a file whose
			      * struct/union declares it with an ID type (pf_fix.c) */
	/* pf_local.c, for blanking: per identifier, added to S by the .c file at hand */
	unsigned char *lflags;
	struct u32v lset;
};

struct tu {
	uint32_t *files;
	size_t n, cap;
	char *unsure;
};

/* S over the files of all translation units: PF_IN_S / PF_IN_SF in db->st.flags.
 * dump (may be NULL): each name of S with the rule that added it. */
void pf_fixpoint(struct db *db, const struct tu *tus, size_t ntus, FILE *dump);

#endif
