/* unit.c — see unit.h. */
#include "unit.h"

#include "kp-alloc.h"

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

static void note_inclusion(CXFile inc, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	(void)stack, (void)depth;
	CXString s = clang_getFileName(inc);
	const char *n = clang_getCString(s);
	if (n)
		sl_pushs((struct strlist *)data, n);
	clang_disposeString(s);
}

int unit_parse(CXIndex index, const char *path, const struct strlist *args, struct CXUnsavedFile *un,
	       unsigned nun, unsigned opts, struct unit *u)
{
	return unit_parse_read(index, path, args, un, nun, opts, u, NULL);
}

int unit_parse_read(CXIndex index, const char *path, const struct strlist *args, struct CXUnsavedFile *un,
		    unsigned nun, unsigned opts, struct unit *u, struct strlist *read)
{
	memset(u, 0, sizeof(*u));
	CXTranslationUnit tu = NULL;
	enum CXErrorCode e = clang_parseTranslationUnit2(index, path, (const char *const *)args->v, (int)args->n,
							 un, nun, opts, &tu);
	if (e != CXError_Success || !tu) {
		u->reason = xasprintf("libclang error %d%s", (int)e, e == CXError_Crashed ? " (crashed)" : "");
		if (tu)
			clang_disposeTranslationUnit(tu);
		return 0;
	}
	char *fatal = NULL;
	for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		if (!fatal && (sev == CXDiagnostic_Fatal || (sev == CXDiagnostic_Error && missing_file(d))))
			fatal = diag_text(d);
		if (sev >= CXDiagnostic_Error) {
			u->errors++;
			if (!u->first)
				u->first = diag_text(d);
		}
		clang_disposeDiagnostic(d);
	}
	if (read) /* also for a unit skipped below: a fix to what it read makes it parse */
		clang_getInclusions(tu, note_inclusion, read);
	if (fatal) {
		/* A missing header leaves a truncated AST: skip the file rather than look at half of it. */
		u->reason = fatal;
		free(u->first);
		u->first = NULL;
		u->errors = 0;
		clang_disposeTranslationUnit(tu);
		return 0;
	}
	u->tu = tu;
	return 1;
}
