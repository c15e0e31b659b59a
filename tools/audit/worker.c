/* worker.c — parse one file (the front end's unit.c), report unparsable files, run the visitor. */
#include "pool.h"
#include "unit.h"
#include "visit.h"

#include <clang-c/Index.h>
#include <stdlib.h>

void audit_file(void *index, struct job *j, const struct run *r, struct findings *out)
{
	if (j->prefiltered) {
		/* No file of its translation unit under an audited path names anything of an
		 * ID type (prefilter.c): it cannot have a finding. */
		j->res.parsed = 1;
		return;
	}
	unsigned opts = CXTranslationUnit_KeepGoing | CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles;
	/* Headers outside the audited paths with their function bodies blanked (pf_strip.c). */
	struct CXUnsavedFile *un = j->nblanked ? xmalloc(j->nblanked * sizeof(*un)) : NULL;
	for (size_t i = 0; i < j->nblanked; i++)
		un[i] = (struct CXUnsavedFile){ r->blank[j->blanked[i]].path, r->blank[j->blanked[i]].text,
						r->blank[j->blanked[i]].len };
	struct unit u;
	j->res.parsed = unit_parse((CXIndex)index, j->res.path, &j->args, un, (unsigned)j->nblanked, opts, &u);
	free(un);
	if (!j->res.parsed) {
		/* A crash of the parser, a missing header: said, and the file counts as skipped. */
		j->res.reason = u.reason;
		return;
	}
	CXTranslationUnit tu = u.tu;
	j->res.errors = u.errors;
	j->res.reason = u.first;
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
