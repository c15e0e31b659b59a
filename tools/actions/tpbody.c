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
#include "kfmt-lex.h"
#include "kp-file.h"
#include "kp-opt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MARK "__kidpush_tp_"
#define END "/* " MARK "end */\n"

struct body {
	size_t start, end;	/* FILE[start, end) is inside the parentheses */
};

static int is_punct(const char *s, const struct tok *t, char c)
{
	return t->kind == T_PUNCT && t->len == 1 && s[t->off] == c;
}

/* The TP_fast_assign bodies of S (kfmt's lexer skips comments and
 * literals); returns their number, or -1 when S does not lex or a body is
 * not closed. */
static long find_bodies(const char *s, size_t n, struct body **out)
{
	static const char kw[] = "TP_fast_assign";
	struct toks t = {0};
	if (lex(s, n, &t) < 0) return -1;
	struct body *v = xmalloc((t.n + 1) * sizeof *v);
	size_t cnt = 0;
	for (size_t i = 0; i + 1 < t.n; i++) {
		if (t.v[i].kind != T_IDENT || t.v[i].len != sizeof kw - 1 || memcmp(s + t.v[i].off, kw, t.v[i].len) ||
		    !is_punct(s, &t.v[i + 1], '('))
			continue;
		size_t k = i + 2;
		int depth = 1;
		for (; k < t.n; k++) {
			depth += is_punct(s, &t.v[k], '(') ? 1 : is_punct(s, &t.v[k], ')') ? -1 : 0;
			if (!depth) break;
		}
		if (depth) { free(v); toks_free(&t); return -1; }
		v[cnt++] = (struct body){ t.v[i + 1].off + 1, t.v[k].off };
		i = k;
	}
	toks_free(&t);
	*out = v;
	return (long)cnt;
}

static long bodies(const char *path, const char *s, size_t n, struct body **b)
{
	long nb = find_bodies(s, n, b);
	if (nb < 0)
		error("%s: unbalanced TP_fast_assign( or an unterminated "
			"comment or literal", path);
	return nb;
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
	char *s = read_text(path, &n);
	if (!s) { error("cannot read %s", path); return 2; }
	struct body *b;
	long nb = bodies(path, s, n, &b);
	if (nb < 0) { free(s); return 2; }
	FILE *f = fopen(outp, "wb");
	if (!f) { error("cannot write %s", outp); free(b); free(s); return 2; }
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
	if (bad) { error("cannot write %s", outp); return 2; }
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
	char *s = read_text(path, &n), *e = read_text(edp, &en);
	if (!s || !e) {
		error("cannot read %s", s ? edp : path);
		free(s); free(e);
		return 2;
	}
	struct body *b;
	long nb = bodies(path, s, n, &b);
	if (nb < 0) { free(s); free(e); return 2; }
	FILE *f = fopen(outp, "wb");
	int rc = f ? 0 : 2;
	size_t at = 0;
	for (long i = 0; i < nb && !rc; i++) {
		if (!usable(s, &b[i])) continue;
		const char *bs;
		size_t bl;
		if (edited_body(e, i, &bs, &bl) < 0) {
			error("%s: body %ld missing from %s", path, i, edp);
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
	if (rc) { error("cannot splice into %s", outp); remove(outp); }
	free(b);
	free(s);
	free(e);
	return rc;
}

static const struct usage usage = {
	"usage: kidpush-tpbody extract FILE OUT.c | splice FILE EDITED.c OUT\n", NULL, NULL,
};

int main(int argc, char **argv)
{
	static const struct option opts[] = { OPT_END() };
	kp_progname = "kidpush-tpbody";
	argc = parse_options(argc, argv, opts, &usage, PARSE_ARGS);
	if (argc == 3 && !strcmp(argv[0], "extract")) return extract(argv[1], argv[2]);
	if (argc == 4 && !strcmp(argv[0], "splice")) return splice(argv[1], argv[2], argv[3]);
	fputs(usage.synopsis, stderr);
	return 2;
}
