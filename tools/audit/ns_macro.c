/* ns_macro.c — a mapping written in a macro's body (cifs' get_xid() logs the
 * caller's uid): the statement around its expansion says nothing about it, so
 * the evidence comes from the macro's own text: its #define, in the unit's own
 * file or a header beside it (libclang gives macro body tokens the expansion's
 * location; a macro of a shared header is not read).  The #define's logical line
 * (continuations joined) is split into tokens (words, "->", single punctuation,
 * a string literal as one token). */
#include "ns.h"

#include <stdlib.h>
#include <string.h>

static int word_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static void push(struct toks *t, size_t *cap, const char *s, size_t n, unsigned line, unsigned col)
{
	if (t->n + 1 >= *cap) {
		*cap = *cap ? 2 * *cap : 64;
		t->v = xrealloc(t->v, *cap * sizeof(*t->v));
		t->line = xrealloc(t->line, *cap * sizeof(*t->line));
		t->col = xrealloc(t->col, *cap * sizeof(*t->col));
	}
	t->v[t->n] = xstrndup(s, n);
	t->line[t->n] = line;
	t->col[t->n++] = col;
}

/* Tokens of the logical line of TEXT that holds line LINE (1-based). */
static void lex_logical(const char *text, unsigned line, struct toks *t)
{
	const char *p = text, *start;
	unsigned l = 1, first;
	while (*p && l < line)
		l += *p++ == '\n';
	/* back over the lines that continue into this one */
	start = p;
	first = l;
	while (start > text + 1 && start[-1] == '\n' && start[-2] == '\\') {
		start -= 2;
		while (start > text && start[-1] != '\n')
			start--;
		first--;
	}
	size_t cap = 0;
	unsigned ln = first, col = 1;
	for (const char *q = start; *q; ) {
		if (*q == '\n') {
			if (q == start || q[-1] != '\\')
				break;
			ln++, col = 1, q++;
			continue;
		}
		const char *b = q;
		if (word_char(*q)) {
			while (word_char(*q))
				q++;
		} else if (*q == '"') {
			for (q++; *q && *q != '"' && *q != '\n'; q++)
				q += *q == '\\' && q[1];
			q += *q == '"';
		} else if (*q == '-' && q[1] == '>') {
			q += 2;
		} else {
			q++;
			if (*b == ' ' || *b == '\t' || *b == '\\') {
				col++;
				continue;
			}
		}
		push(t, &cap, b, (size_t)(q - b), ln, col);
		col += (unsigned)(q - b);
	}
}

/* The line of "#define MACRO" in TEXT (1-based), 0 when absent. */
static unsigned define_line(const char *text, const char *macro)
{
	size_t ml = strlen(macro);
	unsigned l = 1;
	for (const char *p = text; *p; p++) {
		if (p == text || p[-1] == '\n') {
			const char *q = p + strspn(p, " \t");
			if (*q == '#') {
				q += 1 + strspn(q + 1, " \t");
				if (!strncmp(q, "define", 6) && (q[6] == ' ' || q[6] == '\t')) {
					q += 6 + strspn(q + 6, " \t");
					if (!strncmp(q, macro, ml) && !word_char(q[ml]))
						return l;
				}
			}
		}
		l += *p == '\n';
	}
	return 0;
}

/* Tokens of MACRO's #define in FILE holding NAME: 1 and its index in *at. */
static int from_file(const char *file, const char *macro, const char *name, struct toks *t, size_t *at)
{
	size_t len = 0;
	char *text = read_text(file, &len);
	unsigned line = text ? define_line(text, macro) : 0;
	if (line)
		lex_logical(text, line, t);
	free(text);
	for (size_t i = 0; i < t->n; i++)
		if (!strcmp(t->v[i], name)) {
			*at = i;
			return 1;
		}
	ns_toks_free(t);
	return 0;
}

int ns_macro_toks(CXTranslationUnit tu, const char *macro, const char *name, struct toks *t, size_t *at)
{
	memset(t, 0, sizeof(*t));
	CXString s = clang_getTranslationUnitSpelling(tu);
	char *unit = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");
	clang_disposeString(s);
	int found = from_file(unit, macro, name, t, at);
	char *slash = strrchr(unit, '/');
	struct strlist names = { 0 };
	if (!found && slash) {
		*slash = 0;
		if (dir_names(unit, &names) == 0)
			for (size_t i = 0; i < names.n && !found; i++) {
				if (!has_suffix(names.v[i], ".h"))
					continue;
				char *p = xasprintf("%s/%s", unit, names.v[i]);
				found = from_file(p, macro, name, t, at);
				free(p);
			}
	}
	sl_free(&names);
	free(unit);
	return found;
}

void ns_toks_free(struct toks *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i]);
	free(t->v);
	free(t->line);
	free(t->col);
	memset(t, 0, sizeof(*t));
}
