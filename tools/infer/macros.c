/* macros.c — ids inside a macro's body (issue 34 item 5).
 *
 * A site spelled in the body of a macro that a file under the PATHs defines (an
 * option-parsing macro's "(sbi)->s_uid = __v", a field accessor's
 * "((u32)(i)->i_uid)") comes once per expansion, each placed in the definition
 * (srcmap.c src_def_in_body).  The definition can be rewritten once only when every
 * expansion of the macro in the PATHs' functions (the R_MEXP facts) wants the same
 * conversion there: same kind, family, namespace, munged-ness and operator.  Then
 * the plan keeps one site, "macro" NAME with the count of its expansions; else
 * one listed entry says where they disagree — never a guess. */
#include "infer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int same_place(const struct pitem *a, const struct pitem *b)
{
	return !strcmp(a->at.file, b->at.file) && a->at.line == b->at.line && a->at.col == b->at.col &&
	       a->at.end_line == b->at.end_line && a->at.end_col == b->at.end_col;
}

static int streq0(const char *a, const char *b)
{
	return !strcmp(a ? a : "", b ? b : "");
}

/* Both expansions want the same rewrite at that place. */
static int alike(const struct pitem *a, const struct pitem *b)
{
	return !strcmp(a->kind, b->kind) && a->fam == b->fam && streq0(a->ns, b->ns) && a->munged == b->munged &&
	       streq0(a->op, b->op) && a->nocheck == b->nocheck && streq0(a->from, b->from);
}

/* The macro's expansions in the PATHs' functions: "FILE:LINE:COL", sorted, unique. */
static void expansions_of(const struct facts *fs, const char *macro, const char *deffile, struct strlist *out)
{
	size_t fl = strlen(deffile);
	for (size_t i = 0; i < fs->nf; i++) {
		const struct fact *f = &fs->f[i];
		if (f->rel != R_MEXP || !f->a.label || strcmp(f->a.label, macro) || strncmp(f->op, deffile, fl) ||
		    f->op[fl] != ':')
			continue;
		sl_pushf(out, "%s:%u:%u", f->at.file, f->at.line, f->at.col);
	}
	sl_sort(out);
	sl_uniq(out);
}

static const char *want_of(const struct pitem *it, char *buf, size_t n)
{
	snprintf(buf, n, "%s %s%s%s%s", it->kind, fam_name(it->fam), it->ns ? " " : "", it->ns ? it->ns : "",
		 it->munged ? " munged" : "");
	return buf;
}

/* v[0..n): one place in one macro's body, in expansion order.  Keep v[0] as the one
 * site (1) or list the place (0). */
static int agree(const struct facts *fs, struct pitem **v, size_t n, struct buf *why)
{
	struct strlist exp = { 0 };
	expansions_of(fs, v[0]->macro, v[0]->at.file, &exp);
	for (size_t i = 0; i < n; i++)
		sl_pushs(&exp, v[i]->mexp);
	sl_sort(&exp);
	sl_uniq(&exp);
	int ok = 1;
	char w[160];
	for (size_t k = 0; k < exp.n; k++) {
		const struct pitem *hit = NULL;
		for (size_t i = 0; i < n && !hit; i++)
			if (!strcmp(v[i]->mexp, exp.v[k]))
				hit = v[i];
		ok &= hit && alike(hit, v[0]);
		buf_printf(why, "%s%s %s", k ? ", " : "", exp.v[k], hit ? want_of(hit, w, sizeof(w)) : "no conversion");
	}
	if (ok) {
		why->len = 0;
		buf_printf(why, "%zu", exp.n);
	}
	sl_free(&exp);
	return ok;
}

static int by_place(const void *x, const void *y)
{
	const struct pitem *a = *(const struct pitem *const *)x, *b = *(const struct pitem *const *)y;
	int c = strcmp(a->at.file, b->at.file);
	if (!c)
		c = a->at.line != b->at.line ? (a->at.line < b->at.line ? -1 : 1) : 0;
	if (!c)
		c = a->at.col != b->at.col ? (a->at.col < b->at.col ? -1 : 1) : 0;
	if (!c)
		c = strcmp(a->mexp, b->mexp);
	return c ? c : (a < b ? -1 : a > b);
}

static void one_place(const struct facts *fs, struct plan *p, struct pitem **v, size_t n)
{
	struct buf why = { 0 };
	if (agree(fs, v, n, &why)) {
		struct pitem *it = v[0];
		it->expansions = (size_t)strtoul(why.s, NULL, 10);
		char *w = xasprintf("%s; in the definition of macro %s, the same at every expansion (%zu)", it->why,
				    it->macro, it->expansions);
		free(it->why);
		it->why = w;
		it->has_error_path = !strcmp(it->kind, "boundary-in");
		it->error_path = 0; /* no exit of one function to copy: listed by convert */
		free(it->inode);
		it->inode = NULL; /* an expansion's own text */
		free(it->function);
		it->function = xstrdup("");
		free(it->mexp);
		it->mexp = NULL;
		for (size_t i = 1; i < n; i++)
			v[i]->kind[0] = '\0'; /* dropped below */
	} else {
		char *w = xasprintf("ids inside macro %s's body: expansions disagree (%s): convert them at each "
				    "expansion by hand, or split the macro", v[0]->macro, why.s);
		plan_listed(p, v[0]->kind, &v[0]->at, v[0]->macro, w);
		free(w);
		for (size_t i = 0; i < n; i++)
			v[i]->kind[0] = '\0';
	}
	buf_free(&why);
}

void macro_sites(const struct facts *fs, struct plan *p)
{
	size_t n = 0;
	for (size_t i = 0; i < p->nsites; i++)
		n += p->sites[i].mexp != NULL;
	if (!n)
		return;
	struct pitem **v = xmalloc(n * sizeof(*v));
	n = 0;
	for (size_t i = 0; i < p->nsites; i++)
		if (p->sites[i].mexp)
			v[n++] = &p->sites[i];
	qsort(v, n, sizeof(*v), by_place);
	for (size_t i = 0; i < n;) {
		size_t j = i + 1;
		while (j < n && same_place(v[j], v[i]) && !strcmp(v[j]->macro, v[i]->macro))
			j++;
		one_place(fs, p, v + i, j - i);
		i = j;
	}
	free(v);
	size_t w = 0;
	for (size_t i = 0; i < p->nsites; i++) {
		if (!p->sites[i].kind[0]) {
			item_free(&p->sites[i]);
			continue;
		}
		p->sites[w++] = p->sites[i];
	}
	p->nsites = w;
}
