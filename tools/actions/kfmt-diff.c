/* kfmt: reads `git diff -U0` output of one file: which lines were added,
 * and the lines each hunk removed. */
#include "kfmt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hunks_free(struct hunks *h)
{
	for (size_t i = 0; i < h->n; i++) {
		for (size_t k = 0; k < h->v[i].nold; k++) free(h->v[i].old[k]);
		free(h->v[i].old);
	}
	free(h->v);
	memset(h, 0, sizeof *h);
}

int diff_read(const char *path, struct lines *l, struct hunks *h)
{
	FILE *f = fopen(path, "rb");
	if (!f) return -1;
	memset(h, 0, sizeof *h);
	char *buf = NULL;
	size_t cap = 0;
	ssize_t r;
	int bad = 0, in_hunk = 0;
	while (!bad && (r = getline(&buf, &cap, f)) >= 0) {
		if (r && buf[r - 1] == '\n') buf[--r] = 0;
		if (!strncmp(buf, "@@ ", 3)) {
			unsigned long os, oc = 1, ns, nc = 1;
			const char *p = strchr(buf + 3, '+');
			if (sscanf(buf, "@@ -%lu,%lu", &os, &oc) < 1 || !p || sscanf(p, "+%lu,%lu", &ns, &nc) < 1) { bad = 1; break; }
			if (nc && (ns < 1 || ns - 1 + nc > l->n)) { bad = 1; break; }
			h->v = xrealloc(h->v, (h->n + 1) * sizeof *h->v);
			h->v[h->n++] = (struct hunk){ NULL, 0, nc ? ns - 1 : ns, nc };
			for (unsigned long k = 0; k < nc; k++) l->added[ns - 1 + k] = 1;
			in_hunk = 1;
			continue;
		}
		if (!in_hunk) {
			static const char *const hdr[] = { "diff ", "index ", "--- ", "+++ ", "new file", "deleted file",
							   "old mode", "new mode", "similarity", "rename ", NULL };
			int known = 0;
			for (const char *const *p = hdr; *p && !known; p++) known = !strncmp(buf, *p, strlen(*p));
			if (!known) bad = 1;
			continue;
		}
		if (buf[0] == '-') {
			struct hunk *hk = &h->v[h->n - 1];
			hk->old = xrealloc(hk->old, (hk->nold + 1) * sizeof *hk->old);
			hk->old[hk->nold++] = xstrndup(buf + 1, (size_t)r - 1);
		} else if (buf[0] != '+' && buf[0] != '\\') {
			in_hunk = 0;	/* the next file's header */
			if (strncmp(buf, "diff ", 5)) bad = 1;
		}
	}
	free(buf);
	fclose(f);
	if (bad) { hunks_free(h); return -1; }
	return 0;
}
