/* kidpush-tpbody: lets spatch see the statements of tracepoint assignments.
 *
 * spatch cannot parse TRACE_EVENT/DECLARE_EVENT_CLASS invocations: the
 * TP_fast_assign(...) argument is a list of statements inside a macro
 * call.  This tool moves each such body into a function of its own, so that
 * a semantic patch can rewrite it, and moves the bodies back afterwards:
 *
 *   kidpush-tpbody extract FILE OUT.c
 *	writes OUT.c with one "void __kidpush_tp_N(void) {BODY}" per
 *	TP_fast_assign of FILE (bodies with backslash-newlines, i.e. inside a
 *	#define, are left out); exit 0, or 1 when FILE has no such body
 *   kidpush-tpbody splice FILE EDITED.c OUT
 *	writes FILE to OUT with every body replaced by the body of its
 *	function in EDITED.c (the result of spatch on OUT.c)
 *
 * Exit 2 on a usage or I/O error, or when EDITED.c does not hold the
 * functions extract wrote.  Only bytes inside the parentheses of
 * TP_fast_assign change. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MARK "__kidpush_tp_"
#define END "/* " MARK "end */\n"

struct body {
	size_t start, end;	/* FILE[start, end) is inside the parentheses */
};

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) return NULL;
	size_t cap = 4096, n = 0;
	char *s = malloc(cap);
	size_t r;
	while (s && (r = fread(s + n, 1, cap - n - 1, f)) > 0) {
		n += r;
		if (cap - n < 2) {
			char *t = realloc(s, cap *= 2);
			if (!t) { free(s); s = NULL; }
			else s = t;
		}
	}
	if (ferror(f)) { free(s); s = NULL; }
	fclose(f);
	if (!s) return NULL;
	s[n] = 0;
	*len = n;
	return s;
}

/* Offset after the comment or literal starting at S[I], or I. */
static size_t skip_opaque(const char *s, size_t n, size_t i)
{
	if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
		const char *e = strstr(s + i + 2, "*/");
		return e ? (size_t)(e - s) + 2 : n;
	}
	if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
		while (i < n && s[i] != '\n') i++;
		return i;
	}
	if (s[i] == '"' || s[i] == '\'') {
		char q = s[i++];
		while (i < n && s[i] != q) i += s[i] == '\\' ? 2 : 1;
		return i < n ? i + 1 : n;
	}
	return i;
}

static int ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The TP_fast_assign bodies of S; returns their number or -1 (unbalanced). */
static long find_bodies(const char *s, size_t n, struct body **out)
{
	static const char kw[] = "TP_fast_assign";
	size_t cap = 8, cnt = 0;
	struct body *v = malloc(cap * sizeof *v);
	if (!v) return -1;
	for (size_t i = 0; i < n;) {
		size_t j = skip_opaque(s, n, i);
		if (j != i) { i = j; continue; }
		if (!strncmp(s + i, kw, sizeof kw - 1) && (i == 0 || !ident_char(s[i - 1])) &&
		    !ident_char(s[i + sizeof kw - 1])) {
			size_t k = i + sizeof kw - 1;
			while (k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n')) k++;
			if (k >= n || s[k] != '(') { i = k; continue; }
			size_t start = ++k;
			int depth = 1;
			while (k < n && depth) {
				size_t m = skip_opaque(s, n, k);
				if (m != k) { k = m; continue; }
				depth += s[k] == '(' ? 1 : s[k] == ')' ? -1 : 0;
				k++;
			}
			if (depth) { free(v); return -1; }
			if (cnt == cap) {
				struct body *t = realloc(v, (cap *= 2) * sizeof *v);
				if (!t) { free(v); return -1; }
				v = t;
			}
			v[cnt++] = (struct body){ start, k - 1 };
			i = k;
			continue;
		}
		i++;
	}
	*out = v;
	return (long)cnt;
}

/* A body inside a #define (backslash-newlines) is not handed to spatch. */
static int usable(const char *s, const struct body *b)
{
	for (size_t i = b->start; i + 1 < b->end; i++)
		if (s[i] == '\\' && s[i + 1] == '\n') return 0;
	return 1;
}

static int extract(const char *path, const char *outp)
{
	size_t n;
	char *s = slurp(path, &n);
	if (!s) { fprintf(stderr, "kidpush-tpbody: cannot read %s\n", path); return 2; }
	struct body *b;
	long nb = find_bodies(s, n, &b);
	if (nb < 0) { fprintf(stderr, "kidpush-tpbody: %s: unbalanced TP_fast_assign(\n", path); free(s); return 2; }
	FILE *f = fopen(outp, "wb");
	if (!f) { fprintf(stderr, "kidpush-tpbody: cannot write %s\n", outp); free(b); free(s); return 2; }
	long used = 0;
	for (long i = 0; i < nb; i++) {
		if (!usable(s, &b[i])) continue;
		fprintf(f, "void " MARK "%ld(void)\n{", i);
		fwrite(s + b[i].start, 1, b[i].end - b[i].start, f);
		fputs("}\n" END "\n", f);
		used++;
	}
	int bad = fclose(f) != 0;
	free(b);
	free(s);
	if (bad) { fprintf(stderr, "kidpush-tpbody: cannot write %s\n", outp); return 2; }
	return used ? 0 : 1;
}

/* Body of function N in the edited text E (between "{" and "}\n" END). */
static int edited_body(const char *e, long n, const char **bs, size_t *bl)
{
	char head[64];
	snprintf(head, sizeof head, "void " MARK "%ld(void)\n{", n);
	const char *p = strstr(e, head);
	if (!p) return -1;
	p += strlen(head);
	const char *q = strstr(p, "}\n" END);
	if (!q) return -1;
	*bs = p;
	*bl = (size_t)(q - p);
	return 0;
}

static int splice(const char *path, const char *edp, const char *outp)
{
	size_t n, en;
	char *s = slurp(path, &n), *e = slurp(edp, &en);
	if (!s || !e) {
		fprintf(stderr, "kidpush-tpbody: cannot read %s\n", s ? edp : path);
		free(s); free(e);
		return 2;
	}
	struct body *b;
	long nb = find_bodies(s, n, &b);
	if (nb < 0) { fprintf(stderr, "kidpush-tpbody: %s: unbalanced TP_fast_assign(\n", path); free(s); free(e); return 2; }
	FILE *f = fopen(outp, "wb");
	int rc = f ? 0 : 2;
	size_t at = 0;
	for (long i = 0; i < nb && !rc; i++) {
		if (!usable(s, &b[i])) continue;
		const char *bs;
		size_t bl;
		if (edited_body(e, i, &bs, &bl) < 0) {
			fprintf(stderr, "kidpush-tpbody: %s: body %ld missing from %s\n", path, i, edp);
			rc = 2;
			break;
		}
		fwrite(s + at, 1, b[i].start - at, f);
		fwrite(bs, 1, bl, f);
		at = b[i].end;
	}
	if (f) {
		if (!rc) fwrite(s + at, 1, n - at, f);
		if (fclose(f) != 0 && !rc) rc = 2;
	}
	if (rc) { fprintf(stderr, "kidpush-tpbody: cannot splice into %s\n", outp); remove(outp); }
	free(b);
	free(s);
	free(e);
	return rc;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "extract")) return extract(argv[2], argv[3]);
	if (argc == 5 && !strcmp(argv[1], "splice")) return splice(argv[2], argv[3], argv[4]);
	fputs("usage: kidpush-tpbody extract FILE OUT.c | splice FILE EDITED.c OUT\n", stderr);
	return 2;
}
