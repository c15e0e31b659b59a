/* gate-classify.c: which diagnostics are kernel-ID type problems.
 *
 * A diagnostic is an ID problem when
 *  - strict types add it: it is absent from the non-strict pass (same
 *    file, line, column and message; counted as a multiset), or
 *  - it or its continuation names a kernel ID type (kuid_t, kgid_t,
 *    kprojid_t, struct kqid, vfsuid_t, vfsgid_t: tools/common/kp-idvocab.c)
 *    (sparse prints the types of both sides of a bad operation, assignment
 *    or argument; gcc names them in the message), or
 *  - it reports a missing member that the conversion removed (e_id of
 *    struct posix_acl_entry exists only without strict types).
 * Everything else is noise, except where the file was not checked at all
 * (class setup, makes the gate exit 2): a missing include file, or a
 * preprocessor, lexer or parse error (an "#if 0" left open hides the rest
 * of the file from sparse; a syntax error makes sparse skip code).
 */
#include "gate-diag.h"
#include "kp-idvocab.h"
#include <stdlib.h>
#include <string.h>

static int is_ident(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_';
}

static int has_word(const char *text, const char *w)
{
	size_t n = strlen(w);
	for (const char *p = strstr(text, w); p; p = strstr(p + 1, w)) {
		if (p > text && is_ident((unsigned char)p[-1]))
			continue;
		if (is_ident((unsigned char)p[n]))
			continue;
		return 1;
	}
	return 0;
}

int names_id_type(const char *text)
{
	/* The kernel ID types of the one ID vocabulary (tools/common/kp-idvocab.c). */
	for (size_t i = 0; i < kp_idv_count(); i++) {
		const struct kp_idv *r = kp_idv_row(i);
		if ((r->kind == KP_IDV_KERNEL_TYPE || r->kind == KP_IDV_KERNEL_STRUCT) &&
		    has_word(text, kp_idv_spelling(r)))
			return 1;
	}
	return 0;
}

/* sparse and gcc give up on a file whose include file is missing: that
 * file was not checked at all. */
int is_setup_problem(const char *msg)
{
	return strncmp(msg, "unable to open '", 16) == 0 ||
	       strstr(msg, ": No such file or directory") != NULL;
}

static int starts_with(const char *s, const char *pre)
{
	return strncmp(s, pre, strlen(pre)) == 0;
}

/* A preprocessor, lexer or parser error: the code after it (or part of
 * it) was never parsed.  sparse's own messages (pre-process.c,
 * tokenize.c, parse.c's expect()); gcc's preprocessor errors (a gcc parse
 * error is also sparse's, on the same code). */
int is_parse_problem(const char *tool, const char *msg)
{
	static const char *const sparse_pre[] = {
		"unterminated preprocessor conditional", "unmatched #",
		"unterminated argument list invoking macro",
		"expected preprocessor identifier", "expected identifier to '",
		"expected '>' at end of filename", "expected path string",
		"End of file in", "missing terminating ", "Newline in string",
		"Expected ", "expected declaration", "expected ; at end of declaration",
		"expected function body", "expected 'while' after 'do'",
		"expected expression after the '(' token",
		"expected ';' at end of parameter declaration", "expression expected ",
		"statement expected after label", "too many errors",
	};
	static const char *const gcc_pre[] = {
		"#error", "unterminated #", "unterminated argument list",
		"#else without #if", "#elif without #if", "#endif without #if",
		"#else after #else", "#elif after #else", "missing terminating ",
		"unterminated comment",
	};
	int gcc = strcmp(tool, "gcc") == 0;
	/* a case label sparse cannot evaluate was parsed (an undefined name) */
	if (starts_with(msg, "Expected constant expression"))
		return 0;
	const char *const *v = gcc ? gcc_pre : sparse_pre;
	size_t n = gcc ? sizeof(gcc_pre) / sizeof(gcc_pre[0]) :
			 sizeof(sparse_pre) / sizeof(sparse_pre[0]);
	if (strcmp(tool, "sparse") != 0 && !gcc)
		return 0;
	for (size_t i = 0; i < n; i++)
		if (starts_with(msg, v[i]))
			return 1;
	return 0;
}

/* Members that exist only while ID types are not strict. */
const char *removed_member(const char *msg)
{
	for (size_t i = 0; i < kp_idv_count(); i++) {
		const struct kp_idv *r = kp_idv_row(i);
		if (r->kind != KP_IDV_STRICT_MEMBER)
			continue;
		const char *m = r->name;
		char s1[64], s2[64];
		snprintf(s1, sizeof(s1), "no member '%s' in ", m);
		/* gcc: "... has no member named 'e_id'" (ASCII or UTF-8) */
		snprintf(s2, sizeof(s2), "has no member named '%s'", m);
		if (strstr(msg, s1) || strstr(msg, s2))
			return m;
		snprintf(s2, sizeof(s2), "has no member named \xe2\x80\x98%s\xe2\x80\x99", m);
		if (strstr(msg, s2))
			return m;
	}
	return NULL;
}

static int same_site(const struct diag *a, const struct diag *b)
{
	return a->f.line == b->f.line && a->f.col == b->f.col &&
	       strcmp(a->f.file, b->f.file) == 0 && strcmp(a->f.message, b->f.message) == 0;
}

/* Drop exact repeats (a header's diagnostic seen from every file). */
void diags_dedupe(struct diags *d)
{
	/* of the copies, the one whose enclosing function sorts first is kept:
	 * which copy make's parallel log shows first is no fact of the code */
	size_t o = 0;
	for (size_t i = 0; i < d->n; i++) {
		struct diag *dup = NULL;
		for (size_t j = 0; j < o && !dup; j++)
			if (same_site(&d->v[j], &d->v[i]) && strcmp(d->v[j].f.tool, d->v[i].f.tool) == 0 &&
			    strcmp(d->v[j].f.detail, d->v[i].f.detail) == 0)
				dup = &d->v[j];
		if (!dup) {
			d->v[o++] = d->v[i];
			continue;
		}
		if (strcmp(d->v[i].f.function ? d->v[i].f.function : "", dup->f.function ? dup->f.function : "") < 0) {
			struct diag t = *dup;
			*dup = d->v[i];
			d->v[i] = t;
		}
		diag_free(&d->v[i]);
	}
	d->n = o;
}

/* A gcc diagnostic on a line sparse also reported is folded into the
 * sparse one (its message kept in ->also); gcc-only ones stay. */
void diags_merge_gcc(struct diags *d)
{
	/* Merge first (nothing moves), then compact. */
	char *gone = d->n ? xcalloc(d->n, 1) : NULL;
	for (size_t i = 0; i < d->n; i++) {
		struct diag *g = &d->v[i];
		struct diag *into = NULL;
		if (strcmp(g->f.tool, "gcc") != 0)
			continue;
		/* prefer a sparse record not merged yet */
		for (int pass = 0; pass < 2 && !into; pass++) {
			for (size_t j = 0; j < d->n && !into; j++) {
				struct diag *s = &d->v[j];
				if (strcmp(s->f.tool, "sparse") == 0 &&
				    s->f.line == g->f.line &&
				    strcmp(s->f.file, g->f.file) == 0 &&
				    strcmp(s->f.severity, g->f.severity) == 0 &&
				    (pass == 1 || !s->also))
					into = s;
			}
		}
		if (!into)
			continue;
		if (!into->also) {
			into->also = g->f.message;
			g->f.message = NULL;
		}
		if (!into->f.function && g->f.function) {
			into->f.function = g->f.function;
			g->f.function = NULL;
		}
		gone[i] = 1;
	}
	size_t o = 0;
	for (size_t i = 0; i < d->n; i++) {
		if (gone[i])
			diag_free(&d->v[i]);
		else
			d->v[o++] = d->v[i];
	}
	d->n = o;
	free(gone);
}

void diags_classify(struct diags *strict, const struct diags *nonstrict)
{
	char *used = NULL;
	if (nonstrict && nonstrict->n)
		used = xcalloc(nonstrict->n, 1);
	for (size_t i = 0; i < strict->n; i++) {
		struct diag *x = &strict->v[i];
		int in_both = 0;
		if (nonstrict && strcmp(x->f.tool, "sparse") == 0) {
			for (size_t j = 0; j < nonstrict->n && !in_both; j++)
				if (!used[j] && same_site(x, &nonstrict->v[j]))
					in_both = 1, used[j] = 1;
		}
		x->cls = CLASS_NOISE;
		x->f.reason = NULL;
		if (is_setup_problem(x->f.message)) {
			x->cls = CLASS_SETUP;
			x->f.reason = "file not checked: include file missing";
		} else if (strcmp(x->f.severity, "error") == 0 &&
			   is_parse_problem(x->f.tool, x->f.message)) {
			x->cls = CLASS_SETUP;
			x->f.reason = "file not checked: code after a preprocessor or parse error was not parsed";
		} else if (nonstrict && strcmp(x->f.tool, "sparse") == 0 && !in_both) {
			x->cls = CLASS_ID;
			x->f.reason = "added by strict ID types";
		} else if (names_id_type(x->f.message) || names_id_type(x->f.detail) ||
			   (x->also && names_id_type(x->also))) {
			x->cls = CLASS_ID;
			x->f.reason = "names a kernel ID type";
		} else if (removed_member(x->f.message) ||
			   (x->also && removed_member(x->also))) {
			x->cls = CLASS_ID;
			x->f.reason = "member removed by the conversion";
		}
	}
	free(used);
}

static int cmp_diag(const void *pa, const void *pb)
{
	const struct diag *a = pa, *b = pb;
	int c = strcmp(a->f.file, b->f.file);
	if (c)
		return c;
	if (a->f.line != b->f.line)
		return a->f.line < b->f.line ? -1 : 1;
	if (a->f.col != b->f.col)
		return a->f.col < b->f.col ? -1 : 1;
	c = strcmp(a->f.tool, b->f.tool);
	return c ? c : strcmp(a->f.message, b->f.message);
}

void diags_sort(struct diags *d)
{
	if (d->n)
		qsort(d->v, d->n, sizeof(d->v[0]), cmp_diag);
}
