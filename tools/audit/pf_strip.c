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

/* f's text with its bodies blanked, or NULL when the file is no longer what was
 * scanned (length, or a brace where a body starts or ends). */
char *pf_blank_text(const struct pf_file *f)
{
	size_t len = 0;
	char *text = read_text(f->path, &len);
	if (!text)
		return NULL;
	if (len != f->len)
		goto changed;
	for (size_t i = 0; i < f->nbodies; i++) {
		const struct pf_body *b = &f->bodies[i];
		if (b->from == 0 || b->to >= len || b->from > b->to || text[b->from - 1] != '{' || text[b->to] != '}')
			goto changed;
		for (uint32_t k = b->from; k < b->to; k++)
			if (text[k] != '\n')
				text[k] = ' ';
	}
	return text;
changed:
	fprintf(stderr, "kidpush-audit: %s changed since the prefilter read it; parsed as it is\n", f->path);
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
