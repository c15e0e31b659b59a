/* probe.c — find the gcc-only flags clang rejects: parse an empty buffer with the
 * flags and drop every argument a diagnostic names as unknown or unsupported. */
#include "flags.h"

#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

static int names_rejected_flag(const char *msg)
{
	return strstr(msg, "unknown argument") || strstr(msg, "not supported") ||
	       strstr(msg, "unsupported") || strstr(msg, "hasn't been enabled") ||
	       strstr(msg, "invalid argument") || strstr(msg, "unknown target");
}

/* Drops from args every argument quoted in msg; returns how many. */
static int drop_quoted(struct strlist *args, struct strlist *dropped, const char *msg)
{
	int n = 0;
	for (const char *p = strchr(msg, '\''); p; p = strchr(p + 1, '\'')) {
		const char *e = strchr(p + 1, '\'');
		if (!e)
			break;
		char *q = xasprintf("%.*s", (int)(e - p - 1), p + 1);
		for (size_t i = 0; i < args->n; i++) {
			if (strcmp(args->v[i], q) == 0) {
				if (!sl_contains(dropped, q))
					sl_pushs(dropped, q);
				n++;
			}
		}
		free(q);
		p = e;
	}
	if (n)
		drop_args(args, dropped);
	return n;
}

void probe_args(struct strlist *args, struct strlist *dropped, const char *tree)
{
	CXIndex idx = clang_createIndex(0, 0);
	char *name = xasprintf("%s/.kidpush-audit-probe.c", tree);
	struct CXUnsavedFile uf = { name, "int kidpush_audit_probe;\n", 25 };
	for (int round = 0; round < 8; round++) {
		CXTranslationUnit tu = NULL;
		enum CXErrorCode e = clang_parseTranslationUnit2(idx, name, (const char *const *)args->v,
								 (int)args->n, &uf, 1,
								 CXTranslationUnit_KeepGoing, &tu);
		if (e != CXError_Success || !tu)
			break;
		int dropped_now = 0;
		for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
			CXDiagnostic d = clang_getDiagnostic(tu, i);
			CXString s = clang_getDiagnosticSpelling(d);
			const char *msg = clang_getCString(s);
			if (msg && names_rejected_flag(msg))
				dropped_now += drop_quoted(args, dropped, msg);
			clang_disposeString(s);
			clang_disposeDiagnostic(d);
		}
		clang_disposeTranslationUnit(tu);
		if (!dropped_now)
			break;
	}
	free(name);
	clang_disposeIndex(idx);
}
