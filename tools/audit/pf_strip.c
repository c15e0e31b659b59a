/* pf_strip.c — the headers a parse reads with their function bodies blanked.
 *
 * A finding is reported only in a file under an audited path (visit.c), so nothing
 * inside the body of a function defined in a header outside them can be one; yet
 * clang spends most of a kernel file's parse in those bodies (static inline
 * functions by the thousand).  So such a header is handed to libclang as an unsaved
 * file whose function bodies (pf_scan.c: at file scope, after ')', with no
 * preprocessor directive inside) are blanked: every byte between the braces but
 * newlines becomes a space.  Length, lines and columns stay; every declaration,
 * macro and #include stays; a function keeps its type.  What is lost is what only a
 * body says: diagnostics inside it, and nothing else a C compile of another file
 * can see (a body's declarations are its own).  Design and evidence: doc/audit.md. */
#include "pf.h"
#include "pool.h"

#include <stdio.h>
#include <string.h>

/* Only blanks on lines of their own: a brace that ends its line ('{') or starts it ('}'). */
static int own_lines(const char *text, size_t len, const struct pf_body *b)
{
	size_t k = b->from;
	while (k < len && (text[k] == ' ' || text[k] == '\t' || text[k] == '\r'))
		k++;
	if (k >= len || text[k] != '\n')
		return 0;
	k = b->to;
	while (k > 0 && (text[k - 1] == ' ' || text[k - 1] == '\t'))
		k--;
	return k > 0 && text[k - 1] == '\n';
}

/* Blanks text[from, to) but newlines and line continuations (a macro stays one line). */
static void blank(char *text, uint32_t from, uint32_t to)
{
	for (uint32_t k = from; k < to; k++) {
		if (text[k] == '\n')
			continue;
		if (text[k] == '\\' && k + 1 < to &&
		    (text[k + 1] == '\n' || (k + 2 < to && text[k + 1] == '\r' && text[k + 2] == '\n'))) {
			k += text[k + 1] == '\r';
			continue;
		}
		text[k] = ' ';
	}
}

/* f's text with its bodies blanked (all, or those only[] marks on lines of their own)
 * and, with regions, the function bodies its macros define that pf_mac.c marked;
 * NULL when the file is no longer what was scanned (length, or a brace where a body
 * starts or ends).  *n: bodies and regions blanked. */
char *pf_blank_text(const struct pf_file *f, const unsigned char *only, int regions, size_t *n)
{
	size_t len = 0;
	*n = 0;
	char *text = read_text_regular(f->path, &len);
	if (!text)
		return NULL;
	if (len != f->len)
		goto changed;
	for (size_t i = 0; i < f->nbodies; i++) {
		const struct pf_body *b = &f->bodies[i];
		if (b->from == 0 || b->to >= len || b->from > b->to || text[b->from - 1] != '{' || text[b->to] != '}')
			goto changed;
		if (only && (!only[i] || !own_lines(text, len, b)))
			continue;
		blank(text, b->from, b->to);
		++*n;
	}
	for (size_t i = 0; regions && i < f->nmacros; i++)
		for (uint32_t r = 0; r < f->macros[i].nregions; r++) {
			const struct pf_mregion *g = &f->macros[i].regions[r];
			if (!g->blank)
				continue;
			if (g->from == 0 || g->to >= len || g->from > g->to || text[g->from - 1] != '{' || text[g->to] != '}')
				goto changed;
			blank(text, g->from, g->to);
			++*n;
		}
	return text;
changed:
	note("%s changed since the prefilter read it; parsed as it is", f->path);
	free(text);
	return NULL;
}

void blanked_free(struct run *r)
{
	for (size_t i = 0; i < r->nblank; i++) {
		free((char *)r->blank[i].path);
		free((char *)r->blank[i].text);
	}
	free(r->blank);
	r->blank = NULL;
	r->nblank = 0;
	for (size_t i = 0; i < r->njobs; i++) {
		free(r->jobs[i].blanked);
		r->jobs[i].blanked = NULL;
		r->jobs[i].nblanked = 0;
	}
}
