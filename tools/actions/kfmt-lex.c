/* kfmt: C tokenizer and token-stream comparison. */
#include "kfmt-lex.h"
#include "kp-alloc.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static void push(struct toks *t, enum tok_kind k, size_t off, size_t len)
{
	ALLOC_GROW(t->v, t->n + 1, t->cap);
	t->v[t->n++] = (struct tok){ k, off, len };
}

void toks_free(struct toks *t)
{
	free(t->v);
	t->v = NULL;
	t->n = t->cap = 0;
}

static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
	"&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", NULL
};

int lex(const char *s, size_t n, struct toks *out)
{
	size_t i = 0;
	int bol = 1, in_dir = 0;
	while (i < n) {
		char c = s[i];
		if (c == '\\' && i + 1 < n && s[i + 1] == '\n') { i += 2; continue; }
		if (c == '\n') {
			if (in_dir) { push(out, T_EOD, i, 0); in_dir = 0; }
			bol = 1;
			i++;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r') { i++; continue; }
		size_t st = i;
		if (c == '/' && i + 1 < n && s[i + 1] == '*') {
			const char *e = NULL;
			for (size_t j = i + 2; j + 1 < n; j++)
				if (s[j] == '*' && s[j + 1] == '/') { e = s + j; break; }
			if (!e) return -1;
			i = (size_t)(e - s) + 2;
			push(out, T_COMMENT, st, i - st);
			continue;
		}
		if (c == '/' && i + 1 < n && s[i + 1] == '/') {
			while (i < n && s[i] != '\n') i++;
			push(out, T_COMMENT, st, i - st);
			continue;
		}
		if (c == '#' && bol) in_dir = 1;
		bol = 0;
		if (c == '"' || c == '\'') {
			i++;
			while (i < n && s[i] != c) {
				if (s[i] == '\n') return -1;
				i += s[i] == '\\' && i + 1 < n ? 2 : 1;
			}
			if (i >= n) return -1;
			i++;
			push(out, T_STR, st, i - st);
			continue;
		}
		if (isalpha((unsigned char)c) || c == '_') {
			while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_')) i++;
			push(out, T_IDENT, st, i - st);
			continue;
		}
		if (isdigit((unsigned char)c) || (c == '.' && i + 1 < n && isdigit((unsigned char)s[i + 1]))) {
			while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.' ||
					 ((s[i] == '+' || s[i] == '-') && strchr("eEpP", s[i - 1]))))
				i++;
			push(out, T_NUM, st, i - st);
			continue;
		}
		size_t len = 1;
		for (const char *const *p = puncts; *p; p++) {
			size_t l = strlen(*p);
			if (l <= n - i && !memcmp(s + i, *p, l)) { len = l; break; }
		}
		i += len;
		push(out, T_PUNCT, st, len);
	}
	if (in_dir) push(out, T_EOD, n, 0);
	return 0;
}

struct cmt { const char *p; size_t len; };

static int cmt_cmp(const void *a, const void *b)
{
	const struct cmt *x = a, *y = b;
	size_t m = x->len < y->len ? x->len : y->len;
	int r = memcmp(x->p, y->p, m);
	return r ? r : (x->len > y->len) - (x->len < y->len);
}

static struct cmt *comments(const char *s, const struct toks *t, size_t *n)
{
	struct cmt *v = xmalloc((t->n + 1) * sizeof *v);
	*n = 0;
	for (size_t i = 0; i < t->n; i++)
		if (t->v[i].kind == T_COMMENT) v[(*n)++] = (struct cmt){ s + t->v[i].off, t->v[i].len };
	qsort(v, *n, sizeof *v, cmt_cmp);
	return v;
}

int same_tokens(const char *a, size_t alen, const char *b, size_t blen)
{
	struct toks ta = {0}, tb = {0};
	int ok = lex(a, alen, &ta) == 0 && lex(b, blen, &tb) == 0;
	size_t i = 0, j = 0;
	while (ok) {
		while (i < ta.n && ta.v[i].kind == T_COMMENT) i++;
		while (j < tb.n && tb.v[j].kind == T_COMMENT) j++;
		if (i == ta.n || j == tb.n) { ok = i == ta.n && j == tb.n; break; }
		const struct tok *x = &ta.v[i++], *y = &tb.v[j++];
		ok = x->kind == y->kind && x->len == y->len && !memcmp(a + x->off, b + y->off, x->len);
	}
	if (ok) {
		size_t na, nb;
		struct cmt *ca = comments(a, &ta, &na), *cb = comments(b, &tb, &nb);
		ok = na == nb;
		for (size_t k = 0; ok && k < na; k++) ok = !cmt_cmp(&ca[k], &cb[k]);
		free(ca);
		free(cb);
	}
	toks_free(&ta);
	toks_free(&tb);
	return ok;
}

void code_lines(const char *s, size_t n, size_t nlines, unsigned char *ok)
{
	memset(ok, 1, nlines);
	struct toks t = {0};
	if (lex(s, n, &t) < 0) { memset(ok, 0, nlines); return; }
	size_t line = 0, pos = 0, k = 0;
	int cont = 0;
	while (line < nlines && pos <= n) {
		size_t e = pos;
		while (e < n && s[e] != '\n') e++;
		/* a token that started before this line and goes on into it */
		while (k < t.n && t.v[k].off + t.v[k].len <= pos) k++;
		if (k < t.n && t.v[k].off < pos) ok[line] = 0;
		size_t f = pos;
		while (f < e && (s[f] == ' ' || s[f] == '\t')) f++;
		if (cont || (ok[line] && f < e && s[f] == '#')) ok[line] = 0;
		cont = e > pos && s[e - 1] == '\\';
		if (cont) ok[line] = 0;
		line++;
		pos = e + 1;
	}
	toks_free(&t);
}
