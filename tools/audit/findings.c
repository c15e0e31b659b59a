/* findings.c — the list of findings: add, merge, sort and de-duplicate. */
#include "audit.h"

#include <stdlib.h>
#include <string.h>

static const char *const names[K_NKINDS] = {
	"raw-compare", "raw-mix", "converted-compare", "raw-use", "raw-carrier", "boundary-in", "boundary-out",
};

static const char *const helps[K_NKINDS] = {
	"comparison between IDs where an operand has a raw ID type; use uid_eq/gid_eq/projid_eq/qid_eq",
	"a raw ID moved into a kernel ID type or back without make_kuid/from_kuid (kgid, kprojid, kqid)",
	"IDs compared after conversion (from_kuid(..) == .., __kuid_val(..) == ..); use uid_eq and friends",
	"a kernel ID printed, hashed or used as an index without from_kuid/from_kgid/__kuid_val",
	"(--infer) a raw uid_t/u32/... declaration that carries kernel IDs by plain copies: retype it to kuid_t/kgid_t",
	"(--infer) a raw value from outside (mount option, wire/disk, user space) meets a kernel ID: make_kuid() there",
	"(--infer) a kernel ID leaves (wire/disk, printk, seq_file, user space, hash): from_kuid() there",
};

const char *kind_name(enum kind k)
{
	return k < K_NKINDS ? names[k] : "?";
}

const char *kind_help(enum kind k)
{
	return k < K_NKINDS ? helps[k] : "?";
}

void findings_add(struct findings *fs, enum kind k, const char *file, unsigned line,
		  unsigned col, const char *function, const char *message, const char *source)
{
	if (fs->n == fs->cap) {
		fs->cap = fs->cap ? fs->cap * 2 : 16;
		fs->v = xrealloc(fs->v, fs->cap * sizeof(*fs->v));
	}
	struct finding *f = &fs->v[fs->n++];
	f->kind = k;
	f->file = xstrdup(file);
	f->line = line;
	f->col = col;
	f->function = xstrdup(function ? function : "");
	f->message = xstrdup(message ? message : "");
	f->source = xstrdup(source ? source : "");
}

void findings_merge(struct findings *dst, struct findings *src)
{
	for (size_t i = 0; i < src->n; i++) {
		if (dst->n == dst->cap) {
			dst->cap = dst->cap ? dst->cap * 2 : 16;
			dst->v = xrealloc(dst->v, dst->cap * sizeof(*dst->v));
		}
		dst->v[dst->n++] = src->v[i];
	}
	free(src->v);
	src->v = NULL;
	src->n = src->cap = 0;
}

static int cmp(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->file, y->file);
	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return 0;
}

static void free_one(struct finding *f)
{
	free(f->file);
	free(f->function);
	free(f->message);
	free(f->source);
}

/* A header included by several audited files yields the same finding several times. */
void findings_sort_unique(struct findings *fs)
{
	if (fs->n == 0)
		return;
	qsort(fs->v, fs->n, sizeof(*fs->v), cmp);
	size_t w = 1;
	for (size_t i = 1; i < fs->n; i++) {
		if (cmp(&fs->v[w - 1], &fs->v[i]) == 0)
			free_one(&fs->v[i]);
		else
			fs->v[w++] = fs->v[i];
	}
	fs->n = w;
}

void findings_free(struct findings *fs)
{
	for (size_t i = 0; i < fs->n; i++)
		free_one(&fs->v[i]);
	free(fs->v);
	fs->v = NULL;
	fs->n = fs->cap = 0;
}
