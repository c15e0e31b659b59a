/* kb-kindex.c — the one reader of the Kconfig language's entries and blocks
 * (scripts/kconfig zconf.y is the model): the index of a tree's Kconfig files
 * from DIR/Kconfig, following `source` (arch/$SRCARCH substituted), with the
 * conditions of enclosing `if` blocks and `menu ... depends on` carried
 * across files.  Records (kbuild.h): F T D E S P V Y C.  Help text is skipped
 * (it ends at the first line indented less than its first line); comments go
 * from '#'; a line ending in '\' goes on.  A file that cannot be read is
 * left out (the index tells what a symbol needs, it does not validate). */
#include "kbuild.h"

#include "kp-alloc.h"
#include "kp-buf.h"
#include "kp-file.h"
#include "kp-path.h"

#include <stdlib.h>
#include <string.h>

/* the keywords that end an entry: a new one starts (config, menuconfig,
 * choice, ...) or a block opens or closes */
static const char *const entry_end[] = { "config", "menuconfig", "choice", "endchoice", "comment", "menu",
					 "endmenu", "if", "endif", "source", "mainmenu", "rsource", "osource",
					 "orsource" };

int kb_ends_entry(const char *line)
{
	for (size_t k = 0; k < sizeof entry_end / sizeof *entry_end; k++)
		if (kb_starts(line, entry_end[k]))
			return 1;
	return 0;
}

struct kparse {
	const char *srctree, *arch;
	int follow;            /* follow `source` lines */
	struct strlist *out;
	struct strlist seen;   /* files read (as named) */
	char **cond;           /* cond[1..depth]: if/menu conditions ("" none) */
	size_t depth, cap;
	int inchoice;
};

struct fstate {
	const char *file;
	char *cur;             /* the entry's symbol (NULL: none) */
	int menuhdr;           /* `depends on` lines are the menu's */
};

static char *trim(char *s)
{
	s += strspn(s, " \t");
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = 0;
	return s;
}

/* W is a prompt ("text" [if EXPR]): its condition, if any, is a V record */
static void visible(struct kparse *k, const char *sym, const char *w)
{
	if (*w != '"')
		return;
	size_t i = 1;
	while (w[i] && w[i] != '"') {
		if (w[i] == '\\' && !w[i + 1])
			return;
		i += w[i] == '\\' ? 2 : 1;
	}
	if (w[i] != '"')
		return;
	const char *p = w + i + 1, *q = p + strspn(p, " \t");
	if (q == p || strncmp(q, "if", 2) || !strchr(" \t", q[2]) || !q[2])
		return;
	q += 2 + strspn(q + 2, " \t");
	char *x = xstrdup(q);
	sl_pushf(k->out, "V\t%s\t%s", sym, trim(x));
	free(x);
}

static void push_cond(struct kparse *k, const char *c)
{
	ALLOC_GROW(k->cond, k->depth + 2, k->cap);
	k->cond[++k->depth] = xstrdup(c);
}

static void pop_cond(struct kparse *k, size_t to)
{
	while (k->depth > to)
		free(k->cond[k->depth--]);
}

static void set_cur(struct fstate *s, const char *sym)
{
	free(s->cur);
	s->cur = sym ? xstrdup(sym) : NULL;
	s->menuhdr = 0;
}

static void parse_file(struct kparse *k, const char *file);

/* source "PATH", rsource (relative to FILE), osource */
static void source(struct kparse *k, struct fstate *s, const char *kw, const char *w)
{
	struct buf b = { 0 };
	if (!strcmp(kw, "rsource")) {
		const char *sl = strrchr(s->file, '/');
		if (sl)
			buf_add(&b, s->file, (size_t)(sl - s->file) + 1);
	}
	static const char *const arch[] = { "$(SRCARCH)", "$SRCARCH", "$(ARCH)", "$ARCH" };
	for (const char *p = w; *p;) {
		size_t a = 0, n = sizeof arch / sizeof *arch;
		while (a < n && strncmp(p, arch[a], strlen(arch[a])))
			a++;
		if (a < n) {
			buf_puts(&b, k->arch);
			p += strlen(arch[a]);
		} else {
			if (*p != '"')
				buf_add(&b, p, 1);
			p++;
		}
	}
	buf_add(&b, "", 1);
	if (k->follow && !strpbrk(b.s, "*?$"))
		parse_file(k, b.s);
	buf_free(&b);
	set_cur(s, NULL);
}

/* config/menuconfig W */
static void entry(struct kparse *k, struct fstate *s, const char *kw, const char *w)
{
	set_cur(s, *w ? w : NULL);
	sl_pushf(k->out, "F\t%s\t%s", w, s->file);
	if (!strcmp(kw, "menuconfig"))
		sl_pushf(k->out, "P\t%s", w);
	for (size_t i = 1; i <= k->depth; i++)
		if (*k->cond[i])
			sl_pushf(k->out, "E\t%s\t%s", w, k->cond[i]);
	if (k->inchoice > 0)
		sl_pushf(k->out, "C\t%s", w);
}

/* a type line of the entry: bool, tristate, ..., def_bool, def_tristate */
static int type_line(struct kparse *k, struct fstate *s, const char *kw, const char *w)
{
	/* `boolean`: bool's other name until Linux 4.2 (zconf.gperf) */
	static const char *const types[] = { "bool", "tristate", "string", "int", "hex", "def_bool", "def_tristate",
					     "boolean" };
	size_t t = 0, n = sizeof types / sizeof *types;
	while (t < n && strcmp(kw, types[t]))
		t++;
	if (t == n || !s->cur)
		return 0;
	int def = !strncmp(kw, "def_", 4);
	if (*w == '"' && !def) {
		sl_pushf(k->out, "P\t%s", s->cur);
		visible(k, s->cur, w);
	}
	if (def && !strcmp(w, "y"))
		sl_pushf(k->out, "Y\t%s", s->cur);
	sl_pushf(k->out, "T\t%s\t%s", s->cur, def ? kw + 4 : !strcmp(kw, "boolean") ? "bool" : kw);
	return 1;
}

/* a block's start or end: if, endif, endmenu, menu, choice, endchoice,
 * comment, mainmenu (an entry ends) */
static int block_line(struct kparse *k, struct fstate *s, const char *kw, const char *w, size_t depth0)
{
	if (!strcmp(kw, "if")) {
		push_cond(k, w);
	} else if (!strcmp(kw, "endif") || !strcmp(kw, "endmenu")) {
		if (k->depth > depth0)
			pop_cond(k, k->depth - 1);
	} else if (!strcmp(kw, "menu")) {
		push_cond(k, "");
	} else if (!strcmp(kw, "choice")) {
		k->inchoice++;
	} else if (!strcmp(kw, "endchoice")) {
		if (k->inchoice > 0)
			k->inchoice--;
	} else if (strcmp(kw, "comment") && strcmp(kw, "mainmenu")) {
		return 0;
	}
	set_cur(s, NULL);
	s->menuhdr = !strcmp(kw, "menu");
	return 1;
}

/* one logical line (comment removed by the caller); 1: help text starts */
static int kline(struct kparse *k, struct fstate *s, char *rest, size_t depth0)
{
	size_t n = strcspn(rest, " \t");
	char *kw = xstrndup(rest, n), *w = trim(rest + n);
	int help = 0;
	if (!strcmp(kw, "config") || !strcmp(kw, "menuconfig")) {
		entry(k, s, kw, w);
	} else if (!strcmp(kw, "help") || !strcmp(kw, "---help---")) {
		help = 1;
	} else if (!strcmp(kw, "depends")) {
		if (!strncmp(w, "on", 2) && (w[2] == ' ' || w[2] == '\t'))
			w += 2 + strspn(w + 2, " \t");
		if (s->menuhdr) {
			char *c = k->cond[k->depth];
			k->cond[k->depth] = *c ? xasprintf("%s && (%s)", c, w) : xasprintf("(%s)", w);
			free(c);
		} else if (s->cur) {
			sl_pushf(k->out, "D\t%s\t%s", s->cur, w);
		}
	} else if (!strcmp(kw, "select") && s->cur) {
		sl_pushf(k->out, "S\t%s\t%.*s", s->cur, (int)strcspn(w, " \t"), w);
	} else if (type_line(k, s, kw, w) || block_line(k, s, kw, w, depth0)) {
		/* done */
	} else if (!strcmp(kw, "source") || !strcmp(kw, "rsource") || !strcmp(kw, "osource")) {
		source(k, s, kw, w);
	} else if (!strcmp(kw, "prompt") && s->cur) {
		sl_pushf(k->out, "P\t%s", s->cur);
		visible(k, s->cur, w);
	} else if (!strcmp(kw, "default") && s->cur && !strcmp(w, "y")) {
		sl_pushf(k->out, "Y\t%s", s->cur);
	} else {
		static const char *const quiet[] = { "prompt", "default", "range", "option", "visible",
						     "imply", "modules", "transitional" };
		size_t q = 0, nq = sizeof quiet / sizeof *quiet;
		while (q < nq && strcmp(kw, quiet[q]))
			q++;
		if (q == nq)
			s->menuhdr = 0;
	}
	free(kw);
	return help;
}

/* the next line of T at *AT with its continuation lines joined (malloc'd),
 * NULL at the end */
static char *next_line(const char *t, size_t len, size_t *at)
{
	if (*at >= len)
		return NULL;
	struct buf b = { 0 };
	for (;;) {
		const char *l = t + *at, *e = memchr(l, '\n', len - *at);
		size_t n = e ? (size_t)(e - l) : len - *at;
		*at += n + (e != NULL);
		buf_add(&b, l, n);
		buf_add(&b, "", 1);
		b.len--;
		if (!b.len || b.s[b.len - 1] != '\\' || *at >= len)
			return b.s;
		b.s[--b.len] = 0;
		buf_add(&b, " ", 1);
	}
}

static void parse_file(struct kparse *k, const char *file)
{
	if (sl_contains(&k->seen, file))
		return;
	sl_pushs(&k->seen, file);
	char *p = path_join(k->srctree, file);
	size_t len = 0;
	char *t = read_text_regular(p, &len);
	free(p);
	if (!t)
		return;
	size_t depth0 = k->depth, at = 0;
	int choice0 = k->inchoice, inhelp = 0;
	long hind = -1;
	struct fstate s = { file, NULL, 0 };
	for (char *line; (line = next_line(t, len, &at)); free(line)) {
		if (inhelp) {
			if (!line[strspn(line, " \t")])
				continue;
			if (hind < 0)
				hind = (long)kb_indent(line);
			if (hind > 0 && (long)kb_indent(line) >= hind)
				continue;
			inhelp = 0;
		}
		char *h = strchr(line, '#');
		if (h)
			*h = 0;
		char *rest = trim(line);
		if (*rest && kline(k, &s, rest, depth0))
			inhelp = 1, hind = -1;
	}
	free(t);
	set_cur(&s, NULL);
	pop_cond(k, depth0);
	k->inchoice = choice0;
}

void kb_kconfig_index(const char *srctree, const char *file, const char *arch, int follow, struct strlist *out)
{
	struct kparse k = { srctree, arch && *arch ? arch : "x86", follow, out, { 0 }, NULL, 0, 0, 0 };
	parse_file(&k, file ? file : "Kconfig");
	pop_cond(&k, 0);
	free(k.cond);
	sl_free(&k.seen);
}
