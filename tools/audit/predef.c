/* predef.c — the macros the compiler itself defines under a file's flags: the
 * macro definitions libclang records for an empty file (its predefines buffer),
 * so that the prefilter can tell an #ifdef on a name nothing defines (jffs2's
 * __ECOS) from one on a compiler's own macro (__x86_64__). */
#include "predef.h"

#include <clang-c/Index.h>
#include <stdlib.h>
#include <string.h>

struct predef {
	char *key; /* the flags that matter, NUL-separated */
	size_t keylen;
	uint32_t *names;
	size_t n;
};

static struct predef *cache;
static size_t ncache;

struct collect {
	struct strtab *st;
	uint32_t *v;
	size_t n, cap;
};

static enum CXChildVisitResult macro(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	struct collect *k = data;
	if (clang_getCursorKind(c) != CXCursor_MacroDefinition)
		return CXChildVisit_Continue;
	CXString s = clang_getCursorSpelling(c);
	const char *name = clang_getCString(s);
	if (name) {
		ALLOC_GROW(k->v, k->n + 1, k->cap);
		k->v[k->n++] = strtab_intern(k->st, name, strlen(name));
	}
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

/* Flags that take the next argument and do not change the predefined macros. */
static int skip_pair(const char *o)
{
	static const char *const two[] = { "-include", "-imacros", "-I", "-iquote", "-isystem", "-idirafter", "-D", "-U" };
	for (size_t i = 0; i < sizeof(two) / sizeof(two[0]); i++)
		if (!strcmp(o, two[i]))
			return 1;
	return 0;
}

const uint32_t *predef_names(const struct strlist *args, struct strtab *st, size_t *n)
{
	struct strlist a = { 0 };
	struct buf key = { 0 };
	for (size_t i = 0; i < args->n; i++) {
		const char *o = args->v[i];
		if (skip_pair(o)) {
			i++;
			continue;
		}
		if (has_prefix(o, "-D") || has_prefix(o, "-U") || has_prefix(o, "-I"))
			continue;
		sl_pushs(&a, o);
		buf_add(&key, o, strlen(o) + 1);
	}
	for (size_t i = 0; i < ncache; i++)
		if (cache[i].keylen == key.len && (!key.len || !memcmp(cache[i].key, key.s, key.len))) {
			sl_free(&a);
			buf_free(&key);
			*n = cache[i].n;
			return cache[i].names;
		}
	struct collect k = { .st = st };
	CXIndex idx = clang_createIndex(0, 0);
	static const char empty[] = "kidpush-predefined.c";
	struct CXUnsavedFile u = { empty, "", 0 };
	CXTranslationUnit tu = NULL;
	if (clang_parseTranslationUnit2(idx, empty, (const char *const *)a.v, (int)a.n, &u, 1,
					CXTranslationUnit_DetailedPreprocessingRecord, &tu) == CXError_Success &&
	    tu) {
		clang_visitChildren(clang_getTranslationUnitCursor(tu), macro, &k);
		clang_disposeTranslationUnit(tu);
	}
	clang_disposeIndex(idx);
	sl_free(&a);
	qsort(k.v, k.n, sizeof(*k.v), u32_cmp);
	cache = xrealloc(cache, (ncache + 1) * sizeof(*cache));
	cache[ncache] = (struct predef){ key.s, key.len, k.v, k.n };
	*n = k.n;
	return cache[ncache++].names;
}

void predef_free(void)
{
	for (size_t i = 0; i < ncache; i++) {
		free(cache[i].key);
		free(cache[i].names);
	}
	free(cache);
	cache = NULL;
	ncache = 0;
}
