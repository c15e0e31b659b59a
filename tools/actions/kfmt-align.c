/* kfmt: puts a trailing comment that spatch moved onto an inserted line
 * back on its line, and aligns added declarations with their block. */
#include "kfmt.h"
#include "kfmt-lex.h"

#include <stdlib.h>
#include <string.h>

/* One line split into code and trailing block comment. */
struct split {
	struct toks t;		/* the line's tokens */
	size_t ncode;		/* tokens before the trailing comment */
	size_t code_end;	/* byte offset after the code (and its own comment) */
	long cmt;		/* offset of the trailing comment, or -1 */
};

static int is_block_comment(const char *s, const struct tok *t)
{
	return t->kind == T_COMMENT && s[t->off + 1] == '*';
}

static int split_line(const char *s, struct split *sp)
{
	memset(sp, 0, sizeof *sp);
	sp->cmt = -1;
	if (lex(s, strlen(s), &sp->t) < 0) return -1;
	size_t n = sp->t.n;
	for (size_t i = 0; i < n; i++)
		if (sp->t.v[i].kind == T_EOD) { toks_free(&sp->t); return -1; }
	sp->ncode = n;
	if (n >= 2 && is_block_comment(s, &sp->t.v[n - 1])) {
		sp->cmt = (long)sp->t.v[n - 1].off;
		sp->ncode = n - 1;
	}
	/* "code; /+ own +/ /+ moved +/": the line's own comment stays with
	 * the code (it ends it), only the last one counts as trailing */
	size_t own = sp->cmt >= 0 && sp->ncode >= 2 && is_block_comment(s, &sp->t.v[sp->ncode - 1]);
	for (size_t i = 0; i + own < sp->ncode; i++)
		if (sp->t.v[i].kind == T_COMMENT) { toks_free(&sp->t); return -1; }
	if (sp->ncode <= own) { toks_free(&sp->t); return -1; }
	sp->code_end = sp->t.v[sp->ncode - 1].off + sp->t.v[sp->ncode - 1].len;
	sp->ncode -= own;
	return 0;
}

/* The code tokens of S joined by single spaces (NULL if S has no code). */
static char *norm_code(const char *s, struct split *sp)
{
	size_t len = 0;
	for (size_t i = 0; i < sp->ncode; i++) len += sp->t.v[i].len + 1;
	char *r = xmalloc(len + 1), *p = r;
	for (size_t i = 0; i < sp->ncode; i++) {
		if (i) *p++ = ' ';
		memcpy(p, s + sp->t.v[i].off, sp->t.v[i].len);
		p += sp->t.v[i].len;
	}
	*p = 0;
	return r;
}

static int same_comment(const char *a, long ao, const char *b, long bo)
{
	return ao >= 0 && bo >= 0 && !strcmp(a + ao, b + bo);
}

/* A removed line R "code; /+ c +/" whose code came back as an added line A
 * without the comment, while the comment now ends another added line B
 * below A in the same hunk: R goes back verbatim, B loses the comment. */
int restore_comments(struct lines *l, const struct hunks *h)
{
	int changed = 0;
	for (size_t hi = 0; hi < h->n; hi++) {
		const struct hunk *hk = &h->v[hi];
		for (size_t r = 0; r < hk->nold; r++) {
			struct split rs;
			if (split_line(hk->old[r], &rs) < 0) continue;
			char *rn = norm_code(hk->old[r], &rs);
			for (size_t a = hk->start; rs.cmt >= 0 && a < hk->start + hk->count && a < l->n; a++) {
				struct split as;
				if (!l->added[a] || split_line(l->v[a], &as) < 0) continue;
				char *an = norm_code(l->v[a], &as);
				int hit = as.cmt < 0 && !strcmp(an, rn);
				free(an);
				toks_free(&as.t);
				if (!hit) continue;
				for (size_t b = a + 1; b < hk->start + hk->count && b < l->n; b++) {
					struct split bs;
					if (split_line(l->v[b], &bs) < 0) break;
					int bhit = same_comment(l->v[b], bs.cmt, hk->old[r], rs.cmt);
					size_t ce = bs.code_end;
					toks_free(&bs.t);
					if (!bhit) continue;
					free(l->v[a]);
					l->v[a] = xstrndup(hk->old[r], strlen(hk->old[r]));
					l->added[a] = 0;
					char *nb = xstrndup(l->v[b], ce);
					free(l->v[b]);
					l->v[b] = nb;
					changed = 1;
					break;
				}
				break;
			}
			free(rn);
			toks_free(&rs.t);
		}
	}
	return changed;
}

struct decl {
	size_t indent;		/* bytes of leading white space */
	size_t type_end;	/* byte offset after the type */
	size_t name;		/* byte offset of the declarator */
	size_t type_col, name_col;
	int tab_sep;		/* a tab between type and name */
	int stmt;		/* ends with ';' (not a parameter) */
};

static const char *const not_types[] = {
	"return", "goto", "case", "default", "else", "do", "sizeof", "break", "continue",
	"if", "while", "for", "switch", NULL
};

static int is_punct(const char *s, const struct tok *t, const char *p)
{
	return t->kind == T_PUNCT && t->len == strlen(p) && !memcmp(s + t->off, p, t->len);
}

/* "TYPE NAME;" "TYPE *NAME = ...;" "TYPE NAME[N];" "TYPE NAME," "TYPE NAME)" */
static int parse_decl(const char *s, struct decl *d)
{
	struct split sp;
	if (split_line(s, &sp) < 0) return -1;
	const struct tok *t = sp.t.v;
	size_t n = sp.ncode, i = 0, q;
	int ok = 0;
	if (t[0].kind != T_IDENT) goto out;
	for (const char *const *k = not_types; *k; k++)
		if (t[0].len == strlen(*k) && !memcmp(s + t[0].off, *k, t[0].len)) goto out;
	while (i < n && t[i].kind == T_IDENT) i++;
	size_t j = i;
	while (j < n && is_punct(s, &t[j], "*")) j++;
	if (i == 1 || (j == i && i == 2)) {
		/* "struct foo;" "struct foo *p" without a type name */
		static const char *const tags[] = { "struct", "union", "enum", NULL };
		for (const char *const *k = tags; *k; k++)
			if (t[0].len == strlen(*k) && !memcmp(s + t[0].off, *k, t[0].len)) goto out;
	}
	if (j > i) {
		if (j >= n || t[j].kind != T_IDENT) goto out;
		d->type_end = t[i - 1].off + t[i - 1].len;
		d->name = t[i].off;
		q = j + 1;
	} else {
		if (i < 2) goto out;
		d->type_end = t[i - 2].off + t[i - 2].len;
		d->name = t[i - 1].off;
		q = i;
	}
	while (q < n && is_punct(s, &t[q], "[")) {
		int depth = 0;
		for (; q < n; q++) {
			if (is_punct(s, &t[q], "[")) depth++;
			else if (is_punct(s, &t[q], "]") && !--depth) break;
		}
		if (q < n) q++;
	}
	if (q >= n) goto out;
	const struct tok *last = &t[n - 1];
	if (!(is_punct(s, last, ";") || is_punct(s, last, ",") || is_punct(s, last, ")"))) goto out;
	if (!(is_punct(s, &t[q], ";") || is_punct(s, &t[q], ",") || is_punct(s, &t[q], "=") ||
	      is_punct(s, &t[q], ")") || is_punct(s, &t[q], ":")))
		goto out;
	/* a parameter line holds one parameter */
	if (is_punct(s, &t[q], ",") && q != n - 1) goto out;
	if (is_punct(s, &t[q], ")") && !(q == n - 1 || (q == n - 2 && is_punct(s, last, ";")))) goto out;
	d->stmt = is_punct(s, last, ";") && !is_punct(s, &t[q], ")");
	d->indent = t[0].off;
	d->type_col = dwidth(s, d->type_end);
	d->name_col = dwidth(s, d->name);
	d->tab_sep = memchr(s + d->type_end, '\t', d->name - d->type_end) != NULL;
	ok = 1;
out:
	toks_free(&sp.t);
	return ok ? 0 : -1;
}

/* Re-writes line S with the declarator at column COL; what follows the
 * declarator (a trailing comment and the white space before it) is kept. */
static char *realign(const char *s, const struct decl *d, size_t col)
{
	char *head = pad_to(s, d->type_end, col);
	char *r = xmalloc(strlen(head) + strlen(s + d->name) + 1);
	strcpy(r, head);
	strcat(r, s + d->name);
	free(head);
	return r;
}

static int set_line(struct lines *l, size_t i, char *s)
{
	if (!s) return 0;
	if (!strcmp(s, l->v[i])) { free(s); return 0; }
	free(l->v[i]);
	l->v[i] = s;
	return 1;
}

/* Line B-1 opens a struct or union body that line E closes. */
static int struct_body(const struct lines *l, size_t b, size_t e)
{
	if (!b || e >= l->n) return 0;
	const char *o = l->v[b - 1], *c = l->v[e];
	while (*o == ' ' || *o == '\t') o++;
	while (*c == ' ' || *c == '\t') c++;
	if (!strncmp(o, "typedef ", 8)) o += 8;
	size_t ol = strlen(o);
	while (ol && (o[ol - 1] == ' ' || o[ol - 1] == '\t')) ol--;
	return (!strncmp(o, "struct ", 7) || !strncmp(o, "union ", 6)) && ol && o[ol - 1] == '{' && *c == '}';
}

/* Column of line S's trailing block comment and where its code ends, or -1. */
static long comment_col(const char *s, size_t *code_end)
{
	struct split sp;
	if (split_line(s, &sp) < 0) return -1;
	long c = sp.cmt < 0 ? -1 : (long)dwidth(s, (size_t)sp.cmt);
	*code_end = sp.code_end;
	toks_free(&sp.t);
	return c;
}

/* The most common of COL[B..E) over the values >= 0 (the first on a tie),
 * or -1 when there is none. */
static long common_col(const long *col, size_t b, size_t e)
{
	long best_col = -1;
	size_t best = 0;
	for (size_t k = b; k < e; k++) {
		if (col[k] < 0) continue;
		size_t cnt = 0;
		for (size_t m = b; m < e; m++) cnt += col[m] == col[k];
		if (cnt > best) { best = cnt; best_col = col[k]; }
	}
	return best_col;
}

/* Added lines of the block [B, E) whose trailing comment sticks to the
 * code (spatch prints a comment of added code so) move it to the column
 * most unchanged lines of the block put theirs in. */
static int align_comments(struct lines *l, size_t b, size_t e, long *cols)
{
	size_t ce;
	for (size_t k = b; k < e; k++) cols[k] = l->added[k] ? -1 : comment_col(l->v[k], &ce);
	long cc = common_col(cols, b, e);
	size_t col = cc < 0 ? 0 : (size_t)cc;
	int changed = 0;
	for (size_t i = b; cc >= 0 && i < e; i++) {
		long c = l->added[i] ? comment_col(l->v[i], &ce) : -1;
		if (c < 0 || (size_t)c == col || dwidth(l->v[i], ce) >= col) continue;
		if (l->v[i][ce] != '/') continue;
		const char *s = l->v[i], *cm = s + ce;
		while (*cm == ' ' || *cm == '\t') cm++;
		char *head = pad_to(s, ce, col);
		char *r = xmalloc(strlen(head) + strlen(cm) + 1);
		strcpy(r, head);
		strcat(r, cm);
		free(head);
		changed |= set_line(l, i, r);
	}
	return changed;
}

int align_decls(struct lines *l)
{
	size_t len;
	char *text = lines_join(l, &len);
	unsigned char *ok = xmalloc(l->n + 1);
	code_lines(text, len, l->n, ok);
	free(text);
	struct decl *d = xmalloc((l->n + 1) * sizeof *d);
	unsigned char *isd = xmalloc(l->n + 1);
	long *cols = xmalloc((l->n + 1) * sizeof *cols);
	for (size_t i = 0; i < l->n; i++) isd[i] = ok[i] && parse_decl(l->v[i], &d[i]) == 0;
	int changed = 0;
	for (size_t b = 0; b < l->n;) {
		if (!isd[b]) { b++; continue; }
		size_t e = b + 1;
		while (e < l->n && isd[e] && d[e].indent == d[b].indent &&
		       !strncmp(l->v[e], l->v[b], d[b].indent))
			e++;
		size_t nadded = 0, maxcol = 0, ntab = 0, nstmt = 0;
		for (size_t i = b; i < e; i++) {
			nadded += l->added[i];
			ntab += (size_t)d[i].tab_sep;
			nstmt += (size_t)d[i].stmt;
			if (d[i].type_col > maxcol) maxcol = d[i].type_col;
		}
		if (nadded == e - b && nadded >= 2 && !ntab && nstmt == nadded && struct_body(l, b, e)) {
			/* new unaligned members: names one tab after the longest type */
			size_t col = (maxcol / 8 + 1) * 8;
			for (size_t i = b; i < e; i++)
				if (d[i].name_col != col) changed |= set_line(l, i, realign(l->v[i], &d[i], col));
		} else if (nadded) {
			/* the column most unchanged aligned lines of the block use */
			for (size_t k = b; k < e; k++)
				cols[k] = l->added[k] || !d[k].tab_sep ? -1 : (long)d[k].name_col;
			long cc = common_col(cols, b, e);
			size_t col = cc < 0 ? 0 : (size_t)cc;
			for (size_t i = b; cc >= 0 && i < e; i++) {
				if (!l->added[i] || d[i].type_col >= col || d[i].name_col == col) continue;
				changed |= set_line(l, i, realign(l->v[i], &d[i], col));
			}
		}
		if (nadded && nadded < e - b) changed |= align_comments(l, b, e, cols);
		b = e;
	}
	free(d);
	free(isd);
	free(cols);
	free(ok);
	return changed;
}
