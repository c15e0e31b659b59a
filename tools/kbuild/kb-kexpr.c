/* kb-kexpr.c — Kconfig expressions, the one reading of them (the closure,
 * the unselect and the shared directories use it): which symbols an
 * expression names positively, and its top-level alternatives.
 *
 * A word is positive unless it is negated, by `!` right before it or by an
 * enclosing `!(...)` (each negated level flips it), or compared `= n` or
 * `!= y`/`!= m` (`!= n` keeps it positive).  Words are runs of
 * [A-Za-z0-9_] (numbers too: `NR_CPUS > 32` names 32); y, m and n are
 * values, not symbols.  Other characters (quotes, `<`, `$(...)`) end a
 * word and cancel a pending `!`. */
#include "kbuild.h"

#include "kp-alloc.h"

#include <stdlib.h>
#include <string.h>

enum tok { T_NOT, T_OPEN, T_CLOSE, T_EQ, T_NE, T_WORD, T_OTHER };

struct token {
	enum tok k;
	const char *s; /* T_WORD: the word */
	size_t n;
};

static int wordc(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* the next token of *P (0 at the end): operators stand alone, `&&` and `||`
 * are blanks, anything else runs to the next blank or operator */
static int next_token(const char **p, struct token *t)
{
	const char *s = *p;
	for (;;) {
		s += strspn(s, " \t");
		if ((s[0] == '&' && s[1] == '&') || (s[0] == '|' && s[1] == '|'))
			s += 2;
		else
			break;
	}
	if (!*s)
		return 0;
	t->s = s, t->n = 1, t->k = T_OTHER;
	if (s[0] == '!' && s[1] == '=')
		t->k = T_NE, t->n = 2;
	else if (*s == '!')
		t->k = T_NOT;
	else if (*s == '=')
		t->k = T_EQ;
	else if (*s == '(')
		t->k = T_OPEN;
	else if (*s == ')')
		t->k = T_CLOSE;
	if (t->k != T_OTHER) {
		*p = s + t->n;
		return 1;
	}
	const char *e = s;
	while (*e && !strchr(" \t!=()", *e) && !(e[0] == '&' && e[1] == '&') && !(e[0] == '|' && e[1] == '|'))
		e++;
	t->n = (size_t)(e - s);
	size_t w = 0;
	while (w < t->n && wordc(s[w]))
		w++;
	if (w == t->n)
		t->k = T_WORD;
	*p = e;
	return 1;
}

static int is_value(const struct token *t, const char *vals)
{
	return t->k == T_WORD && t->n == 1 && strchr(vals, t->s[0]);
}

void kb_positives(const char *expr, struct strlist *out)
{
	struct token *tv = NULL, t;
	size_t n = 0, cap = 0;
	for (const char *p = expr; next_token(&p, &t);) {
		ALLOC_GROW(tv, n + 1, cap);
		tv[n++] = t;
	}
	int *stack = xcalloc(n + 1, sizeof *stack), neg = 0;
	size_t sp = 0;
	for (size_t i = 0; i < n; i++) {
		const struct token *x = &tv[i];
		if (x->k == T_NOT) {
			neg = 1;
		} else if (x->k == T_OPEN) {
			stack[sp++] = neg, neg = 0;
		} else if (x->k == T_CLOSE) {
			if (sp > 0)
				sp--;
		} else if (x->k == T_WORD && !is_value(x, "ymn")) {
			int s = neg;
			for (size_t j = 0; j < sp; j++)
				s ^= stack[j];
			if (i + 2 < n && ((tv[i + 1].k == T_EQ && is_value(&tv[i + 2], "n")) ||
					  (tv[i + 1].k == T_NE && is_value(&tv[i + 2], "ym"))))
				s = !s;
			if (!s)
				sl_push(out, xstrndup(x->s, x->n));
			neg = 0;
		} else if (x->k != T_EQ && x->k != T_NE) {
			neg = 0;
		}
	}
	free(stack);
	free(tv);
}

void kb_disjuncts(const char *expr, struct strlist *out)
{
	int depth = 0;
	const char *from = expr, *p = expr;
	for (; *p; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')')
			depth--;
		if (depth == 0 && p[0] == '|' && p[1] == '|') {
			sl_push(out, xstrndup(from, (size_t)(p - from)));
			from = ++p + 1;
		}
	}
	sl_pushs(out, from);
}
