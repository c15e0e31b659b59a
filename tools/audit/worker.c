/* worker.c — parse one file with libclang, report unparsable files, run the visitor. */
#include "pool.h"
#include "visit.h"

#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

static char *diag_text(CXDiagnostic d)
{
	CXString s = clang_formatDiagnostic(d, CXDiagnostic_DisplaySourceLocation);
	char *r = xstrdup(clang_getCString(s) ? clang_getCString(s) : "?");
	clang_disposeString(s);
	return r;
}

/* KeepGoing turns a missing #include into a plain error; it still truncates the AST. */
static int missing_file(CXDiagnostic d)
{
	CXString s = clang_getDiagnosticSpelling(d);
	const char *m = clang_getCString(s);
	int r = m && strstr(m, "file not found") != NULL;
	clang_disposeString(s);
	return r;
}

void audit_file(void *index, struct job *j, const struct run *r, struct findings *out)
{
	if (j->prefiltered) {
		/* No file of its translation unit under an audited path names anything of an
		 * ID type (prefilter.c): it cannot have a finding. */
		j->res.parsed = 1;
		return;
	}
	CXTranslationUnit tu = NULL;
	unsigned opts = CXTranslationUnit_KeepGoing | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles;
	/* Headers outside the audited paths with their function bodies blanked (pf_strip.c). */
	struct CXUnsavedFile *un = j->nblanked ? xmalloc(j->nblanked * sizeof(*un)) : NULL;
	for (size_t i = 0; i < j->nblanked; i++)
		un[i] = (struct CXUnsavedFile){ j->blanked[i]->path, j->blanked[i]->text, j->blanked[i]->len };
	enum CXErrorCode e = clang_parseTranslationUnit2((CXIndex)index, j->res.path,
							 (const char *const *)j->args.v, (int)j->args.n,
							 un, (unsigned)j->nblanked, opts, &tu);
	free(un);
	j->res.parsed = 0;
	if (e != CXError_Success || !tu) {
		j->res.reason = xasprintf("libclang error %d%s", (int)e,
					  e == CXError_Crashed ? " (crashed)" : "");
		return;
	}
	char *fatal = NULL, *first = NULL;
	unsigned errors = 0;
	for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		if (!fatal && (sev == CXDiagnostic_Fatal || (sev == CXDiagnostic_Error && missing_file(d))))
			fatal = diag_text(d);
		if (sev >= CXDiagnostic_Error) {
			errors++;
			if (!first)
				first = diag_text(d);
		}
		clang_disposeDiagnostic(d);
	}
	if (fatal) {
		/* A missing header leaves a truncated AST: skip the file rather than audit half of it. */
		j->res.reason = fatal;
		free(first);
		clang_disposeTranslationUnit(tu);
		return;
	}
	j->res.parsed = 1;
	j->res.errors = errors;
	j->res.reason = first;
	struct tuctx ctx = { .tu = tu, .tree = r->tree, .roots = r->roots, .nroots = r->nroots };
	struct findings mine = { 0 };
	ctx.out = &mine;
	visit_tu(&ctx);
	tuctx_free(&ctx);
	findings_sort_unique(&mine);
	j->nfindings = mine.n;
	findings_merge(out, &mine);
	clang_disposeTranslationUnit(tu);
}
