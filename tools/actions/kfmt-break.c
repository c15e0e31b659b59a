/* kfmt: breaks added lines longer than WIDTH columns after a `,`, `&&`,
 * `||`, `|`, `?` or `:` inside parentheses (among the places that fit in
 * WIDTH: the outermost level, the loosest operator, within 80 columns if
 * one is, the rightmost), the continuation aligned one column after the
 * enclosing open parenthesis (tabs, then spaces).  A conditional broken
 * after its `?` is broken after its `:` too (one arm a line).  Lines that
 * replaced a longer run of lines (spatch joined a statement the author had
 * broken) may get a narrower width, JWIDTH. */
#include "kfmt.h"
#include "kfmt-lex.h"

#include <stdlib.h>
#include <string.h>

struct open {
	char c;
	size_t col;	/* display column of the bracket on its line */
	int quest;	/* a `?` seen at this level on the current line */
	int force;	/* broken after a `?` here: the matching `:` breaks too */
};

struct stack {
	struct open *v;
	size_t n, cap;
};

static void spush(struct stack *s, char c, size_t col)
{
	ALLOC_GROW(s->v, s->n + 1, s->cap);
	s->v[s->n++] = (struct open){ c, col, 0, 0 };
}

static void scopy(struct stack *d, const struct stack *s)
{
	d->n = 0;
	for (size_t i = 0; i < s->n; i++) {
		spush(d, s->v[i].c, s->v[i].col);
		d->v[i].quest = s->v[i].quest;
		d->v[i].force = s->v[i].force;
	}
}

static int tis(const char *s, const struct tok *t, const char *p)
{
	return t->kind == T_PUNCT && t->len == strlen(p) && !memcmp(s + t->off, p, t->len);
}

/* Brackets open at offset END of TEXT; -1 when they do not nest. */
static int stack_at(const char *text, size_t end, struct stack *st)
{
	struct toks t = {0};
	st->n = 0;
	if (lex(text, end, &t) < 0) return -1;
	int bad = 0;
	for (size_t i = 0; i < t.n && !bad; i++) {
		const struct tok *k = &t.v[i];
		if (k->kind != T_PUNCT || k->len != 1) continue;
		char c = text[k->off];
		if (c == '(' || c == '[' || c == '{') {
			size_t ls = k->off;
			while (ls > 0 && text[ls - 1] != '\n') ls--;
			spush(st, c, dwidth(text + ls, k->off - ls));
		} else if (c == ')' || c == ']' || c == '}') {
			if (!st->n || st->v[st->n - 1].c != (c == ')' ? '(' : c == ']' ? '[' : '{')) bad = 1;
			else st->n--;
		}
	}
	toks_free(&t);
	return bad ? -1 : 0;
}

struct cand {
	int rank;	/* binding of the operator: `,` loosest */
	size_t depth, end, endcol, next, contcol;
	struct stack st;
};

/* Breaks line S (brackets ST open at its start) once; returns the first
 * part in *FIRST and the continuation in *REST, or 0 when it stays. */
static int break_once(const char *s, size_t width, struct stack *st, char **first, char **rest)
{
	struct toks t = {0};
	if (lex(s, strlen(s), &t) < 0) return 0;
	size_t ncode = t.n;
	while (ncode && t.v[ncode - 1].kind == T_COMMENT) ncode--;
	int found = 0, forced = 0;
	struct cand best = {0}, fb = {0}, c = {0};
	for (size_t i = 0; i < st->n; i++) forced |= st->v[i].force;
	if (!ncode || (!forced && dwidth(s, t.v[ncode - 1].off + t.v[ncode - 1].len) <= width)) goto out;
	for (size_t i = 0; i < ncode && !(found && best.rank < 0); i++) {
		const struct tok *k = &t.v[i];
		if (k->kind == T_COMMENT) continue;
		char ch = k->len == 1 && k->kind == T_PUNCT ? s[k->off] : 0;
		if (ch == '(' || ch == '[' || ch == '{') { spush(st, ch, dwidth(s, k->off)); continue; }
		if (ch == ')' || ch == ']' || ch == '}') {
			if (!st->n) goto out;
			st->n--;
			continue;
		}
		if (!st->n || st->v[st->n - 1].c != '(' || i + 1 >= ncode) continue;
		struct open *top = &st->v[st->n - 1];
		if (tis(s, k, "?")) top->quest = 1;
		if (!(tis(s, k, ",") || tis(s, k, "&&") || tis(s, k, "||") || tis(s, k, "|") ||
		      tis(s, k, "?") || (tis(s, k, ":") && top->quest)))
			continue;
		c.rank = tis(s, k, ",") ? 0 : tis(s, k, "?") || tis(s, k, ":") ? 1 :
			 tis(s, k, "||") ? 2 : tis(s, k, "&&") ? 3 : 4;
		c.depth = st->n;
		c.end = k->off + k->len;
		c.endcol = dwidth(s, c.end);
		c.next = t.v[i + 1].off;
		c.contcol = top->col + 1;
		if (c.contcol >= dwidth(s, c.next)) continue;
		if (top->force && tis(s, k, ":")) {
			/* the `:` of a conditional broken after its `?` */
			top->force = 0;
			best.rank = -1; best.depth = c.depth; best.end = c.end; best.endcol = c.endcol;
			best.next = c.next; best.contcol = c.contcol;
			scopy(&best.st, st);
			found = 1;
			continue;
		}
		if (forced && !top->force) continue;
		int fits = c.endcol <= width;
		/* outermost level, loosest operator, within KFMT_WIDTH, rightmost */
		int in80 = c.endcol <= KFMT_WIDTH, bin80 = best.endcol <= KFMT_WIDTH;
		if (fits && (!found || c.depth < best.depth ||
			     (c.depth == best.depth && (c.rank < best.rank ||
				(c.rank == best.rank && (in80 > bin80 ||
					(in80 == bin80 && c.endcol > best.endcol))))))) {
			best.rank = c.rank; best.depth = c.depth; best.end = c.end; best.endcol = c.endcol;
			best.next = c.next; best.contcol = c.contcol;
			scopy(&best.st, st);
			found = 1;
		}
		if (!fits && !found && (!fb.end || c.depth < fb.depth ||
					(c.depth == fb.depth && c.rank < fb.rank))) {
			fb.rank = c.rank; fb.depth = c.depth; fb.end = c.end; fb.endcol = c.endcol;
			fb.next = c.next; fb.contcol = c.contcol;
			scopy(&fb.st, st);
		}
	}
	if (!found && fb.end) {
		struct stack tmp = best.st;
		best = fb;
		fb.st = tmp;
		found = 1;
	}
	if (found) {
		*first = xstrndup(s, best.end);
		char *pad = pad_to("", 0, best.contcol);
		*rest = xmalloc(strlen(pad) + strlen(s + best.next) + 1);
		strcpy(*rest, pad);
		strcat(*rest, s + best.next);
		free(pad);
		scopy(st, &best.st);
		/* a conditional that does not fit on one line puts each of its
		 * arms on a line of its own */
		if (best.rank == 1 && st->n && s[best.end - 1] == '?') st->v[st->n - 1].force = 1;
	}
out:
	free(best.st.v);
	free(fb.st.v);
	toks_free(&t);
	return found;
}

int break_long(struct lines *l, size_t width, size_t jwidth, const unsigned char *joined)
{
	int changed = 0;
	size_t inserted = 0;
	for (size_t i = 0; i < l->n; i++) {
		size_t w = width ? width : (size_t)-1;
		if (jwidth && joined && joined[i - inserted] && jwidth < w) w = jwidth;
		if (!l->added[i] || dwidth(l->v[i], strlen(l->v[i])) <= w) continue;
		size_t len;
		char *text = lines_join(l, &len);
		unsigned char *ok = xmalloc(l->n + 1);
		code_lines(text, len, l->n, ok);
		size_t off = 0;
		for (size_t k = 0; k < i; k++) off += strlen(l->v[k]) + 1;
		struct stack st = {0};
		int good = ok[i] && stack_at(text, off, &st) == 0;
		free(ok);
		free(text);
		char *first = NULL, *rest = NULL;
		while (good && break_once(l->v[i], w, &st, &first, &rest)) {
			free(l->v[i]);
			l->v[i] = first;
			lines_insert(l, i + 1, rest, 1);
			changed = 1;
			i++;
			inserted++;
		}
		free(st.v);
	}
	return changed;
}
