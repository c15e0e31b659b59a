/* kind_infer.c — raw-carrier, boundary-in, boundary-out (--infer): the ID type
 * inference of tools/infer/ (kidpush-infer) over the audited files, its plan turned
 * into findings: declarations to retype and the boundaries, mechanical or listed. */
#include "infer.h"
#include "pool.h"

#include <stdio.h>
#include <string.h>

static char *line_of(const char *tree, const char *rel, unsigned line)
{
	char *p = rel[0] == '/' ? xstrdup(rel) : xasprintf("%s/%s", tree, rel);
	FILE *f = fopen(p, "r");
	free(p);
	char *buf = NULL, *r = NULL;
	size_t cap = 0;
	for (unsigned l = 1; f && getline(&buf, &cap, f) > 0; l++)
		if (l == line) {
			char *s = buf + strspn(buf, " \t");
			s[strcspn(s, "\r\n")] = 0;
			r = xstrdup(s);
			break;
		}
	if (f)
		fclose(f);
	free(buf);
	return r ? r : xstrdup("");
}

static void add(struct run *r, enum kind k, const struct pitem *it, const char *what)
{
	char *src = line_of(r->tree, it->at.file, it->at.line);
	char *msg = xasprintf("%s: %s", what, it->why);
	findings_add(&r->all, k, it->at.file, it->at.line, it->at.col, it->function ? it->function : "", msg, src);
	free(msg);
	free(src);
}

void audit_infer(struct run *r, unsigned workers)
{
	struct infer_in in = { .tree = r->tree, .roots = r->roots, .nroots = r->nroots, .jobs = workers,
			       .quiet = 1 };
	in.nfiles = r->njobs;
	in.files = xmalloc((r->njobs + 1) * sizeof(*in.files));
	memset(in.files, 0, (r->njobs + 1) * sizeof(*in.files));
	for (size_t i = 0; i < r->njobs; i++) {
		in.files[i].path = r->jobs[i].res.path;
		in.files[i].rel = r->jobs[i].res.rel;
		in.files[i].args = r->jobs[i].args;
	}
	struct facts fs = { 0 };
	infer_collect(&in, &fs);
	struct plan p = { 0 };
	infer_graph(&fs, &p);
	for (size_t i = 0; i < p.nretype; i++) {
		char *w = xasprintf("%s %s (%s) -> %s", p.retype[i].kind, p.retype[i].name, p.retype[i].from, p.retype[i].to);
		add(r, K_RAW_CARRIER, &p.retype[i], w);
		free(w);
	}
	for (size_t i = 0; i < p.nsites; i++) {
		const struct pitem *it = &p.sites[i];
		if (!strcmp(it->kind, "boundary-in") || !strcmp(it->kind, "acl-in"))
			add(r, K_BOUNDARY_IN, it, it->ns ? it->ns : "");
		else if (!strcmp(it->kind, "boundary-out") || !strcmp(it->kind, "acl-out") ||
			 !strcmp(it->kind, "boundary-ptr"))
			add(r, K_BOUNDARY_OUT, it, it->munged ? "munged" : it->ns ? it->ns : "");
	}
	for (size_t i = 0; i < p.nlisted; i++) {
		const struct pitem *it = &p.listed[i];
		if (!strcmp(it->kind, "retype") || !strcmp(it->kind, "carrier-conflict"))
			add(r, K_RAW_CARRIER, it, "not mechanical");
		else if (!strcmp(it->kind, "boundary-in") || !strcmp(it->kind, "boundary"))
			add(r, K_BOUNDARY_IN, it, "not mechanical");
		else if (!strcmp(it->kind, "boundary-out"))
			add(r, K_BOUNDARY_OUT, it, "not mechanical");
	}
	/* A file the inference could not parse (a crash of libclang's parser, a missing
	 * header) was not looked at for these kinds: skipped, named with the reason, even
	 * when the audit's own checks parsed it or the prefilter ruled it out. */
	for (size_t i = 0; i < in.nfiles; i++) {
		struct fileres *res = &r->jobs[i].res;
		if (!in.files[i].parsed && res->parsed) {
			res->parsed = 0;
			free(res->reason);
			res->reason = xasprintf("inference (--infer): %s", in.files[i].reason ? in.files[i].reason : "?");
		}
		free(in.files[i].reason);
	}
	free(in.files);
	plan_free(&p);
	facts_free(&fs);
	sl_free(&in.read);
	findings_sort_unique(&r->all);
}
